//===- OpShard3.cpp - generated cuda_tile op definitions, shard 3 -------===//

#include "OpDefinitions.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_DEFS_3
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
