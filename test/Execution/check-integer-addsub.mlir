// --check of the overflow flags of addi (i8) and subi (i16): each flag once
// firing and once silent. The kernels compute x + 1 / x - 1 with x from a
// .npy file: S overflows only as signed, U only as unsigned, OK never (both
// at element 2). Without --check a broken promise is not reported and the
// result wraps around like an op without a flag (the no-check output is
// compared with the silent run of the other flag, which has the same values).
//
// RUN: rm -rf %t && mkdir -p %t
//
// addi i8, x + 1: S = 127 + 1 (signed 128), U = 0xFF + 1 (unsigned 256).
// RUN: %python %testlib/npytool.py make %t/add_s.npy int8 "[0, 5, 127, -128]"
// RUN: %python %testlib/npytool.py make %t/add_u.npy int8 "[0, 5, -1, 126]"
// RUN: %python %testlib/npytool.py make %t/add_ok.npy int8 "[0, 5, -2, 126]"
// RUN: not tile-run --check %s --entry addi_nsw %t/add_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=ADDI-NSW
// RUN: tile-run --check %s --entry addi_nsw %t/add_u.npy zeros:4 -o %t/add_nsw_u
// RUN: %python %testlib/npytool.py expect %t/add_nsw_u/arg1.npy "[1, 6, 0, 127]"
// RUN: tile-run %s --entry addi_nsw %t/add_s.npy zeros:4 -o %t/add_nsw_s
// RUN: not tile-run --check %s --entry addi_nuw %t/add_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=ADDI-NUW
// RUN: tile-run --check %s --entry addi_nuw %t/add_s.npy zeros:4 -o %t/add_nuw_s
// RUN: %python %testlib/npytool.py expect %t/add_nuw_s/arg1.npy "[1, 6, -128, -127]"
// RUN: cmp %t/add_nsw_s/arg1.npy %t/add_nuw_s/arg1.npy
// RUN: tile-run %s --entry addi_nuw %t/add_u.npy zeros:4 -o %t/add_nuw_u
// RUN: cmp %t/add_nuw_u/arg1.npy %t/add_nsw_u/arg1.npy
// RUN: not tile-run --check %s --entry addi_nw %t/add_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=ADDI-NW-S
// RUN: not tile-run --check %s --entry addi_nw %t/add_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=ADDI-NW-U
// RUN: tile-run --check %s --entry addi_nw %t/add_ok.npy zeros:4 -o %t/add_nw_ok
// RUN: %python %testlib/npytool.py expect %t/add_nw_ok/arg1.npy "[1, 6, -1, 127]"
//
// subi i16, x - 1: S = -32768 - 1 (signed -32769), U = 0 - 1 (unsigned -1).
// RUN: %python %testlib/npytool.py make %t/sub_s.npy int16 "[10, 5, -32768, 1]"
// RUN: %python %testlib/npytool.py make %t/sub_u.npy int16 "[10, 5, 0, 1]"
// RUN: %python %testlib/npytool.py make %t/sub_ok.npy int16 "[10, 5, -1, 1]"
// RUN: not tile-run --check %s --entry subi_nsw %t/sub_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SUBI-NSW
// RUN: tile-run --check %s --entry subi_nsw %t/sub_u.npy zeros:4 -o %t/sub_nsw_u
// RUN: %python %testlib/npytool.py expect %t/sub_nsw_u/arg1.npy "[9, 4, -1, 0]"
// RUN: tile-run %s --entry subi_nsw %t/sub_s.npy zeros:4 -o %t/sub_nsw_s
// RUN: not tile-run --check %s --entry subi_nuw %t/sub_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SUBI-NUW
// RUN: tile-run --check %s --entry subi_nuw %t/sub_s.npy zeros:4 -o %t/sub_nuw_s
// RUN: %python %testlib/npytool.py expect %t/sub_nuw_s/arg1.npy "[9, 4, 32767, 0]"
// RUN: cmp %t/sub_nsw_s/arg1.npy %t/sub_nuw_s/arg1.npy
// RUN: tile-run %s --entry subi_nuw %t/sub_u.npy zeros:4 -o %t/sub_nuw_u
// RUN: cmp %t/sub_nuw_u/arg1.npy %t/sub_nsw_u/arg1.npy
// RUN: not tile-run --check %s --entry subi_nw %t/sub_s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SUBI-NW-S
// RUN: not tile-run --check %s --entry subi_nw %t/sub_u.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SUBI-NW-U
// RUN: tile-run --check %s --entry subi_nw %t/sub_ok.npy zeros:4 -o %t/sub_nw_ok
// RUN: %python %testlib/npytool.py expect %t/sub_nw_ok/arg1.npy "[9, 4, -2, 0]"

