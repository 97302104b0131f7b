//===- PointerAccess.h - How pointer loads and stores are emitted -*- C++
//-*-===//
//
// The paths the load_ptr_tko and store_ptr_tko lowerings (MemoryPatterns.cpp)
// choose between, emitted by PointerAccess.cpp, which says how each works:
// the compiled fast path (one range check, then spans or lane loops), the
// affine path, and the path of lanes across blocks.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_POINTERACCESS_H
#define TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_POINTERACCESS_H

#include "Patterns.h"

namespace mlir::cuda_tile::lowering::pointer {

/// Lanes per chunk of the fast path over tiles held in frame buffers.
constexpr int64_t kChunkLanes = 16;

/// A buffer-held operand of a pointer access: its frame buffer, or the
/// generator of a fused element-wise producer (ElementwiseFusion.cpp) that
/// computes its chunks in registers (pointer and mask tiles made from iota
/// and scalars are never written out).
struct ChunkSource {
  Value buffer;
  const TileFacts *facts = nullptr;
  ChunkGenerator generator;

  /// Takes the producer of `original` (converted: `converted`) for `op`
  /// when it is fusable.
  static ChunkSource take(ConversionPatternRewriter &rewriter,
                          const TypeConverter *converter, Operation *op,
                          Value original, Value converted,
                          const TileFacts *facts);

  /// The registers of the chunk at `lane` (null without an operand).
  Value chunk(OpBuilder &b, Location loc, Value lane) const;

  /// The operand in a frame buffer, for the runtime: computed there from
  /// the generator when the producer's loop is gone.
  Value materialize(OpBuilder &b, Location loc, Operation *op) const;
};

Value spillOptional(OpBuilder &b, Location loc, Operation *anchor,
                    const TypeConverter *converter, Value original,
                    Value converted);
bool allTiles(const TypeConverter *converter, ValueRange values);
bool hasFastPath(MemoryOrderingSemantics ordering, const TileFacts &elements);
Value emitAccessFits(OpBuilder &b, Location loc, Operation *op, Value ptrs,
                     Value mask, unsigned bytes, bool write);
Value emitAffineAccessFits(OpBuilder &b, Location loc, Operation *op,
                           const ChunkSource &ptrs, Value count, bool checkLast,
                           unsigned bytes, bool write, Value *dense,
                           Value *first, Value *contiguous);
Value emitAffineLaneCount(ConversionPatternRewriter &rewriter, Location loc,
                          Value pointers, Value mask, int64_t lanes,
                          bool &checkLast);
Value emitBufferAccessFits(OpBuilder &b, Location loc, Operation *op,
                           const ChunkSource &ptrs, const ChunkSource &mask,
                           unsigned bytes, bool write, Value *dense = nullptr,
                           Value *first = nullptr, Value *contiguous = nullptr);
Value emitFastLoad(OpBuilder &b, Location loc, Operation *op, Value ptrs,
                   Value mask, Value padding, Type type, unsigned align);
void emitFastStore(OpBuilder &b, Location loc, Operation *op, Value ptrs,
                   Value data, Value mask, unsigned align);
Value emitLanesGather(ConversionPatternRewriter &b, Location loc,
                      LoadPtrTkoOp op, const TileFacts &result, int64_t param,
                      Value pointers, Value mask, Value padding);
bool emitLanesScatter(ConversionPatternRewriter &b, Location loc,
                      StorePtrTkoOp op, const TileFacts &value, int64_t param,
                      Value pointers, Value data, Value mask);
Value emitSpanLoad(OpBuilder &b, Location loc, Value base, int64_t k,
                   Value mask, Value padding, VectorType type, unsigned align);
void emitSpanStore(OpBuilder &b, Location loc, Value base, int64_t k,
                   Value data, Value mask, unsigned align);
Value rowChunkBase(OpBuilder &b, Location loc, Value first, Value lane,
                   unsigned bytes);

/// A pointer value from an i64 address; the i1 vector of `type`'s shape
/// with every lane active; the zero of `type`.
Value toPointer(OpBuilder &b, Location loc, Value address);
Value allLanes(OpBuilder &b, Location loc, VectorType type);
Value zeroOf(OpBuilder &b, Location loc, Type type);

/// Runs `body(b, loc, firstLane)` for each chunk of kChunkLanes lanes of a
/// tile of `n` lanes, threading `carried` through.
SmallVector<Value>
forEachChunk(OpBuilder &b, Location loc, int64_t n, ValueRange carried,
             llvm::function_ref<SmallVector<Value>(OpBuilder &, Location, Value,
                                                   ValueRange)>
                 body);

} // namespace mlir::cuda_tile::lowering::pointer

#endif // TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_POINTERACCESS_H
