// exti (signed, unsigned) and trunci between i1, i4, i8, i16, i32 and i64;
// bitcast between same-width integers and floats (NaN payloads survive);
// ptr_to_int, int_to_ptr and ptr_to_ptr.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/npytool.py make %t/x.npy int32 "[15, 8, 7, 0x12345679, -1, 16, -8, 0]"
// RUN: tile-run %s --entry ext_trunc %t/x.npy zeros:32 zeros:16 zeros:16 zeros:8 -o %t/e
// RUN: %python %testlib/npytool.py expect %t/e/arg1.npy "[-1, -8, 7, -7, -1, 0, -8, 0] + [15, 8, 7, 9, 15, 0, 8, 0] + [-1, 0, -1, -1] + [1, 0, 1, 1] + [-1, -32768, 32767, 0] + [65535, 32768, 32767, 0]"
// RUN: %python %testlib/npytool.py expect %t/e/arg2.npy "[15, 8, 7, 0x12345679, -1, 16, -8, 0] + [15, 8, 7, 0x12345679, 2**32-1, 16, 2**32-8, 0]"
// RUN: %python %testlib/npytool.py expect %t/e/arg3.npy "[0x6789, -1, -1, -32768] + [-1, -128, 127, 0] + [255, 128, 127, 0] + [15, 0, 7, 8]"
// RUN: %python %testlib/npytool.py expect %t/e/arg4.npy "[44, 127, -128, -1] + [0, 1, 1, 0]"
// RUN: tile-run %s --entry bitcast zeros:8 zeros:4 zeros:4 zeros:4 zeros:4 zeros:4 -o %t/b
// RUN: %python %testlib/npytool.py expect %t/b/arg1.npy "np.array([0x3F800000, 0xC0490FDB, 0x7F800000, 0x80000000], np.uint32).view(np.float32)"
// RUN: %python %testlib/npytool.py expect %t/b/arg0.npy "[0x3F800000, -0x40000000, 0x3F000000, -2**31] + [0x7FA00001, -8388607, 0x7FC00000, 1]"
// RUN: %python %testlib/npytool.py expect %t/b/arg3.npy "[1.0, -2.0, np.inf, 2.0**-24]"
// RUN: %python %testlib/npytool.py expect %t/b/arg2.npy "np.array([1.0, -0.0, 65504.0, 0.5], np.float16).view(np.int16)"
// RUN: %python %testlib/npytool.py expect %t/b/arg5.npy "[1.0, -2.0, np.inf, 2.0**-1074]"
// RUN: %python %testlib/npytool.py expect %t/b/arg4.npy "np.array([0.1, -0.0, 1.5, 2.0]).view(np.int64)"
// RUN: tile-run %s --entry pointers zeros:8 -o %t/p
// RUN: %python %testlib/npytool.py expect %t/p/arg0.npy "[24, 7, 42, -2**32 + 5] + [4096, -1, 4096 + 12, 4096 - 8]"

