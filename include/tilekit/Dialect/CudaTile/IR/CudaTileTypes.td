//===- CudaTileTypes.td - cuda_tile types --------------------*- tablegen -*-===//
//
// tile, ptr, tensor_view, partition_view, strided_view, gather_scatter_view,
// token and string, and the element-type constraints built on them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPES_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPES_TD

include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/IR/CommonTypeConstraints.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileBase.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileEnums.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileInterfaces.td"

//===----------------------------------------------------------------------===//
// Element types. The order of the lists fixes the wording of the generated
// "failed to verify" diagnostics, which matches the reference toolchain.
//===----------------------------------------------------------------------===//

def CudaTile_I1 : TypeAlias<I1, "i1">;
def CudaTile_I4 : TypeAlias<I<4>, "i4">;
def CudaTile_I8 : TypeAlias<I8, "i8">;
def CudaTile_I16 : TypeAlias<I16, "i16">;
def CudaTile_I32 : TypeAlias<I32, "i32">;
def CudaTile_I64 : TypeAlias<I64, "i64">;
def CudaTile_F16 : TypeAlias<F16, "f16">;
def CudaTile_BF16 : TypeAlias<BF16, "bf16">;
def CudaTile_F32 : TypeAlias<F32, "f32">;
def CudaTile_TF32 : TypeAlias<TF32, "tf32">;
def CudaTile_F64 : TypeAlias<F64, "f64">;
def CudaTile_F8E4M3FN : TypeAlias<F8E4M3FN, "f8E4M3FN">;
def CudaTile_F8E5M2 : TypeAlias<F8E5M2, "f8E5M2">;
def CudaTile_F8E8M0FNU : TypeAlias<F8E8M0FNU, "f8E8M0FNU">;
def CudaTile_F4E2M1FN : TypeAlias<F4E2M1FN, "f4E2M1FN">;

//===----------------------------------------------------------------------===//
// f8E5M3FNU (13.4, developer preview)
//===----------------------------------------------------------------------===//

// LLVM 22 has no float semantics for this format, so it is a dialect type
// rather than a builtin float; inside tiles it prints without the dialect
// prefix like the builtin element types.
def CudaTile_Float8E5M3FNUType : CudaTile_TypeDef<"Float8E5M3FNU",
                                                  "f8E5M3FNU"> {
  let summary = "8-bit unsigned float: 5 exponent bits, 3 mantissa bits";
  let description = [{
    No sign bit, exponent bias 15, subnormals, no infinities, NaN = 0xFF
    only; largest finite value 114688. A block-scale type of
    `mmaf_scaled` (13.4 developer preview). Also spelled `fnv8E5M3FNU`
    when parsed.
  }];
}
def CudaTile_F8E5M3FNU : Type<
    CPred<"::llvm::isa<::mlir::cuda_tile::Float8E5M3FNUType>($_self)">,
    "f8E5M3FNU", "::mlir::cuda_tile::Float8E5M3FNUType">;

def CudaTile_AnyInt : AnyTypeOf<[CudaTile_I1, CudaTile_I8, CudaTile_I16,
                                 CudaTile_I32, CudaTile_I64]> {
  let cppFunctionName = "isAnyIntElement";
}

def CudaTile_AnyFloat : AnyTypeOf<[CudaTile_F16, CudaTile_BF16, CudaTile_F32,
    CudaTile_TF32, CudaTile_F64, CudaTile_F8E4M3FN, CudaTile_F8E5M2,
    CudaTile_F8E8M0FNU, CudaTile_F4E2M1FN]> {
  let cppFunctionName = "isAnyFloatElement";
}

// f8E5M3FNU comes last so that the wording of 13.3 diagnostics only grows.
def CudaTile_NumberType : AnyTypeOf<[CudaTile_AnyFloat, CudaTile_AnyInt,
                                     CudaTile_F8E5M3FNU]> {
  let cppFunctionName = "isNumberElement";
  string cppType = "::mlir::Type";
}

//===----------------------------------------------------------------------===//
// ptr
//===----------------------------------------------------------------------===//

