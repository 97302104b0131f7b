//===- ReduceOrder.h - The order in which reduce combines ------*- C++ -*-===//
//
// The specification leaves the order of combination of `reduce` to the
// implementation (it must be deterministic). TileKit's order, computed bit
// for bit by both engines (docs/execution.md, "reduce and scan"): a line of
// at most kReduceLanes elements is folded sequentially from the identities,
// element 0 first; a longer line is folded in kReduceLanes interleaved
// lanes (lane l takes elements l, l + kReduceLanes, ... in increasing
// order, each lane starting from the identities), and the lanes are then
// combined pairwise: for h = kReduceLanes / 2, ..., 2, 1, lane l < h
// becomes combine(current = lane l + h, accumulator = lane l); lane 0 is
// the result. SIMD registers hold the lanes, so long reductions are not
// one dependent chain. The value is fixed on every host.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_REDUCEORDER_H
#define TILEKIT_EXECUTION_REDUCEORDER_H

#include <cstdint>

namespace tilekit::exec {

constexpr int64_t kReduceLanes = 16;

/// Whether a reduce line of `extent` elements is folded in lanes.
constexpr bool isLaneReduce(int64_t extent) { return extent > kReduceLanes; }

} // namespace tilekit::exec

#endif
