// Execution of the Tile IR 13.4 additions: insert, fpowi (IEEE pown special
// cases, correctly rounded results checked against exact rationals), the
// gdc ops and memory_fence_alias_tko (token ordering only), ftoi
// saturating, ftof nearest_away, return inside loop, the inbounds promise
// under --check, and every f8E5M3FNU conversion (exhaustive tables).
//
// RUN: rm -rf %t && mkdir -p %t

// insert: a 2x4 block of 9s into a 4x8 destination at block (1, 1), i.e.
// rows 2-3, columns 4-7.
// RUN: tile-run %s --entry insert 1 1 zeros:32 -o %t/ins
// RUN: %python %testlib/npytool.py expect %t/ins/arg2.npy \
// RUN:   "np.where((np.arange(32).reshape(4, 8) // 8 >= 2) & (np.arange(32).reshape(4, 8) % 8 >= 4), 9.0, np.arange(32.0).reshape(4, 8)).ravel()"
// An out-of-range block index is undefined behaviour that --check reports.
// RUN: not tile-run %s --check --entry insert 2 0 zeros:32 2>&1 | FileCheck %s --check-prefix=INSERT
// INSERT: error: 'cuda_tile.insert' --check: index 2 of dimension 0 is outside [0, 2)

// fpowi, f32 and f64: pown special cases and exactly rounded finite values
// (the reference rounds the exact rational power of the constant, as the
// parser rounded it, once).
// RUN: tile-run %s --entry powi zeros:16 zeros:16 zeros:8 -o %t/pw
// RUN: %python %testlib/fpref.py \
// RUN:   --define "P=lambda f, s: Fraction(dec([bits(f, Fraction(s))], f)[0])" \
// RUN:   check f32 %t/pw/arg0.npy \
// RUN:   "[bits('f32', x) for x in [1.0, 1.0, 1.0, 1.0, float('nan'), float('inf'), float('-inf'), -0.0]] + rn('f32', [P('f32', '1.1')**30, P('f32', '-1.5')**-7, P('f32', '0.333333343')**5, Fraction(1, 2)**127, -8]) + [bits('f32', x) for x in [float('inf'), 0.0, 0.0]]" \
// RUN:   check f64 %t/pw/arg1.npy \
// RUN:   "rn('f64', [P('f64', s)**n for s, n in [('1.1', 30), ('-1.5', -7), ('0.33333333333333331', 5), ('1.4', -600), ('10', 22), ('0.1', 300), ('0.999', 20000), ('1.001', -20000), ('1.25', 3000), ('-0.33333333333333331', 3), ('0.5', 1074), ('2', 1023), ('3', -7), ('-2', -1073), ('10', -323), ('17', 250)]])" \
// RUN:   check f16 %t/pw/arg2.npy@0:4 \
// RUN:   "conv(rn('f32', [P('f16', s)**n for s, n in [('1.1', 30), ('-1.5', -7), ('0.333', 5), ('3', 20)]]), 'f32', 'f16')" \
// RUN:   check bf16 %t/pw/arg2.npy@4:8 \
// RUN:   "conv(rn('f32', [P('bf16', s)**n for s, n in [('1.1', 30), ('-1.5', -7), ('0.333', 5), ('3', 20)]]), 'f32', 'bf16')"

// ftoi saturating: clamps, NaN gives 0, and --check has nothing to report.
// RUN: tile-run %s --check --entry sat zeros:8 zeros:8 -o %t/sat
// RUN: %python %testlib/npytool.py expect %t/sat/arg0.npy "[2147483647, -2147483648, 0, 2147483647, -2147483648, 1, -1, 0]"
// RUN: %python %testlib/npytool.py expect %t/sat/arg1.npy "[255, 0, 0, 255, 0, 1, 0, 0]"

