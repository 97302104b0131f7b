//===- ConversionPatterns.cpp - Integer and bit conversions, pointers -----===//
//
// exti and trunci map to arith; bitcast reinterprets the storage bits (a
// buffer is forwarded as it is); pointer casts and reshape keep their
// operand's converted value. Between integers and f32/f64, and between f32
// and f64, rounded to nearest even (ftoi: toward zero), conversions are
// native with the numerics library's rules made explicit: ftoi saturates
// and gives 0 for NaN, ftof gives the canonical NaN. Other formats and
// rounding modes are left to the interpreter thunk.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cmath>

namespace mlir::cuda_tile::lowering {

namespace {

/// An op whose result holds its operand's converted value unchanged.
template <typename OpT>
class ForwardLowering : public OpConversionPattern<OpT> {
public:
  ForwardLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<OpT>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value operand = adaptor.getOperands()[0];
    Type type =
        this->getTypeConverter()->convertType(op->getResult(0).getType());
    if (!type || type != operand.getType())
      return failure();
    rewriter.replaceOp(op, operand);
    return success();
  }
};

/// reshape keeps the row-major elements; only a rank-0 tile and a
/// one-element vector differ in form.
class ReshapeLowering : public OpConversionPattern<ReshapeOp> {
public:
  ReshapeLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<ReshapeOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value operand = adaptor.getOperands()[0];
    Type type = getTypeConverter()->convertType(op->getResult(0).getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    if (type == operand.getType())
      rewriter.replaceOp(op, operand);
    else if (isa<VectorType>(type) && !isa<VectorType>(operand.getType()))
      rewriter.replaceOp(
          op, vector::BroadcastOp::create(rewriter, loc, type, operand));
    else if (isa<VectorType>(operand.getType()) && !isa<VectorType>(type))
      rewriter.replaceOp(
          op, vector::ExtractOp::create(rewriter, loc, operand, int64_t(0)));
    else
      return failure();
    return success();
  }
};

class BitcastLowering : public OpConversionPattern<BitcastOp> {
public:
  BitcastLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<BitcastOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(BitcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> from =
        factsOf(getTypeConverter(), op->getOperand(0).getType());
    FailureOr<TileFacts> to =
        factsOf(getTypeConverter(), op->getResult(0).getType());
    if (failed(from) || failed(to) || from->storageBytes != to->storageBytes ||
        from->numElements != to->numElements)
      return failure();
    Value operand = adaptor.getOperands()[0];
    if (to->isBuffer()) {
      rewriter.replaceOp(op, operand);
      return success();
    }
    Location loc = op.getLoc();
    Value bits = toBits(rewriter, loc, operand, *from);
    rewriter.replaceOp(op, fromBits(rewriter, loc, bits, *to));
    return success();
  }
};


bool isNarrowFloat(Type element) { return element.isF16() || element.isBF16(); }

bool isNativeFloat(Type tileType) {
  Type element = cast<TileType>(tileType).getElementType();
  return element.isF32() || element.isF64();
}

/// ftoi: truncation toward zero; NaN gives 0 and values out of range
/// saturate (numerics floatToInt). The conversion itself only sees lanes in
/// range (the others are selected away, so LLVM's poison never shows).
Value floatToInt(OpBuilder &b, Location loc, Value x, Type intElement,
                 bool isSigned) {
  Type type = x.getType();
  Type intType = withElementType(type, intElement);
  unsigned width = intElement.getIntOrFloatBitWidth();
  auto cmp = [&](arith::CmpFPredicate p, Value v) -> Value {
    return arith::CmpFOp::create(b, loc, p, x, v);
  };
  // Saturating at the bounds gives the truncation there too: every x
  // strictly inside (lo, hi) truncates into the range.
  double hi = isSigned ? std::ldexp(1.0, width - 1) : std::ldexp(1.0, width);
  double lo = isSigned ? -std::ldexp(1.0, width - 1) : -1.0;
  int64_t maxValue = isSigned ? int64_t((uint64_t(1) << (width - 1)) - 1)
                              : int64_t(~uint64_t(0));
  int64_t minValue = isSigned ? -int64_t(uint64_t(1) << (width - 1)) : 0;
  if (isSigned && width == 64) {
    maxValue = INT64_MAX;
    minValue = INT64_MIN;
  }
  Value inRange = arith::AndIOp::create(
      b, loc, cmp(arith::CmpFPredicate::OLT, floatConst(b, loc, type, hi)),
      cmp(arith::CmpFPredicate::OGT, floatConst(b, loc, type, lo)));
  Value zero = floatConst(b, loc, type, 0.0);
  Value safe = arith::SelectOp::create(b, loc, inRange, x, zero);
  Value converted = isSigned
                        ? Value(arith::FPToSIOp::create(b, loc, intType, safe))
                        : Value(arith::FPToUIOp::create(b, loc, intType, safe));
  Value saturated = arith::SelectOp::create(
      b, loc, cmp(arith::CmpFPredicate::OGE, floatConst(b, loc, type, hi)),
      constInt(b, loc, intType, maxValue), constInt(b, loc, intType, minValue));
  Value isNaN = cmp(arith::CmpFPredicate::UNO, x);
  return arith::SelectOp::create(
      b, loc, isNaN, constInt(b, loc, intType, 0),
      arith::SelectOp::create(b, loc, inRange, converted, saturated));
}

/// ftof between f32 and f64 to nearest even: IEEE, with every NaN becoming
/// the canonical quiet NaN of the target.
Value floatToFloat(OpBuilder &b, Location loc, Value x, Type toElement) {
  Type type = withElementType(x.getType(), toElement);
  Type fromElement = getElementTypeOrSelf(x.getType());
  Value converted;
  if (fromElement == toElement)
    converted = x;
  else if (toElement.getIntOrFloatBitWidth() >
           fromElement.getIntOrFloatBitWidth())
    converted = arith::ExtFOp::create(b, loc, type, x);
  else
    converted = arith::TruncFOp::create(b, loc, type, x);
  // A NaN converts to a NaN (and nothing else does).
  return canonicalizeNaN(b, loc, converted);
}

} // namespace

