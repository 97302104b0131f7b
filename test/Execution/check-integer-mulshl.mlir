// --check of the overflow flags of muli (i32) and shli (i64): each flag
// once firing and once silent. The kernels compute x * 2 and x << 1 with x
// from a .npy file: S overflows only as signed, U only as unsigned, OK
// never (both at element 2). Without --check the result wraps around (the
// no-check output is compared with the silent run of the other flag).
//
// RUN: rm -rf %t && mkdir -p %t
//
// muli i32, x * 2: S = 2^30 * 2 = 2^31 (unsigned fine), U = (2^32-1) * 2
// (signed -1 * 2 = -2 is fine).
// RUN: %python %testlib/npytool.py make %t/mul_s.npy int32 "[1, 3, 2**30, 7]"
// RUN: %python %testlib/npytool.py make %t/mul_u.npy int32 "[1, 3, -1, 7]"
// RUN: %python %testlib/npytool.py make %t/mul_ok.npy int32 "[1, 3, 2**30 - 1, 7]"
// RUN: not tile-run --check %s --entry muli_nsw %t/mul_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=MULI-NSW
// RUN: tile-run --check %s --entry muli_nsw %t/mul_u.npy zeros:4 -o %t/mul_nsw_u
// RUN: %python %testlib/npytool.py expect %t/mul_nsw_u/arg1.npy "[2, 6, -2, 14]"
// RUN: tile-run %s --entry muli_nsw %t/mul_s.npy zeros:4 -o %t/mul_nsw_s
// RUN: not tile-run --check %s --entry muli_nuw %t/mul_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=MULI-NUW
// RUN: tile-run --check %s --entry muli_nuw %t/mul_s.npy zeros:4 -o %t/mul_nuw_s
// RUN: %python %testlib/npytool.py expect %t/mul_nuw_s/arg1.npy "[2, 6, -2**31, 14]"
// RUN: cmp %t/mul_nsw_s/arg1.npy %t/mul_nuw_s/arg1.npy
// RUN: tile-run %s --entry muli_nuw %t/mul_u.npy zeros:4 -o %t/mul_nuw_u
// RUN: cmp %t/mul_nuw_u/arg1.npy %t/mul_nsw_u/arg1.npy
// RUN: not tile-run --check %s --entry muli_nw %t/mul_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=MULI-NW-S
// RUN: not tile-run --check %s --entry muli_nw %t/mul_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=MULI-NW-U
// RUN: tile-run --check %s --entry muli_nw %t/mul_ok.npy zeros:4 -o %t/mul_nw_ok
// RUN: %python %testlib/npytool.py expect %t/mul_nw_ok/arg1.npy "[2, 6, 2**31 - 2, 14]"
//
// shli i64, x << 1: S = 2^62 << 1 = 2^63 changes the sign (no bit lost),
// U = -1 << 1 loses a set bit (but -2 >> 1 is -1 again: signed fine).
// RUN: %python %testlib/npytool.py make %t/shl_s.npy int64 "[1, 3, 2**62, 7]"
// RUN: %python %testlib/npytool.py make %t/shl_u.npy int64 "[1, 3, -1, 7]"
// RUN: %python %testlib/npytool.py make %t/shl_ok.npy int64 "[1, 3, 2**62 - 1, 7]"
// RUN: not tile-run --check %s --entry shli_nsw %t/shl_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHLI-NSW
// RUN: tile-run --check %s --entry shli_nsw %t/shl_u.npy zeros:4 -o %t/shl_nsw_u
// RUN: %python %testlib/npytool.py expect %t/shl_nsw_u/arg1.npy "[2, 6, -2, 14]"
// RUN: tile-run %s --entry shli_nsw %t/shl_s.npy zeros:4 -o %t/shl_nsw_s
// RUN: not tile-run --check %s --entry shli_nuw %t/shl_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHLI-NUW
// RUN: tile-run --check %s --entry shli_nuw %t/shl_s.npy zeros:4 -o %t/shl_nuw_s
// RUN: %python %testlib/npytool.py expect %t/shl_nuw_s/arg1.npy "[2, 6, -2**63, 14]"
// RUN: cmp %t/shl_nsw_s/arg1.npy %t/shl_nuw_s/arg1.npy
// RUN: tile-run %s --entry shli_nuw %t/shl_u.npy zeros:4 -o %t/shl_nuw_u
// RUN: cmp %t/shl_nuw_u/arg1.npy %t/shl_nsw_u/arg1.npy
// RUN: not tile-run --check %s --entry shli_nw %t/shl_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHLI-NW-S
// RUN: not tile-run --check %s --entry shli_nw %t/shl_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHLI-NW-U
// RUN: tile-run --check %s --entry shli_nw %t/shl_ok.npy zeros:4 -o %t/shl_nw_ok
// RUN: %python %testlib/npytool.py expect %t/shl_nw_ok/arg1.npy "[2, 6, 2**63 - 2, 14]"

