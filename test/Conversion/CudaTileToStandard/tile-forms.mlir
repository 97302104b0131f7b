// The three forms of a converted tile: rank 0 is a scalar, up to
// max-vector-elements (default 64) a vector, larger tiles a buffer in the
// frame processed in chunks of 128 bytes. Constants of buffer tiles are
// module data. f32/f64 arithmetic makes its NaN results explicit (selects),
// matching the interpreter's host arithmetic.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s
// RUN: tile-opt --convert-cuda-tile-to-standard="max-vector-elements=4" %s \
// RUN:   | FileCheck %s --check-prefix=SMALL

// CHECK-DAG: llvm.mlir.global internal constant @[[HALF:__tilekit_data_[0-9]+]](dense<1.500000e+00> : tensor<256xf32>) {{.*}} : !llvm.array<256 x f32>
// CHECK-LABEL: func.func @forms(
// CHECK: %[[S:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[V:.*]] = arith.constant dense<[1.000000e+00, {{.*}}]> : vector<8xf32>
// CHECK: %[[B:.*]] = llvm.mlir.addressof @[[HALF]] : !llvm.ptr
// CHECK: arith.addf %[[S]], %[[S]] : f32
// CHECK: arith.cmpi ugt
// CHECK: arith.addf %[[V]], %[[V]] : vector<8xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : i64 {
// CHECK:   %[[P:.*]] = llvm.getelementptr %[[B]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:   %[[X:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
// CHECK:   arith.addf %{{.*}}, %{{.*}} : vector<32xf32>
// CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
// CHECK: }
// Transposing a vector is a shuffle with a static mask.
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xf32>, vector<8xf32>

// SMALL-LABEL: func.func @forms(
// SMALL: arith.constant 2.000000e+00 : f32
// SMALL-NOT: vector<8xf32>
// SMALL: scf.for
// SMALL: llvm.load %{{.*}} : !llvm.ptr -> vector<8xf32>
// SMALL: call @tilekit_jit_gather(
cuda_tile.module @m {
  entry @forms(%p: tile<ptr<f32>>) {
    %s = constant <f32: 2.0> : tile<f32>
    %v = constant <f32: [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tile<8xf32>
    %b = constant <f32: 1.5> : tile<256xf32>
    %s2 = addf %s, %s : tile<f32>
    %v2 = addf %v, %v : tile<8xf32>
    %b2 = addf %b, %b : tile<256xf32>
    %m = reshape %v2 : tile<8xf32> -> tile<2x4xf32>
    %t = permute %m [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
    %i = iota : tile<256xi32>
    %pr = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %pp = offset %pb, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t0 = store_ptr_tko weak %pp, %b2 : tile<256xptr<f32>>, tile<256xf32> -> token
    %tr = reshape %t : tile<4x2xf32> -> tile<8xf32>
    %i8 = iota : tile<8xi32>
    %p8 = broadcast %pr : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %q8 = offset %p8, %i8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t1 = store_ptr_tko weak %q8, %tr : tile<8xptr<f32>>, tile<8xf32> -> token
    %s3 = reshape %s2 : tile<f32> -> tile<1xf32>
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t2 = store_ptr_tko weak %ps, %s3 : tile<1xptr<f32>>, tile<1xf32> -> token
    return
  }
}
