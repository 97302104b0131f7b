//===- UnpublishedOps.h - released ops not defined in public ---*- C++ -*-===//
//
// Ops that a released Tile IR version adds but whose operands, attributes,
// syntax and bytecode encoding are not public. TileKit implements none of
// them; this table is what its refusals name (docs/tile-ir-13.5.md).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_UNPUBLISHEDOPS_H
#define TILEKIT_DIALECT_CUDATILE_IR_UNPUBLISHEDOPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileTraits.h"

#include <string>

namespace mlir::cuda_tile {

struct UnpublishedOp {
  /// The op name without the `cuda_tile.` prefix.
  llvm::StringLiteral name;
  /// The release that added it.
  TileIRVersion since;
  /// What the release notes say it does (the only public description).
  llvm::StringLiteral summary;
};

/// Every unpublished op, in the order of the release notes.
llvm::ArrayRef<UnpublishedOp> getUnpublishedOps();

/// The entry for `name` (with or without the `cuda_tile.` prefix), or null.
const UnpublishedOp *lookupUnpublishedOp(llvm::StringRef name);

/// The names of the unpublished ops `release` adds, comma separated; empty
/// when it adds none.
std::string listUnpublishedOps(TileIRVersion release);

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_UNPUBLISHEDOPS_H
