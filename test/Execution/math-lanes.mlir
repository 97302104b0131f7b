// The JIT's vectorized math (the numerics library's array forms: SIMD lanes
// for the inputs whose fast evaluation settles the f32 result, the scalar
// function for every other lane) against the interpreter's scalar
// functions, bit for bit (tile-run-diff, this directory's tile-run; f32 also
// with the AVX2 lanes and with none, TILEKIT_MATH_VECTOR), on
// 1024-element tiles: NaN payloads of both signs (quiet and signalling),
// +-0, +-inf, subnormals, +-FLT_MAX, the values one and two ulps around
// each limit of the vector domains (exp -104 and 89, exp2 -151 and 128,
// tanh 20, sinh and cosh 64 and 89.5, the trig functions pi/4), 384 random
// bit patterns and 512 values uniform in [-30, 30], shuffled so that the
// special lanes fall anywhere in a vector. f16 and bf16 tiles (computed in
// f32 and rounded) get their own NaNs, infinities and subnormals.
// Independently, every f32 result is checked against numpy's float64
// function within 2^-22 (relative), and the special lanes exactly; the f16
// results within 2^-9 (an ulp of f16, subnormal results included).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/fpref.py \
// RUN:   --define "SPECIAL=[0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7FC12345, 0xFFD00001, 0x7F800001, 0xFFBFFFFF, 0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000, 0x7F7FFFFF, 0xFF7FFFFF]" \
// RUN:   --define "LIMITS=[-104.0, 89.0, -151.0, 128.0, 20.0, 64.0, 89.5, 0.7853981633974483, 1.0, 0.5]" \
// RUN:   --define "AROUND=[int(b) + d for x in LIMITS for s in (1, -1) for b in B(np.array([s * x], np.float32)) for d in (-2, -1, 0, 1, 2)]" \
// RUN:   --define "RANDOM=[int(b) for b in np.random.RandomState(1).randint(0, 2**32, 384, dtype=np.uint64)] + B(np.random.RandomState(2).uniform(-30, 30, 512).astype(np.float32))" \
// RUN:   --define "ALL=SPECIAL + AROUND + RANDOM" \
// RUN:   --define "X32=[ALL[i] for i in np.random.RandomState(3).permutation(len(ALL))]" \
// RUN:   --define "X32=pad(X32, 1024)" make %t/x-f32.npy f32 "X32" \
// RUN:   --define "NARROW=lambda f: pad([exact(f, ['nan', '-nan', 'snan', '-nanall', 0.0, -0.0, 'inf', '-inf', 'ms', '-ms', 'mn', 'mx', '-mx'])[i % 13] if i % 7 == 3 else conv([X32[i]], 'f32', f)[0] for i in range(1024)], 1024)" \
// RUN:   make %t/x-f16.npy f16 "NARROW('f16')" make %t/x-bf16.npy bf16 "NARROW('bf16')"
// RUN: tile-run %s --entry lanes_f32 %t/x-f32.npy zeros:11264 -o %t/f32
// RUN: env TILEKIT_MATH_VECTOR=avx2 tile-run %s --entry lanes_f32 %t/x-f32.npy zeros:11264 -o %t/f32-avx2
// RUN: env TILEKIT_MATH_VECTOR=none tile-run %s --entry lanes_f32 %t/x-f32.npy zeros:11264 -o %t/f32-none
// RUN: tile-run %s --entry lanes_f16 %t/x-f16.npy zeros:11264 -o %t/f16
// RUN: tile-run %s --entry lanes_bf16 %t/x-bf16.npy zeros:11264 -o %t/bf16
// RUN: %python %testlib/fpref.py \
// RUN:   --let x=%t/x-f32.npy \
// RUN:   --define "UN=[lambda v: 1 / np.sqrt(v), np.exp, np.exp2, np.log, np.log2, np.sin, np.cos, np.tan, np.sinh, np.cosh, np.tanh]" \
// RUN:   --define "WANT=[w for fn in UN for w in fn(np.array(dec(x, 'f32')))]" \
// RUN:   near %t/f32/arg1.npy "WANT" "2**-22" \
// RUN:   near %t/f32/arg1.npy "[v if B(x)[i % 1024] in [0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000] else None for i, v in enumerate(WANT)]" 0 \
// RUN:   --let h=%t/x-f16.npy \
// RUN:   near %t/f16/arg1.npy "[w for fn in UN for w in fn(np.array(dec(h, 'f16')))]" "2**-9"

