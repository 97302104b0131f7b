// Math ops (ops.md 5): sqrt rsqrt exp exp2 log log2 pow sin cos tan sinh
// cosh tanh atan2. sqrt rounds nearest_even by default, exp and tanh `full`;
// the default prints nothing but leaves a double space (`exp %x  : T`,
// `sqrt %x  flush_to_zero : T`), which --strict-whitespace pins.
//
// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// CHECK-LABEL: cuda_tile.module @math {
// CHECK-NEXT:   entry @k(%arg0: tile<f16>, %arg1: tile<f64>, %arg2: tile<bf16>) {
// CHECK-NEXT:     %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-NEXT:     %0 = sqrt %cst_f32 rounding<approx> : tile<4xf32>
// CHECK-NEXT:     %1 = sqrt %cst_f32  : tile<4xf32>
// CHECK-NEXT:     %2 = sqrt %cst_f32 rounding<zero> flush_to_zero : tile<4xf32>
// CHECK-NEXT:     %3 = sqrt %arg1 rounding<negative_inf> : tile<f64>
// CHECK-NEXT:     %4 = sqrt %cst_f32  flush_to_zero : tile<4xf32>
// CHECK-NEXT:     %5 = rsqrt %cst_f32 flush_to_zero : tile<4xf32>
// CHECK-NEXT:     %6 = rsqrt %arg0 : tile<f16>
// CHECK-NEXT:     %7 = exp %cst_f32 rounding<approx> : tile<4xf32>
// CHECK-NEXT:     %8 = exp %cst_f32  : tile<4xf32>
// CHECK-NEXT:     %9 = exp %arg2  : tile<bf16>
// CHECK-NEXT:     %10 = exp2 %cst_f32 flush_to_zero : tile<4xf32>
// CHECK-NEXT:     %11 = exp2 %arg1 : tile<f64>
// CHECK-NEXT:     %12 = log %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %13 = log2 %arg0 : tile<f16>
// CHECK-NEXT:     %14 = pow %cst_f32, %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %15 = sin %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %16 = cos %arg1 : tile<f64>
// CHECK-NEXT:     %17 = tan %arg2 : tile<bf16>
// CHECK-NEXT:     %18 = sinh %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %19 = cosh %arg0 : tile<f16>
// CHECK-NEXT:     %20 = tanh %cst_f32 rounding<approx> : tile<4xf32>
// CHECK-NEXT:     %21 = tanh %cst_f32  : tile<4xf32>
// CHECK-NEXT:     %22 = tanh %arg1  : tile<f64>
// CHECK-NEXT:     %23 = atan2 %cst_f32, %cst_f32 : tile<4xf32>
// CHECK-NEXT:     %24 = atan2 %arg0, %arg0 : tile<f16>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.sqrt"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.sqrt"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.sqrt"(%{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<zero>}>
// GENERIC: "cuda_tile.rsqrt"(%{{.*}}) <{flush_to_zero}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.rsqrt"(%arg0) : (!cuda_tile.tile<f16>) -> !cuda_tile.tile<f16>
// GENERIC: "cuda_tile.exp"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<approx>}>
// GENERIC: "cuda_tile.exp"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<full>}>
// GENERIC: "cuda_tile.exp2"(%{{.*}}) <{flush_to_zero}>
// GENERIC: "cuda_tile.pow"(%{{.*}}, %{{.*}}) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.tanh"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<approx>}>
// GENERIC: "cuda_tile.tanh"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<full>}>
// GENERIC: "cuda_tile.atan2"(%{{.*}}, %{{.*}}) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
cuda_tile.module @math {
  entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) {
    %a = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %0 = sqrt %a rounding<approx> : tile<4xf32>
    %1 = sqrt %a : tile<4xf32>
    %2 = sqrt %a rounding<zero> flush_to_zero : tile<4xf32>
    %3 = sqrt %d rounding<negative_inf> : tile<f64>
    %4 = sqrt %a flush_to_zero : tile<4xf32>
    %5 = rsqrt %a flush_to_zero : tile<4xf32>
    %6 = rsqrt %h : tile<f16>
    %7 = exp %a rounding<approx> : tile<4xf32>
    %8 = exp %a : tile<4xf32>
    %9 = exp %b rounding<full> : tile<bf16>
    %10 = exp2 %a flush_to_zero : tile<4xf32>
    %11 = exp2 %d : tile<f64>
    %12 = log %a : tile<4xf32>
    %13 = log2 %h : tile<f16>
    %14 = pow %a, %a : tile<4xf32>
    %15 = sin %a : tile<4xf32>
    %16 = cos %d : tile<f64>
    %17 = tan %b : tile<bf16>
    %18 = sinh %a : tile<4xf32>
    %19 = cosh %h : tile<f16>
    %20 = tanh %a rounding<approx> : tile<4xf32>
    %21 = tanh %a : tile<4xf32>
    %22 = tanh %d rounding<full> : tile<f64>
    %23 = atan2 %a, %a : tile<4xf32>
    %24 = atan2 %h, %h : tile<f16>
  }
}
