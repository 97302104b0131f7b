//===- EntryLowering.cpp - Entries to func.func, control flow to cf -------===//
//
// An entry becomes a func.func with the JIT ABI (JitAbi.h): its parameters
// are decoded from the argument words, and its structured control flow
// (if, for, loop and their terminators) becomes a CFG of cf branches. This
// is a walk, not a set of patterns: `continue`, `break` and `return` may sit
// in `if`s nested at any depth and jump to blocks of an enclosing loop or of
// the function, which a pattern local to one op cannot see. Everything else
// stays cuda_tile, bridged with unrealized casts to the converted values
// that now flow through block arguments.
//
// Tiles held in frame buffers are passed by pointer; a loop owns a carry
// buffer per buffer-held iteration value and copies the next values into it
// at the end of each iteration, so that an iteration never overwrites a
// value the previous one still reads (docs/jit.md).
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "tilekit/Conversion/CudaTileToStandard/MatmulLoop.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/RegionUtils.h"

#include <deque>

namespace mlir::cuda_tile {

using namespace lowering;

namespace {

/// What the terminator of a block means, where its block came from.
enum class ImplicitExit { Yield, Continue, Return };

struct Targets {
  Block *yieldDest = nullptr;    ///< merge block of the innermost `if`
  Block *continueDest = nullptr; ///< latch of the innermost loop
  Block *breakDest = nullptr;    ///< exit of the innermost `loop`
  ImplicitExit implicit = ImplicitExit::Return;
};

class EntryLowering {
public:
  EntryLowering(const CudaTileTypeConverter &converter, MLIRContext *context)
      : converter(converter), rewriter(context) {}

  LogicalResult run(EntryOp entry);

private:
  Value toConverted(Location loc, Value value);
  Value fromConverted(Location loc, Value value, Type tileType);
  FailureOr<SmallVector<Value>> convertValues(Location loc, ValueRange values);
  LogicalResult convertBlockArguments(Block *block);
  LogicalResult addResultArguments(Block *block, ResultRange results,
                                   Location loc);

  LogicalResult processBlock(Block *block, const Targets &targets);
  LogicalResult lowerTerminator(Block *block, const Targets &targets);
  LogicalResult lowerIf(IfOp op, Block *block, Block *cont,
                        const Targets &targets);
  /// Loop bodies get targets of their own; what follows the loop keeps the
  /// enclosing ones (processBlock queues it).
  LogicalResult lowerFor(ForOp op, Block *block, Block *cont);
  /// A matmul K loop (MatmulLoop.h) as one call of the runtime's blocked
  /// product; the loop's step is checked already.
  LogicalResult lowerMatmulLoop(ForOp op, const MatmulLoop &match, Value lower,
                                Value upper, Value step, Value init,
                                Block *cont);
  LogicalResult lowerLoop(LoopOp op, Block *block, Block *cont);

  /// Copies buffer-held initial values into fresh carry buffers; returns
  /// the values the loop body starts with. `carries[i]` is null for values
  /// held in registers.
  SmallVector<Value> carryIn(Location loc, Operation *loop,
                             ValueRange originals, ArrayRef<Value> inits,
                             TypeRange types, SmallVector<Value> &carries);
  /// At the end of an iteration: copies the next values of buffer-held
  /// values into their carries and returns the values of the next one.
  SmallVector<Value> carryOut(Location loc, Operation *loop, ValueRange next,
                              TypeRange types, ArrayRef<Value> carries);
  /// Moves the body of `loop` (a for or loop) before `cont`, converts its
  /// arguments (the iteration values from `firstIterArg` on, carried in
  /// `carries`) and the loop's results (arguments of `cont`), and creates
  /// the latch block that `continue` reaches, taking values like `start`.
  FailureOr<Block *> inlineLoopBody(Operation *loop, Block *cont,
                                    unsigned firstIterArg,
                                    ArrayRef<Value> start,
                                    ArrayRef<Value> carries);

  /// At the end of `latch` (a loop's back-edge): leaves the block through
  /// tilekit_jit_stopped when the launch is to stop (ContextHeader::stop),
  /// one relaxed load and a branch per iteration; returns the block where
  /// the latch goes on.
  Block *emitStopPoll(Operation *loop, Block *latch);

  Value decodeParameter(Location loc, Type type, Value args, unsigned &word);

