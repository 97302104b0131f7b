//===- FuseFMA.cpp - mulf + addf/subf into fma ----------------------------===//
//
// The reference optimizer's FMA formation, rewrite for rewrite: the same two
// patterns and the addf canonicalization in one greedy run, so the result
// (including the folds, constant merging and dead-op removal the greedy
// driver does on the way) is the reference's byte for byte. Unlike the
// reference, a subtraction is checked before anything is built, so ops
// whose modifiers differ are left alone instead of failing the pass.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/IR/FoldPolicy.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <type_traits>

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_FUSEFMAPASS
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

/// The product an addf or subf may absorb: its left operand, when that is a
/// mulf used only there, with the same rounding mode and flush-to-zero.
template <typename OpTy>
static MulFOp getFusibleProduct(OpTy op, PatternRewriter &rewriter,
                                LogicalResult &why) {
  auto product = op.getLhs().template getDefiningOp<MulFOp>();
  if (!product || !product.getResult().hasOneUse()) {
    why = rewriter.notifyMatchFailure(op, "no single-use mulf on the left");
    return {};
  }
  if (product.getRoundingMode() != op.getRoundingMode() ||
      product.getFlushToZero() != op.getFlushToZero()) {
    why = rewriter.notifyMatchFailure(op, "the modifiers differ");
    return {};
  }
  return product;
}

/// addf(mulf(a, b), c) -> fma(a, b, c) and subf(mulf(a, b), c) ->
/// fma(a, b, negf(c)); the negation comes first, at the subtraction's place
/// and location. The product goes.
template <typename OpTy> struct FuseProduct : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    LogicalResult why = failure();
    MulFOp product = getFusibleProduct(op, rewriter, why);
    if (!product)
      return why;
    Value addend = op.getRhs();
    if constexpr (std::is_same_v<OpTy, SubFOp>)
      addend = rewriter.createOrFold<NegFOp>(op.getLoc(), addend);
    rewriter.replaceOpWithNewOp<FmaOp>(
        op, op.getType(), product.getLhs(), product.getRhs(), addend,
        RoundingModeAttr::get(op.getContext(), op.getRoundingMode()),
        op.getFlushToZero() ? rewriter.getUnitAttr() : UnitAttr());
    rewriter.eraseOp(product);
    return success();
  }
};

struct FuseFMAPass : cuda_tile::impl::FuseFMAPassBase<FuseFMAPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    // Products move to the left of additions first.
    AddFOp::getCanonicalizationPatterns(patterns, context);
    patterns.add<FuseProduct<AddFOp>, FuseProduct<SubFOp>>(context);
    ReferenceFoldScope referenceFolds;
    if (succeeded(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return;
    getOperation()->emitError("fuse-fma: the rewrites did not reach a fixed "
                              "point");
    signalPassFailure();
  }
};

} // namespace
