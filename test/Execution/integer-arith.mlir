// absi, addi, subi, muli, mulhii and negi at the edges of i8, i16, i32 and
// i64: without an overflow flag every op wraps around modulo 2^N. Each entry
// stores its 8 results of 4 elements each, in the order absi, addi, subi,
// muli, mulhii, negi, muli, mulhii, through %o. Expected values are derived
// by hand (comments above each entry); MIN and MAX are the signed limits.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry i8 zeros:32 -o %t/i8
// RUN: %python %testlib/npytool.py expect %t/i8/arg0.npy "[-128, 1, 127, 0] + [-128, 127, -56, 0] + [127, -1, -128, 127] + [0, 44, -128, 1] + [-2, 1, 1, 0] + [-1, -128, 0, -127] + [-15, 0, -1, 1] + [64, -4, 0, 63]"
// RUN: tile-run %s --entry i16 zeros:32 -o %t/i16
// RUN: %python %testlib/npytool.py expect %t/i16/arg0.npy "[-32768, 300, 300, 0] + [-32768, 32767, -25536, 0] + [32767, -1, -32768, -2] + [0, 24464, -32768, 32761] + [-2, 1, 1, 15] + [-1, -32768, 0, -32767] + [-15, 0, -1, 1] + [16384, -4, 0, 16383]"
// RUN: tile-run %s --entry i32 zeros:32 -o %t/i32
// RUN: %python %testlib/npytool.py expect %t/i32/arg0.npy "[-2**31, 7, 7, 0] + [-2**31, 2**31-1, -294967296, 0] + [2**31-1, -1, -2**31, 0] + [0, 131073, -2, -21] + [-2, 1, 2**30, 1] + [-1, -2**31, 0, -(2**31-1)] + [-15, 0, -1, 1] + [2**30, -4, 0, 2**30-1]"
// RUN: tile-run %s --entry i64 zeros:32 -o %t/i64
// RUN: %python %testlib/npytool.py expect %t/i64/arg0.npy "[-2**63, 7, 7, 0] + [-2**63, 2**63-1, 10**19 - 2**64, 0] + [2**63-1, -1, -2**63, -2] + [0, 2**33+1, 1, -21] + [-2, 1, 1, 0] + [-1, -2**63, 0, -(2**63-1)] + [-15, 0, -1, 1] + [2**62, -4, 0, 2**62-1]"

