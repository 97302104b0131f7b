//===- Diagnostics.cpp - MLIR diagnostics as Python exceptions ------------===//
//
// Every failure of the bindings is a C++ exception (TileKitPython.h) that is
// translated here into the matching class of tilekit.errors, so that no
// diagnostic is lost and no failure ends the interpreter.
//
//===----------------------------------------------------------------------===//

#include "TileKitPython.h"

#include "tilekit/Dialect/CudaTile/IR/SourceLocation.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"

using namespace mlir;

namespace tilekit::python {

//===----------------------------------------------------------------------===//
// Locations
//===----------------------------------------------------------------------===//

std::string describeLocation(Location loc) {
  llvm::SmallVector<FileLineColLoc, 2> frames = cuda_tile::getSourceFrames(loc);
  return frames.empty() ? "" : cuda_tile::formatSourcePosition(frames.front());
}

static const char *severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Remark:
    return "remark";
  case DiagnosticSeverity::Note:
    return "note";
  }
  return "error";
}

static DiagnosticRecord makeRecord(const Diagnostic &diag) {
  DiagnosticRecord record;
  record.severity = severityName(diag.getSeverity());
  record.location = describeLocation(diag.getLocation());
  record.message = diag.str();
  for (const Diagnostic &note : diag.getNotes())
    record.notes.push_back(makeRecord(note));
  return record;
}

//===----------------------------------------------------------------------===//
// DiagnosticCapture
//===----------------------------------------------------------------------===//

DiagnosticCapture::DiagnosticCapture(MLIRContext &context)
    : context(context), stream(text) {
  // Handlers run newest first: the collector records the diagnostic and
  // declines it, so the renderer prints it too.
  renderer =
      std::make_unique<SourceMgrDiagnosticHandler>(sourceMgr, &context, stream);
  collector = context.getDiagEngine().registerHandler(
      [this](Diagnostic &diag) -> LogicalResult {
        records.push_back(makeRecord(diag));
        return failure();
      });
}

DiagnosticCapture::~DiagnosticCapture() {
  context.getDiagEngine().eraseHandler(collector);
}

bool DiagnosticCapture::hasErrors() const {
  for (const DiagnosticRecord &record : records)
    if (record.severity == "error")
      return true;
  return false;
}

DiagnosticFailure DiagnosticCapture::makeFailure(llvm::StringRef fallback) {
  std::string message = llvm::StringRef(text).rtrim().str();
  if (message.empty())
    message = fallback.str();
  return DiagnosticFailure(std::move(message), records);
}

void DiagnosticCapture::issueWarnings() {
  for (const DiagnosticRecord &record : records) {
    if (record.severity != "warning")
      continue;
    std::string message = record.location.empty()
                              ? record.message
                              : record.location + ": " + record.message;
    py::object category =
        py::module_::import("tilekit.errors").attr("TileKitWarning");
    if (PyErr_WarnEx(category.ptr(), message.c_str(), 1) < 0)
      throw py::error_already_set();
  }
}

//===----------------------------------------------------------------------===//
// Translation into tilekit.errors
//===----------------------------------------------------------------------===//

static py::object toPython(const DiagnosticRecord &record,
                           const py::object &diagnosticClass) {
  py::list notes;
  for (const DiagnosticRecord &note : record.notes)
    notes.append(toPython(note, diagnosticClass));
  py::object location = record.location.empty()
                            ? py::object(py::none())
                            : py::object(py::str(record.location));
  return diagnosticClass(record.severity, location, record.message,
                         py::tuple(notes));
}

/// Raises `tilekit.errors.<name>(*args)`; a RuntimeError with `fallback` if
/// the package cannot be imported.
static void raise(const char *name, const py::tuple &args,
                  const char *fallback) {
  try {
    py::object errors = py::module_::import("tilekit.errors");
    py::object cls = errors.attr(name);
    py::object instance = cls(*args);
    PyErr_SetObject(cls.ptr(), instance.ptr());
  } catch (py::error_already_set &) {
    PyErr_SetString(PyExc_RuntimeError, fallback);
  }
}

void registerExceptionTranslation() {
  py::register_exception_translator([](std::exception_ptr pointer) {
    if (!pointer)
      return;
    try {
      std::rethrow_exception(pointer);
    } catch (const DiagnosticFailure &failure) {
      try {
        py::object diagnosticClass =
            py::module_::import("tilekit.errors").attr("Diagnostic");
        py::list records;
        for (const DiagnosticRecord &record : failure.records)
          records.append(toPython(record, diagnosticClass));
        raise("DiagnosticError", py::make_tuple(failure.text, records),
              failure.what());
      } catch (py::error_already_set &) {
        PyErr_SetString(PyExc_RuntimeError, failure.what());
      }
    } catch (const ArgumentFailure &failure) {
      raise("ArgumentError", py::make_tuple(failure.what()), failure.what());
    } catch (const LaunchFailure &failure) {
      raise("LaunchError", py::make_tuple(failure.what()), failure.what());
    } catch (const EngineUnavailable &failure) {
      raise("EngineUnavailableError", py::make_tuple(failure.what()),
            failure.what());
    }
  });
}

} // namespace tilekit::python
