//===- Passes.h - cuda_tile transformation passes ---------------*- C++ -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_TRANSFORMS_PASSES_H
#define TILEKIT_DIALECT_CUDATILE_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

namespace mlir::cuda_tile {

#define GEN_PASS_DECL
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h.inc"

/// The Tile IR canonicalization pipeline: the greedy pattern driver (folds
/// and canonicalization patterns) to a fixed point, then the expression
/// simplifier once over what is left.
void buildTileCanonicalizePipeline(OpPassManager &pm);

/// Registers the passes and the `tile-canonicalize` pipeline with the
/// global registry (for tools such as tile-opt).
void registerCudaTileTransforms();

#define GEN_PASS_REGISTRATION
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h.inc"

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_TRANSFORMS_PASSES_H
