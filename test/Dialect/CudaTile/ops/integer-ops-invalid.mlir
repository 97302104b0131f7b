// Verifier rules of the integer ops (ops.md 3 and 4.2 for mmai), one case
// per rule and per operand constraint, with the exact diagnostic.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// Integer tiles only (i1..i64): no floats ...
// expected-error @+1 {{'cuda_tile.absi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = absi %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.negi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = negi %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = addi %f, %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.subi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = subi %f, %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.muli' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = muli %f, %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.mulhii' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = mulhii %f, %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.andi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = andi %f, %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.ori' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = ori %f, %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.xori' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = xori %f, %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.shli' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = shli %f, %f : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.divi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = divi %f, %f signed : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.remi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = remi %f, %f signed : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.maxi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = maxi %f, %f signed : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.mini' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = mini %f, %f signed : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.shri' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = shri %f, %f signed : tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.cmpi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%f: tile<f32>) { %0 = cmpi less_than %f, %f, signed : tile<f32> -> tile<i1> } }
// -----
// ... and no i4.
// expected-error @+2 {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<i4>'}}
cuda_tile.module @m { entry @k(%l: tile<i64>) { %0 = trunci %l : tile<i64> -> tile<i4>
  %1 = addi %0, %0 : tile<i4> } }
// -----
// Operands and result have one type (only the generic form can differ).
// expected-error @+1 {{'cuda_tile.addi' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%a: tile<i32>, %b: tile<i16>) { %0 = "cuda_tile.addi"(%a, %b) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i16>) -> !cuda_tile.tile<i32> } }
// -----
// expected-error @+2 {{'cuda_tile.absi' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = "cuda_tile.absi"(%z) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<2xi32> } }
// -----
// expected-error @+1 {{'cuda_tile.divi' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = "cuda_tile.divi"(%a, %a) <{rounding = #cuda_tile.rounding<zero>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> } }
// -----
// expected-error @+1 {{'cuda_tile.xori' op requires the same type for all operands and results}}
cuda_tile.module @m { entry @k(%a: tile<i32>, %b: tile<i64>) { %0 = "cuda_tile.xori"(%a, %b) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i32> } }
// -----
// The signedness keyword is mandatory where the op has one.
// expected-error @+1 {{custom op 'cuda_tile.divi' expected signedness to be one of: {'signed', 'unsigned'}}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = divi %a, %a : tile<i32> } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.maxi' expected signedness to be one of: {'signed', 'unsigned'}}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = maxi %a, %a : tile<i32> } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.shri' expected signedness to be one of: {'signed', 'unsigned'}}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = shri %a, %a : tile<i32> } }
// -----
// divi: rounding is zero, negative_inf or positive_inf ...
// expected-error @+1 {{'cuda_tile.divi' op rounding mode 'nearest_even' is not allowed; expected 'zero', 'negative_inf' or 'positive_inf'}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = divi %a, %a signed rounding<nearest_even> : tile<i32> } }
// -----
// expected-error @+1 {{'cuda_tile.divi' op rounding mode 'approx' is not allowed; expected 'zero', 'negative_inf' or 'positive_inf'}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = divi %a, %a signed rounding<approx> : tile<i32> } }
// -----
// ... and negative_inf is signed only.
// expected-error @+1 {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = divi %a, %a unsigned rounding<negative_inf> : tile<i32> } }
// -----
// negi: no no_unsigned_wrap.
// expected-error @+1 {{'cuda_tile.negi' op 'no_unsigned_wrap' overflow flag is not supported}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = negi %a overflow<no_unsigned_wrap> : tile<i32> } }
// -----
// Overflow keywords are the IntegerOverflow cases.
// expected-error @+2 {{custom op 'cuda_tile.addi' expected ::mlir::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
// expected-error @+1 {{custom op 'cuda_tile.addi' failed to parse CudaTile_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::cuda_tile::IntegerOverflow`}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = addi %a, %a overflow<bogus> : tile<i32> } }
// -----
// cmpi: the result is an i1 tile of the operand shape; operands of one type;
// predicate and signedness keywords required.
// expected-error @+2 {{'cuda_tile.cmpi' op expects the result to have the shape of the operands}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = cmpi less_than %z, %z, signed : tile<4xi32> -> tile<2xi1> } }
// -----
// expected-error @+2 {{'cuda_tile.cmpi' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<4xi32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i32: 0> : tile<4xi32>
  %0 = cmpi less_than %z, %z, signed : tile<4xi32> -> tile<4xi32> } }
