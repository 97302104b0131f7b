// --check of shift amounts not below the bit width (read as unsigned, so a
// negative amount is huge) for shli and shri, signed and unsigned, on i16
// (i64: check-integer-shift64.mlir). The values are constants, the amounts
// come from .npy files: bad and neg (-1 = 65535) are out of range at
// element 2, ok is not. Without --check TileKit defines the result
// (IntegerRules.cpp): shli and shri unsigned give 0, shri signed fills
// with the sign bit (-1 or 0).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/npytool.py make %t/bad.npy int16 "[1, 2, 16, 40]"
// RUN: %python %testlib/npytool.py make %t/neg.npy int16 "[1, 2, -1, 3]"
// RUN: %python %testlib/npytool.py make %t/ok.npy int16 "[15, 2, 15, 0]"
//
// v = [-32768, 12, -4, 3] (0x8000, 12, 0xFFFC, 3).
// shli ok: 0x8000 << 15 and 0xFFFC << 15 keep only bit 15 of 0 -> 0;
// 12 << 2 = 48; 3 << 0 = 3. Bad amounts: -32768 << 1 = 0x10000 -> 0;
// neg: 3 << 3 = 24.
// RUN: not tile-run --check %s --entry shl %t/bad.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHL
// RUN: not tile-run --check %s --entry shl %t/neg.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHL-NEG
// RUN: tile-run --check %s --entry shl %t/ok.npy zeros:4 -o %t/shl_ok
// RUN: %python %testlib/npytool.py expect %t/shl_ok/arg1.npy "[0, 48, 0, 3]"
// RUN: tile-run %s --entry shl %t/bad.npy zeros:4 -o %t/shl_bad
// RUN: %python %testlib/npytool.py expect %t/shl_bad/arg1.npy "[0, 48, 0, 0]"
// RUN: tile-run %s --entry shl %t/neg.npy zeros:4 -o %t/shl_neg
// RUN: %python %testlib/npytool.py expect %t/shl_neg/arg1.npy "[0, 48, 0, 24]"
//
// shri signed ok: 0x8000 >> 15 = -1, 12 >> 2 = 3, 0xFFFC >> 15 = -1.
// Bad: -32768 >> 1 = -16384; -4 >> 16 fills with the sign (-1); 3 >> 40 -> 0.
// RUN: not tile-run --check %s --entry shr_s %t/bad.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHR-S
// RUN: tile-run --check %s --entry shr_s %t/ok.npy zeros:4 -o %t/shr_s_ok
// RUN: %python %testlib/npytool.py expect %t/shr_s_ok/arg1.npy "[-1, 3, -1, 3]"
// RUN: tile-run %s --entry shr_s %t/bad.npy zeros:4 -o %t/shr_s_bad
// RUN: %python %testlib/npytool.py expect %t/shr_s_bad/arg1.npy "[-16384, 3, -1, 0]"
//
// shri unsigned ok: 0x8000 >> 15 = 1, 0xFFFC >> 15 = 1. Bad: 0x8000 >> 1 =
// 16384, the rest 0.
// RUN: not tile-run --check %s --entry shr_u %t/bad.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHR-U
// RUN: not tile-run --check %s --entry shr_u %t/neg.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHR-U-NEG
// RUN: tile-run --check %s --entry shr_u %t/ok.npy zeros:4 -o %t/shr_u_ok
// RUN: %python %testlib/npytool.py expect %t/shr_u_ok/arg1.npy "[1, 3, 1, 3]"
// RUN: tile-run %s --entry shr_u %t/bad.npy zeros:4 -o %t/shr_u_bad
// RUN: %python %testlib/npytool.py expect %t/shr_u_bad/arg1.npy "[16384, 3, 0, 0]"
// RUN: tile-run %s --entry shr_u %t/neg.npy zeros:4 -o %t/shr_u_neg
// RUN: cmp %t/shr_u_neg/arg1.npy %t/shr_u_bad/arg1.npy

cuda_tile.module @m {
  entry @shl(%sp: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %v = constant <i16: [-32768, 12, -4, 3]> : tile<4xi16>
    %is = iota : tile<4xi32>
    %rs = reshape %sp : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bs = broadcast %rs : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %ps = offset %bs, %is : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %s, %toks = load_ptr_tko weak %ps : tile<4xptr<i16>> -> tile<4xi16>, token
    // SHL: {{.*}}check-integer-shift.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.shli' --check: shift amount not below the bit width at element [2] (lhs 65532, rhs 16, as unsigned bits) in tile block (0, 0, 0)
    // SHL-NEG: {{.*}}check-integer-shift.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.shli' --check: shift amount not below the bit width at element [2] (lhs 65532, rhs 65535, as unsigned bits) in tile block (0, 0, 0)
    %y = shli %v, %s : tile<4xi16>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %by = broadcast %ry : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %py = offset %by, %iy : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i16>>, tile<4xi16> -> token
    return
  }

  entry @shr_s(%sp: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %v = constant <i16: [-32768, 12, -4, 3]> : tile<4xi16>
    %is = iota : tile<4xi32>
    %rs = reshape %sp : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bs = broadcast %rs : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %ps = offset %bs, %is : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %s, %toks = load_ptr_tko weak %ps : tile<4xptr<i16>> -> tile<4xi16>, token
    // SHR-S: {{.*}}check-integer-shift.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.shri' --check: shift amount not below the bit width at element [2] (lhs 65532, rhs 16, as unsigned bits) in tile block (0, 0, 0)
    %y = shri %v, %s signed : tile<4xi16>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %by = broadcast %ry : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %py = offset %by, %iy : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i16>>, tile<4xi16> -> token
    return
  }

  entry @shr_u(%sp: tile<ptr<i16>>, %o: tile<ptr<i16>>) {
    %v = constant <i16: [-32768, 12, -4, 3]> : tile<4xi16>
    %is = iota : tile<4xi32>
    %rs = reshape %sp : tile<ptr<i16>> -> tile<1xptr<i16>>
    %bs = broadcast %rs : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %ps = offset %bs, %is : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %s, %toks = load_ptr_tko weak %ps : tile<4xptr<i16>> -> tile<4xi16>, token
    // SHR-U: {{.*}}check-integer-shift.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.shri' --check: shift amount not below the bit width at element [2] (lhs 65532, rhs 16, as unsigned bits) in tile block (0, 0, 0)
    // SHR-U-NEG: {{.*}}check-integer-shift.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.shri' --check: shift amount not below the bit width at element [2] (lhs 65532, rhs 65535, as unsigned bits) in tile block (0, 0, 0)
    %y = shri %v, %s unsigned : tile<4xi16>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i16>> -> tile<1xptr<i16>>
    %by = broadcast %ry : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %py = offset %by, %iy : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i16>>, tile<4xi16> -> token
    return
  }
}
