//===- Module.cpp - tilekit.Module: parse, print, verify, transform -------===//
//
// A Module owns an MLIR context and its top-level op: a cuda_tile.module,
// alone or as the only op of a builtin module (as tile-opt
// --no-implicit-module reads it). Every failure comes back as a
// DiagnosticFailure carrying the located diagnostics.
//
//===----------------------------------------------------------------------===//

#include "TileKitPython.h"

#include "tilekit/Bytecode/Bytecode.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/Transforms/OptimizerPipeline.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"
#include "tilekit/Dialect/Cute/IR/CuteDialect.h"
#include "tilekit/Support/FileSafety.h"
#include "tilekit/Support/NestingDepth.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <sys/stat.h>

#include <pybind11/stl.h>

#include <cerrno>

using namespace mlir;

namespace tilekit::python {

//===----------------------------------------------------------------------===//
// Construction
//===----------------------------------------------------------------------===//

Module::Module() = default;

std::unique_ptr<Module> Module::create(llvm::StringRef bufferName) {
  std::unique_ptr<Module> module(new Module());
  DialectRegistry registry;
  registry.insert<cuda_tile::CudaTileDialect, cute::CuteDialect>();
  module->context = std::make_unique<MLIRContext>(registry);
  module->context->loadAllAvailableDialects();
  // One context per module: no thread pool each.
  module->context->disableMultithreading();
  // Messages name the op; no generic-form dump of it as a note.
  module->context->printOpOnDiagnostic(false);
  module->bufferName = bufferName.str();
  return module;
}

std::unique_ptr<DiagnosticCapture> Module::capture() {
  auto diagnostics = std::make_unique<DiagnosticCapture>(*context);
  // Messages about ops parsed from text show the source line they are on.
  if (!source.empty())
    diagnostics->getSourceMgr().AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(source, bufferName),
        llvm::SMLoc());
  return diagnostics;
}

/// The cuda_tile.module at the top of `op`: itself, or the only op of a
/// builtin module.
static cuda_tile::ModuleOp findTileModule(Operation *op) {
  if (auto module = dyn_cast_or_null<cuda_tile::ModuleOp>(op))
    return module;
  auto builtin = dyn_cast_or_null<mlir::ModuleOp>(op);
  if (!builtin || builtin.getBodyRegion().empty())
    return {};
  cuda_tile::ModuleOp found;
  for (Operation &inner : builtin.getBody()->getOperations()) {
    auto module = dyn_cast<cuda_tile::ModuleOp>(inner);
    if (!module || found)
      return {};
    found = module;
  }
  return found;
}

cuda_tile::ModuleOp Module::getTileModule() {
  return findTileModule(root.get());
}

/// Parses the main buffer of `sourceMgr` into `root`; `diagnostics`
/// watches `context`.
static void parseRoot(MLIRContext &context, llvm::SourceMgr &sourceMgr,
                      DiagnosticCapture &diagnostics,
                      OwningOpRef<Operation *> &root, bool verify) {
  // Deeper text would overflow the parser's stack (NestingDepth.h).
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  if (auto violation = tilekit::findNestingViolation(buffer->getBuffer())) {
    emitError(FileLineColLoc::get(&context, buffer->getBufferIdentifier(),
                                  violation->line, violation->column),
              violation->message());
    throw diagnostics.makeFailure("the module is nested too deeply");
  }
  ParserConfig config(&context, verify);
  root = parseSourceFile(sourceMgr, config);
  if (!root)
    throw diagnostics.makeFailure("cannot parse the module");
  if (!findTileModule(root.get())) {
    root->emitError("expected a cuda_tile.module (alone, or as the only op "
                    "of a builtin module), found '")
        << root->getName() << "'";
    throw diagnostics.makeFailure("expected a cuda_tile.module");
  }
}

std::unique_ptr<Module> Module::parse(llvm::StringRef text,
                                      llvm::StringRef name, bool verify) {
  std::unique_ptr<Module> module = create(name);
  module->source = text.str();
  // The capture's source manager holds the text (when not empty): the
  // messages show the lines they are about.
  auto diagnostics = module->capture();
  llvm::SourceMgr &sourceMgr = diagnostics->getSourceMgr();
  if (sourceMgr.getNumBuffers() == 0)
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(text, name), llvm::SMLoc());
  parseRoot(*module->context, sourceMgr, *diagnostics, module->root, verify);
  diagnostics->issueWarnings();
  return module;
}

