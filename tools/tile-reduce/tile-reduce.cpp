//===- tile-reduce.cpp - Tile IR test-case reducer ------------------------===//
//
// mlir-reduce for Tile IR: MLIR's reducer with the TileKit dialects and the
// Tile IR reduction patterns registered. A reduction pass runs the
// interestingness script given by its `test=` option on every candidate
// (after verifying it); the script exits non-zero for an interesting input.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"
#include "tilekit/Dialect/Cute/IR/CuteDialect.h"
#include "tilekit/Reduce/CudaTileReduction.h"
#include "tilekit/Support/FileSafety.h"
#include "tilekit/Tools/ToolInput.h"

#include <unistd.h>

using namespace mlir;

/// The reducer aborts the whole run with a terse message when it cannot
/// start the interestingness script, possibly after minutes of work; check
/// every `test=` of the reduction passes on the command line up front.
static bool checkInterestingnessScripts(int argc, char **argv) {
  bool ok = true;
  for (llvm::StringRef arg : llvm::ArrayRef(argv + 1, argc - 1)) {
    llvm::StringRef flag = arg.ltrim('-');
    if (!flag.starts_with("reduction-tree") &&
        !flag.starts_with("opt-reduction-pass") &&
        !flag.starts_with("tile-shrink-shapes"))
      continue;
    llvm::StringRef passName = flag.take_until([](char c) { return c == '='; });
    llvm::StringRef options = flag.drop_front(passName.size());
    size_t at = options.find("test=");
    // `test=` must start an option, not end another one's name.
    while (at != llvm::StringRef::npos && at != 0 &&
           !llvm::StringRef(" ={,").contains(options[at - 1]))
      at = options.find("test=", at + 1);
    if (at == llvm::StringRef::npos) {
      llvm::errs() << "tile-reduce: error: '" << passName
                   << "' needs an interestingness script: " << passName
                   << "='test=SCRIPT ...'\n";
      ok = false;
      continue;
    }
    llvm::StringRef script = options.drop_front(at + 5).take_until(
        [](char c) { return c == ' ' || c == '}' || c == '\''; });
    if (script.empty() || !llvm::sys::fs::exists(script)) {
      llvm::errs() << "tile-reduce: error: interestingness script '" << script
                   << "' of '" << passName << "' does not exist\n";
      ok = false;
    } else if (!llvm::sys::fs::can_execute(script)) {
      llvm::errs() << "tile-reduce: error: interestingness script '" << script
                   << "' of '" << passName << "' is not executable\n";
      ok = false;
    }
  }
  return ok;
}

static void printDiagnostic(Diagnostic &diag) {
  llvm::StringRef severity;
  switch (diag.getSeverity()) {
  case DiagnosticSeverity::Error:
    severity = "error";
    break;
  case DiagnosticSeverity::Warning:
    severity = "warning";
    break;
  case DiagnosticSeverity::Note:
    severity = "note";
    break;
  case DiagnosticSeverity::Remark:
    severity = "remark";
    break;
  }
  llvm::errs() << diag.getLocation() << ": " << severity << ": " << diag
               << "\n";
}

int main(int argc, char **argv) {
  if (!checkInterestingnessScripts(argc, argv))
    return 1;
  tilekit::reportFileSizeLimitAsError();
  auto fail = [](llvm::Error error) {
    llvm::errs() << "tile-reduce: error: " << llvm::toString(std::move(error))
                 << "\n";
    return 1;
  };
  if (llvm::Error error = tilekit::checkFileArguments(argc, argv))
    return fail(std::move(error));
  // The reduced module goes to a file beside -o's, renamed onto it only when
  // the reduction succeeds; without -o, to a temporary file copied to
  // standard output at the end.
  // --help and --version print on standard output themselves.
  bool informational =
      llvm::any_of(llvm::ArrayRef(argv + 1, argc - 1), [](llvm::StringRef arg) {
        return arg == "-h" || arg.starts_with("--help") ||
               arg.starts_with("-help") || arg == "--version" ||
               arg == "-version";
      });
  tilekit::RedirectedOutputArgument output;
  if (llvm::Error error = output.redirect(argc, argv, !informational))
    return fail(std::move(error));

  // MLIR's reduction tree (LLVM 22) folds ops and erases unused pure ops
  // without asking the script; when that removes what the script looks for
  // at the start of a region's reduction, it crashes (docs/debugging.md).
  llvm::setBugReportMsg(
      "tile-reduce crashed inside MLIR's reduction tree. A known cause: the "
      "tree folds ops and erases unused pure ops without running the "
      "interestingness script, and crashes when that removes what the script "
      "looks for. Give that op a use (print its result) and run again; see "
      "docs/debugging.md.\n");

  // Passes `opt-reduction-pass` may run (`opt-pass=...`).
  registerCanonicalizerPass();
  registerCSEPass();
  registerSymbolDCEPass();
  cuda_tile::registerCudaTileTransforms();
  cuda_tile::registerShrinkTileShapesPass();

  DialectRegistry registry;
  registry
      .insert<cuda_tile::CudaTileDialect, cute::CuteDialect, ub::UBDialect>();
  cuda_tile::registerReductionPatternInterface(registry);
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  // The reducer verifies every candidate, and most candidates made by
  // deleting ranges of ops are invalid; their verifier errors would bury
  // what matters. While a reduction pass runs, errors located elsewhere
  // than at the module being reduced (where the passes report their own
  // failures) are therefore dropped.
  std::optional<Location> reducedModule;
  context.registerActionHandler(
      [&](llvm::function_ref<void()> transform, const tracing::Action &action) {
        auto *passRun = dyn_cast<PassExecutionAction>(&action);
        if (!passRun || reducedModule)
          return transform();
        reducedModule = passRun->getOp()->getLoc();
        transform();
        reducedModule.reset();
      });
  // Without a handler MLIR prints errors only, and the reducer reports an
  // input the script finds uninteresting as a warning.
  ScopedDiagnosticHandler printer(&context, [&](Diagnostic &diag) {
    if (reducedModule && diag.getSeverity() == DiagnosticSeverity::Error &&
        diag.getLocation() != *reducedModule)
      return success();
    printDiagnostic(diag);
    for (Diagnostic &note : diag.getNotes())
      printDiagnostic(note);
    return success();
  });
  // The interestingness scripts inherit standard output: what they print
  // goes to standard error, never into the reduced module.
  llvm::outs().flush();
  int realStdout = informational ? -1 : ::dup(STDOUT_FILENO);
  if (realStdout >= 0)
    ::dup2(STDERR_FILENO, STDOUT_FILENO);
  bool reduced =
      succeeded(mlirReduceMain(output.argc(), output.argv(), context));
  llvm::outs().flush();
  if (realStdout >= 0) {
    ::dup2(realStdout, STDOUT_FILENO);
    ::close(realStdout);
  }
  if (llvm::Error error = output.finish(reduced))
    return fail(std::move(error));
  if (reduced)
    return 0;
  llvm::errs() << "tile-reduce: error: reduction failed\n";
  return 1;
}
