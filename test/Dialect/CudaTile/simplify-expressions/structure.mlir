// RUN: tile-opt --no-implicit-module --tile-simplify-expressions %s | FileCheck %s

// What the simplifier does not touch: ops with regions keep their
// structure (an `if` on a constant condition stays; only its condition
// operand is substituted), memory ops keep their place and count, and no
// computation moves between blocks.

// CHECK-LABEL: testing$func @regions_untouched
// CHECK-NEXT:    %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT:    %0 = if %arg0 -> (tile<i32>) {
// CHECK-NEXT:      %2 = store_ptr_tko weak %arg1, %arg2
// CHECK-NEXT:      yield %arg2 : tile<i32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %true = constant <i1: true> : tile<i1>
// CHECK-NEXT:      if %true {
// CHECK-NEXT:        print_tko "kept"
// CHECK-NEXT:      }
// CHECK-NEXT:      yield %arg2 : tile<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %result, %result_token = load_ptr_tko weak %arg1
// CHECK-NEXT:    store_ptr_tko weak %arg1, %cst_0_i32 token=%result_token
// CHECK-NEXT:    return %0

// The loop body simplifies `%outside + 0` but does not pull the muli in.
// CHECK-LABEL: testing$func @no_motion_between_blocks
// CHECK-NEXT:    %0 = muli %arg0, %arg0 : tile<i32>
// CHECK-NEXT:    %for = for
// CHECK-NEXT:      %1 = addi %iterArg0, %0 : tile<i32>
// CHECK-NEXT:      continue %1

cuda_tile.module @m {
  testing$func @regions_untouched(%c: tile<i1>, %p: tile<ptr<i32>>, %x: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %n = xori %c, %true : tile<i1>
    %nn = xori %n, %true : tile<i1>
    %zero = constant <i32: 0> : tile<i32>
    %r = if %nn -> (tile<i32>) {
      %a = addi %x, %zero : tile<i32>
      %t = store_ptr_tko weak %p, %a : tile<ptr<i32>>, tile<i32> -> token
      yield %a : tile<i32>
    } else {
      %always = constant <i1: true> : tile<i1>
      if %always {
        %t = print_tko "kept" -> token
      }
      yield %x : tile<i32>
    }
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %s = subi %v, %v : tile<i32>
    %t2 = store_ptr_tko weak %p, %s token=%t : tile<ptr<i32>>, tile<i32> -> token
    return %r : tile<i32>
  }
  testing$func @no_motion_between_blocks(%x: tile<i32>, %lb: tile<i32>, %ub: tile<i32>) -> tile<i32> {
    %zero = constant <i32: 0> : tile<i32>
    %outside = muli %x, %x : tile<i32>
    %r = for %i in (%lb to %ub, step %lb) : tile<i32> iter_values(%acc = %x) -> (tile<i32>) {
      %a = addi %outside, %zero : tile<i32>
      %b = addi %acc, %a : tile<i32>
      continue %b : tile<i32>
    }
    return %r : tile<i32>
  }
}
