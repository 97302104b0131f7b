//===- MathOps.cpp - math function verifiers ------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/BuiltinAttributes.h"

#include "FloatModifiers.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static constexpr RoundingMode kTranscendentalModes[] = {RoundingMode::APPROX,
                                                        RoundingMode::FULL};

LogicalResult SqrtOp::verify() {
  static constexpr RoundingMode allowed[] = {
      RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
      RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF,
      RoundingMode::APPROX};
  if (failed(verifyRoundingMode(*this, getRoundingMode(), allowed)))
    return failure();
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult RsqrtOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult Exp2Op::verify() {
  return verifyFlushToZero(*this, getFlushToZero());
}

// `full` is the default and allowed for every element type; `approx` only
// for f32.
LogicalResult ExpOp::verify() {
  if (getRoundingMode() == RoundingMode::FULL)
    return success();
  return verifyRoundingMode(*this, getRoundingMode(), kTranscendentalModes);
}

// The reference reports a rounding mode outside {approx, full} but still
// accepts the op; TileKit rejects it.
LogicalResult TanhOp::verify() {
  if (getRoundingMode() == RoundingMode::FULL)
    return success();
  return verifyRoundingMode(*this, getRoundingMode(), kTranscendentalModes);
}

//===----------------------------------------------------------------------===//
// fpowi (13.4)
//===----------------------------------------------------------------------===//

LogicalResult FPowIOp::verify() {
  if (getSource().getType().getShape() != getExponent().getType().getShape())
    return emitOpError("expects the exponent to have the shape of the source");
  return success();
}

OpFoldResult FPowIOp::fold(FoldAdaptor adaptor) {
  auto exponent = dyn_cast_or_null<DenseIntElementsAttr>(adaptor.getExponent());
  if (!exponent || !exponent.isSplat())
    return {};
  // The exponent is signed: an i1 `true` is -1.
  int64_t n = exponent.getSplatValue<APInt>().getSExtValue();
  TileType type = getResult().getType();
  if (n == 0) {
    // pown(x, 0) = 1 for every x, NaN and infinities included.
    auto element = cast<FloatType>(type.getElementType());
    APFloat one = APFloat::getOne(element.getFloatSemantics());
    return DenseElementsAttr::get(cast<ShapedType>(type), ArrayRef(one));
  }
  if (n == 1)
    return getSource();
  return {};
}
