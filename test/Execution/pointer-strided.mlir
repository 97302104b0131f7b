// Pointer accesses whose lanes step by a run-time stride: the JIT serves
// strides of 1 to 4 elements (spans of at most 256 bytes) with one masked
// load or store of the span and a shuffle, and other strides (0, negative,
// larger, spans too wide) with its lane loop. Both engines run every case
// (lib/tile-run-diff); expected values come from numpy: `out` holds
// src[off + i * k] + 1 at off + i * k for the active lanes i < m, zeros
// elsewhere; `loaded` the loaded lanes, padding 100 in the inactive ones.
// Some masked-off lanes lie past the end of src (m = 12 at stride 3, m = 3
// at stride 3 for f32): they are neither read nor reported.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @strided_i8
// IR: scf.index_switch
// IR: case 1 {
// IR: llvm.intr.masked.load
// IR: case 3 {
// IR: vector.shuffle
// IR: llvm.intr.masked.load
// IR: vector.shuffle
// IR: default {
// IR: scf.for
// IR: scf.index_switch
// IR: case 4 {
// IR: vector.shuffle
// IR: llvm.intr.masked.store
// IR-LABEL: func.func @strided_i64
// IR: case 2 {
// IR-NOT: case 3 {
// IR: default {
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; d = '%t'; \
// RUN:   np.save(d + '/i8.npy', (np.arange(100) - 50).astype(np.int8)); \
// RUN:   np.save(d + '/i64.npy', np.arange(100, dtype=np.int64) * 1000003 - 7); \
// RUN:   np.save(d + '/f32.npy', (np.arange(100) * 0.5).astype(np.float32))"

// RUN: tile-run %s --entry strided_i8 %t/i8.npy zeros:100 zeros:16 1 10 16 -o %t/i8_0
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_0/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(10 + i * 1, a0[10 + i * 1] + 1) for i in range(16)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_0/arg2.npy \
// RUN:   "np.array([a0[10 + i * 1] if i < 16 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i8 %t/i8.npy zeros:100 zeros:16 2 5 13 -o %t/i8_1
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_1/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(5 + i * 2, a0[5 + i * 2] + 1) for i in range(13)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_1/arg2.npy \
// RUN:   "np.array([a0[5 + i * 2] if i < 13 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i8 %t/i8.npy zeros:100 zeros:16 3 60 12 -o %t/i8_2
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_2/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(60 + i * 3, a0[60 + i * 3] + 1) for i in range(12)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_2/arg2.npy \
// RUN:   "np.array([a0[60 + i * 3] if i < 12 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i8 %t/i8.npy zeros:100 zeros:16 4 3 16 -o %t/i8_3
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_3/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(3 + i * 4, a0[3 + i * 4] + 1) for i in range(16)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_3/arg2.npy \
// RUN:   "np.array([a0[3 + i * 4] if i < 16 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i8 %t/i8.npy zeros:100 zeros:16 5 0 16 -o %t/i8_4
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_4/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(0 + i * 5, a0[0 + i * 5] + 1) for i in range(16)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_4/arg2.npy \
// RUN:   "np.array([a0[0 + i * 5] if i < 16 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i8 %t/i8.npy zeros:100 zeros:16 0 7 9 -o %t/i8_5
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_5/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(7 + i * 0, a0[7 + i * 0] + 1) for i in range(9)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_5/arg2.npy \
// RUN:   "np.array([a0[7 + i * 0] if i < 9 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i8 %t/i8.npy zeros:100 zeros:16 -1 50 16 -o %t/i8_6
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_6/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(50 + i * -1, a0[50 + i * -1] + 1) for i in range(16)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_6/arg2.npy \
// RUN:   "np.array([a0[50 + i * -1] if i < 16 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i8 %t/i8.npy zeros:100 zeros:16 3 0 0 -o %t/i8_7
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_7/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(0 + i * 3, a0[0 + i * 3] + 1) for i in range(0)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i8.npy expect %t/i8_7/arg2.npy \
// RUN:   "np.array([a0[0 + i * 3] if i < 0 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i64 %t/i64.npy zeros:100 zeros:16 1 0 16 -o %t/i64_0
// RUN: %python %testlib/npytool.py --arg %t/i64.npy expect %t/i64_0/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(0 + i * 1, a0[0 + i * 1] + 1) for i in range(16)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i64.npy expect %t/i64_0/arg2.npy \
// RUN:   "np.array([a0[0 + i * 1] if i < 16 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i64 %t/i64.npy zeros:100 zeros:16 2 10 16 -o %t/i64_1
// RUN: %python %testlib/npytool.py --arg %t/i64.npy expect %t/i64_1/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(10 + i * 2, a0[10 + i * 2] + 1) for i in range(16)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i64.npy expect %t/i64_1/arg2.npy \
// RUN:   "np.array([a0[10 + i * 2] if i < 16 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i64 %t/i64.npy zeros:100 zeros:16 3 0 14 -o %t/i64_2
// RUN: %python %testlib/npytool.py --arg %t/i64.npy expect %t/i64_2/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(0 + i * 3, a0[0 + i * 3] + 1) for i in range(14)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i64.npy expect %t/i64_2/arg2.npy \
// RUN:   "np.array([a0[0 + i * 3] if i < 14 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_i64 %t/i64.npy zeros:100 zeros:16 -2 40 16 -o %t/i64_3
// RUN: %python %testlib/npytool.py --arg %t/i64.npy expect %t/i64_3/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(40 + i * -2, a0[40 + i * -2] + 1) for i in range(16)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/i64.npy expect %t/i64_3/arg2.npy \
// RUN:   "np.array([a0[40 + i * -2] if i < 16 else 100 for i in range(16)], a0.dtype)"

