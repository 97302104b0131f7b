//===- JitCompiler.h - Compiling entries to native code ---------*- C++ -*-===//

#ifndef TILEKIT_LIB_EXECUTION_JIT_JITCOMPILER_H
#define TILEKIT_LIB_EXECUTION_JIT_JITCOMPILER_H

#include "JitCache.h"
#include "JitRuntime.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"

#include <memory>
#include <vector>

namespace tilekit::exec::jit {

/// Native code of one entry (JitAbi.h), shared by every kernel prepared
/// from it.
struct CompiledEntry {
  using Function = int32_t (*)(BlockContext *ctx, uint32_t bx, uint32_t by,
                               uint32_t bz, const uint64_t *args,
                               uint8_t *frame);
  std::unique_ptr<mlir::ExecutionEngine> engine;
  Function function = nullptr;
  uint64_t frameBytes = 0;
  /// Ops run by the interpreter (op ids).
  std::vector<int32_t> thunks;
  unsigned numOps = 0;
  double compileMilliseconds = 0;
  /// The entry widened across blocks (BlockLanes.h): one call runs blocks
  /// bx * lanes ... bx * lanes + lanes - 1 in x. Null when not eligible.
  Function lanesFunction = nullptr;
  unsigned lanes = 0;
  /// Parameters read and written through pointers by the widened entry.
  std::vector<unsigned> lanesLoadParams, lanesStoreParams;
  /// Why the entry has no widened form ("" when it has one).
  std::string lanesReason;
};

struct JitOptions {
  /// Tiles with at most this many elements live in vectors.
  unsigned maxVectorElements = 64;
  /// Run ops without a native lowering on the interpreter from compiled
  /// code; without, such an op makes the whole entry fall back.
  bool interpreterThunks = true;
  /// LLVM optimization level (0 to 3).
  unsigned optLevel = 2;
  /// LLVM's loop unroller and vectorizer (OptimizationPipeline.cpp).
  bool loopTransforms = false;
  /// Blocks per call of the widened entry (a power of two; 0 or 1: none).
  unsigned lanes = 0;
};

/// Lowers `entry` (a copy of its module) and compiles it at -O2; null with
/// `failure` filled when it cannot.
std::shared_ptr<CompiledEntry> compileEntry(mlir::cuda_tile::EntryOp entry,
                                            const JitOptions &options,
                                            CompileFailure &failure);

} // namespace tilekit::exec::jit

#endif // TILEKIT_LIB_EXECUTION_JIT_JITCOMPILER_H