cuda_tile.module @m {
  // trunci to i4 keeps the low nibble: 15, 8, 7, 0x...9, -1, 16, -8, 0 give
  // 0xF, 0x8, 0x7, 0x9, 0xF, 0x0, 0x8, 0x0; exti i4 signed reads the nibble
  // as -8..7 (0xF = -1, 0x8 = -8, 0x9 = -7), unsigned as 0..15.
  // exti i1: true is -1 signed, 1 unsigned. exti i16 unsigned: 0xFFFF, 0x8000.
  // exti i32 -> i64 unsigned: -1 = 2^32-1, -8 = 2^32-8.
  // trunci i64 -> i16: 0x123456789 -> 0x6789; 65535 = 0xFFFF -> -1;
  // 32768 = 0x8000 -> -32768. trunci i64 -> i4 then exti unsigned:
  // -1 -> 15, 16 -> 0, 7, MIN+8 -> 8.
  // trunci i16 -> i8: 300 = 0x12C -> 0x2C = 44; -129 = 0xFF7F -> 127;
  // 128 -> -128. trunci i32 -> i1 keeps bit 0: 2, 3, -1, 0 -> 0, 1, 1, 0.
  entry @ext_trunc(%xp: tile<ptr<i32>>, %o32: tile<ptr<i32>>, %o64: tile<ptr<i64>>, %o16: tile<ptr<i16>>, %o8: tile<ptr<i8>>) {
    %ix = iota : tile<8xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %px = offset %bx, %ix : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<8xptr<i32>> -> tile<8xi32>, token
    %n = trunci %x : tile<8xi32> -> tile<8xi4>
    %ns = exti %n signed : tile<8xi4> -> tile<8xi32>
    %nu = exti %n unsigned : tile<8xi4> -> tile<8xi32>
    %b1 = constant <i1: [true, false, true, true]> : tile<4xi1>
    %b1s = exti %b1 signed : tile<4xi1> -> tile<4xi32>
    %b1u = exti %b1 unsigned : tile<4xi1> -> tile<4xi32>
    %h = constant <i16: [-1, -32768, 32767, 0]> : tile<4xi16>
    %hs = exti %h signed : tile<4xi16> -> tile<4xi32>
    %hu = exti %h unsigned : tile<4xi16> -> tile<4xi32>
    %c0 = cat %ns, %nu dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %c1 = cat %b1s, %b1u dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c2 = cat %hs, %hu dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c3 = cat %c1, %c2 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %r32 = cat %c0, %c3 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %is = iota : tile<32xi32>
    %rs = reshape %o32 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bs = broadcast %rs : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %ps = offset %bs, %is : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %ts = store_ptr_tko weak %ps, %r32 : tile<32xptr<i32>>, tile<32xi32> -> token
    %xs = exti %x signed : tile<8xi32> -> tile<8xi64>
    %xu = exti %x unsigned : tile<8xi32> -> tile<8xi64>
    %d0 = cat %xs, %xu dim = 0 : tile<8xi64>, tile<8xi64> -> tile<16xi64>
    %id = iota : tile<16xi32>
    %rd = reshape %o64 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bd = broadcast %rd : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %pd = offset %bd, %id : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %td = store_ptr_tko weak %pd, %d0 : tile<16xptr<i64>>, tile<16xi64> -> token
    %w = constant <i64: [0x123456789, -1, 65535, 32768]> : tile<4xi64>
    %wt = trunci %w : tile<4xi64> -> tile<4xi16>
    %e = constant <i8: [-1, -128, 127, 0]> : tile<4xi8>
    %es = exti %e signed : tile<4xi8> -> tile<4xi16>
    %eu = exti %e unsigned : tile<4xi8> -> tile<4xi16>
    %q = constant <i64: [-1, 16, 7, -9223372036854775800]> : tile<4xi64>
    %qn = trunci %q : tile<4xi64> -> tile<4xi4>
    %qu = exti %qn unsigned : tile<4xi4> -> tile<4xi16>
    %h0 = cat %wt, %es dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %h1 = cat %eu, %qu dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %h2 = cat %h0, %h1 dim = 0 : tile<8xi16>, tile<8xi16> -> tile<16xi16>
    %ih = iota : tile<16xi32>
    %rh = reshape %o16 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bh = broadcast %rh : tile<1xptr<i16>> -> tile<16xptr<i16>>
    %ph = offset %bh, %ih : tile<16xptr<i16>>, tile<16xi32> -> tile<16xptr<i16>>
    %th = store_ptr_tko weak %ph, %h2 : tile<16xptr<i16>>, tile<16xi16> -> token
    %g = constant <i16: [300, -129, 128, -1]> : tile<4xi16>
    %gt = trunci %g : tile<4xi16> -> tile<4xi8>
    %z = constant <i32: [2, 3, -1, 0]> : tile<4xi32>
    %zt = trunci %z : tile<4xi32> -> tile<4xi1>
    %zu = exti %zt unsigned : tile<4xi1> -> tile<4xi8>
    %b0 = cat %gt, %zu dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %ib = iota : tile<8xi32>
    %rb = reshape %o8 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bb = broadcast %rb : tile<1xptr<i8>> -> tile<8xptr<i8>>
    %pb = offset %bb, %ib : tile<8xptr<i8>>, tile<8xi32> -> tile<8xptr<i8>>
    %tb = store_ptr_tko weak %pb, %b0 : tile<8xptr<i8>>, tile<8xi8> -> token
    return
  }

  // IEEE encodings: f32 0x3F800000 = 1.0, 0xC0490FDB (-1068953637) = -pi,
  // 0x7F800000 = inf, 0x80000000 = -0.0; 1.0, -2.0, 0.5, -0.0 are
  // 0x3F800000, 0xC0000000, 0x3F000000, 0x80000000. The signalling NaN
  // 0x7FA00001 and the negative NaN 0xFF800001 (-8388607) must come back
  // unchanged (no quieting). f16 0x3C00 = 1.0, 0xC000 = -2.0, 0x7C00 = inf,
  // 0x0001 = 2^-24. f64 0x3FF0... = 1.0, 0xC000... = -2.0, 0x7FF0... = inf,
  // 1 = 2^-1074.
  entry @bitcast(%o32: tile<ptr<i32>>, %of32: tile<ptr<f32>>, %o16: tile<ptr<i16>>, %of16: tile<ptr<f16>>, %o64: tile<ptr<i64>>, %of64: tile<ptr<f64>>) {
    %i32 = constant <i32: [0x3F800000, -1068953637, 0x7F800000, -2147483648]> : tile<4xi32>
    %f32 = bitcast %i32 : tile<4xi32> -> tile<4xf32>
    %ia = iota : tile<4xi32>
    %ra = reshape %of32 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pa = offset %ba, %ia : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %ta = store_ptr_tko weak %pa, %f32 : tile<4xptr<f32>>, tile<4xf32> -> token
    %g32 = constant <f32: [1.0, -2.0, 0.5, -0.0]> : tile<4xf32>
    %j32 = bitcast %g32 : tile<4xf32> -> tile<4xi32>
    %nan = constant <i32: [0x7FA00001, -8388607, 0x7FC00000, 1]> : tile<4xi32>
    %nanf = bitcast %nan : tile<4xi32> -> tile<4xf32>
    %nanb = bitcast %nanf : tile<4xf32> -> tile<4xi32>
    %b0 = cat %j32, %nanb dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %ib = iota : tile<8xi32>
    %rb = reshape %o32 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bb = broadcast %rb : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %pb = offset %bb, %ib : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %tb = store_ptr_tko weak %pb, %b0 : tile<8xptr<i32>>, tile<8xi32> -> token
    %i16 = constant <i16: [0x3C00, -16384, 0x7C00, 1]> : tile<4xi16>
    %f16 = bitcast %i16 : tile<4xi16> -> tile<4xf16>
    %ic = iota : tile<4xi32>
    %rc = reshape %of16 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bc = broadcast %rc : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %pc = offset %bc, %ic : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %tc = store_ptr_tko weak %pc, %f16 : tile<4xptr<f16>>, tile<4xf16> -> token
    %g16 = constant <f16: [1.0, -0.0, 65504.0, 0.5]> : tile<4xf16>
    %j16 = bitcast %g16 : tile<4xf16> -> tile<4xi16>
    %id = iota : tile<4xi32>
    %rd = reshape %o16 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bd = broadcast %rd : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %pd = offset %bd, %id : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %td = store_ptr_tko weak %pd, %j16 : tile<4xptr<i16>>, tile<4xi16> -> token
    %i64 = constant <i64: [0x3FF0000000000000, -4611686018427387904, 0x7FF0000000000000, 1]> : tile<4xi64>
    %f64 = bitcast %i64 : tile<4xi64> -> tile<4xf64>
    %ie = iota : tile<4xi32>
    %re = reshape %of64 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %be = broadcast %re : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %pe = offset %be, %ie : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %te = store_ptr_tko weak %pe, %f64 : tile<4xptr<f64>>, tile<4xf64> -> token
    %g64 = constant <f64: [0.1, -0.0, 1.5, 2.0]> : tile<4xf64>
    %j64 = bitcast %g64 : tile<4xf64> -> tile<4xi64>
    %if = iota : tile<4xi32>
    %rf = reshape %o64 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bf = broadcast %rf : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pf = offset %bf, %if : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %tf = store_ptr_tko weak %pf, %j64 : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }

  // Element 0: ptr_to_int(p + 3) - ptr_to_int(p) = 3 * 8 bytes = 24.
  // Element 1: int_to_ptr(ptr_to_int(p)) + 1 is an ordinary pointer: 7.
  // Element 2: int_to_ptr(ptr_to_int(p) + 16) = &p[2]: 42.
  // Element 3: as ptr<i32>, words 6 and 7 are the low and high halves of
  // i64 element 3 (little endian): 0xFFFFFFFF_00000005 = -2^32 + 5.
  // Elements 4-7: int_to_ptr / ptr_to_int round trip of raw addresses,
  // moved by 0, 0, 3, -2 f32 elements (4 bytes each).
  entry @pointers(%o: tile<ptr<i64>>) {
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c6 = constant <i32: 6> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %p3 = offset %o, %c3 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %a0 = ptr_to_int %o : tile<ptr<i64>> -> tile<i64>
    %a3 = ptr_to_int %p3 : tile<ptr<i64>> -> tile<i64>
    %d = subi %a3, %a0 : tile<i64>
    %t0 = store_ptr_tko weak %o, %d : tile<ptr<i64>>, tile<i64> -> token
    %back = int_to_ptr %a0 : tile<i64> -> tile<ptr<i64>>
    %p1 = offset %back, %c1 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %seven = constant <i64: 7> : tile<i64>
    %t1 = store_ptr_tko weak %p1, %seven : tile<ptr<i64>>, tile<i64> -> token
    %sixteen = constant <i64: 16> : tile<i64>
    %a2 = addi %a0, %sixteen : tile<i64>
    %p2 = int_to_ptr %a2 : tile<i64> -> tile<ptr<i64>>
    %fortytwo = constant <i64: 42> : tile<i64>
    %t2 = store_ptr_tko weak %p2, %fortytwo : tile<ptr<i64>>, tile<i64> -> token
    %o32 = ptr_to_ptr %o : tile<ptr<i64>> -> tile<ptr<i32>>
    %lo = offset %o32, %c6 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %hi = offset %o32, %c7 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %five = constant <i32: 5> : tile<i32>
    %minus1 = constant <i32: -1> : tile<i32>
    %t3 = store_ptr_tko weak %lo, %five : tile<ptr<i32>>, tile<i32> -> token
    %t4 = store_ptr_tko weak %hi, %minus1 : tile<ptr<i32>>, tile<i32> -> token
    %raw = constant <i64: [4096, -1, 4096, 4096]> : tile<4xi64>
    %rp = int_to_ptr %raw : tile<4xi64> -> tile<4xptr<f32>>
    %steps = constant <i32: [0, 0, 3, -2]> : tile<4xi32>
    %moved = offset %rp, %steps : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %ints = ptr_to_int %moved : tile<4xptr<f32>> -> tile<4xi64>
    %i4 = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    %ro = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bo = broadcast %ro : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %po = offset %bo, %i4 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %t5 = store_ptr_tko weak %po, %ints : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }
}
