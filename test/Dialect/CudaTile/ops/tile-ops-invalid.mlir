// Verifier rules of the tile ops (ops.md 1.2), one case per rule and per
// operand constraint, with the exact diagnostic.
//
// Left out until the tool matches ops.md: extract's warnings for constant
// out-of-range indices (none are emitted), cat with operands differing in a
// non-concatenated dimension (misleading "result dimension 0 must be 2, got
// 2"), and reduce/scan with more results than operands (crash).
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// get_tile_block_id / get_num_tile_blocks produce rank-0 i32 tiles.
// expected-error @+1 {{'cuda_tile.get_tile_block_id' op result #0 must be 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %a, %b, %c = get_tile_block_id : tile<i64> } }
// -----
// expected-error @+1 {{'cuda_tile.get_num_tile_blocks' op result #0 must be 0D tile of i32 values, but got '!cuda_tile.tile<4xi32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %a, %b, %c = get_num_tile_blocks : tile<4xi32> } }
// -----
// iota: 1-D result only.
// expected-error @+1 {{'cuda_tile.iota' op expects result type to be 1-d tile}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = iota : tile<2x2xi32> } }
// -----
// expected-error @+1 {{'cuda_tile.iota' op expects result type to be 1-d tile}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = iota : tile<i32> } }
// -----
// iota: the length fits the element type (at most 2^bitwidth values).
// expected-error @+1 {{'cuda_tile.iota' op the number of elements 512 exceeds the maximum value of element type 'i8'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = iota : tile<512xi8> } }
// -----
// expected-error @+1 {{'cuda_tile.iota' op the number of elements 4 exceeds the maximum value of element type 'i1'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = iota : tile<4xi1> } }
// -----
// iota: integer elements only.
// expected-error @+1 {{'cuda_tile.iota' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = iota : tile<4xf32> } }
// -----
// broadcast: same rank.
// expected-error @+2 {{'cuda_tile.broadcast' op expects source and result to have the same rank}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %r = reshape %s : tile<f32> -> tile<1xf32>
  %b = broadcast %r : tile<1xf32> -> tile<4x4xf32> } }
// -----
// broadcast: same element type.
// expected-error @+2 {{'cuda_tile.broadcast' op expects source and result to have the same element type}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %r = reshape %s : tile<f32> -> tile<1xf32>
  %b = broadcast %r : tile<1xf32> -> tile<4xf16> } }
