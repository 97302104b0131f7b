//===- Optimizer.cpp - cuda-tile-optimize's pipeline from C ---------------===//

#include "cuda_tile-c/Dialect/CudaTileOptimizer.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/Transforms/OptimizerPipeline.h"

#include "mlir/CAPI/Diagnostics.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"

#include <optional>

using namespace mlir;

void mlirCudaTileOptFlagsInit(mlirCudaTileOptConfig *config) {
  if (!config)
    return;
  *config = mlirCudaTileOptConfig();
  config->flags = CUDATILE_OPT_FLAG_NONE;
  config->optLevel = 3;
  config->loopSplitThreshold = 1;
}

MlirLogicalResult
mlirCudaTileApplyOptimizations(MlirOperation moduleOp,
                               mlirCudaTileOptConfig *config) {
  if (mlirOperationIsNull(moduleOp) || !config)
    return mlirLogicalResultFailure();
  Operation *op = unwrap(moduleOp);
  cuda_tile::ModuleOp module = cuda_tile::getOptimizedModule(op);
  if (!module)
    return mlirLogicalResultFailure();

  cuda_tile::OptimizerOptions options;
  options.optLevel = config->optLevel;
  options.fuseFMA = (config->flags & CUDATILE_OPT_FLAG_FUSE_FMA) != 0;
  options.loopSplitThreshold = config->loopSplitThreshold;

  MLIRContext *context = op->getContext();
  // The context's threading for the run, as the flag says.
  bool threading = context->isMultithreadingEnabled();
  context->enableMultithreading(
      (config->flags & CUDATILE_OPT_FLAG_ENABLE_MULTITHREAD) != 0);
  std::optional<DiagnosticEngine::HandlerID> handler;
  if (config->diagnosticCallback)
    handler = context->getDiagEngine().registerHandler(
        [callback = config->diagnosticCallback,
         userData = config->diagnosticUserData](Diagnostic &diagnostic) {
          return unwrap(callback(wrap(diagnostic), userData));
        });
  LogicalResult result =
      cuda_tile::optimizeModule(module, options, handler.has_value());
  if (handler)
    context->getDiagEngine().eraseHandler(*handler);
  context->enableMultithreading(threading);
  return wrap(result);
}
