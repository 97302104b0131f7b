//===- ElementwiseFusion.cpp - When a consumer may compute its producer ---===//
//
// An element-wise op on buffer-held tiles writes its result to a frame
// buffer in a loop of chunks, and the next op reads it back. When the only
// consumer of that result is another element-wise op, the consumer's loop
// computes the producer's chunk itself (ElementwiseLowering, Patterns.h)
// and the producer's loop is dropped: the chain reads its inputs once and
// writes once. The bits cannot change (each element goes through the same
// operations); what must hold is that the producer's operands still hold
// the same values where the consumer runs.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::cuda_tile::lowering {

/// Whether `op` leaves memory as it was: no effects, or reads only.
static bool writesNothing(Operation *op) {
  if (isMemoryEffectFree(op))
    return true;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects || op->getNumRegions() != 0)
    return false;
  return effects.onlyHasEffect<MemoryEffects::Read>();
}

bool canFuseInto(Operation *producer, Operation *consumer) {
  if (producer->getNumResults() != 1 ||
      producer->getBlock() != consumer->getBlock() ||
      !producer->isBeforeInBlock(consumer))
    return false;
  for (Operation *user : producer->getResult(0).getUsers())
    if (user != consumer)
      return false;
  // Frame buffers of SSA values are rewritten only by their own op, which
  // comes before the producer; tensor memory (loaded tiles may refer to
  // it) must not be written in between.
  for (Operation *op = producer->getNextNode(); op != consumer;
       op = op->getNextNode())
    if (!writesNothing(op))
      return false;
  return true;
}

static CudaTileTypeConverter::PatternState &
stateOf(const TypeConverter *converter) {
  return static_cast<const CudaTileTypeConverter *>(converter)
      ->getPatternState();
}

ChunkGenerator takeFusedOperand(ConversionPatternRewriter &rewriter,
                                const TypeConverter *converter, Value operand,
                                Operation *consumer,
                                SmallVectorImpl<BufferRead> &reads) {
  Operation *producer = operand.getDefiningOp();
  if (!producer)
    return {};
  auto &fusable = stateOf(converter).fusable;
  auto it = fusable.find(producer);
  if (it == fusable.end())
    return {};
  FusableProducer &entry = it->second;
  if (!entry.takenBy.contains(consumer)) {
    if (!entry.readsNoMemory && !canFuseInto(producer, consumer))
      return {};
    entry.takenBy.insert(consumer);
    bool last = !entry.readsNoMemory || --entry.pendingUsers == 0;
    if (last && entry.loop) {
      rewriter.eraseOp(entry.loop);
      entry.loop = nullptr;
    }
  }
  llvm::append_range(reads, entry.reads);
  return entry.generator;
}

void recordFusable(const TypeConverter *converter, Operation *op,
                   Operation *loop, ChunkGenerator generator,
                   bool readsNoMemory, ArrayRef<BufferRead> reads) {
  FusableProducer &entry = stateOf(converter).fusable[op];
  entry.loop = loop;
  entry.generator = std::move(generator);
  entry.readsNoMemory = readsNoMemory;
  entry.reads.assign(reads.begin(), reads.end());
  llvm::SmallPtrSet<Operation *, 4> users(op->getResult(0).getUsers().begin(),
                                          op->getResult(0).getUsers().end());
  entry.pendingUsers = users.size();
}

} // namespace mlir::cuda_tile::lowering
