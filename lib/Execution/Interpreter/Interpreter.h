//===- Interpreter.h - The interpreter's compiled form of a kernel -*- C++
//-*-===//
//
// The interpreter translates an entry once into nested lists of steps, one
// per op: a step is a closure that reads its operands from numbered slots of
// the tile block's frame, runs a tight loop over whole tiles and writes its
// results back. Op families contribute the rules that build steps
// (IntegerRules.cpp, FloatRules.cpp, ...); this header is their shared
// vocabulary.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_INTERPRETER_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_INTERPRETER_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Execution/ElementKind.h"
#include "tilekit/Execution/Engine.h"
#include "tilekit/Execution/Memory.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace tilekit::exec::interp {

//===----------------------------------------------------------------------===//
// Runtime values
//===----------------------------------------------------------------------===//

/// Immutable storage of one value: the elements of a tile in row-major
/// order, or the (base, sizes, strides) record of a view. Shared between
/// slots (and, for constants, between threads) by reference count.
class Buffer : public llvm::ThreadSafeRefCountedBase<Buffer> {
public:
  static llvm::IntrusiveRefCntPtr<Buffer> create(size_t bytes);
  uint8_t *data() { return reinterpret_cast<uint8_t *>(this) + kHeaderBytes; }
  const uint8_t *data() const {
    return reinterpret_cast<const uint8_t *>(this) + kHeaderBytes;
  }
  template <typename T> T *as() { return reinterpret_cast<T *>(data()); }
  template <typename T> const T *as() const {
    return reinterpret_cast<const T *>(data());
  }
  size_t size() const { return bytes; }
  void operator delete(void *pointer) { ::free(pointer); }

private:
  explicit Buffer(size_t bytes) : bytes(bytes) {}
  static constexpr size_t kHeaderBytes = 32;
  size_t bytes;
};

using RtValue = llvm::IntrusiveRefCntPtr<Buffer>;

/// A tensor view as stored in a Buffer: base address, rank, sizes, strides.
struct ViewRecord {
  uint64_t base;
  int64_t rank;
  const int64_t *shape;
  const int64_t *strides;
};
RtValue makeViewValue(uint64_t base, llvm::ArrayRef<int64_t> shape,
                      llvm::ArrayRef<int64_t> strides);
ViewRecord readView(const RtValue &value);

/// A scalar tile holding `bits` in `bytes` bytes.
RtValue makeScalar(uint64_t bits, unsigned bytes);
/// The scalar in a rank-0 tile of `bytes`-byte elements, zero-extended.
uint64_t readScalarBits(const RtValue &value, unsigned bytes);

//===----------------------------------------------------------------------===//
// Frames and steps
//===----------------------------------------------------------------------===//

class RaceChecker;
class TraceWriter;

/// What every tile block of one launch shares.
struct LaunchState {
  const MemoryMap *memory = nullptr;
  /// Distinct for each JIT launch of the process (0: none): caches that
  /// outlive a tile block are valid for one launch only.
  uint64_t serial = 0;
  GridDims grid = {1, 1, 1};
  bool check = false;
  /// --check=nan: stop at the first NaN or infinity an op makes up.
  bool checkNan = false;
  /// --trace, --dump-at (null without).
  const TraceOptions *trace = nullptr;
  llvm::raw_ostream *out = nullptr;
  std::mutex *outMutex = nullptr;
  /// --print-locations: print_tko lines start with the op's position.
  bool printLocations = false;
  /// --check's data-race detection (null without --check).
  RaceChecker *race = nullptr;
  /// Streams the trace in block order (null without --trace).
  TraceWriter *traceWriter = nullptr;
  /// The launch's stop word (StopRequest), polled at loop iterations.
  const std::atomic<uint32_t> *stop = nullptr;
};

/// The most bytes the allocas of one tile block may hold together: an
/// alloca in a loop allocates on every trip, so without a bound a loop
/// exhausts host memory (docs/execution.md, Limits).
constexpr uint64_t kAllocaBytesPerBlock = uint64_t(1) << 30;

/// The state of one running tile block.
struct Frame {
  std::vector<RtValue> slots;
  /// The operands of the terminator that just ran (yield, continue, ...).
  llvm::SmallVector<RtValue, 4> transfer;
  const LaunchState *launch = nullptr;
  GridDims blockId = {0, 0, 0};
  uint32_t linearBlockId = 0;
  /// The failure that stopped this block (Flow::Fault), with its location.
  std::string error;
  /// This block's allocas, checked before the launch's memory map, and
  /// their total size (at most kAllocaBytesPerBlock).
  MemoryMap allocas;
  std::vector<std::unique_ptr<uint8_t, void (*)(void *)>> allocaStorage;
  uint64_t allocaBytes = 0;
  unsigned syncOps = 0;
  /// Whether --trace prints this block's ops; what it printed and has not
  /// yet handed to the launch's TraceWriter (Trace.h).
  bool tracing = false;
  std::string traceText;
  /// When traceText was last handed on (steady clock, nanoseconds).
  int64_t traceFlushedAt = 0;
  /// How often each op has been dumped in this block (--dump-at).
  llvm::DenseMap<mlir::Operation *, unsigned> dumpCounts;
};

