/*===- cuda_tile-c/Dialect/CudaTileDialect.h - Tile IR from C -------------===*\
|*                                                                            *|
|* Types, attributes, bytecode and passes of the cuda_tile dialect, with the  *|
|* names and signatures of NVIDIA's cuda-tile 13.3 C API, on MLIR's C API.    *|
|* Unlike it, no function crashes on an argument of the wrong kind.           *|
\*===----------------------------------------------------------------------===*/

#ifndef CUDA_TILE_C_DIALECT_CUDATILEDIALECT_H
#define CUDA_TILE_C_DIALECT_CUDATILEDIALECT_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// mlirGetDialectHandle__cuda_tile__(): the dialect for
/// mlirDialectHandleRegisterDialect / mlirDialectHandleLoadDialect.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(CUDATILE, cuda_tile);

//===----------------------------------------------------------------------===//
// Types. IsA tests a type; Get builds one (the arguments must be valid);
// GetChecked builds one or gives a null type with an error diagnostic at an
// unknown location; accessors of a type of another kind give a null type,
// a null attribute or 0.
//===----------------------------------------------------------------------===//

/// `ptr<pointee>`.
MLIR_CAPI_EXPORTED bool mlirCudaTileTypeIsAPointerType(MlirType type);
MLIR_CAPI_EXPORTED MlirTypeID mlirCudaTilePointerTypeGetTypeID(void);
MLIR_CAPI_EXPORTED MlirType mlirCudaTilePointerTypeGet(MlirContext ctx,
                                                       MlirType pointeeType);
MLIR_CAPI_EXPORTED MlirType
mlirCudaTilePointerTypeGetPointeeType(MlirType type);

/// `tile<shape x element>` (rank 0 for scalars).
MLIR_CAPI_EXPORTED bool mlirCudaTileTypeIsATileType(MlirType type);
MLIR_CAPI_EXPORTED MlirTypeID mlirCudaTileTileTypeGetTypeID(void);
MLIR_CAPI_EXPORTED MlirType mlirCudaTileTileTypeGet(MlirContext ctx,
                                                    intptr_t rank,
                                                    const int64_t *shape,
                                                    MlirType elementType);
MLIR_CAPI_EXPORTED MlirType mlirCudaTileTileTypeGetElementType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t mlirCudaTileTileTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int64_t mlirCudaTileTileTypeGetDimSize(MlirType type,
                                                          intptr_t pos);
MLIR_CAPI_EXPORTED MlirType mlirCudaTileTileTypeGetChecked(
    MlirContext ctx, intptr_t rank, const int64_t *shape, MlirType elementType);

/// `token`.
MLIR_CAPI_EXPORTED bool mlirCudaTileTypeIsATokenType(MlirType type);
MLIR_CAPI_EXPORTED MlirTypeID mlirCudaTileTokenTypeGetTypeID(void);
MLIR_CAPI_EXPORTED MlirType mlirCudaTileTokenTypeGet(MlirContext ctx);

/// `tensor_view<shape x element, strides=[...]>`; dynamic sizes and strides
/// are mlirCudaTileTensorViewTypeGetDynamicSize().
MLIR_CAPI_EXPORTED bool mlirCudaTileTypeIsATensorViewType(MlirType type);
MLIR_CAPI_EXPORTED MlirTypeID mlirCudaTileTensorViewTypeGetTypeID(void);
MLIR_CAPI_EXPORTED MlirType mlirCudaTileTensorViewTypeGet(
    MlirContext ctx, MlirType elementType, intptr_t shapeRank,
    const int64_t *shape, intptr_t strideRank, const int64_t *strides);
MLIR_CAPI_EXPORTED MlirType
mlirCudaTileTensorViewTypeGetElementType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t mlirCudaTileTensorViewTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int64_t mlirCudaTileTensorViewTypeGetDimSize(MlirType type,
                                                                intptr_t pos);
MLIR_CAPI_EXPORTED int64_t mlirCudaTileTensorViewTypeGetStride(MlirType type,
                                                               intptr_t pos);
MLIR_CAPI_EXPORTED int64_t mlirCudaTileTensorViewTypeGetDynamicSize(void);
MLIR_CAPI_EXPORTED MlirType mlirCudaTileTensorViewTypeGetChecked(
    MlirContext ctx, MlirType elementType, intptr_t shapeRank,
    const int64_t *shape, intptr_t strideRank, const int64_t *strides);

