//===- FloatRules.cpp - Floating-point arithmetic -------------------------===//
//
// Every rounding mode is computed exactly by the numerics library; the host
// FPU is used directly only where its default round-to-nearest-even gives
// the same bits (f32/f64 nearest, and f16/bf16 add/sub/mul/div computed in
// f32, where one extra rounding is provably innocuous).
//
//===----------------------------------------------------------------------===//

#include "FloatSupport.h"

#include <cmath>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

enum class Arith { Add, Sub, Mul, Div };

/// The canonical quiet NaN of the host type (as the numerics library gives
/// for every NaN result), so that NaN results never depend on which operand
/// the host instruction (or the compiler's operand order) favours.
template <typename T> T canonicalHostNaN() {
  if constexpr (sizeof(T) == 4)
    return bitsToF32(canonicalNaN(FloatFormat::F32));
  else
    return bitsToF64(canonicalNaN(FloatFormat::F64));
}

template <typename T> T canonicalizeNaN(T value) {
  return value == value ? value : canonicalHostNaN<T>();
}

template <Arith A, typename T> T apply(T a, T b) {
  T r = a;
  switch (A) {
  case Arith::Add:
    r = a + b;
    break;
  case Arith::Sub:
    r = a - b;
    break;
  case Arith::Mul:
    r = a * b;
    break;
  case Arith::Div:
    r = a / b;
    break;
  }
  return canonicalizeNaN(r);
}

template <Arith A>
uint64_t softArith(FloatFormat f, uint64_t a, uint64_t b, FloatEnv env) {
  switch (A) {
  case Arith::Add:
    return addFloat(f, a, b, env);
  case Arith::Sub:
    return subFloat(f, a, b, env);
  case Arith::Mul:
    return mulFloat(f, a, b, env);
  case Arith::Div:
    return divFloat(f, a, b, env);
  }
  return a;
}

template <Arith A>
Step buildArith(unsigned lhs, unsigned rhs, unsigned out, const TileInfo &tile,
                FloatEnv env) {
  int64_t n = tile.numElements;
  FloatFormat format = getFloatFormat(tile.kind);
  bool nearest = env.rounding == Rounding::NearestEven;
  if (nearest && tile.kind == ElemKind::F32 && !env.flushToZero)
    return [=](Frame &frame) {
      RtValue result = Buffer::create(n * 4);
      const float *x = frame.slots[lhs]->as<float>();
      const float *y = frame.slots[rhs]->as<float>();
      float *z = result->as<float>();
      for (int64_t i = 0; i < n; ++i)
        z[i] = apply<A>(x[i], y[i]);
      frame.slots[out] = std::move(result);
      return Flow::Next;
    };
  if (nearest && tile.kind == ElemKind::F64)
    return [=](Frame &frame) {
      RtValue result = Buffer::create(n * 8);
      const double *x = frame.slots[lhs]->as<double>();
      const double *y = frame.slots[rhs]->as<double>();
      double *z = result->as<double>();
      for (int64_t i = 0; i < n; ++i)
        z[i] = apply<A>(x[i], y[i]);
      frame.slots[out] = std::move(result);
      return Flow::Next;
    };
  if (nearest && tile.kind == ElemKind::F32)
    return makeBinaryStep<4, 4>(lhs, rhs, out, n, ~uint64_t(0),
                                [](uint64_t a, uint64_t b) -> uint64_t {
                                  float x = bitsToF32(flushSubnormalF32(a));
                                  float y = bitsToF32(flushSubnormalF32(b));
                                  return flushSubnormalF32(
                                      f32ToBits(apply<A>(x, y)));
                                });
  if (nearest && tile.kind == ElemKind::F16)
    return makeBinaryStep<2, 2>(lhs, rhs, out, n, ~uint64_t(0),
                                [](uint64_t a, uint64_t b) -> uint64_t {
                                  return floatToHalfBits(
                                      apply<A>(halfBitsToFloat(a),
                                               halfBitsToFloat(b)));
                                });
  if (nearest && tile.kind == ElemKind::BF16)
    return makeBinaryStep<2, 2>(lhs, rhs, out, n, ~uint64_t(0),
                                [](uint64_t a, uint64_t b) -> uint64_t {
                                  return floatToBFloat16Bits(
                                      apply<A>(bfloat16BitsToFloat(a),
                                               bfloat16BitsToFloat(b)));
                                });
  return dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeBinaryStep<B, B>(lhs, rhs, out, n, ~uint64_t(0),
                                [format, env](uint64_t a, uint64_t b) {
                                  return softArith<A>(format, a, b, env);
                                });
  });
}

