// reduce on lines of more than 16 elements: TileKit's order
// (docs/execution.md, include/tilekit/Execution/ReduceOrder.h) folds 16
// interleaved lanes from the identity (lane l takes elements l, l + 16, ...)
// and then combines lane l + h into lane l for h = 8, 4, 2, 1, the region
// getting lane l + h as its current element and lane l as accumulator.
// Both engines must give these bits (the lit wrapper compares them).
//
// @cancel, derived by hand: x[0] = 1e8, x[8] = 1, x[16] = -1e8, all else 0
// (32 elements). Lane 0 is (-1e8 + (1e8 + 0)) = 0 and lane 8 is 1, so the
// sum is 1; the sequential order would lose the 1 in 1e8 + 1 and give 0.
// Also the same line as 8 x 4 rows of 4 (dim 1: short lines, sequential):
// the row sums are [1e8, 0, 1, 0, -1e8, 0, 0, 0].
//
// @random: 64 x 32 values spanning many binades; row sums (dim 1, 32
// contiguous elements), column differences `cur - acc` (dim 0, 64 elements
// 32 apart: the argument order matters), row maxima with NaNs skipped, and
// an (index, value) argmax over the columns where ties keep the
// accumulator; expected values from npytool's model of the order.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry cancel zeros:1 zeros:8 -o %t/c
// RUN: %python %testlib/npytool.py print %t/c/arg0.npy | FileCheck %s --check-prefix=SUM
// RUN: %python %testlib/npytool.py print %t/c/arg1.npy | FileCheck %s --check-prefix=ROWS
// SUM: [1.0]
// ROWS: [100000000.0, 0.0, 1.0, 0.0, -100000000.0, 0.0, 0.0, 0.0]
//
// RUN: %python %testlib/npytool.py make %t/x.npy float32 \
// RUN:   "(lambda r: np.where(r.rand(2048) < 0.01, np.nan, r.randn(2048) * np.exp(r.randn(2048) * 4)))(np.random.RandomState(7))"
// RUN: %python %testlib/npytool.py make %t/q.npy float32 \
// RUN:   "np.random.RandomState(8).randint(0, 4, 2048)"
// RUN: tile-run %s --entry random %t/x.npy %t/q.npy zeros:64 zeros:32 zeros:64 zeros:32 zeros:32 -o %t/r
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/r/arg2.npy \
// RUN:   "[lane_reduce(list(a0.reshape(64, 32)[r]), lambda c, a: np.float32(c + a), np.float32(0)) for r in range(64)]"
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/r/arg3.npy \
// RUN:   "[lane_reduce(list(a0.reshape(64, 32)[:, c]), lambda c, a: np.float32(c - a), np.float32(0)) for c in range(32)]"
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/r/arg4.npy \
// RUN:   "[lane_reduce(list(a0.reshape(64, 32)[r]), lambda c, a: a if np.isnan(c) or c <= a else c, np.float32(-np.inf)) for r in range(64)]"
// RUN: %python %testlib/npytool.py --arg %t/q.npy expect %t/r/arg5.npy \
// RUN:   "[lane_reduce([(np.float32(v), i) for i, v in enumerate(a0.reshape(64, 32)[:, c])], lambda c, a: c if c[0] > a[0] else a, (np.float32(-1), -1))[0] for c in range(32)]"
// RUN: %python %testlib/npytool.py --arg %t/q.npy expect %t/r/arg6.npy \
// RUN:   "np.array([lane_reduce([(np.float32(v), i) for i, v in enumerate(a0.reshape(64, 32)[:, c])], lambda c, a: c if c[0] > a[0] else a, (np.float32(-1), -1))[1] for c in range(32)], np.float32)"

cuda_tile.module @m {
  entry @cancel(%sum: tile<ptr<f32>>, %rows: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %x = constant <f32: [1.0e8, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -1.0e8, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tile<32xf32>
    %s = reduce %x dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %t = addf %a, %b : tile<f32>
      yield %t : tile<f32>
    }
    %st = store_ptr_tko weak %sum, %s : tile<ptr<f32>>, tile<f32> -> token
    %x2 = reshape %x : tile<32xf32> -> tile<8x4xf32>
    %r = reduce %x2 dim=1 identities=[0.000000e+00 : f32] : tile<8x4xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %t = addf %a, %b : tile<f32>
      yield %t : tile<f32>
    }
    %tv = make_tensor_view %rows, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %s2 = store_view_tko weak %r, %pv[%c0] : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @random(%in: tile<ptr<f32>>, %qin: tile<ptr<f32>>, %rows: tile<ptr<f32>>, %cols: tile<ptr<f32>>, %maxima: tile<ptr<f32>>, %best: tile<ptr<f32>>, %where: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %in, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>
    %x, %t = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> tile<64x32xf32>, token
    %qv = make_tensor_view %qin, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %qp = make_partition_view %qv : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>
    %q, %t2 = load_view_tko weak %qp[%c0, %c0] : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> tile<64x32xf32>, token
    %sums = reduce %x dim=1 identities=[0.000000e+00 : f32] : tile<64x32xf32> -> tile<64xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    %diffs = reduce %x dim=0 identities=[0.000000e+00 : f32] : tile<64x32xf32> -> tile<32xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = subf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    %max = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<64x32xf32> -> tile<64xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = maxf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    %i = iota : tile<64xi32>
    %fi = itof %i signed : tile<64xi32> -> tile<64xf32>
    %fr = reshape %fi : tile<64xf32> -> tile<64x1xf32>
    %idx = broadcast %fr : tile<64x1xf32> -> tile<64x32xf32>
    %am:2 = reduce %q, %idx dim=0 identities=[-1.000000e+00 : f32, -1.000000e+00 : f32] : tile<64x32xf32>, tile<64x32xf32> -> tile<32xf32>, tile<32xf32>
    (%cv: tile<f32>, %av: tile<f32>, %ci: tile<f32>, %ai: tile<f32>) {
      %gt = cmpf greater_than ordered %cv, %av : tile<f32> -> tile<i1>
      %v = select %gt, %cv, %av : tile<i1>, tile<f32>
      %j = select %gt, %ci, %ai : tile<i1>, tile<f32>
      yield %v, %j : tile<f32>, tile<f32>
    }
    %ov = make_tensor_view %rows, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %op = make_partition_view %ov : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %s1 = store_view_tko weak %sums, %op[%c0] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    %cv = make_tensor_view %cols, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %cp = make_partition_view %cv : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %s2 = store_view_tko weak %diffs, %cp[%c0] : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    %mv = make_tensor_view %maxima, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %mp = make_partition_view %mv : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %s3 = store_view_tko weak %max, %mp[%c0] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    %bv = make_tensor_view %best, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %bp = make_partition_view %bv : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %s4 = store_view_tko weak %am#0, %bp[%c0] : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    %wv = make_tensor_view %where, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %wp = make_partition_view %wv : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %s5 = store_view_tko weak %am#1, %wp[%c0] : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
