// --check of divi and remi: division by zero and signed MIN / -1 fire,
// remi by zero fires (MIN % -1 = 0 is defined). Without --check TileKit
// gives defined results (IntegerRules.cpp): x / 0 = all ones (-1 signed),
// MIN / -1 = MIN, x % 0 = x.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/npytool.py make %t/x.npy int32 "[7, -7, -2**31, 5]"
// RUN: %python %testlib/npytool.py make %t/y0.npy int32 "[2, 2, 0, 3]"
// RUN: %python %testlib/npytool.py make %t/ym1.npy int32 "[2, 2, -1, 3]"
// RUN: %python %testlib/npytool.py make %t/yok.npy int32 "[2, 2, 3, 3]"
//
// divi signed: fires on x / 0 and MIN / -1;
// MIN / 3 = -715827882.67 -> -715827882.
// RUN: not tile-run --check %s --entry div_s %t/x.npy %t/y0.npy zeros:4 2>&1 | FileCheck %s --check-prefix=DIV-S-ZERO
// RUN: not tile-run --check %s --entry div_s %t/x.npy %t/ym1.npy zeros:4 2>&1 | FileCheck %s --check-prefix=DIV-S-MIN
// RUN: tile-run --check %s --entry div_s %t/x.npy %t/yok.npy zeros:4 -o %t/div_s_ok
// RUN: %python %testlib/npytool.py expect %t/div_s_ok/arg2.npy "[3, -3, -715827882, 1]"
// RUN: tile-run %s --entry div_s %t/x.npy %t/y0.npy zeros:4 -o %t/div_s_0
// RUN: %python %testlib/npytool.py expect %t/div_s_0/arg2.npy "[3, -3, -1, 1]"
// RUN: tile-run %s --entry div_s %t/x.npy %t/ym1.npy zeros:4 -o %t/div_s_m1
// RUN: %python %testlib/npytool.py expect %t/div_s_m1/arg2.npy "[3, -3, -2**31, 1]"
//
// divi unsigned: 0x80000000 / 0xFFFFFFFF = 0 is fine;
// (2^32-7) / 2 = 2147483644.
// RUN: not tile-run --check %s --entry div_u %t/x.npy %t/y0.npy zeros:4 2>&1 | FileCheck %s --check-prefix=DIV-U-ZERO
// RUN: tile-run --check %s --entry div_u %t/x.npy %t/ym1.npy zeros:4 -o %t/div_u_m1
// RUN: %python %testlib/npytool.py expect %t/div_u_m1/arg2.npy "[3, 2147483644, 0, 1]"
// RUN: tile-run %s --entry div_u %t/x.npy %t/y0.npy zeros:4 -o %t/div_u_0
// RUN: %python %testlib/npytool.py expect %t/div_u_0/arg2.npy "[3, 2147483644, 2**32 - 1, 1]"
//
// remi signed: MIN % -1 = 0 is not reported. remi unsigned:
// 0x80000000 % 0xFFFFFFFF = 0x80000000, which is also x % 0 = x.
// RUN: not tile-run --check %s --entry rem_s %t/x.npy %t/y0.npy zeros:4 2>&1 | FileCheck %s --check-prefix=REM-S-ZERO
// RUN: tile-run --check %s --entry rem_s %t/x.npy %t/ym1.npy zeros:4 -o %t/rem_s_m1
// RUN: %python %testlib/npytool.py expect %t/rem_s_m1/arg2.npy "[1, -1, 0, 2]"
// RUN: tile-run %s --entry rem_s %t/x.npy %t/y0.npy zeros:4 -o %t/rem_s_0
// RUN: %python %testlib/npytool.py expect %t/rem_s_0/arg2.npy "[1, -1, -2**31, 2]"
// RUN: not tile-run --check %s --entry rem_u %t/x.npy %t/y0.npy zeros:4 2>&1 | FileCheck %s --check-prefix=REM-U-ZERO
// RUN: tile-run --check %s --entry rem_u %t/x.npy %t/ym1.npy zeros:4 -o %t/rem_u_m1
// RUN: %python %testlib/npytool.py expect %t/rem_u_m1/arg2.npy "[1, 1, -2**31, 2]"
// RUN: tile-run %s --entry rem_u %t/x.npy %t/y0.npy zeros:4 -o %t/rem_u_0
// RUN: cmp %t/rem_u_0/arg2.npy %t/rem_u_m1/arg2.npy