// -----
// broadcast: only size-1 dimensions stretch.
// expected-error @+2 {{'cuda_tile.broadcast' op expects the shape of source tile to be compatible with that of the result tile}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = broadcast %z : tile<2x4xf32> -> tile<4x4xf32> } }
// -----
// reshape: same number of elements.
// expected-error @+1 {{'cuda_tile.reshape' op expected source tile and result tile to have the same number of elements}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %r = reshape %s : tile<f32> -> tile<2xf32> } }
// -----
// reshape: same element type.
// expected-error @+1 {{'cuda_tile.reshape' op expects source and result to have the same element type}}
cuda_tile.module @m { entry @k(%s: tile<f32>) { %r = reshape %s : tile<f32> -> tile<1xi32> } }
// -----
// permute: rank >= 2.
// expected-error @+2 {{'cuda_tile.permute' op expects a source tile of rank 2 or more, got rank 1}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %b = permute %z [0] : tile<4xf32> -> tile<4xf32> } }
// -----
// permute: one entry per dimension.
// expected-error @+2 {{'cuda_tile.permute' op expects the permutation to have 2 entries, got 3}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = permute %z [0, 1, 2] : tile<2x4xf32> -> tile<2x4xf32> } }
// -----
// permute: entries unique.
// expected-error @+2 {{'cuda_tile.permute' op permutation entry 1 (0) repeats an earlier entry}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = permute %z [0, 0] : tile<2x4xf32> -> tile<2x4xf32> } }
// -----
// permute: entries in [0, rank).
// expected-error @+2 {{'cuda_tile.permute' op permutation entry 1 (2) is out of range [0, 2)}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = permute %z [0, 2] : tile<2x4xf32> -> tile<2x4xf32> } }
// -----
// expected-error @+2 {{'cuda_tile.permute' op permutation entry 0 (-1) is out of range [0, 2)}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = permute %z [-1, 0] : tile<2x4xf32> -> tile<4x2xf32> } }
// -----
// permute: result dim i == source dim perm[i].
// expected-error @+2 {{'cuda_tile.permute' op result dimension 0 (2) must equal source dimension 1 (4)}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = permute %z [1, 0] : tile<2x4xf32> -> tile<2x4xf32> } }
// -----
// permute: same element type.
// expected-error @+2 {{'cuda_tile.permute' op expects source and result to have the same element type}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = permute %z [1, 0] : tile<2x4xf32> -> tile<4x2xf16> } }
// -----
// cat: 0 <= dim < rank.
// expected-error @+2 {{'cuda_tile.cat' op dim 2 is out of range [0, 2)}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = cat %z, %z dim = 2 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32> } }
// -----
// expected-error @+2 {{'cuda_tile.cat' op dim -1 is out of range [0, 2)}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = cat %z, %z dim = -1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32> } }
// -----
// cat: result[dim] = lhs[dim] + rhs[dim].
// expected-error @+2 {{'cuda_tile.cat' op result dimension 1 must be 8, got 4}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = cat %z, %z dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x4xf32> } }
// -----
// cat: the other result dimensions equal the operands'.
// expected-error @+2 {{'cuda_tile.cat' op result dimension 0 must be 2, got 4}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = cat %z, %z dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x8xf32> } }
// -----
// cat: same rank.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<2x4xf32>
  %y = constant <f32: 0.0> : tile<8xf32>
  // expected-error @+1 {{'cuda_tile.cat' op expects operands and result to have the same rank}}
  %b = cat %z, %y dim = 0 : tile<2x4xf32>, tile<8xf32> -> tile<4x4xf32>
} }
// -----
// cat: same element type (operands, then result).
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<2x4xf32>
  %y = constant <f16: 0.0> : tile<2x4xf16>
  // expected-error @+1 {{'cuda_tile.cat' op expects operands and result to have the same element type}}
  %b = cat %z, %y dim = 0 : tile<2x4xf32>, tile<2x4xf16> -> tile<4x4xf32>
} }
// -----
// expected-error @+2 {{'cuda_tile.cat' op expects operands and result to have the same element type}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = cat %z, %z dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf16> } }
// -----
// extract: same element type.
// expected-error @+2 {{'cuda_tile.extract' op expects source and result to have the same element type}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = extract %z[%i, %i] : tile<2x4xf32> -> tile<2x4xf16> } }
// -----
// extract: same rank.
// expected-error @+2 {{'cuda_tile.extract' op expects source and result to have the same rank}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = extract %z[%i, %i] : tile<2x4xf32> -> tile<8xf32> } }
// -----
// extract: each source dimension divisible by the result dimension.
// expected-error @+2 {{'cuda_tile.extract' op source dimension 1 (4) must be divisible by the result dimension (8)}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %z = constant <f32: 0.0> : tile<8x4xf32>
  %b = extract %z[%i, %i] : tile<8x4xf32> -> tile<8x8xf32> } }
// -----
// extract: one index per dimension.
// expected-error @+2 {{'cuda_tile.extract' op expects 2 indices, got 1}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %z = constant <f32: 0.0> : tile<2x4xf32>
  %b = extract %z[%i] : tile<2x4xf32> -> tile<2x4xf32> } }
