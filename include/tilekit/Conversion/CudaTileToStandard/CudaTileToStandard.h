//===- CudaTileToStandard.h - cuda_tile to upstream MLIR --------*- C++ -*-===//
//
// Lowers the entries of cuda_tile modules to func.func with a fixed ABI (see
// JitAbi.h) whose bodies use arith, vector, scf, cf and llvm: the input of
// TileKit's JIT (docs/jit.md). Tiles have static power-of-two shapes; a
// converted tile is held in one of three forms:
//
//   rank 0                    -> a scalar (i32, f32, ...)
//   up to N elements          -> vector<N x T> (N = maxVectorElements)
//   more                      -> !llvm.ptr to a buffer in the tile block's
//                                frame, in the interpreter's storage layout
//
// Element types are held as the interpreter stores them: integers at their
// width (i1 and i4 as bytes in memory), f32/f64 natively, every other float
// format (f16, bf16, tf32, fp8, f4) as the integer bit pattern of its
// storage, pointers as i64.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_CONVERSION_CUDATILETOSTANDARD_CUDATILETOSTANDARD_H
#define TILEKIT_CONVERSION_CUDATILETOSTANDARD_CUDATILETOSTANDARD_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"

#include <memory>

namespace mlir::cuda_tile {

class TileType;
class EntryOp;

/// How a converted tile is held.
enum class TileRepr { Scalar, Vector, Buffer };

/// Converts cuda_tile types: tiles as described above, tokens to i1 (they
/// carry no value), tensor views and tile views to vector<(1 + 2 rank) x i64>
/// holding (base, sizes..., strides...) of the tensor view.
class CudaTileTypeConverter : public TypeConverter {
public:
  explicit CudaTileTypeConverter(MLIRContext *context,
                                 unsigned maxVectorElements = 64);

  unsigned getMaxVectorElements() const { return maxVectorElements; }
  TileRepr getRepr(TileType type) const;

  /// The type an element lives in while in registers (i1, iN, f32, f64, or
  /// the storage integer of the other float formats); null when the
  /// element type cannot be held.
  static Type getRegisterType(Type elementType);
  /// The type an element has in memory (i1 and i4 widen to i8).
  static Type getStorageType(Type elementType);
  /// Bytes of one element in memory (the interpreter's storage size).
  static unsigned getStorageBytes(Type elementType);

  /// What the patterns of one conversion share (defined by the patterns).
  struct PatternState;
  PatternState &getPatternState() const { return *patternState; }

private:
  unsigned maxVectorElements;
  std::shared_ptr<PatternState> patternState;
};

struct CudaTileToStandardOptions {
  /// Tiles with at most this many elements are held in vectors.
  unsigned maxVectorElements = 64;
  /// Ops without a native lowering become calls that run the interpreter's
  /// step for the op (`tilekit_jit_interp`); only TileKit's JIT can run them.
  bool interpreterThunks = false;
};

/// Numbers the ops of `entry` in pre-order (op ids, JitAbi.h), as the JIT
/// numbers the original entry, unless they are numbered already: a rewrite
/// of the JIT's copy that adds ops numbers it first, and the added ops have
/// no id.
void numberEntryOps(EntryOp entry);

/// Rewrites every cuda_tile.entry nested in `module` into a func.func with
/// the JIT ABI and lowers its control flow (if, for, loop, continue, break,
/// return, yield) to cf branches; the other ops stay, bridged to their
/// converted values with unrealized casts. Entries are numbered first (op
/// ids, JitAbi.h). Run before applying the patterns below.
LogicalResult lowerEntriesToFuncs(mlir::ModuleOp module,
                                  const CudaTileTypeConverter &converter);

/// The patterns converting the remaining cuda_tile ops of lowered entries.
void populateCudaTileToStandardPatterns(
    CudaTileTypeConverter &converter, RewritePatternSet &patterns,
    const CudaTileToStandardOptions &options = {});

/// The whole conversion on a builtin module: lowerEntriesToFuncs, the
/// patterns, then the cuda_tile modules are dropped.
std::unique_ptr<Pass> createConvertCudaTileToStandardPass(
    const CudaTileToStandardOptions &options = {});

/// Registers `--convert-cuda-tile-to-standard` (for tile-opt).
void registerConvertCudaTileToStandardPass();

} // namespace mlir::cuda_tile

#endif // TILEKIT_CONVERSION_CUDATILETOSTANDARD_CUDATILETOSTANDARD_H
