//===- IntegerOps.cpp - integer op verifiers ------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "MatmulVerifier.h"

using namespace mlir;
using namespace mlir::cuda_tile;

LogicalResult DivIOp::verify() {
  RoundingMode mode = getRounding();
  if (mode != RoundingMode::ZERO && mode != RoundingMode::NEGATIVE_INF &&
      mode != RoundingMode::POSITIVE_INF)
    return emitOpError("rounding mode '")
           << stringifyRoundingMode(mode)
           << "' is not allowed; expected 'zero', 'negative_inf' or "
              "'positive_inf'";
  if (mode == RoundingMode::NEGATIVE_INF &&
      getSignedness() == Signedness::Unsigned)
    return emitOpError("rounding mode 'negative_inf' is not allowed with "
                       "'unsigned' flag");
  return success();
}

LogicalResult NegIOp::verify() {
  if (getOverflow() == IntegerOverflow::NUW)
    return emitOpError("'no_unsigned_wrap' overflow flag is not supported");
  return success();
}

LogicalResult CmpIOp::verify() {
  if (getResult().getType().getShape() != getLhs().getType().getShape())
    return emitOpError("expects the result to have the shape of the operands");
  return success();
}

LogicalResult MmaIOp::verify() {
  return verifyMatmulShapes(*this, getLhs().getType(), getRhs().getType(),
                            getAcc().getType());
}
