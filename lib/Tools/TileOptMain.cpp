//===- TileOptMain.cpp - tile-opt's driver --------------------------------===//
//
// The steps of MlirOptMain for one input, one context and textual output,
// with the parse and the print on the context's threads. Modes this driver
// does not reproduce go to MlirOptMain unchanged.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Tools/TileOptMain.h"

#include "tilekit/Dialect/CudaTile/Transforms/OptimizerPipeline.h"
#include "tilekit/Support/FileSafety.h"
#include "tilekit/Tools/ParallelAsm.h"
#include "tilekit/Tools/ToolExit.h"
#include "tilekit/Tools/ToolInput.h"

#include "mlir/Debug/CLOptionsSetup.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Tools/ParseUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using tilekit::readToolInput;
using tilekit::reportFileSizeLimitAsError;
using tilekit::SafeOutputFile;

static llvm::cl::opt<bool> referenceFolds(
    "tile-reference-folds",
    llvm::cl::desc("Run every pass with the folds of NVIDIA's cuda-tile only "
                   "(no addf constant fold): the bytes cuda-tile-opt gives"),
    llvm::cl::init(false));

/// Adds the reference-fold instrumentation to what `config` sets up.
static void addReferenceFolds(MlirOptMainConfig &config) {
  MlirOptMainConfig base = config;
  config.setPassPipelineSetupFn([base](PassManager &pm) -> LogicalResult {
    if (failed(base.setupPassPipeline(pm)))
      return failure();
    pm.addInstrumentation(cuda_tile::createReferenceFoldInstrumentation());
    return success();
  });
}

/// Whether `config` asks only for what runOneBuffer reproduces.
static bool isHandledHere(const MlirOptMainConfig &config) {
  MlirOptMainConfig defaults;
  return tilekit::isParallelAsmEnabled() && !config.shouldEmitBytecode() &&
         !config.bytecodeVersionToEmit() && config.getIrdlFile().empty() &&
         !config.shouldListPasses() && !config.shouldRunReproducer() &&
         !config.shouldShowDialects() && config.inputSplitMarker().empty() &&
         !config.shouldVerifyDiagnostics() && !config.shouldVerifyRoundtrip() &&
         !config.shouldEmitRemarks() &&
         config.getReproducerFilename().empty() &&
         config.getDiagnosticVerbosityLevel() ==
             defaults.getDiagnosticVerbosityLevel() &&
         config.shouldShowNotes();
}

/// Parse, passes and print, as MlirOptMain's performActions does them.
static LogicalResult
runOneBuffer(raw_ostream &os, const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
             MLIRContext &context, const MlirOptMainConfig &config) {
  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  FallbackAsmResourceMap resources;
  ParserConfig parserConfig(&context, config.shouldVerifyOnParsing(),
                            &resources);
  bool implicitModule = !config.shouldUseExplicitModule();
  TimingScope parserTiming = timing.nest("Parser");
  OwningOpRef<Operation *> op =
      tilekit::tryParseParallel(sourceMgr, parserConfig, implicitModule);
  if (!op) {
    // As MlirOptMain: no context synchronization while parsing.
    bool threading = context.isMultithreadingEnabled();
    context.disableMultithreading();
    op = parseSourceFileForTool(sourceMgr, parserConfig, implicitModule);
    context.enableMultithreading(threading);
  }
  parserTiming.stop();
  if (!op)
    return failure();

  PassManager pm(op.get()->getName(), PassManager::Nesting::Implicit);
  pm.enableVerifier(config.shouldVerifyPasses());
  if (failed(applyPassManagerCLOptions(pm)))
    return failure();
  pm.enableTiming(timing);
  if (failed(config.setupPassPipeline(pm)))
    return failure();
  if (std::unique_ptr<PassManager> entries =
          tilekit::getEntryCanonicalizer(pm, op.get())) {
    entries->enableVerifier(config.shouldVerifyPasses());
    if (referenceFolds)
      entries->addInstrumentation(
          cuda_tile::createReferenceFoldInstrumentation());
    entries->enableTiming(timing);
    if (failed(entries->run(*op)))
      return failure();
  } else if (failed(pm.run(*op))) {
    return failure();
  }

  TimingScope outputTiming = timing.nest("Output");
  // The parser verified the module and the pass manager after each pass.
  bool verified = config.shouldVerifyOnParsing() &&
                  (pm.size() == 0 || config.shouldVerifyPasses());
  tilekit::printParallel(op.get(), os, OpPrintingFlags(), verified, &resources);
  os << '\n';
  tilekit::leaveToProcessExit(op);
  return success();
}

LogicalResult tilekit::tileOptMain(int argc, char **argv, StringRef toolName,
                                   DialectRegistry &registry) {
  registerParallelAsmOptions();
  auto [inputFilename, outputFilename] =
      registerAndParseCLIOptions(argc, argv, toolName, registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (referenceFolds)
    addReferenceFolds(config);
  // Listings read no input and write no output.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return MlirOptMain(argc, argv, inputFilename, outputFilename, registry);

  llvm::InitLLVM initLLVM(argc, argv);
  reportFileSizeLimitAsError();
  // The output is written beside its target and renamed onto it only on
  // success: a failing run never destroys it, even when it is the input.
  auto output = SafeOutputFile::create(outputFilename);
  if (!output) {
    llvm::errs() << llvm::toString(output.takeError()) << "\n";
    return failure();
  }
  if (inputFilename == "-" &&
      llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";
  auto input = readToolInput(inputFilename);
  if (!input) {
    llvm::errs() << llvm::toString(input.takeError()) << "\n";
    return failure();
  }
  auto commit = [&]() -> LogicalResult {
    if (llvm::Error error = (*output)->commit()) {
      llvm::errs() << llvm::toString(std::move(error)) << "\n";
      return failure();
    }
    return success();
  };
  if (!isHandledHere(config)) {
    if (failed(
            MlirOptMain((*output)->os(), std::move(*input), registry, config)))
      return failure();
    return commit();
  }

  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(*input), llvm::SMLoc());
  MLIRContext context(registry);
  context.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
  tracing::InstallDebugHandler debugHandler(context, config.getDebugConfig());
  SourceMgrDiagnosticHandler diagnostics(*sourceMgr, &context);
  if (failed(runOneBuffer((*output)->os(), sourceMgr, context, config)))
    return failure();
  return commit();
}
