//===- TileKitPython.h - Shared declarations of the Python bindings -*- C++
//-*-===//
//
// The `tilekit._tilekit` extension: the IR (Module.cpp), diagnostics turned
// into Python exceptions (Diagnostics.cpp), launching kernels with numpy
// arrays (Launch.cpp) and element-type conversions (Numbers.cpp). The
// Pythonic layer (argument binding, cuTile's array convention, dtypes) is
// python/tilekit/*.py.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_PYTHON_TILEKITPYTHON_H
#define TILEKIT_PYTHON_TILEKITPYTHON_H

#include "tilekit/Execution/Engine.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <pybind11/pybind11.h>

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace mlir::cuda_tile {
class ModuleOp;
} // namespace mlir::cuda_tile

namespace tilekit::python {

namespace py = pybind11;

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

/// One diagnostic as Python sees it (tilekit.errors.Diagnostic).
struct DiagnosticRecord {
  std::string severity; ///< "error", "warning", "remark" or "note"
  std::string location; ///< "file:line:col"; empty when unknown
  std::string message;
  std::vector<DiagnosticRecord> notes;
};

/// A failure reported by MLIR diagnostics; becomes tilekit.DiagnosticError.
/// Pure C++, so it may be thrown without the GIL.
class DiagnosticFailure : public std::exception {
public:
  DiagnosticFailure(std::string text, std::vector<DiagnosticRecord> records)
      : text(std::move(text)), records(std::move(records)) {}
  const char *what() const noexcept override { return text.c_str(); }
  /// Every diagnostic rendered as tile-opt renders it (with source lines).
  std::string text;
  std::vector<DiagnosticRecord> records;
};

/// Arguments that do not fit the entry: tilekit.ArgumentError.
class ArgumentFailure : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// A failed launch (assert, out-of-bounds access, --check violation, an op
/// the engine cannot run): tilekit.LaunchError.
class LaunchFailure : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// The requested engine does not exist yet: tilekit.EngineUnavailableError.
class EngineUnavailable : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// `file:line:col` of a location (cuda_tile::getSourceFrames: di_loc,
/// names, fused locations; the callee of a call site); empty when it has
/// none.
std::string describeLocation(mlir::Location loc);

/// Collects the diagnostics emitted in a context while alive: rendered as
/// tile-opt renders them, and as records.
class DiagnosticCapture {
public:
  explicit DiagnosticCapture(mlir::MLIRContext &context);
  ~DiagnosticCapture();
  DiagnosticCapture(const DiagnosticCapture &) = delete;
  DiagnosticCapture &operator=(const DiagnosticCapture &) = delete;

  /// Where parsed buffers go, so that messages show their source lines.
  llvm::SourceMgr &getSourceMgr() { return sourceMgr; }
  bool hasErrors() const;
  /// A DiagnosticFailure with everything captured so far; `fallback` is the
  /// message when nothing was emitted.
  DiagnosticFailure makeFailure(llvm::StringRef fallback);
  /// Issues the captured warnings as Python warnings (needs the GIL).
  void issueWarnings();

private:
  mlir::MLIRContext &context;
  llvm::SourceMgr sourceMgr;
  std::string text;
  llvm::raw_string_ostream stream;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> renderer;
  mlir::DiagnosticEngine::HandlerID collector;
  std::vector<DiagnosticRecord> records;
};

//===----------------------------------------------------------------------===//
// Module
//===----------------------------------------------------------------------===//

/// How one entry parameter is bound (tilekit.Parameter).
struct ParameterView {
  unsigned index = 0;
  std::string kind; ///< "scalar", "pointer", "tensor_view" or "unsupported"
  std::string elementType;
  unsigned elementBytes = 0;
  /// tensor_view only: static sizes and strides, nullopt where dynamic.
  std::optional<std::vector<std::optional<int64_t>>> shape, strides;
  std::string type; ///< the parameter type as printed
};

/// An entry of a module (tilekit.Entry): a snapshot, valid after the
/// module changes.
struct EntryView {
  std::string name;
  std::vector<ParameterView> parameters;
  std::string location;
  std::string signature() const;
};

/// A Tile IR module owning its MLIR context (tilekit.Module). The IR may
/// be changed by passes; launches run a verified copy of it, prepared once
/// per entry and engine and kept until the IR changes.
class Module {
public:
  static std::unique_ptr<Module> parse(llvm::StringRef text,
                                       llvm::StringRef name, bool verify);
  static std::unique_ptr<Module>
  fromBytecode(llvm::StringRef bytes, llvm::StringRef name, bool verify);
  /// `.mlir` text or bytecode, recognized by its magic bytes.
  static std::unique_ptr<Module> load(const std::string &path, bool verify);

  std::string print(bool generic, bool debugInfo);
  std::string toBytecode(const std::string &version);
  void verify();
  /// Runs a textual pass pipeline (`canonicalize,cse`, `tile-canonicalize`)
  /// or, with an empty pipeline, MLIR's canonicalizer.
  void runPasses(const std::string &pipeline);
  /// cuda-tile-optimize's pipeline (OptimizerPipeline.h), in place.
  void optimize(int level, bool fuseFMA, int loopSplitThreshold);
  /// Runs `run` on the verified module under its lock, without the GIL;
  /// a failure raises DiagnosticFailure(failureMessage) with what it said.
  void transform(llvm::function_ref<mlir::LogicalResult()> run,
                 const std::string &failureMessage);
  std::unique_ptr<Module> clone();

  std::vector<EntryView> getEntries();
  std::string getSymbolName();
  const std::string &getBufferName() const { return bufferName; }

  /// Serializes launches and changes of this module.
  std::mutex &getMutex() { return mutex; }
  /// The kernel of `entry` on `engine`, prepared on first use, and its
  /// entry in the executor's copy. Call with the GIL and getMutex() held;
  /// throws DiagnosticFailure (invalid IR), ArgumentFailure (no such
  /// entry), EngineUnavailable or LaunchFailure (cannot prepare).
  std::pair<exec::PreparedKernel *, mlir::cuda_tile::EntryOp>
  getKernel(const std::string &entry, exec::EngineKind engine);

private:
  Module();
  static std::unique_ptr<Module> create(llvm::StringRef bufferName);
  /// A diagnostic capture that knows this module's source text.
  std::unique_ptr<DiagnosticCapture> capture();
  mlir::cuda_tile::ModuleOp getTileModule();
  /// Drops the prepared kernels (after the IR changed).
  void invalidate();

  std::unique_ptr<mlir::MLIRContext> context;
  mlir::OwningOpRef<mlir::Operation *> root;
  std::string bufferName;
  /// The text the module was parsed from (empty for bytecode).
  std::string source;

  std::mutex mutex;
  std::unique_ptr<exec::ExecutableModule> executable;
  std::map<std::pair<std::string, int>, std::unique_ptr<exec::PreparedKernel>>
      kernels;
};

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void registerExceptionTranslation();
void registerModule(py::module_ &m);
void registerLaunch(py::module_ &m);
void registerNumbers(py::module_ &m);

} // namespace tilekit::python

#endif // TILEKIT_PYTHON_TILEKITPYTHON_H