cuda_tile.module @m {
  // The messages name the op's line, the first offending element, its
  // operands (as unsigned bits) and the tile block.
  entry @muli_nsw(%xp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %one = constant <i32: 2> : tile<4xi32>
    // MULI-NSW: {{.*}}check-integer-mulshl.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.muli' --check: signed overflow under overflow<no_signed_wrap> at element [2] (lhs 1073741824, rhs 2, as unsigned bits) in tile block (0, 0, 0)
    %y = muli %x, %one overflow<no_signed_wrap> : tile<4xi32>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @muli_nuw(%xp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %one = constant <i32: 2> : tile<4xi32>
    // MULI-NUW: {{.*}}check-integer-mulshl.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.muli' --check: unsigned overflow under overflow<no_unsigned_wrap> at element [2] (lhs 4294967295, rhs 2, as unsigned bits) in tile block (0, 0, 0)
    %y = muli %x, %one overflow<no_unsigned_wrap> : tile<4xi32>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @muli_nw(%xp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %one = constant <i32: 2> : tile<4xi32>
    // MULI-NW-S: {{.*}}check-integer-mulshl.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.muli' --check: overflow under overflow<no_wrap> at element [2] (lhs 1073741824, rhs 2, as unsigned bits) in tile block (0, 0, 0)
    // MULI-NW-U: {{.*}}check-integer-mulshl.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.muli' --check: overflow under overflow<no_wrap> at element [2] (lhs 4294967295, rhs 2, as unsigned bits) in tile block (0, 0, 0)
    %y = muli %x, %one overflow<no_wrap> : tile<4xi32>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @shli_nsw(%xp: tile<ptr<i64>>, %o: tile<ptr<i64>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bx = broadcast %rx : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %px = offset %bx, %ix : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i64>> -> tile<4xi64>, token
    %one = constant <i64: 1> : tile<4xi64>
    // SHLI-NSW: {{.*}}check-integer-mulshl.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.shli' --check: shift amount not below the bit width or signed overflow under overflow<no_signed_wrap> at element [2] (lhs 4611686018427387904, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = shli %x, %one overflow<no_signed_wrap> : tile<4xi64>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %by = broadcast %ry : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %py = offset %by, %iy : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }

  entry @shli_nuw(%xp: tile<ptr<i64>>, %o: tile<ptr<i64>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bx = broadcast %rx : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %px = offset %bx, %ix : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i64>> -> tile<4xi64>, token
    %one = constant <i64: 1> : tile<4xi64>
    // SHLI-NUW: {{.*}}check-integer-mulshl.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.shli' --check: shift amount not below the bit width or unsigned overflow under overflow<no_unsigned_wrap> at element [2] (lhs 18446744073709551615, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = shli %x, %one overflow<no_unsigned_wrap> : tile<4xi64>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %by = broadcast %ry : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %py = offset %by, %iy : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }

  entry @shli_nw(%xp: tile<ptr<i64>>, %o: tile<ptr<i64>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bx = broadcast %rx : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %px = offset %bx, %ix : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i64>> -> tile<4xi64>, token
    %one = constant <i64: 1> : tile<4xi64>
    // SHLI-NW-S: {{.*}}check-integer-mulshl.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.shli' --check: shift amount not below the bit width or overflow under overflow<no_wrap> at element [2] (lhs 4611686018427387904, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    // SHLI-NW-U: {{.*}}check-integer-mulshl.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.shli' --check: shift amount not below the bit width or overflow under overflow<no_wrap> at element [2] (lhs 18446744073709551615, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = shli %x, %one overflow<no_wrap> : tile<4xi64>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %by = broadcast %ry : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %py = offset %by, %iy : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }
}
