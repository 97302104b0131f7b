// Dense literals of `constant` (ops.md 0.2): splats print as one scalar,
// lists nest per dimension, floats print in %e style, NaN and infinities as
// hex bit patterns, i1 as true/false; and the result names constant suggests.
//
// RUN: tile-opt --no-implicit-module %s | FileCheck %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// CHECK-LABEL: cuda_tile.module @constants {
cuda_tile.module @constants {
  // CHECK-NEXT: entry @integers(%arg0: tile<i1>) {
  entry @integers(%x: tile<i1>) {
    // Integer splats are named %cst_<value>_<type>; a splat literal fills a
    // tile of any shape; a list of equal values or a one-element list is a
    // splat too. Hex input is accepted.
    // CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
    // CHECK-NEXT: %cst_-1_i64 = constant <i64: -1> : tile<i64>
    // CHECK-NEXT: %cst_7_i16 = constant <i16: 7> : tile<4x8xi16>
    // CHECK-NEXT: %cst_5_i32 = constant <i32: 5> : tile<2xi32>
    // CHECK-NEXT: %cst_1_i8 = constant <i8: 1> : tile<1xi8>
    // CHECK-NEXT: %cst_16_i32 = constant <i32: 16> : tile<i32>
    // CHECK-NEXT: %cst_127_i8 = constant <i8: 127> : tile<i8>
    // CHECK-NEXT: %cst_-32768_i16 = constant <i16: -32768> : tile<i16>
    // CHECK-NEXT: %cst_9223372036854775807_i64 = constant <i64: 9223372036854775807> : tile<i64>
    // CHECK-NEXT: %cst_-9223372036854775808_i64 = constant <i64: -9223372036854775808> : tile<i64>
    %0 = constant <i32: 0> : tile<i32>
    %1 = constant <i64: -1> : tile<i64>
    %2 = constant <i16: 7> : tile<4x8xi16>
    %3 = constant <i32: [5, 5]> : tile<2xi32>
    %4 = constant <i8: [1]> : tile<1xi8>
    %5 = constant <i32: 0x10> : tile<i32>
    %6 = constant <i8: 0x7F> : tile<i8>
    %7 = constant <i16: -32768> : tile<i16>
    %8 = constant <i64: 0x7FFFFFFFFFFFFFFF> : tile<i64>
    %9 = constant <i64: -9223372036854775808> : tile<i64>
    // Non-splat integer tiles are %cst_<type>; lists nest per dimension.
    // CHECK-NEXT: %cst_i32 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    // CHECK-NEXT: %cst_i32_0 = constant <i32: {{\[\[}}1, 2], [3, 4]]> : tile<2x2xi32>
    // CHECK-NEXT: %cst_i8 = constant <i8: {{\[\[\[}}1, 2]], {{\[\[}}3, 4]]]> : tile<2x1x2xi8>
    // CHECK-NEXT: %cst_i64 = constant <i64: [-1, 0]> : tile<2xi64>
    %10 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %11 = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %12 = constant <i8: [[[1, 2]], [[3, 4]]]> : tile<2x1x2xi8>
    %13 = constant <i64: [-1, 0x0]> : tile<2xi64>
    // i1 prints true/false and its splats are %true/%false; 1, 0 and -1 are
    // accepted as input.
    // CHECK-NEXT: %true = constant <i1: true> : tile<i1>
    // CHECK-NEXT: %false = constant <i1: false> : tile<4xi1>
    // CHECK-NEXT: %true_1 = constant <i1: true> : tile<2xi1>
    // CHECK-NEXT: %false_2 = constant <i1: false> : tile<i1>
    // CHECK-NEXT: %true_3 = constant <i1: true> : tile<i1>
    // CHECK-NEXT: %cst_i1 = constant <i1: [true, false, true, false]> : tile<4xi1>
    %14 = constant <i1: true> : tile<i1>
    %15 = constant <i1: false> : tile<4xi1>
    %16 = constant <i1: 1> : tile<2xi1>
    %17 = constant <i1: 0> : tile<i1>
    %18 = constant <i1: -1> : tile<i1>
    %19 = constant <i1: [true, 0, 1, false]> : tile<4xi1>
  }

  // CHECK: entry @floats(%arg0: tile<i1>) {
  entry @floats(%x: tile<i1>) {
    // Float splats holding a non-negative integral value are named like
    // integers; negative ones are not (as the reference names them).
    // CHECK-NEXT: %cst_0_f32 = constant <f32: 0.000000e+00> : tile<2x4xf32>
    // CHECK-NEXT: %cst_f32 = constant <f32: -2.000000e+00> : tile<f32>
    // CHECK-NEXT: %cst_2_bf16 = constant <bf16: 2.000000e+00> : tile<bf16>
    // CHECK-NEXT: %cst_65504_f16 = constant <f16: 6.550400e+04> : tile<f16>
    // CHECK-NEXT: %cst_1_tf32 = constant <tf32: 1.000000e+00> : tile<tf32>
    // CHECK-NEXT: %cst_3_f64 = constant <f64: 3.000000e+00> : tile<f64>
    // CHECK-NEXT: %cst_448_f8E4M3FN = constant <f8E4M3FN: 4.480000e+02> : tile<f8E4M3FN>
    // CHECK-NEXT: %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<4x2xf8E8M0FNU>
    // CHECK-NEXT: %cst_6_f4E2M1FN = constant <f4E2M1FN: 6.000000e+00> : tile<2xf4E2M1FN>
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    %1 = constant <f32: -2.0> : tile<f32>
    %2 = constant <bf16: 2.0> : tile<bf16>
    %3 = constant <f16: 65504.0> : tile<f16>
    %4 = constant <tf32: 1.0> : tile<tf32>
    %5 = constant <f64: 3.0> : tile<f64>
    %6 = constant <f8E4M3FN: 448.0> : tile<f8E4M3FN>
    %7 = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
    %8 = constant <f4E2M1FN: 6.0> : tile<2xf4E2M1FN>
    // Other float constants are %cst_<type>.
    // CHECK-NEXT: %cst_f32_0 = constant <f32: 1.500000e+00> : tile<2xf32>
    // CHECK-NEXT: %cst_f32_1 = constant <f32: [1.000000e+00, 2.500000e+00]> : tile<2xf32>
    // CHECK-NEXT: %cst_f64 = constant <f64: 1.000000e-01> : tile<f64>
    // CHECK-NEXT: %cst_f8E5M2 = constant <f8E5M2: [5.000000e-01, -1.000000e+00]> : tile<2xf8E5M2>
    // CHECK-NEXT: %cst_f4E2M1FN = constant <f4E2M1FN: [5.000000e-01, -6.000000e+00]> : tile<2xf4E2M1FN>
    // CHECK-NEXT: %cst_bf16 = constant <bf16: {{\[\[}}1.000000e+00], [2.000000e+00]]> : tile<2x1xbf16>
    %9 = constant <f32: 1.5> : tile<2xf32>
    %10 = constant <f32: [1.0, 2.5]> : tile<2xf32>
    %11 = constant <f64: 0.1> : tile<f64>
    %12 = constant <f8E5M2: [0.5, -1.0]> : tile<2xf8E5M2>
    %13 = constant <f4E2M1FN: [0.5, -6.0]> : tile<2xf4E2M1FN>
    %14 = constant <bf16: [[1.0], [2.0]]> : tile<2x1xbf16>
    // NaN splats are %cst_NaN_<type>; NaN and infinities print as hex.
    // CHECK-NEXT: %cst_NaN_f32 = constant <f32: 0x7FC00000> : tile<f32>
    // CHECK-NEXT: %cst_NaN_f16 = constant <f16: 0x7E00> : tile<4xf16>
    // CHECK-NEXT: %cst_NaN_bf16 = constant <bf16: 0x7FC0> : tile<bf16>
    // CHECK-NEXT: %cst_NaN_f64 = constant <f64: 0x7FF8000000000000> : tile<f64>
    // CHECK-NEXT: %cst_NaN_f8E4M3FN = constant <f8E4M3FN: 0x7F> : tile<f8E4M3FN>
    // CHECK-NEXT: %cst_f32_2 = constant <f32: 0x7F800000> : tile<f32>
    // CHECK-NEXT: %cst_f32_3 = constant <f32: 0xFF800000> : tile<f32>
    // CHECK-NEXT: %cst_f32_4 = constant <f32: [1.000000e+00, 0x7FC00000]> : tile<2xf32>
    %16 = constant <f32: 0x7FC00000> : tile<f32>
    %17 = constant <f16: 0x7E00> : tile<4xf16>
    %18 = constant <bf16: 0x7FC0> : tile<bf16>
    %19 = constant <f64: 0x7FF8000000000000> : tile<f64>
    %20 = constant <f8E4M3FN: 0x7F> : tile<f8E4M3FN>
    %21 = constant <f32: 0x7F800000> : tile<f32>
    %22 = constant <f32: 0xFF800000> : tile<f32>
    %23 = constant <f32: [1.0, 0x7FC00000]> : tile<2xf32>
    // Hex input for ordinary values, printed back in %e style.
    // CHECK-NEXT: %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
    %24 = constant <f32: 0x3F800000> : tile<f32>
    // Negative zero keeps its sign.
    // CHECK-NEXT: %{{.*}} = constant <f32: -0.000000e+00> : tile<f32>
    %25 = constant <f32: -0.0> : tile<f32>
  }
}

// The generic form holds a builtin dense attribute typed with the tile.
// GENERIC: "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
// GENERIC: "cuda_tile.constant"() <{value = dense<{{\[\[}}1, 2], [3, 4]]> : !cuda_tile.tile<2x2xi32>}> : () -> !cuda_tile.tile<2x2xi32>
// GENERIC: "cuda_tile.constant"() <{value = dense<[true, false, true, false]> : !cuda_tile.tile<4xi1>}> : () -> !cuda_tile.tile<4xi1>
// GENERIC: "cuda_tile.constant"() <{value = dense<0x7FC00000> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
