//===- IntegerPatterns.cpp - Integer and bitwise arithmetic ---------------===//
//
// Wrapping arithmetic maps to arith directly (overflow flags only matter
// under --check, which the JIT leaves to the interpreter). The cases the
// specification leaves undefined get the interpreter's defined results
// (docs/execution.md), built with selects so that LLVM never sees a
// division by zero or an oversized shift on the lanes that are chosen.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::cuda_tile::lowering {

namespace {

unsigned widthOf(Value v) {
  return getElementTypeOrSelf(v).getIntOrFloatBitWidth();
}

Value select(OpBuilder &b, Location loc, Value c, Value t, Value f) {
  return arith::SelectOp::create(b, loc, c, t, f);
}

Value cmp(OpBuilder &b, Location loc, arith::CmpIPredicate p, Value x,
          Value y) {
  return arith::CmpIOp::create(b, loc, p, x, y);
}

Value absI(OpBuilder &b, Location loc, AbsIOp, ValueRange v) {
  Value zero = constInt(b, loc, v[0].getType(), 0);
  Value negative = cmp(b, loc, arith::CmpIPredicate::slt, v[0], zero);
  return select(b, loc, negative, arith::SubIOp::create(b, loc, zero, v[0]),
                v[0]);
}

Value mulhiI(OpBuilder &b, Location loc, MulhiIOp, ValueRange v) {
  return arith::MulUIExtendedOp::create(b, loc, v[0], v[1]).getHigh();
}

/// Amounts are read unsigned; amount >= width gives 0 (shri signed: the
/// sign fill).
Value shiftLeft(OpBuilder &b, Location loc, ShLIOp, ValueRange v) {
  Value width = constInt(b, loc, v[1].getType(), widthOf(v[1]));
  Value tooFar = cmp(b, loc, arith::CmpIPredicate::uge, v[1], width);
  return select(b, loc, tooFar, constInt(b, loc, v[0].getType(), 0),
                arith::ShLIOp::create(b, loc, v[0], v[1]));
}

Value shiftRight(OpBuilder &b, Location loc, ShRIOp op, ValueRange v) {
  unsigned bits = widthOf(v[1]);
  Value width = constInt(b, loc, v[1].getType(), bits);
  Value tooFar = cmp(b, loc, arith::CmpIPredicate::uge, v[1], width);
  if (op.getSignedness() == Signedness::Signed)
    return select(b, loc, tooFar,
                  arith::ShRSIOp::create(
                      b, loc, v[0], constInt(b, loc, v[1].getType(), bits - 1)),
                  arith::ShRSIOp::create(b, loc, v[0], v[1]));
  return select(b, loc, tooFar, constInt(b, loc, v[0].getType(), 0),
                arith::ShRUIOp::create(b, loc, v[0], v[1]));
}

/// divi: x / 0 is all ones, x / -1 is -x (signed), otherwise the quotient
/// rounded as requested.
Value divI(OpBuilder &b, Location loc, DivIOp op, ValueRange v) {
  Value x = v[0], y = v[1];
  Value zero = constInt(b, loc, y.getType(), 0);
  Value one = constInt(b, loc, y.getType(), 1);
  Value allOnes = constInt(b, loc, y.getType(), -1);
  Value byZero = cmp(b, loc, arith::CmpIPredicate::eq, y, zero);
  RoundingMode rounding = op.getRounding();
  if (op.getSignedness() == Signedness::Signed) {
    Value byMinusOne = cmp(b, loc, arith::CmpIPredicate::eq, y, allOnes);
    Value safe = select(
        b, loc, arith::OrIOp::create(b, loc, byZero, byMinusOne), one, y);
    Value q = arith::DivSIOp::create(b, loc, x, safe);
    Value r = arith::RemSIOp::create(b, loc, x, safe);
    if (rounding == RoundingMode::NEGATIVE_INF ||
        rounding == RoundingMode::POSITIVE_INF) {
      Value inexact = cmp(b, loc, arith::CmpIPredicate::ne, r, zero);
      Value rNegative = cmp(b, loc, arith::CmpIPredicate::slt, r, zero);
      Value yNegative = cmp(b, loc, arith::CmpIPredicate::slt, safe, zero);
      Value signsDiffer = arith::XOrIOp::create(b, loc, rNegative, yNegative);
      if (rounding == RoundingMode::NEGATIVE_INF)
        q = select(b, loc, arith::AndIOp::create(b, loc, inexact, signsDiffer),
                   arith::SubIOp::create(b, loc, q, one), q);
      else
        q = select(b, loc,
                   arith::AndIOp::create(
                       b, loc, inexact,
                       arith::XOrIOp::create(
                           b, loc, signsDiffer,
                           constInt(b, loc, signsDiffer.getType(), 1))),
                   arith::AddIOp::create(b, loc, q, one), q);
    }
    Value negated = arith::SubIOp::create(b, loc, zero, x);
    return select(b, loc, byZero, allOnes,
                  select(b, loc, byMinusOne, negated, q));
  }
  Value safe = select(b, loc, byZero, one, y);
  Value q = arith::DivUIOp::create(b, loc, x, safe);
  if (rounding == RoundingMode::POSITIVE_INF) {
    Value r = arith::RemUIOp::create(b, loc, x, safe);
    Value inexact = cmp(b, loc, arith::CmpIPredicate::ne, r, zero);
    q = select(b, loc, inexact, arith::AddIOp::create(b, loc, q, one), q);
  }
  return select(b, loc, byZero, allOnes, q);
}

/// remi: x % 0 is x, x % -1 is 0 (signed).
Value remI(OpBuilder &b, Location loc, RemIOp op, ValueRange v) {
  Value x = v[0], y = v[1];
  Value zero = constInt(b, loc, y.getType(), 0);
  Value one = constInt(b, loc, y.getType(), 1);
  Value byZero = cmp(b, loc, arith::CmpIPredicate::eq, y, zero);
  if (op.getSignedness() == Signedness::Signed) {
    Value byMinusOne = cmp(b, loc, arith::CmpIPredicate::eq, y,
                           constInt(b, loc, y.getType(), -1));
    Value safe = select(
        b, loc, arith::OrIOp::create(b, loc, byZero, byMinusOne), one, y);
    Value r = arith::RemSIOp::create(b, loc, x, safe);
    return select(b, loc, byZero, x, select(b, loc, byMinusOne, zero, r));
  }
  Value safe = select(b, loc, byZero, one, y);
  return select(b, loc, byZero, x, arith::RemUIOp::create(b, loc, x, safe));
}

template <typename OpT, typename ArithOp>
void addBinary(CudaTileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ElementwiseLowering<OpT>>(
      converter, patterns.getContext(),
      [](OpBuilder &b, Location loc, OpT, ValueRange v) -> Value {
        return ArithOp::create(b, loc, v[0], v[1]);
      });
}

template <typename OpT>
void add(CudaTileTypeConverter &converter, RewritePatternSet &patterns,
         Value (*compute)(OpBuilder &, Location, OpT, ValueRange)) {
  patterns.add<ElementwiseLowering<OpT>>(converter, patterns.getContext(),
                                         compute);
}

} // namespace

