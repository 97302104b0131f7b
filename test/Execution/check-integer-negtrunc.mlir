// --check of negi under overflow<no_signed_wrap> / <no_wrap> (negating the
// minimum value) and of trunci i32 -> i8 under its three overflow flags,
// each once firing and once silent; without --check (or without a flag)
// the results wrap: -MIN = MIN, trunci keeps the low 8 bits.
//
// RUN: rm -rf %t && mkdir -p %t
//
// RUN: %python %testlib/npytool.py make %t/neg_min.npy int32 "[1, -5, -2**31, 0]"
// RUN: %python %testlib/npytool.py make %t/neg_ok.npy int32 "[1, -5, 2**31 - 1, 0]"
// RUN: not tile-run --check %s --entry negi_nsw %t/neg_min.npy zeros:4 2>&1 | FileCheck %s --check-prefix=NEGI-NSW
// RUN: not tile-run --check %s --entry negi_nw %t/neg_min.npy zeros:4 2>&1 | FileCheck %s --check-prefix=NEGI-NW
// RUN: tile-run --check %s --entry negi_nsw %t/neg_ok.npy zeros:4 -o %t/neg_nsw_ok
// RUN: %python %testlib/npytool.py expect %t/neg_nsw_ok/arg1.npy "[-1, 5, -(2**31 - 1), 0]"
// RUN: tile-run --check %s --entry negi_plain %t/neg_min.npy zeros:4 -o %t/neg_plain
// RUN: %python %testlib/npytool.py expect %t/neg_plain/arg1.npy "[-1, 5, -2**31, 0]"
// RUN: tile-run %s --entry negi_nsw %t/neg_min.npy zeros:4 -o %t/neg_nsw_min
// RUN: cmp %t/neg_nsw_min/arg1.npy %t/neg_plain/arg1.npy
//
// trunci i32 -> i8: S = 200 (high bits zero, but 0xC8 reads back as -56),
// U = -1 (0xFF reads back as -1 signed, but the dropped bits are ones).
// RUN: %python %testlib/npytool.py make %t/tr_s.npy int32 "[5, 100, 200, 255]"
// RUN: %python %testlib/npytool.py make %t/tr_u.npy int32 "[5, 100, -1, -128]"
// RUN: %python %testlib/npytool.py make %t/tr_ok.npy int32 "[5, 100, 127, 0]"
// RUN: not tile-run --check %s --entry trunci_nsw %t/tr_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=TRUNCI-NSW
// RUN: tile-run --check %s --entry trunci_nsw %t/tr_u.npy zeros:4 -o %t/tr_nsw_u
// RUN: %python %testlib/npytool.py expect %t/tr_nsw_u/arg1.npy "[5, 100, -1, -128]"
// RUN: tile-run %s --entry trunci_nsw %t/tr_s.npy zeros:4 -o %t/tr_nsw_s
// RUN: not tile-run --check %s --entry trunci_nuw %t/tr_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=TRUNCI-NUW
// RUN: tile-run --check %s --entry trunci_nuw %t/tr_s.npy zeros:4 -o %t/tr_nuw_s
// RUN: %python %testlib/npytool.py expect %t/tr_nuw_s/arg1.npy "[5, 100, -56, -1]"
// RUN: cmp %t/tr_nsw_s/arg1.npy %t/tr_nuw_s/arg1.npy
// RUN: tile-run %s --entry trunci_nuw %t/tr_u.npy zeros:4 -o %t/tr_nuw_u
// RUN: cmp %t/tr_nuw_u/arg1.npy %t/tr_nsw_u/arg1.npy
// RUN: not tile-run --check %s --entry trunci_nw %t/tr_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=TRUNCI-NW-S
// RUN: not tile-run --check %s --entry trunci_nw %t/tr_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=TRUNCI-NW-U
// RUN: tile-run --check %s --entry trunci_nw %t/tr_ok.npy zeros:4 -o %t/tr_nw_ok
// RUN: %python %testlib/npytool.py expect %t/tr_nw_ok/arg1.npy "[5, 100, 127, 0]"

cuda_tile.module @m {
  entry @negi_nsw(%xp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    // NEGI-NSW: {{.*}}check-integer-negtrunc.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.negi' --check: signed overflow under overflow<no_signed_wrap>: negating the minimum value at element [2] in tile block (0, 0, 0)
    %y = negi %x overflow<no_signed_wrap> : tile<4xi32>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @negi_nw(%xp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    // NEGI-NW: {{.*}}check-integer-negtrunc.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.negi' --check: signed overflow under overflow<no_signed_wrap>: negating the minimum value at element [2] in tile block (0, 0, 0)
    %y = negi %x overflow<no_wrap> : tile<4xi32>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  // negi without a flag promises nothing: -MIN = MIN is not reported.
  entry @negi_plain(%xp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %y = negi %x : tile<4xi32>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  // The trunci message shows the source value, read as signed.
  entry @trunci_nsw(%xp: tile<ptr<i32>>, %o: tile<ptr<i8>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    // TRUNCI-NSW: {{.*}}check-integer-negtrunc.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.trunci' --check: truncation loses bits under overflow<no_signed_wrap> at element [2] (value 200) in tile block (0, 0, 0)
    %y = trunci %x overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi8>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %by = broadcast %ry : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %py = offset %by, %iy : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }

  entry @trunci_nuw(%xp: tile<ptr<i32>>, %o: tile<ptr<i8>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    // TRUNCI-NUW: {{.*}}check-integer-negtrunc.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.trunci' --check: truncation loses bits under overflow<no_unsigned_wrap> at element [2] (value -1) in tile block (0, 0, 0)
    %y = trunci %x overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi8>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %by = broadcast %ry : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %py = offset %by, %iy : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }

  entry @trunci_nw(%xp: tile<ptr<i32>>, %o: tile<ptr<i8>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    // TRUNCI-NW-S: {{.*}}check-integer-negtrunc.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.trunci' --check: truncation loses bits under overflow<no_wrap> at element [2] (value 200) in tile block (0, 0, 0)
    // TRUNCI-NW-U: {{.*}}check-integer-negtrunc.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.trunci' --check: truncation loses bits under overflow<no_wrap> at element [2] (value -1) in tile block (0, 0, 0)
    %y = trunci %x overflow<no_wrap> : tile<4xi32> -> tile<4xi8>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %by = broadcast %ry : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %py = offset %by, %iy : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }
}
