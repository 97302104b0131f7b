//===- SimplifyExpressions.cpp - recursive expression simplifier ----------===//
//
// The `tile-simplify-expressions` pass. Each block is handled on its own:
// its expression ops are lowered into an ExpressionTree in block order and
// each one is simplified bottom-up (its operands were simplified before it,
// so the memo answers for them). A simplified node is a constant, an
// existing value, or a new canonical op built in front of the op it
// replaces; the replacements are substituted once the whole block has been
// simplified, and expression ops left without uses are erased.
//
// Memo entries are keyed by (node, mode): the Negated mode asks for the
// logical negation of a node, which lets `xori %c, true` cancel a negation
// or invert a comparison instead of adding an op. Past `max-depth`
// recursive calls a node is returned as it is (its original value).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "ExpressionTree.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_SIMPLIFYEXPRESSIONS
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::expr;

namespace {

enum class Mode : unsigned { Value, Negated };

/// A simplified node: a constant, held by `value` when an op already
/// computes it (otherwise materialized only when an op needs it), or a
/// value.
struct Result {
  DenseIntElementsAttr constant;
  Value value;

  /// `value`, known as a constant when a constant op defines it.
  static Result of(Value value) {
    auto op = value ? value.getDefiningOp<ConstantOp>() : nullptr;
    return {op ? dyn_cast<DenseIntElementsAttr>(op.getValue()) : nullptr,
            value};
  }
  static Result of(DenseIntElementsAttr constant, Value value = {}) {
    return {constant, value};
  }
  bool operator==(const Result &other) const {
    if (value && value == other.value)
      return true;
    return constant && constant == other.constant;
  }
  bool operator!=(const Result &other) const { return !(*this == other); }
};

/// The constants of one function (the nearest op isolated from above),
/// shared by its blocks: those the function starts with, which dominate all
/// of it, and those the simplifier adds, which go there too. Keeping them in
/// that leading run is what the canonicalizer does with constants, so its
/// output stays canonical.
class ConstantPool {
public:
  explicit ConstantPool(Block *entry) : entry(entry) {
    for (Operation &op : *entry) {
      auto constant = dyn_cast<ConstantOp>(op);
      if (!constant)
        break;
      values.try_emplace(constant.getValue(), constant.getResult());
    }
  }

