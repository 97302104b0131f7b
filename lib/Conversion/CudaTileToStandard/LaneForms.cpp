//===- LaneForms.cpp - How the lanes of a 1-D tile relate -----------------===//
//
// The analysis follows a tile's definition through the ops whose lane i
// depends only on lane i of their operands (or on none: broadcasts of one
// element) and combines the operands' forms; anything else is Other. The
// affine form is modular (lane i is base + i * step modulo 2^width), which
// wrapping addition, subtraction, multiplication by a uniform value, left
// shifts and truncation keep; sign or zero extension keeps it only for
// lanes that hold their own index (Iota), which cannot have wrapped.
//
//===----------------------------------------------------------------------===//

#include "LaneForms.h"

#include "Patterns.h"

namespace mlir::cuda_tile::lowering {

namespace {

/// The number of elements of a tile type (1 for rank 0).
int64_t elementsOf(Value tile) {
  auto type = dyn_cast<TileType>(tile.getType());
  return type ? type.getNumElements() : 0;
}

bool isRank1(Value tile) {
  auto type = dyn_cast<TileType>(tile.getType());
  return type && type.getRank() == 1;
}

unsigned widthOf(Value tile) {
  Type element = cast<TileType>(tile.getType()).getElementType();
  return isa<PointerType>(element) ? 64 : element.getIntOrFloatBitWidth();
}

/// The form of a sum (or difference) of lanes of forms `x` and `y`. A
/// checked form stays checked: the wrap its last lane shows is still there
/// after adding an affine term.
LaneForm combineSum(LaneForm x, LaneForm y) {
  if (x == LaneForm::Other || y == LaneForm::Other)
    return LaneForm::Other;
  if (x == LaneForm::CheckedAffine && y == LaneForm::CheckedAffine)
    return LaneForm::Other;
  if (x == LaneForm::CheckedAffine || y == LaneForm::CheckedAffine)
    return LaneForm::CheckedAffine;
  if (x == LaneForm::Uniform && y == LaneForm::Uniform)
    return LaneForm::Uniform;
  return LaneForm::Affine;
}

/// The form of a product (or left shift) of lanes of forms `x` and `y`
/// (a checked form is not followed through products).
LaneForm combineProduct(LaneForm x, LaneForm y) {
  if (x == LaneForm::CheckedAffine || y == LaneForm::CheckedAffine)
    return LaneForm::Other;
  if (x == LaneForm::Other || y == LaneForm::Other)
    return LaneForm::Other;
  if (x == LaneForm::Uniform && y == LaneForm::Uniform)
    return LaneForm::Uniform;
  // Affine (or iota) times uniform; two varying factors are not affine.
  return x == LaneForm::Uniform || y == LaneForm::Uniform ? LaneForm::Affine
                                                          : LaneForm::Other;
}

LaneForm formOf(Value tile, unsigned depth, NarrowChecks *checks);

/// The form of an op of uniform operands only (comparisons, bitwise ops):
/// Uniform when every operand is.
LaneForm uniformIfAll(Operation *op, unsigned depth, NarrowChecks *checks) {
  for (Value operand : op->getOperands())
    if (formOf(operand, depth + 1, checks) != LaneForm::Uniform)
      return LaneForm::Other;
  return LaneForm::Uniform;
}

LaneForm formOf(Value tile, unsigned depth, NarrowChecks *checks) {
  // Deep chains are not what frontends emit; stop rather than recurse far.
  if (depth > 32 || !isa<TileType>(tile.getType()))
    return LaneForm::Other;
  if (cast<TileType>(tile.getType()).getRank() == 0)
    return LaneForm::Uniform;
  if (!isRank1(tile))
    return LaneForm::Other;
  Operation *op = tile.getDefiningOp();
  if (!op)
    return LaneForm::Other;
  if (auto iota = dyn_cast<IotaOp>(op)) {
    unsigned width = widthOf(tile);
    return width >= 63 || elementsOf(tile) <= (int64_t(1) << (width - 1))
               ? LaneForm::Iota
               : LaneForm::Affine;
  }
  if (auto constant = dyn_cast<ConstantOp>(op)) {
    auto value = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (!value)
      return LaneForm::Other;
    if (value.isSplat())
      return LaneForm::Uniform;
    // [0, 1, ..., n - 1] written out (lanes across blocks number their
    // blocks so) is iota.
    auto ints = dyn_cast<DenseIntElementsAttr>(value);
    unsigned width = widthOf(tile);
    if (!ints || (width < 63 && elementsOf(tile) > (int64_t(1) << (width - 1))))
      return LaneForm::Other;
    int64_t lane = 0;
    for (const APInt &element : ints.getValues<APInt>())
      if (element.getSExtValue() != lane++)
        return LaneForm::Other;
    return LaneForm::Iota;
  }
  if (isa<BroadcastOp, ReshapeOp>(op)) {
    Value source = op->getOperand(0);
    if (elementsOf(source) == 1)
      return LaneForm::Uniform;
    if (isRank1(source) && elementsOf(source) == elementsOf(tile))
      return formOf(source, depth + 1, checks);
    return LaneForm::Other;
  }
  if (isa<AddIOp, SubIOp>(op))
    return combineSum(formOf(op->getOperand(0), depth + 1, checks),
                      formOf(op->getOperand(1), depth + 1, checks));
  if (isa<MulIOp>(op))
    return combineProduct(formOf(op->getOperand(0), depth + 1, checks),
                          formOf(op->getOperand(1), depth + 1, checks));
  if (isa<ShLIOp>(op)) {
    LaneForm shift = formOf(op->getOperand(1), depth + 1, checks);
    if (shift != LaneForm::Uniform)
      return LaneForm::Other;
    LaneForm value = formOf(op->getOperand(0), depth + 1, checks);
    return value == LaneForm::Iota ? LaneForm::Affine : value;
  }
  if (auto ext = dyn_cast<ExtIOp>(op)) {
    LaneForm from = formOf(ext.getFrom(), depth + 1, checks);
    if (from == LaneForm::Uniform || from == LaneForm::Iota)
      return from;
    // An extension of narrow affine lanes is affine when they did not wrap
    // at their width, which the caller checks at run time.
    if (from == LaneForm::Affine && checks) {
      checks->push_back(
          {ext.getFrom(), ext.getSignedness() == Signedness::Signed});
      return LaneForm::Affine;
    }
    return LaneForm::Other;
  }
  if (auto trunc = dyn_cast<TruncIOp>(op)) {
    LaneForm from = formOf(trunc.getFrom(), depth + 1, checks);
    return from == LaneForm::Iota ? LaneForm::Affine : from;
  }
  if (auto offset = dyn_cast<OffsetOp>(op)) {
    // The offset is sign-extended to 64 bits: a narrower one must not have
    // wrapped.
    LaneForm by = formOf(offset.getOffset(), depth + 1, checks);
    if (widthOf(offset.getOffset()) < 64 && by == LaneForm::Affine) {
      // Sign-extended: affine if the narrow lanes did not wrap, which the
      // caller checks on them (vectors), or on the last lane (buffers).
      if (checks)
        checks->push_back({offset.getOffset(), /*isSigned=*/true});
      else
        by = LaneForm::CheckedAffine;
    }
    return combineSum(formOf(offset.getPtr(), depth + 1, checks), by);
  }
  if (isa<CmpIOp, AndIOp, OrIOp, XOrIOp>(op))
    return uniformIfAll(op, depth, checks);
  return LaneForm::Other;
}

/// `predicate` of a comparison between a lane index and a bound, as the
/// lane's relation to the bound (ult, slt, ule or sle): as written when the
/// lane is on the left, the converse when it is on the right; none for any
/// other relation (a lower bound: not a prefix).
std::optional<arith::CmpIPredicate>
asLaneBelowBound(arith::CmpIPredicate predicate, bool laneOnLeft) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::ult:
  case P::slt:
  case P::ule:
  case P::sle:
    return laneOnLeft ? std::optional<P>(predicate) : std::nullopt;
  case P::ugt:
    return laneOnLeft ? std::nullopt : std::optional<P>(P::ult);
  case P::sgt:
    return laneOnLeft ? std::nullopt : std::optional<P>(P::slt);
  case P::uge:
    return laneOnLeft ? std::nullopt : std::optional<P>(P::ule);
  case P::sge:
    return laneOnLeft ? std::nullopt : std::optional<P>(P::sle);
  default:
    return std::nullopt;
  }
}

