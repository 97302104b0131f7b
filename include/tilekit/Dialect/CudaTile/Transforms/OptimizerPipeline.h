//===- OptimizerPipeline.h - The reference optimizer's pipeline -*- C++ -*-===//
//
// The pass pipeline of NVIDIA's cuda-tile-optimize, built in one place for
// tile-optimize, tile-opt's `cuda-tile-optimize` pipeline and Python's
// Module.optimize. The pipeline runs on each op of a cuda_tile.module's body
// (entries, functions, globals):
//
//   [--run-before-default-pipeline passes]
//   fuse-fma                       with fuseFMA
//   canonicalize, cse              from level 1
//   loop-invariant-code-motion     from level 2
//   loop-split, canonicalize       from level 3
//   [--run-after-default-pipeline passes]
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_TRANSFORMS_OPTIMIZERPIPELINE_H
#define TILEKIT_DIALECT_CUDATILE_TRANSFORMS_OPTIMIZERPIPELINE_H

#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include <string>

namespace mlir::cuda_tile {

struct OptimizerOptions {
  /// 0 to 3; above 3 is 3, below 0 is 0, as in the reference.
  int optLevel = 3;
  bool fuseFMA = false;
  /// loop-split's split-threshold.
  int loopSplitThreshold = 1;
  /// MLIR pass pipeline text (no op anchor: it runs on each op of the
  /// module's body) before and after the default pipeline.
  std::string runBefore;
  std::string runAfter;
};

/// Adds the default pipeline of `options` to `nested`, a pass manager that
/// runs on each op of a module's body.
void buildDefaultOptimizerPipeline(OpPassManager &nested,
                                   const OptimizerOptions &options);

/// Adds the whole pipeline (hooks included) to `pm`, a pass manager on a
/// cuda_tile.module. Fails with a diagnostic at `loc` when a hook is not
/// valid pipeline text.
LogicalResult buildOptimizerPipeline(OpPassManager &pm,
                                     const OptimizerOptions &options,
                                     Location loc);

/// The cuda_tile.module the reference's optimizer works on: `op` itself, or
/// the first op of the builtin module `op`; null otherwise.
ModuleOp getOptimizedModule(Operation *op);

/// Runs the pipeline on `module` with the reference's folds only (the
/// result is cuda-tile-optimize's, byte for byte). With `verbose`, the
/// pipeline is reported as a remark first, as the reference does.
LogicalResult optimizeModule(ModuleOp module, const OptimizerOptions &options,
                             bool verbose = false);

/// A pass instrumentation that runs every pass with the reference's folds
/// only (FoldPolicy.h), on whatever thread runs it.
std::unique_ptr<PassInstrumentation> createReferenceFoldInstrumentation();

/// Registers the passes the pipeline text of the hooks may name (the
/// cuda_tile passes and MLIR's generic transforms) and tile-opt's
/// `tile-optimize` pipeline.
void registerOptimizerPipeline();

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_TRANSFORMS_OPTIMIZERPIPELINE_H