  /// A value of `constant` that dominates the whole function.
  Value get(DenseIntElementsAttr constant,
            SmallPtrSetImpl<Operation *> &created) {
    Value &value = values[constant];
    if (!value) {
      OpBuilder builder = OpBuilder::atBlockBegin(entry);
      auto op = ConstantOp::create(builder, builder.getUnknownLoc(), constant);
      created.insert(op);
      value = op.getResult();
    }
    return value;
  }

private:
  Block *entry;
  DenseMap<Attribute, Value> values;
};

/// The splat element of a constant result.
static std::optional<APInt> getSplat(const Result &result) {
  if (!result.constant || !result.constant.isSplat())
    return std::nullopt;
  return result.constant.getSplatValue<APInt>();
}

static bool isZero(const Result &result) {
  std::optional<APInt> splat = getSplat(result);
  return splat && splat->isZero();
}
static bool isAllOnes(const Result &result) {
  std::optional<APInt> splat = getSplat(result);
  return splat && splat->isAllOnes();
}
static bool isOne(const Result &result) {
  std::optional<APInt> splat = getSplat(result);
  return splat && splat->isOne();
}

static Result splatResult(TileType type, const APInt &value) {
  return Result::of(
      cast<DenseIntElementsAttr>(DenseElementsAttr::get(type, value)));
}

/// Applies `fold` element-wise to constant operands; none when an element
/// is undefined.
static std::optional<Result>
foldElementwise(TileType type, ArrayRef<Result> operands,
                function_ref<std::optional<APInt>(ArrayRef<APInt>)> fold) {
  if (!llvm::all_of(operands, [](const Result &r) { return r.constant; }))
    return std::nullopt;
  if (llvm::all_of(operands,
                   [](const Result &r) { return r.constant.isSplat(); })) {
    SmallVector<APInt, 3> splats;
    for (const Result &operand : operands)
      splats.push_back(operand.constant.getSplatValue<APInt>());
    std::optional<APInt> value = fold(splats);
    if (!value)
      return std::nullopt;
    return splatResult(type, *value);
  }
  // A splat operand contributes its one value to every element.
  int64_t count = type.getNumElements();
  SmallVector<SmallVector<APInt>> elements;
  for (const Result &operand : operands) {
    if (operand.constant.isSplat())
      elements.push_back({operand.constant.getSplatValue<APInt>()});
    else
      elements.emplace_back(operand.constant.getValues<APInt>());
  }
  SmallVector<APInt> values;
  values.reserve(count);
  SmallVector<APInt, 3> arguments(operands.size());
  for (int64_t i = 0; i < count; ++i) {
    for (auto [index, list] : llvm::enumerate(elements))
      arguments[index] = list.size() == 1 ? list.front() : list[i];
    std::optional<APInt> value = fold(arguments);
    if (!value)
      return std::nullopt;
    values.push_back(*value);
  }
  return Result::of(
      cast<DenseIntElementsAttr>(DenseElementsAttr::get(type, values)));
}

/// Whether every operand is a constant: when folding them failed, the
/// result is undefined for some element, and no identity may stand in for
/// it (the op stays, undefined as the program wrote it).
static bool allConstant(ArrayRef<Result> operands) {
  return llvm::all_of(operands, [](const Result &r) { return r.constant; });
}

/// The signed range [min, max] every element of `result` lies in, when
/// known: from a constant, or from `assume bounded` on the value.
static std::optional<std::pair<APInt, APInt>>
getSignedRange(const Result &result, unsigned width) {
  if (result.constant) {
    auto values = result.constant.getValues<APInt>();
    APInt min = *values.begin(), max = min;
    for (const APInt &value : values) {
      min = llvm::APIntOps::smin(min, value);
      max = llvm::APIntOps::smax(max, value);
    }
    return std::make_pair(min, max);
  }
  auto assume = result.value ? result.value.getDefiningOp<AssumeOp>() : nullptr;
  auto bounded =
      assume ? dyn_cast<BoundedAttr>(assume.getPredicate()) : BoundedAttr();
  if (!bounded)
    return std::nullopt;
  APInt min = bounded.getLb()
                  ? APInt(width, *bounded.getLb(), /*isSigned=*/true)
                  : APInt::getSignedMinValue(width);
  APInt max = bounded.getUb()
                  ? APInt(width, *bounded.getUb(), /*isSigned=*/true)
                  : APInt::getSignedMaxValue(width);
  return std::make_pair(min, max);
}

/// The value of `lhs predicate rhs` for every element when the ranges of
/// the operands decide it. Unsigned comparisons are decided only on ranges
/// without negative numbers, where both orders agree.
static std::optional<bool> compareRanges(ComparisonPredicate predicate,
                                         Signedness signedness,
                                         const Result &lhs, const Result &rhs,
                                         unsigned width) {
  auto lhsRange = getSignedRange(lhs, width);
  auto rhsRange = getSignedRange(rhs, width);
  if (!lhsRange || !rhsRange)
    return std::nullopt;
  auto [lhsMin, lhsMax] = *lhsRange;
  auto [rhsMin, rhsMax] = *rhsRange;
  if (signedness == Signedness::Unsigned &&
      (lhsMin.isNegative() || rhsMin.isNegative()))
    return std::nullopt;
  bool disjoint = lhsMax.slt(rhsMin) || rhsMax.slt(lhsMin);
  switch (predicate) {
  case ComparisonPredicate::EQUAL:
    if (disjoint)
      return false;
    break;
  case ComparisonPredicate::NOT_EQUAL:
    if (disjoint)
      return true;
    break;
  case ComparisonPredicate::LESS_THAN:
    if (lhsMax.slt(rhsMin))
      return true;
    if (lhsMin.sge(rhsMax))
      return false;
    break;
  case ComparisonPredicate::LESS_THAN_OR_EQUAL:
    if (lhsMax.sle(rhsMin))
      return true;
    if (lhsMin.sgt(rhsMax))
      return false;
    break;
  case ComparisonPredicate::GREATER_THAN:
    if (lhsMin.sgt(rhsMax))
      return true;
    if (lhsMax.sle(rhsMin))
      return false;
    break;
  case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
    if (lhsMin.sge(rhsMax))
      return true;
    if (lhsMax.slt(rhsMin))
      return false;
    break;
  }
  return std::nullopt;
}

/// The operand of a bitwise negation `xori %x, <all ones>`.
static Value getNegatedOperand(Value value) {
  auto xorOp = value ? value.getDefiningOp<XOrIOp>() : nullptr;
  if (!xorOp)
    return nullptr;
  auto ones = xorOp.getRhs().getDefiningOp<ConstantOp>();
  auto elements =
      ones ? dyn_cast<DenseIntElementsAttr>(ones.getValue()) : nullptr;
  if (!elements || !elements.isSplat() ||
      !elements.getSplatValue<APInt>().isAllOnes())
    return nullptr;
  return xorOp.getLhs();
}

/// Simplifies the expressions of one block.
class BlockSimplifier {
public:
  BlockSimplifier(Block *block, unsigned maxDepth, ConstantPool &constants,
                  SmallPtrSetImpl<Operation *> &candidates)
      : block(block), tree(block), maxDepth(maxDepth),
        builder(block->getParent()->getContext()), constants(constants),
        created(candidates) {}

