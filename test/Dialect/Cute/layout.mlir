// Round trip of the cute attributes: integer tuples whose leaves are
// integers or scaled basis vectors `N@d` (with nested modes `N@d0@d1`),
// shape:stride layouts and nested tuples. Whitespace in the input is free;
// the output separates tuple elements with ", " and shape from stride with
// " : ".
//
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s

// CHECK-LABEL: cuda_tile.module @cute attributes {
// CHECK-SAME: b1 = #cute.basis<2@0>,
// CHECK-SAME: b2 = #cute.basis<1@0@1>,
// CHECK-SAME: b3 = #cute.basis<-4@3@0@2>,
// CHECK-SAME: l1 = #cute.layout<(1@0, 16@1)>,
// CHECK-SAME: l2 = #cute.layout<(4, 8) : (1@0, 4@1)>,
// CHECK-SAME: l3 = #cute.layout<((2, 4), (8)) : ((1@0, 2@0), (1@1@0))>,
// CHECK-SAME: l4 = #cute.layout<8 : 1@0>,
// CHECK-SAME: l5 = #cute.layout<((2, (2, 2)), 4) : ((1, (2, 4)), 8)>,
// CHECK-SAME: l6 = #cute.layout<(16, 32)>,
// CHECK-SAME: s1 = #cute.shape<(128@0, 64@1)>,
// CHECK-SAME: s2 = #cute.shape<((2, 4), 8)>,
// CHECK-SAME: s3 = #cute.shape<8>,
// CHECK-SAME: s4 = #cute.shape<(1)>,
// CHECK-SAME: s5 = #cute.shape<(9223372036854775807, -9223372036854775808)>,
// CHECK-SAME: t1 = #cute.stride<(1@0, 128@1)>,
// CHECK-SAME: t2 = #cute.stride<((1, 0), 2@1@0)>} {
cuda_tile.module @cute attributes {
    b1 = #cute.basis<2@0>,
    b2 = #cute.basis<1@0@1>,
    b3 = #cute.basis< -4 @ 3 @ 0 @ 2 >,
    l1 = #cute.layout<(1@0, 16@1)>,
    l2 = #cute.layout<(4, 8) : (1@0, 4@1)>,
    l3 = #cute.layout<((2,4),(8)):((1@0,2@0),(1@1@0))>,
    l4 = #cute.layout<8 : 1@0>,
    l5 = #cute.layout<((2, (2, 2)), 4) : ((1, (2, 4)), 8)>,
    l6 = #cute.layout<( 16 , 32 )>,
    s1 = #cute.shape<(128@0, 64@1)>,
    s2 = #cute.shape<((2, 4), 8)>,
    s3 = #cute.shape<8>,
    s4 = #cute.shape<(1)>,
    s5 = #cute.shape<(9223372036854775807, -9223372036854775808)>,
    t1 = #cute.stride<(1@0, 128@1)>,
    t2 = #cute.stride<((1, 0), 2@1@0)>} {
}

// -----

// cute attributes as alias definitions, inside arrays, on entry arguments and
// among an op's extra attributes.
// CHECK-LABEL: cuda_tile.module @uses attributes {x = #cute.layout<(4, 8) : (1@0, 4@1)>, y = [#cute.basis<1@0>, #cute.shape<(2, 2)>]} {
// CHECK-NEXT:   entry @k(%arg0: tile<i32> {cute.layout = #cute.layout<(1@0)>}) {
// CHECK-NEXT:     return
// CHECK-NEXT:   } {layout = #cute.layout<(4, 8) : (1@0, 4@1)>}
#lay = #cute.layout<(4, 8) : (1@0, 4@1)>
cuda_tile.module @uses attributes {x = #lay, y = [#cute.basis<1@0>, #cute.shape<(2, 2)>]} {
  entry @k(%a: tile<i32> {cute.layout = #cute.layout<(1@0)>}) {
  } {layout = #lay}
}
