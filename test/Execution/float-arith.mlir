// addf, subf, mulf, divf and fma in every rounding mode on f32, f64, f16 and
// bf16, flush_to_zero on f32, and divf rounding<approx>/<full>.
//
// The inputs (lib/fpref.py arith_cases, 32 rows documented there) are built
// per format from its precision so that the modes give different results:
// x + tiny where only the mode toward the tiny operand moves, exact ties for
// round-to-nearest-even, products and quotients just off a tie, overflow
// (Inf or the largest finite value by direction), underflow to zero or the
// smallest subnormal, exact zeros (+0, or -0 under negative_inf), and the
// NaN / Inf / signed-zero rules (Inf - Inf, 0 * Inf, x / 0, -0 + -0, ...).
// fpref.py computes every expected result with exact integer arithmetic and
// one explicit rounding, independent of the host's rounding mode; its check
// compares bit patterns (any two NaNs are equal). bf16 travels as uint16 bit
// patterns.
//
// Each arith_T output holds 20 blocks of 32: addf, subf, mulf, divf, fma,
// each in nearest_even, zero, negative_inf, positive_inf. ftz_f32 has the
// same 20 with flush_to_zero (subnormal inputs read as zeros of their sign,
// a result subnormal after rounding becomes a zero of its sign), then divf
// approx, full and full + flush_to_zero, which TileKit computes correctly
// rounded (docs/execution.md), i.e. as nearest_even.
//
// hand_f32 / hand_f16 are addf cases derived by hand, independent of
// fpref.py. f32 pairs: 1 + 2^-30 (only positive_inf moves, to 1 + 2^-23 =
// 0x3F800001); -1 - 2^-30 (only negative_inf moves, to -(1 + 2^-23));
// 1 + 2^-24 (a tie: nearest_even keeps the even 1, positive_inf goes up);
// (1 + 2^-23) + 2^-24 (a tie: nearest_even goes up to the even 1 + 2^-22 =
// 0x3F800002, zero and negative_inf keep 0x3F800001); 1 + -1 (+0; -0 under
// negative_inf); -0 + -0 (-0 always); +0 + -0 (+0; -0 under negative_inf);
// max + max (max = 0x7F7FFFFF: Inf under nearest_even and positive_inf, max
// under zero and negative_inf). f16 (1 = 0x3C00, ulp 2^-10, max 65504 =
// 0x7BFF): 1 + 2^-14, -1 - 2^-14, 1 + 2^-11, (1 + 2^-10) + 2^-11, and the
// same last four.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/fpref.py \
// RUN:   make %t/f32-0.npy f32 "arith_cases('f32')[0]" make %t/f32-1.npy f32 "arith_cases('f32')[1]" make %t/f32-2.npy f32 "arith_cases('f32')[2]" \
// RUN:   make %t/f64-0.npy f64 "arith_cases('f64')[0]" make %t/f64-1.npy f64 "arith_cases('f64')[1]" make %t/f64-2.npy f64 "arith_cases('f64')[2]" \
// RUN:   make %t/f16-0.npy f16 "arith_cases('f16')[0]" make %t/f16-1.npy f16 "arith_cases('f16')[1]" make %t/f16-2.npy f16 "arith_cases('f16')[2]" \
// RUN:   make %t/bf16-0.npy bf16 "arith_cases('bf16')[0]" make %t/bf16-1.npy bf16 "arith_cases('bf16')[1]" make %t/bf16-2.npy bf16 "arith_cases('bf16')[2]" \
// RUN:   make %t/h32a.npy f32 "[0x3F800000, 0xBF800000, 0x3F800000, 0x3F800001, 0x3F800000, 0x80000000, 0x00000000, 0x7F7FFFFF]" \
// RUN:   make %t/h32b.npy f32 "[0x30800000, 0xB0800000, 0x33800000, 0x33800000, 0xBF800000, 0x80000000, 0x80000000, 0x7F7FFFFF]" \
// RUN:   make %t/h16a.npy f16 "[0x3C00, 0xBC00, 0x3C00, 0x3C01, 0x3C00, 0x8000, 0x0000, 0x7BFF]" \
// RUN:   make %t/h16b.npy f16 "[0x0400, 0x8400, 0x1000, 0x1000, 0xBC00, 0x8000, 0x8000, 0x7BFF]"
// RUN: tile-run %s --entry arith_f32 %t/f32-0.npy %t/f32-1.npy %t/f32-2.npy zeros:640 -o %t/f32
// RUN: tile-run %s --entry arith_f64 %t/f64-0.npy %t/f64-1.npy %t/f64-2.npy zeros:640 -o %t/f64
// RUN: tile-run %s --entry arith_f16 %t/f16-0.npy %t/f16-1.npy %t/f16-2.npy zeros:640 -o %t/f16
// RUN: tile-run %s --entry arith_bf16 %t/bf16-0.npy %t/bf16-1.npy %t/bf16-2.npy zeros:640 -o %t/bf16
// RUN: tile-run %s --entry ftz_f32 %t/f32-0.npy %t/f32-1.npy %t/f32-2.npy zeros:736 -o %t/ftz
// RUN: tile-run %s --entry hand_f32 %t/h32a.npy %t/h32b.npy zeros:32 -o %t/h32
// RUN: tile-run %s --entry hand_f16 %t/h16a.npy %t/h16b.npy zeros:32 -o %t/h16
// RUN: %python %testlib/fpref.py \
// RUN:   --let x=%t/f32-0.npy --let y=%t/f32-1.npy --let z=%t/f32-2.npy \
// RUN:   check f32 %t/f32/arg3.npy "table('f32', ['add', 'sub', 'mul', 'div', 'fma'], x, y, z)" \
// RUN:   check f32 %t/ftz/arg3.npy "table('f32', ['add', 'sub', 'mul', 'div', 'fma'], x, y, z, ftz=True) + arith('div', 'f32', 'rn', x, y) * 2 + arith('div', 'f32', 'rn', x, y, ftz=True)" \
// RUN:   --let x=%t/f64-0.npy --let y=%t/f64-1.npy --let z=%t/f64-2.npy \
// RUN:   check f64 %t/f64/arg3.npy "table('f64', ['add', 'sub', 'mul', 'div', 'fma'], x, y, z)" \
// RUN:   --let x=%t/f16-0.npy --let y=%t/f16-1.npy --let z=%t/f16-2.npy \
// RUN:   check f16 %t/f16/arg3.npy "table('f16', ['add', 'sub', 'mul', 'div', 'fma'], x, y, z)" \
// RUN:   --let x=%t/bf16-0.npy --let y=%t/bf16-1.npy --let z=%t/bf16-2.npy \
// RUN:   check bf16 %t/bf16/arg3.npy "table('bf16', ['add', 'sub', 'mul', 'div', 'fma'], x, y, z)"
// RUN: %python %testlib/fpref.py hex %t/h32/arg2.npy hex %t/h16/arg2.npy | FileCheck %s --check-prefix=H
// H:      0x3f800000 0xbf800000 0x3f800000 0x3f800002 0x0 0x80000000 0x0 0x7f800000
// H-SAME: 0x3f800000 0xbf800000 0x3f800000 0x3f800001 0x0 0x80000000 0x0 0x7f7fffff
// H-SAME: 0x3f800000 0xbf800001 0x3f800000 0x3f800001 0x80000000 0x80000000 0x80000000 0x7f7fffff
// H-SAME: 0x3f800001 0xbf800000 0x3f800001 0x3f800002 0x0 0x80000000 0x0 0x7f800000
// H-NEXT: 0x3c00 0xbc00 0x3c00 0x3c02 0x0 0x8000 0x0 0x7c00
// H-SAME: 0x3c00 0xbc00 0x3c00 0x3c01 0x0 0x8000 0x0 0x7bff
// H-SAME: 0x3c00 0xbc01 0x3c00 0x3c01 0x8000 0x8000 0x8000 0x7bff
// H-SAME: 0x3c01 0xbc00 0x3c01 0x3c02 0x0 0x8000 0x0 0x7c00