/// How a step leaves control.
enum class Flow : uint8_t { Next, Yield, Continue, Break, Return, Fault };

using Step = std::function<Flow(Frame &)>;

/// A region's block, compiled: its argument slots and its steps.
struct CompiledBlock {
  std::vector<unsigned> argSlots;
  std::vector<Step> steps;
  /// Liveness (Liveness.cpp): after steps[i] returns Flow::Next, the slots
  /// releaseSlots[releaseBegin[i] .. releaseBegin[i + 1]) hold values no
  /// later step reads; dropping them frees their tiles. releaseBegin has
  /// steps.size() + 1 entries.
  std::vector<uint32_t> releaseBegin;
  std::vector<unsigned> releaseSlots;
  /// The slots of every value the block defines (arguments included),
  /// dropped when control leaves it: what its terminator passes on is in
  /// the frame's transfer list by then.
  std::vector<unsigned> exitSlots;
};
using CompiledBlockRef = std::shared_ptr<const CompiledBlock>;

/// Runs `block`'s steps until one leaves control.
inline Flow runBlock(const CompiledBlock &block, Frame &frame) {
  const uint32_t *begin = block.releaseBegin.data();
  const unsigned *release = block.releaseSlots.data();
  for (size_t i = 0, e = block.steps.size(); i < e; ++i) {
    Flow flow = block.steps[i](frame);
    if (flow != Flow::Next) {
      for (unsigned slot : block.exitSlots)
        frame.slots[slot].reset();
      return flow;
    }
    for (uint32_t r = begin[i], end = begin[i + 1]; r < end; ++r)
      frame.slots[release[r]].reset();
  }
  for (unsigned slot : block.exitSlots)
    frame.slots[slot].reset();
  return Flow::Next;
}

/// `tile block (x, y, z)`.
std::string describeBlock(const Frame &frame);
/// The source position of an op on one line (formatSourceLocation).
std::string describeLocation(mlir::Operation *op);
/// Records a located runtime error (with the call sites of an inlined op as
/// notes) and returns Flow::Fault. The location is formatted only here.
Flow fail(Frame &frame, mlir::Operation *op, const llvm::Twine &message);
/// `[i, j, k]`: the multi-index of linear element `linear` in `shape`.
std::string formatIndex(llvm::ArrayRef<int64_t> shape, int64_t linear);

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

/// Static facts of a tile type the steps need.
struct TileInfo {
  ElemKind kind = ElemKind::I32;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numElements = 1;
  unsigned elemBytes = 4;
  int64_t bytes() const { return numElements * elemBytes; }
};

class Compiler;
/// Builds the step of one op, or reports why it cannot.
using OpRule = llvm::LogicalResult (*)(mlir::Operation *op, Compiler &compiler,
                                       Step &step);

/// The rules of every op the interpreter runs, by op name.
class RuleTable {
public:
  template <typename OpT> void add(OpRule rule) {
    rules[OpT::getOperationName()] = rule;
  }
  OpRule lookup(llvm::StringRef opName) const {
    auto it = rules.find(opName);
    return it == rules.end() ? nullptr : it->second;
  }

private:
  llvm::StringMap<OpRule> rules;
};

/// The rule of ops whose result holds the operand's bits unchanged
/// (reshape, bitcast, pointer casts, views over a tensor_view): the result
/// shares the operand's buffer.
llvm::LogicalResult compileForwardOperand(mlir::Operation *op,
                                          Compiler &compiler, Step &step);
/// The same, as a step.
Step makeForwardStep(unsigned in, unsigned out);

/// The rules of every op the interpreter runs (also used by the JIT to run
/// single ops it does not compile).
const RuleTable &getRuleTable();

/// Whether `op` is a splat constant big enough that its tile is built each
/// time it runs (and freed after its last use) rather than once when the
/// kernel is prepared: a few bytes of bytecode may ask for gigabytes.
bool isDeferredConstant(mlir::Operation *op);

/// Fills `compiled` (argSlots already set) from the steps of `block`'s ops,
/// one per op (`opSteps`, with trace and checks; `rawSteps`, the rules'
/// own), adding the liveness plan: a value is dropped after the last op of
/// `block` that reads it, itself or within its regions (so a value used in
/// a loop lives until the loop ends), and a deferred constant is built
/// just before the first op that reads it (Liveness.cpp).
void assembleBlock(mlir::Block &block, Compiler &compiler,
                   std::vector<Step> opSteps, std::vector<Step> rawSteps,
                   CompiledBlock &compiled);

void addCoreRules(RuleTable &table);
void addControlFlowRules(RuleTable &table);
void addIntegerRules(RuleTable &table);
void addFloatRules(RuleTable &table);
void addMathRules(RuleTable &table);
void addConversionRules(RuleTable &table);
void addTileRules(RuleTable &table);
void addReduceScanRules(RuleTable &table);
void addMatmulRules(RuleTable &table);
void addMemoryRules(RuleTable &table);
void addViewRules(RuleTable &table);
void addAtomicRules(RuleTable &table);
void addDebugRules(RuleTable &table);

