//===- TileOps.td - tile construction and reshaping ops ------*- tablegen -*-===//
//
// get_tile_block_id, get_num_tile_blocks, iota, broadcast, reshape, permute,
// cat, extract, select, offset, pack, unpack, reduce, scan.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_TILEOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_TILEOPS_TD

include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.td"

def CudaTile_GetTileBlockIdOp : CudaTile_Op<"get_tile_block_id", 0x30,
    CudaTile_V13_1, [Pure]> {
  let summary = "Position of this tile block in the 3-D grid";
  let results = (outs CudaTile_ScalarI32Tile:$blockId_x,
                      CudaTile_ScalarI32Tile:$blockId_y,
                      CudaTile_ScalarI32Tile:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}

def CudaTile_GetNumTileBlocksOp : CudaTile_Op<"get_num_tile_blocks", 0x2E,
    CudaTile_V13_1, [Pure]> {
  let summary = "Size of the 3-D grid of tile blocks";
  let results = (outs CudaTile_ScalarI32Tile:$gridSize_x,
                      CudaTile_ScalarI32Tile:$gridSize_y,
                      CudaTile_ScalarI32Tile:$gridSize_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

def CudaTile_IotaOp : CudaTile_Op<"iota", 0x3A, CudaTile_V13_1, [Pure]> {
  let summary = "The 1-D tile 0, 1, ..., n-1";
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

class CudaTile_SourceToResultOp<string mnemonic, int opcode,
                                CudaTile_Version since, Type sourceType,
                                Type resultType, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, opcode, since, !listconcat([Pure], traits)> {
  let arguments = (ins sourceType:$source);
  let results = (outs resultType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_BroadcastOp : CudaTile_SourceToResultOp<"broadcast", 0x0B,
    CudaTile_V13_1, CudaTile_AnyTile, CudaTile_AnyTile,
    [DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Stretch size-1 dimensions";
}

def CudaTile_ReshapeOp : CudaTile_SourceToResultOp<"reshape", 0x5B,
    CudaTile_V13_1, CudaTile_AnyTile, CudaTile_AnyTile,
    [DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Same elements, another shape";
}

def CudaTile_PermuteOp : CudaTile_Op<"permute", 0x53, CudaTile_V13_1, [Pure]> {
  let summary = "Transpose dimensions";
  let arguments = (ins CudaTile_AnyTile:$source,
                       DenseI32ArrayAttr:$permutation);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CatOp : CudaTile_Op<"cat", 0x0C, CudaTile_V13_1, [Pure]> {
  let summary = "Concatenate two tiles along a dimension";
  let arguments = (ins CudaTile_AnyTile:$lhs, CudaTile_AnyTile:$rhs,
                       I64Attr:$dim);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtractOp : CudaTile_Op<"extract", 0x26, CudaTile_V13_1, [Pure]> {
  let summary = "The sub-tile at a block index";
  let arguments = (ins CudaTile_AnyTile:$source,
                       Variadic<CudaTile_ScalarI32Tile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// Custom syntax `insert %src into %dst[%i, %j] : S -> D` is TileKit's
// choice until the reference prints it (docs/status.md).
def CudaTile_InsertOp : CudaTile_Op<"insert", 0x76, CudaTile_V13_4, [Pure,
    AllTypesMatch<["destination", "result"]>]> {
  let summary = "Replace the sub-tile at a block index";
  let arguments = (ins CudaTile_AnyTile:$source, CudaTile_AnyTile:$destination,
                       Variadic<CudaTile_ScalarI32Tile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `into` $destination `[` $indices `]` attr-dict `:`
    custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($destination))
  }];
  let hasVerifier = 1;
  // fold: a source as large as the destination replaces it (TileOps.cpp).
  let hasFolder = 1;
}

def CudaTile_SelectOp : CudaTile_Op<"select", 0x5F, CudaTile_V13_1, [Pure,
    AllTypesMatch<["val_if_true", "val_if_false", "result"]>]> {
  let summary = "Element-wise choice between two tiles";
  let arguments = (ins CudaTile_I1Tile:$cond, CudaTile_AnyTile:$val_if_true,
                       CudaTile_AnyTile:$val_if_false);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:`
    custom<CudaTileType>(type($cond)) `,` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  // Folds and canonicalization patterns: lib/Dialect/CudaTile/IR/SelectFolds.cpp.
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def CudaTile_OffsetOp : CudaTile_Op<"offset", 0x51, CudaTile_V13_1, [Pure,
    Elementwise, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "Advance pointers by a number of elements";
  let arguments = (ins CudaTile_PointerTile:$ptr, CudaTile_IntTile:$offset);
  let results = (outs CudaTile_PointerTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,`
    custom<CudaTileType>(type($offset)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_PackOp : CudaTile_SourceToResultOp<"pack", 0x6F, CudaTile_V13_3,
    CudaTile_NumberOrI4Tile, CudaTile_I8Tile> {
  let summary = "Reinterpret a 1-D tile as its bytes";
}

def CudaTile_UnpackOp : CudaTile_SourceToResultOp<"unpack", 0x70,
    CudaTile_V13_3, CudaTile_I8Tile, CudaTile_NumberOrI4Tile> {
  let summary = "Reinterpret bytes as a 1-D tile of another element type";
}

class CudaTile_CombineOp<string mnemonic, int opcode, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, opcode, CudaTile_V13_1, !listconcat([
        RecursiveMemoryEffects, InferTypeOpAdaptor,
        SingleBlockImplicitTerminator<"YieldOp">], traits)> {
  let regions = (region SizedRegion<1>:$body);
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def CudaTile_ReduceOp : CudaTile_CombineOp<"reduce", 0x58, [
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect",
        "getAsmResultNames", "getAsmBlockArgumentNames"]>]> {
  let summary = "Reduce tiles along a dimension with a combiner region";
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       ArrayAttr:$identities);
}

def CudaTile_ScanOp : CudaTile_CombineOp<"scan", 0x5E,
    [CudaTile_DefaultDialectRegion]> {
  let summary = "Inclusive scan of tiles along a dimension";
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse, ArrayAttr:$identities);
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_TILEOPS_TD
