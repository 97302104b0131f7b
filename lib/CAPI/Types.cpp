//===- Types.cpp - cuda_tile types from C ---------------------------------===//
//
// Accessors check the kind of their argument (dyn_cast, not cast): a C
// caller gets a null result or 0 for the wrong type, never a crash.
//
//===----------------------------------------------------------------------===//

#include "cuda_tile-c/Dialect/CudaTileDialect.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

/// The type built with getChecked: null, with an error at an unknown
/// location, when the parameters do not verify.
template <typename T, typename... Params>
T getChecked(MLIRContext *context, Params &&...params) {
  return T::getChecked([&] { return emitError(UnknownLoc::get(context)); },
                       context, std::forward<Params>(params)...);
}

template <typename T> T as(MlirType type) {
  return mlirTypeIsNull(type) ? T() : dyn_cast<T>(unwrap(type));
}

template <typename T> T asAttr(MlirAttribute attr) {
  return mlirAttributeIsNull(attr) ? T() : dyn_cast<T>(unwrap(attr));
}

bool inRange(intptr_t pos, size_t size) {
  return pos >= 0 && static_cast<size_t>(pos) < size;
}

/// The parts a partition or strided view is built from, null where an
/// argument is of the wrong kind (a null padding value means none).
struct ViewParts {
  DenseI32ArrayAttr tileShape;
  TensorViewType tensorView;
  PaddingValueAttr padding;
  bool valid;
};

ViewParts getViewParts(MlirAttribute tileShape, MlirType tensorView,
                       MlirAttribute padding) {
  ViewParts parts;
  parts.tileShape = asAttr<DenseI32ArrayAttr>(tileShape);
  parts.tensorView = as<TensorViewType>(tensorView);
  parts.padding = asAttr<PaddingValueAttr>(padding);
  parts.valid = parts.tileShape && parts.tensorView &&
                (mlirAttributeIsNull(padding) || parts.padding);
  return parts;
}

MlirAttribute wrapOrNull(Attribute attr) {
  return attr ? wrap(attr) : MlirAttribute{nullptr};
}

MlirType wrapOrNull(Type type) { return type ? wrap(type) : MlirType{nullptr}; }

/// The accessors partition_view and strided_view share.
template <typename ViewT> MlirAttribute getViewTileShape(MlirType type) {
  auto view = as<ViewT>(type);
  return view ? wrap(view.getTileShape()) : MlirAttribute{nullptr};
}
template <typename ViewT> MlirType getViewTensorView(MlirType type) {
  auto view = as<ViewT>(type);
  return view ? wrap(view.getTensorView()) : MlirType{nullptr};
}
template <typename ViewT> intptr_t getViewDimMapRank(MlirType type) {
  auto view = as<ViewT>(type);
  return view ? view.getDimMap().size() : 0;
}
template <typename ViewT>
int32_t getViewDimMapElement(MlirType type, intptr_t pos) {
  auto view = as<ViewT>(type);
  return view && inRange(pos, view.getDimMap().size()) ? view.getDimMap()[pos]
                                                       : 0;
}
template <typename ViewT> MlirAttribute getViewPaddingValue(MlirType type) {
  auto view = as<ViewT>(type);
  return view ? wrapOrNull(view.getPaddingValue()) : MlirAttribute{nullptr};
}
template <typename ViewT> MlirType getViewTileType(MlirType type) {
  auto view = as<ViewT>(type);
  return view ? wrap(view.getViewTileType()) : MlirType{nullptr};
}
template <typename ViewT> intptr_t getViewIndexRank(MlirType type) {
  auto view = as<ViewT>(type);
  return view ? view.getViewIndexRank() : 0;
}

} // namespace

//===----------------------------------------------------------------------===//
// ptr
//===----------------------------------------------------------------------===//

bool mlirCudaTileTypeIsAPointerType(MlirType type) {
  return bool(as<PointerType>(type));
}
MlirTypeID mlirCudaTilePointerTypeGetTypeID(void) {
  return wrap(PointerType::getTypeID());
}
MlirType mlirCudaTilePointerTypeGet(MlirContext ctx, MlirType pointeeType) {
  if (mlirTypeIsNull(pointeeType))
    return {nullptr};
  return wrapOrNull(getChecked<PointerType>(unwrap(ctx), unwrap(pointeeType)));
}
MlirType mlirCudaTilePointerTypeGetPointeeType(MlirType type) {
  auto pointer = as<PointerType>(type);
  return pointer ? wrap(pointer.getPointeeType()) : MlirType{nullptr};
}

//===----------------------------------------------------------------------===//
// tile
//===----------------------------------------------------------------------===//

