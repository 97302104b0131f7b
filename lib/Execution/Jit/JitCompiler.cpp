//===- JitCompiler.cpp - cuda_tile -> upstream MLIR -> LLVM -> native -----===//
//
// An entry is compiled from a copy of its module: the cuda_tile-to-standard
// conversion (with interpreter thunks for the ops it has no lowering for),
// the upstream conversions to the LLVM dialect, then MLIR's ExecutionEngine
// (LLVM -O2 by default, host CPU) with the tilekit_jit_* runtime functions in
// its symbol table.
//
//===----------------------------------------------------------------------===//

#include "JitCompiler.h"
#include "BlockLanes.h"
#include "FaultInjection.h"
#include "OptimizationPipeline.h"

#include "tilekit/Conversion/CudaTileToStandard/CudaTileToStandard.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"

#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

#include <chrono>
#include <mutex>
#include <optional>
#include <set>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::jit {

namespace {

constexpr llvm::StringLiteral kKernelName = "tilekit_kernel";
constexpr llvm::StringLiteral kLanesKernelName = "tilekit_kernel_lanes";
/// The widened copy of the entry, next to it in the JIT's module.
constexpr llvm::StringLiteral kLanesEntryName = "__tilekit_lanes";
/// Tiles are powers of two; wider lanes than the vector bound would live
/// in frame buffers.
constexpr unsigned kMaxLanes = 64;

void initializeNativeTarget() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
}

/// Registers the LLVM IR translations once per context.
void registerTranslations(MLIRContext *context) {
  if (auto *llvmDialect = context->getLoadedDialect<LLVM::LLVMDialect>())
    if (llvmDialect->getRegisteredInterface<LLVMTranslationDialectInterface>())
      return;
  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  context->appendDialectRegistry(registry);
}

/// The first op of `entry` whose values the JIT cannot hold (ops nested in
/// non-control-flow regions run inside their op's interpreter step).
Operation *findUnsupportedOp(EntryOp entry,
                             const CudaTileTypeConverter &types) {
  Operation *bad = nullptr;
  entry.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Type type :
         llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
      if (!types.convertType(type)) {
        bad = op;
        return WalkResult::interrupt();
      }
    if (op->getNumRegions() && !isa<IfOp, ForOp, LoopOp>(op))
      return WalkResult::skip();
    return WalkResult::advance();
  });
  return bad;
}

CompileFailure failureAt(Operation *op, llvm::StringRef message) {
  CompileFailure failure;
  failure.opName = op->getName().getStringRef().str();
  failure.location = interp::describeLocation(op);
  failure.message = message.str();
  return failure;
}

/// The failure named by a diagnostic of the conversion.
CompileFailure failureFromDiagnostic(EntryOp entry, llvm::StringRef message,
                                     Location loc) {
  CompileFailure failure;
  failure.message = message.str();
  // "failed to legalize operation 'cuda_tile.x' ..." names the op.
  size_t start = message.find("'cuda_tile.");
  if (start != llvm::StringRef::npos) {
    size_t end = message.find('\'', start + 1);
    failure.opName = message.slice(start + 1, end).str();
  }
  entry.getBody().walk([&](Operation *op) {
    if (failure.location.empty() && op->getLoc() == loc)
      failure.location = interp::describeLocation(op);
  });
  return failure;
}

} // namespace

