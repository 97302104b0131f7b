//===- IfCanonicalization.cpp - if fold and canonicalization patterns -----===//
//
// The `if` fold (a negated condition swaps the branches) and the eight `if`
// rewrite patterns of the canonicalizer. They follow scf.if's
// canonicalizations, adapted to Tile IR:
//  - a branch ends in `yield` or leaves early through continue, break or
//    return; a pattern that needs a branch's values checks for the `yield`;
//  - the condition is a rank-0 tile while results may be shaped tiles, so a
//    result computed from the condition broadcasts it to the result's shape;
//  - only tiles can be `select`ed (tokens cannot).
// No pattern moves a side-effecting op across another one: branches are
// merged in source order and only adjacent `if`s are combined.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

#include "FoldHelpers.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The `yield` ending `region`'s block; null when the region is empty or its
/// block leaves early.
static YieldOp getBranchYield(Region &region) {
  if (region.empty() || region.front().empty())
    return nullptr;
  return dyn_cast<YieldOp>(region.front().back());
}

/// Whether `region`'s block ends in continue, break or return.
static bool leavesEarly(Region &region) {
  return !region.empty() && !region.front().empty() &&
         isEarlyExit(&region.front().back());
}

/// Whether `value` is defined in one of `op`'s regions (at any depth).
static bool isDefinedInside(Value value, Operation *op) {
  Region *region = value.getParentRegion();
  return region && op->isAncestor(region->getParentOp());
}

/// Whether `negation` is `xori %value, true`.
static bool isNegationOf(Value negation, Value value) {
  auto xorOp = negation.getDefiningOp<XOrIOp>();
  return xorOp && xorOp.getLhs() == value &&
         getConstantBoolSplat(xorOp.getRhs()) == true;
}

/// Erases the ops that follow `op` in its block, last first: they cannot run
/// once `op`'s block has been cut short by an early exit before them.
static void eraseOpsAfter(Operation *op, PatternRewriter &rewriter) {
  Block *block = op->getBlock();
  while (&block->back() != op)
    rewriter.eraseOp(&block->back());
}

//===----------------------------------------------------------------------===//
// Fold
//===----------------------------------------------------------------------===//

/// if (xori %c, true) { A } else { B }  ->  if %c { B } else { A }, in place.
/// Without an else region the swap would need a new empty branch, which is
/// not a fold.
LogicalResult IfOp::fold(FoldAdaptor, SmallVectorImpl<OpFoldResult> &) {
  if (getElseRegion().empty() || getThenRegion().empty())
    return failure();
  auto negation = getCondition().getDefiningOp<XOrIOp>();
  if (!negation || getConstantBoolSplat(negation.getRhs()) != true)
    return failure();
  getConditionMutable().assign(negation.getLhs());
  Block *oldThen = &getThenRegion().front();
  getThenRegion().getBlocks().splice(getThenRegion().begin(),
                                     getElseRegion().getBlocks());
  getElseRegion().getBlocks().splice(getElseRegion().begin(),
                                     getThenRegion().getBlocks(), oldThen);
  return success();
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {

/// Drops results without uses: a new `if` yields only the used ones.
struct RemoveUnusedResults : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Moves `source`'s ops into `dest`; its `yield` keeps only the operands of
  /// `usedResults` (an early exit carries no results and stays as it is).
  static void transferBody(Block *source, Block *dest,
                           ArrayRef<OpResult> usedResults,
                           PatternRewriter &rewriter) {
    rewriter.mergeBlocks(source, dest);
    auto yield = dyn_cast<YieldOp>(dest->back());
    if (!yield)
      return;
    SmallVector<Value> operands;
    for (OpResult result : usedResults)
      operands.push_back(yield.getOperand(result.getResultNumber()));
    rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(operands); });
  }

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<OpResult> usedResults;
    llvm::copy_if(op->getResults(), std::back_inserter(usedResults),
                  [](OpResult result) { return !result.use_empty(); });
    if (usedResults.size() == op.getNumResults())
      return failure();

    SmallVector<Type> types;
    for (OpResult result : usedResults)
      types.push_back(result.getType());
    auto newOp = IfOp::create(rewriter, op.getLoc(), types, op.getCondition());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    rewriter.createBlock(&newOp.getThenRegion());
    rewriter.createBlock(&newOp.getElseRegion());
    // An op with results has both branches.
    transferBody(op.thenBlock(), newOp.thenBlock(), usedResults, rewriter);
    transferBody(op.elseBlock(), newOp.elseBlock(), usedResults, rewriter);

    SmallVector<Value> replacements(op.getNumResults());
    for (auto [index, result] : llvm::enumerate(usedResults))
      replacements[result.getResultNumber()] = newOp.getResult(index);
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

