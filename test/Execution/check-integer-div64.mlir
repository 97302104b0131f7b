// --check of divi on i64 (rounding<negative_inf>): MIN / -1 and 0 / 0
// fire; without --check MIN / -1 = MIN and x / 0 = all ones (-1), the
// defined results of IntegerRules.cpp. The divisors come from .npy files.
//
// RUN: rm -rf %t && mkdir -p %t
//
// i64, x = [MIN, 7, -7, 0] rounded toward negative infinity: MIN / -1 at
// element 0, 0 / 0 at element 3.
// RUN: %python %testlib/npytool.py make %t/ym1_64.npy int64 "[-1, 2, 2, 1]"
// RUN: %python %testlib/npytool.py make %t/y0_64.npy int64 "[1, 2, 2, 0]"
// RUN: %python %testlib/npytool.py make %t/yok_64.npy int64 "[2, 2, 2, 1]"
// RUN: not tile-run --check %s --entry div_s64 %t/ym1_64.npy zeros:4 2>&1 | FileCheck %s --check-prefix=DIV64-MIN
// RUN: not tile-run --check %s --entry div_s64 %t/y0_64.npy zeros:4 2>&1 | FileCheck %s --check-prefix=DIV64-ZERO
// RUN: tile-run --check %s --entry div_s64 %t/yok_64.npy zeros:4 -o %t/div64_ok
// RUN: %python %testlib/npytool.py expect %t/div64_ok/arg1.npy "[-2**62, 3, -4, 0]"
// RUN: tile-run %s --entry div_s64 %t/ym1_64.npy zeros:4 -o %t/div64_m1
// RUN: %python %testlib/npytool.py expect %t/div64_m1/arg1.npy "[-2**63, 3, -4, 0]"
// RUN: tile-run %s --entry div_s64 %t/y0_64.npy zeros:4 -o %t/div64_0
// RUN: %python %testlib/npytool.py expect %t/div64_0/arg1.npy "[-2**63, 3, -4, -1]"

cuda_tile.module @m {
  entry @div_s64(%yp: tile<ptr<i64>>, %o: tile<ptr<i64>>) {
    %x = constant <i64: [-9223372036854775808, 7, -7, 0]> : tile<4xi64>
    %iy = iota : tile<4xi32>
    %ry = reshape %yp : tile<ptr<i64>> -> tile<1xptr<i64>>
    %by = broadcast %ry : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %py = offset %by, %iy : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %y, %toky = load_ptr_tko weak %py : tile<4xptr<i64>> -> tile<4xi64>, token
    // DIV64-MIN: {{.*}}check-integer-div64.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.divi' --check: division by zero or MIN / -1 at element [0] (lhs 9223372036854775808, rhs 18446744073709551615, as unsigned bits) in tile block (0, 0, 0)
    // DIV64-ZERO: {{.*}}check-integer-div64.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.divi' --check: division by zero or MIN / -1 at element [3] (lhs 0, rhs 0, as unsigned bits) in tile block (0, 0, 0)
    %q = divi %x, %y signed rounding<negative_inf> : tile<4xi64>
    %iq = iota : tile<4xi32>
    %rq = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bq = broadcast %rq : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %pq = offset %bq, %iq : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %tq = store_ptr_tko weak %pq, %q : tile<4xptr<i64>>, tile<4xi64> -> token
    return
  }
}
