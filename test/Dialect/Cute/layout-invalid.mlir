// Malformed cute attribute bodies: each error names the problem and points
// at the offending character (COL checks the column where it matters).
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s
// RUN: not tile-opt --no-implicit-module --split-input-file %s 2>&1 \
// RUN:   | FileCheck --check-prefix=COL %s

// A tuple must be closed: the lexer already refuses the unbalanced body.
// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
cuda_tile.module @m attributes {t = #cute.layout<(1@0, 16@1>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:52: error: expected ',' or ')' in tuple
// expected-error @+1 {{expected ',' or ')' in tuple}}
cuda_tile.module @m attributes {t = #cute.shape<(1 2)>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:58: error: expected ',' or ')' in tuple
// expected-error @+1 {{expected ',' or ')' in tuple}}
cuda_tile.module @m attributes {t = #cute.layout<((1, 2) 3)>} {}

// -----

// Tuples are not empty.
// COL: layout-invalid.mlir:[[@LINE+2]]:51: error: expected an element: tuples must not be empty
// expected-error @+1 {{expected an element: tuples must not be empty}}
cuda_tile.module @m attributes {t = #cute.layout<()>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:51: error: expected an element: tuples must not be empty
// expected-error @+1 {{expected an element: tuples must not be empty}}
cuda_tile.module @m attributes {t = #cute.shape<((), 1)>} {}

// -----

// '@' is followed by a mode index.
// COL: layout-invalid.mlir:[[@LINE+2]]:53: error: expected a mode index after '@'
// expected-error @+1 {{expected a mode index after '@'}}
cuda_tile.module @m attributes {t = #cute.layout<(1@, 2)>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:53: error: expected a mode index after '@'
// expected-error @+1 {{expected a mode index after '@'}}
cuda_tile.module @m attributes {t = #cute.basis<3@0@>} {}

// -----

// Mode indices are non-negative.
// COL: layout-invalid.mlir:[[@LINE+2]]:53: error: basis mode index must be non-negative, got -1
// expected-error @+1 {{basis mode index must be non-negative, got -1}}
cuda_tile.module @m attributes {t = #cute.layout<(1@-1, 2)>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:53: error: basis mode index must be non-negative, got -3
// expected-error @+1 {{basis mode index must be non-negative, got -3}}
cuda_tile.module @m attributes {t = #cute.basis<1@0@-3>} {}

// -----

// Nothing may follow the body.
// COL: layout-invalid.mlir:[[@LINE+2]]:57: error: expected ':' or '>'
// expected-error @+1 {{expected ':' or '>'}}
cuda_tile.module @m attributes {t = #cute.layout<(1, 2) x>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:56: error: expected '>'
// expected-error @+1 {{expected '>'}}
cuda_tile.module @m attributes {t = #cute.shape<(1, 2) : (1, 2)>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:54: error: expected '>'
// expected-error @+1 {{expected '>'}}
cuda_tile.module @m attributes {t = #cute.stride<(1) (2)>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:53: error: expected '>'
// expected-error @+1 {{expected '>'}}
cuda_tile.module @m attributes {t = #cute.basis<1@0 2>} {}

// -----

// A body is an integer, a basis or a tuple.
// COL: layout-invalid.mlir:[[@LINE+2]]:49: error: expected an integer, a basis 'N@d' or a tuple
// expected-error @+1 {{expected an integer, a basis 'N@d' or a tuple}}
cuda_tile.module @m attributes {t = #cute.shape<>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:50: error: expected an integer, a basis 'N@d' or a tuple
// expected-error @+1 {{expected an integer, a basis 'N@d' or a tuple}}
cuda_tile.module @m attributes {t = #cute.shape<(a, 1)>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:58: error: expected an integer, a basis 'N@d' or a tuple
// expected-error @+1 {{expected an integer, a basis 'N@d' or a tuple}}
cuda_tile.module @m attributes {t = #cute.layout<(1, 2) :>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:54: error: expected an integer, a basis 'N@d' or a tuple
// expected-error @+1 {{expected an integer, a basis 'N@d' or a tuple}}
cuda_tile.module @m attributes {t = #cute.layout<(1, -)>} {}

// -----

// A basis attribute holds a single basis.
// expected-error @+1 {{expected a basis 'N@d'}}
cuda_tile.module @m attributes {t = #cute.basis<2>} {}

// -----

// expected-error @+1 {{expected a basis 'N@d'}}
cuda_tile.module @m attributes {t = #cute.basis<(1@0)>} {}

// -----

// Shape and stride of a layout are congruent.
// expected-error @+1 {{layout shape and stride must have the same tuple structure}}
cuda_tile.module @m attributes {t = #cute.layout<(4, 8) : (1, (2, 3))>} {}

// -----

// expected-error @+1 {{layout shape and stride must have the same tuple structure}}
cuda_tile.module @m attributes {t = #cute.layout<(4, 8) : 1>} {}

// -----

// expected-error @+1 {{layout shape and stride must have the same tuple structure}}
cuda_tile.module @m attributes {t = #cute.layout<(4, 8) : (1, 2, 3)>} {}

// -----

// expected-error @+1 {{layout shape and stride must have the same tuple structure}}
cuda_tile.module @m attributes {t = #cute.layout<4 : (1)>} {}

// -----

// Integers fit in 64 bits.
// COL: layout-invalid.mlir:[[@LINE+2]]:50: error: {{.*}}'99999999999999999999' does not fit in 64 bits
// expected-error @+1 {{'99999999999999999999' does not fit in 64 bits}}
cuda_tile.module @m attributes {t = #cute.shape<(99999999999999999999)>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:54: error: {{.*}}'9223372036854775808' does not fit in 64 bits
// expected-error @+1 {{'9223372036854775808' does not fit in 64 bits}}
cuda_tile.module @m attributes {t = #cute.stride<(1, 9223372036854775808@0)>} {}

// -----

// COL: layout-invalid.mlir:[[@LINE+2]]:51: error: {{.*}}'18446744073709551616' does not fit in 64 bits
// expected-error @+1 {{'18446744073709551616' does not fit in 64 bits}}
cuda_tile.module @m attributes {t = #cute.basis<1@18446744073709551616>} {}

// -----

// Nesting depth is bounded.
// expected-error @+1 {{integer tuple is nested too deeply}}
cuda_tile.module @m attributes {t = #cute.shape<((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))>} {}
