//===- ReleaseRules.h - verifier rules changed by releases -----*- C++ -*-===//
//
// Some ops are valid only from a later release than the one that introduced
// them, because a later verifier accepts more (13.4 widened the ftof rounding
// table and allows `return` inside `loop`). Bytecode of an older release must
// not hold such an op: that release's tools reject the module.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_RELEASERULES_H
#define TILEKIT_DIALECT_CUDATILE_IR_RELEASERULES_H

#include "mlir/IR/Operation.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileTraits.h"

#include <optional>
#include <string>

namespace mlir::cuda_tile {

/// A release an op instance needs, and what in it needs that release.
struct ReleaseRequirement {
  TileIRVersion release;
  std::string reason;
};

/// The oldest release whose verifier accepts `op`, when that is later than
/// the release that introduced the op; nullopt otherwise. New relaxations
/// (and the ops of a release that has them) are added here.
std::optional<ReleaseRequirement> getVerifierRelease(Operation *op);

/// The rounding modes the ftof verifier of `release` accepts for a
/// conversion from element type `from` to `to` (ConversionOps.cpp).
llvm::SmallVector<RoundingMode> getFToFRoundingModes(Type from, Type to,
                                                     TileIRVersion release);

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_RELEASERULES_H
