/*===- cuda_tile-c/Registration.h - Registering the dialect and passes ----===*\
|*                                                                            *|
|* The C API of TileKit, source-compatible with NVIDIA's cuda-tile 13.3:     *|
|* the same header paths, names and signatures (docs/c-api.md).              *|
\*===----------------------------------------------------------------------===*/

#ifndef CUDA_TILE_C_REGISTRATION_H
#define CUDA_TILE_C_REGISTRATION_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Adds the cuda_tile dialect to `registry`.
MLIR_CAPI_EXPORTED void
mlirCudaTileRegisterAllDialects(MlirDialectRegistry registry);

/// Registers the cuda_tile passes (fuse-fma, loop-split,
/// synthesize-debug-info-scopes) for textual pipelines.
MLIR_CAPI_EXPORTED void mlirCudaTileRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif // CUDA_TILE_C_REGISTRATION_H
