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
#include "llvm/Support/SourceMgr.h"

#include "tilekit/Bytecode/Bytecode.h"
#include "tilekit/Dialect/Cute/IR/CuteDialect.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static llvm::cl::opt<std::string> bytecodeVersionText(
    "bytecode-version",
    llvm::cl::desc("Bytecode version to write: 13.1, 13.2 or 13.3, "
                   "optionally with a tag (13.3.7); default 13.3"),
    llvm::cl::init(getCurrentBytecodeVersion().str()));

static llvm::cl::opt<bool> genericForm(
    "generic-form",
    llvm::cl::desc("Print the result of -test-cudatile-roundtrip in the "
                   "generic op form"),
    llvm::cl::init(false));

static llvm::cl::opt<bool> warnUnsupportedHints(
    "Wunsupported-hints",
    llvm::cl::desc("Check optimization_hints and warn about problems"),
    llvm::cl::init(false));

static llvm::cl::opt<bool> hintProblemsAreErrors(
    "Werr-hints",
    llvm::cl::desc("With -Wunsupported-hints, report hint problems as errors"),
    llvm::cl::init(false));

static void registerDialects(DialectRegistry &registry) {
  registry.insert<CudaTileDialect, cute::CuteDialect>();
  registry.addExtension(+[](MLIRContext *, CudaTileDialect *dialect) {
    dialect->setWarnUnsupportedHints(warnUnsupportedHints);
    dialect->setHintProblemsAreErrors(hintProblemsAreErrors);
  });
}

/// The requested version, or an error naming the bad argument.
static FailureOr<BytecodeVersion> getRequestedVersion(Operation *op) {
  std::optional<BytecodeVersion> version =
      BytecodeVersion::parse(bytecodeVersionText);
  if (!version)
    return op->emitError("Invalid argument '") << bytecodeVersionText << "'";
  if (!isSupportedBytecodeRelease(version->getRelease()))
    return op->emitError("Invalid argument '")
           << bytecodeVersionText << "': the supported versions are [13.1 - "
           << "13.3]";
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
  FailureOr<BytecodeVersion> version = getRequestedVersion(op);
  if (failed(version))
    return failure();
  return writeBytecode(os, *module, *version);
}

static OwningOpRef<Operation *> readModule(llvm::SourceMgr &sourceMgr,
                                           MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  Location loc = FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                     /*line=*/0, /*column=*/0);
  OwningOpRef<cuda_tile::ModuleOp> module =
      readBytecode(buffer->getMemBufferRef(), *context, loc);
  if (!module)
    return {};
  return OwningOpRef<Operation *>(module.release());
}

static LogicalResult roundTrip(Operation *op, llvm::raw_ostream &os) {
  FailureOr<cuda_tile::ModuleOp> module = getTileModule(op);
  if (failed(module))
    return failure();
  FailureOr<BytecodeVersion> version = getRequestedVersion(op);
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

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (arg == "--list-versions" || arg == "-list-versions") {
      for (TileIRVersion release : getSupportedBytecodeReleases())
        llvm::outs() << release.major << "." << release.minor << "\n";
      return 0;
    }
  }
  TranslateFromMLIRRegistration toBytecode("mlir-to-cudatilebc",
                                           "Write Tile IR bytecode",
                                           writeModule, registerDialects);
  TranslateToMLIRRegistration fromBytecode("cudatilebc-to-mlir",
                                           "Read Tile IR bytecode", readModule,
                                           registerDialects);
  TranslateFromMLIRRegistration roundTripTranslation(
      "test-cudatile-roundtrip",
      "Write Tile IR bytecode and read it back, printing the result", roundTrip,
      registerDialects);
  return failed(mlirTranslateMain(argc, argv, "Tile IR translation driver"));
}
