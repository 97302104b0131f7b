// Floating-point ops (ops.md 4): absf addf subf mulf fma divf remf negf
// maxf minf cmpf floor ceil mmaf (fast_acc, every type combination)
// mmaf_scaled. A default rounding prints nothing but leaves a double space
// (`addf %a, %b  : T`, `subf %a, %b  flush_to_zero : T`); maxf/minf print
// flush_to_zero before propagate_nan whatever the input order.
//
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// Element-wise float ops with every rounding mode and flag position.
// CHECK-LABEL: cuda_tile.module @float {
// CHECK-NEXT:   entry @k(%arg0: tile<f16>, %arg1: tile<f64>, %arg2: tile<bf16>) {
// CHECK-NEXT:     %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-NEXT:     %0 = absf %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %1 = addf %cst_f32, %cst_f32 rounding<negative_inf> flush_to_zero : tile<4xf32>
// CHECK-NEXT:     %2 = addf %cst_f32, %cst_f32  : tile<4xf32>
// CHECK-NEXT:     %3 = addf %arg0, %arg0  : tile<f16>
// CHECK-NEXT:     %4 = subf %cst_f32, %cst_f32  : tile<4xf32>
// CHECK-NEXT:     %5 = subf %arg1, %arg1 rounding<positive_inf> : tile<f64>
// CHECK-NEXT:     %6 = mulf %cst_f32, %cst_f32 rounding<zero> : tile<4xf32>
// CHECK-NEXT:     %7 = mulf %arg2, %arg2  : tile<bf16>
// CHECK-NEXT:     %8 = fma %cst_f32, %cst_f32, %cst_f32 rounding<zero> flush_to_zero : tile<4xf32>
// CHECK-NEXT:     %9 = fma %arg0, %arg0, %arg0  : tile<f16>
// CHECK-NEXT:     %10 = divf %cst_f32, %cst_f32 rounding<approx> : tile<4xf32>
// CHECK-NEXT:     %11 = divf %cst_f32, %cst_f32 rounding<full> flush_to_zero : tile<4xf32>
// CHECK-NEXT:     %12 = divf %arg1, %arg1  : tile<f64>
// CHECK-NEXT:     %13 = divf %arg0, %arg0 rounding<negative_inf> : tile<f16>
// CHECK-NEXT:     %14 = remf %cst_f32, %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %15 = negf %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %16 = maxf %cst_f32, %cst_f32 flush_to_zero propagate_nan : tile<4xf32>
// CHECK-NEXT:     %17 = maxf %cst_f32, %cst_f32 flush_to_zero propagate_nan : tile<4xf32>
// CHECK-NEXT:     %18 = minf %cst_f32, %cst_f32 propagate_nan : tile<4xf32>
// CHECK-NEXT:     %19 = minf %cst_f32, %cst_f32 flush_to_zero : tile<4xf32>
// CHECK-NEXT:     %20 = maxf %arg0, %arg0 : tile<f16>
// CHECK-NEXT:     %21 = cmpf less_than unordered %cst_f32, %cst_f32 : tile<4xf32> -> tile<4xi1>
// CHECK-NEXT:     %22 = cmpf equal ordered %arg1, %arg1 : tile<f64> -> tile<i1>
// CHECK-NEXT:     %23 = cmpf greater_than_or_equal ordered %arg2, %arg2 : tile<bf16> -> tile<i1>
// CHECK-NEXT:     %24 = floor %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %25 = ceil %arg0 : tile<f16>
// CHECK-NEXT:     %26 = subf %cst_f32, %cst_f32  flush_to_zero : tile<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.absf"(%{{.*}}) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.addf"(%{{.*}}, %{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.addf"(%{{.*}}, %{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.fma"(%{{.*}}, %{{.*}}, %{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<zero>}>
// GENERIC: "cuda_tile.divf"(%{{.*}}, %{{.*}}) <{rounding_mode = #cuda_tile.rounding<approx>}>
// GENERIC: "cuda_tile.divf"(%{{.*}}, %{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<full>}>
// GENERIC: "cuda_tile.maxf"(%{{.*}}, %{{.*}}) <{flush_to_zero, propagate_nan}>
// GENERIC: "cuda_tile.minf"(%{{.*}}, %{{.*}}) <{propagate_nan}>
// GENERIC: "cuda_tile.cmpf"(%{{.*}}, %{{.*}}) <{comparison_ordering = #cuda_tile.comparison_ordering<unordered>, comparison_predicate = #cuda_tile.comparison_predicate<less_than>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi1>
// GENERIC: "cuda_tile.floor"(%{{.*}}) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
cuda_tile.module @float {
  entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) {
    %a = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %0 = absf %a : tile<4xf32>
    %1 = addf %a, %a rounding<negative_inf> flush_to_zero : tile<4xf32>
    %2 = addf %a, %a : tile<4xf32>
    %3 = addf %h, %h rounding<nearest_even> : tile<f16>
    %4 = subf %a, %a : tile<4xf32>
    %5 = subf %d, %d rounding<positive_inf> : tile<f64>
    %6 = mulf %a, %a rounding<zero> : tile<4xf32>
    %7 = mulf %b, %b : tile<bf16>
    %8 = fma %a, %a, %a rounding<zero> flush_to_zero : tile<4xf32>
    %9 = fma %h, %h, %h : tile<f16>
    %10 = divf %a, %a rounding<approx> : tile<4xf32>
    %11 = divf %a, %a rounding<full> flush_to_zero : tile<4xf32>
    %12 = divf %d, %d : tile<f64>
    %13 = divf %h, %h rounding<negative_inf> : tile<f16>
    %14 = remf %a, %a : tile<4xf32>
    %15 = negf %a : tile<4xf32>
    %16 = maxf %a, %a flush_to_zero propagate_nan : tile<4xf32>
    %17 = maxf %a, %a propagate_nan flush_to_zero : tile<4xf32>
    %18 = minf %a, %a propagate_nan : tile<4xf32>
    %19 = minf %a, %a flush_to_zero : tile<4xf32>
    %20 = maxf %h, %h : tile<f16>
    %21 = cmpf less_than unordered %a, %a : tile<4xf32> -> tile<4xi1>
    %22 = cmpf equal ordered %d, %d : tile<f64> -> tile<i1>
    %23 = cmpf greater_than_or_equal ordered %b, %b : tile<bf16> -> tile<i1>
    %24 = floor %a : tile<4xf32>
    %25 = ceil %h : tile<f16>
    %26 = subf %a, %a flush_to_zero : tile<4xf32>
  }
}

