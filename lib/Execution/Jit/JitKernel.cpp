//===- JitKernel.cpp - Launching compiled kernels -------------------------===//
//
// A JIT kernel binds arguments exactly as the interpreter does (the same
// memory map, names and globals), then runs the grid with runGrid: each tile
// block calls the compiled entry on its fiber with its own context,
// interpreter frame (for thunks, allocas and errors) and frame buffer. The
// compiled code of an entry is shared through the module's cache; globals
// belong to each prepared kernel, as in the interpreter. Launches with
// --check run on the interpreter. An entry widened across blocks
// (BlockLanes.h) runs groups of W blocks in x per call where the launch
// allows it; a group in which a lane faults is undone and rerun block by
// block.
//
//===----------------------------------------------------------------------===//

#include "BlockLanes.h"
#include "JitCompiler.h"

#include "tilekit/Execution/Engine.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <cstdlib>
#include <set>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::jit {

namespace {

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Frame buffers of the blocks in flight, reused across blocks and
/// launches.
class FramePool {
public:
  explicit FramePool(uint64_t bytes) : bytes(std::max<uint64_t>(bytes, 64)) {}
  ~FramePool() {
    for (void *frame : free)
      std::free(frame);
  }
  uint8_t *acquire() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (!free.empty()) {
        void *frame = free.back();
        free.pop_back();
        return static_cast<uint8_t *>(frame);
      }
    }
    uint64_t rounded = (bytes + 63) & ~uint64_t(63);
    void *frame = std::aligned_alloc(64, rounded);
    if (!frame)
      llvm::report_fatal_error("out of memory allocating a JIT frame");
    return static_cast<uint8_t *>(frame);
  }
  void release(uint8_t *frame) {
    std::lock_guard<std::mutex> lock(mutex);
    free.push_back(frame);
  }

private:
  uint64_t bytes;
  std::mutex mutex;
  std::vector<void *> free;
};

/// Runs one block; false when a runtime function raised a fault. Kept out of
/// line: setjmp's frame must stay live while the compiled code runs.
__attribute__((noinline)) bool
runCompiled(CompiledEntry::Function function, BlockContext &ctx,
            const GridDims &id, const uint64_t *words, uint8_t *frame) {
  if (setjmp(*ctx.fault) != 0)
    return false;
  function(&ctx, id[0], id[1], id[2], words, frame);
  return true;
}

/// Runs the widened entry for groups first .. last - 1 of row (y, z), each
/// with an empty undo log from `undoStart`, under one setjmp; false with
/// `left` = the group that left the fast path (its stores still logged).
__attribute__((noinline)) bool runLaneGroups(CompiledEntry::Function function,
                                             BlockContext &ctx, uint32_t first,
                                             uint32_t last, uint32_t y,
                                             uint32_t z, const uint64_t *words,
                                             uint8_t *frame, uint8_t *undoStart,
                                             uint32_t &left) {
  // volatile: its value after the longjmp is the group that left.
  volatile uint32_t group = first;
  if (setjmp(*ctx.fault) != 0) {
    left = group;
    return false;
  }
  for (; group < last; group = group + 1) {
    ctx.header.undoCursor = undoStart;
    function(&ctx, group, y, z, words, frame);
  }
  return true;
}

class JitKernel : public PreparedKernel {
public:
  JitKernel(EntryOp entry, std::shared_ptr<CompiledEntry> compiled)
      : entry(entry), compiled(std::move(compiled)),
        frames(this->compiled->frameBytes) {}

  llvm::Error prepare() {
    std::string error;
    if (failed(interp::initializeGlobals(
            entry->getParentOfType<cuda_tile::ModuleOp>(), globals, error)))
      return makeError(error);
    for (auto global : entry->getParentOfType<cuda_tile::ModuleOp>()
                           .getBodyBlock()
                           .getOps<GlobalOp>())
      globalTable.push_back(globals.addresses.lookup(global.getSymName()));
    // Facts of the entry every launch needs, found once (printing the
    // parameter types and walking the body cost more than a small grid).
    params = ExecutableModule::getParameters(entry);
    blocksMayWait = interp::hasSyncOperations(entry);
    // Thunked ops run the interpreter, which recurses through regions.
    fiberStackBytes = getFiberStackBytes(getRegionNestingDepth(entry));
    return prepareSites(entry, compiled->thunks, globals, sites);
  }

