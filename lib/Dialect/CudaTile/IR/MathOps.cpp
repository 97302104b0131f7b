//===- MathOps.cpp - math function verifiers ------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

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
