// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// The addf fold: two finite constants add in the result's element type,
// with the op's rounding mode and flush_to_zero; never through NaN or
// infinity (an operand or a sum that is not finite keeps the op).

// CHECK-LABEL: testing$func @f32_sum
// CHECK-NEXT:    %cst_f32 = constant <f32: 3.750000e+00> : tile<f32>
// CHECK-NEXT:    return %cst_f32

// 1 + 2^-24 is halfway between two f32 values: only positive_inf rounds up.
// CHECK-LABEL: testing$func @rounding
// CHECK-NEXT:    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
// CHECK-NEXT:    %cst_f32 = constant <f32: 1.00000012> : tile<f32>
// CHECK-NEXT:    return %cst_1_f32, %cst_1_f32, %cst_f32, %cst_1_f32

// f16 and bf16 round in their own precision, f64 in double.
// CHECK-LABEL: testing$func @other_types
// CHECK-NEXT:    %cst_f16 = constant <f16: 1.000980e+00> : tile<f16>
// CHECK-NEXT:    %cst_1_bf16 = constant <bf16: 1.000000e+00> : tile<bf16>
// CHECK-NEXT:    %cst_bf16 = constant <bf16: 1.007810e+00> : tile<bf16>
// CHECK-NEXT:    %cst_f64 = constant <f64: 0.30000000000000004> : tile<f64>
// CHECK-NEXT:    return %cst_f16, %cst_1_bf16, %cst_bf16, %cst_f64

// x + -x is +0, except rounding toward negative infinity: -0.
// CHECK-LABEL: testing$func @signed_zero
// CHECK-NEXT:    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
// CHECK-NEXT:    %cst_f32 = constant <f32: -0.000000e+00> : tile<f32>
// CHECK-NEXT:    return %cst_0_f32, %cst_f32

// Subnormal operands and sums flush to zero under flush_to_zero only.
// CHECK-LABEL: testing$func @flush_to_zero
// CHECK-NEXT:    %cst_f32 = constant <f32: 1.999990e-40> : tile<f32>
// CHECK-NEXT:    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
// CHECK-NEXT:    return %cst_f32, %cst_0_f32, %cst_0_f32

// CHECK-LABEL: testing$func @dense
// CHECK-NEXT:    %cst_f32 = constant <f32: [1.500000e+00, 2.500000e+00, 3.500000e+00, 4.500000e+00]> : tile<4xf32>

// NaN, infinity, f32 and f16 overflow, a NaN element: not folded.
// CHECK-LABEL: testing$func @not_finite
// CHECK-COUNT-5: addf
// CHECK-NEXT:    return

// CHECK-LABEL: testing$func @not_constant
// CHECK:         %0 = addf %arg0, %cst_0_f32  : tile<f32>

cuda_tile.module @m {
  testing$func @f32_sum() -> tile<f32> {
    %a = constant <f32: 1.5> : tile<f32>
    %b = constant <f32: 2.25> : tile<f32>
    %r = addf %a, %b : tile<f32>
    return %r : tile<f32>
  }
  testing$func @rounding() -> (tile<f32>, tile<f32>, tile<f32>, tile<f32>) {
    %one = constant <f32: 1.0> : tile<f32>
    %tiny = constant <f32: 5.9604644775390625E-8> : tile<f32>
    %rn = addf %one, %tiny : tile<f32>
    %rz = addf %one, %tiny rounding<zero> : tile<f32>
    %rp = addf %one, %tiny rounding<positive_inf> : tile<f32>
    %rm = addf %one, %tiny rounding<negative_inf> : tile<f32>
    return %rn, %rz, %rp, %rm : tile<f32>, tile<f32>, tile<f32>, tile<f32>
  }
  testing$func @other_types() -> (tile<f16>, tile<bf16>, tile<bf16>, tile<f64>) {
    %a = constant <f16: 1.0> : tile<f16>
    %b = constant <f16: 9.765625E-4> : tile<f16>
    %h = addf %a, %b : tile<f16>
    %c = constant <bf16: 1.0> : tile<bf16>
    %d = constant <bf16: 3.90625E-3> : tile<bf16>
    %bn = addf %c, %d : tile<bf16>
    %bp = addf %c, %d rounding<positive_inf> : tile<bf16>
    %e = constant <f64: 0.1> : tile<f64>
    %f = constant <f64: 0.2> : tile<f64>
    %g = addf %e, %f : tile<f64>
    return %h, %bn, %bp, %g : tile<f16>, tile<bf16>, tile<bf16>, tile<f64>
  }
  testing$func @signed_zero() -> (tile<f32>, tile<f32>) {
    %x = constant <f32: 2.0> : tile<f32>
    %y = constant <f32: -2.0> : tile<f32>
    %pos = addf %x, %y : tile<f32>
    %neg = addf %x, %y rounding<negative_inf> : tile<f32>
    return %pos, %neg : tile<f32>, tile<f32>
  }
  testing$func @flush_to_zero() -> (tile<f32>, tile<f32>, tile<f32>) {
    %d = constant <f32: 1.0E-40> : tile<f32>
    %keep = addf %d, %d : tile<f32>
    %flush = addf %d, %d flush_to_zero : tile<f32>
    %a = constant <f32: 1.5E-38> : tile<f32>
    %b = constant <f32: -1.4E-38> : tile<f32>
    %under = addf %a, %b flush_to_zero : tile<f32>
    return %keep, %flush, %under : tile<f32>, tile<f32>, tile<f32>
  }
  testing$func @dense() -> tile<4xf32> {
    %a = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %b = constant <f32: 0.5> : tile<4xf32>
    %r = addf %a, %b : tile<4xf32>
    return %r : tile<4xf32>
  }
  testing$func @not_finite() -> (tile<f32>, tile<f32>, tile<f32>, tile<f16>, tile<2xf32>) {
    %nan = constant <f32: 0x7FC00000> : tile<f32>
    %inf = constant <f32: 0x7F800000> : tile<f32>
    %one = constant <f32: 1.0> : tile<f32>
    %big = constant <f32: 3.0E38> : tile<f32>
    %a = addf %nan, %one : tile<f32>
    %b = addf %one, %inf : tile<f32>
    %c = addf %big, %big : tile<f32>
    %h = constant <f16: 60000.0> : tile<f16>
    %d = addf %h, %h : tile<f16>
    %v = constant <f32: [1.0, 0x7FC00000]> : tile<2xf32>
    %w = constant <f32: 1.0> : tile<2xf32>
    %e = addf %v, %w : tile<2xf32>
    return %a, %b, %c, %d, %e : tile<f32>, tile<f32>, tile<f32>, tile<f16>, tile<2xf32>
  }
  testing$func @not_constant(%x: tile<f32>) -> tile<f32> {
    %zero = constant <f32: 0.0> : tile<f32>
    %r = addf %x, %zero : tile<f32>
    return %r : tile<f32>
  }
}
