//===- ReplaceByZero.cpp - replace tile results by constant zeros ---------===//
//
// A computed tile becomes `constant <T: 0> : tile<...xT>` of the same type,
// which cuts the computation that fed it. Only element types a `constant`
// can hold are replaced (no pointers, tokens, views or i4), and only where
// zero is a value of the type (f8E8M0FNU has none).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Reduce/CudaTileReduction.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#include "DeadProducers.h"
#include "TestedReduction.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The zero tile of `type`, or null where `type` has no zero constant.
static DenseElementsAttr getZeroTile(TileType type) {
  Type element = type.getElementType();
  Attribute zero;
  if (auto integer = dyn_cast<IntegerType>(element)) {
    // i4 tiles exist, but no `constant` of them.
    if (integer.getWidth() == 4)
      return nullptr;
    zero = IntegerAttr::get(integer, 0);
  } else if (auto floating = dyn_cast<FloatType>(element)) {
    if (!APFloat::semanticsHasZero(floating.getFloatSemantics()))
      return nullptr;
    zero = FloatAttr::get(floating,
                          APFloat::getZero(floating.getFloatSemantics()));
  } else {
    return nullptr;
  }
  return DenseElementsAttr::get(cast<ShapedType>(type), zero);
}

namespace {

struct ReplaceResultByZero : public TestedReduction {
  ReplaceResultByZero(MLIRContext *context, const Tester &tester)
      : TestedReduction(context, tester, /*benefit=*/1) {}

  bool canReduce(Operation *op) const override {
    if (!isa_and_nonnull<CudaTileDialect>(op->getDialect()) ||
        op->getNumResults() != 1 || op->use_empty() ||
        matchPattern(op, m_Constant()))
      return false;
    auto type = dyn_cast<TileType>(op->getResult(0).getType());
    return type && getZeroTile(type);
  }

  void reduce(Operation *op, RewriterBase &rewriter,
              bool eraseFeeders) const override {
    auto zero = cast<DenseIntOrFPElementsAttr>(
        getZeroTile(cast<TileType>(op->getResult(0).getType())));
    SmallVector<Value> operands(op->getOperands());
    rewriter.setInsertionPoint(op);
    rewriter.replaceOpWithNewOp<ConstantOp>(op, zero);
    if (eraseFeeders)
      eraseDeadProducers(rewriter, operands);
  }
};

} // namespace

void cuda_tile::populateReplaceByZeroPatterns(RewritePatternSet &patterns,
                                              const Tester &tester) {
  patterns.add<ReplaceResultByZero>(patterns.getContext(), tester);
}
