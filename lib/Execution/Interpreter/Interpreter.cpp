//===- Interpreter.cpp - The interpreter engine ---------------------------===//
//
// Compiles an entry into steps (see Interpreter.h), then runs the grid: every
// tile block gets a frame, binds the launch's argument values and runs the
// entry's steps. The first failing block's error is the launch's error.
//
//===----------------------------------------------------------------------===//

#include "Interpreter.h"
#include "MemoryAccess.h"
#include "NanCheck.h"
#include "RaceCheck.h"
#include "Trace.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"
#include "tilekit/Dialect/CudaTile/IR/SourceLocation.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <map>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

RtValue Buffer::create(size_t bytes) {
  void *memory = ::malloc(kHeaderBytes + (bytes ? bytes : 1));
  if (!memory)
    llvm::report_fatal_error("out of memory allocating a tile");
  return RtValue(new (memory) Buffer(bytes));
}

RtValue makeViewValue(uint64_t base, llvm::ArrayRef<int64_t> shape,
                      llvm::ArrayRef<int64_t> strides) {
  int64_t rank = shape.size();
  RtValue value = Buffer::create(8 * (2 + 2 * rank));
  int64_t *words = value->as<int64_t>();
  words[0] = static_cast<int64_t>(base);
  words[1] = rank;
  for (int64_t d = 0; d < rank; ++d) {
    words[2 + d] = shape[d];
    words[2 + rank + d] = strides[d];
  }
  return value;
}

ViewRecord readView(const RtValue &value) {
  const int64_t *words = value->as<int64_t>();
  ViewRecord view;
  view.base = static_cast<uint64_t>(words[0]);
  view.rank = words[1];
  view.shape = words + 2;
  view.strides = words + 2 + view.rank;
  return view;
}

RtValue makeScalar(uint64_t bits, unsigned bytes) {
  RtValue value = Buffer::create(bytes);
  storeElement(value->data(), 0, bytes, bits);
  return value;
}

uint64_t readScalarBits(const RtValue &value, unsigned bytes) {
  return loadElement(value->data(), 0, bytes);
}