cuda_tile.module @m {
  entry @arith_f32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %ap = offset %ab, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<f32>> -> tile<32xf32>, token
    %br = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bb = broadcast %br : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %bp = offset %bb, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %y, %yt = load_ptr_tko weak %bp : tile<32xptr<f32>> -> tile<32xf32>, token
    %cr = reshape %c : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cb = broadcast %cr : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %cp = offset %cb, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %z, %zt = load_ptr_tko weak %cp : tile<32xptr<f32>> -> tile<32xf32>, token
    %addf_rn = addf %x, %y : tile<32xf32>
    %addf_rz = addf %x, %y rounding<zero> : tile<32xf32>
    %addf_rd = addf %x, %y rounding<negative_inf> : tile<32xf32>
    %addf_ru = addf %x, %y rounding<positive_inf> : tile<32xf32>
    %subf_rn = subf %x, %y : tile<32xf32>
    %subf_rz = subf %x, %y rounding<zero> : tile<32xf32>
    %subf_rd = subf %x, %y rounding<negative_inf> : tile<32xf32>
    %subf_ru = subf %x, %y rounding<positive_inf> : tile<32xf32>
    %mulf_rn = mulf %x, %y : tile<32xf32>
    %mulf_rz = mulf %x, %y rounding<zero> : tile<32xf32>
    %mulf_rd = mulf %x, %y rounding<negative_inf> : tile<32xf32>
    %mulf_ru = mulf %x, %y rounding<positive_inf> : tile<32xf32>
    %divf_rn = divf %x, %y : tile<32xf32>
    %divf_rz = divf %x, %y rounding<zero> : tile<32xf32>
    %divf_rd = divf %x, %y rounding<negative_inf> : tile<32xf32>
    %divf_ru = divf %x, %y rounding<positive_inf> : tile<32xf32>
    %fma_rn = fma %x, %y, %z : tile<32xf32>
    %fma_rz = fma %x, %y, %z rounding<zero> : tile<32xf32>
    %fma_rd = fma %x, %y, %z rounding<negative_inf> : tile<32xf32>
    %fma_ru = fma %x, %y, %z rounding<positive_inf> : tile<32xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %op = offset %ob, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %addf_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot1 = store_ptr_tko weak %op1, %addf_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot2 = store_ptr_tko weak %op2, %addf_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot3 = store_ptr_tko weak %op3, %addf_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot4 = store_ptr_tko weak %op4, %subf_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot5 = store_ptr_tko weak %op5, %subf_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot6 = store_ptr_tko weak %op6, %subf_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot7 = store_ptr_tko weak %op7, %subf_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot8 = store_ptr_tko weak %op8, %mulf_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot9 = store_ptr_tko weak %op9, %mulf_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot10 = store_ptr_tko weak %op10, %mulf_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot11 = store_ptr_tko weak %op11, %mulf_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot12 = store_ptr_tko weak %op12, %divf_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_13 = constant <i32: 416> : tile<32xi32>
    %op13 = offset %op, %c32_13 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot13 = store_ptr_tko weak %op13, %divf_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_14 = constant <i32: 448> : tile<32xi32>
    %op14 = offset %op, %c32_14 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot14 = store_ptr_tko weak %op14, %divf_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_15 = constant <i32: 480> : tile<32xi32>
    %op15 = offset %op, %c32_15 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot15 = store_ptr_tko weak %op15, %divf_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_16 = constant <i32: 512> : tile<32xi32>
    %op16 = offset %op, %c32_16 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot16 = store_ptr_tko weak %op16, %fma_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_17 = constant <i32: 544> : tile<32xi32>
    %op17 = offset %op, %c32_17 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot17 = store_ptr_tko weak %op17, %fma_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_18 = constant <i32: 576> : tile<32xi32>
    %op18 = offset %op, %c32_18 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot18 = store_ptr_tko weak %op18, %fma_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_19 = constant <i32: 608> : tile<32xi32>
    %op19 = offset %op, %c32_19 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot19 = store_ptr_tko weak %op19, %fma_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    return
  }

  entry @arith_f64(%a: tile<ptr<f64>>, %b: tile<ptr<f64>>, %c: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %ap = offset %ab, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<f64>> -> tile<32xf64>, token
    %br = reshape %b : tile<ptr<f64>> -> tile<1xptr<f64>>
    %bb = broadcast %br : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %bp = offset %bb, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %y, %yt = load_ptr_tko weak %bp : tile<32xptr<f64>> -> tile<32xf64>, token
    %cr = reshape %c : tile<ptr<f64>> -> tile<1xptr<f64>>
    %cb = broadcast %cr : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %cp = offset %cb, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %z, %zt = load_ptr_tko weak %cp : tile<32xptr<f64>> -> tile<32xf64>, token
    %addf_rn = addf %x, %y : tile<32xf64>
    %addf_rz = addf %x, %y rounding<zero> : tile<32xf64>
    %addf_rd = addf %x, %y rounding<negative_inf> : tile<32xf64>
    %addf_ru = addf %x, %y rounding<positive_inf> : tile<32xf64>
    %subf_rn = subf %x, %y : tile<32xf64>
    %subf_rz = subf %x, %y rounding<zero> : tile<32xf64>
    %subf_rd = subf %x, %y rounding<negative_inf> : tile<32xf64>
    %subf_ru = subf %x, %y rounding<positive_inf> : tile<32xf64>
    %mulf_rn = mulf %x, %y : tile<32xf64>
    %mulf_rz = mulf %x, %y rounding<zero> : tile<32xf64>
    %mulf_rd = mulf %x, %y rounding<negative_inf> : tile<32xf64>
    %mulf_ru = mulf %x, %y rounding<positive_inf> : tile<32xf64>
    %divf_rn = divf %x, %y : tile<32xf64>
    %divf_rz = divf %x, %y rounding<zero> : tile<32xf64>
    %divf_rd = divf %x, %y rounding<negative_inf> : tile<32xf64>
    %divf_ru = divf %x, %y rounding<positive_inf> : tile<32xf64>
    %fma_rn = fma %x, %y, %z : tile<32xf64>
    %fma_rz = fma %x, %y, %z rounding<zero> : tile<32xf64>
    %fma_rd = fma %x, %y, %z rounding<negative_inf> : tile<32xf64>
    %fma_ru = fma %x, %y, %z rounding<positive_inf> : tile<32xf64>
    %or = reshape %o : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ob = broadcast %or : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %op = offset %ob, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot0 = store_ptr_tko weak %op, %addf_rn : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot1 = store_ptr_tko weak %op1, %addf_rz : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot2 = store_ptr_tko weak %op2, %addf_rd : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot3 = store_ptr_tko weak %op3, %addf_ru : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot4 = store_ptr_tko weak %op4, %subf_rn : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot5 = store_ptr_tko weak %op5, %subf_rz : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot6 = store_ptr_tko weak %op6, %subf_rd : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot7 = store_ptr_tko weak %op7, %subf_ru : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot8 = store_ptr_tko weak %op8, %mulf_rn : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot9 = store_ptr_tko weak %op9, %mulf_rz : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot10 = store_ptr_tko weak %op10, %mulf_rd : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot11 = store_ptr_tko weak %op11, %mulf_ru : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot12 = store_ptr_tko weak %op12, %divf_rn : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_13 = constant <i32: 416> : tile<32xi32>
    %op13 = offset %op, %c32_13 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot13 = store_ptr_tko weak %op13, %divf_rz : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_14 = constant <i32: 448> : tile<32xi32>
    %op14 = offset %op, %c32_14 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot14 = store_ptr_tko weak %op14, %divf_rd : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_15 = constant <i32: 480> : tile<32xi32>
    %op15 = offset %op, %c32_15 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot15 = store_ptr_tko weak %op15, %divf_ru : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_16 = constant <i32: 512> : tile<32xi32>
    %op16 = offset %op, %c32_16 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot16 = store_ptr_tko weak %op16, %fma_rn : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_17 = constant <i32: 544> : tile<32xi32>
    %op17 = offset %op, %c32_17 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot17 = store_ptr_tko weak %op17, %fma_rz : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_18 = constant <i32: 576> : tile<32xi32>
    %op18 = offset %op, %c32_18 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot18 = store_ptr_tko weak %op18, %fma_rd : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_19 = constant <i32: 608> : tile<32xi32>
    %op19 = offset %op, %c32_19 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot19 = store_ptr_tko weak %op19, %fma_ru : tile<32xptr<f64>>, tile<32xf64> -> token
    return
  }

  entry @arith_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %ap = offset %ab, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<f16>> -> tile<32xf16>, token
    %br = reshape %b : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bb = broadcast %br : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %bp = offset %bb, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %y, %yt = load_ptr_tko weak %bp : tile<32xptr<f16>> -> tile<32xf16>, token
    %cr = reshape %c : tile<ptr<f16>> -> tile<1xptr<f16>>
    %cb = broadcast %cr : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %cp = offset %cb, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %z, %zt = load_ptr_tko weak %cp : tile<32xptr<f16>> -> tile<32xf16>, token
    %addf_rn = addf %x, %y : tile<32xf16>
    %addf_rz = addf %x, %y rounding<zero> : tile<32xf16>
    %addf_rd = addf %x, %y rounding<negative_inf> : tile<32xf16>
    %addf_ru = addf %x, %y rounding<positive_inf> : tile<32xf16>
    %subf_rn = subf %x, %y : tile<32xf16>
    %subf_rz = subf %x, %y rounding<zero> : tile<32xf16>
    %subf_rd = subf %x, %y rounding<negative_inf> : tile<32xf16>
    %subf_ru = subf %x, %y rounding<positive_inf> : tile<32xf16>
    %mulf_rn = mulf %x, %y : tile<32xf16>
    %mulf_rz = mulf %x, %y rounding<zero> : tile<32xf16>
    %mulf_rd = mulf %x, %y rounding<negative_inf> : tile<32xf16>
    %mulf_ru = mulf %x, %y rounding<positive_inf> : tile<32xf16>
    %divf_rn = divf %x, %y : tile<32xf16>
    %divf_rz = divf %x, %y rounding<zero> : tile<32xf16>
    %divf_rd = divf %x, %y rounding<negative_inf> : tile<32xf16>
    %divf_ru = divf %x, %y rounding<positive_inf> : tile<32xf16>
    %fma_rn = fma %x, %y, %z : tile<32xf16>
    %fma_rz = fma %x, %y, %z rounding<zero> : tile<32xf16>
    %fma_rd = fma %x, %y, %z rounding<negative_inf> : tile<32xf16>
    %fma_ru = fma %x, %y, %z rounding<positive_inf> : tile<32xf16>
    %or = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %or : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %op = offset %ob, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot0 = store_ptr_tko weak %op, %addf_rn : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot1 = store_ptr_tko weak %op1, %addf_rz : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot2 = store_ptr_tko weak %op2, %addf_rd : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot3 = store_ptr_tko weak %op3, %addf_ru : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot4 = store_ptr_tko weak %op4, %subf_rn : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot5 = store_ptr_tko weak %op5, %subf_rz : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot6 = store_ptr_tko weak %op6, %subf_rd : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot7 = store_ptr_tko weak %op7, %subf_ru : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot8 = store_ptr_tko weak %op8, %mulf_rn : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot9 = store_ptr_tko weak %op9, %mulf_rz : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot10 = store_ptr_tko weak %op10, %mulf_rd : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot11 = store_ptr_tko weak %op11, %mulf_ru : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot12 = store_ptr_tko weak %op12, %divf_rn : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_13 = constant <i32: 416> : tile<32xi32>
    %op13 = offset %op, %c32_13 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot13 = store_ptr_tko weak %op13, %divf_rz : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_14 = constant <i32: 448> : tile<32xi32>
    %op14 = offset %op, %c32_14 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot14 = store_ptr_tko weak %op14, %divf_rd : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_15 = constant <i32: 480> : tile<32xi32>
    %op15 = offset %op, %c32_15 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot15 = store_ptr_tko weak %op15, %divf_ru : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_16 = constant <i32: 512> : tile<32xi32>
    %op16 = offset %op, %c32_16 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot16 = store_ptr_tko weak %op16, %fma_rn : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_17 = constant <i32: 544> : tile<32xi32>
    %op17 = offset %op, %c32_17 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot17 = store_ptr_tko weak %op17, %fma_rz : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_18 = constant <i32: 576> : tile<32xi32>
    %op18 = offset %op, %c32_18 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot18 = store_ptr_tko weak %op18, %fma_rd : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_19 = constant <i32: 608> : tile<32xi32>
    %op19 = offset %op, %c32_19 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot19 = store_ptr_tko weak %op19, %fma_ru : tile<32xptr<f16>>, tile<32xf16> -> token
    return
  }

  entry @arith_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %c: tile<ptr<bf16>>, %o: tile<ptr<bf16>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %ap = offset %ab, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<bf16>> -> tile<32xbf16>, token
    %br = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bb = broadcast %br : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %bp = offset %bb, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %y, %yt = load_ptr_tko weak %bp : tile<32xptr<bf16>> -> tile<32xbf16>, token
    %cr = reshape %c : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %cb = broadcast %cr : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %cp = offset %cb, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %z, %zt = load_ptr_tko weak %cp : tile<32xptr<bf16>> -> tile<32xbf16>, token
    %addf_rn = addf %x, %y : tile<32xbf16>
    %addf_rz = addf %x, %y rounding<zero> : tile<32xbf16>
    %addf_rd = addf %x, %y rounding<negative_inf> : tile<32xbf16>
    %addf_ru = addf %x, %y rounding<positive_inf> : tile<32xbf16>
    %subf_rn = subf %x, %y : tile<32xbf16>
    %subf_rz = subf %x, %y rounding<zero> : tile<32xbf16>
    %subf_rd = subf %x, %y rounding<negative_inf> : tile<32xbf16>
    %subf_ru = subf %x, %y rounding<positive_inf> : tile<32xbf16>
    %mulf_rn = mulf %x, %y : tile<32xbf16>
    %mulf_rz = mulf %x, %y rounding<zero> : tile<32xbf16>
    %mulf_rd = mulf %x, %y rounding<negative_inf> : tile<32xbf16>
    %mulf_ru = mulf %x, %y rounding<positive_inf> : tile<32xbf16>
    %divf_rn = divf %x, %y : tile<32xbf16>
    %divf_rz = divf %x, %y rounding<zero> : tile<32xbf16>
    %divf_rd = divf %x, %y rounding<negative_inf> : tile<32xbf16>
    %divf_ru = divf %x, %y rounding<positive_inf> : tile<32xbf16>
    %fma_rn = fma %x, %y, %z : tile<32xbf16>
    %fma_rz = fma %x, %y, %z rounding<zero> : tile<32xbf16>
    %fma_rd = fma %x, %y, %z rounding<negative_inf> : tile<32xbf16>
    %fma_ru = fma %x, %y, %z rounding<positive_inf> : tile<32xbf16>
    %or = reshape %o : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ob = broadcast %or : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %op = offset %ob, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot0 = store_ptr_tko weak %op, %addf_rn : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot1 = store_ptr_tko weak %op1, %addf_rz : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot2 = store_ptr_tko weak %op2, %addf_rd : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot3 = store_ptr_tko weak %op3, %addf_ru : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot4 = store_ptr_tko weak %op4, %subf_rn : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot5 = store_ptr_tko weak %op5, %subf_rz : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot6 = store_ptr_tko weak %op6, %subf_rd : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot7 = store_ptr_tko weak %op7, %subf_ru : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot8 = store_ptr_tko weak %op8, %mulf_rn : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot9 = store_ptr_tko weak %op9, %mulf_rz : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot10 = store_ptr_tko weak %op10, %mulf_rd : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot11 = store_ptr_tko weak %op11, %mulf_ru : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot12 = store_ptr_tko weak %op12, %divf_rn : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_13 = constant <i32: 416> : tile<32xi32>
    %op13 = offset %op, %c32_13 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot13 = store_ptr_tko weak %op13, %divf_rz : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_14 = constant <i32: 448> : tile<32xi32>
    %op14 = offset %op, %c32_14 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot14 = store_ptr_tko weak %op14, %divf_rd : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_15 = constant <i32: 480> : tile<32xi32>
    %op15 = offset %op, %c32_15 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot15 = store_ptr_tko weak %op15, %divf_ru : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_16 = constant <i32: 512> : tile<32xi32>
    %op16 = offset %op, %c32_16 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot16 = store_ptr_tko weak %op16, %fma_rn : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_17 = constant <i32: 544> : tile<32xi32>
    %op17 = offset %op, %c32_17 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot17 = store_ptr_tko weak %op17, %fma_rz : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_18 = constant <i32: 576> : tile<32xi32>
    %op18 = offset %op, %c32_18 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot18 = store_ptr_tko weak %op18, %fma_rd : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_19 = constant <i32: 608> : tile<32xi32>
    %op19 = offset %op, %c32_19 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot19 = store_ptr_tko weak %op19, %fma_ru : tile<32xptr<bf16>>, tile<32xbf16> -> token
    return
  }

  entry @ftz_f32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %ap = offset %ab, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<f32>> -> tile<32xf32>, token
    %br = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bb = broadcast %br : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %bp = offset %bb, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %y, %yt = load_ptr_tko weak %bp : tile<32xptr<f32>> -> tile<32xf32>, token
    %cr = reshape %c : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cb = broadcast %cr : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %cp = offset %cb, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %z, %zt = load_ptr_tko weak %cp : tile<32xptr<f32>> -> tile<32xf32>, token
    %addf_rn = addf %x, %y flush_to_zero : tile<32xf32>
    %addf_rz = addf %x, %y rounding<zero> flush_to_zero : tile<32xf32>
    %addf_rd = addf %x, %y rounding<negative_inf> flush_to_zero : tile<32xf32>
    %addf_ru = addf %x, %y rounding<positive_inf> flush_to_zero : tile<32xf32>
    %subf_rn = subf %x, %y flush_to_zero : tile<32xf32>
    %subf_rz = subf %x, %y rounding<zero> flush_to_zero : tile<32xf32>
    %subf_rd = subf %x, %y rounding<negative_inf> flush_to_zero : tile<32xf32>
    %subf_ru = subf %x, %y rounding<positive_inf> flush_to_zero : tile<32xf32>
    %mulf_rn = mulf %x, %y flush_to_zero : tile<32xf32>
    %mulf_rz = mulf %x, %y rounding<zero> flush_to_zero : tile<32xf32>
    %mulf_rd = mulf %x, %y rounding<negative_inf> flush_to_zero : tile<32xf32>
    %mulf_ru = mulf %x, %y rounding<positive_inf> flush_to_zero : tile<32xf32>
    %divf_rn = divf %x, %y flush_to_zero : tile<32xf32>
    %divf_rz = divf %x, %y rounding<zero> flush_to_zero : tile<32xf32>
    %divf_rd = divf %x, %y rounding<negative_inf> flush_to_zero : tile<32xf32>
    %divf_ru = divf %x, %y rounding<positive_inf> flush_to_zero : tile<32xf32>
    %fma_rn = fma %x, %y, %z flush_to_zero : tile<32xf32>
    %fma_rz = fma %x, %y, %z rounding<zero> flush_to_zero : tile<32xf32>
    %fma_rd = fma %x, %y, %z rounding<negative_inf> flush_to_zero : tile<32xf32>
    %fma_ru = fma %x, %y, %z rounding<positive_inf> flush_to_zero : tile<32xf32>
    %div_approx = divf %x, %y rounding<approx> : tile<32xf32>
    %div_full = divf %x, %y rounding<full> : tile<32xf32>
    %div_full_ftz = divf %x, %y rounding<full> flush_to_zero : tile<32xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %op = offset %ob, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %addf_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot1 = store_ptr_tko weak %op1, %addf_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot2 = store_ptr_tko weak %op2, %addf_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot3 = store_ptr_tko weak %op3, %addf_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot4 = store_ptr_tko weak %op4, %subf_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot5 = store_ptr_tko weak %op5, %subf_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot6 = store_ptr_tko weak %op6, %subf_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot7 = store_ptr_tko weak %op7, %subf_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot8 = store_ptr_tko weak %op8, %mulf_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot9 = store_ptr_tko weak %op9, %mulf_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot10 = store_ptr_tko weak %op10, %mulf_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot11 = store_ptr_tko weak %op11, %mulf_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot12 = store_ptr_tko weak %op12, %divf_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_13 = constant <i32: 416> : tile<32xi32>
    %op13 = offset %op, %c32_13 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot13 = store_ptr_tko weak %op13, %divf_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_14 = constant <i32: 448> : tile<32xi32>
    %op14 = offset %op, %c32_14 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot14 = store_ptr_tko weak %op14, %divf_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_15 = constant <i32: 480> : tile<32xi32>
    %op15 = offset %op, %c32_15 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot15 = store_ptr_tko weak %op15, %divf_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_16 = constant <i32: 512> : tile<32xi32>
    %op16 = offset %op, %c32_16 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot16 = store_ptr_tko weak %op16, %fma_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_17 = constant <i32: 544> : tile<32xi32>
    %op17 = offset %op, %c32_17 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot17 = store_ptr_tko weak %op17, %fma_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_18 = constant <i32: 576> : tile<32xi32>
    %op18 = offset %op, %c32_18 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot18 = store_ptr_tko weak %op18, %fma_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_19 = constant <i32: 608> : tile<32xi32>
    %op19 = offset %op, %c32_19 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot19 = store_ptr_tko weak %op19, %fma_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_20 = constant <i32: 640> : tile<32xi32>
    %op20 = offset %op, %c32_20 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot20 = store_ptr_tko weak %op20, %div_approx : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_21 = constant <i32: 672> : tile<32xi32>
    %op21 = offset %op, %c32_21 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot21 = store_ptr_tko weak %op21, %div_full : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_22 = constant <i32: 704> : tile<32xi32>
    %op22 = offset %op, %c32_22 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot22 = store_ptr_tko weak %op22, %div_full_ftz : tile<32xptr<f32>>, tile<32xf32> -> token
    return
  }

  entry @hand_f32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %i8 = iota : tile<8xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %ap = offset %ab, %i8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<8xptr<f32>> -> tile<8xf32>, token
    %br = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bb = broadcast %br : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %bp = offset %bb, %i8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %y, %yt = load_ptr_tko weak %bp : tile<8xptr<f32>> -> tile<8xf32>, token
    %add_rn = addf %x, %y : tile<8xf32>
    %add_rz = addf %x, %y rounding<zero> : tile<8xf32>
    %add_rd = addf %x, %y rounding<negative_inf> : tile<8xf32>
    %add_ru = addf %x, %y rounding<positive_inf> : tile<8xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %op = offset %ob, %i8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %add_rn : tile<8xptr<f32>>, tile<8xf32> -> token
    %c8_1 = constant <i32: 8> : tile<8xi32>
    %op1 = offset %op, %c8_1 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %ot1 = store_ptr_tko weak %op1, %add_rz : tile<8xptr<f32>>, tile<8xf32> -> token
    %c8_2 = constant <i32: 16> : tile<8xi32>
    %op2 = offset %op, %c8_2 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %ot2 = store_ptr_tko weak %op2, %add_rd : tile<8xptr<f32>>, tile<8xf32> -> token
    %c8_3 = constant <i32: 24> : tile<8xi32>
    %op3 = offset %op, %c8_3 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %ot3 = store_ptr_tko weak %op3, %add_ru : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @hand_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %i8 = iota : tile<8xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %ap = offset %ab, %i8 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<8xptr<f16>> -> tile<8xf16>, token
    %br = reshape %b : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bb = broadcast %br : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %bp = offset %bb, %i8 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %y, %yt = load_ptr_tko weak %bp : tile<8xptr<f16>> -> tile<8xf16>, token
    %add_rn = addf %x, %y : tile<8xf16>
    %add_rz = addf %x, %y rounding<zero> : tile<8xf16>
    %add_rd = addf %x, %y rounding<negative_inf> : tile<8xf16>
    %add_ru = addf %x, %y rounding<positive_inf> : tile<8xf16>
    %or = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %or : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %op = offset %ob, %i8 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %ot0 = store_ptr_tko weak %op, %add_rn : tile<8xptr<f16>>, tile<8xf16> -> token
    %c8_1 = constant <i32: 8> : tile<8xi32>
    %op1 = offset %op, %c8_1 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %ot1 = store_ptr_tko weak %op1, %add_rz : tile<8xptr<f16>>, tile<8xf16> -> token
    %c8_2 = constant <i32: 16> : tile<8xi32>
    %op2 = offset %op, %c8_2 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %ot2 = store_ptr_tko weak %op2, %add_rd : tile<8xptr<f16>>, tile<8xf16> -> token
    %c8_3 = constant <i32: 24> : tile<8xi32>
    %op3 = offset %op, %c8_3 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %ot3 = store_ptr_tko weak %op3, %add_ru : tile<8xptr<f16>>, tile<8xf16> -> token
    return
  }
}
