//===- FoldHelpers.cpp - shared helpers of folds and patterns -------------===//

#include "FoldHelpers.h"

#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;

std::optional<bool> cuda_tile::getBoolSplat(Attribute attr) {
  auto elements = dyn_cast_if_present<DenseIntElementsAttr>(attr);
  if (!elements || !elements.isSplat() ||
      !elements.getElementType().isInteger(1))
    return std::nullopt;
  return elements.getSplatValue<bool>();
}

std::optional<bool> cuda_tile::getConstantBoolSplat(Value value) {
  Attribute attr;
  if (!value || !matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  return getBoolSplat(attr);
}

bool cuda_tile::isIntSplat(Attribute attr, uint64_t expected) {
  auto elements = dyn_cast_if_present<DenseIntElementsAttr>(attr);
  if (!elements || !elements.isSplat())
    return false;
  APInt splat = elements.getSplatValue<APInt>();
  return splat.getActiveBits() <= 64 && splat.getZExtValue() == expected;
}

bool cuda_tile::isPoison(Value value) {
  Attribute attr;
  return value && matchPattern(value, m_Constant(&attr)) &&
         isa<ub::PoisonAttrInterface>(attr);
}

Value cuda_tile::createBoolConstant(OpBuilder &builder, Location loc,
                                    TileType type, bool value) {
  auto attr = DenseIntElementsAttr::get(type, value);
  return ConstantOp::create(builder, loc, attr);
}

Value cuda_tile::broadcastScalar(OpBuilder &builder, Location loc, Value scalar,
                                 ArrayRef<int64_t> shape) {
  if (shape.empty())
    return scalar;
  Type element = cast<TileType>(scalar.getType()).getElementType();
  SmallVector<int64_t> ones(shape.size(), 1);
  Value reshaped =
      ReshapeOp::create(builder, loc, TileType::get(ones, element), scalar);
  if (llvm::all_of(shape, [](int64_t dim) { return dim == 1; }))
    return reshaped;
  return BroadcastOp::create(builder, loc, TileType::get(shape, element),
                             reshaped);
}

bool cuda_tile::isSelectable(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile && !isa<Float4E2M1FNType>(tile.getElementType());
}

bool cuda_tile::isEarlyExit(Operation *op) {
  return op && isa<ContinueOp, BreakOp, ReturnOp>(op);
}
