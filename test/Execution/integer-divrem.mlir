// divi (signed with rounding zero / negative_inf / positive_inf, unsigned
// with rounding zero / positive_inf) and remi (signed, unsigned) on i8, i32
// and i64, exact and inexact quotients, negative operands on either side.
// Each entry stores 8 results, in the order: divi signed, divi signed
// rounding<negative_inf>, divi signed rounding<positive_inf>, divi unsigned,
// divi unsigned rounding<positive_inf>, remi signed, remi unsigned, and the
// floored modulo x - divi_negative_inf(x, y) * y (Python's x % y).
// The i32 operands come from .npy files.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/npytool.py make %t/x.npy int32 "[7, -7, 7, -7, 6, -6, 0, -1]"
// RUN: %python %testlib/npytool.py make %t/y.npy int32 "[2, 2, -2, -2, -3, -3, 5, 3]"
// RUN: tile-run %s --entry i32 %t/x.npy %t/y.npy zeros:64 -o %t/i32
// RUN: %python %testlib/npytool.py expect %t/i32/arg2.npy "[3, -3, -3, 3, -2, 2, 0, 0] + [3, -4, -4, 3, -2, 2, 0, -1] + [4, -3, -3, 4, -2, 2, 0, 0] + [3, 2147483644, 0, 0, 0, 0, 0, 1431655765] + [4, 2147483645, 1, 1, 1, 1, 0, 1431655765] + [1, -1, 1, -1, 0, 0, 0, -1] + [1, 1, 7, -7, 6, -6, 0, 0] + [1, 1, -1, -1, 0, 0, 0, 2]"
// RUN: tile-run %s --entry i8 zeros:32 -o %t/i8
// RUN: %python %testlib/npytool.py expect %t/i8/arg0.npy "[-8, 0, -42, 0] + [-8, -1, -43, -1] + [-8, 0, -42, 0] + [28, 15, 42, 0] + [29, 16, 43, 1] + [0, -1, -2, 127] + [4, 15, 2, 127] + [0, 15, 1, -1]"
// RUN: tile-run %s --entry i64 zeros:32 -o %t/i64
// RUN: %python %testlib/npytool.py expect %t/i64/arg0.npy "[-2**62+1, -2**62, 0, -3074457345618258602] + [-2**62, -2**62, -1, -3074457345618258603] + [-2**62+1, -2**62, 0, -3074457345618258602] + [2**62, 2**62, 2**63-1, 0] + [2**62+1, 2**62, -2**63, 1] + [-1, 0, -1, 1] + [1, 0, 1, 2**63-1] + [1, 0, 1, -2]"

