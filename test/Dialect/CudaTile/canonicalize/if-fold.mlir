// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// The if fold: a condition `xori %c, true` with an else region becomes %c,
// the branches swapped in place.

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @negated_condition
  // CHECK-NEXT:    %0 = if %arg0 -> (tile<i32>) {
  // CHECK-NEXT:      %1 = muli %arg1, %arg1 : tile<i32>
  // CHECK-NEXT:      yield %1 : tile<i32>
  // CHECK-NEXT:    } else {
  // CHECK-NEXT:      %1 = addi %arg1, %arg1 : tile<i32>
  // CHECK-NEXT:      yield %1 : tile<i32>
  // CHECK-NEXT:    }
  // CHECK-NEXT:    return %0
  testing$func @negated_condition(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %not = xori %c, %true : tile<i1>
    %r = if %not -> (tile<i32>) {
      %a = addi %x, %x : tile<i32>
      yield %a : tile<i32>
    } else {
      %m = muli %x, %x : tile<i32>
      yield %m : tile<i32>
    }
    return %r : tile<i32>
  }

  // Without an else region there is nothing to swap.
  // CHECK-LABEL: testing$func @no_else
  // CHECK:         %[[NOT:.*]] = xori %arg0, %true : tile<i1>
  // CHECK-NEXT:    if %[[NOT]] {
  // CHECK-NEXT:      print_tko "x"
  testing$func @no_else(%c: tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %not = xori %c, %true : tile<i1>
    if %not {
      %t = print_tko "x" -> token
    }
    return
  }

  // `xori true, %c` (the constant on the left) and `xori %c, %d` are not the
  // recognized negation.
  // CHECK-LABEL: testing$func @not_a_negation
  // CHECK:         %[[L:.*]] = xori %true, %arg0 : tile<i1>
  // CHECK:         if %[[L]] {
  // CHECK-NEXT:      print_tko "then"
  // CHECK:         } else {
  // CHECK-NEXT:      print_tko "else"
  // CHECK:         %[[X:.*]] = xori %arg0, %arg1 : tile<i1>
  // CHECK:         if %[[X]] {
  // CHECK-NEXT:      print_tko "then"
  testing$func @not_a_negation(%c: tile<i1>, %d: tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %left = xori %true, %c : tile<i1>
    if %left {
      %t = print_tko "then" -> token
    } else {
      %t = print_tko "else" -> token
    }
    %other = xori %c, %d : tile<i1>
    if %other {
      %t = print_tko "then" -> token
    } else {
      %t = print_tko "else" -> token
    }
    return
  }
}