// -----
// extract: indices are rank-0 i32 tiles (the parser resolves them as such).
cuda_tile.module @m { entry @k(%l: tile<i64>) {
  %z = constant <f32: 0.0> : tile<2x4xf32>
  // expected-note @-2 {{prior use here}}
  // expected-error @+1 {{use of value '%l' expects different type than prior uses: '!cuda_tile.tile<i32>' vs '!cuda_tile.tile<i64>'}}
  %b = extract %z[%l, %l] : tile<2x4xf32> -> tile<2x4xf32>
} }
// -----
// expected-error @+2 {{'cuda_tile.extract' op operand #1 must be variadic of 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
cuda_tile.module @m { entry @k(%l: tile<i64>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = "cuda_tile.extract"(%z, %l) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<2xf32> } }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  %i = constant <i32: 0> : tile<1xi32>
  // expected-error @+1 {{'cuda_tile.extract' op operand #1 must be variadic of 0D tile of i32 values, but got '!cuda_tile.tile<1xi32>'}}
  %0 = "cuda_tile.extract"(%z, %i) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<1xi32>) -> !cuda_tile.tile<2xf32>
} }
// -----
// select: the condition has the values' shape.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  %t = constant <i1: true> : tile<2xi1>
  // expected-error @+1 {{'cuda_tile.select' op expects the condition to have the shape of the values}}
  %b = select %t, %z, %z : tile<2xi1>, tile<4xf32>
} }
// -----
// select: no f4E2M1FN values.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f4E2M1FN: 0.0> : tile<4xf4E2M1FN>
  %t = constant <i1: true> : tile<4xi1>
  // expected-error @+1 {{'cuda_tile.select' op cannot operate on sub-byte type F4E2M1FN}}
  %b = select %t, %z, %z : tile<4xi1>, tile<4xf4E2M1FN>
} }
// -----
// select: the condition is an i1 tile.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  %t = constant <i32: 1> : tile<4xi32>
  // expected-error @+1 {{'cuda_tile.select' op operand #0 must be tile of i1 values, but got '!cuda_tile.tile<4xi32>'}}
  %b = select %t, %z, %z : tile<4xi32>, tile<4xf32>
} }
// -----
// select: both values and the result have one type (generic form only).
// expected-error @+1 {{'cuda_tile.select' op failed to verify that all of {val_if_true, val_if_false, result} have same type}}
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %h: tile<f16>) { %0 = "cuda_tile.select"(%c, %f, %h) : (!cuda_tile.tile<i1>, !cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32> } }
// -----
// expected-error @+1 {{'cuda_tile.select' op failed to verify that all of {val_if_true, val_if_false, result} have same type}}
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>) { %0 = "cuda_tile.select"(%c, %f, %f) : (!cuda_tile.tile<i1>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f16> } }
// -----
// offset: pointers and offsets have one shape.
// expected-error @+2 {{'cuda_tile.offset' op expects pointers and offsets of the same shape}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %o = constant <i32: 1> : tile<4xi32>
  %b = offset %p, %o : tile<ptr<f32>>, tile<4xi32> -> tile<ptr<f32>> } }
// -----
// offset: the result has the pointer type.
// expected-error @+1 {{'cuda_tile.offset' op failed to verify that all of {ptr, result} have same type}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) { %b = offset %p, %i : tile<ptr<f32>>, tile<i32> -> tile<ptr<f16>> } }
// -----
// offset: integer offsets, pointer bases.
// expected-error @+1 {{'cuda_tile.offset' op operand #1 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) { %b = offset %p, %s : tile<ptr<f32>>, tile<f32> -> tile<ptr<f32>> } }
// -----
// expected-error @+1 {{'cuda_tile.offset' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %b = offset %i, %i : tile<i32>, tile<i32> -> tile<i32> } }
// -----
// pack: same total bytes.
// expected-error @+2 {{'cuda_tile.pack' op expects source and result of the same size, got 16 and 8 bytes}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = pack %z : tile<4xf32> -> tile<8xi8> } }
// -----
// pack: rank 1.
// expected-error @+2 {{'cuda_tile.pack' op expects 1-d source and result tiles}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<2x2xf32>
  %0 = pack %z : tile<2x2xf32> -> tile<16xi8> } }
// -----
// pack: element widths differ.
// expected-error @+2 {{'cuda_tile.pack' op expects source and result element types of different widths}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i8: 0> : tile<4xi8>
  %0 = pack %z : tile<4xi8> -> tile<4xi8> } }
// -----
// pack: a whole number of bytes (i1 counts one bit).
// expected-error @+2 {{'cuda_tile.pack' op expects source and result to be a whole number of bytes}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i1: 0> : tile<4xi1>
  %0 = pack %z : tile<4xi1> -> tile<1xi8> } }
// -----
// pack: the result is an i8 tile.
// expected-error @+2 {{'cuda_tile.pack' op result #0 must be tile of i8 values, but got '!cuda_tile.tile<4xi32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = pack %z : tile<4xf32> -> tile<4xi32> } }
// -----
// unpack: rank 1.
// expected-error @+2 {{'cuda_tile.unpack' op expects 1-d source and result tiles}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i8: 0> : tile<16xi8>
  %0 = unpack %z : tile<16xi8> -> tile<2x8xi8> } }
