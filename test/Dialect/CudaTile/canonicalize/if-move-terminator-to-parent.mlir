// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// MoveTerminatorToParent: when both branches leave early, the else branch's
// ops and exit follow the `if` and replace the (unreachable) rest of the
// block; the `if` keeps its then branch and no results.

// CHECK-LABEL: testing$func @both_return
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "then"
// CHECK-NEXT:      return %arg1 : tile<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = print_tko "else" -> token
// CHECK-NEXT:    %1 = addi %arg1, %arg1 : tile<i32>
// CHECK-NEXT:    return %1 : tile<i32>
// CHECK-NOT:     unreachable

// CHECK-LABEL: testing$func @break_and_continue
// CHECK:           if %arg0 {
// CHECK-NEXT:        break %arg2 : tile<i32>
// CHECK-NEXT:      }
// CHECK-NEXT:      %2 = addi %arg2, %arg2 : tile<i32>
// CHECK-NEXT:      continue %2 : tile<i32>
// CHECK-NEXT:    }

// CHECK-LABEL: testing$func @one_branch_leaves
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "then"
// CHECK-NEXT:      return
// CHECK-NEXT:    } else {
// CHECK-NEXT:      print_tko "else"
// CHECK-NEXT:    }
// CHECK-NEXT:    print_tko "after"

cuda_tile.module @m {
  testing$func @both_return(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %t = print_tko "then" -> token
      return %x : tile<i32>
    } else {
      %t = print_tko "else" -> token
      %y = addi %x, %x : tile<i32>
      return %y : tile<i32>
    }
    %t = print_tko "unreachable" -> token
    return %r : tile<i32>
  }
  testing$func @break_and_continue(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = loop iter_values(%a = %x) : tile<i32> -> tile<i32> {
      %t = print_tko "body" -> token
      if %c {
        break %a : tile<i32>
      } else {
        %n = addi %a, %a : tile<i32>
        continue %n : tile<i32>
      }
      continue %a : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @one_branch_leaves(%c: tile<i1>) {
    if %c {
      %t = print_tko "then" -> token
      return
    } else {
      %t = print_tko "else" -> token
    }
    %t = print_tko "after" -> token
    return
  }
}
