//===- Grid.h - Running a grid of tile blocks on a thread pool -*- C++ -*-===//
//
// Tile blocks run on worker threads, each on its own fiber so that a block
// waiting for another (a spin lock, a split-K counter) can step aside: the
// specification's forward-progress guarantee holds for any thread count.
// Blocks yield only at synchronizing operations (atomics, non-weak loads),
// so a race-free kernel run with one thread is deterministic.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_GRID_H
#define TILEKIT_EXECUTION_GRID_H

#include <array>
#include <cstdint>
#include <functional>
#include <string>

namespace tilekit::exec {

using GridDims = std::array<uint32_t, 3>;

/// The number of worker threads used when none is requested.
unsigned getDefaultThreadCount();

/// Runs `body(blockId)` for every block of `grid` on `threads` workers.
/// `body` returns false to stop the launch (the first failure wins; blocks
/// not yet started are skipped). Returns whether every block succeeded.
/// `blocksMayWait` says whether a block can wait for another (the kernel
/// has synchronizing operations): only then does each block get a fiber;
/// otherwise blocks are plain calls and yieldTileBlock does nothing.
bool runGrid(const GridDims &grid, unsigned threads,
             const std::function<bool(const GridDims &blockId)> &body,
             bool blocksMayWait = true);

/// In a grid whose blocks are plain calls (blocksMayWait false): the index,
/// from 0 to the worker count - 1, of the worker running the calling block.
/// Each worker runs one block at a time, so per-worker state needs no lock.
unsigned getPlainWorkerIndex();

/// Called by a running block at a synchronizing operation: lets other
/// blocks run now and then, so that blocks waiting on each other progress.
/// Returns false when the launch has failed meanwhile: the block should stop.
bool yieldTileBlock();

} // namespace tilekit::exec

#endif // TILEKIT_EXECUTION_GRID_H
