// The JIT's compiled path for weak pointer accesses (one range check per
// tile, then masked vector loads/stores of dense rows, gathers and
// scatters) gives the interpreter's values and errors: tiles held in
// registers (64 lanes) and in frame buffers (256 lanes), masks, padding,
// duplicate store addresses (the last lane wins), ranges over two
// allocations (the lane-wise path), fully masked tiles, out-of-bounds lanes
// and constant globals. Every tile-run here runs both engines and compares
// them (lib/tile-run-diff); expected values come from numpy.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @gather64
// IR: call @tilekit_jit_access_fits
// IR: llvm.intr.masked.load
// IR: scf.for
// IR: call @tilekit_jit_load_ptr
// IR: llvm.intr.masked.store
// IR: scf.for
// IR: call @tilekit_jit_store_ptr
// IR-LABEL: func.func @gather256
// IR: scf.for
// IR: call @tilekit_jit_access_fits
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; d = '%t'; \
// RUN:   np.save(d + '/src.npy', np.arange(300, dtype=np.int64).astype(np.int8)); \
// RUN:   np.save(d + '/idx64.npy', ((np.arange(64) * 37) %% 300).astype(np.int32)); \
// RUN:   np.save(d + '/h.npy', (np.arange(400) * 0.25).astype(np.float16)); \
// RUN:   np.save(d + '/idx256.npy', (399 - np.arange(256)).astype(np.int32))"

// 64 lanes of i8: lanes with an odd index are masked off (padding 100 + lane).
// RUN: tile-run %s --entry gather64 %t/src.npy %t/idx64.npy zeros:64 -o %t/g64
// RUN: %python %testlib/npytool.py --arg %t/src.npy --arg %t/idx64.npy expect %t/g64/arg2.npy \
// RUN:   "np.where(a1 %% 2 == 0, a0[a1], (100 + np.arange(64)).astype(np.int8))"

// 256 lanes of f16 in reverse, every third lane masked off (zero there).
// RUN: tile-run %s --entry gather256 %t/h.npy %t/idx256.npy zeros:256 -o %t/g256
// RUN: %python %testlib/npytool.py --arg %t/h.npy --arg %t/idx256.npy expect %t/g256/arg2.npy \
// RUN:   "np.where(np.arange(256) %% 3 != 0, a0[a1], 0).astype(np.float16)"

// Scatter of lane numbers to out[lane / 4]: the last active lane of each
// group of four wins; lane 4k + 3 is masked off when k is odd.
// RUN: tile-run %s --entry scatter_dup zeros:16 -o %t/sd
// RUN: %python %testlib/npytool.py expect %t/sd/arg0.npy \
// RUN:   "[4 * k + (3 if k %% 2 == 0 else 2) for k in range(16)]"

// 256 i64 lanes scattered in reverse order.
// RUN: tile-run %s --entry scatter256 zeros:256 -o %t/s256
// RUN: %python %testlib/npytool.py expect %t/s256/arg0.npy "255 - np.arange(256)"

// Lanes alternate between two buffers: the range covers two allocations.
// RUN: tile-run %s --entry two_buffers %t/src.npy %t/h.npy zeros:64 -o %t/tb
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/tb/arg2.npy \
// RUN:   "np.where(np.arange(64) %% 2 == 0, a0[:64].astype(np.int64), 0)"

// Every lane masked off, pointers far outside: padding, and nothing stored.
// RUN: tile-run %s --entry all_masked %t/src.npy zeros:64 -o %t/am
// RUN: %python %testlib/npytool.py expect %t/am/arg1.npy "[7] * 64"

// Element [200] of a 256-lane load lies 100 bytes past the end of h (400
// f16, 800 bytes): 200 + 250 = 450 elements of 2 bytes, 900 - 800 = 100.
// RUN: not tile-run %s --entry oob256 %t/h.npy zeros:256 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: 'cuda_tile.load_ptr_tko' out-of-bounds load of element [200]: address 0x{{[0-9a-f]+}}, 100 bytes past the end of argument 0 ({{.*}}h.npy) (800 bytes) in tile block (0, 0, 0)

