//===- MathCore.h - Double-double arithmetic and rounding for math -*- C++
//-*-===//
//
// The building blocks of MathFunctions.h: double-double numbers (DD, an
// unevaluated sum hi + lo with |lo| <= ulp(hi) / 2, about 106 bits), the
// kernels every family shares (e^r, e^r - 1), written once as templates
// over the arithmetic (double for the fast f32 path, DD for the accurate
// path and f64), and the final rounding of a result into f32 or f64.
//
// Only IEEE-754 basic operations are used, in the default environment
// (round to nearest even); the library is compiled with -ffp-contract=off
// so that no compiler fuses a * b + c differently on different hosts.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_NUMERICS_MATHCORE_H
#define TILEKIT_LIB_EXECUTION_NUMERICS_MATHCORE_H

#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/Numerics.h"

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace tilekit::exec::math::detail {

// Every double operation must round to double once (no x87 extended
// precision), or the bits would depend on the target.
static_assert(FLT_EVAL_METHOD == 0,
              "the math functions need double arithmetic rounded to double");

//===----------------------------------------------------------------------===//
// Lanes: the value type of an evaluation
//===----------------------------------------------------------------------===//
//
// Every kernel below is a template over its lane type S: `double` for the
// scalar functions, or a SIMD vector of doubles (MathLanes.h, compiled per
// instruction set) for the array entry points. A lane type provides +, -,
// *, / and comparisons lane by lane (IEEE, round to nearest even), and the
// overloads fmaOf, roundToIntegral, sqrtOf, absOf, select, pow2Of and
// splitExponent. Branches on a value go through `choose`, which branches
// for a scalar and computes both sides and selects per lane for vectors:
// each lane gets the operations its scalar evaluation would, so the bits
// are the scalar function's.

template <typename S> constexpr bool kIsScalar = std::is_same_v<S, double>;

inline double fmaOf(double a, double b, double c) { return std::fma(a, b, c); }
inline double roundToIntegral(double x) { return std::nearbyint(x); }
inline double sqrtOf(double x) { return std::sqrt(x); }
inline double absOf(double x) { return std::fabs(x); }
inline double select(bool c, double a, double b) { return c ? a : b; }
/// 2^k for an integral k (a scalar double holding an int).
inline double pow2Of(int k) { return std::ldexp(1.0, k); }
/// x = m 2^e with m in [0.5, 1), for a positive finite x (frexp; exact).
inline double splitExponent(double x, double &e) {
  int exponent = 0;
  double m = std::frexp(x, &exponent);
  e = exponent;
  return m;
}

/// cond ? a() : b(): one side evaluated for a scalar condition, both and a
/// select per lane for a lane mask.
template <typename C, typename F, typename G> auto choose(C cond, F a, G b) {
  if constexpr (std::is_same_v<C, bool>)
    return cond ? a() : b();
  else
    return select(cond, a(), b());
}

//===----------------------------------------------------------------------===//
// Double-double arithmetic
//===----------------------------------------------------------------------===//

template <typename S> using Same = std::common_type_t<S>; // not deduced
template <typename S> struct DDT;
template <typename S> DDT<S> fastTwoSum(S a, Same<S> b);
template <typename S> DDT<S> twoSum(S a, Same<S> b);
template <typename S> DDT<S> twoProd(S a, Same<S> b);

/// An unevaluated sum hi + lo of two lanes. The operators are friends (found
/// by argument-dependent lookup) so that a lane converts implicitly.
template <typename S> struct DDT {
  S hi = 0.0, lo = 0.0;
  DDT() = default;
  DDT(S h) : hi(h) {} // NOLINT: exact, like a double literal
  DDT(S h, S l) : hi(h), lo(l) {}

  friend DDT operator-(DDT a) { return {-a.hi, -a.lo}; }
  friend DDT operator+(DDT a, DDT b) {
    DDT s = twoSum(a.hi, b.hi);
    DDT t = twoSum(a.lo, b.lo);
    DDT u = fastTwoSum(s.hi, s.lo + t.hi);
    return fastTwoSum(u.hi, u.lo + t.lo);
  }
  friend DDT operator-(DDT a, DDT b) { return a + (-b); }
  friend DDT operator*(DDT a, DDT b) {
    DDT p = twoProd(a.hi, b.hi);
    return fastTwoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
  }
  friend DDT operator*(DDT a, S b) {
    DDT p = twoProd(a.hi, b);
    return fastTwoSum(p.hi, p.lo + a.lo * b);
  }
  friend DDT operator/(DDT a, S b) {
    S q1 = a.hi / b;
    DDT p = twoProd(q1, b);
    S r = ((a.hi - p.hi) - p.lo) + a.lo;
    return fastTwoSum(q1, r / b);
  }
  friend DDT operator/(DDT a, DDT b) {
    S q1 = a.hi / b.hi;
    DDT r = a - b * q1;
    S q2 = r.hi / b.hi;
    r = r - b * q2;
    S q3 = r.hi / b.hi;
    return DDT(fastTwoSum(q1, q2)) + DDT(q3);
  }
};

using DD = DDT<double>;

template <typename T> struct LaneOfT { using type = T; };
template <typename S> struct LaneOfT<DDT<S>> { using type = S; };
/// The lane type of an arithmetic T (S for S and for DDT<S>).
template <typename T> using LaneOf = typename LaneOfT<T>::type;
template <typename T> constexpr bool kIsDD = !std::is_same_v<T, LaneOf<T>>;

/// a + b exactly, for |a| >= |b| (or a == 0).
template <typename S> DDT<S> fastTwoSum(S a, Same<S> b) {
  S s = a + b;
  return {s, b - (s - a)};
}

/// a + b exactly (Knuth).
template <typename S> DDT<S> twoSum(S a, Same<S> b) {
  S s = a + b;
  S bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}

/// a * b exactly (the fma is exact in its rounding error).
template <typename S> DDT<S> twoProd(S a, Same<S> b) {
  S p = a * b;
  return {p, fmaOf(a, b, -p)};
}

/// The square root of a positive double as a DD (relative error < 2^-104).
inline DD sqrtDD(double x) {
  double s = std::sqrt(x);
  double e = std::fma(-s, s, x); // x - s^2 exactly
  return fastTwoSum(s, e / (2.0 * s));
}

inline double toDouble(double v) { return v; }
inline double toDouble(DD v) { return v.hi + v.lo; }

/// Converts a DD computed value into the arithmetic T of an evaluation.
template <typename T, typename S> T narrow(DDT<S> v) {
  if constexpr (kIsDD<T>)
    return v;
  else
    return v.hi + v.lo;
}

/// 1/n for n <= 64, rounded to double.
inline constexpr double kInverseSmall[] = {
    0.0,      1.0,      1.0 / 2,  1.0 / 3,  1.0 / 4,  1.0 / 5,  1.0 / 6,
    1.0 / 7,  1.0 / 8,  1.0 / 9,  1.0 / 10, 1.0 / 11, 1.0 / 12, 1.0 / 13,
    1.0 / 14, 1.0 / 15, 1.0 / 16, 1.0 / 17, 1.0 / 18, 1.0 / 19, 1.0 / 20,
    1.0 / 21, 1.0 / 22, 1.0 / 23, 1.0 / 24, 1.0 / 25, 1.0 / 26, 1.0 / 27,
    1.0 / 28, 1.0 / 29, 1.0 / 30, 1.0 / 31, 1.0 / 32, 1.0 / 33, 1.0 / 34,
    1.0 / 35, 1.0 / 36, 1.0 / 37, 1.0 / 38, 1.0 / 39, 1.0 / 40, 1.0 / 41,
    1.0 / 42, 1.0 / 43, 1.0 / 44, 1.0 / 45, 1.0 / 46, 1.0 / 47, 1.0 / 48,
    1.0 / 49, 1.0 / 50, 1.0 / 51, 1.0 / 52, 1.0 / 53, 1.0 / 54, 1.0 / 55,
    1.0 / 56, 1.0 / 57, 1.0 / 58, 1.0 / 59, 1.0 / 60, 1.0 / 61, 1.0 / 62,
    1.0 / 63, 1.0 / 64};

/// a / n for a small positive integer n: a product with the rounded
/// reciprocal for lanes (one more rounding error), a division in DD.
template <typename T> T divSmall(T a, int n) {
  if constexpr (kIsDD<T>)
    return a / static_cast<double>(n);
  else
    return a * kInverseSmall[n];
}

/// Number of Taylor terms: enough for 2^-60 in double, 2^-112 in DD.
template <typename T> constexpr int terms(int forDouble, int forDD) {
  return kIsDD<T> ? forDD : forDouble;
}

//===----------------------------------------------------------------------===//
// Constants (computed with 2000-bit arithmetic; each a sum of doubles)
//===----------------------------------------------------------------------===//

inline const double kLn2[3] = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56,
                               0x1.7b57a079a1934p-111};
