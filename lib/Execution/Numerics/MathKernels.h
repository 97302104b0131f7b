//===- MathKernels.h - The f32 functions' evaluations, over lanes -*- C++
//-*-===//
//
// The evaluation of each unary math function as a template over its
// arithmetic T (a lane type S for the fast path, DDT<double> for the accurate
// one) and the lane type S of its argument (MathCore.h). The scalar
// functions (MathExpLog.cpp, MathHyperbolic.cpp, MathTrig.cpp) instantiate
// them with S = double, the array entry points (MathArrays.inc) with SIMD
// lanes: one text of every polynomial and reduction, the same IEEE
// operations per lane.
//
// Each function also states its vector domain: the f32 inputs (as doubles)
// for which its scalar f32 function reaches finishF32 with exactly these
// fast and accurate evaluations. The array entry points evaluate those
// lanes here and hand every other lane (specials, overflow, arguments a
// vector cannot reduce) to the scalar function.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_NUMERICS_MATHKERNELS_H
#define TILEKIT_LIB_EXECUTION_NUMERICS_MATHKERNELS_H

#include "MathCore.h"

namespace tilekit::exec::math::detail {

//===----------------------------------------------------------------------===//
// exp, exp2, log, log2, rsqrt
//===----------------------------------------------------------------------===//

/// exp: x in [-104, 89] (beyond: +inf, +0 or NaN without evaluation).
template <typename S> auto expDomain(S x) {
  return (x >= -104.0) & (x <= 89.0);
}

/// 2^x = e^(f ln2) 2^k, x = k + f exactly.
template <typename T, typename S> Scaled<T> exp2Scaled(S x) {
  S k = roundToIntegral(x);
  S f = x - k; // exact
  DDT<S> r = twoProd(f, kLn2[0]) + DDT<S>(f * kLn2[1]);
  return {expTaylor(narrow<T>(r)), toScale(k)};
}
/// exp2: x in [-151, 128).
template <typename S> auto exp2Domain(S x) {
  return (x >= -151.0) & (x < 128.0);
}

template <typename T, typename S> Scaled<T> logScaled(S x) {
  S e = 0.0;
  T lm = logMantissa<T>(x, e);
  if constexpr (!kIsDD<T>) {
    return {e * kLn2[0] + lm, 0};
  } else {
    DDT<S> eln2 = twoProd(e, kLn2[0]) + twoProd(e, kLn2[1]);
    return {eln2 + lm, 0};
  }
}

template <typename T, typename S> Scaled<T> log2Scaled(S x) {
  S e = 0.0;
  T lm = logMantissa<T>(x, e);
  if constexpr (!kIsDD<T>)
    return {e + lm * kLog2E[0], 0};
  else
    return {DDT<S>(e) + lm * DDT<S>(kLog2E[0], kLog2E[1]), 0};
}

/// log, log2, rsqrt: positive finite x.
template <typename S> auto positiveFiniteDomain(S x) {
  return (x > 0.0) & (x <= 0x1.fffffep127);
}

template <typename T, typename S> Scaled<T> rsqrtScaled(S x) {
  // Subnormal and tiny doubles are scaled so that sqrt's residual is exact
  // (no f32 input is one).
  auto tiny = x < 0x1p-900;
  x = select(tiny, x * 0x1p200, x);
  auto scale = toScale(select(tiny, S(100.0), S(0.0)));
  if constexpr (!kIsDD<T>)
    return {T(1.0) / sqrtOf(x), scale};
  else
    return {DD(1.0) / sqrtDD(x), scale};
}

//===----------------------------------------------------------------------===//
// sinh, cosh, tanh (of ax = |x| > 0)
//===----------------------------------------------------------------------===//
//
// With M = e^|x| - 1 (no cancellation near 0: expm1Small):
//   sinh|x| = (M + M / (M + 1)) / 2,   tanh|x| = M' / (M' + 2), M' = e^2|x| -
//   1, cosh x  = (E + 1 / E) / 2, E = e^|x|;
// beyond |x| = 64 the e^-|x| terms are below 2^-180 relative and sinh, cosh
// are e^|x| / 2.

constexpr double kLargeHyperbolicArgument = 64.0;

template <typename T, typename S> Scaled<T> sinhScaled(S ax) {
  if constexpr (kIsScalar<S>) {
    if (ax > kLargeHyperbolicArgument) {
      Scaled<T> e = expScaled<T>(ax);
      return {e.value, e.scale - 1};
    }
  }
  T m = expm1Small<T>(ax);
  return {(m + m / (m + T(1.0))) * 0.5, 0};
}

template <typename T, typename S> Scaled<T> coshScaled(S ax) {
  Scaled<T> e = expScaled<T>(ax);
  if constexpr (kIsScalar<S>) {
    if (ax > kLargeHyperbolicArgument)
      return {e.value, e.scale - 1};
  }
  T v = e.value * pow2Of(e.scale);
  return {(v + T(1.0) / v) * 0.5, 0};
}

/// sinh of |x| in lanes: 0 < |x| <= 64 (the vector form has no e^|x| / 2
/// branch: beyond, and 0, inf, NaN, go to the scalar function).
template <typename S> auto sinhDomain(S ax) {
  return (ax > 0.0) & (ax <= kLargeHyperbolicArgument);
}
/// cosh of |x| in lanes: |x| <= 64.
template <typename S> auto coshDomain(S ax) {
  return ax <= kLargeHyperbolicArgument;
}

template <typename T, typename S> Scaled<T> tanhScaled(S ax) {
  T m = expm1Small<T>(2.0 * ax);
  return {m / (m + T(2.0)), 0};
}

/// tanh of |x|: 0 < |x| < 20 (from 20 on, +-1).
template <typename S> auto tanhDomain(S ax) { return (ax > 0.0) & (ax < 20.0); }

//===----------------------------------------------------------------------===//
// sin, cos, tan (of |r| <= pi/4)
//===----------------------------------------------------------------------===//

/// sin r and cos r for |r| <= pi/4 by Taylor series (to r^29 and r^30 in
/// DD, r^19 and r^20 in double).
template <typename T> T sinTaylor(T r) {
  T r2 = r * r;
  T t = 1.0;
  for (int n = terms<T>(19, 29); n >= 3; n -= 2)
    t = T(1.0) - divSmall(divSmall(r2 * t, n), n - 1);
  return r * t;
}

template <typename T> T cosTaylor(T r) {
  T r2 = r * r;
  T t = 1.0;
  for (int n = terms<T>(20, 30); n >= 2; n -= 2)
    t = T(1.0) - divSmall(divSmall(r2 * t, n), n - 1);
  return t;
}

/// pi/4 rounded down: up to here sin, cos and tan need no reduction.
constexpr double kPiOver4Down = 0.78539816339744828;

/// Below this the double evaluation reduces by Cody and Waite
/// (reduceMedium); from here on (and in DD) by Payne and Hanek (scalar).
constexpr double kMediumTrigArgument = 0x1p20;
constexpr double kTwoOverPi = 0x1.45f306dc9c883p-1;

/// ax = k pi/2 + r for pi/4 < ax < 2^20: k = round(ax 2/pi) (>= 1), r in
/// DD with pi/2 in three parts. k C1 is exact as a DD and within a factor
/// 1.5 of ax, so ax - k C1 is exact (Sterbenz); k C2 is exact; the other
/// errors (the DD operations, k C3, the rest of pi/2) are below
/// 2^-104 |r| + 2^-135 absolute, against |r| > 2^-40 for every f32 in the
/// range (MPFR checks the results on all of them: docs/numerics.md).
template <typename S> DDT<S> reduceMedium(S ax, S &k) {
  k = roundToIntegral(ax * kTwoOverPi);
  DDT<S> p = twoProd(k, kPiOver2[0]);
  return DDT<S>(ax - p.hi) - DDT<S>(p.lo) - twoProd(k, kPiOver2[1]) -
         DDT<S>(k * kPiOver2[2]);
}

/// sin, tan of |x| in lanes: 0 < |x| < 2^20 (beyond, the reduction is
/// scalar).
template <typename S> auto sinTanDomain(S ax) {
  return (ax > 0.0) & (ax < kMediumTrigArgument);
}
/// cos of |x| in lanes: |x| < 2^20.
template <typename S> auto cosDomain(S ax) {
  return ax < kMediumTrigArgument;
}

enum class Trig { Sin, Cos, Tan };

/// Bit b of an integral quadrant: an int (scalar) or integral lanes.
inline bool quadrantBit(int q, int b) { return (q >> b) & 1; }

/// sin, cos or tan of r in quadrant q (x = q pi/2 + r, |r| <= pi/4), for
/// x >= 0; q is an int, or integral lanes (each lane selects its own
/// quadrant, computing both series).
template <typename T, typename Q> T trigOfReduced(Trig fn, T r, Q q) {
  if (fn == Trig::Tan) {
    T s = sinTaylor(r), c = cosTaylor(r);
    return choose(
        quadrantBit(q, 0), [&] { return -(c / s); }, [&] { return s / c; });
  }
  // cos x = sin(x + pi/2): one quadrant on.
  Q k = fn == Trig::Cos ? q + 1 : q;
  T value = choose(
      quadrantBit(k, 0), [&] { return cosTaylor(r); },
      [&] { return sinTaylor(r); });
  return choose(
      quadrantBit(k, 1), [&] { return -value; }, [&] { return value; });
}

/// sin, cos or tan of ax >= 0 below kMediumTrigArgument in a lane (the
/// scalar trigScaled's double evaluation, MathTrig.cpp, for these ax).
template <typename S> S trigOfMedium(Trig fn, S ax) {
  S k = 0.0;
  S reduced = narrow<S>(reduceMedium(ax, k));
  auto small = ax <= kPiOver4Down;
  return trigOfReduced(fn, select(small, ax, reduced),
                       toScale(select(small, S(0.0), k)));
}

} // namespace tilekit::exec::math::detail

#endif // TILEKIT_LIB_EXECUTION_NUMERICS_MATHKERNELS_H