// -----
// unpack: same total bytes.
// expected-error @+2 {{'cuda_tile.unpack' op expects source and result of the same size, got 16 and 32 bytes}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i8: 0> : tile<16xi8>
  %0 = unpack %z : tile<16xi8> -> tile<16xf16> } }
// -----
// unpack: element widths differ.
// expected-error @+2 {{'cuda_tile.unpack' op expects source and result element types of different widths}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i8: 0> : tile<16xi8>
  %0 = unpack %z : tile<16xi8> -> tile<16xi8> } }
// -----
// unpack: a whole number of bytes.
// expected-error @+2 {{'cuda_tile.unpack' op expects source and result to be a whole number of bytes}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i8: 0> : tile<1xi8>
  %0 = unpack %z : tile<1xi8> -> tile<4xi1> } }
// -----
// unpack: the source is an i8 tile; the result a number tile.
// expected-error @+2 {{'cuda_tile.unpack' op operand #0 must be tile of i8 values, but got '!cuda_tile.tile<4xf32>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = unpack %z : tile<4xf32> -> tile<4xi32> } }
// -----
// expected-error @+2 {{'cuda_tile.unpack' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i4 values, but got '!cuda_tile.tile<4xptr<f32>>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %z = constant <i8: 0> : tile<32xi8>
  %1 = unpack %z : tile<32xi8> -> tile<4xptr<f32>> } }
// -----
// reduce/scan: at least one operand (only the generic form can say so).
cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.reduce' op expects at least one operand}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
    ^bb0:
      "cuda_tile.yield"() : () -> ()
    }) : () -> ()
  }
}
// -----
cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.scan' op expects at least one operand}}
    "cuda_tile.scan"() <{dim = 0 : i32, identities = [], reverse = false}> ({
    ^bb0:
      "cuda_tile.yield"() : () -> ()
    }) : () -> ()
  }
}
// -----
// reduce/scan: one identity per operand.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op expects one identity per operand, got 2 identities for 1 operands}}
  %0 = reduce %z dim=0 identities=[0.0 : f32, 1.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.scan' op expects one identity per operand, got 2 identities for 1 operands}}
  %0 = scan %z dim=0 reverse=false identities=[0.0 : f32, 0.0 : f32] : tile<4xf32> -> tile<4xf32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
// reduce: one result per operand (the result types are inferred).
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op expects one result per operand, got 1 results for 2 operands}}
  %0 = reduce %z, %z dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<4xf32>, tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>, %a1: tile<f32>, %b1: tile<f32>) {
    yield %a, %a1 : tile<f32>, tile<f32>
  }
} }
// -----
// reduce: more results than operands.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op expects one result per operand, got 2 results for 1 operands}}
  %0:2 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>, tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
// scan: more results than operands.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.scan' op expects one result per operand, got 2 results for 1 operands}}
  %0:2 = scan %z dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>, tile<4xf32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
// reduce/scan: all operands have one shape.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  %y = constant <f32: 0.0> : tile<8xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op expects all operands to have the same shape}}
  %0:2 = reduce %z, %y dim=0 identities=[0.0 : f32, 1.0 : f32] : tile<4xf32>, tile<8xf32> -> tile<f32>, tile<f32>
  (%a: tile<f32>, %b: tile<f32>, %a1: tile<f32>, %b1: tile<f32>) {
    yield %a, %a1 : tile<f32>, tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <i32: 0> : tile<4xi32>
  %y = constant <i32: 0> : tile<4x2xi32>
  // expected-error @+1 {{'cuda_tile.scan' op expects all operands to have the same shape}}
  %0:2 = scan %z, %y dim=0 reverse=false identities=[0 : i32, 0 : i32] : tile<4xi32>, tile<4x2xi32> -> tile<4xi32>, tile<4x2xi32>
  (%a: tile<i32>, %b: tile<i32>, %a1: tile<i32>, %b1: tile<i32>) {
    yield %a, %a1 : tile<i32>, tile<i32>
  }
} }
// -----
// reduce/scan: 0 <= dim < rank.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op dim 1 is out of range [0, 1)}}
  %0 = reduce %z dim=1 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %0 = reduce %z dim=-1 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.scan' op dim 1 is out of range [0, 1)}}
  %0 = scan %z dim=1 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
