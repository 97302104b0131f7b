// Atomics: atomic_rmw_tko in every mode (applied twice, so the second call
// returns the result of the first), atomic_cas_tko, a histogram over 64
// tile blocks with 1, 2 and 4 threads, and atomic_red_view_tko from many
// blocks into a partition view with partial edge tiles. Expected values are
// numpy expressions over the inputs or derived by hand in the comments;
// every sum is exact, so the order of the atomic updates does not matter.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np, sys; d = sys.argv[1]; \
// RUN:   np.save(d + '/I.npy', np.tile(np.int32([12, -7, 0x0F0F, 5, -2147483648, 2147483647, 0, -1]), (9, 1))); \
// RUN:   np.save(d + '/A.npy', np.tile(np.int32([10, -9, 0x00FF, -1, -1, 1, 0, 3]), (9, 1))); \
// RUN:   np.save(d + '/F.npy', np.float32([1.5, -2.25, 16777216.0, 0.1])); \
// RUN:   np.save(d + '/FA.npy', np.float32([0.25, 2.25, 1.0, 0.2])); \
// RUN:   np.save(d + '/H.npy', np.float16([1.0, 2048.0, -0.5, 65504.0])); \
// RUN:   np.save(d + '/HA.npy', np.float16([0.5, 1.0, 0.25, 32.0])); \
// RUN:   np.save(d + '/C.npy', np.int32([1, 5, 3, 7])); \
// RUN:   np.save(d + '/CF.npy', np.float32([1.5, 2.5])); \
// RUN:   np.save(d + '/idx.npy', np.random.default_rng(7).integers(0, 16, 2048).astype(np.int32))" %t

// Integer modes: row k of the 9x8 buffer gets mode k (and, or, xor, add, max,
// min, umax, umin, xchg) twice with the same argument row. R1 = f(I, A),
// R2 = f(R1, A); the old values returned are I, then R1.
// RUN: tile-run %s --entry rmw %t/I.npy %t/A.npy zeros:144 %t/F.npy %t/FA.npy zeros:8 %t/H.npy %t/HA.npy zeros:8 -o %t/rmw
// RUN: %python %testlib/npytool.py --arg %t/I.npy --arg %t/A.npy expect %t/rmw/arg0.npy \
// RUN:   "(lambda f: f(f(a0, a1), a1))(lambda I, A, u=lambda x: x.view(np.uint32): np.stack([I[0] & A[0], I[1] | A[1], I[2] ^ A[2], I[3] + A[3], np.maximum(I[4], A[4]), np.minimum(I[5], A[5]), np.maximum(u(I[6]), u(A[6])).view(np.int32), np.minimum(u(I[7]), u(A[7])).view(np.int32), A[8]]))"
// RUN: %python %testlib/npytool.py --arg %t/I.npy --arg %t/A.npy expect %t/rmw/arg2.npy \
// RUN:   "(lambda f: np.concatenate([a0.ravel(), f(a0, a1).ravel()]))(lambda I, A, u=lambda x: x.view(np.uint32): np.stack([I[0] & A[0], I[1] | A[1], I[2] ^ A[2], I[3] + A[3], np.maximum(I[4], A[4]), np.minimum(I[5], A[5]), np.maximum(u(I[6]), u(A[6])).view(np.int32), np.minimum(u(I[7]), u(A[7])).view(np.int32), A[8]]))"

