// Interpreter semantics of mmaf, mmai and mmaf_scaled. Expected values are
// derived by hand from the inputs. Where the result depends on precision the
// inputs are chosen to tell TileKit's documented choice (docs/execution.md)
// from the alternatives: f32 accumulators as an f32 fma chain from acc in
// ascending k (one rounding per step, products never rounded alone); f16
// accumulators summed exactly-in-double and rounded once; f64 as an fma
// chain.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry f16_f32 zeros:4 -o %t/h
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/h/arg0.npy | FileCheck %s --check-prefix=H
// RUN: tile-run %s --entry f16_f16 zeros:2 -o %t/hh
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/hh/arg0.npy | FileCheck %s --check-prefix=HH
// RUN: tile-run %s --entry f32_f32 zeros:8 -o %t/s
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/s/arg0.npy | FileCheck %s --check-prefix=S
// RUN: tile-run %s --entry bf16_f32 zeros:4 -o %t/b
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/b/arg0.npy | FileCheck %s --check-prefix=B
// RUN: tile-run %s --entry tf32_f32 zeros:4 -o %t/t
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/t/arg0.npy | FileCheck %s --check-prefix=T
// RUN: tile-run %s --entry fp8 zeros:4 zeros:4 -o %t/e
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/e/arg0.npy %t/e/arg1.npy | FileCheck %s --check-prefix=E
// RUN: tile-run %s --entry f64_f64 zeros:4 -o %t/d
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/d/arg0.npy | FileCheck %s --check-prefix=D
// RUN: tile-run %s --entry mmai zeros:4 zeros:4 -o %t/i
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/i/arg0.npy %t/i/arg1.npy | FileCheck %s --check-prefix=I
// RUN: tile-run %s --entry batched zeros:8 -o %t/bt
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/bt/arg0.npy | FileCheck %s --check-prefix=BT
// RUN: tile-run %s --entry batched_scaled zeros:8 -o %t/bs
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/bs/arg0.npy | FileCheck %s --check-prefix=BS
// RUN: tile-run %s --entry scaled zeros:4 zeros:4 -o %t/sc
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/sc/arg0.npy %t/sc/arg1.npy | FileCheck %s --check-prefix=SC

// [[1, 2, 3, 4], [0.5, -1, 2, 0.25]] x [[1, 0], [0, 1], [1, 1], [2, -1]]
// = [[12, 1], [3, 0.75]], plus ones.
// H: [13.0, 2.0, 4.0, 1.75]

// f16 accumulator, rounded once: 2048 + 1 + 1 = 2050 exactly (an f16 sum
// step by step would stay at 2048); -2048 + 3 x 0.25 = -2047.25 -> -2047
// (step by step: -2048).
// HH: [2050.0, -2047.0]

// f32 fma chain, k ascending. [0, 0]: 2^24, then 2^24 + 1 rounds to 2^24
// (ties to even), twice: 2^24 (a sum in double rounded once, or any order
// adding the ones first, gives 2^24 + 2). [0, 1] = 2^24 (1 + 2^-12).
// Row 1: an f32 input 1 + 2^-20 (0x3F800008) keeps its low mantissa bits
// (no tf32); times 1 + 2^-12 it is 1 + 2^-12 + 2^-20 + 2^-32, rounded once.
// Row 2 (acc -1): 1 + 2^-12 - 1 = 2^-12; (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24
// exactly, the fma rounds after adding acc (a rounded product: 2^-11).
// S: [16777216.0, 16781312.0, 1.0000009536743164, 1.0002450942993164, 0.000244140625, 0.0004883408546447754, 0.0, 0.0]

// [[2^20, 2], [-3, 0.125]] x [[2, 1], [4, -8]] + [[0.5, 0], [0, 0]]
// = [[2^21 + 8.5, 2^20 - 16], [-5.5, -4]].
// B: [2097160.5, 1048560.0, -5.5, -4.0]

