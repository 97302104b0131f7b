//===- LaneForms.h - How the lanes of a 1-D tile relate ---------*- C++ -*-===//
//
// Pointer and mask tiles of the kernels frontends emit are built from iota
// and broadcast scalars: lane i's address is base + i * step, and the mask
// is a prefix of lanes (i < n) and-ed with flags that hold for every lane
// or none. Found from the ops that compute them, these forms let a pointer
// access find its range from its first lanes and a few scalars instead of
// a pass over every lane (MemoryPatterns.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_LANEFORMS_H
#define TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_LANEFORMS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace mlir::cuda_tile::lowering {

/// What is known of the lanes of an integer or pointer tile.
enum class LaneForm {
  Other,   ///< nothing
  Uniform, ///< every lane holds the same value
  Iota,    ///< lane i holds i exactly (no wrap, also read signed)
  Affine,  ///< lane i holds base + i * step, modulo 2^width
  /// Pointers offset by a narrower affine tile: affine unless the offsets
  /// wrapped at their width before the sign extension, which the last
  /// lane then shows (it is not lane 0 + (n - 1) * step): the access
  /// checks that lane (Triton's i32 offsets).
  CheckedAffine,
};

/// Narrow affine tiles whose extension a form relies on, and whether it
/// is signed: affine only if their lanes did not wrap, checked at run time.
struct NarrowCheck {
  Value narrow;
  bool isSigned;
};
using NarrowChecks = SmallVector<NarrowCheck, 2>;

/// The form of `tile` (a 1-D tile, or a rank-0 one: Uniform), from the ops
/// that compute it. With `checks`, extensions of narrow affine tiles are
/// affine too, and the narrow tiles are added there for the caller to
/// check (emitExactProgression); without, they are Other.
LaneForm getLaneForm(Value tile, NarrowChecks *checks = nullptr);

/// A mask whose active lanes are [0, k): every lane i with i < bound (or
/// i <= bound) for each bound, when every flag holds; none otherwise.
struct PrefixMask {
  struct Bound {
    Value bound;                   ///< a uniform tile
    arith::CmpIPredicate lessThan; ///< ult, slt, ule or sle
  };
  SmallVector<Bound, 2> bounds;
  SmallVector<Value, 2> flags; ///< uniform i1 tiles
};

/// `mask` (a 1-D i1 tile) as a prefix of lanes: an and of flags and of
/// comparisons of iota with uniform bounds; none when it is not made so.
std::optional<PrefixMask> matchPrefixMask(Value mask);

/// The i64 count k of a prefix mask's active lanes among `lanes`, emitted
/// from the converted scalars its bounds and flags are made of; null when
/// one of them is not made of scalars emitUniformScalar can reach.
Value emitPrefixLength(OpBuilder &b, Location loc,
                       ConversionPatternRewriter &rewriter,
                       const PrefixMask &mask, int64_t lanes);

/// The value every lane of the uniform `tile` holds (a converted scalar),
/// or null: reached through broadcasts and reshapes of scalar tiles, splat
/// constants, and integer extensions, truncations, comparisons and
/// bitwise ops of such values.
Value emitUniformScalar(OpBuilder &b, Location loc,
                        ConversionPatternRewriter &rewriter, Value tile);

} // namespace mlir::cuda_tile::lowering

#endif // TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_LANEFORMS_H
