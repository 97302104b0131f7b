//===- ControlFlowRules.cpp - if, for, loop and their terminators ---------===//
//
// Terminators leave their operands in the frame's transfer list and report
// how they leave (Flow::Yield, Continue, Break, Return); `if` passes a
// continue, break or return on to the loop or entry that owns it.
//
//===----------------------------------------------------------------------===//

#include "Interpreter.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

std::vector<unsigned> slotsOf(Compiler &compiler, ValueRange values) {
  std::vector<unsigned> slots;
  for (Value value : values)
    slots.push_back(compiler.slot(value));
  return slots;
}

/// Moves the transfer list into `slots`.
void takeTransfer(Frame &frame, const std::vector<unsigned> &slots) {
  for (size_t i = 0; i < slots.size() && i < frame.transfer.size(); ++i)
    frame.slots[slots[i]] = std::move(frame.transfer[i]);
  frame.transfer.clear();
}

template <Flow Kind>
LogicalResult compileTerminator(Operation *op, Compiler &compiler, Step &step) {
  std::vector<unsigned> operands = slotsOf(compiler, op->getOperands());
  step = [operands](Frame &frame) {
    frame.transfer.clear();
    for (unsigned slot : operands)
      frame.transfer.push_back(frame.slots[slot]);
    return Kind;
  };
  return success();
}

LogicalResult compileIf(Operation *op, Compiler &compiler, Step &step) {
  auto ifOp = cast<IfOp>(op);
  unsigned condition = compiler.slot(ifOp.getCondition());
  std::vector<unsigned> results = slotsOf(compiler, ifOp.getResults());
  FailureOr<CompiledBlockRef> thenBlock =
      compiler.compileRegion(ifOp.getThenRegion());
  FailureOr<CompiledBlockRef> elseBlock =
      compiler.compileRegion(ifOp.getElseRegion());
  if (failed(thenBlock) || failed(elseBlock))
    return failure();
  step = [=, thenBlock = *thenBlock, elseBlock = *elseBlock](Frame &frame) {
    const CompiledBlockRef &taken =
        frame.slots[condition]->data()[0] ? thenBlock : elseBlock;
    if (!taken)
      return Flow::Next;
    Flow flow = runBlock(*taken, frame);
    if (flow == Flow::Yield) {
      takeTransfer(frame, results);
      return Flow::Next;
    }
    return flow;
  };
  return success();
}

/// Whether the launch is to stop (StopRequest): polled once per loop
/// iteration, so that a block that never ends can still be stopped.
bool isStopRequested(const Frame &frame) {
  return frame.launch->stop &&
         frame.launch->stop->load(std::memory_order_relaxed) != 0;
}

Flow stopBlock(Frame &frame) {
  if (frame.error.empty())
    frame.error = "the launch was stopped";
  return Flow::Fault;
}

LogicalResult compileFor(Operation *op, Compiler &compiler, Step &step) {
  auto forOp = cast<ForOp>(op);
  unsigned lb = compiler.slot(forOp.getLowerBound());
  unsigned ub = compiler.slot(forOp.getUpperBound());
  unsigned stepSlot = compiler.slot(forOp.getStep());
  std::vector<unsigned> inits = slotsOf(compiler, forOp.getInitValues());
  std::vector<unsigned> results = slotsOf(compiler, forOp.getResultValues());
  FailureOr<CompiledBlockRef> body = compiler.compileRegion(forOp.getRegion());
  if (failed(body))
    return failure();
  unsigned bits =
      cast<TileType>(forOp.getLowerBound().getType()).getElementTypeBitWidth();
  unsigned bytes = std::max(1u, bits / 8);
  bool isUnsigned = forOp.getUnsignedCmp();
  step = [=, body = *body](Frame &frame) -> Flow {
    auto read = [&](unsigned slot) -> __int128 {
      uint64_t raw = readScalarBits(frame.slots[slot], bytes);
      return isUnsigned ? __int128(maskBits(raw, bits))
                        : __int128(signExtend(raw, bits));
    };
    __int128 iv = read(lb), upper = read(ub), stride = read(stepSlot);
    if (stride <= 0 && iv < upper)
      return fail(frame, op,
                  "has a step that is not positive (undefined behaviour: the "
                  "loop would not terminate)");
    const std::vector<unsigned> &args = body->argSlots;
    for (size_t i = 0; i < inits.size(); ++i)
      frame.slots[args[i + 1]] = frame.slots[inits[i]];
    for (; iv < upper; iv += stride) {
      frame.slots[args[0]] = makeScalar(static_cast<uint64_t>(iv), bytes);
      Flow flow = runBlock(*body, frame);
      if (flow == Flow::Continue) {
        for (size_t i = 0; i < frame.transfer.size(); ++i)
          frame.slots[args[i + 1]] = std::move(frame.transfer[i]);
        frame.transfer.clear();
      } else if (flow != Flow::Next) {
        return flow;
      }
      if (isStopRequested(frame))
        return stopBlock(frame);
    }
    // Moved, not copied: the body's slots would keep the tiles alive.
    for (size_t i = 0; i < results.size(); ++i)
      frame.slots[results[i]] = std::move(frame.slots[args[i + 1]]);
    return Flow::Next;
  };
  return success();
}

LogicalResult compileLoop(Operation *op, Compiler &compiler, Step &step) {
  auto loopOp = cast<LoopOp>(op);
  std::vector<unsigned> inits = slotsOf(compiler, loopOp.getInitValues());
  std::vector<unsigned> results = slotsOf(compiler, loopOp.getResultValues());
  FailureOr<CompiledBlockRef> body = compiler.compileRegion(loopOp.getRegion());
  if (failed(body))
    return failure();
  step = [=, body = *body](Frame &frame) -> Flow {
    const std::vector<unsigned> &args = body->argSlots;
    for (size_t i = 0; i < inits.size(); ++i)
      frame.slots[args[i]] = frame.slots[inits[i]];
    while (true) {
      Flow flow = runBlock(*body, frame);
      if (flow == Flow::Continue || flow == Flow::Next) {
        for (size_t i = 0; i < frame.transfer.size(); ++i)
          frame.slots[args[i]] = std::move(frame.transfer[i]);
        frame.transfer.clear();
        if (isStopRequested(frame))
          return stopBlock(frame);
        continue;
      }
      if (flow == Flow::Break) {
        takeTransfer(frame, results);
        return Flow::Next;
      }
      return flow;
    }
  };
  return success();
}

} // namespace

void addControlFlowRules(RuleTable &table) {
  table.add<IfOp>(compileIf);
  table.add<ForOp>(compileFor);
  table.add<LoopOp>(compileLoop);
  table.add<YieldOp>(compileTerminator<Flow::Yield>);
  table.add<ContinueOp>(compileTerminator<Flow::Continue>);
  table.add<BreakOp>(compileTerminator<Flow::Break>);
  table.add<ReturnOp>(compileTerminator<Flow::Return>);
}

} // namespace tilekit::exec::interp
