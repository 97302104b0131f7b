// Conversion ops (ops.md 2): bitcast, exti, trunci (incl. i4), ftof,
// ftoi, itof, int_to_ptr, ptr_to_int, ptr_to_ptr. Optional modifiers print
// only when they differ from the default (trunci overflow<none>, ftof
// rounding<nearest_even>, ftoi rounding<nearest_int_to_zero>, itof
// rounding<nearest_even>); ftof/ftoi/itof then keep a double space before
// the colon, which --strict-whitespace pins.
//
// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// CHECK-LABEL: cuda_tile.module @conv {
// CHECK-NEXT:   entry @k(%arg0: tile<i64>, %arg1: tile<ptr<f32>>) {
// CHECK-NEXT:     %cst_i32 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
// CHECK-NEXT:     %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-NEXT:     %cst_1_f16 = constant <f16: 1.000000e+00> : tile<4xf16>
// CHECK-NEXT:     %cst_i8 = constant <i8: [1, 2, 3, 4]> : tile<4xi8>
// CHECK-NEXT:     %0 = bitcast %cst_i32 : tile<4xi32> -> tile<4xf32>
// CHECK-NEXT:     %1 = bitcast %cst_1_f16 : tile<4xf16> -> tile<4xbf16>
// CHECK-NEXT:     %2 = bitcast %cst_1_f16 : tile<4xf16> -> tile<4xi16>
// CHECK-NEXT:     %3 = bitcast %cst_i8 : tile<4xi8> -> tile<4xf8E4M3FN>
// CHECK-NEXT:     %4 = exti %cst_i8 signed : tile<4xi8> -> tile<4xi32>
// CHECK-NEXT:     %5 = exti %cst_i8 unsigned : tile<4xi8> -> tile<4xi64>
// CHECK-NEXT:     %6 = trunci %cst_i32 overflow<no_wrap> : tile<4xi32> -> tile<4xi8>
// CHECK-NEXT:     %7 = trunci %arg0 : tile<i64> -> tile<i4>
// CHECK-NEXT:     %8 = exti %7 unsigned : tile<i4> -> tile<i8>
// CHECK-NEXT:     %9 = trunci %cst_i32 overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi1>
// CHECK-NEXT:     %10 = trunci %cst_i32 overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi16>
// CHECK-NEXT:     %11 = trunci %cst_i32 : tile<4xi32> -> tile<4xi16>
// CHECK-NEXT:     %12 = ftof %cst_f32  : tile<4xf32> -> tile<4xf16>
// CHECK-NEXT:     %13 = ftof %cst_f32 rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
// CHECK-NEXT:     %14 = ftof %cst_f32 rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
// CHECK-NEXT:     %15 = ftof %cst_1_f16  : tile<4xf16> -> tile<4xf64>
// CHECK-NEXT:     %16 = ftof %cst_f32  : tile<4xf32> -> tile<4xtf32>
// CHECK-NEXT:     %17 = ftof %cst_f32  : tile<4xf32> -> tile<4xf4E2M1FN>
// CHECK-NEXT:     %18 = ftoi %cst_f32 signed  : tile<4xf32> -> tile<4xi32>
// CHECK-NEXT:     %19 = ftoi %cst_1_f16 unsigned  : tile<4xf16> -> tile<4xi8>
// CHECK-NEXT:     %20 = itof %cst_i32 unsigned  : tile<4xi32> -> tile<4xf32>
// CHECK-NEXT:     %21 = itof %cst_i32 signed  : tile<4xi32> -> tile<4xbf16>
// CHECK-NEXT:     %22 = int_to_ptr %arg0 : tile<i64> -> tile<ptr<f32>>
// CHECK-NEXT:     %23 = ptr_to_int %arg1 : tile<ptr<f32>> -> tile<i64>
// CHECK-NEXT:     %24 = ptr_to_ptr %arg1 : tile<ptr<f32>> -> tile<ptr<i8>>
// CHECK-NEXT:     %25 = exti %7 signed : tile<i4> -> tile<i64>
// CHECK-NEXT:     %26 = ftoi %cst_1_f16 signed  : tile<4xf16> -> tile<4xi1>
// CHECK-NEXT:     %27 = itof %cst_i8 signed  : tile<4xi8> -> tile<4xf8E5M2>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.bitcast"(%{{.*}}) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.exti"(%{{.*}}) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi8>) -> !cuda_tile.tile<4xi32>
// GENERIC: "cuda_tile.trunci"(%{{.*}}) <{overflow = #cuda_tile.overflow<no_wrap>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi8>
// GENERIC: "cuda_tile.trunci"(%arg0) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<i4>
// GENERIC: "cuda_tile.ftof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf16>
// GENERIC: "cuda_tile.ftof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf8E8M0FNU>
// GENERIC: "cuda_tile.ftoi"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi32>
// GENERIC: "cuda_tile.itof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.int_to_ptr"(%arg0) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<ptr<f32>>
// GENERIC: "cuda_tile.ptr_to_int"(%arg1) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<i64>
// GENERIC: "cuda_tile.ptr_to_ptr"(%arg1) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<i8>>
cuda_tile.module @conv {
  entry @k(%l: tile<i64>, %p: tile<ptr<f32>>) {
    %i = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %f = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %h = constant <f16: 1.0> : tile<4xf16>
    %b8 = constant <i8: [1, 2, 3, 4]> : tile<4xi8>
    %0 = bitcast %i : tile<4xi32> -> tile<4xf32>
    %1 = bitcast %h : tile<4xf16> -> tile<4xbf16>
    %2 = bitcast %h : tile<4xf16> -> tile<4xi16>
    %3 = bitcast %b8 : tile<4xi8> -> tile<4xf8E4M3FN>
    %4 = exti %b8 signed : tile<4xi8> -> tile<4xi32>
    %5 = exti %b8 unsigned : tile<4xi8> -> tile<4xi64>
    %6 = trunci %i overflow<no_wrap> : tile<4xi32> -> tile<4xi8>
    %7 = trunci %l : tile<i64> -> tile<i4>
    %8 = exti %7 unsigned : tile<i4> -> tile<i8>
    %9 = trunci %i overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi1>
    %10 = trunci %i overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi16>
    %11 = trunci %i overflow<none> : tile<4xi32> -> tile<4xi16>
    %12 = ftof %f : tile<4xf32> -> tile<4xf16>
    %13 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %14 = ftof %f rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %15 = ftof %h rounding<nearest_even> : tile<4xf16> -> tile<4xf64>
    %16 = ftof %f : tile<4xf32> -> tile<4xtf32>
    %17 = ftof %f : tile<4xf32> -> tile<4xf4E2M1FN>
    %18 = ftoi %f signed : tile<4xf32> -> tile<4xi32>
    %19 = ftoi %h unsigned rounding<nearest_int_to_zero> : tile<4xf16> -> tile<4xi8>
    %20 = itof %i unsigned : tile<4xi32> -> tile<4xf32>
    %21 = itof %i signed rounding<nearest_even> : tile<4xi32> -> tile<4xbf16>
    %22 = int_to_ptr %l : tile<i64> -> tile<ptr<f32>>
    %23 = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %24 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<ptr<i8>>
    %25 = exti %7 signed : tile<i4> -> tile<i64>
    %26 = ftoi %h signed : tile<4xf16> -> tile<4xi1>
    %27 = itof %b8 signed : tile<4xi8> -> tile<4xf8E5M2>
  }
}
