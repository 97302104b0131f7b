//===- OpShard1.cpp - generated cuda_tile op definitions, shard 1 -------===//

#include "OpDefinitions.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_DEFS_1
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