  EngineKind getEngineKind() const override { return EngineKind::Jit; }
  const KernelSites &getSites() const { return sites; }

  llvm::Error launch(llvm::ArrayRef<KernelArgument> args,
                     const LaunchOptions &options) override;

private:
  bool useLanes(llvm::ArrayRef<KernelArgument> args,
                std::vector<LaneRange> &ranges) const;

  EntryOp entry;
  std::shared_ptr<CompiledEntry> compiled;
  /// The lanes the last launch used (0: none), for the statistics.
  unsigned lastLaunchLanes = 0;
  bool launchCounted = false;
  interp::GlobalStorage globals;
  std::vector<uint64_t> globalTable;
  KernelSites sites;
  std::vector<ParameterInfo> params;
  bool blocksMayWait = false;
  size_t fiberStackBytes = 0;
  FramePool frames;
  std::unique_ptr<PreparedKernel> interpreter;
};

/// Whether this launch may run the widened entry: every parameter it
/// accesses is a buffer, and no buffer it stores through overlaps one it
/// loads from or another it stores through (then no block reads what
/// another writes, a group's blocks can be rerun one by one after a fault,
/// and each address ends with its last block's value). Fills each accessed
/// parameter's range.
bool JitKernel::useLanes(llvm::ArrayRef<KernelArgument> args,
                         std::vector<LaneRange> &ranges) const {
  if (!compiled->lanesFunction)
    return false;
  ranges.assign(args.size(), LaneRange());
  for (const std::vector<unsigned> *params :
       {&compiled->lanesLoadParams, &compiled->lanesStoreParams})
    for (unsigned param : *params) {
      if (param >= args.size() ||
          args[param].kind != KernelArgument::Kind::Buffer)
        return false;
      uint64_t base = reinterpret_cast<uint64_t>(args[param].data);
      ranges[param] = {base, base + args[param].bytes};
    }
  auto overlap = [&](unsigned a, unsigned b) {
    return ranges[a].begin < ranges[b].end && ranges[b].begin < ranges[a].end;
  };
  const std::vector<unsigned> &stored = compiled->lanesStoreParams;
  for (size_t i = 0; i < stored.size(); ++i) {
    for (unsigned loaded : compiled->lanesLoadParams)
      if (overlap(stored[i], loaded))
        return false;
    for (size_t j = 0; j < i; ++j)
      if (overlap(stored[i], stored[j]))
        return false;
  }
  return true;
}

