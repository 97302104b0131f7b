//===- CudaTileOps.cpp - generated cuda_tile op definitions ---------------===//
//
// Instantiates the ODS-generated op classes. The hand-written parts of each
// op family live in their own file (CoreOps.cpp, ...).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "AsmDirectives.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
