//===- TestPatternsWithoutFolding.cpp - canonicalization patterns alone ---===//
//
// `test-tile-patterns-without-folding` applies the canonicalization patterns
// of every registered op greedily with folding switched off. The
// canonicalizer tries an op's fold before its patterns, so a pattern that
// overlaps a fold (select's ReplaceConstantSelect, for one) can only be
// tested on its own this way.
//
//===----------------------------------------------------------------------===//

#include "TestingOps.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace {
struct TestPatternsWithoutFolding
    : public PassWrapper<TestPatternsWithoutFolding, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPatternsWithoutFolding)

  StringRef getArgument() const final {
    return "test-tile-patterns-without-folding";
  }
  StringRef getDescription() const final {
    return "Apply the canonicalization patterns without folds (testing)";
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    for (RegisteredOperationName op : context->getRegisteredOperations())
      op.getCanonicalizationPatterns(patterns, context);
    GreedyRewriteConfig config;
    config.enableFolding(false);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns), config);
  }
};
} // namespace

void cuda_tile::registerTestPasses() {
  PassRegistration<TestPatternsWithoutFolding>();
}
