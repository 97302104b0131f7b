// The interpreter frees a tile after its last use (docs/execution.md,
// Limits): liveness per frame slot, computed when the entry is compiled,
// with values used inside a loop or an if kept alive until it ends; big
// splat constants are built where they are first needed.
//
// @chain: 20 splat constants of 4M f64 (32 MiB each, defined first) and an
// addf chain over x = [0, 1, ..., 4M-1]: out = x + (1 + 2 + ... + 20) =
// x + 210. Keeping every value alive until the entry returns peaked at
// 1.4 GB; freed after last use it needs about 4 live tiles (~250 MB with
// the output buffer and the process itself).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/peakrss.py 600 %tile_run_one %s --engine interp --entry chain zeros:4194304 -o %t/chain 2>&1 | FileCheck %s --check-prefix=RSS
// RSS: peak RSS: {{[0-9]+}} MiB
// RUN: %python %testlib/npytool.py expect %t/chain/arg0.npy "np.arange(4194304, dtype=np.float64) + 210"
//
// @loops (both engines, compared): c = 2 (a deferred 1 MiB constant) is
// defined before a loop of three trips and read in every trip, once more
// from inside an if at trip 1; x is read by the loop's init and again
// after the loop. out = (x + 3*2 + 2) + x = 2x + 8.
// RUN: tile-run %s --entry loops zeros:262144 -o %t/loops
// RUN: %python %testlib/npytool.py expect %t/loops/arg0.npy "2 * np.arange(262144, dtype=np.float32) + 8"
// The same, traced: the trace shows the deferred constant where it is
// defined.
// RUN: %tile_run_one %s --entry loops --trace-at liveness.mlir:82 zeros:262144 2>&1 | FileCheck %s --check-prefix=TRACE
// TRACE:      --- tile block (0, 0, 0)
// TRACE-NEXT: {{.*}}liveness.mlir:82:{{[0-9]+}}: cuda_tile.constant
// TRACE-NEXT:   #0: tile<262144xf32> min=2 max=2 nan=0 inf=0 [2, 2, 2, 2, 2, 2, 2, 2, ...]
// TRACE-NOT: {{.}}

cuda_tile.module @m {
  entry @chain(%out: tile<ptr<f64>>) {
    %c1 = constant <f64: 1.0> : tile<4194304xf64>
    %c2 = constant <f64: 2.0> : tile<4194304xf64>
    %c3 = constant <f64: 3.0> : tile<4194304xf64>
    %c4 = constant <f64: 4.0> : tile<4194304xf64>
    %c5 = constant <f64: 5.0> : tile<4194304xf64>
    %c6 = constant <f64: 6.0> : tile<4194304xf64>
    %c7 = constant <f64: 7.0> : tile<4194304xf64>
    %c8 = constant <f64: 8.0> : tile<4194304xf64>
    %c9 = constant <f64: 9.0> : tile<4194304xf64>
    %c10 = constant <f64: 10.0> : tile<4194304xf64>
    %c11 = constant <f64: 11.0> : tile<4194304xf64>
    %c12 = constant <f64: 12.0> : tile<4194304xf64>
    %c13 = constant <f64: 13.0> : tile<4194304xf64>
    %c14 = constant <f64: 14.0> : tile<4194304xf64>
    %c15 = constant <f64: 15.0> : tile<4194304xf64>
    %c16 = constant <f64: 16.0> : tile<4194304xf64>
    %c17 = constant <f64: 17.0> : tile<4194304xf64>
    %c18 = constant <f64: 18.0> : tile<4194304xf64>
    %c19 = constant <f64: 19.0> : tile<4194304xf64>
    %c20 = constant <f64: 20.0> : tile<4194304xf64>
    %i = iota : tile<4194304xi32>
    %s0 = itof %i signed : tile<4194304xi32> -> tile<4194304xf64>
    %s1 = addf %s0, %c1 : tile<4194304xf64>
    %s2 = addf %s1, %c2 : tile<4194304xf64>
    %s3 = addf %s2, %c3 : tile<4194304xf64>
    %s4 = addf %s3, %c4 : tile<4194304xf64>
    %s5 = addf %s4, %c5 : tile<4194304xf64>
    %s6 = addf %s5, %c6 : tile<4194304xf64>
    %s7 = addf %s6, %c7 : tile<4194304xf64>
    %s8 = addf %s7, %c8 : tile<4194304xf64>
    %s9 = addf %s8, %c9 : tile<4194304xf64>
    %s10 = addf %s9, %c10 : tile<4194304xf64>
    %s11 = addf %s10, %c11 : tile<4194304xf64>
    %s12 = addf %s11, %c12 : tile<4194304xf64>
    %s13 = addf %s12, %c13 : tile<4194304xf64>
    %s14 = addf %s13, %c14 : tile<4194304xf64>
    %s15 = addf %s14, %c15 : tile<4194304xf64>
    %s16 = addf %s15, %c16 : tile<4194304xf64>
    %s17 = addf %s16, %c17 : tile<4194304xf64>
    %s18 = addf %s17, %c18 : tile<4194304xf64>
    %s19 = addf %s18, %c19 : tile<4194304xf64>
    %s20 = addf %s19, %c20 : tile<4194304xf64>
    %t = make_tensor_view %out, shape = [4194304], strides = [1] : tensor_view<4194304xf64, strides=[1]>
    %p = make_partition_view %t : partition_view<tile=(4194304), tensor_view<4194304xf64, strides=[1]>>
    %z = constant <i32: 0> : tile<i32>
    %k = store_view_tko weak %s20, %p[%z] : tile<4194304xf64>, partition_view<tile=(4194304), tensor_view<4194304xf64, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @loops(%out: tile<ptr<f32>>) {
    %c = constant <f32: 2.0> : tile<262144xf32>
    %i = iota : tile<262144xi32>
    %x = itof %i signed : tile<262144xi32> -> tile<262144xf32>
    %unused = constant <f32: 5.0> : tile<262144xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %acc = for %j in (%c0 to %c3, step %c1) : tile<i32> iter_values(%a = %x) -> (tile<262144xf32>) {
      %t = addf %a, %c : tile<262144xf32>
      %one = cmpi equal %j, %c1, signed : tile<i32> -> tile<i1>
      %r = if %one -> (tile<262144xf32>) {
        %u = addf %t, %c : tile<262144xf32>
        yield %u : tile<262144xf32>
      } else {
        yield %t : tile<262144xf32>
      }
      continue %r : tile<262144xf32>
    }
    %y = addf %acc, %x : tile<262144xf32>
    %tv = make_tensor_view %out, shape = [262144], strides = [1] : tensor_view<262144xf32, strides=[1]>
    %p = make_partition_view %tv : partition_view<tile=(262144), tensor_view<262144xf32, strides=[1]>>
    %k = store_view_tko weak %y, %p[%c0] : tile<262144xf32>, partition_view<tile=(262144), tensor_view<262144xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
