//===- Grid.cpp - Running a grid of tile blocks on a thread pool ----------===//
//
// Each tile block runs on a fiber (ucontext) of a worker thread. A block that
// reaches a synchronizing operation often enough (see yieldTileBlock) is
// parked and any worker may resume it later, so a block spinning on a lock
// held by a block not yet started never starves it: forward progress holds
// with any number of threads, including one. Kernels without synchronizing
// operations cannot wait for each other: their blocks are plain calls, which
// saves the fiber switches (two system calls each with ucontext).
//
// Blocks are claimed in grid order. After a fault, blocks after the first
// faulting one are skipped and the ones before it still run, so the fault
// reported is the first in grid order whatever the thread count.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/Grid.h"

#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace tilekit::exec {

namespace {

/// Reserved per fiber, committed page by page as the block touches it (a
/// shallow block costs a few pages). The reservation still counts against
/// the address-space limit (ulimit -v), so it grows only with the kernel's
/// nesting: per nested region, what the interpreter's recursion through it
/// takes, with room to spare (NestingDepth.h allows 1,024 levels).
constexpr size_t kBaseFiberStackBytes = size_t(256) << 10;
constexpr size_t kFiberStackBytesPerLevel = size_t(3) << 10;
/// Spare stacks a worker keeps mapped (their pages given back) for reuse.
constexpr size_t kSpareFibersPerWorker = 16;
/// Above this many started, unfinished blocks (each holds a fiber stack),
/// workers mostly resume parked blocks and start a new one only every
/// kStartThrottle-th turn: memory stays bounded for blocks that park a few
/// times, and every block still starts eventually (forward progress).
constexpr uint64_t kManyLiveBlocks = 1024;
constexpr unsigned kStartThrottle = 64;
/// After a fault, a block before the faulting one that still waits when no
/// block has started or ended for this long is stopped: it most likely
/// waits for a block that was stopped. Long enough that a block still
/// working (its atomics succeed) on a loaded host is not taken for one:
/// 100 ms stopped such a block now and then under a parallel test run.
constexpr int64_t kStuckAfterFaultNs = 1'000'000'000;
constexpr uint64_t kNoFault = UINT64_MAX;

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// A fiber stack: an anonymous mapping reserved without swap (committed
/// lazily by the kernel) below which a guard page catches overflows.
class FiberStack {
public:
  FiberStack() = default;
  FiberStack(const FiberStack &) = delete;
  FiberStack &operator=(const FiberStack &) = delete;
  ~FiberStack() {
    if (mapping)
      munmap(mapping, mappedBytes);
  }

  /// Maps a stack of `bytes` (a multiple of the page size); false with
  /// errno set when the process cannot.
  bool map(size_t bytes) {
    size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    stackBytes = bytes;
    mappedBytes = bytes + page;
    void *at =
        mmap(nullptr, mappedBytes, PROT_READ | PROT_WRITE,
             MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (at == MAP_FAILED)
      return false;
    mapping = static_cast<char *>(at);
    if (mprotect(mapping, page, PROT_NONE) != 0) {
      int saved = errno;
      munmap(mapping, mappedBytes);
      mapping = nullptr;
      errno = saved;
      return false;
    }
    guardBytes = page;
    return true;
  }
  /// Gives the touched pages back to the system (they read as zeros).
  void release() { madvise(mapping + guardBytes, stackBytes, MADV_DONTNEED); }
  void *base() const { return mapping + guardBytes; }
  size_t size() const { return stackBytes; }

private:
  char *mapping = nullptr;
  size_t mappedBytes = 0, guardBytes = 0, stackBytes = 0;
};

struct Scheduler;

struct Fiber {
  ucontext_t context;
  FiberStack stack;
  GridDims blockId = {0, 0, 0};
  uint64_t linear = 0;
  Scheduler *scheduler = nullptr;
  bool finished = false;
  /// yieldTileBlock told the block to stop.
  bool stopped = false;
};

struct Worker {
  ucontext_t context;
  Fiber *running = nullptr;
  std::vector<std::unique_ptr<Fiber>> spare;
};

struct Scheduler {
  GridDims grid;
  uint64_t total = 0;
  const std::function<bool(const GridDims &)> *body = nullptr;
  const StopRequest *stop = nullptr;
  size_t stackBytes = 0;
  std::atomic<uint64_t> nextBlock{0};
  /// Blocks that ended or were skipped.
  std::atomic<uint64_t> finished{0};
  std::atomic<uint64_t> live{0};
  /// The linear id of the first faulting block so far.
  std::atomic<uint64_t> firstFault{kNoFault};
  /// When a block last started or ended (after a fault only).
  std::atomic<int64_t> lastProgressNs{0};
  /// A fiber stack could not be mapped: the launch fails.
  std::atomic<bool> aborted{false};
  std::mutex errorMutex;
  std::string error;
  std::mutex parkedMutex;
  std::deque<Fiber *> parked;

