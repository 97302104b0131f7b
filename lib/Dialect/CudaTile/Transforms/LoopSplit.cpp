//===- LoopSplit.cpp - Split a for loop where a branch on its iv flips ----===//
//
// `for %i in (lb to ub, step s) { if (cmpi %i, %x) {A} else {B} ... }` runs
// the same branch on each side of one iteration, so it becomes two loops,
// each with its branch inlined. The rewrite is the reference optimizer's
// (the same ops in the same order, the same names and locations), except
// where the reference produces wrong or invalid IR or crashes: a bound that
// is a loop-carried value or an inner loop's induction variable (not loop
// invariant: no split), a step that is not a constant (split with the
// aligned formula), an if without else (its empty branch inlines to
// nothing), a loop without loop-carried values (no second terminator), an
// unsigned loop whose step
// is not a power of two (the split point is raised to the lower bound
// before it is aligned). docs/optimizer.md lists them.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_LOOPSPLITPASS
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

/// A comparison of a loop's induction variable that a split removes.
struct LoopSplit {
  /// The cmpi.
  Operation *comparison;
  /// `%iv <predicate> bound`, the induction variable on the left.
  ComparisonPredicate predicate;
  Value bound;
  /// Whether the then branch runs from the split point on (iv > x, iv >= x)
  /// rather than before it (iv < x, iv <= x).
  bool thenAfterSplit;
  /// The ifs on the comparison directly in the loop body: inlined.
  SmallPtrSet<Operation *, 4> inlinedIfs;
  /// Whether the comparison has other uses (nested ifs, other ops): then
  /// each loop gets it as the constant it is there.
  bool keepComparison;
};

} // namespace

/// The optimization hint that overrides the pass option.
static constexpr llvm::StringLiteral kSplitThresholdAttrName =
    "cuda_tile.loop_split";

static std::optional<int> getThresholdHint(Operation *op) {
  if (auto hint = dyn_cast_if_present<IntegerAttr>(
          op->getDiscardableAttr(kSplitThresholdAttrName)))
    return static_cast<int>(hint.getInt());
  return std::nullopt;
}

static Signedness getLoopSignedness(ForOp loop) {
  return loop.getUnsignedCmp() ? Signedness::Unsigned : Signedness::Signed;
}

/// The predicate of `comparison` with `loop`'s induction variable on the
/// left, and the other operand; none unless it compares the induction
/// variable by order with the loop's signedness.
static std::optional<std::pair<ComparisonPredicate, Value>>
getPredicateOnInductionVar(ForOp loop, CmpIOp comparison) {
  if (comparison.getSignedness() != getLoopSignedness(loop))
    return std::nullopt;
  Value iv = loop.getInductionVar();
  ComparisonPredicate predicate = comparison.getComparisonPredicate();
  if (comparison.getLhs() == iv)
    return std::make_pair(predicate, comparison.getRhs());
  if (comparison.getRhs() != iv)
    return std::nullopt;
  switch (predicate) {
  case ComparisonPredicate::LESS_THAN:
    predicate = ComparisonPredicate::GREATER_THAN;
    break;
  case ComparisonPredicate::LESS_THAN_OR_EQUAL:
    predicate = ComparisonPredicate::GREATER_THAN_OR_EQUAL;
    break;
  case ComparisonPredicate::GREATER_THAN:
    predicate = ComparisonPredicate::LESS_THAN;
    break;
  case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
    predicate = ComparisonPredicate::LESS_THAN_OR_EQUAL;
    break;
  default:
    return std::nullopt;
  }
  return std::make_pair(predicate, comparison.getLhs());
}

/// Ops in a region besides the terminator, and whether one is expensive.
static std::pair<int, bool> measureBranch(Region &branch) {
  int count = 0;
  bool heavy = false;
  for (Operation &op : branch.getOps()) {
    heavy |= isa<LoadPtrTkoOp, LoadViewTkoOp, StorePtrTkoOp, StoreViewTkoOp,
                 MmaFOp, MmaIOp, ReduceOp, IfOp, ForOp>(op);
    ++count;
  }
  return {count - 1, heavy};
}

/// Whether splitting for `ifOp` pays: either branch holds `threshold` ops
/// or an expensive one; always for threshold 1.
static bool isWorthSplitting(IfOp ifOp, int threshold) {
  if (threshold == 1)
    return true;
  auto [thenSize, thenHeavy] = measureBranch(ifOp.getThenRegion());
  auto [elseSize, elseHeavy] = measureBranch(ifOp.getElseRegion());
  return thenSize >= threshold || elseSize >= threshold || thenHeavy ||
         elseHeavy;
}