bool mlirCudaTileTypeIsATileType(MlirType type) {
  return bool(as<TileType>(type));
}
MlirTypeID mlirCudaTileTileTypeGetTypeID(void) {
  return wrap(TileType::getTypeID());
}
MlirType mlirCudaTileTileTypeGet(MlirContext ctx, intptr_t rank,
                                 const int64_t *shape, MlirType elementType) {
  return mlirCudaTileTileTypeGetChecked(ctx, rank, shape, elementType);
}
MlirType mlirCudaTileTileTypeGetElementType(MlirType type) {
  auto tile = as<TileType>(type);
  return tile ? wrap(tile.getElementType()) : MlirType{nullptr};
}
intptr_t mlirCudaTileTileTypeGetRank(MlirType type) {
  auto tile = as<TileType>(type);
  return tile ? tile.getShape().size() : 0;
}
int64_t mlirCudaTileTileTypeGetDimSize(MlirType type, intptr_t pos) {
  auto tile = as<TileType>(type);
  return tile && inRange(pos, tile.getShape().size()) ? tile.getShape()[pos]
                                                      : 0;
}
MlirType mlirCudaTileTileTypeGetChecked(MlirContext ctx, intptr_t rank,
                                        const int64_t *shape,
                                        MlirType elementType) {
  if (rank < 0 || (rank && !shape) || mlirTypeIsNull(elementType))
    return {nullptr};
  return wrapOrNull(getChecked<TileType>(
      unwrap(ctx), ArrayRef<int64_t>(shape, rank), unwrap(elementType)));
}

//===----------------------------------------------------------------------===//
// token
//===----------------------------------------------------------------------===//

bool mlirCudaTileTypeIsATokenType(MlirType type) {
  return bool(as<TokenType>(type));
}
MlirTypeID mlirCudaTileTokenTypeGetTypeID(void) {
  return wrap(TokenType::getTypeID());
}
MlirType mlirCudaTileTokenTypeGet(MlirContext ctx) {
  return wrap(TokenType::get(unwrap(ctx)));
}

//===----------------------------------------------------------------------===//
// tensor_view
//===----------------------------------------------------------------------===//

bool mlirCudaTileTypeIsATensorViewType(MlirType type) {
  return bool(as<TensorViewType>(type));
}
MlirTypeID mlirCudaTileTensorViewTypeGetTypeID(void) {
  return wrap(TensorViewType::getTypeID());
}
MlirType mlirCudaTileTensorViewTypeGet(MlirContext ctx, MlirType elementType,
                                       intptr_t shapeRank, const int64_t *shape,
                                       intptr_t strideRank,
                                       const int64_t *strides) {
  return mlirCudaTileTensorViewTypeGetChecked(ctx, elementType, shapeRank,
                                              shape, strideRank, strides);
}
MlirType mlirCudaTileTensorViewTypeGetElementType(MlirType type) {
  auto view = as<TensorViewType>(type);
  return view ? wrap(view.getElementType()) : MlirType{nullptr};
}
intptr_t mlirCudaTileTensorViewTypeGetRank(MlirType type) {
  auto view = as<TensorViewType>(type);
  return view ? view.getShape().size() : 0;
}
int64_t mlirCudaTileTensorViewTypeGetDimSize(MlirType type, intptr_t pos) {
  auto view = as<TensorViewType>(type);
  return view && inRange(pos, view.getShape().size()) ? view.getShape()[pos]
                                                      : 0;
}
int64_t mlirCudaTileTensorViewTypeGetStride(MlirType type, intptr_t pos) {
  auto view = as<TensorViewType>(type);
  return view && inRange(pos, view.getStrides().size()) ? view.getStrides()[pos]
                                                        : 0;
}
int64_t mlirCudaTileTensorViewTypeGetDynamicSize(void) {
  return TensorViewType::kDynamic;
}
MlirType mlirCudaTileTensorViewTypeGetChecked(
    MlirContext ctx, MlirType elementType, intptr_t shapeRank,
    const int64_t *shape, intptr_t strideRank, const int64_t *strides) {
  if (shapeRank < 0 || strideRank < 0 || (shapeRank && !shape) ||
      (strideRank && !strides) || mlirTypeIsNull(elementType))
    return {nullptr};
  return wrapOrNull(getChecked<TensorViewType>(
      unwrap(ctx), unwrap(elementType), ArrayRef<int64_t>(shape, shapeRank),
      ArrayRef<int64_t>(strides, strideRank)));
}

//===----------------------------------------------------------------------===//
// partition_view
//===----------------------------------------------------------------------===//

