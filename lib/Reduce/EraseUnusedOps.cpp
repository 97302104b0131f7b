//===- EraseUnusedOps.cpp - drop ops whose results nobody uses ------------===//
//
// An op none of whose results is used can go, even when it has side effects
// (a store whose token is unused, a print): the reducer keeps a candidate
// only if it still verifies and is still interesting, so removing an effect
// the failure needs is rejected there, not here.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Reduce/CudaTileReduction.h"

#include "mlir/IR/PatternMatch.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "DeadProducers.h"
#include "TestedReduction.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

struct EraseUnusedOp : public TestedReduction {
  EraseUnusedOp(MLIRContext *context, const Tester &tester)
      : TestedReduction(context, tester, /*benefit=*/2) {}

  bool canReduce(Operation *op) const override {
    // Terminators are structural; a whole cuda_tile.module is the unit the
    // test case is about.
    return isa_and_nonnull<CudaTileDialect>(op->getDialect()) &&
           !op->hasTrait<OpTrait::IsTerminator>() &&
           !isa<cuda_tile::ModuleOp>(op) && op->use_empty();
  }

  void reduce(Operation *op, RewriterBase &rewriter,
              bool eraseFeeders) const override {
    SmallVector<Value> operands(op->getOperands());
    rewriter.eraseOp(op);
    if (eraseFeeders)
      eraseDeadProducers(rewriter, operands);
  }
};

} // namespace

void cuda_tile::populateEraseUnusedOpPatterns(RewritePatternSet &patterns,
                                              const Tester &tester) {
  patterns.add<EraseUnusedOp>(patterns.getContext(), tester);
}
