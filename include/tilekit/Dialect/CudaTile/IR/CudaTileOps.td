//===- CudaTileOps.td - all cuda_tile operations -------------*- tablegen -*-===//
//
// Umbrella file: each op family is defined in its own .td file.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_TD

include "tilekit/Dialect/CudaTile/IR/CoreOps.td"
include "tilekit/Dialect/CudaTile/IR/TileOps.td"
include "tilekit/Dialect/CudaTile/IR/ConversionOps.td"
include "tilekit/Dialect/CudaTile/IR/IntegerOps.td"
include "tilekit/Dialect/CudaTile/IR/FloatOps.td"
include "tilekit/Dialect/CudaTile/IR/MathOps.td"
include "tilekit/Dialect/CudaTile/IR/MemoryOps.td"
include "tilekit/Dialect/CudaTile/IR/ControlFlowOps.td"
include "tilekit/Dialect/CudaTile/IR/DebugOps.td"

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_TD
