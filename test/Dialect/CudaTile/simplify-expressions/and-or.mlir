// RUN: tile-opt --no-implicit-module --tile-simplify-expressions %s | FileCheck %s

// Variadic and/or: chains are flattened (through links with no other use);
// constants merge, the neutral element goes, the absorbing one decides,
// duplicates go, and x next to !x decides.

// CHECK-LABEL: testing$func @and_constants
// CHECK-NEXT:    %false = constant <i1: false> : tile<i1>
// CHECK-NEXT:    %0 = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT:    return %0, %false

// 3 | 4 merge into 7; | 0 is the operand; | -1 is -1.
// CHECK-LABEL: testing$func @or_constants
// CHECK-NEXT:    %cst_7_i8 = constant <i8: 7> : tile<i8>
// CHECK-NEXT:    %cst_-1_i8 = constant <i8: -1> : tile<i8>
// CHECK-NEXT:    %0 = ori %arg0, %cst_7_i8 : tile<i8>
// CHECK-NEXT:    return %arg0, %cst_-1_i8, %0

// CHECK-LABEL: testing$func @duplicates
// CHECK-NEXT:    %0 = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT:    return %0, %arg1

// CHECK-LABEL: testing$func @complement
// CHECK-NEXT:    %false = constant <i1: false> : tile<4xi1>
// CHECK-NEXT:    %true = constant <i1: true> : tile<4xi1>
// CHECK-NEXT:    return %false, %true

// A link used elsewhere is not flattened (it would be computed twice).
// CHECK-LABEL: testing$func @shared_link
// CHECK-NEXT:    %0 = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT:    %1 = andi %0, %arg2 : tile<i1>
// CHECK-NEXT:    return %0, %1

cuda_tile.module @m {
  testing$func @and_constants(%a: tile<i1>, %b: tile<i1>) -> (tile<i1>, tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %false = constant <i1: false> : tile<i1>
    %x = andi %a, %true : tile<i1>
    %y = andi %x, %b : tile<i1>
    %z = andi %y, %false : tile<i1>
    return %y, %z : tile<i1>, tile<i1>
  }
  testing$func @or_constants(%a: tile<i8>) -> (tile<i8>, tile<i8>, tile<i8>) {
    %zero = constant <i8: 0> : tile<i8>
    %ones = constant <i8: -1> : tile<i8>
    %three = constant <i8: 3> : tile<i8>
    %four = constant <i8: 4> : tile<i8>
    %x = ori %a, %zero : tile<i8>
    %y = ori %a, %ones : tile<i8>
    %t = ori %a, %three : tile<i8>
    %u = ori %t, %four : tile<i8>
    return %x, %y, %u : tile<i8>, tile<i8>, tile<i8>
  }
  testing$func @duplicates(%a: tile<i1>, %b: tile<i1>) -> (tile<i1>, tile<i1>) {
    %x = andi %a, %b : tile<i1>
    %y = andi %x, %a : tile<i1>
    %p = ori %b, %b : tile<i1>
    return %y, %p : tile<i1>, tile<i1>
  }
  testing$func @complement(%a: tile<4xi1>, %b: tile<4xi1>) -> (tile<4xi1>, tile<4xi1>) {
    %true = constant <i1: true> : tile<4xi1>
    %na = xori %a, %true : tile<4xi1>
    %x = andi %a, %b : tile<4xi1>
    %y = andi %x, %na : tile<4xi1>
    %z = ori %na, %a : tile<4xi1>
    return %y, %z : tile<4xi1>, tile<4xi1>
  }
  testing$func @shared_link(%a: tile<i1>, %b: tile<i1>, %c: tile<i1>) -> (tile<i1>, tile<i1>) {
    %x = andi %a, %b : tile<i1>
    %y = andi %x, %c : tile<i1>
    return %x, %y : tile<i1>, tile<i1>
  }
}
