// ftof and itof at the special values and the overflow boundaries of each
// target, on both engines, checked bit for bit against values derived by
// hand (docs/numerics.md gives the rules: the specification's 5.1.3 for
// f16, bf16, tf32, f64, f8E4M3FN and f8E5M2, TileKit's choice for
// f4E2M1FN; a NaN result is the target's canonical NaN, whatever NaN came
// in). The JIT runs f32 -> f64 and f64 -> f32 natively, the rest through
// the numerics library.
//
// ftof_specials converts the f32 inputs
//   0x7FC00022 (quiet NaN, payload), 0xFFC00044 (quiet NaN, sign),
//   0x7F800001 (signalling NaN), 0xFF800033 (signalling NaN, sign),
//   +Inf, -Inf, 0x477FF000 (65520), 0x43E80000 (464).
// f16: max 65504 = 0x7BFF is odd, so 65520, the tie with 65536, rounds to
// Inf; 464 = 1.8125 * 2^8 is exact (0x5F40).
// bf16: 65520 = 0x477FF000 keeps 0x477F and drops 0xF000 > half: 0x4780
// (65536); 464 = 0x43E8.
// tf32 (10 mantissa bits of an f32): 65520's mantissa 0x7FF000 is the tie
// between 0x7FE000 (odd) and 2^16: 0x47800000.
// f8E4M3FN: every NaN -> +448 (0x7E), +-Inf -> +-448, 65520 -> 448
// (satfinite), 464 is the tie between 448 (mantissa 110, even) and 480:
// 0x7E.
// f8E5M2: NaN -> 0x7E, +-Inf -> +-57344 (0x7B / 0xFB), 65520 -> past the tie
// 61440 -> 65536 -> satfinite 0x7B; 464 between 448 (0x5F) and 512: 0x5F.
// f4E2M1FN (no Inf, no NaN): NaN -> +6 (0x7), +-Inf -> +-6, both finite
// values -> 6.
// f64: NaN -> 0x7FF8000000000000, +-Inf, 65520 = 0x40EFFE0000000000, 464 =
// 0x407D000000000000.
// The f64 -> f32 part converts 0x7FF8000000000022, 0xFFF0000000000001 (both
// NaN), 2^128 and -2^128 (past the f32 maximum: +-Inf).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np, sys; \
// RUN:   np.save(sys.argv[1] + '/x.npy', np.array([0x7FC00022, 0xFFC00044, 0x7F800001, 0xFF800033, 0x7F800000, 0xFF800000, 0x477FF000, 0x43E80000], np.uint32).view(np.float32)); \
// RUN:   np.save(sys.argv[1] + '/y.npy', np.array([70000, -70000, 465, 61440, 65519, 447, 7, -9], np.int32))" %t
// RUN: tile-run %s --entry ftof_specials %t/x.npy zeros:8 zeros:8 zeros:8 zeros:8 zeros:8 zeros:8 zeros:8 zeros:4 -o %t/f
// RUN: %python %testlib/npytool.py hex %t/f/arg1.npy | FileCheck %s --check-prefix=F16
// RUN: %python %testlib/npytool.py hex %t/f/arg2.npy | FileCheck %s --check-prefix=BF16
// RUN: %python %testlib/npytool.py hex %t/f/arg3.npy | FileCheck %s --check-prefix=TF32
// RUN: %python %testlib/npytool.py hex %t/f/arg4.npy | FileCheck %s --check-prefix=E4M3
// RUN: %python %testlib/npytool.py hex %t/f/arg5.npy | FileCheck %s --check-prefix=E5M2
// RUN: %python %testlib/npytool.py hex %t/f/arg6.npy | FileCheck %s --check-prefix=E2M1
// RUN: %python %testlib/npytool.py hex %t/f/arg7.npy | FileCheck %s --check-prefix=F64
// RUN: %python %testlib/npytool.py hex %t/f/arg8.npy | FileCheck %s --check-prefix=F32
// F16: 0x7e00 0x7e00 0x7e00 0x7e00 0x7c00 0xfc00 0x7c00 0x5f40
// BF16: 0x7fc0 0x7fc0 0x7fc0 0x7fc0 0x7f80 0xff80 0x4780 0x43e8
// TF32: 0x7fc00000 0x7fc00000 0x7fc00000 0x7fc00000 0x7f800000 0xff800000 0x47800000 0x43e80000
// E4M3: 0x7e 0x7e 0x7e 0x7e 0x7e 0xfe 0x7e 0x7e
// E5M2: 0x7e 0x7e 0x7e 0x7e 0x7b 0xfb 0x7b 0x5f
// E2M1: 0x7 0x7 0x7 0x7 0x7 0xf 0x7 0x7
// F64: 0x7ff8000000000000 0x7ff8000000000000 0x7ff8000000000000 0x7ff8000000000000 0x7ff0000000000000 0xfff0000000000000 0x40effe0000000000 0x407d000000000000
// F32: 0x7fc00000 0x7fc00000 0x7f800000 0xff800000
//
// itof_overflow converts the i32 inputs 70000, -70000, 465, 61440, 65519,
// 447, 7, -9 (signed). Out-of-range values follow 5.1.3 (see
// docs/numerics.md for why it wins over the itof warning): Inf where the
// target is IEEE, +-MAX_NORM in the satfinite formats.
// f16: +-70000 -> +-Inf; 465 = 0x5F44, 61440 = 0x7B80, 65519 -> 65504
// (0x7BFF, below the tie 65520), 447 = 0x5EFC, 7 = 0x4700, -9 = 0xC880.
// f8E4M3FN: +-70000, 465, 61440, 65519 -> +-448; 447 -> 448 (0x7E: 416 and
// 448 are its neighbours); 7 = 1.75 * 2^2 = 0x4E; -9 = -1.125 * 2^3 = 0xD1.
// f8E5M2: +-70000 -> +-57344; 465 and 447 -> 448 (0x5F; 480 is the tie
// with 512); 61440, the tie between 57344 and 65536, goes to the even
// 65536 and saturates; 65519 likewise; 7 = 0x47; -9: 9 is the tie between
// 8 (even) and 10: -8 = 0xC8.
// f4E2M1FN: everything large -> +-6; 7, the tie between 6 and 8, goes to the
// even 8 and saturates: 0x7; -9 -> -6 (0xF).
// RUN: tile-run %s --entry itof_overflow %t/y.npy zeros:8 zeros:8 zeros:8 zeros:8 -o %t/i
// RUN: %python %testlib/npytool.py hex %t/i/arg1.npy | FileCheck %s --check-prefix=IF16
// RUN: %python %testlib/npytool.py hex %t/i/arg2.npy | FileCheck %s --check-prefix=IE4M3
// RUN: %python %testlib/npytool.py hex %t/i/arg3.npy | FileCheck %s --check-prefix=IE5M2
// RUN: %python %testlib/npytool.py hex %t/i/arg4.npy | FileCheck %s --check-prefix=IE2M1
// IF16: 0x7c00 0xfc00 0x5f44 0x7b80 0x7bff 0x5efc 0x4700 0xc880
// IE4M3: 0x7e 0xfe 0x7e 0x7e 0x7e 0x7e 0x4e 0xd1
// IE5M2: 0x7b 0xfb 0x5f 0x7b 0x7b 0x5f 0x47 0xc8
// IE2M1: 0x7 0xf 0x7 0x7 0x7 0x7 0x7 0xf