/// Adds the terms of `mask` (an and tree) to `out`; false when one is not
/// a flag or a bound.
bool collectPrefixTerms(Value mask, PrefixMask &out, unsigned depth) {
  if (depth > 16)
    return false;
  LaneForm form = formOf(mask, 0, nullptr);
  if (form == LaneForm::Uniform) {
    out.flags.push_back(mask);
    return true;
  }
  Operation *op = mask.getDefiningOp();
  if (!op)
    return false;
  if (isa<AndIOp>(op))
    return collectPrefixTerms(op->getOperand(0), out, depth + 1) &&
           collectPrefixTerms(op->getOperand(1), out, depth + 1);
  if (isa<BroadcastOp, ReshapeOp>(op) && isRank1(op->getOperand(0)) &&
      elementsOf(op->getOperand(0)) == elementsOf(mask))
    return collectPrefixTerms(op->getOperand(0), out, depth + 1);
  auto cmp = dyn_cast<CmpIOp>(op);
  if (!cmp)
    return false;
  // iota < bound, iota <= bound, or the same written bound > iota.
  Value lane = cmp.getLhs(), bound = cmp.getRhs();
  arith::CmpIPredicate predicate = toCmpIPredicate(
      cmp.getComparisonPredicate(), cmp.getSignedness() == Signedness::Signed);
  // bound > iota is iota < bound (the converse predicate).
  bool laneOnLeft = formOf(lane, 0, nullptr) == LaneForm::Iota;
  if (!laneOnLeft)
    std::swap(lane, bound);
  std::optional<arith::CmpIPredicate> below =
      asLaneBelowBound(predicate, laneOnLeft);
  if (!below)
    return false;
  if (formOf(lane, 0, nullptr) != LaneForm::Iota ||
      formOf(bound, 0, nullptr) != LaneForm::Uniform)
    return false;
  out.bounds.push_back({bound, *below});
  return true;
}

} // namespace

