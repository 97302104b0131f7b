//===- SelectFolds.cpp - select fold and canonicalization patterns --------===//
//
// `select` folds in a fixed order (an earlier rule would otherwise be shadowed
// by a later, more expensive one) and the select rewrite patterns. Every rule
// returns a value of the select's own type: the arms share the result type,
// and the condition is substituted only when the result is an i1 tile of the
// condition's shape (the verifier makes the shapes equal).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

#include "FoldHelpers.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The `p` of a condition `xori %p, true`.
static Value getNegatedValue(Value condition) {
  auto xorOp = condition.getDefiningOp<XOrIOp>();
  if (xorOp && getConstantBoolSplat(xorOp.getRhs()) == true)
    return xorOp.getLhs();
  return nullptr;
}

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  Value trueValue = getValIfTrue();
  Value falseValue = getValIfFalse();
  // 1. select(c, a, a) -> a
  if (trueValue == falseValue)
    return trueValue;
  // 2. select(true, a, b) -> a; select(false, a, b) -> b
  if (std::optional<bool> condition = getBoolSplat(adaptor.getCond()))
    return *condition ? trueValue : falseValue;
  // 3. select(c, true, false) -> c, for i1 results
  if (getType().getElementType().isInteger(1) &&
      getBoolSplat(adaptor.getValIfTrue()) == true &&
      getBoolSplat(adaptor.getValIfFalse()) == false)
    return getCond();
  // 4. select(a == b, a, b) -> b; select(a != b, a, b) -> a (either order)
  if (auto compare = getCond().getDefiningOp<CmpIOp>()) {
    ComparisonPredicate predicate = compare.getComparisonPredicate();
    Value lhs = compare.getLhs(), rhs = compare.getRhs();
    if ((predicate == ComparisonPredicate::EQUAL ||
         predicate == ComparisonPredicate::NOT_EQUAL) &&
        ((lhs == trueValue && rhs == falseValue) ||
         (rhs == trueValue && lhs == falseValue)))
      return predicate == ComparisonPredicate::NOT_EQUAL ? trueValue
                                                         : falseValue;
  }
  // 5. select(xori(p, true), a, b) -> select(p, b, a), in place
  if (Value negated = getNegatedValue(getCond())) {
    getCondMutable().assign(negated);
    getValIfTrueMutable().assign(falseValue);
    getValIfFalseMutable().assign(trueValue);
    return getResult();
  }
  // 6. select(p, select(p, a, b), c) -> select(p, a, c) and
  //    select(p, a, select(p, b, c)) -> select(p, a, c), in place
  if (auto inner = trueValue.getDefiningOp<SelectOp>();
      inner && inner.getCond() == getCond()) {
    getValIfTrueMutable().assign(inner.getValIfTrue());
    return getResult();
  }
  if (auto inner = falseValue.getDefiningOp<SelectOp>();
      inner && inner.getCond() == getCond()) {
    getValIfFalseMutable().assign(inner.getValIfFalse());
    return getResult();
  }
  return {};
}

namespace {

/// select(true, a, b) -> a; select(false, a, b) -> b. Also reached by
/// conditions that become constant through another rewrite.
struct ReplaceConstantSelect : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<bool> condition = getConstantBoolSplat(op.getCond());
    if (!condition)
      return failure();
    rewriter.replaceOp(op, *condition ? op.getValIfTrue() : op.getValIfFalse());
    return success();
  }
};

/// select(c, a, a) -> a.
struct ReplaceIdenticalSelect : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getValIfTrue() != op.getValIfFalse())
      return failure();
    rewriter.replaceOp(op, op.getValIfTrue());
    return success();
  }
};

/// select(xori(c, true), a, b) -> select(c, b, a).
struct InverseConditionSelect : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    Value negated = getNegatedValue(op.getCond());
    if (!negated)
      return failure();
    rewriter.replaceOpWithNewOp<SelectOp>(op, negated, op.getValIfFalse(),
                                          op.getValIfTrue());
    return success();
  }
};

/// select(p, false, true) -> xori(p, true), for i1 results.
struct SelectI1ToNot : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getType().getElementType().isInteger(1) ||
        getConstantBoolSplat(op.getValIfTrue()) != false ||
        getConstantBoolSplat(op.getValIfFalse()) != true)
      return failure();
    // The false arm is the `true` constant the negation needs.
    rewriter.replaceOpWithNewOp<XOrIOp>(op, op.getCond(), op.getValIfFalse());
    return success();
  }
};

/// A select whose condition and arms are all constants (the condition not
/// a splat, which the fold handles) becomes the constant it computes.
struct SelectConsts : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    DenseIntElementsAttr condition;
    DenseElementsAttr trueValues, falseValues;
    if (!matchPattern(op.getCond(), m_Constant(&condition)) ||
        !matchPattern(op.getValIfTrue(), m_Constant(&trueValues)) ||
        !matchPattern(op.getValIfFalse(), m_Constant(&falseValues)))
      return failure();
    SmallVector<Attribute> values;
    values.reserve(condition.getNumElements());
    for (auto [chooseTrue, trueValue, falseValue] : llvm::zip_equal(
             condition.getValues<bool>(), trueValues.getValues<Attribute>(),
             falseValues.getValues<Attribute>()))
      values.push_back(chooseTrue ? trueValue : falseValue);
    auto folded = dyn_cast<DenseIntOrFPElementsAttr>(
        DenseElementsAttr::get(op.getType(), values));
    if (!folded)
      return failure();
    rewriter.replaceOpWithNewOp<ConstantOp>(op, folded);
    return success();
  }
};

/// select(p, 1, 0) -> exti(p) unsigned; select(p, 0, 1) ->
/// exti(xori(p, true)) unsigned, for integer results wider than i1.
struct SelectToExtI : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    auto elementType = dyn_cast<IntegerType>(op.getType().getElementType());
    if (!elementType || elementType.getWidth() == 1)
      return failure();
    Attribute trueValue, falseValue;
    if (!matchPattern(op.getValIfTrue(), m_Constant(&trueValue)) ||
        !matchPattern(op.getValIfFalse(), m_Constant(&falseValue)))
      return failure();
    Value condition = op.getCond();
    if (isIntSplat(trueValue, 0) && isIntSplat(falseValue, 1)) {
      Value trueConstant = createBoolConstant(rewriter, op.getLoc(),
                                              op.getCond().getType(), true);
      condition =
          XOrIOp::create(rewriter, op.getLoc(), condition, trueConstant);
    } else if (!isIntSplat(trueValue, 1) || !isIntSplat(falseValue, 0)) {
      return failure();
    }
    rewriter.replaceOpWithNewOp<ExtIOp>(op, op.getType(), condition,
                                        Signedness::Unsigned);
    return success();
  }
};

} // namespace

void SelectOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results
      .add<ReplaceConstantSelect, ReplaceIdenticalSelect,
           InverseConditionSelect, SelectI1ToNot, SelectConsts, SelectToExtI>(
          context);
}