inline const double kLog2E[2] = {0x1.71547652b82fep+0, 0x1.777d0ffda0d24p-56};
inline const double kPiOver2[3] = {0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54,
                                   -0x1.f1976b7ed8fbcp-110};

//===----------------------------------------------------------------------===//
// Shared kernels
//===----------------------------------------------------------------------===//

/// a * b + c: one fused operation in a lane (double or SIMD), DD
/// arithmetic for DD.
template <typename T> T mulAdd(T a, T b, T c) {
  if constexpr (kIsDD<T>)
    return a * b + c;
  else
    return fmaOf(a, b, c);
}

/// 1/n! for n <= 18, rounded to double (n! is exact in double).
inline constexpr double kInverseFactorial[] = {1.0,
                                               1.0,
                                               1.0 / 2,
                                               1.0 / 6,
                                               1.0 / 24,
                                               1.0 / 120,
                                               1.0 / 720,
                                               1.0 / 5040,
                                               1.0 / 40320,
                                               1.0 / 362880,
                                               1.0 / 3628800,
                                               1.0 / 39916800,
                                               1.0 / 479001600,
                                               1.0 / 6227020800.0,
                                               1.0 / 87178291200.0,
                                               1.0 / 1307674368000.0,
                                               1.0 / 20922789888000.0,
                                               1.0 / 355687428096000.0,
                                               1.0 / 6402373705728000.0};