// ftof nearest_away: ties go away from zero (f32 -> tf32 keeps 10 mantissa
// bits); f64 -> f32 in zero and positive_inf.
// RUN: tile-run %s --entry away zeros:4 zeros:4 zeros:2 zeros:2 -o %t/aw
// RUN: %python %testlib/npytool.py expect %t/aw/arg0.npy "np.array([1 + 2**-10, -(1 + 2**-10), 1 + 2**-9, 1.0], np.float32).view(np.uint32)"
// RUN: %python %testlib/npytool.py expect %t/aw/arg1.npy "np.array([1.0, -1.0, 1 + 2**-9, 1.0], np.float32).view(np.uint32)"
// RUN: %python %testlib/fpref.py check f32 %t/aw/arg2.npy "[bits('f32', Fraction(1, 10), 'zero'), bits('f32', Fraction(-1, 10), 'zero')]"
// RUN: %python %testlib/fpref.py check f32 %t/aw/arg3.npy "[bits('f32', Fraction(1, 10), 'positive_inf'), bits('f32', Fraction(-1, 10), 'positive_inf')]"

// gdc ops and the alias fence only order through their tokens.
// RUN: tile-run %s --entry tokens zeros:2 -o %t/tk
// RUN: %python %testlib/npytool.py expect %t/tk/arg0.npy "[1, 2]"

// return inside loop leaves the kernel: the loop stores i = 0, 1, 2, 3 and
// returns; the store after the loop does not run.
// RUN: tile-run %s --entry early zeros:8 -o %t/er
// RUN: %python %testlib/npytool.py expect %t/er/arg0.npy "[0, 1, 2, 3, 0, 0, 0, 0]"

// inbounds: a broken promise is undefined behaviour that --check reports;
// without --check the edge tile is padded as usual, and a kept promise
// changes nothing.
// RUN: not tile-run %s --check --entry inb 1 zeros:8 2>&1 | FileCheck %s --check-prefix=INB
// INB: error: 'cuda_tile.load_view_tko' --check: 'inbounds' promises that tile dimension 0 stays inside the tensor, but the tile at index 1 covers [4, 8) of [0, 6)
// RUN: tile-run %s --entry inb 1 zeros:8 -o %t/inb
// RUN: %python %testlib/npytool.py expect %t/inb/arg1.npy "[4, 5, 0, 0, 0, 0, 0, 0]"
// RUN: tile-run %s --check --entry inb 0 zeros:8 -o %t/inb0
// RUN: %python %testlib/npytool.py expect %t/inb0/arg1.npy "[0, 1, 2, 3, 0, 0, 0, 0]"
// RUN: not tile-run %s --check --entry inb_store 1 zeros:6 2>&1 | FileCheck %s --check-prefix=INBS
// INBS: error: 'cuda_tile.store_view_tko' --check: 'inbounds' promises

// RUN: tile-run %s --entry scaled zeros:128 -o %t/mm
// RUN: %python %testlib/npytool.py expect %t/mm/arg0.npy "[256.0] * 128"

