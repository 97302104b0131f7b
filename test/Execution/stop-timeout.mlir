// tile-run --timeout stops launches that never end, on both engines: a
// `loop` without a break, a `for` of 2^63 - 1 iterations (the interpreter
// polls the stop at each iteration, compiled code at each back-edge), and
// blocks that wait forever (on fibers; stopped at their waits). The error
// comes quickly and the exit status is 1.
//
// RUN: not %tile_run_one %s --entry spin_loop --engine interp --timeout 0.3 zeros:1 2>&1 | FileCheck %s
// RUN: not %tile_run_one %s --entry spin_loop --engine jit --timeout 0.3 zeros:1 2>&1 | FileCheck %s
// RUN: not %tile_run_one %s --entry spin_for --engine interp --timeout 0.3 zeros:1 2>&1 | FileCheck %s
// RUN: not %tile_run_one %s --entry spin_for --engine jit --timeout 0.3 zeros:1 2>&1 | FileCheck %s
// Many blocks, two threads; the JIT runs them widened (lanes) too.
// RUN: not %tile_run_one %s --entry spin_for --grid 256 --threads 2 --engine interp --timeout 0.3 zeros:1 2>&1 | FileCheck %s
// RUN: not %tile_run_one %s --entry spin_for --grid 256 --threads 2 --engine jit --timeout 0.3 zeros:1 2>&1 | FileCheck %s
// RUN: not %tile_run_one %s --entry spin_wait --grid 8 --threads 1 --engine interp --timeout 0.3 zeros:1 2>&1 | FileCheck %s
// RUN: not %tile_run_one %s --entry spin_wait --grid 8 --threads 2 --engine jit --timeout 0.3 zeros:1 2>&1 | FileCheck %s
// CHECK: tile-run: error: launch stopped after 0.3 s (timeout)
//
// A launch that ends in time is not affected.
// RUN: %tile_run_one %s --entry short --engine jit --timeout 60 zeros:1
// RUN: %tile_run_one %s --entry short --engine interp --timeout 60 zeros:1
//
// Bad values are refused.
// RUN: not %tile_run_one %s --entry short --timeout 0 zeros:1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %tile_run_one %s --entry short --timeout -1 zeros:1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %tile_run_one %s --entry short --timeout nan zeros:1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %tile_run_one %s --entry short --timeout 1x zeros:1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: tile-run: error: --timeout must be a number of seconds above 0

cuda_tile.module @stop {
  // Never ends: `loop` without a break.
  entry @spin_loop(%out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%i = %c0) : tile<i32> -> tile<i32> {
      %n = addi %i, %c1 : tile<i32>
      continue %n : tile<i32>
    }
    return
  }
  // 2^63 - 1 iterations.
  entry @spin_for(%out: tile<ptr<i64>>) {
    %c0 = constant <i64: 0> : tile<i64>
    %c1 = constant <i64: 1> : tile<i64>
    %big = constant <i64: 0x7FFFFFFFFFFFFFFF> : tile<i64>
    %r = for %i in (%c0 to %big, step %c1) : tile<i64> iter_values(%acc = %c0) -> (tile<i64>) {
      %a = xori %acc, %i : tile<i64>
      continue %a : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  // Every block waits for a flag nobody sets.
  entry @spin_wait(%flag: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32>
    loop {
      %v, %tv = load_ptr_tko acquire device %flag : tile<ptr<i32>> -> tile<i32>, token
      %ready = cmpi equal %v, %c1, signed : tile<i32> -> tile<i1>
      if %ready {
        break
      }
    }
    return
  }
  entry @short(%out: tile<ptr<i64>>) {
    %c0 = constant <i64: 0> : tile<i64>
    %c1 = constant <i64: 1> : tile<i64>
    %n = constant <i64: 1000> : tile<i64>
    %r = for %i in (%c0 to %n, step %c1) : tile<i64> iter_values(%acc = %c0) -> (tile<i64>) {
      %a = addi %acc, %i : tile<i64>
      continue %a : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}
