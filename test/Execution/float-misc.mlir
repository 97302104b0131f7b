// maxf/minf, cmpf, absf/negf, floor/ceil and remf on f32, f64, f16 and bf16
// (bf16 as uint16 bit patterns). Inputs are the same value lists in every
// format (lib/fpref.py `exact`: ms / mx are the format's smallest subnormal
// and largest finite, h = 2^(p-2) + 1/2 the largest value with a fraction).
//
// maxf/minf (blocks: maxf, maxf propagate_nan, minf, minf propagate_nan; f32
// adds maxf flush_to_zero and minf flush_to_zero propagate_nan): without
// propagate_nan a NaN operand loses (maxf(NaN, 1) = 1, two NaNs give NaN),
// with it NaN wins; -0 < +0 (maxf(-0, +0) = +0, minf = -0); under
// flush_to_zero the subnormals ms, -ms, 8ms, 2ms compare as zeros of their
// sign. Expected values: fpref.py `minmax` (maximumNumber / maximum).
//
// cmpf (blocks: each predicate, ordered then unordered): expected from numpy
// comparisons of the decoded values; ordered is false and unordered true
// when an operand is NaN (so ordered not_equal is false, unordered equal is
// true), and -0 == +0.
//
// absf, negf: clear / flip the sign bit only, also of NaNs (a quiet NaN, one
// with the sign bit, a signalling pattern, all bits set): compared bit for
// bit. floor, ceil: numpy's (exact) floor / ceil of the decoded values, with
// signed zeros (ceil(-0.5) = -0) compared bit for bit.
//
// remf: C fmod, exact, sign of the dividend (-4 rem 2 = -0, 4 rem -2 = +0),
// x rem 0 and Inf rem y are NaN, x rem Inf = x; expected from numpy's fmod
// (exact; its result is representable in the operand format).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/fpref.py \
// RUN:   --define "MA=['nan', 1, 'nan', -0.0, 0.0, -0.0, 1, -1, 'inf', '-inf', 3, 'ms', '-ms', '8*ms', '-nan', '-inf']" \
// RUN:   --define "MB=[1, 'nan', 'nan', 0.0, -0.0, -0.0, 2, -2, 'nan', 5, 3, -0.0, 0.0, '2*ms', 1, 'inf']" \
// RUN:   --define "CA=[1, 2, 1, -0.0, 'nan', 1, 'nan', '-inf', 'inf', -1, 'ms', 0.0, '-nan', 'mx', -2, 0.5]" \
// RUN:   --define "CB=[2, 1, 1, 0.0, 1, 'nan', 'nan', 'inf', 'inf', -1, 0.0, 'ms', 0.0, 'inf', -3, 0.5]" \
// RUN:   --define "U=[-2.5, -2, -1.5, -0.5, -0.0, 0.0, 0.5, 1.5, 'h', '-h', 'mx', '-inf', '-nan', 'snan', 'ms', '-ms']" \
// RUN:   --define "RA=[5.5, -5.5, 5.5, -5.5, 1, 'inf', 1, -0.0, 0.0, -4, 4, 'nan', 'mx', '3*ms', 7, '-inf']" \
// RUN:   --define "RB=[2, 2, -2, -2, 0.0, 1, 'inf', 1, 1, 2, -2, 1, 3, '2*ms', 'Fraction(1, 10)', 2]" \
// RUN:   make %t/mm-a-f32.npy f32 "exact('f32', MA)" make %t/mm-b-f32.npy f32 "exact('f32', MB)" \
// RUN:   make %t/mm-a-f64.npy f64 "exact('f64', MA)" make %t/mm-b-f64.npy f64 "exact('f64', MB)" \
// RUN:   make %t/mm-a-f16.npy f16 "exact('f16', MA)" make %t/mm-b-f16.npy f16 "exact('f16', MB)" \
// RUN:   make %t/mm-a-bf16.npy bf16 "exact('bf16', MA)" make %t/mm-b-bf16.npy bf16 "exact('bf16', MB)" \
// RUN:   make %t/c-a-f32.npy f32 "exact('f32', CA)" make %t/c-b-f32.npy f32 "exact('f32', CB)" \
// RUN:   make %t/c-a-f64.npy f64 "exact('f64', CA)" make %t/c-b-f64.npy f64 "exact('f64', CB)" \
// RUN:   make %t/c-a-f16.npy f16 "exact('f16', CA)" make %t/c-b-f16.npy f16 "exact('f16', CB)" \
// RUN:   make %t/c-a-bf16.npy bf16 "exact('bf16', CA)" make %t/c-b-bf16.npy bf16 "exact('bf16', CB)" \
// RUN:   make %t/u-f32.npy f32 "exact('f32', U)" make %t/u-f64.npy f64 "exact('f64', U)" \
// RUN:   make %t/u-f16.npy f16 "exact('f16', U)" make %t/u-bf16.npy bf16 "exact('bf16', U)" \
// RUN:   make %t/r-a-f32.npy f32 "exact('f32', RA)" make %t/r-b-f32.npy f32 "exact('f32', RB)" \
// RUN:   make %t/r-a-f64.npy f64 "exact('f64', RA)" make %t/r-b-f64.npy f64 "exact('f64', RB)" \
// RUN:   make %t/r-a-f16.npy f16 "exact('f16', RA)" make %t/r-b-f16.npy f16 "exact('f16', RB)" \
// RUN:   make %t/r-a-bf16.npy bf16 "exact('bf16', RA)" make %t/r-b-bf16.npy bf16 "exact('bf16', RB)"

