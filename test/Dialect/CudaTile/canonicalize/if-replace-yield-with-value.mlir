// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// ReplaceYieldWithValue: a result known without the `if` replaces its uses
// (the then unused result is dropped).

// Both branches yield the same value.
// CHECK-LABEL: testing$func @same_value
// CHECK-NEXT:    if %arg0 {
// CHECK:         return %arg1 : tile<i32>

// The other branch leaves the function: the result is what the yielding
// branch yields from outside.
// CHECK-LABEL: testing$func @other_branch_leaves
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "then"
// CHECK-NEXT:      return %arg1 : tile<i32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      print_tko "else"
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = addi %arg1, %arg1 : tile<i32>

// i1 constants true/false are the condition, false/true its negation.
// CHECK-LABEL: testing$func @condition
// CHECK-NEXT:    %true = constant <i1: true> : tile<i1>
// CHECK-NEXT:    %0 = xori %arg0, %true : tile<i1>
// CHECK-NEXT:    if %arg0 {
// CHECK:         return %arg0, %0 : tile<i1>, tile<i1>

// A shaped i1 result gets the condition broadcast to its shape, never the
// rank-0 condition itself (the reference toolchain substitutes it).
// CHECK-LABEL: testing$func @shaped_condition
// CHECK-NEXT:    %true = constant <i1: true> : tile<i1>
// CHECK-NEXT:    %reshape = reshape %arg0 : tile<i1> -> tile<1xi1>
// CHECK-NEXT:    %bcast = broadcast %reshape : tile<1xi1> -> tile<4xi1>
// CHECK-NEXT:    %0 = xori %arg0, %true : tile<i1>
// CHECK-NEXT:    %reshape_0 = reshape %0 : tile<i1> -> tile<1x1xi1>
// CHECK-NEXT:    %bcast_1 = broadcast %reshape_0 : tile<1x1xi1> -> tile<2x2xi1>
// CHECK-NEXT:    if %arg0 {
// CHECK:         return %bcast, %bcast_1 : tile<4xi1>, tile<2x2xi1>

// A value computed in the yielding branch stays a result.
// CHECK-LABEL: testing$func @computed_inside
// CHECK-NEXT:    %0 = if %arg0 -> (tile<i32>) {
// CHECK:           return %1 : tile<i32>
// CHECK:           yield %2 : tile<i32>
// CHECK:         return %0 : tile<i32>

cuda_tile.module @m {
  testing$func @same_value(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %t = print_tko "then" -> token
      yield %x : tile<i32>
    } else {
      %t = print_tko "else" -> token
      yield %x : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @other_branch_leaves(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %t = print_tko "then" -> token
      return %x : tile<i32>
    } else {
      %t = print_tko "else" -> token
      yield %x : tile<i32>
    }
    %s = addi %r, %r : tile<i32>
    return %s : tile<i32>
  }
  testing$func @condition(%c: tile<i1>) -> (tile<i1>, tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %false = constant <i1: false> : tile<i1>
    %r:2 = if %c -> (tile<i1>, tile<i1>) {
      %t = print_tko "then" -> token
      yield %true, %false : tile<i1>, tile<i1>
    } else {
      %t = print_tko "else" -> token
      yield %false, %true : tile<i1>, tile<i1>
    }
    return %r#0, %r#1 : tile<i1>, tile<i1>
  }
  testing$func @shaped_condition(%c: tile<i1>) -> (tile<4xi1>, tile<2x2xi1>) {
    %true = constant <i1: true> : tile<4xi1>
    %false = constant <i1: false> : tile<2x2xi1>
    %true2 = constant <i1: true> : tile<2x2xi1>
    %false4 = constant <i1: false> : tile<4xi1>
    %r:2 = if %c -> (tile<4xi1>, tile<2x2xi1>) {
      %t = print_tko "then" -> token
      yield %true, %false : tile<4xi1>, tile<2x2xi1>
    } else {
      %t = print_tko "else" -> token
      yield %false4, %true2 : tile<4xi1>, tile<2x2xi1>
    }
    return %r#0, %r#1 : tile<4xi1>, tile<2x2xi1>
  }
  testing$func @computed_inside(%c: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %a = addi %x, %x : tile<i32>
      return %a : tile<i32>
    } else {
      %t = print_tko "else" -> token
      %b = muli %x, %y : tile<i32>
      yield %b : tile<i32>
    }
    return %r : tile<i32>
  }
}
