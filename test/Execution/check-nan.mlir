// --check=nan: the first op that makes a NaN from non-NaN operands or an
// infinity from finite operands stops the launch, named with its element,
// its operand values and its tile block. NaNs and infinities that come in
// through an operand pass silently. Expected values by hand.
//
// RUN: rm -rf %t && mkdir -p %t
//
// @div, block b reads x[4b:4b+4], y[4b:4b+4]; t = x * 2 + 2; o = t / y.
// Block 0: t = [4, 6, 8, 10], y = 1: finite. Block 1: x[7] = -1 gives
// t[3] = -2 + 2 = 0 and y[7] = 0, so 0 / 0 at element [3] of block (1, 0, 0);
// mulf and addf before it make finite values only.
// RUN: %python %testlib/npytool.py make %t/x.npy float32 "[1, 2, 3, 4, 5, 6, 7, -1]"
// RUN: %python %testlib/npytool.py make %t/y.npy float32 "[1, 1, 1, 1, 2, 2, 2, 0]"
// RUN: not tile-run --check=nan --grid 2 %s --entry div %t/x.npy %t/y.npy zeros:8 2>&1 | FileCheck %s --check-prefix=ZERO-BY-ZERO
// The same with the JIT asked for: it runs on the interpreter with a note.
// RUN: not tile-run --engine jit --check=nan --grid 2 %s --entry div %t/x.npy %t/y.npy zeros:8 2>&1 | FileCheck %s --check-prefixes=NOTE,ZERO-BY-ZERO
// NOTE: tile-run: note: --check=nan runs on the interpreter
// Without --check=nan (and under --check, whose modes do not include it),
// the NaN is stored: o = [4, 6, 8, 10, 6, 7, 8, nan].
// RUN: tile-run --grid 2 %s --entry div %t/x.npy %t/y.npy zeros:8 -o %t/plain
// RUN: %python %testlib/npytool.py expect %t/plain/arg2.npy "np.array([4, 6, 8, 10, 6, 7, 8, np.nan], np.float32)"
// RUN: tile-run --check --grid 2 %s --entry div %t/x.npy %t/y.npy zeros:8 -o %t/ub
// RUN: %python %testlib/npytool.py expect %t/ub/arg2.npy "np.array([4, 6, 8, 10, 6, 7, 8, np.nan], np.float32)"
//
// A NaN input propagates silently: x[0] = nan gives t[0] = nan, o[0] = nan
// (from a NaN operand each time), nothing is reported.
// RUN: %python %testlib/npytool.py make %t/xnan.npy float32 "[np.nan, 2, 3, 4]"
// RUN: %python %testlib/npytool.py make %t/y1.npy float32 "[1, 1, 1, 1]"
// RUN: tile-run --check=nan %s --entry div %t/xnan.npy %t/y1.npy zeros:4 -o %t/prop
// RUN: %python %testlib/npytool.py expect %t/prop/arg2.npy "np.array([np.nan, 6, 8, 10], np.float32)"
//
// An infinite input is not reported either (t[3] = inf * 2 + 2 = inf), but
// inf / inf = NaN is made up by divf from non-NaN operands.
// RUN: %python %testlib/npytool.py make %t/xinf.npy float32 "[1, 2, 3, np.inf]"
// RUN: %python %testlib/npytool.py make %t/yinf.npy float32 "[1, 1, 1, np.inf]"
// RUN: not tile-run --check=nan %s --entry div %t/xinf.npy %t/yinf.npy zeros:4 2>&1 | FileCheck %s --check-prefix=INF-BY-INF
// RUN: %python %testlib/npytool.py make %t/yinf1.npy float32 "[1, 1, 1, 1]"
// RUN: tile-run --check=nan %s --entry div %t/xinf.npy %t/yinf1.npy zeros:4 -o %t/infin
// RUN: %python %testlib/npytool.py expect %t/infin/arg2.npy "np.array([4, 6, 8, np.inf], np.float32)"
//
// @overflow: exp(100) = 2.7e43 > 3.4e38 (the largest f32) is +inf at
// element [2]; in @square, 1e30 * 1e30 = 1e60 is +inf at element [1] and
// (-1e30) * 1e30 is -inf at element [3], after it.
// RUN: %python %testlib/npytool.py make %t/e.npy float32 "[0, 1, 100, 2]"
// RUN: not tile-run --check=nan %s --entry overflow %t/e.npy zeros:4 2>&1 | FileCheck %s --check-prefix=EXP
// RUN: %python %testlib/npytool.py make %t/s.npy float32 "[3, 1e30, 0.5, -1e30]"
// RUN: not tile-run --check=nan %s --entry square %t/s.npy zeros:4 2>&1 | FileCheck %s --check-prefix=MUL
// RUN: %python %testlib/npytool.py make %t/sneg.npy float32 "[3, 1, 0.5, -1e30]"
// RUN: not tile-run --check=nan %s --entry square %t/sneg.npy zeros:4 2>&1 | FileCheck %s --check-prefix=MUL-NEG
//
// @reduce: 3e38 + 3e38 overflows inside the sum: the reduce is reported
// (its result element, no operand values: they are many).
// RUN: %python %testlib/npytool.py make %t/r.npy float32 "[3e38, 3e38, 1, 1]"
// RUN: not tile-run --check=nan %s --entry sum %t/r.npy zeros:1 2>&1 | FileCheck %s --check-prefix=REDUCE
// RUN: %python %testlib/npytool.py make %t/rnan.npy float32 "[np.inf, -np.inf, 1, 1]"
// RUN: not tile-run --check=nan %s --entry sum %t/rnan.npy zeros:1 2>&1 | FileCheck %s --check-prefix=REDUCE-NAN
// RUN: %python %testlib/npytool.py make %t/rin.npy float32 "[np.nan, 3e38, 3e38, 1]"
// RUN: tile-run --check=nan %s --entry sum %t/rin.npy zeros:1 -o %t/rin
// RUN: %python %testlib/npytool.py expect %t/rin/arg1.npy "np.array([np.nan], np.float32)"
//
// @matmul: a = [[inf, 1], [1, 1]], b = [[0, 1], [1, 1]], c = acc
// everywhere: r[0, 0] = inf * 0 + 1 * 1 + acc is NaN from operands without
// NaN (r[0, 1] = inf is not reported: a holds an infinity). With acc = nan
// every result is NaN and an operand holds one: nothing is reported.
// RUN: not tile-run --check=nan %s --entry matmul 0 zeros:4 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: tile-run --check=nan %s --entry matmul nan zeros:4 -o %t/mma
// RUN: %python %testlib/npytool.py expect %t/mma/arg1.npy "np.full(4, np.nan, np.float32)"
//
// Modes combine. @mixed divides integers ([2] by zero: undefined
// behaviour) and then floats (0 / 0 at [0]).
// RUN: %python %testlib/npytool.py make %t/xi.npy int32 "[1, 2, 3, 4]"
// RUN: %python %testlib/npytool.py make %t/yi.npy int32 "[1, 1, 0, 1]"
// RUN: %python %testlib/npytool.py make %t/zf.npy float32 "[0, 1, 2, 3]"
// RUN: not tile-run --check=ub,nan %s --entry mixed %t/xi.npy %t/yi.npy %t/zf.npy zeros:4 2>&1 | FileCheck %s --check-prefix=UB
// RUN: not tile-run --check %s --entry mixed %t/xi.npy %t/yi.npy %t/zf.npy zeros:4 2>&1 | FileCheck %s --check-prefix=UB
// RUN: not tile-run --check=nan %s --entry mixed %t/xi.npy %t/yi.npy %t/zf.npy zeros:4 2>&1 | FileCheck %s --check-prefix=MIXED-NAN
// RUN: %python %testlib/npytool.py make %t/yi1.npy int32 "[1, 1, 1, 1]"
// RUN: not tile-run --check=nan,ub %s --entry mixed %t/xi.npy %t/yi1.npy %t/zf.npy zeros:4 2>&1 | FileCheck %s --check-prefix=MIXED-NAN
//
// RUN: not tile-run --check=ub,nan,inf %s --entry mixed %t/xi.npy %t/yi.npy %t/zf.npy zeros:4 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: tile-run: error: --check: unknown check mode 'inf' (the modes are 'ub' and 'nan', comma-separated)
// RUN: not tile-run --check= %s --entry mixed %t/xi.npy %t/yi.npy %t/zf.npy zeros:4 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: tile-run: error: --check: unknown check mode '' (the modes are 'ub' and 'nan', comma-separated)

