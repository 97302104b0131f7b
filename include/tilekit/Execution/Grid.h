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
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>

namespace tilekit::exec {

using GridDims = std::array<uint32_t, 3>;

/// Why a launch was asked to stop before its grid ended.
enum class StopReason : uint32_t { None = 0, Cancelled, Timeout };

/// A request to stop a running launch, set from any thread (a watchdog, the
/// caller). The grid scheduler checks it between blocks and at waits, the
/// interpreter at each loop iteration, compiled code at loop back-edges:
/// polling is one relaxed load of getWord().
class StopRequest {
public:
  /// The first reason wins. Lock-free: may be called from a signal handler.
  void request(StopReason reason = StopReason::Cancelled) {
    uint32_t none = 0;
    word.compare_exchange_strong(none, static_cast<uint32_t>(reason));
  }
  StopReason getReason() const {
    return static_cast<StopReason>(word.load(std::memory_order_relaxed));
  }
  bool isRequested() const { return word.load(std::memory_order_relaxed) != 0; }
  /// Nonzero once a stop is requested.
  const std::atomic<uint32_t> *getWord() const { return &word; }

private:
  std::atomic<uint32_t> word{0};
};

/// The number of worker threads used when none is requested.
unsigned getDefaultThreadCount();

/// Runs `body(blockId)` for every block of `grid` on `threads` workers.
/// `body` returns false when its block faults. What the launch reports is
/// the fault of the first faulting block in grid order (linear id, x
/// fastest), whatever the thread count: after a fault, blocks after it are
/// skipped (or stopped at their next wait), blocks before it still run; one
/// of them that keeps waiting while no block ends for a while (it waits for
/// a stopped block) is stopped too. Returns whether every block succeeded;
/// false too when `stop` is requested (blocks not yet started are skipped,
/// waiting ones stopped).
/// `blocksMayWait` says whether a block can wait for another (the kernel
/// has synchronizing operations): only then does each block get a fiber;
/// otherwise blocks are plain calls and yieldTileBlock does nothing.
/// A fiber's stack is reserved (not committed) and given back when its
/// block ends; when no more can be mapped, the launch fails: `error` (if
/// not null) says why, and runGrid returns false.
/// `fiberStackBytes` is the stack each fiber reserves (0: a default for
/// shallow kernels, see getFiberStackBytes).
bool runGrid(const GridDims &grid, unsigned threads,
             const std::function<bool(const GridDims &blockId)> &body,
             bool blocksMayWait = true, const StopRequest *stop = nullptr,
             std::string *error = nullptr, size_t fiberStackBytes = 0);

/// The fiber stack a block whose regions nest `depth` deep needs: the
/// interpreter recurses once per nested region.
size_t getFiberStackBytes(unsigned depth);

/// The linear id of `blockId` in `grid` (x fastest).
inline uint64_t linearBlockIdOf(const GridDims &grid, const GridDims &blockId) {
  return blockId[0] +
         uint64_t(grid[0]) * (blockId[1] + uint64_t(grid[1]) * blockId[2]);
}

/// The error of the first faulting block in grid order, as engines keep it
/// while blocks fault in any order on several workers.
class FirstFault {
public:
  /// Keeps `error` if block `linear` comes before the one kept so far.
  void record(uint64_t linear, std::string error) {
    std::lock_guard<std::mutex> lock(mutex);
    if (linear < block) {
      block = linear;
      text = std::move(error);
    }
  }
  const std::string &getError() const { return text; }

private:
  std::mutex mutex;
  uint64_t block = UINT64_MAX;
  std::string text;
};

/// In a grid whose blocks are plain calls (blocksMayWait false): the index,
/// from 0 to the worker count - 1, of the worker running the calling block.
/// Each worker runs one block at a time, so per-worker state needs no lock.
unsigned getPlainWorkerIndex();

/// Called by a running block at a synchronizing operation: lets other
/// blocks run now and then, so that blocks waiting on each other progress.
/// Returns false when the block should stop: a stop was requested, a block
/// before it in grid order faulted, or it waits without the grid making
/// progress after a fault (isTileBlockStopped then holds).
bool yieldTileBlock();

/// Whether yieldTileBlock told the calling block to stop: its failure is
/// not a fault of its own.
bool isTileBlockStopped();

} // namespace tilekit::exec

#endif // TILEKIT_EXECUTION_GRID_H
