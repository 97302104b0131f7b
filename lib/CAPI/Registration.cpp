//===- Registration.cpp - Registering the dialect and passes from C -------===//

#include "cuda_tile-c/Registration.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/CAPI/IR.h"

void mlirCudaTileRegisterAllDialects(MlirDialectRegistry registry) {
  unwrap(registry)->insert<mlir::cuda_tile::CudaTileDialect>();
}

void mlirCudaTileRegisterAllPasses(void) {
  mlir::cuda_tile::registerSynthesizeDebugInfoScopesPass();
  mlir::cuda_tile::registerFuseFMAPass();
  mlir::cuda_tile::registerLoopSplitPass();
}
