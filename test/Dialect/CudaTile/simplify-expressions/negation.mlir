// RUN: tile-opt --no-implicit-module --tile-simplify-expressions %s | FileCheck %s

// Boolean negation cleanup: `xori %x, <all ones>` cancels a negation,
// inverts a comparison, flips a constant; a negation with nothing to cancel
// stays as it is.

// CHECK-LABEL: testing$func @double_negation
// CHECK-NEXT:    return %arg0 : tile<4xi1>

// CHECK-LABEL: testing$func @inverted_compare
// CHECK-NEXT:    %0 = cmpi greater_than_or_equal %arg0, %arg1, unsigned
// CHECK-NEXT:    %1 = cmpi not_equal %arg0, %arg1, signed
// CHECK-NEXT:    return %0, %1

// Bitwise negation of wider integers cancels the same way.
// CHECK-LABEL: testing$func @bitwise_not
// CHECK-NEXT:    return %arg0 : tile<i8>

// select(c, false, true) is !c, and !!c is c.
// CHECK-LABEL: testing$func @negated_select
// CHECK-NEXT:    return %arg0 : tile<i1>

// CHECK-LABEL: testing$func @plain_negation
// CHECK-NEXT:    %true = constant <i1: true> : tile<i1>
// CHECK-NEXT:    %0 = xori %arg0, %true : tile<i1>
// CHECK-NEXT:    return %0

cuda_tile.module @m {
  testing$func @double_negation(%c: tile<4xi1>) -> tile<4xi1> {
    %true = constant <i1: true> : tile<4xi1>
    %n = xori %c, %true : tile<4xi1>
    %nn = xori %true, %n : tile<4xi1>
    return %nn : tile<4xi1>
  }
  testing$func @inverted_compare(%x: tile<i32>, %y: tile<i32>) -> (tile<i1>, tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %lt = cmpi less_than %x, %y, unsigned : tile<i32> -> tile<i1>
    %ge = xori %lt, %true : tile<i1>
    %eq = cmpi equal %x, %y, signed : tile<i32> -> tile<i1>
    %ne = xori %eq, %true : tile<i1>
    return %ge, %ne : tile<i1>, tile<i1>
  }
  testing$func @bitwise_not(%x: tile<i8>) -> tile<i8> {
    %ones = constant <i8: -1> : tile<i8>
    %n = xori %x, %ones : tile<i8>
    %nn = xori %n, %ones : tile<i8>
    return %nn : tile<i8>
  }
  testing$func @negated_select(%c: tile<i1>) -> tile<i1> {
    %true = constant <i1: true> : tile<i1>
    %false = constant <i1: false> : tile<i1>
    %s = select %c, %false, %true : tile<i1>, tile<i1>
    %n = xori %s, %true : tile<i1>
    return %n : tile<i1>
  }
  testing$func @plain_negation(%c: tile<i1>) -> tile<i1> {
    %true = constant <i1: true> : tile<i1>
    %n = xori %c, %true : tile<i1>
    return %n : tile<i1>
  }
}
