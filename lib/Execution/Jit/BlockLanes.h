//===- BlockLanes.h - Tile blocks as SIMD lanes -----------------*- C++ -*-===//
//
// An entry whose tile blocks differ only through rank-0 values derived from
// the x block id can run W consecutive blocks in one call: the widened
// entry computes tile<W x T> where the original computes tile<T>, lane i
// being block bx * W + i (docs/jit.md, "Lanes across blocks").
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_JIT_BLOCKLANES_H
#define TILEKIT_LIB_EXECUTION_JIT_BLOCKLANES_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace tilekit::exec::jit {

/// What the launch must know about a widened entry.
struct LanesPlan {
  /// Entry parameters (indices) read and written through pointers: a group
  /// of blocks may run widened only when no written buffer overlaps a read
  /// one, so that rerunning the group block by block after a fault is exact,
  /// and no two written buffers overlap (each has one store, whose lanes
  /// store in block order).
  llvm::SmallVector<unsigned> loadParams, storeParams;
  /// Op ids of the widened ops: none of them may run as an interpreter
  /// thunk (the thunk's site describes the original rank-0 op).
  llvm::DenseSet<int32_t> widenedOps;
};

/// Rewrites the numbered entry `entry` (numberEntryOps) in place so that one
/// call runs `lanes` consecutive blocks in x (the x block id argument then
/// counts groups of `lanes` blocks). Fails, with `entry` unchanged and the
/// reason in `reason`, when the entry is not eligible. `defect` plants a
/// defect for the tests (LanesDefect).
enum class LanesDefect { None, Reverse, Unscaled };
mlir::FailureOr<LanesPlan> widenAcrossBlocks(mlir::cuda_tile::EntryOp entry,
                                             unsigned lanes, LanesDefect defect,
                                             std::string &reason);

/// The lane count for this host: 32 with AVX-512, 8 with AVX2, 4 otherwise;
/// TILEKIT_JIT_LANES=N overrides it (0: no lanes).
unsigned getHostLanes();

} // namespace tilekit::exec::jit

#endif // TILEKIT_LIB_EXECUTION_JIT_BLOCKLANES_H
