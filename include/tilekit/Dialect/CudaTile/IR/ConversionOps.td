//===- ConversionOps.td - cuda_tile conversion ops -----------*- tablegen -*-===//
//
// bitcast, exti, trunci, ftof, ftoi, itof, int_to_ptr, ptr_to_int,
// ptr_to_ptr. Source and result always have the same shape.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CONVERSIONOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CONVERSIONOPS_TD

include "mlir/Interfaces/SideEffectInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.td"

class CudaTile_ConversionOp<string mnemonic, int opcode, Type fromType,
                            Type toType, dag attrs, string modifiers>
    : CudaTile_Op<mnemonic, opcode, CudaTile_V13_1, [Pure]> {
  let arguments = !con((ins fromType:$from), attrs);
  let results = (outs toType:$to);
  let assemblyFormat = "$from " # modifiers # [{ attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_BitcastOp : CudaTile_Op<"bitcast", 0x09, CudaTile_V13_1, [Pure]> {
  let summary = "Reinterpret the bits of each element";
  let arguments = (ins CudaTile_NumberTile:$source);
  let results = (outs CudaTile_NumberTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtIOp : CudaTile_ConversionOp<"exti", 0x25, CudaTile_IntOrI4Tile,
    CudaTile_IntOrI4Tile, (ins CudaTile_SignednessAttr:$signedness),
    "custom<Signedness>($signedness)"> {
  let summary = "Sign- or zero-extend integers";
}

def CudaTile_TruncIOp : CudaTile_ConversionOp<"trunci", 0x6B,
    CudaTile_IntOrI4Tile, CudaTile_IntOrI4Tile,
    (ins DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                           "::mlir::cuda_tile::IntegerOverflow::NONE">:$overflow),
    "(`overflow` `` $overflow^)?"> {
  let summary = "Truncate integers";
}

def CudaTile_FToFOp : CudaTile_ConversionOp<"ftof", 0x2A,
    CudaTile_ConvertibleFloatTile, CudaTile_ConvertibleFloatTile,
    (ins DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::NEAREST_EVEN">:$rounding_mode),
    "custom<IEEERoundingMode>($rounding_mode)"> {
  let summary = "Convert between float types";
}

// `saturating` (13.4) clamps out-of-range values and maps NaN to 0; its
// place in the custom syntax (after the rounding mode, like `flush_to_zero`
// of the float ops) is TileKit's choice until the reference prints it.
def CudaTile_FToIOp : CudaTile_ConversionOp<"ftoi", 0x2B, CudaTile_FloatTile,
    CudaTile_IntTile, (ins CudaTile_SignednessAttr:$signedness,
                           CudaTile_RoundingModeAttr:$rounding_mode,
                           UnitAttr:$saturating),
    "custom<Signedness>($signedness) custom<IntegerRoundingMode>($rounding_mode) "
    "(`saturating` $saturating^)?"> {
  let newerFields = [CudaTile_NewerField<"saturating", CudaTile_V13_4>];
  let summary = "Convert floats to integers, rounding toward zero";
}

def CudaTile_IToFOp : CudaTile_ConversionOp<"itof", 0x3B, CudaTile_IntTile,
    CudaTile_FloatTile, (ins CudaTile_SignednessAttr:$signedness,
                             CudaTile_RoundingModeAttr:$rounding_mode),
    "custom<Signedness>($signedness) custom<IEEERoundingMode>($rounding_mode)"> {
  let summary = "Convert integers to floats";
}

def CudaTile_IntToPtrOp : CudaTile_Op<"int_to_ptr", 0x33, CudaTile_V13_1, [Pure]> {
  let summary = "Integers to pointers";
  let arguments = (ins CudaTile_I64Tile:$source);
  let results = (outs CudaTile_PointerTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_PtrToIntOp : CudaTile_Op<"ptr_to_int", 0x56, CudaTile_V13_1, [Pure]> {
  let summary = "Pointers to integers";
  let arguments = (ins CudaTile_PointerTile:$source);
  let results = (outs CudaTile_I64Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_PtrToPtrOp : CudaTile_Op<"ptr_to_ptr", 0x57, CudaTile_V13_1, [Pure]> {
  let summary = "Change the pointee type of pointers";
  let arguments = (ins CudaTile_PointerTile:$source);
  let results = (outs CudaTile_PointerTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_CONVERSIONOPS_TD