// RUN: tile-run %s --entry strided_f32 %t/f32.npy zeros:100 zeros:8 1 0 8 -o %t/f32_0
// RUN: %python %testlib/npytool.py --arg %t/f32.npy expect %t/f32_0/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(0 + i * 1, a0[0 + i * 1] + 1) for i in range(8)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/f32.npy expect %t/f32_0/arg2.npy \
// RUN:   "np.array([a0[0 + i * 1] if i < 8 else 100 for i in range(8)], a0.dtype)"

// RUN: tile-run %s --entry strided_f32 %t/f32.npy zeros:100 zeros:8 4 20 5 -o %t/f32_1
// RUN: %python %testlib/npytool.py --arg %t/f32.npy expect %t/f32_1/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(20 + i * 4, a0[20 + i * 4] + 1) for i in range(5)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/f32.npy expect %t/f32_1/arg2.npy \
// RUN:   "np.array([a0[20 + i * 4] if i < 5 else 100 for i in range(8)], a0.dtype)"

// RUN: tile-run %s --entry strided_f32 %t/f32.npy zeros:100 zeros:8 3 90 3 -o %t/f32_2
// RUN: %python %testlib/npytool.py --arg %t/f32.npy expect %t/f32_2/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(90 + i * 3, a0[90 + i * 3] + 1) for i in range(3)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/f32.npy expect %t/f32_2/arg2.npy \
// RUN:   "np.array([a0[90 + i * 3] if i < 3 else 100 for i in range(8)], a0.dtype)"

// RUN: tile-run %s --entry strided_f32 %t/f32.npy zeros:100 zeros:8 -3 80 8 -o %t/f32_3
// RUN: %python %testlib/npytool.py --arg %t/f32.npy expect %t/f32_3/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(80 + i * -3, a0[80 + i * -3] + 1) for i in range(8)], o)[1])(np.zeros(100, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/f32.npy expect %t/f32_3/arg2.npy \
// RUN:   "np.array([a0[80 + i * -3] if i < 8 else 100 for i in range(8)], a0.dtype)"

// 256 lanes of f32 (a tile in a frame buffer, stored chunk by chunk): a
// row found in the range pass is stored without each chunk's stride test,
// masked or not; strides 2, -1 and 3 take the chunks' own test.
// RUN: %python -c "import numpy as np; np.save('%t/big.npy', (np.arange(1200) * 0.25 - 40).astype(np.float32))"

