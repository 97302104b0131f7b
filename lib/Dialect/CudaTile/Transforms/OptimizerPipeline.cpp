//===- OptimizerPipeline.cpp - The reference optimizer's pipeline ---------===//
//
// The levels and passes are the reference's (cuda-tile-optimize 13.3), so
// the printed pipeline, the output and the errors are too. The passes run
// with the reference's folds only: TileKit's canonicalizer otherwise folds
// `addf` of constants, which the reference keeps.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/Transforms/OptimizerPipeline.h"

#include "tilekit/Dialect/CudaTile/IR/FoldPolicy.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::cuda_tile;

void cuda_tile::buildDefaultOptimizerPipeline(OpPassManager &nested,
                                              const OptimizerOptions &options) {
  if (options.fuseFMA)
    nested.addPass(createFuseFMAPass());
  if (options.optLevel < 1)
    return;
  nested.addPass(createCanonicalizerPass());
  nested.addPass(createCSEPass());
  if (options.optLevel < 2)
    return;
  // No Tile IR loop implements LoopLikeOpInterface (as in the reference):
  // the pass is part of the level's pipeline and moves nothing.
  nested.addPass(createLoopInvariantCodeMotionPass());
  if (options.optLevel < 3)
    return;
  nested.addPass(createLoopSplitPass({options.loopSplitThreshold}));
  nested.addPass(createCanonicalizerPass());
}

/// Appends pipeline text to `nested`; the parser says what is wrong on
/// stderr, as MLIR's tools do.
static LogicalResult addPipelineText(StringRef text, OpPassManager &nested,
                                     Location loc) {
  if (text.empty())
    return success();
  if (succeeded(parsePassPipeline(text, nested)))
    return success();
  return emitError(loc) << "Failed to parse pipeline: " << text;
}

LogicalResult cuda_tile::buildOptimizerPipeline(OpPassManager &pm,
                                                const OptimizerOptions &options,
                                                Location loc) {
  OpPassManager &nested = pm.nestAny();
  if (failed(addPipelineText(options.runBefore, nested, loc)))
    return failure();
  buildDefaultOptimizerPipeline(nested, options);
  return addPipelineText(options.runAfter, nested, loc);
}

namespace {
struct ReferenceFoldInstrumentation : PassInstrumentation {
  void runBeforePass(Pass *, Operation *) override { pushReferenceFolds(); }
  void runAfterPass(Pass *, Operation *) override { popReferenceFolds(); }
  void runAfterPassFailed(Pass *, Operation *) override { popReferenceFolds(); }
};
} // namespace

std::unique_ptr<PassInstrumentation>
cuda_tile::createReferenceFoldInstrumentation() {
  return std::make_unique<ReferenceFoldInstrumentation>();
}

cuda_tile::ModuleOp cuda_tile::getOptimizedModule(Operation *op) {
  if (auto module = dyn_cast_or_null<ModuleOp>(op))
    return module;
  auto builtin = dyn_cast_or_null<mlir::ModuleOp>(op);
  if (!builtin || builtin.getBody()->empty())
    return {};
  return dyn_cast<ModuleOp>(builtin.getBody()->front());
}

LogicalResult cuda_tile::optimizeModule(ModuleOp module,
                                        const OptimizerOptions &options,
                                        bool verbose) {
  MLIRContext *context = module.getContext();
  PassManager pm = PassManager::on<ModuleOp>(context);
  if (failed(buildOptimizerPipeline(pm, options, UnknownLoc::get(context))))
    return failure();
  if (verbose) {
    std::string pipeline;
    llvm::raw_string_ostream os(pipeline);
    pm.printAsTextualPipeline(os, /*pretty=*/true);
    emitRemark(UnknownLoc::get(context)) << "Pipeline: " << pipeline;
  }
  pm.addInstrumentation(createReferenceFoldInstrumentation());
  return pm.run(module);
}

namespace {
struct OptimizerPipelineOptions
    : PassPipelineOptions<OptimizerPipelineOptions> {
  Option<int> optLevel{*this, "opt-level",
                       llvm::cl::desc("Optimization level (0 to 3)"),
                       llvm::cl::init(3)};
  Option<bool> fuseFMA{*this, "fuse-fma",
                       llvm::cl::desc("Fuse multiply-add into fma first"),
                       llvm::cl::init(false)};
  Option<int> loopSplitThreshold{*this, "loop-split-threshold",
                                 llvm::cl::desc("loop-split's split-threshold"),
                                 llvm::cl::init(1)};
};
} // namespace

void cuda_tile::registerOptimizerPipeline() {
  registerCudaTileTransformsPasses();
  registerTransformsPasses();
  PassPipelineRegistration<OptimizerPipelineOptions>(
      "cuda-tile-optimize",
      "cuda-tile-optimize's default pipeline on each op of a cuda_tile.module "
      "(anchored on it, or on a builtin.module holding it)",
      [](OpPassManager &pm, const OptimizerPipelineOptions &pipelineOptions) {
        OptimizerOptions options;
        options.optLevel = pipelineOptions.optLevel;
        options.fuseFMA = pipelineOptions.fuseFMA;
        options.loopSplitThreshold = pipelineOptions.loopSplitThreshold;
        OpPassManager &modulePM =
            pm.getOpAnchorName() == ModuleOp::getOperationName()
                ? pm
                : pm.nest<ModuleOp>();
        buildDefaultOptimizerPipeline(modulePM.nestAny(), options);
      });
}
