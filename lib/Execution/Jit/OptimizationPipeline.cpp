//===- OptimizationPipeline.cpp - LLVM passes for compiled kernels --------===//
//
// The lowering already emits vector code of the right width and loops over
// chunks of frame buffers whose trip counts are constants. LLVM's default
// pipeline then fully unrolls those loops (a 512-lane tile is 32 chunks of
// every element-wise op) and runs the loop vectorizer over code that is
// vector code already: most of the compile time of the larger kernels,
// for little speed. Both are off unless asked for.
//
//===----------------------------------------------------------------------===//

#include "OptimizationPipeline.h"

#include "llvm/IR/Module.h"
#include "llvm/Passes/OptimizationLevel.h"
#include "llvm/Passes/PassBuilder.h"

namespace tilekit::exec::jit {

std::function<llvm::Error(llvm::Module *)>
makeOptimizationPipeline(const OptimizationOptions &options) {
  return [options](llvm::Module *module) -> llvm::Error {
    if (options.optLevel == 0)
      return llvm::Error::success();
    llvm::LoopAnalysisManager loops;
    llvm::FunctionAnalysisManager functions;
    llvm::CGSCCAnalysisManager cgscc;
    llvm::ModuleAnalysisManager modules;
    llvm::PipelineTuningOptions tuning;
    tuning.LoopUnrolling = options.loopTransforms;
    tuning.LoopVectorization = options.loopTransforms;
    tuning.LoopInterleaving = options.loopTransforms;
    llvm::PassBuilder builder(/*TM=*/nullptr, tuning);
    builder.registerModuleAnalyses(modules);
    builder.registerCGSCCAnalyses(cgscc);
    builder.registerFunctionAnalyses(functions);
    builder.registerLoopAnalyses(loops);
    builder.crossRegisterProxies(loops, functions, cgscc, modules);
    llvm::OptimizationLevel level = options.optLevel == 1 ? llvm::OptimizationLevel::O1
                                    : options.optLevel == 2
                                        ? llvm::OptimizationLevel::O2
                                        : llvm::OptimizationLevel::O3;
    llvm::ModulePassManager passes =
        builder.buildPerModuleDefaultPipeline(level);
    passes.run(*module, modules);
    return llvm::Error::success();
  };
}

} // namespace tilekit::exec::jit
