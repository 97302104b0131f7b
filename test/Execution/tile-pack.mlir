// pack / unpack reinterpret the byte image of a 1-D tile (little endian);
// 4-bit elements go two per byte, low nibble first, and i1 elements eight
// per byte, least significant bit first.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/npytool.py make %t/x.npy float32 "[1.0, -2.0, 0.1, -0.0]"
// RUN: tile-run %s --entry bytes %t/x.npy zeros:16 zeros:4 zeros:8 zeros:8 zeros:2 -o %t/b
// RUN: %python %testlib/npytool.py expect %t/b/arg1.npy --arg %t/x.npy "a0.view(np.int8)"
// RUN: %python %testlib/npytool.py expect %t/b/arg1.npy "[0, 0, -128, 63, 0, 0, 0, -64, -51, -52, -52, 61, 0, 0, 0, -128]"
// RUN: %python %testlib/npytool.py expect %t/b/arg2.npy --arg %t/x.npy "a0"
// RUN: %python %testlib/npytool.py expect %t/b/arg3.npy --arg %t/x.npy "a0.view(np.float16)"
// RUN: %python %testlib/npytool.py expect %t/b/arg4.npy "[0, 60, 0, -64, 0x34, 0x12, -2, -1]"
// RUN: %python %testlib/npytool.py expect %t/b/arg5.npy "[-2**63 + 1, -2]"
// RUN: tile-run %s --entry nibbles zeros:4 zeros:32 -o %t/n
// RUN: %python %testlib/npytool.py expect %t/n/arg0.npy "[0x21, 0x7F, 0x08, 0xA5 - 256]"
// RUN: %python %testlib/npytool.py expect %t/n/arg1.npy "[1, 2, -1, 7, -8, 0, 5, -6] + [0] * 8 + [1, 2, 0, -1, 0, -8, -6, 5] + [1, 2, 0, 15, 0, 8, 10, 5]"
// RUN: tile-run %s --entry bits zeros:2 zeros:16 -o %t/i1
// RUN: %python %testlib/npytool.py expect %t/i1/arg0.npy "[0x81 - 256, 0x06]"
// RUN: %python %testlib/npytool.py expect %t/i1/arg1.npy "[1, 0, 1, 0, 0, 1, 0, 1] + [1, 0, 0, 0, 0, 0, 0, 0]"

