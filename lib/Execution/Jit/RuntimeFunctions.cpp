//===- RuntimeFunctions.cpp - tilekit_jit_* for compiled code -------------===//
//
// Called by JIT-compiled kernels (JitAbi.h lists them). They do what the
// interpreter's steps do, with the interpreter's helpers and messages:
// checked memory accesses through the same memory map, the same padding and
// normalization, the same counting of synchronizing operations (so the
// forward-progress guarantee holds), and thunks that run the interpreter's
// own step of an op. A fault is recorded in the block's frame and raised
// with longjmp once every C++ object of the function is gone (the compiled
// frames between the runner and here hold none).
//
//===----------------------------------------------------------------------===//

#include "JitRuntime.h"

#include "../Interpreter/Elementwise.h"
#include "../Interpreter/MemoryAccess.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <csetjmp>
#include <cstring>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

using namespace mlir;
using namespace tilekit::exec;
using namespace tilekit::exec::interp;

namespace tilekit::exec::jit {

void raiseFault(BlockContext *ctx) { std::longjmp(*ctx->fault, 1); }

namespace {

const OpSite &siteOf(const BlockContext &ctx, int32_t id) {
  return ctx.sites->sites[id];
}

//===----------------------------------------------------------------------===//
// Thunks
//===----------------------------------------------------------------------===//

RtValue viewFromWords(const int64_t *words, unsigned rank) {
  return makeViewValue(static_cast<uint64_t>(words[0]),
                       llvm::ArrayRef<int64_t>(words + 1, rank),
                       llvm::ArrayRef<int64_t>(words + 1 + rank, rank));
}

bool runThunk(BlockContext &ctx, int32_t id, void *const *operands,
              void *const *results) {
  const Thunk &thunk = *siteOf(ctx, id).thunk;
  Frame &frame = *ctx.frame;
  for (size_t i = 0; i < thunk.operands.size(); ++i) {
    const ThunkValue &value = thunk.operands[i];
    if (value.kind == ThunkValue::Kind::Token)
      continue;
    if (value.kind == ThunkValue::Kind::View) {
      frame.slots[value.slot] =
          viewFromWords(static_cast<const int64_t *>(operands[i]), value.rank);
      continue;
    }
    RtValue tile = Buffer::create(value.tile.bytes());
    std::memcpy(tile->data(), operands[i], value.tile.bytes());
    frame.slots[value.slot] = std::move(tile);
  }
  Flow flow = thunk.step(frame);
  if (flow == Flow::Fault)
    return false;
  for (size_t i = 0; i < thunk.results.size(); ++i) {
    const ThunkValue &value = thunk.results[i];
    if (value.kind == ThunkValue::Kind::Token)
      continue;
    RtValue &slot = frame.slots[value.slot];
    if (value.kind == ThunkValue::Kind::View) {
      ViewRecord view = readView(slot);
      auto *words = static_cast<int64_t *>(results[i]);
      words[0] = static_cast<int64_t>(view.base);
      for (unsigned d = 0; d < value.rank; ++d) {
        words[1 + d] = view.shape[d];
        words[1 + value.rank + d] = view.strides[d];
      }
    } else {
      std::memcpy(results[i], slot->data(), value.tile.bytes());
    }
  }
  for (const ThunkValue &value : thunk.operands)
    frame.slots[value.slot].reset();
  for (const ThunkValue &value : thunk.results)
    frame.slots[value.slot].reset();
  return true;
}

//===----------------------------------------------------------------------===//
// Pointer loads and stores (as MemoryRules.cpp)
//===----------------------------------------------------------------------===//

/// Whether every active lane of a pointer tile is aligned and inside one
/// allocation, found with one lookup of the lanes' range. `allocation` is
/// null when no lane is active. When this fails the per-lane loop finds the
/// first bad lane and reports it, exactly as the interpreter does.
bool findTileAllocation(Frame &frame, const uint64_t *ptr, const uint8_t *mask,
                        int64_t n, unsigned bytes,
                        const Allocation *&allocation) {
  uint64_t lo = UINT64_MAX, hi = 0, low = 0;
  bool any = false;
  for (int64_t i = 0; i < n; ++i) {
    if (mask && !mask[i])
      continue;
    lo = std::min(lo, ptr[i]);
    hi = std::max(hi, ptr[i]);
    low |= ptr[i];
    any = true;
  }
  allocation = nullptr;
  if (!any)
    return true;
  if (low % bytes != 0 || hi > UINT64_MAX - bytes)
    return false;
  allocation = findAllocation(frame, lo, hi - lo + bytes);
  return allocation != nullptr;
}

/// Whether lane i points at ptr[0] + i * bytes for every lane (a dense row,
/// the common case of tiles of pointers built by offset + iota).
bool isDense(const uint64_t *ptr, int64_t n, unsigned bytes) {
  uint64_t base = ptr[0];
  bool dense = true;
  for (int64_t i = 0; i < n; ++i)
    dense &= ptr[i] == base + uint64_t(i) * bytes;
  return dense;
}

/// A dense tile wholly inside one allocation and aligned, masked-off lanes
/// included: one copy (then the mask applied). False otherwise (the
/// lane-wise paths decide).
bool isDenseInOneAllocation(Frame &frame, const uint64_t *ptr, int64_t n,
                            unsigned bytes, const Allocation *&allocation) {
  if (n == 0 || ptr[0] % bytes != 0 || !isDense(ptr, n, bytes) ||
      ptr[0] > UINT64_MAX - uint64_t(n) * bytes)
    return false;
  allocation = findAllocation(frame, ptr[0], uint64_t(n) * bytes);
  return allocation != nullptr;
}

/// Plain loads of checked lanes (elements whose loaded bits need no
/// normalization) and stores of the active ones, `Bytes` per element.
template <unsigned Bytes>
void gatherChecked(const uint64_t *ptr, const uint8_t *mask, int64_t n,
                   uint8_t *out) {
  for (int64_t i = 0; i < n; ++i)
    if (!mask || mask[i])
      std::memcpy(out + i * Bytes, reinterpret_cast<const void *>(ptr[i]),
                  Bytes);
}

template <unsigned Bytes>
void scatterChecked(const uint64_t *ptr, const uint8_t *mask,
                    const uint8_t *data, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    if (!mask || mask[i])
      std::memcpy(reinterpret_cast<void *>(ptr[i]), data + i * Bytes, Bytes);
}

/// Writes the padding (zero without one) into the masked-off lanes of a
/// pointer load's result.
void padMaskedLanes(const OpSite &site, const uint8_t *mask,
                    const uint8_t *padding, uint8_t *out) {
  const TileInfo &tile = site.tile;
  for (int64_t i = 0; i < tile.numElements; ++i)
    if (!mask[i])
      storeElement(out, i, tile.elemBytes,
                   padding ? loadElement(padding, site.paddingIsSplat ? 0 : i,
                                         tile.elemBytes)
                           : 0);
}

/// Checks lane `i` of a pointer access lane by lane: in an allocation (the
/// previous lane's, `last`, is tried first) and aligned; otherwise reports
/// it as the interpreter does.
bool checkLane(Frame &frame, const OpSite &site, const char *what, int64_t i,
               uint64_t address, const Allocation *&last) {
  unsigned bytes = site.tile.elemBytes;
  if (!last || !last->contains(address, bytes))
    last = findAllocation(frame, address, bytes);
  if (last && address % bytes == 0)
    return true;
  failAccess(frame, site.op, what, site.tile.shape, i, address, bytes);
  return false;
}

bool loadPointers(BlockContext &ctx, int32_t id, const uint64_t *ptr,
                  const uint8_t *mask, const uint8_t *padding, uint8_t *out) {
  const OpSite &site = siteOf(ctx, id);
  Frame &frame = *ctx.frame;
  if (!site.weak && !noteSyncOperation(frame))
    return false;
  const TileInfo &tile = site.tile;
  unsigned bytes = tile.elemBytes;
  // Weak loads check the tile's range once: a dense tile is one copy,
  // otherwise the active lanes are copied; the lane-by-lane loop below then
  // serves the other orderings and reports the first bad lane.
  const Allocation *whole;
  bool plain = normalizeLoaded(~uint64_t(0), tile.kind) == ~uint64_t(0);
  if (site.weak && plain) {
    bool copied = true;
    if (isDenseInOneAllocation(frame, ptr, tile.numElements, bytes, whole))
      std::memcpy(out, reinterpret_cast<const void *>(ptr[0]),
                  tile.numElements * bytes);
    else if (findTileAllocation(frame, ptr, mask, tile.numElements, bytes,
                                whole))
      dispatchBytes(bytes, [&](auto size) {
        gatherChecked<decltype(size)::value>(ptr, mask, tile.numElements, out);
      });
    else
      copied = false;
    if (copied) {
      if (mask)
        padMaskedLanes(site, mask, padding, out);
      return true;
    }
  }
  const Allocation *last = nullptr;
  for (int64_t i = 0; i < tile.numElements; ++i) {
    if (mask && !mask[i])
      continue;
    uint64_t address = ptr[i];
    if (!checkLane(frame, site, "out-of-bounds load", i, address, last))
      return false;
    uint64_t value = 0;
    if (site.weak)
      std::memcpy(&value, reinterpret_cast<const void *>(address), bytes);
    else
      value = loadHost(address, bytes, site.order);
    storeElement(out, i, bytes, normalizeLoaded(value, tile.kind));
  }
  if (mask)
    padMaskedLanes(site, mask, padding, out);
  return true;
}

bool storePointers(BlockContext &ctx, int32_t id, const uint64_t *ptr,
                   const uint8_t *data, const uint8_t *mask) {
  const OpSite &site = siteOf(ctx, id);
  Frame &frame = *ctx.frame;
  const TileInfo &tile = site.tile;
  unsigned bytes = tile.elemBytes;
  bool check = frame.launch->check && site.weak;
  // Weak stores check the tile's range once (every lane of a dense tile,
  // otherwise the active lanes); the lane-by-lane loop below serves the
  // other orderings and --check, and reports the first bad lane.
  const Allocation *whole;
  if (site.weak && !check) {
    bool dense =
        isDenseInOneAllocation(frame, ptr, tile.numElements, bytes, whole);
    if ((dense || findTileAllocation(frame, ptr, mask, tile.numElements, bytes,
                                     whole)) &&
        (!whole || whole->admitWrite())) {
      if (dense && !mask)
        std::memcpy(reinterpret_cast<void *>(ptr[0]), data,
                    tile.numElements * bytes);
      else
        dispatchBytes(bytes, [&](auto size) {
          scatterChecked<decltype(size)::value>(ptr, mask, data,
                                                tile.numElements);
        });
      return true;
    }
  }
  const Allocation *last = nullptr;
  for (int64_t i = 0; i < tile.numElements; ++i) {
    if (mask && !mask[i])
      continue;
    uint64_t address = ptr[i];
    if (!checkLane(frame, site, "out-of-bounds store", i, address, last))
      return false;
    if (!last->admitWrite()) {
      fail(frame, site.op,
           "store into " + last->name + " (constant) at element " +
               formatIndex(tile.shape, i));
      return false;
    }
    uint64_t value = loadElement(data, i, bytes);
    if (site.weak)
      std::memcpy(reinterpret_cast<void *>(address), &value, bytes);
    else
      storeHost(address, bytes, value, site.order);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Accesses of widened entries (lanes across blocks)
//===----------------------------------------------------------------------===//

/// Whether every active lane lies in `range` and is aligned. A widened call
/// accepts nothing else: any other case, a fault included, leaves to the
/// runner, which reruns the blocks one by one (with the checks and messages
/// above).
bool lanesInRange(const LaneRange &range, const uint64_t *ptr,
                  const uint8_t *mask, int64_t n, unsigned bytes) {
  uint64_t size = range.end - range.begin;
  if (size < bytes)
    return false;
  uint64_t limit = size - bytes;
  bool ok = true;
  for (int64_t i = 0; i < n; ++i) {
    bool active = !mask || mask[i];
    ok &= !active || (ptr[i] - range.begin <= limit && ptr[i] % bytes == 0);
  }
  return ok;
}

template <unsigned Bytes>
void loadLanes(const uint64_t *ptr, const uint8_t *mask, const uint8_t *padding,
               int64_t paddingStride, int64_t n, uint8_t *out) {
  for (int64_t i = 0; i < n; ++i) {
    const void *from = !mask || mask[i] ? reinterpret_cast<const void *>(ptr[i])
                       : padding        ? padding + i * paddingStride * Bytes
                                        : nullptr;
    if (from)
      std::memcpy(out + i * Bytes, from, Bytes);
    else
      std::memset(out + i * Bytes, 0, Bytes);
  }
}

bool loadLanes(BlockContext &ctx, int32_t id, int32_t param,
               const uint64_t *ptr, const uint8_t *mask, const uint8_t *padding,
               uint8_t *out, int64_t n, int64_t paddingStride) {
  const TileInfo &tile = siteOf(ctx, id).tile;
  unsigned bytes = tile.elemBytes;
  if (!lanesInRange(
          reinterpret_cast<const LaneRange *>(ctx.header.laneRanges)[param],
          ptr, mask, n, bytes))
    return false;
  dispatchBytes(bytes, [&](auto size) {
    loadLanes<decltype(size)::value>(ptr, mask, padding, paddingStride, n, out);
  });
  if (normalizeLoaded(~uint64_t(0), tile.kind) != ~uint64_t(0))
    for (int64_t i = 0; i < n; ++i)
      if (!mask || mask[i])
        storeElement(out, i, bytes,
                     normalizeLoaded(loadElement(out, i, bytes), tile.kind));
  return true;
}

bool storeLanes(BlockContext &ctx, int32_t id, int32_t param,
                const uint64_t *ptr, const uint8_t *data, const uint8_t *mask,
                int64_t n) {
  unsigned bytes = siteOf(ctx, id).tile.elemBytes;
  if (!lanesInRange(
          reinterpret_cast<const LaneRange *>(ctx.header.laneRanges)[param],
          ptr, mask, n, bytes))
    return false;
  uint64_t recordBytes = mlir::cuda_tile::abi::undoRecordBytes(n, bytes);
  uint8_t *record = ctx.header.undoCursor;
  if (uint64_t(ctx.header.undoEnd - record) < recordBytes)
    return false;
  uint8_t *lanesMask = record + 8 * n;
  uint8_t *previous = lanesMask + n;
  for (int64_t i = 0; i < n; ++i) {
    std::memcpy(record + 8 * i, &ptr[i], 8);
    lanesMask[i] = !mask || mask[i];
    if (lanesMask[i])
      std::memcpy(previous + i * bytes, reinterpret_cast<const void *>(ptr[i]),
                  bytes);
  }
  uint64_t trailer = uint64_t(n) | uint64_t(bytes) << 32;
  std::memcpy(record + recordBytes - 8, &trailer, 8);
  ctx.header.undoCursor = record + recordBytes;
  // Lanes store in block order: where two lanes store to one address the
  // last block's value stays, as when the blocks run one after another.
  for (int64_t i = 0; i < n; ++i)
    if (lanesMask[i])
      std::memcpy(reinterpret_cast<void *>(ptr[i]), data + i * bytes, bytes);
  return true;
}

//===----------------------------------------------------------------------===//
// View loads and stores (as ViewRules.cpp)
//===----------------------------------------------------------------------===//

} // namespace

ViewRecord recordOf(const int64_t *words, unsigned rank) {
  ViewRecord view;
  view.base = static_cast<uint64_t>(words[0]);
  view.rank = rank;
  view.shape = words + 1;
  view.strides = words + 1 + rank;
  return view;
}

/// The runs of the accessed tile, their whole range checked once.
bool resolveAccess(Frame &frame, const OpSite &site, const ViewRecord &view,
                   void *const *indices, const char *what,
                   ResolvedAccess &access) {
  const ViewLayout &layout = *site.layout;
  llvm::SmallVector<int64_t, 4> index(site.indices.size(), 0);
  llvm::SmallVector<int64_t, 16> rows;
  for (size_t i = 0; i < site.indices.size(); ++i) {
    const TileInfo &info = site.indices[i];
    unsigned bits = getElemBits(info.kind);
    const auto *data = static_cast<const uint8_t *>(indices[i]);
    if (int64_t(i) == layout.sparseDim) {
      for (int64_t r = 0; r < info.numElements; ++r)
        rows.push_back(signExtend(loadElement(data, r, info.elemBytes), bits));
      continue;
    }
    index[i] = signExtend(loadElement(data, 0, info.elemBytes), bits);
  }
  std::string why;
  if (!computeViewRuns(layout, view, index, rows, access.runs, access.stride,
                       why) &&
      frame.launch->check) {
    fail(frame, site.op, "--check: " + why);
    return false;
  }
  // The interpreter's check, overflow-checked addresses included.
  access.base = reinterpret_cast<const uint8_t *>(view.base);
  std::optional<AccessFault> fault =
      locateAccess(frame, access, layout.elemBytes);
  if (!fault)
    return true;
  failAccessFault(frame, site.op, what, layout.tileShape, *fault,
                  layout.elemBytes);
  return false;
}

void loadResolved(const OpSite &site, const ResolvedAccess &access,
                  uint8_t *out) {
  const ViewLayout &layout = *site.layout;
  dispatchBytes(layout.elemBytes, [&](auto bytes) {
    loadRuns<decltype(bytes)::value>(access, out, site.padding, layout.elem,
                                     site.weak, site.order);
  });
}

namespace {

bool loadView(BlockContext &ctx, int32_t id, const int64_t *record,
              void *const *indices, uint8_t *out) {
  const OpSite &site = siteOf(ctx, id);
  Frame &frame = *ctx.frame;
  if (!site.weak && !noteSyncOperation(frame))
    return false;
  const ViewLayout &layout = *site.layout;
  ResolvedAccess access;
  ViewRecord view = recordOf(record, site.viewRank);
  if (!resolveAccess(frame, site, view, indices, "out-of-bounds load", access))
    return false;
  loadResolved(site, access, out);
  return true;
}

/// The tile's address in the tensor when its elements are there in
/// row-major order (in bounds, no padding, nothing to normalize), else
/// null.
const uint8_t *contiguousTile(const ResolvedAccess &access,
                              const ViewLayout &layout) {
  if (!access.allocation || access.stride != 1 || access.runs.empty() ||
      layout.elem == ElemKind::I1 || layout.elem == ElemKind::F4E2M1FN)
    return nullptr;
  const ViewRun &first = access.runs.front();
  for (size_t i = 0; i < access.runs.size(); ++i) {
    const ViewRun &run = access.runs[i];
    if (run.begin != 0 || run.end != run.length ||
        run.first != int64_t(i) * first.length ||
        run.offset != first.offset + int64_t(i) * first.length)
      return nullptr;
  }
  return access.base + first.offset * int64_t(layout.elemBytes);
}

/// A weak load whose value may refer to the tensor's memory.
bool loadViewRef(BlockContext &ctx, int32_t id, const int64_t *record,
                 void *const *indices, uint8_t *out, uint8_t *&result) {
  const OpSite &site = siteOf(ctx, id);
  Frame &frame = *ctx.frame;
  const ViewLayout &layout = *site.layout;
  ResolvedAccess access;
  ViewRecord view = recordOf(record, site.viewRank);
  if (!resolveAccess(frame, site, view, indices, "out-of-bounds load", access))
    return false;
  if (const uint8_t *tile = contiguousTile(access, layout)) {
    result = const_cast<uint8_t *>(tile);
    return true;
  }
  loadResolved(site, access, out);
  result = out;
  return true;
}

/// Where a weak store_view may have its tile computed in place: the tile's
/// address in the tensor when it is contiguous, wholly in bounds, writable
/// and apart from every operand range the producer reads; null otherwise
/// (also when the access would fail: the store itself reports that).
uint8_t *storeViewRef(BlockContext &ctx, int32_t id, const int64_t *record,
                      void *const *indices, void *const *operands,
                      const int64_t *operandBytes, int32_t numOperands) {
  const OpSite &site = siteOf(ctx, id);
  Frame &frame = *ctx.frame;
  const ViewLayout &layout = *site.layout;
  if (!site.weak || frame.launch->check)
    return nullptr;
  ResolvedAccess access;
  ViewRecord view = recordOf(record, site.viewRank);
  if (!resolveAccess(frame, site, view, indices, "out-of-bounds store",
                     access)) {
    frame.error.clear();
    return nullptr;
  }
  const uint8_t *tile = contiguousTile(access, layout);
  if (!tile || !access.allocation->admitWrite())
    return nullptr;
  auto start = reinterpret_cast<uintptr_t>(tile);
  uintptr_t end = start + uintptr_t(site.tile.bytes());
  for (int32_t i = 0; i < numOperands; ++i) {
    auto from = reinterpret_cast<uintptr_t>(operands[i]);
    if (from < end && start < from + uintptr_t(operandBytes[i]))
      return nullptr;
  }
  return const_cast<uint8_t *>(tile);
}

/// Tensors at least this large are not expected to stay in the caches: rows
/// stored into them bypass the caches (no read for ownership).
using mlir::cuda_tile::abi::kStreamingRowBytes;
using mlir::cuda_tile::abi::kStreamingTensorBytes;

#if defined(__x86_64__) && defined(__GNUC__)
/// memcpy with non-temporal stores (then a store fence, so that the block's
/// later accesses are ordered after the row as with plain stores).
__attribute__((target("avx"))) void streamCopy(uint8_t *dst, const uint8_t *src,
                                               int64_t bytes) {
  int64_t head = (32 - reinterpret_cast<uintptr_t>(dst) % 32) % 32;
  head = std::min(head, bytes);
  std::memcpy(dst, src, head);
  int64_t i = head;
  for (; i + 32 <= bytes; i += 32)
    _mm256_stream_si256(
        reinterpret_cast<__m256i *>(dst + i),
        _mm256_loadu_si256(reinterpret_cast<const __m256i *>(src + i)));
  std::memcpy(dst + i, src + i, bytes - i);
  _mm_sfence();
}

bool hasStreamingStores() {
  static const bool has = __builtin_cpu_supports("avx");
  return has;
}
#else
void streamCopy(uint8_t *dst, const uint8_t *src, int64_t bytes) {
  std::memcpy(dst, src, bytes);
}
bool hasStreamingStores() { return false; }
#endif

bool storeView(BlockContext &ctx, int32_t id, const int64_t *record,
               void *const *indices, const uint8_t *x) {
  const OpSite &site = siteOf(ctx, id);
  Frame &frame = *ctx.frame;
  const ViewLayout &layout = *site.layout;
  ResolvedAccess access;
  ViewRecord view = recordOf(record, site.viewRank);
  if (!resolveAccess(frame, site, view, indices, "out-of-bounds store", access))
    return false;
  // Tensors too large for the caches are streamed. (A tile computed in
  // place, storeViewRef, skips this call; a row already at its
  // destination is still not copied.)
  auto copyRow = [&](uint8_t *dst, const uint8_t *row, int64_t bytes) {
    if (dst == row)
      return;
    if (bytes >= kStreamingRowBytes &&
        access.allocation->size >= kStreamingTensorBytes &&
        hasStreamingStores())
      streamCopy(dst, row, bytes);
    else
      std::memcpy(dst, row, bytes);
  };
  // (--check launches run on the interpreter: no race checker here)
  return storeRuns(frame, site.op, access, layout, x, site.weak, site.order,
                   copyRow, /*race=*/nullptr) != Flow::Fault;
}

bool checkView(BlockContext &ctx, int32_t id, const int64_t *record) {
  const OpSite &site = siteOf(ctx, id);
  unsigned rank = site.viewRank;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t size = record[1 + d], stride = record[1 + rank + d];
    if (size < 0 || stride < 0) {
      fail(*ctx.frame, site.op,
           llvm::formatv("has a negative size or stride in dimension {0} "
                         "({1}, {2})",
                         d, size, stride));
      return false;
    }
  }
  return true;
}

bool check(BlockContext &ctx, int32_t id, int32_t what) {
  const OpSite &site = siteOf(ctx, id);
  switch (what) {
  case mlir::cuda_tile::abi::kCheckLoopStep:
    fail(*ctx.frame, site.op,
         "has a step that is not positive (undefined behaviour: the loop "
         "would not terminate)");
    return false;
  default:
    fail(*ctx.frame, site.op, "failed an unknown runtime check");
    return false;
  }
}

} // namespace

bool accessFits(BlockContext &ctx, uint64_t lo, uint64_t hi, uint64_t bits,
                unsigned bytes, bool write) {
  if (lo > hi)
    return true;
  if (bits % bytes != 0 || hi > UINT64_MAX - bytes)
    return false;
  uint64_t size = hi - lo + bytes;
  auto &recent = ctx.recentFits;
  const Allocation *fit = nullptr;
  size_t at = 0;
  while (at < recent.size() && recent[at] && !recent[at]->contains(lo, size))
    ++at;
  if (at < recent.size() && recent[at]) {
    fit = recent[at];
  } else {
    fit = findAllocation(*ctx.frame, lo, size);
    if (!fit)
      return false;
    at = recent.size() - 1;
  }
  // Move to the front.
  for (; at > 0; --at)
    recent[at] = recent[at - 1];
  recent[0] = fit;
  if (write && !fit->admitWrite())
    return false;
  // Compiled code tries this allocation first next time.
  uint64_t *slot = write ? ctx.header.writeFit : ctx.header.readFit;
  slot[0] = fit->base;
  slot[1] = fit->base + fit->size;
  return true;
}

void LaneUndoLog::undo(const uint8_t *cursor) const {
  const uint8_t *start = buffer.data();
  while (cursor > start) {
    uint64_t trailer;
    std::memcpy(&trailer, cursor - 8, 8);
    uint64_t n = uint32_t(trailer), bytes = trailer >> 32;
    const uint8_t *record =
        cursor - mlir::cuda_tile::abi::undoRecordBytes(n, bytes);
    const uint8_t *mask = record + 8 * n;
    const uint8_t *previous = mask + n;
    for (uint64_t i = n; i-- > 0;) {
      if (!mask[i])
        continue;
      uint64_t address;
      std::memcpy(&address, record + 8 * i, 8);
      std::memcpy(reinterpret_cast<void *>(address), previous + i * bytes,
                  bytes);
    }
    cursor = record;
  }
}

} // namespace tilekit::exec::jit

using tilekit::exec::jit::BlockContext;

// MathKernels.cpp, MatmulKernels.cpp.
extern "C" void tilekit_jit_math_f32(int32_t fn, const float *a, const float *b,
                                     float *result, int64_t n);
extern "C" void tilekit_jit_math_f64(int32_t fn, const double *a,
                                     const double *b, double *result,
                                     int64_t n);
extern "C" void tilekit_jit_math_f16(int32_t fn, const uint16_t *a,
                                     const uint16_t *b, uint16_t *result,
                                     int64_t n);
extern "C" void tilekit_jit_math_bf16(int32_t fn, const uint16_t *a,
                                      const uint16_t *b, uint16_t *result,
                                      int64_t n);
extern "C" void tilekit_jit_mmaf_f32(const void *lhs, const void *rhs,
                                     const float *acc, float *result,
                                     int64_t batch, int64_t m, int64_t k,
                                     int64_t n, int32_t input);

// The C ABI. No C++ object may be alive in these frames when they raise a
// fault.
extern "C" {

void tilekit_jit_interp(BlockContext *ctx, int32_t op, void *const *operands,
                        void *const *results) {
  if (!tilekit::exec::jit::runThunk(*ctx, op, operands, results))
    tilekit::exec::jit::raiseFault(ctx);
}

void tilekit_jit_check(BlockContext *ctx, int32_t op, int32_t what,
                       uint8_t failed) {
  if (failed && !tilekit::exec::jit::check(*ctx, op, what))
    tilekit::exec::jit::raiseFault(ctx);
}

/// A loop's back-edge found the launch's stop word set (it never returns).
void tilekit_jit_stopped(BlockContext *ctx, int32_t) {
  if (ctx->frame->error.empty())
    ctx->frame->error = "the launch was stopped";
  tilekit::exec::jit::raiseFault(ctx);
}

void tilekit_jit_load_ptr(BlockContext *ctx, int32_t op, const uint64_t *ptr,
                          const uint8_t *mask, const uint8_t *padding,
                          uint8_t *out) {
  if (!tilekit::exec::jit::loadPointers(*ctx, op, ptr, mask, padding, out))
    tilekit::exec::jit::raiseFault(ctx);
}

bool tilekit_jit_access_fits(BlockContext *ctx, uint64_t lo, uint64_t hi,
                             uint64_t bits, uint32_t bytes, uint32_t write) {
  return tilekit::exec::jit::accessFits(*ctx, lo, hi, bits, bytes, write != 0);
}

void tilekit_jit_store_ptr(BlockContext *ctx, int32_t op, const uint64_t *ptr,
                           const uint8_t *data, const uint8_t *mask) {
  if (!tilekit::exec::jit::storePointers(*ctx, op, ptr, data, mask))
    tilekit::exec::jit::raiseFault(ctx);
}

void tilekit_jit_load_lanes(BlockContext *ctx, int32_t op, int32_t param,
                            const uint64_t *ptr, const uint8_t *mask,
                            const uint8_t *padding, uint8_t *out, int64_t n,
                            int64_t paddingStride) {
  if (!tilekit::exec::jit::loadLanes(*ctx, op, param, ptr, mask, padding, out,
                                     n, paddingStride))
    tilekit::exec::jit::raiseFault(ctx);
}

void tilekit_jit_store_lanes(BlockContext *ctx, int32_t op, int32_t param,
                             const uint64_t *ptr, const uint8_t *data,
                             const uint8_t *mask, int64_t n) {
  if (!tilekit::exec::jit::storeLanes(*ctx, op, param, ptr, data, mask, n))
    tilekit::exec::jit::raiseFault(ctx);
}

void tilekit_jit_lanes_fault(BlockContext *ctx) {
  tilekit::exec::jit::raiseFault(ctx);
}

void tilekit_jit_make_view(BlockContext *ctx, int32_t op,
                           const int64_t *record) {
  if (!tilekit::exec::jit::checkView(*ctx, op, record))
    tilekit::exec::jit::raiseFault(ctx);
}

void tilekit_jit_load_view(BlockContext *ctx, int32_t op, const int64_t *record,
                           void *const *indices, uint8_t *out) {
  if (!tilekit::exec::jit::loadView(*ctx, op, record, indices, out))
    tilekit::exec::jit::raiseFault(ctx);
}

uint8_t *tilekit_jit_load_view_ref(BlockContext *ctx, int32_t op,
                                   const int64_t *record, void *const *indices,
                                   uint8_t *out) {
  uint8_t *result = nullptr;
  if (!tilekit::exec::jit::loadViewRef(*ctx, op, record, indices, out, result))
    tilekit::exec::jit::raiseFault(ctx);
  return result;
}

void tilekit_jit_mmaf_loop(BlockContext *ctx, int32_t op, const int64_t *words,
                           const float *acc, float *result) {
  if (!tilekit::exec::jit::runMatmulLoop(*ctx, op, words, acc, result))
    tilekit::exec::jit::raiseFault(ctx);
}

void tilekit_jit_store_view(BlockContext *ctx, int32_t op,
                            const int64_t *record, void *const *indices,
                            const uint8_t *tile) {
  if (!tilekit::exec::jit::storeView(*ctx, op, record, indices, tile))
    tilekit::exec::jit::raiseFault(ctx);
}

uint8_t *tilekit_jit_store_view_ref(BlockContext *ctx, int32_t op,
                                    const int64_t *record, void *const *indices,
                                    void *const *operands,
                                    const int64_t *operandBytes,
                                    int32_t numOperands) {
  return tilekit::exec::jit::storeViewRef(*ctx, op, record, indices, operands,
                                          operandBytes, numOperands);
}

void tilekit_jit_gather(uint8_t *dst, const uint8_t *src, const int32_t *table,
                        int64_t n, int32_t bytes) {
  switch (bytes) {
  case 1:
    for (int64_t i = 0; i < n; ++i)
      dst[i] = src[table[i]];
    return;
  case 2:
    for (int64_t i = 0; i < n; ++i)
      std::memcpy(dst + 2 * i, src + 2 * int64_t(table[i]), 2);
    return;
  case 4:
    for (int64_t i = 0; i < n; ++i)
      std::memcpy(dst + 4 * i, src + 4 * int64_t(table[i]), 4);
    return;
  default:
    for (int64_t i = 0; i < n; ++i)
      std::memcpy(dst + 8 * i, src + 8 * int64_t(table[i]), 8);
    return;
  }
}

} // extern "C"

namespace tilekit::exec::jit {

std::vector<std::pair<const char *, void *>> getRuntimeSymbols() {
  return {
      {"tilekit_jit_interp", reinterpret_cast<void *>(&tilekit_jit_interp)},
      {"tilekit_jit_check", reinterpret_cast<void *>(&tilekit_jit_check)},
      {"tilekit_jit_stopped", reinterpret_cast<void *>(&tilekit_jit_stopped)},
      {"tilekit_jit_load_ptr", reinterpret_cast<void *>(&tilekit_jit_load_ptr)},
      {"tilekit_jit_store_ptr",
       reinterpret_cast<void *>(&tilekit_jit_store_ptr)},
      {"tilekit_jit_access_fits",
       reinterpret_cast<void *>(&tilekit_jit_access_fits)},
      {"tilekit_jit_load_lanes",
       reinterpret_cast<void *>(&tilekit_jit_load_lanes)},
      {"tilekit_jit_store_lanes",
       reinterpret_cast<void *>(&tilekit_jit_store_lanes)},
      {"tilekit_jit_lanes_fault",
       reinterpret_cast<void *>(&tilekit_jit_lanes_fault)},
      {"tilekit_jit_make_view",
       reinterpret_cast<void *>(&tilekit_jit_make_view)},
      {"tilekit_jit_load_view",
       reinterpret_cast<void *>(&tilekit_jit_load_view)},
      {"tilekit_jit_load_view_ref",
       reinterpret_cast<void *>(&tilekit_jit_load_view_ref)},
      {"tilekit_jit_store_view",
       reinterpret_cast<void *>(&tilekit_jit_store_view)},
      {"tilekit_jit_store_view_ref",
       reinterpret_cast<void *>(&tilekit_jit_store_view_ref)},
      {"tilekit_jit_gather", reinterpret_cast<void *>(&tilekit_jit_gather)},
      {"tilekit_jit_math_f32", reinterpret_cast<void *>(&tilekit_jit_math_f32)},
      {"tilekit_jit_math_f64", reinterpret_cast<void *>(&tilekit_jit_math_f64)},
      {"tilekit_jit_math_f16", reinterpret_cast<void *>(&tilekit_jit_math_f16)},
      {"tilekit_jit_math_bf16",
       reinterpret_cast<void *>(&tilekit_jit_math_bf16)},
      {"tilekit_jit_mmaf_f32", reinterpret_cast<void *>(&tilekit_jit_mmaf_f32)},
      {"tilekit_jit_mmaf_loop",
       reinterpret_cast<void *>(&tilekit_jit_mmaf_loop)},
  };
}

} // namespace tilekit::exec::jit
