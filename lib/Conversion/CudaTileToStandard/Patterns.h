//===- Patterns.h - Pattern families of the cuda_tile lowering --*- C++ -*-===//
//
// One populate function per op family (one source file each), and the
// generic element-wise pattern most families instantiate: an op whose
// result element i depends only on element i of its operands, given as a
// function over register values.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_PATTERNS_H
#define TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_PATTERNS_H

#include "LoweringUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Transforms/DialectConversion.h"

#include <functional>

namespace mlir::cuda_tile::lowering {

void populateCorePatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateIntegerPatterns(CudaTileTypeConverter &converter,
                             RewritePatternSet &patterns);
void populateFloatPatterns(CudaTileTypeConverter &converter,
                           RewritePatternSet &patterns);
void populateConversionPatterns(CudaTileTypeConverter &converter,
                                RewritePatternSet &patterns);
void populateTilePatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateMemoryPatterns(CudaTileTypeConverter &converter,
                            RewritePatternSet &patterns);
void populateViewPatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateMatmulPatterns(CudaTileTypeConverter &converter,
                            RewritePatternSet &patterns);
void populateReduceScanPatterns(CudaTileTypeConverter &converter,
                                RewritePatternSet &patterns);
void populateMathPatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns);
/// The fallback of every op with an op id: a call that runs the
/// interpreter's step (lower benefit than the native patterns).
void populateThunkPatterns(CudaTileTypeConverter &converter,
                           RewritePatternSet &patterns);

/// A buffer-held tile a loop reads, and its size in bytes.
struct BufferRead {
  Value buffer;
  int64_t bytes;
};

/// Where an element-wise producer computes its result: `address`, the
/// destination in the tensor of the weak store_view that is the result's
/// only user (a runtime pointer, null when the store cannot take it: not
/// contiguous, out of bounds, overlapping an operand), or no value at all
/// when no such store follows; `stream` (an i1, or no value) holds where
/// the destination lies in an allocation too large for the caches
/// (abi::kStreamingTensorBytes) and the tile is long enough to be stored
/// around them.
struct StoreDestination {
  Value address;
  Value stream;
};

/// The store destination of an element-wise `producer` (ViewPatterns.cpp).
/// `reads` are the buffers the producer's loop reads (with their sizes in
/// bytes): the destination must not overlap them.
StoreDestination emitStoreDestination(ConversionPatternRewriter &rewriter,
                                      Location loc, Operation *producer,
                                      const TypeConverter *converter,
                                      ArrayRef<BufferRead> reads);

/// The block's cached allocation for reads or writes (ContextHeader::readFit
/// or writeFit) as [begin, end) addresses: the allocation the last fits
/// test found ({0, 0} before any).
std::pair<Value, Value> emitCachedFit(OpBuilder &b, Location loc, Operation *op,
                                      bool write);

/// i1: [lo, hi + bytes) lies in one allocation (writable when `write`),
/// `bits` (the OR of the addresses) aligned to `bytes`; lo > hi: nothing
/// accessed. Tested in code against the block's cached allocation
/// (ContextHeader::readFit/writeFit), tilekit_jit_access_fits only when
/// that fails (MemoryPatterns.cpp).
Value emitFitsTest(OpBuilder &b, Location loc, Operation *op, Value lo,
                   Value hi, Value bits, unsigned bytes, bool write);

/// The arith predicate of cmpi's `predicate` and signedness.
arith::CmpIPredicate toCmpIPredicate(ComparisonPredicate predicate,
                                     bool isSigned);

/// Native patterns are preferred over the interpreter thunk.
constexpr unsigned kNativeBenefit = 2;

/// Whether `op` is pow(x, 2) on f32 with the exponent a splat constant
/// (possibly reshaped and broadcast): then it is x * x rounded once, an
/// element-wise multiplication (FloatPatterns.cpp), not a math call.
bool isF32Square(PowOp op);

/// Every f32 subnormal of `value` (scalar or vector) becomes a zero of the
/// same sign, as flush_to_zero does in the numerics library.
Value flushF32(OpBuilder &b, Location loc, Value value);

/// An element-wise op whose buffer-held result a consumer may compute in
/// its own loop instead (fusion): the op's loop, and how to compute a chunk
/// of its result from its operands.
struct FusableProducer {
  Operation *loop = nullptr;
  ChunkGenerator generator;
  /// The generator reads no memory (splats of scalars and what is computed
  /// from them only): any later user, in any block, may use it, and the
  /// loop goes once every user has.
  bool readsNoMemory = false;
  /// Users that have not taken the generator yet (readsNoMemory only).
  unsigned pendingUsers = 0;
  /// Users that took it (an op may use the value more than once).
  llvm::SmallPtrSet<Operation *, 2> takenBy;
  /// The buffers the generator reads (its own operands' and those of the
  /// producers it fused).
  SmallVector<BufferRead, 4> reads;
};

/// Takes the fusable producer of `operand` for `consumer`, if any: its
/// generator, or null. Drops the producer's loop when `consumer` was its
/// last user (ElementwiseFusion.cpp). The buffers the generator reads are
/// appended to `reads`.
ChunkGenerator takeFusedOperand(ConversionPatternRewriter &rewriter,
                                const TypeConverter *converter, Value operand,
                                Operation *consumer,
                                SmallVectorImpl<BufferRead> &reads);