std::unique_ptr<Module>
Module::fromBytecode(llvm::StringRef bytes, llvm::StringRef name, bool verify) {
  std::unique_ptr<Module> module = create(name);
  auto diagnostics = module->capture();
  MLIRContext *context = module->context.get();
  Location loc = FileLineColLoc::get(context, name, 0, 0);
  llvm::MemoryBufferRef ref(bytes, name);
  if (!cuda_tile::isTileIRBytecode(ref)) {
    emitError(loc, "not Tile IR bytecode (it does not start with the magic "
                   "bytes \\x7FTileIR\\0)");
    throw diagnostics->makeFailure("not Tile IR bytecode");
  }
  OwningOpRef<cuda_tile::ModuleOp> read =
      cuda_tile::readBytecode(ref, *context, loc);
  if (!read)
    throw diagnostics->makeFailure("cannot read the bytecode");
  module->root = OwningOpRef<Operation *>(read.release().getOperation());
  if (verify && failed(mlir::verify(module->root.get())))
    throw diagnostics->makeFailure("the module does not verify");
  diagnostics->issueWarnings();
  return module;
}

std::unique_ptr<Module> Module::load(const std::string &path, bool verify) {
  // A regular file of bounded size (a FIFO or /dev/zero is refused).
  struct stat status;
  if (::stat(path.c_str(), &status) != 0) {
    PyErr_SetFromErrnoWithFilename(PyExc_OSError, path.c_str());
    throw py::error_already_set();
  }
  auto file = tilekit::readInputFile(path);
  if (!file) {
    PyErr_SetString(PyExc_OSError, llvm::toString(file.takeError()).c_str());
    throw py::error_already_set();
  }
  llvm::StringRef contents = (*file)->getBuffer();
  if (cuda_tile::isTileIRBytecode((*file)->getMemBufferRef()))
    return fromBytecode(contents, path, verify);
  return parse(contents, path, verify);
}

std::unique_ptr<Module> Module::clone() {
  // Printed with its locations, the copy reports the same places.
  std::string text = print(/*generic=*/false, /*debugInfo=*/true);
  std::unique_ptr<Module> copy = create(bufferName);
  copy->source = source;
  auto diagnostics = copy->capture();
  llvm::SourceMgr printed;
  printed.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "<tilekit copy>"),
      llvm::SMLoc());
  parseRoot(*copy->context, printed, *diagnostics, copy->root,
            /*verify=*/false);
  return copy;
}

//===----------------------------------------------------------------------===//
// Printing, verification, bytecode
//===----------------------------------------------------------------------===//

/// Exactly what tile-opt prints for the module.
std::string Module::print(bool generic, bool debugInfo) {
  // Invalid IR prints in the generic form; keep its verifier quiet.
  DiagnosticCapture quiet(*context);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  if (debugInfo)
    flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  std::string text;
  llvm::raw_string_ostream os(text);
  root->print(os, flags);
  os << "\n";
  return text;
}

/// Verifies `root`, throwing the diagnostics when it is invalid.
static void verifyOrThrow(Operation *root, DiagnosticCapture &diagnostics) {
  if (failed(mlir::verify(root)))
    throw diagnostics.makeFailure("the module does not verify");
}

void Module::verify() {
  auto diagnostics = capture();
  verifyOrThrow(root.get(), *diagnostics);
  diagnostics->issueWarnings();
}

std::string Module::toBytecode(const std::string &versionText) {
  // "min" is resolved once the module is known to be valid (below).
  bool lowest = versionText == "min";
  std::optional<cuda_tile::BytecodeVersion> version =
      lowest ? cuda_tile::getCurrentBytecodeVersion()
             : cuda_tile::BytecodeVersion::parse(versionText);
  std::string supported;
  for (const cuda_tile::TileIRVersion &release :
       cuda_tile::getSupportedBytecodeReleases()) {
    cuda_tile::BytecodeVersion known;
    known.major = release.major;
    known.minor = release.minor;
    supported += (supported.empty() ? "" : ", ") + known.str();
  }
  if (!version || !cuda_tile::isSupportedBytecodeRelease(version->getRelease()))
    throw py::value_error("unsupported bytecode version '" + versionText +
                          "' (supported: " + supported + ")");
  auto diagnostics = capture();
  verifyOrThrow(root.get(), *diagnostics);
  if (lowest)
    version = cuda_tile::getMinimumBytecodeVersion(getTileModule());
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(cuda_tile::writeBytecode(os, getTileModule(), *version)))
    throw diagnostics->makeFailure("cannot write the module as bytecode " +
                                   versionText);
  diagnostics->issueWarnings();
  return bytes;
}

//===----------------------------------------------------------------------===//
// Passes
//===----------------------------------------------------------------------===//

