//===- ViewAccess.h - Element addressing of tile views ----------*- C++ -*-===//
//
// partition_view, strided_view and gather_scatter_view reduce to one shape:
// for every element of the accessed tile, an element offset in the
// tensor_view (or "outside"). Loads, stores and atomic reductions then check
// the whole range of offsets against the allocation once.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_VIEWACCESS_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_VIEWACCESS_H

#include "MemoryAccess.h"

#include <optional>

namespace tilekit::exec::interp {

/// Static facts of a tile view type.
struct ViewLayout {
  enum class Kind { Partition, Strided, GatherScatter } kind;
  llvm::SmallVector<int64_t, 4> tileShape;
  /// Tile dimension i walks tensor dimension dimMap[i].
  llvm::SmallVector<int64_t, 4> dimMap;
  /// Distance between consecutive tiles along each tile dimension.
  llvm::SmallVector<int64_t, 4> traversal;
  int64_t sparseDim = -1;
  ElemKind elem = ElemKind::F32;
  unsigned elemBytes = 4;
  std::optional<mlir::cuda_tile::PaddingValue> padding;
};

/// The layout of a partition, strided or gather/scatter view type.
std::optional<ViewLayout> getViewLayout(mlir::Type viewType);

/// The number of tiles along each index dimension of `layout` over `view`.
llvm::SmallVector<int64_t, 4> getIndexSpace(const ViewLayout &layout,
                                            const ViewRecord &view);

/// Where the elements of the tile at `index` are: fills `offsets` (element
/// offsets from the view's base) and `inBounds` for every tile element.
/// `indexValues` holds the scalar indices (and, at sparseDim, the gathered
/// rows). Returns false with `why` when an index lies outside the index
/// space (only reported under --check).
bool computeViewOffsets(const ViewLayout &layout, const ViewRecord &view,
                        llvm::ArrayRef<int64_t> index,
                        llvm::ArrayRef<int64_t> gatheredRows,
                        std::vector<int64_t> &offsets,
                        std::vector<uint8_t> &inBounds, std::string &why);

/// A run of consecutive tile elements along the innermost tile dimension,
/// whose tensor elements lie `stride` elements apart.
struct ViewRun {
  int64_t first;  ///< tile element index of the run's first element
  int64_t length; ///< elements in the run
  int64_t begin;  ///< the in-bounds part of the run is [begin, end)
  int64_t end;
  int64_t offset; ///< tensor element offset of the run's first element
};

/// The runs of the tile at `index` (see computeViewOffsets); `stride` is
/// the tensor stride between consecutive elements of a run.
bool computeViewRuns(const ViewLayout &layout, const ViewRecord &view,
                     llvm::ArrayRef<int64_t> index,
                     llvm::ArrayRef<int64_t> gatheredRows,
                     llvm::SmallVectorImpl<ViewRun> &runs, int64_t &stride,
                     std::string &why);

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_VIEWACCESS_H
