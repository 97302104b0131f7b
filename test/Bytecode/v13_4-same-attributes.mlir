// The same module parsed from text and read from 13.4 bytecode has the same
// generic form: an all-false `inbounds` (written explicitly, omitted, or
// encoded as zeros, which 13.4 bytecode always holds) is not stored either
// way, any `true` is.
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s > %t.text
// RUN: tile-translate -test-cudatile-roundtrip -generic-form -no-implicit-module -bytecode-version=13.4 %s > %t.read
// RUN: diff -B %t.text %t.read
// RUN: FileCheck %s < %t.read
// CHECK-COUNT-2: "cuda_tile.load_view_tko"(%{{[^)]*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 2, 0>}>
// CHECK: "cuda_tile.load_view_tko"(%{{[^)]*}}) <{inbounds = array<i1: true, false>, memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 2, 0>}>
// CHECK: "cuda_tile.store_view_tko"(%{{[^)]*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 0>}>
// CHECK: "cuda_tile.store_view_tko"(%{{[^)]*}}) <{inbounds = array<i1: false, true>, memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 0>}>
cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>
    %v0, %t0 = load_view_tko weak %pv[%i, %i] : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x16xf32>, token
    %v1, %t1 = load_view_tko weak %pv[%i, %i] inbounds = [false, false] : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x16xf32>, token
    %v2, %t2 = load_view_tko weak %pv[%i, %i] inbounds = [true, false] : partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x16xf32>, token
    %t3 = store_view_tko weak %v0, %pv[%i, %i] inbounds = [false, false] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    %t4 = store_view_tko weak %v1, %pv[%i, %i] inbounds = [false, true] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
  }
}