template <Arith A, typename OpT>
LogicalResult compileArith(Operation *op, Compiler &compiler, Step &step) {
  auto arith = cast<OpT>(op);
  TileInfo tile = Compiler::getTileInfo(arith.getResult().getType());
  FloatEnv env;
  env.rounding = toRounding(arith.getRoundingMode());
  env.flushToZero = arith.getFlushToZero() && tile.kind == ElemKind::F32;
  step = buildArith<A>(compiler.slot(arith.getLhs()),
                       compiler.slot(arith.getRhs()),
                       compiler.slot(arith.getResult()), tile, env);
  return success();
}

LogicalResult compileFma(Operation *op, Compiler &compiler, Step &step) {
  auto fma = cast<FmaOp>(op);
  TileInfo tile = Compiler::getTileInfo(fma.getResult().getType());
  FloatEnv env;
  env.rounding = toRounding(fma.getRoundingMode());
  env.flushToZero = fma.getFlushToZero() && tile.kind == ElemKind::F32;
  FloatFormat format = getFloatFormat(tile.kind);
  unsigned a = compiler.slot(fma.getLhs()), b = compiler.slot(fma.getRhs()),
           c = compiler.slot(fma.getAcc()), out = compiler.slot(fma.getResult());
  int64_t n = tile.numElements;
  if (env.rounding == Rounding::NearestEven && !env.flushToZero &&
      tile.kind == ElemKind::F32) {
    step = makeTernaryStep<4>(a, b, c, out, n,
                              [](uint64_t x, uint64_t y, uint64_t z) {
                                return f32ToBits(canonicalizeNaN(
                                    std::fma(bitsToF32(x), bitsToF32(y),
                                             bitsToF32(z))));
                              });
    return success();
  }
  if (env.rounding == Rounding::NearestEven && tile.kind == ElemKind::F64) {
    step = makeTernaryStep<8>(a, b, c, out, n,
                              [](uint64_t x, uint64_t y, uint64_t z) {
                                return f64ToBits(canonicalizeNaN(
                                    std::fma(bitsToF64(x), bitsToF64(y),
                                             bitsToF64(z))));
                              });
    return success();
  }
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeTernaryStep<B>(a, b, c, out, n,
                              [format, env](uint64_t x, uint64_t y, uint64_t z) {
                                return fmaFloat(format, x, y, z, env);
                              });
  });
  return success();
}

LogicalResult compileDivF(Operation *op, Compiler &compiler, Step &step) {
  auto div = cast<DivFOp>(op);
  TileInfo tile = Compiler::getTileInfo(div.getResult().getType());
  FloatEnv env;
  // approx and full are f32 only; both give the correctly rounded quotient,
  // which meets either accuracy bound (docs/execution.md).
  env.rounding = toRounding(div.getRoundingMode());
  env.flushToZero = div.getFlushToZero() && tile.kind == ElemKind::F32;
  step = buildArith<Arith::Div>(compiler.slot(div.getLhs()),
                                compiler.slot(div.getRhs()),
                                compiler.slot(div.getResult()), tile, env);
  return success();
}

/// absf, negf: sign-bit operations, exact for every value including NaN.
template <bool Negate>
LogicalResult compileSignOp(Operation *op, Compiler &compiler, Step &step) {
  TileInfo tile = Compiler::getTileInfo(op->getResult(0).getType());
  uint64_t sign = signBitOf(tile.kind);
  unsigned in = compiler.slot(op->getOperand(0));
  unsigned out = compiler.slot(op->getResult(0));
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeUnaryStep<B, B>(in, out, tile.numElements, ~uint64_t(0),
                               [sign](uint64_t x) {
                                 return Negate ? x ^ sign : x & ~sign;
                               });
  });
  return success();
}

/// Unary ops computed exactly in double: floor, ceil.
template <double (*F)(double)>
LogicalResult compileViaDouble(Operation *op, Compiler &compiler, Step &step) {
  TileInfo tile = Compiler::getTileInfo(op->getResult(0).getType());
  FloatFormat format = getFloatFormat(tile.kind);
  unsigned in = compiler.slot(op->getOperand(0));
  unsigned out = compiler.slot(op->getResult(0));
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeUnaryStep<B, B>(in, out, tile.numElements, ~uint64_t(0),
                               [format](uint64_t x) {
                                 if (isNaN(x, format))
                                   return x;
                                 double r = F(toDouble(x, format));
                                 return convertFloat(f64ToBits(r),
                                                     FloatFormat::F64, format);
                               });
  });
  return success();
}