namespace {

/// Compiles `entry`, and its widened form next to it when `options.lanes`
/// asks for one and the entry is eligible. `lanesFailed` is set when the
/// widened form fails to compile or would run a widened op on the
/// interpreter (its thunk describes the original op): the caller then
/// compiles without lanes.
std::shared_ptr<CompiledEntry>
compileWith(EntryOp entry, const JitOptions &options, CompileFailure &failure,
            bool &lanesFailed, std::string &thunkedOp) {
  auto start = std::chrono::steady_clock::now();
  lanesFailed = false;
  initializeNativeTarget();
  MLIRContext *context = entry.getContext();
  registerTranslations(context);
  // Types the converter builds need their dialects before any pass runs.
  context->loadDialect<LLVM::LLVMDialect, func::FuncDialect>();

  CudaTileTypeConverter types(context, options.maxVectorElements);
  if (Operation *bad = findUnsupportedOp(entry, types)) {
    failure = failureAt(bad, "has a type the JIT cannot hold");
    return nullptr;
  }

  // Diagnostics of the lowering explain a failure; they are not printed.
  std::string firstMessage;
  Location firstLoc = UnknownLoc::get(context);
  ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error &&
        firstMessage.empty()) {
      firstMessage = diag.str();
      firstLoc = diag.getLocation();
    }
    return success();
  });
  // Any failure with a widened entry present is retried without it.
  bool widenedPresent = false;
  auto fail = [&]() -> std::shared_ptr<CompiledEntry> {
    lanesFailed = widenedPresent;
    failure = failureFromDiagnostic(entry, firstMessage, firstLoc);
    return nullptr;
  };

  // A copy of the module with this entry alone.
  OwningOpRef<mlir::ModuleOp> module = mlir::ModuleOp::create(entry.getLoc());
  Operation *copy = entry->getParentOfType<cuda_tile::ModuleOp>()->clone();
  module->getBody()->push_back(copy);
  for (EntryOp other : llvm::make_early_inc_range(
           cast<cuda_tile::ModuleOp>(copy).getBodyBlock().getOps<EntryOp>()))
    if (other.getSymName() != entry.getSymName())
      other.erase();
  applyFaultInjection(*module);

  // The widened entry keeps the op ids of the original (the runtime's
  // sites), so it is numbered before it is cloned.
  auto copyEntry =
      *cast<cuda_tile::ModuleOp>(copy).getBodyBlock().getOps<EntryOp>().begin();
  numberEntryOps(copyEntry);
  std::optional<LanesPlan> lanesPlan;
  std::string lanesReason = "disabled";
  if (options.lanes > 1 &&
      (!llvm::isPowerOf2_32(options.lanes) || options.lanes > kMaxLanes))
    lanesReason = "the lane count must be a power of two up to 64";
  else if (options.lanes > 1) {
    auto widened = cast<EntryOp>(copyEntry->clone());
    widened.setSymName(kLanesEntryName);
    copyEntry->getBlock()->getOperations().insertAfter(copyEntry->getIterator(),
                                                       widened);
    FailureOr<LanesPlan> plan = widenAcrossBlocks(
        widened, options.lanes, plantedLanesDefect(), lanesReason);
    if (succeeded(plan)) {
      lanesPlan = std::move(*plan);
      widenedPresent = true;
    } else
      widened.erase();
  }

  PassManager lower(context);
  CudaTileToStandardOptions conversion;
  conversion.maxVectorElements = options.maxVectorElements;
  conversion.interpreterThunks = options.interpreterThunks;
  lower.addPass(createConvertCudaTileToStandardPass(conversion));
  if (failed(lower.run(*module)))
    return fail();

  auto compiled = std::make_shared<CompiledEntry>();
  auto func = module->lookupSymbol<func::FuncOp>(entry.getSymName());
  if (!func) {
    failure.message = "the lowering produced no function";
    return nullptr;
  }
  func::FuncOp lanesFunc;
  if (lanesPlan) {
    lanesFunc = module->lookupSymbol<func::FuncOp>(kLanesEntryName);
    if (!lanesFunc) {
      failure.message = "the lowering produced no widened function";
      return nullptr;
    }
  }
  // Sites are prepared for the ops either function runs as thunks.
  std::set<int32_t> thunks;
  for (func::FuncOp f : {func, lanesFunc}) {
    if (!f)
      continue;
    if (auto bytes = f->getAttrOfType<IntegerAttr>(abi::kFrameBytesAttr))
      compiled->frameBytes =
          std::max<uint64_t>(compiled->frameBytes, bytes.getInt());
    if (auto list = f->getAttrOfType<DenseI32ArrayAttr>(abi::kThunksAttr))
      for (int32_t id : list.asArrayRef()) {
        thunks.insert(id);
        if (f == lanesFunc && lanesPlan->widenedOps.contains(id) &&
            !lanesFailed) {
          lanesFailed = true;
          int32_t next = 0;
          entry.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
            if (next++ == id)
              thunkedOp = op->getName().getStringRef().str();
          });
        }
      }
    for (llvm::StringRef name :
         {abi::kFrameBytesAttr, abi::kThunksAttr, abi::kGlobalsAttr})
      f->removeAttr(name);
  }
  if (lanesFailed)
    return nullptr;
  compiled->thunks.assign(thunks.begin(), thunks.end());
  entry.getBody().walk([&](Operation *) { ++compiled->numOps; });
  // The entry's own name could clash with a host symbol (memcpy, sin...).
  SymbolTable::setSymbolName(func, kKernelName);
  if (lanesFunc)
    SymbolTable::setSymbolName(lanesFunc, kLanesKernelName);

  PassManager toLLVM(context);
  toLLVM.addPass(createSCFToControlFlowPass());
  toLLVM.addPass(createConvertVectorToLLVMPass());
  toLLVM.addPass(createArithToLLVMConversionPass());
  toLLVM.addPass(createConvertMathToLLVMPass());
  toLLVM.addPass(createConvertFuncToLLVMPass());
  toLLVM.addPass(createConvertControlFlowToLLVMPass());
  toLLVM.addPass(createReconcileUnrealizedCastsPass());
  // Tile IR debug locations mean nothing to LLVM's debug info.
  toLLVM.addPass(createStripDebugInfoPass());
  if (failed(toLLVM.run(*module)))
    return fail();

  OptimizationOptions optimization;
  optimization.optLevel = options.optLevel;
  optimization.loopTransforms = options.loopTransforms;
  std::function<llvm::Error(llvm::Module *)> optimize =
      makeOptimizationPipeline(optimization);
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = optimize;
  engineOptions.jitCodeGenOptLevel =
      options.optLevel == 0   ? llvm::CodeGenOptLevel::None
      : options.optLevel == 1 ? llvm::CodeGenOptLevel::Less
      : options.optLevel == 2 ? llvm::CodeGenOptLevel::Default
                              : llvm::CodeGenOptLevel::Aggressive;
  engineOptions.enableGDBNotificationListener = false;
  // TILEKIT_JIT_PERF=1 names the compiled code for `perf inject --jit`
  // (docs/jit.md, "Profiling compiled kernels").
  engineOptions.enablePerfNotificationListener =
      std::getenv("TILEKIT_JIT_PERF") != nullptr;
  auto engine = ExecutionEngine::create(*module, engineOptions);
  if (!engine) {
    lanesFailed = widenedPresent;
    failure.message = llvm::toString(engine.takeError());
    return nullptr;
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    for (auto [name, address] : getRuntimeSymbols())
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                 llvm::JITSymbolFlags::Exported};
    return symbols;
  });
  (*engine)->initialize();
  auto function = (*engine)->lookup(kKernelName);
  if (!function) {
    failure.message = llvm::toString(function.takeError());
    return nullptr;
  }
  compiled->function = reinterpret_cast<CompiledEntry::Function>(*function);
  compiled->lanesReason = lanesReason;
  if (lanesFunc) {
    auto lanesFunction = (*engine)->lookup(kLanesKernelName);
    if (!lanesFunction) {
      failure.message = llvm::toString(lanesFunction.takeError());
      return nullptr;
    }
    compiled->lanesFunction =
        reinterpret_cast<CompiledEntry::Function>(*lanesFunction);
    compiled->lanes = options.lanes;
    compiled->lanesLoadParams.assign(lanesPlan->loadParams.begin(),
                                     lanesPlan->loadParams.end());
    compiled->lanesStoreParams.assign(lanesPlan->storeParams.begin(),
                                      lanesPlan->storeParams.end());
    compiled->lanesReason.clear();
  }
  compiled->engine = std::move(*engine);
  compiled->compileMilliseconds = std::chrono::duration<double, std::milli>(
                                      std::chrono::steady_clock::now() - start)
                                      .count();
  return compiled;
}

} // namespace

std::shared_ptr<CompiledEntry> compileEntry(EntryOp entry,
                                            const JitOptions &options,
                                            CompileFailure &failure) {
  bool lanesFailed = false;
  std::string thunkedOp;
  std::shared_ptr<CompiledEntry> compiled =
      compileWith(entry, options, failure, lanesFailed, thunkedOp);
  if (!lanesFailed)
    return compiled;
  JitOptions scalar = options;
  scalar.lanes = 0;
  compiled = compileWith(entry, scalar, failure, lanesFailed, thunkedOp);
  if (compiled)
    compiled->lanesReason = thunkedOp.empty()
                                ? "the widened entry does not compile"
                                : "'" + thunkedOp +
                                      "' on values that differ between blocks "
                                      "runs on the interpreter";
  return compiled;
}

} // namespace tilekit::exec::jit
