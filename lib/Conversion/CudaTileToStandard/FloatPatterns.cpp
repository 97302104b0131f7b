//===- FloatPatterns.cpp - Floating-point arithmetic ----------------------===//
//
// Native only where the bits provably match the interpreter: f32 and f64
// add, sub, mul, div and fma rounded to nearest even are single IEEE
// operations on the host, exactly what the interpreter's fast paths compute
// (LLVM contracts nothing without fast-math flags); flush_to_zero on f32
// flushes the inputs and the rounded result, as the interpreter does.
//
// NaN results are the canonical quiet NaN in both engines (LLVM promises no
// payload), as the numerics library gives. Comparisons are exact. absf/negf are
// sign-bit operations on any format; maxf/minf are the numerics library's
// integer algorithm on the bits (f16, bf16, f32, f64). f16/bf16 add, sub,
// mul, div round an f32 result again (innocuous, see f32ToNarrow); f16/bf16
// fma rounds to odd in f64 and f32 first (narrowFma). Every other case
// (directed rounding, fma with flush_to_zero, remf, floor, ceil) is left to
// the interpreter thunk.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

namespace mlir::cuda_tile::lowering {

namespace {

bool isNative(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (auto tile = dyn_cast<TileType>(type))
    element = tile.getElementType();
  return element.isF32() || element.isF64();
}


/// f16 and bf16, held in registers as their bits.
bool isNarrow(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (auto tile = dyn_cast<TileType>(type))
    element = tile.getElementType();
  return element.isF16() || element.isBF16();
}

/// `x` (f64 or f32) moved one unit in the last place away from zero when
/// `up`, toward zero otherwise (x finite and nonzero).
Value stepUlp(OpBuilder &b, Location loc, Value x, Value up) {
  Type type = x.getType();
  unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
  Type intType = withElementType(type, b.getIntegerType(width));
  Value bits = arith::BitcastOp::create(b, loc, intType, x);
  Value one = constInt(b, loc, intType, 1);
  Value moved = arith::SelectOp::create(
      b, loc, up, arith::AddIOp::create(b, loc, bits, one),
      arith::SubIOp::create(b, loc, bits, one));
  return arith::BitcastOp::create(b, loc, type, moved);
}

/// Round to odd: `rounded` (a nearest rounding of a value v, with
/// v - rounded = `error`, exact) replaced, where v was not representable
/// and `rounded` is even, by its neighbour toward v (which is odd). A
/// round-to-odd result with two bits to spare rounds to nearest exactly as
/// v itself would.
Value roundToOdd(OpBuilder &b, Location loc, Value rounded, Value error) {
  Type type = rounded.getType();
  unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
  Type intType = withElementType(type, b.getIntegerType(width));
  Value zero = floatConst(b, loc, type, 0.0);
  Value inexact =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE, error, zero);
  Value bits = arith::BitcastOp::create(b, loc, intType, rounded);
  Value even = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::AndIOp::create(b, loc, bits, constInt(b, loc, intType, 1)),
      constInt(b, loc, intType, 0));
  // Away from zero when the error has the sign of the rounded value.
  Value positive =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, rounded, zero);
  Value errorPositive =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, error, zero);
  Value up = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, positive,
                                   errorPositive);
  Value adjust = arith::AndIOp::create(b, loc, inexact, even);
  return arith::SelectOp::create(b, loc, adjust,
                                 stepUlp(b, loc, rounded, up), rounded);
}

