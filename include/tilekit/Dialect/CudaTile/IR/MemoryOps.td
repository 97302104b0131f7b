//===- MemoryOps.td - tokens, pointer and view memory ops ----*- tablegen -*-===//
//
// make_token, join_tokens, load_ptr_tko, store_ptr_tko, alloca, tensor and
// tile views, and the view loads and stores. Token-ordered (`_tko`) ops take
// an optional `token` and produce a `result_token`; they declare memory
// effects so that no generic pass erases, duplicates or reorders them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_MEMORYOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_MEMORYOPS_TD

include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.td"

/// Token-ordered ops read and write memory (and order each other).
defvar CudaTile_TokenOrdered = MemoryEffects<[MemRead, MemWrite]>;

defvar CudaTile_MemoryModelArgs = (ins
    CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
    OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope);
defvar CudaTile_AtomicModelArgs = (ins
    CudaTile_MemoryOrderingSemanticsAttr:$memory_ordering_semantics,
    CudaTile_MemoryScopeAttr:$memory_scope);
defvar CudaTile_HintsArg = (ins
    OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", 0x44, CudaTile_V13_1,
    [Pure]> {
  let summary = "A fresh root token";
  let results = (outs CudaTile_TokenTypeConstraint:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_JoinTokensOp : CudaTile_Op<"join_tokens", 0x3C, CudaTile_V13_1,
    [Pure]> {
  let summary = "A token ordered after all of the given ones";
  let arguments = (ins Variadic<CudaTile_TokenTypeConstraint>:$tokens);
  let results = (outs CudaTile_TokenTypeConstraint:$result);
  let assemblyFormat =
      "$tokens attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_LoadPtrTkoOp : CudaTile_Op<"load_ptr_tko", 0x3D, CudaTile_V13_1, [
    CudaTile_TokenOrdered, AttrSizedOperandSegments]> {
  let summary = "Gather elements through a tile of pointers";
  let arguments = !con((ins CudaTile_PointerTile:$source,
                            Optional<CudaTile_I1Tile>:$mask,
                            Optional<CudaTile_NumberTile>:$paddingValue,
                            Optional<CudaTile_TokenTypeConstraint>:$token),
                       CudaTile_MemoryModelArgs, CudaTile_HintsArg);
  let results = (outs CudaTile_AnyTile:$result,
                      CudaTile_TokenTypeConstraint:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_StorePtrTkoOp : CudaTile_Op<"store_ptr_tko", 0x65, CudaTile_V13_1, [
    CudaTile_TokenOrdered, AttrSizedOperandSegments]> {
  let summary = "Scatter elements through a tile of pointers";
  let arguments = !con((ins CudaTile_PointerTile:$destination,
                            CudaTile_AnyTile:$value,
                            Optional<CudaTile_I1Tile>:$mask,
                            Optional<CudaTile_TokenTypeConstraint>:$token),
                       CudaTile_MemoryModelArgs, CudaTile_HintsArg);
  let results = (outs CudaTile_TokenTypeConstraint:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AllocaOp : CudaTile_Op<"alloca", 0x71, CudaTile_V13_3, [
    MemoryEffects<[MemAlloc<AutomaticAllocationScopeResource>]>]> {
  let summary = "Stack memory for the lifetime of the enclosing block";
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$alignment,
                       UnitAttr:$global);
  let results = (outs CudaTile_ScalarPointerTile:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment
    (`global` $global^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MakeTensorViewOp : CudaTile_Op<"make_tensor_view", 0x43,
    CudaTile_V13_1, [NoMemoryEffect, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "A tensor_view over global memory";
  let arguments = (ins CudaTile_ScalarPointerTile:$base,
                       Variadic<CudaTile_ScalarIntTile>:$dynamicShape,
                       Variadic<CudaTile_ScalarIntTile>:$dynamicStrides);
  let results = (outs CudaTile_TensorViewType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

/// make_partition_view, make_strided_view, make_gather_scatter_view.
class CudaTile_MakeViewOp<string mnemonic, int opcode, CudaTile_Version since,
                          TypeDef viewType>
    : CudaTile_Op<mnemonic, opcode, since, [Pure,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let arguments = (ins CudaTile_TensorViewType:$tensor_view);
  let results = (outs viewType:$result);
  let assemblyFormat = [{
    $tensor_view attr-dict `:`
    custom<ViewResultType>(type($result), type($tensor_view))
  }];
  let hasVerifier = 1;
}

def CudaTile_MakePartitionViewOp : CudaTile_MakeViewOp<"make_partition_view",
    0x42, CudaTile_V13_1, CudaTile_PartitionViewType> {
  let summary = "A grid of tiles over a tensor_view";
}
def CudaTile_MakeStridedViewOp : CudaTile_MakeViewOp<"make_strided_view",
    0x74, CudaTile_V13_3, CudaTile_StridedViewType> {
  let summary = "Strided tiles over a tensor_view";
}
def CudaTile_MakeGatherScatterViewOp : CudaTile_MakeViewOp<
    "make_gather_scatter_view", 0x73, CudaTile_V13_3,
    CudaTile_GatherScatterViewType> {
  let summary = "Row-gathered tiles over a tensor_view";
}

def CudaTile_GetTensorShapeOp : CudaTile_Op<"get_tensor_shape", 0x2F,
    CudaTile_V13_1, [NoMemoryEffect]> {
  let summary = "The sizes of a tensor_view";
  let arguments = (ins CudaTile_TensorViewType:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTile>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetIndexSpaceShapeOp : CudaTile_Op<"get_index_space_shape", 0x2D,
    CudaTile_V13_1, [NoMemoryEffect]> {
  let summary = "The number of tiles along each dimension of a view";
  let arguments = (ins CudaTile_TileViewType:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTile>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

/// `inbounds` (13.4): one promise per index that the tile stays inside the
/// tensor along that dimension; absent means no promise.
defvar CudaTile_InBoundsArg = (ins CudaTile_PerOperandFlags<"index">:$inbounds);

def CudaTile_LoadViewTkoOp : CudaTile_Op<"load_view_tko", 0x3E, CudaTile_V13_1, [
    CudaTile_TokenOrdered, AttrSizedOperandSegments]> {
  let newerFields = [CudaTile_NewerField<"inbounds", CudaTile_V13_4>];
  let summary = "Load the tile at an index of a view";
  let arguments = !con((ins CudaTile_TileViewType:$view,
                            Variadic<CudaTile_IntTile>:$index,
                            Optional<CudaTile_TokenTypeConstraint>:$token),
                       CudaTile_MemoryModelArgs, CudaTile_HintsArg,
                       CudaTile_InBoundsArg);
  let results = (outs CudaTile_AnyTile:$tile,
                      CudaTile_TokenTypeConstraint:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_StoreViewTkoOp : CudaTile_Op<"store_view_tko", 0x66, CudaTile_V13_1, [
    CudaTile_TokenOrdered, AttrSizedOperandSegments]> {
  let newerFields = [CudaTile_NewerField<"inbounds", CudaTile_V13_4>];
  let summary = "Store a tile at an index of a view";
  let arguments = !con((ins CudaTile_AnyTile:$tile,
                            CudaTile_TileViewType:$view,
                            Variadic<CudaTile_IntTile>:$index,
                            Optional<CudaTile_TokenTypeConstraint>:$token),
                       CudaTile_MemoryModelArgs, CudaTile_HintsArg,
                       CudaTile_InBoundsArg);
  let results = (outs CudaTile_TokenTypeConstraint:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Grid dependency control and alias fences (13.4)
//===----------------------------------------------------------------------===//

// `token = %t` is printed with spaces, as the reference prints these ops.
class CudaTile_TokenOnlyOp<string mnemonic, int opcode, dag operands>
    : CudaTile_Op<mnemonic, opcode, CudaTile_V13_4, [CudaTile_TokenOrdered]> {
  let arguments = operands;
  let results = (outs CudaTile_TokenTypeConstraint:$result_token);
  let assemblyFormat = [{
    (`token` `=` $token^)? attr-dict `->` custom<CudaTileType>(type($result_token))
  }];
}

def CudaTile_GdcLaunchDependentsTkoOp : CudaTile_TokenOnlyOp<
    "gdc_launch_dependents_tko", 0x77,
    (ins Optional<CudaTile_TokenTypeConstraint>:$token)> {
  let summary = "Let programmatically dependent kernels be scheduled";
}

def CudaTile_GdcWaitTkoOp : CudaTile_TokenOnlyOp<"gdc_wait_tko", 0x78,
    (ins Optional<CudaTile_TokenTypeConstraint>:$token)> {
  let summary = "Wait for the predecessor kernel, with acquire semantics";
}

// The required token keeps the `token = %t` spelling of the gdc ops: the
// reference's syntax is not public (docs/status.md).
def CudaTile_MemoryFenceAliasTkoOp : CudaTile_TokenOnlyOp<
    "memory_fence_alias_tko", 0x7A,
    (ins CudaTile_TokenTypeConstraint:$token)> {
  let summary = "Order accesses to one memory through different aliases";
  let assemblyFormat = [{
    `token` `=` $token attr-dict `->` custom<CudaTileType>(type($result_token))
  }];
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

def CudaTile_AtomicCASTkoOp : CudaTile_Op<"atomic_cas_tko", 0x07, CudaTile_V13_1, [
    CudaTile_TokenOrdered, AttrSizedOperandSegments,
    AllTypesMatch<["cmp", "val", "result"]>]> {
  let summary = "Atomic compare-and-swap; yields the old values";
  let arguments = !con((ins CudaTile_PointerTile:$pointers,
                            CudaTile_AnyTile:$cmp, CudaTile_AnyTile:$val,
                            Optional<CudaTile_I1Tile>:$mask,
                            Optional<CudaTile_TokenTypeConstraint>:$token),
                       CudaTile_AtomicModelArgs);
  let results = (outs CudaTile_AnyTile:$result,
                      CudaTile_TokenTypeConstraint:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AtomicRMWTkoOp : CudaTile_Op<"atomic_rmw_tko", 0x08, CudaTile_V13_1, [
    CudaTile_TokenOrdered, AttrSizedOperandSegments,
    AllTypesMatch<["arg", "result"]>]> {
  let summary = "Atomic read-modify-write; yields the old values";
  let arguments = !con((ins CudaTile_PointerTile:$pointers,
                            CudaTile_AnyTile:$arg,
                            Optional<CudaTile_I1Tile>:$mask,
                            Optional<CudaTile_TokenTypeConstraint>:$token),
                       CudaTile_AtomicModelArgs,
                       (ins CudaTile_AtomicRMWModeAttr:$mode));
  let results = (outs CudaTile_AnyTile:$result,
                      CudaTile_TokenTypeConstraint:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AtomicRedViewTkoOp : CudaTile_Op<"atomic_red_view_tko", 0x75,
    CudaTile_V13_3, [CudaTile_TokenOrdered, AttrSizedOperandSegments]> {
  let summary = "Atomic reduction of a tile into a view";
  let arguments = !con((ins CudaTile_TileViewType:$view,
                            Variadic<CudaTile_IntTile>:$index,
                            CudaTile_AnyTile:$value,
                            Optional<CudaTile_TokenTypeConstraint>:$token),
                       CudaTile_AtomicModelArgs,
                       (ins CudaTile_AtomicRMWModeAttr:$mode));
  let results = (outs CudaTile_TokenTypeConstraint:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_MEMORYOPS_TD
