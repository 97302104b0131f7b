// Without an interestingness script (tile-opt), tile-shrink-shapes keeps
// every halving the verifier accepts.
//
// RUN: tile-opt %s --tile-shrink-shapes | FileCheck %s

// Every size halves down to 1; dense values keep their first element (5
// and 1.0), and the shapes that follow from types (iota, reshape,
// broadcast) follow.
// CHECK-LABEL: entry @all() {
// CHECK-NEXT:    %[[V:.*]] = constant <i32: 5> : tile<1xi32>
// CHECK-NEXT:    %[[I:.*]] = iota : tile<1xi32>
// CHECK-NEXT:    %[[S:.*]] = addi %[[V]], %[[I]] : tile<1xi32>
// CHECK-NEXT:    %[[R:.*]] = reshape %[[S]] : tile<1xi32> -> tile<1x1xi32>
// CHECK-NEXT:    %[[B:.*]] = broadcast %[[R]] : tile<1x1xi32> -> tile<1x1xi32>
// CHECK-NEXT:    %{{.*}} = xori %[[B]], %[[B]] : tile<1x1xi32>
// CHECK-NEXT:    %{{.*}} = constant <f32: 1.000000e+00> : tile<1x1xf32>
// CHECK-NEXT:    return
cuda_tile.module @m {
  entry @all() {
    %v = constant <i32: [5, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>
    %i = iota : tile<8xi32>
    %s = addi %v, %i : tile<8xi32>
    %r = reshape %s : tile<8xi32> -> tile<1x8xi32>
    %b = broadcast %r : tile<1x8xi32> -> tile<16x8xi32>
    %x = xori %b, %b : tile<16x8xi32>
    %m = constant <f32: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tile<4x2xf32>
    return
  }

  // The tile shape of a view halves with the tiles loaded through it; the
  // tensor_view it lies over keeps its shape.
  // CHECK-LABEL: entry @view(
  // CHECK:         make_partition_view %{{.*}} : partition_view<tile=(1x1), tensor_view<8x16xf32, strides=[16,1]>>
  // CHECK:         load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<tile=(1x1), tensor_view<8x16xf32, strides=[16,1]>>, tile<i32> -> tile<1x1xf32>, token
  entry @view(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x8), tensor_view<8x16xf32, strides=[16,1]>>
    %x, %t = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(4x8), tensor_view<8x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x8xf32>, token
    return
  }

  // A reshape that merges two dimensions and a cat cannot follow any
  // halving: the verifier rejects each candidate and the entry stays as it
  // is.
  // CHECK-LABEL: entry @blocked() {
  // CHECK-NEXT:    %[[C:.*]] = constant <i32: {{\[}}[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>
  // CHECK-NEXT:    %{{.*}} = reshape %[[C]] : tile<2x4xi32> -> tile<8xi32>
  // CHECK-NEXT:    %[[A:.*]] = constant <i8: [1, 2, 3, 4]> : tile<4xi8>
  // CHECK-NEXT:    %{{.*}} = cat %[[A]], %[[A]] dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
  entry @blocked() {
    %c = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>
    %r = reshape %c : tile<2x4xi32> -> tile<8xi32>
    %a = constant <i8: [1, 2, 3, 4]> : tile<4xi8>
    %k = cat %a, %a dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    return
  }
}