  const CudaTileTypeConverter &converter;
  IRRewriter rewriter;
  func::FuncOp func;
  std::deque<std::pair<Block *, Targets>> worklist;
};

} // namespace

Value EntryLowering::toConverted(Location loc, Value value) {
  Type type = converter.convertType(value.getType());
  if (!type)
    return {};
  if (type == value.getType())
    return value;
  if (auto cast = value.getDefiningOp<UnrealizedConversionCastOp>())
    if (cast->getNumOperands() == 1 && cast->getOperand(0).getType() == type)
      return cast->getOperand(0);
  return UnrealizedConversionCastOp::create(rewriter, loc, type, value)
      .getResult(0);
}

Value EntryLowering::fromConverted(Location loc, Value value, Type tileType) {
  if (value.getType() == tileType)
    return value;
  return UnrealizedConversionCastOp::create(rewriter, loc, tileType, value)
      .getResult(0);
}

FailureOr<SmallVector<Value>> EntryLowering::convertValues(Location loc,
                                                           ValueRange values) {
  SmallVector<Value> converted;
  for (Value value : values) {
    Value c = toConverted(loc, value);
    if (!c) {
      emitError(loc) << "cannot lower a value of type " << value.getType();
      return failure();
    }
    converted.push_back(c);
  }
  return converted;
}

LogicalResult EntryLowering::convertBlockArguments(Block *block) {
  unsigned count = block->getNumArguments();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(block);
  for (unsigned i = 0; i < count; ++i) {
    BlockArgument old = block->getArgument(i);
    Type type = converter.convertType(old.getType());
    if (!type)
      return emitError(old.getLoc())
             << "cannot lower a value of type " << old.getType();
    BlockArgument fresh = block->addArgument(type, old.getLoc());
    if (!old.use_empty())
      old.replaceAllUsesWith(fromConverted(old.getLoc(), fresh, old.getType()));
  }
  block->eraseArguments(0, count);
  return success();
}

/// Whether `value` is a constant tile of all-zero bits (+0.0, 0).
static bool isZeroConstant(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return false;
  auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
  if (!dense || !dense.isSplat())
    return false;
  if (dense.getElementType().isIntOrIndex())
    return dense.getSplatValue<APInt>().isZero();
  if (isa<FloatType>(dense.getElementType()))
    return dense.getSplatValue<APFloat>().isPosZero();
  return false;
}

/// Whether `user`, in `body` or nested in its ops, lies in a loop inside
/// `body`: it may run several times in one iteration of body's loop.
static bool isInNestedLoop(Operation *user, Block *body) {
  for (Operation *at = user; at && at->getBlock() != body;) {
    at = at->getParentOp();
    if (isa_and_nonnull<ForOp, LoopOp>(at))
      return true;
  }
  return false;
}

/// Marks the casts of a loop body's buffer-held iteration values: each is
/// the loop's carry buffer, owned by that value alone (kCarriedBufferAttr),
/// so that its only reader may write its result over it. Not where a
/// reader lies in a loop nested in the body (still structured here): a
/// second trip of that loop would read what the first wrote.
static void markCarried(Block *body, unsigned firstIterArg,
                        ArrayRef<Value> carries) {
  for (auto [i, carry] : llvm::enumerate(carries)) {
    if (!carry)
      continue;
    Value arg = body->getArgument(firstIterArg + i);
    bool nested = llvm::any_of(arg.getUsers(), [&](Operation *cast) {
      return llvm::any_of(cast->getUsers(), [&](Operation *user) {
        return isInNestedLoop(user, body);
      });
    });
    if (nested)
      continue;
    for (Operation *user : arg.getUsers())
      if (isa<UnrealizedConversionCastOp>(user))
        user->setAttr(abi::kCarriedBufferAttr,
                      UnitAttr::get(user->getContext()));
  }
}

LogicalResult EntryLowering::addResultArguments(Block *block,
                                                ResultRange results,
                                                Location loc) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(block);
  for (OpResult result : results) {
    Type type = converter.convertType(result.getType());
    if (!type)
      return emitError(loc)
             << "cannot lower a value of type " << result.getType();
    BlockArgument arg = block->addArgument(type, loc);
    if (!result.use_empty())
      result.replaceAllUsesWith(fromConverted(loc, arg, result.getType()));
  }
  return success();
}