/// e^r for |r| <= 0.36, Taylor to r^14 (truncation < 2^-57) or r^24
/// (< 2^-112). In a lane: Horner's rule on the rounded coefficients 1/n!
/// with one fma per term (14 roundings of at most 2^-53 of a partial sum
/// that stays within a factor 1.5 of the result, plus the coefficients':
/// below 2^-50 in all); in DD: 1 + r(1 + r/2(1 + r/3(...))), exact
/// divisions.
template <typename T> T expTaylor(T r) {
  if constexpr (!kIsDD<T>) {
    T t = kInverseFactorial[14];
    for (int n = 13; n >= 0; --n)
      t = fmaOf(t, r, T(kInverseFactorial[n]));
    return t;
  } else {
    T t = 1.0;
    for (int n = 24; n >= 1; --n)
      t = T(1.0) + divSmall(r * t, n);
    return t;
  }
}

/// e^r - 1 for |r| <= 0.5, without cancellation: r times the Taylor series
/// of (e^r - 1) / r, to r^17 (lanes: Horner with fma on 1/(n+1)!) or r^27
/// (DD: r(1 + r/2(1 + ...))).
template <typename T> T expm1Taylor(T r) {
  if constexpr (!kIsDD<T>) {
    T t = kInverseFactorial[18];
    for (int n = 16; n >= 0; --n)
      t = fmaOf(t, r, T(kInverseFactorial[n + 1]));
    return r * t;
  } else {
    T t = 1.0;
    for (int n = 27; n >= 2; --n)
      t = T(1.0) + divSmall(r * t, n);
    return r * t;
  }
}

/// A value v * 2^scale; the scale is an int for scalars, integral lanes for
/// vectors.
template <typename T> struct Scaled {
  using ScaleType = std::conditional_t<kIsScalar<LaneOf<T>>, int, LaneOf<T>>;
  T value;
  ScaleType scale = 0;
};

/// An integral lane as the scale of a Scaled.
template <typename S> auto toScale(S k) {
  if constexpr (kIsScalar<S>)
    return static_cast<int>(k);
  else
    return k;
}

/// ln2 with 17 trailing zero bits (k ln2Hi is exact for |k| < 2^17) and
/// the rest: Cody and Waite's reduction.
constexpr double kLn2Hi = 0x1.62e42fefa0000p-1;
constexpr double kLn2Lo = 0x1.cf79abc9e3b3ap-40;

/// e^x = e^r * 2^k, x = k ln2 + r, for finite |x| < 1100. In DD the
/// reduction is done in DD (ln2 in three parts). In a lane, x - k ln2Hi is
/// exact (k ln2Hi is, and lies within a factor 2 of x when k != 0) and the
/// fma rounds once: the absolute error of r, which is the relative error
/// of e^r, is below 2^-53 |r| + |k| 2^-93.
template <typename T, typename S> Scaled<T> expScaled(S x) {
  S k = roundToIntegral(x * kLog2E[0]);
  if constexpr (!kIsDD<T>)
    return {expTaylor(fmaOf(-k, S(kLn2Lo), x - k * kLn2Hi)), toScale(k)};
  DDT<S> p = twoProd(k, kLn2[0]);
  // x - p is exact (Sterbenz) when k != 0, and x itself when k == 0.
  DDT<S> r = DDT<S>(x - p.hi) - DDT<S>(p.lo) - twoProd(k, kLn2[1]) -
             DDT<S>(k * kLn2[2]);
  return {expTaylor(narrow<T>(r)), toScale(k)};
}