/// Replaces a result by a value known without the `if`:
///  - both branches yield the same value;
///  - one branch leaves early and the other yields a value defined outside;
///  - the branches yield the i1 constants true/false (the condition) or
///    false/true (its negation); for a shaped result the condition is
///    broadcast, never substituted for the shaped value.
struct ReplaceYieldWithValue : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  /// The condition (or its negation) as a value of `resultType`, a tile of
  /// i1, when `thenValue`/`elseValue` are opposite i1 splat constants.
  static Value conditionAsResult(IfOp op, Value thenValue, Value elseValue,
                                 Type resultType, PatternRewriter &rewriter) {
    auto tile = dyn_cast<TileType>(resultType);
    if (!tile || !tile.getElementType().isInteger(1))
      return nullptr;
    std::optional<bool> thenBool = getConstantBoolSplat(thenValue);
    std::optional<bool> elseBool = getConstantBoolSplat(elseValue);
    if (!thenBool || !elseBool || *thenBool == *elseBool)
      return nullptr;
    Location loc = op.getLoc();
    Value condition = op.getCondition();
    if (!*thenBool) {
      Value trueValue = createBoolConstant(
          rewriter, loc, cast<TileType>(condition.getType()), true);
      condition = XOrIOp::create(rewriter, loc, condition, trueValue);
    }
    return broadcastScalar(rewriter, loc, condition, tile.getShape());
  }

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumResults() == 0)
      return failure();
    YieldOp thenYield = getBranchYield(op.getThenRegion());
    YieldOp elseYield = getBranchYield(op.getElseRegion());
    if (!thenYield && !elseYield)
      return failure();

    rewriter.setInsertionPoint(op);
    bool changed = false;
    for (OpResult result : op->getResults()) {
      if (result.use_empty())
        continue;
      unsigned index = result.getResultNumber();
      Value replacement;
      if (thenYield && elseYield) {
        Value thenValue = thenYield.getOperand(index);
        Value elseValue = elseYield.getOperand(index);
        replacement = thenValue == elseValue
                          ? thenValue
                          : conditionAsResult(op, thenValue, elseValue,
                                              result.getType(), rewriter);
      } else {
        // The other branch never reaches the results.
        Value value = (thenYield ? thenYield : elseYield).getOperand(index);
        if (!isDefinedInside(value, op))
          replacement = value;
      }
      if (!replacement)
        continue;
      rewriter.replaceAllUsesWith(result, replacement);
      changed = true;
    }
    // With a branch that leaves early the `if` is revisited at once, so its
    // now unused results go before the ops after it are visited; merging
    // with a neighbouring `if` then sees the smaller op (the order in which
    // the reference toolchain rewrites).
    if (changed && !(thenYield && elseYield))
      rewriter.modifyOpInPlace(op, [] {});
    return success(changed);
  }
};

/// A constant condition selects its branch: the branch's ops replace the
/// `if`. When that branch leaves early, the rest of the enclosing block can
/// no longer run and is erased.
struct RemoveStaticCondition : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<bool> condition = getConstantBoolSplat(op.getCondition());
    if (!condition)
      return failure();
    Region &taken = *condition ? op.getThenRegion() : op.getElseRegion();
    if (taken.empty()) {
      // A false condition without else: nothing runs (and no results).
      rewriter.eraseOp(op);
      return success();
    }
    Block *block = &taken.front();
    Operation *terminator = block->getTerminator();
    if (auto yield = dyn_cast<YieldOp>(terminator)) {
      SmallVector<Value> results(yield.getOperands());
      rewriter.inlineBlockBefore(block, op);
      rewriter.replaceOp(op, results);
      rewriter.eraseOp(yield);
      return success();
    }
    rewriter.inlineBlockBefore(block, op);
    eraseOpsAfter(op, rewriter);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Results whose values are defined outside both branches become `select`s
