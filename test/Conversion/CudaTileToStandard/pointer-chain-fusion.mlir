// Pointer and mask tiles computed element-wise from iota and scalars are
// not written to frame buffers before a weak pointer access: the access's
// chunk loops compute them in registers (iota and offset are fusable
// producers). Only the runtime path, taken when the range check fails,
// writes them out for the runtime. The range test compares the lanes'
// [lo, hi] (folded lane-wise over the chunks, reduced once) with the allocation the block's last read fitted in (the
// context's readFit words at bytes 48 and 56; stores: writeFit at 64, 72)
// and calls tilekit_jit_access_fits only when that fails.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s

// CHECK-LABEL: func.func @copy(
// CHECK-NOT: vector<16xi64>, !llvm.ptr
// CHECK: %[[LO:.*]]:5 = scf.for {{.*}} iter_args
// CHECK: arith.addi %{{.*}}, %cst{{.*}} : vector<16xi32>
// CHECK: arith.minui {{.*}} : vector<16xi64>
// CHECK: %[[MIN:.*]] = vector.reduction <minui>, %[[LO]]#0
// CHECK: %[[BEGINP:.*]] = llvm.getelementptr %arg0[48] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK: %[[BEGIN:.*]] = llvm.load %[[BEGINP]]
// CHECK: %[[ENDP:.*]] = llvm.getelementptr %arg0[56] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK: %[[END:.*]] = llvm.load %[[ENDP]]
// CHECK: arith.cmpi uge, %[[MIN]], %[[BEGIN]] : i64
// CHECK: scf.if
// CHECK: } else {
// CHECK: call @tilekit_jit_access_fits(
// CHECK: llvm.intr.masked.load
// CHECK: } else {
// CHECK: llvm.store %{{.*}} : vector<16xi64>, !llvm.ptr
// CHECK: func.call @tilekit_jit_load_ptr(
// CHECK: llvm.getelementptr %arg0[64] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK: llvm.getelementptr %arg0[72] : (!llvm.ptr) -> !llvm.ptr, i8

cuda_tile.module @m {
  entry @copy(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %y, %z = get_tile_block_id : tile<i32>
    %i = iota : tile<1024xi32>
    %c1024 = constant <i32: 1024> : tile<i32>
    %start = muli %bid, %c1024 : tile<i32>
    %s1 = reshape %start : tile<i32> -> tile<1xi32>
    %sb = broadcast %s1 : tile<1xi32> -> tile<1024xi32>
    %idx = addi %sb, %i : tile<1024xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<1024xi32>
    %mask = cmpi less_than %idx, %nb, signed : tile<1024xi32> -> tile<1024xi1>
    %p1 = reshape %in : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %p1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %ptrs = offset %pb, %idx : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %zero = constant <f32: 0.0> : tile<1024xf32>
    %x, %t = load_ptr_tko weak %ptrs, %mask, %zero : tile<1024xptr<f32>>, tile<1024xi1>, tile<1024xf32> -> tile<1024xf32>, token
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %optrs = offset %ob, %idx : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %x, %mask : tile<1024xptr<f32>>, tile<1024xf32>, tile<1024xi1> -> token
    return
  }
}