  /// Simplifies every expression op of the block and substitutes the
  /// results. Expression ops (original or new) are added to the candidates
  /// for erasure once unused. Returns whether the block changed.
  bool run();

private:
  Result simplify(unsigned id, Mode mode, unsigned depth);
  Result simplifyNode(unsigned id, unsigned depth);
  Result simplifyNegation(unsigned id, unsigned depth);

  Result simplifyAddSub(const Node &node, ArrayRef<Result> operands);
  Result simplifyMul(const Node &node, ArrayRef<Result> operands);
  Result simplifyDivRem(const Node &node, ArrayRef<Result> operands);
  Result simplifyShift(const Node &node, ArrayRef<Result> operands);
  Result simplifyAndOr(unsigned id, ArrayRef<Result> operands);
  Result simplifyXOr(const Node &node, ArrayRef<Result> operands,
                     unsigned depth);
  Result simplifyMinMax(const Node &node, ArrayRef<Result> operands);
  Result simplifyCompare(const Node &node, ComparisonPredicate predicate,
                         ArrayRef<Result> operands);
  Result simplifySelect(const Node &node, ArrayRef<Result> operands,
                        unsigned depth);

  /// `value`'s bitwise negation, built unless it cancels or inverts a
  /// comparison.
  Result negate(const Result &value, TileType type);
  /// The node as it was when its operands simplified to themselves, else
  /// a copy of its op on the simplified operands.
  Result rebuild(const Node &node, ArrayRef<Result> operands);
  Value materialize(const Result &result);
  Value createBinary(Kind kind, Location loc, Value lhs, Value rhs);

