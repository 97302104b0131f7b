// Math functions: sqrt in every rounding mode (exact), and rsqrt, exp, exp2,
// log, log2, sin, cos, tan, sinh, cosh, tanh, pow, atan2 on f32, f64, f16
// and bf16 (bf16 results are widened to f32 by ftof in the kernel, which is
// exact, before they are stored).
//
// math_T: 11 unary blocks (rsqrt, exp, exp2, log, log2, sin, cos, tan, sinh,
// cosh, tanh) over UA, then pow and atan2 over PA, PB; f32 adds exp and tanh
// rounding<approx>, rsqrt and exp2 flush_to_zero. atan2 %y, %x computes
// atan2(y, x): its first operand is the ordinate (PA), so atan2(1, 0) =
// pi/2, atan2(-0, -1) = -pi and the general pairs cover all four quadrants.
// Expected values are numpy's float64 functions of the decoded inputs, cast
// (bf16: rounded) to the result type, within a relative tolerance: 2^-22
// for f32, 2^-48 for f64, and about one ulp of the type for f16 (2^-10) and
// bf16 (2^-7), which are computed in f32 and rounded.
// The first 5 lanes of each unary block (+0, -0, +Inf, -Inf, NaN) and the
// first 16 pairs of pow and atan2 are special cases whose results are exact
// (or a correctly rounded constant such as pi) and are compared exactly,
// signed zeros included: exp(-inf) = 0, log(0) = log(-0) = -inf, log(-1) =
// NaN, rsqrt(-0) = -inf, sin(-0) = -0, tanh(+-inf) = +-1, pow(NaN, 0) =
// pow(1, NaN) = pow(-1, inf) = 1, pow(-0, -1) = -inf, atan2(+-inf, +-inf) =
// +-pi/4 or +-3pi/4, atan2(-1, inf) = -0, ...
//
// sqrt_T: nearest_even, zero, negative_inf, positive_inf (f32 adds approx,
// which TileKit computes correctly rounded, and flush_to_zero in
// nearest_even and positive_inf), expected from fpref.py's exact integer
// square root rounded once; sqrt(-0) = -0, sqrt(-1) = NaN. Hand-derived:
// sqrt(2) = 1.41421356..., and the f32 below it, 0x3FB504F3 =
// 1.41421353816..., is the nearest (0x3FB504F4 = 1.41421365738... is
// farther), so nearest_even, zero and negative_inf give 0x3FB504F3 and
// positive_inf 0x3FB504F4 (lane 7 of each block of 32).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/fpref.py \
// RUN:   --define "UA=[0.0, -0.0, 'inf', '-inf', 'nan', -100, -10, -3, 'ms', -140, -1, '-ms', -0.5, 'Fraction(-1, 10)', 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 'Fraction(314159, 100000)', 4, 5, 6.5, 7.25, 8, 10, 33, 100]" \
// RUN:   --define "PA=[0.0, -0.0, 0.0, -0.0, 1, -1, 'inf', '-inf', 'inf', '-inf', 'nan', 1, -1, 0.5, 2, '-inf', 2, -2, 0.5, 3, 10, 1.5, -0.5, 4, 7, -4, 100, -3, 2.5, 9, 1, -0.25]" \
// RUN:   --define "PB=[1, 1, -1, -1, 0.0, 0.0, 'inf', 'inf', '-inf', '-inf', 0.0, 'nan', 'inf', 'inf', '-inf', 3, 3, 3, -2, 0.5, -1, 2.5, 3, -0.5, 1.5, -2, 0.5, -1, -2, 0.5, -7, -0.125]" \
// RUN:   --define "SQ=[0.0, -0.0, 'inf', '-inf', 'nan', -1, 1, 2, 3, 4, 0.5, 'ms', '2*ms', 'mn', 'mx', '-ms', 5, 10, 'Fraction(1, 10)', '1+u', '1-u/2', 2.25, 6.25, 7, '3*ms', 'Fraction(1, 1000)', 100, 1000, 'Fraction(12346, 3)', 'Fraction(3, 10)', 'Fraction(2, 3)', '2-u']" \
// RUN:   make %t/u-f32.npy f32 "exact('f32', UA)" make %t/p-f32.npy f32 "exact('f32', PA)" make %t/q-f32.npy f32 "exact('f32', PB)" make %t/s-f32.npy f32 "exact('f32', SQ)" \
// RUN:   make %t/u-f64.npy f64 "exact('f64', UA)" make %t/p-f64.npy f64 "exact('f64', PA)" make %t/q-f64.npy f64 "exact('f64', PB)" make %t/s-f64.npy f64 "exact('f64', SQ)" \
// RUN:   make %t/u-f16.npy f16 "exact('f16', UA)" make %t/p-f16.npy f16 "exact('f16', PA)" make %t/q-f16.npy f16 "exact('f16', PB)" make %t/s-f16.npy f16 "exact('f16', SQ)" \
// RUN:   make %t/u-bf16.npy bf16 "exact('bf16', UA)" make %t/p-bf16.npy bf16 "exact('bf16', PA)" make %t/q-bf16.npy bf16 "exact('bf16', PB)" make %t/s-bf16.npy bf16 "exact('bf16', SQ)"
// RUN: tile-run %s --entry math_f32 %t/u-f32.npy %t/p-f32.npy %t/q-f32.npy zeros:544 -o %t/m-f32
// RUN: tile-run %s --entry sqrt_f32 %t/s-f32.npy zeros:224 -o %t/s-f32
// RUN: tile-run %s --entry math_f64 %t/u-f64.npy %t/p-f64.npy %t/q-f64.npy zeros:416 -o %t/m-f64
// RUN: tile-run %s --entry sqrt_f64 %t/s-f64.npy zeros:128 -o %t/s-f64
// RUN: tile-run %s --entry math_f16 %t/u-f16.npy %t/p-f16.npy %t/q-f16.npy zeros:416 -o %t/m-f16
// RUN: tile-run %s --entry sqrt_f16 %t/s-f16.npy zeros:128 -o %t/s-f16
// RUN: tile-run %s --entry math_bf16 %t/u-bf16.npy %t/p-bf16.npy %t/q-bf16.npy zeros:416 -o %t/m-bf16
// RUN: tile-run %s --entry sqrt_bf16 %t/s-bf16.npy zeros:128 -o %t/s-bf16
// RUN: %python %testlib/fpref.py \
// RUN:   --define "X=lambda a, f: np.array(dec(a, f))" \
// RUN:   --define "UN=[lambda v: 1 / np.sqrt(v), np.exp, np.exp2, np.log, np.log2, np.sin, np.cos, np.tan, np.sinh, np.cosh, np.tanh]" \
// RUN:   --define "FTZ=lambda v: np.where((np.abs(v) < 2.0**-126) & (v != 0), np.copysign(0.0, v), v)" \
// RUN:   --define "WANT=lambda f, u, p, q: [w for fn in UN for w in fn(X(u, f))] + list(np.power(X(p, f), X(q, f))) + list(np.arctan2(X(p, f), X(q, f))) + ([w for fn in (np.exp, np.tanh) for w in fn(X(u, f))] + list(FTZ(1 / np.sqrt(FTZ(X(u, f))))) + list(FTZ(np.exp2(FTZ(X(u, f))))) if f == 'f32' else [])" \
// RUN:   --define "BF=lambda w: dec(conv(np.array(w, np.float32), 'f32', 'bf16'), 'bf16')" \
// RUN:   --define "EXACT=lambda w, f: [v if i % 32 < (16 if i // 32 in (11, 12) else 5) else None for i, v in enumerate(BF(w) if f == 'bf16' else w)]" \
// RUN:   --define "TOL={'f32': 2**-22, 'f64': 2**-48, 'f16': 2**-10, 'bf16': 2**-7}" \
// RUN:   --let u=%t/u-f32.npy --let p=%t/p-f32.npy --let q=%t/q-f32.npy --let s=%t/s-f32.npy \
// RUN:   near %t/m-f32/arg3.npy "WANT('f32', u, p, q)" "TOL['f32']" near %t/m-f32/arg3.npy "EXACT(WANT('f32', u, p, q), 'f32')" 0 \
// RUN:   check f32 %t/s-f32/arg1.npy "table('f32', ['sqrt'], s, None) + arith('sqrt', 'f32', 'rn', s) + arith('sqrt', 'f32', 'rn', s, ftz=True) + arith('sqrt', 'f32', 'ru', s, ftz=True)" \
// RUN:   --let u=%t/u-f64.npy --let p=%t/p-f64.npy --let q=%t/q-f64.npy --let s=%t/s-f64.npy \
// RUN:   near %t/m-f64/arg3.npy "WANT('f64', u, p, q)" "TOL['f64']" near %t/m-f64/arg3.npy "EXACT(WANT('f64', u, p, q), 'f64')" 0 \
// RUN:   check f64 %t/s-f64/arg1.npy "table('f64', ['sqrt'], s, None)" \
// RUN:   --let u=%t/u-f16.npy --let p=%t/p-f16.npy --let q=%t/q-f16.npy --let s=%t/s-f16.npy \
// RUN:   near %t/m-f16/arg3.npy "WANT('f16', u, p, q)" "TOL['f16']" near %t/m-f16/arg3.npy "EXACT(WANT('f16', u, p, q), 'f16')" 0 \
// RUN:   check f16 %t/s-f16/arg1.npy "table('f16', ['sqrt'], s, None)" \
// RUN:   --let u=%t/u-bf16.npy --let p=%t/p-bf16.npy --let q=%t/q-bf16.npy --let s=%t/s-bf16.npy \
// RUN:   near %t/m-bf16/arg3.npy "BF(WANT('bf16', u, p, q))" "TOL['bf16']" near %t/m-bf16/arg3.npy "EXACT(WANT('bf16', u, p, q), 'bf16')" 0 \
// RUN:   check bf16 %t/s-bf16/arg1.npy "table('bf16', ['sqrt'], s, None)" \
// RUN:   checkbits %t/s-f32/arg1.npy@7:8 "[0x3FB504F3]" checkbits %t/s-f32/arg1.npy@39:40 "[0x3FB504F3]" \
// RUN:   checkbits %t/s-f32/arg1.npy@71:72 "[0x3FB504F3]" checkbits %t/s-f32/arg1.npy@103:104 "[0x3FB504F4]" \
// RUN:   checkbits %t/s-f32/arg1.npy@1:2 "[0x80000000]" checkbits %t/s-f32/arg1.npy@65:66 "[0x80000000]"