/// fma on f16/bf16 bits rounded once to nearest even: a * b is exact in
/// f64 (at most 22 significand bits), + c rounded to odd in f64 (TwoSum
/// gives the exact error), then to odd in f32 (the difference is exact),
/// then to nearest in the format: 53 and 24 bits both leave the two spare
/// bits that make the last rounding the only one. Non-finite sums (from
/// infinite or NaN operands) skip the corrections; NaN becomes the
/// format's canonical NaN.
Value narrowFma(OpBuilder &b, Location loc, ValueRange v, bool isBF16) {
  Type type32 = withElementType(v[0].getType(), b.getF32Type());
  Type type64 = withElementType(v[0].getType(), b.getF64Type());
  auto widen = [&](Value bits) {
    return arith::ExtFOp::create(b, loc, type64,
                                 narrowToF32(b, loc, bits, isBF16));
  };
  Value x = widen(v[0]), y = widen(v[1]), z = widen(v[2]);
  Value p = arith::MulFOp::create(b, loc, x, y);
  Value s = arith::AddFOp::create(b, loc, p, z);
  // TwoSum: s + e == p + z exactly.
  Value bv = arith::SubFOp::create(b, loc, s, p);
  Value av = arith::SubFOp::create(b, loc, s, bv);
  Value e = arith::AddFOp::create(b, loc, arith::SubFOp::create(b, loc, p, av),
                                  arith::SubFOp::create(b, loc, z, bv));
  Value finite = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OLT, math::AbsFOp::create(b, loc, s),
      floatConst(b, loc, type64, std::numeric_limits<double>::infinity()));
  Value odd64 = arith::SelectOp::create(b, loc, finite,
                                        roundToOdd(b, loc, s, e), s);
  Value t = arith::TruncFOp::create(b, loc, type32, odd64);
  Value back = arith::ExtFOp::create(b, loc, type64, t);
  Value e32 = arith::TruncFOp::create(
      b, loc, type32, arith::SubFOp::create(b, loc, odd64, back));
  Value odd32 = arith::SelectOp::create(b, loc, finite,
                                        roundToOdd(b, loc, t, e32), t);
  return f32ToNarrow(b, loc, odd32, isBF16);
}

/// Whether `value` is a splat constant equal to `expected`, looking
/// through reshapes and broadcasts.
bool isSplatConstant(Value value, double expected) {
  while (Operation *def = value.getDefiningOp()) {
    if (isa<ReshapeOp, BroadcastOp>(def)) {
      value = def->getOperand(0);
      continue;
    }
    auto constant = dyn_cast<ConstantOp>(def);
    if (!constant)
      return false;
    auto dense = dyn_cast<DenseFPElementsAttr>(constant.getValue());
    return dense && dense.isSplat() &&
           dense.getSplatValue<APFloat>().convertToDouble() == expected;
  }
  return false;
}

template <typename OpT> bool isNearest(OpT op) {
  RoundingMode mode = op.getRoundingMode();
  if constexpr (std::is_same_v<OpT, DivFOp>)
    // approx and full give the correctly rounded quotient (docs).
    if (mode == RoundingMode::APPROX || mode == RoundingMode::FULL)
      return true;
  return mode == RoundingMode::NEAREST_EVEN;
}

template <typename OpT, typename ArithOp>
void addArith(CudaTileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ElementwiseLowering<OpT>>(
      converter, patterns.getContext(),
      [](OpBuilder &b, Location loc, OpT op, ValueRange v) -> Value {
        if (isNarrow(op.getResult().getType())) {
          bool bf16 = cast<TileType>(op.getResult().getType())
                          .getElementType()
                          .isBF16();
          Value r = ArithOp::create(b, loc, narrowToF32(b, loc, v[0], bf16),
                                    narrowToF32(b, loc, v[1], bf16));
          return f32ToNarrow(b, loc, r, bf16);
        }
        bool ftz =
            op.getFlushToZero() && getElementTypeOrSelf(v[0].getType()).isF32();
        if (!ftz)
          return canonicalizeNaN(b, loc, ArithOp::create(b, loc, v[0], v[1]));
        Value x = flushF32(b, loc, v[0]), y = flushF32(b, loc, v[1]);
        Value r = canonicalizeNaN(b, loc, ArithOp::create(b, loc, x, y));
        return flushF32(b, loc, r);
      },
      [](OpT op) {
        Type type = op.getResult().getType();
        return (isNative(type) ||
                (isNarrow(type) && !op.getFlushToZero())) &&
               isNearest(op);
      });
}