// atomic_cas_tko: lanes whose value equals cmp take val; lane 2 is masked off
// (it is not written and returns cmp[2] = 3; see masked below for a lane
// whose cmp differs from memory). Memory [1, 5, 3, 7] against cmp
// [1, 2, 3, 7], val [10, 20, 30, 40].
// The f32 form swaps lane 0 only: [1.5, 2.5] against cmp [1.5, 0.0].
// RUN: tile-run %s --entry cas %t/C.npy zeros:4 %t/CF.npy zeros:2 -o %t/cas
// RUN: %python -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" \
// RUN:   %t/rmw/arg3.npy %t/rmw/arg5.npy %t/rmw/arg6.npy %t/rmw/arg8.npy \
// RUN:   %t/cas/arg0.npy %t/cas/arg1.npy %t/cas/arg2.npy %t/cas/arg3.npy | FileCheck %s --check-prefix=PRINT
// addf on f32, twice: F = [1.5, -2.25, 2^24, 0.1f] plus [0.25, 2.25, 1, 0.2f]
// gives R1 = [1.75, 0, 2^24 (2^24 + 1 rounds to even), 0.1f + 0.2f rounded
// = 0.30000001192092896], then R2 = [2, 2.25, 2^24, 0.5 (0.5000000149
// rounds down: the f32 spacing at 0.5 is 6e-8)]. Old values: F, then R1.
// PRINT: [2.0, 2.25, 16777216.0, 0.5]
// PRINT-NEXT: [1.5, -2.25, 16777216.0, 0.10000000149011612, 1.75, 0.0, 16777216.0, 0.30000001192092896]
// f16: [1, 2048, -0.5, 65504] plus [0.5, 1, 0.25, 32] gives [1.5, 2048
// (2049 ties to even), -0.25, inf (65536 is past the largest finite half)],
// then [2, 2048, 0, inf].
// PRINT-NEXT: [2.0, 2048.0, 0.0, inf]
// PRINT-NEXT: [1.0, 2048.0, -0.5, 65504.0, 1.5, 2048.0, -0.25, inf]
// PRINT-NEXT: [10, 5, 3, 40]
// PRINT-NEXT: [1, 5, 3, 7]
// PRINT-NEXT: [7.0, 2.5]
// PRINT-NEXT: [1.5, 2.5]

// Masked lanes (the specification, atomic_cas_tko: "The returned value for
// a masked element at position i is cmp[i]"; atomic_rmw_tko: "The value
// returned for a masked-out element is implementation-defined", TileKit
// returns 0). Neither writes memory.
// i32 cas, mask [1, 0, 0, 1]: memory [1, 5, 3, 7], cmp [1, 9, -4, 0], val
// [10, 20, 30, 40]. Lane 0 swaps (returns 1, memory 10); lanes 1 and 2 are
// masked (return 9 and -4, memory keeps 5 and 3); lane 3 compares 7 with 0
// and fails (returns 7).
// f32 cas, mask [0, 1]: memory [1.5, 2.5], cmp [0x7FC00022 (a NaN with a
// payload), 2.5], val [7, 8]: lane 0 returns cmp's bits unchanged, lane 1
// swaps (returns 2.5, memory 8).
// i64 rmw add, mask [0, 1, 0, 1]: memory [1, 2, 3, 4], arg [10, 20, 30, 40]:
// returns [0, 2, 0, 4], memory [1, 22, 3, 44].
// RUN: tile-run %s --entry masked %t/C.npy zeros:4 %t/CF.npy zeros:2 zeros:4 zeros:4 -o %t/masked
// RUN: %python %testlib/npytool.py hex %t/masked/arg0.npy | FileCheck %s --check-prefix=MASK-MEM
// RUN: %python %testlib/npytool.py hex %t/masked/arg1.npy | FileCheck %s --check-prefix=MASK-OLD
// RUN: %python %testlib/npytool.py hex %t/masked/arg2.npy | FileCheck %s --check-prefix=MASK-FMEM
// RUN: %python %testlib/npytool.py hex %t/masked/arg3.npy | FileCheck %s --check-prefix=MASK-FOLD
// RUN: %python %testlib/npytool.py hex %t/masked/arg4.npy | FileCheck %s --check-prefix=MASK-RMEM
// RUN: %python %testlib/npytool.py hex %t/masked/arg5.npy | FileCheck %s --check-prefix=MASK-ROLD
// MASK-MEM: 0xa 0x5 0x3 0x7
// MASK-OLD: 0x1 0x9 0xfffffffc 0x7
// MASK-FMEM: 0x3fc00000 0x41000000
// MASK-FOLD: 0x7fc00022 0x40200000
// MASK-RMEM: 0x1 0x16 0x3 0x2c
// MASK-ROLD: 0x0 0x2 0x0 0x4

