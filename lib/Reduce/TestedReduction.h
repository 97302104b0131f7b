//===- TestedReduction.h - reductions checked by the tester -----*- C++ -*-===//
//
// MLIR's reduction tree applies dialect patterns to every op of a node
// before it tests the node, and a node that is no longer interesting loses
// its module; when that node is the root the tree has nothing left to
// branch from. So every Tile IR reduction is tried on a copy of the module
// first and only applied when the copy verifies, is still interesting and
// prints smaller: applying it can never lose the failure being reduced.
//
// A reduction first tries to take along the ops that only fed what it
// removed (a candidate must print smaller to be kept, and a replacement
// alone rarely does); where that loses the failure, because an op that
// only fed it is what the test looks for, it tries again without.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_REDUCE_TESTEDREDUCTION_H
#define TILEKIT_LIB_REDUCE_TESTEDREDUCTION_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Reducer/Tester.h"

namespace mlir::cuda_tile {

class TestedReduction : public RewritePattern {
public:
  TestedReduction(MLIRContext *context, const Tester &tester,
                  PatternBenefit benefit)
      : RewritePattern(MatchAnyOpTypeTag(), benefit, context), tester(tester) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const final;

protected:
  /// Whether the reduction applies to `op`; must not change anything.
  virtual bool canReduce(Operation *op) const = 0;
  /// Applies the reduction to `op`, which `canReduce` accepted, and with
  /// `eraseFeeders` also erases what is left dead by it (eraseDeadProducers).
  virtual void reduce(Operation *op, RewriterBase &rewriter,
                      bool eraseFeeders) const = 0;

private:
  /// Whether reducing a copy of the module that holds `op` is worth keeping.
  bool isImprovement(ModuleOp module, Operation *op, bool eraseFeeders) const;

  Tester tester;
};

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_REDUCE_TESTEDREDUCTION_H