SmallVector<Value> EntryLowering::carryIn(Location loc, Operation *loop,
                                          ValueRange originals,
                                          ArrayRef<Value> inits,
                                          TypeRange types,
                                          SmallVector<Value> &carries) {
  SmallVector<Value> start;
  for (auto [original, init, type] : llvm::zip(originals, inits, types)) {
    FailureOr<TileFacts> facts = getTileFacts(converter, type);
    if (failed(facts) || !facts->isBuffer()) {
      carries.push_back({});
      start.push_back(init);
      continue;
    }
    Value carry = allocateFrameSlot(rewriter, loc, loop, facts->bytes());
    // A zero constant is written, not copied from the module's data (a
    // reduction's accumulator starts so in every row of a norm kernel).
    if (isZeroConstant(original))
      LLVM::MemsetOp::create(rewriter, loc, carry,
                             constInt(rewriter, loc, rewriter.getI8Type(), 0),
                             constI64(rewriter, loc, facts->bytes()),
                             /*isVolatile=*/false);
    else
      copyBytes(rewriter, loc, carry, init, facts->bytes());
    carries.push_back(carry);
    start.push_back(carry);
  }
  return start;
}

SmallVector<Value> EntryLowering::carryOut(Location loc, Operation *loop,
                                           ValueRange next, TypeRange types,
                                           ArrayRef<Value> carries) {
  SmallVector<Value> values(next.begin(), next.end());
  SmallVector<std::pair<unsigned, int64_t>> buffers;
  for (auto [i, type] : llvm::enumerate(types))
    if (carries[i])
      buffers.emplace_back(i, getTileFacts(converter, type)->bytes());
  if (buffers.size() == 1) {
    // The next value may be the carry itself (an op that updated it in
    // place): then there is nothing to copy.
    auto [i, bytes] = buffers.front();
    Value moved = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne,
                                       carries[i], next[i]);
    auto ifMoved = scf::IfOp::create(rewriter, loc, moved);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(ifMoved.thenBlock());
    LLVM::MemmoveOp::create(rewriter, loc, carries[i], next[i],
                            constI64(rewriter, loc, bytes), false);
  } else if (buffers.size() > 1) {
    // A next value may be another value's carry (`continue %b, %a`): copy
    // every next value out before overwriting any carry.
    SmallVector<Value> temps;
    for (auto [i, bytes] : buffers) {
      Value temp = allocateFrameSlot(rewriter, loc, loop, bytes);
      copyBytes(rewriter, loc, temp, next[i], bytes);
      temps.push_back(temp);
    }
    for (auto [k, entry] : llvm::enumerate(buffers))
      copyBytes(rewriter, loc, carries[entry.first], temps[k], entry.second);
  }
  for (auto [i, carry] : llvm::enumerate(carries))
    if (carry)
      values[i] = carry;
  return values;
}

LogicalResult EntryLowering::lowerTerminator(Block *block,
                                             const Targets &targets) {
  Operation *term = block->empty() ? nullptr : &block->back();
  if (term && isa<cf::BranchOp, cf::CondBranchOp, func::ReturnOp>(term))
    return success();
  ImplicitExit kind = targets.implicit;
  Location loc = term ? term->getLoc() : block->getParent()->getLoc();
  ValueRange operands;
  if (term && isa<YieldOp, ContinueOp, BreakOp, ReturnOp>(term)) {
    operands = term->getOperands();
    if (isa<YieldOp>(term))
      kind = ImplicitExit::Yield;
    else if (isa<ContinueOp>(term))
      kind = ImplicitExit::Continue;
    else if (isa<ReturnOp>(term))
      kind = ImplicitExit::Return;
    rewriter.setInsertionPoint(term);
  } else {
    term = nullptr;
    rewriter.setInsertionPointToEnd(block);
  }
  if (term && isa<BreakOp>(term)) {
    if (!targets.breakDest)
      return emitError(loc) << "'break' outside of a loop";
    FailureOr<SmallVector<Value>> values = convertValues(loc, operands);
    if (failed(values))
      return failure();
    cf::BranchOp::create(rewriter, loc, targets.breakDest, *values);
  } else if (kind == ImplicitExit::Return) {
    func::ReturnOp::create(rewriter, loc,
                           ValueRange{constI32(rewriter, loc, 0)});
  } else {
    Block *dest =
        kind == ImplicitExit::Yield ? targets.yieldDest : targets.continueDest;
    if (!dest)
      return emitError(loc) << "a terminator without its enclosing op";
    FailureOr<SmallVector<Value>> values = convertValues(loc, operands);
    if (failed(values))
      return failure();
    cf::BranchOp::create(rewriter, loc, dest, *values);
  }
  if (term)
    rewriter.eraseOp(term);
  return success();
}