// RUN: tile-run %s --entry strided_f32x256 %t/big.npy zeros:1200 zeros:256 1 5 256 -o %t/big_0
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_0/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(5 + i * 1, a0[5 + i * 1] + 1) for i in range(256)], o)[1])(np.zeros(1200, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_0/arg2.npy \
// RUN:   "np.array([a0[5 + i * 1] if i < 256 else 100 for i in range(256)], a0.dtype)"

// RUN: tile-run %s --entry strided_f32x256 %t/big.npy zeros:1200 zeros:256 1 7 200 -o %t/big_1
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_1/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(7 + i * 1, a0[7 + i * 1] + 1) for i in range(200)], o)[1])(np.zeros(1200, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_1/arg2.npy \
// RUN:   "np.array([a0[7 + i * 1] if i < 200 else 100 for i in range(256)], a0.dtype)"

// RUN: tile-run %s --entry strided_f32x256 %t/big.npy zeros:1200 zeros:256 2 0 256 -o %t/big_2
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_2/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(0 + i * 2, a0[0 + i * 2] + 1) for i in range(256)], o)[1])(np.zeros(1200, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_2/arg2.npy \
// RUN:   "np.array([a0[0 + i * 2] if i < 256 else 100 for i in range(256)], a0.dtype)"

// RUN: tile-run %s --entry strided_f32x256 %t/big.npy zeros:1200 zeros:256 -1 600 256 -o %t/big_3
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_3/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(600 + i * -1, a0[600 + i * -1] + 1) for i in range(256)], o)[1])(np.zeros(1200, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_3/arg2.npy \
// RUN:   "np.array([a0[600 + i * -1] if i < 256 else 100 for i in range(256)], a0.dtype)"

// RUN: tile-run %s --entry strided_f32x256 %t/big.npy zeros:1200 zeros:256 3 1 250 -o %t/big_4
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_4/arg1.npy \
// RUN:   "(lambda o: ([o.__setitem__(1 + i * 3, a0[1 + i * 3] + 1) for i in range(250)], o)[1])(np.zeros(1200, a0.dtype))"
// RUN: %python %testlib/npytool.py --arg %t/big.npy expect %t/big_4/arg2.npy \
// RUN:   "np.array([a0[1 + i * 3] if i < 250 else 100 for i in range(256)], a0.dtype)"

cuda_tile.module @strided {
  entry @strided_i8(%src: tile<ptr<i8>>, %out: tile<ptr<i8>>, %loaded: tile<ptr<i8>>, %k: tile<i32>, %off: tile<i32>, %m: tile<i32>) {
    %i = iota : tile<16xi32>
    %rk = reshape %k : tile<i32> -> tile<1xi32>
    %bk = broadcast %rk : tile<1xi32> -> tile<16xi32>
    %ro = reshape %off : tile<i32> -> tile<1xi32>
    %bo = broadcast %ro : tile<1xi32> -> tile<16xi32>
    %rm = reshape %m : tile<i32> -> tile<1xi32>
    %bm = broadcast %rm : tile<1xi32> -> tile<16xi32>
    %ik = muli %i, %bk : tile<16xi32>
    %idx = addi %ik, %bo : tile<16xi32>
    %mask = cmpi less_than %i, %bm, signed : tile<16xi32> -> tile<16xi1>
    %rs = reshape %src : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bs = broadcast %rs : tile<1xptr<i8>> -> tile<16xptr<i8>>
    %ps = offset %bs, %idx : tile<16xptr<i8>>, tile<16xi32> -> tile<16xptr<i8>>
    %pad = constant <i8: 100> : tile<16xi8>
    %v, %t0 = load_ptr_tko weak %ps, %mask, %pad : tile<16xptr<i8>>, tile<16xi1>, tile<16xi8> -> tile<16xi8>, token
    %one = constant <i8: 1> : tile<16xi8>
    %v1 = addi %v, %one : tile<16xi8>
    %rq = reshape %out : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bq = broadcast %rq : tile<1xptr<i8>> -> tile<16xptr<i8>>
    %pq = offset %bq, %idx : tile<16xptr<i8>>, tile<16xi32> -> tile<16xptr<i8>>
    %t1 = store_ptr_tko weak %pq, %v1, %mask : tile<16xptr<i8>>, tile<16xi8>, tile<16xi1> -> token
    %rl = reshape %loaded : tile<ptr<i8>> -> tile<1xptr<i8>>
    %bl = broadcast %rl : tile<1xptr<i8>> -> tile<16xptr<i8>>
    %pl = offset %bl, %i : tile<16xptr<i8>>, tile<16xi32> -> tile<16xptr<i8>>
    %t2 = store_ptr_tko weak %pl, %v : tile<16xptr<i8>>, tile<16xi8> -> token
    return
  }

  entry @strided_i64(%src: tile<ptr<i64>>, %out: tile<ptr<i64>>, %loaded: tile<ptr<i64>>, %k: tile<i32>, %off: tile<i32>, %m: tile<i32>) {
    %i = iota : tile<16xi32>
    %rk = reshape %k : tile<i32> -> tile<1xi32>
    %bk = broadcast %rk : tile<1xi32> -> tile<16xi32>
    %ro = reshape %off : tile<i32> -> tile<1xi32>
    %bo = broadcast %ro : tile<1xi32> -> tile<16xi32>
    %rm = reshape %m : tile<i32> -> tile<1xi32>
    %bm = broadcast %rm : tile<1xi32> -> tile<16xi32>
    %ik = muli %i, %bk : tile<16xi32>
    %idx = addi %ik, %bo : tile<16xi32>
    %mask = cmpi less_than %i, %bm, signed : tile<16xi32> -> tile<16xi1>
    %rs = reshape %src : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bs = broadcast %rs : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %ps = offset %bs, %idx : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %pad = constant <i64: 100> : tile<16xi64>
    %v, %t0 = load_ptr_tko weak %ps, %mask, %pad : tile<16xptr<i64>>, tile<16xi1>, tile<16xi64> -> tile<16xi64>, token
    %one = constant <i64: 1> : tile<16xi64>
    %v1 = addi %v, %one : tile<16xi64>
    %rq = reshape %out : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bq = broadcast %rq : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %pq = offset %bq, %idx : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %t1 = store_ptr_tko weak %pq, %v1, %mask : tile<16xptr<i64>>, tile<16xi64>, tile<16xi1> -> token
    %rl = reshape %loaded : tile<ptr<i64>> -> tile<1xptr<i64>>
    %bl = broadcast %rl : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %pl = offset %bl, %i : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %t2 = store_ptr_tko weak %pl, %v : tile<16xptr<i64>>, tile<16xi64> -> token
    return
  }

  entry @strided_f32(%src: tile<ptr<f32>>, %out: tile<ptr<f32>>, %loaded: tile<ptr<f32>>, %k: tile<i32>, %off: tile<i32>, %m: tile<i32>) {
    %i = iota : tile<8xi32>
    %rk = reshape %k : tile<i32> -> tile<1xi32>
    %bk = broadcast %rk : tile<1xi32> -> tile<8xi32>
    %ro = reshape %off : tile<i32> -> tile<1xi32>
    %bo = broadcast %ro : tile<1xi32> -> tile<8xi32>
    %rm = reshape %m : tile<i32> -> tile<1xi32>
    %bm = broadcast %rm : tile<1xi32> -> tile<8xi32>
    %ik = muli %i, %bk : tile<8xi32>
    %idx = addi %ik, %bo : tile<8xi32>
    %mask = cmpi less_than %i, %bm, signed : tile<8xi32> -> tile<8xi1>
    %rs = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bs = broadcast %rs : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %ps = offset %bs, %idx : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %pad = constant <f32: 1.000000e+02> : tile<8xf32>
    %v, %t0 = load_ptr_tko weak %ps, %mask, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %one = constant <f32: 1.000000e+00> : tile<8xf32>
    %v1 = addf %v, %one rounding<nearest_even> : tile<8xf32>
    %rq = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bq = broadcast %rq : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %pq = offset %bq, %idx : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t1 = store_ptr_tko weak %pq, %v1, %mask : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token
    %rl = reshape %loaded : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bl = broadcast %rl : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %pl = offset %bl, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t2 = store_ptr_tko weak %pl, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @strided_f32x256(%src: tile<ptr<f32>>, %out: tile<ptr<f32>>, %loaded: tile<ptr<f32>>, %k: tile<i32>, %off: tile<i32>, %m: tile<i32>) {
    %i = iota : tile<256xi32>
    %rk = reshape %k : tile<i32> -> tile<1xi32>
    %bk = broadcast %rk : tile<1xi32> -> tile<256xi32>
    %ro = reshape %off : tile<i32> -> tile<1xi32>
    %bo = broadcast %ro : tile<1xi32> -> tile<256xi32>
    %rm = reshape %m : tile<i32> -> tile<1xi32>
    %bm = broadcast %rm : tile<1xi32> -> tile<256xi32>
    %ik = muli %i, %bk : tile<256xi32>
    %idx = addi %ik, %bo : tile<256xi32>
    %mask = cmpi less_than %i, %bm, signed : tile<256xi32> -> tile<256xi1>
    %rs = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bs = broadcast %rs : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ps = offset %bs, %idx : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %pad = constant <f32: 1.000000e+02> : tile<256xf32>
    %v, %t0 = load_ptr_tko weak %ps, %mask, %pad : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %one = constant <f32: 1.000000e+00> : tile<256xf32>
    %v1 = addf %v, %one rounding<nearest_even> : tile<256xf32>
    %rq = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bq = broadcast %rq : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %pq = offset %bq, %idx : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t1 = store_ptr_tko weak %pq, %v1, %mask : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    %rl = reshape %loaded : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bl = broadcast %rl : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %pl = offset %bl, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %pl, %v : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }
}
