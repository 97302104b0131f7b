// A long tile computed in place into its store's tensor (store fusion) is
// stored around the caches where the allocation is too large for them
// (abi::kStreamingTensorBytes, tested at run time against the allocation
// the fits test found) and the tile starts on a 16-byte boundary: a copy of
// the element-wise loop with non-temporal stores, then a store fence; the
// plain loop otherwise. Short tiles keep
// one loop. test/Execution/streaming-store.mlir runs it.
//
// REQUIRES: x86_64
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s

// CHECK-LABEL: func.func @long(
// The fits test's allocation, from the block's context.
// CHECK: %[[DEST:.*]]:2 = scf.if
// CHECK: %[[BEGIN:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: %[[END:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: %[[SIZE:.*]] = arith.subi %[[END]], %[[BEGIN]]
// CHECK: %[[LARGE:.*]] = arith.cmpi uge, %[[SIZE]], %c67108864_i64
// CHECK: %[[LOW:.*]] = arith.andi %{{.*}}, %c15_i64
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq, %[[LOW]], %c0_i64
// CHECK: arith.andi %[[LARGE]], %[[ALIGNED]]
// CHECK: call @tilekit_jit_store_view_ref(
// CHECK: scf.if %[[DEST]]#1 {
// CHECK: scf.for
// CHECK: llvm.store {{.*}} {alignment = 16 : i64, nontemporal} : vector<{{.*}}xf32>
// CHECK: llvm.call_intrinsic "llvm.x86.sse.sfence"()
// CHECK: } else {
// CHECK: scf.for
// CHECK-NOT: nontemporal
// CHECK: llvm.store {{.*}} {alignment = 4 : i64} : vector<{{.*}}xf32>
// CHECK-LABEL: func.func @short(
// CHECK-NOT: nontemporal
// CHECK-NOT: sfence
// CHECK: return

cuda_tile.module @m {
  entry @long(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %vc = make_partition_view %tc : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%bid] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %s = addf %x, %x rounding<nearest_even> : tile<1024xf32>
    %t1 = store_view_tko weak %s, %vc[%bid] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @short(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
    %vc = make_partition_view %tc : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%bid] : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %s = addf %x, %x rounding<nearest_even> : tile<512xf32>
    %t1 = store_view_tko weak %s, %vc[%bid] : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
