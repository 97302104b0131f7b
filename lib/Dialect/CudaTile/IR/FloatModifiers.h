//===- FloatModifiers.h - rounding and flush_to_zero checks -----*- C++ -*-===//

#ifndef TILEKIT_LIB_DIALECT_CUDATILE_IR_FLOATMODIFIERS_H
#define TILEKIT_LIB_DIALECT_CUDATILE_IR_FLOATMODIFIERS_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

namespace mlir::cuda_tile {

/// flush_to_zero is only defined for f32 results.
LogicalResult verifyFlushToZero(Operation *op, bool flushToZero);

/// `mode` must be one of `allowed`; approx and full need f32 results.
LogicalResult verifyRoundingMode(Operation *op, RoundingMode mode,
                                 ArrayRef<RoundingMode> allowed);

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_DIALECT_CUDATILE_IR_FLOATMODIFIERS_H
