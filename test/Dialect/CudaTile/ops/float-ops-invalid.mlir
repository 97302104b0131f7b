// Verifier rules of the floating-point ops (ops.md 4), one case per rule and
// per operand constraint, with the exact diagnostic.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// flush_to_zero is f32 only, on every op that has it.
// expected-error @+1 {{'cuda_tile.addf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) { %0 = addf %h, %h flush_to_zero : tile<f16> } }
// -----
// expected-error @+1 {{'cuda_tile.subf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
cuda_tile.module @m { entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) { %0 = subf %d, %d flush_to_zero : tile<f64> } }
// -----
// expected-error @+1 {{'cuda_tile.mulf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) { %0 = mulf %b, %b flush_to_zero : tile<bf16> } }
// -----
// expected-error @+1 {{'cuda_tile.fma' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) { %0 = fma %h, %h, %h flush_to_zero : tile<f16> } }
// -----
// expected-error @+1 {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) { %0 = divf %h, %h flush_to_zero : tile<f16> } }
// -----
// expected-error @+1 {{'cuda_tile.maxf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) { %0 = maxf %h, %h flush_to_zero : tile<f16> } }
// -----
// expected-error @+1 {{'cuda_tile.minf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
cuda_tile.module @m { entry @k(%h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) { %0 = minf %d, %d flush_to_zero propagate_nan : tile<f64> } }
// -----
// addf/subf/mulf/fma: the four IEEE rounding modes only.
// expected-error @+1 {{'cuda_tile.addf' op rounding mode 'approx' is not supported; expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = addf %s, %s rounding<approx> : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.subf' op rounding mode 'full' is not supported; expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = subf %s, %s rounding<full> : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.mulf' op rounding mode 'nearest_int_to_zero' is not supported; expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = mulf %s, %s rounding<nearest_int_to_zero> : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.fma' op rounding mode 'approx' is not supported; expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = fma %s, %s, %s rounding<approx> : tile<f32> } }
// -----
// divf: IEEE modes plus approx and full, the latter two for f32 only.
// expected-error @+1 {{'cuda_tile.divf' op rounding mode 'nearest_int_to_zero' is not supported; expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', 'full'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = divf %s, %s rounding<nearest_int_to_zero> : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'f16'}}
cuda_tile.module @m { entry @k(%h: tile<f16>) { %0 = divf %h, %h rounding<approx> : tile<f16> } }
// -----
// expected-error @+1 {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'f64'}}
cuda_tile.module @m { entry @k(%d: tile<f64>) { %0 = divf %d, %d rounding<full> : tile<f64> } }
// -----
// Element-wise float ops take f16/bf16/f32/f64 tiles only (no tf32, f8, int).
// expected-error @+1 {{'cuda_tile.absf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = absf %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.negf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = negf %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.floor' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = floor %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.ceil' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = ceil %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.addf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = addf %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.subf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = subf %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.mulf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = mulf %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.divf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = divf %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.remf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = remf %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.maxf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = maxf %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.minf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = minf %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.fma' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = fma %i, %i, %i : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.cmpf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = cmpf less_than ordered %i, %i : tile<i32> -> tile<i1> } }
// -----
// expected-error @+2 {{'cuda_tile.addf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<tf32>'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %t = ftof %s : tile<f32> -> tile<tf32>
  %0 = addf %t, %t : tile<tf32> } }
// -----
// expected-error @+2 {{'cuda_tile.negf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<f8E4M3FN>'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %t = ftof %s : tile<f32> -> tile<f8E4M3FN>
  %0 = negf %t : tile<f8E4M3FN> } }
