//===- ReplaceTokenByRoot.cpp - cut token chains --------------------------===//
//
// The token an op produces is replaced by a fresh root token
// (`make_token`), so the ops ordered after it no longer depend on it; the
// op itself then has no use left and can go (with its feeders, or later by
// the unused-op reduction). Ops with more results (a load's tile and token)
// are left to the other reductions.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Reduce/CudaTileReduction.h"

#include "mlir/IR/PatternMatch.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#include "DeadProducers.h"
#include "TestedReduction.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

struct ReplaceTokenByRoot : public TestedReduction {
  ReplaceTokenByRoot(MLIRContext *context, const Tester &tester)
      : TestedReduction(context, tester, /*benefit=*/1) {}

  bool canReduce(Operation *op) const override {
    return isa_and_nonnull<CudaTileDialect>(op->getDialect()) &&
           !isa<MakeTokenOp>(op) && op->getNumResults() == 1 &&
           !op->use_empty() && isa<TokenType>(op->getResult(0).getType());
  }

  void reduce(Operation *op, RewriterBase &rewriter,
              bool eraseFeeders) const override {
    SmallVector<Value> operands(op->getOperands());
    rewriter.setInsertionPoint(op);
    rewriter.replaceOpWithNewOp<MakeTokenOp>(op, op->getResult(0).getType());
    if (eraseFeeders)
      eraseDeadProducers(rewriter, operands);
  }
};

} // namespace

void cuda_tile::populateReplaceTokenByRootPatterns(RewritePatternSet &patterns,
                                                   const Tester &tester) {
  patterns.add<ReplaceTokenByRoot>(patterns.getContext(), tester);
}