llvm::Error JitKernel::launch(llvm::ArrayRef<KernelArgument> args,
                              const LaunchOptions &options) {
  if (options.check || options.checkNan || options.trace) {
    if (!interpreter) {
      // `--check` alone (mode ub) keeps its short spelling.
      std::string modes = describeCheckModes(options);
      llvm::errs() << "tile-run: note: "
                   << (modes.empty()   ? std::string("--trace")
                       : modes == "ub" ? std::string("--check")
                                       : "--check=" + modes)
                   << " runs on the interpreter\n";
      auto prepared = prepareInterpreter(entry);
      if (!prepared)
        return prepared.takeError();
      interpreter = std::move(*prepared);
    }
    return interpreter->launch(args, options);
  }
  // The same memory map as the interpreter's; the argument words of the
  // ABI (JitAbi.h).
  MemoryMap memory;
  if (llvm::Error error = interp::mapLaunchMemory(entry, params, args, options,
                                                  globals, memory))
    return error;
  std::vector<uint64_t> words;
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArgument &arg = args[i];
    uint64_t base = reinterpret_cast<uint64_t>(arg.data);
    switch (arg.kind) {
    case KernelArgument::Kind::Scalar:
      words.push_back(
          interp::maskBits(arg.scalarBits, 8 * params[i].elementBytes));
      break;
    case KernelArgument::Kind::Buffer:
      words.push_back(base);
      break;
    case KernelArgument::Kind::TensorView:
      words.push_back(base);
      for (int64_t d : arg.shape)
        words.push_back(static_cast<uint64_t>(d));
      for (int64_t s : arg.strides)
        words.push_back(static_cast<uint64_t>(s));
      break;
    }
  }

  std::mutex outMutex;
  interp::LaunchState state;
  static std::atomic<uint64_t> launchCount{0};
  state.serial = ++launchCount;
  state.memory = &memory;
  state.grid = options.grid;
  state.check = false;
  state.out = options.printStream ? options.printStream : &llvm::outs();
  state.outMutex = &outMutex;
  state.printLocations = options.printLocations;
  LaunchStop stop(options);
  const std::atomic<uint32_t> *stopWord = stop.getRequest().getWord();
  state.stop = stopWord;

  // The fault of the first faulting block in grid order.
  FirstFault firstFault;
  CompiledEntry::Function function = compiled->function;
  // Blocks that cannot wait for each other run as plain calls, one at a
  // time per worker: each worker keeps one frame for the launch instead of
  // taking the pool's lock twice per block.
  unsigned workers =
      blocksMayWait
          ? 0
          : (options.threads ? options.threads : getDefaultThreadCount());
  std::vector<uint8_t *> workerFrames(workers, nullptr);

  // Lanes: groups of `lanes` consecutive blocks in x run as one call of
  // the widened entry, the rest of each row block by block. The grid
  // walked has one x position per group, then one per remaining block, so
  // blocks keep their order.
  std::vector<LaneRange> laneRanges;
  const char *noLanes = nullptr;
  if (compiled->lanesFunction && !useLanes(args, laneRanges))
    noLanes = "a buffer stored through overlaps another one accessed";
  else if (compiled->lanesFunction && options.grid[0] < compiled->lanes)
    noLanes = "the grid is narrower than the lanes";
  unsigned lanes = compiled->lanesFunction && !noLanes && !blocksMayWait
                       ? compiled->lanes
                       : 0;
  // Widened stores check their parameter's range inline, not the memory
  // map: the buffers they store through (buffers, never read-only) count
  // as written from the start.
  if (lanes)
    for (unsigned param : compiled->lanesStoreParams)
      if (const Allocation *stored = memory.findContaining(
              reinterpret_cast<uint64_t>(args[param].data)))
        (void)stored->admitWrite();
  uint32_t groups = lanes ? options.grid[0] / lanes : 0;
  // Each walked position runs up to kGroupsPerPosition consecutive groups:
  // the launch's per-call cost (context, setjmp) is paid once for them.
  constexpr uint32_t kGroupsPerPosition = 8;
  uint32_t groupRuns = (groups + kGroupsPerPosition - 1) / kGroupsPerPosition;
  GridDims walked = options.grid;
  if (lanes)
    walked[0] = groupRuns + options.grid[0] % lanes;
  std::vector<LaneUndoLog> undoLogs(lanes ? workers : 0);
  if (compiled->lanesFunction && std::getenv("TILEKIT_JIT_STATS") &&
      (lanes != lastLaunchLanes || !launchCounted)) {
    llvm::errs() << "tile-run: jit: @" << entry.getSymName() << ": launch "
                 << (lanes ? llvm::formatv("with {0} lanes", lanes).str()
                           : "without lanes (" +
                                 std::string(noLanes ? noLanes
                                                     : "blocks may wait") +
                                 ")")
                 << "\n";
  }
  launchCounted = true;
  lastLaunchLanes = lanes;

  auto recordError = [&](const interp::Frame &frame) {
    // A block stopped at a wait did not fault.
    if (!isTileBlockStopped())
      firstFault.record(frame.linearBlockId, frame.error);
  };
  auto initContext = [&](BlockContext &ctx, interp::Frame &frame,
                         const GridDims &id) {
    frame.slots.resize(sites.numSlots);
    frame.launch = &state;
    frame.blockId = id;
    frame.linearBlockId =
        id[0] + options.grid[0] * (id[1] + options.grid[1] * id[2]);
    ctx.header.globals = globalTable.data();
    for (int d = 0; d < 3; ++d)
      ctx.header.grid[d] = options.grid[d];
    ctx.header.reserved = 0;
    ctx.header.laneRanges = nullptr;
    ctx.header.undoCursor = ctx.header.undoEnd = nullptr;
    ctx.header.readFit[0] = ctx.header.readFit[1] = 0;
    ctx.header.writeFit[0] = ctx.header.writeFit[1] = 0;
    static_assert(sizeof(std::atomic<uint32_t>) == sizeof(uint32_t));
    ctx.header.stop = reinterpret_cast<const uint32_t *>(stopWord);
    ctx.sites = &sites;
    ctx.frame = &frame;
  };
  // One call of the entry for block `id`; false with the error recorded
  // when it faults.
  auto call = [&](const GridDims &id, uint8_t *buffer) -> bool {
    interp::Frame frame;
    BlockContext ctx;
    initContext(ctx, frame, id);
    std::jmp_buf fault;
    ctx.fault = &fault;
    if (runCompiled(function, ctx, id, words.data(), buffer))
      return true;
    recordError(frame);
    return false;
  };
  // Groups first .. last - 1 of row (y, z) on the widened entry. A group
  // that faults (or leaves the fast path) has its stores undone and its
  // blocks run one by one, which reports the first faulting block exactly
  // as the interpreter does; the groups after it go on widened.
  auto callGroups = [&](uint32_t first, uint32_t last, uint32_t y, uint32_t z,
                        uint8_t *buffer, LaneUndoLog &undo) -> bool {
    interp::Frame frame;
    BlockContext ctx;
    initContext(ctx, frame, {first * lanes, y, z});
    ctx.header.laneRanges =
        reinterpret_cast<const uint64_t *>(laneRanges.data());
    ctx.header.undoEnd = undo.buffer.data() + undo.buffer.size();
    std::jmp_buf fault;
    ctx.fault = &fault;
    for (uint32_t group = first; group < last;) {
      uint32_t left = 0;
      if (runLaneGroups(compiled->lanesFunction, ctx, group, last, y, z,
                        words.data(), buffer, undo.buffer.data(), left))
        return true;
      undo.undo(ctx.header.undoCursor);
      for (unsigned i = 0; i < lanes; ++i)
        if (!call({left * lanes + i, y, z}, buffer))
          return false;
      group = left + 1;
    }
    return true;
  };
  std::string gridError;
  bool ok = runGrid(
      walked, options.threads,
      [&](const GridDims &position) {
        uint8_t *buffer;
        LaneUndoLog *undo = nullptr;
        if (blocksMayWait) {
          buffer = frames.acquire();
        } else {
          unsigned worker = getPlainWorkerIndex();
          uint8_t *&own = workerFrames[worker];
          if (!own)
            own = frames.acquire();
          buffer = own;
          if (lanes)
            undo = &undoLogs[worker];
        }
        bool done;
        if (lanes && position[0] < groupRuns) {
          uint32_t first = position[0] * kGroupsPerPosition;
          done = callGroups(first, std::min(first + kGroupsPerPosition, groups),
                            position[1], position[2], buffer, *undo);
        } else {
          GridDims block = position;
          if (lanes)
            block[0] = groups * lanes + (position[0] - groupRuns);
          done = call(block, buffer);
        }
        if (blocksMayWait)
          frames.release(buffer);
        return done;
      },
      blocksMayWait, &stop.getRequest(), &gridError, fiberStackBytes);
  for (uint8_t *buffer : workerFrames)
    if (buffer)
      frames.release(buffer);
  state.out->flush();
  return stop.getLaunchResult(ok, gridError, firstFault);
}

