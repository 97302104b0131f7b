//===- TestedReduction.cpp - reductions checked by the tester -------------===//

#include "TestedReduction.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// The printed size of `module`, the measure the reducer minimizes.
static size_t printedSize(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text.size();
}

bool cuda_tile::TestedReduction::isImprovement(ModuleOp module, Operation *op,
                                               bool eraseFeeders) const {
  IRMapping mapping;
  OwningOpRef<ModuleOp> candidate = cast<ModuleOp>(module->clone(mapping));
  IRRewriter candidateRewriter(op->getContext());
  reduce(mapping.lookup(op), candidateRewriter, eraseFeeders);
  {
    // A candidate the verifier rejects is simply not kept; its diagnostics
    // would only bury the user's output.
    ScopedDiagnosticHandler silence(op->getContext(),
                                    [](Diagnostic &) { return success(); });
    if (failed(verify(*candidate)))
      return false;
  }
  return printedSize(*candidate) < printedSize(module) &&
         tester.isInteresting(*candidate).first ==
             Tester::Interestingness::True;
}

LogicalResult
cuda_tile::TestedReduction::matchAndRewrite(Operation *op,
                                            PatternRewriter &rewriter) const {
  if (!canReduce(op))
    return rewriter.notifyMatchFailure(op, "reduction does not apply");
  Operation *top = op;
  while (Operation *parent = top->getParentOp())
    top = parent;
  auto module = dyn_cast<ModuleOp>(top);
  if (!module)
    return rewriter.notifyMatchFailure(op, "not inside a builtin.module");

  for (bool eraseFeeders : {true, false}) {
    if (isImprovement(module, op, eraseFeeders)) {
      reduce(op, rewriter, eraseFeeders);
      return success();
    }
  }
  return rewriter.notifyMatchFailure(op, "reduced module not interesting");
}