LaneForm getLaneForm(Value tile, NarrowChecks *checks) {
  return formOf(tile, 0, checks);
}

std::optional<PrefixMask> matchPrefixMask(Value mask) {
  PrefixMask out;
  if (!isRank1(mask) || !collectPrefixTerms(mask, out, 0))
    return std::nullopt;
  return out;
}

Value emitUniformScalar(OpBuilder &b, Location loc,
                        ConversionPatternRewriter &rewriter, Value tile) {
  auto type = dyn_cast<TileType>(tile.getType());
  if (!type || !type.getElementType().isIntOrIndex())
    return {};
  if (type.getRank() == 0) {
    Value scalar = rewriter.getRemappedValue(tile);
    return scalar && isa<IntegerType>(scalar.getType()) ? scalar : Value();
  }
  Operation *op = tile.getDefiningOp();
  if (!op)
    return {};
  if (auto constant = dyn_cast<ConstantOp>(op)) {
    auto value = dyn_cast<DenseIntElementsAttr>(constant.getValue());
    if (!value || !value.isSplat())
      return {};
    return arith::ConstantOp::create(
        b, loc,
        b.getIntegerAttr(type.getElementType(), value.getSplatValue<APInt>()));
  }
  if (isa<BroadcastOp, ReshapeOp>(op)) {
    Value source = op->getOperand(0);
    if (elementsOf(source) != 1 && elementsOf(source) != elementsOf(tile))
      return {};
    return emitUniformScalar(b, loc, rewriter, source);
  }
  auto operand = [&](unsigned i) {
    return emitUniformScalar(b, loc, rewriter, op->getOperand(i));
  };
  if (auto cmp = dyn_cast<CmpIOp>(op)) {
    Value x = operand(0), y = operand(1);
    if (!x || !y)
      return {};
    return arith::CmpIOp::create(
        b, loc,
        toCmpIPredicate(cmp.getComparisonPredicate(),
                        cmp.getSignedness() == Signedness::Signed),
        x, y);
  }
  if (isa<AndIOp, OrIOp, XOrIOp>(op)) {
    Value x = operand(0), y = operand(1);
    if (!x || !y)
      return {};
    if (isa<AndIOp>(op))
      return arith::AndIOp::create(b, loc, x, y);
    if (isa<OrIOp>(op))
      return arith::OrIOp::create(b, loc, x, y);
    return arith::XOrIOp::create(b, loc, x, y);
  }
  if (auto ext = dyn_cast<ExtIOp>(op)) {
    Value x = operand(0);
    if (!x)
      return {};
    Type to = type.getElementType();
    if (x.getType() == to)
      return x;
    if (ext.getSignedness() == Signedness::Signed)
      return arith::ExtSIOp::create(b, loc, to, x);
    return arith::ExtUIOp::create(b, loc, to, x);
  }
  if (isa<TruncIOp>(op)) {
    Value x = operand(0);
    if (!x)
      return {};
    Type to = type.getElementType();
    return x.getType() == to ? x : arith::TruncIOp::create(b, loc, to, x);
  }
  return {};
}