llvm::SmallVector<int64_t, 4>
getRowMajorStrides(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t, 4> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

std::string describeBlock(const Frame &frame) {
  return llvm::formatv("tile block ({0}, {1}, {2})", frame.blockId[0],
                       frame.blockId[1], frame.blockId[2]);
}

std::string describeLocation(Operation *op) {
  return formatSourceLocation(op->getLoc());
}

Flow fail(Frame &frame, Operation *op, const llvm::Twine &message) {
  if (frame.error.empty())
    frame.error =
        formatLocatedReport(op->getLoc(), "error",
                            ("'" + op->getName().getStringRef() + "' " +
                             message + " in " + describeBlock(frame))
                                .str());
  return Flow::Fault;
}

std::string formatIndex(llvm::ArrayRef<int64_t> shape, int64_t linear) {
  llvm::SmallVector<int64_t, 4> index(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    index[d] = linear % shape[d];
    linear /= shape[d];
  }
  std::string text = "[";
  for (size_t d = 0; d < index.size(); ++d)
    text += (d ? ", " : "") + std::to_string(index[d]);
  return text + "]";
}

bool noteSyncOperation(Frame &frame) {
  // Often enough that a spinning block lets the one it waits for run soon,
  // rarely enough that heavy atomic traffic does not pay for fiber switches.
  constexpr unsigned kSyncOpsPerYield = 16;
  if (++frame.syncOps % kSyncOpsPerYield != 0)
    return true;
  if (yieldTileBlock())
    return true;
  frame.error = "the launch was stopped";
  return false;
}

bool hasSyncOperations(mlir::Operation *entry) {
  auto result = entry->walk([](mlir::Operation *op) {
    if (mlir::isa<AtomicCASTkoOp, AtomicRMWTkoOp, AtomicRedViewTkoOp>(op))
      return mlir::WalkResult::interrupt();
    if (auto load = mlir::dyn_cast<LoadPtrTkoOp>(op);
        load && !isWeak(load.getMemoryOrderingSemantics()))
      return mlir::WalkResult::interrupt();
    if (auto load = mlir::dyn_cast<LoadViewTkoOp>(op);
        load && !isWeak(load.getMemoryOrderingSemantics()))
      return mlir::WalkResult::interrupt();
    return mlir::WalkResult::advance();
  });
  return result.wasInterrupted();
}

Step makeForwardStep(unsigned in, unsigned out) {
  return [in, out](Frame &frame) {
    frame.slots[out] = frame.slots[in];
    return Flow::Next;
  };
}

LogicalResult compileForwardOperand(Operation *op, Compiler &compiler,
                                    Step &step) {
  step = makeForwardStep(compiler.slot(op->getOperand(0)),
                         compiler.slot(op->getResult(0)));
  return success();
}

//===----------------------------------------------------------------------===//
// Compiler
//===----------------------------------------------------------------------===//

unsigned Compiler::slot(Value value) {
  auto [it, inserted] = slots.try_emplace(value, nextSlot);
  if (inserted)
    ++nextSlot;
  return it->second;
}

TileInfo Compiler::getTileInfo(Type type) {
  TileInfo info;
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return info;
  info.kind = getElemKind(tile.getElementType()).value_or(ElemKind::I8);
  info.shape.assign(tile.getShape().begin(), tile.getShape().end());
  info.numElements = 1;
  for (int64_t d : info.shape)
    info.numElements *= d;
  info.elemBytes = getElemBytes(info.kind);
  return info;
}

LogicalResult Compiler::error(Operation *op, const llvm::Twine &message) {
  if (errorText.empty())
    errorText = formatLocatedReport(
        op->getLoc(), "error",
        ("'" + op->getName().getStringRef() + "' " + message).str());
  return failure();
}

FailureOr<CompiledBlockRef> Compiler::compileRegion(Region &region) {
  if (region.empty())
    return CompiledBlockRef();
  return compileBlock(region.front());
}

FailureOr<CompiledBlockRef> Compiler::compileBlock(Block &block) {
  auto compiled = std::make_shared<CompiledBlock>();
  for (BlockArgument arg : block.getArguments())
    compiled->argSlots.push_back(slot(arg));
  std::vector<Step> opSteps, rawSteps;
  for (Operation &op : block.getOperations()) {
    OpRule rule = rules.lookup(op.getName().getStringRef());
    if (!rule)
      return error(&op, "is not supported by the interpreter");
    for (Type type : op.getResultTypes())
      if (auto tile = dyn_cast<TileType>(type))
        if (!getElemKind(tile.getElementType()))
          return error(&op, "has a result element type the interpreter "
                            "cannot hold");
    Step step;
    if (failed(rule(&op, *this, step)))
      return failure();
    // A deferred constant is also run bare, before its first reader.
    rawSteps.push_back(isDeferredConstant(&op) ? step : Step());
    step = withNanCheck(&op, *this, std::move(step));
    opSteps.push_back(withTrace(&op, *this, std::move(step)));
  }
  assembleBlock(block, *this, std::move(opSteps), std::move(rawSteps),
                *compiled);
  return CompiledBlockRef(std::move(compiled));
}

const RuleTable &getRuleTable() {
  static const RuleTable table = [] {
    RuleTable t;
    addCoreRules(t);
    addControlFlowRules(t);
    addIntegerRules(t);
    addFloatRules(t);
    addMathRules(t);
    addConversionRules(t);
    addTileRules(t);
    addReduceScanRules(t);
    addMatmulRules(t);
    addMemoryRules(t);
    addViewRules(t);
    addAtomicRules(t);
    addDebugRules(t);
    return t;
  }();
  return table;
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

LogicalResult initializeGlobals(cuda_tile::ModuleOp module,
                                GlobalStorage &globals, std::string &error) {
  for (auto global : module.getBodyBlock().getOps<GlobalOp>()) {
    DenseIntOrFPElementsAttr value = global.getValue();
    auto tileType = dyn_cast<TileType>(value.getType());
    TileInfo info = Compiler::getTileInfo(
        tileType
            ? Type(tileType)
            : Type(TileType::get(llvm::to_vector(value.getType().getShape()),
                                 value.getType().getElementType())));
    RtValue data = denseToValue(value, info);
    if (!data) {
      error = formatLocatedReport(global.getLoc(), "error",
                                  "global @" + global.getSymName().str() +
                                      " has an unsupported element type");
      return failure();
    }
    uint64_t bytes = info.bytes();
    std::unique_ptr<uint8_t[]> storage(new uint8_t[bytes ? bytes : 1]);
    std::memcpy(storage.get(), data->data(), bytes);
    uint64_t address = reinterpret_cast<uint64_t>(storage.get());
    globals.addresses[global.getSymName()] = address;
    globals.ranges.emplace_back(address, bytes,
                                "global @" + global.getSymName().str(),
                                global.getConstant());
    globals.storage.push_back(std::move(storage));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// The engine
//===----------------------------------------------------------------------===//

namespace {

class InterpretedKernel : public PreparedKernel {
public:
  InterpretedKernel(EntryOp entry) : entry(entry) {}

  LogicalResult compile(std::string &error) {
    if (failed(initializeGlobals(entry->getParentOfType<cuda_tile::ModuleOp>(),
                                 globals, error)))
      return failure();
    Compiler compiler(getRuleTable(), globals);
    FailureOr<CompiledBlockRef> compiled =
        compiler.compileRegion(entry.getBody());
    if (failed(compiled)) {
      error = compiler.getError();
      return failure();
    }
    body = *compiled;
    numSlots = compiler.getNumSlots();
    // Facts of the entry every launch needs, found once (printing the
    // parameter types and walking the body cost more than a small grid).
    params = ExecutableModule::getParameters(entry);
    blocksMayWait = hasSyncOperations(entry);
    fiberStackBytes = getFiberStackBytes(getRegionNestingDepth(entry));
    return success();
  }

  EngineKind getEngineKind() const override { return EngineKind::Interpreter; }

  llvm::Error launch(llvm::ArrayRef<KernelArgument> args,
                     const LaunchOptions &options) override;

private:
  EntryOp entry;
  GlobalStorage globals;
  CompiledBlockRef body;
  unsigned numSlots = 0;
  std::vector<ParameterInfo> params;
  bool blocksMayWait = false;
  size_t fiberStackBytes = 0;
};

} // namespace

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Error mapLaunchMemory(EntryOp entry, llvm::ArrayRef<ParameterInfo> params,
                            llvm::ArrayRef<KernelArgument> args,
                            const LaunchOptions &options,
                            const GlobalStorage &globals, MemoryMap &memory) {
  if (llvm::Error error = checkArguments(entry, params, args))
    return error;
  for (uint32_t extent : options.grid)
    if (extent == 0 || extent > (1u << 31) - 1)
      return makeError("grid dimensions must be between 1 and 2^31-1");
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArgument &arg = args[i];
    // An empty buffer is mapped too (0 bytes at its address), so that a
    // fault through it names it rather than its neighbour.
    if (arg.kind == KernelArgument::Kind::Scalar || !arg.data)
      continue;
    std::string name = llvm::formatv("argument {0}", i);
    if (!arg.name.empty())
      name += " (" + arg.name + ")";
    uint64_t base = reinterpret_cast<uint64_t>(arg.data);
    // Aliased arguments (`@K`) share one allocation.
    if (!memory.add(base, arg.bytes, name) && !memory.find(base, arg.bytes))
      return makeError(name + " partially overlaps another argument");
  }
  for (const auto &[base, bytes, name, readOnly] : globals.ranges)
    memory.add(base, bytes, name, readOnly);
  memory.seal();
  return llvm::Error::success();
}

llvm::Error InterpretedKernel::launch(llvm::ArrayRef<KernelArgument> args,
                                      const LaunchOptions &options) {
  // The memory a launch may touch: the bound buffers and the globals.
  MemoryMap memory;
  if (llvm::Error error =
          mapLaunchMemory(entry, params, args, options, globals, memory))
    return error;
  std::vector<RtValue> argValues;
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArgument &arg = args[i];
    uint64_t base = reinterpret_cast<uint64_t>(arg.data);
    switch (arg.kind) {
    case KernelArgument::Kind::Scalar:
      argValues.push_back(
          makeScalar(maskBits(arg.scalarBits, 8 * params[i].elementBytes),
                     params[i].elementBytes));
      break;
    case KernelArgument::Kind::Buffer:
      argValues.push_back(makeScalar(base, 8));
      break;
    case KernelArgument::Kind::TensorView:
      argValues.push_back(makeViewValue(base, arg.shape, arg.strides));
      break;
    }
  }

  std::mutex outMutex;
  LaunchState state;
  state.memory = &memory;
  state.grid = options.grid;
  state.check = options.check;
  state.checkNan = options.checkNan;
  state.trace = options.trace;
  if (options.trace) {
    if (llvm::Error error = checkTraceLines(entry, *options.trace))
      return error;
    if (!options.trace->dumpAt.empty())
      if (std::error_code ec =
              llvm::sys::fs::create_directories(options.trace->dumpDir))
        return makeError("--dump-at: cannot create '" + options.trace->dumpDir +
                         "': " + ec.message());
  }
  // The trace goes out while the blocks run, in block order.
  std::unique_ptr<TraceWriter> traceWriter;
  if (options.trace && options.trace->print) {
    traceWriter = std::make_unique<TraceWriter>(
        options.trace->stream ? *options.trace->stream : llvm::errs(),
        options.trace->limit);
    state.traceWriter = traceWriter.get();
  }
  state.out = options.printStream ? options.printStream : &llvm::outs();
  state.outMutex = &outMutex;
  state.printLocations = options.printLocations;
  std::unique_ptr<RaceChecker> race;
  if (options.check) {
    race = std::make_unique<RaceChecker>(options.grid);
    state.race = race.get();
  }

  LaunchStop stop(options);
  state.stop = stop.getRequest().getWord();
  // The fault of the first faulting block in grid order.
  FirstFault firstFault;
  std::string gridError;
  const CompiledBlock &entryBlock = *body;
  bool ok = runGrid(
      options.grid, options.threads,
      [&](const GridDims &id) {
        Frame frame;
        frame.slots.resize(numSlots);
        frame.launch = &state;
        frame.blockId = id;
        frame.linearBlockId =
            id[0] + options.grid[0] * (id[1] + options.grid[1] * id[2]);
        for (size_t i = 0; i < argValues.size(); ++i)
          frame.slots[entryBlock.argSlots[i]] = argValues[i];
        frame.tracing = options.trace && isTracedBlock(*options.trace, id);
        if (traceWriter)
          traceWriter->start(frame);
        Flow flow = runBlock(entryBlock, frame);
        if (traceWriter)
          traceWriter->finish(frame);
        if (flow != Flow::Fault)
          return true;
        // A block stopped at a wait did not fault.
        if (!isTileBlockStopped())
          firstFault.record(frame.linearBlockId, std::move(frame.error));
        return false;
      },
      blocksMayWait, &stop.getRequest(), &gridError, fiberStackBytes);
  state.out->flush();
  if (traceWriter)
    traceWriter->close();
  return stop.getLaunchResult(ok, gridError, firstFault);
}

} // namespace tilekit::exec::interp

namespace tilekit::exec {

llvm::Expected<std::unique_ptr<PreparedKernel>>
prepareInterpreter(EntryOp entry) {
  auto kernel = std::make_unique<interp::InterpretedKernel>(entry);
  std::string error;
  if (failed(kernel->compile(error)))
    return interp::makeError(error);
  return std::unique_ptr<PreparedKernel>(std::move(kernel));
}

} // namespace tilekit::exec
