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
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/Grid.h"

#include <ucontext.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <deque>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace tilekit::exec {

namespace {

constexpr size_t kFiberStackBytes = 512 * 1024;
/// Above this many started, unfinished blocks (each holds a fiber stack),
/// workers mostly resume parked blocks and start a new one only every
/// kStartThrottle-th turn: memory stays bounded for blocks that park a few
/// times, and every block still starts eventually (forward progress).
constexpr uint64_t kManyLiveBlocks = 1024;
constexpr unsigned kStartThrottle = 64;

struct Scheduler;

struct Fiber {
  ucontext_t context;
  std::unique_ptr<char[]> stack;
  GridDims blockId = {0, 0, 0};
  Scheduler *scheduler = nullptr;
  bool finished = false;
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
  std::atomic<uint64_t> nextBlock{0};
  std::atomic<uint64_t> finished{0};
  std::atomic<uint64_t> live{0};
  std::atomic<bool> failed{false};
  std::mutex parkedMutex;
  std::deque<Fiber *> parked;
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
  if (!scheduler.failed.load(std::memory_order_relaxed) &&
      !(*scheduler.body)(fiber->blockId))
    scheduler.failed.store(true);
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
      uint64_t linear = scheduler.nextBlock.fetch_add(1);
      if (linear >= scheduler.total)
        return false;
      if (worker.spare.empty()) {
        auto fresh = std::make_unique<Fiber>();
        fresh->stack.reset(new char[kFiberStackBytes]);
        worker.spare.push_back(std::move(fresh));
      }
      fiber = worker.spare.back().release();
      worker.spare.pop_back();
      scheduler.live.fetch_add(1, std::memory_order_relaxed);
      fiber->finished = false;
      fiber->scheduler = &scheduler;
      fiber->blockId = blockIdOf(scheduler.grid, linear);
      getcontext(&fiber->context);
      fiber->context.uc_stack.ss_sp = fiber->stack.get();
      fiber->context.uc_stack.ss_size = kFiberStackBytes;
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
      scheduler.finished.fetch_add(1);
      worker.spare.emplace_back(fiber);
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
    uint64_t first = scheduler.nextBlock.fetch_add(run);
    if (first >= scheduler.total)
      return;
    uint64_t last = std::min(first + run, scheduler.total);
    for (uint64_t linear = first; linear < last; ++linear) {
      if (scheduler.failed.load(std::memory_order_relaxed))
        return;
      if (!(*scheduler.body)(blockIdOf(scheduler.grid, linear)))
        scheduler.failed.store(true);
    }
  }
}

} // namespace

unsigned getDefaultThreadCount() {
  unsigned n = std::thread::hardware_concurrency();
  return n ? n : 1;
}

bool runGrid(const GridDims &grid, unsigned threads,
             const std::function<bool(const GridDims &)> &body,
             bool blocksMayWait) {
  Scheduler scheduler;
  scheduler.grid = grid;
  scheduler.total = uint64_t(grid[0]) * grid[1] * grid[2];
  scheduler.body = &body;
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
  return !scheduler.failed.load();
}

unsigned getPlainWorkerIndex() { return plainWorkerIndex; }

bool yieldTileBlock() {
  Worker *worker = getCurrentWorker();
  if (!worker || !worker->running)
    return true;
  Fiber *fiber = worker->running;
  swapcontext(&fiber->context, &worker->context);
  // Possibly resumed on another worker; the scheduler is the same.
  return !fiber->scheduler->failed.load(std::memory_order_relaxed);
}

} // namespace tilekit::exec
