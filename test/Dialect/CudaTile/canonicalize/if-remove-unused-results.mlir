// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// RemoveUnusedResults: an `if` keeps only the results that have uses; a
// branch that leaves early keeps its exit.

// CHECK-LABEL: testing$func @unused_result
// CHECK-NEXT:    %0 = if %arg0 -> (tile<f32>) {
// CHECK-NEXT:      %1 = print_tko "then" -> token
// CHECK-NEXT:      %2 = negf %arg2 : tile<f32>
// CHECK-NEXT:      yield %2 : tile<f32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = print_tko "else" -> token
// CHECK-NEXT:      yield %arg2 : tile<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tile<f32>

// CHECK-LABEL: testing$func @unused_with_early_exit
// CHECK-NEXT:    %0 = if %arg0 -> (tile<i32>) {
// CHECK-NEXT:      %1 = print_tko "then" -> token
// CHECK-NEXT:      %2 = addi %arg1, %arg1 : tile<i32>
// CHECK-NEXT:      yield %2 : tile<i32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      return %arg1 : tile<i32>
// CHECK-NEXT:    }

// All results used: nothing to drop.
// CHECK-LABEL: testing$func @all_used
// CHECK-NEXT:    %0:2 = if %arg0 -> (tile<i32>, tile<i32>) {
// CHECK:           yield %1, %2 : tile<i32>, tile<i32>
// CHECK:           yield %1, %arg1 : tile<i32>, tile<i32>
// CHECK:         return %0#0, %0#1

cuda_tile.module @m {
  testing$func @unused_result(%c: tile<i1>, %x: tile<i32>, %y: tile<f32>) -> tile<f32> {
    %r:2 = if %c -> (tile<i32>, tile<f32>) {
      %a = addi %x, %x : tile<i32>
      %t = print_tko "then" -> token
      %b = negf %y : tile<f32>
      yield %a, %b : tile<i32>, tile<f32>
    } else {
      %t = print_tko "else" -> token
      yield %x, %y : tile<i32>, tile<f32>
    }
    return %r#1 : tile<f32>
  }
  testing$func @unused_with_early_exit(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r:2 = if %c -> (tile<i32>, tile<i32>) {
      %t = print_tko "then" -> token
      %a = addi %x, %x : tile<i32>
      %b = muli %x, %x : tile<i32>
      yield %a, %b : tile<i32>, tile<i32>
    } else {
      return %x : tile<i32>
    }
    return %r#0 : tile<i32>
  }
  testing$func @all_used(%c: tile<i1>, %x: tile<i32>) -> (tile<i32>, tile<i32>) {
    %r:2 = if %c -> (tile<i32>, tile<i32>) {
      %a = addi %x, %x : tile<i32>
      %b = muli %x, %x : tile<i32>
      yield %a, %b : tile<i32>, tile<i32>
    } else {
      %a = subi %x, %x : tile<i32>
      yield %a, %x : tile<i32>, tile<i32>
    }
    return %r#0, %r#1 : tile<i32>, tile<i32>
  }
}
