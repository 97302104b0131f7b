//===- PowI.cpp - fpowi: a float to a signed integer power ----------------===//
//
// x^n is computed by binary exponentiation in double-double arithmetic with
// a separate binary exponent, so that no intermediate overflows or
// underflows, and rounded once into the element type. Each double-double
// product has a relative error below 2^-103 and |n| < 2^63 needs at most 126
// products (plus one division for n < 0), so before the final rounding the
// relative error is below 2^-96: results are correctly rounded unless x^n
// lies within 2^-96 (relative) of a rounding boundary, and exact whenever
// x^n is representable (the products of exact values are then exact).
// Special cases are those of IEEE 754-2019 pown.
//
//===----------------------------------------------------------------------===//

#include "MathCore.h"

#include "tilekit/Execution/Numerics.h"

#include <cmath>

using namespace tilekit::exec;
using namespace tilekit::exec::detail;

namespace {

/// (hi + lo) * 2^exp, with |lo| at most half an ulp of hi.
struct Scaled {
  double hi = 1.0, lo = 0.0;
  int64_t exp = 0;
};

/// Keeps hi in [0.5, 1) so that products never leave the double range.
void normalize(Scaled &v) {
  int k = 0;
  v.hi = std::frexp(v.hi, &k);
  v.lo = std::ldexp(v.lo, -k);
  v.exp += k;
}

/// a + b as a double-double, for |a| >= |b|.
Scaled quickTwoSum(double a, double b, int64_t exp) {
  Scaled r;
  r.hi = a + b;
  r.lo = b - (r.hi - a);
  r.exp = exp;
  return r;
}

Scaled multiply(const Scaled &a, const Scaled &b) {
  double p = a.hi * b.hi;
  double e = std::fma(a.hi, b.hi, -p); // exact error of the product
  e += a.hi * b.lo + a.lo * b.hi;
  Scaled r = quickTwoSum(p, e, a.exp + b.exp);
  normalize(r);
  return r;
}

Scaled reciprocal(const Scaled &a) {
  double q1 = 1.0 / a.hi;
  // 1 - q1 * (hi + lo), exactly enough: the fma is exact in its first term.
  double r = std::fma(-q1, a.hi, 1.0) - q1 * a.lo;
  double q2 = r / a.hi;
  Scaled q = quickTwoSum(q1, q2, -a.exp);
  normalize(q);
  return q;
}

/// Rounds (hi + lo) * 2^exp once into `format` (MathCore.h's rounding).
uint64_t roundScaled(FloatFormat format, bool negative, const Scaled &v) {
  math::detail::DD value(negative ? -v.hi : v.hi, negative ? -v.lo : v.lo);
  return math::detail::roundScaled(format, value, v.exp);
}

uint64_t powiExact(FloatFormat format, uint64_t bits, int64_t n) {
  if (n == 0) // pown(x, 0) = 1, even for NaN
    return roundToFormat(format, false, 0, uint64_t(1) << 63, false,
                         Rounding::NearestEven);
  Unpacked u = decode(bits, format);
  bool odd = n & 1;
  bool negative = u.sign && odd;
  switch (u.kind) {
  case ValueKind::NaN:
    return canonicalNaN(format);
  case ValueKind::Zero: // +-0: +-Inf or +-0 as n is negative or positive
    return n < 0 ? infinityOf(format, negative) : zeroOf(format, negative);
  case ValueKind::Inf:
    return n < 0 ? zeroOf(format, negative) : infinityOf(format, negative);
  case ValueKind::Finite:
    break;
  }
  // |x| = (sig / 2^63) * 2^exp; f32 and f64 significands fit a double.
  Scaled base;
  base.hi = std::ldexp(static_cast<double>(u.sig >> 11), -52);
  base.exp = u.exp;
  normalize(base);
  uint64_t k =
      n < 0 ? uint64_t(0) - static_cast<uint64_t>(n) : static_cast<uint64_t>(n);
  Scaled result;
  normalize(result);
  while (true) {
    if (k & 1)
      result = multiply(result, base);
    k >>= 1;
    if (!k)
      break;
    base = multiply(base, base);
  }
  if (n < 0)
    result = reciprocal(result);
  return roundScaled(format, negative, result);
}

} // namespace

uint64_t tilekit::exec::powiFloat(FloatFormat f, uint64_t x, int64_t n) {
  if (f == FloatFormat::F64 || f == FloatFormat::F32)
    return powiExact(f, x, n);
  // f16 and bf16: emulated in f32, then rounded to the element type.
  uint64_t wide = convertFloat(x, f, FloatFormat::F32);
  return convertFloat(powiExact(FloatFormat::F32, wide, n), FloatFormat::F32,
                      f);
}