// Histogram: 64 blocks each add 1 (i32 add) and 0.5 (f32 addf) to the bins
// named by their 32 of the 2048 indices; 2 and 4 threads give the same
// files as 1.
// RUN: tile-run %s --entry histogram --grid 64 --threads 1 %t/idx.npy zeros:16 zeros:16 -o %t/h1
// RUN: %python %testlib/npytool.py --arg %t/idx.npy expect %t/h1/arg1.npy "np.bincount(a0, minlength=16)"
// RUN: %python %testlib/npytool.py --arg %t/idx.npy expect %t/h1/arg2.npy "np.bincount(a0, minlength=16) * 0.5"
// RUN: tile-run %s --entry histogram --grid 64 --threads 2 %t/idx.npy zeros:16 zeros:16 -o %t/h2
// RUN: cmp %t/h1/arg1.npy %t/h2/arg1.npy
// RUN: cmp %t/h1/arg2.npy %t/h2/arg2.npy
// RUN: tile-run %s --entry histogram --grid 64 --threads 4 %t/idx.npy zeros:16 zeros:16 -o %t/h4
// RUN: cmp %t/h1/arg1.npy %t/h4/arg1.npy
// RUN: cmp %t/h1/arg2.npy %t/h4/arg2.npy

// atomic_red_view_tko: 16 blocks; block b adds V_b[r][c] = 4r + c + b to
// tile ((b >> 1) & 1, b & 1) of a 4x4 partition of a 6x6 view (f32 addf and
// i32 add). Edge tiles are partly outside: those lanes are skipped (the 6x6
// buffers are exactly as large as the views).
// RUN: tile-run %s --entry red_view --grid 16 --threads 2 zeros:36 zeros:36 -o %t/rv
// RUN: %python %testlib/npytool.py expect %t/rv/arg0.npy \
// RUN:   "np.array([[sum(4 * (r % 4) + c % 4 + b for b in range(16) if ((b >> 1) & 1, b & 1) == (r // 4, c // 4)) for c in range(6)] for r in range(6)]).ravel()"
// RUN: %python %testlib/npytool.py expect %t/rv/arg1.npy \
// RUN:   "np.array([[sum(4 * (r % 4) + c % 4 + b for b in range(16) if ((b >> 1) & 1, b & 1) == (r // 4, c // 4)) for c in range(6)] for r in range(6)]).ravel()"

