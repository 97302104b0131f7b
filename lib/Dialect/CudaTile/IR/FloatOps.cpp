//===- FloatOps.cpp - floating-point op verifiers -------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "llvm/ADT/STLExtras.h"

#include "FloatModifiers.h"
#include "MatmulVerifier.h"

using namespace mlir;
using namespace mlir::cuda_tile;

LogicalResult cuda_tile::verifyFlushToZero(Operation *op, bool flushToZero) {
  Type element = getElementTypeOrSelf(op->getResult(0).getType());
  if (flushToZero && !element.isF32())
    return op->emitOpError("flush_to_zero modifier only supported for f32 "
                           "data type, but got: ")
           << element;
  return success();
}

LogicalResult cuda_tile::verifyRoundingMode(Operation *op, RoundingMode mode,
                                            ArrayRef<RoundingMode> allowed) {
  if (llvm::is_contained(allowed, mode)) {
    Type element = getElementTypeOrSelf(op->getResult(0).getType());
    if ((mode == RoundingMode::APPROX || mode == RoundingMode::FULL) &&
        !element.isF32())
      return op->emitOpError()
             << stringifyRoundingMode(mode)
             << " modifier only supported for f32 data type, but got: "
             << element;
    return success();
  }
  auto diag = op->emitOpError("rounding mode '")
              << stringifyRoundingMode(mode)
              << "' is not supported; expected one of: ";
  llvm::interleaveComma(allowed, diag, [&](RoundingMode m) {
    diag << "'" << stringifyRoundingMode(m) << "'";
  });
  return diag;
}

static constexpr RoundingMode kIEEEModes[] = {
    RoundingMode::NEAREST_EVEN, RoundingMode::ZERO, RoundingMode::NEGATIVE_INF,
    RoundingMode::POSITIVE_INF};

template <typename OpT> static LogicalResult verifyIEEEArith(OpT op) {
  if (failed(verifyRoundingMode(op, op.getRoundingMode(), kIEEEModes)))
    return failure();
  return verifyFlushToZero(op, op.getFlushToZero());
}

LogicalResult AddFOp::verify() { return verifyIEEEArith(*this); }
LogicalResult SubFOp::verify() { return verifyIEEEArith(*this); }
LogicalResult MulFOp::verify() { return verifyIEEEArith(*this); }
LogicalResult FmaOp::verify() { return verifyIEEEArith(*this); }

LogicalResult DivFOp::verify() {
  static constexpr RoundingMode allowed[] = {
      RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
      RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF,
      RoundingMode::APPROX,       RoundingMode::FULL};
  if (failed(verifyRoundingMode(*this, getRoundingMode(), allowed)))
    return failure();
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult MaxFOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult MinFOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero());
}

LogicalResult CmpFOp::verify() {
  if (getResult().getType().getShape() != getLhs().getType().getShape())
    return emitOpError("expects the result to have the shape of the operands");
  return success();
}

//===----------------------------------------------------------------------===//
// mmaf, mmaf_scaled
//===----------------------------------------------------------------------===//

/// Accumulator element types each mmaf input element type supports.
static SmallVector<Type> getMmaFAccumulatorTypes(Type input) {
  MLIRContext *context = input.getContext();
  Type f16 = Float16Type::get(context), f32 = Float32Type::get(context),
       f64 = Float64Type::get(context);
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float16Type>(input))
    return {f16, f32};
  if (isa<BFloat16Type, FloatTF32Type, Float32Type>(input))
    return {f32};
  if (isa<Float64Type>(input))
    return {f64};
  return {};
}

LogicalResult MmaFOp::verify() {
  TileType lhs = getLhs().getType(), acc = getAcc().getType();
  if (failed(verifyMatmulShapes(*this, lhs, getRhs().getType(), acc)))
    return failure();
  SmallVector<Type> accTypes = getMmaFAccumulatorTypes(lhs.getElementType());
  if (!llvm::is_contained(accTypes, acc.getElementType())) {
    auto diag = emitOpError("unsupported combination of element types. Input "
                            "type ")
                << lhs.getElementType()
                << " expects accumulator/result type to be one of {";
    llvm::interleaveComma(accTypes, diag);
    return diag << "}, but got " << acc.getElementType();
  }
  return success();
}

LogicalResult MmaFScaledOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(),
           acc = getAcc().getType();
  TileType lhsScale = getLhsScale().getType(),
           rhsScale = getRhsScale().getType();
  if (failed(verifyMatmulShapes(*this, lhs, rhs, acc)))
    return failure();
  int64_t rank = lhs.getRank();
  if (lhsScale.getRank() != rank || rhsScale.getRank() != rank)
    return emitOpError("expects scales of the rank of the operands");
  if (lhsScale.getElementType() != rhsScale.getElementType())
    return emitOpError("expects lhs_scale and rhs_scale of the same element "
                       "type");
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape();
  ArrayRef<int64_t> sa = lhsScale.getShape(), sb = rhsScale.getShape();
  int64_t m = a[rank - 2], k = a[rank - 1], n = b[rank - 1];
  int64_t scaleK = sa[rank - 1];
  if (rank == 3 && (sa[0] != a[0] || sb[0] != a[0]))
    return emitOpError("expects scales with the batch size of the operands");
  if (sa[rank - 2] != m || sb[rank - 1] != n || sb[rank - 2] != scaleK)
    return emitOpError("expects lhs_scale of shape MxKs and rhs_scale of "
                       "shape KsxN, got ")
           << lhsScale << " and " << rhsScale;
  if (scaleK <= 0 || k % scaleK != 0)
    return emitOpError("expects K (")
           << k << ") to be a multiple of the scale K dimension (" << scaleK
           << ")";
  int64_t blockSize = k / scaleK;
  Type element = lhs.getElementType(), scale = lhsScale.getElementType();
  bool ok;
  if (isa<Float8E4M3FNType>(scale))
    ok = isa<Float4E2M1FNType>(element) && blockSize == 16;
  else if (isa<Float8E5M3FNUType>(scale)) // 13.4 developer preview
    ok = isa<Float4E2M1FNType>(element) && (blockSize == 16 || blockSize == 32);
  else if (isa<Float4E2M1FNType>(element))
    ok = blockSize == 16 || blockSize == 32;
  else
    ok = blockSize == 32;
  if (!ok)
    return emitOpError("unsupported scaling: ")
           << scale << " scales over blocks of " << blockSize << " " << element
           << " elements";
  return success();
}
