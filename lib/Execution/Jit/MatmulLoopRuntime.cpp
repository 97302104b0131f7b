//===- MatmulLoopRuntime.cpp - Matmul K loops as one blocked product ------===//
//
// tilekit_jit_mmaf_loop runs a loop that MatmulLoop.h recognizes: per
// iteration, a weak load of an A tile and of a B tile and mmaf into the
// carried f32 accumulator. Iterations go in groups (BlockedProduct's
// steps). A group whose tiles all lie in bounds in one allocation, rows
// contiguous, is packed and multiplied at once with C in registers across
// the group's K; any other group runs tile by tile: the loads as
// tilekit_jit_load_view does them (padding included), then the mmaf
// microkernel. Every element's fma chain runs in iteration order either
// way, so the result is the loop's.
//
// Packed B panels outlive the block: consecutive tile blocks of a GEMM grid
// (x fastest) mostly share their column of B, and packing B's rows, one
// cache line each a tensor row apart, cost as much as a fifth of the
// kernel. A thread keeps the panels of its last loops while the launch
// has not written B's allocation (Allocation::written, set by the
// read-only check every write path makes, admitWrite, before any
// write), so they are the bytes a fresh load would read.
//
// Faults: a group with a tile not wholly inside its tensor resolves every
// access (checked against the memory map, padding found) in the loop's
// order before any of it is multiplied, so the first bad access reports
// what the interpreter reports; results computed before it die with the
// block.
//
//===----------------------------------------------------------------------===//

#include "JitRuntime.h"
#include "MatmulKernels.h"

#include <cstring>
#include <memory>

using namespace tilekit::exec::interp;

namespace tilekit::exec::jit {

namespace {

/// Where a tile lies, from the view's geometry alone: its first byte, the
/// byte after its last element's first byte, and its rows' distance.
struct TileSpan {
  uint64_t lo, hi;
  int64_t rowBytes;
};

/// The span of a 2-D partition view's tile with unit column stride (what
/// GEMMs load) when the tile is wholly inside the tensor; otherwise none,
/// and resolveAccess decides. Memory is not consulted here.
std::optional<TileSpan> getTileSpan(const ViewLayout &layout,
                                    const ViewRecord &view,
                                    const int64_t *index) {
  if (layout.kind != ViewLayout::Kind::Partition || view.rank != 2 ||
      layout.tileShape.size() != 2 || layout.sparseDim >= 0)
    return std::nullopt;
  int64_t rowDim = layout.dimMap[0], colDim = layout.dimMap[1];
  int64_t rows = layout.tileShape[0], cols = layout.tileShape[1];
  int64_t rowStride = view.strides[rowDim];
  int64_t row0, col0, offset, extent;
  if (view.strides[colDim] != 1 || rowStride < cols ||
      __builtin_mul_overflow(index[0], layout.traversal[0], &row0) ||
      __builtin_mul_overflow(index[1], layout.traversal[1], &col0) ||
      row0 < 0 || col0 < 0 || row0 > view.shape[rowDim] - rows ||
      col0 > view.shape[colDim] - cols ||
      __builtin_mul_overflow(row0, rowStride, &offset) ||
      __builtin_add_overflow(offset, col0, &offset) ||
      __builtin_mul_overflow(rows - 1, rowStride, &extent) ||
      __builtin_add_overflow(extent, cols - 1, &extent))
    return std::nullopt;
  unsigned bytes = layout.elemBytes;
  uint64_t lo, hi;
  int64_t rowBytes, last;
  if (!elementAddress(view.base, offset, bytes, lo) ||
      __builtin_add_overflow(offset, extent, &last) ||
      !elementAddress(view.base, last, bytes, hi) ||
      __builtin_mul_overflow(rowStride, int64_t(bytes), &rowBytes) ||
      (view.base | lo) % bytes != 0)
    return std::nullopt;
  return TileSpan{lo, hi, rowBytes};
}

/// One load of the loop: its site, record and index words.
struct LoopLoad {
  const OpSite *site;
  ViewRecord view;
  llvm::SmallVector<int64_t, 4> indices;
  const std::vector<bool> *isInductionVar;

  /// Sets the induction variable's indices to `iv`.
  void setInductionVar(int64_t iv) {
    for (size_t i = 0; i < indices.size(); ++i)
      if ((*isInductionVar)[i])
        indices[i] = truncateIndex(i, iv);
  }