cuda_tile.module @m {
  // f32 -> 16 bytes: 1.0 = 0x3F800000 -> 00 00 80 3F; -2.0 = 0xC0000000;
  // 0.1 = 0x3DCCCCCD -> CD CC CC 3D; -0.0 = 0x80000000. Unpacking gives the
  // f32 values back, or as f16 the low and high halves of each word
  // (1.0 -> 0x0000, 0x3F80 = 1.875). f16 1.0 = 0x3C00, -2.0 = 0xC000; i16
  // 0x1234 -> 34 12, -2 -> FE FF. 16 bytes unpacked to i64: 0x8000000000000001
  // and 0xFFFFFFFFFFFFFFFE.
  entry @bytes(%xp: tile<ptr<f32>>, %ob: tile<ptr<i8>>, %of: tile<ptr<f32>>, %oh: tile<ptr<f16>>, %o8: tile<ptr<i8>>, %o64: tile<ptr<i64>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %rx : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %px = offset %bx, %ix : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<f32>> -> tile<4xf32>, token
    %b = pack %x : tile<4xf32> -> tile<16xi8>
    %y = unpack %b : tile<16xi8> -> tile<4xf32>
    %h = unpack %b : tile<16xi8> -> tile<8xf16>
    %ib = iota : tile<16xi32>
    %rb = reshape %ob : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bb = broadcast %rb : tile<1xptr<i8>> -> tile<16xptr<i8>>
    %pb = offset %bb, %ib : tile<16xptr<i8>>, tile<16xi32> -> tile<16xptr<i8>>
    %tb = store_ptr_tko weak %pb, %b : tile<16xptr<i8>>, tile<16xi8> -> token
    %iy = iota : tile<4xi32>
    %ry = reshape %of : tile<ptr<f32>> -> tile<1xptr<f32>>
    %by = broadcast %ry : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %py = offset %by, %iy : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<f32>>, tile<4xf32> -> token
    %ih = iota : tile<8xi32>
    %rh = reshape %oh : tile<ptr<f16>> -> tile<1xptr<f16>>
    %bh = broadcast %rh : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %ph = offset %bh, %ih : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %th = store_ptr_tko weak %ph, %h : tile<8xptr<f16>>, tile<8xf16> -> token
    %f16 = constant <f16: [1.0, -2.0]> : tile<2xf16>
    %pf16 = pack %f16 : tile<2xf16> -> tile<4xi8>
    %i16 = constant <i16: [0x1234, -2]> : tile<2xi16>
    %pi16 = pack %i16 : tile<2xi16> -> tile<4xi8>
    %p8 = cat %pf16, %pi16 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %ip = iota : tile<8xi32>
    %rp = reshape %o8 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bp = broadcast %rp : tile<1xptr<i8>> -> tile<8xptr<i8>>
    %pp = offset %bp, %ip : tile<8xptr<i8>>, tile<8xi32> -> tile<8xptr<i8>>
    %tp = store_ptr_tko weak %pp, %p8 : tile<8xptr<i8>>, tile<8xi8> -> token
    %raw = constant <i8: [1, 0, 0, 0, 0, 0, 0, -128, -2, -1, -1, -1, -1, -1, -1, -1]> : tile<16xi8>
    %wide = unpack %raw : tile<16xi8> -> tile<2xi64>
    %iw = iota : tile<2xi32>
    %rw = reshape %o64 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bw = broadcast %rw : tile<1xptr<i64>> -> tile<2xptr<i64>>
    %pw = offset %bw, %iw : tile<2xptr<i64>>, tile<2xi32> -> tile<2xptr<i64>>
    %tw = store_ptr_tko weak %pw, %wide : tile<2xptr<i64>>, tile<2xi64> -> token
    return
  }

  // i4 values 1, 2, -1 (0xF), 7, -8 (0x8), 0, 5, -6 (0xA) pair up as bytes
  // 0x21, 0x7F, 0x08, 0xA5. Unpacking gives them back (stored after exti
  // signed, then 8 zeros of padding). The bytes 0x21, 0xF0, 0x80, 0x5A unpack
  // to nibbles 1, 2, 0, F, 0, 8, A, 5: signed 1, 2, 0, -1, 0, -8, -6, 5.
  entry @nibbles(%ob: tile<ptr<i8>>, %o32: tile<ptr<i32>>) {
    %v = constant <i32: [1, 2, -1, 7, -8, 0, 5, -6]> : tile<8xi32>
    %n = trunci %v : tile<8xi32> -> tile<8xi4>
    %pn = pack %n : tile<8xi4> -> tile<4xi8>
    %ib = iota : tile<4xi32>
    %rb = reshape %ob : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bb = broadcast %rb : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %pb = offset %bb, %ib : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %tb = store_ptr_tko weak %pb, %pn : tile<4xptr<i8>>, tile<4xi8> -> token
    %back = unpack %pn : tile<4xi8> -> tile<8xi4>
    %backs = exti %back signed : tile<8xi4> -> tile<8xi32>
    %raw = constant <i8: [0x21, -16, -128, 0x5A]> : tile<4xi8>
    %un = unpack %raw : tile<4xi8> -> tile<8xi4>
    %uns = exti %un signed : tile<8xi4> -> tile<8xi32>
    %unu = exti %un unsigned : tile<8xi4> -> tile<8xi32>
    %uu = cat %uns, %unu dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %zero = constant <i32: 0> : tile<8xi32>
    %bz = cat %backs, %zero dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %all = cat %bz, %uu dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %ia = iota : tile<32xi32>
    %ra = reshape %o32 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ba = broadcast %ra : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %pa = offset %ba, %ia : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %ta = store_ptr_tko weak %pa, %all : tile<32xptr<i32>>, tile<32xi32> -> token
    return
  }

  // Bits 0 and 7 of the first byte: 0x81; bits 1 and 2 of the second: 0x06.
  // 0xA5 = 1010 0101b unpacks LSB first to 1, 0, 1, 0, 0, 1, 0, 1.
  entry @bits(%ob: tile<ptr<i8>>, %o1: tile<ptr<i1>>) {
    %v = constant <i1: [true, false, false, false, false, false, false, true, false, true, true, false, false, false, false, false]> : tile<16xi1>
    %pv = pack %v : tile<16xi1> -> tile<2xi8>
    %ib = iota : tile<2xi32>
    %rb = reshape %ob : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bb = broadcast %rb : tile<1xptr<i8>> -> tile<2xptr<i8>>
    %pb = offset %bb, %ib : tile<2xptr<i8>>, tile<2xi32> -> tile<2xptr<i8>>
    %tb = store_ptr_tko weak %pb, %pv : tile<2xptr<i8>>, tile<2xi8> -> token
    %raw = constant <i8: [-91, 1]> : tile<2xi8>
    %un = unpack %raw : tile<2xi8> -> tile<16xi1>
    %iu = iota : tile<16xi32>
    %ru = reshape %o1 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %bu = broadcast %ru : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %pu = offset %bu, %iu : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %tu = store_ptr_tko weak %pu, %un : tile<16xptr<i1>>, tile<16xi1> -> token
    return
  }
}
