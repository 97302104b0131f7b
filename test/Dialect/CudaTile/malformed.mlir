// Truncated or garbage input: tile-opt reports an error with a location and
// exits with a non-zero status (`not` also fails on a crash).
//
// RUN: not tile-opt --no-implicit-module --split-input-file %s 2>&1 | FileCheck %s
// RUN: printf '\000\377\376 garbage' | not tile-opt --no-implicit-module 2>&1 \
// RUN:   | FileCheck --check-prefix=BINARY %s
// RUN: printf 'ML\357R' | not tile-opt --no-implicit-module 2>&1 \
// RUN:   | FileCheck --check-prefix=MAGIC %s
// RUN: printf 'ML\357R\000\001\002\003\004' | not tile-opt --no-implicit-module 2>&1 \
// RUN:   | FileCheck --check-prefix=MAGIC %s
// RUN: printf '' | not tile-opt --no-implicit-module 2>&1 \
// RUN:   | FileCheck --check-prefix=EMPTY %s

// BINARY: <stdin>:1:2: error: unexpected character
// MAGIC: <stdin>:0:0: error: attempting to parse
// EMPTY: error: source must contain a single top-level operation, found: 0

// Each chunk below ends where the input is cut off; the error is reported
// where the input ends.

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: expected operation name in quotes
cuda_tile.module @m {

// -----

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: expected operation name in quotes
cuda_tile.module @m { entry @e(%a: tile<i32>) {

// -----

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}expected valid keyword
cuda_tile.module @m { entry @e(%a:

// -----

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: unbalanced '<' character in pretty dialect name
cuda_tile.module @m attributes {t = !cuda_tile.tile<4x

// -----

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: expected floating point literal
cuda_tile.module @m { global @g <f32: [1.0,

// -----

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}expected integer value
cuda_tile.module @m { entry @e(%a: tile<i32>) { %0 = assume div_by<

// -----

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: unbalanced '(' character in pretty dialect name
cuda_tile.module @m attributes {t = #cute.layout<(1@0

// -----

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: expected '"' in string literal
cuda_tile.module @m attributes {producer = "abc} {}

// -----

// CHECK: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}expected valid '@'-identifier for symbol name
cuda_tile.module

// -----

// Garbage.

// CHECK: malformed.mlir:[[@LINE+1]]:1: error: invalid SSA name
%%%% garbage ^^^

// -----

// CHECK: malformed.mlir:[[@LINE+1]]:24: error: expected operation name in quotes
cuda_tile.module @m { } }

// -----

// CHECK: malformed.mlir:[[@LINE+1]]:23: error: custom op 'bogus_op' is unknown (tried 'cuda_tile.bogus_op' as well)
cuda_tile.module @m { bogus_op }

// -----

// Absurd nesting is refused, not recursed into.
// CHECK: malformed.mlir:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}elements literal is nested too deeply
cuda_tile.module @m { entry @e(%a: tile<i1>) { %c = constant <i32: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1