cuda_tile.module @m {
  entry @ftof_specials(%x: tile<ptr<f32>>, %f0: tile<ptr<f16>>, %f1: tile<ptr<bf16>>, %f2: tile<ptr<tf32>>, %f3: tile<ptr<f8E4M3FN>>, %f4: tile<ptr<f8E5M2>>, %f5: tile<ptr<f4E2M1FN>>, %f6: tile<ptr<f64>>, %d: tile<ptr<f32>>) {
    %i8 = iota : tile<8xi32>
    %xr = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xr : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %xp = offset %xb, %i8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %v, %vt = load_ptr_tko weak %xp : tile<8xptr<f32>> -> tile<8xf32>, token
    %c0 = ftof %v : tile<8xf32> -> tile<8xf16>
    %f0r = reshape %f0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %f0b = broadcast %f0r : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %f0p = offset %f0b, %i8 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %f0t = store_ptr_tko weak %f0p, %c0 : tile<8xptr<f16>>, tile<8xf16> -> token
    %c1 = ftof %v : tile<8xf32> -> tile<8xbf16>
    %f1r = reshape %f1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %f1b = broadcast %f1r : tile<1xptr<bf16>> -> tile<8xptr<bf16>>
    %f1p = offset %f1b, %i8 : tile<8xptr<bf16>>, tile<8xi32> -> tile<8xptr<bf16>>
    %f1t = store_ptr_tko weak %f1p, %c1 : tile<8xptr<bf16>>, tile<8xbf16> -> token
    %c2 = ftof %v : tile<8xf32> -> tile<8xtf32>
    %f2r = reshape %f2 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %f2b = broadcast %f2r : tile<1xptr<tf32>> -> tile<8xptr<tf32>>
    %f2p = offset %f2b, %i8 : tile<8xptr<tf32>>, tile<8xi32> -> tile<8xptr<tf32>>
    %f2t = store_ptr_tko weak %f2p, %c2 : tile<8xptr<tf32>>, tile<8xtf32> -> token
    %c3 = ftof %v : tile<8xf32> -> tile<8xf8E4M3FN>
    %f3r = reshape %f3 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %f3b = broadcast %f3r : tile<1xptr<f8E4M3FN>> -> tile<8xptr<f8E4M3FN>>
    %f3p = offset %f3b, %i8 : tile<8xptr<f8E4M3FN>>, tile<8xi32> -> tile<8xptr<f8E4M3FN>>
    %f3t = store_ptr_tko weak %f3p, %c3 : tile<8xptr<f8E4M3FN>>, tile<8xf8E4M3FN> -> token
    %c4 = ftof %v : tile<8xf32> -> tile<8xf8E5M2>
    %f4r = reshape %f4 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %f4b = broadcast %f4r : tile<1xptr<f8E5M2>> -> tile<8xptr<f8E5M2>>
    %f4p = offset %f4b, %i8 : tile<8xptr<f8E5M2>>, tile<8xi32> -> tile<8xptr<f8E5M2>>
    %f4t = store_ptr_tko weak %f4p, %c4 : tile<8xptr<f8E5M2>>, tile<8xf8E5M2> -> token
    %c5 = ftof %v : tile<8xf32> -> tile<8xf4E2M1FN>
    %f5r = reshape %f5 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %f5b = broadcast %f5r : tile<1xptr<f4E2M1FN>> -> tile<8xptr<f4E2M1FN>>
    %f5p = offset %f5b, %i8 : tile<8xptr<f4E2M1FN>>, tile<8xi32> -> tile<8xptr<f4E2M1FN>>
    %f5t = store_ptr_tko weak %f5p, %c5 : tile<8xptr<f4E2M1FN>>, tile<8xf4E2M1FN> -> token
    %c6 = ftof %v : tile<8xf32> -> tile<8xf64>
    %f6r = reshape %f6 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %f6b = broadcast %f6r : tile<1xptr<f64>> -> tile<8xptr<f64>>
    %f6p = offset %f6b, %i8 : tile<8xptr<f64>>, tile<8xi32> -> tile<8xptr<f64>>
    %f6t = store_ptr_tko weak %f6p, %c6 : tile<8xptr<f64>>, tile<8xf64> -> token
    %i4 = iota : tile<4xi32>
    %w = constant <f64: [0x7FF8000000000022, 0xFFF0000000000001, 0x47F0000000000000, 0xC7F0000000000000]> : tile<4xf64>
    %cd = ftof %w : tile<4xf64> -> tile<4xf32>
    %dr = reshape %d : tile<ptr<f32>> -> tile<1xptr<f32>>
    %db = broadcast %dr : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %dp = offset %db, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %dt = store_ptr_tko weak %dp, %cd : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

  entry @itof_overflow(%y: tile<ptr<i32>>, %g0: tile<ptr<f16>>, %g1: tile<ptr<f8E4M3FN>>, %g2: tile<ptr<f8E5M2>>, %g3: tile<ptr<f4E2M1FN>>) {
    %i8 = iota : tile<8xi32>
    %yr = reshape %y : tile<ptr<i32>> -> tile<1xptr<i32>>
    %yb = broadcast %yr : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %yp = offset %yb, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %v, %vt = load_ptr_tko weak %yp : tile<8xptr<i32>> -> tile<8xi32>, token
    %c0 = itof %v signed : tile<8xi32> -> tile<8xf16>
    %g0r = reshape %g0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %g0b = broadcast %g0r : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %g0p = offset %g0b, %i8 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %g0t = store_ptr_tko weak %g0p, %c0 : tile<8xptr<f16>>, tile<8xf16> -> token
    %c1 = itof %v signed : tile<8xi32> -> tile<8xf8E4M3FN>
    %g1r = reshape %g1 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %g1b = broadcast %g1r : tile<1xptr<f8E4M3FN>> -> tile<8xptr<f8E4M3FN>>
    %g1p = offset %g1b, %i8 : tile<8xptr<f8E4M3FN>>, tile<8xi32> -> tile<8xptr<f8E4M3FN>>
    %g1t = store_ptr_tko weak %g1p, %c1 : tile<8xptr<f8E4M3FN>>, tile<8xf8E4M3FN> -> token
    %c2 = itof %v signed : tile<8xi32> -> tile<8xf8E5M2>
    %g2r = reshape %g2 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %g2b = broadcast %g2r : tile<1xptr<f8E5M2>> -> tile<8xptr<f8E5M2>>
    %g2p = offset %g2b, %i8 : tile<8xptr<f8E5M2>>, tile<8xi32> -> tile<8xptr<f8E5M2>>
    %g2t = store_ptr_tko weak %g2p, %c2 : tile<8xptr<f8E5M2>>, tile<8xf8E5M2> -> token
    %c3 = itof %v signed : tile<8xi32> -> tile<8xf4E2M1FN>
    %g3r = reshape %g3 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %g3b = broadcast %g3r : tile<1xptr<f4E2M1FN>> -> tile<8xptr<f4E2M1FN>>
    %g3p = offset %g3b, %i8 : tile<8xptr<f4E2M1FN>>, tile<8xi32> -> tile<8xptr<f4E2M1FN>>
    %g3t = store_ptr_tko weak %g3p, %c3 : tile<8xptr<f4E2M1FN>>, tile<8xf4E2M1FN> -> token
    return
  }
}