/// (or the value itself when both branches yield it); the `if` keeps only
/// the results computed inside a branch. Token results and f4E2M1FN tiles
/// cannot be selected and stay results.
struct ConvertToSelect : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumResults() == 0)
      return failure();
    YieldOp thenYield = getBranchYield(op.getThenRegion());
    YieldOp elseYield = getBranchYield(op.getElseRegion());
    if (!thenYield || !elseYield)
      return failure();

    // Decided before the branches move to the new op.
    SmallVector<bool> staysInside;
    SmallVector<Type> keptTypes;
    for (auto [thenValue, elseValue] :
         llvm::zip(thenYield.getOperands(), elseYield.getOperands())) {
      bool inside =
          thenValue.getParentRegion() == &op.getThenRegion() ||
          elseValue.getParentRegion() == &op.getElseRegion() ||
          (thenValue != elseValue && !isSelectable(thenValue.getType()));
      staysInside.push_back(inside);
      if (inside)
        keptTypes.push_back(thenValue.getType());
    }
    if (keptTypes.size() == op.getNumResults())
      return failure();

    Value condition = op.getCondition();
    auto replacement =
        IfOp::create(rewriter, op.getLoc(), keptTypes, condition);
    replacement->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    replacement.getThenRegion().takeBody(op.getThenRegion());
    replacement.getElseRegion().takeBody(op.getElseRegion());

    SmallVector<Value> results(op.getNumResults());
    SmallVector<Value> thenKept, elseKept;
    rewriter.setInsertionPoint(replacement);
    for (auto [index, values] : llvm::enumerate(
             llvm::zip(thenYield.getOperands(), elseYield.getOperands()))) {
      auto [thenValue, elseValue] = values;
      if (staysInside[index]) {
        results[index] = replacement.getResult(thenKept.size());
        thenKept.push_back(thenValue);
        elseKept.push_back(elseValue);
      } else if (thenValue == elseValue) {
        results[index] = thenValue;
      } else {
        auto tile = cast<TileType>(thenValue.getType());
        Value selector =
            broadcastScalar(rewriter, op.getLoc(), condition, tile.getShape());
        results[index] = SelectOp::create(rewriter, op.getLoc(), selector,
                                          thenValue, elseValue);
      }
    }

    rewriter.setInsertionPoint(thenYield);
    rewriter.replaceOpWithNewOp<YieldOp>(thenYield, thenKept);
    rewriter.setInsertionPoint(elseYield);
    rewriter.replaceOpWithNewOp<YieldOp>(elseYield, elseKept);
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// An `if` without results whose else branch only yields loses the else.
struct RemoveEmptyElseBranch : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumResults() != 0)
      return failure();
    Block *elseBlock = op.elseBlock();
    if (!elseBlock || !llvm::hasSingleElement(*elseBlock) ||
        !isa<YieldOp>(elseBlock->front()))
      return failure();
    auto newOp = cast<IfOp>(rewriter.cloneWithoutRegions(*op));
    rewriter.inlineRegionBefore(op.getThenRegion(), newOp.getThenRegion(),
                                newOp.getThenRegion().begin());
    rewriter.eraseOp(op);
    return success();
  }
};

