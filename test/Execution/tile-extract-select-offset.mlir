// extract (sub-tiles at block indices, constant and runtime), select (tile
// condition, splat condition, rank 0) and offset (negative offsets,
// i1/i8/i16/i32/i64 offset types). Out-of-range extract indices:
// check-extract.mlir. Expected values are derived by hand.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry extract 1 zeros:32 -o %t/extract
// RUN: %python %testlib/npytool.py expect %t/extract/arg1.npy "[20, 21, 22, 23, 28, 29, 30, 31] + [4, 5, 6, 7, 12, 13, 14, 15] + list(range(8, 16)) + [48, 49, 50, 51, 56, 57, 58, 59]"
// RUN: tile-run %s --entry select zeros:4 zeros:16 zeros:4 -o %t/select
// RUN: %python %testlib/npytool.py expect %t/select/arg0.npy "np.array([0x80000000, 0x7FC00000, 0xFF800000, 0x40400000], np.uint32).view(np.float32)"
// RUN: %python %testlib/npytool.py hex %t/select/arg0.npy | FileCheck %s --check-prefix=SELF
// RUN: %python %testlib/npytool.py expect %t/select/arg1.npy "[1, 20, 3, 40] + [1, 2, 3, 4] + [10, 20, 30, 40] + [5, 6, 7, 10]"
// RUN: %python %testlib/npytool.py expect %t/select/arg2.npy "[-2**63, 3, -1, 5]"
// RUN: tile-run %s --entry offset zeros:8 zeros:4 zeros:4 zeros:2 -o %t/offset
// RUN: %python %testlib/npytool.py expect %t/offset/arg0.npy "[100, 0, 200, 0, 300, 0, 400, 0]"
// RUN: %python %testlib/npytool.py expect %t/offset/arg1.npy "[0.5, 1.5, 2.5, 3.5]"
// RUN: %python %testlib/npytool.py expect %t/offset/arg2.npy "[20, 40, 10, 30]"
// RUN: %python %testlib/npytool.py expect %t/offset/arg3.npy "[5, 6]"

// The select keeps the sign of -0.0 and the NaN payload of the true operand.
// SELF: 0x80000000 0x7fc00000 0xff800000 0x40400000

