//===- DebugInfoVerifier.h - debug-info scope consistency -------*- C++ -*-===//

#ifndef TILEKIT_LIB_DIALECT_CUDATILE_IR_DEBUGINFOVERIFIER_H
#define TILEKIT_LIB_DIALECT_CUDATILE_IR_DEBUGINFOVERIFIER_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

namespace mlir::cuda_tile {

/// Checks that the debug scopes in `module` agree: each function with a
/// di_loc location is scoped by a di_subprogram naming it, ops inside a
/// function are scoped within that subprogram, and globals carry no scope.
llvm::LogicalResult verifyDebugInfoScopes(ModuleOp module);

/// The di_loc a location carries, looking through call sites (caller side),
/// fused locations (first di_loc), names and opaque locations; null if none.
DILocAttr findDILoc(Location location);

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_DIALECT_CUDATILE_IR_DEBUGINFOVERIFIER_H