static void registerPassesOnce() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerCanonicalizerPass();
    registerCSEPass();
    registerSymbolDCEPass();
    cuda_tile::registerCudaTileTransforms();
    cuda_tile::registerOptimizerPipeline();
  });
}

void Module::optimize(int level, bool fuseFMA, int loopSplitThreshold) {
  if (level < 0 || level > 3)
    throw py::value_error("level must be 0, 1, 2 or 3, not " +
                          std::to_string(level));
  if (loopSplitThreshold < 0)
    throw py::value_error("loop_split_threshold must be >= 0");
  registerPassesOnce();
  cuda_tile::OptimizerOptions options;
  options.optLevel = level;
  options.fuseFMA = fuseFMA;
  options.loopSplitThreshold = loopSplitThreshold;
  transform([&] { return cuda_tile::optimizeModule(getTileModule(), options); },
            "the optimizer pipeline failed");
}

void Module::transform(llvm::function_ref<LogicalResult()> run,
                       const std::string &failureMessage) {
  auto diagnostics = capture();
  // Passes assume valid input.
  verifyOrThrow(root.get(), *diagnostics);
  // Not with the GIL held: a launch on another thread may hold the lock.
  std::unique_lock<std::mutex> lock(mutex, std::defer_lock);
  {
    py::gil_scoped_release release;
    lock.lock();
  }
  invalidate();
  if (failed(run()))
    throw diagnostics->makeFailure(failureMessage);
  diagnostics->issueWarnings();
}

void Module::runPasses(const std::string &pipeline) {
  registerPassesOnce();
  PassManager pm(context.get(), root->getName().getStringRef());
  if (pipeline.empty()) {
    pm.addPass(createCanonicalizerPass());
  } else {
    // `cuda_tile.module(canonicalize,cse)` (tile-opt --pass-pipeline) or
    // just `canonicalize,cse`.
    llvm::StringRef passes = pipeline;
    llvm::StringRef anchored = passes;
    if (anchored.consume_front(root->getName().getStringRef()) &&
        anchored.starts_with("(") && anchored.ends_with(")"))
      passes = anchored.drop_front().drop_back();
    std::string error;
    llvm::raw_string_ostream errorStream(error);
    if (failed(parsePassPipeline(passes, pm, errorStream)))
      throw py::value_error("invalid pass pipeline '" + pipeline +
                            "': " + llvm::StringRef(error).trim().str());
  }
  transform([&] { return pm.run(root.get()); },
            "the pass pipeline '" +
                (pipeline.empty() ? "canonicalize" : pipeline) + "' failed");
}

//===----------------------------------------------------------------------===//
// Entries
//===----------------------------------------------------------------------===//

static std::string kindName(exec::ParameterInfo::Kind kind) {
  switch (kind) {
  case exec::ParameterInfo::Kind::Scalar:
    return "scalar";
  case exec::ParameterInfo::Kind::Pointer:
    return "pointer";
  case exec::ParameterInfo::Kind::TensorView:
    return "tensor_view";
  case exec::ParameterInfo::Kind::Unsupported:
    return "unsupported";
  }
  return "unsupported";
}

static std::vector<std::optional<int64_t>>
staticSizes(const std::vector<int64_t> &sizes) {
  std::vector<std::optional<int64_t>> result;
  for (int64_t size : sizes)
    result.push_back(size < 0 ? std::nullopt : std::optional<int64_t>(size));
  return result;
}

std::string EntryView::signature() const {
  std::string text = "@" + name + "(";
  for (const ParameterView &param : parameters)
    text += (param.index ? ", " : "") + param.type;
  return text + ")";
}

std::vector<EntryView> Module::getEntries() {
  {
    // The entries of invalid IR are not well formed.
    auto diagnostics = capture();
    verifyOrThrow(root.get(), *diagnostics);
  }
  std::vector<EntryView> entries;
  for (auto entry :
       getTileModule().getBodyBlock().getOps<cuda_tile::EntryOp>()) {
    EntryView view;
    view.name = entry.getSymName().str();
    view.location = describeLocation(entry.getLoc());
    std::vector<exec::ParameterInfo> params =
        exec::ExecutableModule::getParameters(entry);
    for (size_t i = 0; i < params.size(); ++i) {
      ParameterView param;
      param.index = static_cast<unsigned>(i);
      param.kind = kindName(params[i].kind);
      param.elementType = params[i].elementType;
      param.elementBytes = params[i].elementBytes;
      // Spelled as in the entry's signature: tile<f32>, not
      // !cuda_tile.tile<f32>.
      llvm::StringRef type = params[i].typeText;
      type.consume_front("!cuda_tile.");
      param.type = type.str();
      if (params[i].kind == exec::ParameterInfo::Kind::TensorView) {
        param.shape = staticSizes(params[i].shape);
        param.strides = staticSizes(params[i].strides);
      }
      view.parameters.push_back(std::move(param));
    }
    entries.push_back(std::move(view));
  }
  return entries;
}

