// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.testing$func(fuse-fma)))' | FileCheck %s
//
// fuse-fma as NVIDIA's cuda-tile 13.3 does it (the outputs below are the
// reference's, byte for byte): mulf + addf and mulf - subf become fma when
// the product has one use and both ops have the same modifiers.

// CHECK-LABEL: testing$func @mul_add(
// CHECK-NEXT:    %0 = fma %arg0, %arg1, %arg2  : tile<f32>
// CHECK-NEXT:    return %0 : tile<f32>

// The addition is turned around first (addf canonicalization).
// CHECK-LABEL: testing$func @add_mul_swapped(
// CHECK-NEXT:    %0 = fma %arg0, %arg1, %arg2 rounding<zero> : tile<4xf16>

// The negation comes before the fma.
// CHECK-LABEL: testing$func @mul_sub(
// CHECK-NEXT:    %0 = negf %arg2 : tile<f64>
// CHECK-NEXT:    %1 = fma %arg0, %arg1, %0 rounding<positive_inf> : tile<f64>

// c - a*b is never fused.
// CHECK-LABEL: testing$func @sub_mul_not_fused(
// CHECK-NEXT:    %0 = mulf %arg0, %arg1  : tile<bf16>
// CHECK-NEXT:    %1 = subf %arg2, %0  : tile<bf16>

// CHECK-LABEL: testing$func @ftz_kept(
// CHECK-NEXT:    %0 = fma %arg0, %arg1, %arg2 rounding<negative_inf> flush_to_zero : tile<f32>

// Different rounding or flush-to-zero: left alone (for subf too, where the
// reference fails the pass without a message).
// CHECK-LABEL: testing$func @modifiers_differ(
// CHECK-NEXT:    %0 = mulf %arg0, %arg1 rounding<zero> : tile<f32>
// CHECK-NEXT:    %1 = addf %0, %arg2  : tile<f32>
// CHECK-NEXT:    %2 = mulf %arg0, %arg2  flush_to_zero : tile<f32>
// CHECK-NEXT:    %3 = subf %2, %arg1  : tile<f32>
// CHECK-NEXT:    %4 = mulf %arg1, %arg2  : tile<f32>
// CHECK-NEXT:    %5 = subf %4, %arg0 rounding<zero> : tile<f32>
// CHECK-NEXT:    return %1, %3, %5

// CHECK-LABEL: testing$func @product_used_twice(
// CHECK-NEXT:    %0 = mulf %arg0, %arg1  : tile<f32>
// CHECK-NEXT:    %1 = addf %0, %arg2  : tile<f32>

// A fused result feeds the next product.
// CHECK-LABEL: testing$func @chain(
// CHECK-NEXT:    %0 = fma %arg0, %arg1, %arg2  : tile<f32>
// CHECK-NEXT:    %1 = negf %arg0 : tile<f32>
// CHECK-NEXT:    %2 = fma %0, %0, %1  : tile<f32>

// The greedy driver merges equal constants and erases dead ops even where
// nothing fuses; the addf of two constants stays (no addf fold: the
// reference has none).
// CHECK-LABEL: testing$func @constants_merged_no_addf_fold(
// CHECK-NEXT:    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
// CHECK-NEXT:    %0 = addf %cst_1_f32, %cst_1_f32  : tile<f32>
// CHECK-NEXT:    return %0 : tile<f32>

cuda_tile.module @fma {
  testing$func @mul_add(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) -> tile<f32> {
    %p = mulf %a, %b : tile<f32>
    %s = addf %p, %c : tile<f32>
    return %s : tile<f32>
  }
  testing$func @add_mul_swapped(%a: tile<4xf16>, %b: tile<4xf16>, %c: tile<4xf16>) -> tile<4xf16> {
    %p = mulf %a, %b rounding<zero> : tile<4xf16>
    %s = addf %c, %p rounding<zero> : tile<4xf16>
    return %s : tile<4xf16>
  }
  testing$func @mul_sub(%a: tile<f64>, %b: tile<f64>, %c: tile<f64>) -> tile<f64> {
    %p = mulf %a, %b rounding<positive_inf> : tile<f64>
    %s = subf %p, %c rounding<positive_inf> : tile<f64>
    return %s : tile<f64>
  }
  testing$func @sub_mul_not_fused(%a: tile<bf16>, %b: tile<bf16>, %c: tile<bf16>) -> tile<bf16> {
    %p = mulf %a, %b : tile<bf16>
    %s = subf %c, %p : tile<bf16>
    return %s : tile<bf16>
  }
  testing$func @ftz_kept(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) -> tile<f32> {
    %p = mulf %a, %b rounding<negative_inf> flush_to_zero : tile<f32>
    %s = addf %p, %c rounding<negative_inf> flush_to_zero : tile<f32>
    return %s : tile<f32>
  }
  testing$func @modifiers_differ(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) -> (tile<f32>, tile<f32>, tile<f32>) {
    %p = mulf %a, %b rounding<zero> : tile<f32>
    %s = addf %p, %c : tile<f32>
    %q = mulf %a, %c flush_to_zero : tile<f32>
    %t = subf %q, %b : tile<f32>
    %r = mulf %b, %c : tile<f32>
    %u = subf %r, %a rounding<zero> : tile<f32>
    return %s, %t, %u : tile<f32>, tile<f32>, tile<f32>
  }
  testing$func @product_used_twice(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) -> (tile<f32>, tile<f32>) {
    %p = mulf %a, %b : tile<f32>
    %s = addf %p, %c : tile<f32>
    return %s, %p : tile<f32>, tile<f32>
  }
  testing$func @chain(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) -> tile<f32> {
    %p = mulf %a, %b : tile<f32>
    %s = addf %c, %p : tile<f32>
    %q = mulf %s, %s : tile<f32>
    %t = subf %q, %a : tile<f32>
    return %t : tile<f32>
  }
  testing$func @constants_merged_no_addf_fold() -> tile<f32> {
    %one = constant <f32: 1.0> : tile<f32>
    %two = constant <f32: 2.0> : tile<f32>
    %one_again = constant <f32: 1.0> : tile<f32>
    %dead = negf %two : tile<f32>
    %s = addf %one, %one_again : tile<f32>
    return %s : tile<f32>
  }
}