LogicalResult EntryLowering::lowerIf(IfOp op, Block *block, Block *cont,
                                     const Targets &targets) {
  Location loc = op.getLoc();
  if (failed(addResultArguments(cont, op->getResults(), loc)))
    return failure();
  rewriter.setInsertionPointToEnd(block);
  Value condition = toConverted(loc, op.getCondition());
  Region &thenRegion = op.getThenRegion();
  Region &elseRegion = op.getElseRegion();
  Block *thenBlock = thenRegion.empty() ? nullptr : &thenRegion.front();
  Block *elseBlock = elseRegion.empty() ? nullptr : &elseRegion.front();
  rewriter.inlineRegionBefore(thenRegion, cont);
  rewriter.inlineRegionBefore(elseRegion, cont);
  cf::CondBranchOp::create(rewriter, loc, condition,
                           thenBlock ? thenBlock : cont, ValueRange{},
                           elseBlock ? elseBlock : cont, ValueRange{});
  rewriter.eraseOp(op);
  Targets inner = targets;
  inner.yieldDest = cont;
  inner.implicit = ImplicitExit::Yield;
  if (thenBlock)
    worklist.emplace_back(thenBlock, inner);
  if (elseBlock)
    worklist.emplace_back(elseBlock, inner);
  return success();
}

LogicalResult EntryLowering::lowerFor(ForOp op, Block *block, Block *cont) {
  Location loc = op.getLoc();
  rewriter.setInsertionPointToEnd(block);
  Value lower = toConverted(loc, op.getLowerBound());
  Value upper = toConverted(loc, op.getUpperBound());
  Value step = toConverted(loc, op.getStep());
  FailureOr<SmallVector<Value>> inits = convertValues(loc, op.getInitValues());
  if (!lower || !upper || !step || failed(inits))
    return failure();
  bool isUnsigned = op.getUnsignedCmp();
  Value runs = arith::CmpIOp::create(rewriter, loc,
                                     isUnsigned ? arith::CmpIPredicate::ult
                                                : arith::CmpIPredicate::slt,
                                     lower, upper);
  // The interpreter reads the step signed or unsigned like the bounds: a
  // step that is not positive is 0 unsigned, <= 0 signed.
  Value zero = constInt(rewriter, loc, step.getType(), 0);
  Value badStep = arith::CmpIOp::create(rewriter, loc,
                                        isUnsigned ? arith::CmpIPredicate::eq
                                                   : arith::CmpIPredicate::sle,
                                        step, zero);
  Value bad = arith::AndIOp::create(rewriter, loc, runs, badStep);
  callRuntime(
      rewriter, loc, op, "tilekit_jit_check",
      {getEntryArg(op, abi::kContext), getOpIdValue(rewriter, loc, op),
       constI32(rewriter, loc, abi::kCheckLoopStep),
       arith::ExtUIOp::create(rewriter, loc, rewriter.getI8Type(), bad)});
  if (std::optional<MatmulLoop> match = matchMatmulLoop(op))
    return lowerMatmulLoop(op, *match, lower, upper, step, (*inits)[0], cont);
  TypeRange iterTypes = op.getInitValues().getTypes();
  SmallVector<Value> carries;
  SmallVector<Value> start =
      carryIn(loc, op, op.getInitValues(), *inits, iterTypes, carries);

  Block *body = &op.getRegion().front();
  FailureOr<Block *> latchOr =
      inlineLoopBody(op, cont, /*firstIterArg=*/1, start, carries);
  if (failed(latchOr))
    return failure();
  Block *latch = *latchOr;

  rewriter.setInsertionPointToEnd(block);
  SmallVector<Value> bodyArgs = {lower};
  bodyArgs.append(start);
  cf::CondBranchOp::create(rewriter, loc, runs, body, bodyArgs, cont, start);

  // The next iteration runs while iv + step < upper, tested without
  // overflow: iv < upper holds here, so upper - iv is exact unsigned.
  rewriter.setInsertionPointToEnd(emitStopPoll(op, latch));
  SmallVector<Value> next =
      carryOut(loc, op, latch->getArguments(), iterTypes, carries);
  Value iv = body->getArgument(0);
  Value remaining = arith::SubIOp::create(rewriter, loc, upper, iv);
  Value more = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ugt,
                                     remaining, step);
  Value nextIv = arith::AddIOp::create(rewriter, loc, iv, step);
  SmallVector<Value> nextArgs = {nextIv};
  nextArgs.append(next);
  cf::CondBranchOp::create(rewriter, loc, more, body, nextArgs, cont, next);
  rewriter.eraseOp(op);

  Targets inner;
  inner.continueDest = latch;
  inner.implicit = ImplicitExit::Continue;
  worklist.emplace_back(body, inner);
  return success();
}

