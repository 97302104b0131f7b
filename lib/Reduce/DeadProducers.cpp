//===- DeadProducers.cpp - erase ops left without uses --------------------===//

#include "DeadProducers.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

void cuda_tile::eraseDeadProducers(RewriterBase &rewriter,
                                   ArrayRef<Value> values) {
  SmallVector<Operation *> worklist;
  for (Value value : values)
    if (Operation *producer = value.getDefiningOp())
      worklist.push_back(producer);
  // An op may be queued once per operand it feeds; the set keeps erased ops
  // from being looked at again.
  SmallPtrSet<Operation *, 8> erased;
  while (!worklist.empty()) {
    Operation *producer = worklist.pop_back_val();
    if (erased.contains(producer) || !isOpTriviallyDead(producer))
      continue;
    for (Value operand : producer->getOperands())
      if (Operation *feeder = operand.getDefiningOp())
        worklist.push_back(feeder);
    erased.insert(producer);
    rewriter.eraseOp(producer);
  }
}