cuda_tile.module @m {
  // %src = iota(32) as 4x8, so src[r][c] = 8r + c; %k = 1 comes from the
  // command line. extract takes the block at the given block indices, whose
  // origin is index * result dim along each dimension.
  // [1, 1] of 2x4 blocks: rows 2-3, cols 4-7 = 20..23, 28..31.
  // [0, %k] of 2x4 blocks: rows 0-1, cols 4-7 = 4..7, 12..15.
  // [%k, 0] of 1x8 blocks: row 1 = 8..15.
  // [1, 1, 0] of 1x2x4 blocks of iota(64) as 2x4x8 (32i + 8j + k):
  // i = 1, j = 2-3, k = 0-3 = 48..51, 56..59.
  entry @extract(%k: tile<i32>, %o: tile<ptr<i32>>) {
    %i32 = iota : tile<32xi32>
    %src = reshape %i32 : tile<32xi32> -> tile<4x8xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %e11 = extract %src[%c1, %c1] : tile<4x8xi32> -> tile<2x4xi32>
    %e01 = extract %src[%c0, %k] : tile<4x8xi32> -> tile<2x4xi32>
    %e30 = extract %src[%k, %c0] : tile<4x8xi32> -> tile<1x8xi32>
    %i64 = iota : tile<64xi32>
    %cube = reshape %i64 : tile<64xi32> -> tile<2x4x8xi32>
    %e3 = extract %cube[%c1, %c1, %c0] : tile<2x4x8xi32> -> tile<1x2x4xi32>
    %f11 = reshape %e11 : tile<2x4xi32> -> tile<8xi32>
    %f01 = reshape %e01 : tile<2x4xi32> -> tile<8xi32>
    %f30 = reshape %e30 : tile<1x8xi32> -> tile<8xi32>
    %f3 = reshape %e3 : tile<1x2x4xi32> -> tile<8xi32>
    %x0 = cat %f11, %f01 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %x1 = cat %f30, %f3 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %x2 = cat %x0, %x1 dim = 0 : tile<16xi32>, tile<16xi32> -> tile<32xi32>
    %ix = iota : tile<32xi32>
    %rx = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %px = offset %bx, %ix : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %tx = store_ptr_tko weak %px, %x2 : tile<32xptr<i32>>, tile<32xi32> -> token
    return
  }

  // f32: iota < 2 selects the true operand for elements 0 and 1: -0.0, NaN;
  // then the false operand: -inf, 3.0.
  // i32: alternating condition; splat true / false constants; rank-0 selects
  // (true -> 5, false -> 6), a 1-element select (7) and a rank-0 condition
  // computed by cmpi (3 < 2 is false -> 10).
  // i64: alternating condition on extreme values.
  entry @select(%of: tile<ptr<f32>>, %oi: tile<ptr<i32>>, %ol: tile<ptr<i64>>) {
    %i4 = iota : tile<4xi32>
    %two = constant <i32: 2> : tile<4xi32>
    %lt2 = cmpi less_than %i4, %two, signed : tile<4xi32> -> tile<4xi1>
    %fa = constant <f32: [-0.0, 0x7FC00000, 1.0, 2.0]> : tile<4xf32>
    %fb = constant <f32: [0.0, 1.0, 0xFF800000, 3.0]> : tile<4xf32>
    %fs = select %lt2, %fa, %fb : tile<4xi1>, tile<4xf32>
    %if = iota : tile<4xi32>
    %rf = reshape %of : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bf = broadcast %rf : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pf = offset %bf, %if : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %tf = store_ptr_tko weak %pf, %fs : tile<4xptr<f32>>, tile<4xf32> -> token
    %ia = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %ib = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %alt = constant <i1: [true, false, true, false]> : tile<4xi1>
    %yes = constant <i1: true> : tile<4xi1>
    %no = constant <i1: false> : tile<4xi1>
    %s0 = select %alt, %ia, %ib : tile<4xi1>, tile<4xi32>
    %s1 = select %yes, %ia, %ib : tile<4xi1>, tile<4xi32>
    %s2 = select %no, %ia, %ib : tile<4xi1>, tile<4xi32>
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %v5 = constant <i32: 5> : tile<i32>
    %v6 = constant <i32: 6> : tile<i32>
    %z0 = select %t, %v5, %v6 : tile<i1>, tile<i32>
    %z1 = select %f, %v5, %v6 : tile<i1>, tile<i32>
    %one = constant <i1: [true]> : tile<1xi1>
    %v7 = constant <i32: [7]> : tile<1xi32>
    %v8 = constant <i32: [8]> : tile<1xi32>
    %z2 = select %one, %v7, %v8 : tile<1xi1>, tile<1xi32>
    %v3 = constant <i32: 3> : tile<i32>
    %v2 = constant <i32: 2> : tile<i32>
    %c32 = cmpi less_than %v3, %v2, signed : tile<i32> -> tile<i1>
    %v9 = constant <i32: 9> : tile<i32>
    %v10 = constant <i32: 10> : tile<i32>
    %z3 = select %c32, %v9, %v10 : tile<i1>, tile<i32>
    %y0 = reshape %z0 : tile<i32> -> tile<1xi32>
    %y1 = reshape %z1 : tile<i32> -> tile<1xi32>
    %y3 = reshape %z3 : tile<i32> -> tile<1xi32>
    %y01 = cat %y0, %y1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %y23 = cat %z2, %y3 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %s3 = cat %y01, %y23 dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %c0 = cat %s0, %s1 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c1 = cat %s2, %s3 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %c2 = cat %c0, %c1 dim = 0 : tile<8xi32>, tile<8xi32> -> tile<16xi32>
    %ic = iota : tile<16xi32>
    %rc = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bc = broadcast %rc : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %pc = offset %bc, %ic : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %tc = store_ptr_tko weak %pc, %c2 : tile<16xptr<i32>>, tile<16xi32> -> token
    %la = constant <i64: [-9223372036854775808, 1, -1, 2]> : tile<4xi64>
    %lb = constant <i64: [9223372036854775807, 3, 4, 5]> : tile<4xi64>
    %ls = select %alt, %la, %lb : tile<4xi1>, tile<4xi64>
    %il = iota : tile<4xi32>
    %rl = reshape %ol : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bl = broadcast %rl : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pl = offset %bl, %il : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %tl = store_ptr_tko weak %pl, %ls : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }

  // Offsets are signed element counts (scaled by the pointee size): element
  // 7 moved by -7, -5, -3, -1 reaches 0, 2, 4, 6; for f64 (8 bytes) element 3
  // moved by i16 offsets -3..0 reaches 0..3 (an i16 -3 read as unsigned would
  // be 65533 elements away); for i16 element 3 moved by -1, -3, 0, -2 reaches
  // 2, 0, 3, 1, so 10, 20, 30, 40 land as [20, 40, 10, 30]. An i1 offset
  // is signed too: true is -1, so i8 element 1 moved by [true, false]
  // reaches 0, 1 (zero-extended it would write element 2, out of bounds).
  entry @offset(%o32: tile<ptr<i32>>, %o64: tile<ptr<f64>>, %o16: tile<ptr<i16>>, %o8: tile<ptr<i8>>) {
    %r32 = reshape %o32 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b32 = broadcast %r32 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %seven = constant <i32: 7> : tile<4xi32>
    %at7 = offset %b32, %seven : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %back = constant <i32: [-7, -5, -3, -1]> : tile<4xi32>
    %p32 = offset %at7, %back : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v32 = constant <i32: [100, 200, 300, 400]> : tile<4xi32>
    %t32 = store_ptr_tko weak %p32, %v32 : tile<4xptr<i32>>, tile<4xi32> -> token
    %r64 = reshape %o64 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %b64 = broadcast %r64 : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %three = constant <i64: 3> : tile<4xi64>
    %at3 = offset %b64, %three : tile<4xptr<f64>>, tile<4xi64> -> tile<4xptr<f64>>
    %back16 = constant <i16: [-3, -2, -1, 0]> : tile<4xi16>
    %p64 = offset %at3, %back16 : tile<4xptr<f64>>, tile<4xi16> -> tile<4xptr<f64>>
    %v64 = constant <f64: [0.5, 1.5, 2.5, 3.5]> : tile<4xf64>
    %t64 = store_ptr_tko weak %p64, %v64 : tile<4xptr<f64>>, tile<4xf64> -> token
    %r16 = reshape %o16 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %b16 = broadcast %r16 : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %three8 = constant <i8: 3> : tile<4xi8>
    %at3b = offset %b16, %three8 : tile<4xptr<i16>>, tile<4xi8> -> tile<4xptr<i16>>
    %perm = constant <i64: [-1, -3, 0, -2]> : tile<4xi64>
    %p16 = offset %at3b, %perm : tile<4xptr<i16>>, tile<4xi64> -> tile<4xptr<i16>>
    %v16 = constant <i16: [10, 20, 30, 40]> : tile<4xi16>
    %t16 = store_ptr_tko weak %p16, %v16 : tile<4xptr<i16>>, tile<4xi16> -> token
    %r8 = reshape %o8 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %b8 = broadcast %r8 : tile<1xptr<i8>> -> tile<2xptr<i8>>
    %one = constant <i32: 1> : tile<2xi32>
    %at1 = offset %b8, %one : tile<2xptr<i8>>, tile<2xi32> -> tile<2xptr<i8>>
    %bits = constant <i1: [true, false]> : tile<2xi1>
    %p8 = offset %at1, %bits : tile<2xptr<i8>>, tile<2xi1> -> tile<2xptr<i8>>
    %v8 = constant <i8: [5, 6]> : tile<2xi8>
    %t8 = store_ptr_tko weak %p8, %v8 : tile<2xptr<i8>>, tile<2xi8> -> token
    return
  }
}
