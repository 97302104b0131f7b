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

#include <csetjmp>
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

/// What the stores of a widened call overwrote, so that a group in which a
/// lane faults can be undone before its blocks run one by one.
struct LaneUndoLog {
  struct Record {
    uint64_t address, bytes, offset;
  };
  std::vector<Record> records;
  /// The overwritten bytes, record after record.
  std::vector<uint8_t> previous;
  /// Logs the current contents of [address, address + bytes).
  void save(uint64_t address, uint64_t bytes) {
    records.push_back({address, bytes, previous.size()});
    const auto *from = reinterpret_cast<const uint8_t *>(address);
    previous.insert(previous.end(), from, from + bytes);
  }
  void clear() {
    records.clear();
    previous.clear();
  }
  /// Restores memory as it was before the first logged store.
  void undo();
};

/// What `ctx` points to while a tile block runs.
struct BlockContext {
  /// Read by compiled code: must come first.
  mlir::cuda_tile::abi::ContextHeader header;
  const KernelSites *sites = nullptr;
  interp::Frame *frame = nullptr;
  std::jmp_buf *fault = nullptr;
  /// A widened call (lanes): the log of its stores (the parameters'
  /// buffers are in the header).
  LaneUndoLog *undo = nullptr;
};

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