/// e^x - 1 for 0 <= x <= 64, relative error ~2^-104 in DD.
template <typename T, typename S> T expm1Small(S x) {
  return choose(
      x <= 0.5, [&] { return expm1Taylor(T(x)); },
      [&] {
        Scaled<T> e = expScaled<T>(x);
        return e.value * pow2Of(e.scale) - T(1.0);
      });
}

/// The natural logarithm of a positive finite x as e ln2 + log(m), m in
/// [sqrt(1/2), sqrt(2)), log(m) = 2 atanh(s), s = (m - 1) / (m + 1); the
/// result is exact (zero) for x = 1. Returns log(m) in T and e (integral).
template <typename T, typename S> T logMantissa(S x, S &exponent) {
  S e = 0.0;
  S m = splitExponent(x, e); // exact; m in [0.5, 1)
  auto low = m < 0x1.6a09e667f3bcdp-1;
  m = select(low, m * 2.0, m);
  exponent = select(low, e - 1.0, e);
  // m - 1 is exact (Sterbenz), m + 1 exact as a DD; in a lane, m + 1 and
  // the quotient round once each (s within 2^-52 relative).
  T s;
  if constexpr (kIsDD<T>)
    s = DDT<S>(m - 1.0) / twoSum(m, 1.0);
  else
    s = (m - 1.0) / (m + 1.0);
  T s2 = s * s;
  // atanh(s) / s = 1 + s^2/3 + s^4/5 + ...; |s| <= 0.1716, s^2 <= 0.0295.
  int n = terms<T>(12, 23);
  T t = divSmall(T(1.0), 2 * n + 1);
  for (int i = n - 1; i >= 0; --i)
    t = mulAdd(s2, t, divSmall(T(1.0), 2 * i + 1));
  return T(2.0) * s * t;
}

//===----------------------------------------------------------------------===//
// Rounding the result
//===----------------------------------------------------------------------===//

/// Rounds (v.hi + v.lo) * 2^scale, v finite and nonzero, once into f32 or
/// f64 (nearest even; overflow to infinity, gradual underflow); returns the
/// bit pattern.
uint64_t roundScaled(FloatFormat format, DD v, int64_t scale);

inline float nanF32() { return f32FromBits(0x7FC00000u); }
inline double nanF64() { return f64FromBits(0x7FF8000000000000ull); }

/// Relative error bound the fast f32 path is checked against: the double
/// evaluations' errors are below 2^-48 (a few dozen roundings of 2^-53).
constexpr double kFastRelativeError = 0x1p-40;

/// The f32 rounding of y (a double approximation of f(x) with relative
/// error below kFastRelativeError), if every value in that error interval
/// rounds to the same f32.
inline bool roundsSafely(double y, float &out) {
  double e = std::fabs(y) * kFastRelativeError;
  float a = static_cast<float>(y - e);
  float b = static_cast<float>(y + e);
  if (std::memcmp(&a, &b, 4) != 0)
    return false;
  out = a;
  return true;
}

inline float roundF32(Scaled<DD> v) {
  if (v.value.hi == 0.0)
    return static_cast<float>(v.value.hi);
  return f32FromBits(
      static_cast<uint32_t>(roundScaled(FloatFormat::F32, v.value, v.scale)));
}
inline double roundF64(Scaled<DD> v) {
  if (v.value.hi == 0.0)
    return v.value.hi;
  return f64FromBits(roundScaled(FloatFormat::F64, v.value, v.scale));
}

/// The correctly rounded f32 result from a fast double evaluation and, where
/// it cannot decide, an accurate DD one.
template <typename Fast, typename Accurate>
float finishF32(Fast fast, Accurate accurate) {
  Scaled<double> f = fast();
  float out;
  if (roundsSafely(std::ldexp(f.value, f.scale), out))
    return out;
  return roundF32(accurate());
}

} // namespace tilekit::exec::math::detail

#endif // TILEKIT_LIB_EXECUTION_NUMERICS_MATHCORE_H
