//===- SingleIterationLoops.cpp - cut `for` loops to one iteration --------===//
//
// A `for` whose lower bound and step are constants gets the upper bound
// lower bound + step, so its body runs once. Where the lower bound is zero
// the step value itself is that bound and no op is added; otherwise a
// `constant` is built. A loop that already runs at most once, a sum that
// would wrap, and a step the loop would not advance by are left alone.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Reduce/CudaTileReduction.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "DeadProducers.h"
#include "TestedReduction.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The value of a constant scalar integer tile.
static std::optional<APInt> getConstantScalar(Value value) {
  DenseIntElementsAttr elements;
  if (!matchPattern(value, m_Constant(&elements)) || !elements.isSplat())
    return std::nullopt;
  return elements.getSplatValue<APInt>();
}

/// The upper bound that makes `loop` run exactly once, or nothing where the
/// loop is left alone.
static std::optional<APInt> getOneIterationUpperBound(ForOp loop) {
  std::optional<APInt> lower = getConstantScalar(loop.getLowerBound());
  std::optional<APInt> step = getConstantScalar(loop.getStep());
  if (!lower || !step)
    return std::nullopt;
  bool isUnsigned = loop.getUnsignedCmp();
  if (step->isZero() || (!isUnsigned && step->isNegative()))
    return std::nullopt;
  bool overflow = false;
  APInt oneIterationUpper = isUnsigned ? lower->uadd_ov(*step, overflow)
                                       : lower->sadd_ov(*step, overflow);
  if (overflow)
    return std::nullopt;
  if (std::optional<APInt> upper = getConstantScalar(loop.getUpperBound()))
    if (isUnsigned ? upper->ule(oneIterationUpper)
                   : upper->sle(oneIterationUpper))
      return std::nullopt;
  return oneIterationUpper;
}

namespace {

struct CutForToOneIteration : public TestedReduction {
  CutForToOneIteration(MLIRContext *context, const Tester &tester)
      : TestedReduction(context, tester, /*benefit=*/1) {}

  bool canReduce(Operation *op) const override {
    auto loop = dyn_cast<ForOp>(op);
    return loop && getOneIterationUpperBound(loop);
  }

  void reduce(Operation *op, RewriterBase &rewriter,
              bool eraseFeeders) const override {
    auto loop = cast<ForOp>(op);
    APInt oneIterationUpper = *getOneIterationUpperBound(loop);
    Value oldUpper = loop.getUpperBound();
    Value newUpper;
    if (oneIterationUpper == *getConstantScalar(loop.getStep())) {
      // Lower bound zero: the step is the bound, no op needed.
      newUpper = loop.getStep();
    } else {
      rewriter.setInsertionPoint(loop);
      auto type = cast<ShapedType>(oldUpper.getType());
      newUpper = ConstantOp::create(
          rewriter, loop.getLoc(),
          cast<DenseIntOrFPElementsAttr>(
              DenseElementsAttr::get(type, oneIterationUpper)));
    }
    rewriter.modifyOpInPlace(
        loop, [&] { loop.getUpperBoundMutable().set(newUpper); });
    if (eraseFeeders)
      eraseDeadProducers(rewriter, oldUpper);
  }
};

} // namespace

void cuda_tile::populateSingleIterationLoopPatterns(RewritePatternSet &patterns,
                                                    const Tester &tester) {
  patterns.add<CutForToOneIteration>(patterns.getContext(), tester);
}
