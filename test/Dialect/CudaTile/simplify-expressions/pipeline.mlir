// RUN: tile-opt --no-implicit-module --tile-canonicalize %s | FileCheck %s

// tile-canonicalize: the greedy driver to a fixed point, then the
// expression simplifier once. The simplifier finds that the condition is
// always true, but the `if` it controls was canonicalized before: it stays
// (another canonicalize would inline it).

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @order
  // CHECK-NEXT:    %true = constant <i1: true> : tile<i1>
  // CHECK-NEXT:    if %true {
  // CHECK-NEXT:      print_tko "then"
  // CHECK-NEXT:    }
  // CHECK-NEXT:    return %arg1 : tile<i32>
  testing$func @order(%x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %zero = constant <i32: 0> : tile<i32>
    %x0 = muli %x, %zero : tile<i32>
    %c = cmpi equal %x0, %zero, signed : tile<i32> -> tile<i1>
    %r = if %c -> (tile<i32>) {
      %t = print_tko "then" -> token
      yield %y : tile<i32>
    } else {
      yield %y : tile<i32>
    }
    return %r : tile<i32>
  }
}
