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
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <mutex>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::jit {

namespace {

constexpr llvm::StringLiteral kKernelName = "tilekit_kernel";

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

std::shared_ptr<CompiledEntry> compileEntry(EntryOp entry,
                                            const JitOptions &options,
                                            CompileFailure &failure) {
  auto start = std::chrono::steady_clock::now();
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
  auto fail = [&]() -> std::shared_ptr<CompiledEntry> {
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
  if (auto bytes = func->getAttrOfType<IntegerAttr>(abi::kFrameBytesAttr))
    compiled->frameBytes = bytes.getInt();
  if (auto thunks = func->getAttrOfType<DenseI32ArrayAttr>(abi::kThunksAttr))
    compiled->thunks.assign(thunks.asArrayRef().begin(),
                            thunks.asArrayRef().end());
  entry.getBody().walk([&](Operation *) { ++compiled->numOps; });
  for (llvm::StringRef name :
       {abi::kFrameBytesAttr, abi::kThunksAttr, abi::kGlobalsAttr})
    func->removeAttr(name);
  // The entry's own name could clash with a host symbol (memcpy, sin...).
  SymbolTable::setSymbolName(func, kKernelName);

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
  engineOptions.enablePerfNotificationListener = false;
  auto engine = ExecutionEngine::create(*module, engineOptions);
  if (!engine) {
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
  compiled->engine = std::move(*engine);
  compiled->compileMilliseconds = std::chrono::duration<double, std::milli>(
                                      std::chrono::steady_clock::now() - start)
                                      .count();
  return compiled;
}

} // namespace tilekit::exec::jit
