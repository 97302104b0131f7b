// RUN: tile-opt --no-implicit-module %s | FileCheck %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %S/Inputs/testing-func-invalid.mlir

// The test-only function takes tiles of any shape and returns values; its
// `return` may sit in an `if`.
// CHECK-LABEL: testing$func @add(%arg0: tile<4xf32>, %arg1: tile<4xf32>) -> tile<4xf32> {
// CHECK-NEXT:    %0 = addf %arg0, %arg1  : tile<4xf32>
// CHECK-NEXT:    %true = constant <i1: true> : tile<i1>
// CHECK-NEXT:    if %true {
// CHECK-NEXT:      return %arg0 : tile<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tile<4xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: testing$func @two() -> (tile<i32>, tile<i32>) {
// CHECK:         return %{{.*}}, %{{.*}} : tile<i32>, tile<i32>
// CHECK-LABEL: testing$func @none() {
// CHECK-NEXT:    return
cuda_tile.module @m {
  cuda_tile.testing$func @add(%a: tile<4xf32>, %b: !cuda_tile.tile<4xf32>) -> tile<4xf32> {
    %0 = addf %a, %b : tile<4xf32>
    %c = constant <i1: true> : tile<i1>
    if %c {
      return %a : tile<4xf32>
    }
    return %0 : tile<4xf32>
  }
  testing$func @two() -> (tile<i32>, tile<i32>) {
    %c = constant <i32: 1> : tile<i32>
    return %c, %c : tile<i32>, tile<i32>
  }
  testing$func @none() {}
}
