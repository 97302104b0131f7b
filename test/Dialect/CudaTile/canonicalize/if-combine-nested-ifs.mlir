// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// CombineNestedIfs: if %a { if %b { A } } becomes if (andi %a, %b) { A }
// when the inner if is the only op of the outer then branch, the else
// branches only yield, and every result keeps its value on every path.

// Seed 000's input. The outer else yields poison, which may be refined to
// any value: the merged else yields what the inner else yielded, so the
// path %a && !%b still sees %x. (Seed 000 shows the merged else yielding
// poison, which would lose that value; see docs/differences.md.)
// CHECK-LABEL: testing$func @seed_pair
// CHECK-NEXT:    %0 = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT:    %1 = if %0 -> (tile<64xi32>) {
// CHECK-NEXT:      %2 = muli %arg2, %arg3 : tile<64xi32>
// CHECK-NEXT:      yield %2 : tile<64xi32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      yield %arg2 : tile<64xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : tile<64xi32>

// CHECK-LABEL: testing$func @no_results
// CHECK-NEXT:    %0 = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT:    if %0 {
// CHECK-NEXT:      print_tko "both"
// CHECK-NEXT:    }

// Both else branches yield %z for the first result; the second result,
// from outside, became a select.
// CHECK-LABEL: testing$func @same_else_value
// CHECK-NEXT:    %0 = select %arg0, %arg3, %arg2 : tile<i1>, tile<i32>
// CHECK-NEXT:    %1 = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT:    %2 = if %1 -> (tile<i32>) {
// CHECK-NEXT:      %3 = muli %arg2, %arg3 : tile<i32>
// CHECK-NEXT:      yield %3 : tile<i32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      yield %arg4 : tile<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %2, %0

// The else branches disagree (and neither is poison): not combined.
// CHECK-LABEL: testing$func @other_else_value
// CHECK-NEXT:    %0 = if %arg0 -> (tile<i32>) {
// CHECK-NEXT:      %1 = if %arg1 -> (tile<i32>) {
// CHECK-NOT:     andi

// CHECK-LABEL: testing$func @more_than_the_inner_if
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "outer"
// CHECK-NEXT:      if %arg1 {
// CHECK-NOT:     andi

cuda_tile.module @m {
  testing$func @seed_pair(%a: tile<i1>, %b: tile<i1>, %x: tile<64xi32>, %y: tile<64xi32>) -> tile<64xi32> {
    %poison = ub.poison : !cuda_tile.tile<64xi32>
    %r = cuda_tile.if %a -> (tile<64xi32>) {
      %inner = cuda_tile.if %b -> (tile<64xi32>) {
        %v = cuda_tile.muli %x, %y : tile<64xi32>
        cuda_tile.yield %v : tile<64xi32>
      } else {
        cuda_tile.yield %x : tile<64xi32>
      }
      cuda_tile.yield %inner : tile<64xi32>
    } else {
      cuda_tile.yield %poison : tile<64xi32>
    }
    return %r : tile<64xi32>
  }
  testing$func @no_results(%a: tile<i1>, %b: tile<i1>) {
    if %a {
      if %b {
        %t = print_tko "both" -> token
      }
    }
    return
  }
  testing$func @same_else_value(%a: tile<i1>, %b: tile<i1>, %x: tile<i32>, %y: tile<i32>, %z: tile<i32>) -> (tile<i32>, tile<i32>) {
    %r:2 = if %a -> (tile<i32>, tile<i32>) {
      %inner = if %b -> (tile<i32>) {
        %v = muli %x, %y : tile<i32>
        yield %v : tile<i32>
      } else {
        yield %z : tile<i32>
      }
      yield %inner, %y : tile<i32>, tile<i32>
    } else {
      yield %z, %x : tile<i32>, tile<i32>
    }
    return %r#0, %r#1 : tile<i32>, tile<i32>
  }
  testing$func @other_else_value(%a: tile<i1>, %b: tile<i1>, %x: tile<i32>, %y: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %r = if %a -> (tile<i32>) {
      %inner = if %b -> (tile<i32>) {
        %v = muli %x, %y : tile<i32>
        yield %v : tile<i32>
      } else {
        yield %x : tile<i32>
      }
      yield %inner : tile<i32>
    } else {
      yield %z : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @more_than_the_inner_if(%a: tile<i1>, %b: tile<i1>) {
    if %a {
      %t = print_tko "outer" -> token
      if %b {
        %u = print_tko "both" -> token
      }
    }
    return
  }
}
