// Verifier rules of the math ops (ops.md 5), one case per rule and per
// operand constraint, with the exact diagnostic.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// sqrt: the four IEEE modes and approx; approx only for f32.
// expected-error @+1 {{'cuda_tile.sqrt' op rounding mode 'full' is not supported; expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = sqrt %s rounding<full> : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>) { %0 = sqrt %h rounding<approx> : tile<f16> } }
// -----
// exp: approx or full; approx only for f32.
// expected-error @+1 {{'cuda_tile.exp' op rounding mode 'zero' is not supported; expected one of: 'approx', 'full'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = exp %s rounding<zero> : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.exp' op approx modifier only supported for f32 data type, but got: 'f16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>) { %0 = exp %h rounding<approx> : tile<f16> } }
// -----
// tanh: approx or full; approx only for f32 (an out-of-set mode is an error,
// unlike the reference, which reports it but lets the op verify).
// expected-error @+1 {{'cuda_tile.tanh' op rounding mode 'zero' is not supported; expected one of: 'approx', 'full'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = tanh %s rounding<zero> : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.tanh' op rounding mode 'nearest_even' is not supported; expected one of: 'approx', 'full'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = tanh %s rounding<nearest_even> : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'f64'}}
cuda_tile.module @m { entry @k(%d: tile<f64>) { %0 = tanh %d rounding<approx> : tile<f64> } }
// -----
// flush_to_zero (sqrt, rsqrt, exp2) is f32 only; exp has no such flag.
// expected-error @+1 {{'cuda_tile.sqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
cuda_tile.module @m { entry @k(%d: tile<f64>) { %0 = sqrt %d flush_to_zero : tile<f64> } }
// -----
// expected-error @+1 {{'cuda_tile.rsqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>) { %0 = rsqrt %h flush_to_zero : tile<f16> } }
// -----
// expected-error @+1 {{'cuda_tile.exp2' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
cuda_tile.module @m { entry @k(%d: tile<f64>) { %0 = exp2 %d flush_to_zero : tile<f64> } }
// -----
// expected-error @+1 {{expected ':'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = exp %s flush_to_zero : tile<f32> } }
// -----
// f16/bf16/f32/f64 tiles only, for every op.
// expected-error @+1 {{'cuda_tile.sqrt' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = sqrt %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.rsqrt' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = rsqrt %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.exp' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = exp %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.exp2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = exp2 %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.log' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = log %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.log2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = log2 %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.sin' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = sin %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.cos' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = cos %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.tan' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = tan %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.sinh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = sinh %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.cosh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = cosh %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.tanh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = tanh %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.pow' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = pow %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.atan2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = atan2 %i, %i : tile<i32> } }
// -----
// expected-error @+2 {{'cuda_tile.exp' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<tf32>'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %t = ftof %s : tile<f32> -> tile<tf32>
  %0 = exp %t : tile<tf32> } }
// -----
// Operands and result have one type (only the generic form can differ).
// expected-error @+1 {{'cuda_tile.pow' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%s: tile<f32>, %d: tile<f64>) { %0 = "cuda_tile.pow"(%s, %d) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f64>) -> !cuda_tile.tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.atan2' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%s: tile<f32>, %d: tile<f64>) { %0 = "cuda_tile.atan2"(%s, %s) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f64> } }
// -----
// expected-error @+1 {{'cuda_tile.sin' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = "cuda_tile.sin"(%s) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f64> } }

// -----

// The 13.4 generic name is verified as `pow`.
// expected-error @+1 {{'cuda_tile.pow' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%s: tile<f32>, %d: tile<f64>) { %0 = "cuda_tile.fpowf"(%s, %d) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f64>) -> !cuda_tile.tile<f32> } }
