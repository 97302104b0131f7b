// RUN: tile-opt --no-implicit-module --tile-simplify-expressions %s | FileCheck %s

// Select simplification: constant condition, equal arms, i1 identity,
// negated condition (arms swapped), nested select on the same condition,
// constant arms under a constant condition; arms of any type.

// CHECK-LABEL: testing$func @rules
// CHECK-NEXT:    %0 = select %arg0, %arg3, %arg2 : tile<i1>, tile<i32>
// CHECK-NEXT:    %1 = select %arg0, %arg2, %arg3 : tile<i1>, tile<i32>
// CHECK-NEXT:    %2 = select %arg0, %arg2, %arg4 : tile<i1>, tile<i32>
// CHECK-NEXT:    %3 = select %arg1, %1, %arg4 : tile<i1>, tile<i32>
// CHECK-NEXT:    return %arg2, %arg2, %0, %arg0, %2, %3

// CHECK-LABEL: testing$func @constants
// CHECK-NEXT:    %cst_i8 = constant <i8: [1, 9, 3, 9]> : tile<4xi8>

// x * 0 == 0 holds for every x: the select picks its true arm.
// CHECK-LABEL: testing$func @computed_condition
// CHECK-NEXT:    return %arg1 : tile<f32>

cuda_tile.module @m {
  testing$func @rules(%c: tile<i1>, %d: tile<i1>, %x: tile<i32>, %y: tile<i32>, %z: tile<i32>) -> (tile<i32>, tile<i32>, tile<i32>, tile<i1>, tile<i32>, tile<i32>) {
    %true = constant <i1: true> : tile<i1>
    %false = constant <i1: false> : tile<i1>
    %a = select %true, %x, %y : tile<i1>, tile<i32>
    %b = select %c, %x, %x : tile<i1>, tile<i32>
    %nc = xori %c, %true : tile<i1>
    %s = select %nc, %x, %y : tile<i1>, tile<i32>
    %t = select %c, %true, %false : tile<i1>, tile<i1>
    %inner = select %c, %x, %y : tile<i1>, tile<i32>
    %n = select %c, %inner, %z : tile<i1>, tile<i32>
    %o = select %d, %inner, %z : tile<i1>, tile<i32>
    return %a, %b, %s, %t, %n, %o : tile<i32>, tile<i32>, tile<i32>, tile<i1>, tile<i32>, tile<i32>
  }
  testing$func @constants() -> tile<4xi8> {
    %c = constant <i1: [true, false, true, false]> : tile<4xi1>
    %x = constant <i8: [1, 2, 3, 4]> : tile<4xi8>
    %y = constant <i8: 9> : tile<4xi8>
    %r = select %c, %x, %y : tile<4xi1>, tile<4xi8>
    return %r : tile<4xi8>
  }
  testing$func @computed_condition(%x: tile<i32>, %y: tile<f32>, %z: tile<f32>) -> tile<f32> {
    %zero = constant <i32: 0> : tile<i32>
    %x0 = muli %x, %zero : tile<i32>
    %c = cmpi equal %x0, %zero, signed : tile<i32> -> tile<i1>
    %r = select %c, %y, %z : tile<i1>, tile<f32>
    return %r : tile<f32>
  }
}
