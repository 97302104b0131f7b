//===- MathExpLog.cpp - exp, exp2, log, log2, pow, rsqrt ------------------===//
//
// Algorithms (MathCore.h holds the shared kernels):
//  * exp:  x = k ln2 + r (reduction in DD, |r| <= 0.35), e^r by Taylor.
//  * exp2: x = k + f (exact), e^(f ln2).
//  * log:  x = m 2^e, m in [sqrt(1/2), sqrt(2)), e ln2 + 2 atanh((m-1)/(m+1)).
//  * log2: e + log(m) log2(e); exact (an integer) for powers of two.
//  * pow:  2^(y log2|x|) with log2|x| in DD; the special cases of C99
//          Annex F (IEEE 754 pow); exact f32 results computed exactly.
//  * rsqrt: 1 / sqrt(x) (f32: one rounding each in double, < 2^-51.9).
//
//===----------------------------------------------------------------------===//

#include "MathKernels.h"

#include "tilekit/Execution/MathFunctions.h"

#include <cmath>
#include <limits>

using namespace tilekit::exec;
using namespace tilekit::exec::math;
using namespace tilekit::exec::math::detail;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// log2(ax) for a positive finite ax, in DD (relative error ~2^-103).
DD log2DD(double ax) {
  double e = 0;
  DD lm = logMantissa<DD>(ax, e);
  return DD(e) + lm * DD(kLog2E[0], kLog2E[1]);
}

/// log2(ax) from the double evaluation of log(m): absolute error below
/// 2^-52 + |log2 ax| 2^-104.
DD log2Fast(double ax) {
  double e = 0;
  double lm = logMantissa<double>(ax, e);
  return DD(e) + twoProd(lm, kLog2E[0]);
}

/// 2^w for |w| <= 1100, w a DD.
template <typename T> Scaled<T> exp2OfDD(DD w) {
  double k = std::nearbyint(w.hi);
  DD f = DD(w.hi - k) + DD(w.lo); // w.hi - k is exact
  DD r = f * DD(kLn2[0], kLn2[1]);
  return {expTaylor(narrow<T>(r)), static_cast<int>(k)};
}

/// The special cases of pow (C99 F.9.4.4, IEEE 754-2019 9.2.1): whether x^y
/// is one, and if so its value.
bool powSpecial(double x, double y, double &result) {
  if (y == 0.0 || x == 1.0) { // even for a NaN operand
    result = 1.0;
    return true;
  }
  if (std::isnan(x) || std::isnan(y)) {
    result = std::numeric_limits<double>::quiet_NaN();
    return true;
  }
  double ax = std::fabs(x);
  if (std::isinf(y)) {
    if (ax == 1.0) // (-1)^(+-inf)
      result = 1.0;
    else
      result = (ax < 1.0) == (y < 0.0) ? kInf : 0.0;
    return true;
  }
  bool yInteger = std::nearbyint(y) == y;
  bool yOdd =
      yInteger && std::fabs(y) < 0x1p53 && (static_cast<int64_t>(y) & 1) != 0;
  if (x == 0.0) {
    bool negative = std::signbit(x) && yOdd;
    result = y < 0.0 ? (negative ? -kInf : kInf) : (negative ? -0.0 : 0.0);
    return true;
  }
  if (std::isinf(x)) {
    bool negative = x < 0.0 && yOdd;
    result = y < 0.0 ? (negative ? -0.0 : 0.0) : (negative ? -kInf : kInf);
    return true;
  }
  if (x < 0.0 && !yInteger) {
    result = std::numeric_limits<double>::quiet_NaN();
    return true;
  }
  return false;
}

/// Whether a finite x < 0 raised to y (an integer here) is negative.
bool powNegative(double x, double y) {
  return x < 0.0 && std::fabs(y) < 0x1p53 && (static_cast<int64_t>(y) & 1);
}

/// |x|^y for f32 operands when it is exact with an odd part of at most 64
/// bits: the only way an f32 result can be a rounding midpoint (besides
/// 2^-150, which the DD path computes exactly). With |x| = mx 2^ex, mx odd
/// and > 1, and y = p / 2^q, x^y is rational only if mx is a 2^q-th power
/// w^(2^q), and then it is w^p 2^(ex y) (needs ex y integer); a midpoint
/// has an odd part below 2^25, so w^p < 2^25 forces y <= 15 and q <= 3.
bool exactPowF32(double ax, double y, float &out) {
  if (!(y > 0.0 && y <= 16.0) || std::nearbyint(y * 8.0) != y * 8.0)
    return false;
  int e = 0;
  double m = std::frexp(ax, &e);
  auto mx = static_cast<uint64_t>(std::ldexp(m, 53));
  int ex = e - 53;
  int zeros = __builtin_ctzll(mx);
  mx >>= zeros;
  ex += zeros;
  if (mx == 1)
    return false;
  double scaledY = y;
  int q = 0;
  while (std::nearbyint(scaledY) != scaledY) {
    scaledY *= 2.0;
    ++q;
  }
  uint64_t w = mx;
  for (int i = 0; i < q; ++i) {
    auto root = static_cast<uint64_t>(std::sqrt(static_cast<double>(w)));
    if (root * root != w)
      return false;
    w = root;
  }
  double exponent = ex * y; // exact: |ex| < 2^8, y has few bits
  if (std::nearbyint(exponent) != exponent)
    return false;
  unsigned __int128 power = 1;
  for (auto p = static_cast<int>(scaledY); p > 0; --p) {
    power *= w;
    if (power >> 64)
      return false;
  }
  auto sig = static_cast<uint64_t>(power);
  int lz = __builtin_clzll(sig);
  out = f32FromBits(static_cast<uint32_t>(tilekit::exec::detail::roundToFormat(
      FloatFormat::F32, false, static_cast<int32_t>(exponent) + 63 - lz,
      sig << lz, false, Rounding::NearestEven)));
  return true;
}

} // namespace

