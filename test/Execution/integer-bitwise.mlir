// maxi/mini (signed vs unsigned), shli, shri (arithmetic vs logical),
// andi/ori/xori, cmpi with all six predicates signed and unsigned, and i1
// arithmetic. Shift amounts stay below the bit width here (larger ones are
// undefined: check-integer-shift.mlir). The i8/i16/i32/i64 entries store 8
// results of 4 elements each in the order of the ops in the kernel.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry i8 zeros:32 -o %t/i8
// RUN: %python %testlib/npytool.py expect %t/i8/arg0.npy "[1, 1, 127, 5] + [-1, -1, -128, 5] + [-1, -1, -128, 5] + [1, 1, 127, 5] + [0, -128, -2, -16] + [-1, 0, 63, -1] + [1, 0, 63, 15] + [-2, -2, -1, 0]"
// RUN: tile-run %s --entry i32 zeros:32 -o %t/i32
// RUN: %python %testlib/npytool.py expect %t/i32/arg0.npy "[1, 1, 2**31-1, 0] + [-1, -1, -2**31, 0] + [-1, -1, -2**31, 0] + [1, 1, 2**31-1, 0] + [0, 0x23456780, -64, 5] + [-1, 0x1234567, -4, 5] + [1, 0x1234567, 0x3FFFFFFC, 5] + [1, 1, 0, 0]"
// RUN: tile-run %s --entry i64 zeros:32 -o %t/i64
// RUN: %python %testlib/npytool.py expect %t/i64/arg0.npy "[1, 1, 2**63-1, 0] + [-1, -1, -2**63, 0] + [-1, -1, -2**63, 0] + [1, 1, 2**63-1, 0] + [0, -2**62, -2**63, 0x23456789ABCDEF00] + [-1, 0, -1, 0x0123456789ABCD] + [1, 0, 1, 0x0123456789ABCD] + [-2, -2, -1, 0]"
// RUN: tile-run %s --entry i16 zeros:32 -o %t/i16
// RUN: %python %testlib/npytool.py expect %t/i16/arg0.npy "[15, 4660, 4660, 0] + [4095, -1, -1, 0] + [4080, -4661, -4661, 0] + [3855, -1, -1, 0] + [0, 0x2340, -4, -32768] + [-1, 0x123, -1, 0] + [1, 0x123, 32767, 0] + [255, 4660, 4660, 0]"
// RUN: %python %testlib/npytool.py make %t/a.npy int32 "[-1, 1, 5, -2**31]"
// RUN: %python %testlib/npytool.py make %t/b.npy int32 "[1, -1, 5, 2**31-1]"
// RUN: tile-run %s --entry cmp %t/a.npy %t/b.npy zeros:64 -o %t/cmp
// RUN: %python %testlib/npytool.py expect %t/cmp/arg2.npy "[0,0,1,0] + [1,1,0,1] + [1,0,0,1] + [1,0,1,1] + [0,1,0,0] + [0,1,1,0] + [0,0,1,0] + [1,1,0,1] + [0,1,0,0] + [0,1,1,0] + [1,0,0,1] + [1,0,1,1] + [0,1,0,1] + [1,0,1,0] + [1,1,0,0] + [0,0,1,1]"
// RUN: tile-run %s --entry i1 zeros:64 -o %t/i1
// RUN: %python %testlib/npytool.py expect %t/i1/arg0.npy "[0,1,1,0] + [0,1,1,0] + [1,0,0,0] + [1,0,0,0] + [1,1,1,0] + [0,1,1,0] + [1,1,0,0] + [1,1,0,0] + [1,0,0,0] + [1,1,1,0] + [1,1,1,0] + [1,0,0,0] + [0,1,0,0] + [0,0,1,0] + [1,1,0,0] + [0,0,0,0]"