  bool isStopping() const {
    return aborted.load(std::memory_order_relaxed) ||
           (stop && stop->isRequested());
  }
  bool hasFault() const {
    return firstFault.load(std::memory_order_relaxed) != kNoFault;
  }
  void recordFault(uint64_t linear) {
    uint64_t seen = firstFault.load();
    while (linear < seen && !firstFault.compare_exchange_weak(seen, linear))
      ;
    lastProgressNs.store(nowNs(), std::memory_order_relaxed);
  }
  void noteProgress() {
    if (hasFault())
      lastProgressNs.store(nowNs(), std::memory_order_relaxed);
  }
  /// Counts the blocks from the next unclaimed one on as done: none of
  /// them will run.
  void skipRest() {
    uint64_t next = nextBlock.exchange(total);
    if (next < total)
      finished.fetch_add(total - next);
  }
  /// Whether the running block `fiber` should stop at a wait.
  bool shouldStop(const Fiber &fiber) const {
    if (isStopping())
      return true;
    uint64_t fault = firstFault.load(std::memory_order_relaxed);
    if (fault == kNoFault)
      return false;
    return fiber.linear > fault ||
           nowNs() - lastProgressNs.load(std::memory_order_relaxed) >
               kStuckAfterFaultNs;
  }
};

thread_local Worker *currentWorker = nullptr;
thread_local unsigned plainWorkerIndex = 0;

// Fibers migrate between threads: the thread-local must be re-read after
// every switch, never cached across one.
__attribute__((noinline)) Worker *getCurrentWorker() {
  asm volatile("" ::: "memory");
  return currentWorker;
}

void fiberMain() {
  Worker *worker = getCurrentWorker();
  Fiber *fiber = worker->running;
  Scheduler &scheduler = *fiber->scheduler;
  if (!scheduler.isStopping() &&
      fiber->linear <= scheduler.firstFault.load(std::memory_order_relaxed) &&
      !(*scheduler.body)(fiber->blockId) && !fiber->stopped)
    scheduler.recordFault(fiber->linear);
  fiber->finished = true;
  worker = getCurrentWorker();
  swapcontext(&fiber->context, &worker->context);
}

GridDims blockIdOf(const GridDims &grid, uint64_t linear) {
  // x varies fastest.
  GridDims id;
  id[0] = static_cast<uint32_t>(linear % grid[0]);
  linear /= grid[0];
  id[1] = static_cast<uint32_t>(linear % grid[1]);
  id[2] = static_cast<uint32_t>(linear / grid[1]);
  return id;
}

void resume(Worker &worker, Fiber *fiber) {
  worker.running = fiber;
  swapcontext(&worker.context, &fiber->context);
  worker.running = nullptr;
}

/// A fiber with a mapped stack for block `linear`; null (the launch
/// aborted, the error recorded) when the process cannot map one more.
Fiber *acquireFiber(Scheduler &scheduler, Worker &worker, uint64_t linear) {
  if (worker.spare.empty()) {
    auto fresh = std::make_unique<Fiber>();
    if (!fresh->stack.map(scheduler.stackBytes)) {
      int code = errno;
      std::lock_guard<std::mutex> lock(scheduler.errorMutex);
      if (scheduler.error.empty()) {
        GridDims id = blockIdOf(scheduler.grid, linear);
        scheduler.error =
            "cannot map a stack for tile block (" + std::to_string(id[0]) +
            ", " + std::to_string(id[1]) + ", " + std::to_string(id[2]) +
            ") (" + std::strerror(code) +
            "): " + std::to_string(scheduler.live.load()) +
            " blocks are waiting at once, each on a stack of its own "
            "(" +
            std::to_string(scheduler.stackBytes >> 10) +
            " KiB reserved, committed as used); run fewer tile blocks or "
            "raise the process's limits (ulimit -v, vm.max_map_count)";
      }
      scheduler.aborted.store(true);
      return nullptr;
    }
    worker.spare.push_back(std::move(fresh));
  }
  Fiber *fiber = worker.spare.back().release();
  worker.spare.pop_back();
  return fiber;
}

void workerLoop(Scheduler &scheduler) {
  Worker worker;
  currentWorker = &worker;
  unsigned turn = 0, idle = 0;
  while (scheduler.finished.load() < scheduler.total) {
    Fiber *fiber = nullptr;
    bool preferParked = (++turn & 1) != 0;
    if (scheduler.live.load(std::memory_order_relaxed) >= kManyLiveBlocks)
      preferParked = turn % kStartThrottle != 0;
    auto takeParked = [&] {
      std::lock_guard<std::mutex> lock(scheduler.parkedMutex);
      if (scheduler.parked.empty())
        return false;
      fiber = scheduler.parked.front();
      scheduler.parked.pop_front();
      return true;
    };
    auto startNew = [&] {
      if (scheduler.isStopping()) {
        scheduler.skipRest();
        return false;
      }
      uint64_t linear = scheduler.nextBlock.fetch_add(1);
      if (linear >= scheduler.total)
        return false;
      if (linear > scheduler.firstFault.load() ||
          !(fiber = acquireFiber(scheduler, worker, linear))) {
        scheduler.finished.fetch_add(1);
        scheduler.skipRest();
        return false;
      }
      scheduler.live.fetch_add(1, std::memory_order_relaxed);
      scheduler.noteProgress();
      fiber->finished = fiber->stopped = false;
      fiber->scheduler = &scheduler;
      fiber->linear = linear;
      fiber->blockId = blockIdOf(scheduler.grid, linear);
      getcontext(&fiber->context);
      fiber->context.uc_stack.ss_sp = fiber->stack.base();
      fiber->context.uc_stack.ss_size = fiber->stack.size();
      fiber->context.uc_link = nullptr;
      makecontext(&fiber->context, fiberMain, 0);
      return true;
    };
    bool got = preferParked ? (takeParked() || startNew())
                            : (startNew() || takeParked());
    if (!got) {
      // Nothing to run until another worker parks a block or the grid
      // ends: back off so an idle worker does not take a busy one's core.
      if (++idle < 64)
        std::this_thread::yield();
      else
        std::this_thread::sleep_for(std::chrono::microseconds(50));
      continue;
    }
    idle = 0;
    resume(worker, fiber);
    if (fiber->finished) {
      scheduler.live.fetch_sub(1, std::memory_order_relaxed);
      scheduler.noteProgress();
      scheduler.finished.fetch_add(1);
      // The block's pages go back to the system; the reservation stays
      // for the next block, up to a few per worker.
      if (worker.spare.size() < kSpareFibersPerWorker) {
        fiber->stack.release();
        worker.spare.emplace_back(fiber);
      } else {
        delete fiber;
      }
    } else {
      std::lock_guard<std::mutex> lock(scheduler.parkedMutex);
      scheduler.parked.push_back(fiber);
    }
  }
  currentWorker = nullptr;
}

/// Blocks as plain calls. Workers claim runs of consecutive blocks, so that
/// grids of many tiny blocks do not contend on the shared counter.
void plainWorkerLoop(Scheduler &scheduler, uint64_t run, unsigned index) {
  plainWorkerIndex = index;
  for (;;) {
    if (scheduler.isStopping())
      return;
    uint64_t first = scheduler.nextBlock.fetch_add(run);
    if (first >= scheduler.total)
      return;
    uint64_t last = std::min(first + run, scheduler.total);
    for (uint64_t linear = first; linear < last; ++linear) {
      // Blocks before a fault still run: one of them may fault first.
      if (linear > scheduler.firstFault.load(std::memory_order_relaxed) ||
          scheduler.isStopping())
        return;
      if (!(*scheduler.body)(blockIdOf(scheduler.grid, linear)))
        scheduler.recordFault(linear);
    }
  }
}

} // namespace

size_t getFiberStackBytes(unsigned depth) {
  size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  size_t bytes = kBaseFiberStackBytes + depth * kFiberStackBytesPerLevel;
  return (bytes + page - 1) / page * page;
}

unsigned getDefaultThreadCount() {
  unsigned n = std::thread::hardware_concurrency();
  return n ? n : 1;
}

bool runGrid(const GridDims &grid, unsigned threads,
             const std::function<bool(const GridDims &)> &body,
             bool blocksMayWait, const StopRequest *stop, std::string *error,
             size_t fiberStackBytes) {
  Scheduler scheduler;
  size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  scheduler.stackBytes = std::max((fiberStackBytes + page - 1) / page * page,
                                  getFiberStackBytes(0));
  scheduler.grid = grid;
  scheduler.total = uint64_t(grid[0]) * grid[1] * grid[2];
  scheduler.body = &body;
  scheduler.stop = stop;
  if (scheduler.total == 0)
    return true;
  if (threads == 0)
    threads = getDefaultThreadCount();
  if (threads > scheduler.total)
    threads = static_cast<unsigned>(scheduler.total);
  // Runs of at most 64 blocks, at least 16 runs per worker.
  uint64_t run = std::clamp<uint64_t>(scheduler.total / (16 * threads), 1, 64);
  auto work = [&](unsigned index) {
    if (blocksMayWait)
      workerLoop(scheduler);
    else
      plainWorkerLoop(scheduler, run, index);
  };
  std::vector<std::thread> pool;
  for (unsigned i = 1; i < threads; ++i) {
    // The host may refuse more threads (limits, memory): run on fewer.
    try {
      pool.emplace_back(work, i);
    } catch (const std::system_error &) {
      break;
    }
  }
  work(0);
  for (std::thread &thread : pool)
    thread.join();
  if (scheduler.aborted.load()) {
    if (error)
      *error = scheduler.error;
    return false;
  }
  return !scheduler.hasFault() && !(stop && stop->isRequested());
}

unsigned getPlainWorkerIndex() { return plainWorkerIndex; }

bool yieldTileBlock() {
  Worker *worker = getCurrentWorker();
  if (!worker || !worker->running)
    return true;
  Fiber *fiber = worker->running;
  swapcontext(&fiber->context, &worker->context);
  // Possibly resumed on another worker; the scheduler is the same.
  if (!fiber->scheduler->shouldStop(*fiber))
    return true;
  fiber->stopped = true;
  return false;
}

bool isTileBlockStopped() {
  Worker *worker = getCurrentWorker();
  return worker && worker->running && worker->running->stopped;
}

} // namespace tilekit::exec
