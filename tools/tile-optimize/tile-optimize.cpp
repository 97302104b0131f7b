//===- tile-optimize.cpp - Tile IR -> Tile IR optimizer -------------------===//
//
// A drop-in for NVIDIA's cuda-tile-optimize: the same flags and defaults,
// bytecode or text in, text (stdout or -o) or bytecode (--emit-bytecode -o)
// out, the same bytes and the same messages. Beyond it: -O3 is accepted as
// -O=3, standard input as "-", --bytecode-version chooses the written
// release, and the output replaces its file only on success.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Bytecode/Bytecode.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/Transforms/OptimizerPipeline.h"
#include "tilekit/Support/FileSafety.h"
#include "tilekit/Tools/ToolExit.h"
#include "tilekit/Tools/ToolInput.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"

#include <cctype>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::cuda_tile;
using TileModuleOp = mlir::cuda_tile::ModuleOp;

namespace {

namespace cl = llvm::cl;

cl::OptionCategory category("Tile IR optimizer options");

cl::opt<std::string> inputFile(cl::Positional,
                               cl::desc("<tile bytecode or text file>"),
                               cl::cat(category));
cl::opt<std::string> outputFile("output-file",
                                cl::desc("Specify name of output file."),
                                cl::value_desc("file"), cl::init(""),
                                cl::cat(category));
cl::alias outputFileAlias("o", cl::desc("Alias for --output-file"),
                          cl::aliasopt(outputFile), cl::NotHidden,
                          cl::cat(category));
cl::opt<bool> quiet("quiet", cl::desc("Don't produce output to file/screen"),
                    cl::init(false), cl::cat(category));
cl::alias quietAlias("q", cl::desc("Alias for --quiet"), cl::aliasopt(quiet),
                     cl::NotHidden, cl::cat(category));
cl::opt<bool> emitBytecode("emit-bytecode",
                           cl::desc("Emit Bytecode to output file"),
                           cl::init(false), cl::cat(category));
cl::opt<std::string> runBefore("run-before-default-pipeline",
                               cl::desc("Add passes before default pipeline"),
                               cl::value_desc("MLIR Pipeline"), cl::init(""),
                               cl::cat(category));
cl::alias runBeforeAlias("before",
                         cl::desc("Alias for --run-before-default-pipeline"),
                         cl::aliasopt(runBefore), cl::NotHidden,
                         cl::cat(category));
cl::opt<std::string> runAfter("run-after-default-pipeline",
                              cl::desc("Add passes after default pipeline"),
                              cl::value_desc("MLIR Pipeline"), cl::init(""),
                              cl::cat(category));
cl::alias runAfterAlias("after",
                        cl::desc("Alias for --run-after-default-pipeline"),
                        cl::aliasopt(runAfter), cl::NotHidden,
                        cl::cat(category));
cl::opt<bool> fuseFMA("fuse-fma", cl::desc("Enable FMA Fusion pass"),
                      cl::init(false), cl::cat(category));
cl::opt<int> optLevel("opt-level",
                      cl::desc("Specify optimization level. Default Value: 3."),
                      cl::value_desc("N"), cl::init(3), cl::cat(category));
cl::alias optLevelAlias("O", cl::desc("Alias for --opt-level"),
                        cl::aliasopt(optLevel), cl::NotHidden,
                        cl::cat(category));
cl::opt<bool> verbose("verbose",
                      cl::desc("Enable verbose output from TileIROptimizer"),
                      cl::init(false), cl::cat(category));
cl::alias verboseAlias("v", cl::desc("Alias for --verbose"),
                       cl::aliasopt(verbose), cl::NotHidden, cl::cat(category));
cl::opt<bool> enableMultithread("enable-multithread",
                                cl::desc("Enable MLIR Multithreading"),
                                cl::init(false), cl::cat(category));
cl::opt<std::string> bytecodeVersion(
    "bytecode-version",
    cl::desc("Tile IR release of the bytecode written (default: 13.3, as "
             "cuda-tile-optimize)"),
    cl::value_desc("M.m"), cl::init(""), cl::cat(category));

/// Errors without a location, printed as MLIR prints them.
LogicalResult fail(MLIRContext &context, const llvm::Twine &message) {
  return emitError(UnknownLoc::get(&context)) << message;
}

/// `-O3` as `-O=3` (the reference's option takes `-O 3` and `-O=3` only).
std::vector<char *> spellOptLevels(int argc, char **argv,
                                   std::vector<std::string> &storage) {
  storage.reserve(argc);
  std::vector<char *> arguments;
  for (int i = 0; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (i > 0 && (arg.starts_with("-O") || arg.starts_with("--O")) &&
        !arg.contains('=')) {
      llvm::StringRef digits =
          arg.drop_while([](char c) { return c == '-'; }).drop_front(1);
      if (!digits.empty() && llvm::all_of(digits, ::isdigit)) {
        storage.push_back("-O=" + digits.str());
        arguments.push_back(storage.back().data());
        continue;
      }
    }
    arguments.push_back(argv[i]);
  }
  arguments.push_back(nullptr);
  return arguments;
}

/// The input as a builtin module holding the cuda_tile.module, as the
/// reference has it: bytecode is wrapped in one at an unknown location,
/// text is parsed with an implicit one.
OwningOpRef<mlir::ModuleOp> loadInput(MLIRContext &context) {
  if (!llvm::sys::fs::exists(inputFile) && inputFile != "-") {
    (void)fail(context, "Failed to read file: " + inputFile);
    return {};
  }
  auto buffer = tilekit::readToolInput(inputFile);
  if (!buffer) {
    (void)fail(context, llvm::toString(buffer.takeError()));
    return {};
  }
  OwningOpRef<mlir::ModuleOp> parent;
  if (isTileIRBytecode((*buffer)->getMemBufferRef())) {
    if (OwningOpRef<TileModuleOp> module =
            readBytecode((*buffer)->getMemBufferRef(), context)) {
      parent = mlir::ModuleOp::create(UnknownLoc::get(&context));
      parent->getBody()->push_back(module.release());
    }
  } else {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
    parent = parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  }
  if (!parent)
    (void)fail(context, "Failed to parse input");
  return parent;
}

LogicalResult writeOutputs(MLIRContext &context, mlir::ModuleOp parent,
                           TileModuleOp module, BytecodeVersion version) {
  bool toFile = !outputFile.empty();
  if (toFile && emitBytecode) {
    std::string bytes;
    llvm::raw_string_ostream os(bytes);
    if (failed(writeBytecode(os, module, version)))
      return fail(context, "Bytecode generation failed");
    auto output = tilekit::SafeOutputFile::create(outputFile);
    if (!output)
      return fail(context, llvm::toString(output.takeError()));
    (*output)->os() << bytes;
    if (llvm::Error error = (*output)->commit())
      return fail(context, llvm::toString(std::move(error)));
  }
  bool textToFile = toFile && !emitBytecode;
  bool textToStdout = toFile ? bool(verbose) : !quiet;
  if (!textToFile && !textToStdout)
    return success();
  std::string text;
  {
    llvm::raw_string_ostream os(text);
    parent->print(os);
  }
  if (textToFile) {
    auto output = tilekit::SafeOutputFile::create(outputFile);
    if (!output)
      return fail(context, llvm::toString(output.takeError()));
    (*output)->os() << text;
    if (llvm::Error error = (*output)->commit())
      return fail(context, llvm::toString(std::move(error)));
  }
  if (textToStdout)
    llvm::outs() << text << '\n';
  return success();
}

int run(MLIRContext &context) {
  BytecodeVersion version = getCurrentBytecodeVersion();
  if (!bytecodeVersion.empty()) {
    std::optional<BytecodeVersion> requested =
        BytecodeVersion::parse(bytecodeVersion);
    if (!requested || !isSupportedBytecodeRelease(requested->getRelease())) {
      (void)fail(context, "unsupported --bytecode-version '" + bytecodeVersion +
                              "' (supported: " + getSupportedBytecodeRange() +
                              ")");
      return 1;
    }
    version = *requested;
  }
  // An output that cannot be written is found before the work.
  if (!outputFile.empty()) {
    if (llvm::Error error = tilekit::checkOutputPath(outputFile)) {
      (void)fail(context, llvm::toString(std::move(error)));
      return 1;
    }
  }
  OwningOpRef<mlir::ModuleOp> parent = loadInput(context);
  if (!parent)
    return 1;
  TileModuleOp module = getOptimizedModule(*parent);
  if (!module) {
    (void)fail(context, "cuda_tile.ModuleOp not found in input");
    return 1;
  }
  OptimizerOptions options;
  options.optLevel = optLevel;
  options.fuseFMA = fuseFMA;
  options.runBefore = runBefore;
  options.runAfter = runAfter;
  if (failed(optimizeModule(module, options, verbose))) {
    (void)fail(context, "Failed to optimize CUDA Tile IR program");
    return 1;
  }
  if (failed(writeOutputs(context, *parent, module, version)))
    return 1;
  tilekit::leaveToProcessExit(parent);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  tilekit::reportFileSizeLimitAsError();
  std::vector<std::string> storage;
  std::vector<char *> arguments = spellOptLevels(argc, argv, storage);
  cl::HideUnrelatedOptions(category);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "tile-optimize: TileKit Tile IR -> Tile IR optimizer "
          "(cuda-tile-optimize 13.3 compatible)\n";
  });
  if (!cl::ParseCommandLineOptions(
          argc, arguments.data(),
          "tile-optimize: Tile IR -> Tile IR optimizer\n"))
    return 1;
  if (inputFile.empty()) {
    llvm::errs() << "error: no input file provided\n\n";
    cl::PrintHelpMessage();
    return 1;
  }
  registerOptimizerPipeline();
  DialectRegistry registry;
  registry.insert<CudaTileDialect>();
  MLIRContext context(registry, enableMultithread
                                    ? MLIRContext::Threading::ENABLED
                                    : MLIRContext::Threading::DISABLED);
  if (verbose) {
    // As the reference: remarks, warnings and errors, message only.
    context.getDiagEngine().registerHandler([](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Note)
        llvm::errs() << diag << "\n";
      return success();
    });
  }
  return run(context);
}
