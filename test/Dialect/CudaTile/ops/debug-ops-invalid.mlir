// Verifier rules of print_tko and assert (ops.md 9), one case per rule and
// per operand constraint, with the exact diagnostic.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// print_tko: one argument per conversion ...
// expected-error @+1 {{'cuda_tile.print_tko' op incorrect number of operands: expected 1, found 0}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = print_tko "x=%f" -> token } }
// -----
// expected-error @+1 {{'cuda_tile.print_tko' op incorrect number of operands: expected 0, found 1}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = print_tko "x", %f : tile<f32> -> token } }
// -----
// expected-error @+1 {{'cuda_tile.print_tko' op incorrect number of operands: expected 2, found 1}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = print_tko "%d %d", %i : tile<i32> -> token } }
// -----
// ... where `%%` is a literal percent sign, not a conversion.
// expected-error @+1 {{'cuda_tile.print_tko' op incorrect number of operands: expected 0, found 1}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = print_tko "%%d", %i : tile<i32> -> token } }
// -----
// expected-error @+1 {{'cuda_tile.print_tko' op incorrect number of operands: expected 1, found 2}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = print_tko "%d %%", %i, %i : tile<i32>, tile<i32> -> token } }
// -----
// print_tko: every conversion ends in one of diuoxXeEfFgGaAcsSpn%.
// expected-error @+1 {{'cuda_tile.print_tko' op found unterminated format expression}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = print_tko "value %", %i : tile<i32> -> token } }
// -----
// expected-error @+1 {{'cuda_tile.print_tko' op found unterminated format expression}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = print_tko "value %5", %i : tile<i32> -> token } }
// -----
// expected-error @+1 {{'cuda_tile.print_tko' op found unterminated format expression}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = print_tko "%lk", %i : tile<i32> -> token } }
// -----
// print_tko: arguments are tiles; the format string is required.
// expected-error @+1 {{'cuda_tile.print_tko' op operand #0 must be variadic of tile of f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or f8E5M3FNU or Pointer type or i4 values, but got '!cuda_tile.token'}}
cuda_tile.module @m { entry @k(%t: token) { %0 = print_tko "%d", %t : token -> token } }
// -----
// expected-error @+1 {{'cuda_tile.print_tko' op requires attribute 'str'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = "cuda_tile.print_tko"(%i) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.token } }
// -----
// print_tko (13.2+) always produces a token.
// expected-error @+1 {{expected '->'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %0 = print_tko "%d", %i : tile<i32> } }
// -----
// assert: an i1 condition of any shape and a message.
// expected-error @+2 {{'cuda_tile.assert' op operand #0 must be tile of i1 values, but got '!cuda_tile.tile<4xi32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %m = constant <i32: 1> : tile<4xi32>
  assert %m, "x" : tile<4xi32> } }
// -----
// expected-error @+1 {{'cuda_tile.assert' op requires attribute 'message'}}
cuda_tile.module @m { entry @k(%c: tile<i1>) { "cuda_tile.assert"(%c) : (!cuda_tile.tile<i1>) -> () } }