/// The sign bit of a float element type's storage (f8E8M0FNU has none);
/// none for formats this list does not know (they go to the thunk).
std::optional<uint64_t> signBitOf(Type element) {
  if (element.isF16() || element.isBF16())
    return uint64_t(1) << 15;
  if (element.isF64())
    return uint64_t(1) << 63;
  if (element.isF32() || element.isTF32())
    return uint64_t(1) << 31;
  if (isa<Float4E2M1FNType>(element))
    return 0x8;
  if (isa<Float8E8M0FNUType>(element))
    return 0;
  if (isa<Float8E4M3FNType, Float8E5M2Type>(element))
    return 0x80;
  return std::nullopt;
}

/// absf/negf: exact sign-bit operations on the storage bits.
template <typename OpT, bool Negate>
class SignBitLowering : public OpConversionPattern<OpT> {
public:
  SignBitLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<OpT>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> facts =
        factsOf(this->getTypeConverter(), op->getResult(0).getType());
    if (failed(facts) || !signBitOf(facts->elementType))
      return failure();
    uint64_t sign = *signBitOf(facts->elementType);
    TileFacts f = *facts;
    Value value = emitElementwise(
        rewriter, op.getLoc(), op, f, {adaptor.getOperands()[0]}, {f},
        [&](OpBuilder &b, Location loc, ValueRange v) -> Value {
          Value bits = toBits(b, loc, v[0], f);
          Type type = bits.getType();
          Value r;
          if (Negate)
            r = arith::XOrIOp::create(b, loc, bits,
                                      constInt(b, loc, type, sign));
          else
            r = arith::AndIOp::create(b, loc, bits,
                                      constInt(b, loc, type, int64_t(~sign)));
          return fromBits(b, loc, r, f);
        });
    rewriter.replaceOp(op, value);
    return success();
  }
};

/// maxf/minf exactly as the numerics library's maxMin: NaN operands lose
/// (two NaNs, or any NaN with propagate_nan, give the canonical NaN), -0 <
/// +0, equal keys return lhs; computed on the storage bits.
Value minMax(OpBuilder &b, Location loc, Value lhs, Value rhs,
             const TileFacts &facts, bool isMax, bool propagateNan, bool ftz) {
  Value x = toBits(b, loc, lhs, facts), y = toBits(b, loc, rhs, facts);
  Type type = x.getType();
  unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
  Type element = facts.elementType;
  uint64_t infinity = element.isF16()    ? 0x7C00
                      : element.isBF16() ? 0x7F80
                      : width == 32      ? 0x7F800000
                                         : 0x7FF0000000000000ull;
  uint64_t canonical = element.isF16()    ? 0x7E00
                       : element.isBF16() ? 0x7FC0
                       : width == 32      ? 0x7FC00000
                                          : 0x7FF8000000000000ull;
  uint64_t magnitude = (uint64_t(1) << (width - 1)) - 1;
  auto c = [&](uint64_t v) { return constInt(b, loc, type, int64_t(v)); };
  if (ftz) {
    auto flush = [&](Value v) -> Value {
      Value exponent = arith::AndIOp::create(b, loc, v, c(0x7F800000));
      Value subnormal = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                              exponent, c(0));
      return arith::SelectOp::create(
          b, loc, subnormal, arith::AndIOp::create(b, loc, v, c(0x80000000)),
          v);
    };
    x = flush(x);
    y = flush(y);
  }
  auto isNaN = [&](Value v) -> Value {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                 arith::AndIOp::create(b, loc, v, c(magnitude)),
                                 c(infinity));
  };
  // A key in numeric order: magnitude, or -magnitude - 1 when negative.
  auto key = [&](Value v) -> Value {
    Value mag = arith::AndIOp::create(b, loc, v, c(magnitude));
    Value negative =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, c(0));
    Value flipped = arith::SubIOp::create(
        b, loc, arith::SubIOp::create(b, loc, c(0), mag), c(1));
    return arith::SelectOp::create(b, loc, negative, flipped, mag);
  };
  Value xn = isNaN(x), yn = isNaN(y);
  Value kx = key(x), ky = key(y);
  Value keepX = arith::CmpIOp::create(
      b, loc, isMax ? arith::CmpIPredicate::sge : arith::CmpIPredicate::sle, kx,
      ky);
  Value ordered = arith::SelectOp::create(b, loc, keepX, x, y);
  Value bothNaN = arith::AndIOp::create(b, loc, xn, yn);
  Value nanResult =
      propagateNan
          ? c(canonical)
          : arith::SelectOp::create(b, loc, bothNaN, c(canonical),
                                    arith::SelectOp::create(b, loc, xn, y, x));
  Value result = arith::SelectOp::create(
      b, loc, arith::OrIOp::create(b, loc, xn, yn), nanResult, ordered);
  return fromBits(b, loc, result, facts);
}