/// `partition_view<tile=(...), tensor_view, dim_map, padding_value>`: the
/// tile shape a dense i32 array attribute, the padding value optional (a
/// null attribute for none).
MLIR_CAPI_EXPORTED bool mlirCudaTileTypeIsAPartitionViewType(MlirType type);
MLIR_CAPI_EXPORTED MlirTypeID mlirCudaTilePartitionViewTypeGetTypeID(void);
MLIR_CAPI_EXPORTED MlirType mlirCudaTilePartitionViewTypeGet(
    MlirContext ctx, MlirAttribute tileShapeAttr, MlirType tensorViewType,
    intptr_t dimMapRank, const int32_t *dimMap, MlirAttribute paddingValue);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTilePartitionViewTypeGetTileShape(MlirType type);
MLIR_CAPI_EXPORTED MlirType
mlirCudaTilePartitionViewTypeGetTensorView(MlirType type);
MLIR_CAPI_EXPORTED intptr_t
mlirCudaTilePartitionViewTypeGetDimMapRank(MlirType type);
MLIR_CAPI_EXPORTED int32_t
mlirCudaTilePartitionViewTypeGetDimMapElement(MlirType type, intptr_t pos);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTilePartitionViewTypeGetPaddingValue(MlirType type);
MLIR_CAPI_EXPORTED MlirType
mlirCudaTilePartitionViewTypeGetViewTileType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t
mlirCudaTilePartitionViewTypeGetViewIndexRank(MlirType type);
MLIR_CAPI_EXPORTED MlirType mlirCudaTilePartitionViewTypeGetChecked(
    MlirContext ctx, MlirAttribute tileShapeAttr, MlirType tensorViewType,
    intptr_t dimMapRank, const int32_t *dimMap, MlirAttribute paddingValue);

/// `strided_view<tile=(...), traversal_strides=[...], tensor_view, ...>`.
MLIR_CAPI_EXPORTED bool mlirCudaTileTypeIsAStridedViewType(MlirType type);
MLIR_CAPI_EXPORTED MlirTypeID mlirCudaTileStridedViewTypeGetTypeID(void);
MLIR_CAPI_EXPORTED MlirType mlirCudaTileStridedViewTypeGet(
    MlirContext ctx, MlirAttribute tileShapeAttr,
    MlirAttribute traversalStridesAttr, MlirType tensorViewType,
    intptr_t dimMapRank, const int32_t *dimMap, MlirAttribute paddingValue);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileStridedViewTypeGetTileShape(MlirType type);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileStridedViewTypeGetTraversalStrides(MlirType type);
MLIR_CAPI_EXPORTED MlirType
mlirCudaTileStridedViewTypeGetTensorView(MlirType type);
MLIR_CAPI_EXPORTED intptr_t
mlirCudaTileStridedViewTypeGetDimMapRank(MlirType type);
MLIR_CAPI_EXPORTED int32_t
mlirCudaTileStridedViewTypeGetDimMapElement(MlirType type, intptr_t pos);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileStridedViewTypeGetPaddingValue(MlirType type);
MLIR_CAPI_EXPORTED MlirType
mlirCudaTileStridedViewTypeGetViewTileType(MlirType type);
MLIR_CAPI_EXPORTED intptr_t
mlirCudaTileStridedViewTypeGetViewIndexRank(MlirType type);
MLIR_CAPI_EXPORTED MlirType mlirCudaTileStridedViewTypeGetChecked(
    MlirContext ctx, MlirAttribute tileShapeAttr,
    MlirAttribute traversalStridesAttr, MlirType tensorViewType,
    intptr_t dimMapRank, const int32_t *dimMap, MlirAttribute paddingValue);