cuda_tile.module @m {
  // x / y exactly: 3.5, -3.5, -3.5, 3.5, -2, 2, 0, -1/3.
  // Unsigned, the negative operands are 2^32 - |v|: 7 / 2 = 3 r 1;
  // (2^32-7) / 2 = 2147483644 r 1; a small dividend over a huge divisor is
  // 0 r dividend (rounded up: 1); (2^32-7) / (2^32-2) = 0 r (2^32-7), so
  // remi unsigned gives -7 back; (2^32-1) / 3 = 1431655765 exactly.
  // remi signed takes the sign of the dividend: 7%2 = 1, -7%2 = -1,
  // 7%-2 = 1, -7%-2 = -1, -1%3 = -1. Floored modulo takes the divisor's sign.
  entry @i32(%xp: tile<ptr<i32>>, %yp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %i8 = iota : tile<8xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %px = offset %bx, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %x, %tx = load_ptr_tko weak %px : tile<8xptr<i32>> -> tile<8xi32>, token
    %ry = reshape %yp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %py = offset %by, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %y, %ty = load_ptr_tko weak %py : tile<8xptr<i32>> -> tile<8xi32>, token
    %r0 = divi %x, %y signed : tile<8xi32>
    %r1 = divi %x, %y signed rounding<negative_inf> : tile<8xi32>
    %r2 = divi %x, %y signed rounding<positive_inf> : tile<8xi32>
    %r3 = divi %x, %y unsigned : tile<8xi32>
    %r4 = divi %x, %y unsigned rounding<positive_inf> : tile<8xi32>
    %r5 = remi %x, %y signed : tile<8xi32>
    %r6 = remi %x, %y unsigned : tile<8xi32>
    %qy = muli %r1, %y : tile<8xi32>
    %r7 = subi %x, %qy : tile<8xi32>
    %c01 = cat %r0, %r1 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %c23 = cat %r2, %r3 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %c45 = cat %r4, %r5 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %c67 = cat %r6, %r7 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %c03 = cat %c01, %c23 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %c47 = cat %c45, %c67 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %all = cat %c03, %c47 dim = 0 : tile<32xi32>, tile<32xi32> -> tile<64xi32>
    %i = iota : tile<64xi32>
    %ro = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %po = offset %bo, %i : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %tk = store_ptr_tko weak %po, %all : tile<64xptr<i32>>, tile<64xi32> -> token
    return
  }

  // Signed: -56/7 = -8 exactly; -1/16 = -0.06; -128/3 = -42.67;
  // 127/-128 = -0.99. Unsigned the dividends are 200, 255, 128, 127 and the
  // divisors 7, 16, 3, 128: 28.6, 15.9, 42.7, 0.99.
  // remi signed: -56%7 = 0, -1%16 = -1, -128%3 = -128+126 = -2, 127%-128 = 127;
  // unsigned: 200%7 = 4, 255%16 = 15, 128%3 = 2, 127%128 = 127.
  // Floored: -1 - (-1*16) = 15; -128 - (-43*3) = 1; 127 - (-1*-128) = -1
  // (the products wrap in i8, the differences wrap back).
  entry @i8(%o: tile<ptr<i8>>) {
    %x = constant <i8: [-56, -1, -128, 127]> : tile<4xi8>
    %y = constant <i8: [7, 16, 3, -128]> : tile<4xi8>
    %r0 = divi %x, %y signed : tile<4xi8>
    %r1 = divi %x, %y signed rounding<negative_inf> : tile<4xi8>
    %r2 = divi %x, %y signed rounding<positive_inf> : tile<4xi8>
    %r3 = divi %x, %y unsigned : tile<4xi8>
    %r4 = divi %x, %y unsigned rounding<positive_inf> : tile<4xi8>
    %r5 = remi %x, %y signed : tile<4xi8>
    %r6 = remi %x, %y unsigned : tile<4xi8>
    %qy = muli %r1, %y : tile<4xi8>
    %r7 = subi %x, %qy : tile<4xi8>
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

  // Values beyond 2^53 catch a division done in double precision.
  // Signed: (MIN+1)/2 = -2^62 + 0.5; MIN/2 = -2^62; -1/2 = -0.5;
  // MAX/-3 = -(3074457345618258602 + 1/3)
  // since MAX = 3*3074457345618258602 + 1.
  // Unsigned: (2^63+1)/2 = 2^62 r 1; 2^63/2 = 2^62; (2^64-1)/2 = 2^63-1 r 1,
  // rounded up 2^63 (-2^63 as i64); MAX/(2^64-3) = 0 r MAX, rounded up 1.
  // Floored: (MIN+1) - (-2^62)*2 = 1; -1 - (-1*2) = 1;
  // MAX - (-3074457345618258603 * -3) = MAX - (MAX + 2) = -2.
  entry @i64(%o: tile<ptr<i64>>) {
    %x = constant <i64: [-9223372036854775807, -9223372036854775808, -1, 9223372036854775807]> : tile<4xi64>
    %y = constant <i64: [2, 2, 2, -3]> : tile<4xi64>
    %r0 = divi %x, %y signed : tile<4xi64>
    %r1 = divi %x, %y signed rounding<negative_inf> : tile<4xi64>
    %r2 = divi %x, %y signed rounding<positive_inf> : tile<4xi64>
    %r3 = divi %x, %y unsigned : tile<4xi64>
    %r4 = divi %x, %y unsigned rounding<positive_inf> : tile<4xi64>
    %r5 = remi %x, %y signed : tile<4xi64>
    %r6 = remi %x, %y unsigned : tile<4xi64>
    %qy = muli %r1, %y : tile<4xi64>
    %r7 = subi %x, %qy : tile<4xi64>
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
