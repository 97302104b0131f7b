// Weak view loads and stores of partition views have a compiled path: when
// the tile lies inside the tensor (origin >= 0, origin + size <= extent per
// dimension, computed in i128), its inner elements are adjacent, its last
// offset stays below 2^60 and its bytes lie in one allocation
// (tilekit_jit_access_fits, asked only then), the rows are copied with
// memcpy; otherwise the runtime call pads or reports the error. A load of a
// contiguous tile whose value may refer to the tensor takes its address.
// Ordered accesses always go through the runtime. A load prefetches, row
// by row into L2, the tile two strides ahead of it, the stride being the
// distance from the tile it loaded before in this block (its frame slot is
// zeroed at the entry: no prefetch distance on the first load).
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s

// CHECK-LABEL: func.func @copy(
// CHECK-NEXT: %[[SLOT:.*]] = llvm.getelementptr
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: llvm.store %[[ZERO]], %[[SLOT]]
// CHECK: arith.extsi %{{.*}} : i32 to i128
// CHECK: arith.cmpi sge, %{{.*}}, %{{.*}} : i128
// CHECK: arith.cmpi sle, %{{.*}}, %{{.*}} : i128
// CHECK: %[[FITS:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK: func.call @tilekit_jit_access_fits(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c4_i32, %c0_i32{{.*}})
// CHECK: scf.if %[[FITS]] -> (!llvm.ptr) {
// CHECK: %[[PREV:.*]] = llvm.load %[[SLOT]]
// CHECK: llvm.store %{{.*}}, %[[SLOT]]
// CHECK: scf.for
// CHECK: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %c32_i64{{.*}})
// CHECK: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 2 : i32, rw = 0 : i32}>
// CHECK: } else {
// CHECK: func.call @tilekit_jit_load_view(
// The store: the same test, writable memory, rows from the tile.
// CHECK: func.call @tilekit_jit_access_fits(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c4_i32{{.*}}, %c1_i32{{.*}})
// CHECK: scf.for
// CHECK: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %c32_i64{{.*}})
// CHECK: } else {
// CHECK: func.call @tilekit_jit_store_view(

// CHECK-LABEL: func.func @ordered(
// CHECK-NOT: tilekit_jit_access_fits
// CHECK: call @tilekit_jit_load_view(
// CHECK-NOT: tilekit_jit_access_fits
// CHECK: return

cuda_tile.module @m {
  entry @copy(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %n: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %va = make_partition_view %ta : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %t0 = load_view_tko weak %va[%bx, %by] : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x8xf32>, token
    %t1 = store_view_tko weak %x, %vb[%by, %bx] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @ordered(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %va = make_partition_view %ta : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>
    %x, %t0 = load_view_tko acquire device %va[%bx, %by] : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x8xf32>, token
    %pb = make_tensor_view %b, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %vb = make_partition_view %pb : partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>>
    %r = reduce %x dim=0 identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %s = addf %e, %acc : tile<f32>
      yield %s : tile<f32>
    }
    return
  }
}