std::string Module::getSymbolName() {
  cuda_tile::ModuleOp module = getTileModule();
  return module ? module.getSymName().str() : std::string();
}

//===----------------------------------------------------------------------===//
// Prepared kernels
//===----------------------------------------------------------------------===//

void Module::invalidate() {
  kernels.clear();
  executable.reset();
}

std::pair<exec::PreparedKernel *, cuda_tile::EntryOp>
Module::getKernel(const std::string &entryName, exec::EngineKind engine) {
  if (!executable) {
    auto diagnostics = capture();
    verifyOrThrow(root.get(), *diagnostics);
    // The executor owns its context: it gets a copy, printed with the
    // locations so that runtime errors name the original source.
    auto loaded = exec::ExecutableModule::loadBuffer(
        print(/*generic=*/false, /*debugInfo=*/true), bufferName);
    if (!loaded)
      throw DiagnosticFailure(llvm::toString(loaded.takeError()), {});
    executable = std::move(*loaded);
  }
  llvm::Expected<cuda_tile::EntryOp> entry = executable->findEntry(entryName);
  if (!entry)
    throw ArgumentFailure(llvm::toString(entry.takeError()));
  auto key = std::make_pair(entryName, static_cast<int>(engine));
  auto it = kernels.find(key);
  if (it != kernels.end())
    return {it->second.get(), *entry};
  auto kernel = executable->prepare(entryName, engine);
  if (!kernel) {
    std::string message = llvm::toString(kernel.takeError());
    if (engine == exec::EngineKind::Jit &&
        llvm::StringRef(message).contains("not available")) {
      // The C++ message names tile-run's flag; say it the Python way.
      size_t flag = message.find("(--engine interp)");
      if (flag != std::string::npos)
        message.replace(flag, 17, "(engine=\"interp\")");
      throw EngineUnavailable(message);
    }
    throw LaunchFailure(message);
  }
  exec::PreparedKernel *prepared = kernel->get();
  kernels[key] = std::move(*kernel);
  return {prepared, *entry};
}

//===----------------------------------------------------------------------===//
// Bindings
//===----------------------------------------------------------------------===//

static std::string pathOf(const py::object &path) {
  return py::module_::import("os").attr("fspath")(path).cast<std::string>();
}

static std::string describeSizes(const std::vector<std::optional<int64_t>> &v) {
  std::string text = "(";
  for (size_t i = 0; i < v.size(); ++i)
    text += (i ? ", " : "") + (v[i] ? std::to_string(*v[i]) : "None");
  return text + (v.size() == 1 ? ",)" : ")");
}

