//===- CudaTileDialect.h - cuda_tile dialect --------------------*- C++ -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEDIALECT_H
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEDIALECT_H

#include "mlir/IR/Dialect.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h.inc"

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEDIALECT_H