  /// The index as the load reads it: `iv` at the index tile's width.
  int64_t truncateIndex(size_t i, int64_t iv) const {
    unsigned bits = getElemBits(site->indices[i].kind);
    return bits >= 64 ? iv : signExtend(uint64_t(iv), bits);
  }

  /// Resolves the access at the current indices.
  bool resolve(Frame &frame, ResolvedAccess &access) {
    llvm::SmallVector<void *, 4> pointers;
    for (int64_t &index : indices)
      pointers.push_back(&index);
    return resolveAccess(frame, *site, view, pointers.data(),
                         "out-of-bounds load", access);
  }
};

/// Iterations multiplied together, and their tiles' rows when packed.
struct LoopGroup {
  llvm::SmallVector<int64_t, 16> ivs;
  bool packed = false;
  llvm::SmallVector<TileRows, 16> rows[2];
  /// The launch allocation B's tiles lie in (null: an alloca), and where
  /// its panels are (PanelCache::find).
  const Allocation *bAllocation = nullptr;
  BlockedProduct::PanelsB panelsB;
};

/// A group's B tiles and how they are packed: equal keys, equal panels
/// (while the bytes are unchanged).
struct PanelKey {
  uint64_t first = 0;
  int64_t delta = 0, rowBytes = 0, steps = 0, k = 0, n = 0;
  int32_t input = 0, width = 0;

  bool operator==(const PanelKey &other) const {
    return first == other.first && delta == other.delta &&
           rowBytes == other.rowBytes && steps == other.steps && k == other.k &&
           n == other.n && input == other.input && width == other.width;
  }
};

/// The packed B panels a thread made in the current launch, least
/// recently used first out, at most four times the L2 cache's size: a
/// column of B for a 128 x 128 f32 GEMM tile over K = 2048 is 1 MiB, read
/// back from L3 faster than packed again from its rows (2048^3 on Zen 4,
/// 1 thread: 167-169 ms kept within half the L2, 161 ms within four times
/// it; f16 and bf16 likewise).
class PanelCache {
public:
  /// The panels for `key` (allocation: B's, unwritten): packed ones, or a
  /// buffer to pack into, which counts as packed after the caller's run
  /// (markPacked). None (null panels: the thread's scratch) when they do
  /// not fit beside this loop's other panels. `loop` numbers the loop
  /// call, whose panels are never evicted for each other.
  BlockedProduct::PanelsB find(uint64_t launch, const PanelKey &key,
                               int64_t floats, uint64_t loop) {
    if (launch != currentLaunch) {
      entries.clear();
      held = 0;
      currentLaunch = launch;
    }
    for (Entry &entry : entries)
      if (entry.key == key) {
        entry.loop = loop;
        return {entry.panels.get(), entry.packed};
      }
    while (held + floats > getBudget()) {
      auto oldest = entries.end();
      for (auto it = entries.begin(); it != entries.end(); ++it)
        if (it->loop != loop &&
            (oldest == entries.end() || it->loop < oldest->loop))
          oldest = it;
      if (oldest == entries.end())
        return {};
      held -= oldest->floats;
      entries.erase(oldest);
    }
    entries.push_back(
        Entry{key, std::make_unique<float[]>(floats), floats, false, loop});
    held += floats;
    return {entries.back().panels.get(), false};
  }

  void markPacked(const float *panels) {
    for (Entry &entry : entries)
      if (entry.panels.get() == panels)
        entry.packed = true;
  }

