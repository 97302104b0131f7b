// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// RemoveEmptyElseBranch: an `if` without results loses an else branch that
// only yields. (With results the else yields them and stays: see
// @computed_in_branch in if-convert-to-select.mlir.)

// CHECK-LABEL: testing$func @empty_else
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "then"
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// CHECK-LABEL: testing$func @else_with_ops
// CHECK:         } else {
// CHECK-NEXT:      print_tko "else"

// An else branch that leaves early is not empty.
// CHECK-LABEL: testing$func @else_leaves
// CHECK:         } else {
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:    print_tko "after"

cuda_tile.module @m {
  testing$func @empty_else(%c: tile<i1>) {
    if %c {
      %t = print_tko "then" -> token
    } else {
    }
    return
  }
  testing$func @else_with_ops(%c: tile<i1>) {
    if %c {
      %t = print_tko "then" -> token
    } else {
      %t = print_tko "else" -> token
    }
    return
  }
  testing$func @else_leaves(%c: tile<i1>) {
    if %c {
      %t = print_tko "then" -> token
    } else {
      return
    }
    %t = print_tko "after" -> token
    return
  }
}