arith::CmpIPredicate toCmpIPredicate(ComparisonPredicate predicate,
                                     bool isSigned) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case ComparisonPredicate::EQUAL:
    return P::eq;
  case ComparisonPredicate::NOT_EQUAL:
    return P::ne;
  case ComparisonPredicate::LESS_THAN:
    return isSigned ? P::slt : P::ult;
  case ComparisonPredicate::LESS_THAN_OR_EQUAL:
    return isSigned ? P::sle : P::ule;
  case ComparisonPredicate::GREATER_THAN:
    return isSigned ? P::sgt : P::ugt;
  case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
    return isSigned ? P::sge : P::uge;
  }
  return P::eq;
}

void populateIntegerPatterns(CudaTileTypeConverter &converter,
                             RewritePatternSet &patterns) {
  addBinary<AddIOp, arith::AddIOp>(converter, patterns);
  addBinary<SubIOp, arith::SubIOp>(converter, patterns);
  addBinary<MulIOp, arith::MulIOp>(converter, patterns);
  addBinary<AndIOp, arith::AndIOp>(converter, patterns);
  addBinary<OrIOp, arith::OrIOp>(converter, patterns);
  addBinary<XOrIOp, arith::XOrIOp>(converter, patterns);
  add<NegIOp>(converter, patterns,
              [](OpBuilder &b, Location loc, NegIOp, ValueRange v) -> Value {
                return arith::SubIOp::create(
                    b, loc, constInt(b, loc, v[0].getType(), 0), v[0]);
              });
  add<AbsIOp>(converter, patterns, absI);
  add<MulhiIOp>(converter, patterns, mulhiI);
  add<ShLIOp>(converter, patterns, shiftLeft);
  add<ShRIOp>(converter, patterns, shiftRight);
  add<DivIOp>(converter, patterns, divI);
  add<RemIOp>(converter, patterns, remI);
  add<MaxIOp>(converter, patterns,
              [](OpBuilder &b, Location loc, MaxIOp op, ValueRange v) -> Value {
                if (op.getSignedness() == Signedness::Signed)
                  return arith::MaxSIOp::create(b, loc, v[0], v[1]);
                return arith::MaxUIOp::create(b, loc, v[0], v[1]);
              });
  add<MinIOp>(converter, patterns,
              [](OpBuilder &b, Location loc, MinIOp op, ValueRange v) -> Value {
                if (op.getSignedness() == Signedness::Signed)
                  return arith::MinSIOp::create(b, loc, v[0], v[1]);
                return arith::MinUIOp::create(b, loc, v[0], v[1]);
              });
  add<CmpIOp>(converter, patterns,
              [](OpBuilder &b, Location loc, CmpIOp op, ValueRange v) -> Value {
                return cmp(
                    b, loc,
                    toCmpIPredicate(op.getComparisonPredicate(),
                                    op.getSignedness() == Signedness::Signed),
                    v[0], v[1]);
              });
}

} // namespace mlir::cuda_tile::lowering