cuda_tile.module @m {
  entry @math_f32(%u: tile<ptr<f32>>, %p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %i32 = iota : tile<32xi32>
    %ur = reshape %u : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ub = broadcast %ur : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %up = offset %ub, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %x, %xt = load_ptr_tko weak %up : tile<32xptr<f32>> -> tile<32xf32>, token
    %pr = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %pp = offset %pb, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %y, %yt = load_ptr_tko weak %pp : tile<32xptr<f32>> -> tile<32xf32>, token
    %qr = reshape %q : tile<ptr<f32>> -> tile<1xptr<f32>>
    %qb = broadcast %qr : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %qp = offset %qb, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %z, %zt = load_ptr_tko weak %qp : tile<32xptr<f32>> -> tile<32xf32>, token
    %rsqrt = rsqrt %x : tile<32xf32>
    %exp = exp %x : tile<32xf32>
    %exp2 = exp2 %x : tile<32xf32>
    %log = log %x : tile<32xf32>
    %log2 = log2 %x : tile<32xf32>
    %sin = sin %x : tile<32xf32>
    %cos = cos %x : tile<32xf32>
    %tan = tan %x : tile<32xf32>
    %sinh = sinh %x : tile<32xf32>
    %cosh = cosh %x : tile<32xf32>
    %tanh = tanh %x : tile<32xf32>
    %pow = pow %y, %z : tile<32xf32>
    %atan2 = atan2 %y, %z : tile<32xf32>
    %expa = exp %x rounding<approx> : tile<32xf32>
    %tanha = tanh %x rounding<approx> : tile<32xf32>
    %rsqrtz = rsqrt %x flush_to_zero : tile<32xf32>
    %exp2z = exp2 %x flush_to_zero : tile<32xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %op = offset %ob, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %rsqrt : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot1 = store_ptr_tko weak %op1, %exp : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot2 = store_ptr_tko weak %op2, %exp2 : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot3 = store_ptr_tko weak %op3, %log : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot4 = store_ptr_tko weak %op4, %log2 : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot5 = store_ptr_tko weak %op5, %sin : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot6 = store_ptr_tko weak %op6, %cos : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot7 = store_ptr_tko weak %op7, %tan : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot8 = store_ptr_tko weak %op8, %sinh : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot9 = store_ptr_tko weak %op9, %cosh : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot10 = store_ptr_tko weak %op10, %tanh : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot11 = store_ptr_tko weak %op11, %pow : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot12 = store_ptr_tko weak %op12, %atan2 : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_13 = constant <i32: 416> : tile<32xi32>
    %op13 = offset %op, %c32_13 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot13 = store_ptr_tko weak %op13, %expa : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_14 = constant <i32: 448> : tile<32xi32>
    %op14 = offset %op, %c32_14 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot14 = store_ptr_tko weak %op14, %tanha : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_15 = constant <i32: 480> : tile<32xi32>
    %op15 = offset %op, %c32_15 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot15 = store_ptr_tko weak %op15, %rsqrtz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_16 = constant <i32: 512> : tile<32xi32>
    %op16 = offset %op, %c32_16 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot16 = store_ptr_tko weak %op16, %exp2z : tile<32xptr<f32>>, tile<32xf32> -> token
    return
  }

  entry @math_f64(%u: tile<ptr<f64>>, %p: tile<ptr<f64>>, %q: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %i32 = iota : tile<32xi32>
    %ur = reshape %u : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ub = broadcast %ur : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %up = offset %ub, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %x, %xt = load_ptr_tko weak %up : tile<32xptr<f64>> -> tile<32xf64>, token
    %pr = reshape %p : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pb = broadcast %pr : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %pp = offset %pb, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %y, %yt = load_ptr_tko weak %pp : tile<32xptr<f64>> -> tile<32xf64>, token
    %qr = reshape %q : tile<ptr<f64>> -> tile<1xptr<f64>>
    %qb = broadcast %qr : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %qp = offset %qb, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %z, %zt = load_ptr_tko weak %qp : tile<32xptr<f64>> -> tile<32xf64>, token
    %rsqrt = rsqrt %x : tile<32xf64>
    %exp = exp %x : tile<32xf64>
    %exp2 = exp2 %x : tile<32xf64>
    %log = log %x : tile<32xf64>
    %log2 = log2 %x : tile<32xf64>
    %sin = sin %x : tile<32xf64>
    %cos = cos %x : tile<32xf64>
    %tan = tan %x : tile<32xf64>
    %sinh = sinh %x : tile<32xf64>
    %cosh = cosh %x : tile<32xf64>
    %tanh = tanh %x : tile<32xf64>
    %pow = pow %y, %z : tile<32xf64>
    %atan2 = atan2 %y, %z : tile<32xf64>
    %or = reshape %o : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ob = broadcast %or : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %op = offset %ob, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot0 = store_ptr_tko weak %op, %rsqrt : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot1 = store_ptr_tko weak %op1, %exp : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot2 = store_ptr_tko weak %op2, %exp2 : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot3 = store_ptr_tko weak %op3, %log : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot4 = store_ptr_tko weak %op4, %log2 : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot5 = store_ptr_tko weak %op5, %sin : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot6 = store_ptr_tko weak %op6, %cos : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot7 = store_ptr_tko weak %op7, %tan : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot8 = store_ptr_tko weak %op8, %sinh : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot9 = store_ptr_tko weak %op9, %cosh : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot10 = store_ptr_tko weak %op10, %tanh : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot11 = store_ptr_tko weak %op11, %pow : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot12 = store_ptr_tko weak %op12, %atan2 : tile<32xptr<f64>>, tile<32xf64> -> token
    return
  }

  entry @math_f16(%u: tile<ptr<f16>>, %p: tile<ptr<f16>>, %q: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %i32 = iota : tile<32xi32>
    %ur = reshape %u : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ub = broadcast %ur : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %up = offset %ub, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %x, %xt = load_ptr_tko weak %up : tile<32xptr<f16>> -> tile<32xf16>, token
    %pr = reshape %p : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pb = broadcast %pr : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %pp = offset %pb, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %y, %yt = load_ptr_tko weak %pp : tile<32xptr<f16>> -> tile<32xf16>, token
    %qr = reshape %q : tile<ptr<f16>> -> tile<1xptr<f16>>
    %qb = broadcast %qr : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %qp = offset %qb, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %z, %zt = load_ptr_tko weak %qp : tile<32xptr<f16>> -> tile<32xf16>, token
    %rsqrt = rsqrt %x : tile<32xf16>
    %exp = exp %x : tile<32xf16>
    %exp2 = exp2 %x : tile<32xf16>
    %log = log %x : tile<32xf16>
    %log2 = log2 %x : tile<32xf16>
    %sin = sin %x : tile<32xf16>
    %cos = cos %x : tile<32xf16>
    %tan = tan %x : tile<32xf16>
    %sinh = sinh %x : tile<32xf16>
    %cosh = cosh %x : tile<32xf16>
    %tanh = tanh %x : tile<32xf16>
    %pow = pow %y, %z : tile<32xf16>
    %atan2 = atan2 %y, %z : tile<32xf16>
    %or = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %or : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %op = offset %ob, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot0 = store_ptr_tko weak %op, %rsqrt : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot1 = store_ptr_tko weak %op1, %exp : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot2 = store_ptr_tko weak %op2, %exp2 : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot3 = store_ptr_tko weak %op3, %log : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot4 = store_ptr_tko weak %op4, %log2 : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot5 = store_ptr_tko weak %op5, %sin : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot6 = store_ptr_tko weak %op6, %cos : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot7 = store_ptr_tko weak %op7, %tan : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot8 = store_ptr_tko weak %op8, %sinh : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot9 = store_ptr_tko weak %op9, %cosh : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot10 = store_ptr_tko weak %op10, %tanh : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot11 = store_ptr_tko weak %op11, %pow : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot12 = store_ptr_tko weak %op12, %atan2 : tile<32xptr<f16>>, tile<32xf16> -> token
    return
  }

  entry @math_bf16(%u: tile<ptr<bf16>>, %p: tile<ptr<bf16>>, %q: tile<ptr<bf16>>, %o: tile<ptr<f32>>) {
    %i32 = iota : tile<32xi32>
    %ur = reshape %u : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ub = broadcast %ur : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %up = offset %ub, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %x, %xt = load_ptr_tko weak %up : tile<32xptr<bf16>> -> tile<32xbf16>, token
    %pr = reshape %p : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %pb = broadcast %pr : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %pp = offset %pb, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %y, %yt = load_ptr_tko weak %pp : tile<32xptr<bf16>> -> tile<32xbf16>, token
    %qr = reshape %q : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %qb = broadcast %qr : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %qp = offset %qb, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %z, %zt = load_ptr_tko weak %qp : tile<32xptr<bf16>> -> tile<32xbf16>, token
    %rsqrt = rsqrt %x : tile<32xbf16>
    %exp = exp %x : tile<32xbf16>
    %exp2 = exp2 %x : tile<32xbf16>
    %log = log %x : tile<32xbf16>
    %log2 = log2 %x : tile<32xbf16>
    %sin = sin %x : tile<32xbf16>
    %cos = cos %x : tile<32xbf16>
    %tan = tan %x : tile<32xbf16>
    %sinh = sinh %x : tile<32xbf16>
    %cosh = cosh %x : tile<32xbf16>
    %tanh = tanh %x : tile<32xbf16>
    %pow = pow %y, %z : tile<32xbf16>
    %atan2 = atan2 %y, %z : tile<32xbf16>
    %rsqrtw = ftof %rsqrt : tile<32xbf16> -> tile<32xf32>
    %expw = ftof %exp : tile<32xbf16> -> tile<32xf32>
    %exp2w = ftof %exp2 : tile<32xbf16> -> tile<32xf32>
    %logw = ftof %log : tile<32xbf16> -> tile<32xf32>
    %log2w = ftof %log2 : tile<32xbf16> -> tile<32xf32>
    %sinw = ftof %sin : tile<32xbf16> -> tile<32xf32>
    %cosw = ftof %cos : tile<32xbf16> -> tile<32xf32>
    %tanw = ftof %tan : tile<32xbf16> -> tile<32xf32>
    %sinhw = ftof %sinh : tile<32xbf16> -> tile<32xf32>
    %coshw = ftof %cosh : tile<32xbf16> -> tile<32xf32>
    %tanhw = ftof %tanh : tile<32xbf16> -> tile<32xf32>
    %poww = ftof %pow : tile<32xbf16> -> tile<32xf32>
    %atan2w = ftof %atan2 : tile<32xbf16> -> tile<32xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %op = offset %ob, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %rsqrtw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot1 = store_ptr_tko weak %op1, %expw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot2 = store_ptr_tko weak %op2, %exp2w : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot3 = store_ptr_tko weak %op3, %logw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot4 = store_ptr_tko weak %op4, %log2w : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot5 = store_ptr_tko weak %op5, %sinw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot6 = store_ptr_tko weak %op6, %cosw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_7 = constant <i32: 224> : tile<32xi32>
    %op7 = offset %op, %c32_7 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot7 = store_ptr_tko weak %op7, %tanw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_8 = constant <i32: 256> : tile<32xi32>
    %op8 = offset %op, %c32_8 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot8 = store_ptr_tko weak %op8, %sinhw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_9 = constant <i32: 288> : tile<32xi32>
    %op9 = offset %op, %c32_9 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot9 = store_ptr_tko weak %op9, %coshw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_10 = constant <i32: 320> : tile<32xi32>
    %op10 = offset %op, %c32_10 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot10 = store_ptr_tko weak %op10, %tanhw : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_11 = constant <i32: 352> : tile<32xi32>
    %op11 = offset %op, %c32_11 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot11 = store_ptr_tko weak %op11, %poww : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_12 = constant <i32: 384> : tile<32xi32>
    %op12 = offset %op, %c32_12 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot12 = store_ptr_tko weak %op12, %atan2w : tile<32xptr<f32>>, tile<32xf32> -> token
    return
  }

  entry @sqrt_f32(%a: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ab = broadcast %ar : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %ap = offset %ab, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<f32>> -> tile<32xf32>, token
    %sqrt_rn = sqrt %x : tile<32xf32>
    %sqrt_rz = sqrt %x rounding<zero> : tile<32xf32>
    %sqrt_rd = sqrt %x rounding<negative_inf> : tile<32xf32>
    %sqrt_ru = sqrt %x rounding<positive_inf> : tile<32xf32>
    %sqrt_approx = sqrt %x rounding<approx> : tile<32xf32>
    %sqrt_ftz = sqrt %x flush_to_zero : tile<32xf32>
    %sqrt_ru_ftz = sqrt %x rounding<positive_inf> flush_to_zero : tile<32xf32>
    %or = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %or : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %op = offset %ob, %i32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot0 = store_ptr_tko weak %op, %sqrt_rn : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot1 = store_ptr_tko weak %op1, %sqrt_rz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot2 = store_ptr_tko weak %op2, %sqrt_rd : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot3 = store_ptr_tko weak %op3, %sqrt_ru : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_4 = constant <i32: 128> : tile<32xi32>
    %op4 = offset %op, %c32_4 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot4 = store_ptr_tko weak %op4, %sqrt_approx : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_5 = constant <i32: 160> : tile<32xi32>
    %op5 = offset %op, %c32_5 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot5 = store_ptr_tko weak %op5, %sqrt_ftz : tile<32xptr<f32>>, tile<32xf32> -> token
    %c32_6 = constant <i32: 192> : tile<32xi32>
    %op6 = offset %op, %c32_6 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %ot6 = store_ptr_tko weak %op6, %sqrt_ru_ftz : tile<32xptr<f32>>, tile<32xf32> -> token
    return
  }

  entry @sqrt_f64(%a: tile<ptr<f64>>, %o: tile<ptr<f64>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ab = broadcast %ar : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %ap = offset %ab, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<f64>> -> tile<32xf64>, token
    %sqrt_rn = sqrt %x : tile<32xf64>
    %sqrt_rz = sqrt %x rounding<zero> : tile<32xf64>
    %sqrt_rd = sqrt %x rounding<negative_inf> : tile<32xf64>
    %sqrt_ru = sqrt %x rounding<positive_inf> : tile<32xf64>
    %or = reshape %o : tile<ptr<f64>> -> tile<1xptr<f64>>
    %ob = broadcast %or : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %op = offset %ob, %i32 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot0 = store_ptr_tko weak %op, %sqrt_rn : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot1 = store_ptr_tko weak %op1, %sqrt_rz : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot2 = store_ptr_tko weak %op2, %sqrt_rd : tile<32xptr<f64>>, tile<32xf64> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %ot3 = store_ptr_tko weak %op3, %sqrt_ru : tile<32xptr<f64>>, tile<32xf64> -> token
    return
  }

  entry @sqrt_f16(%a: tile<ptr<f16>>, %o: tile<ptr<f16>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ab = broadcast %ar : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %ap = offset %ab, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<f16>> -> tile<32xf16>, token
    %sqrt_rn = sqrt %x : tile<32xf16>
    %sqrt_rz = sqrt %x rounding<zero> : tile<32xf16>
    %sqrt_rd = sqrt %x rounding<negative_inf> : tile<32xf16>
    %sqrt_ru = sqrt %x rounding<positive_inf> : tile<32xf16>
    %or = reshape %o : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ob = broadcast %or : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %op = offset %ob, %i32 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot0 = store_ptr_tko weak %op, %sqrt_rn : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot1 = store_ptr_tko weak %op1, %sqrt_rz : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot2 = store_ptr_tko weak %op2, %sqrt_rd : tile<32xptr<f16>>, tile<32xf16> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %ot3 = store_ptr_tko weak %op3, %sqrt_ru : tile<32xptr<f16>>, tile<32xf16> -> token
    return
  }

  entry @sqrt_bf16(%a: tile<ptr<bf16>>, %o: tile<ptr<bf16>>) {
    %i32 = iota : tile<32xi32>
    %ar = reshape %a : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ab = broadcast %ar : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %ap = offset %ab, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %x, %xt = load_ptr_tko weak %ap : tile<32xptr<bf16>> -> tile<32xbf16>, token
    %sqrt_rn = sqrt %x : tile<32xbf16>
    %sqrt_rz = sqrt %x rounding<zero> : tile<32xbf16>
    %sqrt_rd = sqrt %x rounding<negative_inf> : tile<32xbf16>
    %sqrt_ru = sqrt %x rounding<positive_inf> : tile<32xbf16>
    %or = reshape %o : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %ob = broadcast %or : tile<1xptr<bf16>> -> tile<32xptr<bf16>>
    %op = offset %ob, %i32 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot0 = store_ptr_tko weak %op, %sqrt_rn : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_1 = constant <i32: 32> : tile<32xi32>
    %op1 = offset %op, %c32_1 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot1 = store_ptr_tko weak %op1, %sqrt_rz : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_2 = constant <i32: 64> : tile<32xi32>
    %op2 = offset %op, %c32_2 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot2 = store_ptr_tko weak %op2, %sqrt_rd : tile<32xptr<bf16>>, tile<32xbf16> -> token
    %c32_3 = constant <i32: 96> : tile<32xi32>
    %op3 = offset %op, %c32_3 : tile<32xptr<bf16>>, tile<32xi32> -> tile<32xptr<bf16>>
    %ot3 = store_ptr_tko weak %op3, %sqrt_ru : tile<32xptr<bf16>>, tile<32xbf16> -> token
    return
  }
}