/// Whether a branch of an inlined if can replace the if in a loop body: it
/// ends in yield (or is absent) or in continue. (The verifier allows no
/// other terminator there today; a later release might.)
static bool canInlineBranch(Region &branch) {
  if (branch.empty())
    return true;
  Operation *terminator = branch.front().getTerminator();
  return terminator && isa<YieldOp, ContinueOp>(terminator);
}

/// The split `ifOp` allows in `loop`, if any.
static std::optional<LoopSplit> findLoopSplit(ForOp loop, IfOp ifOp,
                                              int threshold) {
  if (threshold == 0)
    return std::nullopt;
  auto comparison = ifOp.getCondition().getDefiningOp<CmpIOp>();
  if (!comparison)
    return std::nullopt;
  auto normalized = getPredicateOnInductionVar(loop, comparison);
  if (!normalized)
    return std::nullopt;
  LoopSplit split;
  split.comparison = comparison;
  std::tie(split.predicate, split.bound) = *normalized;
  // The bound must be the same on every iteration: defined outside the
  // loop (an op result or a block argument alike).
  if (loop.getRegion().isAncestor(split.bound.getParentRegion()))
    return std::nullopt;
  switch (split.predicate) {
  case ComparisonPredicate::GREATER_THAN:
  case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
    split.thenAfterSplit = true;
    break;
  case ComparisonPredicate::LESS_THAN:
  case ComparisonPredicate::LESS_THAN_OR_EQUAL:
    split.thenAfterSplit = false;
    break;
  default:
    return std::nullopt;
  }
  split.keepComparison = false;
  bool worthIt = false;
  for (Operation *user : comparison->getUsers()) {
    if (auto userIf = dyn_cast<IfOp>(user)) {
      worthIt |= isWorthSplitting(userIf, threshold);
      if (userIf->getParentOp() == loop.getOperation()) {
        if (!canInlineBranch(userIf.getThenRegion()) ||
            !canInlineBranch(userIf.getElseRegion()))
          return std::nullopt;
        split.inlinedIfs.insert(userIf);
        continue;
      }
    }
    split.keepComparison = true;
  }
  if (!worthIt)
    return std::nullopt;
  return split;
}

/// The value of a single-element integer constant, if `value` is one.
static std::optional<APInt> getConstantInt(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  auto elements = dyn_cast<DenseIntElementsAttr>(constant.getValue());
  if (!elements || elements.getNumElements() != 1)
    return std::nullopt;
  return *elements.value_begin<APInt>();
}

static bool isConstantOne(Value value) {
  std::optional<APInt> constant = getConstantInt(value);
  return constant && *constant == 1;
}

static bool isConstantPowerOfTwo(Value value) {
  std::optional<APInt> constant = getConstantInt(value);
  return constant && constant->isPowerOf2();
}

/// A copy of `loop` over [lower, upper) with `inits`, whose inlined ifs
/// keep the then branch (`thenBranch`) or the else branch.
static ForOp copyLoop(RewriterBase &rewriter, ForOp loop,
                      const LoopSplit &split, ArrayRef<Operation *> body,
                      Value lower, Value upper, ValueRange inits,
                      bool thenBranch) {
  Location loc = loop.getLoc();
  auto copy =
      ForOp::create(rewriter, loc, TypeRange(ValueRange(inits)), lower, upper,
                    loop.getStep(), inits, loop.getUnsignedCmp());
  Block *block = rewriter.createBlock(&copy.getRegion());
  block->addArgument(lower.getType(), loc);
  for (Value init : inits)
    block->addArgument(init.getType(), init.getLoc());
  IRMapping mapping;
  mapping.map(loop.getBody()->getArguments(), block->getArguments());

  rewriter.setInsertionPointToStart(block);
  for (Operation *op : body) {
    if (op == split.comparison) {
      // What the comparison is throughout this loop.
      auto type =
          TileType::get(rewriter.getContext(), {}, rewriter.getI1Type());
      auto value = DenseIntElementsAttr::get(type, APInt(1, thenBranch));
      Value constant = ConstantOp::create(
          rewriter, op->getLoc(), type, cast<DenseIntOrFPElementsAttr>(value));
      mapping.map(split.comparison->getResult(0), constant);
      continue;
    }
    if (!split.inlinedIfs.contains(op)) {
      rewriter.clone(*op, mapping);
      continue;
    }
    auto ifOp = cast<IfOp>(op);
    Region &branch = thenBranch ? ifOp.getThenRegion() : ifOp.getElseRegion();
    if (branch.empty())
      continue;
    for (Operation &inner : branch.front()) {
      if (auto yield = dyn_cast<YieldOp>(inner)) {
        for (auto [result, yielded] :
             llvm::zip_equal(ifOp.getResults(), yield.getOperands()))
          mapping.map(result, mapping.lookupOrDefault(yielded));
        continue;
      }
      rewriter.clone(inner, mapping);
      // The branch ends the iteration: the rest of the body never runs.
      if (isa<ContinueOp>(inner))
        return copy;
    }
  }
  return copy;
}