cuda_tile.module @m {
  entry @div(%x: tensor_view<?xf32, strides=[1]>, %y: tensor_view<?xf32, strides=[1]>, %o: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_partition_view %x : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    %yv = make_partition_view %y : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    %xt, %k0 = load_view_tko weak %xv[%bx] : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %yt, %k1 = load_view_tko weak %yv[%bx] : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %two = constant <f32: 2.0> : tile<4xf32>
    %m = mulf %xt, %two : tile<4xf32>
    %t = addf %m, %two : tile<4xf32>
    // ZERO-BY-ZERO: {{.*}}check-nan.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.divf' --check=nan: produced NaN at element [3] from finite operands (lhs = 0, rhs = 0) in tile block (1, 0, 0)
    // INF-BY-INF: {{.*}}check-nan.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.divf' --check=nan: produced NaN at element [3] from non-NaN operands (lhs = inf, rhs = inf) in tile block (0, 0, 0)
    %q = divf %t, %yt : tile<4xf32>
    %n = make_tensor_view %o, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %ov = make_partition_view %n : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    %s = store_view_tko weak %q, %ov[%bx] : tile<4xf32>, partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @overflow(%x: tensor_view<4xf32, strides=[1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_partition_view %x : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %xt, %k0 = load_view_tko weak %xv[%c0] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    // EXP: {{.*}}check-nan.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.exp' --check=nan: produced inf at element [2] from finite operands (source = 100) in tile block (0, 0, 0)
    %e = exp %xt : tile<4xf32>
    %n = make_tensor_view %o, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %ov = make_partition_view %n : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %s = store_view_tko weak %e, %ov[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @square(%x: tensor_view<4xf32, strides=[1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_partition_view %x : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %xt, %k0 = load_view_tko weak %xv[%c0] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %big = constant <f32: 1.0e30> : tile<4xf32>
    // MUL: {{.*}}check-nan.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.mulf' --check=nan: produced inf at element [1] from finite operands (lhs = 1e+30, rhs = 1e+30) in tile block (0, 0, 0)
    // MUL-NEG: {{.*}}check-nan.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.mulf' --check=nan: produced -inf at element [3] from finite operands (lhs = -1e+30, rhs = 1e+30) in tile block (0, 0, 0)
    %e = mulf %xt, %big : tile<4xf32>
    %n = make_tensor_view %o, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %ov = make_partition_view %n : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %s = store_view_tko weak %e, %ov[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @sum(%x: tensor_view<4xf32, strides=[1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_partition_view %x : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %xt, %k0 = load_view_tko weak %xv[%c0] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    // REDUCE: {{.*}}check-nan.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.reduce' --check=nan: produced inf at element [] from finite operands in tile block (0, 0, 0)
    // REDUCE-NAN: {{.*}}check-nan.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.reduce' --check=nan: produced NaN at element [] from operands without NaN in tile block (0, 0, 0)
    %r = reduce %xt dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
    (%c: tile<f32>, %a: tile<f32>) {
      %s = addf %c, %a : tile<f32>
      yield %s : tile<f32>
    }
    %p = offset %o, %c0 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %k1 = store_ptr_tko weak %p, %r : tile<ptr<f32>>, tile<f32> -> token
    return
  }

  entry @mixed(%xi: tensor_view<4xi32, strides=[1]>, %yi: tensor_view<4xi32, strides=[1]>, %z: tensor_view<4xf32, strides=[1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_partition_view %xi : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %yv = make_partition_view %yi : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %zv = make_partition_view %z : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %a, %k0 = load_view_tko weak %xv[%c0] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %b, %k1 = load_view_tko weak %yv[%c0] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %f, %k2 = load_view_tko weak %zv[%c0] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    // UB: {{.*}}check-nan.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.divi' --check: division by zero or MIN / -1 at element [2] (lhs 3, rhs 0, as unsigned bits) in tile block (0, 0, 0)
    %q = divi %a, %b signed : tile<4xi32>
    %qf = itof %q signed : tile<4xi32> -> tile<4xf32>
    // MIXED-NAN: {{.*}}check-nan.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.divf' --check=nan: produced NaN at element [0] from finite operands (lhs = 0, rhs = 0) in tile block (0, 0, 0)
    %r = divf %f, %f : tile<4xf32>
    %n = make_tensor_view %o, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %ov = make_partition_view %n : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %s0 = store_view_tko weak %qf, %ov[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    %s1 = store_view_tko weak %r, %ov[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @matmul(%acc: tile<f32>, %o: tile<ptr<f32>>) {
    %a = constant <f32: [[0x7F800000, 1.0], [1.0, 1.0]]> : tile<2x2xf32>
    %b = constant <f32: [[0.0, 1.0], [1.0, 1.0]]> : tile<2x2xf32>
    %acc1 = reshape %acc : tile<f32> -> tile<1x1xf32>
    %c = broadcast %acc1 : tile<1x1xf32> -> tile<2x2xf32>
    // MMA: {{.*}}check-nan.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.mmaf' --check=nan: produced NaN at element [0, 0] from operands without NaN in tile block (0, 0, 0)
    %r = mmaf %a, %b, %c : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>
    %f = reshape %r : tile<2x2xf32> -> tile<4xf32>
    %i = iota : tile<4xi32>
    %p1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p = offset %p4, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t = store_ptr_tko weak %p, %f : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }
}