// reduce drops `dim`; scan keeps the shape; element types are kept.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4x8xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op result 0 must be '!cuda_tile.tile<8xf32>', got '!cuda_tile.tile<4xf32>'}}
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4x8xf32> -> tile<4xf32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op result 0 must be '!cuda_tile.tile<f32>', got '!cuda_tile.tile<f16>'}}
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f16>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.scan' op result 0 must be '!cuda_tile.tile<4xf32>', got '!cuda_tile.tile<f32>'}}
  %0 = scan %z dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
// reduce/scan: each identity is typed with the operand element type.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op identity 0 must be a typed attribute of the operand element type 'f32'}}
  %0 = reduce %z dim=0 identities=[0 : i32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op identity 0 must be a typed attribute of the operand element type 'f32'}}
  %0 = reduce %z dim=0 identities=["x"] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <i32: 0> : tile<4xi32>
  %y = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.scan' op identity 1 must be a typed attribute of the operand element type 'f32'}}
  %0:2 = scan %z, %y dim=0 reverse=true identities=[0 : i32, 0.0 : f64] : tile<4xi32>, tile<4xf32> -> tile<4xi32>, tile<4xf32>
  (%a: tile<i32>, %b: tile<i32>, %a1: tile<f32>, %b1: tile<f32>) {
    yield %a, %a1 : tile<i32>, tile<f32>
  }
} }
// -----
// The body takes 2 arguments per operand ...
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op expects the body to take 2 arguments, got 1}}
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.scan' op expects the body to take 2 arguments, got 3}}
  %0 = scan %z dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
  (%a: tile<f32>, %b: tile<f32>, %d: tile<f32>) {
    yield %a : tile<f32>
  }
} }
// -----
// ... each a rank-0 tile of the operand's element type ...
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op body argument 0 must be '!cuda_tile.tile<f32>', got '!cuda_tile.tile<1xf32>'}}
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<1xf32>, %b: tile<1xf32>) {
    %x = reshape %a : tile<1xf32> -> tile<f32>
    yield %x : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op body argument 1 must be '!cuda_tile.tile<f32>', got '!cuda_tile.tile<f16>'}}
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f16>) {
    yield %a : tile<f32>
  }
} }
// -----
// ... and yields one rank-0 value per operand, of its element type.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op expects the body to yield 1 values}}
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a, %b : tile<f32>, tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.scan' op expects the body to yield 1 values}}
  %0 = scan %z dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op body must yield '!cuda_tile.tile<f32>' as value 0, got '!cuda_tile.tile<i32>'}}
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    %x = constant <i32: 0> : tile<i32>
    yield %x : tile<i32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.reduce' op body must yield '!cuda_tile.tile<f32>' as value 0, got '!cuda_tile.tile<1xf32>'}}
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    %x = reshape %a : tile<f32> -> tile<1xf32>
    yield %x : tile<1xf32>
  }
} }
// -----
// Only pure ops in the body: not divi (not speculatable), print_tko, assert
// or a load.
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.divi' op only pure operations are allowed inside 'cuda_tile.reduce'}}
    %x = divi %i, %i signed : tile<i32>
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.print_tko' op only pure operations are allowed inside 'cuda_tile.reduce'}}
    %t = print_tko "x" -> token
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  %0 = reduce %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
  (%a: tile<f32>, %b: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.assert' op only pure operations are allowed inside 'cuda_tile.reduce'}}
    assert %c, "x" : tile<i1>
    yield %a : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  %0 = scan %z dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
  (%a: tile<f32>, %b: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.load_ptr_tko' op only pure operations are allowed inside 'cuda_tile.scan'}}
    %x, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    yield %a : tile<f32>
  }
} }
// -----
// scan needs `reverse=`.
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  %z = constant <f32: 0.0> : tile<4xf32>
  // expected-error @+1 {{custom op 'cuda_tile.scan' expected 'reverse'}}
  %0 = scan %z dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
  (%a: tile<f32>, %b: tile<f32>) {
    yield %a : tile<f32>
  }
} }