/// Two adjacent `if`s on the same condition (or on a condition and its
/// `xori %c, true` negation) become one: each branch runs the first `if`'s
/// ops, then the second's, and yields both yield lists in source order.
/// Uses of the first `if`'s results inside the second are redirected to the
/// values the matching branch of the first yields, so the merged branch
/// never refers to a result of the op that contains it.
struct CombineIfs : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Appends the branch `second` to `first` (either may be null). The merged
  /// branch ends as the first one to leave: if `first` leaves early,
  /// `second` can never run and is dropped; if only `second` leaves early,
  /// `first`'s yield goes (the merged results are never reached); if both
  /// yield, the merged yield carries both yield lists.
  static void concatenate(Block *second, Block *first,
                          PatternRewriter &rewriter) {
    if (!second || !first)
      return;
    auto firstYield = dyn_cast<YieldOp>(first->back());
    if (!firstYield) {
      rewriter.eraseBlock(second);
      return;
    }
    auto secondYield = dyn_cast<YieldOp>(second->back());
    rewriter.mergeBlocks(second, first);
    if (!secondYield) {
      rewriter.eraseOp(firstYield);
      return;
    }
    rewriter.setInsertionPointToEnd(first);
    SmallVector<Value> operands(firstYield.getOperands());
    llvm::append_range(operands, secondYield.getOperands());
    YieldOp::create(rewriter, secondYield.getLoc(), operands);
    rewriter.eraseOp(firstYield);
    rewriter.eraseOp(secondYield);
  }

  LogicalResult matchAndRewrite(IfOp nextIf,
                                PatternRewriter &rewriter) const override {
    Block *parent = nextIf->getBlock();
    if (nextIf == &parent->front())
      return failure();
    auto prevIf = dyn_cast<IfOp>(nextIf->getPrevNode());
    if (!prevIf)
      return failure();

    // The blocks of nextIf that run when prevIf's condition holds (nextThen)
    // and when it does not (nextElse); null when there is none.
    Block *nextThen = nullptr;
    Block *nextElse = nullptr;
    if (nextIf.getCondition() == prevIf.getCondition()) {
      nextThen = nextIf.thenBlock();
      nextElse = nextIf.elseBlock();
    } else if (isNegationOf(nextIf.getCondition(), prevIf.getCondition()) ||
               isNegationOf(prevIf.getCondition(), nextIf.getCondition())) {
      nextThen = nextIf.elseBlock();
      nextElse = nextIf.thenBlock();
    } else {
      return failure();
    }
    // A branch of nextIf that follows an early exit of prevIf never runs.
    // When no branch of nextIf would survive the merge, nextIf is dead code
    // that this pattern leaves alone (as the reference toolchain does).
    auto fallsThrough = [](Block *block) {
      return !block || isa<YieldOp>(block->back());
    };
    bool nextThenSurvives = nextThen && fallsThrough(prevIf.thenBlock());
    bool nextElseSurvives = nextElse && fallsThrough(prevIf.elseBlock());
    if (!nextThenSurvives && !nextElseSurvives)
      return failure();

    // Redirect uses of prevIf's results inside nextIf to the values the
    // matching branch of prevIf yields. A use in a branch that follows an
    // early exit of prevIf is dropped with that branch.
    if (prevIf.getNumResults() != 0) {
      YieldOp thenYield = getBranchYield(prevIf.getThenRegion());
      YieldOp elseYield = getBranchYield(prevIf.getElseRegion());
      for (OpResult result : prevIf->getResults()) {
        unsigned index = result.getResultNumber();
        for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
          Region *useRegion = use.getOwner()->getParentRegion();
          Value value;
          if (nextThen && nextThen->getParent()->isAncestor(useRegion))
            value = thenYield ? thenYield.getOperand(index) : Value();
          else if (nextElse && nextElse->getParent()->isAncestor(useRegion))
            value = elseYield ? elseYield.getOperand(index) : Value();
          if (!value)
            continue;
          rewriter.modifyOpInPlace(use.getOwner(), [&] { use.set(value); });
        }
      }
    }

    SmallVector<Type> mergedTypes(prevIf.getResultTypes());
    llvm::append_range(mergedTypes, nextIf.getResultTypes());
    auto combinedIf = IfOp::create(rewriter, nextIf.getLoc(), mergedTypes,
                                   prevIf.getCondition());
    rewriter.inlineRegionBefore(prevIf.getThenRegion(),
                                combinedIf.getThenRegion(),
                                combinedIf.getThenRegion().begin());
    concatenate(nextThen, combinedIf.thenBlock(), rewriter);

    rewriter.inlineRegionBefore(prevIf.getElseRegion(),
                                combinedIf.getElseRegion(),
                                combinedIf.getElseRegion().begin());
    if (nextElse) {
      if (combinedIf.getElseRegion().empty())
        rewriter.inlineRegionBefore(*nextElse->getParent(),
                                    combinedIf.getElseRegion(),
                                    combinedIf.getElseRegion().begin());
      else
        concatenate(nextElse, combinedIf.elseBlock(), rewriter);
    }

    ValueRange combinedResults = combinedIf.getResults();
    unsigned prevCount = prevIf.getNumResults();
    rewriter.replaceOp(prevIf, combinedResults.take_front(prevCount));
    rewriter.replaceOp(nextIf, combinedResults.drop_front(prevCount));
    return success();
  }
};

