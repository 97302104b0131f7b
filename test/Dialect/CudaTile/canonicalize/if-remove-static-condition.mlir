// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// RemoveStaticCondition: a constant condition inlines the branch it picks.

// CHECK-LABEL: testing$func @true_condition
// CHECK-NEXT:    %0 = print_tko "then" -> token
// CHECK-NEXT:    %1 = addi %arg0, %arg0 : tile<i32>
// CHECK-NEXT:    return %1 : tile<i32>

// A false condition without else removes the `if`.
// CHECK-LABEL: testing$func @false_condition
// CHECK-NEXT:    %0 = print_tko "else" -> token
// CHECK-NEXT:    %1 = muli %arg0, %arg0 : tile<i32>
// CHECK-NEXT:    return %1 : tile<i32>

// The picked branch leaves the function: nothing after the `if` runs.
// CHECK-LABEL: testing$func @taken_branch_leaves
// CHECK-NEXT:    %0 = print_tko "before" -> token
// CHECK-NEXT:    %1 = print_tko "then" -> token
// CHECK-NEXT:    return %arg0 : tile<i32>
// CHECK-NEXT:  }

// CHECK-LABEL: testing$func @in_loop
// CHECK-NEXT:    %0 = loop iter_values(%arg1 = %arg0) : tile<i32> -> tile<i32> {
// CHECK-NEXT:      break %arg1 : tile<i32>
// CHECK-NEXT:    }

// CHECK-LABEL: testing$func @variable_condition
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "then"

cuda_tile.module @m {
  testing$func @true_condition(%x: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %r = if %true -> (tile<i32>) {
      %t = print_tko "then" -> token
      %a = addi %x, %x : tile<i32>
      yield %a : tile<i32>
    } else {
      %t = print_tko "else" -> token
      yield %x : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @false_condition(%x: tile<i32>) -> tile<i32> {
    %false = constant <i1: false> : tile<i1>
    %r = if %false -> (tile<i32>) {
      %t = print_tko "then" -> token
      yield %x : tile<i32>
    } else {
      %t = print_tko "else" -> token
      %m = muli %x, %x : tile<i32>
      yield %m : tile<i32>
    }
    if %false {
      %t = print_tko "never" -> token
    }
    return %r : tile<i32>
  }
  testing$func @taken_branch_leaves(%x: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %t0 = print_tko "before" -> token
    if %true {
      %t = print_tko "then" -> token
      return %x : tile<i32>
    }
    %t1 = print_tko "unreachable" -> token
    %a = addi %x, %x : tile<i32>
    return %a : tile<i32>
  }
  testing$func @in_loop(%x: tile<i32>) -> tile<i32> {
    %false = constant <i1: false> : tile<i1>
    %r = loop iter_values(%a = %x) : tile<i32> -> tile<i32> {
      if %false {
        continue %a : tile<i32>
      } else {
        break %a : tile<i32>
      }
      %n = addi %a, %a : tile<i32>
      continue %n : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @variable_condition(%c: tile<i1>) {
    if %c {
      %t = print_tko "then" -> token
    }
    return
  }
}