/// Addresses of the module's globals, fixed when the kernel is prepared.
struct GlobalStorage {
  llvm::StringMap<uint64_t> addresses;
  std::vector<std::unique_ptr<uint8_t[]>> storage;
  std::vector<std::tuple<uint64_t, uint64_t, std::string, bool>> ranges;
};

/// Allocates and initializes the globals of `module` (in module order).
llvm::LogicalResult initializeGlobals(mlir::cuda_tile::ModuleOp module,
                                      GlobalStorage &globals,
                                      std::string &error);

/// Checks a launch's arguments and grid, and fills `memory` with the bound
/// buffers and the globals, sealed: the memory every engine's launch may
/// touch.
llvm::Error mapLaunchMemory(mlir::cuda_tile::EntryOp entry,
                            llvm::ArrayRef<ParameterInfo> params,
                            llvm::ArrayRef<KernelArgument> args,
                            const LaunchOptions &options,
                            const GlobalStorage &globals, MemoryMap &memory);

/// Translates ops into steps; shared by the rules.
class Compiler {
public:
  Compiler(const RuleTable &rules, const GlobalStorage &globals)
      : rules(rules), globals(globals) {}

  /// The frame slot holding `value` (assigned on first use).
  unsigned slot(mlir::Value value);
  unsigned getNumSlots() const { return nextSlot; }

  /// Compiles a region's single block (an empty region gives null).
  llvm::FailureOr<CompiledBlockRef> compileRegion(mlir::Region &region);
  llvm::FailureOr<CompiledBlockRef> compileBlock(mlir::Block &block);

  /// The static facts of a tile-typed value; fails on other types.
  static TileInfo getTileInfo(mlir::Type type);

  /// Reports a compile-time failure located at `op`.
  llvm::LogicalResult error(mlir::Operation *op, const llvm::Twine &message);
  const std::string &getError() const { return errorText; }

  const GlobalStorage &getGlobals() const { return globals; }

private:
  const RuleTable &rules;
  const GlobalStorage &globals;
  llvm::DenseMap<mlir::Value, unsigned> slots;
  unsigned nextSlot = 0;
  std::string errorText;
};

//===----------------------------------------------------------------------===//
// Element access helpers shared by the rules
//===----------------------------------------------------------------------===//

/// Sign-extends the low `bits` bits of `value`.
inline int64_t signExtend(uint64_t value, unsigned bits) {
  if (bits >= 64)
    return static_cast<int64_t>(value);
  uint64_t m = uint64_t(1) << (bits - 1);
  value &= (uint64_t(1) << bits) - 1;
  return static_cast<int64_t>((value ^ m) - m);
}
inline uint64_t maskBits(uint64_t value, unsigned bits) {
  return bits >= 64 ? value : value & ((uint64_t(1) << bits) - 1);
}

/// Reads element `i` of a tile of `bytes`-byte elements, zero-extended.
inline uint64_t loadElement(const uint8_t *data, int64_t i, unsigned bytes) {
  switch (bytes) {
  case 1:
    return data[i];
  case 2: {
    uint16_t v;
    std::memcpy(&v, data + 2 * i, 2);
    return v;
  }
  case 4: {
    uint32_t v;
    std::memcpy(&v, data + 4 * i, 4);
    return v;
  }
  default: {
    uint64_t v;
    std::memcpy(&v, data + 8 * i, 8);
    return v;
  }
  }
}
inline void storeElement(uint8_t *data, int64_t i, unsigned bytes,
                         uint64_t value) {
  switch (bytes) {
  case 1:
    data[i] = static_cast<uint8_t>(value);
    return;
  case 2: {
    uint16_t v = static_cast<uint16_t>(value);
    std::memcpy(data + 2 * i, &v, 2);
    return;
  }
  case 4: {
    uint32_t v = static_cast<uint32_t>(value);
    std::memcpy(data + 4 * i, &v, 4);
    return;
  }
  default:
    std::memcpy(data + 8 * i, &value, 8);
    return;
  }
}

/// Row-major strides (in elements) of `shape`.
llvm::SmallVector<int64_t, 4> getRowMajorStrides(llvm::ArrayRef<int64_t> shape);

/// Counts a synchronizing operation (atomics, non-weak loads); every so
/// often lets other blocks run. Returns false when the launch has failed
/// meanwhile and this block should stop.
bool noteSyncOperation(Frame &frame);
/// Whether `entry` has an op that calls noteSyncOperation (atomics,
/// non-weak loads): only then can one of its tile blocks wait for another,
/// so only then does the grid need fibers.
bool hasSyncOperations(mlir::Operation *entry);

/// The elements of a dense literal in the executor's storage layout; null
/// for an element type it cannot hold.
RtValue denseToValue(mlir::DenseElementsAttr attr, const TileInfo &info);

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_INTERPRETER_H