void registerModule(py::module_ &m) {
  py::class_<ParameterView>(m, "Parameter",
                            "How one entry parameter is bound from Python.")
      .def_readonly("index", &ParameterView::index)
      .def_readonly("kind", &ParameterView::kind,
                    "'scalar', 'pointer', 'tensor_view' or 'unsupported'")
      .def_readonly("element_type", &ParameterView::elementType,
                    "'i32', 'f32', ... (the pointee type of a pointer)")
      .def_readonly("element_bytes", &ParameterView::elementBytes)
      .def_property_readonly(
          "shape",
          [](const ParameterView &p) -> py::object {
            if (!p.shape)
              return py::none();
            return py::tuple(py::cast(*p.shape));
          },
          "tensor_view: the static sizes (None where dynamic)")
      .def_property_readonly(
          "strides",
          [](const ParameterView &p) -> py::object {
            if (!p.strides)
              return py::none();
            return py::tuple(py::cast(*p.strides));
          },
          "tensor_view: the static strides in elements (None where dynamic)")
      .def_readonly("type", &ParameterView::type, "the type as printed")
      .def("__repr__", [](const ParameterView &p) {
        std::string text = "Parameter(" + std::to_string(p.index) + ", " +
                           p.kind + ", '" + p.type + "'";
        if (p.shape)
          text += ", shape=" + describeSizes(*p.shape);
        return text + ")";
      });

  py::class_<EntryView>(m, "Entry", "An entry (kernel) of a module.")
      .def_readonly("name", &EntryView::name)
      .def_readonly("parameters", &EntryView::parameters)
      .def_readonly("location", &EntryView::location,
                    "file:line:col of the entry ('' when unknown)")
      .def_property_readonly("signature", &EntryView::signature,
                             "'@name(type, ...)'")
      .def("__str__", &EntryView::signature)
      .def("__repr__",
           [](const EntryView &e) { return "Entry(" + e.signature() + ")"; });

  py::class_<Module>(m, "Module", "A Tile IR module (cuda_tile.module).")
      .def_static(
          "parse",
          [](const std::string &text, const std::string &name, bool verify) {
            return Module::parse(text, name, verify);
          },
          py::arg("text"), py::arg("name") = "<string>",
          py::arg("verify") = true,
          "Parses the textual form; `name` is the file name in messages.")
      .def_static(
          "from_bytecode",
          [](const py::bytes &data, const std::string &name, bool verify) {
            return Module::fromBytecode(std::string(data), name, verify);
          },
          py::arg("data"), py::arg("name") = "<bytecode>",
          py::arg("verify") = true,
          "Reads Tile IR bytecode of any of bytecode_versions().")
      .def_static(
          "load",
          [](const py::object &path, bool verify) {
            return Module::load(pathOf(path), verify);
          },
          py::arg("path"), py::arg("verify") = true,
          "Reads a .mlir file or a bytecode file (by its magic bytes).")
      .def(
          "to_bytecode",
          [](Module &module, const std::string &version) {
            return py::bytes(module.toBytecode(version));
          },
          py::arg("version") = "13.3",
          "The module as Tile IR bytecode of `version` (one of "
          "bytecode_versions(), or \"min\": the lowest version that can "
          "express the module).")
      .def("__str__", [](Module &module) { return module.print(false, false); })
      .def("to_text", &Module::print, py::arg("generic") = false,
           py::arg("debug_info") = false,
           "The textual form; generic=True: the generic op form; "
           "debug_info=True: with locations.")
      .def("__repr__",
           [](Module &module) {
             return "<tilekit.Module @" + module.getSymbolName() + " from '" +
                    module.getBufferName() + "'>";
           })
      .def("verify", &Module::verify,
           "Runs the verifier; raises DiagnosticError when it fails.")
      .def(
          "canonicalize",
          [](Module &module) -> Module & {
            module.runPasses("");
            return module;
          },
          py::return_value_policy::reference,
          "MLIR's canonicalizer (tile-opt --canonicalize), in place.")
      .def(
          "tile_canonicalize",
          [](Module &module) -> Module & {
            module.runPasses("tile-canonicalize");
            return module;
          },
          py::return_value_policy::reference,
          "The tile-canonicalize pipeline (canonicalizer, then the "
          "expression simplifier), in place.")
      .def(
          "optimize",
          [](Module &module, int level, bool fuseFMA,
             int loopSplitThreshold) -> Module & {
            module.optimize(level, fuseFMA, loopSplitThreshold);
            return module;
          },
          py::arg("level") = 3, py::arg("fuse_fma") = false,
          py::arg("loop_split_threshold") = 1,
          py::return_value_policy::reference,
          "cuda-tile-optimize's pipeline (tile-optimize -O level "
          "[--fuse-fma]), in place: the reference optimizer's result, byte "
          "for byte. fuse_fma changes results (one rounding per fma).")
      .def(
          "run_passes",
          [](Module &module, const std::string &pipeline) -> Module & {
            if (pipeline.empty())
              throw py::value_error("empty pass pipeline");
            module.runPasses(pipeline);
            return module;
          },
          py::arg("pipeline"), py::return_value_policy::reference,
          "Runs a pass pipeline such as 'canonicalize,cse' or "
          "'tile-simplify-expressions{max-depth=8}', in place.")
      .def("copy", &Module::clone, "An independent copy of the module.")
      .def_property_readonly("entries", &Module::getEntries,
                             "The entries, in order, with their parameters.")
      .def_property_readonly("name", &Module::getSymbolName,
                             "The symbol name of the cuda_tile.module.")
      .def_property_readonly("source_name", &Module::getBufferName,
                             "The file name its locations use.");

  m.def(
      "bytecode_versions",
      [] {
        std::vector<std::string> versions;
        for (const cuda_tile::TileIRVersion &release :
             cuda_tile::getSupportedBytecodeReleases()) {
          cuda_tile::BytecodeVersion version;
          version.major = release.major;
          version.minor = release.minor;
          versions.push_back(version.str());
        }
        return versions;
      },
      "The bytecode versions to_bytecode writes and from_bytecode reads.");
}

} // namespace tilekit::python
