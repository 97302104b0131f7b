// A weak pointer load of a dense tile held in a frame buffer (lane i at
// lane 0 + i elements, every lane active), whose value dies before the
// block can write memory, refers to the memory instead of copying it
// (docs/jit.md). Where a store comes between the load and a use, the load
// copies: the use sees the values from before the store. A masked or
// non-dense tile copies too. Expected values from numpy; both engines run
// (lib/tile-run-diff).
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s --check-prefix=IR
// (Where the range check passes, a reference tests the dense flag and
// yields the address; a copy tests whether the lanes form a row and
// fills a frame slot.)
// IR-LABEL: func.func @dense(
// IR: scf.if {{.*}} -> (!llvm.ptr) {
// IR-NEXT: scf.if {{.*}} -> (!llvm.ptr) {
// IR-NEXT: llvm.inttoptr
// IR-LABEL: func.func @overwritten(
// IR: scf.if {{.*}} -> (!llvm.ptr) {
// IR-NEXT: scf.if {{.*}} -> (!llvm.ptr) {
// IR-NEXT: llvm.getelementptr
// IR-LABEL: func.func @masked(
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', (np.arange(256) * 0.5 - 7).astype(np.float32))"
// RUN: tile-run %s --entry dense %t/x.npy zeros:256 -o %t/dense
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/dense/arg1.npy "(a0 * 2 + 1).astype(np.float32)"
// RUN: tile-run %s --entry overwritten %t/x.npy zeros:256 -o %t/over
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/over/arg1.npy "(a0 + 1).astype(np.float32)"
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/over/arg0.npy "np.full(256, 9, np.float32)"
// RUN: tile-run %s --entry masked %t/x.npy zeros:256 -o %t/masked
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/masked/arg1.npy "np.where(np.arange(256) < 200, a0 * 2, 0).astype(np.float32)"

cuda_tile.module @m {
  // out = x * 2 + 1: the load refers to x.
  entry @dense(%x: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %iota = iota : tile<256xi32>
    %px = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %px : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ptrs = offset %bx, %iota : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %v, %t = load_ptr_tko weak %ptrs : tile<256xptr<f32>> -> tile<256xf32>, token
    %two = constant <f32: 2.0> : tile<256xf32>
    %one = constant <f32: 1.0> : tile<256xf32>
    %m = mulf %v, %two : tile<256xf32>
    %r = addf %m, %one : tile<256xf32>
    %po = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %po : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %bo, %iota : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %r : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  // x is overwritten with 9 between the load and the use: out = x + 1 with
  // x as it was.
  entry @overwritten(%x: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %iota = iota : tile<256xi32>
    %px = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %px : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ptrs = offset %bx, %iota : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %v, %t = load_ptr_tko weak %ptrs : tile<256xptr<f32>> -> tile<256xf32>, token
    %nine = constant <f32: 9.0> : tile<256xf32>
    %t1 = store_ptr_tko weak %ptrs, %nine : tile<256xptr<f32>>, tile<256xf32> -> token
    %one = constant <f32: 1.0> : tile<256xf32>
    %r = addf %v, %one : tile<256xf32>
    %po = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %po : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %bo, %iota : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %r : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  // Lanes 200 and up masked off (padding 0): a copy.
  entry @masked(%x: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %iota = iota : tile<256xi32>
    %px = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %px : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ptrs = offset %bx, %iota : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %lim = constant <i32: 200> : tile<256xi32>
    %mask = cmpi less_than %iota, %lim, signed : tile<256xi32> -> tile<256xi1>
    %zero = constant <f32: 0.0> : tile<256xf32>
    %v, %t = load_ptr_tko weak %ptrs, %mask, %zero : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %two = constant <f32: 2.0> : tile<256xf32>
    %r = mulf %v, %two : tile<256xf32>
    %po = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %po : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %bo, %iota : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %r : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }
}
