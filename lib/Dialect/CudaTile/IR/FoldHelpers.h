//===- FoldHelpers.h - shared helpers of folds and patterns -----*- C++ -*-===//
//
// Constant matching and value construction shared by the cuda_tile folds and
// canonicalization patterns (if, select, addf).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_DIALECT_CUDATILE_IR_FOLDHELPERS_H
#define TILEKIT_LIB_DIALECT_CUDATILE_IR_FOLDHELPERS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#include <optional>

namespace mlir::cuda_tile {

/// The value of a splat i1 constant attribute (any shape).
std::optional<bool> getBoolSplat(Attribute attr);
/// The value of `value` when a constant op defines it as a splat of i1.
std::optional<bool> getConstantBoolSplat(Value value);

/// Whether `attr` is a splat integer constant whose every element equals
/// `expected` (compared as an unsigned number of the element width, so for
/// i1 only 0 and 1 can match).
bool isIntSplat(Attribute attr, uint64_t expected);

/// Whether `value` is defined by an op with the poison semantics of the `ub`
/// dialect (any value may be chosen for it).
bool isPoison(Value value);

/// A `constant` splat of `value` with type `type` (a tile of i1).
Value createBoolConstant(OpBuilder &builder, Location loc, TileType type,
                         bool value);

/// `scalar`, a rank-0 tile, as a tile of `shape` with the same element type:
/// reshaped to rank `shape.size()` of ones, then broadcast. Returns `scalar`
/// itself for an empty shape.
Value broadcastScalar(OpBuilder &builder, Location loc, Value scalar,
                      ArrayRef<int64_t> shape);

/// Whether values of `type` may be the arms of `select`: tiles of any
/// element type except f4E2M1FN (tokens and views cannot be selected).
bool isSelectable(Type type);

/// Whether `op` leaves its branch early: continue, break or return.
bool isEarlyExit(Operation *op);

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_DIALECT_CUDATILE_IR_FOLDHELPERS_H
