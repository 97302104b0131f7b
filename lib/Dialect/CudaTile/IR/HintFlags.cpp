//===- HintFlags.cpp - -Wunsupported-hints / -Werr-hints ------------------===//

#include "tilekit/Dialect/CudaTile/IR/HintFlags.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

namespace {

/// Created on first use, so that a binary that never asks for the flags
/// does not have them.
struct HintFlags {
  llvm::cl::opt<bool> warn{
      "Wunsupported-hints",
      llvm::cl::desc("Check optimization_hints (architectures, keys, values) "
                     "and report problems as warnings"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> errors{
      "Werr-hints",
      llvm::cl::desc(
          "With -Wunsupported-hints, report hint problems as errors"),
      llvm::cl::init(false)};
};

HintFlags &getHintFlags() {
  static HintFlags flags;
  return flags;
}

} // namespace

void cuda_tile::registerHintFlags() { (void)getHintFlags(); }

void cuda_tile::addHintFlagsExtension(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, CudaTileDialect *dialect) {
    HintFlags &flags = getHintFlags();
    dialect->setWarnUnsupportedHints(flags.warn);
    dialect->setHintProblemsAreErrors(flags.errors);
  });
}