// f8E5M3FNU: all 256 encodings to f32 (e = b >> 3, m = b & 7; subnormals
// m * 2^-17, normals (1 + m/8) * 2^(e-15), 0xFF NaN); and back, which must
// give every non-NaN encoding again.
// RUN: %python %testlib/npytool.py make %t/all.npy uint8 "np.arange(256)"
// RUN: tile-run %s --entry e5m3_to_f32 %t/all.npy zeros:256 zeros:256 -o %t/e5
// RUN: %python %testlib/npytool.py expect %t/e5/arg1.npy \
// RUN:   "np.where(np.arange(256) == 255, np.nan, np.where(np.arange(256) >> 3 == 0, (np.arange(256) & 7) * 2.0**-17, (1 + (np.arange(256) & 7) / 8.0) * 2.0**((np.arange(256) >> 3) - 15.0))).astype(np.float32)"
// RUN: %python %testlib/npytool.py expect %t/e5/arg2.npy "np.arange(256)"
// f32 -> f8E5M3FNU in nearest_even: every value, every midpoint between
// neighbours (ties to the even encoding), just above and below each
// midpoint; beyond the largest value 114688 saturates; negative values and
// NaN give NaN (0xFF); -0 gives 0.
// RUN: %python %testlib/npytool.py make %t/vals.npy float32 "(lambda v: np.concatenate([v, (v[:-1] + v[1:]) / 2, np.nextafter(np.float32((v[:-1] + v[1:]) / 2), np.float32(np.inf)), np.nextafter(np.float32((v[:-1] + v[1:]) / 2), np.float32(0)), [2e5, np.inf, -1.0, -2**-20, np.nan, -0.0, 2**-19]]))(np.where(np.arange(255) >> 3 == 0, (np.arange(255) & 7) * 2.0**-17, (1 + (np.arange(255) & 7) / 8.0) * 2.0**((np.arange(255) >> 3) - 15.0)))"
// RUN: tile-run %s --entry f32_to_e5m3 %t/vals.npy zeros:1024 -o %t/to
// RUN: %python %testlib/npytool.py --arg %t/vals.npy expect %t/to/arg1.npy \
// RUN:   "(lambda x, v: np.array([255 if (np.isnan(t) or t < 0 and t != 0) else 254 if t > v[-1] else int(np.argmin(np.abs(v - t))) if np.sum(np.abs(v - t) == np.min(np.abs(v - t))) == 1 else int(np.flatnonzero(np.abs(v - t) == np.min(np.abs(v - t)))[0] + (np.flatnonzero(np.abs(v - t) == np.min(np.abs(v - t)))[0] % 2)) for t in x] + [0] * (1024 - len(x))))(a0.astype(np.float64), np.where(np.arange(255) >> 3 == 0, (np.arange(255) & 7) * 2.0**-17, (1 + (np.arange(255) & 7) / 8.0) * 2.0**((np.arange(255) >> 3) - 15.0)))"

