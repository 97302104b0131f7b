//===- MatmulVerifier.h - shape rules of mmaf, mmai, mmaf_scaled -*- C++
//-*-===//

#ifndef TILEKIT_LIB_DIALECT_CUDATILE_IR_MATMULVERIFIER_H
#define TILEKIT_LIB_DIALECT_CUDATILE_IR_MATMULVERIFIER_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

namespace mlir::cuda_tile {

/// lhs [B×]M×K, rhs [B×]K×N, acc [B×]M×N, all of rank 2 or all of rank 3;
/// lhs and rhs of one element type.
LogicalResult verifyMatmulShapes(Operation *op, TileType lhs, TileType rhs,
                                 TileType acc);

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_DIALECT_CUDATILE_IR_MATMULVERIFIER_H
