/*===- cuda_tile-c/Dialect/CudaTileOptimizer.h - The optimizer from C -----===*\
|*                                                                            *|
|* cuda-tile-optimize's pipeline on a module (docs/optimizer.md).            *|
\*===----------------------------------------------------------------------===*/

#ifndef CUDA_TILE_C_DIALECT_CUDATILEOPTIMIZER_H
#define CUDA_TILE_C_DIALECT_CUDATILEOPTIMIZER_H

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Bits of mlirCudaTileOptConfig::flags.
enum {
  CUDATILE_OPT_FLAG_NONE = 0u,
  /// Run the passes on MLIR's threads (the context's thread pool).
  CUDATILE_OPT_FLAG_ENABLE_MULTITHREAD = 1u << 0,
  /// Run fuse-fma first (changes results: one rounding per fma).
  CUDATILE_OPT_FLAG_FUSE_FMA = 1u << 1,
};

/// Receives the diagnostics of the run; its result is the handler's.
typedef MlirLogicalResult (*MlirDiagnosticCallback)(MlirDiagnostic diagnostic,
                                                    void *userData);

typedef struct {
  uint64_t flags;
  /// 0 to 3 (default 3).
  int optLevel;
  /// loop-split's split-threshold (default 1).
  int loopSplitThreshold;
  /// Optional: every diagnostic of the run goes here (and the pipeline is
  /// reported as a remark first, as with cuda-tile-optimize --verbose).
  MlirDiagnosticCallback diagnosticCallback;
  void *diagnosticUserData;
} mlirCudaTileOptConfig;

/// Sets `config` to the defaults: no flags, level 3, threshold 1, no
/// callback.
MLIR_CAPI_EXPORTED void mlirCudaTileOptFlagsInit(mlirCudaTileOptConfig *config);

/// Runs the pipeline on the cuda_tile.module `moduleOp` (or the first op of
/// the builtin module `moduleOp`), in place. Fails on a null argument, a
/// module without a cuda_tile.module, or a failing pass.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirCudaTileApplyOptimizations(
    MlirOperation moduleOp, mlirCudaTileOptConfig *config);

#ifdef __cplusplus
}
#endif

#endif // CUDA_TILE_C_DIALECT_CUDATILEOPTIMIZER_H
