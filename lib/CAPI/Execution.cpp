//===- Execution.cpp - Running Tile IR kernels from C ---------------------===//
//
// The C face of tilekit/Execution/Engine.h: handles own the C++ objects,
// errors carry the message with its location and tile block taken apart.
//
//===----------------------------------------------------------------------===//

#include "tilekit-c/Execution.h"

#include "tilekit/Execution/ElementKind.h"
#include "tilekit/Execution/Engine.h"
#include "tilekit/Execution/Numerics.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace tilekit::exec;

struct TilekitError {
  std::string message;
  std::string location;
  bool hasBlock = false;
  uint32_t block[3] = {0, 0, 0};
};

struct TilekitModule {
  std::unique_ptr<ExecutableModule> module;
  std::vector<std::string> entries;
};

struct TilekitKernel {
  TilekitModule *module = nullptr;
  std::string entry;
  std::unique_ptr<PreparedKernel> kernel;
  /// For launches with checks, which run on the interpreter.
  std::unique_ptr<PreparedKernel> interpreter;
  std::vector<ParameterInfo> parameters;
};

/// Stores `message` as a new error in `*error` (when asked for), with the
/// location and tile block it names.
static void setError(TilekitError **error, std::string message) {
  if (!error)
    return;
  auto result = std::make_unique<TilekitError>();
  result->message = std::move(message);
  llvm::SmallVector<llvm::StringRef, 4> groups;
  // `FILE:LINE:COL: error: ...`, after the tool's own prefix if any.
  if (llvm::Regex("([^ :][^:]*:[0-9]+:[0-9]+): error: ")
          .match(result->message, &groups))
    result->location = groups[1].str();
  if (llvm::Regex("in tile block \\(([0-9]+), ([0-9]+), ([0-9]+)\\)")
          .match(result->message, &groups)) {
    result->hasBlock = true;
    for (int d = 0; d < 3; ++d)
      result->block[d] = static_cast<uint32_t>(std::stoul(groups[d + 1].str()));
  }
  *error = result.release();
}

static void setError(TilekitError **error, llvm::Error cause) {
  setError(error, llvm::toString(std::move(cause)));
}

const char *tilekitErrorGetMessage(const TilekitError *error) {
  return error ? error->message.c_str() : "";
}
const char *tilekitErrorGetLocation(const TilekitError *error) {
  return error ? error->location.c_str() : "";
}
bool tilekitErrorGetBlock(const TilekitError *error, uint32_t block[3]) {
  if (!error || !error->hasBlock || !block)
    return false;
  std::memcpy(block, error->block, sizeof error->block);
  return true;
}
void tilekitErrorDestroy(TilekitError *error) { delete error; }

TilekitModule *tilekitModuleCreate(const void *data, size_t size,
                                   const char *name, TilekitError **error) {
  if (!data && size) {
    setError(error, "tilekitModuleCreate: no data");
    return nullptr;
  }
  auto module = ExecutableModule::loadBuffer(
      llvm::StringRef(static_cast<const char *>(data), size),
      name ? name : "<buffer>");
  if (!module) {
    setError(error, module.takeError());
    return nullptr;
  }
  auto result = std::make_unique<TilekitModule>();
  result->module = std::move(*module);
  result->entries = result->module->getEntryNames();
  return result.release();
}

void tilekitModuleDestroy(TilekitModule *module) { delete module; }

size_t tilekitModuleGetNumEntries(const TilekitModule *module) {
  return module ? module->entries.size() : 0;
}

const char *tilekitModuleGetEntryName(const TilekitModule *module,
                                      size_t index) {
  if (!module || index >= module->entries.size())
    return nullptr;
  return module->entries[index].c_str();
}

static EngineKind getEngineKind(TilekitEngine engine) {
  return engine == TILEKIT_ENGINE_INTERPRETER ? EngineKind::Interpreter
                                              : EngineKind::Jit;
}

