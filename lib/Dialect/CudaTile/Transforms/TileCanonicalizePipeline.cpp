//===- TileCanonicalizePipeline.cpp - the tile-canonicalize pipeline ------===//
//
// Folds and canonicalization patterns first, run by MLIR's greedy driver
// until no pattern applies; then the expression simplifier once over the
// residual IR, for the deeper integer and mask cleanup the patterns leave.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// Iterations the greedy driver may take before giving up on a fixed point.
/// The Tile IR patterns only shrink or normalize the IR, so real modules
/// converge in a few iterations; the bound only guards against a pattern
/// set that would cycle.
static constexpr int64_t kFixedPointIterationGuard = 100;

void cuda_tile::buildTileCanonicalizePipeline(OpPassManager &pm) {
  GreedyRewriteConfig config;
  config.setMaxIterations(kFixedPointIterationGuard);
  pm.addPass(createCanonicalizerPass(config));
  pm.addPass(createSimplifyExpressions());
}

void cuda_tile::registerCudaTileTransforms() {
  registerCudaTileTransformsPasses();
  PassPipelineRegistration<>(
      "tile-canonicalize",
      "Tile IR canonicalization: folds and patterns to a fixed point, then "
      "the expression simplifier",
      buildTileCanonicalizePipeline);
}
