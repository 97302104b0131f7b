// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// addf canonicalization: a mulf operand moves to the left, the form FMA
// formation expects; addition commutes in every rounding mode, so the
// modifiers stay.

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @product_on_the_right
  // CHECK-NEXT:    %0 = mulf %arg1, %arg2  : tile<4xf32>
  // CHECK-NEXT:    %1 = addf %0, %arg0 rounding<zero> flush_to_zero : tile<4xf32>
  testing$func @product_on_the_right(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) -> tile<4xf32> {
    %m = mulf %b, %c : tile<4xf32>
    %r = addf %a, %m rounding<zero> flush_to_zero : tile<4xf32>
    return %r : tile<4xf32>
  }

  // Already on the left, or products on both sides: unchanged.
  // CHECK-LABEL: testing$func @unchanged
  // CHECK-NEXT:    %0 = mulf %arg1, %arg2  : tile<f16>
  // CHECK-NEXT:    %1 = addf %0, %arg0  : tile<f16>
  // CHECK-NEXT:    %2 = mulf %arg0, %arg0  : tile<f16>
  // CHECK-NEXT:    %3 = addf %2, %0  : tile<f16>
  testing$func @unchanged(%a: tile<f16>, %b: tile<f16>, %c: tile<f16>) -> (tile<f16>, tile<f16>) {
    %m = mulf %b, %c : tile<f16>
    %r = addf %m, %a : tile<f16>
    %n = mulf %a, %a : tile<f16>
    %s = addf %n, %m : tile<f16>
    return %r, %s : tile<f16>, tile<f16>
  }
}