TilekitKernel *tilekitKernelCreate(TilekitModule *module, const char *entry,
                                   TilekitEngine engine, TilekitError **error) {
  if (!module) {
    setError(error, "tilekitKernelCreate: no module");
    return nullptr;
  }
  if (engine != TILEKIT_ENGINE_JIT && engine != TILEKIT_ENGINE_INTERPRETER) {
    setError(error, "tilekitKernelCreate: unknown engine " +
                        std::to_string(static_cast<int>(engine)));
    return nullptr;
  }
  llvm::StringRef name = entry ? entry : "";
  auto found = module->module->findEntry(name);
  if (!found) {
    setError(error, found.takeError());
    return nullptr;
  }
  auto kernel = module->module->prepare(name, getEngineKind(engine));
  if (!kernel) {
    setError(error, kernel.takeError());
    return nullptr;
  }
  auto result = std::make_unique<TilekitKernel>();
  result->module = module;
  result->entry = name.str();
  result->kernel = std::move(*kernel);
  result->parameters = ExecutableModule::getParameters(*found);
  return result.release();
}

void tilekitKernelDestroy(TilekitKernel *kernel) { delete kernel; }

TilekitEngine tilekitKernelGetEngine(const TilekitKernel *kernel) {
  return kernel && kernel->kernel->getEngineKind() == EngineKind::Jit
             ? TILEKIT_ENGINE_JIT
             : TILEKIT_ENGINE_INTERPRETER;
}

size_t tilekitKernelGetNumParameters(const TilekitKernel *kernel) {
  return kernel ? kernel->parameters.size() : 0;
}

TilekitParameter tilekitKernelGetParameter(const TilekitKernel *kernel,
                                           size_t index) {
  TilekitParameter result = {
      TILEKIT_PARAMETER_UNSUPPORTED, nullptr, 0, 0, nullptr, nullptr, nullptr};
  if (!kernel || index >= kernel->parameters.size())
    return result;
  const ParameterInfo &info = kernel->parameters[index];
  switch (info.kind) {
  case ParameterInfo::Kind::Scalar:
    result.kind = TILEKIT_PARAMETER_SCALAR;
    break;
  case ParameterInfo::Kind::Pointer:
    result.kind = TILEKIT_PARAMETER_POINTER;
    break;
  case ParameterInfo::Kind::TensorView:
    result.kind = TILEKIT_PARAMETER_TENSOR_VIEW;
    break;
  case ParameterInfo::Kind::Unsupported:
    break;
  }
  result.elementType = info.elementType.c_str();
  result.elementBytes = info.elementBytes;
  result.rank = info.shape.size();
  result.shape = info.shape.data();
  result.strides = info.strides.data();
  result.type = info.typeText.c_str();
  return result;
}

/// The element kind of scalar parameter `index`, if it is one.
static std::optional<ElemKind> getScalarKind(const TilekitKernel *kernel,
                                             size_t index) {
  if (!kernel || index >= kernel->parameters.size() ||
      kernel->parameters[index].kind != ParameterInfo::Kind::Scalar)
    return std::nullopt;
  const std::string &name = kernel->parameters[index].elementType;
  for (unsigned k = 0; k <= static_cast<unsigned>(ElemKind::Ptr); ++k)
    if (name == getElemKindName(static_cast<ElemKind>(k)))
      return static_cast<ElemKind>(k);
  return std::nullopt;
}

static TilekitArgument makeScalar(uint64_t bits) {
  TilekitArgument argument = {
      TILEKIT_ARGUMENT_SCALAR, bits, nullptr, 0, 0, nullptr, nullptr};
  return argument;
}

bool tilekitArgumentScalarFromDouble(const TilekitKernel *kernel, size_t index,
                                     double value, TilekitArgument *argument) {
  std::optional<ElemKind> kind = getScalarKind(kernel, index);
  if (!kind || !argument)
    return false;
  if (!isFloatKind(*kind))
    return tilekitArgumentScalarFromInt(kernel, index,
                                        static_cast<int64_t>(value), argument);
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  FloatFormat format = getFloatFormat(*kind);
  if (format != FloatFormat::F64)
    bits = convertFloat(bits, FloatFormat::F64, format, Rounding::NearestEven);
  *argument = makeScalar(bits);
  return true;
}

