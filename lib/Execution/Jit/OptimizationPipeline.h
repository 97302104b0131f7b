//===- OptimizationPipeline.h - LLVM passes for compiled kernels -*- C++ -*-===//
//
// The LLVM IR optimization of the JIT: LLVM's default pipeline at the
// requested level with loop unrolling and the loop vectorizer off (see the
// .cpp for why).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_JIT_OPTIMIZATIONPIPELINE_H
#define TILEKIT_LIB_EXECUTION_JIT_OPTIMIZATIONPIPELINE_H

#include "llvm/Support/Error.h"

#include <functional>

namespace llvm {
class Module;
} // namespace llvm

namespace tilekit::exec::jit {

struct OptimizationOptions {
  unsigned optLevel = 2;
  /// LLVM's loop unroller and loop vectorizer (TILEKIT_JIT_LOOP_OPTS=1).
  bool loopTransforms = false;
};

/// A transformer for mlir::ExecutionEngine running the pipeline.
std::function<llvm::Error(llvm::Module *)>
makeOptimizationPipeline(const OptimizationOptions &options);

} // namespace tilekit::exec::jit

#endif // TILEKIT_LIB_EXECUTION_JIT_OPTIMIZATIONPIPELINE_H
