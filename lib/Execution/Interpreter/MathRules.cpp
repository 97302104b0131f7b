//===- MathRules.cpp - Math functions -------------------------------------===//
//
// Each element goes through the numerics library's function of its type
// (MathSupport.h, tilekit/Execution/MathFunctions.h): f32 correctly
// rounded, f64 within 1 ulp, the same bits on every host; `approx` gets the
// same results (more accurate than it must be). f16 and bf16 are computed
// in f32 and rounded to the element type, as the specification says.
// Bounds are in docs/execution.md and docs/numerics.md. sqrt is exact in
// every rounding mode.
//
//===----------------------------------------------------------------------===//

#include "FloatSupport.h"
#include "MathSupport.h"

#include <cmath>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

using math::BinaryMath;
using math::UnaryMath;

/// One element through the function of its type.
inline uint64_t evalUnary(const UnaryMath &fn, FloatFormat format,
                          uint64_t bits, bool ftz) {
  switch (format) {
  case FloatFormat::F64:
    return f64ToBits(fn.f64(bitsToF64(bits)));
  case FloatFormat::F32: {
    if (ftz)
      bits = flushSubnormalF32(static_cast<uint32_t>(bits));
    uint64_t r = f32ToBits(fn.f32(bitsToF32(bits)));
    return ftz ? flushSubnormalF32(static_cast<uint32_t>(r)) : r;
  }
  default: {
    float r = fn.f32(toFloat(bits, format));
    return convertFloat(f32ToBits(r), FloatFormat::F32, format);
  }
  }
}

inline uint64_t evalBinary(const BinaryMath &fn, FloatFormat format, uint64_t a,
                           uint64_t b) {
  switch (format) {
  case FloatFormat::F64:
    return f64ToBits(fn.f64(bitsToF64(a), bitsToF64(b)));
  case FloatFormat::F32:
    return f32ToBits(fn.f32(bitsToF32(a), bitsToF32(b)));
  default: {
    float r = fn.f32(toFloat(a, format), toFloat(b, format));
    return convertFloat(f32ToBits(r), FloatFormat::F32, format);
  }
  }
}

template <const UnaryMath &Fn>
LogicalResult compileUnaryMath(Operation *op, Compiler &compiler, Step &step) {
  TileInfo tile = Compiler::getTileInfo(op->getResult(0).getType());
  FloatFormat format = getFloatFormat(tile.kind);
  bool ftz = op->hasAttr("flush_to_zero") && tile.kind == ElemKind::F32;
  unsigned in = compiler.slot(op->getOperand(0));
  unsigned out = compiler.slot(op->getResult(0));
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeUnaryStep<B, B>(
        in, out, tile.numElements, ~uint64_t(0),
        [format, ftz](uint64_t x) { return evalUnary(Fn, format, x, ftz); });
  });
  return success();
}

template <const BinaryMath &Fn>
LogicalResult compileBinaryMath(Operation *op, Compiler &compiler, Step &step) {
  TileInfo tile = Compiler::getTileInfo(op->getResult(0).getType());
  FloatFormat format = getFloatFormat(tile.kind);
  unsigned lhs = compiler.slot(op->getOperand(0));
  unsigned rhs = compiler.slot(op->getOperand(1));
  unsigned out = compiler.slot(op->getResult(0));
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeBinaryStep<B, B>(lhs, rhs, out, tile.numElements, ~uint64_t(0),
                                [format](uint64_t a, uint64_t b) {
                                  return evalBinary(Fn, format, a, b);
                                });
  });
  return success();
}

LogicalResult compileSqrt(Operation *op, Compiler &compiler, Step &step) {
  auto sqrtOp = cast<SqrtOp>(op);
  TileInfo tile = Compiler::getTileInfo(sqrtOp.getResult().getType());
  FloatFormat format = getFloatFormat(tile.kind);
  FloatEnv env;
  env.rounding = toRounding(sqrtOp.getRoundingMode());
  env.flushToZero = sqrtOp.getFlushToZero() && tile.kind == ElemKind::F32;
  unsigned in = compiler.slot(sqrtOp.getSource());
  unsigned out = compiler.slot(sqrtOp.getResult());
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeUnaryStep<B, B>(
        in, out, tile.numElements, ~uint64_t(0),
        [format, env](uint64_t x) { return sqrtFloat(format, x, env); });
  });
  return success();
}

/// fpowi (13.4): the exponent is read as signed (an i1 `true` is -1).
LogicalResult compileFPowI(Operation *op, Compiler &compiler, Step &step) {
  auto powi = cast<FPowIOp>(op);
  TileInfo tile = Compiler::getTileInfo(powi.getResult().getType());
  TileInfo exponent = Compiler::getTileInfo(powi.getExponent().getType());
  FloatFormat format = getFloatFormat(tile.kind);
  unsigned expBits = getElemBits(exponent.kind);
  unsigned in = compiler.slot(powi.getSource());
  unsigned exp = compiler.slot(powi.getExponent());
  unsigned out = compiler.slot(powi.getResult());
  step = [=](Frame &frame) {
    RtValue result = Buffer::create(tile.bytes());
    const uint8_t *x = frame.slots[in]->data();
    const uint8_t *n = frame.slots[exp]->data();
    for (int64_t i = 0; i < tile.numElements; ++i)
      storeElement(result->data(), i, tile.elemBytes,
                   powiFloat(format, loadElement(x, i, tile.elemBytes),
                             signExtend(loadElement(n, i, exponent.elemBytes),
                                        expBits)));
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
  return success();
}
} // namespace

void addMathRules(RuleTable &table) {
  using namespace math;
  table.add<SqrtOp>(compileSqrt);
  table.add<RsqrtOp>(compileUnaryMath<kRsqrt>);
  table.add<ExpOp>(compileUnaryMath<kExp>);
  table.add<Exp2Op>(compileUnaryMath<kExp2>);
  table.add<LogOp>(compileUnaryMath<kLog>);
  table.add<Log2Op>(compileUnaryMath<kLog2>);
  table.add<SinOp>(compileUnaryMath<kSin>);
  table.add<CosOp>(compileUnaryMath<kCos>);
  table.add<TanOp>(compileUnaryMath<kTan>);
  table.add<SinhOp>(compileUnaryMath<kSinh>);
  table.add<CoshOp>(compileUnaryMath<kCosh>);
  table.add<TanhOp>(compileUnaryMath<kTanh>);
  table.add<PowOp>(compileBinaryMath<kPow>);
  table.add<FPowIOp>(compileFPowI);
  // atan2 %y, %x is atan2(y, x): the first operand is the ordinate.
  table.add<Atan2Op>(compileBinaryMath<kAtan2>);
}

} // namespace tilekit::exec::interp
