//===- ViewFastPath.h - Compiled view accesses of in-bounds tiles -*- C++
//-*-===//
//
// The pieces of the compiled path of weak view loads and stores
// (ViewFastPath.cpp): the static layout of a tile view, the run-time test
// that a tile lies wholly inside its tensor and one allocation, and the row
// copies between the tensor and a dense tile.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_VIEWFASTPATH_H
#define TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_VIEWFASTPATH_H

#include "Patterns.h"

#include <optional>

namespace mlir::cuda_tile::lowering {

/// The static layout of a partition, strided or gather/scatter view: tile
/// shape, the tensor dimension of each tile dimension, and the distance
/// between the origins of neighbouring tiles (the tile shape, or the
/// strided view's traversal strides).
struct ViewGeometry {
  SmallVector<int64_t, 4> tileShape;
  SmallVector<int64_t, 4> dimMap;
  SmallVector<int64_t, 4> steps;
  int64_t sparseDim = -1; ///< gather/scatter views only
};

std::optional<ViewGeometry> getViewGeometry(Type viewType);

/// Whether accesses of `tile` through a view of this geometry and type, at
/// these (converted) indices, have the compiled path.
bool hasViewFastPath(const ViewGeometry &g, Type viewType,
                     const TileFacts &tile, ValueRange indices);

/// i1: the tile at `indices` of the view `record` lies wholly inside the
/// tensor, its elements are adjacent along the inner dimension, its offsets
/// fit, and its bytes lie in one allocation (writable when `write`) at an
/// aligned base. `first` is the address of the tile's first element
/// (meaningful only when the result holds).
Value emitTileFits(OpBuilder &b, Location loc, Operation *op,
                   const ViewGeometry &g, Value record, ValueRange indices,
                   unsigned bytes, bool write, Value &first);

/// i1: the tile's elements are consecutive in the tensor, in the tile's
/// row-major order (for a tile that fits).
Value emitTileIsContiguous(OpBuilder &b, Location loc, const ViewGeometry &g,
                           Value record);

/// Rows up to this long are prefetched for the next tile of a site.
constexpr int64_t kMaxPrefetchRowBytes = 1024;

/// The distance in bytes from the previous tile this site (`op`) accessed
/// in this block to the tile at `first` (0 the first time), recorded for
/// the next time: the tile after this one is predicted at that distance
/// again, as loops over K tiles make it. Null when rows of `rowBytes` are
/// long enough for the hardware prefetchers.
Value emitTileStride(OpBuilder &b, Location loc, Operation *op, Value first,
                     int64_t rowBytes);

/// Copies every row of a fitting tile between the tensor (from `first`)
/// and the dense tile buffer `tile`: into the tile when `toTile`. With
/// `prefetchDelta`, the lines of each row that far ahead are prefetched.
void emitRowCopies(OpBuilder &b, Location loc, const ViewGeometry &g,
                   Value record, Value first, Value tile, unsigned bytes,
                   bool toTile, Value prefetchDelta = {});

} // namespace mlir::cuda_tile::lowering

#endif
