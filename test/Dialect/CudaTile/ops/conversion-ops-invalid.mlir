// Verifier rules of the conversion ops (ops.md 2), one case per rule and per
// operand constraint, with the exact diagnostic.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// All conversions keep the shape.
// expected-error @+2 {{'cuda_tile.bitcast' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = bitcast %z : tile<4xi32> -> tile<2xi32> } }
// -----
// expected-error @+2 {{'cuda_tile.exti' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = exti %z signed : tile<4xi32> -> tile<2xi64> } }
// -----
// expected-error @+2 {{'cuda_tile.trunci' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = trunci %z : tile<4xi32> -> tile<8xi8> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z : tile<4xf32> -> tile<8xf16> } }
// -----
// expected-error @+2 {{'cuda_tile.ftoi' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftoi %z signed : tile<4xf32> -> tile<2xi32> } }
// -----
// expected-error @+2 {{'cuda_tile.itof' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = itof %z signed : tile<4xi32> -> tile<2xf32> } }
// -----
// expected-error @+2 {{'cuda_tile.int_to_ptr' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i64: 0> : tile<4xi64>
  %0 = int_to_ptr %z : tile<4xi64> -> tile<ptr<f32>> } }
// -----
// expected-error @+2 {{'cuda_tile.ptr_to_int' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
  %0 = ptr_to_int %r : tile<1xptr<f32>> -> tile<i64> } }
// -----
// expected-error @+2 {{'cuda_tile.ptr_to_ptr' op expects source and result of the same shape}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
  %0 = ptr_to_ptr %r : tile<1xptr<f32>> -> tile<ptr<i8>> } }
// -----
// bitcast: equal bit widths; tf32 counts 19 bits.
// expected-error @+2 {{'cuda_tile.bitcast' op types must be equal width, cannot convert 'i32' of width 32 to type 'f16' of width 16}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = bitcast %z : tile<4xi32> -> tile<4xf16> } }
// -----
// expected-error @+2 {{'cuda_tile.bitcast' op types must be equal width, cannot convert 'f32' of width 32 to type 'tf32' of width 19}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = bitcast %z : tile<4xf32> -> tile<4xtf32> } }
// -----
// bitcast: number tiles only (no pointers, no i4).
// expected-error @+1 {{'cuda_tile.bitcast' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or f8E5M3FNU values, but got '!cuda_tile.tile<ptr<f32>>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %0 = bitcast %p : tile<ptr<f32>> -> tile<i64> } }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <i32: 0> : tile<4xi32>
  %0 = trunci %z : tile<4xi32> -> tile<4xi4>
  // expected-error @+1 {{'cuda_tile.bitcast' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or f8E5M3FNU values, but got '!cuda_tile.tile<4xi4>'}}
  %1 = bitcast %0 : tile<4xi4> -> tile<4xi4>
} }
// -----
// exti: strictly wider result.
// expected-error @+2 {{'cuda_tile.exti' op extending to smaller or identical integer}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = exti %z signed : tile<4xi32> -> tile<4xi32> } }
// -----
// expected-error @+2 {{'cuda_tile.exti' op extending to smaller or identical integer}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = exti %z unsigned : tile<4xi32> -> tile<4xi16> } }
// -----
// exti: integer operands; the signedness keyword is mandatory.
// expected-error @+2 {{'cuda_tile.exti' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 or i4 values, but got '!cuda_tile.tile<4xf32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = exti %z signed : tile<4xf32> -> tile<4xi64> } }
// -----
// expected-error @+2 {{custom op 'cuda_tile.exti' expected signedness to be one of: {'signed', 'unsigned'}}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = exti %z : tile<4xi32> -> tile<4xi64> } }
// -----
// trunci: strictly narrower result.
// expected-error @+2 {{'cuda_tile.trunci' op truncating to larger or identical integer}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = trunci %z : tile<4xi32> -> tile<4xi32> } }
// -----
// expected-error @+2 {{'cuda_tile.trunci' op truncating to larger or identical integer}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = trunci %z overflow<no_wrap> : tile<4xi32> -> tile<4xi64> } }
// -----
// expected-error @+2 {{'cuda_tile.trunci' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 or i4 values, but got '!cuda_tile.tile<4xf16>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = trunci %z : tile<4xi32> -> tile<4xf16> } }
// -----
// ftof: not a no-op.
// expected-error @+2 {{'cuda_tile.ftof' op converting tiles must not be a no-op}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z : tile<4xf32> -> tile<4xf32> } }
// -----
// ftof: the 13.4 table (first matching row): to f8E8M0FNU zero or
// positive_inf; to the other 8- and 4-bit formats nearest_even; exact
// widening any IEEE mode; f64 -> f32 the four IEEE modes; f32 -> tf32
// nearest_even, zero, nearest_away; other narrowing nearest_even or zero.
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z rounding<zero> : tile<4xf32> -> tile<4xf8E4M3FN> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' and 'zero' are supported for conversions from 'f32' to 'bf16'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z rounding<approx> : tile<4xf32> -> tile<4xbf16> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' and 'zero' are supported for conversions from 'f32' to 'f16'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z rounding<positive_inf> : tile<4xf32> -> tile<4xf16> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even', 'zero', 'negative_inf' and 'positive_inf' are supported for conversions from 'f64' to 'f32'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f64: 0.0> : tile<4xf64>
  %0 = ftof %z rounding<nearest_away> : tile<4xf64> -> tile<4xf32> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even', 'zero' and 'nearest_away' are supported for conversions from 'f32' to 'tf32'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z rounding<negative_inf> : tile<4xf32> -> tile<4xtf32> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even', 'zero', 'negative_inf', 'positive_inf' and 'nearest_away' are supported for conversions from 'f16' to 'f32'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f16: 0.0> : tile<4xf16>
  %0 = ftof %z rounding<approx> : tile<4xf16> -> tile<4xf32> } }