/// Options from the environment (for measurements and tests):
/// TILEKIT_JIT_MAX_VECTOR=N, TILEKIT_JIT_NO_THUNKS=1, TILEKIT_JIT_OPT_LEVEL=N,
/// TILEKIT_JIT_LOOP_OPTS=1, TILEKIT_JIT_LANES=N (BlockLanes.h).
JitOptions getOptionsFromEnvironment() {
  JitOptions options;
  options.lanes = getHostLanes();
  if (const char *text = std::getenv("TILEKIT_JIT_MAX_VECTOR"))
    if (int value = std::atoi(text); value > 0)
      options.maxVectorElements = value;
  if (const char *text = std::getenv("TILEKIT_JIT_OPT_LEVEL"))
    if (int value = std::atoi(text); value >= 0 && value <= 3)
      options.optLevel = value;
  if (const char *text = std::getenv("TILEKIT_JIT_LOOP_OPTS"))
    options.loopTransforms = text[0] != '\0' && text[0] != '0';
  if (const char *text = std::getenv("TILEKIT_JIT_NO_THUNKS"))
    options.interpreterThunks = text[0] == '\0' || text[0] == '0';
  return options;
}

void printStats(EntryOp entry, const CompiledEntry &compiled,
                const KernelSites &sites) {
  llvm::errs() << llvm::formatv(
      "tile-run: jit: @{0}: {1} ops, {2} on the interpreter",
      entry.getSymName(), compiled.numOps, compiled.thunks.size());
  std::set<std::string> names;
  for (int32_t id : compiled.thunks)
    names.insert(sites.sites[id].op->getName().getStringRef().str());
  std::string list;
  for (const std::string &name : names)
    list += (list.empty() ? " (" : ", ") + name;
  if (!list.empty())
    llvm::errs() << list << ")";
  llvm::errs() << llvm::formatv(", frame {0} bytes, compiled in {1:f1} ms",
                                compiled.frameBytes,
                                compiled.compileMilliseconds);
  if (compiled.lanesFunction)
    llvm::errs() << ", lanes " << compiled.lanes << "\n";
  else
    llvm::errs() << ", no lanes (" << compiled.lanesReason << ")\n";
}

} // namespace

} // namespace tilekit::exec::jit