// -----

// mmaf for every legal input/accumulator combination (2-D and batched),
// fast_acc; mmaf_scaled for every scale/operand pairing (V = 32 or 16).
// CHECK-LABEL: cuda_tile.module @mma {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>) {
// CHECK-NEXT:     %cst_0_f16 = constant <f16: 0.000000e+00> : tile<4x8xf16>
// CHECK-NEXT:     %cst_0_f16_0 = constant <f16: 0.000000e+00> : tile<8x2xf16>
// CHECK-NEXT:     %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x2xf32>
// CHECK-NEXT:     %cst_0_f16_1 = constant <f16: 0.000000e+00> : tile<4x2xf16>
// CHECK-NEXT:     %cst_0_f64 = constant <f64: 0.000000e+00> : tile<4x2xf64>
// CHECK-NEXT:     %0 = mmaf %cst_0_f16, %cst_0_f16_0, %cst_0_f32 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
// CHECK-NEXT:     %1 = mmaf %cst_0_f16, %cst_0_f16_0, %cst_0_f16_1 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf16>
// CHECK-NEXT:     %cst_0_bf16 = constant <bf16: 0.000000e+00> : tile<4x8xbf16>
// CHECK-NEXT:     %cst_0_bf16_2 = constant <bf16: 0.000000e+00> : tile<8x2xbf16>
// CHECK-NEXT:     %2 = mmaf %cst_0_bf16, %cst_0_bf16_2, %cst_0_f32 : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xf32>
// CHECK-NEXT:     %cst_0_tf32 = constant <tf32: 0.000000e+00> : tile<4x8xtf32>
// CHECK-NEXT:     %cst_0_tf32_3 = constant <tf32: 0.000000e+00> : tile<8x2xtf32>
// CHECK-NEXT:     %3 = mmaf %cst_0_tf32, %cst_0_tf32_3, %cst_0_f32 : tile<4x8xtf32>, tile<8x2xtf32>, tile<4x2xf32>
// CHECK-NEXT:     %cst_0_f32_4 = constant <f32: 0.000000e+00> : tile<4x8xf32>
// CHECK-NEXT:     %cst_0_f32_5 = constant <f32: 0.000000e+00> : tile<8x2xf32>
// CHECK-NEXT:     %4 = mmaf %cst_0_f32_4, %cst_0_f32_5, %cst_0_f32 : tile<4x8xf32>, tile<8x2xf32>, tile<4x2xf32>
// CHECK-NEXT:     %cst_0_f64_6 = constant <f64: 0.000000e+00> : tile<4x8xf64>
// CHECK-NEXT:     %cst_0_f64_7 = constant <f64: 0.000000e+00> : tile<8x2xf64>
// CHECK-NEXT:     %5 = mmaf %cst_0_f64_6, %cst_0_f64_7, %cst_0_f64 : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf64>
// CHECK-NEXT:     %cst_0_f8E4M3FN = constant <f8E4M3FN: 0.000000e+00> : tile<4x64xf8E4M3FN>
// CHECK-NEXT:     %cst_0_f8E4M3FN_8 = constant <f8E4M3FN: 0.000000e+00> : tile<64x2xf8E4M3FN>
// CHECK-NEXT:     %6 = mmaf %cst_0_f8E4M3FN, %cst_0_f8E4M3FN_8, %cst_0_f32 fast_acc : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>
// CHECK-NEXT:     %7 = mmaf %cst_0_f8E4M3FN, %cst_0_f8E4M3FN_8, %cst_0_f16_1 : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf16>
// CHECK-NEXT:     %cst_0_f8E5M2 = constant <f8E5M2: 0.000000e+00> : tile<4x64xf8E5M2>
// CHECK-NEXT:     %cst_0_f8E5M2_9 = constant <f8E5M2: 0.000000e+00> : tile<64x2xf8E5M2>
// CHECK-NEXT:     %8 = mmaf %cst_0_f8E5M2, %cst_0_f8E5M2_9, %cst_0_f16_1 fast_acc : tile<4x64xf8E5M2>, tile<64x2xf8E5M2>, tile<4x2xf16>
// CHECK-NEXT:     %9 = mmaf %cst_0_f8E5M2, %cst_0_f8E5M2_9, %cst_0_f32 : tile<4x64xf8E5M2>, tile<64x2xf8E5M2>, tile<4x2xf32>
// CHECK-NEXT:     %cst_0_f16_10 = constant <f16: 0.000000e+00> : tile<2x4x8xf16>
// CHECK-NEXT:     %cst_0_f16_11 = constant <f16: 0.000000e+00> : tile<2x8x16xf16>
// CHECK-NEXT:     %cst_0_f32_12 = constant <f32: 0.000000e+00> : tile<2x4x16xf32>
// CHECK-NEXT:     %10 = mmaf %cst_0_f16_10, %cst_0_f16_11, %cst_0_f32_12 : tile<2x4x8xf16>, tile<2x8x16xf16>, tile<2x4x16xf32>
// CHECK-NEXT:     %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<4x2xf8E8M0FNU>
// CHECK-NEXT:     %cst_1_f8E8M0FNU_13 = constant <f8E8M0FNU: 1.000000e+00> : tile<2x2xf8E8M0FNU>
// CHECK-NEXT:     %11 = mmaf_scaled %cst_0_f8E4M3FN, %cst_0_f8E4M3FN_8, %cst_0_f32, %cst_1_f8E8M0FNU, %cst_1_f8E8M0FNU_13 : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
// CHECK-NEXT:     %12 = mmaf_scaled %cst_0_f8E5M2, %cst_0_f8E5M2_9, %cst_0_f32, %cst_1_f8E8M0FNU, %cst_1_f8E8M0FNU_13 : tile<4x64xf8E5M2>, tile<64x2xf8E5M2>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
// CHECK-NEXT:     %cst_0_f4E2M1FN = constant <f4E2M1FN: 0.000000e+00> : tile<4x64xf4E2M1FN>
// CHECK-NEXT:     %cst_0_f4E2M1FN_14 = constant <f4E2M1FN: 0.000000e+00> : tile<64x2xf4E2M1FN>
// CHECK-NEXT:     %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<4x4xf8E4M3FN>
// CHECK-NEXT:     %cst_1_f8E4M3FN_15 = constant <f8E4M3FN: 1.000000e+00> : tile<4x2xf8E4M3FN>
// CHECK-NEXT:     %13 = mmaf_scaled %cst_0_f4E2M1FN, %cst_0_f4E2M1FN_14, %cst_0_f32, %cst_1_f8E4M3FN, %cst_1_f8E4M3FN_15 : tile<4x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<4x2xf32>, tile<4x4xf8E4M3FN>, tile<4x2xf8E4M3FN>
// CHECK-NEXT:     %cst_1_f8E8M0FNU_16 = constant <f8E8M0FNU: 1.000000e+00> : tile<4x4xf8E8M0FNU>
// CHECK-NEXT:     %cst_1_f8E8M0FNU_17 = constant <f8E8M0FNU: 1.000000e+00> : tile<4x2xf8E8M0FNU>
// CHECK-NEXT:     %14 = mmaf_scaled %cst_0_f4E2M1FN, %cst_0_f4E2M1FN_14, %cst_0_f32, %cst_1_f8E8M0FNU_16, %cst_1_f8E8M0FNU_17 : tile<4x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<4x2xf32>, tile<4x4xf8E8M0FNU>, tile<4x2xf8E8M0FNU>
// CHECK-NEXT:     %15 = mmaf_scaled %cst_0_f4E2M1FN, %cst_0_f4E2M1FN_14, %cst_0_f32, %cst_1_f8E8M0FNU, %cst_1_f8E8M0FNU_13 : tile<4x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
// CHECK-NEXT:     %cst_0_f8E4M3FN_18 = constant <f8E4M3FN: 0.000000e+00> : tile<2x4x64xf8E4M3FN>
// CHECK-NEXT:     %cst_0_f8E4M3FN_19 = constant <f8E4M3FN: 0.000000e+00> : tile<2x64x2xf8E4M3FN>
// CHECK-NEXT:     %cst_0_f32_20 = constant <f32: 0.000000e+00> : tile<2x4x2xf32>
// CHECK-NEXT:     %cst_1_f8E8M0FNU_21 = constant <f8E8M0FNU: 1.000000e+00> : tile<2x4x2xf8E8M0FNU>
// CHECK-NEXT:     %cst_1_f8E8M0FNU_22 = constant <f8E8M0FNU: 1.000000e+00> : tile<2x2x2xf8E8M0FNU>
// CHECK-NEXT:     %16 = mmaf_scaled %cst_0_f8E4M3FN_18, %cst_0_f8E4M3FN_19, %cst_0_f32_20, %cst_1_f8E8M0FNU_21, %cst_1_f8E8M0FNU_22 : tile<2x4x64xf8E4M3FN>, tile<2x64x2xf8E4M3FN>, tile<2x4x2xf32>, tile<2x4x2xf8E8M0FNU>, tile<2x2x2xf8E8M0FNU>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.mmaf"(%{{.*}}, %{{.*}}, %{{.*}}) : (!cuda_tile.tile<4x8xf16>, !cuda_tile.tile<8x2xf16>, !cuda_tile.tile<4x2xf32>) -> !cuda_tile.tile<4x2xf32>
// GENERIC: "cuda_tile.mmaf"(%{{.*}}, %{{.*}}, %{{.*}}) <{fast_acc}> : (!cuda_tile.tile<4x64xf8E4M3FN>, !cuda_tile.tile<64x2xf8E4M3FN>, !cuda_tile.tile<4x2xf32>) -> !cuda_tile.tile<4x2xf32>
// GENERIC: "cuda_tile.mmaf_scaled"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cuda_tile.tile<4x64xf8E4M3FN>, !cuda_tile.tile<64x2xf8E4M3FN>, !cuda_tile.tile<4x2xf32>, !cuda_tile.tile<4x2xf8E8M0FNU>, !cuda_tile.tile<2x2xf8E8M0FNU>) -> !cuda_tile.tile<4x2xf32>
cuda_tile.module @mma {
  entry @k(%x: tile<i1>) {
    %a16 = constant <f16: 0.0> : tile<4x8xf16>
    %b16 = constant <f16: 0.0> : tile<8x2xf16>
    %c32 = constant <f32: 0.0> : tile<4x2xf32>
    %c16 = constant <f16: 0.0> : tile<4x2xf16>
    %c64 = constant <f64: 0.0> : tile<4x2xf64>
    %0 = mmaf %a16, %b16, %c32 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %1 = mmaf %a16, %b16, %c16 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf16>
    %abf = constant <bf16: 0.0> : tile<4x8xbf16>
    %bbf = constant <bf16: 0.0> : tile<8x2xbf16>
    %2 = mmaf %abf, %bbf, %c32 : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xf32>
    %atf = constant <tf32: 0.0> : tile<4x8xtf32>
    %btf = constant <tf32: 0.0> : tile<8x2xtf32>
    %3 = mmaf %atf, %btf, %c32 : tile<4x8xtf32>, tile<8x2xtf32>, tile<4x2xf32>
    %a32 = constant <f32: 0.0> : tile<4x8xf32>
    %b32 = constant <f32: 0.0> : tile<8x2xf32>
    %4 = mmaf %a32, %b32, %c32 : tile<4x8xf32>, tile<8x2xf32>, tile<4x2xf32>
    %a64 = constant <f64: 0.0> : tile<4x8xf64>
    %b64 = constant <f64: 0.0> : tile<8x2xf64>
    %5 = mmaf %a64, %b64, %c64 : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf64>
    %a8 = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
    %b8 = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
    %6 = mmaf %a8, %b8, %c32 fast_acc : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>
    %7 = mmaf %a8, %b8, %c16 : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf16>
    %a5 = constant <f8E5M2: 0.0> : tile<4x64xf8E5M2>
    %b5 = constant <f8E5M2: 0.0> : tile<64x2xf8E5M2>
    %8 = mmaf %a5, %b5, %c16 fast_acc : tile<4x64xf8E5M2>, tile<64x2xf8E5M2>, tile<4x2xf16>
    %9 = mmaf %a5, %b5, %c32 : tile<4x64xf8E5M2>, tile<64x2xf8E5M2>, tile<4x2xf32>
    %a3 = constant <f16: 0.0> : tile<2x4x8xf16>
    %b3 = constant <f16: 0.0> : tile<2x8x16xf16>
    %c3 = constant <f32: 0.0> : tile<2x4x16xf32>
    %10 = mmaf %a3, %b3, %c3 : tile<2x4x8xf16>, tile<2x8x16xf16>, tile<2x4x16xf32>
    %s8 = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
    %t8 = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
    %11 = mmaf_scaled %a8, %b8, %c32, %s8, %t8 : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
    %12 = mmaf_scaled %a5, %b5, %c32, %s8, %t8 : tile<4x64xf8E5M2>, tile<64x2xf8E5M2>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
    %a4 = constant <f4E2M1FN: 0.0> : tile<4x64xf4E2M1FN>
    %b4 = constant <f4E2M1FN: 0.0> : tile<64x2xf4E2M1FN>
    %s4 = constant <f8E4M3FN: 1.0> : tile<4x4xf8E4M3FN>
    %t4 = constant <f8E4M3FN: 1.0> : tile<4x2xf8E4M3FN>
    %13 = mmaf_scaled %a4, %b4, %c32, %s4, %t4 : tile<4x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<4x2xf32>, tile<4x4xf8E4M3FN>, tile<4x2xf8E4M3FN>
    %s44 = constant <f8E8M0FNU: 1.0> : tile<4x4xf8E8M0FNU>
    %t44 = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
    %14 = mmaf_scaled %a4, %b4, %c32, %s44, %t44 : tile<4x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<4x2xf32>, tile<4x4xf8E8M0FNU>, tile<4x2xf8E8M0FNU>
    %15 = mmaf_scaled %a4, %b4, %c32, %s8, %t8 : tile<4x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
    %a83 = constant <f8E4M3FN: 0.0> : tile<2x4x64xf8E4M3FN>
    %b83 = constant <f8E4M3FN: 0.0> : tile<2x64x2xf8E4M3FN>
    %c83 = constant <f32: 0.0> : tile<2x4x2xf32>
    %s83 = constant <f8E8M0FNU: 1.0> : tile<2x4x2xf8E8M0FNU>
    %t83 = constant <f8E8M0FNU: 1.0> : tile<2x2x2xf8E8M0FNU>
    %16 = mmaf_scaled %a83, %b83, %c83, %s83, %t83 : tile<2x4x64xf8E4M3FN>, tile<2x64x2xf8E4M3FN>, tile<2x4x2xf32>, tile<2x4x2xf8E8M0FNU>, tile<2x2x2xf8E8M0FNU>
  }
}
