//===- TestingOps.h - test-only cuda_tile ops -------------------*- C++ -*-===//

#ifndef TILEKIT_TEST_DIALECT_CUDATILE_TESTINGOPS_H
#define TILEKIT_TEST_DIALECT_CUDATILE_TESTINGOPS_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#define GET_OP_CLASSES
#include "TestingOps.h.inc"

namespace mlir::cuda_tile {
/// Adds the test-only ops to a loaded cuda_tile dialect.
void registerTestingOps(CudaTileDialect *dialect);
/// Registers the test-only passes (test-tile-patterns-without-folding).
void registerTestPasses();
} // namespace mlir::cuda_tile

#endif // TILEKIT_TEST_DIALECT_CUDATILE_TESTINGOPS_H