// A 128-lane store into a constant global fails at its first element.
// RUN: not tile-run %s --entry store_constant 2>&1 | FileCheck %s --check-prefix=CONST
// CONST: error: 'cuda_tile.store_ptr_tko' store into global @c (constant) at element [0] in tile block (0, 0, 0)

cuda_tile.module @fastpath {
  global private constant @c <i8: 1> : tile<128xi8>

  entry @gather64(%src: tile<ptr<i8>>, %idx: tile<ptr<i32>>, %out: tile<ptr<i8>>) {
    %i = iota : tile<64xi32>
    %ri = reshape %idx : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bi = broadcast %ri : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %pi = offset %bi, %i : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %k, %t0 = load_ptr_tko weak %pi : tile<64xptr<i32>> -> tile<64xi32>, token
    %rs = reshape %src : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bs = broadcast %rs : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %ps = offset %bs, %k : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %one = constant <i32: 1> : tile<64xi32>
    %zero = constant <i32: 0> : tile<64xi32>
    %odd = andi %k, %one : tile<64xi32>
    %m = cmpi equal %odd, %zero, signed : tile<64xi32> -> tile<64xi1>
    %i8 = trunci %i : tile<64xi32> -> tile<64xi8>
    %c100 = constant <i8: 100> : tile<64xi8>
    %pad = addi %i8, %c100 : tile<64xi8>
    %v, %t1 = load_ptr_tko weak %ps, %m, %pad : tile<64xptr<i8>>, tile<64xi1>, tile<64xi8> -> tile<64xi8>, token
    %ro = reshape %out : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bo = broadcast %ro : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %po = offset %bo, %i : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %s0 = store_ptr_tko weak %po, %v : tile<64xptr<i8>>, tile<64xi8> -> token
    return
  }

  entry @gather256(%h: tile<ptr<f16>>, %idx: tile<ptr<i32>>, %out: tile<ptr<f16>>) {
    %i = iota : tile<256xi32>
    %ri = reshape %idx : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bi = broadcast %ri : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %pi = offset %bi, %i : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %k, %t0 = load_ptr_tko weak %pi : tile<256xptr<i32>> -> tile<256xi32>, token
    %rh = reshape %h : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bh = broadcast %rh : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %ph = offset %bh, %k : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %three = constant <i32: 3> : tile<256xi32>
    %zero = constant <i32: 0> : tile<256xi32>
    %r = remi %i, %three signed : tile<256xi32>
    %m = cmpi not_equal %r, %zero, signed : tile<256xi32> -> tile<256xi1>
    %v, %t1 = load_ptr_tko weak %ph, %m : tile<256xptr<f16>>, tile<256xi1> -> tile<256xf16>, token
    %ro = reshape %out : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bo = broadcast %ro : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %po = offset %bo, %i : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %s0 = store_ptr_tko weak %po, %v : tile<256xptr<f16>>, tile<256xf16> -> token
    return
  }

  entry @scatter_dup(%out: tile<ptr<i32>>) {
    %i = iota : tile<64xi32>
    %two = constant <i32: 2> : tile<64xi32>
    %q = shri %i, %two signed : tile<64xi32>
    %ro = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %po = offset %bo, %q : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    // Lane 4k + 3 is off when k is odd: (i & 7) == 7.
    %seven = constant <i32: 7> : tile<64xi32>
    %low = andi %i, %seven : tile<64xi32>
    %m = cmpi not_equal %low, %seven, signed : tile<64xi32> -> tile<64xi1>
    %s0 = store_ptr_tko weak %po, %i, %m : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> token
    return
  }

  entry @scatter256(%out: tile<ptr<i64>>) {
    %i = iota : tile<256xi64>
    %top = constant <i64: 255> : tile<256xi64>
    %rev = subi %top, %i : tile<256xi64>
    %ro = reshape %out : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bo = broadcast %ro : tile<1xptr<i64>> -> tile<256xptr<i64>>
    %po = offset %bo, %rev : tile<256xptr<i64>>, tile<256xi64> -> tile<256xptr<i64>>
    %s0 = store_ptr_tko weak %po, %i : tile<256xptr<i64>>, tile<256xi64> -> token
    return
  }

  entry @two_buffers(%a: tile<ptr<i8>>, %b: tile<ptr<f16>>, %out: tile<ptr<i64>>) {
    // Even lanes read a[lane]; odd lanes read the first byte of b (0.0 as
    // f16: its low byte is 0).
    %i = iota : tile<64xi32>
    %ra = reshape %a : tile<ptr<i8>> -> tile<1xptr<i8>>
    %ba = broadcast %ra : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %pa = offset %ba, %i : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %b8 = ptr_to_ptr %b : tile<ptr<f16>> -> tile<ptr<i8>>
    %rb = reshape %b8 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bb = broadcast %rb : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %one = constant <i32: 1> : tile<64xi32>
    %zero = constant <i32: 0> : tile<64xi32>
    %odd = andi %i, %one : tile<64xi32>
    %even = cmpi equal %odd, %zero, signed : tile<64xi32> -> tile<64xi1>
    %p = select %even, %pa, %bb : tile<64xi1>, tile<64xptr<i8>>
    %v, %t0 = load_ptr_tko weak %p : tile<64xptr<i8>> -> tile<64xi8>, token
    %w = exti %v signed : tile<64xi8> -> tile<64xi64>
    %ro = reshape %out : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bo = broadcast %ro : tile<1xptr<i64>> -> tile<64xptr<i64>>
    %po = offset %bo, %i : tile<64xptr<i64>>, tile<64xi32> -> tile<64xptr<i64>>
    %s0 = store_ptr_tko weak %po, %w : tile<64xptr<i64>>, tile<64xi64> -> token
    return
  }

  entry @all_masked(%src: tile<ptr<i8>>, %out: tile<ptr<i8>>) {
    %i = iota : tile<64xi32>
    %far = constant <i32: 1000000> : tile<64xi32>
    %j = addi %i, %far : tile<64xi32>
    %rs = reshape %src : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bs = broadcast %rs : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %ps = offset %bs, %j : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %none = constant <i1: false> : tile<64xi1>
    %pad = constant <i8: 7> : tile<64xi8>
    %v, %t0 = load_ptr_tko weak %ps, %none, %pad : tile<64xptr<i8>>, tile<64xi1>, tile<64xi8> -> tile<64xi8>, token
    %s0 = store_ptr_tko weak %ps, %v, %none : tile<64xptr<i8>>, tile<64xi8>, tile<64xi1> -> token
    %ro = reshape %out : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bo = broadcast %ro : tile<1xptr<i8>> -> tile<64xptr<i8>>
    %po = offset %bo, %i : tile<64xptr<i8>>, tile<64xi32> -> tile<64xptr<i8>>
    %s1 = store_ptr_tko weak %po, %v : tile<64xptr<i8>>, tile<64xi8> -> token
    return
  }

  entry @oob256(%h: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %i = iota : tile<256xi32>
    %c250 = constant <i32: 250> : tile<256xi32>
    %j = addi %i, %c250 : tile<256xi32>
    %rh = reshape %h : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bh = broadcast %rh : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %ph = offset %bh, %j : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    // Only lanes 0..149 (elements 250..399) and 200 are on.
    %c150 = constant <i32: 150> : tile<256xi32>
    %c200 = constant <i32: 200> : tile<256xi32>
    %lo = cmpi less_than %i, %c150, signed : tile<256xi32> -> tile<256xi1>
    %at = cmpi equal %i, %c200, signed : tile<256xi32> -> tile<256xi1>
    %m = ori %lo, %at : tile<256xi1>
    %v, %t0 = load_ptr_tko weak %ph, %m : tile<256xptr<f16>>, tile<256xi1> -> tile<256xf16>, token
    %ro = reshape %out : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bo = broadcast %ro : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %po = offset %bo, %i : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %s0 = store_ptr_tko weak %po, %v : tile<256xptr<f16>>, tile<256xf16> -> token
    return
  }

  entry @store_constant() {
    %g = get_global @c : tile<ptr<i8>>
    %i = iota : tile<128xi32>
    %rg = reshape %g : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bg = broadcast %rg : tile<1xptr<i8>> -> tile<128xptr<i8>>
    %pg = offset %bg, %i : tile<128xptr<i8>>, tile<128xi32> -> tile<128xptr<i8>>
    %v = constant <i8: 3> : tile<128xi8>
    %s0 = store_ptr_tko weak %pg, %v : tile<128xptr<i8>>, tile<128xi8> -> token
    return
  }
}
