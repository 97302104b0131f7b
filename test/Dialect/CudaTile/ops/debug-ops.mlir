// Debug ops (ops.md 9): print_tko with and without arguments and token
// (declarative `token=%t`, strings printed with MLIR escapes: `\0A`, `\09`,
// `\22`), printf conversions with flags/width/length modifiers and `%%`, and
// assert on scalar and vector conditions.
//
// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// CHECK-LABEL: cuda_tile.module @debug {
// CHECK-NEXT:   entry @k(%arg0: tile<f32>, %arg1: tile<i32>, %arg2: tile<i1>) {
// CHECK-NEXT:     %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-NEXT:     %0 = print_tko "x=%f\0A", %arg0 : tile<f32> -> token
// CHECK-NEXT:     %1 = print_tko "hello" -> token
// CHECK-NEXT:     %2 = print_tko "x" token=%1 -> token
// CHECK-NEXT:     %3 = print_tko "%d and %f, 100%%\09", %arg1, %cst_f32 token=%2 : tile<i32>, tile<4xf32> -> token
// CHECK-NEXT:     %4 = print_tko "%5.2e %-3lld %x %c %s %p %%", %arg0, %arg1, %arg1, %arg1, %arg1, %arg1 : tile<f32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
// CHECK-NEXT:     %5 = print_tko "no args %%" -> token
// CHECK-NEXT:     assert %arg2, "must hold" : tile<i1>
// CHECK-NEXT:     %cst_i1 = constant <i1: [true, false]> : tile<2xi1>
// CHECK-NEXT:     assert %cst_i1, "vector \22quoted\22" : tile<2xi1>
// CHECK-NEXT:     assert %arg2, "" : tile<i1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.print_tko"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>, str = "x=%f\0A"}> : (!cuda_tile.tile<f32>) -> !cuda_tile.token
// GENERIC: "cuda_tile.print_tko"() <{operandSegmentSizes = array<i32: 0, 0>, str = "hello"}> : () -> !cuda_tile.token
// GENERIC: "cuda_tile.print_tko"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 1>, str = "x"}> : (!cuda_tile.token) -> !cuda_tile.token
// GENERIC: "cuda_tile.print_tko"(%arg1, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>, str = "%d and %f, 100%%\09"}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<4xf32>, !cuda_tile.token) -> !cuda_tile.token
// GENERIC: "cuda_tile.assert"(%arg2) <{message = "must hold"}> : (!cuda_tile.tile<i1>) -> ()
// GENERIC: "cuda_tile.assert"(%{{.*}}) <{message = "vector \22quoted\22"}> : (!cuda_tile.tile<2xi1>) -> ()
cuda_tile.module @debug {
  entry @k(%f: tile<f32>, %i: tile<i32>, %c: tile<i1>) {
    %v = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %0 = print_tko "x=%f\n", %f : tile<f32> -> token
    %1 = print_tko "hello" -> token
    %2 = print_tko "x" token=%1 -> token
    %3 = print_tko "%d and %f, 100%%\t", %i, %v token=%2 : tile<i32>, tile<4xf32> -> token
    %4 = print_tko "%5.2e %-3lld %x %c %s %p %%" , %f, %i, %i, %i, %i, %i : tile<f32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
    %5 = cuda_tile.print_tko "no args %%" -> !cuda_tile.token
    assert %c, "must hold" : tile<i1>
    %m = constant <i1: [true, false]> : tile<2xi1>
    assert %m, "vector \"quoted\"" : tile<2xi1>
    cuda_tile.assert %c, "" : !cuda_tile.tile<i1>
  }
}
