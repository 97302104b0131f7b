// RUN: tile-opt --no-implicit-module --tile-simplify-expressions %s | FileCheck %s

// Integer comparisons fold on constants (element-wise), on equal operands,
// and on the ranges `assume bounded` states (signed; unsigned only when no
// range holds negative numbers). New constants go to the function's start.

// -1 < 1 signed, but not unsigned (0xFFFFFFFF).
// CHECK-LABEL: testing$func @constants
// CHECK-NEXT:    %false = constant <i1: false> : tile<i1>
// CHECK-NEXT:    %cst_i1 = constant <i1: [false, true, false, true]> : tile<4xi1>
// CHECK-NEXT:    %true = constant <i1: true> : tile<i1>
// CHECK-NEXT:    return %true, %cst_i1, %false

// CHECK-LABEL: testing$func @same_operands
// CHECK-NEXT:    %false = constant <i1: false> : tile<4xi1>
// CHECK-NEXT:    %true = constant <i1: true> : tile<4xi1>
// CHECK-NEXT:    return %true, %false

// [0, 100] < [200, max]; [0, 100] <= 100; [0, 100] is never -5 and always
// above it; [0, 100] < 100 depends on the value.
// CHECK-LABEL: testing$func @bounded
// CHECK:         %0 = cmpi less_than %assume, %cst_100_i32, signed
// CHECK-NEXT:    return %true, %true, %false, %true, %0

// CHECK-LABEL: testing$func @unsigned_needs_nonnegative
// CHECK:         %0 = cmpi less_than %assume, %cst_20_i32, unsigned
// CHECK-NEXT:    return %0

cuda_tile.module @m {
  testing$func @constants() -> (tile<i1>, tile<4xi1>, tile<i1>) {
    %a = constant <i32: -1> : tile<i32>
    %b = constant <i32: 1> : tile<i32>
    %s = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %v = constant <i16: [1, 5, -3, 7]> : tile<4xi16>
    %w = constant <i16: 5> : tile<4xi16>
    %d = cmpi greater_than_or_equal %v, %w, signed : tile<4xi16> -> tile<4xi1>
    %u = cmpi less_than %a, %b, unsigned : tile<i32> -> tile<i1>
    return %s, %d, %u : tile<i1>, tile<4xi1>, tile<i1>
  }
  testing$func @same_operands(%x: tile<4xi32>) -> (tile<4xi1>, tile<4xi1>) {
    %le = cmpi less_than_or_equal %x, %x, unsigned : tile<4xi32> -> tile<4xi1>
    %ne = cmpi not_equal %x, %x, signed : tile<4xi32> -> tile<4xi1>
    return %le, %ne : tile<4xi1>, tile<4xi1>
  }
  testing$func @bounded(%x: tile<i32>, %y: tile<i32>) -> (tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>) {
    %bx = assume bounded<0, 100>, %x : tile<i32>
    %by = assume bounded<200, ?>, %y : tile<i32>
    %c100 = constant <i32: 100> : tile<i32>
    %cneg = constant <i32: -5> : tile<i32>
    %lt = cmpi less_than %bx, %by, signed : tile<i32> -> tile<i1>
    %le = cmpi less_than_or_equal %bx, %c100, unsigned : tile<i32> -> tile<i1>
    %eq = cmpi equal %bx, %cneg, signed : tile<i32> -> tile<i1>
    %gt = cmpi greater_than %bx, %cneg, signed : tile<i32> -> tile<i1>
    %undecided = cmpi less_than %bx, %c100, signed : tile<i32> -> tile<i1>
    return %lt, %le, %eq, %gt, %undecided : tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>
  }
  testing$func @unsigned_needs_nonnegative(%x: tile<i32>) -> tile<i1> {
    %bx = assume bounded<-10, 10>, %x : tile<i32>
    %c = constant <i32: 20> : tile<i32>
    %r = cmpi less_than %bx, %c, unsigned : tile<i32> -> tile<i1>
    return %r : tile<i1>
  }
}