template <typename OpT, bool IsMax>
class MinMaxLowering : public OpConversionPattern<OpT> {
public:
  MinMaxLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<OpT>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> facts =
        factsOf(this->getTypeConverter(), op.getResult().getType());
    if (failed(facts))
      return failure();
    Type element = facts->elementType;
    if (!element.isF16() && !element.isBF16() && !element.isF32() &&
        !element.isF64())
      return failure();
    TileFacts f = *facts;
    bool propagateNan = op.getPropagateNan();
    bool ftz = op.getFlushToZero() && element.isF32();
    Value value = emitElementwise(
        rewriter, op.getLoc(), op, f, {adaptor.getLhs(), adaptor.getRhs()},
        {f, f}, [&](OpBuilder &b, Location loc, ValueRange v) -> Value {
          return minMax(b, loc, v[0], v[1], f, IsMax, propagateNan, ftz);
        });
    rewriter.replaceOp(op, value);
    return success();
  }
};

arith::CmpFPredicate toPredicate(ComparisonPredicate predicate, bool ordered) {
  using P = arith::CmpFPredicate;
  switch (predicate) {
  case ComparisonPredicate::EQUAL:
    return ordered ? P::OEQ : P::UEQ;
  case ComparisonPredicate::NOT_EQUAL:
    return ordered ? P::ONE : P::UNE;
  case ComparisonPredicate::LESS_THAN:
    return ordered ? P::OLT : P::ULT;
  case ComparisonPredicate::LESS_THAN_OR_EQUAL:
    return ordered ? P::OLE : P::ULE;
  case ComparisonPredicate::GREATER_THAN:
    return ordered ? P::OGT : P::UGT;
  case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
    return ordered ? P::OGE : P::UGE;
  }
  return P::OEQ;
}

} // namespace

Value flushF32(OpBuilder &b, Location loc, Value value) {
  Type intType =
      isa<VectorType>(value.getType())
          ? Type(cast<VectorType>(value.getType()).clone(b.getI32Type()))
          : b.getI32Type();
  Value bits = arith::BitcastOp::create(b, loc, intType, value);
  Value exponent = arith::AndIOp::create(b, loc, bits,
                                         constInt(b, loc, intType, 0x7F800000));
  Value subnormal = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, exponent, constInt(b, loc, intType, 0));
  Value sign = arith::AndIOp::create(
      b, loc, bits, constInt(b, loc, intType, int64_t(0x80000000)));
  Value flushed = arith::SelectOp::create(b, loc, subnormal, sign, bits);
  return arith::BitcastOp::create(b, loc, value.getType(), flushed);
}