//===----------------------------------------------------------------------===//
// exp, exp2
//===----------------------------------------------------------------------===//

float math::expF32(float xf) {
  if (std::isnan(xf))
    return nanF32();
  if (xf > 89.0f) // e^89 > FLT_MAX; also +inf
    return std::numeric_limits<float>::infinity();
  if (xf < -104.0f) // e^-104 < 2^-150: rounds to +0; also -inf
    return 0.0f;
  double x = xf;
  return finishF32([x] { return expScaled<double>(x); },
                   [x] { return expScaled<DD>(x); });
}

double math::expF64(double x) {
  if (std::isnan(x))
    return nanF64();
  if (x > 709.79) // ln(DBL_MAX) = 709.7827...
    return kInf;
  if (x < -745.2) // ln(2^-1075) = -745.1332...
    return 0.0;
  return roundF64(expScaled<DD>(x));
}

float math::exp2F32(float xf) {
  if (std::isnan(xf))
    return nanF32();
  if (xf >= 128.0f)
    return std::numeric_limits<float>::infinity();
  if (xf < -151.0f)
    return 0.0f;
  double x = xf;
  return finishF32([x] { return exp2Scaled<double>(x); },
                   [x] { return exp2Scaled<DD>(x); });
}

double math::exp2F64(double x) {
  if (std::isnan(x))
    return nanF64();
  if (x >= 1024.0)
    return kInf;
  if (x < -1076.0)
    return 0.0;
  return roundF64(exp2Scaled<DD>(x));
}

//===----------------------------------------------------------------------===//
// log, log2
//===----------------------------------------------------------------------===//

namespace {
/// The special cases shared by log and log2; false for a positive finite x.
template <typename F> bool logSpecial(F x, F &result) {
  if (std::isnan(x) || x < 0) {
    result = std::numeric_limits<F>::quiet_NaN();
    return true;
  }
  if (x == 0) { // +-0
    result = -std::numeric_limits<F>::infinity();
    return true;
  }
  if (std::isinf(x)) {
    result = x;
    return true;
  }
  return false;
}
} // namespace

float math::logF32(float xf) {
  float special;
  if (logSpecial(xf, special))
    return std::isnan(special) ? nanF32() : special;
  double x = xf;
  return finishF32([x] { return logScaled<double>(x); },
                   [x] { return logScaled<DD>(x); });
}

double math::logF64(double x) {
  double special;
  if (logSpecial(x, special))
    return std::isnan(special) ? nanF64() : special;
  return roundF64(logScaled<DD>(x));
}

float math::log2F32(float xf) {
  float special;
  if (logSpecial(xf, special))
    return std::isnan(special) ? nanF32() : special;
  double x = xf;
  return finishF32([x] { return log2Scaled<double>(x); },
                   [x] { return log2Scaled<DD>(x); });
}

double math::log2F64(double x) {
  double special;
  if (logSpecial(x, special))
    return std::isnan(special) ? nanF64() : special;
  return roundF64(log2Scaled<DD>(x));
}

//===----------------------------------------------------------------------===//
// pow
//===----------------------------------------------------------------------===//

float math::powF32(float xf, float yf) {
  double x = xf, y = yf;
  double special;
  if (powSpecial(x, y, special))
    return std::isnan(special) ? nanF32() : static_cast<float>(special);
  bool negative = powNegative(x, y);
  double ax = std::fabs(x);
  float magnitude;
  if (!exactPowF32(ax, y, magnitude)) {
    // |w| = |y log2 ax|; beyond these limits the result overflows or
    // rounds to zero whatever the error of w.
    DD w = log2Fast(ax) * y;
    if (w.hi > 129.0)
      magnitude = std::numeric_limits<float>::infinity();
    else if (w.hi < -152.0)
      magnitude = 0.0f;
    else
      magnitude = finishF32([w] { return exp2OfDD<double>(w); },
                            [ax, y] { return exp2OfDD<DD>(log2DD(ax) * y); });
  }
  return negative ? -magnitude : magnitude;
}

double math::powF64(double x, double y) {
  double special;
  if (powSpecial(x, y, special))
    return std::isnan(special) ? nanF64() : special;
  bool negative = powNegative(x, y);
  DD w = log2DD(std::fabs(x)) * y;
  double magnitude;
  if (w.hi > 1025.0)
    magnitude = kInf;
  else if (w.hi < -1077.0)
    magnitude = 0.0;
  else
    magnitude = roundF64(exp2OfDD<DD>(w));
  return negative ? -magnitude : magnitude;
}

//===----------------------------------------------------------------------===//
// rsqrt
//===----------------------------------------------------------------------===//

float math::rsqrtF32(float xf) {
  if (std::isnan(xf) || xf < 0.0f)
    return nanF32();
  if (xf == 0.0f) // +-0 gives +-inf
    return std::copysign(std::numeric_limits<float>::infinity(), xf);
  if (std::isinf(xf))
    return 0.0f;
  double x = xf;
  return finishF32([x] { return rsqrtScaled<double>(x); },
                   [x] { return rsqrtScaled<DD>(x); });
}

double math::rsqrtF64(double x) {
  if (std::isnan(x) || x < 0.0)
    return nanF64();
  if (x == 0.0)
    return std::copysign(kInf, x);
  if (std::isinf(x))
    return 0.0;
  return roundF64(rsqrtScaled<DD>(x));
}