// tf32 inputs, f32 accumulation: 1024 + 2^-10 and 2048 + 2^-8 are f32
// values but not tf32 values.
// T: [1024.0009765625, 2048.00390625, 2.5, 4.0]

// f8E4M3FN -> f32: [[448, 0.5], [-2, 2^-6]] x [[1, 2], [0.25, 1.5]] + [[1,
// 0], [0, 0]]; f8E5M2 -> f16: [[1.5, 0.25], [-4, 3]] x [[2, 8], [1, 0.5]].
// E: [449.125, 896.75, -1.99609375, -3.9765625]
// E-NEXT: [3.25, 12.125, -5.0, -30.5]

// f64 as an fma chain from acc: with a = 1 + 2^-30,
// -(1 + 2^-29) + a * a = 2^-60 exactly (a rounded product would give 0);
// 5a = 5 + 5 * 2^-30; 0.5 + 2a + 21 = 23.5 + 2^-29; 2 * 5 + 3 * 11 = 43.
// D: [8.673617379884035e-19, 5.000000004656613, 23.500000001862645, 43.0]

// i8 bits A = [[-1, 2], [127, -128]], B = [[-1, 1], [-128, 2]].
// signed x unsigned (B = [[255, 1], [128, 2]]) + [[0, 10], [2^31 - 1, -5]]:
// [[-255 + 256, -1 + 4 + 10], [32385 - 16384 + 2^31 - 1 (wraps), -129 - 5]].
// unsigned x signed (A = [[255, 2], [127, 128]]) + 0:
// [[-255 - 256, 255 + 4], [-127 - 16384, 127 + 256]].
// I: [1, 13, -2147467648, -134]
// I-NEXT: [-511, 259, -16511, 383]

// Batch 0: [[1, 2], [3, 4]] x identity; batch 1: [[0.5, 0], [0, 2]] x
// [[2, 3], [4, 5]] = [[1, 1.5], [8, 10]], plus 1 at [1, 0, 0].
// BT: [1.0, 2.0, 3.0, 4.0, 2.0, 1.5, 8.0, 10.0]

// Batched block-scaled with all-ones f8 operands (K = 32, one block): each
// dot product is 32 * ls[b, i] * rs[b, j] with ls = [[1, 2], [4, 8]] and
// rs = [[1, 2], [0.5, 0.25]].
// BS: [32.0, 64.0, 64.0, 128.0, 64.0, 32.0, 128.0, 64.0]

// Block-scaled, K = 64 in two blocks of 32 (f8E8M0FNU scales): lhs is 1 in
// block 0 and 2 in block 1, rhs 0.5 and 0.25, so every block's unscaled dot
// product is 16; result[i, j] = sum_b 16 * ls[i, b] * rs[b, j] + acc with
// ls = [[1, 2], [4, 0.5]], rs = [[1, 8], [2, 0.25]], acc = [[0.5, 0], [0, 0]]:
// [[16 + 64 + 0.5, 128 + 8], [64 + 16, 512 + 2]].
// f4E2M1FN with f8E4M3FN scales over blocks of 16: 16 * 1.5 * 2 = 48 times
// [[0.5], [3]] x [[1, 0.25]].
// SC: [80.5, 136.0, 80.0, 514.0]
// SC-NEXT: [24.0, 6.0, 144.0, 36.0]