def CudaTile_PointerType : CudaTile_TypeDef<"Pointer", "ptr"> {
  let summary = "Pointer type";
  let description = [{
    A typed pointer to one numeric element in global memory: `ptr<f32>`.
    Pointers to pointers do not exist. From 13.4 a pointer may carry a
    pointer attribute: `ptr<f32, ptr_attr = default>` (TileKit's spelling).
  }];
  let parameters = (ins CudaTile_NumberType:$pointeeType,
      OptionalParameter<"::mlir::cuda_tile::PointerAttrKindAttr">:$ptrAttr);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType), [{
      return $_get(pointeeType.getContext(), pointeeType,
                   ::mlir::cuda_tile::PointerAttrKindAttr());
    }]>,
    TypeBuilder<(ins "::mlir::Type":$pointeeType), [{
      return $_get($_ctxt, pointeeType,
                   ::mlir::cuda_tile::PointerAttrKindAttr());
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_TileElementType : AnyTypeOf<[CudaTile_NumberType,
                                          CudaTile_PointerType, CudaTile_I4]> {
  let cppFunctionName = "isTileElement";
  string cppType = "::mlir::Type";
}

//===----------------------------------------------------------------------===//
// tile
//===----------------------------------------------------------------------===//

def CudaTile_TileType : CudaTile_TypeDef<"Tile", "tile", [ShapedTypeInterface]> {
  let summary = "Tile type";
  let description = [{
    A statically shaped value: `tile<4x8xf32>`, `tile<f32>` (rank 0),
    `tile<16xptr<f16>>`. Every dimension is a positive power of two and the
    tile holds at most 2^24 elements.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        CudaTile_TileElementType:$elementType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
                                        "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Tiles always have a rank (ShapedTypeInterface).
    bool hasRank() const { return true; }
    TileType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape,
                       ::mlir::Type elementType) const;
  }];
}

//===----------------------------------------------------------------------===//
// tensor_view
//===----------------------------------------------------------------------===//

def CudaTile_TensorViewType : CudaTile_TypeDef<"TensorView", "tensor_view"> {
  let summary = "Tensor view type";
  let description = [{
    A tensor in global memory: element type, shape and strides, each
    dimension and stride static (positive) or dynamic (`?`):
    `tensor_view<?x64xf32, strides=[64,1]>`. From 13.4 it may carry the
    pointer attribute of its base: `..., ptr_attr = default>`.
  }];
  let parameters = (ins CudaTile_NumberType:$elementType,
      ArrayRefParameter<"int64_t">:$shape,
      ArrayRefParameter<"int64_t">:$strides,
      OptionalParameter<"::mlir::cuda_tile::PointerAttrKindAttr">:$ptrAttr);
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$elementType,
                     "::llvm::ArrayRef<int64_t>":$shape,
                     "::llvm::ArrayRef<int64_t>":$strides), [{
      return $_get($_ctxt, elementType, shape, strides,
                   ::mlir::cuda_tile::PointerAttrKindAttr());
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Marker of a dynamic dimension or stride (MLIR's ShapedType::kDynamic).
    static constexpr int64_t kDynamic = ::mlir::ShapedType::kDynamic;
  }];
}

//===----------------------------------------------------------------------===//
// Views onto a tensor_view
//===----------------------------------------------------------------------===//

def CudaTile_PartitionViewType : CudaTile_TypeDef<"PartitionView",
    "partition_view", [DeclareTypeInterfaceMethods<CudaTile_TileView>]> {
  let summary = "Partition view type";
  let description = [{
    A grid of equally sized tiles laid over a tensor_view:
    `partition_view<tile=(16x32), padding_value = nan,
    tensor_view<...>, dim_map=[1, 0]>`.
  }];
  let parameters = (ins
    "::mlir::DenseI32ArrayAttr":$tile_shape,
    CudaTile_TensorViewType:$tensor_view,
    ArrayRefParameter<"int32_t">:$dim_map,
    OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_StridedViewType : CudaTile_TypeDef<"StridedView", "strided_view",
    [DeclareTypeInterfaceMethods<CudaTile_TileView>]> {
  let summary = "Strided view type";
  let description = [{
    Tiles placed along each dimension every `traversal_strides[i]` elements,
    possibly overlapping or leaving gaps (13.3).
  }];
  let parameters = (ins
    "::mlir::DenseI32ArrayAttr":$tile_shape,
    "::mlir::DenseI32ArrayAttr":$traversal_strides,
    CudaTile_TensorViewType:$tensor_view,
    ArrayRefParameter<"int32_t">:$dim_map,
    OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_GatherScatterViewType : CudaTile_TypeDef<"GatherScatterView",
    "gather_scatter_view", [DeclareTypeInterfaceMethods<CudaTile_TileView>]> {
  let summary = "Gather/scatter view type";
  let description = [{
    Tiles whose rows along `sparse_dim` are selected one by one by a 1-D
    index tile (13.3).
  }];
  let parameters = (ins
    "::mlir::DenseI32ArrayAttr":$tile_shape,
    CudaTile_TensorViewType:$tensor_view,
    "uint32_t":$sparse_dim,
    OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$padding_value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// token, string
//===----------------------------------------------------------------------===//

def CudaTile_TokenType : CudaTile_TypeDef<"Token", "token"> {
  let summary = "Memory ordering token";
  let description = [{
    Orders token-ordered memory operations; carries no runtime value.
  }];
}

def CudaTile_StringType : CudaTile_TypeDef<"String", "string"> {
  let summary = "Nonportable string handle";
  let description = [{
    Readable in dumps of the 13.1.0 toolchain; not part of any portable
    bytecode version (the bytecode writer refuses it).
  }];
}

//===----------------------------------------------------------------------===//
// Operand and result constraints
//===----------------------------------------------------------------------===//

def CudaTile_IsTileTypePred : CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">;

class CudaTile_TileOf<list<Type> allowedTypes, list<Pred> preds = [],
                      string summary = "tile">
    : ShapedContainerType<allowedTypes,
          And<!listconcat([CudaTile_IsTileTypePred], preds)>, summary,
          "::mlir::cuda_tile::TileType">;

class CudaTile_ScalarTileOf<Type elementType>
    : CudaTile_TileOf<[elementType], [HasAnyRankOfPred<[0]>], "0D tile">;

def CudaTile_AnyTile : CudaTile_TileOf<[CudaTile_TileElementType]>;
def CudaTile_IntTile : CudaTile_TileOf<[CudaTile_I1, CudaTile_I8, CudaTile_I16,
                                        CudaTile_I32, CudaTile_I64]>;
def CudaTile_IntOrI4Tile : CudaTile_TileOf<[CudaTile_I1, CudaTile_I8,
    CudaTile_I16, CudaTile_I32, CudaTile_I64, CudaTile_I4]>;
def CudaTile_I1Tile : CudaTile_TileOf<[CudaTile_I1]>;
def CudaTile_I8Tile : CudaTile_TileOf<[CudaTile_I8]>;
def CudaTile_I32Tile : CudaTile_TileOf<[CudaTile_I32]>;
def CudaTile_I64Tile : CudaTile_TileOf<[CudaTile_I64]>;
def CudaTile_BaseFloatTile : CudaTile_TileOf<[CudaTile_F16, CudaTile_BF16,
                                              CudaTile_F32, CudaTile_F64]>;
def CudaTile_FloatTile : CudaTile_TileOf<[CudaTile_F16, CudaTile_BF16,
    CudaTile_F32, CudaTile_F64, CudaTile_TF32, CudaTile_F8E4M3FN,
    CudaTile_F8E5M2, CudaTile_F8E8M0FNU, CudaTile_F4E2M1FN]>;
/// ftof also converts to and from f8E5M3FNU (13.4).
def CudaTile_ConvertibleFloatTile : CudaTile_TileOf<[CudaTile_F16,
    CudaTile_BF16, CudaTile_F32, CudaTile_F64, CudaTile_TF32,
    CudaTile_F8E4M3FN, CudaTile_F8E5M2, CudaTile_F8E8M0FNU, CudaTile_F4E2M1FN,
    CudaTile_F8E5M3FNU]>;
def CudaTile_NumberTile : CudaTile_TileOf<[CudaTile_I1, CudaTile_I8,
    CudaTile_I16, CudaTile_I32, CudaTile_I64, CudaTile_F16, CudaTile_BF16,
    CudaTile_F32, CudaTile_F64, CudaTile_TF32, CudaTile_F8E4M3FN,
    CudaTile_F8E5M2, CudaTile_F8E8M0FNU, CudaTile_F4E2M1FN,
    CudaTile_F8E5M3FNU]>;
/// What a dense literal can hold: every number type but f8E5M3FNU, which
/// has no MLIR float semantics (constants of it go through bitcast from i8).
def CudaTile_LiteralTile : CudaTile_TileOf<[CudaTile_I1, CudaTile_I8,
    CudaTile_I16, CudaTile_I32, CudaTile_I64, CudaTile_F16, CudaTile_BF16,
    CudaTile_F32, CudaTile_F64, CudaTile_TF32, CudaTile_F8E4M3FN,
    CudaTile_F8E5M2, CudaTile_F8E8M0FNU, CudaTile_F4E2M1FN]>;
def CudaTile_NumberOrI4Tile : CudaTile_TileOf<[CudaTile_I1, CudaTile_I8,
    CudaTile_I16, CudaTile_I32, CudaTile_I64, CudaTile_F16, CudaTile_BF16,
    CudaTile_F32, CudaTile_F64, CudaTile_TF32, CudaTile_F8E4M3FN,
    CudaTile_F8E5M2, CudaTile_F8E8M0FNU, CudaTile_F4E2M1FN, CudaTile_I4]>;
def CudaTile_MmaFOperandTile : CudaTile_TileOf<[CudaTile_F16, CudaTile_BF16,
    CudaTile_F32, CudaTile_F64, CudaTile_TF32, CudaTile_F8E4M3FN,
    CudaTile_F8E5M2]>;
def CudaTile_MmaFAccTile : CudaTile_TileOf<[CudaTile_F16, CudaTile_F32,
                                            CudaTile_F64]>;
def CudaTile_MmaFScaledOperandTile : CudaTile_TileOf<[CudaTile_F8E4M3FN,
    CudaTile_F8E5M2, CudaTile_F4E2M1FN]>;
def CudaTile_MmaFScaledScaleTile : CudaTile_TileOf<[CudaTile_F8E4M3FN,
    CudaTile_F8E8M0FNU, CudaTile_F8E5M3FNU]>;
def CudaTile_F32Tile : CudaTile_TileOf<[CudaTile_F32]>;
def CudaTile_PointerTile : CudaTile_TileOf<[CudaTile_PointerType]>;
def CudaTile_ScalarPointerTile : CudaTile_ScalarTileOf<CudaTile_PointerType>;
def CudaTile_ScalarI1Tile : CudaTile_ScalarTileOf<CudaTile_I1>;
def CudaTile_ScalarI32Tile : CudaTile_ScalarTileOf<CudaTile_I32>,
    BuildableType<"::mlir::cuda_tile::TileType::get({}, $_builder.getI32Type())">;
def CudaTile_ScalarIntTile : CudaTile_ScalarTileOf<CudaTile_AnyInt>;
/// Exponents of fpowi (13.4): i64 is not supported.
def CudaTile_PowIExponentTile : CudaTile_TileOf<[CudaTile_I1, CudaTile_I8,
                                                 CudaTile_I16, CudaTile_I32]>;
def CudaTile_TokenTypeConstraint : Type<
    CPred<"::llvm::isa<::mlir::cuda_tile::TokenType>($_self)">, "token",
    "::mlir::cuda_tile::TokenType">,
    BuildableType<"::mlir::cuda_tile::TokenType::get($_builder.getContext())">;
def CudaTile_TileViewType : Type<
    CPred<"::llvm::isa<::mlir::cuda_tile::TileView>($_self)">, "tile view",
    "::mlir::cuda_tile::TileView">;

def CudaTile_AnyType : AnyTypeOf<[CudaTile_NumberType,
    Type<CPred<"::llvm::isa<::mlir::cuda_tile::CudaTileDialect>($_self.getDialect())">,
         "cuda_tile type">]>;

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPES_TD
