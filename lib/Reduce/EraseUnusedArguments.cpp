//===- EraseUnusedArguments.cpp - drop entry arguments nobody uses --------===//
//
// An entry argument without uses goes from the signature and the body's
// block, with its argument attributes. All unused arguments go in one step:
// the script judges the signature as a whole (a driver script that passes
// arguments to the kernel, for instance).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Reduce/CudaTileReduction.h"

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/BitVector.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "TestedReduction.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The arguments of `entry` that have no uses.
static llvm::BitVector getUnusedArguments(EntryOp entry) {
  llvm::BitVector unused(entry.getNumArguments());
  for (BlockArgument argument : entry.getArguments())
    if (argument.use_empty())
      unused.set(argument.getArgNumber());
  return unused;
}

namespace {

struct EraseUnusedEntryArguments : public TestedReduction {
  EraseUnusedEntryArguments(MLIRContext *context, const Tester &tester)
      : TestedReduction(context, tester, /*benefit=*/1) {}

  bool canReduce(Operation *op) const override {
    auto entry = dyn_cast<EntryOp>(op);
    return entry && !entry.isExternal() && getUnusedArguments(entry).any();
  }

  void reduce(Operation *op, RewriterBase &rewriter,
              bool /*eraseFeeders*/) const override {
    auto entry = cast<EntryOp>(op);
    llvm::BitVector unused = getUnusedArguments(entry);
    rewriter.modifyOpInPlace(entry,
                             [&] { (void)entry.eraseArguments(unused); });
  }
};

} // namespace

void cuda_tile::populateEraseUnusedArgumentPatterns(RewritePatternSet &patterns,
                                                    const Tester &tester) {
  patterns.add<EraseUnusedEntryArguments>(patterns.getContext(), tester);
}
