//===- EntryCanonicalization.cpp - --canonicalize one entry at a time -----===//
//
// MLIR's canonicalizer run on a module is a greedy rewrite of all its ops on
// one thread. For a Tile IR module it is the same rewrite as the
// canonicalizer run on each entry, which the pass manager does in parallel:
//  - no canonicalization pattern or folder applies to the module's own ops
//    (entries and globals; checked on the pattern set, and neither op
//    defines a folder), and a global or an entry is never trivially dead;
//  - every pattern and folder reads and writes one entry (entries are
//    isolated from above; constants are hoisted within their entry);
//  - the driver's iterations over the module repeat an entry that changed
//    in none of them without effect, and each entry gets as many iterations
//    as it needs, up to the same limit, either way.
// The canonicalize-golden and parallel-asm tests compare both on every
// golden module.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Tools/ParallelAsm.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

/// The textual form of `pm` with its passes' options.
static std::string getPipelineText(const OpPassManager &pm) {
  std::string text;
  llvm::raw_string_ostream os(text);
  pm.printAsTextualPipeline(os);
  return text;
}

/// Whether a pass-manager instrumentation (IR printing, statistics, crash
/// reproducers) was asked for: they would show the nesting.
static bool hasPassInstrumentation() {
  static const char *const kOptions[] = {"mlir-print-ir-before-all",
                                         "mlir-print-ir-after-all",
                                         "mlir-print-ir-before",
                                         "mlir-print-ir-after",
                                         "mlir-print-ir-after-change",
                                         "mlir-print-ir-after-failure",
                                         "mlir-print-ir-module-scope",
                                         "mlir-print-ir-tree-dir",
                                         "mlir-pass-statistics",
                                         "mlir-pass-pipeline-crash-reproducer",
                                         "mlir-pass-pipeline-local-reproducer"};
  auto &options = llvm::cl::getRegisteredOptions();
  for (const char *name : kOptions) {
    auto it = options.find(name);
    if (it != options.end() && it->second->getNumOccurrences() != 0)
      return true;
  }
  return false;
}

/// The Tile IR module of `root` (itself or the only op of a builtin module).
static cuda_tile::ModuleOp getTileModule(Operation *root) {
  if (auto module = dyn_cast<cuda_tile::ModuleOp>(root))
    return module;
  auto builtin = dyn_cast<mlir::ModuleOp>(root);
  if (!builtin || !llvm::hasSingleElement(*builtin.getBody()))
    return {};
  return dyn_cast<cuda_tile::ModuleOp>(builtin.getBody()->front());
}

/// Whether a canonicalization pattern could apply to the module's own ops.
static bool patternsReachModuleOps(MLIRContext *context) {
  RewritePatternSet patterns(context);
  for (Dialect *dialect : context->getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op : context->getRegisteredOperations())
    op.getCanonicalizationPatterns(patterns, context);
  auto reaches = [](const Pattern &pattern) {
    std::optional<OperationName> root = pattern.getRootKind();
    return !root || llvm::is_contained({cuda_tile::EntryOp::getOperationName(),
                                        cuda_tile::GlobalOp::getOperationName(),
                                        cuda_tile::ModuleOp::getOperationName(),
                                        mlir::ModuleOp::getOperationName()},
                                       root->getStringRef());
  };
  for (const std::unique_ptr<RewritePattern> &pattern :
       patterns.getNativePatterns())
    if (reaches(*pattern))
      return true;
  return false;
}

std::unique_ptr<PassManager>
tilekit::getEntryCanonicalizer(const PassManager &pm, Operation *root) {
  if (!isParallelAsmEnabled() || !root->getContext()->isMultithreadingEnabled())
    return nullptr;
  auto canonicalizer = std::make_unique<OpPassManager>(
      root->getName().getStringRef(), OpPassManager::Nesting::Implicit);
  canonicalizer->addPass(createCanonicalizerPass());
  if (pm.size() != 1 || getPipelineText(pm) != getPipelineText(*canonicalizer))
    return nullptr;
  cuda_tile::ModuleOp module = getTileModule(root);
  if (!module || hasPassInstrumentation())
    return nullptr;
  for (Operation &op : module.getBodyBlock())
    if (!isa<cuda_tile::EntryOp, cuda_tile::GlobalOp>(op))
      return nullptr;
  if (patternsReachModuleOps(root->getContext()))
    return nullptr;

  auto nested = std::make_unique<PassManager>(root->getContext(),
                                              root->getName().getStringRef(),
                                              OpPassManager::Nesting::Explicit);
  OpPassManager &entries =
      isa<cuda_tile::ModuleOp>(root)
          ? nested->nest<cuda_tile::EntryOp>()
          : nested->nest<cuda_tile::ModuleOp>().nest<cuda_tile::EntryOp>();
  entries.addPass(createCanonicalizerPass());
  reportParallelAsm("canonicalizing each entry in parallel");
  return nested;
}