cuda_tile.module @m {
  // Signed, -1 < 1 and MIN < MAX; unsigned, -1 is 0xFF and MIN is 0x80, the
  // largest values of the pair.
  // shli: 0x80 << 7 and 3 << 7 = 0x180 keep only the low byte: 0, 0x80;
  // 0x7F << 1 = 0xFE = -2; 0xFF << 4 = 0xF0 = -16.
  // shri signed copies the sign bit: -128 >> 7 = -1, -1 >> 4 = -1;
  // unsigned shifts in zeros: 0x80 >> 7 = 1, 0xFF >> 4 = 15.
  // xori: -1 ^ 1 = 0xFE; 0x80 ^ 0x7F = 0xFF.
  entry @i8(%o: tile<ptr<i8>>) {
    %a = constant <i8: [-1, 1, -128, 5]> : tile<4xi8>
    %b = constant <i8: [1, -1, 127, 5]> : tile<4xi8>
    %v = constant <i8: [-128, 3, 127, -1]> : tile<4xi8>
    %s = constant <i8: [7, 7, 1, 4]> : tile<4xi8>
    %r0 = maxi %a, %b signed : tile<4xi8>
    %r1 = maxi %a, %b unsigned : tile<4xi8>
    %r2 = mini %a, %b signed : tile<4xi8>
    %r3 = mini %a, %b unsigned : tile<4xi8>
    %r4 = shli %v, %s : tile<4xi8>
    %r5 = shri %v, %s signed : tile<4xi8>
    %r6 = shri %v, %s unsigned : tile<4xi8>
    %r7 = xori %a, %b : tile<4xi8>
    %c0 = cat %r0, %r1 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %c1 = cat %r2, %r3 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %c2 = cat %r4, %r5 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %c3 = cat %r6, %r7 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    %c4 = cat %c0, %c1 dim = 0 : tile<8xi8>, tile<8xi8> -> tile<16xi8>
    %c5 = cat %c2, %c3 dim = 0 : tile<8xi8>, tile<8xi8> -> tile<16xi8>
    %c6 = cat %c4, %c5 dim = 0 : tile<16xi8>, tile<16xi8> -> tile<32xi8>
    %ic = iota : tile<32xi32>
    %rc = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bc = broadcast %rc : tile<1xptr<i8>> -> tile<32xptr<i8>>
    %pc = offset %bc, %ic : tile<32xptr<i8>>, tile<32xi32> -> tile<32xptr<i8>>
    %tc = store_ptr_tko weak %pc, %c6 : tile<32xptr<i8>>, tile<32xi8> -> token
    return
  }

  // shli: MIN << 31 = 0; 0x12345678 << 4 = 0x23456780; -16 << 2 = -64.
  // shri: MIN >> 31 = -1 signed, 1 unsigned; 0xFFFFFFF0 >> 2 = -4 signed,
  // 0x3FFFFFFC unsigned; shifting by 0 keeps 5. andi: MIN & MAX = 0.
  entry @i32(%o: tile<ptr<i32>>) {
    %a = constant <i32: [-1, 1, -2147483648, 0]> : tile<4xi32>
    %b = constant <i32: [1, -1, 2147483647, 0]> : tile<4xi32>
    %v = constant <i32: [-2147483648, 0x12345678, -16, 5]> : tile<4xi32>
    %s = constant <i32: [31, 4, 2, 0]> : tile<4xi32>
    %r0 = maxi %a, %b signed : tile<4xi32>
    %r1 = maxi %a, %b unsigned : tile<4xi32>
    %r2 = mini %a, %b signed : tile<4xi32>
    %r3 = mini %a, %b unsigned : tile<4xi32>
    %r4 = shli %v, %s : tile<4xi32>
    %r5 = shri %v, %s signed : tile<4xi32>
    %r6 = shri %v, %s unsigned : tile<4xi32>
    %r7 = andi %a, %b : tile<4xi32>
    %c0 = cat %r0, %r1 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c1 = cat %r2, %r3 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c2 = cat %r4, %r5 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c3 = cat %r6, %r7 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c4 = cat %c0, %c1 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %c5 = cat %c2, %c3 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %c6 = cat %c4, %c5 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %ic = iota : tile<32xi32>
    %rc = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bc = broadcast %rc : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %pc = offset %bc, %ic : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %tc = store_ptr_tko weak %pc, %c6 : tile<32xptr<i32>>, tile<32xi32> -> token
    return
  }

  // shli: MIN << 63 = 0; 3 << 62 = 0xC000000000000000 = -2^62;
  // -1 << 63 = MIN; 0x0123456789ABCDEF << 8 drops the top byte 0x01.
  // shri by 63: MIN and -1 give -1 signed, 1 unsigned.
  entry @i64(%o: tile<ptr<i64>>) {
    %a = constant <i64: [-1, 1, -9223372036854775808, 0]> : tile<4xi64>
    %b = constant <i64: [1, -1, 9223372036854775807, 0]> : tile<4xi64>
    %v = constant <i64: [-9223372036854775808, 3, -1, 0x0123456789ABCDEF]> : tile<4xi64>
    %s = constant <i64: [63, 62, 63, 8]> : tile<4xi64>
    %r0 = maxi %a, %b signed : tile<4xi64>
    %r1 = maxi %a, %b unsigned : tile<4xi64>
    %r2 = mini %a, %b signed : tile<4xi64>
    %r3 = mini %a, %b unsigned : tile<4xi64>
    %r4 = shli %v, %s : tile<4xi64>
    %r5 = shri %v, %s signed : tile<4xi64>
    %r6 = shri %v, %s unsigned : tile<4xi64>
    %r7 = xori %a, %b : tile<4xi64>
    %c0 = cat %r0, %r1 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %c1 = cat %r2, %r3 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %c2 = cat %r4, %r5 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %c3 = cat %r6, %r7 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %c4 = cat %c0, %c1 dim = 0 : tile<8xi64>, tile<8xi64> -> tile<16xi64>
    %c5 = cat %c2, %c3 dim = 0 : tile<8xi64>, tile<8xi64> -> tile<16xi64>
    %c6 = cat %c4, %c5 dim = 0 : tile<16xi64>, tile<16xi64> -> tile<32xi64>
    %ic = iota : tile<32xi32>
    %rc = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bc = broadcast %rc : tile<1xptr<i64>> -> tile<32xptr<i64>>
    %pc = offset %bc, %ic : tile<32xptr<i64>>, tile<32xi32> -> tile<32xptr<i64>>
    %tc = store_ptr_tko weak %pc, %c6 : tile<32xptr<i64>>, tile<32xi64> -> token
    return
  }

  // andi/ori/xori: 0x0F0F op 0x00FF = 0x000F, 0x0FFF, 0x0FF0;
  // -1 op 0x1234 = 0x1234, -1, ~0x1234 = -4661.
  // maxi/mini unsigned: -1 is 0xFFFF, the largest i16.
  // shli: 0x8000 << 15 = 0; 0x1234 << 4 = 0x2340; -2 << 1 = -4; 1 << 15 = MIN.
  // shri: 0x8000 >> 15 = -1 / 1; 0xFFFE >> 1 = -1 / 0x7FFF.
  entry @i16(%o: tile<ptr<i16>>) {
    %a = constant <i16: [3855, -1, 4660, 0]> : tile<4xi16>
    %b = constant <i16: [255, 4660, -1, 0]> : tile<4xi16>
    %v = constant <i16: [-32768, 4660, -2, 1]> : tile<4xi16>
    %s = constant <i16: [15, 4, 1, 15]> : tile<4xi16>
    %r0 = andi %a, %b : tile<4xi16>
    %r1 = ori %a, %b : tile<4xi16>
    %r2 = xori %a, %b : tile<4xi16>
    %r3 = maxi %a, %b unsigned : tile<4xi16>
    %r4 = shli %v, %s : tile<4xi16>
    %r5 = shri %v, %s signed : tile<4xi16>
    %r6 = shri %v, %s unsigned : tile<4xi16>
    %r7 = mini %a, %b unsigned : tile<4xi16>
    %c0 = cat %r0, %r1 dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %c1 = cat %r2, %r3 dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %c2 = cat %r4, %r5 dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %c3 = cat %r6, %r7 dim = 0 : tile<4xi16>, tile<4xi16> -> tile<8xi16>
    %c4 = cat %c0, %c1 dim = 0 : tile<8xi16>, tile<8xi16> -> tile<16xi16>
    %c5 = cat %c2, %c3 dim = 0 : tile<8xi16>, tile<8xi16> -> tile<16xi16>
    %c6 = cat %c4, %c5 dim = 0 : tile<16xi16>, tile<16xi16> -> tile<32xi16>
    %ic = iota : tile<32xi32>
    %rc = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bc = broadcast %rc : tile<1xptr<i16>> -> tile<32xptr<i16>>
    %pc = offset %bc, %ic : tile<32xptr<i16>>, tile<32xi32> -> tile<32xptr<i16>>
    %tc = store_ptr_tko weak %pc, %c6 : tile<32xptr<i16>>, tile<32xi16> -> token
    return
  }

  // a = [-1, 1, 5, MIN], b = [1, -1, 5, MAX] from .npy. Signed: -1 < 1,
  // 1 > -1, 5 == 5, MIN < MAX. Unsigned -1 = 0xFFFFFFFF and MIN = 0x80000000
  // are above 1 and MAX, so lt/gt swap. Stored in the order equal,
  // not_equal, less_than, less_than_or_equal, greater_than,
  // greater_than_or_equal, signed then unsigned; then i8 greater_than
  // (-128 vs 127, 127 vs -128, -1 vs 0, 0 vs -1) signed and unsigned, and i64
  // less_than (-1 vs 0, MIN vs 1, 1 vs -1, MAX vs MIN) signed and unsigned.
  entry @cmp(%ap: tile<ptr<i32>>, %bp: tile<ptr<i32>>, %o: tile<ptr<i1>>) {
    %ia = iota : tile<4xi32>
    %ra = reshape %ap : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ba = broadcast %ra : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pa = offset %ba, %ia : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %a, %toka = load_ptr_tko weak %pa : tile<4xptr<i32>> -> tile<4xi32>, token
    %ib = iota : tile<4xi32>
    %rb = reshape %bp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bb = broadcast %rb : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pb = offset %bb, %ib : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %b, %tokb = load_ptr_tko weak %pb : tile<4xptr<i32>> -> tile<4xi32>, token
    %r0 = cmpi equal %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %r1 = cmpi not_equal %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %r2 = cmpi less_than %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %r3 = cmpi less_than_or_equal %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %r4 = cmpi greater_than %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %r5 = cmpi greater_than_or_equal %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %r6 = cmpi equal %a, %b, unsigned : tile<4xi32> -> tile<4xi1>
    %r7 = cmpi not_equal %a, %b, unsigned : tile<4xi32> -> tile<4xi1>
    %r8 = cmpi less_than %a, %b, unsigned : tile<4xi32> -> tile<4xi1>
    %r9 = cmpi less_than_or_equal %a, %b, unsigned : tile<4xi32> -> tile<4xi1>
    %r10 = cmpi greater_than %a, %b, unsigned : tile<4xi32> -> tile<4xi1>
    %r11 = cmpi greater_than_or_equal %a, %b, unsigned : tile<4xi32> -> tile<4xi1>
    %a8 = constant <i8: [-128, 127, -1, 0]> : tile<4xi8>
    %b8 = constant <i8: [127, -128, 0, -1]> : tile<4xi8>
    %r12 = cmpi greater_than %a8, %b8, signed : tile<4xi8> -> tile<4xi1>
    %r13 = cmpi greater_than %a8, %b8, unsigned : tile<4xi8> -> tile<4xi1>
    %a64 = constant <i64: [-1, -9223372036854775808, 1, 9223372036854775807]> : tile<4xi64>
    %b64 = constant <i64: [0, 1, -1, -9223372036854775808]> : tile<4xi64>
    %r14 = cmpi less_than %a64, %b64, signed : tile<4xi64> -> tile<4xi1>
    %r15 = cmpi less_than %a64, %b64, unsigned : tile<4xi64> -> tile<4xi1>
    %c0 = cat %r0, %r1 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c1 = cat %r2, %r3 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c2 = cat %r4, %r5 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c3 = cat %r6, %r7 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c4 = cat %r8, %r9 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c5 = cat %r10, %r11 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c6 = cat %r12, %r13 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c7 = cat %r14, %r15 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c8 = cat %c0, %c1 dim = 0 : tile<8xi1>, tile<8xi1> -> tile<16xi1>
    %c9 = cat %c2, %c3 dim = 0 : tile<8xi1>, tile<8xi1> -> tile<16xi1>
    %c10 = cat %c4, %c5 dim = 0 : tile<8xi1>, tile<8xi1> -> tile<16xi1>
    %c11 = cat %c6, %c7 dim = 0 : tile<8xi1>, tile<8xi1> -> tile<16xi1>
    %c12 = cat %c8, %c9 dim = 0 : tile<16xi1>, tile<16xi1> -> tile<32xi1>
    %c13 = cat %c10, %c11 dim = 0 : tile<16xi1>, tile<16xi1> -> tile<32xi1>
    %c14 = cat %c12, %c13 dim = 0 : tile<32xi1>, tile<32xi1> -> tile<64xi1>
    %ic = iota : tile<64xi32>
    %rc = reshape %o : tile<ptr<i1>> -> tile<1xptr<i1>>
    %bc = broadcast %rc : tile<1xptr<i1>> -> tile<64xptr<i1>>
    %pc = offset %bc, %ic : tile<64xptr<i1>>, tile<64xi32> -> tile<64xptr<i1>>
    %tc = store_ptr_tko weak %pc, %c14 : tile<64xptr<i1>>, tile<64xi1> -> token
    return
  }

  // i1 arithmetic wraps modulo 2: 1+1 = 0, 0-1 = 1, -1 = 1; signed, true is
  // -1 so it is the smaller: max(true, false) = false, true < false.
  // |true| = |-1| = 1 = true. a / 1 = a unsigned. mulhii: the 2-bit product
  // of two 1-bit values is at most 1, so its high bit is always 0.
  entry @i1(%o: tile<ptr<i1>>) {
    %a = constant <i1: [true, true, false, false]> : tile<4xi1>
    %b = constant <i1: [true, false, true, false]> : tile<4xi1>
    %one = constant <i1: true> : tile<4xi1>
    %r0 = addi %a, %b : tile<4xi1>
    %r1 = subi %a, %b : tile<4xi1>
    %r2 = muli %a, %b : tile<4xi1>
    %r3 = andi %a, %b : tile<4xi1>
    %r4 = ori %a, %b : tile<4xi1>
    %r5 = xori %a, %b : tile<4xi1>
    %r6 = negi %a : tile<4xi1>
    %r7 = absi %a : tile<4xi1>
    %r8 = maxi %a, %b signed : tile<4xi1>
    %r9 = maxi %a, %b unsigned : tile<4xi1>
    %r10 = mini %a, %b signed : tile<4xi1>
    %r11 = mini %a, %b unsigned : tile<4xi1>
    %r12 = cmpi less_than %a, %b, signed : tile<4xi1> -> tile<4xi1>
    %r13 = cmpi less_than %a, %b, unsigned : tile<4xi1> -> tile<4xi1>
    %r14 = divi %a, %one unsigned : tile<4xi1>
    %r15 = mulhii %a, %b : tile<4xi1>
    %c0 = cat %r0, %r1 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c1 = cat %r2, %r3 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c2 = cat %r4, %r5 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c3 = cat %r6, %r7 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c4 = cat %r8, %r9 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c5 = cat %r10, %r11 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c6 = cat %r12, %r13 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c7 = cat %r14, %r15 dim = 0 : tile<4xi1>, tile<4xi1> -> tile<8xi1>
    %c8 = cat %c0, %c1 dim = 0 : tile<8xi1>, tile<8xi1> -> tile<16xi1>
    %c9 = cat %c2, %c3 dim = 0 : tile<8xi1>, tile<8xi1> -> tile<16xi1>
    %c10 = cat %c4, %c5 dim = 0 : tile<8xi1>, tile<8xi1> -> tile<16xi1>
    %c11 = cat %c6, %c7 dim = 0 : tile<8xi1>, tile<8xi1> -> tile<16xi1>
    %c12 = cat %c8, %c9 dim = 0 : tile<16xi1>, tile<16xi1> -> tile<32xi1>
    %c13 = cat %c10, %c11 dim = 0 : tile<16xi1>, tile<16xi1> -> tile<32xi1>
    %c14 = cat %c12, %c13 dim = 0 : tile<32xi1>, tile<32xi1> -> tile<64xi1>
    %ic = iota : tile<64xi32>
    %rc = reshape %o : tile<ptr<i1>> -> tile<1xptr<i1>>
    %bc = broadcast %rc : tile<1xptr<i1>> -> tile<64xptr<i1>>
    %pc = offset %bc, %ic : tile<64xptr<i1>>, tile<64xi32> -> tile<64xptr<i1>>
    %tc = store_ptr_tko weak %pc, %c14 : tile<64xptr<i1>>, tile<64xi1> -> token
    return
  }
}
