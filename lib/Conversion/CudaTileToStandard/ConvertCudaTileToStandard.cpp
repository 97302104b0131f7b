//===- ConvertCudaTileToStandard.cpp - The conversion pass ----------------===//

#include "Patterns.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/PassRegistry.h"

namespace mlir::cuda_tile {

void populateCudaTileToStandardPatterns(
    CudaTileTypeConverter &converter, RewritePatternSet &patterns,
    const CudaTileToStandardOptions &options) {
  lowering::populateCorePatterns(converter, patterns);
  lowering::populateIntegerPatterns(converter, patterns);
  lowering::populateFloatPatterns(converter, patterns);
  lowering::populateConversionPatterns(converter, patterns);
  lowering::populateTilePatterns(converter, patterns);
  lowering::populateMemoryPatterns(converter, patterns);
  lowering::populateViewPatterns(converter, patterns);
  lowering::populateMatmulPatterns(converter, patterns);
  lowering::populateReduceScanPatterns(converter, patterns);
  lowering::populateMathPatterns(converter, patterns);
  if (options.interpreterThunks)
    lowering::populateThunkPatterns(converter, patterns);
}

namespace {

class ConvertCudaTileToStandardPass
    : public PassWrapper<ConvertCudaTileToStandardPass,
                         OperationPass<mlir::ModuleOp>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConvertCudaTileToStandardPass)

  ConvertCudaTileToStandardPass() = default;
  ConvertCudaTileToStandardPass(const ConvertCudaTileToStandardPass &other)
      : PassWrapper(other) {}
  explicit ConvertCudaTileToStandardPass(
      const CudaTileToStandardOptions &options) {
    maxVectorElements = options.maxVectorElements;
    interpreterThunks = options.interpreterThunks;
  }

  StringRef getArgument() const override {
    return "convert-cuda-tile-to-standard";
  }
  StringRef getDescription() const override {
    return "Lower cuda_tile entries to func/arith/vector/scf/cf/llvm with "
           "the TileKit JIT ABI";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, cf::ControlFlowDialect,
                    func::FuncDialect, LLVM::LLVMDialect, math::MathDialect,
                    scf::SCFDialect, vector::VectorDialect>();
  }

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    CudaTileTypeConverter converter(context, maxVectorElements);
    if (failed(lowerEntriesToFuncs(module, converter)))
      return signalPassFailure();
    // Globals are reached through the context's table; nothing else of the
    // cuda_tile modules is needed any more.
    SmallVector<cuda_tile::ModuleOp> tileModules;
    module.walk([&](cuda_tile::ModuleOp m) { tileModules.push_back(m); });
    for (cuda_tile::ModuleOp m : tileModules)
      m.erase();

    CudaTileToStandardOptions options;
    options.maxVectorElements = maxVectorElements;
    options.interpreterThunks = interpreterThunks;
    RewritePatternSet patterns(context);
    populateCudaTileToStandardPatterns(converter, patterns, options);
    ConversionTarget target(*context);
    target.addIllegalDialect<CudaTileDialect>();
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                           func::FuncDialect, LLVM::LLVMDialect,
                           math::MathDialect, scf::SCFDialect,
                           vector::VectorDialect>();
    target.addLegalOp<mlir::ModuleOp, UnrealizedConversionCastOp>();
    // No folding: cuda_tile folders compute with APFloat, whose NaNs are not
    // the interpreter's; every op runs as the interpreter runs it.
    ConversionConfig config;
    config.foldingMode = DialectConversionFoldingMode::Never;
    if (failed(applyPartialConversion(module, target, std::move(patterns),
                                      config)))
      return signalPassFailure();

    SmallVector<UnrealizedConversionCastOp> casts, remaining;
    module.walk(
        [&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
    reconcileUnrealizedCasts(casts, &remaining);
    // Casts of values nobody reads (results of a loop that never exits).
    SmallVector<UnrealizedConversionCastOp> live(remaining);
    for (bool erased = true; erased;) {
      erased = false;
      for (UnrealizedConversionCastOp &cast : live)
        if (cast && cast->use_empty()) {
          cast.erase();
          cast = {};
          erased = true;
        }
    }
    llvm::erase_if(live, [](UnrealizedConversionCastOp c) { return !c; });
    if (!live.empty()) {
      live.front().emitError("a cuda_tile value remains after lowering");
      return signalPassFailure();
    }
  }

  Option<unsigned> maxVectorElements{
      *this, "max-vector-elements",
      llvm::cl::desc("Tiles with at most this many elements are held in "
                     "vectors, larger ones in frame buffers"),
      llvm::cl::init(CudaTileToStandardOptions().maxVectorElements)};
  Option<bool> interpreterThunks{
      *this, "interpreter-thunks",
      llvm::cl::desc("Lower ops without a native lowering to calls of the "
                     "interpreter (only TileKit's JIT can run them)"),
      llvm::cl::init(false)};
};

} // namespace

std::unique_ptr<Pass>
createConvertCudaTileToStandardPass(const CudaTileToStandardOptions &options) {
  return std::make_unique<ConvertCudaTileToStandardPass>(options);
}

void registerConvertCudaTileToStandardPass() {
  PassRegistration<ConvertCudaTileToStandardPass>();
}

} // namespace mlir::cuda_tile
