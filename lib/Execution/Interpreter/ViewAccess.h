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

#include "Elementwise.h"
#include "MemoryAccess.h"

#include "llvm/ADT/STLFunctionalExtras.h"

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

/// a + b * c wrapping around (tensor offsets of elements never accessed may
/// overflow; computeViewRuns checks the ones that are).
inline int64_t mulAddWrap(int64_t a, int64_t b, int64_t c) {
  return static_cast<int64_t>(uint64_t(a) + uint64_t(b) * uint64_t(c));
}

/// The byte address of the element `offset` elements of `bytes` bytes from
/// `base`; false when it is outside the 64-bit address space. Every view
/// access of both engines computes its addresses here: a wrapped address
/// can land inside a buffer, and would be read or written as if it were the
/// element's.
inline bool elementAddress(uint64_t base, int64_t offset, unsigned bytes,
                           uint64_t &address) {
  int64_t distance;
  if (__builtin_mul_overflow(offset, int64_t(bytes), &distance))
    return false;
  if (distance >= 0)
    return !__builtin_add_overflow(base, uint64_t(distance), &address);
  uint64_t back = uint64_t(0) - uint64_t(distance);
  address = base - back;
  return back <= base;
}

/// The runs of an access, with their range checked against the allocation
/// once.
struct ResolvedAccess {
  llvm::SmallVector<ViewRun, 4> runs;
  int64_t stride = 1;
  const uint8_t *base = nullptr;
  const Allocation *allocation = nullptr;
};

/// The first element of an access that may not be made.
struct AccessFault {
  int64_t linear = 0;   ///< its index in the tile (row-major)
  uint64_t address = 0; ///< its address, when it has one
  bool wraps = false;   ///< its address is outside the 64-bit space
  int64_t offset = 0;   ///< its element offset from the view's base
};

/// Checks every element of `access` (runs from computeViewRuns, base set)
/// against the block's memory: sets `access.allocation` when one
/// allocation holds all of them (and they are aligned), else returns the
/// first element in tile order that is outside memory, misaligned, or
/// whose address wraps. Shared by the interpreter and the JIT.
std::optional<AccessFault> locateAccess(const Frame &frame,
                                        ResolvedAccess &access, unsigned bytes);

/// The located error for `fault` of an access `what` ("out-of-bounds
/// load") of a tile of `shape`.
Flow failAccessFault(Frame &frame, mlir::Operation *op, const char *what,
                     llvm::ArrayRef<int64_t> shape, const AccessFault &fault,
                     unsigned bytes);

/// Loads the runs of `access` into `out` (elements of `B` bytes); elements
/// outside the tensor get `pad`. Weak loads are plain, others host atomics
/// of `order`.
template <unsigned B>
inline void loadRuns(const ResolvedAccess &access, uint8_t *out, uint64_t pad,
                     ElemKind kind, bool weak, int order) {
  using T = typename StorageOf<B>::type;
  T *y = reinterpret_cast<T *>(out);
  T padding = static_cast<T>(pad);
  const T *base = reinterpret_cast<const T *>(access.base);
  int64_t stride = access.stride;
  bool normalize = kind == ElemKind::I1 || kind == ElemKind::F4E2M1FN;
  for (const ViewRun &run : access.runs) {
    T *row = y + run.first;
    for (int64_t e = 0; e < run.begin; ++e)
      row[e] = padding;
    for (int64_t e = run.end; e < run.length; ++e)
      row[e] = padding;
    if (run.begin >= run.end)
      continue;
    // (integer arithmetic: the offset may wrap around the address space)
    const T *src = reinterpret_cast<const T *>(
        reinterpret_cast<uint64_t>(base) +
        uint64_t(mulAddWrap(run.offset, run.begin, stride)) * B);
    int64_t count = run.end - run.begin;
    if (weak && stride == 1)
      std::memcpy(row + run.begin, src, count * B);
    else if (weak)
      for (int64_t e = 0; e < count; ++e)
        row[run.begin + e] = src[e * stride];
    else
      for (int64_t e = 0; e < count; ++e)
        row[run.begin + e] = static_cast<T>(
            loadHost(reinterpret_cast<uint64_t>(src + e * stride), B, order));
    if (normalize)
      for (int64_t e = run.begin; e < run.end; ++e)
        row[e] = static_cast<T>(normalizeLoaded(row[e], kind));
  }
}

/// Copies one contiguous row of a weak store (memcpy, or the JIT's choice).
using RowCopy =
    llvm::function_ref<void(uint8_t *dst, const uint8_t *src, int64_t bytes)>;

struct AccessEvent;

/// Stores `tile` into the runs of `access` (a resolved store_view): constant
/// globals refused, weak contiguous rows through `copyRow`, other elements
/// one at a time (host atomics of `order` unless weak). Elements outside
/// the tensor are not stored. `race` (--check only, else null) is the
/// store's event for the race checker.
Flow storeRuns(Frame &frame, mlir::Operation *op, const ResolvedAccess &access,
               const ViewLayout &layout, const uint8_t *tile, bool weak,
               int order, RowCopy copyRow, AccessEvent *race);

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_VIEWACCESS_H