namespace tilekit::exec {

llvm::Expected<std::unique_ptr<PreparedKernel>>
prepareJit(ExecutableModule &module, EntryOp entry) {
  jit::JitCache &cache = module.getJitCache();
  std::shared_ptr<jit::CompiledEntry> compiled;
  jit::CompileFailure failure;
  {
    std::lock_guard<std::mutex> lock(cache.mutex);
    auto [it, inserted] = cache.entries.try_emplace(entry.getSymName());
    if (inserted) {
      it->second.compiled = jit::compileEntry(
          entry, jit::getOptionsFromEnvironment(), it->second.failure);
    }
    compiled = it->second.compiled;
    failure = it->second.failure;
  }
  if (!compiled) {
    if (!failure.opName.empty())
      llvm::errs() << "tile-run: note: the JIT cannot compile '"
                   << failure.opName << "' ("
                   << (failure.location.empty()
                           ? std::string("unknown location")
                           : failure.location)
                   << "); running on the interpreter\n";
    else
      llvm::errs() << "tile-run: note: the JIT cannot compile @"
                   << entry.getSymName() << " (" << failure.message
                   << "); running on the interpreter\n";
    return prepareInterpreter(entry);
  }
  auto kernel = std::make_unique<jit::JitKernel>(entry, compiled);
  if (llvm::Error error = kernel->prepare()) {
    // Typically an op the interpreter cannot run either: then its own error
    // is the answer. Otherwise the interpreter runs the kernel, never
    // silently.
    auto interpreted = prepareInterpreter(entry);
    if (!interpreted) {
      llvm::consumeError(std::move(error));
      return interpreted.takeError();
    }
    llvm::errs() << "tile-run: note: the JIT cannot compile @"
                 << entry.getSymName() << " ("
                 << llvm::toString(std::move(error))
                 << "); running on the interpreter\n";
    return interpreted;
  }
  if (std::getenv("TILEKIT_JIT_STATS"))
    jit::printStats(entry, *compiled, kernel->getSites());
  return std::unique_ptr<PreparedKernel>(std::move(kernel));
}

} // namespace tilekit::exec
