// ftof between every pair of float types that the 13.3 verifier allows:
// each of f16, bf16, f32, f64, tf32, f8E4M3FN, f8E5M2, f4E2M1FN, f8E8M0FNU to
// every other one, in nearest_even, and to f8E8M0FNU in zero and
// positive_inf (its only modes). Types without a numpy dtype travel as bit
// patterns (uint16 bf16, uint32 tf32, uint8 fp8 / f4).
//
// from_S converts lib/fpref.py conv_inputs(S): for each target, the
// target's values that S holds, the midpoint between each pair of
// neighbouring target values (an exact tie for nearest_even) with the S
// values just below and above it, values past the largest finite, below
// the smallest subnormal, zeros, infinities and NaN (for targets wider than
// 8 bits: ties and neighbours around 1, the smallest normal and subnormal
// and the largest finite), plus all encodings of an 8-bit S and 256
// encodings spread over a wider one. Expected results: fpref.py `conv`, one
// exact rounding, with the rules of the Tile IR spec 5.1.3 table: IEEE-like
// targets (f16, bf16, f32, f64, tf32) round to the nearest value, may give
// Inf, keep NaN; f8E5M2 and f8E4M3FN are satfinite (out-of-range values and
// +-Inf give +-MAX_NORM), NaN stays NaN in f8E5M2 and becomes +MAX_NORM
// (448) in f8E4M3FN. Where the spec is silent, TileKit's choices
// (docs/numerics.md, from LLVM APFloat): f4E2M1FN is satfinite too and NaN
// gives +6 (it has no NaN); f8E8M0FNU gives NaN (0xFF) for NaN, Inf and
// negative values, 0x00 (2^-127) for zeros and values below 2^-127, and on
// overflow NaN, or 2^127 when rounding toward zero.
//
// hand_f32 / hand_f64 are derived by hand from the formats, independent of
// fpref.py. hand_f32 reads the table below (the RUN lines parse it: first
// column the f32 input bits, then the expected f16, bf16, tf32, f8E4M3FN,
// f8E5M2, f4E2M1FN, f8E8M0FNU zero and f8E8M0FNU positive_inf results; NaN
// is any NaN). bf16 ties: 1 + 2^-8 -> 1 (even), 1 + 3 * 2^-8 -> 1 + 2^-6
// (even), one ulp of f32 above the tie rounds up; the f32 maximum rounds up
// to Inf. tf32 and f16 the same at 2^-11. f8E4M3FN: 464 is the tie between
// 448 and the NaN encoding, 448 wins; 480, 61440, Inf and NaN (also one with
// the sign bit) saturate to +448 = 0x7E; 2^-10 is the tie between 0 and the
// smallest subnormal 2^-9: 0 (even); 0.3 -> 1.25 * 2^-2 = 0x2A. f8E5M2: 480 is the tie between 448
// (0x5F, odd) and 512 (0x60, even); 61440 is the tie between the maximum
// 57344 and 65536: nearest_even goes up, past the maximum, and saturates to
// 0x7B, as Inf does; NaN stays NaN. f4E2M1FN (0, 0.5, 1, 1.5, 2, 3, 4, 6):
// 5 -> 4, 0.75 -> 1, -2.5 -> -2, 0.25 -> 0 (ties to even), 7 and above ->
// 6, NaN -> 6. f8E8M0FNU (2^(e-127), 1 = 0x7F): toward zero 3 -> 2 (0x80),
// 0.75 -> 0.5 (0x7E), the f32 maximum -> 2^127 (0xFE); toward +Inf 3 -> 4,
// 0.75 -> 1, the f32 maximum -> NaN (0xFF); negatives, Inf and NaN -> 0xFF;
// +-0 -> 0x00.
//   in          f16    bf16   tf32       e4m3 e5m2 e2m1 e8m0z e8m0u
//   0x3F808000  0x3C04 0x3F80 0x3F808000 0x38 0x3C 0x2 0x7F 0x80  1+2^-8
//   0x3F818000  0x3C0C 0x3F82 0x3F818000 0x38 0x3C 0x2 0x7F 0x80  1+3*2^-8
//   0x3F808001  0x3C04 0x3F81 0x3F808000 0x38 0x3C 0x2 0x7F 0x80
//   0x3F801000  0x3C00 0x3F80 0x3F800000 0x38 0x3C 0x2 0x7F 0x80  1+2^-11
//   0x3F803000  0x3C02 0x3F80 0x3F804000 0x38 0x3C 0x2 0x7F 0x80  1+3*2^-11
//   0x3F801001  0x3C01 0x3F80 0x3F802000 0x38 0x3C 0x2 0x7F 0x80
//   0x7F7FFFFF  0x7C00 0x7F80 0x7F800000 0x7E 0x7B 0x7 0xFE 0xFF  f32 max
//   0x43E00000  0x5F00 0x43E0 0x43E00000 0x7E 0x5F 0x7 0x87 0x88  448
//   0x43E80000  0x5F40 0x43E8 0x43E80000 0x7E 0x5F 0x7 0x87 0x88  464
//   0x43F00000  0x5F80 0x43F0 0x43F00000 0x7E 0x60 0x7 0x87 0x88  480
//   0x47700000  0x7B80 0x4770 0x47700000 0x7E 0x7B 0x7 0x8E 0x8F  61440
//   0x40A00000  0x4500 0x40A0 0x40A00000 0x4A 0x45 0x6 0x81 0x82  5
//   0x40400000  0x4200 0x4040 0x40400000 0x44 0x42 0x5 0x80 0x81  3
//   0x3F400000  0x3A00 0x3F40 0x3F400000 0x34 0x3A 0x2 0x7E 0x7F  0.75
//   0x7F800000  0x7C00 0x7F80 0x7F800000 0x7E 0x7B 0x7 0xFF 0xFF  +Inf
//   0x7FC00000  NaN    NaN    NaN        0x7E NaN  0x7 0xFF 0xFF  NaN
//   0xC0200000  0xC100 0xC020 0xC0200000 0xC2 0xC1 0xC 0xFF 0xFF  -2.5
//   0x3E800000  0x3400 0x3E80 0x3E800000 0x28 0x34 0x0 0x7D 0x7D  0.25
//   0x80000000  0x8000 0x8000 0x80000000 0x80 0x80 0x8 0x00 0x00  -0
//   0xFF800000  0xFC00 0xFF80 0xFF800000 0xFE 0xFB 0xF 0xFF 0xFF  -Inf
//   0x3A800000  0x1400 0x3A80 0x3A800000 0x00 0x14 0x0 0x75 0x75  2^-10
//   0x3AC00000  0x1600 0x3AC0 0x3AC00000 0x01 0x16 0x0 0x75 0x76  3*2^-11
//   0x00400000  0x0000 0x0040 0x00400000 0x00 0x00 0x0 0x00 0x00  2^-127
//   0xBF800000  0xBC00 0xBF80 0xBF800000 0xB8 0xBC 0xA 0xFF 0xFF  -1
//   0x40E00000  0x4700 0x40E0 0x40E00000 0x4E 0x47 0x7 0x81 0x82  7
//   0x3E99999A  0x34CD 0x3E9A 0x3E99A000 0x2A 0x35 0x1 0x7D 0x7E  0.3
//   0x7F000000  0x7C00 0x7F00 0x7F000000 0x7E 0x7B 0x7 0xFE 0xFE  2^127
//   0xFFC00001  NaN    NaN    NaN        0x7E NaN  0x7 0xFF 0xFF  -NaN
//   0x00000000  0x0000 0x0000 0x00000000 0x00 0x00 0x0 0x00 0x00  +0
//   0x47600000  0x7B00 0x4760 0x47600000 0x7E 0x7B 0x7 0x8E 0x8F  57344
//   0x47800000  0x7C00 0x4780 0x47800000 0x7E 0x7B 0x7 0x8F 0x8F  65536
//   0xC3E80000  0xDF40 0xC3E8 0xC3E80000 0xFE 0xDF 0xF 0xFF 0xFF  -464
// hand_f64 (to f32, f16): 1 + 2^-24 (f32 tie: 1), 1 + 2^-24 + 2^-52 (f32:
// 1 + 2^-23), 2^-150 (f32 tie: 0), 3 * 2^-151 (f32: 2^-149), (2 - 2^-24) *
// 2^127 (f32 tie between the maximum, odd, and 2^128: Inf), 65520 (f16 tie
// between 65504 and 65536: Inf), 65519 (f16: 65504), 3 * 2^-26 (f16:
// 2^-24).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/fpref.py \
// RUN:   --define "ROWS=[l.split()[1:10] for l in open('%s') if l.startswith('//   0x')]" \
// RUN:   make %t/in-f16.npy f16 "conv_inputs('f16', 4096)" \
// RUN:   make %t/in-bf16.npy bf16 "conv_inputs('bf16', 8192)" \
// RUN:   make %t/in-f32.npy f32 "conv_inputs('f32', 8192)" \
// RUN:   make %t/in-f64.npy f64 "conv_inputs('f64', 8192)" \
// RUN:   make %t/in-tf32.npy tf32 "conv_inputs('tf32', 8192)" \
// RUN:   make %t/in-f8E4M3FN.npy f8E4M3FN "conv_inputs('f8E4M3FN', 256)" \
// RUN:   make %t/in-f8E5M2.npy f8E5M2 "conv_inputs('f8E5M2', 256)" \
// RUN:   make %t/in-f4E2M1FN.npy f4E2M1FN "conv_inputs('f4E2M1FN', 16)" \
// RUN:   make %t/in-f8E8M0FNU.npy f8E8M0FNU "conv_inputs('f8E8M0FNU', 256)" \
// RUN:   make %t/hand-f32.npy f32 "[int(r[0], 16) for r in ROWS]" \
// RUN:   make %t/hand-f64.npy f64 "[0x3FF0000010000000, 0x3FF0000010000001, 0x3690000000000000, 0x3698000000000000, 0x47EFFFFFF0000000, 0x40EFFE0000000000, 0x40EFFDE000000000, 0x3E68000000000000]"
// RUN: tile-run %s --entry from_f16 %t/in-f16.npy zeros:4096 zeros:4096 zeros:4096 zeros:4096 zeros:4096 zeros:4096 zeros:4096 zeros:4096 zeros:4096 -o %t/f16
// RUN: tile-run %s --entry from_bf16 %t/in-bf16.npy zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 -o %t/bf16
// RUN: tile-run %s --entry from_f32 %t/in-f32.npy zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 -o %t/f32
// RUN: tile-run %s --entry from_f64 %t/in-f64.npy zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 -o %t/f64
// RUN: tile-run %s --entry from_tf32 %t/in-tf32.npy zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 zeros:8192 -o %t/tf32
// RUN: tile-run %s --entry from_f8E4M3FN %t/in-f8E4M3FN.npy zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 -o %t/f8E4M3FN
// RUN: tile-run %s --entry from_f8E5M2 %t/in-f8E5M2.npy zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 -o %t/f8E5M2
// RUN: tile-run %s --entry from_f4E2M1FN %t/in-f4E2M1FN.npy zeros:16 zeros:16 zeros:16 zeros:16 zeros:16 zeros:16 zeros:16 zeros:16 zeros:16 -o %t/f4E2M1FN
// RUN: tile-run %s --entry from_f8E8M0FNU %t/in-f8E8M0FNU.npy zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 zeros:256 -o %t/f8E8M0FNU
// RUN: tile-run %s --entry hand_f32 %t/hand-f32.npy zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 zeros:32 -o %t/hand-f32
// RUN: tile-run %s --entry hand_f64 %t/hand-f64.npy zeros:8 zeros:8 -o %t/hand-f64
// RUN: %python %testlib/fpref.py \
// RUN:   checkconv f16 %t/in-f16.npy %t/f16 \
// RUN:   checkconv bf16 %t/in-bf16.npy %t/bf16 \
// RUN:   checkconv f32 %t/in-f32.npy %t/f32 \
// RUN:   checkconv f64 %t/in-f64.npy %t/f64 \
// RUN:   checkconv tf32 %t/in-tf32.npy %t/tf32 \
// RUN:   checkconv f8E4M3FN %t/in-f8E4M3FN.npy %t/f8E4M3FN \
// RUN:   checkconv f8E5M2 %t/in-f8E5M2.npy %t/f8E5M2 \
// RUN:   checkconv f4E2M1FN %t/in-f4E2M1FN.npy %t/f4E2M1FN \
// RUN:   checkconv f8E8M0FNU %t/in-f8E8M0FNU.npy %t/f8E8M0FNU \
// RUN:   --define "ROWS=[l.split()[1:10] for l in open('%s') if l.startswith('//   0x')]" \
// RUN:   --define "COL=lambda j, f: [nan_bits(f) if r[j] == 'NaN' else int(r[j], 16) for r in ROWS]" \
// RUN:   check f16 %t/hand-f32/arg1.npy "COL(1, 'f16')" \
// RUN:   check bf16 %t/hand-f32/arg2.npy "COL(2, 'bf16')" \
// RUN:   check tf32 %t/hand-f32/arg3.npy "COL(3, 'tf32')" \
// RUN:   check f8E4M3FN %t/hand-f32/arg4.npy "COL(4, 'f8E4M3FN')" \
// RUN:   check f8E5M2 %t/hand-f32/arg5.npy "COL(5, 'f8E5M2')" \
// RUN:   check f4E2M1FN %t/hand-f32/arg6.npy "COL(6, 'f4E2M1FN')" \
// RUN:   check f8E8M0FNU %t/hand-f32/arg7.npy "COL(7, 'f8E8M0FNU')" \
// RUN:   check f8E8M0FNU %t/hand-f32/arg8.npy "COL(8, 'f8E8M0FNU')" \
// RUN:   check f32 %t/hand-f64/arg1.npy "[0x3F800000, 0x3F800001, 0x0, 0x1, 0x7F800000, 0x477FF000, 0x477FEF00, 0x33400000]" \
// RUN:   check f16 %t/hand-f64/arg2.npy "[0x3C00, 0x3C00, 0x0, 0x0, 0x7C00, 0x7C00, 0x7BFF, 0x1]"

