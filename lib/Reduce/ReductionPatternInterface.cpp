//===- ReductionPatternInterface.cpp - cuda_tile reduction interface ------===//
//
// The reduction tree applies a dialect's reduction patterns to the ops it
// keeps and tests every candidate (verified first) with the user's script.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Reduce/CudaTileReduction.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Reducer/ReductionPatternInterface.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

struct CudaTileReductionPatternInterface
    : public DialectReductionPatternInterface {
  CudaTileReductionPatternInterface(Dialect *dialect)
      : DialectReductionPatternInterface(dialect) {}

  // Every Tile IR reduction consults the tester before it changes anything
  // (TestedReduction.h), so there are no untested patterns.
  void populateReductionPatterns(RewritePatternSet &) const override {}

  void populateReductionPatternsWithTester(RewritePatternSet &patterns,
                                           Tester &tester) const override {
    populateEraseUnusedOpPatterns(patterns, tester);
    populateEraseUnusedArgumentPatterns(patterns, tester);
    populateReplaceByZeroPatterns(patterns, tester);
    populateReplaceTokenByRootPatterns(patterns, tester);
    populateSingleIterationLoopPatterns(patterns, tester);
  }
};

} // namespace

void cuda_tile::registerReductionPatternInterface(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, CudaTileDialect *dialect) {
    dialect->addInterfaces<CudaTileReductionPatternInterface>();
  });
}
