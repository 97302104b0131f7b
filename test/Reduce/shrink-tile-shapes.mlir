// tile-shrink-shapes halves one dimension size at a time across the entry,
// largest first, and keeps a halving only when the module verifies and the
// script still finds it interesting (an `xori` on a tile of at least 4 rows).
//
// Hand derivation (sizes 16, 8, 4, 2):
//   16 -> 8: the broadcast and xori become 8x8: kept.
//   8 -> 4: %v keeps its first 4 elements [0, 1, 2, 3]; iota, addi, reshape
//      and broadcast follow; xori on 4x4: kept.
//   4 -> 2: xori on 2x2, not interesting: dropped.
//   2 -> 1: %m (4x2) keeps its first column: kept.
//   4 -> 2: dropped again; nothing else to try.
//
// RUN: tile-reduce %s --tile-shrink-shapes='test=%S/Inputs/xori-with-four-rows.sh' \
// RUN:   | FileCheck %s
// RUN: not %S/Inputs/xori-with-four-rows.sh %s
//
// After the reduction tree, which leaves a zero constant of 16x8 and the
// `xori` (its print goes), the sizes 16 and 8 halve; 4 does not.
// RUN: tile-reduce %S/Inputs/xori-printed.mlir \
// RUN:   --reduction-tree='traversal-mode=0 test=%S/Inputs/xori-with-four-rows.sh' \
// RUN:   --tile-shrink-shapes='test=%S/Inputs/xori-with-four-rows.sh' \
// RUN:   | FileCheck --check-prefix=COMBINED %s
// COMBINED:      entry @k() {
// COMBINED-NEXT:   %[[Z:.*]] = constant <i32: 0> : tile<4x4xi32>
// COMBINED-NEXT:   %{{.*}} = xori %[[Z]], %[[Z]] : tile<4x4xi32>
// COMBINED-NEXT:   return
//
// Uninteresting input, and the script is required.
// RUN: not tile-reduce %s --tile-shrink-shapes='test=%S/Inputs/never-interesting.sh' 2>&1 \
// RUN:   | FileCheck --check-prefix=UNINTERESTING %s
// UNINTERESTING: error: uninterested module will not be reduced
// UNINTERESTING: tile-reduce: error: reduction failed
// RUN: not tile-reduce %s --tile-shrink-shapes 2>&1 \
// RUN:   | FileCheck --check-prefix=NO-SCRIPT %s
// NO-SCRIPT: tile-reduce: error: 'tile-shrink-shapes' needs an interestingness script

// CHECK-LABEL: entry @k() {
// CHECK-NEXT:    %[[V:.*]] = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
// CHECK-NEXT:    %[[I:.*]] = iota : tile<4xi32>
// CHECK-NEXT:    %[[S:.*]] = addi %[[V]], %[[I]] : tile<4xi32>
// CHECK-NEXT:    %[[R:.*]] = reshape %[[S]] : tile<4xi32> -> tile<1x4xi32>
// CHECK-NEXT:    %[[B:.*]] = broadcast %[[R]] : tile<1x4xi32> -> tile<4x4xi32>
// CHECK-NEXT:    %{{.*}} = xori %[[B]], %[[B]] : tile<4x4xi32>
// CHECK-NEXT:    %{{.*}} = constant <f32: {{\[}}[1.000000e+00], [3.000000e+00], [5.000000e+00], [7.000000e+00]]> : tile<4x1xf32>
// CHECK-NEXT:    return

cuda_tile.module @m {
  entry @k() {
    %v = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>
    %i = iota : tile<8xi32>
    %s = addi %v, %i : tile<8xi32>
    %r = reshape %s : tile<8xi32> -> tile<1x8xi32>
    %b = broadcast %r : tile<1x8xi32> -> tile<16x8xi32>
    %x = xori %b, %b : tile<16x8xi32>
    %m = constant <f32: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tile<4x2xf32>
    return
  }
}