/// Records `op` (one result, buffer-held, computed by `loop`) as fusable;
/// its generator reads `reads`.
void recordFusable(const TypeConverter *converter, Operation *op,
                   Operation *loop, ChunkGenerator generator,
                   bool readsNoMemory, ArrayRef<BufferRead> reads = {});

} // namespace mlir::cuda_tile::lowering

namespace mlir::cuda_tile {
struct CudaTileTypeConverter::PatternState {
  /// Element-wise ops lowered so far whose loop may still be dropped.
  llvm::DenseMap<Operation *, lowering::FusableProducer> fusable;
  /// store_view ops whose producer computed the tile at the destination
  /// emitStoreDestination returned (null where the producer fell back to
  /// a frame buffer): the store runs only where it is null.
  llvm::DenseMap<Operation *, Value> storeDestinations;
};
} // namespace mlir::cuda_tile

namespace mlir::cuda_tile::lowering {

/// Whether `consumer` may compute `producer`'s result itself: every use of
/// it is in `consumer`, later in the same block, and nothing in between
/// may write memory (the producer's operands, tensor memory included, read
/// the same at the consumer).
bool canFuseInto(Operation *producer, Operation *consumer);

/// The facts of a value's tile type (through the pattern's converter).
inline FailureOr<TileFacts> factsOf(const TypeConverter *converter, Type type) {
  return getTileFacts(*static_cast<const CudaTileTypeConverter *>(converter),
                      type);
}

/// An element-wise op lowered by `compute`, which gets the op and register
/// values of its operands (scalars or vectors of one chunk) and returns the
/// result's. `applies` may decline an op (it then goes to the thunk).
template <typename OpT>
class ElementwiseLowering : public OpConversionPattern<OpT> {
public:
  using Compute = std::function<Value(OpBuilder &, Location, OpT, ValueRange)>;
  using Applies = std::function<bool(OpT)>;

  ElementwiseLowering(CudaTileTypeConverter &converter, MLIRContext *context,
                      Compute compute, Applies applies = nullptr)
      : OpConversionPattern<OpT>(converter, context, kNativeBenefit),
        compute(std::move(compute)), applies(std::move(applies)) {}

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (applies && !applies(op))
      return failure();
    const TypeConverter *converter = this->getTypeConverter();
    FailureOr<TileFacts> result =
        factsOf(converter, op->getResult(0).getType());
    if (failed(result))
      return failure();
    SmallVector<TileFacts> operandFacts;
    for (Value operand : op->getOperands()) {
      FailureOr<TileFacts> facts = factsOf(converter, operand.getType());
      if (failed(facts) ||
          (facts->numElements != result->numElements && !facts->isScalar()))
        return failure();
      operandFacts.push_back(*facts);
    }
    SmallVector<Value> operands = llvm::to_vector(adaptor.getOperands());
    if (!result->isBuffer()) {
      rewriter.replaceOp(
          op, emitElementwise(
                  rewriter, op.getLoc(), op, *result, operands, operandFacts,
                  [&](OpBuilder &b, Location loc, ValueRange values) {
                    return compute(b, loc, op, values);
                  }));
      return success();
    }
    // Producers of buffer-held operands that this op can compute itself:
    // their chunks are computed here (their loops go once nobody needs
    // them).
    SmallVector<ChunkGenerator> generators(operands.size());
    SmallVector<BufferRead, 4> reads;
    bool readsMemory = false;
    for (auto [i, original] : llvm::enumerate(op->getOperands())) {
      generators[i] =
          takeFusedOperand(rewriter, converter, original, op, reads);
      if (!generators[i] && !operandFacts[i].isScalar())
        readsMemory = true;
      if (!generators[i] && operandFacts[i].isBuffer())
        reads.push_back({operands[i], operandFacts[i].bytes()});
    }
    readsMemory |= !reads.empty();
    // The store checks its destination against every buffer the loop reads,
    // fused producers' included.
    StoreDestination store =
        emitStoreDestination(rewriter, op.getLoc(), op, converter, reads);
    Value destination = store.address;
    Operation *loop = nullptr;
    Compute computeOp = compute;
    Value value = emitElementwise(
        rewriter, op.getLoc(), op, *result, operands, operandFacts,
        [&](OpBuilder &b, Location loc, ValueRange values) {
          return compute(b, loc, op, values);
        },
        destination, generators, &loop, store.stream);
    if (!destination && loop)
      recordFusable(
          converter, op, loop,
          [=](OpBuilder &b, Location loc, Value first, int64_t chunk) {
            SmallVector<Value> values;
            for (auto [i, value] : llvm::enumerate(operands))
              values.push_back(loadOperandChunk(b, loc, value, operandFacts[i],
                                                generators[i], first, chunk));
            return computeOp(b, loc, op, values);
          },
          !readsMemory, reads);
    rewriter.replaceOp(op, value);
    return success();
  }

private:
  Compute compute;
  Applies applies;
};

} // namespace mlir::cuda_tile::lowering

#endif // TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_PATTERNS_H