// -----
// Operands and result have one type (only the generic form can differ).
// expected-error @+1 {{'cuda_tile.addf' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%s: tile<f32>, %d: tile<f64>) { %0 = "cuda_tile.addf"(%s, %d) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f64>) -> !cuda_tile.tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.floor' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = "cuda_tile.floor"(%s) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f16> } }
// -----
// cmpf: i1 result of the operand shape; operands of one type; predicate,
// then ordering.
// expected-error @+1 {{'cuda_tile.cmpf' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = cmpf less_than ordered %s, %s : tile<f32> -> tile<i32> } }
// -----
// expected-error @+2 {{'cuda_tile.cmpf' op expects the result to have the shape of the operands}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = cmpf less_than ordered %z, %z : tile<4xf32> -> tile<2xi1> } }
// -----
// expected-error @+1 {{'cuda_tile.cmpf' op failed to verify that all of {lhs, rhs} have same type}}
cuda_tile.module @m { entry @k(%s: tile<f32>, %d: tile<f64>) { %0 = "cuda_tile.cmpf"(%s, %d) <{comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<less_than>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f64>) -> !cuda_tile.tile<i1> } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.cmpf' expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = cmpf less_than %s, %s : tile<f32> -> tile<i1> } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.cmpf' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %0 = cmpf ordered less_than %s, %s : tile<f32> -> tile<i1> } }
// -----
// mmaf: input -> accumulator combinations.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <bf16: 0.0> : tile<4x8xbf16>
  %b = constant <bf16: 0.0> : tile<8x2xbf16>
  %c = constant <f16: 0.0> : tile<4x2xf16>
  // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'bf16' expects accumulator/result type to be one of {'f32'}, but got 'f16'}}
  %0 = mmaf %a, %b, %c : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xf16>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f32: 0.0> : tile<4x8xf32>
  %b = constant <f32: 0.0> : tile<8x2xf32>
  %c = constant <f64: 0.0> : tile<4x2xf64>
  // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f32' expects accumulator/result type to be one of {'f32'}, but got 'f64'}}
  %0 = mmaf %a, %b, %c : tile<4x8xf32>, tile<8x2xf32>, tile<4x2xf64>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f64: 0.0> : tile<4x8xf64>
  %b = constant <f64: 0.0> : tile<8x2xf64>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f64' expects accumulator/result type to be one of {'f64'}, but got 'f32'}}
  %0 = mmaf %a, %b, %c : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x8xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<8x2xf8E4M3FN>
  %c = constant <f64: 0.0> : tile<4x2xf64>
  // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f8E4M3FN' expects accumulator/result type to be one of {'f16', 'f32'}, but got 'f64'}}
  %0 = mmaf %a, %b, %c : tile<4x8xf8E4M3FN>, tile<8x2xf8E4M3FN>, tile<4x2xf64>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <tf32: 0.0> : tile<4x8xtf32>
  %b = constant <tf32: 0.0> : tile<8x2xtf32>
  %c = constant <f16: 0.0> : tile<4x2xf16>
  // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'tf32' expects accumulator/result type to be one of {'f32'}, but got 'f16'}}
  %0 = mmaf %a, %b, %c : tile<4x8xtf32>, tile<8x2xtf32>, tile<4x2xf16>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<4x8xf16>
  %b = constant <f16: 0.0> : tile<8x2xf16>
  %c = constant <f64: 0.0> : tile<4x2xf64>
  // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f16' expects accumulator/result type to be one of {'f16', 'f32'}, but got 'f64'}}
  %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf64>
} }
// -----
// mmaf: lhs and rhs share an element type; operand element sets.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<4x8xf16>
  %b = constant <bf16: 0.0> : tile<8x2xbf16>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op expects lhs and rhs of the same element type, got 'f16' and 'bf16'}}
  %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xbf16>, tile<4x2xf32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<4x8xf16>
  %b = constant <f16: 0.0> : tile<8x2xf16>
  %c = constant <bf16: 0.0> : tile<4x2xbf16>
  // expected-error @+1 {{'cuda_tile.mmaf' op operand #2 must be tile of f16 or f32 or f64 values, but got '!cuda_tile.tile<4x2xbf16>'}}
  %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xbf16>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f4E2M1FN: 0.0> : tile<4x8xf4E2M1FN>
  %b = constant <f4E2M1FN: 0.0> : tile<8x2xf4E2M1FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<4x8xf4E2M1FN>'}}
  %0 = mmaf %a, %b, %c : tile<4x8xf4E2M1FN>, tile<8x2xf4E2M1FN>, tile<4x2xf32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <i8: 0> : tile<4x8xi8>
  %b = constant <i8: 0> : tile<8x2xi8>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<4x8xi8>'}}
  %0 = mmaf %a, %b, %c : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xf32>
} }
// -----
// mmaf: ranks and shapes.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<8xf16>
  %c = constant <f32: 0.0> : tile<8xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op operands must be 2D or 3D tiles}}
  %0 = mmaf %a, %a, %c : tile<8xf16>, tile<8xf16>, tile<8xf32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<4x8xf16>
  %b = constant <f16: 0.0> : tile<4x2xf16>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op expects the K dimension of lhs (8) to match that of rhs (4)}}
  %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<4x2xf16>, tile<4x2xf32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<4x8xf16>
  %b = constant <f16: 0.0> : tile<8x2xf16>
  %c = constant <f32: 0.0> : tile<2x4xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op expects an accumulator of shape 4x2, got '!cuda_tile.tile<2x4xf32>'}}
  %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<2x4xf32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<2x4x8xf16>
  %b = constant <f16: 0.0> : tile<4x8x2xf16>
  %c = constant <f32: 0.0> : tile<2x4x2xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op expects the same batch size for all operands, got 2, 4 and 2}}
  %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<4x8x2xf16>, tile<2x4x2xf32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<4x8xf16>
  %b = constant <f16: 0.0> : tile<8x2xf16>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  // expected-error @+1 {{'cuda_tile.mmaf' op failed to verify that all of {acc, result} have same type}}
  %0 = "cuda_tile.mmaf"(%a, %b, %c) : (!cuda_tile.tile<4x8xf16>, !cuda_tile.tile<8x2xf16>, !cuda_tile.tile<4x2xf32>) -> !cuda_tile.tile<4x2xf16>
} }
// -----
// mmaf_scaled: f8E4M3FN scales only for f4E2M1FN with V = 16.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E4M3FN: 1.0> : tile<4x4xf8E4M3FN>
  %t = constant <f8E4M3FN: 1.0> : tile<4x2xf8E4M3FN>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op unsupported scaling: 'f8E4M3FN' scales over blocks of 16 'f8E4M3FN' elements}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<4x4xf8E4M3FN>, tile<4x2xf8E4M3FN>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f4E2M1FN: 0.0> : tile<4x64xf4E2M1FN>
  %b = constant <f4E2M1FN: 0.0> : tile<64x2xf4E2M1FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E4M3FN: 1.0> : tile<4x2xf8E4M3FN>
  %t = constant <f8E4M3FN: 1.0> : tile<2x2xf8E4M3FN>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op unsupported scaling: 'f8E4M3FN' scales over blocks of 32 'f4E2M1FN' elements}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<4x2xf32>, tile<4x2xf8E4M3FN>, tile<2x2xf8E4M3FN>
} }
// -----
// mmaf_scaled: f8E8M0FNU scales: f8 operands with V = 32, f4 with V = 16 or 32.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x4xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op unsupported scaling: 'f8E8M0FNU' scales over blocks of 16 'f8E4M3FN' elements}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<4x4xf8E8M0FNU>, tile<4x2xf8E8M0FNU>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f4E2M1FN: 0.0> : tile<4x64xf4E2M1FN>
  %b = constant <f4E2M1FN: 0.0> : tile<64x2xf4E2M1FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x8xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<8x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op unsupported scaling: 'f8E8M0FNU' scales over blocks of 8 'f4E2M1FN' elements}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<4x2xf32>, tile<4x8xf8E8M0FNU>, tile<8x2xf8E8M0FNU>
} }
// -----
// mmaf_scaled: lhs_scale is MxKs, rhs_scale KsxN, with the same Ks.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects lhs_scale of shape MxKs and rhs_scale of shape KsxN, got '!cuda_tile.tile<4x2xf8E8M0FNU>' and '!cuda_tile.tile<4x2xf8E8M0FNU>'}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<4x2xf8E8M0FNU>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects lhs_scale of shape MxKs and rhs_scale of shape KsxN, got '!cuda_tile.tile<2x2xf8E8M0FNU>' and '!cuda_tile.tile<2x2xf8E8M0FNU>'}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<2x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x4xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects lhs_scale of shape MxKs and rhs_scale of shape KsxN, got '!cuda_tile.tile<4x2xf8E8M0FNU>' and '!cuda_tile.tile<2x4xf8E8M0FNU>'}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x4xf8E8M0FNU>
} }
// -----
// mmaf_scaled: K is a multiple of the scale K dimension.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x32xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<32x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x64xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<64x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects K (32) to be a multiple of the scale K dimension (64)}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x32xf8E4M3FN>, tile<32x2xf8E4M3FN>, tile<4x2xf32>, tile<4x64xf8E8M0FNU>, tile<64x2xf8E8M0FNU>
} }
// -----
// mmaf_scaled: scales have the operands' rank and batch size.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<2x4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<2x64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<2x4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects scales of the rank of the operands}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<2x4x64xf8E4M3FN>, tile<2x64x2xf8E4M3FN>, tile<2x4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<2x4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<2x64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<2x4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects scales with the batch size of the operands}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<2x4x64xf8E4M3FN>, tile<2x64x2xf8E4M3FN>, tile<2x4x2xf32>, tile<4x4x2xf8E8M0FNU>, tile<2x2x2xf8E8M0FNU>
} }
// -----
// mmaf_scaled: operand shapes as for mmaf.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<32x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects the K dimension of lhs (64) to match that of rhs (32)}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<32x2xf8E4M3FN>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x4xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects an accumulator of shape 4x2, got '!cuda_tile.tile<4x4xf32>'}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x4xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
} }
// -----
// mmaf_scaled: element sets: operands f8E4M3FN/f8E5M2/f4E2M1FN, f32 accumulator, f8E4M3FN/f8E8M0FNU scales; lhs and rhs of one type; result = accumulator type.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f16: 0.0> : tile<4x64xf16>
  %b = constant <f16: 0.0> : tile<64x2xf16>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op operand #0 must be tile of f8E4M3FN or f8E5M2 or f4E2M1FN values, but got '!cuda_tile.tile<4x64xf16>'}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf16>, tile<64x2xf16>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f16: 0.0> : tile<4x2xf16>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op operand #2 must be tile of f32 values, but got '!cuda_tile.tile<4x2xf16>'}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf16>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E5M2: 1.0> : tile<4x2xf8E5M2>
  %t = constant <f8E5M2: 1.0> : tile<2x2xf8E5M2>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op operand #3 must be tile of f8E4M3FN or f8E8M0FNU or f8E5M3FNU values, but got '!cuda_tile.tile<4x2xf8E5M2>'}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<4x2xf8E5M2>, tile<2x2xf8E5M2>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E5M2: 0.0> : tile<64x2xf8E5M2>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op expects lhs and rhs of the same element type, got 'f8E4M3FN' and 'f8E5M2'}}
  %0 = mmaf_scaled %a, %b, %c, %s, %t : tile<4x64xf8E4M3FN>, tile<64x2xf8E5M2>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<4x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 0.0> : tile<64x2xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4x2xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<4x2xf8E8M0FNU>
  %t = constant <f8E8M0FNU: 1.0> : tile<2x2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op failed to verify that all of {acc, result} have same type}}
  %0 = "cuda_tile.mmaf_scaled"(%a, %b, %c, %s, %t) : (!cuda_tile.tile<4x64xf8E4M3FN>, !cuda_tile.tile<64x2xf8E4M3FN>, !cuda_tile.tile<4x2xf32>, !cuda_tile.tile<4x2xf8E8M0FNU>, !cuda_tile.tile<2x2xf8E8M0FNU>) -> !cuda_tile.tile<4x4xf32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %a = constant <f8E4M3FN: 0.0> : tile<64xf8E4M3FN>
  %c = constant <f32: 0.0> : tile<4xf32>
  %s = constant <f8E8M0FNU: 1.0> : tile<2xf8E8M0FNU>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op operands must be 2D or 3D tiles}}
  %0 = mmaf_scaled %a, %a, %c, %s, %s : tile<64xf8E4M3FN>, tile<64xf8E4M3FN>, tile<4xf32>, tile<2xf8E8M0FNU>, tile<2xf8E8M0FNU>
} }
