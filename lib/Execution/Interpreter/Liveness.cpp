//===- Liveness.cpp - Freeing tiles after their last use ------------------===//
//
// A frame slot holds its tile until the slot is overwritten, so without a
// plan every value of a tile block would stay alive until the block ends (a
// chain of big elementwise ops would hold all its intermediate tiles). When
// a block is compiled, each value it defines gets the index of the last op
// of the block that reads it, directly or from inside that op's regions: a
// value defined outside a loop and read inside lives until the loop ends,
// and a loop-carried value lives in its block argument, which the loop
// refills from the terminator's transfer list on every trip. After that op
// the slot is dropped; when control leaves the block, every slot the block
// defines is dropped.
//
// Big splat constants are built when their value is first needed, not when
// the kernel is prepared, so that they too are freed after their last use.
//
//===----------------------------------------------------------------------===//

#include "Interpreter.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

/// Splat constants of at least this many bytes are deferred: building one
/// costs about what the op reading it costs, and smaller ones are cheaper
/// to keep than to rebuild on every loop trip.
constexpr int64_t kDeferredConstantBytes = int64_t(1) << 20;

/// The combiners of reduce and scan run once per pair of elements on
/// rank-0 values; their steps reuse argument buffers in place, so their
/// slots keep their values.
bool isInCombiner(Block &block) {
  for (Operation *parent = block.getParentOp(); parent;
       parent = parent->getParentOp())
    if (isa<ReduceOp, ScanOp>(parent))
      return true;
  return false;
}

} // namespace

bool isDeferredConstant(Operation *op) {
  auto constant = dyn_cast<ConstantOp>(op);
  if (!constant || !constant.getValue().isSplat())
    return false;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (isa<ReduceOp, ScanOp>(parent))
      return false;
  return Compiler::getTileInfo(constant.getType()).bytes() >=
         kDeferredConstantBytes;
}

void assembleBlock(Block &block, Compiler &compiler, std::vector<Step> opSteps,
                   std::vector<Step> rawSteps, CompiledBlock &compiled) {
  if (isInCombiner(block)) {
    compiled.releaseBegin.assign(opSteps.size() + 1, 0);
    compiled.steps = std::move(opSteps);
    return;
  }
  // The index (in `block`) of the first and the last op that reads each
  // value `block` defines.
  llvm::DenseMap<Value, std::pair<unsigned, unsigned>> uses;
  auto isDefinedHere = [&](Value value) {
    return value.getParentBlock() == &block;
  };
  unsigned index = 0;
  for (Operation &op : block.getOperations()) {
    op.walk([&](Operation *inner) {
      for (Value operand : inner->getOperands()) {
        if (!isDefinedHere(operand))
          continue;
        auto [it, inserted] = uses.try_emplace(operand, index, index);
        if (!inserted)
          it->second.second = index;
      }
    });
    ++index;
  }

  // Per op of `block`: the deferred constants to build before it and the
  // slots to drop after it.
  size_t numOps = opSteps.size();
  std::vector<llvm::SmallVector<std::pair<unsigned, unsigned>, 1>> build(
      numOps);
  std::vector<llvm::SmallVector<unsigned, 2>> drop(numOps);
  auto plan = [&](Value value, unsigned definedAt) {
    unsigned slot = compiler.slot(value);
    compiled.exitSlots.push_back(slot);
    auto it = uses.find(value);
    drop[it == uses.end() ? definedAt : it->second.second].push_back(slot);
  };
  for (BlockArgument arg : block.getArguments())
    if (numOps)
      plan(arg, 0);
  index = 0;
  for (Operation &op : block.getOperations()) {
    for (Value result : op.getResults())
      plan(result, index);
    if (rawSteps[index] && op.getNumResults() == 1) {
      auto it = uses.find(op.getResult(0));
      if (it != uses.end())
        build[it->second.first].push_back(
            {index, compiler.slot(op.getResult(0))});
    }
    ++index;
  }

  compiled.releaseBegin.push_back(0);
  for (size_t i = 0; i < numOps; ++i) {
    for (auto [constantAt, slot] : build[i]) {
      // Built here unless the constant's own step built it (it does while
      // tracing, so that the trace shows its value where it is defined).
      compiled.steps.push_back(
          [slot, raw = rawSteps[constantAt]](Frame &frame) {
            return frame.slots[slot] ? Flow::Next : raw(frame);
          });
      compiled.releaseBegin.push_back(compiled.releaseSlots.size());
    }
    if (rawSteps[i])
      compiled.steps.push_back([traced = std::move(opSteps[i])](Frame &frame) {
        return frame.launch->trace ? traced(frame) : Flow::Next;
      });
    else
      compiled.steps.push_back(std::move(opSteps[i]));
    compiled.releaseSlots.insert(compiled.releaseSlots.end(), drop[i].begin(),
                                 drop[i].end());
    compiled.releaseBegin.push_back(compiled.releaseSlots.size());
  }
}

} // namespace tilekit::exec::interp