cuda_tile.module @m {
  // The messages name the op's line, the first offending element, its
  // operands (as unsigned bits) and the tile block.
  entry @addi_nsw(%xp: tile<ptr<i8>>, %o: tile<ptr<i8>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bx = broadcast %rx : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %px = offset %bx, %ix : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i8>> -> tile<4xi8>, token
    %one = constant <i8: 1> : tile<4xi8>
    // ADDI-NSW: {{.*}}check-integer-addsub.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.addi' --check: signed overflow under overflow<no_signed_wrap> at element [2] (lhs 127, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = addi %x, %one overflow<no_signed_wrap> : tile<4xi8>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %by = broadcast %ry : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %py = offset %by, %iy : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }

  entry @addi_nuw(%xp: tile<ptr<i8>>, %o: tile<ptr<i8>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bx = broadcast %rx : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %px = offset %bx, %ix : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i8>> -> tile<4xi8>, token
    %one = constant <i8: 1> : tile<4xi8>
    // ADDI-NUW: {{.*}}check-integer-addsub.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.addi' --check: unsigned overflow under overflow<no_unsigned_wrap> at element [2] (lhs 255, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = addi %x, %one overflow<no_unsigned_wrap> : tile<4xi8>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %by = broadcast %ry : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %py = offset %by, %iy : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }

  entry @addi_nw(%xp: tile<ptr<i8>>, %o: tile<ptr<i8>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bx = broadcast %rx : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %px = offset %bx, %ix : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i8>> -> tile<4xi8>, token
    %one = constant <i8: 1> : tile<4xi8>
    // ADDI-NW-S: {{.*}}check-integer-addsub.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.addi' --check: overflow under overflow<no_wrap> at element [2] (lhs 127, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    // ADDI-NW-U: {{.*}}check-integer-addsub.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.addi' --check: overflow under overflow<no_wrap> at element [2] (lhs 255, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = addi %x, %one overflow<no_wrap> : tile<4xi8>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i8>> -> tile<1xptr<i8>>
    %by = broadcast %ry : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %py = offset %by, %iy : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }

  entry @subi_nsw(%xp: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bx = broadcast %rx : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %px = offset %bx, %ix : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i16>> -> tile<4xi16>, token
    %one = constant <i16: 1> : tile<4xi16>
    // SUBI-NSW: {{.*}}check-integer-addsub.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.subi' --check: signed overflow under overflow<no_signed_wrap> at element [2] (lhs 32768, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = subi %x, %one overflow<no_signed_wrap> : tile<4xi16>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %by = broadcast %ry : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %py = offset %by, %iy : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i16>>, tile<4xi16> -> token
    return
  }

  entry @subi_nuw(%xp: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bx = broadcast %rx : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %px = offset %bx, %ix : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i16>> -> tile<4xi16>, token
    %one = constant <i16: 1> : tile<4xi16>
    // SUBI-NUW: {{.*}}check-integer-addsub.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.subi' --check: unsigned overflow under overflow<no_unsigned_wrap> at element [2] (lhs 0, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = subi %x, %one overflow<no_unsigned_wrap> : tile<4xi16>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %by = broadcast %ry : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %py = offset %by, %iy : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i16>>, tile<4xi16> -> token
    return
  }

  entry @subi_nw(%xp: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bx = broadcast %rx : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %px = offset %bx, %ix : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i16>> -> tile<4xi16>, token
    %one = constant <i16: 1> : tile<4xi16>
    // SUBI-NW-S: {{.*}}check-integer-addsub.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.subi' --check: overflow under overflow<no_wrap> at element [2] (lhs 32768, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    // SUBI-NW-U: {{.*}}check-integer-addsub.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.subi' --check: overflow under overflow<no_wrap> at element [2] (lhs 0, rhs 1, as unsigned bits) in tile block (0, 0, 0)
    %y = subi %x, %one overflow<no_wrap> : tile<4xi16>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %by = broadcast %ry : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %py = offset %by, %iy : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i16>>, tile<4xi16> -> token
    return
  }
}