  Block *block;
  ExpressionTree tree;
  unsigned maxDepth;
  OpBuilder builder;
  DenseMap<std::pair<unsigned, unsigned>, Result> memo;
  ConstantPool &constants;
  SmallPtrSetImpl<Operation *> &created;
};

bool BlockSimplifier::run() {
  SmallVector<Operation *> roots;
  for (Operation &op : *block)
    if (ExpressionTree::isExpressionOp(&op))
      roots.push_back(&op);
  if (roots.empty())
    return false;

  SmallVector<std::pair<Value, Value>> replacements;
  for (Operation *root : roots) {
    builder.setInsertionPoint(root);
    Value origin = root->getResult(0);
    Result simplified = simplify(tree.lower(origin), Mode::Value, 0);
    if (simplified.value == origin)
      continue;
    if (Value replacement = materialize(simplified); replacement != origin)
      replacements.emplace_back(origin, replacement);
  }
  // Substituted only now, so that each op above was lowered from the
  // original IR.
  for (auto [origin, replacement] : replacements)
    origin.replaceAllUsesWith(replacement);
  created.insert(roots.begin(), roots.end());
  return !replacements.empty();
}

Result BlockSimplifier::simplify(unsigned id, Mode mode, unsigned depth) {
  const Node &node = tree[id];
  if (depth > maxDepth)
    return mode == Mode::Value ? Result::of(node.origin)
                               : negate(Result::of(node.origin), node.type);
  auto key = std::make_pair(id, static_cast<unsigned>(mode));
  if (auto it = memo.find(key); it != memo.end())
    return it->second;
  Result result = mode == Mode::Value ? simplifyNode(id, depth)
                                      : simplifyNegation(id, depth);
  memo[key] = result;
  return result;
}

Result BlockSimplifier::simplifyNode(unsigned id, unsigned depth) {
  const Node &node = tree[id];
  switch (node.kind) {
  case Kind::Leaf:
    return Result::of(node.origin);
  case Kind::Constant:
    return Result::of(node.constant, node.origin);
  default:
    break;
  }
  SmallVector<Result, 3> operands;
  for (unsigned operand : node.operands)
    operands.push_back(simplify(operand, Mode::Value, depth + 1));
  // simplify() may have grown the tree; take the node again.
  const Node &current = tree[id];
  switch (current.kind) {
  case Kind::AddI:
  case Kind::SubI:
    return simplifyAddSub(current, operands);
  case Kind::MulI:
    return simplifyMul(current, operands);
  case Kind::DivI:
  case Kind::RemI:
    return simplifyDivRem(current, operands);
  case Kind::ShLI:
  case Kind::ShRI:
    return simplifyShift(current, operands);
  case Kind::And:
  case Kind::Or:
    return simplifyAndOr(id, operands);
  case Kind::XOr:
    return simplifyXOr(current, operands, depth);
  case Kind::MaxI:
  case Kind::MinI:
    return simplifyMinMax(current, operands);
  case Kind::NegI:
    if (std::optional<Result> folded = foldElementwise(
            current.type, operands, [&](ArrayRef<APInt> values) {
              return foldNegation(current, values[0]);
            }))
      return *folded;
    return rebuild(current, operands);
  case Kind::CmpI:
    return simplifyCompare(current, current.predicate, operands);
  case Kind::Select:
    return simplifySelect(current, operands, depth);
  default:
    return Result::of(current.origin);
  }
}

/// The negation of a node, for i1 and any integer (bitwise): constants flip,
/// a negation cancels, a comparison inverts its predicate.
Result BlockSimplifier::simplifyNegation(unsigned id, unsigned depth) {
  const Node &node = tree[id];
  if (node.kind == Kind::XOr) {
    // !(x ^ ones) = x
    for (auto [index, operand] : llvm::enumerate(node.operands)) {
      Result side = simplify(operand, Mode::Value, depth + 1);
      if (isAllOnes(side))
        return simplify(tree[id].operands[1 - index], Mode::Value, depth + 1);
    }
  }
  if (node.kind == Kind::CmpI) {
    SmallVector<Result, 2> operands;
    for (unsigned operand : node.operands)
      operands.push_back(simplify(operand, Mode::Value, depth + 1));
    const Node &current = tree[id];
    return simplifyCompare(current, invertPredicate(current.predicate),
                           operands);
  }
  Result value = simplify(id, Mode::Value, depth + 1);
  return negate(value, tree[id].type);
}

Result BlockSimplifier::negate(const Result &value, TileType type) {
  if (value.constant) {
    if (std::optional<Result> folded = foldElementwise(
            type, value, [](ArrayRef<APInt> v) { return ~v[0]; }))
      return *folded;
  }
  if (Value negated = getNegatedOperand(value.value))
    return Result::of(negated);
  if (auto compare =
          value.value ? value.value.getDefiningOp<CmpIOp>() : nullptr) {
    auto inverted = cast<CmpIOp>(builder.clone(*compare));
    inverted.setComparisonPredicate(
        invertPredicate(compare.getComparisonPredicate()));
    created.insert(inverted);
    return Result::of(inverted.getResult());
  }
  Value ones = materialize(
      splatResult(type, APInt::getAllOnes(type.getElementTypeBitWidth())));
  return Result::of(
      createBinary(Kind::XOr, value.value.getLoc(), materialize(value), ones));
}

Result BlockSimplifier::simplifyAddSub(const Node &node,
                                       ArrayRef<Result> operands) {
  if (std::optional<Result> folded =
          foldElementwise(node.type, operands, [&](ArrayRef<APInt> values) {
            return foldBinary(node, values[0], values[1]);
          }))
    return *folded;
  if (allConstant(operands))
    return rebuild(node, operands);
  // x + 0, 0 + x, x - 0
  if (isZero(operands[1]))
    return operands[0];
  if (node.kind == Kind::AddI && isZero(operands[0]))
    return operands[1];
  // x - x never overflows, whatever the flags.
  if (node.kind == Kind::SubI && operands[0] == operands[1])
    return splatResult(node.type,
                       APInt::getZero(node.type.getElementTypeBitWidth()));
  return rebuild(node, operands);
}

Result BlockSimplifier::simplifyMul(const Node &node,
                                    ArrayRef<Result> operands) {
  if (std::optional<Result> folded =
          foldElementwise(node.type, operands, [&](ArrayRef<APInt> values) {
            return foldBinary(node, values[0], values[1]);
          }))
    return *folded;
  if (allConstant(operands))
    return rebuild(node, operands);
  // x * 0 never overflows; x * 1 is x (for i1, 1 is the only non-zero).
  if (isZero(operands[0]))
    return operands[0];
  if (isZero(operands[1]))
    return operands[1];
  if (isOne(operands[1]))
    return operands[0];
  if (isOne(operands[0]))
    return operands[1];
  return rebuild(node, operands);
}

Result BlockSimplifier::simplifyDivRem(const Node &node,
                                       ArrayRef<Result> operands) {
  if (std::optional<Result> folded =
          foldElementwise(node.type, operands, [&](ArrayRef<APInt> values) {
            return foldBinary(node, values[0], values[1]);
          }))
    return *folded;
  if (allConstant(operands))
    return rebuild(node, operands);
  // Division by 1 is exact in every rounding mode. For signed i1 the
  // divisor 1 reads as -1, which can overflow: not simplified.
  unsigned width = node.type.getElementTypeBitWidth();
  bool divisorIsOne = isOne(operands[1]) &&
                      (width > 1 || node.signedness == Signedness::Unsigned);
  if (divisorIsOne)
    return node.kind == Kind::DivI
               ? operands[0]
               : splatResult(node.type, APInt::getZero(width));
  return rebuild(node, operands);
}

Result BlockSimplifier::simplifyShift(const Node &node,
                                      ArrayRef<Result> operands) {
  if (std::optional<Result> folded =
          foldElementwise(node.type, operands, [&](ArrayRef<APInt> values) {
            return foldBinary(node, values[0], values[1]);
          }))
    return *folded;
  if (allConstant(operands))
    return rebuild(node, operands);
  if (isZero(operands[1]))
    return operands[0];
  return rebuild(node, operands);
}

/// and/or over a flattened operand list: constants merge, the neutral
/// element (all ones / zero) disappears, the absorbing one (zero / all ones)
/// or an operand next to its negation decides the result, and duplicates
/// go. What is left is rebuilt as a chain in first-occurrence order, the
/// merged constant last.
Result BlockSimplifier::simplifyAndOr(unsigned id, ArrayRef<Result> operands) {
  const Node &node = tree[id];
  bool isAnd = node.kind == Kind::And;
  unsigned width = node.type.getElementTypeBitWidth();
  APInt neutral = isAnd ? APInt::getAllOnes(width) : APInt::getZero(width);
  APInt absorbing = isAnd ? APInt::getZero(width) : APInt::getAllOnes(width);

  std::optional<Result> merged;
  SmallVector<Value> values;
  bool changed = false;
  for (const Result &operand : operands) {
    if (operand.constant) {
      if (!merged) {
        merged = operand;
        continue;
      }
      std::optional<Result> folded = foldElementwise(
          node.type, {*merged, operand}, [&](ArrayRef<APInt> v) {
            return std::optional<APInt>(isAnd ? v[0] & v[1] : v[0] | v[1]);
          });
      merged = *folded;
      changed = true;
      continue;
    }
    if (llvm::is_contained(values, operand.value)) {
      changed = true;
      continue;
    }
    values.push_back(operand.value);
  }
  if (merged) {
    std::optional<APInt> splat = getSplat(*merged);
    if (splat && *splat == absorbing)
      return *merged;
    if (splat && *splat == neutral) {
      merged.reset();
      changed = true;
    }
  }
  // x & !x = 0, x | !x = all ones.
  for (Value value : values)
    if (Value negated = getNegatedOperand(value);
        negated && llvm::is_contained(values, negated))
      return splatResult(node.type, absorbing);

  if (values.empty())
    return merged ? *merged : splatResult(node.type, neutral);
  if (!changed && llvm::all_of(llvm::zip(node.operands, operands), [&](auto p) {
        return tree[std::get<0>(p)].origin == std::get<1>(p).value;
      }))
    return Result::of(node.origin);

  Location loc = node.origin.getLoc();
  Value chain = values.front();
  for (Value value : ArrayRef<Value>(values).drop_front())
    chain = createBinary(node.kind, loc, chain, value);
  if (merged)
    chain = createBinary(node.kind, loc, chain, materialize(*merged));
  return Result::of(chain);
}

Result BlockSimplifier::simplifyXOr(const Node &node, ArrayRef<Result> operands,
                                    unsigned depth) {
  if (std::optional<Result> folded =
          foldElementwise(node.type, operands, [&](ArrayRef<APInt> values) {
            return foldBinary(node, values[0], values[1]);
          }))
    return *folded;
  if (isZero(operands[1]))
    return operands[0];
  if (isZero(operands[0]))
    return operands[1];
  if (operands[0] == operands[1])
    return splatResult(node.type,
                       APInt::getZero(node.type.getElementTypeBitWidth()));
  // x ^ ones is the negation of x: it cancels a negation, inverts a
  // comparison or flips a constant. Otherwise it stays as it is.
  auto negatesForFree = [&](unsigned child, const Result &value) {
    return value.constant || tree[child].kind == Kind::CmpI ||
           getNegatedOperand(value.value) ||
           (value.value && value.value.getDefiningOp<CmpIOp>());
  };
  unsigned lhs = node.operands[0], rhs = node.operands[1];
  if (isAllOnes(operands[1]) && negatesForFree(lhs, operands[0]))
    return simplify(lhs, Mode::Negated, depth + 1);
  if (isAllOnes(operands[0]) && negatesForFree(rhs, operands[1]))
    return simplify(rhs, Mode::Negated, depth + 1);
  return rebuild(node, operands);
}

Result BlockSimplifier::simplifyMinMax(const Node &node,
                                       ArrayRef<Result> operands) {
  if (std::optional<Result> folded =
          foldElementwise(node.type, operands, [&](ArrayRef<APInt> values) {
            return foldBinary(node, values[0], values[1]);
          }))
    return *folded;
  if (operands[0] == operands[1])
    return operands[0];
  return rebuild(node, operands);
}

Result BlockSimplifier::simplifyCompare(const Node &node,
                                        ComparisonPredicate predicate,
                                        ArrayRef<Result> operands) {
  TileType operandType = tree[node.operands[0]].type;
  unsigned width = operandType.getElementTypeBitWidth();
  auto splatBool = [&](bool value) {
    return splatResult(node.type, APInt(1, value));
  };
  // x cmp x
  if (operands[0] == operands[1] && !operands[0].constant) {
    switch (predicate) {
    case ComparisonPredicate::EQUAL:
    case ComparisonPredicate::LESS_THAN_OR_EQUAL:
    case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
      return splatBool(true);
    default:
      return splatBool(false);
    }
  }
  if (std::optional<Result> folded =
          foldElementwise(node.type, operands, [&](ArrayRef<APInt> values) {
            return std::optional<APInt>(APInt(
                1, compare(predicate, node.signedness, values[0], values[1])));
          }))
    return *folded;
  if (std::optional<bool> decided = compareRanges(
          predicate, node.signedness, operands[0], operands[1], width))
    return splatBool(*decided);
  if (predicate == node.predicate)
    return rebuild(node, operands);
  // The inverted comparison of a negation.
  IRMapping mapping;
  auto original = cast<CmpIOp>(node.origin.getDefiningOp());
  mapping.map(original.getLhs(), materialize(operands[0]));
  mapping.map(original.getRhs(), materialize(operands[1]));
  auto inverted = cast<CmpIOp>(builder.clone(*original, mapping));
  inverted.setComparisonPredicate(predicate);
  created.insert(inverted);
  return Result::of(inverted.getResult());
}

Result BlockSimplifier::simplifySelect(const Node &node,
                                       ArrayRef<Result> operands,
                                       unsigned depth) {
  Result condition = operands[0];
  Result trueValue = operands[1], falseValue = operands[2];
  // Dropping a negation or a nested select exposes the other rules again;
  // each round moves to an operand's definition, so the rounds are bounded
  // by the depth budget.
  for (unsigned round = depth; round <= maxDepth; ++round) {
    if (std::optional<APInt> splat = getSplat(condition))
      return splat->isZero() ? falseValue : trueValue;
    if (trueValue == falseValue)
      return trueValue;
    if (condition.constant && trueValue.constant && falseValue.constant)
      if (std::optional<Result> folded = foldElementwise(
              node.type, {condition, trueValue, falseValue},
              [](ArrayRef<APInt> v) {
                return std::optional<APInt>(v[0].isZero() ? v[2] : v[1]);
              }))
        return *folded;
    if (node.type.getElementType().isInteger(1)) {
      // select(c, true, false) = c; select(c, false, true) = !c
      if (isAllOnes(trueValue) && isZero(falseValue))
        return condition;
      if (isZero(trueValue) && isAllOnes(falseValue))
        return negate(condition, node.type);
    }
    // select(!c, a, b) = select(c, b, a)
    if (Value negated = getNegatedOperand(condition.value)) {
      condition = Result::of(negated);
      std::swap(trueValue, falseValue);
      continue;
    }
    // select(c, select(c, a, b), d) = select(c, a, d), and on the false side.
    auto nested = [&](const Result &arm) {
      auto select = arm.value ? arm.value.getDefiningOp<SelectOp>() : nullptr;
      return select && select.getCond() == condition.value ? select : nullptr;
    };
    if (SelectOp inner = nested(trueValue)) {
      trueValue = Result::of(inner.getValIfTrue());
      continue;
    }
    if (SelectOp inner = nested(falseValue)) {
      falseValue = Result::of(inner.getValIfFalse());
      continue;
    }
    break;
  }
  return rebuild(node, {condition, trueValue, falseValue});
}

Result BlockSimplifier::rebuild(const Node &node, ArrayRef<Result> operands) {
  Operation *original = node.origin.getDefiningOp();
  bool unchanged =
      llvm::all_of(llvm::zip(original->getOperands(), operands), [](auto pair) {
        return std::get<0>(pair) == std::get<1>(pair).value;
      });
  if (unchanged)
    return Result::of(node.origin);
  IRMapping mapping;
  SmallVector<Value, 3> values;
  for (const Result &operand : operands)
    values.push_back(materialize(operand));
  Operation *copy = builder.clone(*original, mapping);
  copy->setOperands(values);
  created.insert(copy);
  return Result::of(copy->getResult(0));
}

Value BlockSimplifier::materialize(const Result &result) {
  if (result.value)
    return result.value;
  return constants.get(result.constant, created);
}

Value BlockSimplifier::createBinary(Kind kind, Location loc, Value lhs,
                                    Value rhs) {
  Operation *op;
  switch (kind) {
  case Kind::And:
    op = AndIOp::create(builder, loc, lhs, rhs);
    break;
  case Kind::Or:
    op = OrIOp::create(builder, loc, lhs, rhs);
    break;
  default:
    op = XOrIOp::create(builder, loc, lhs, rhs);
    break;
  }
  created.insert(op);
  return op->getResult(0);
}

struct SimplifyExpressionsPass
    : public cuda_tile::impl::SimplifyExpressionsBase<SimplifyExpressionsPass> {
  using SimplifyExpressionsBase::SimplifyExpressionsBase;

  void runOnOperation() override {
    // Blocks are collected first: simplifying one never adds or removes a
    // block. Parents come before the blocks nested in their ops, whose
    // expressions then see the parents' simplified values.
    SmallVector<Block *> blocks;
    // Graph regions (no dominance: an op may use a value defined after it)
    // are left alone; the block-order lowering relies on dominance.
    getOperation()->walk<WalkOrder::PreOrder>([&](Block *block) {
      if (!mayBeGraphRegion(*block->getParent()))
        blocks.push_back(block);
    });
    DenseMap<Block *, std::unique_ptr<ConstantPool>> pools;
    SmallPtrSet<Operation *, 32> candidates;
    bool changed = false;
    for (Block *block : blocks) {
      Block *entry = getFunctionEntry(block);
      if (!entry)
        continue;
      std::unique_ptr<ConstantPool> &pool = pools[entry];
      if (!pool)
        pool = std::make_unique<ConstantPool>(entry);
      changed |= BlockSimplifier(block, maxDepth, *pool, candidates).run();
    }
    // Expression ops left without uses, users before definitions (a
    // constant of a function's leading run may lose its last use in a
    // nested block). Memory ops and ops with regions are never candidates.
    SmallVector<Operation *> order;
    getOperation()->walk([&](Operation *op) {
      if (candidates.contains(op))
        order.push_back(op);
    });
    for (Operation *op : llvm::reverse(order))
      if (isOpTriviallyDead(op)) {
        op->erase();
        changed = true;
      }
    if (!changed)
      markAllAnalysesPreserved();
  }

  /// The entry block of the function (nearest op isolated from above)
  /// containing `block`; null outside any.
  static Block *getFunctionEntry(Block *block) {
    Operation *op = block->getParentOp();
    while (op && !op->hasTrait<OpTrait::IsIsolatedFromAbove>())
      op = op->getParentOp();
    if (!op || op->getNumRegions() == 0 || op->getRegion(0).empty())
      return nullptr;
    return &op->getRegion(0).front();
  }
};

} // namespace