cuda_tile.module @m {
  // absi: |MIN| is not representable and wraps back to MIN.
  // addi: 127+1 = 128-256; -128-1 = -129+256; 100+100 = 200-256 = -56.
  // subi: -128-1 -> 127; 0-1; 127-(-1) = 128 -> -128; -1-(-128) = 127.
  // muli: 16*16 = 256 -> 0; 100*3 = 300-256 = 44; -128*-1 = 128 -> -128;
  //   127*127 = 16129 = 63*256 + 1 -> 1; -16*-16 = 256 -> 0;
  //   15*17 = 255 -> -1.
  // mulhii is the unsigned high half: 0xFF*0xFF = 0xFE01 -> 0xFE = -2;
  //   16*16 = 0x100 -> 1; 0x80*2 = 0x100 -> 1; 3*5 -> 0;
  //   0x80*0x80 = 0x4000 -> 0x40; 0xFE*0xFE = 0xFC04 -> 0xFC = -4;
  //   1*0xFF -> 0; 0x7F*0x7F = 0x3F01 -> 0x3F. (A signed high half would
  //   give 0, -1, ... instead.)
  // negi: -MIN wraps to MIN.
  entry @i8(%o: tile<ptr<i8>>) {
    %abs_in = constant <i8: [-128, -1, 127, 0]> : tile<4xi8>
    %a = constant <i8: [127, -128, 100, -1]> : tile<4xi8>
    %b = constant <i8: [1, -1, 100, 1]> : tile<4xi8>
    %sa = constant <i8: [-128, 0, 127, -1]> : tile<4xi8>
    %sb = constant <i8: [1, 1, -1, -128]> : tile<4xi8>
    %ma = constant <i8: [16, 100, -128, 127]> : tile<4xi8>
    %mb = constant <i8: [16, 3, -1, 127]> : tile<4xi8>
    %ha = constant <i8: [-1, 16, -128, 3]> : tile<4xi8>
    %hb = constant <i8: [-1, 16, 2, 5]> : tile<4xi8>
    %neg_in = constant <i8: [1, -128, 0, 127]> : tile<4xi8>
    %ma2 = constant <i8: [-3, -16, 15, -1]> : tile<4xi8>
    %mb2 = constant <i8: [5, -16, 17, -1]> : tile<4xi8>
    %ha2 = constant <i8: [-128, -2, 1, 127]> : tile<4xi8>
    %hb2 = constant <i8: [-128, -2, -1, 127]> : tile<4xi8>
    %r0 = absi %abs_in : tile<4xi8>
    %r1 = addi %a, %b : tile<4xi8>
    %r2 = subi %sa, %sb : tile<4xi8>
    %r3 = muli %ma, %mb : tile<4xi8>
    %r4 = mulhii %ha, %hb : tile<4xi8>
    %r5 = negi %neg_in : tile<4xi8>
    %r6 = muli %ma2, %mb2 : tile<4xi8>
    %r7 = mulhii %ha2, %hb2 : tile<4xi8>
    %c01 = cat %r0, %r1 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %c23 = cat %r2, %r3 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %c45 = cat %r4, %r5 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %c67 = cat %r6, %r7 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %c03 = cat %c01, %c23 dim = 0 : tile<8xi8>, tile<8xi8> -> tile<16xi8>
    %c47 = cat %c45, %c67 dim = 0 : tile<8xi8>, tile<8xi8> -> tile<16xi8>
    %all = cat %c03, %c47 dim = 0 : tile<16xi8>, tile<16xi8> -> tile<32xi8>
    %i = iota : tile<32xi32>
    %ro = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bo = broadcast %ro : tile<1xptr<i8>> -> tile<32xptr<i8>>
    %po = offset %bo, %i : tile<32xptr<i8>>, tile<32xi32> -> tile<32xptr<i8>>
    %tk = store_ptr_tko weak %po, %all : tile<32xptr<i8>>, tile<32xi8> -> token
    return
  }

  // addi: 20000+20000 = 40000-65536 = -25536.
  // muli: 256*256 = 65536 -> 0; 300*300 = 90000-65536 = 24464;
  //   181*181 = 32761 (no wrap); 255*257 = 65535 -> -1.
  // mulhii: 0xFFFF^2 = 0xFFFE0001 -> 0xFFFE = -2; 256*256 = 0x10000 -> 1;
  //   0x8000*2 -> 1; 1000*1000 = 0xF4240 -> 0xF = 15;
  //   0x8000^2 = 0x40000000 -> 0x4000; 0xFFFE^2 = 0xFFFC0004 -> -4;
  //   1*0xFFFF -> 0; 0x7FFF^2 = 0x3FFF0001 -> 0x3FFF.
  entry @i16(%o: tile<ptr<i16>>) {
    %abs_in = constant <i16: [-32768, -300, 300, 0]> : tile<4xi16>
    %a = constant <i16: [32767, -32768, 20000, -1]> : tile<4xi16>
    %b = constant <i16: [1, -1, 20000, 1]> : tile<4xi16>
    %sa = constant <i16: [-32768, 0, 32767, 5]> : tile<4xi16>
    %sb = constant <i16: [1, 1, -1, 7]> : tile<4xi16>
    %ma = constant <i16: [256, 300, -32768, 181]> : tile<4xi16>
    %mb = constant <i16: [256, 300, -1, 181]> : tile<4xi16>
    %ha = constant <i16: [-1, 256, -32768, 1000]> : tile<4xi16>
    %hb = constant <i16: [-1, 256, 2, 1000]> : tile<4xi16>
    %neg_in = constant <i16: [1, -32768, 0, 32767]> : tile<4xi16>
    %ma2 = constant <i16: [-3, -256, 255, -1]> : tile<4xi16>
    %mb2 = constant <i16: [5, -256, 257, -1]> : tile<4xi16>
    %ha2 = constant <i16: [-32768, -2, 1, 32767]> : tile<4xi16>
    %hb2 = constant <i16: [-32768, -2, -1, 32767]> : tile<4xi16>
    %r0 = absi %abs_in : tile<4xi16>
    %r1 = addi %a, %b : tile<4xi16>
    %r2 = subi %sa, %sb : tile<4xi16>
    %r3 = muli %ma, %mb : tile<4xi16>
    %r4 = mulhii %ha, %hb : tile<4xi16>
    %r5 = negi %neg_in : tile<4xi16>
    %r6 = muli %ma2, %mb2 : tile<4xi16>
    %r7 = mulhii %ha2, %hb2 : tile<4xi16>
    %c01 = cat %r0, %r1 dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %c23 = cat %r2, %r3 dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %c45 = cat %r4, %r5 dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %c67 = cat %r6, %r7 dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %c03 = cat %c01, %c23 dim = 0 : tile<8xi16>, tile<8xi16> -> tile<16xi16>
    %c47 = cat %c45, %c67 dim = 0 : tile<8xi16>, tile<8xi16> -> tile<16xi16>
    %all = cat %c03, %c47 dim = 0 : tile<16xi16>, tile<16xi16> -> tile<32xi16>
    %i = iota : tile<32xi32>
    %ro = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bo = broadcast %ro : tile<1xptr<i16>> -> tile<32xptr<i16>>
    %po = offset %bo, %i : tile<32xptr<i16>>, tile<32xi32> -> tile<32xptr<i16>>
    %tk = store_ptr_tko weak %po, %all : tile<32xptr<i16>>, tile<32xi16> -> token
    return
  }

  // addi: 2e9+2e9 = 4000000000-2^32 = -294967296.
  // muli: 2^16*2^16 = 2^32 -> 0; (2^16+1)^2 = 2^32 + 2^17 + 1 -> 131073;
  //   MAX*2 = 2^32-2 -> -2; -3*7 = -21; (2^16-1)(2^16+1) = 2^32-1 -> -1.
  // mulhii: (2^32-1)^2 = 2^64 - 2^33 + 1 -> high 2^32-2 = -2; 2^32 -> 1;
  //   (2^31)^2 = 2^62 -> 2^30; (2^32-1)*2 = 2^33-2 -> 1;
  //   (2^32-2)^2 = 2^64 - 2^34 + 4 -> 2^32-4 = -4;
  //   (2^31-1)^2 = 2^62 - 2^32 + 1 -> 2^30-1.
  entry @i32(%o: tile<ptr<i32>>) {
    %abs_in = constant <i32: [-2147483648, -7, 7, 0]> : tile<4xi32>
    %a = constant <i32: [2147483647, -2147483648, 2000000000, -1]> : tile<4xi32>
    %b = constant <i32: [1, -1, 2000000000, 1]> : tile<4xi32>
    %sa = constant <i32: [-2147483648, 0, 2147483647, -5]> : tile<4xi32>
    %sb = constant <i32: [1, 1, -1, -5]> : tile<4xi32>
    %ma = constant <i32: [65536, 65537, 2147483647, -3]> : tile<4xi32>
    %mb = constant <i32: [65536, 65537, 2, 7]> : tile<4xi32>
    %ha = constant <i32: [-1, 65536, -2147483648, -1]> : tile<4xi32>
    %hb = constant <i32: [-1, 65536, -2147483648, 2]> : tile<4xi32>
    %neg_in = constant <i32: [1, -2147483648, 0, 2147483647]> : tile<4xi32>
    %ma2 = constant <i32: [-3, -65536, 65535, -1]> : tile<4xi32>
    %mb2 = constant <i32: [5, -65536, 65537, -1]> : tile<4xi32>
    %ha2 = constant <i32: [-2147483648, -2, 1, 2147483647]> : tile<4xi32>
    %hb2 = constant <i32: [-2147483648, -2, -1, 2147483647]> : tile<4xi32>
    %r0 = absi %abs_in : tile<4xi32>
    %r1 = addi %a, %b : tile<4xi32>
    %r2 = subi %sa, %sb : tile<4xi32>
    %r3 = muli %ma, %mb : tile<4xi32>
    %r4 = mulhii %ha, %hb : tile<4xi32>
    %r5 = negi %neg_in : tile<4xi32>
    %r6 = muli %ma2, %mb2 : tile<4xi32>
    %r7 = mulhii %ha2, %hb2 : tile<4xi32>
    %c01 = cat %r0, %r1 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c23 = cat %r2, %r3 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c45 = cat %r4, %r5 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c67 = cat %r6, %r7 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c03 = cat %c01, %c23 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %c47 = cat %c45, %c67 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %all = cat %c03, %c47 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %i = iota : tile<32xi32>
    %ro = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %po = offset %bo, %i : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %tk = store_ptr_tko weak %po, %all : tile<32xptr<i32>>, tile<32xi32> -> token
    return
  }

  // addi: 5e18+5e18 = 10^19 - 2^64.
  // muli: 2^32*2^32 = 2^64 -> 0; (2^32+1)^2 = 2^64 + 2^33 + 1 -> 2^33+1;
  //   MAX^2 = 2^126 - 2^64 + 1 -> 1; (2^32-1)(2^32+1) = 2^64-1 -> -1.
  // mulhii: (2^64-1)^2 -> high 2^64-2 = -2; 2^32*2^32 -> 1;
  //   2^63*2 = 2^64 -> 1; 3*5 -> 0; (2^63)^2 = 2^126 -> 2^62;
  //   (2^64-2)^2 -> 2^64-4 = -4; (2^63-1)^2 = 2^126 - 2^64 + 1 -> 2^62-1.
  entry @i64(%o: tile<ptr<i64>>) {
    %abs_in = constant <i64: [-9223372036854775808, -7, 7, 0]> : tile<4xi64>
    %a = constant <i64: [9223372036854775807, -9223372036854775808, 5000000000000000000, -1]> : tile<4xi64>
    %b = constant <i64: [1, -1, 5000000000000000000, 1]> : tile<4xi64>
    %sa = constant <i64: [-9223372036854775808, 0, 9223372036854775807, 3]> : tile<4xi64>
    %sb = constant <i64: [1, 1, -1, 5]> : tile<4xi64>
    %ma = constant <i64: [4294967296, 4294967297, 9223372036854775807, -3]> : tile<4xi64>
    %mb = constant <i64: [4294967296, 4294967297, 9223372036854775807, 7]> : tile<4xi64>
    %ha = constant <i64: [-1, 4294967296, -9223372036854775808, 3]> : tile<4xi64>
    %hb = constant <i64: [-1, 4294967296, 2, 5]> : tile<4xi64>
    %neg_in = constant <i64: [1, -9223372036854775808, 0, 9223372036854775807]> : tile<4xi64>
    %ma2 = constant <i64: [-3, -4294967296, 4294967295, -1]> : tile<4xi64>
    %mb2 = constant <i64: [5, -4294967296, 4294967297, -1]> : tile<4xi64>
    %ha2 = constant <i64: [-9223372036854775808, -2, 1, 9223372036854775807]> : tile<4xi64>
    %hb2 = constant <i64: [-9223372036854775808, -2, -1, 9223372036854775807]> : tile<4xi64>
    %r0 = absi %abs_in : tile<4xi64>
    %r1 = addi %a, %b : tile<4xi64>
    %r2 = subi %sa, %sb : tile<4xi64>
    %r3 = muli %ma, %mb : tile<4xi64>
    %r4 = mulhii %ha, %hb : tile<4xi64>
    %r5 = negi %neg_in : tile<4xi64>
    %r6 = muli %ma2, %mb2 : tile<4xi64>
    %r7 = mulhii %ha2, %hb2 : tile<4xi64>
    %c01 = cat %r0, %r1 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %c23 = cat %r2, %r3 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %c45 = cat %r4, %r5 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %c67 = cat %r6, %r7 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %c03 = cat %c01, %c23 dim = 0 : tile<8xi64>, tile<8xi64> -> tile<16xi64>
    %c47 = cat %c45, %c67 dim = 0 : tile<8xi64>, tile<8xi64> -> tile<16xi64>
    %all = cat %c03, %c47 dim = 0 : tile<16xi64>, tile<16xi64> -> tile<32xi64>
    %i = iota : tile<32xi32>
    %ro = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bo = broadcast %ro : tile<1xptr<i64>> -> tile<32xptr<i64>>
    %po = offset %bo, %i : tile<32xptr<i64>>, tile<32xi32> -> tile<32xptr<i64>>
    %tk = store_ptr_tko weak %po, %all : tile<32xptr<i64>>, tile<32xi64> -> token
    return
  }
}
