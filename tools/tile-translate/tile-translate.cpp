//===- tile-translate.cpp - Tile IR translation driver --------------------===//
//
// mlir-translate for Tile IR: text to bytecode (-mlir-to-cudatilebc), bytecode
// to text (-cudatilebc-to-mlir) and an in-memory round trip
// (-test-cudatile-roundtrip), with the reference tool's flags.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include "tilekit/Bytecode/Bytecode.h"
#include "tilekit/Dialect/CudaTile/IR/HintFlags.h"
#include "tilekit/Dialect/Cute/IR/CuteDialect.h"
#include "tilekit/Support/FileSafety.h"
#include "tilekit/Tools/ParallelAsm.h"
#include "tilekit/Tools/ToolExit.h"
#include "tilekit/Tools/ToolInput.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Tools/ParseUtilities.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static llvm::cl::opt<std::string> bytecodeVersionText(
    "bytecode-version",
    llvm::cl::desc("Bytecode version to write: 13.1, 13.2, 13.3 or 13.4, "
                   "optionally with a tag (13.3.7), or `min`: the lowest "
                   "version that can express the module; default 13.3"),
    llvm::cl::init(getCurrentBytecodeVersion().str()));

static llvm::cl::opt<std::string> layoutFrom(
    "layout-from",
    llvm::cl::desc("With -mlir-to-cudatilebc: start the tables from those of "
                   "this bytecode file (the file the module was read from), "
                   "so that an unchanged module is written as that file"),
    llvm::cl::init(""));

static llvm::cl::opt<bool> genericForm(
    "generic-form",
    llvm::cl::desc("Print the result of -test-cudatile-roundtrip in the "
                   "generic op form"),
    llvm::cl::init(false));

static void registerDialects(DialectRegistry &registry) {
  registry.insert<CudaTileDialect, cute::CuteDialect>();
  addHintFlagsExtension(registry);
}

/// Makes the dialects of this tool available in `context`, as the
/// translation registrations do for their functions.
static void appendDialects(MLIRContext *context) {
  DialectRegistry registry;
  registerDialects(registry);
  context->appendDialectRegistry(registry);
}

/// The requested version for writing `module`, or an error naming the bad
/// argument.
static FailureOr<BytecodeVersion>
getRequestedVersion(Operation *op, cuda_tile::ModuleOp module) {
  if (bytecodeVersionText == "min")
    return getMinimumBytecodeVersion(module);
  std::optional<BytecodeVersion> version =
      BytecodeVersion::parse(bytecodeVersionText);
  if (!version)
    return op->emitError("Invalid argument '") << bytecodeVersionText << "'";
  if (std::optional<std::string> reason =
          getUnpublishedReleaseReason(version->getRelease()))
    return op->emitError("Invalid argument '")
           << bytecodeVersionText << "': " << *reason
           << "; the supported versions are [" << getSupportedBytecodeRange()
           << "]";
  if (!isSupportedBytecodeRelease(version->getRelease()))
    return op->emitError("Invalid argument '")
           << bytecodeVersionText << "': the supported versions are ["
           << getSupportedBytecodeRange() << "]";
  return *version;
}

/// The cuda_tile module to write: the op itself, or the only op of a builtin
/// module.
static FailureOr<cuda_tile::ModuleOp> getTileModule(Operation *op) {
  if (auto module = dyn_cast<cuda_tile::ModuleOp>(op))
    return module;
  auto builtin = dyn_cast<mlir::ModuleOp>(op);
  if (!builtin)
    return op->emitError("expected a CUDA Tile IR module, but got a ")
           << op->getName();
  Block *body = builtin.getBody();
  if (body->getOperations().size() != 1 ||
      !isa<cuda_tile::ModuleOp>(body->front()))
    return op->emitError("expected a single CUDA Tile IR module in the MLIR "
                         "module");
  return cast<cuda_tile::ModuleOp>(body->front());
}

static LogicalResult writeModule(Operation *op, llvm::raw_ostream &os) {
  FailureOr<cuda_tile::ModuleOp> module = getTileModule(op);
  if (failed(module))
    return failure();
  FailureOr<BytecodeVersion> version = getRequestedVersion(op, *module);
  if (failed(version))
    return failure();
  if (layoutFrom.empty())
    return writeBytecode(os, *module, *version);
  auto file = llvm::MemoryBuffer::getFile(layoutFrom);
  if (!file)
    return op->emitError("cannot read '")
           << layoutFrom << "': " << file.getError().message();
  // Read for its tables only; the module written is the input.
  BytecodeLayout layout;
  OwningOpRef<cuda_tile::ModuleOp> original = readBytecode(
      (*file)->getMemBufferRef(), *op->getContext(), op->getLoc(), &layout);
  if (!original)
    return failure();
  return writeBytecode(os, *module, *version, layout);
}

/// -cudatilebc-to-mlir: reads the bytecode file (the reader verifies the
/// module) and prints it, as a to-MLIR translation does.
static LogicalResult
bytecodeToText(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
               llvm::raw_ostream &os, MLIRContext *context) {
  appendDialects(context);
  const llvm::MemoryBuffer *buffer =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  Location loc = FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                     /*line=*/0, /*column=*/0);
  OwningOpRef<cuda_tile::ModuleOp> module =
      readBytecode(buffer->getMemBufferRef(), *context, loc);
  if (!module)
    return failure();
  tilekit::printParallel(*module, os, OpPrintingFlags(), /*verified=*/true);
  tilekit::leaveToProcessExit(module);
  return success();
}