  /// The floats the kept panels may take in all: four times the L2.
  static int64_t getBudget() {
    return 4 * getL2Bytes() / int64_t(sizeof(float));
  }

private:
  struct Entry {
    PanelKey key;
    std::unique_ptr<float[]> panels;
    int64_t floats;
    bool packed;
    uint64_t loop; ///< the last loop call that used it
  };
  std::vector<Entry> entries;
  int64_t held = 0;
  uint64_t currentLaunch = 0;
};

/// Places a group's tiles of `load` in `rows` without touching memory,
/// when every tile lies wholly in its tensor and all in one allocation.
/// The iterations are equally spaced, so the tiles are: the first and the
/// last are placed from the geometry (the bounds are linear in the
/// index, so the tiles between are in bounds too) and the others
/// interpolated; one memory-map look-up covers them all.
bool placeGroupTiles(BlockContext &ctx, LoopLoad &load,
                     llvm::ArrayRef<int64_t> ivs,
                     llvm::SmallVectorImpl<TileRows> &rows,
                     const Allocation **allocation = nullptr) {
  size_t count = ivs.size();
  // The indices as the loads read them must be the ivs themselves and
  // increase (no wrap at the index width), or the interpolation fails.
  unsigned bits = 64;
  for (size_t i = 0; i < load.indices.size(); ++i)
    if ((*load.isInductionVar)[i])
      bits = std::min(bits, getElemBits(load.site->indices[i].kind));
  for (size_t t = 0; t < count; ++t)
    if ((bits < 64 && signExtend(uint64_t(ivs[t]), bits) != ivs[t]) ||
        (t > 0 && ivs[t] <= ivs[t - 1]))
      return false;
  const ViewLayout &layout = *load.site->layout;
  load.setInductionVar(ivs.front());
  std::optional<TileSpan> first =
      getTileSpan(layout, load.view, load.indices.data());
  load.setInductionVar(ivs.back());
  std::optional<TileSpan> last =
      getTileSpan(layout, load.view, load.indices.data());
  if (!first || !last)
    return false;
  int64_t distance = int64_t(last->lo - first->lo);
  if (count > 1 && distance % int64_t(count - 1) != 0)
    return false;
  int64_t delta = count > 1 ? distance / int64_t(count - 1) : 0;
  uint64_t lo = std::min(first->lo, last->lo);
  uint64_t hi = std::max(first->hi, last->hi);
  unsigned bytes = layout.elemBytes;
  if (!accessFits(ctx, lo, hi, lo, bytes, false))
    return false;
  // accessFits put the allocation first; an alloca is not the launch's.
  if (allocation) {
    *allocation = ctx.recentFits[0];
    if (ctx.frame->launch->memory->findContaining(lo) != *allocation)
      *allocation = nullptr;
  }
  rows.resize(count);
  for (size_t t = 0; t < count; ++t)
    rows[t] = TileRows{
        reinterpret_cast<const uint8_t *>(first->lo + uint64_t(delta) * t),
        first->rowBytes};
  return true;
}

} // namespace

bool runMatmulLoop(BlockContext &ctx, int32_t id, const int64_t *words,
                   const float *acc, float *result) {
  const MatmulLoopSite &loop = *ctx.sites->sites[id].matmulLoop;
  Frame &frame = *ctx.frame;
  int64_t m = loop.m, k = loop.k, n = loop.n;
  std::memcpy(result, acc, size_t(m * n) * sizeof(float));

  // The loads' words follow the bounds, A's before B's.
  LoopLoad loads[2];
  const int64_t *at = words + 3;
  for (int i = 0; i < 2; ++i) {
    const OpSite &site = ctx.sites->sites[i == 0 ? loop.lhsLoad : loop.rhsLoad];
    loads[i].site = &site;
    loads[i].view = recordOf(at, site.viewRank);
    at += 1 + 2 * site.viewRank;
    loads[i].isInductionVar = &loop.isInductionVar[i];
    loads[i].indices.assign(at, at + loop.isInductionVar[i].size());
    at += loop.isInductionVar[i].size();
  }
  int first = loop.lhsFirst ? 0 : 1;

  // The iterations, as the compiled loop runs them: while iv < upper,
  // then iv += step while upper - iv > step (the step is positive).
  int64_t lower = words[0], upper = words[1];
  uint64_t step = uint64_t(words[2]);
  bool runs =
      loop.isUnsigned ? uint64_t(lower) < uint64_t(upper) : lower < upper;
  if (!runs)
    return true;

  BlockedProduct product(m, k, n, loop.input);
  int64_t groupSteps = product.getGroupSteps();
  // B's panels are kept for later blocks when all of this loop's fit in
  // the cache (a loop larger would only evict its own).
  uint64_t span = uint64_t(upper) - uint64_t(lower);
  uint64_t trips = span / step + (span % step != 0);
  thread_local PanelCache panelCache;
  thread_local uint64_t loopCalls = 0;
  uint64_t loopCall = ++loopCalls;
  uint64_t launch = frame.launch->serial;
  bool keepB = launch != 0 && product.isAvailable() &&
               trips <= uint64_t(PanelCache::getBudget()) /
                            uint64_t(std::max<int64_t>(1, k * n));
  const OpSite &aSite = *loads[0].site, &bSite = *loads[1].site;
  thread_local std::vector<uint8_t> aTile, bTile;
  aTile.resize(aSite.tile.numElements * aSite.layout->elemBytes);
  bTile.resize(bSite.tile.numElements * bSite.layout->elemBytes);
  std::vector<ResolvedAccess> accesses;

  // The next group of iterations; packed when every tile lies wholly in
  // its tensor (found from the geometry alone: nothing faults here).
  int64_t iv = lower;
  bool more = true;
  auto collect = [&](LoopGroup &group) {
    group.ivs.clear();
    while (more && int64_t(group.ivs.size()) < groupSteps) {
      group.ivs.push_back(iv);
      more = uint64_t(upper) - uint64_t(iv) > step;
      iv = int64_t(uint64_t(iv) + step);
    }
    group.packed = product.isAvailable() && !group.ivs.empty();
    group.packed = group.packed &&
                   placeGroupTiles(ctx, loads[0], group.ivs, group.rows[0]) &&
                   placeGroupTiles(ctx, loads[1], group.ivs, group.rows[1],
                                   &group.bAllocation);
    group.panelsB = {};
    const Allocation *bAllocation = group.bAllocation;
    if (group.packed && keepB && bAllocation && !bAllocation->isWritten()) {
      const auto &rows = group.rows[1];
      PanelKey key;
      key.first = reinterpret_cast<uint64_t>(rows[0].data);
      key.delta = rows.size() > 1 ? rows[1].data - rows[0].data : 0;
      key.rowBytes = rows[0].rowBytes;
      key.steps = int64_t(rows.size());
      key.k = k;
      key.n = n;
      key.input = loop.input;
      key.width = product.getPanelWidth();
      group.panelsB = panelCache.find(
          launch, key, product.getPanelFloats(key.steps), loopCall);
    }
  };

  LoopGroup current, next;
  // Kept panels that fit in half the L2 are read from there in any case:
  // one group for the whole loop saves reloading C per group (5 % on
  // cuTile's mm). Only when every tile of the loop packs; otherwise groups
  // of L1's size, so that a padded last tile leaves the others packed.
  using namespace mlir::cuda_tile::abi;
  bool wholeLoop =
      keepB && int64_t(trips) > groupSteps &&
      trips * uint64_t(k * n) * sizeof(float) <= uint64_t(getL2Bytes() / 2) &&
      (loop.input == kMmaF32 || loop.input == kMmaF16 ||
       loop.input == kMmaBF16);
  if (wholeLoop) {
    groupSteps = int64_t(trips);
    collect(current);
    if (!current.packed) {
      groupSteps = product.getGroupSteps();
      iv = lower;
      more = true;
      collect(current);
    }
  } else {
    collect(current);
  }
  bool prefetched = false;
  while (!current.ivs.empty()) {
    collect(next);
    if (current.packed) {
      int64_t nextSteps = next.packed ? int64_t(next.ivs.size()) : 0;
      product.run(current.rows[0].data(), current.rows[1].data(),
                  int64_t(current.ivs.size()), result, next.rows[0].data(),
                  next.panelsB.packed ? nullptr : next.rows[1].data(),
                  nextSteps, prefetched, current.panelsB);
      if (current.panelsB.panels && !current.panelsB.packed)
        panelCache.markPacked(current.panelsB.panels);
      prefetched = nextSteps > 0;
      std::swap(current, next);
      continue;
    }
    prefetched = false;
    accesses.resize(2 * current.ivs.size());
    // Every access is resolved in program order (the first fault is the
    // loop's first), then the tiles are multiplied one by one.
    for (size_t t = 0; t < current.ivs.size(); ++t)
      for (int which : {first, 1 - first}) {
        loads[which].setInductionVar(current.ivs[t]);
        accesses[2 * t + which] = ResolvedAccess();
        if (!loads[which].resolve(frame, accesses[2 * t + which]))
          return false;
      }
    for (size_t t = 0; t < current.ivs.size(); ++t) {
      for (int which = 0; which < 2; ++which)
        loadResolved(*loads[which].site, accesses[2 * t + which],
                     (which == 0 ? aTile : bTile).data());
      tilekit_jit_mmaf_f32(aTile.data(), bTile.data(), result, result, 1, m, k,
                           n, loop.input);
    }
    std::swap(current, next);
  }
  return true;
}

} // namespace tilekit::exec::jit
