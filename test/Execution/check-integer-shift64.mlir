// --check of shift amounts not below the bit width on i64 (shli and shri
// signed), once firing and once silent; without --check shli gives 0 and
// shri signed fills with the sign bit.
//
// RUN: rm -rf %t && mkdir -p %t
//
// i64, v = [-8, 8, MIN, 1]; amount 64 at element 0.
// Ok amounts [1, 3, 63, 0]: shli -16, 64, MIN << 63 = 0, 1; shri signed
// -4, 1, -1, 1. Bad [64, 3, 63, 0]: shli 0, 64, 0, 1; shri signed -1 (sign
// fill of -8), 1, -1, 1.
// RUN: %python %testlib/npytool.py make %t/bad64.npy int64 "[64, 3, 63, 0]"
// RUN: %python %testlib/npytool.py make %t/ok64.npy int64 "[1, 3, 63, 0]"
// RUN: not tile-run --check %s --entry shl64 %t/bad64.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHL64
// RUN: tile-run --check %s --entry shl64 %t/ok64.npy zeros:4 -o %t/shl64_ok
// RUN: %python %testlib/npytool.py expect %t/shl64_ok/arg1.npy "[-16, 64, 0, 1]"
// RUN: tile-run %s --entry shl64 %t/bad64.npy zeros:4 -o %t/shl64_bad
// RUN: %python %testlib/npytool.py expect %t/shl64_bad/arg1.npy "[0, 64, 0, 1]"
// RUN: not tile-run --check %s --entry shr_s64 %t/bad64.npy zeros:4 2>&1 | FileCheck %s --check-prefix=SHR-S64
// RUN: tile-run --check %s --entry shr_s64 %t/ok64.npy zeros:4 -o %t/shr_s64_ok
// RUN: %python %testlib/npytool.py expect %t/shr_s64_ok/arg1.npy "[-4, 1, -1, 1]"
// RUN: tile-run %s --entry shr_s64 %t/bad64.npy zeros:4 -o %t/shr_s64_bad
// RUN: %python %testlib/npytool.py expect %t/shr_s64_bad/arg1.npy "[-1, 1, -1, 1]"

cuda_tile.module @m {
  entry @shl64(%sp: tile<ptr<i64>>, %o: tile<ptr<i64>>) {
    %v = constant <i64: [-8, 8, -9223372036854775808, 1]> : tile<4xi64>
    %is = iota : tile<4xi32>
    %rs = reshape %sp : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bs = broadcast %rs : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %ps = offset %bs, %is : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s, %toks = load_ptr_tko weak %ps : tile<4xptr<i64>> -> tile<4xi64>, token
    // SHL64: {{.*}}check-integer-shift64.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.shli' --check: shift amount not below the bit width at element [0] (lhs 18446744073709551608, rhs 64, as unsigned bits) in tile block (0, 0, 0)
    %y = shli %v, %s : tile<4xi64>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %by = broadcast %ry : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %py = offset %by, %iy : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }

  entry @shr_s64(%sp: tile<ptr<i64>>, %o: tile<ptr<i64>>) {
    %v = constant <i64: [-8, 8, -9223372036854775808, 1]> : tile<4xi64>
    %is = iota : tile<4xi32>
    %rs = reshape %sp : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bs = broadcast %rs : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %ps = offset %bs, %is : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s, %toks = load_ptr_tko weak %ps : tile<4xptr<i64>> -> tile<4xi64>, token
    // SHR-S64: {{.*}}check-integer-shift64.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.shri' --check: shift amount not below the bit width at element [0] (lhs 18446744073709551608, rhs 64, as unsigned bits) in tile block (0, 0, 0)
    %y = shri %v, %s signed : tile<4xi64>
    %iy = iota : tile<4xi32>
    %ry = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %by = broadcast %ry : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %py = offset %by, %iy : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %ty = store_ptr_tko weak %py, %y : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }
}