cuda_tile.module @m {
  entry @div_s(%xp: tile<ptr<i32>>, %yp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %iy = iota : tile<4xi32>
    %ry = reshape %yp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %y, %toky = load_ptr_tko weak %py : tile<4xptr<i32>> -> tile<4xi32>, token
    // DIV-S-ZERO: {{.*}}check-integer-divrem.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.divi' --check: division by zero or MIN / -1 at element [2] (lhs 2147483648, rhs 0, as unsigned bits) in tile block (0, 0, 0)
    // DIV-S-MIN: {{.*}}check-integer-divrem.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.divi' --check: division by zero or MIN / -1 at element [2] (lhs 2147483648, rhs 4294967295, as unsigned bits) in tile block (0, 0, 0)
    %q = divi %x, %y signed : tile<4xi32>
    %iq = iota : tile<4xi32>
    %rq = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bq = broadcast %rq : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pq = offset %bq, %iq : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %tq = store_ptr_tko weak %pq, %q : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @div_u(%xp: tile<ptr<i32>>, %yp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %iy = iota : tile<4xi32>
    %ry = reshape %yp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %y, %toky = load_ptr_tko weak %py : tile<4xptr<i32>> -> tile<4xi32>, token
    // DIV-U-ZERO: {{.*}}check-integer-divrem.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.divi' --check: division by zero at element [2] (lhs 2147483648, rhs 0, as unsigned bits) in tile block (0, 0, 0)
    %q = divi %x, %y unsigned : tile<4xi32>
    %iq = iota : tile<4xi32>
    %rq = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bq = broadcast %rq : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pq = offset %bq, %iq : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %tq = store_ptr_tko weak %pq, %q : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @rem_s(%xp: tile<ptr<i32>>, %yp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %iy = iota : tile<4xi32>
    %ry = reshape %yp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %y, %toky = load_ptr_tko weak %py : tile<4xptr<i32>> -> tile<4xi32>, token
    // REM-S-ZERO: {{.*}}check-integer-divrem.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.remi' --check: remainder by zero at element [2] (lhs 2147483648, rhs 0, as unsigned bits) in tile block (0, 0, 0)
    %q = remi %x, %y signed : tile<4xi32>
    %iq = iota : tile<4xi32>
    %rq = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bq = broadcast %rq : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pq = offset %bq, %iq : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %tq = store_ptr_tko weak %pq, %q : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @rem_u(%xp: tile<ptr<i32>>, %yp: tile<ptr<i32>>, %o: tile<ptr<i32>>) {
    %ix = iota : tile<4xi32>
    %rx = reshape %xp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bx = broadcast %rx : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %px = offset %bx, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %tokx = load_ptr_tko weak %px : tile<4xptr<i32>> -> tile<4xi32>, token
    %iy = iota : tile<4xi32>
    %ry = reshape %yp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %by = broadcast %ry : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %py = offset %by, %iy : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %y, %toky = load_ptr_tko weak %py : tile<4xptr<i32>> -> tile<4xi32>, token
    // REM-U-ZERO: {{.*}}check-integer-divrem.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.remi' --check: remainder by zero at element [2] (lhs 2147483648, rhs 0, as unsigned bits) in tile block (0, 0, 0)
    %q = remi %x, %y unsigned : tile<4xi32>
    %iq = iota : tile<4xi32>
    %rq = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bq = broadcast %rq : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pq = offset %bq, %iq : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %tq = store_ptr_tko weak %pq, %q : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }
}
