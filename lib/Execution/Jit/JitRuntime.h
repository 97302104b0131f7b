//===- JitRuntime.h - Shared by compiled kernels and runtime ----*- C++ -*-===//
//
// Compiled code calls the tilekit_jit_* functions (RuntimeFunctions.cpp)
// with the block's context and the id of the op they serve. Everything
// static about that op (its location, tile types, view layout, ordering,
// the interpreter step of a thunked op) is prepared once per kernel in an
// OpSite, from the original op, so that error messages are the
// interpreter's own, made by the interpreter's helpers.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_JIT_JITRUNTIME_H
#define TILEKIT_LIB_EXECUTION_JIT_JITRUNTIME_H

#include "../Interpreter/Interpreter.h"
#include "../Interpreter/ViewAccess.h"

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"

#include <array>
#include <csetjmp>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace tilekit::exec::jit {

/// A value crossing between compiled code and an interpreter step.
struct ThunkValue {
  enum class Kind { Token, Tile, View } kind = Kind::Token;
  unsigned slot = 0;
  interp::TileInfo tile;
  unsigned rank = 0; ///< views
};

/// The interpreter's step for one op, run from compiled code.
struct Thunk {
  interp::Step step;
  std::vector<ThunkValue> operands, results;
};

/// A matmul K loop (MatmulLoop.h) run by tilekit_jit_mmaf_loop.
struct MatmulLoopSite {
  int32_t lhsLoad = -1, rhsLoad = -1; ///< op ids of the A and B loads
  bool lhsFirst = true;               ///< A's load comes first in the body
  bool isUnsigned = false;            ///< the loop compares unsigned
  /// Per load (A, B): which of its indices is the induction variable.
  std::array<std::vector<bool>, 2> isInductionVar;
  int64_t m = 0, k = 0, n = 0; ///< mmaf's shape per iteration
  int32_t input = 0;           ///< abi::MmaInput of A and B
};

/// Static facts of one op, for the runtime functions that serve it.
struct OpSite {
  mlir::Operation *op = nullptr;
  /// load/store_ptr_tko, load/store_view_tko: the accessed tile.
  interp::TileInfo tile;
  bool weak = true;
  int order = 0;
  bool paddingIsSplat = false;
  /// Views: the rank of the tensor view (its record has 1 + 2 rank words).
  unsigned viewRank = 0;
  /// load/store_view_tko.
  std::optional<interp::ViewLayout> layout;
  std::vector<interp::TileInfo> indices;
  uint64_t padding = 0;
  std::unique_ptr<Thunk> thunk;
  /// cuda_tile.for run as one blocked product.
  std::unique_ptr<MatmulLoopSite> matmulLoop;
};

/// The sites of a kernel, indexed by op id.
struct KernelSites {
  std::vector<OpSite> sites;
  /// Frame slots the thunks need.
  unsigned numSlots = 0;
};

/// The buffer of an entry parameter, for a widened entry's accesses
/// (ContextHeader::laneRanges points to an array of them).
struct LaneRange {
  uint64_t begin = 0, end = 0;
};
static_assert(sizeof(LaneRange) == 2 * sizeof(uint64_t));

/// What the stores of a widened call overwrote (records as JitAbi.h
/// describes them), so that a group in which a lane faults can be undone
/// before its blocks run one by one.
struct LaneUndoLog {
  std::vector<uint8_t> buffer = std::vector<uint8_t>(size_t(64) << 10);
  /// Restores memory as it was before the first record, up to `cursor`
  /// (the header's undoCursor after the call).
  void undo(const uint8_t *cursor) const;
};

/// What `ctx` points to while a tile block runs.
struct BlockContext {
  /// Read by compiled code: must come first.
  mlir::cuda_tile::abi::ContextHeader header;
  static_assert(offsetof(mlir::cuda_tile::abi::ContextHeader, readFit) ==
                    mlir::cuda_tile::abi::kContextReadFitOffset &&
                offsetof(mlir::cuda_tile::abi::ContextHeader, writeFit) ==
                    mlir::cuda_tile::abi::kContextWriteFitOffset);
  const KernelSites *sites = nullptr;
  interp::Frame *frame = nullptr;
  std::jmp_buf *fault = nullptr;
  /// The allocations the block's fast accesses fitted in last, most recent
  /// first: a kernel alternating between a few tensors finds them here
  /// without searching the memory map.
  std::array<const Allocation *, 4> recentFits{};
};

/// Leaves the block with the fault its frame records.
[[noreturn]] void raiseFault(BlockContext *ctx);

/// The view record at `words` (1 + 2 rank words: base, sizes, strides).
interp::ViewRecord recordOf(const int64_t *words, unsigned rank);

/// The runs of the tile a view access (`site`) reaches at `indices`
/// (pointers to the index tiles), their whole range checked against the
/// memory map once; false with the interpreter's fault (`what`) recorded.
bool resolveAccess(interp::Frame &frame, const OpSite &site,
                   const interp::ViewRecord &view, void *const *indices,
                   const char *what, interp::ResolvedAccess &access);

/// Loads the elements of a resolved view access into `out` (padding for
/// those outside the tensor), as `site` orders its loads.
void loadResolved(const OpSite &site, const interp::ResolvedAccess &access,
                  uint8_t *out);

/// Whether [lo, hi + bytes) lies in one allocation (the ones this block
/// found last are tried first), `bits` (the OR of the addresses) is aligned
/// to `bytes`, and the allocation is writable when `write`. lo > hi: no
/// active lane.
bool accessFits(BlockContext &ctx, uint64_t lo, uint64_t hi, uint64_t bits,
                unsigned bytes, bool write);

/// Runs the matmul K loop `id` (tilekit_jit_mmaf_loop); false with a fault
/// recorded.
bool runMatmulLoop(BlockContext &ctx, int32_t id, const int64_t *words,
                   const float *acc, float *result);

/// The runtime functions, for the ExecutionEngine's symbol table.
std::vector<std::pair<const char *, void *>> getRuntimeSymbols();

/// Prepares the sites of `entry`'s ops (numbered as the lowering numbers
/// them); `thunks` lists the ops to run on the interpreter. Fails with the
/// interpreter's message when one of them cannot be compiled.
llvm::Error prepareSites(mlir::cuda_tile::EntryOp entry,
                         llvm::ArrayRef<int32_t> thunks,
                         const interp::GlobalStorage &globals,
                         KernelSites &sites);

} // namespace tilekit::exec::jit

#endif // TILEKIT_LIB_EXECUTION_JIT_JITRUNTIME_H