LogicalResult EntryLowering::lowerMatmulLoop(ForOp op, const MatmulLoop &match,
                                             Value lower, Value upper,
                                             Value step, Value init,
                                             Block *cont) {
  Location loc = op.getLoc();
  FailureOr<TileFacts> acc =
      getTileFacts(converter, op.getInitValues()[0].getType());
  if (failed(acc))
    return emitError(loc) << "cannot lower the accumulator of a matmul loop";
  // The runtime's words (JitAbi.h, tilekit_jit_mmaf_loop): the bounds and
  // step as i64, then per load (A, then B) its tensor view's record and its
  // indices (the induction variable's as 0: the runtime puts each
  // iteration's there).
  bool isUnsigned = op.getUnsignedCmp();
  auto toWord = [&](Value value) -> Value {
    if (value.getType().isInteger(64))
      return value;
    if (isUnsigned)
      return arith::ExtUIOp::create(rewriter, loc, rewriter.getI64Type(),
                                    value);
    return arith::ExtSIOp::create(rewriter, loc, rewriter.getI64Type(), value);
  };
  SmallVector<Value> words = {toWord(lower), toWord(upper), toWord(step)};
  SmallVector<Value> records;
  SmallVector<unsigned> recordAt;
  for (LoadViewTkoOp load : {match.lhsLoad, match.rhsLoad}) {
    auto make = load.getView().getDefiningOp<MakePartitionViewOp>();
    Value source = make ? Value(make.getTensorView()) : Value(load.getView());
    Value record = toConverted(loc, source);
    if (!record)
      return emitError(loc) << "cannot lower the view of a matmul loop";
    recordAt.push_back(words.size());
    records.push_back(record);
    words.append(cast<VectorType>(record.getType()).getNumElements(), Value());
    for (Value index : load.getIndex()) {
      if (index == op.getInductionVar()) {
        words.push_back(constI64(rewriter, loc, 0));
        continue;
      }
      Value converted = toConverted(loc, index);
      if (!converted)
        return emitError(loc) << "cannot lower an index of a matmul loop";
      words.push_back(converted.getType().isInteger(64)
                          ? converted
                          : arith::ExtSIOp::create(rewriter, loc,
                                                   rewriter.getI64Type(),
                                                   converted));
    }
  }
  Value array = allocateFrameSlot(rewriter, loc, op, 8 * words.size());
  Type i64 = rewriter.getI64Type();
  for (auto [i, word] : llvm::enumerate(words))
    if (word)
      LLVM::StoreOp::create(rewriter, loc, word,
                            gep(rewriter, loc, array, i64, i), 8);
  for (auto [record, at] : llvm::zip(records, recordAt))
    LLVM::StoreOp::create(rewriter, loc, record,
                          gep(rewriter, loc, array, i64, at), 8);
  Value accPtr = spillToMemory(rewriter, loc, op, init, *acc);
  Value out = allocateFrameSlot(rewriter, loc, op, acc->bytes());
  callRuntime(rewriter, loc, op, "tilekit_jit_mmaf_loop",
              {getEntryArg(op, abi::kContext), getOpIdValue(rewriter, loc, op),
               array, accPtr, out});
  Value result = loadFromMemory(rewriter, loc, out, *acc);
  op.getResult(0).replaceAllUsesWith(
      fromConverted(loc, result, op.getResult(0).getType()));
  cf::BranchOp::create(rewriter, loc, cont);
  rewriter.eraseOp(op);
  return success();
}