/// Replaces `loop` by the two loops of `split`.
static void splitLoop(RewriterBase &rewriter, ForOp loop,
                      const LoopSplit &split) {
  Location loc = loop.getLoc();
  Value step = loop.getStep();
  Value lower = loop.getLowerBound();
  Value upper = loop.getUpperBound();
  Signedness signedness = getLoopSignedness(loop);

  // The first iteration on the second side: x + 1 for iv > x and iv <= x,
  // x for iv >= x and iv < x.
  Value splitPoint = split.bound;
  if (split.predicate == ComparisonPredicate::GREATER_THAN ||
      split.predicate == ComparisonPredicate::LESS_THAN_OR_EQUAL) {
    auto type = cast<TileType>(step.getType());
    auto one = DenseIntElementsAttr::get(
        type, APInt(type.getElementType().getIntOrFloatBitWidth(), 1));
    Value constant = ConstantOp::create(rewriter, loc, type,
                                        cast<DenseIntOrFPElementsAttr>(one));
    splitPoint = AddIOp::create(rewriter, loc, splitPoint, constant);
  }
  // On the loop's grid: lb + ceil((split - lb) / step) * step.
  if (!isConstantOne(step)) {
    // Unsigned, split - lb wraps when the split point is below lb, and the
    // aligned point can then land past lb (unless the step divides 2^n):
    // the reference runs iterations with the wrong branch there. The split
    // point is first raised to lb, so the distance never wraps.
    if (loop.getUnsignedCmp() && !isConstantPowerOfTwo(step))
      splitPoint = MaxIOp::create(
          rewriter, loc, splitPoint, lower,
          SignednessAttr::get(rewriter.getContext(), signedness));
    Value distance = SubIOp::create(rewriter, loc, splitPoint, lower);
    Value steps = DivIOp::create(rewriter, loc, distance, step, signedness,
                                 RoundingMode::POSITIVE_INF);
    Value offset = MulIOp::create(rewriter, loc, steps, step);
    splitPoint = AddIOp::create(rewriter, loc, lower, offset);
  }
  Value firstUpper =
      MinIOp::create(rewriter, loc, splitPoint, upper,
                     SignednessAttr::get(rewriter.getContext(), signedness));
  Value secondLower =
      MaxIOp::create(rewriter, loc, splitPoint, lower,
                     SignednessAttr::get(rewriter.getContext(), signedness));

  SmallVector<Operation *> body;
  for (Operation &op : *loop.getBody())
    if (split.keepComparison || &op != split.comparison)
      body.push_back(&op);

  rewriter.setInsertionPoint(loop);
  ForOp first = copyLoop(rewriter, loop, split, body, lower, firstUpper,
                         loop.getInitValues(), !split.thenAfterSplit);
  rewriter.setInsertionPointAfter(first);
  ForOp second = copyLoop(rewriter, loop, split, body, secondLower, upper,
                          first.getResults(), split.thenAfterSplit);
  rewriter.replaceOp(loop, second);
}

namespace {
struct LoopSplitPass : cuda_tile::impl::LoopSplitPassBase<LoopSplitPass> {
  using LoopSplitPassBase::LoopSplitPassBase;

  void runOnOperation() override {
    Operation *function = getOperation();
    IRRewriter rewriter(&getContext());
    std::optional<int> functionHint = getThresholdHint(function);
    // Inner loops first; each loop splits at most once, at the first if
    // (in post order) that allows it. Loops made by a split are not visited
    // again.
    function->walk([&](ForOp loop) {
      std::optional<int> loopHint = getThresholdHint(loop);
      loop->walk([&](IfOp ifOp) {
        int threshold = getThresholdHint(ifOp).value_or(
            loopHint.value_or(functionHint.value_or(splitThreshold)));
        std::optional<LoopSplit> split = findLoopSplit(loop, ifOp, threshold);
        if (!split)
          return WalkResult::advance();
        rewriter.setInsertionPoint(loop);
        splitLoop(rewriter, loop, *split);
        return WalkResult::interrupt();
      });
    });
  }
};
} // namespace
