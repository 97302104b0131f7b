//===- CudaTileTypes.h - cuda_tile types ------------------------*- C++ -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPES_H
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPES_H

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Types.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypeInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h.inc"

namespace mlir::cuda_tile {

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypeConstraints.h.inc"

/// Most elements a tile may hold (2^24).
constexpr int64_t kMaxTileElements = int64_t(1) << 24;

/// Check a tile shape: positive power-of-two dimensions, at most
/// kMaxTileElements elements (checked without overflow), and the f4E2M1FN
/// even-count rule.
llvm::LogicalResult
verifyTileShape(llvm::function_ref<InFlightDiagnostic()> emitError,
                llvm::ArrayRef<int64_t> shape, Type elementType);

/// Parse a type in its long (`!cuda_tile.tile<...>`, `f32`) or short
/// (`tile<...>`) spelling.
ParseResult parseCudaTileType(AsmParser &parser, Type &type);
/// Print a type, omitting the `!cuda_tile.` prefix of dialect types.
void printCudaTileType(AsmPrinter &printer, Type type);

/// Width in bits the Tile IR gives an element type (i1 is 1, tf32 is 32).
unsigned getElementBitWidth(Type elementType);

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILETYPES_H