Block *EntryLowering::emitStopPoll(Operation *loop, Block *latch) {
  Location loc = loop->getLoc();
  rewriter.setInsertionPointToEnd(latch);
  Value ctx = getEntryArg(loop, abi::kContext);
  Value wordPtr = LLVM::LoadOp::create(
      rewriter, loc, getPtrType(rewriter.getContext()),
      gep(rewriter, loc, ctx, rewriter.getI8Type(), abi::kContextStopOffset),
      8);
  Value word = LLVM::LoadOp::create(
      rewriter, loc, rewriter.getI32Type(), wordPtr, 4, /*isVolatile=*/false,
      /*isNonTemporal=*/false, /*isInvariant=*/false,
      /*isInvariantGroup=*/false, LLVM::AtomicOrdering::monotonic);
  Value stop = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne,
                                     word, constI32(rewriter, loc, 0));
  Block *rest = rewriter.splitBlock(latch, latch->end());
  Block *stopped = rewriter.createBlock(rest);
  callRuntime(rewriter, loc, loop, "tilekit_jit_stopped",
              {ctx, getOpIdValue(rewriter, loc, loop)});
  cf::BranchOp::create(rewriter, loc, rest);
  rewriter.setInsertionPointToEnd(latch);
  // Stopping is rare: keep the loop's hot path straight.
  cf::CondBranchOp::create(rewriter, loc, stop, stopped, ValueRange(), rest,
                           ValueRange(), ArrayRef<int32_t>{1, 1 << 20});
  return rest;
}

FailureOr<Block *> EntryLowering::inlineLoopBody(Operation *loop, Block *cont,
                                                 unsigned firstIterArg,
                                                 ArrayRef<Value> start,
                                                 ArrayRef<Value> carries) {
  Location loc = loop->getLoc();
  Region &region = loop->getRegion(0);
  Block *body = &region.front();
  rewriter.inlineRegionBefore(region, cont);
  if (failed(convertBlockArguments(body)) ||
      failed(addResultArguments(cont, loop->getResults(), loc)))
    return failure();
  markCarried(body, firstIterArg, carries);
  SmallVector<Type> carriedTypes;
  for (Value v : start)
    carriedTypes.push_back(v.getType());
  SmallVector<Location> locs(carriedTypes.size(), loc);
  return rewriter.createBlock(cont, carriedTypes, locs);
}

LogicalResult EntryLowering::lowerLoop(LoopOp op, Block *block, Block *cont) {
  Location loc = op.getLoc();
  rewriter.setInsertionPointToEnd(block);
  FailureOr<SmallVector<Value>> inits = convertValues(loc, op.getInitValues());
  if (failed(inits))
    return failure();
  TypeRange iterTypes = op.getInitValues().getTypes();
  SmallVector<Value> carries;
  SmallVector<Value> start =
      carryIn(loc, op, op.getInitValues(), *inits, iterTypes, carries);

  Block *body = &op.getRegion().front();
  FailureOr<Block *> latchOr =
      inlineLoopBody(op, cont, /*firstIterArg=*/0, start, carries);
  if (failed(latchOr))
    return failure();
  Block *latch = *latchOr;

  rewriter.setInsertionPointToEnd(block);
  cf::BranchOp::create(rewriter, loc, body, start);
  rewriter.setInsertionPointToEnd(emitStopPoll(op, latch));
  SmallVector<Value> next =
      carryOut(loc, op, latch->getArguments(), iterTypes, carries);
  cf::BranchOp::create(rewriter, loc, body, next);
  rewriter.eraseOp(op);

  Targets inner;
  inner.continueDest = latch;
  inner.breakDest = cont;
  inner.implicit = ImplicitExit::Continue;
  worklist.emplace_back(body, inner);
  return success();
}

LogicalResult EntryLowering::processBlock(Block *block,
                                          const Targets &targets) {
  for (Operation &op : *block) {
    if (!isa<IfOp, ForOp, LoopOp>(op))
      continue;
    Block *cont = rewriter.splitBlock(block, std::next(op.getIterator()));
    worklist.emplace_back(cont, targets);
    if (auto ifOp = dyn_cast<IfOp>(op))
      return lowerIf(ifOp, block, cont, targets);
    if (auto forOp = dyn_cast<ForOp>(op))
      return lowerFor(forOp, block, cont);
    return lowerLoop(cast<LoopOp>(op), block, cont);
  }
  return lowerTerminator(block, targets);
}

