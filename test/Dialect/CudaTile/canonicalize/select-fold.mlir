// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// The select fold, rule by rule, in its fixed order; every replacement has
// the select's type.

// 1. Same arms.
// CHECK-LABEL: testing$func @same_arms
// CHECK-NEXT:    return %arg1 : tile<4xi32>

// 2. Constant condition (any shape, splat).
// CHECK-LABEL: testing$func @constant_condition
// CHECK-NEXT:    return %arg0, %arg1 : tile<4xi32>, tile<4xi32>

// 3. i1 select(c, true, false) is c (same shape by the verifier).
// CHECK-LABEL: testing$func @boolean_identity
// CHECK-NEXT:    return %arg0 : tile<4xi1>

// 4. select(a == b, a, b) = b; select(a != b, b, a) = b. Other predicates
//    are not folded.
// CHECK-LABEL: testing$func @compare
// CHECK-NEXT:    %0 = cmpi less_than %arg0, %arg1, signed
// CHECK-NEXT:    %1 = select %0, %arg0, %arg1 : tile<i1>, tile<i32>
// CHECK-NEXT:    return %arg1, %arg1, %1

// 5. Inverted condition: arms swapped in place.
// CHECK-LABEL: testing$func @inverted_condition
// CHECK-NEXT:    %0 = select %arg0, %arg2, %arg1 : tile<i1>, tile<i32>
// CHECK-NEXT:    return %0

// 6. Nested select on the same condition, on either side.
// CHECK-LABEL: testing$func @nested
// CHECK-NEXT:    %0 = select %arg0, %arg1, %arg3 : tile<i1>, tile<i32>
// CHECK-NEXT:    %1 = select %arg0, %arg3, %arg2 : tile<i1>, tile<i32>
// CHECK-NEXT:    return %0, %1

// CHECK-LABEL: testing$func @nested_other_condition
// CHECK-NEXT:    %0 = select %arg1, %arg2, %arg3
// CHECK-NEXT:    %1 = select %arg0, %0, %arg4

// CHECK-LABEL: testing$func @not_foldable
// CHECK-NEXT:    %0 = select %arg0, %arg1, %arg2 : tile<4xi1>, tile<4xf32>

cuda_tile.module @m {
  testing$func @same_arms(%c: tile<4xi1>, %x: tile<4xi32>) -> tile<4xi32> {
    %r = select %c, %x, %x : tile<4xi1>, tile<4xi32>
    return %r : tile<4xi32>
  }
  testing$func @constant_condition(%x: tile<4xi32>, %y: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>) {
    %true = constant <i1: true> : tile<4xi1>
    %false = constant <i1: false> : tile<4xi1>
    %a = select %true, %x, %y : tile<4xi1>, tile<4xi32>
    %b = select %false, %x, %y : tile<4xi1>, tile<4xi32>
    return %a, %b : tile<4xi32>, tile<4xi32>
  }
  testing$func @boolean_identity(%c: tile<4xi1>) -> tile<4xi1> {
    %true = constant <i1: true> : tile<4xi1>
    %false = constant <i1: false> : tile<4xi1>
    %r = select %c, %true, %false : tile<4xi1>, tile<4xi1>
    return %r : tile<4xi1>
  }
  testing$func @compare(%x: tile<i32>, %y: tile<i32>) -> (tile<i32>, tile<i32>, tile<i32>) {
    %eq = cmpi equal %x, %y, signed : tile<i32> -> tile<i1>
    %ne = cmpi not_equal %x, %y, signed : tile<i32> -> tile<i1>
    %a = select %eq, %x, %y : tile<i1>, tile<i32>
    %b = select %ne, %y, %x : tile<i1>, tile<i32>
    %lt = cmpi less_than %x, %y, signed : tile<i32> -> tile<i1>
    %c = select %lt, %x, %y : tile<i1>, tile<i32>
    return %a, %b, %c : tile<i32>, tile<i32>, tile<i32>
  }
  testing$func @inverted_condition(%c: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %not = xori %c, %true : tile<i1>
    %r = select %not, %x, %y : tile<i1>, tile<i32>
    return %r : tile<i32>
  }
  testing$func @nested(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>, %d: tile<i32>) -> (tile<i32>, tile<i32>) {
    %inner = select %c, %a, %b : tile<i1>, tile<i32>
    %r1 = select %c, %inner, %d : tile<i1>, tile<i32>
    %r2 = select %c, %d, %inner : tile<i1>, tile<i32>
    return %r1, %r2 : tile<i32>, tile<i32>
  }
  testing$func @nested_other_condition(%c: tile<i1>, %e: tile<i1>, %a: tile<i32>, %b: tile<i32>, %d: tile<i32>) -> tile<i32> {
    %inner = select %e, %a, %b : tile<i1>, tile<i32>
    %r = select %c, %inner, %d : tile<i1>, tile<i32>
    return %r : tile<i32>
  }
  testing$func @not_foldable(%c: tile<4xi1>, %x: tile<4xf32>, %y: tile<4xf32>) -> tile<4xf32> {
    %r = select %c, %x, %y : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }
}