cuda_tile.module @m {
  entry @f16_f32(%o: tile<ptr<f32>>) {
    %a = constant <f16: [[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 2.0, 0.25]]> : tile<2x4xf16>
    %b = constant <f16: [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, -1.0]]> : tile<4x2xf16>
    %c = constant <f32: 1.0> : tile<2x2xf32>
    %r = mmaf %a, %b, %c : tile<2x4xf16>, tile<4x2xf16>, tile<2x2xf32>
    %flat = reshape %r : tile<2x2xf32> -> tile<4xf32>
    %i = iota : tile<4xi32>
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p = offset %ob, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t = store_ptr_tko weak %p, %flat : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

  entry @f16_f16(%o: tile<ptr<f16>>) {
    %a = constant <f16: [[2048.0, 1.0, 1.0, 0.0], [-2048.0, 0.25, 0.25, 0.25]]> : tile<2x4xf16>
    %b = constant <f16: 1.0> : tile<4x1xf16>
    %c = constant <f16: 0.0> : tile<2x1xf16>
    %r = mmaf %a, %b, %c : tile<2x4xf16>, tile<4x1xf16>, tile<2x1xf16>
    %flat = reshape %r : tile<2x1xf16> -> tile<2xf16>
    %i = iota : tile<2xi32>
    %o1 = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %o1 : tile<1xptr<f16>> -> tile<2xptr<f16>>
    %p = offset %ob, %i : tile<2xptr<f16>>, tile<2xi32> -> tile<2xptr<f16>>
    %t = store_ptr_tko weak %p, %flat : tile<2xptr<f16>>, tile<2xf16> -> token
    return
  }

  entry @f32_f32(%o: tile<ptr<f32>>) {
    %a = constant <f32: [[16777216.0, 1.0, 1.0, 0.0], [0x3F800008, 0.0, 0.0, 0.0], [0x3F800800, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]> : tile<4x4xf32>
    %b = constant <f32: [[1.0, 0x3F800800], [1.0, 0.0], [1.0, 0.0], [1.0, 0.0]]> : tile<4x2xf32>
    %c = constant <f32: [[0.0, 0.0], [0.0, 0.0], [-1.0, -1.0], [0.0, 0.0]]> : tile<4x2xf32>
    %r = mmaf %a, %b, %c : tile<4x4xf32>, tile<4x2xf32>, tile<4x2xf32>
    %flat = reshape %r : tile<4x2xf32> -> tile<8xf32>
    %i = iota : tile<8xi32>
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p = offset %ob, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t = store_ptr_tko weak %p, %flat : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @bf16_f32(%o: tile<ptr<f32>>) {
    %a = constant <bf16: [[1048576.0, 2.0], [-3.0, 0.125]]> : tile<2x2xbf16>
    %b = constant <bf16: [[2.0, 1.0], [4.0, -8.0]]> : tile<2x2xbf16>
    %c = constant <f32: [[0.5, 0.0], [0.0, 0.0]]> : tile<2x2xf32>
    %r = mmaf %a, %b, %c : tile<2x2xbf16>, tile<2x2xbf16>, tile<2x2xf32>
    %flat = reshape %r : tile<2x2xf32> -> tile<4xf32>
    %i = iota : tile<4xi32>
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p = offset %ob, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t = store_ptr_tko weak %p, %flat : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

  entry @tf32_f32(%o: tile<ptr<f32>>) {
    %a = constant <tf32: [[1024.0, 0.0009765625], [3.0, -0.5]]> : tile<2x2xtf32>
    %b = constant <tf32: [[1.0, 2.0], [1.0, 4.0]]> : tile<2x2xtf32>
    %c = constant <f32: 0.0> : tile<2x2xf32>
    %r = mmaf %a, %b, %c : tile<2x2xtf32>, tile<2x2xtf32>, tile<2x2xf32>
    %flat = reshape %r : tile<2x2xf32> -> tile<4xf32>
    %i = iota : tile<4xi32>
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p = offset %ob, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t = store_ptr_tko weak %p, %flat : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

  entry @fp8(%o: tile<ptr<f32>>, %o2: tile<ptr<f16>>) {
    %a = constant <f8E4M3FN: [[448.0, 0.5], [-2.0, 0.015625]]> : tile<2x2xf8E4M3FN>
    %b = constant <f8E4M3FN: [[1.0, 2.0], [0.25, 1.5]]> : tile<2x2xf8E4M3FN>
    %c = constant <f32: [[1.0, 0.0], [0.0, 0.0]]> : tile<2x2xf32>
    %r = mmaf %a, %b, %c : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf32>
    %flat = reshape %r : tile<2x2xf32> -> tile<4xf32>
    %i = iota : tile<4xi32>
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p = offset %ob, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t = store_ptr_tko weak %p, %flat : tile<4xptr<f32>>, tile<4xf32> -> token

    %a2 = constant <f8E5M2: [[1.5, 0.25], [-4.0, 3.0]]> : tile<2x2xf8E5M2>
    %b2 = constant <f8E5M2: [[2.0, 8.0], [1.0, 0.5]]> : tile<2x2xf8E5M2>
    %c2 = constant <f16: 0.0> : tile<2x2xf16>
    %r2 = mmaf %a2, %b2, %c2 : tile<2x2xf8E5M2>, tile<2x2xf8E5M2>, tile<2x2xf16>
    %flat2 = reshape %r2 : tile<2x2xf16> -> tile<4xf16>
    %q1 = reshape %o2 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %qb = broadcast %q1 : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %q = offset %qb, %i : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %t2 = store_ptr_tko weak %q, %flat2 : tile<4xptr<f16>>, tile<4xf16> -> token
    return
  }

  entry @f64_f64(%o: tile<ptr<f64>>) {
    %a = constant <f64: [[0x3FF0000000400000, 0.0], [2.0, 3.0]]> : tile<2x2xf64>
    %b = constant <f64: [[0x3FF0000000400000, 5.0], [7.0, 11.0]]> : tile<2x2xf64>
    %c = constant <f64: [[0xBFF0000000800000, 0.0], [0.5, 0.0]]> : tile<2x2xf64>
    %r = mmaf %a, %b, %c : tile<2x2xf64>, tile<2x2xf64>, tile<2x2xf64>
    %flat = reshape %r : tile<2x2xf64> -> tile<4xf64>
    %i = iota : tile<4xi32>
    %o1 = reshape %o : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ob = broadcast %o1 : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %p = offset %ob, %i : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %t = store_ptr_tko weak %p, %flat : tile<4xptr<f64>>, tile<4xf64> -> token
    return
  }

  entry @mmai(%o: tile<ptr<i32>>, %o2: tile<ptr<i32>>) {
    %a = constant <i8: [[-1, 2], [127, -128]]> : tile<2x2xi8>
    %b = constant <i8: [[-1, 1], [-128, 2]]> : tile<2x2xi8>
    %c = constant <i32: [[0, 10], [2147483647, -5]]> : tile<2x2xi32>
    %z = constant <i32: 0> : tile<2x2xi32>
    %r = mmai %a, %b, %c signed unsigned : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi32>
    %r2 = mmai %a, %b, %z unsigned signed : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi32>
    %flat = reshape %r : tile<2x2xi32> -> tile<4xi32>
    %flat2 = reshape %r2 : tile<2x2xi32> -> tile<4xi32>
    %i = iota : tile<4xi32>
    %o1 = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ob = broadcast %o1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %p = offset %ob, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t = store_ptr_tko weak %p, %flat : tile<4xptr<i32>>, tile<4xi32> -> token
    %q1 = reshape %o2 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %qb = broadcast %q1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %q = offset %qb, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t2 = store_ptr_tko weak %q, %flat2 : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @batched(%o: tile<ptr<f32>>) {
    %a = constant <f32: [[[1.0, 2.0], [3.0, 4.0]], [[0.5, 0.0], [0.0, 2.0]]]> : tile<2x2x2xf32>
    %b = constant <f32: [[[1.0, 0.0], [0.0, 1.0]], [[2.0, 3.0], [4.0, 5.0]]]> : tile<2x2x2xf32>
    %c = constant <f32: [[[0.0, 0.0], [0.0, 0.0]], [[1.0, 0.0], [0.0, 0.0]]]> : tile<2x2x2xf32>
    %r = mmaf %a, %b, %c : tile<2x2x2xf32>, tile<2x2x2xf32>, tile<2x2x2xf32>
    %flat = reshape %r : tile<2x2x2xf32> -> tile<8xf32>
    %i = iota : tile<8xi32>
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p = offset %ob, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t = store_ptr_tko weak %p, %flat : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @batched_scaled(%o: tile<ptr<f32>>) {
    %l = constant <f8E4M3FN: 1.0> : tile<2x2x32xf8E4M3FN>
    %r = constant <f8E4M3FN: 1.0> : tile<2x32x2xf8E4M3FN>
    %ls = constant <f8E8M0FNU: [[[1.0], [2.0]], [[4.0], [8.0]]]> : tile<2x2x1xf8E8M0FNU>
    %rs = constant <f8E8M0FNU: [[[1.0, 2.0]], [[0.5, 0.25]]]> : tile<2x1x2xf8E8M0FNU>
    %z = constant <f32: 0.0> : tile<2x2x2xf32>
    %m = mmaf_scaled %l, %r, %z, %ls, %rs : tile<2x2x32xf8E4M3FN>, tile<2x32x2xf8E4M3FN>, tile<2x2x2xf32>, tile<2x2x1xf8E8M0FNU>, tile<2x1x2xf8E8M0FNU>
    %flat = reshape %m : tile<2x2x2xf32> -> tile<8xf32>
    %i = iota : tile<8xi32>
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p = offset %ob, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t = store_ptr_tko weak %p, %flat : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @scaled(%o: tile<ptr<f32>>, %o2: tile<ptr<f32>>) {
    %l0 = constant <f8E4M3FN: 1.0> : tile<2x32xf8E4M3FN>
    %l1 = constant <f8E4M3FN: 2.0> : tile<2x32xf8E4M3FN>
    %lhs = cat %l0, %l1 dim = 1 : tile<2x32xf8E4M3FN>, tile<2x32xf8E4M3FN> -> tile<2x64xf8E4M3FN>
    %r0 = constant <f8E4M3FN: 0.5> : tile<32x2xf8E4M3FN>
    %r1 = constant <f8E4M3FN: 0.25> : tile<32x2xf8E4M3FN>
    %rhs = cat %r0, %r1 dim = 0 : tile<32x2xf8E4M3FN>, tile<32x2xf8E4M3FN> -> tile<64x2xf8E4M3FN>
    %ls = constant <f8E8M0FNU: [[1.0, 2.0], [4.0, 0.5]]> : tile<2x2xf8E8M0FNU>
    %rs = constant <f8E8M0FNU: [[1.0, 8.0], [2.0, 0.25]]> : tile<2x2xf8E8M0FNU>
    %acc = constant <f32: [[0.5, 0.0], [0.0, 0.0]]> : tile<2x2xf32>
    %r = mmaf_scaled %lhs, %rhs, %acc, %ls, %rs : tile<2x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<2x2xf32>, tile<2x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
    %flat = reshape %r : tile<2x2xf32> -> tile<4xf32>

    %fl = constant <f4E2M1FN: 1.5> : tile<2x16xf4E2M1FN>
    %fr = constant <f4E2M1FN: 2.0> : tile<16x2xf4E2M1FN>
    %fls = constant <f8E4M3FN: [[0.5], [3.0]]> : tile<2x1xf8E4M3FN>
    %frs = constant <f8E4M3FN: [[1.0, 0.25]]> : tile<1x2xf8E4M3FN>
    %zero = constant <f32: 0.0> : tile<2x2xf32>
    %r2 = mmaf_scaled %fl, %fr, %zero, %fls, %frs : tile<2x16xf4E2M1FN>, tile<16x2xf4E2M1FN>, tile<2x2xf32>, tile<2x1xf8E4M3FN>, tile<1x2xf8E4M3FN>
    %flat2 = reshape %r2 : tile<2x2xf32> -> tile<4xf32>

    %i = iota : tile<4xi32>
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p = offset %ob, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t = store_ptr_tko weak %p, %flat : tile<4xptr<f32>>, tile<4xf32> -> token
    %q1 = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %qb = broadcast %q1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %q = offset %qb, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t2 = store_ptr_tko weak %q, %flat2 : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }
}