//===----------------------------------------------------------------------===//
// Enum attributes: Get takes the keyword as the text form writes it
// ("nearest_even", "less_than", "acquire", ...) and gives a null attribute
// for any other string; GetValue gives the keyword (a null string ref for
// an attribute of another kind). The strings live as long as the program.
//===----------------------------------------------------------------------===//

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsARoundingModeAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileRoundingModeAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileRoundingModeAttrGetValue(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsAComparisonOrderingAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileComparisonOrderingAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileComparisonOrderingAttrGetValue(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsAComparisonPredicateAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileComparisonPredicateAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileComparisonPredicateAttrGetValue(MlirAttribute attr);

/// Dense i32 arrays (tile shapes, traversal strides).
MLIR_CAPI_EXPORTED MlirAttribute mlirCudaTileDenseI32ArrayAttrGet(
    MlirContext ctx, intptr_t numElements, const int32_t *values);
MLIR_CAPI_EXPORTED intptr_t
mlirCudaTileDenseI32ArrayAttrGetNumElements(MlirAttribute attr);
MLIR_CAPI_EXPORTED int32_t
mlirCudaTileDenseI32ArrayAttrGetElement(MlirAttribute attr, intptr_t pos);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsAMemoryOrderingSemanticsAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute mlirCudaTileMemoryOrderingSemanticsAttrGet(
    MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileMemoryOrderingSemanticsAttrGetValue(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsAMemoryScopeAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileMemoryScopeAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileMemoryScopeAttrGetValue(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsAPaddingValueAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTilePaddingValueAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTilePaddingValueAttrGetValue(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsAAtomicRMWModeAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileAtomicRMWModeAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileAtomicRMWModeAttrGetValue(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsAIntegerOverflowAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileIntegerOverflowAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileIntegerOverflowAttrGetValue(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsASignednessAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileSignednessAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileSignednessAttrGetValue(MlirAttribute attr);

MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsASymbolVisibilityAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileSymbolVisibilityAttrGet(MlirContext ctx, MlirStringRef value);
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileSymbolVisibilityAttrGetValue(MlirAttribute attr);

/// `optimization_hints<...>`: empty, or one architecture's entry hints
/// (0: not given) or load/store hints (allowTma -1: not given).
MLIR_CAPI_EXPORTED bool
mlirCudaTileAttributeIsAOptimizationHintsAttr(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileOptimizationHintsAttrGetEmpty(MlirContext ctx);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileOptimizationHintsAttrGetEntryOpHint(MlirContext ctx,
                                                MlirStringRef arch,
                                                int32_t numCta,
                                                int32_t numWorkerWarps,
                                                int32_t occupancy);
MLIR_CAPI_EXPORTED MlirAttribute
mlirCudaTileOptimizationHintsAttrGetLoadStoreOpHint(MlirContext ctx,
                                                    MlirStringRef arch,
                                                    int8_t allowTma,
                                                    int32_t latency);

//===----------------------------------------------------------------------===//
// Modules and bytecode
//===----------------------------------------------------------------------===//

MLIR_CAPI_EXPORTED bool mlirCudaTileOperationIsAModuleOp(MlirOperation op);
/// Whether `op` is a builtin.module.
MLIR_CAPI_EXPORTED bool mlirOperationIsAModuleOp(MlirOperation op);

/// Writes the cuda_tile.module `moduleOp` (or the first op of the builtin
/// module `moduleOp`) as Tile IR bytecode 13.3 to the open file descriptor;
/// false (with diagnostics) when it cannot.
MLIR_CAPI_EXPORTED bool mlirCudaTileWriteBytecode(MlirOperation moduleOp,
                                                  int fileDescriptor);

/// The same bytes in a buffer the caller frees with mlirCudaTileFreeBuffer;
/// an empty string ref on failure.
MLIR_CAPI_EXPORTED MlirStringRef
mlirCudaTileWriteBytecodeToBuffer(MlirOperation moduleOp);
MLIR_CAPI_EXPORTED void mlirCudaTileFreeBuffer(MlirStringRef buffer);

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The signless integer type of `width` bits.
MLIR_CAPI_EXPORTED MlirType mlirCudaTileIntegerTypeGet(MlirContext ctx,
                                                       unsigned width);
/// An integer attribute of `type` (null unless `type` is an integer or
/// index type).
MLIR_CAPI_EXPORTED MlirAttribute mlirCudaTileIntegerAttrGet(MlirType type,
                                                            int64_t value);
/// Sets (or, with a null attribute, removes) a discardable attribute.
MLIR_CAPI_EXPORTED void mlirCudaTileOperationSetDiscardableAttributeByName(
    MlirOperation op, MlirStringRef name, MlirAttribute attr);

//===----------------------------------------------------------------------===//
// Passes, for textual pipelines (mlirParsePassPipeline)
//===----------------------------------------------------------------------===//

/// The three cuda_tile passes, canonicalize, cse and strip-debuginfo.
MLIR_CAPI_EXPORTED void mlirCudaTileRegisterPasses(void);
MLIR_CAPI_EXPORTED void mlirCudaTileRegisterSynthesizeDebugInfoScopesPass(void);
MLIR_CAPI_EXPORTED void mlirCudaTileRegisterFuseFMAPass(void);
MLIR_CAPI_EXPORTED void mlirCudaTileRegisterLoopSplitPass(void);
MLIR_CAPI_EXPORTED void mlirCudaTileRegisterCanonicalizerPass(void);
MLIR_CAPI_EXPORTED void mlirCudaTileRegisterCSEPass(void);

#ifdef __cplusplus
}
#endif

#endif // CUDA_TILE_C_DIALECT_CUDATILEDIALECT_H
