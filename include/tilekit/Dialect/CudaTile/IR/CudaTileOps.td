//===- CudaTileOps.td - all cuda_tile operations -------------*- tablegen -*-===//
//
// Umbrella file: each op family is defined in its own .td file.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_TD

include "tilekit/Dialect/CudaTile/IR/CoreOps.td"

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_TD