cuda_tile.module @m {
  entry @from_f16(%a: tile<ptr<f16>>, %o0: tile<ptr<bf16>>, %o1: tile<ptr<f32>>, %o2: tile<ptr<f64>>, %o3: tile<ptr<tf32>>, %o4: tile<ptr<f8E4M3FN>>, %o5: tile<ptr<f8E5M2>>, %o6: tile<ptr<f4E2M1FN>>, %o7: tile<ptr<f8E8M0FNU>>, %o8: tile<ptr<f8E8M0FNU>>) {
    %i4096 = iota : tile<4096xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<4096xptr<f16>>
    %ap = offset %ab, %i4096 : tile<4096xptr<f16>>, tile<4096xi32> -> tile<4096xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<4096xptr<f16>> -> tile<4096xf16>, token
    %r0 = ftof %x : tile<4096xf16> -> tile<4096xbf16>
    %o0r = reshape %o0 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o0b = broadcast %o0r : tile<1xptr<bf16>> -> tile<4096xptr<bf16>>
    %o0p = offset %o0b, %i4096 : tile<4096xptr<bf16>>, tile<4096xi32> -> tile<4096xptr<bf16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<4096xptr<bf16>>, tile<4096xbf16> -> token
    %r1 = ftof %x : tile<4096xf16> -> tile<4096xf32>
    %o1r = reshape %o1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o1b = broadcast %o1r : tile<1xptr<f32>> -> tile<4096xptr<f32>>
    %o1p = offset %o1b, %i4096 : tile<4096xptr<f32>>, tile<4096xi32> -> tile<4096xptr<f32>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<4096xptr<f32>>, tile<4096xf32> -> token
    %r2 = ftof %x : tile<4096xf16> -> tile<4096xf64>
    %o2r = reshape %o2 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o2b = broadcast %o2r : tile<1xptr<f64>> -> tile<4096xptr<f64>>
    %o2p = offset %o2b, %i4096 : tile<4096xptr<f64>>, tile<4096xi32> -> tile<4096xptr<f64>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<4096xptr<f64>>, tile<4096xf64> -> token
    %r3 = ftof %x : tile<4096xf16> -> tile<4096xtf32>
    %o3r = reshape %o3 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o3b = broadcast %o3r : tile<1xptr<tf32>> -> tile<4096xptr<tf32>>
    %o3p = offset %o3b, %i4096 : tile<4096xptr<tf32>>, tile<4096xi32> -> tile<4096xptr<tf32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<4096xptr<tf32>>, tile<4096xtf32> -> token
    %r4 = ftof %x : tile<4096xf16> -> tile<4096xf8E4M3FN>
    %o4r = reshape %o4 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o4b = broadcast %o4r : tile<1xptr<f8E4M3FN>> -> tile<4096xptr<f8E4M3FN>>
    %o4p = offset %o4b, %i4096 : tile<4096xptr<f8E4M3FN>>, tile<4096xi32> -> tile<4096xptr<f8E4M3FN>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<4096xptr<f8E4M3FN>>, tile<4096xf8E4M3FN> -> token
    %r5 = ftof %x : tile<4096xf16> -> tile<4096xf8E5M2>
    %o5r = reshape %o5 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o5b = broadcast %o5r : tile<1xptr<f8E5M2>> -> tile<4096xptr<f8E5M2>>
    %o5p = offset %o5b, %i4096 : tile<4096xptr<f8E5M2>>, tile<4096xi32> -> tile<4096xptr<f8E5M2>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<4096xptr<f8E5M2>>, tile<4096xf8E5M2> -> token
    %r6 = ftof %x : tile<4096xf16> -> tile<4096xf4E2M1FN>
    %o6r = reshape %o6 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o6b = broadcast %o6r : tile<1xptr<f4E2M1FN>> -> tile<4096xptr<f4E2M1FN>>
    %o6p = offset %o6b, %i4096 : tile<4096xptr<f4E2M1FN>>, tile<4096xi32> -> tile<4096xptr<f4E2M1FN>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<4096xptr<f4E2M1FN>>, tile<4096xf4E2M1FN> -> token
    %r7 = ftof %x rounding<zero> : tile<4096xf16> -> tile<4096xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<4096xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i4096 : tile<4096xptr<f8E8M0FNU>>, tile<4096xi32> -> tile<4096xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<4096xptr<f8E8M0FNU>>, tile<4096xf8E8M0FNU> -> token
    %r8 = ftof %x rounding<positive_inf> : tile<4096xf16> -> tile<4096xf8E8M0FNU>
    %o8r = reshape %o8 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o8b = broadcast %o8r : tile<1xptr<f8E8M0FNU>> -> tile<4096xptr<f8E8M0FNU>>
    %o8p = offset %o8b, %i4096 : tile<4096xptr<f8E8M0FNU>>, tile<4096xi32> -> tile<4096xptr<f8E8M0FNU>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<4096xptr<f8E8M0FNU>>, tile<4096xf8E8M0FNU> -> token
    return
  }

  entry @from_bf16(%a: tile<ptr<bf16>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<f32>>, %o2: tile<ptr<f64>>, %o3: tile<ptr<tf32>>, %o4: tile<ptr<f8E4M3FN>>, %o5: tile<ptr<f8E5M2>>, %o6: tile<ptr<f4E2M1FN>>, %o7: tile<ptr<f8E8M0FNU>>, %o8: tile<ptr<f8E8M0FNU>>) {
    %i8192 = iota : tile<8192xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<8192xptr<bf16>>
    %ap = offset %ab, %i8192 : tile<8192xptr<bf16>>, tile<8192xi32> -> tile<8192xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<8192xptr<bf16>> -> tile<8192xbf16>, token
    %r0 = ftof %x : tile<8192xbf16> -> tile<8192xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<8192xptr<f16>>
    %o0p = offset %o0b, %i8192 : tile<8192xptr<f16>>, tile<8192xi32> -> tile<8192xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<8192xptr<f16>>, tile<8192xf16> -> token
    %r1 = ftof %x : tile<8192xbf16> -> tile<8192xf32>
    %o1r = reshape %o1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o1b = broadcast %o1r : tile<1xptr<f32>> -> tile<8192xptr<f32>>
    %o1p = offset %o1b, %i8192 : tile<8192xptr<f32>>, tile<8192xi32> -> tile<8192xptr<f32>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<8192xptr<f32>>, tile<8192xf32> -> token
    %r2 = ftof %x : tile<8192xbf16> -> tile<8192xf64>
    %o2r = reshape %o2 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o2b = broadcast %o2r : tile<1xptr<f64>> -> tile<8192xptr<f64>>
    %o2p = offset %o2b, %i8192 : tile<8192xptr<f64>>, tile<8192xi32> -> tile<8192xptr<f64>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<8192xptr<f64>>, tile<8192xf64> -> token
    %r3 = ftof %x : tile<8192xbf16> -> tile<8192xtf32>
    %o3r = reshape %o3 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o3b = broadcast %o3r : tile<1xptr<tf32>> -> tile<8192xptr<tf32>>
    %o3p = offset %o3b, %i8192 : tile<8192xptr<tf32>>, tile<8192xi32> -> tile<8192xptr<tf32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<8192xptr<tf32>>, tile<8192xtf32> -> token
    %r4 = ftof %x : tile<8192xbf16> -> tile<8192xf8E4M3FN>
    %o4r = reshape %o4 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o4b = broadcast %o4r : tile<1xptr<f8E4M3FN>> -> tile<8192xptr<f8E4M3FN>>
    %o4p = offset %o4b, %i8192 : tile<8192xptr<f8E4M3FN>>, tile<8192xi32> -> tile<8192xptr<f8E4M3FN>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<8192xptr<f8E4M3FN>>, tile<8192xf8E4M3FN> -> token
    %r5 = ftof %x : tile<8192xbf16> -> tile<8192xf8E5M2>
    %o5r = reshape %o5 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o5b = broadcast %o5r : tile<1xptr<f8E5M2>> -> tile<8192xptr<f8E5M2>>
    %o5p = offset %o5b, %i8192 : tile<8192xptr<f8E5M2>>, tile<8192xi32> -> tile<8192xptr<f8E5M2>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<8192xptr<f8E5M2>>, tile<8192xf8E5M2> -> token
    %r6 = ftof %x : tile<8192xbf16> -> tile<8192xf4E2M1FN>
    %o6r = reshape %o6 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o6b = broadcast %o6r : tile<1xptr<f4E2M1FN>> -> tile<8192xptr<f4E2M1FN>>
    %o6p = offset %o6b, %i8192 : tile<8192xptr<f4E2M1FN>>, tile<8192xi32> -> tile<8192xptr<f4E2M1FN>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<8192xptr<f4E2M1FN>>, tile<8192xf4E2M1FN> -> token
    %r7 = ftof %x rounding<zero> : tile<8192xbf16> -> tile<8192xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<8192xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i8192 : tile<8192xptr<f8E8M0FNU>>, tile<8192xi32> -> tile<8192xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<8192xptr<f8E8M0FNU>>, tile<8192xf8E8M0FNU> -> token
    %r8 = ftof %x rounding<positive_inf> : tile<8192xbf16> -> tile<8192xf8E8M0FNU>
    %o8r = reshape %o8 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o8b = broadcast %o8r : tile<1xptr<f8E8M0FNU>> -> tile<8192xptr<f8E8M0FNU>>
    %o8p = offset %o8b, %i8192 : tile<8192xptr<f8E8M0FNU>>, tile<8192xi32> -> tile<8192xptr<f8E8M0FNU>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<8192xptr<f8E8M0FNU>>, tile<8192xf8E8M0FNU> -> token
    return
  }

  entry @from_f32(%a: tile<ptr<f32>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<bf16>>, %o2: tile<ptr<f64>>, %o3: tile<ptr<tf32>>, %o4: tile<ptr<f8E4M3FN>>, %o5: tile<ptr<f8E5M2>>, %o6: tile<ptr<f4E2M1FN>>, %o7: tile<ptr<f8E8M0FNU>>, %o8: tile<ptr<f8E8M0FNU>>) {
    %i8192 = iota : tile<8192xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<8192xptr<f32>>
    %ap = offset %ab, %i8192 : tile<8192xptr<f32>>, tile<8192xi32> -> tile<8192xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<8192xptr<f32>> -> tile<8192xf32>, token
    %r0 = ftof %x : tile<8192xf32> -> tile<8192xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<8192xptr<f16>>
    %o0p = offset %o0b, %i8192 : tile<8192xptr<f16>>, tile<8192xi32> -> tile<8192xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<8192xptr<f16>>, tile<8192xf16> -> token
    %r1 = ftof %x : tile<8192xf32> -> tile<8192xbf16>
    %o1r = reshape %o1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o1b = broadcast %o1r : tile<1xptr<bf16>> -> tile<8192xptr<bf16>>
    %o1p = offset %o1b, %i8192 : tile<8192xptr<bf16>>, tile<8192xi32> -> tile<8192xptr<bf16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<8192xptr<bf16>>, tile<8192xbf16> -> token
    %r2 = ftof %x : tile<8192xf32> -> tile<8192xf64>
    %o2r = reshape %o2 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o2b = broadcast %o2r : tile<1xptr<f64>> -> tile<8192xptr<f64>>
    %o2p = offset %o2b, %i8192 : tile<8192xptr<f64>>, tile<8192xi32> -> tile<8192xptr<f64>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<8192xptr<f64>>, tile<8192xf64> -> token
    %r3 = ftof %x : tile<8192xf32> -> tile<8192xtf32>
    %o3r = reshape %o3 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o3b = broadcast %o3r : tile<1xptr<tf32>> -> tile<8192xptr<tf32>>
    %o3p = offset %o3b, %i8192 : tile<8192xptr<tf32>>, tile<8192xi32> -> tile<8192xptr<tf32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<8192xptr<tf32>>, tile<8192xtf32> -> token
    %r4 = ftof %x : tile<8192xf32> -> tile<8192xf8E4M3FN>
    %o4r = reshape %o4 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o4b = broadcast %o4r : tile<1xptr<f8E4M3FN>> -> tile<8192xptr<f8E4M3FN>>
    %o4p = offset %o4b, %i8192 : tile<8192xptr<f8E4M3FN>>, tile<8192xi32> -> tile<8192xptr<f8E4M3FN>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<8192xptr<f8E4M3FN>>, tile<8192xf8E4M3FN> -> token
    %r5 = ftof %x : tile<8192xf32> -> tile<8192xf8E5M2>
    %o5r = reshape %o5 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o5b = broadcast %o5r : tile<1xptr<f8E5M2>> -> tile<8192xptr<f8E5M2>>
    %o5p = offset %o5b, %i8192 : tile<8192xptr<f8E5M2>>, tile<8192xi32> -> tile<8192xptr<f8E5M2>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<8192xptr<f8E5M2>>, tile<8192xf8E5M2> -> token
    %r6 = ftof %x : tile<8192xf32> -> tile<8192xf4E2M1FN>
    %o6r = reshape %o6 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o6b = broadcast %o6r : tile<1xptr<f4E2M1FN>> -> tile<8192xptr<f4E2M1FN>>
    %o6p = offset %o6b, %i8192 : tile<8192xptr<f4E2M1FN>>, tile<8192xi32> -> tile<8192xptr<f4E2M1FN>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<8192xptr<f4E2M1FN>>, tile<8192xf4E2M1FN> -> token
    %r7 = ftof %x rounding<zero> : tile<8192xf32> -> tile<8192xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<8192xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i8192 : tile<8192xptr<f8E8M0FNU>>, tile<8192xi32> -> tile<8192xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<8192xptr<f8E8M0FNU>>, tile<8192xf8E8M0FNU> -> token
    %r8 = ftof %x rounding<positive_inf> : tile<8192xf32> -> tile<8192xf8E8M0FNU>
    %o8r = reshape %o8 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o8b = broadcast %o8r : tile<1xptr<f8E8M0FNU>> -> tile<8192xptr<f8E8M0FNU>>
    %o8p = offset %o8b, %i8192 : tile<8192xptr<f8E8M0FNU>>, tile<8192xi32> -> tile<8192xptr<f8E8M0FNU>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<8192xptr<f8E8M0FNU>>, tile<8192xf8E8M0FNU> -> token
    return
  }

  entry @from_f64(%a: tile<ptr<f64>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<bf16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<tf32>>, %o4: tile<ptr<f8E4M3FN>>, %o5: tile<ptr<f8E5M2>>, %o6: tile<ptr<f4E2M1FN>>, %o7: tile<ptr<f8E8M0FNU>>, %o8: tile<ptr<f8E8M0FNU>>) {
    %i8192 = iota : tile<8192xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<8192xptr<f64>>
    %ap = offset %ab, %i8192 : tile<8192xptr<f64>>, tile<8192xi32> -> tile<8192xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<8192xptr<f64>> -> tile<8192xf64>, token
    %r0 = ftof %x : tile<8192xf64> -> tile<8192xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<8192xptr<f16>>
    %o0p = offset %o0b, %i8192 : tile<8192xptr<f16>>, tile<8192xi32> -> tile<8192xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<8192xptr<f16>>, tile<8192xf16> -> token
    %r1 = ftof %x : tile<8192xf64> -> tile<8192xbf16>
    %o1r = reshape %o1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o1b = broadcast %o1r : tile<1xptr<bf16>> -> tile<8192xptr<bf16>>
    %o1p = offset %o1b, %i8192 : tile<8192xptr<bf16>>, tile<8192xi32> -> tile<8192xptr<bf16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<8192xptr<bf16>>, tile<8192xbf16> -> token
    %r2 = ftof %x : tile<8192xf64> -> tile<8192xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<8192xptr<f32>>
    %o2p = offset %o2b, %i8192 : tile<8192xptr<f32>>, tile<8192xi32> -> tile<8192xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<8192xptr<f32>>, tile<8192xf32> -> token
    %r3 = ftof %x : tile<8192xf64> -> tile<8192xtf32>
    %o3r = reshape %o3 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o3b = broadcast %o3r : tile<1xptr<tf32>> -> tile<8192xptr<tf32>>
    %o3p = offset %o3b, %i8192 : tile<8192xptr<tf32>>, tile<8192xi32> -> tile<8192xptr<tf32>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<8192xptr<tf32>>, tile<8192xtf32> -> token
    %r4 = ftof %x : tile<8192xf64> -> tile<8192xf8E4M3FN>
    %o4r = reshape %o4 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o4b = broadcast %o4r : tile<1xptr<f8E4M3FN>> -> tile<8192xptr<f8E4M3FN>>
    %o4p = offset %o4b, %i8192 : tile<8192xptr<f8E4M3FN>>, tile<8192xi32> -> tile<8192xptr<f8E4M3FN>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<8192xptr<f8E4M3FN>>, tile<8192xf8E4M3FN> -> token
    %r5 = ftof %x : tile<8192xf64> -> tile<8192xf8E5M2>
    %o5r = reshape %o5 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o5b = broadcast %o5r : tile<1xptr<f8E5M2>> -> tile<8192xptr<f8E5M2>>
    %o5p = offset %o5b, %i8192 : tile<8192xptr<f8E5M2>>, tile<8192xi32> -> tile<8192xptr<f8E5M2>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<8192xptr<f8E5M2>>, tile<8192xf8E5M2> -> token
    %r6 = ftof %x : tile<8192xf64> -> tile<8192xf4E2M1FN>
    %o6r = reshape %o6 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o6b = broadcast %o6r : tile<1xptr<f4E2M1FN>> -> tile<8192xptr<f4E2M1FN>>
    %o6p = offset %o6b, %i8192 : tile<8192xptr<f4E2M1FN>>, tile<8192xi32> -> tile<8192xptr<f4E2M1FN>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<8192xptr<f4E2M1FN>>, tile<8192xf4E2M1FN> -> token
    %r7 = ftof %x rounding<zero> : tile<8192xf64> -> tile<8192xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<8192xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i8192 : tile<8192xptr<f8E8M0FNU>>, tile<8192xi32> -> tile<8192xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<8192xptr<f8E8M0FNU>>, tile<8192xf8E8M0FNU> -> token
    %r8 = ftof %x rounding<positive_inf> : tile<8192xf64> -> tile<8192xf8E8M0FNU>
    %o8r = reshape %o8 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o8b = broadcast %o8r : tile<1xptr<f8E8M0FNU>> -> tile<8192xptr<f8E8M0FNU>>
    %o8p = offset %o8b, %i8192 : tile<8192xptr<f8E8M0FNU>>, tile<8192xi32> -> tile<8192xptr<f8E8M0FNU>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<8192xptr<f8E8M0FNU>>, tile<8192xf8E8M0FNU> -> token
    return
  }

  entry @from_tf32(%a: tile<ptr<tf32>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<bf16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f64>>, %o4: tile<ptr<f8E4M3FN>>, %o5: tile<ptr<f8E5M2>>, %o6: tile<ptr<f4E2M1FN>>, %o7: tile<ptr<f8E8M0FNU>>, %o8: tile<ptr<f8E8M0FNU>>) {
    %i8192 = iota : tile<8192xi32>
    %ar = reshape %a : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %ab = broadcast %ar : tile<1xptr<tf32>> -> tile<8192xptr<tf32>>
    %ap = offset %ab, %i8192 : tile<8192xptr<tf32>>, tile<8192xi32> -> tile<8192xptr<tf32>>
    %x, %xt = load_ptr_tko weak %ap : tile<8192xptr<tf32>> -> tile<8192xtf32>, token
    %r0 = ftof %x : tile<8192xtf32> -> tile<8192xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<8192xptr<f16>>
    %o0p = offset %o0b, %i8192 : tile<8192xptr<f16>>, tile<8192xi32> -> tile<8192xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<8192xptr<f16>>, tile<8192xf16> -> token
    %r1 = ftof %x : tile<8192xtf32> -> tile<8192xbf16>
    %o1r = reshape %o1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o1b = broadcast %o1r : tile<1xptr<bf16>> -> tile<8192xptr<bf16>>
    %o1p = offset %o1b, %i8192 : tile<8192xptr<bf16>>, tile<8192xi32> -> tile<8192xptr<bf16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<8192xptr<bf16>>, tile<8192xbf16> -> token
    %r2 = ftof %x : tile<8192xtf32> -> tile<8192xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<8192xptr<f32>>
    %o2p = offset %o2b, %i8192 : tile<8192xptr<f32>>, tile<8192xi32> -> tile<8192xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<8192xptr<f32>>, tile<8192xf32> -> token
    %r3 = ftof %x : tile<8192xtf32> -> tile<8192xf64>
    %o3r = reshape %o3 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o3b = broadcast %o3r : tile<1xptr<f64>> -> tile<8192xptr<f64>>
    %o3p = offset %o3b, %i8192 : tile<8192xptr<f64>>, tile<8192xi32> -> tile<8192xptr<f64>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<8192xptr<f64>>, tile<8192xf64> -> token
    %r4 = ftof %x : tile<8192xtf32> -> tile<8192xf8E4M3FN>
    %o4r = reshape %o4 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o4b = broadcast %o4r : tile<1xptr<f8E4M3FN>> -> tile<8192xptr<f8E4M3FN>>
    %o4p = offset %o4b, %i8192 : tile<8192xptr<f8E4M3FN>>, tile<8192xi32> -> tile<8192xptr<f8E4M3FN>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<8192xptr<f8E4M3FN>>, tile<8192xf8E4M3FN> -> token
    %r5 = ftof %x : tile<8192xtf32> -> tile<8192xf8E5M2>
    %o5r = reshape %o5 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o5b = broadcast %o5r : tile<1xptr<f8E5M2>> -> tile<8192xptr<f8E5M2>>
    %o5p = offset %o5b, %i8192 : tile<8192xptr<f8E5M2>>, tile<8192xi32> -> tile<8192xptr<f8E5M2>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<8192xptr<f8E5M2>>, tile<8192xf8E5M2> -> token
    %r6 = ftof %x : tile<8192xtf32> -> tile<8192xf4E2M1FN>
    %o6r = reshape %o6 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o6b = broadcast %o6r : tile<1xptr<f4E2M1FN>> -> tile<8192xptr<f4E2M1FN>>
    %o6p = offset %o6b, %i8192 : tile<8192xptr<f4E2M1FN>>, tile<8192xi32> -> tile<8192xptr<f4E2M1FN>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<8192xptr<f4E2M1FN>>, tile<8192xf4E2M1FN> -> token
    %r7 = ftof %x rounding<zero> : tile<8192xtf32> -> tile<8192xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<8192xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i8192 : tile<8192xptr<f8E8M0FNU>>, tile<8192xi32> -> tile<8192xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<8192xptr<f8E8M0FNU>>, tile<8192xf8E8M0FNU> -> token
    %r8 = ftof %x rounding<positive_inf> : tile<8192xtf32> -> tile<8192xf8E8M0FNU>
    %o8r = reshape %o8 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o8b = broadcast %o8r : tile<1xptr<f8E8M0FNU>> -> tile<8192xptr<f8E8M0FNU>>
    %o8p = offset %o8b, %i8192 : tile<8192xptr<f8E8M0FNU>>, tile<8192xi32> -> tile<8192xptr<f8E8M0FNU>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<8192xptr<f8E8M0FNU>>, tile<8192xf8E8M0FNU> -> token
    return
  }

  entry @from_f8E4M3FN(%a: tile<ptr<f8E4M3FN>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<bf16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f64>>, %o4: tile<ptr<tf32>>, %o5: tile<ptr<f8E5M2>>, %o6: tile<ptr<f4E2M1FN>>, %o7: tile<ptr<f8E8M0FNU>>, %o8: tile<ptr<f8E8M0FNU>>) {
    %i256 = iota : tile<256xi32>
    %ar = reshape %a : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %ab = broadcast %ar : tile<1xptr<f8E4M3FN>> -> tile<256xptr<f8E4M3FN>>
    %ap = offset %ab, %i256 : tile<256xptr<f8E4M3FN>>, tile<256xi32> -> tile<256xptr<f8E4M3FN>>
    %x, %xt = load_ptr_tko weak %ap : tile<256xptr<f8E4M3FN>> -> tile<256xf8E4M3FN>, token
    %r0 = ftof %x : tile<256xf8E4M3FN> -> tile<256xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %o0p = offset %o0b, %i256 : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<256xptr<f16>>, tile<256xf16> -> token
    %r1 = ftof %x : tile<256xf8E4M3FN> -> tile<256xbf16>
    %o1r = reshape %o1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o1b = broadcast %o1r : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %o1p = offset %o1b, %i256 : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<256xptr<bf16>>, tile<256xbf16> -> token
    %r2 = ftof %x : tile<256xf8E4M3FN> -> tile<256xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %o2p = offset %o2b, %i256 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<256xptr<f32>>, tile<256xf32> -> token
    %r3 = ftof %x : tile<256xf8E4M3FN> -> tile<256xf64>
    %o3r = reshape %o3 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o3b = broadcast %o3r : tile<1xptr<f64>> -> tile<256xptr<f64>>
    %o3p = offset %o3b, %i256 : tile<256xptr<f64>>, tile<256xi32> -> tile<256xptr<f64>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<256xptr<f64>>, tile<256xf64> -> token
    %r4 = ftof %x : tile<256xf8E4M3FN> -> tile<256xtf32>
    %o4r = reshape %o4 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o4b = broadcast %o4r : tile<1xptr<tf32>> -> tile<256xptr<tf32>>
    %o4p = offset %o4b, %i256 : tile<256xptr<tf32>>, tile<256xi32> -> tile<256xptr<tf32>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<256xptr<tf32>>, tile<256xtf32> -> token
    %r5 = ftof %x : tile<256xf8E4M3FN> -> tile<256xf8E5M2>
    %o5r = reshape %o5 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o5b = broadcast %o5r : tile<1xptr<f8E5M2>> -> tile<256xptr<f8E5M2>>
    %o5p = offset %o5b, %i256 : tile<256xptr<f8E5M2>>, tile<256xi32> -> tile<256xptr<f8E5M2>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<256xptr<f8E5M2>>, tile<256xf8E5M2> -> token
    %r6 = ftof %x : tile<256xf8E4M3FN> -> tile<256xf4E2M1FN>
    %o6r = reshape %o6 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o6b = broadcast %o6r : tile<1xptr<f4E2M1FN>> -> tile<256xptr<f4E2M1FN>>
    %o6p = offset %o6b, %i256 : tile<256xptr<f4E2M1FN>>, tile<256xi32> -> tile<256xptr<f4E2M1FN>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<256xptr<f4E2M1FN>>, tile<256xf4E2M1FN> -> token
    %r7 = ftof %x rounding<zero> : tile<256xf8E4M3FN> -> tile<256xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<256xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i256 : tile<256xptr<f8E8M0FNU>>, tile<256xi32> -> tile<256xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<256xptr<f8E8M0FNU>>, tile<256xf8E8M0FNU> -> token
    %r8 = ftof %x rounding<positive_inf> : tile<256xf8E4M3FN> -> tile<256xf8E8M0FNU>
    %o8r = reshape %o8 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o8b = broadcast %o8r : tile<1xptr<f8E8M0FNU>> -> tile<256xptr<f8E8M0FNU>>
    %o8p = offset %o8b, %i256 : tile<256xptr<f8E8M0FNU>>, tile<256xi32> -> tile<256xptr<f8E8M0FNU>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<256xptr<f8E8M0FNU>>, tile<256xf8E8M0FNU> -> token
    return
  }

  entry @from_f8E5M2(%a: tile<ptr<f8E5M2>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<bf16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f64>>, %o4: tile<ptr<tf32>>, %o5: tile<ptr<f8E4M3FN>>, %o6: tile<ptr<f4E2M1FN>>, %o7: tile<ptr<f8E8M0FNU>>, %o8: tile<ptr<f8E8M0FNU>>) {
    %i256 = iota : tile<256xi32>
    %ar = reshape %a : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %ab = broadcast %ar : tile<1xptr<f8E5M2>> -> tile<256xptr<f8E5M2>>
    %ap = offset %ab, %i256 : tile<256xptr<f8E5M2>>, tile<256xi32> -> tile<256xptr<f8E5M2>>
    %x, %xt = load_ptr_tko weak %ap : tile<256xptr<f8E5M2>> -> tile<256xf8E5M2>, token
    %r0 = ftof %x : tile<256xf8E5M2> -> tile<256xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %o0p = offset %o0b, %i256 : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<256xptr<f16>>, tile<256xf16> -> token
    %r1 = ftof %x : tile<256xf8E5M2> -> tile<256xbf16>
    %o1r = reshape %o1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o1b = broadcast %o1r : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %o1p = offset %o1b, %i256 : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<256xptr<bf16>>, tile<256xbf16> -> token
    %r2 = ftof %x : tile<256xf8E5M2> -> tile<256xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %o2p = offset %o2b, %i256 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<256xptr<f32>>, tile<256xf32> -> token
    %r3 = ftof %x : tile<256xf8E5M2> -> tile<256xf64>
    %o3r = reshape %o3 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o3b = broadcast %o3r : tile<1xptr<f64>> -> tile<256xptr<f64>>
    %o3p = offset %o3b, %i256 : tile<256xptr<f64>>, tile<256xi32> -> tile<256xptr<f64>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<256xptr<f64>>, tile<256xf64> -> token
    %r4 = ftof %x : tile<256xf8E5M2> -> tile<256xtf32>
    %o4r = reshape %o4 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o4b = broadcast %o4r : tile<1xptr<tf32>> -> tile<256xptr<tf32>>
    %o4p = offset %o4b, %i256 : tile<256xptr<tf32>>, tile<256xi32> -> tile<256xptr<tf32>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<256xptr<tf32>>, tile<256xtf32> -> token
    %r5 = ftof %x : tile<256xf8E5M2> -> tile<256xf8E4M3FN>
    %o5r = reshape %o5 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o5b = broadcast %o5r : tile<1xptr<f8E4M3FN>> -> tile<256xptr<f8E4M3FN>>
    %o5p = offset %o5b, %i256 : tile<256xptr<f8E4M3FN>>, tile<256xi32> -> tile<256xptr<f8E4M3FN>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<256xptr<f8E4M3FN>>, tile<256xf8E4M3FN> -> token
    %r6 = ftof %x : tile<256xf8E5M2> -> tile<256xf4E2M1FN>
    %o6r = reshape %o6 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o6b = broadcast %o6r : tile<1xptr<f4E2M1FN>> -> tile<256xptr<f4E2M1FN>>
    %o6p = offset %o6b, %i256 : tile<256xptr<f4E2M1FN>>, tile<256xi32> -> tile<256xptr<f4E2M1FN>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<256xptr<f4E2M1FN>>, tile<256xf4E2M1FN> -> token
    %r7 = ftof %x rounding<zero> : tile<256xf8E5M2> -> tile<256xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<256xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i256 : tile<256xptr<f8E8M0FNU>>, tile<256xi32> -> tile<256xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<256xptr<f8E8M0FNU>>, tile<256xf8E8M0FNU> -> token
    %r8 = ftof %x rounding<positive_inf> : tile<256xf8E5M2> -> tile<256xf8E8M0FNU>
    %o8r = reshape %o8 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o8b = broadcast %o8r : tile<1xptr<f8E8M0FNU>> -> tile<256xptr<f8E8M0FNU>>
    %o8p = offset %o8b, %i256 : tile<256xptr<f8E8M0FNU>>, tile<256xi32> -> tile<256xptr<f8E8M0FNU>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<256xptr<f8E8M0FNU>>, tile<256xf8E8M0FNU> -> token
    return
  }

  entry @from_f4E2M1FN(%a: tile<ptr<f4E2M1FN>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<bf16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f64>>, %o4: tile<ptr<tf32>>, %o5: tile<ptr<f8E4M3FN>>, %o6: tile<ptr<f8E5M2>>, %o7: tile<ptr<f8E8M0FNU>>, %o8: tile<ptr<f8E8M0FNU>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %ab = broadcast %ar : tile<1xptr<f4E2M1FN>> -> tile<16xptr<f4E2M1FN>>
    %ap = offset %ab, %i16 : tile<16xptr<f4E2M1FN>>, tile<16xi32> -> tile<16xptr<f4E2M1FN>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f4E2M1FN>> -> tile<16xf4E2M1FN>, token
    %r0 = ftof %x : tile<16xf4E2M1FN> -> tile<16xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %o0p = offset %o0b, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<16xptr<f16>>, tile<16xf16> -> token
    %r1 = ftof %x : tile<16xf4E2M1FN> -> tile<16xbf16>
    %o1r = reshape %o1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o1b = broadcast %o1r : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %o1p = offset %o1b, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<16xptr<bf16>>, tile<16xbf16> -> token
    %r2 = ftof %x : tile<16xf4E2M1FN> -> tile<16xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %o2p = offset %o2b, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<16xptr<f32>>, tile<16xf32> -> token
    %r3 = ftof %x : tile<16xf4E2M1FN> -> tile<16xf64>
    %o3r = reshape %o3 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o3b = broadcast %o3r : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %o3p = offset %o3b, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<16xptr<f64>>, tile<16xf64> -> token
    %r4 = ftof %x : tile<16xf4E2M1FN> -> tile<16xtf32>
    %o4r = reshape %o4 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o4b = broadcast %o4r : tile<1xptr<tf32>> -> tile<16xptr<tf32>>
    %o4p = offset %o4b, %i16 : tile<16xptr<tf32>>, tile<16xi32> -> tile<16xptr<tf32>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<16xptr<tf32>>, tile<16xtf32> -> token
    %r5 = ftof %x : tile<16xf4E2M1FN> -> tile<16xf8E4M3FN>
    %o5r = reshape %o5 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o5b = broadcast %o5r : tile<1xptr<f8E4M3FN>> -> tile<16xptr<f8E4M3FN>>
    %o5p = offset %o5b, %i16 : tile<16xptr<f8E4M3FN>>, tile<16xi32> -> tile<16xptr<f8E4M3FN>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<16xptr<f8E4M3FN>>, tile<16xf8E4M3FN> -> token
    %r6 = ftof %x : tile<16xf4E2M1FN> -> tile<16xf8E5M2>
    %o6r = reshape %o6 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o6b = broadcast %o6r : tile<1xptr<f8E5M2>> -> tile<16xptr<f8E5M2>>
    %o6p = offset %o6b, %i16 : tile<16xptr<f8E5M2>>, tile<16xi32> -> tile<16xptr<f8E5M2>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<16xptr<f8E5M2>>, tile<16xf8E5M2> -> token
    %r7 = ftof %x rounding<zero> : tile<16xf4E2M1FN> -> tile<16xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<16xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i16 : tile<16xptr<f8E8M0FNU>>, tile<16xi32> -> tile<16xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<16xptr<f8E8M0FNU>>, tile<16xf8E8M0FNU> -> token
    %r8 = ftof %x rounding<positive_inf> : tile<16xf4E2M1FN> -> tile<16xf8E8M0FNU>
    %o8r = reshape %o8 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o8b = broadcast %o8r : tile<1xptr<f8E8M0FNU>> -> tile<16xptr<f8E8M0FNU>>
    %o8p = offset %o8b, %i16 : tile<16xptr<f8E8M0FNU>>, tile<16xi32> -> tile<16xptr<f8E8M0FNU>>
    %o8t0 = store_ptr_tko weak %o8p, %r8 : tile<16xptr<f8E8M0FNU>>, tile<16xf8E8M0FNU> -> token
    return
  }

  entry @from_f8E8M0FNU(%a: tile<ptr<f8E8M0FNU>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<bf16>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f64>>, %o4: tile<ptr<tf32>>, %o5: tile<ptr<f8E4M3FN>>, %o6: tile<ptr<f8E5M2>>, %o7: tile<ptr<f4E2M1FN>>) {
    %i256 = iota : tile<256xi32>
    %ar = reshape %a : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %ab = broadcast %ar : tile<1xptr<f8E8M0FNU>> -> tile<256xptr<f8E8M0FNU>>
    %ap = offset %ab, %i256 : tile<256xptr<f8E8M0FNU>>, tile<256xi32> -> tile<256xptr<f8E8M0FNU>>
    %x, %xt = load_ptr_tko weak %ap : tile<256xptr<f8E8M0FNU>> -> tile<256xf8E8M0FNU>, token
    %r0 = ftof %x : tile<256xf8E8M0FNU> -> tile<256xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %o0p = offset %o0b, %i256 : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<256xptr<f16>>, tile<256xf16> -> token
    %r1 = ftof %x : tile<256xf8E8M0FNU> -> tile<256xbf16>
    %o1r = reshape %o1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o1b = broadcast %o1r : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %o1p = offset %o1b, %i256 : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<256xptr<bf16>>, tile<256xbf16> -> token
    %r2 = ftof %x : tile<256xf8E8M0FNU> -> tile<256xf32>
    %o2r = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2r : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %o2p = offset %o2b, %i256 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<256xptr<f32>>, tile<256xf32> -> token
    %r3 = ftof %x : tile<256xf8E8M0FNU> -> tile<256xf64>
    %o3r = reshape %o3 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %o3b = broadcast %o3r : tile<1xptr<f64>> -> tile<256xptr<f64>>
    %o3p = offset %o3b, %i256 : tile<256xptr<f64>>, tile<256xi32> -> tile<256xptr<f64>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<256xptr<f64>>, tile<256xf64> -> token
    %r4 = ftof %x : tile<256xf8E8M0FNU> -> tile<256xtf32>
    %o4r = reshape %o4 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o4b = broadcast %o4r : tile<1xptr<tf32>> -> tile<256xptr<tf32>>
    %o4p = offset %o4b, %i256 : tile<256xptr<tf32>>, tile<256xi32> -> tile<256xptr<tf32>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<256xptr<tf32>>, tile<256xtf32> -> token
    %r5 = ftof %x : tile<256xf8E8M0FNU> -> tile<256xf8E4M3FN>
    %o5r = reshape %o5 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o5b = broadcast %o5r : tile<1xptr<f8E4M3FN>> -> tile<256xptr<f8E4M3FN>>
    %o5p = offset %o5b, %i256 : tile<256xptr<f8E4M3FN>>, tile<256xi32> -> tile<256xptr<f8E4M3FN>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<256xptr<f8E4M3FN>>, tile<256xf8E4M3FN> -> token
    %r6 = ftof %x : tile<256xf8E8M0FNU> -> tile<256xf8E5M2>
    %o6r = reshape %o6 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o6b = broadcast %o6r : tile<1xptr<f8E5M2>> -> tile<256xptr<f8E5M2>>
    %o6p = offset %o6b, %i256 : tile<256xptr<f8E5M2>>, tile<256xi32> -> tile<256xptr<f8E5M2>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<256xptr<f8E5M2>>, tile<256xf8E5M2> -> token
    %r7 = ftof %x : tile<256xf8E8M0FNU> -> tile<256xf4E2M1FN>
    %o7r = reshape %o7 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o7b = broadcast %o7r : tile<1xptr<f4E2M1FN>> -> tile<256xptr<f4E2M1FN>>
    %o7p = offset %o7b, %i256 : tile<256xptr<f4E2M1FN>>, tile<256xi32> -> tile<256xptr<f4E2M1FN>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<256xptr<f4E2M1FN>>, tile<256xf4E2M1FN> -> token
    return
  }
  entry @hand_f32(%a: tile<ptr<f32>>, %o0: tile<ptr<f16>>, %o1: tile<ptr<bf16>>, %o2: tile<ptr<tf32>>, %o3: tile<ptr<f8E4M3FN>>, %o4: tile<ptr<f8E5M2>>, %o5: tile<ptr<f4E2M1FN>>, %o6: tile<ptr<f8E8M0FNU>>, %o7: tile<ptr<f8E8M0FNU>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %ap = offset %ab, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<f32>> -> tile<32xf32>, token
    %r0 = ftof %x : tile<32xf32> -> tile<32xf16>
    %o0r = reshape %o0 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o0b = broadcast %o0r : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %o0p = offset %o0b, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<32xptr<f16>>, tile<32xf16> -> token
    %r1 = ftof %x : tile<32xf32> -> tile<32xbf16>
    %o1r = reshape %o1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %o1b = broadcast %o1r : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %o1p = offset %o1b, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %r2 = ftof %x : tile<32xf32> -> tile<32xtf32>
    %o2r = reshape %o2 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %o2b = broadcast %o2r : tile<1xptr<tf32>> -> tile<32xptr<tf32>>
    %o2p = offset %o2b, %i32 : tile<32xptr<tf32>>, tile<32xi32> -> tile<32xptr<tf32>>
    %o2t0 = store_ptr_tko weak %o2p, %r2 : tile<32xptr<tf32>>, tile<32xtf32> -> token
    %r3 = ftof %x : tile<32xf32> -> tile<32xf8E4M3FN>
    %o3r = reshape %o3 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %o3b = broadcast %o3r : tile<1xptr<f8E4M3FN>> -> tile<32xptr<f8E4M3FN>>
    %o3p = offset %o3b, %i32 : tile<32xptr<f8E4M3FN>>, tile<32xi32> -> tile<32xptr<f8E4M3FN>>
    %o3t0 = store_ptr_tko weak %o3p, %r3 : tile<32xptr<f8E4M3FN>>, tile<32xf8E4M3FN> -> token
    %r4 = ftof %x : tile<32xf32> -> tile<32xf8E5M2>
    %o4r = reshape %o4 : tile<ptr<f8E5M2>> -> tile<1xptr<f8E5M2>>
    %o4b = broadcast %o4r : tile<1xptr<f8E5M2>> -> tile<32xptr<f8E5M2>>
    %o4p = offset %o4b, %i32 : tile<32xptr<f8E5M2>>, tile<32xi32> -> tile<32xptr<f8E5M2>>
    %o4t0 = store_ptr_tko weak %o4p, %r4 : tile<32xptr<f8E5M2>>, tile<32xf8E5M2> -> token
    %r5 = ftof %x : tile<32xf32> -> tile<32xf4E2M1FN>
    %o5r = reshape %o5 : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %o5b = broadcast %o5r : tile<1xptr<f4E2M1FN>> -> tile<32xptr<f4E2M1FN>>
    %o5p = offset %o5b, %i32 : tile<32xptr<f4E2M1FN>>, tile<32xi32> -> tile<32xptr<f4E2M1FN>>
    %o5t0 = store_ptr_tko weak %o5p, %r5 : tile<32xptr<f4E2M1FN>>, tile<32xf4E2M1FN> -> token
    %r6 = ftof %x rounding<zero> : tile<32xf32> -> tile<32xf8E8M0FNU>
    %o6r = reshape %o6 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o6b = broadcast %o6r : tile<1xptr<f8E8M0FNU>> -> tile<32xptr<f8E8M0FNU>>
    %o6p = offset %o6b, %i32 : tile<32xptr<f8E8M0FNU>>, tile<32xi32> -> tile<32xptr<f8E8M0FNU>>
    %o6t0 = store_ptr_tko weak %o6p, %r6 : tile<32xptr<f8E8M0FNU>>, tile<32xf8E8M0FNU> -> token
    %r7 = ftof %x rounding<positive_inf> : tile<32xf32> -> tile<32xf8E8M0FNU>
    %o7r = reshape %o7 : tile<ptr<f8E8M0FNU>> -> tile<1xptr<f8E8M0FNU>>
    %o7b = broadcast %o7r : tile<1xptr<f8E8M0FNU>> -> tile<32xptr<f8E8M0FNU>>
    %o7p = offset %o7b, %i32 : tile<32xptr<f8E8M0FNU>>, tile<32xi32> -> tile<32xptr<f8E8M0FNU>>
    %o7t0 = store_ptr_tko weak %o7p, %r7 : tile<32xptr<f8E8M0FNU>>, tile<32xf8E8M0FNU> -> token
    return
  }

  entry @hand_f64(%a: tile<ptr<f64>>, %o0: tile<ptr<f32>>, %o1: tile<ptr<f16>>) {
    %i8 = iota : tile<8xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<8xptr<f64>>
    %ap = offset %ab, %i8 : tile<8xptr<f64>>, tile<8xi32> -> tile<8xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<8xptr<f64>> -> tile<8xf64>, token
    %r0 = ftof %x : tile<8xf64> -> tile<8xf32>
    %o0r = reshape %o0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o0b = broadcast %o0r : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %o0p = offset %o0b, %i8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %o0t0 = store_ptr_tko weak %o0p, %r0 : tile<8xptr<f32>>, tile<8xf32> -> token
    %r1 = ftof %x : tile<8xf64> -> tile<8xf16>
    %o1r = reshape %o1 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o1b = broadcast %o1r : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %o1p = offset %o1b, %i8 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %o1t0 = store_ptr_tko weak %o1p, %r1 : tile<8xptr<f16>>, tile<8xf16> -> token
    return
  }
}