Value EntryLowering::decodeParameter(Location loc, Type type, Value args,
                                     unsigned &word) {
  Type i64 = rewriter.getI64Type();
  auto loadWord = [&]() -> Value {
    Value ptr = gep(rewriter, loc, args, i64, int64_t(word++));
    return LLVM::LoadOp::create(rewriter, loc, i64, ptr, 8);
  };
  if (auto tile = dyn_cast<TileType>(type)) {
    Type reg = CudaTileTypeConverter::getRegisterType(tile.getElementType());
    if (!tile.getShape().empty() || !reg)
      return {};
    Value bits = loadWord();
    if (reg.isInteger(1))
      return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne,
                                   bits, constI64(rewriter, loc, 0));
    if (reg.isF64())
      return arith::BitcastOp::create(rewriter, loc, reg, bits);
    if (reg.isF32())
      return arith::BitcastOp::create(
          rewriter, loc, reg,
          arith::TruncIOp::create(rewriter, loc, rewriter.getI32Type(), bits));
    if (reg.getIntOrFloatBitWidth() < 64)
      return arith::TruncIOp::create(rewriter, loc, reg, bits);
    return bits;
  }
  if (auto view = dyn_cast<TensorViewType>(type)) {
    SmallVector<Value> words;
    for (size_t i = 0; i < 1 + 2 * view.getShape().size(); ++i)
      words.push_back(loadWord());
    auto vectorType = VectorType::get({int64_t(words.size())}, i64);
    return vector::FromElementsOp::create(rewriter, loc, vectorType, words);
  }
  return {};
}

void numberEntryOps(EntryOp entry) {
  bool numbered = false;
  entry.getBody().walk(
      [&](Operation *op) { numbered |= op->hasAttr(abi::kOpIdAttr); });
  if (numbered)
    return;
  MLIRContext *context = entry.getContext();
  int32_t nextId = 0;
  entry.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
    op->setAttr(abi::kOpIdAttr,
                IntegerAttr::get(IntegerType::get(context, 32), nextId++));
  });
}

LogicalResult EntryLowering::run(EntryOp entry) {
  Location loc = entry.getLoc();
  MLIRContext *context = entry.getContext();
  auto tileModule = entry->getParentOfType<cuda_tile::ModuleOp>();

  // Number the ops before anything moves.
  numberEntryOps(entry);

  SmallVector<Attribute> globals;
  if (tileModule)
    for (auto global : tileModule.getBodyBlock().getOps<GlobalOp>())
      globals.push_back(global.getSymNameAttr());

  Type ptr = getPtrType(context);
  Type i32 = rewriter.getI32Type();
  auto funcType =
      rewriter.getFunctionType({ptr, i32, i32, i32, ptr, ptr}, {i32});
  if (tileModule)
    rewriter.setInsertionPoint(tileModule);
  else
    rewriter.setInsertionPoint(entry);
  func = func::FuncOp::create(rewriter, loc, entry.getSymName(), funcType);
  func->setAttr(abi::kFrameBytesAttr, rewriter.getI64IntegerAttr(0));
  func->setAttr(abi::kGlobalsAttr, rewriter.getArrayAttr(globals));
  Block *entryBlock = func.addEntryBlock();
  rewriter.setInsertionPointToStart(entryBlock);

  Block &body = entry.getBody().front();
  Value args = entryBlock->getArgument(abi::kArguments);
  unsigned word = 0;
  for (BlockArgument param : body.getArguments()) {
    Value value = decodeParameter(param.getLoc(), param.getType(), args, word);
    if (!value)
      return entry.emitError()
             << "parameter " << param.getArgNumber() << " of type "
             << param.getType() << " cannot be lowered";
    param.replaceAllUsesWith(
        fromConverted(param.getLoc(), value, param.getType()));
  }
  entryBlock->getOperations().splice(entryBlock->end(), body.getOperations());
  rewriter.eraseOp(entry);

  worklist.emplace_back(entryBlock, Targets());
  while (!worklist.empty()) {
    auto [block, targets] = worklist.front();
    worklist.pop_front();
    if (failed(processBlock(block, targets)))
      return failure();
  }
  // Code after a loop that never exits, or after `return`, cannot run; the
  // conversion would leave it as it is.
  (void)eraseUnreachableBlocks(rewriter, func.getBody());
  return success();
}

LogicalResult lowerEntriesToFuncs(mlir::ModuleOp module,
                                  const CudaTileTypeConverter &converter) {
  SmallVector<EntryOp> entries;
  module.walk([&](EntryOp entry) { entries.push_back(entry); });
  for (EntryOp entry : entries)
    if (failed(EntryLowering(converter, module.getContext()).run(entry)))
      return failure();
  return success();
}

} // namespace mlir::cuda_tile
