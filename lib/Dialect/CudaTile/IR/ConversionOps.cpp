//===- ConversionOps.cpp - conversion op verifiers ------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static LogicalResult verifySameShape(Operation *op, Type from, Type to) {
  if (cast<TileType>(from).getShape() != cast<TileType>(to).getShape())
    return op->emitOpError("expects source and result of the same shape");
  return success();
}

LogicalResult BitcastOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (failed(verifySameShape(*this, source, result)))
    return failure();
  // tf32 counts as 19 bits here, so it only converts to itself.
  unsigned from = source.getElementType().getIntOrFloatBitWidth();
  unsigned to = result.getElementType().getIntOrFloatBitWidth();
  if (from != to)
    return emitOpError("types must be equal width, cannot convert ")
           << source.getElementType() << " of width " << from << " to type "
           << result.getElementType() << " of width " << to;
  return success();
}

LogicalResult ExtIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getTo().getType().getElementTypeBitWidth() <=
      getFrom().getType().getElementTypeBitWidth())
    return emitOpError("extending to smaller or identical integer");
  return success();
}

LogicalResult TruncIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getTo().getType().getElementTypeBitWidth() >=
      getFrom().getType().getElementTypeBitWidth())
    return emitOpError("truncating to larger or identical integer");
  return success();
}

LogicalResult FToFOp::verify() {
  TileType from = getFrom().getType(), to = getTo().getType();
  if (failed(verifySameShape(*this, from, to)))
    return failure();
  if (from == to)
    return emitOpError("converting tiles must not be a no-op");
  RoundingMode mode = getRoundingMode();
  if (isa<Float8E8M0FNUType>(to.getElementType())) {
    if (mode != RoundingMode::ZERO && mode != RoundingMode::POSITIVE_INF)
      return emitOpError("invalid rounding mode specified. Only 'zero' and "
                         "'positive_inf' are supported for conversions to "
                         "f8E8M0FNU");
    return success();
  }
  if (mode != RoundingMode::NEAREST_EVEN)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_even' is supported");
  return success();
}

LogicalResult FToIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getRoundingMode() != RoundingMode::NEAREST_INT_TO_ZERO)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_int_to_zero' is supported");
  return success();
}

LogicalResult IToFOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getRoundingMode() != RoundingMode::NEAREST_EVEN)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_even' is supported");
  if (isa<Float8E8M0FNUType>(getTo().getType().getElementType()))
    return emitOpError("integer to f8E8M0FNU conversion is not supported, "
                       "please first convert to another float type");
  return success();
}

LogicalResult IntToPtrOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult PtrToIntOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult PtrToPtrOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}