bool isF32Square(PowOp op) {
  return cast<TileType>(op.getResult().getType()).getElementType().isF32() &&
         !op->hasAttr("flush_to_zero") &&
         isSplatConstant(op->getOperand(1), 2.0);
}

void populateFloatPatterns(CudaTileTypeConverter &converter,
                           RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  addArith<AddFOp, arith::AddFOp>(converter, patterns);
  addArith<SubFOp, arith::SubFOp>(converter, patterns);
  addArith<MulFOp, arith::MulFOp>(converter, patterns);
  addArith<DivFOp, arith::DivFOp>(converter, patterns);
  patterns.add<ElementwiseLowering<FmaOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, FmaOp, ValueRange v) -> Value {
        Value r = math::FmaOp::create(b, loc, v[0], v[1], v[2]);
        return canonicalizeNaN(b, loc, r);
      },
      [](FmaOp op) {
        return isNative(op.getResult().getType()) &&
               op.getRoundingMode() == RoundingMode::NEAREST_EVEN &&
               !(op.getFlushToZero() && cast<TileType>(op.getResult().getType())
                                            .getElementType()
                                            .isF32());
      });
  patterns.add<ElementwiseLowering<FmaOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, FmaOp op, ValueRange v) -> Value {
        return narrowFma(b, loc, v,
                         cast<TileType>(op.getResult().getType())
                             .getElementType()
                             .isBF16());
      },
      [](FmaOp op) {
        return isNarrow(op.getResult().getType()) &&
               op.getRoundingMode() == RoundingMode::NEAREST_EVEN &&
               !op.getFlushToZero();
      });
  // pow(x, 2) on f32: the square is exact in f64 and at most 48 bits, so
  // the f32 product rounded once is the correctly rounded power, the
  // numerics library's result (NaN canonical, -0 squared +0, as there).
  patterns.add<ElementwiseLowering<PowOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, PowOp, ValueRange v) -> Value {
        return canonicalizeNaN(b, loc, arith::MulFOp::create(b, loc, v[0], v[0]));
      },
      [](PowOp op) { return isF32Square(op); });
  // sqrt is correctly rounded in every engine (approx included).
  patterns.add<ElementwiseLowering<SqrtOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, SqrtOp op, ValueRange v) -> Value {
        bool ftz =
            op.getFlushToZero() && getElementTypeOrSelf(v[0].getType()).isF32();
        Value x = ftz ? flushF32(b, loc, v[0]) : v[0];
        Value r = canonicalizeNaN(b, loc, math::SqrtOp::create(b, loc, x));
        return ftz ? flushF32(b, loc, r) : r;
      },
      [](SqrtOp op) {
        return isNative(op.getResult().getType()) &&
               (op.getRoundingMode() == RoundingMode::NEAREST_EVEN ||
                op.getRoundingMode() == RoundingMode::APPROX);
      });
  patterns.add<SignBitLowering<AbsFOp, false>, SignBitLowering<NegFOp, true>,
               MinMaxLowering<MaxFOp, true>, MinMaxLowering<MinFOp, false>>(
      converter, context);
  patterns.add<ElementwiseLowering<CmpFOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, CmpFOp op, ValueRange v) -> Value {
        bool ordered =
            op.getComparisonOrdering() == ComparisonOrdering::ORDERED;
        Value x = v[0], y = v[1];
        if (isNarrow(op.getLhs().getType())) {
          // Widening is exact: the comparison is the same.
          bool bf16 =
              cast<TileType>(op.getLhs().getType()).getElementType().isBF16();
          x = narrowToF32(b, loc, x, bf16);
          y = narrowToF32(b, loc, y, bf16);
        }
        return arith::CmpFOp::create(
            b, loc, toPredicate(op.getComparisonPredicate(), ordered), x, y);
      },
      [](CmpFOp op) {
        return isNative(op.getLhs().getType()) ||
               isNarrow(op.getLhs().getType());
      });
}

} // namespace mlir::cuda_tile::lowering