// RUN: tile-run %s --entry minmax_f32 %t/mm-a-f32.npy %t/mm-b-f32.npy zeros:96 -o %t/mm-f32
// RUN: tile-run %s --entry cmpf_f32 %t/c-a-f32.npy %t/c-b-f32.npy zeros:192 -o %t/c-f32
// RUN: tile-run %s --entry unary_f32 %t/u-f32.npy zeros:64 -o %t/u-f32
// RUN: tile-run %s --entry remf_f32 %t/r-a-f32.npy %t/r-b-f32.npy zeros:16 -o %t/r-f32
// RUN: tile-run %s --entry minmax_f64 %t/mm-a-f64.npy %t/mm-b-f64.npy zeros:64 -o %t/mm-f64
// RUN: tile-run %s --entry cmpf_f64 %t/c-a-f64.npy %t/c-b-f64.npy zeros:192 -o %t/c-f64
// RUN: tile-run %s --entry unary_f64 %t/u-f64.npy zeros:64 -o %t/u-f64
// RUN: tile-run %s --entry remf_f64 %t/r-a-f64.npy %t/r-b-f64.npy zeros:16 -o %t/r-f64
// RUN: tile-run %s --entry minmax_f16 %t/mm-a-f16.npy %t/mm-b-f16.npy zeros:64 -o %t/mm-f16
// RUN: tile-run %s --entry cmpf_f16 %t/c-a-f16.npy %t/c-b-f16.npy zeros:192 -o %t/c-f16
// RUN: tile-run %s --entry unary_f16 %t/u-f16.npy zeros:64 -o %t/u-f16
// RUN: tile-run %s --entry remf_f16 %t/r-a-f16.npy %t/r-b-f16.npy zeros:16 -o %t/r-f16
// RUN: tile-run %s --entry minmax_bf16 %t/mm-a-bf16.npy %t/mm-b-bf16.npy zeros:64 -o %t/mm-bf16
// RUN: tile-run %s --entry cmpf_bf16 %t/c-a-bf16.npy %t/c-b-bf16.npy zeros:192 -o %t/c-bf16
// RUN: tile-run %s --entry unary_bf16 %t/u-bf16.npy zeros:64 -o %t/u-bf16
// RUN: tile-run %s --entry remf_bf16 %t/r-a-bf16.npy %t/r-b-bf16.npy zeros:16 -o %t/r-bf16
// RUN: %python %testlib/fpref.py \
// RUN:   --define "CMP=lambda x, y: [int(v) for p in (np.equal, np.not_equal, np.less, np.less_equal, np.greater, np.greater_equal) for v in np.concatenate([~(np.isnan(x) | np.isnan(y)) & p(x, y), (np.isnan(x) | np.isnan(y)) | p(x, y)])]" \
// RUN:   --let x=%t/mm-a-f32.npy --let y=%t/mm-b-f32.npy check f32 %t/mm-f32/arg2.npy "minmax('max', 'f32', x, y) + minmax('max', 'f32', x, y, True) + minmax('min', 'f32', x, y) + minmax('min', 'f32', x, y, True) + minmax('max', 'f32', x, y, ftz=True) + minmax('min', 'f32', x, y, True, ftz=True)" \
// RUN:   --let x=%t/c-a-f32.npy --let y=%t/c-b-f32.npy checkbits %t/c-f32/arg2.npy "CMP(np.array(dec(x, 'f32')), np.array(dec(y, 'f32')))" \
// RUN:   --let x=%t/u-f32.npy checkbits %t/u-f32/arg1.npy@0:32 "[b & ~sign_bit('f32') for b in B(x)] + [b ^ sign_bit('f32') for b in B(x)]" \
// RUN:   check f32 %t/u-f32/arg1.npy@32:64 "exact('f32', list(np.floor(dec(x, 'f32'))) + list(np.ceil(dec(x, 'f32'))))" \
// RUN:   --let x=%t/r-a-f32.npy --let y=%t/r-b-f32.npy check f32 %t/r-f32/arg2.npy "exact('f32', list(np.fmod(dec(x, 'f32'), dec(y, 'f32'))))" \
// RUN:   --let x=%t/mm-a-f64.npy --let y=%t/mm-b-f64.npy check f64 %t/mm-f64/arg2.npy "minmax('max', 'f64', x, y) + minmax('max', 'f64', x, y, True) + minmax('min', 'f64', x, y) + minmax('min', 'f64', x, y, True)" \
// RUN:   --let x=%t/c-a-f64.npy --let y=%t/c-b-f64.npy checkbits %t/c-f64/arg2.npy "CMP(np.array(dec(x, 'f64')), np.array(dec(y, 'f64')))" \
// RUN:   --let x=%t/u-f64.npy checkbits %t/u-f64/arg1.npy@0:32 "[b & ~sign_bit('f64') for b in B(x)] + [b ^ sign_bit('f64') for b in B(x)]" \
// RUN:   check f64 %t/u-f64/arg1.npy@32:64 "exact('f64', list(np.floor(dec(x, 'f64'))) + list(np.ceil(dec(x, 'f64'))))" \
// RUN:   --let x=%t/r-a-f64.npy --let y=%t/r-b-f64.npy check f64 %t/r-f64/arg2.npy "exact('f64', list(np.fmod(dec(x, 'f64'), dec(y, 'f64'))))" \
// RUN:   --let x=%t/mm-a-f16.npy --let y=%t/mm-b-f16.npy check f16 %t/mm-f16/arg2.npy "minmax('max', 'f16', x, y) + minmax('max', 'f16', x, y, True) + minmax('min', 'f16', x, y) + minmax('min', 'f16', x, y, True)" \
// RUN:   --let x=%t/c-a-f16.npy --let y=%t/c-b-f16.npy checkbits %t/c-f16/arg2.npy "CMP(np.array(dec(x, 'f16')), np.array(dec(y, 'f16')))" \
// RUN:   --let x=%t/u-f16.npy checkbits %t/u-f16/arg1.npy@0:32 "[b & ~sign_bit('f16') for b in B(x)] + [b ^ sign_bit('f16') for b in B(x)]" \
// RUN:   check f16 %t/u-f16/arg1.npy@32:64 "exact('f16', list(np.floor(dec(x, 'f16'))) + list(np.ceil(dec(x, 'f16'))))" \
// RUN:   --let x=%t/r-a-f16.npy --let y=%t/r-b-f16.npy check f16 %t/r-f16/arg2.npy "exact('f16', list(np.fmod(dec(x, 'f16'), dec(y, 'f16'))))" \
// RUN:   --let x=%t/mm-a-bf16.npy --let y=%t/mm-b-bf16.npy check bf16 %t/mm-bf16/arg2.npy "minmax('max', 'bf16', x, y) + minmax('max', 'bf16', x, y, True) + minmax('min', 'bf16', x, y) + minmax('min', 'bf16', x, y, True)" \
// RUN:   --let x=%t/c-a-bf16.npy --let y=%t/c-b-bf16.npy checkbits %t/c-bf16/arg2.npy "CMP(np.array(dec(x, 'bf16')), np.array(dec(y, 'bf16')))" \
// RUN:   --let x=%t/u-bf16.npy checkbits %t/u-bf16/arg1.npy@0:32 "[b & ~sign_bit('bf16') for b in B(x)] + [b ^ sign_bit('bf16') for b in B(x)]" \
// RUN:   check bf16 %t/u-bf16/arg1.npy@32:64 "exact('bf16', list(np.floor(dec(x, 'bf16'))) + list(np.ceil(dec(x, 'bf16'))))" \
// RUN:   --let x=%t/r-a-bf16.npy --let y=%t/r-b-bf16.npy check bf16 %t/r-bf16/arg2.npy "exact('bf16', list(np.fmod(dec(x, 'bf16'), dec(y, 'bf16'))))"

