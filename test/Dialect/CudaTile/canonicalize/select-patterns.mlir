// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// The select rewrite patterns: SelectI1ToNot, SelectConsts, SelectToExtI.

// select(c, false, true) -> xori(c, true); the true arm is the constant.
// CHECK-LABEL: testing$func @i1_to_not
// CHECK-NEXT:    %true = constant <i1: true> : tile<4xi1>
// CHECK-NEXT:    %0 = xori %arg0, %true : tile<4xi1>
// CHECK-NEXT:    return %0 : tile<4xi1>

// A non-splat constant condition with constant arms folds element-wise.
// CHECK-LABEL: testing$func @constants
// CHECK-NEXT:    %cst_i32 = constant <i32: [1, 7, 7, 4]> : tile<4xi32>
// CHECK-NEXT:    %cst_f32 = constant <f32: [1.500000e+00, 1.000000e+00, 2.000000e+00, 1.500000e+00]> : tile<4xf32>
// CHECK-NEXT:    return %cst_i32, %cst_f32

// Arms 1/0 are the zero-extended condition, arms 0/1 its negation's.
// CHECK-LABEL: testing$func @to_exti
// CHECK-NEXT:    %true = constant <i1: true> : tile<2xi1>
// CHECK-NEXT:    %0 = exti %arg0 unsigned : tile<2xi1> -> tile<2xi32>
// CHECK-NEXT:    %1 = xori %arg0, %true : tile<2xi1>
// CHECK-NEXT:    %2 = exti %1 unsigned : tile<2xi1> -> tile<2xi8>
// CHECK-NEXT:    return %0, %2

// CHECK-LABEL: testing$func @not_to_exti
// CHECK:         %0 = select %arg0, %cst_2_i32, %cst_0_i32
// CHECK-NEXT:    %1 = select %arg0, %arg1, %cst_0_i32

cuda_tile.module @m {
  testing$func @i1_to_not(%c: tile<4xi1>) -> tile<4xi1> {
    %true = constant <i1: true> : tile<4xi1>
    %false = constant <i1: false> : tile<4xi1>
    %r = select %c, %false, %true : tile<4xi1>, tile<4xi1>
    return %r : tile<4xi1>
  }
  testing$func @constants() -> (tile<4xi32>, tile<4xf32>) {
    %c = constant <i1: [true, false, false, true]> : tile<4xi1>
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %y = constant <i32: 7> : tile<4xi32>
    %r = select %c, %x, %y : tile<4xi1>, tile<4xi32>
    %fx = constant <f32: 1.5> : tile<4xf32>
    %fy = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %f = select %c, %fx, %fy : tile<4xi1>, tile<4xf32>
    return %r, %f : tile<4xi32>, tile<4xf32>
  }
  testing$func @to_exti(%c: tile<2xi1>) -> (tile<2xi32>, tile<2xi8>) {
    %one = constant <i32: 1> : tile<2xi32>
    %zero = constant <i32: 0> : tile<2xi32>
    %a = select %c, %one, %zero : tile<2xi1>, tile<2xi32>
    %one8 = constant <i8: 1> : tile<2xi8>
    %zero8 = constant <i8: 0> : tile<2xi8>
    %b = select %c, %zero8, %one8 : tile<2xi1>, tile<2xi8>
    return %a, %b : tile<2xi32>, tile<2xi8>
  }
  testing$func @not_to_exti(%c: tile<2xi1>, %x: tile<2xi32>) -> (tile<2xi32>, tile<2xi32>) {
    %two = constant <i32: 2> : tile<2xi32>
    %zero = constant <i32: 0> : tile<2xi32>
    %a = select %c, %two, %zero : tile<2xi1>, tile<2xi32>
    %b = select %c, %x, %zero : tile<2xi1>, tile<2xi32>
    return %a, %b : tile<2xi32>, tile<2xi32>
  }
}