void populateConversionPatterns(CudaTileTypeConverter &converter,
                                RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<ForwardLowering<PtrToIntOp>, ForwardLowering<IntToPtrOp>,
               ForwardLowering<PtrToPtrOp>, ReshapeLowering, BitcastLowering>(
      converter, context);
  patterns.add<ElementwiseLowering<ExtIOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, ExtIOp op, ValueRange v) -> Value {
        Type element = CudaTileTypeConverter::getRegisterType(
            cast<TileType>(op.getTo().getType()).getElementType());
        Type type = withElementType(v[0].getType(), element);
        if (type == v[0].getType())
          return v[0];
        if (op.getSignedness() == Signedness::Signed)
          return arith::ExtSIOp::create(b, loc, type, v[0]);
        return arith::ExtUIOp::create(b, loc, type, v[0]);
      });
  patterns.add<ElementwiseLowering<FToIOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, FToIOp op, ValueRange v) -> Value {
        Type element = CudaTileTypeConverter::getRegisterType(
            cast<TileType>(op.getTo().getType()).getElementType());
        return floatToInt(b, loc, v[0], element,
                          op.getSignedness() == Signedness::Signed);
      },
      [](FToIOp op) {
        return isNativeFloat(op.getFrom().getType()) &&
               op.getRoundingMode() == RoundingMode::NEAREST_INT_TO_ZERO;
      });
  patterns.add<ElementwiseLowering<IToFOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, IToFOp op, ValueRange v) -> Value {
        Type element = cast<TileType>(op.getTo().getType()).getElementType();
        Type type = withElementType(v[0].getType(), element);
        if (op.getSignedness() == Signedness::Signed)
          return arith::SIToFPOp::create(b, loc, type, v[0]);
        return arith::UIToFPOp::create(b, loc, type, v[0]);
      },
      [](IToFOp op) {
        return isNativeFloat(op.getTo().getType()) &&
               op.getRoundingMode() == RoundingMode::NEAREST_EVEN;
      });
  patterns.add<ElementwiseLowering<FToFOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, FToFOp op, ValueRange v) -> Value {
        Type from = cast<TileType>(op.getFrom().getType()).getElementType();
        Type to = cast<TileType>(op.getTo().getType()).getElementType();
        if (isNarrowFloat(to)) // from f32 (the condition below)
          return f32ToNarrow(b, loc, v[0], to.isBF16());
        Value x = v[0];
        if (isNarrowFloat(from)) {
          // Exact; a NaN becomes f32's canonical NaN below.
          x = narrowToF32(b, loc, x, from.isBF16());
          if (to.isF32())
            return canonicalizeNaN(b, loc, x);
        }
        return floatToFloat(b, loc, x, to);
      },
      [](FToFOp op) {
        Type from = cast<TileType>(op.getFrom().getType()).getElementType();
        Type to = cast<TileType>(op.getTo().getType()).getElementType();
        // Into f16/bf16 only from f32: from f64, rounding to f32 first
        // would round twice.
        bool supported = (isNativeFloat(op.getFrom().getType()) &&
                          isNativeFloat(op.getTo().getType())) ||
                         (isNarrowFloat(from) && (to.isF32() || to.isF64())) ||
                         (from.isF32() && isNarrowFloat(to));
        return supported && op.getRoundingMode() == RoundingMode::NEAREST_EVEN;
      });
  patterns.add<ElementwiseLowering<TruncIOp>>(
      converter, context,
      [](OpBuilder &b, Location loc, TruncIOp op, ValueRange v) -> Value {
        Type element = CudaTileTypeConverter::getRegisterType(
            cast<TileType>(op.getTo().getType()).getElementType());
        Type type = withElementType(v[0].getType(), element);
        if (type == v[0].getType())
          return v[0];
        return arith::TruncIOp::create(b, loc, type, v[0]);
      });
}

} // namespace mlir::cuda_tile::lowering
