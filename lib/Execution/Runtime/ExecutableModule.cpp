//===- ExecutableModule.cpp - Loading modules and checking arguments ------===//

#include "tilekit/Bytecode/Bytecode.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/Cute/IR/CuteDialect.h"
#include "tilekit/Execution/ElementKind.h"
#include "tilekit/Execution/Engine.h"

#include "../Jit/JitCache.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "tilekit/Support/FileSafety.h"
#include "tilekit/Support/NestingDepth.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using llvm::Error;
using llvm::Expected;

namespace tilekit::exec {

PreparedKernel::~PreparedKernel() = default;
ExecutableModule::ExecutableModule() = default;
ExecutableModule::~ExecutableModule() = default;

static Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The cuda_tile.module at the top of `op`: itself, or the only op of a
/// builtin module.
static cuda_tile::ModuleOp getTileModule(Operation *op) {
  if (auto module = dyn_cast_or_null<cuda_tile::ModuleOp>(op))
    return module;
  auto builtin = dyn_cast_or_null<mlir::ModuleOp>(op);
  if (!builtin)
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

Expected<std::unique_ptr<ExecutableModule>>
ExecutableModule::loadFile(llvm::StringRef path) {
  // A regular file of bounded size, or standard input (FileSafety.h).
  auto file = tilekit::readInputFile(path);
  if (!file)
    return file.takeError();
  return loadBuffer((*file)->getBuffer(), path);
}

Expected<std::unique_ptr<ExecutableModule>>
ExecutableModule::loadBuffer(llvm::StringRef contents,
                             llvm::StringRef bufferName) {
  std::unique_ptr<ExecutableModule> module(new ExecutableModule());
  DialectRegistry registry;
  registry.insert<cuda_tile::CudaTileDialect, cute::CuteDialect>();
  module->context = std::make_unique<MLIRContext>(registry);
  module->context->loadAllAvailableDialects();
  module->context->disableMultithreading();

  // Every diagnostic of parsing, reading and verifying goes into `messages`.
  llvm::SourceMgr sourceMgr;
  std::string messages;
  llvm::raw_string_ostream stream(messages);
  SourceMgrDiagnosticHandler handler(sourceMgr, module->context.get(), stream);

  auto buffer = llvm::MemoryBuffer::getMemBufferCopy(contents, bufferName);
  llvm::MemoryBufferRef ref = buffer->getMemBufferRef();
  if (cuda_tile::isTileIRBytecode(ref)) {
    auto read = cuda_tile::readBytecode(
        ref, *module->context,
        FileLineColLoc::get(module->context.get(), bufferName, 0, 0));
    if (!read)
      return makeError(llvm::StringRef(messages).rtrim());
    module->root = OwningOpRef<Operation *>(read.release().getOperation());
  } else {
    if (llvm::Error error = tilekit::checkNestingDepth(contents, bufferName))
      return std::move(error);
    sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
    ParserConfig config(module->context.get());
    module->root = parseSourceFile(sourceMgr, config);
    if (!module->root)
      return makeError(llvm::StringRef(messages).rtrim());
  }
  if (!getTileModule(module->root.get()))
    return makeError(bufferName + ": expected a cuda_tile.module (alone, or "
                                  "as the only op of a builtin module)");
  if (failed(verify(module->root.get())))
    return makeError(llvm::StringRef(messages).rtrim());
  return std::move(module);
}

jit::JitCache &ExecutableModule::getJitCache() {
  if (!jitCache)
    jitCache = std::make_unique<jit::JitCache>();
  return *jitCache;
}

cuda_tile::ModuleOp ExecutableModule::getModule() {
  return getTileModule(root.get());
}

std::vector<std::string> ExecutableModule::getEntryNames() {
  std::vector<std::string> names;
  for (auto entry : getModule().getBodyBlock().getOps<cuda_tile::EntryOp>())
    names.push_back(entry.getSymName().str());
  return names;
}

Expected<cuda_tile::EntryOp> ExecutableModule::findEntry(llvm::StringRef name) {
  std::vector<std::string> names = getEntryNames();
  std::string list;
  for (const std::string &entry : names)
    list += (list.empty() ? "@" : ", @") + entry;
  if (name.empty()) {
    if (names.size() == 1)
      return *getModule().getBodyBlock().getOps<cuda_tile::EntryOp>().begin();
    if (names.empty())
      return makeError("the module has no entry");
    return makeError("the module has several entries (" + list +
                     "); choose one with --entry");
  }
  name.consume_front("@");
  for (auto entry : getModule().getBodyBlock().getOps<cuda_tile::EntryOp>())
    if (entry.getSymName() == name)
      return entry;
  return makeError("no entry named @" + name + " (the module has " +
                   (list.empty() ? std::string("none") : list) + ")");
}

static std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

std::vector<ParameterInfo>
ExecutableModule::getParameters(cuda_tile::EntryOp entry) {
  std::vector<ParameterInfo> params;
  for (Type type : entry.getArgumentTypes()) {
    ParameterInfo info;
    info.typeText = printType(type);
    if (auto tile = dyn_cast<cuda_tile::TileType>(type)) {
      if (tile.getShape().empty()) {
        if (auto ptr =
                dyn_cast<cuda_tile::PointerType>(tile.getElementType())) {
          info.kind = ParameterInfo::Kind::Pointer;
          if (auto kind = getElemKind(ptr.getPointeeType())) {
            info.elementType = getElemKindName(*kind);
            info.elementBytes = getElemBytes(*kind);
          }
        } else if (auto kind = getElemKind(tile.getElementType())) {
          info.kind = ParameterInfo::Kind::Scalar;
          info.elementType = getElemKindName(*kind);
          info.elementBytes = getElemBytes(*kind);
        }
      }
    } else if (auto view = dyn_cast<cuda_tile::TensorViewType>(type)) {
      if (auto kind = getElemKind(view.getElementType())) {
        info.kind = ParameterInfo::Kind::TensorView;
        info.elementType = getElemKindName(*kind);
        info.elementBytes = getElemBytes(*kind);
        for (int64_t d : view.getShape())
          info.shape.push_back(ShapedType::isDynamic(d) ? -1 : d);
        for (int64_t s : view.getStrides())
          info.strides.push_back(ShapedType::isDynamic(s) ? -1 : s);
      }
    }
    params.push_back(std::move(info));
  }
  return params;
}

static const char *kindName(KernelArgument::Kind kind) {
  switch (kind) {
  case KernelArgument::Kind::Scalar:
    return "a scalar";
  case KernelArgument::Kind::Buffer:
    return "a buffer";
  case KernelArgument::Kind::TensorView:
    return "a tensor view";
  }
  return "?";
}

Error checkArguments(cuda_tile::EntryOp entry,
                     llvm::ArrayRef<KernelArgument> args) {
  return checkArguments(entry, ExecutableModule::getParameters(entry), args);
}

Error checkArguments(cuda_tile::EntryOp entry,
                     llvm::ArrayRef<ParameterInfo> params,
                     llvm::ArrayRef<KernelArgument> args) {
  if (params.size() != args.size())
    return makeError(llvm::formatv("entry @{0} takes {1} argument(s), but {2} "
                                   "were given",
                                   entry.getSymName(), params.size(),
                                   args.size()));
  for (size_t i = 0; i < params.size(); ++i) {
    const ParameterInfo &param = params[i];
    const KernelArgument &arg = args[i];
    auto mismatch = [&](const llvm::Twine &why) {
      return makeError(
          llvm::formatv("argument {0} ({1}) does not fit "
                        "parameter {0} of type {2}: ",
                        i, arg.name.empty() ? kindName(arg.kind) : arg.name,
                        param.typeText) +
          why);
    };
    switch (param.kind) {
    case ParameterInfo::Kind::Unsupported:
      return makeError(llvm::formatv(
          "parameter {0} of entry @{1} has type {2}, which cannot be bound "
          "from the host (scalar tiles, tile<ptr<T>> and tensor_view only)",
          i, entry.getSymName(), param.typeText));
    case ParameterInfo::Kind::Scalar:
      if (arg.kind != KernelArgument::Kind::Scalar)
        return mismatch(llvm::Twine("expected a scalar, got ") +
                        kindName(arg.kind));
      break;
    case ParameterInfo::Kind::Pointer:
      if (arg.kind != KernelArgument::Kind::Buffer)
        return mismatch(llvm::Twine("expected a buffer, got ") +
                        kindName(arg.kind));
      if (arg.data && reinterpret_cast<uintptr_t>(arg.data) %
                              std::max(1u, param.elementBytes) !=
                          0)
        return mismatch("the buffer is not aligned to its element size");
      break;
    case ParameterInfo::Kind::TensorView: {
      if (arg.kind != KernelArgument::Kind::TensorView)
        return mismatch(llvm::Twine("expected a tensor view, got ") +
                        kindName(arg.kind));
      if (arg.shape.size() != param.shape.size() ||
          arg.strides.size() != param.shape.size())
        return mismatch(llvm::formatv("expected rank {0}, got rank {1}",
                                      param.shape.size(), arg.shape.size()));
      uint64_t extent = 1;
      bool empty = false;
      for (size_t d = 0; d < param.shape.size(); ++d) {
        if (param.shape[d] >= 0 && param.shape[d] != arg.shape[d])
          return mismatch(llvm::formatv("dimension {0} must be {1}, got {2}", d,
                                        param.shape[d], arg.shape[d]));
        if (param.strides[d] >= 0 && param.strides[d] != arg.strides[d])
          return mismatch(llvm::formatv("stride {0} must be {1}, got {2}", d,
                                        param.strides[d], arg.strides[d]));
        if (arg.shape[d] < 0 || arg.strides[d] < 0)
          return mismatch("negative sizes and strides are not supported");
        if (arg.shape[d] == 0)
          empty = true;
        else
          extent += uint64_t(arg.shape[d] - 1) * uint64_t(arg.strides[d]);
      }
      if (!empty && extent * param.elementBytes > arg.bytes)
        return mismatch(llvm::formatv("the view spans {0} bytes but the buffer "
                                      "holds {1}",
                                      extent * param.elementBytes, arg.bytes));
      break;
    }
    }
  }
  return Error::success();
}

Expected<std::unique_ptr<PreparedKernel>>
ExecutableModule::prepare(llvm::StringRef entryName, EngineKind engine) {
  Expected<cuda_tile::EntryOp> entry = findEntry(entryName);
  if (!entry)
    return entry.takeError();
  if (engine == EngineKind::Jit)
    return prepareJit(*this, *entry);
  return prepareInterpreter(*entry);
}

} // namespace tilekit::exec