Value emitPrefixLength(OpBuilder &b, Location loc,
                       ConversionPatternRewriter &rewriter,
                       const PrefixMask &mask, int64_t lanes) {
  Type i64 = b.getI64Type();
  Value count = constI64(b, loc, lanes);
  for (const PrefixMask::Bound &term : mask.bounds) {
    Value bound = emitUniformScalar(b, loc, rewriter, term.bound);
    if (!bound)
      return {};
    Type type = bound.getType();
    unsigned width = type.getIntOrFloatBitWidth();
    // The lane count must be a non-negative value of the bound's type
    // (Iota's lanes are, so this holds wherever the match did).
    if (width < 64 && lanes > (int64_t(1) << (width - 1)))
      return {};
    bool isSigned = term.lessThan == arith::CmpIPredicate::slt ||
                    term.lessThan == arith::CmpIPredicate::sle;
    bool inclusive = term.lessThan == arith::CmpIPredicate::ule ||
                     term.lessThan == arith::CmpIPredicate::sle;
    Value limit = constInt(b, loc, type, lanes);
    Value zero = constInt(b, loc, type, 0);
    // Lanes below min(bound (+ 1 when inclusive), lanes); none below a
    // negative signed bound.
    Value inside = arith::CmpIOp::create(b, loc,
                                         isSigned ? arith::CmpIPredicate::slt
                                                  : arith::CmpIPredicate::ult,
                                         bound, limit);
    Value n = bound;
    if (inclusive)
      n = arith::AddIOp::create(b, loc, bound, constInt(b, loc, type, 1));
    n = arith::SelectOp::create(b, loc, inside, n, limit);
    if (isSigned)
      n = arith::SelectOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bound, zero),
          zero, n);
    if (width < 64)
      n = arith::ExtUIOp::create(b, loc, i64, n);
    count = arith::MinUIOp::create(b, loc, count, n);
  }
  for (Value flag : mask.flags) {
    Value holds = emitUniformScalar(b, loc, rewriter, flag);
    if (!holds || holds.getType() != b.getI1Type())
      return {};
    count = arith::SelectOp::create(b, loc, holds, count, constI64(b, loc, 0));
  }
  return count;
}

} // namespace mlir::cuda_tile::lowering