// -----
// f8E5M3FNU (largest value 114688) does not widen exactly into f16.
// expected-error @+3 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' and 'zero' are supported for conversions from '!cuda_tile.f8E5M3FNU' to 'f16'}}
cuda_tile.module @m { entry @k(%x: tile<ptr<f8E5M3FNU>>) {
  %v, %t = load_ptr_tko weak %x : tile<ptr<f8E5M3FNU>> -> tile<f8E5M3FNU>, token
  %0 = ftof %v rounding<positive_inf> : tile<f8E5M3FNU> -> tile<f16> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z rounding<zero> : tile<4xf32> -> tile<4xf8E5M3FNU> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'zero' and 'positive_inf' are supported for conversions to f8E8M0FNU}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z : tile<4xf32> -> tile<4xf8E8M0FNU> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'zero' and 'positive_inf' are supported for conversions to f8E8M0FNU}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftof %z rounding<negative_inf> : tile<4xf32> -> tile<4xf8E8M0FNU> } }
// -----
// expected-error @+2 {{'cuda_tile.ftof' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or f8E5M3FNU values, but got '!cuda_tile.tile<4xi32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = ftof %z : tile<4xi32> -> tile<4xf16> } }
// -----
// ftoi: nearest_int_to_zero only; integer result; signedness mandatory.
// expected-error @+2 {{'cuda_tile.ftoi' op invalid rounding mode specified. Only 'nearest_int_to_zero' is supported}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftoi %z signed rounding<zero> : tile<4xf32> -> tile<4xi32> } }
// -----
// expected-error @+2 {{'cuda_tile.ftoi' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf16>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftoi %z signed : tile<4xf32> -> tile<4xf16> } }
// -----
// expected-error @+2 {{custom op 'cuda_tile.ftoi' expected signedness to be one of: {'signed', 'unsigned'}}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = ftoi %z : tile<4xf32> -> tile<4xi32> } }
// -----
// itof: nearest_even only; never to f8E8M0FNU; integer in, float out.
// expected-error @+2 {{'cuda_tile.itof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = itof %z signed rounding<zero> : tile<4xi32> -> tile<4xf32> } }
// -----
// expected-error @+2 {{'cuda_tile.itof' op integer to f8E8M0FNU conversion is not supported, please first convert to another float type}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = itof %z signed : tile<4xi32> -> tile<4xf8E8M0FNU> } }
// -----
// expected-error @+2 {{'cuda_tile.itof' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = itof %z signed : tile<4xf32> -> tile<4xf16> } }
// -----
// expected-error @+2 {{'cuda_tile.itof' op result #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.tile<4xi32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = itof %z signed : tile<4xi32> -> tile<4xi32> } }
// -----
// int_to_ptr / ptr_to_int: i64 only; ptr_to_ptr: pointers both sides.
// expected-error @+1 {{'cuda_tile.int_to_ptr' op operand #0 must be tile of i64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = int_to_ptr %i : tile<i32> -> tile<ptr<f32>> } }
// -----
// expected-error @+1 {{'cuda_tile.int_to_ptr' op result #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
cuda_tile.module @m { entry @k(%l: tile<i64>) { %0 = int_to_ptr %l : tile<i64> -> tile<i64> } }
// -----
// expected-error @+1 {{'cuda_tile.ptr_to_int' op result #0 must be tile of i64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %0 = ptr_to_int %p : tile<ptr<f32>> -> tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.ptr_to_int' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
cuda_tile.module @m { entry @k(%l: tile<i64>) { %0 = ptr_to_int %l : tile<i64> -> tile<i64> } }
// -----
// expected-error @+1 {{'cuda_tile.ptr_to_ptr' op result #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %0 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<i64> } }