bool tilekitArgumentScalarFromInt(const TilekitKernel *kernel, size_t index,
                                  int64_t value, TilekitArgument *argument) {
  std::optional<ElemKind> kind = getScalarKind(kernel, index);
  if (!kind || !argument)
    return false;
  if (isFloatKind(*kind))
    return tilekitArgumentScalarFromDouble(
        kernel, index, static_cast<double>(value), argument);
  unsigned bits = kernel->parameters[index].elementBytes * 8;
  uint64_t mask = bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  if (kernel->parameters[index].elementType == "i1")
    mask = 1;
  *argument = makeScalar(static_cast<uint64_t>(value) & mask);
  return true;
}

void tilekitLaunchOptionsInit(TilekitLaunchOptions *options) {
  if (!options)
    return;
  *options = TilekitLaunchOptions();
  options->grid[0] = options->grid[1] = options->grid[2] = 1;
}

bool tilekitKernelLaunch(TilekitKernel *kernel, const TilekitArgument *args,
                         size_t numArgs, const TilekitLaunchOptions *options,
                         TilekitError **error) {
  if (!kernel || (numArgs && !args)) {
    setError(error, "tilekitKernelLaunch: no kernel or no arguments");
    return false;
  }
  TilekitLaunchOptions defaults;
  tilekitLaunchOptionsInit(&defaults);
  const TilekitLaunchOptions &given = options ? *options : defaults;
  LaunchOptions launch;
  launch.grid = {given.grid[0], given.grid[1], given.grid[2]};
  launch.threads = given.threads;
  launch.timeoutSeconds = given.timeoutSeconds;
  if (given.check && *given.check) {
    if (llvm::Error bad = parseCheckModes(given.check, launch)) {
      setError(error, std::move(bad));
      return false;
    }
  }
  std::vector<KernelArgument> arguments;
  arguments.reserve(numArgs);
  for (size_t i = 0; i < numArgs; ++i) {
    const TilekitArgument &arg = args[i];
    KernelArgument bound;
    switch (arg.kind) {
    case TILEKIT_ARGUMENT_SCALAR:
      bound = KernelArgument::scalar(arg.scalarBits);
      break;
    case TILEKIT_ARGUMENT_BUFFER:
      bound = KernelArgument::buffer(arg.data, arg.bytes);
      break;
    case TILEKIT_ARGUMENT_TENSOR_VIEW:
      if (arg.rank && (!arg.shape || !arg.strides)) {
        setError(error, "argument " + std::to_string(i) +
                            ": a tensor view needs its shape and strides");
        return false;
      }
      bound = KernelArgument::tensorView(
          arg.data, arg.bytes,
          std::vector<int64_t>(arg.shape, arg.shape + arg.rank),
          std::vector<int64_t>(arg.strides, arg.strides + arg.rank));
      break;
    default:
      setError(error, "argument " + std::to_string(i) + ": unknown kind " +
                          std::to_string(static_cast<int>(arg.kind)));
      return false;
    }
    arguments.push_back(std::move(bound));
  }
  PreparedKernel *runner = kernel->kernel.get();
  // The checks are the interpreter's.
  if ((launch.check || launch.checkNan) &&
      runner->getEngineKind() != EngineKind::Interpreter) {
    if (!kernel->interpreter) {
      auto interpreter = kernel->module->module->prepare(
          kernel->entry, EngineKind::Interpreter);
      if (!interpreter) {
        setError(error, interpreter.takeError());
        return false;
      }
      kernel->interpreter = std::move(*interpreter);
    }
    runner = kernel->interpreter.get();
  }
  if (llvm::Error failed = runner->launch(arguments, launch)) {
    setError(error, std::move(failed));
    return false;
  }
  return true;
}