cuda_tile.module @m {
  // mmaf_scaled with f8E5M3FNU scales (0x78 = 1.0, 0x80 = 2.0): every
  // element of 1.0 x 2.0 summed over K = 64 with scales 1 and 2 is 256.
  entry @scaled(%o: tile<ptr<f32>>) {
    %a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %b = constant <f4E2M1FN: 2.0> : tile<64x8xf4E2M1FN>
    %i0 = constant <i8: 0x78> : tile<16x4xi8>
    %i1 = constant <i8: 0x80> : tile<4x8xi8>
    %s = bitcast %i0 : tile<16x4xi8> -> tile<16x4xf8E5M3FNU>
    %t = bitcast %i1 : tile<4x8xi8> -> tile<4x8xf8E5M3FNU>
    %acc = constant <f32: 0.0> : tile<16x8xf32>
    %r = mmaf_scaled %a, %b, %acc, %s, %t : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x4xf8E5M3FNU>, tile<4x8xf8E5M3FNU>
    %tv = make_tensor_view %o, shape = [16, 8], strides = [8, 1] : tensor_view<16x8xf32, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x8), tensor_view<16x8xf32, strides=[8,1]>>
    %z = constant <i32: 0> : tile<i32>
    %tok = store_view_tko weak %r, %pv[%z, %z] : tile<16x8xf32>, partition_view<tile=(16x8), tensor_view<16x8xf32, strides=[8,1]>>, tile<i32> -> token
  }

  entry @insert(%bi: tile<i32>, %bj: tile<i32>, %out: tile<ptr<f32>>) {
    %iota = iota : tile<32xi32>
    %f = itof %iota signed : tile<32xi32> -> tile<32xf32>
    %d = reshape %f : tile<32xf32> -> tile<4x8xf32>
    %s = constant <f32: 9.0> : tile<2x4xf32>
    %r = insert %s into %d[%bi, %bj] : tile<2x4xf32> -> tile<4x8xf32>
    %tv = make_tensor_view %out, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf32, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>
    %z = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %r, %pv[%z, %z] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>, tile<i32> -> token
  }

  entry @powi(%o32: tile<ptr<f32>>, %o64: tile<ptr<f64>>, %o16: tile<ptr<f16>>) {
    // pown: x^0 = 1 for x = 0, inf, NaN, 1; NaN^1; (+-0)^-1; (-0)^-1;
    // (-inf)^-1 = -0.
    %sx = constant <f32: [0.0, 0x7F800000, 0x7FC00000, 1.0, 0x7FC00000, 0.0, 0x80000000, 0xFF800000]> : tile<8xf32>
    %sn = constant <i32: [0, 0, 0, 0, 1, -1, -1, -1]> : tile<8xi32>
    %sp = fpowi %sx, %sn : tile<8xf32>, tile<8xi32>
    // 1.1^30, (-1.5)^-7, (1/3)^5 from f32 bases (as rounded), 2^-127
    // (subnormal), (-2)^3 from an i8 exponent; overflow, underflow, and
    // (-inf)^-2 = +0.
    %fx = constant <f32: [1.1, -1.5, 0.333333343, 0.5, -2.0, 3.0e20, 3.0e-20, 0xFF800000]> : tile<8xf32>
    %fn = constant <i8: [30, -7, 5, 127, 3, 2, 3, -2]> : tile<8xi8>
    %fp = fpowi %fx, %fn : tile<8xf32>, tile<8xi8>
    %v32 = cat %sp, %fp dim = 0 : tile<8xf32>, tile<8xf32> -> tile<16xf32>
    %p32 = reshape %o32 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b32 = broadcast %p32 : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %i16 = iota : tile<16xi32>
    %a32 = offset %b32, %i16 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %t0 = store_ptr_tko weak %a32, %v32 : tile<16xptr<f32>>, tile<16xf32> -> token
    %dx = constant <f64: [1.1, -1.5, 0.33333333333333331, 1.4, 10.0, 0.1, 0.999, 1.001, 1.25, -0.33333333333333331, 0.5, 2.0, 3.0, -2.0, 10.0, 17.0]> : tile<16xf64>
    %dn = constant <i32: [30, -7, 5, -600, 22, 300, 20000, -20000, 3000, 3, 1074, 1023, -7, -1073, -323, 250]> : tile<16xi32>
    %dp = fpowi %dx, %dn : tile<16xf64>, tile<16xi32>
    %p64 = reshape %o64 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %b64 = broadcast %p64 : tile<1xptr<f64>> -> tile<16xptr<f64>>
    %a64 = offset %b64, %i16 : tile<16xptr<f64>>, tile<16xi32> -> tile<16xptr<f64>>
    %t1 = store_ptr_tko weak %a64, %dp : tile<16xptr<f64>>, tile<16xf64> -> token
    %hx = constant <f16: [1.1, -1.5, 0.333, 3.0]> : tile<4xf16>
    %hn = constant <i16: [30, -7, 5, 20]> : tile<4xi16>
    %hp = fpowi %hx, %hn : tile<4xf16>, tile<4xi16>
    %bx = constant <bf16: [1.1, -1.5, 0.333, 3.0]> : tile<4xbf16>
    %bp = fpowi %bx, %hn : tile<4xbf16>, tile<4xi16>
    %bh = bitcast %bp : tile<4xbf16> -> tile<4xi16>
    %hh = bitcast %hp : tile<4xf16> -> tile<4xi16>
    %v16 = cat %hh, %bh dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %w16 = bitcast %v16 : tile<8xi16> -> tile<8xf16>
    %p16 = reshape %o16 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %b16 = broadcast %p16 : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %i8 = iota : tile<8xi32>
    %a16 = offset %b16, %i8 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %t2 = store_ptr_tko weak %a16, %w16 : tile<8xptr<f16>>, tile<8xf16> -> token
  }

  entry @sat(%o32: tile<ptr<i32>>, %o8: tile<ptr<i8>>) {
    %x = constant <f32: [3.5e9, -3.5e9, 0x7FC00000, 0x7F800000, 0xFF800000, 1.5, -1.5, 0.25]> : tile<8xf32>
    %a = ftoi %x signed saturating : tile<8xf32> -> tile<8xi32>
    %y = constant <f32: [300.0, -5.0, 0x7FC00000, 0x7F800000, 0xFF800000, 1.5, -0.5, 0.25]> : tile<8xf32>
    %b = ftoi %y unsigned saturating : tile<8xf32> -> tile<8xi8>
    %i = iota : tile<8xi32>
    %p = reshape %o32 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %p : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %pa = offset %pb, %i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %t0 = store_ptr_tko weak %pa, %a : tile<8xptr<i32>>, tile<8xi32> -> token
    %q = reshape %o8 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %qb = broadcast %q : tile<1xptr<i8>> -> tile<8xptr<i8>>
    %qa = offset %qb, %i : tile<8xptr<i8>>, tile<8xi32> -> tile<8xptr<i8>>
    %t1 = store_ptr_tko weak %qa, %b : tile<8xptr<i8>>, tile<8xi8> -> token
  }

  entry @away(%o1: tile<ptr<tf32>>, %o2: tile<ptr<tf32>>, %o3: tile<ptr<f32>>, %o4: tile<ptr<f32>>) {
    // 1 + 2^-11 and -(1 + 2^-11) are ties whose even neighbour is nearer
    // zero; 1 + 3 * 2^-11 is a tie whose even neighbour is away from zero
    // (up either way); 1 + 2^-12 is below a tie (down either way).
    %x = constant <f32: [1.00048828, -1.00048828, 1.00146484, 1.00024414]> : tile<4xf32>
    %a = ftof %x rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %b = ftof %x : tile<4xf32> -> tile<4xtf32>
    %d = constant <f64: [0.1, -0.1]> : tile<2xf64>
    %z = ftof %d rounding<zero> : tile<2xf64> -> tile<2xf32>
    %u = ftof %d rounding<positive_inf> : tile<2xf64> -> tile<2xf32>
    %i4 = iota : tile<4xi32>
    %i2 = iota : tile<2xi32>
    %p1 = reshape %o1 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %b1 = broadcast %p1 : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %a1 = offset %b1, %i4 : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %t1 = store_ptr_tko weak %a1, %a : tile<4xptr<tf32>>, tile<4xtf32> -> token
    %p2 = reshape %o2 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %b2 = broadcast %p2 : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %a2 = offset %b2, %i4 : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %t2 = store_ptr_tko weak %a2, %b : tile<4xptr<tf32>>, tile<4xtf32> -> token
    %p3 = reshape %o3 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b3 = broadcast %p3 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %a3 = offset %b3, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %t3 = store_ptr_tko weak %a3, %z : tile<2xptr<f32>>, tile<2xf32> -> token
    %p4 = reshape %o4 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b4 = broadcast %p4 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %a4 = offset %b4, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %t4 = store_ptr_tko weak %a4, %u : tile<2xptr<f32>>, tile<2xf32> -> token
  }

  entry @tokens(%o: tile<ptr<i32>>) {
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %w = gdc_wait_tko -> token
    %t0 = store_ptr_tko weak %o, %one token=%w : tile<ptr<i32>>, tile<i32> -> token
    %f = memory_fence_alias_tko token = %t0 -> token
    %c = constant <i64: 1> : tile<i64>
    %p1 = offset %o, %c : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
    %t1 = store_ptr_tko weak %p1, %two token=%f : tile<ptr<i32>>, tile<i32> -> token
    %l = gdc_launch_dependents_tko token = %t1 -> token
  }

  entry @early(%o: tile<ptr<i32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %r = loop iter_values(%i = %zero) : tile<i32> -> tile<i32> {
      %p = offset %o, %i : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
      %t = store_ptr_tko weak %p, %i : tile<ptr<i32>>, tile<i32> -> token
      %done = cmpi equal %i, %three, signed : tile<i32> -> tile<i1>
      if %done {
        return
      }
      %n = addi %i, %one : tile<i32>
      continue %n : tile<i32>
    }
    %seven = constant <i32: 7> : tile<i32>
    %t2 = store_ptr_tko weak %o, %seven : tile<ptr<i32>>, tile<i32> -> token
  }

  entry @inb(%idx: tile<i32>, %o: tile<ptr<i32>>) {
    %tv = make_tensor_view %o, shape = [6], strides = [1] : tensor_view<6xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<6xi32, strides=[1]>>
    %zero = constant <i32: 0> : tile<i32>
    %iota = iota : tile<8xi32>
    %ov = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %opv = make_partition_view %ov : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %t0 = store_view_tko weak %iota, %opv[%zero] : tile<8xi32>, partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    %v, %t1 = load_view_tko weak %pv[%idx] inbounds = [true] token = %t0 : partition_view<tile=(4), tensor_view<6xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %z4 = constant <i32: 0> : tile<4xi32>
    %w = cat %v, %z4 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %t2 = store_view_tko weak %w, %opv[%zero] token = %t1 : tile<8xi32>, partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
  }

  entry @inb_store(%idx: tile<i32>, %o: tile<ptr<i32>>) {
    %tv = make_tensor_view %o, shape = [6], strides = [1] : tensor_view<6xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<6xi32, strides=[1]>>
    %v = constant <i32: 5> : tile<4xi32>
    %t = store_view_tko weak %v, %pv[%idx] inbounds = [true] : tile<4xi32>, partition_view<tile=(4), tensor_view<6xi32, strides=[1]>>, tile<i32> -> token
  }

  entry @e5m3_to_f32(%in: tile<ptr<f8E5M3FNU>>, %out: tile<ptr<f32>>, %back: tile<ptr<f8E5M3FNU>>) {
    %tv = make_tensor_view %in, shape = [256], strides = [1] : tensor_view<256xf8E5M3FNU, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(256), tensor_view<256xf8E5M3FNU, strides=[1]>>
    %zero = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %pv[%zero] : partition_view<tile=(256), tensor_view<256xf8E5M3FNU, strides=[1]>>, tile<i32> -> tile<256xf8E5M3FNU>, token
    %f = ftof %x : tile<256xf8E5M3FNU> -> tile<256xf32>
    %ov = make_tensor_view %out, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %opv = make_partition_view %ov : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %t1 = store_view_tko weak %f, %opv[%zero] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    %g = ftof %f : tile<256xf32> -> tile<256xf8E5M3FNU>
    %bv = make_tensor_view %back, shape = [256], strides = [1] : tensor_view<256xf8E5M3FNU, strides=[1]>
    %bpv = make_partition_view %bv : partition_view<tile=(256), tensor_view<256xf8E5M3FNU, strides=[1]>>
    %t2 = store_view_tko weak %g, %bpv[%zero] : tile<256xf8E5M3FNU>, partition_view<tile=(256), tensor_view<256xf8E5M3FNU, strides=[1]>>, tile<i32> -> token
  }

  entry @f32_to_e5m3(%in: tile<ptr<f32>>, %out: tile<ptr<f8E5M3FNU>>) {
    %tv = make_tensor_view %in, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %zero = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %pv[%zero] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %g = ftof %x : tile<1024xf32> -> tile<1024xf8E5M3FNU>
    %ov = make_tensor_view %out, shape = [1024], strides = [1] : tensor_view<1024xf8E5M3FNU, strides=[1]>
    %opv = make_partition_view %ov : partition_view<tile=(1024), tensor_view<1024xf8E5M3FNU, strides=[1]>>
    %t1 = store_view_tko weak %g, %opv[%zero] : tile<1024xf8E5M3FNU>, partition_view<tile=(1024), tensor_view<1024xf8E5M3FNU, strides=[1]>>, tile<i32> -> token
  }
}
