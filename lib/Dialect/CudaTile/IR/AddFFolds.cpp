//===- AddFFolds.cpp - addf constant fold and canonicalization ------------===//
//
// addf is the only float op that folds constants. The fold computes the sum
// exactly as the op declares it: in the result's element type, with its
// rounding mode, flushing subnormal inputs and results to zero when the op
// says flush_to_zero. It never folds through NaN or infinity: an operand that
// is not finite or a sum that overflows leaves the op alone, so the producer's
// choice of non-finite semantics is kept. The reference has no addf fold:
// under a ReferenceFoldScope (its optimizer's passes) there is none either.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/IR/FoldPolicy.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The APFloat rounding of an IEEE rounding mode; none for the others.
static std::optional<llvm::RoundingMode> getIEEERounding(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::NEAREST_EVEN:
    return llvm::RoundingMode::NearestTiesToEven;
  case RoundingMode::ZERO:
    return llvm::RoundingMode::TowardZero;
  case RoundingMode::NEGATIVE_INF:
    return llvm::RoundingMode::TowardNegative;
  case RoundingMode::POSITIVE_INF:
    return llvm::RoundingMode::TowardPositive;
  default:
    return std::nullopt;
  }
}

/// A subnormal value flushed to the zero of its sign.
static APFloat flushSubnormal(const APFloat &value) {
  if (!value.isDenormal())
    return value;
  return APFloat::getZero(value.getSemantics(), value.isNegative());
}

/// lhs + rhs as addf computes it, or none when an operand or the sum is not
/// finite.
static std::optional<APFloat> addFinite(APFloat lhs, const APFloat &rhs,
                                        llvm::RoundingMode rounding,
                                        bool flushToZero) {
  if (!lhs.isFinite() || !rhs.isFinite())
    return std::nullopt;
  APFloat sum = flushToZero ? flushSubnormal(lhs) : lhs;
  APFloat::opStatus status =
      sum.add(flushToZero ? flushSubnormal(rhs) : rhs, rounding);
  if ((status & (APFloat::opOverflow | APFloat::opInvalidOp)) ||
      !sum.isFinite())
    return std::nullopt;
  return flushToZero ? flushSubnormal(sum) : sum;
}

OpFoldResult AddFOp::fold(FoldAdaptor adaptor) {
  if (!areTileKitFoldsEnabled())
    return {};
  auto lhs = dyn_cast_if_present<DenseFPElementsAttr>(adaptor.getLhs());
  auto rhs = dyn_cast_if_present<DenseFPElementsAttr>(adaptor.getRhs());
  std::optional<llvm::RoundingMode> rounding =
      getIEEERounding(getRoundingMode());
  if (!lhs || !rhs || !rounding || lhs.getType() != getType() ||
      rhs.getType() != getType())
    return {};
  bool flushToZero = getFlushToZero();

  if (lhs.isSplat() && rhs.isSplat()) {
    std::optional<APFloat> sum =
        addFinite(lhs.getSplatValue<APFloat>(), rhs.getSplatValue<APFloat>(),
                  *rounding, flushToZero);
    if (!sum)
      return {};
    return DenseElementsAttr::get(getType(), *sum);
  }
  SmallVector<APFloat> sums;
  sums.reserve(getType().getNumElements());
  for (auto [lhsValue, rhsValue] :
       llvm::zip_equal(lhs.getValues<APFloat>(), rhs.getValues<APFloat>())) {
    std::optional<APFloat> sum =
        addFinite(lhsValue, rhsValue, *rounding, flushToZero);
    if (!sum)
      return {};
    sums.push_back(*sum);
  }
  return DenseElementsAttr::get(getType(), sums);
}

/// addf(a, mulf(b, c)) -> addf(mulf(b, c), a): the product on the left is
/// the form FMA formation looks for. Addition commutes in every rounding
/// mode, so the result is unchanged. A new op replaces the old one, as in
/// the reference: the greedy driver then visits it, and the ops around it,
/// in the reference's order.
LogicalResult AddFOp::canonicalize(AddFOp op, PatternRewriter &rewriter) {
  if (!op.getRhs().getDefiningOp<MulFOp>() ||
      op.getLhs().getDefiningOp<MulFOp>())
    return failure();
  rewriter.replaceOpWithNewOp<AddFOp>(op, op.getType(), op.getRhs(),
                                      op.getLhs(), op.getRoundingModeAttr(),
                                      op.getFlushToZeroAttr());
  return success();
}