bool mlirCudaTileTypeIsAPartitionViewType(MlirType type) {
  return bool(as<PartitionViewType>(type));
}
MlirTypeID mlirCudaTilePartitionViewTypeGetTypeID(void) {
  return wrap(PartitionViewType::getTypeID());
}
MlirType mlirCudaTilePartitionViewTypeGet(
    MlirContext ctx, MlirAttribute tileShapeAttr, MlirType tensorViewType,
    intptr_t dimMapRank, const int32_t *dimMap, MlirAttribute paddingValue) {
  return mlirCudaTilePartitionViewTypeGetChecked(
      ctx, tileShapeAttr, tensorViewType, dimMapRank, dimMap, paddingValue);
}
MlirAttribute mlirCudaTilePartitionViewTypeGetTileShape(MlirType type) {
  return getViewTileShape<PartitionViewType>(type);
}
MlirType mlirCudaTilePartitionViewTypeGetTensorView(MlirType type) {
  return getViewTensorView<PartitionViewType>(type);
}
intptr_t mlirCudaTilePartitionViewTypeGetDimMapRank(MlirType type) {
  return getViewDimMapRank<PartitionViewType>(type);
}
int32_t mlirCudaTilePartitionViewTypeGetDimMapElement(MlirType type,
                                                      intptr_t pos) {
  return getViewDimMapElement<PartitionViewType>(type, pos);
}
MlirAttribute mlirCudaTilePartitionViewTypeGetPaddingValue(MlirType type) {
  return getViewPaddingValue<PartitionViewType>(type);
}
MlirType mlirCudaTilePartitionViewTypeGetViewTileType(MlirType type) {
  return getViewTileType<PartitionViewType>(type);
}
intptr_t mlirCudaTilePartitionViewTypeGetViewIndexRank(MlirType type) {
  return getViewIndexRank<PartitionViewType>(type);
}
MlirType mlirCudaTilePartitionViewTypeGetChecked(
    MlirContext ctx, MlirAttribute tileShapeAttr, MlirType tensorViewType,
    intptr_t dimMapRank, const int32_t *dimMap, MlirAttribute paddingValue) {
  ViewParts parts = getViewParts(tileShapeAttr, tensorViewType, paddingValue);
  if (!parts.valid || dimMapRank < 0 || (dimMapRank && !dimMap))
    return {nullptr};
  return wrapOrNull(getChecked<PartitionViewType>(
      unwrap(ctx), parts.tileShape, parts.tensorView,
      ArrayRef<int32_t>(dimMap, dimMapRank), parts.padding));
}

//===----------------------------------------------------------------------===//
// strided_view
//===----------------------------------------------------------------------===//

bool mlirCudaTileTypeIsAStridedViewType(MlirType type) {
  return bool(as<StridedViewType>(type));
}
MlirTypeID mlirCudaTileStridedViewTypeGetTypeID(void) {
  return wrap(StridedViewType::getTypeID());
}
MlirType mlirCudaTileStridedViewTypeGet(
    MlirContext ctx, MlirAttribute tileShapeAttr,
    MlirAttribute traversalStridesAttr, MlirType tensorViewType,
    intptr_t dimMapRank, const int32_t *dimMap, MlirAttribute paddingValue) {
  return mlirCudaTileStridedViewTypeGetChecked(
      ctx, tileShapeAttr, traversalStridesAttr, tensorViewType, dimMapRank,
      dimMap, paddingValue);
}
MlirAttribute mlirCudaTileStridedViewTypeGetTileShape(MlirType type) {
  return getViewTileShape<StridedViewType>(type);
}
MlirAttribute mlirCudaTileStridedViewTypeGetTraversalStrides(MlirType type) {
  auto view = as<StridedViewType>(type);
  return view ? wrap(view.getTraversalStrides()) : MlirAttribute{nullptr};
}
MlirType mlirCudaTileStridedViewTypeGetTensorView(MlirType type) {
  return getViewTensorView<StridedViewType>(type);
}
intptr_t mlirCudaTileStridedViewTypeGetDimMapRank(MlirType type) {
  return getViewDimMapRank<StridedViewType>(type);
}
int32_t mlirCudaTileStridedViewTypeGetDimMapElement(MlirType type,
                                                    intptr_t pos) {
  return getViewDimMapElement<StridedViewType>(type, pos);
}
MlirAttribute mlirCudaTileStridedViewTypeGetPaddingValue(MlirType type) {
  return getViewPaddingValue<StridedViewType>(type);
}
MlirType mlirCudaTileStridedViewTypeGetViewTileType(MlirType type) {
  return getViewTileType<StridedViewType>(type);
}
intptr_t mlirCudaTileStridedViewTypeGetViewIndexRank(MlirType type) {
  return getViewIndexRank<StridedViewType>(type);
}
MlirType mlirCudaTileStridedViewTypeGetChecked(
    MlirContext ctx, MlirAttribute tileShapeAttr,
    MlirAttribute traversalStridesAttr, MlirType tensorViewType,
    intptr_t dimMapRank, const int32_t *dimMap, MlirAttribute paddingValue) {
  ViewParts parts = getViewParts(tileShapeAttr, tensorViewType, paddingValue);
  auto strides = asAttr<DenseI32ArrayAttr>(traversalStridesAttr);
  if (!parts.valid || !strides || dimMapRank < 0 || (dimMapRank && !dimMap))
    return {nullptr};
  return wrapOrNull(getChecked<StridedViewType>(
      unwrap(ctx), parts.tileShape, strides, parts.tensorView,
      ArrayRef<int32_t>(dimMap, dimMapRank), parts.padding));
}