// -----
// expected-error @+1 {{'cuda_tile.cmpi' op failed to verify that all of {lhs, rhs} have same type}}
cuda_tile.module @m { entry @k(%a: tile<i32>, %b: tile<i64>) { %0 = "cuda_tile.cmpi"(%a, %b) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i1> } }
// -----
// expected-error @+1 {{expected ','}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = cmpi less_than %a, %a : tile<i32> -> tile<i1> } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.cmpi' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
cuda_tile.module @m { entry @k(%a: tile<i32>) { %0 = cmpi less %a, %a, signed : tile<i32> -> tile<i1> } }
// -----
// mmai: rank 2 or 3, the same for all operands.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<4xi8>
  %c = constant <i32: 0> : tile<4xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op operands must be 2D or 3D tiles}}
  %0 = mmai %l, %l, %c signed signed : tile<4xi8>, tile<4xi8>, tile<4xi32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<2x2x4x8xi8>
  %r = constant <i8: 0> : tile<2x2x8x2xi8>
  %c = constant <i32: 0> : tile<2x2x4x2xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op operands must be 2D or 3D tiles}}
  %0 = mmai %l, %r, %c signed signed : tile<2x2x4x8xi8>, tile<2x2x8x2xi8>, tile<2x2x4x2xi32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<4x8xi8>
  %r = constant <i8: 0> : tile<2x8x2xi8>
  %c = constant <i32: 0> : tile<4x2xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op operands must be 2D or 3D tiles}}
  %0 = mmai %l, %r, %c signed signed : tile<4x8xi8>, tile<2x8x2xi8>, tile<4x2xi32>
} }
// -----
// mmai: lhs MxK, rhs KxN, acc MxN.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<4x8xi8>
  %r = constant <i8: 0> : tile<4x2xi8>
  %c = constant <i32: 0> : tile<4x2xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op expects the K dimension of lhs (8) to match that of rhs (4)}}
  %0 = mmai %l, %r, %c signed signed : tile<4x8xi8>, tile<4x2xi8>, tile<4x2xi32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<4x8xi8>
  %r = constant <i8: 0> : tile<8x2xi8>
  %c = constant <i32: 0> : tile<2x2xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op expects an accumulator of shape 4x2, got '!cuda_tile.tile<2x2xi32>'}}
  %0 = mmai %l, %r, %c signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<2x2xi32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<4x8xi8>
  %r = constant <i8: 0> : tile<8x2xi8>
  %c = constant <i32: 0> : tile<4x4xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op expects an accumulator of shape 4x2, got '!cuda_tile.tile<4x4xi32>'}}
  %0 = mmai %l, %r, %c unsigned unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x4xi32>
} }
// -----
// mmai: batched operands share the batch size.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<2x4x8xi8>
  %r = constant <i8: 0> : tile<4x8x2xi8>
  %c = constant <i32: 0> : tile<2x4x2xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op expects the same batch size for all operands, got 2, 4 and 2}}
  %0 = mmai %l, %r, %c signed signed : tile<2x4x8xi8>, tile<4x8x2xi8>, tile<2x4x2xi32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<2x4x8xi8>
  %r = constant <i8: 0> : tile<2x8x2xi8>
  %c = constant <i32: 0> : tile<4x4x2xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op expects the same batch size for all operands, got 2, 2 and 4}}
  %0 = mmai %l, %r, %c signed signed : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<4x4x2xi32>
} }
// -----
// mmai: i8 inputs, i32 accumulator, result == accumulator type.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i16: 0> : tile<4x8xi16>
  %r = constant <i16: 0> : tile<8x2xi16>
  %c = constant <i32: 0> : tile<4x2xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op operand #0 must be tile of i8 values, but got '!cuda_tile.tile<4x8xi16>'}}
  %0 = mmai %l, %r, %c signed signed : tile<4x8xi16>, tile<8x2xi16>, tile<4x2xi32>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<4x8xi8>
  %r = constant <i8: 0> : tile<8x2xi8>
  %c = constant <i64: 0> : tile<4x2xi64>
  // expected-error @+1 {{'cuda_tile.mmai' op operand #2 must be tile of i32 values, but got '!cuda_tile.tile<4x2xi64>'}}
  %0 = mmai %l, %r, %c signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi64>
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<4x8xi8>
  %r = constant <i8: 0> : tile<8x2xi8>
  %c = constant <i32: 0> : tile<4x2xi32>
  // expected-error @+1 {{'cuda_tile.mmai' op failed to verify that all of {acc, result} have same type}}
  %0 = "cuda_tile.mmai"(%l, %r, %c) <{signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4x8xi8>, !cuda_tile.tile<8x2xi8>, !cuda_tile.tile<4x2xi32>) -> !cuda_tile.tile<4x4xi32>
} }
// -----
// mmai: two signedness keywords.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %l = constant <i8: 0> : tile<4x8xi8>
  %r = constant <i8: 0> : tile<8x2xi8>
  %c = constant <i32: 0> : tile<4x2xi32>
  // expected-error @+1 {{custom op 'cuda_tile.mmai' expected signedness to be one of: {'signed', 'unsigned'}}}
  %0 = mmai %l, %r, %c signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
} }