cuda_tile.module @lanes {
  entry @lanes_f32(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %n = constant <i32: 1024> : tile<i32>
    %m = constant <i32: 11264> : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%m], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%c0] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r0 = rsqrt %v : tile<1024xf32>
    %i0 = constant <i32: 0> : tile<i32>
    %s0 = store_view_tko weak %r0, %vy[%i0] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r1 = exp %v : tile<1024xf32>
    %i1 = constant <i32: 1> : tile<i32>
    %s1 = store_view_tko weak %r1, %vy[%i1] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r2 = exp2 %v : tile<1024xf32>
    %i2 = constant <i32: 2> : tile<i32>
    %s2 = store_view_tko weak %r2, %vy[%i2] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r3 = log %v : tile<1024xf32>
    %i3 = constant <i32: 3> : tile<i32>
    %s3 = store_view_tko weak %r3, %vy[%i3] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r4 = log2 %v : tile<1024xf32>
    %i4 = constant <i32: 4> : tile<i32>
    %s4 = store_view_tko weak %r4, %vy[%i4] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r5 = sin %v : tile<1024xf32>
    %i5 = constant <i32: 5> : tile<i32>
    %s5 = store_view_tko weak %r5, %vy[%i5] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r6 = cos %v : tile<1024xf32>
    %i6 = constant <i32: 6> : tile<i32>
    %s6 = store_view_tko weak %r6, %vy[%i6] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r7 = tan %v : tile<1024xf32>
    %i7 = constant <i32: 7> : tile<i32>
    %s7 = store_view_tko weak %r7, %vy[%i7] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r8 = sinh %v : tile<1024xf32>
    %i8 = constant <i32: 8> : tile<i32>
    %s8 = store_view_tko weak %r8, %vy[%i8] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r9 = cosh %v : tile<1024xf32>
    %i9 = constant <i32: 9> : tile<i32>
    %s9 = store_view_tko weak %r9, %vy[%i9] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %r10 = tanh %v : tile<1024xf32>
    %i10 = constant <i32: 10> : tile<i32>
    %s10 = store_view_tko weak %r10, %vy[%i10] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @lanes_f16(%x: tile<ptr<f16>>, %y: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %n = constant <i32: 1024> : tile<i32>
    %m = constant <i32: 11264> : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %ty = make_tensor_view %y, shape = [%m], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%c0] : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %r0 = rsqrt %v : tile<1024xf16>
    %i0 = constant <i32: 0> : tile<i32>
    %s0 = store_view_tko weak %r0, %vy[%i0] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r1 = exp %v : tile<1024xf16>
    %i1 = constant <i32: 1> : tile<i32>
    %s1 = store_view_tko weak %r1, %vy[%i1] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r2 = exp2 %v : tile<1024xf16>
    %i2 = constant <i32: 2> : tile<i32>
    %s2 = store_view_tko weak %r2, %vy[%i2] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r3 = log %v : tile<1024xf16>
    %i3 = constant <i32: 3> : tile<i32>
    %s3 = store_view_tko weak %r3, %vy[%i3] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r4 = log2 %v : tile<1024xf16>
    %i4 = constant <i32: 4> : tile<i32>
    %s4 = store_view_tko weak %r4, %vy[%i4] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r5 = sin %v : tile<1024xf16>
    %i5 = constant <i32: 5> : tile<i32>
    %s5 = store_view_tko weak %r5, %vy[%i5] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r6 = cos %v : tile<1024xf16>
    %i6 = constant <i32: 6> : tile<i32>
    %s6 = store_view_tko weak %r6, %vy[%i6] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r7 = tan %v : tile<1024xf16>
    %i7 = constant <i32: 7> : tile<i32>
    %s7 = store_view_tko weak %r7, %vy[%i7] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r8 = sinh %v : tile<1024xf16>
    %i8 = constant <i32: 8> : tile<i32>
    %s8 = store_view_tko weak %r8, %vy[%i8] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r9 = cosh %v : tile<1024xf16>
    %i9 = constant <i32: 9> : tile<i32>
    %s9 = store_view_tko weak %r9, %vy[%i9] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r10 = tanh %v : tile<1024xf16>
    %i10 = constant <i32: 10> : tile<i32>
    %s10 = store_view_tko weak %r10, %vy[%i10] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @lanes_bf16(%x: tile<ptr<bf16>>, %y: tile<ptr<bf16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %n = constant <i32: 1024> : tile<i32>
    %m = constant <i32: 11264> : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %ty = make_tensor_view %y, shape = [%m], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%c0] : partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %r0 = rsqrt %v : tile<1024xbf16>
    %i0 = constant <i32: 0> : tile<i32>
    %s0 = store_view_tko weak %r0, %vy[%i0] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r1 = exp %v : tile<1024xbf16>
    %i1 = constant <i32: 1> : tile<i32>
    %s1 = store_view_tko weak %r1, %vy[%i1] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r2 = exp2 %v : tile<1024xbf16>
    %i2 = constant <i32: 2> : tile<i32>
    %s2 = store_view_tko weak %r2, %vy[%i2] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r3 = log %v : tile<1024xbf16>
    %i3 = constant <i32: 3> : tile<i32>
    %s3 = store_view_tko weak %r3, %vy[%i3] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r4 = log2 %v : tile<1024xbf16>
    %i4 = constant <i32: 4> : tile<i32>
    %s4 = store_view_tko weak %r4, %vy[%i4] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r5 = sin %v : tile<1024xbf16>
    %i5 = constant <i32: 5> : tile<i32>
    %s5 = store_view_tko weak %r5, %vy[%i5] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r6 = cos %v : tile<1024xbf16>
    %i6 = constant <i32: 6> : tile<i32>
    %s6 = store_view_tko weak %r6, %vy[%i6] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r7 = tan %v : tile<1024xbf16>
    %i7 = constant <i32: 7> : tile<i32>
    %s7 = store_view_tko weak %r7, %vy[%i7] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r8 = sinh %v : tile<1024xbf16>
    %i8 = constant <i32: 8> : tile<i32>
    %s8 = store_view_tko weak %r8, %vy[%i8] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r9 = cosh %v : tile<1024xbf16>
    %i9 = constant <i32: 9> : tile<i32>
    %s9 = store_view_tko weak %r9, %vy[%i9] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    %r10 = tanh %v : tile<1024xbf16>
    %i10 = constant <i32: 10> : tile<i32>
    %s10 = store_view_tko weak %r10, %vy[%i10] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