/// Refuses text nested deeper than the parser can recurse through.
static LogicalResult
checkNesting(const std::shared_ptr<llvm::SourceMgr> &sourceMgr) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  if (llvm::Error error = tilekit::checkTextNesting(*buffer)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return failure();
  }
  return success();
}

/// Whether mlir-translate's -no-implicit-module is set.
static bool hasImplicitModule() {
  auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("no-implicit-module");
  return it == options.end() ||
         !static_cast<llvm::cl::opt<bool> *>(it->second)->getValue();
}

/// Parses the text of `sourceMgr` as a from-MLIR translation does.
static OwningOpRef<Operation *>
parseText(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
          MLIRContext *context, bool parallel) {
  appendDialects(context);
  if (failed(checkNesting(sourceMgr)))
    return nullptr;
  bool implicitModule = hasImplicitModule();
  ParserConfig config(context);
  OwningOpRef<Operation *> op;
  if (parallel)
    op = tilekit::tryParseParallel(sourceMgr, config, implicitModule);
  if (!op) {
    op = parseSourceFileForTool(sourceMgr, config, implicitModule);
    if (!op || failed(verify(*op)))
      return nullptr;
  }
  return op;
}

/// -mlir-to-cudatilebc: parses and verifies the text as a from-MLIR
/// translation does, with the parallel parser where it applies.
static LogicalResult
textToBytecode(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
               llvm::raw_ostream &os, MLIRContext *context) {
  OwningOpRef<Operation *> op = parseText(sourceMgr, context, true);
  if (!op)
    return failure();
  LogicalResult written = writeModule(op.get(), os);
  tilekit::leaveToProcessExit(op);
  return written;
}

static LogicalResult
roundTrip(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
          llvm::raw_ostream &os, MLIRContext *context) {
  OwningOpRef<Operation *> parsed = parseText(sourceMgr, context, false);
  if (!parsed)
    return failure();
  Operation *op = parsed.get();
  FailureOr<cuda_tile::ModuleOp> module = getTileModule(op);
  if (failed(module))
    return failure();
  FailureOr<BytecodeVersion> version = getRequestedVersion(op, *module);
  if (failed(version))
    return failure();
  std::string bytes;
  llvm::raw_string_ostream stream(bytes);
  if (failed(writeBytecode(stream, *module, *version)))
    return failure();
  OwningOpRef<cuda_tile::ModuleOp> read =
      readBytecode(llvm::MemoryBufferRef(bytes, "roundtrip"), *op->getContext(),
                   op->getLoc());
  if (!read)
    return op->emitError("Failed to deserialize bytecode");
  OpPrintingFlags flags;
  if (genericForm)
    flags.printGenericOpForm();
  read->print(os, flags);
  os << "\n";
  return success();
}

/// Reads a bytecode file and writes it again with the tables of the file
/// (BytecodeLayout): a module read unchanged re-encodes to the same bytes,
/// whichever writer produced it. The version is the file's unless
/// -bytecode-version is given.
static LogicalResult reencode(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
                              llvm::raw_ostream &os, MLIRContext *context) {
  appendDialects(context);
  const llvm::MemoryBuffer *buffer =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  Location loc = FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                     /*line=*/0, /*column=*/0);
  BytecodeLayout layout;
  OwningOpRef<cuda_tile::ModuleOp> module =
      readBytecode(buffer->getMemBufferRef(), *context, loc, &layout);
  if (!module)
    return failure();
  BytecodeVersion version = layout.version;
  if (bytecodeVersionText.getNumOccurrences()) {
    FailureOr<BytecodeVersion> requested =
        getRequestedVersion(*module, *module);
    if (failed(requested))
      return failure();
    version = *requested;
  }
  return writeBytecode(os, *module, version, layout);
}

int main(int argc, char **argv) {
  registerHintFlags();
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (arg == "--list-versions" || arg == "-list-versions") {
      for (TileIRVersion release : getSupportedBytecodeReleases())
        llvm::outs() << release.major << "." << release.minor << "\n";
      return 0;
    }
  }
  tilekit::registerParallelAsmOptions();
  TranslateRegistration toBytecode("mlir-to-cudatilebc",
                                   "Write Tile IR bytecode", textToBytecode);
  TranslateRegistration fromBytecode("cudatilebc-to-mlir",
                                     "Read Tile IR bytecode", bytecodeToText);
  TranslateRegistration roundTripTranslation(
      "test-cudatile-roundtrip",
      "Write Tile IR bytecode and read it back, printing the result",
      roundTrip);
  TranslateRegistration reencodeTranslation(
      "cudatilebc-reencode",
      "Read Tile IR bytecode and write it again with the file's tables",
      reencode);
  // mlirTranslateMain opens its files itself: refuse FIFOs and devices
  // first, and let it write to a file beside the output, renamed onto the
  // output only if the translation succeeds.
  llvm::InitLLVM initLLVM(argc, argv);
  tilekit::reportFileSizeLimitAsError();
  tilekit::RedirectedOutputArgument output;
  if (llvm::Error error = tilekit::checkFileArguments(argc, argv)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  if (llvm::Error error = output.redirect(argc, argv)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  bool translated = succeeded(mlirTranslateMain(argc, output.argv(),
                                                "Tile IR translation "
                                                "driver"));
  if (llvm::Error error = output.finish(translated)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  return translated ? 0 : 1;
}