LogicalResult compileRemF(Operation *op, Compiler &compiler, Step &step) {
  TileInfo tile = Compiler::getTileInfo(op->getResult(0).getType());
  FloatFormat format = getFloatFormat(tile.kind);
  unsigned lhs = compiler.slot(op->getOperand(0));
  unsigned rhs = compiler.slot(op->getOperand(1));
  unsigned out = compiler.slot(op->getResult(0));
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeBinaryStep<B, B>(lhs, rhs, out, tile.numElements, ~uint64_t(0),
                                [format](uint64_t a, uint64_t b) {
                                  return remFloat(format, a, b);
                                });
  });
  return success();
}

template <bool Max, typename OpT>
LogicalResult compileMinMaxF(Operation *op, Compiler &compiler, Step &step) {
  auto minmax = cast<OpT>(op);
  TileInfo tile = Compiler::getTileInfo(minmax.getResult().getType());
  FloatFormat format = getFloatFormat(tile.kind);
  bool propagateNan = minmax.getPropagateNan();
  bool ftz = minmax.getFlushToZero() && tile.kind == ElemKind::F32;
  unsigned lhs = compiler.slot(minmax.getLhs());
  unsigned rhs = compiler.slot(minmax.getRhs());
  unsigned out = compiler.slot(minmax.getResult());
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeBinaryStep<B, B>(
        lhs, rhs, out, tile.numElements, ~uint64_t(0),
        [=](uint64_t a, uint64_t b) {
          return Max ? maxFloat(format, a, b, propagateNan, ftz)
                     : minFloat(format, a, b, propagateNan, ftz);
        });
  });
  return success();
}

LogicalResult compileCmpF(Operation *op, Compiler &compiler, Step &step) {
  auto cmp = cast<CmpFOp>(op);
  TileInfo tile = Compiler::getTileInfo(cmp.getLhs().getType());
  FloatFormat format = getFloatFormat(tile.kind);
  bool ordered = cmp.getComparisonOrdering() == ComparisonOrdering::ORDERED;
  ComparisonPredicate predicate = cmp.getComparisonPredicate();
  unsigned lhs = compiler.slot(cmp.getLhs());
  unsigned rhs = compiler.slot(cmp.getRhs());
  unsigned out = compiler.slot(cmp.getResult());
  auto compare = [=](uint64_t a, uint64_t b) -> uint64_t {
    double x = toDouble(a, format), y = toDouble(b, format);
    if (std::isnan(x) || std::isnan(y))
      return !ordered;
    switch (predicate) {
    case ComparisonPredicate::EQUAL:
      return x == y;
    case ComparisonPredicate::NOT_EQUAL:
      return x != y;
    case ComparisonPredicate::LESS_THAN:
      return x < y;
    case ComparisonPredicate::LESS_THAN_OR_EQUAL:
      return x <= y;
    case ComparisonPredicate::GREATER_THAN:
      return x > y;
    case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
      return x >= y;
    }
    return 0;
  };
  step = dispatchBytes(tile.elemBytes, [&](auto bytes) -> Step {
    constexpr unsigned B = decltype(bytes)::value;
    return makeBinaryStep<B, 1>(lhs, rhs, out, tile.numElements, 1, compare);
  });
  return success();
}

double floorOf(double x) { return std::floor(x); }
double ceilOf(double x) { return std::ceil(x); }

} // namespace

void addFloatRules(RuleTable &table) {
  table.add<AddFOp>(compileArith<Arith::Add, AddFOp>);
  table.add<SubFOp>(compileArith<Arith::Sub, SubFOp>);
  table.add<MulFOp>(compileArith<Arith::Mul, MulFOp>);
  table.add<DivFOp>(compileDivF);
  table.add<FmaOp>(compileFma);
  table.add<AbsFOp>(compileSignOp<false>);
  table.add<NegFOp>(compileSignOp<true>);
  table.add<FloorOp>(compileViaDouble<floorOf>);
  table.add<CeilOp>(compileViaDouble<ceilOf>);
  table.add<RemFOp>(compileRemF);
  table.add<MaxFOp>(compileMinMaxF<true, MaxFOp>);
  table.add<MinFOp>(compileMinMaxF<false, MinFOp>);
  table.add<CmpFOp>(compileCmpF);
}

} // namespace tilekit::exec::interp