cuda_tile.module @atomics {
  entry @rmw(%ibuf: tile<ptr<i32>>, %iarg: tile<ptr<i32>>, %iold: tile<ptr<i32>>,
             %fbuf: tile<ptr<f32>>, %farg: tile<ptr<f32>>, %fold: tile<ptr<f32>>,
             %hbuf: tile<ptr<f16>>, %harg: tile<ptr<f16>>, %hold: tile<ptr<f16>>) {
    %i8 = iota : tile<8xi32>
    %c8 = constant <i32: 8> : tile<8xi32>
    %c72 = constant <i32: 72> : tile<8xi32>
    %rb = reshape %ibuf : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bb = broadcast %rb : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p0 = offset %bb, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %ra = reshape %iarg : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ba = broadcast %ra : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q0 = offset %ba, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %ro = reshape %iold : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %o0 = offset %bo, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o0b = offset %o0, %c72 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>

    // Mode k works on row k: p, q and o advance by 8 elements per mode.
    %a0, %ta0 = load_ptr_tko weak %q0 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x0, %tx0 = atomic_rmw_tko relaxed device %p0, and, %a0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y0, %ty0 = atomic_rmw_tko acq_rel device %p0, and, %a0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s0 = store_ptr_tko weak %o0, %x0 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u0 = store_ptr_tko weak %o0b, %y0 : tile<8xptr<i32>>, tile<8xi32> -> token

    %p1 = offset %p0, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q1 = offset %q0, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o1 = offset %o0, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o1b = offset %o0b, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a1, %ta1 = load_ptr_tko weak %q1 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x1, %tx1 = atomic_rmw_tko acquire tl_blk %p1, or, %a1 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y1, %ty1 = atomic_rmw_tko release sys %p1, or, %a1 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s1 = store_ptr_tko weak %o1, %x1 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u1 = store_ptr_tko weak %o1b, %y1 : tile<8xptr<i32>>, tile<8xi32> -> token

    %p2 = offset %p1, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q2 = offset %q1, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o2 = offset %o1, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o2b = offset %o1b, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a2, %ta2 = load_ptr_tko weak %q2 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x2, %tx2 = atomic_rmw_tko relaxed device %p2, xor, %a2 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y2, %ty2 = atomic_rmw_tko relaxed device %p2, xor, %a2 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s2 = store_ptr_tko weak %o2, %x2 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u2 = store_ptr_tko weak %o2b, %y2 : tile<8xptr<i32>>, tile<8xi32> -> token

    %p3 = offset %p2, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q3 = offset %q2, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o3 = offset %o2, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o3b = offset %o2b, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a3, %ta3 = load_ptr_tko weak %q3 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x3, %tx3 = atomic_rmw_tko relaxed device %p3, add, %a3 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y3, %ty3 = atomic_rmw_tko relaxed device %p3, add, %a3 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s3 = store_ptr_tko weak %o3, %x3 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u3 = store_ptr_tko weak %o3b, %y3 : tile<8xptr<i32>>, tile<8xi32> -> token

    %p4 = offset %p3, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q4 = offset %q3, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o4 = offset %o3, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o4b = offset %o3b, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a4, %ta4 = load_ptr_tko weak %q4 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x4, %tx4 = atomic_rmw_tko relaxed device %p4, max, %a4 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y4, %ty4 = atomic_rmw_tko relaxed device %p4, max, %a4 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s4 = store_ptr_tko weak %o4, %x4 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u4 = store_ptr_tko weak %o4b, %y4 : tile<8xptr<i32>>, tile<8xi32> -> token

    %p5 = offset %p4, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q5 = offset %q4, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o5 = offset %o4, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o5b = offset %o4b, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a5, %ta5 = load_ptr_tko weak %q5 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x5, %tx5 = atomic_rmw_tko relaxed device %p5, min, %a5 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y5, %ty5 = atomic_rmw_tko relaxed device %p5, min, %a5 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s5 = store_ptr_tko weak %o5, %x5 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u5 = store_ptr_tko weak %o5b, %y5 : tile<8xptr<i32>>, tile<8xi32> -> token

    %p6 = offset %p5, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q6 = offset %q5, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o6 = offset %o5, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o6b = offset %o5b, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a6, %ta6 = load_ptr_tko weak %q6 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x6, %tx6 = atomic_rmw_tko relaxed device %p6, umax, %a6 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y6, %ty6 = atomic_rmw_tko relaxed device %p6, umax, %a6 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s6 = store_ptr_tko weak %o6, %x6 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u6 = store_ptr_tko weak %o6b, %y6 : tile<8xptr<i32>>, tile<8xi32> -> token

    %p7 = offset %p6, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q7 = offset %q6, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o7 = offset %o6, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o7b = offset %o6b, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a7, %ta7 = load_ptr_tko weak %q7 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x7, %tx7 = atomic_rmw_tko relaxed device %p7, umin, %a7 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y7, %ty7 = atomic_rmw_tko relaxed device %p7, umin, %a7 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s7 = store_ptr_tko weak %o7, %x7 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u7 = store_ptr_tko weak %o7b, %y7 : tile<8xptr<i32>>, tile<8xi32> -> token

    %p8 = offset %p7, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q8 = offset %q7, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o8 = offset %o7, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %o8b = offset %o7b, %c8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a8, %ta8 = load_ptr_tko weak %q8 : tile<8xptr<i32>> -> tile<8xi32>, token
    %x8, %tx8 = atomic_rmw_tko relaxed device %p8, xchg, %a8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %y8, %ty8 = atomic_rmw_tko relaxed device %p8, xchg, %a8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s8 = store_ptr_tko weak %o8, %x8 : tile<8xptr<i32>>, tile<8xi32> -> token
    %u8 = store_ptr_tko weak %o8b, %y8 : tile<8xptr<i32>>, tile<8xi32> -> token

    // addf on f32 and f16, old values to [first call, second call].
    %i4 = iota : tile<4xi32>
    %c4 = constant <i32: 4> : tile<4xi32>
    %rf = reshape %fbuf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bf = broadcast %rf : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pf = offset %bf, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %rfa = reshape %farg : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bfa = broadcast %rfa : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pfa = offset %bfa, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %rfo = reshape %fold : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bfo = broadcast %rfo : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pfo = offset %bfo, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %pfo2 = offset %pfo, %c4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %fa, %tfa = load_ptr_tko weak %pfa : tile<4xptr<f32>> -> tile<4xf32>, token
    %fx, %tfx = atomic_rmw_tko relaxed device %pf, addf, %fa : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token
    %fy, %tfy = atomic_rmw_tko acq_rel device %pf, addf, %fa : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token
    %sf0 = store_ptr_tko weak %pfo, %fx : tile<4xptr<f32>>, tile<4xf32> -> token
    %sf1 = store_ptr_tko weak %pfo2, %fy : tile<4xptr<f32>>, tile<4xf32> -> token

    %rh = reshape %hbuf : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bh = broadcast %rh : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %ph = offset %bh, %i4 : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %rha = reshape %harg : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bha = broadcast %rha : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %pha = offset %bha, %i4 : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %rho = reshape %hold : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bho = broadcast %rho : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %pho = offset %bho, %i4 : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %pho2 = offset %pho, %c4 : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %ha, %tha = load_ptr_tko weak %pha : tile<4xptr<f16>> -> tile<4xf16>, token
    %hx, %thx = atomic_rmw_tko relaxed device %ph, addf, %ha : tile<4xptr<f16>>, tile<4xf16> -> tile<4xf16>, token
    %hy, %thy = atomic_rmw_tko relaxed device %ph, addf, %ha : tile<4xptr<f16>>, tile<4xf16> -> tile<4xf16>, token
    %sh0 = store_ptr_tko weak %pho, %hx : tile<4xptr<f16>>, tile<4xf16> -> token
    %sh1 = store_ptr_tko weak %pho2, %hy : tile<4xptr<f16>>, tile<4xf16> -> token
    return
  }

  entry @cas(%mem: tile<ptr<i32>>, %old: tile<ptr<i32>>, %fmem: tile<ptr<f32>>, %fold: tile<ptr<f32>>) {
    %i4 = iota : tile<4xi32>
    %rm = reshape %mem : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bm = broadcast %rm : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pm = offset %bm, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %cmp = constant <i32: [1, 2, 3, 7]> : tile<4xi32>
    %val = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %m = constant <i1: [true, true, false, true]> : tile<4xi1>
    %x, %tx = atomic_cas_tko acq_rel device %pm, %cmp, %val, %m : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %ro = reshape %old : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %po = offset %bo, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s0 = store_ptr_tko weak %po, %x : tile<4xptr<i32>>, tile<4xi32> -> token

    %i2 = iota : tile<2xi32>
    %rf = reshape %fmem : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bf = broadcast %rf : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %pf = offset %bf, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %fcmp = constant <f32: [1.5, 0.0]> : tile<2xf32>
    %fval = constant <f32: [7.0, 8.0]> : tile<2xf32>
    %y, %ty = atomic_cas_tko relaxed sys %pf, %fcmp, %fval : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
    %rfo = reshape %fold : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bfo = broadcast %rfo : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %pfo = offset %bfo, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %s1 = store_ptr_tko weak %pfo, %y : tile<2xptr<f32>>, tile<2xf32> -> token
    return
  }

  entry @masked(%mem: tile<ptr<i32>>, %old: tile<ptr<i32>>, %fmem: tile<ptr<f32>>, %fold: tile<ptr<f32>>, %rmem: tile<ptr<i64>>, %rold: tile<ptr<i64>>) {
    %i4 = iota : tile<4xi32>
    %rm = reshape %mem : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bm = broadcast %rm : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pm = offset %bm, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %cmp = constant <i32: [1, 9, -4, 0]> : tile<4xi32>
    %val = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %m = constant <i1: [true, false, false, true]> : tile<4xi1>
    %x, %tx = atomic_cas_tko relaxed device %pm, %cmp, %val, %m : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %ro = reshape %old : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %po = offset %bo, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s0 = store_ptr_tko weak %po, %x : tile<4xptr<i32>>, tile<4xi32> -> token

    %i2 = iota : tile<2xi32>
    %rf = reshape %fmem : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bf = broadcast %rf : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %pf = offset %bf, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %fcmp = constant <f32: [0x7FC00022, 2.5]> : tile<2xf32>
    %fval = constant <f32: [7.0, 8.0]> : tile<2xf32>
    %fm = constant <i1: [false, true]> : tile<2xi1>
    %y, %ty = atomic_cas_tko acquire device %pf, %fcmp, %fval, %fm : tile<2xptr<f32>>, tile<2xf32>, tile<2xi1> -> tile<2xf32>, token
    %rfo = reshape %fold : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bfo = broadcast %rfo : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %pfo = offset %bfo, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %s1 = store_ptr_tko weak %pfo, %y : tile<2xptr<f32>>, tile<2xf32> -> token

    %init = constant <i64: [1, 2, 3, 4]> : tile<4xi64>
    %rr = reshape %rmem : tile<ptr<i64>> -> tile<1xptr<i64>>
    %br = broadcast %rr : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pr = offset %br, %i4 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s2 = store_ptr_tko weak %pr, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %arg = constant <i64: [10, 20, 30, 40]> : tile<4xi64>
    %rmask = constant <i1: [false, true, false, true]> : tile<4xi1>
    %z, %tz = atomic_rmw_tko relaxed device %pr, add, %arg, %rmask token = %s2 : tile<4xptr<i64>>, tile<4xi64>, tile<4xi1> -> tile<4xi64>, token
    %rro = reshape %rold : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bro = broadcast %rro : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pro = offset %bro, %i4 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s3 = store_ptr_tko weak %pro, %z : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }

  entry @histogram(%idx: tile<ptr<i32>>, %bins: tile<ptr<i32>>, %fbins: tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %start = muli %bid, %c32 : tile<i32>
    %first = offset %idx, %start : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %i = iota : tile<32xi32>
    %rf = reshape %first : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bf = broadcast %rf : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %pi = offset %bf, %i : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %k, %tk = load_ptr_tko weak %pi : tile<32xptr<i32>> -> tile<32xi32>, token
    %rb = reshape %bins : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bb = broadcast %rb : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %pb = offset %bb, %k : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %one = constant <i32: 1> : tile<32xi32>
    %x, %tx = atomic_rmw_tko relaxed device %pb, add, %one : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token
    %rfb = reshape %fbins : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bfb = broadcast %rfb : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %pfb = offset %bfb, %k : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %half = constant <f32: 0.5> : tile<32xf32>
    %y, %ty = atomic_rmw_tko relaxed device %pfb, addf, %half : tile<32xptr<f32>>, tile<32xf32> -> tile<32xf32>, token
    return
  }

  entry @red_view(%fout: tile<ptr<f32>>, %iout: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tj = andi %bid, %c1 : tile<i32>
    %sh = shri %bid, %c1 unsigned : tile<i32>
    %ti = andi %sh, %c1 : tile<i32>
    // V_b[r][c] = 4r + c + b
    %lin = iota : tile<16xi32>
    %lin2 = reshape %lin : tile<16xi32> -> tile<4x4xi32>
    %rb = reshape %bid : tile<i32> -> tile<1x1xi32>
    %bb = broadcast %rb : tile<1x1xi32> -> tile<4x4xi32>
    %v = addi %lin2, %bb : tile<4x4xi32>
    %vf = itof %v signed : tile<4x4xi32> -> tile<4x4xf32>
    %ft = make_tensor_view %fout, shape = [6, 6], strides = [6, 1] : tensor_view<6x6xf32, strides=[6,1]>
    %fp = make_partition_view %ft : partition_view<tile=(4x4), tensor_view<6x6xf32, strides=[6,1]>>
    %r0 = atomic_red_view_tko relaxed device %fp[%ti, %tj], addf, %vf : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<6x6xf32, strides=[6,1]>>, tile<i32> -> token
    %it = make_tensor_view %iout, shape = [6, 6], strides = [6, 1] : tensor_view<6x6xi32, strides=[6,1]>
    %ip = make_partition_view %it : partition_view<tile=(4x4), tensor_view<6x6xi32, strides=[6,1]>>
    %r1 = atomic_red_view_tko relaxed tl_blk %ip[%ti, %tj], add, %v : tile<4x4xi32>, partition_view<tile=(4x4), tensor_view<6x6xi32, strides=[6,1]>>, tile<i32> -> token
    return
  }
}