/// if %a { if %b { A } }  ->  if (andi %a, %b) { A }, when the inner `if`
/// is the only op of the outer then branch and the else branches only yield.
/// Each outer result must stay what it was on every path:
///  - yielding an inner result: the inner else must yield what the outer
///    else yields, or the outer else yields poison, which may be refined to
///    the inner else's value (the merged else then yields that value);
///  - yielding a value from outside: `select %a, then, else` replaces it.
struct CombineNestedIfs : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    Block *thenBlock = op.thenBlock();
    if (!thenBlock)
      return failure();
    auto thenYield = dyn_cast<YieldOp>(thenBlock->back());
    if (!thenYield)
      return failure();
    auto nestedOps = thenBlock->without_terminator();
    if (!llvm::hasSingleElement(nestedOps))
      return failure();
    auto nestedIf = dyn_cast<IfOp>(*nestedOps.begin());
    if (!nestedIf)
      return failure();

    Block *elseBlock = op.elseBlock();
    if (elseBlock && (!llvm::hasSingleElement(*elseBlock) ||
                      !isa<YieldOp>(elseBlock->front())))
      return failure();
    Block *nestedElse = nestedIf.elseBlock();
    if (nestedElse && (!llvm::hasSingleElement(*nestedElse) ||
                       !isa<YieldOp>(nestedElse->front())))
      return failure();
    YieldOp nestedThenYield = getBranchYield(nestedIf.getThenRegion());

    SmallVector<Value> thenValues(thenYield.getOperands());
    SmallVector<Value> elseValues;
    if (elseBlock)
      llvm::append_range(elseValues, elseBlock->front().getOperands());

    SmallVector<unsigned> resultsToSelect;
    for (auto [index, value] : llvm::enumerate(thenYield.getOperands())) {
      if (value.getDefiningOp() == nestedIf) {
        unsigned nestedIndex = cast<OpResult>(value).getResultNumber();
        Value nestedElseValue = nestedElse->front().getOperand(nestedIndex);
        if (nestedElseValue != elseValues[index]) {
          if (!isPoison(elseValues[index]))
            return failure();
          elseValues[index] = nestedElseValue;
        }
        // An inner then branch that leaves early yields nothing to forward.
        if (nestedThenYield)
          thenValues[index] = nestedThenYield.getOperand(nestedIndex);
        continue;
      }
      // The else branch only yields, so its values come from outside; a
      // then value computed in the then branch has no place to go.
      if (value.getParentRegion() == &op.getThenRegion())
        return failure();
      if (!isSelectable(value.getType()) && value != elseValues[index])
        return failure();
      resultsToSelect.push_back(index);
    }

    Location loc = op.getLoc();
    Value condition = AndIOp::create(rewriter, loc, op.getCondition(),
                                     nestedIf.getCondition());
    auto newIf = IfOp::create(rewriter, loc, op.getResultTypes(), condition);
    newIf->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    Block *newThen = rewriter.createBlock(&newIf.getThenRegion());

    SmallVector<Value> results(newIf.getResults());
    rewriter.setInsertionPoint(newIf);
    for (unsigned index : resultsToSelect) {
      if (thenValues[index] == elseValues[index]) {
        results[index] = thenValues[index];
        continue;
      }
      auto tile = cast<TileType>(thenValues[index].getType());
      Value selector =
          broadcastScalar(rewriter, loc, op.getCondition(), tile.getShape());
      results[index] = SelectOp::create(rewriter, loc, selector,
                                        thenValues[index], elseValues[index]);
    }

    rewriter.mergeBlocks(nestedIf.thenBlock(), newThen);
    if (auto yield = dyn_cast<YieldOp>(newThen->back())) {
      rewriter.setInsertionPoint(yield);
      rewriter.replaceOpWithNewOp<YieldOp>(yield, thenValues);
    }
    if (elseBlock) {
      rewriter.createBlock(&newIf.getElseRegion());
      rewriter.setInsertionPointToEnd(newIf.elseBlock());
      YieldOp::create(rewriter, loc, elseValues);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// if %c { A; exit1 } else { B; exit2 } ; rest  ->  if %c { A; exit1 } B;
/// exit2. When both branches leave early nothing after the `if` runs: the
/// else branch's ops and exit take the place of the rest of the block, and
/// the `if` keeps only its then branch (and no results, which nothing could
/// observe).
struct MoveTerminatorToParent : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (!leavesEarly(op.getThenRegion()) || !leavesEarly(op.getElseRegion()))
      return failure();
    eraseOpsAfter(op, rewriter);
    auto newOp =
        IfOp::create(rewriter, op.getLoc(), TypeRange(), op.getCondition());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    rewriter.inlineRegionBefore(op.getThenRegion(), newOp.getThenRegion(),
                                newOp.getThenRegion().begin());
    Block *parent = op->getBlock();
    rewriter.inlineBlockBefore(op.elseBlock(), parent, parent->end());
    // The results had uses only after the `if`, all erased above.
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void IfOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                       MLIRContext *context) {
  // The order matters between patterns of equal benefit: earlier ones are
  // tried first on each op.
  results.add<RemoveUnusedResults, ReplaceYieldWithValue, RemoveStaticCondition,
              ConvertToSelect, RemoveEmptyElseBranch, CombineIfs,
              CombineNestedIfs, MoveTerminatorToParent>(context);
}
