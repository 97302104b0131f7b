// mmaf accumulating across loop iterations: the JIT updates a loop-carried
// accumulator used by nothing else in place (no result buffer, no copy at
// the end of the iteration). Hand-derived: A = 1.5 (8x4), B = 2 (4x32), so
// A x B = 12 everywhere.
//  @swap: (s, t) = (1, 1); each iteration n = 12 + s, continue (t, n):
//   (1, 13), (13, 13), (13, 25); s + t = 38.
//  @shared: the accumulator is also read after the mmaf in the same
//   iteration (not in place): s = 1, 13, 25, 37 and u = s_prev + s_next
//   accumulates (1 + 13) + (13 + 25) + (25 + 37) = 114.
//  @self: mmaf %s, %s, %s on 32x32 ones, twice: s = 32 + 1 = 33, then
//   32 * 33 * 33 + 33 = 34881 (an accumulator that is also A and B must
//   not be overwritten while it is read).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry swap zeros:256 -o %t/swap
// RUN: tile-run %s --entry shared zeros:256 -o %t/shared
// RUN: tile-run %s --entry self zeros:1024 -o %t/self
// RUN: %python -c "import numpy as np, sys; [print(sorted(set(np.load(f).tolist()))) for f in sys.argv[1:]]" %t/swap/arg0.npy %t/shared/arg0.npy %t/self/arg0.npy | FileCheck %s
// CHECK: [38.0]
// CHECK-NEXT: [114.0]
// CHECK-NEXT: [34881.0]

cuda_tile.module @m {
  entry @swap(%o: tile<ptr<f32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %a = constant <f32: 1.5> : tile<8x4xf32>
    %b = constant <f32: 2.0> : tile<4x32xf32>
    %acc0 = constant <f32: 1.0> : tile<8x32xf32>
    %r:2 = for %k in (%zero to %three, step %one) : tile<i32> iter_values(%s = %acc0, %t = %acc0) -> (tile<8x32xf32>, tile<8x32xf32>) {
      %n = mmaf %a, %b, %s : tile<8x4xf32>, tile<4x32xf32>, tile<8x32xf32>
      continue %t, %n : tile<8x32xf32>, tile<8x32xf32>
    }
    %sum = addf %r#0, %r#1 : tile<8x32xf32>
    %tv = make_tensor_view %o, shape = [8, 32], strides = [32, 1] : tensor_view<8x32xf32, strides=[32,1]>
    %pv = make_partition_view %tv : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %t2 = store_view_tko weak %sum, %pv[%zero, %zero] : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @shared(%o: tile<ptr<f32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %a = constant <f32: 1.5> : tile<8x4xf32>
    %b = constant <f32: 2.0> : tile<4x32xf32>
    %acc0 = constant <f32: 1.0> : tile<8x32xf32>
    %u0 = constant <f32: 0.0> : tile<8x32xf32>
    %r:2 = for %k in (%zero to %three, step %one) : tile<i32> iter_values(%s = %acc0, %u = %u0) -> (tile<8x32xf32>, tile<8x32xf32>) {
      %n = mmaf %a, %b, %s : tile<8x4xf32>, tile<4x32xf32>, tile<8x32xf32>
      %both = addf %s, %n : tile<8x32xf32>
      %u2 = addf %u, %both : tile<8x32xf32>
      continue %n, %u2 : tile<8x32xf32>, tile<8x32xf32>
    }
    %tv = make_tensor_view %o, shape = [8, 32], strides = [32, 1] : tensor_view<8x32xf32, strides=[32,1]>
    %pv = make_partition_view %tv : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %t2 = store_view_tko weak %r#1, %pv[%zero, %zero] : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @self(%o: tile<ptr<f32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %acc0 = constant <f32: 1.0> : tile<32x32xf32>
    %r = for %k in (%zero to %two, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<32x32xf32>) {
      %n = mmaf %s, %s, %s : tile<32x32xf32>, tile<32x32xf32>, tile<32x32xf32>
      continue %n : tile<32x32xf32>
    }
    %tv = make_tensor_view %o, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %pv = make_partition_view %tv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %t2 = store_view_tko weak %r, %pv[%zero, %zero] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