cuda_tile.module @m {
  entry @minmax_f32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %ap = offset %ab, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f32>> -> tile<16xf32>, token
    %br = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bb = broadcast %br : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %bp = offset %bb, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f32>> -> tile<16xf32>, token
    %max = maxf %x, %y : tile<16xf32>
    %maxp = maxf %x, %y propagate_nan : tile<16xf32>
    %min = minf %x, %y : tile<16xf32>
    %minp = minf %x, %y propagate_nan : tile<16xf32>
    %maxz = maxf %x, %y flush_to_zero : tile<16xf32>
    %minzp = minf %x, %y flush_to_zero propagate_nan : tile<16xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %op = offset %ob, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %max : tile<16xptr<f32>>, tile<16xf32> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot1 = store_ptr_tko weak %op1, %maxp : tile<16xptr<f32>>, tile<16xf32> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot2 = store_ptr_tko weak %op2, %min : tile<16xptr<f32>>, tile<16xf32> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot3 = store_ptr_tko weak %op3, %minp : tile<16xptr<f32>>, tile<16xf32> -> token
    %c16_4 = constant <i32: 64> : tile<16xi32>
    %op4 = offset %op, %c16_4 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot4 = store_ptr_tko weak %op4, %maxz : tile<16xptr<f32>>, tile<16xf32> -> token
    %c16_5 = constant <i32: 80> : tile<16xi32>
    %op5 = offset %op, %c16_5 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot5 = store_ptr_tko weak %op5, %minzp : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }

  entry @minmax_f64(%a: tile<ptr<f64>>, %b: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %ap = offset %ab, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f64>> -> tile<16xf64>, token
    %br = reshape %b : tile<ptr<f64>> -> tile<1xptr<f64>>
    %bb = broadcast %br : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %bp = offset %bb, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f64>> -> tile<16xf64>, token
    %max = maxf %x, %y : tile<16xf64>
    %maxp = maxf %x, %y propagate_nan : tile<16xf64>
    %min = minf %x, %y : tile<16xf64>
    %minp = minf %x, %y propagate_nan : tile<16xf64>
    %or = reshape %o : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ob = broadcast %or : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %op = offset %ob, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot0 = store_ptr_tko weak %op, %max : tile<16xptr<f64>>, tile<16xf64> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot1 = store_ptr_tko weak %op1, %maxp : tile<16xptr<f64>>, tile<16xf64> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot2 = store_ptr_tko weak %op2, %min : tile<16xptr<f64>>, tile<16xf64> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot3 = store_ptr_tko weak %op3, %minp : tile<16xptr<f64>>, tile<16xf64> -> token
    return
  }

  entry @minmax_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %ap = offset %ab, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f16>> -> tile<16xf16>, token
    %br = reshape %b : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bb = broadcast %br : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %bp = offset %bb, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f16>> -> tile<16xf16>, token
    %max = maxf %x, %y : tile<16xf16>
    %maxp = maxf %x, %y propagate_nan : tile<16xf16>
    %min = minf %x, %y : tile<16xf16>
    %minp = minf %x, %y propagate_nan : tile<16xf16>
    %or = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %or : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %op = offset %ob, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot0 = store_ptr_tko weak %op, %max : tile<16xptr<f16>>, tile<16xf16> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot1 = store_ptr_tko weak %op1, %maxp : tile<16xptr<f16>>, tile<16xf16> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot2 = store_ptr_tko weak %op2, %min : tile<16xptr<f16>>, tile<16xf16> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot3 = store_ptr_tko weak %op3, %minp : tile<16xptr<f16>>, tile<16xf16> -> token
    return
  }

  entry @minmax_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %o: tile<ptr<bf16>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %ap = offset %ab, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<bf16>> -> tile<16xbf16>, token
    %br = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bb = broadcast %br : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %bp = offset %bb, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<bf16>> -> tile<16xbf16>, token
    %max = maxf %x, %y : tile<16xbf16>
    %maxp = maxf %x, %y propagate_nan : tile<16xbf16>
    %min = minf %x, %y : tile<16xbf16>
    %minp = minf %x, %y propagate_nan : tile<16xbf16>
    %or = reshape %o : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ob = broadcast %or : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %op = offset %ob, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot0 = store_ptr_tko weak %op, %max : tile<16xptr<bf16>>, tile<16xbf16> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot1 = store_ptr_tko weak %op1, %maxp : tile<16xptr<bf16>>, tile<16xbf16> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot2 = store_ptr_tko weak %op2, %min : tile<16xptr<bf16>>, tile<16xbf16> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot3 = store_ptr_tko weak %op3, %minp : tile<16xptr<bf16>>, tile<16xbf16> -> token
    return
  }

  entry @cmpf_f32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<i1>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %ap = offset %ab, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f32>> -> tile<16xf32>, token
    %br = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bb = broadcast %br : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %bp = offset %bb, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f32>> -> tile<16xf32>, token
    %equal_ordered = cmpf equal ordered %x, %y : tile<16xf32> -> tile<16xi1>
    %equal_unordered = cmpf equal unordered %x, %y : tile<16xf32> -> tile<16xi1>
    %not_equal_ordered = cmpf not_equal ordered %x, %y : tile<16xf32> -> tile<16xi1>
    %not_equal_unordered = cmpf not_equal unordered %x, %y : tile<16xf32> -> tile<16xi1>
    %less_than_ordered = cmpf less_than ordered %x, %y : tile<16xf32> -> tile<16xi1>
    %less_than_unordered = cmpf less_than unordered %x, %y : tile<16xf32> -> tile<16xi1>
    %less_than_or_equal_ordered = cmpf less_than_or_equal ordered %x, %y : tile<16xf32> -> tile<16xi1>
    %less_than_or_equal_unordered = cmpf less_than_or_equal unordered %x, %y : tile<16xf32> -> tile<16xi1>
    %greater_than_ordered = cmpf greater_than ordered %x, %y : tile<16xf32> -> tile<16xi1>
    %greater_than_unordered = cmpf greater_than unordered %x, %y : tile<16xf32> -> tile<16xi1>
    %greater_than_or_equal_ordered = cmpf greater_than_or_equal ordered %x, %y : tile<16xf32> -> tile<16xi1>
    %greater_than_or_equal_unordered = cmpf greater_than_or_equal unordered %x, %y : tile<16xf32> -> tile<16xi1>
    %or = reshape %o : tile<ptr<i1>> -> tile<1xptr<i1>>
    %ob = broadcast %or : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %op = offset %ob, %i16 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot0 = store_ptr_tko weak %op, %equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot1 = store_ptr_tko weak %op1, %equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot2 = store_ptr_tko weak %op2, %not_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot3 = store_ptr_tko weak %op3, %not_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_4 = constant <i32: 64> : tile<16xi32>
    %op4 = offset %op, %c16_4 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot4 = store_ptr_tko weak %op4, %less_than_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_5 = constant <i32: 80> : tile<16xi32>
    %op5 = offset %op, %c16_5 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot5 = store_ptr_tko weak %op5, %less_than_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_6 = constant <i32: 96> : tile<16xi32>
    %op6 = offset %op, %c16_6 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot6 = store_ptr_tko weak %op6, %less_than_or_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_7 = constant <i32: 112> : tile<16xi32>
    %op7 = offset %op, %c16_7 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot7 = store_ptr_tko weak %op7, %less_than_or_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_8 = constant <i32: 128> : tile<16xi32>
    %op8 = offset %op, %c16_8 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot8 = store_ptr_tko weak %op8, %greater_than_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_9 = constant <i32: 144> : tile<16xi32>
    %op9 = offset %op, %c16_9 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot9 = store_ptr_tko weak %op9, %greater_than_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_10 = constant <i32: 160> : tile<16xi32>
    %op10 = offset %op, %c16_10 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot10 = store_ptr_tko weak %op10, %greater_than_or_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_11 = constant <i32: 176> : tile<16xi32>
    %op11 = offset %op, %c16_11 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot11 = store_ptr_tko weak %op11, %greater_than_or_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    return
  }

  entry @cmpf_f64(%a: tile<ptr<f64>>, %b: tile<ptr<f64>>, %o: tile<ptr<i1>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %ap = offset %ab, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f64>> -> tile<16xf64>, token
    %br = reshape %b : tile<ptr<f64>> -> tile<1xptr<f64>>
    %bb = broadcast %br : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %bp = offset %bb, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f64>> -> tile<16xf64>, token
    %equal_ordered = cmpf equal ordered %x, %y : tile<16xf64> -> tile<16xi1>
    %equal_unordered = cmpf equal unordered %x, %y : tile<16xf64> -> tile<16xi1>
    %not_equal_ordered = cmpf not_equal ordered %x, %y : tile<16xf64> -> tile<16xi1>
    %not_equal_unordered = cmpf not_equal unordered %x, %y : tile<16xf64> -> tile<16xi1>
    %less_than_ordered = cmpf less_than ordered %x, %y : tile<16xf64> -> tile<16xi1>
    %less_than_unordered = cmpf less_than unordered %x, %y : tile<16xf64> -> tile<16xi1>
    %less_than_or_equal_ordered = cmpf less_than_or_equal ordered %x, %y : tile<16xf64> -> tile<16xi1>
    %less_than_or_equal_unordered = cmpf less_than_or_equal unordered %x, %y : tile<16xf64> -> tile<16xi1>
    %greater_than_ordered = cmpf greater_than ordered %x, %y : tile<16xf64> -> tile<16xi1>
    %greater_than_unordered = cmpf greater_than unordered %x, %y : tile<16xf64> -> tile<16xi1>
    %greater_than_or_equal_ordered = cmpf greater_than_or_equal ordered %x, %y : tile<16xf64> -> tile<16xi1>
    %greater_than_or_equal_unordered = cmpf greater_than_or_equal unordered %x, %y : tile<16xf64> -> tile<16xi1>
    %or = reshape %o : tile<ptr<i1>> -> tile<1xptr<i1>>
    %ob = broadcast %or : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %op = offset %ob, %i16 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot0 = store_ptr_tko weak %op, %equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot1 = store_ptr_tko weak %op1, %equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot2 = store_ptr_tko weak %op2, %not_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot3 = store_ptr_tko weak %op3, %not_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_4 = constant <i32: 64> : tile<16xi32>
    %op4 = offset %op, %c16_4 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot4 = store_ptr_tko weak %op4, %less_than_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_5 = constant <i32: 80> : tile<16xi32>
    %op5 = offset %op, %c16_5 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot5 = store_ptr_tko weak %op5, %less_than_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_6 = constant <i32: 96> : tile<16xi32>
    %op6 = offset %op, %c16_6 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot6 = store_ptr_tko weak %op6, %less_than_or_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_7 = constant <i32: 112> : tile<16xi32>
    %op7 = offset %op, %c16_7 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot7 = store_ptr_tko weak %op7, %less_than_or_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_8 = constant <i32: 128> : tile<16xi32>
    %op8 = offset %op, %c16_8 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot8 = store_ptr_tko weak %op8, %greater_than_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_9 = constant <i32: 144> : tile<16xi32>
    %op9 = offset %op, %c16_9 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot9 = store_ptr_tko weak %op9, %greater_than_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_10 = constant <i32: 160> : tile<16xi32>
    %op10 = offset %op, %c16_10 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot10 = store_ptr_tko weak %op10, %greater_than_or_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_11 = constant <i32: 176> : tile<16xi32>
    %op11 = offset %op, %c16_11 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot11 = store_ptr_tko weak %op11, %greater_than_or_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    return
  }

  entry @cmpf_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %o: tile<ptr<i1>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %ap = offset %ab, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f16>> -> tile<16xf16>, token
    %br = reshape %b : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bb = broadcast %br : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %bp = offset %bb, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f16>> -> tile<16xf16>, token
    %equal_ordered = cmpf equal ordered %x, %y : tile<16xf16> -> tile<16xi1>
    %equal_unordered = cmpf equal unordered %x, %y : tile<16xf16> -> tile<16xi1>
    %not_equal_ordered = cmpf not_equal ordered %x, %y : tile<16xf16> -> tile<16xi1>
    %not_equal_unordered = cmpf not_equal unordered %x, %y : tile<16xf16> -> tile<16xi1>
    %less_than_ordered = cmpf less_than ordered %x, %y : tile<16xf16> -> tile<16xi1>
    %less_than_unordered = cmpf less_than unordered %x, %y : tile<16xf16> -> tile<16xi1>
    %less_than_or_equal_ordered = cmpf less_than_or_equal ordered %x, %y : tile<16xf16> -> tile<16xi1>
    %less_than_or_equal_unordered = cmpf less_than_or_equal unordered %x, %y : tile<16xf16> -> tile<16xi1>
    %greater_than_ordered = cmpf greater_than ordered %x, %y : tile<16xf16> -> tile<16xi1>
    %greater_than_unordered = cmpf greater_than unordered %x, %y : tile<16xf16> -> tile<16xi1>
    %greater_than_or_equal_ordered = cmpf greater_than_or_equal ordered %x, %y : tile<16xf16> -> tile<16xi1>
    %greater_than_or_equal_unordered = cmpf greater_than_or_equal unordered %x, %y : tile<16xf16> -> tile<16xi1>
    %or = reshape %o : tile<ptr<i1>> -> tile<1xptr<i1>>
    %ob = broadcast %or : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %op = offset %ob, %i16 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot0 = store_ptr_tko weak %op, %equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot1 = store_ptr_tko weak %op1, %equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot2 = store_ptr_tko weak %op2, %not_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot3 = store_ptr_tko weak %op3, %not_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_4 = constant <i32: 64> : tile<16xi32>
    %op4 = offset %op, %c16_4 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot4 = store_ptr_tko weak %op4, %less_than_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_5 = constant <i32: 80> : tile<16xi32>
    %op5 = offset %op, %c16_5 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot5 = store_ptr_tko weak %op5, %less_than_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_6 = constant <i32: 96> : tile<16xi32>
    %op6 = offset %op, %c16_6 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot6 = store_ptr_tko weak %op6, %less_than_or_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_7 = constant <i32: 112> : tile<16xi32>
    %op7 = offset %op, %c16_7 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot7 = store_ptr_tko weak %op7, %less_than_or_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_8 = constant <i32: 128> : tile<16xi32>
    %op8 = offset %op, %c16_8 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot8 = store_ptr_tko weak %op8, %greater_than_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_9 = constant <i32: 144> : tile<16xi32>
    %op9 = offset %op, %c16_9 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot9 = store_ptr_tko weak %op9, %greater_than_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_10 = constant <i32: 160> : tile<16xi32>
    %op10 = offset %op, %c16_10 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot10 = store_ptr_tko weak %op10, %greater_than_or_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_11 = constant <i32: 176> : tile<16xi32>
    %op11 = offset %op, %c16_11 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot11 = store_ptr_tko weak %op11, %greater_than_or_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    return
  }

  entry @cmpf_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %o: tile<ptr<i1>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %ap = offset %ab, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<bf16>> -> tile<16xbf16>, token
    %br = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bb = broadcast %br : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %bp = offset %bb, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<bf16>> -> tile<16xbf16>, token
    %equal_ordered = cmpf equal ordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %equal_unordered = cmpf equal unordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %not_equal_ordered = cmpf not_equal ordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %not_equal_unordered = cmpf not_equal unordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %less_than_ordered = cmpf less_than ordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %less_than_unordered = cmpf less_than unordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %less_than_or_equal_ordered = cmpf less_than_or_equal ordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %less_than_or_equal_unordered = cmpf less_than_or_equal unordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %greater_than_ordered = cmpf greater_than ordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %greater_than_unordered = cmpf greater_than unordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %greater_than_or_equal_ordered = cmpf greater_than_or_equal ordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %greater_than_or_equal_unordered = cmpf greater_than_or_equal unordered %x, %y : tile<16xbf16> -> tile<16xi1>
    %or = reshape %o : tile<ptr<i1>> -> tile<1xptr<i1>>
    %ob = broadcast %or : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %op = offset %ob, %i16 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot0 = store_ptr_tko weak %op, %equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot1 = store_ptr_tko weak %op1, %equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot2 = store_ptr_tko weak %op2, %not_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot3 = store_ptr_tko weak %op3, %not_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_4 = constant <i32: 64> : tile<16xi32>
    %op4 = offset %op, %c16_4 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot4 = store_ptr_tko weak %op4, %less_than_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_5 = constant <i32: 80> : tile<16xi32>
    %op5 = offset %op, %c16_5 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot5 = store_ptr_tko weak %op5, %less_than_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_6 = constant <i32: 96> : tile<16xi32>
    %op6 = offset %op, %c16_6 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot6 = store_ptr_tko weak %op6, %less_than_or_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_7 = constant <i32: 112> : tile<16xi32>
    %op7 = offset %op, %c16_7 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot7 = store_ptr_tko weak %op7, %less_than_or_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_8 = constant <i32: 128> : tile<16xi32>
    %op8 = offset %op, %c16_8 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot8 = store_ptr_tko weak %op8, %greater_than_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_9 = constant <i32: 144> : tile<16xi32>
    %op9 = offset %op, %c16_9 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot9 = store_ptr_tko weak %op9, %greater_than_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_10 = constant <i32: 160> : tile<16xi32>
    %op10 = offset %op, %c16_10 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot10 = store_ptr_tko weak %op10, %greater_than_or_equal_ordered : tile<16xptr<i1>>, tile<16xi1> -> token
    %c16_11 = constant <i32: 176> : tile<16xi32>
    %op11 = offset %op, %c16_11 : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %ot11 = store_ptr_tko weak %op11, %greater_than_or_equal_unordered : tile<16xptr<i1>>, tile<16xi1> -> token
    return
  }

  entry @unary_f32(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %ap = offset %ab, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f32>> -> tile<16xf32>, token
    %absf = absf %x : tile<16xf32>
    %negf = negf %x : tile<16xf32>
    %floor = floor %x : tile<16xf32>
    %ceil = ceil %x : tile<16xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %op = offset %ob, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %absf : tile<16xptr<f32>>, tile<16xf32> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot1 = store_ptr_tko weak %op1, %negf : tile<16xptr<f32>>, tile<16xf32> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot2 = store_ptr_tko weak %op2, %floor : tile<16xptr<f32>>, tile<16xf32> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot3 = store_ptr_tko weak %op3, %ceil : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }

  entry @unary_f64(%a: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %ap = offset %ab, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f64>> -> tile<16xf64>, token
    %absf = absf %x : tile<16xf64>
    %negf = negf %x : tile<16xf64>
    %floor = floor %x : tile<16xf64>
    %ceil = ceil %x : tile<16xf64>
    %or = reshape %o : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ob = broadcast %or : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %op = offset %ob, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot0 = store_ptr_tko weak %op, %absf : tile<16xptr<f64>>, tile<16xf64> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot1 = store_ptr_tko weak %op1, %negf : tile<16xptr<f64>>, tile<16xf64> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot2 = store_ptr_tko weak %op2, %floor : tile<16xptr<f64>>, tile<16xf64> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot3 = store_ptr_tko weak %op3, %ceil : tile<16xptr<f64>>, tile<16xf64> -> token
    return
  }

  entry @unary_f16(%a: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %ap = offset %ab, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f16>> -> tile<16xf16>, token
    %absf = absf %x : tile<16xf16>
    %negf = negf %x : tile<16xf16>
    %floor = floor %x : tile<16xf16>
    %ceil = ceil %x : tile<16xf16>
    %or = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %or : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %op = offset %ob, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot0 = store_ptr_tko weak %op, %absf : tile<16xptr<f16>>, tile<16xf16> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot1 = store_ptr_tko weak %op1, %negf : tile<16xptr<f16>>, tile<16xf16> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot2 = store_ptr_tko weak %op2, %floor : tile<16xptr<f16>>, tile<16xf16> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot3 = store_ptr_tko weak %op3, %ceil : tile<16xptr<f16>>, tile<16xf16> -> token
    return
  }

  entry @unary_bf16(%a: tile<ptr<bf16>>, %o: tile<ptr<bf16>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %ap = offset %ab, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<bf16>> -> tile<16xbf16>, token
    %absf = absf %x : tile<16xbf16>
    %negf = negf %x : tile<16xbf16>
    %floor = floor %x : tile<16xbf16>
    %ceil = ceil %x : tile<16xbf16>
    %or = reshape %o : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ob = broadcast %or : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %op = offset %ob, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot0 = store_ptr_tko weak %op, %absf : tile<16xptr<bf16>>, tile<16xbf16> -> token
    %c16_1 = constant <i32: 16> : tile<16xi32>
    %op1 = offset %op, %c16_1 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot1 = store_ptr_tko weak %op1, %negf : tile<16xptr<bf16>>, tile<16xbf16> -> token
    %c16_2 = constant <i32: 32> : tile<16xi32>
    %op2 = offset %op, %c16_2 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot2 = store_ptr_tko weak %op2, %floor : tile<16xptr<bf16>>, tile<16xbf16> -> token
    %c16_3 = constant <i32: 48> : tile<16xi32>
    %op3 = offset %op, %c16_3 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot3 = store_ptr_tko weak %op3, %ceil : tile<16xptr<bf16>>, tile<16xbf16> -> token
    return
  }

  entry @remf_f32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %ap = offset %ab, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f32>> -> tile<16xf32>, token
    %br = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bb = broadcast %br : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %bp = offset %bb, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f32>> -> tile<16xf32>, token
    %r = remf %x, %y : tile<16xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %op = offset %ob, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %r : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }

  entry @remf_f64(%a: tile<ptr<f64>>, %b: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %ap = offset %ab, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f64>> -> tile<16xf64>, token
    %br = reshape %b : tile<ptr<f64>> -> tile<1xptr<f64>>
    %bb = broadcast %br : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %bp = offset %bb, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f64>> -> tile<16xf64>, token
    %r = remf %x, %y : tile<16xf64>
    %or = reshape %o : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ob = broadcast %or : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %op = offset %ob, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %ot0 = store_ptr_tko weak %op, %r : tile<16xptr<f64>>, tile<16xf64> -> token
    return
  }

  entry @remf_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %ap = offset %ab, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<f16>> -> tile<16xf16>, token
    %br = reshape %b : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bb = broadcast %br : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %bp = offset %bb, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<f16>> -> tile<16xf16>, token
    %r = remf %x, %y : tile<16xf16>
    %or = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %or : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %op = offset %ob, %i16 : tile<16xptr<f16>>, tile<16xi32> -> tile<16xptr<f16>>
    %ot0 = store_ptr_tko weak %op, %r : tile<16xptr<f16>>, tile<16xf16> -> token
    return
  }

  entry @remf_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %o: tile<ptr<bf16>>) {
    %i16 = iota : tile<16xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %ap = offset %ab, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<16xptr<bf16>> -> tile<16xbf16>, token
    %br = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bb = broadcast %br : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %bp = offset %bb, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %y, %yt = load_ptr_tko weak %bp : tile<16xptr<bf16>> -> tile<16xbf16>, token
    %r = remf %x, %y : tile<16xbf16>
    %or = reshape %o : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ob = broadcast %or : tile<1xptr<bf16>> -> tile<16xptr<bf16>>
    %op = offset %ob, %i16 : tile<16xptr<bf16>>, tile<16xi32> -> tile<16xptr<bf16>>
    %ot0 = store_ptr_tko weak %op, %r : tile<16xptr<bf16>>, tile<16xbf16> -> token
    return
  }
}
