//===- MathTrig.cpp - sin, cos, tan, atan2 --------------------------------===//
//
// sin, cos, tan: x = (q + f) pi/2 with q an integer and |f| <= 1/2; the
// double evaluation of arguments below 2^20 reduces by Cody and Waite
// (MathKernels.h, shared with the vector lanes), every other one is found
// with 256 bits of 2/pi taken at x's binary exponent (Payne-Hanek): the
// fraction f is exact to about 2^-200, far more than any double needs (no
// double lies closer than 2^-62 relative to a multiple of pi/2), and
// r = f pi/2 is formed in DD. Then sin r and cos r by Taylor series
// (|r| <= pi/4), chosen and signed by q mod 4; tan = sin / cos.
//
// atan2(y, x): t = min/max of |x|, |y|; atan t = atan(c) + atan(u),
// c = k/8 nearest t, u = (t - c) / (1 + t c), |u| <= 1/16, by Taylor; then
// pi/2 - a for |y| > |x|, pi - a for x < 0, the sign of y.
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

/// The first 1536 bits of 2/pi (computed with 2000-bit arithmetic).
constexpr uint64_t kTwoOverPi[] = {
    0xA2F9836E4E441529ULL, 0xFC2757D1F534DDC0ULL, 0xDB6295993C439041ULL,
    0xFE5163ABDEBBC561ULL, 0xB7246E3A424DD2E0ULL, 0x06492EEA09D1921CULL,
    0xFE1DEB1CB129A73EULL, 0xE88235F52EBB4484ULL, 0xE99C7026B45F7E41ULL,
    0x3991D639835339F4ULL, 0x9C845F8BBDF9283BULL, 0x1FF897FFDE05980FULL,
    0xEF2F118B5A0A6D1FULL, 0x6D367ECF27CB09B7ULL, 0x4F463F669E5FEA2DULL,
    0x7527BAC7EBE5F17BULL, 0x3D0739F78A5292EAULL, 0x6BFB5FB11F8D5D08ULL,
    0x56033046FC7B6BABULL, 0xF0CFBC209AF4361DULL, 0xA9E391615EE61B08ULL,
    0x6599855F14A06840ULL, 0x8DFFD8804D732731ULL, 0x06061556CA73A8C9ULL};

/// Bits j .. j+63 of 2/pi (bit 1 is the first after the binary point).
uint64_t twoOverPiBits(int j) {
  int index = (j - 1) / 64, shift = (j - 1) % 64;
  uint64_t bits = kTwoOverPi[index] << shift;
  if (shift)
    bits |= kTwoOverPi[index + 1] >> (64 - shift);
  return bits;
}

/// x = (q + f) pi/2 for finite |x| >= pi/4: q mod 4, and r = f pi/2 in DD.
DD reduce(double ax, int &quadrant) {
  int e = 0;
  double m = std::frexp(ax, &e);
  auto mant = static_cast<uint64_t>(std::ldexp(m, 53));
  int exp = e - 53; // ax = mant * 2^exp
  // Bits j <= exp - 2 of 2/pi contribute multiples of 4: skip them.
  int first = exp - 1 > 1 ? exp - 1 : 1;
  uint64_t window[4];
  for (int i = 0; i < 4; ++i)
    window[i] = twoOverPiBits(first + 64 * i);
  // p = mant * window, 320 bits, p[0] most significant.
  uint64_t p[5];
  unsigned __int128 carry = 0;
  for (int i = 3; i >= 0; --i) {
    carry += static_cast<unsigned __int128>(mant) * window[i];
    p[i + 1] = static_cast<uint64_t>(carry);
    carry >>= 64;
  }
  p[0] = static_cast<uint64_t>(carry);
  // x 2/pi = p * 2^(exp - first - 255): move the binary point between p[0]
  // and p[1] (a shift left by exp - first + 1, between -53 and 2).
  int shift = exp - first + 1;
  if (shift > 0) {
    for (int i = 0; i < 4; ++i)
      p[i] = (p[i] << shift) | (p[i + 1] >> (64 - shift));
    p[4] <<= shift;
  } else if (shift < 0) {
    int s = -shift;
    for (int i = 4; i > 0; --i)
      p[i] = (p[i] >> s) | (p[i - 1] << (64 - s));
    p[0] >>= s;
  }
  int q = static_cast<int>(p[0] & 3);
  // The fraction p[1..4] / 2^256, made signed in [-1/2, 1/2).
  bool negative = p[1] >> 63;
  if (negative) {
    ++q;
    unsigned __int128 borrow = 1; // two's complement: ~p + 1
    for (int i = 4; i >= 1; --i) {
      borrow += static_cast<uint64_t>(~p[i]);
      p[i] = static_cast<uint64_t>(borrow);
      borrow >>= 64;
    }
  }
  quadrant = q & 3;
  // The leading 128 bits of the fraction as a DD.
  int word = 1;
  while (word < 4 && p[word] == 0)
    ++word;
  if (p[word] == 0) // cannot happen for a double x: pi is irrational
    return DD(0.0);
  int lz = __builtin_clzll(p[word]);
  uint64_t top = p[word] << lz;
  uint64_t next = word + 1 <= 4 ? p[word + 1] : 0;
  if (lz) {
    top |= next >> (64 - lz);
    next = (next << lz) | (word + 2 <= 4 ? p[word + 2] >> (64 - lz) : 0);
  }
  // fraction = (top + next / 2^64) * 2^-(64 word + lz)
  int exponent = -(64 * word + lz);
  double hi = std::ldexp(static_cast<double>(top >> 11), exponent + 11);
  double lo = std::ldexp(static_cast<double>(top & 0x7FF), exponent) +
              std::ldexp(static_cast<double>(next), exponent - 64);
  DD f = fastTwoSum(hi, lo);
  if (negative)
    f = -f;
  return f * DD(kPiOver2[0], kPiOver2[1]) + DD(f.hi * kPiOver2[2]);
}

/// sin, cos or tan of a finite x.
template <typename T> Scaled<T> trigScaled(Trig fn, double x) {
  double ax = std::fabs(x);
  int q = 0;
  T r;
  if (ax <= kPiOver4Down) {
    r = T(ax);
  } else if (!kIsDD<T> && ax < kMediumTrigArgument) {
    double k = 0.0;
    r = narrow<T>(reduceMedium(ax, k));
    q = static_cast<int>(k);
  } else {
    r = narrow<T>(reduce(ax, q));
  }
  bool negative = x < 0 && fn != Trig::Cos; // sin and tan are odd
  T value = trigOfReduced(fn, r, q);
  return {negative ? -value : value, 0};
}

/// atan(k/8), k = 0..8, as DDs (computed with 300-bit arithmetic).
const DD kAtanEighths[] = {{0x0.0p+0, 0x0.0p+0},
                           {0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59},
                           {0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57},
                           {0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56},
                           {0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56},
                           {0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58},
                           {0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56},
                           {0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56},
                           {0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55}};

DD piOver2() { return {kPiOver2[0], kPiOver2[1]}; }
DD pi() { return {2.0 * kPiOver2[0], 2.0 * kPiOver2[1]}; }

/// atan u for |u| <= 1/16: u(1 - u^2/3 + u^4/5 - ...), to u^17 (double)
/// or u^29 (DD).
template <typename T> T atanTaylor(T u) {
  T u2 = u * u;
  int n = terms<T>(8, 14);
  T t = divSmall(T(1.0), 2 * n + 1);
  for (int i = n - 1; i >= 0; --i)
    t = divSmall(T(1.0), 2 * i + 1) - u2 * t;
  return u * t;
}

/// atan2(y, x) for finite nonzero x and y.
template <typename T> Scaled<T> atan2Scaled(double y, double x) {
  double ay = std::fabs(y), ax = std::fabs(x);
  bool swap = ay > ax;
  double num = swap ? ax : ay, den = swap ? ay : ax;
  int en = 0, ed = 0;
  double mn = std::frexp(num, &en), md = std::frexp(den, &ed);
  int d = en - ed; // t = num / den = (mn / md) 2^d <= 1
  DD ratio = DD(mn) / md;
  T a;
  if (d < -60) {
    // atan t = t - t^3/3 + ...: t and a correction far below its last bit
    // (at most 2^-1000 relative), which keeps the sign of the remainder
    // when t is a rounding midpoint.
    if (!swap && x > 0) {
      double cube = ratio.hi * ratio.hi * ratio.hi / 3.0;
      DD t = ratio - DD(std::ldexp(cube, 2 * d > -1000 ? 2 * d : -1000));
      return {narrow<T>(y < 0 ? -t : t), d};
    }
    a = narrow<T>(DD(std::ldexp(ratio.hi, d), std::ldexp(ratio.lo, d)));
  } else {
    T t = narrow<T>(DD(std::ldexp(ratio.hi, d), std::ldexp(ratio.lo, d)));
    int k = static_cast<int>(std::nearbyint(toDouble(t) * 8.0));
    double c = k / 8.0;
    T u = (t - T(c)) / (T(1.0) + t * c);
    a = narrow<T>(kAtanEighths[k]) + atanTaylor(u);
  }
  if (swap)
    a = narrow<T>(piOver2()) - a;
  if (x < 0)
    a = narrow<T>(pi()) - a;
  return {y < 0 ? -a : a, 0};
}

/// The special cases of atan2 (C99 F.9.1.4): NaN, a zero or an infinite
/// operand. Sets `nan` or the exact value to round.
bool atan2Special(double y, double x, bool &nan, DD &value) {
  nan = std::isnan(x) || std::isnan(y);
  if (nan)
    return true;
  bool yNegative = std::signbit(y);
  if (y == 0.0) {
    // +-0 for x > 0 or +0, +-pi for x < 0 or -0.
    value = std::signbit(x) ? pi() : DD(0.0);
  } else if (std::isinf(y)) {
    if (std::isinf(x))
      value = x > 0 ? piOver2() * 0.5 : piOver2() * 1.5;
    else
      value = piOver2();
  } else if (x == 0.0) {
    value = piOver2();
  } else if (std::isinf(x)) {
    value = x > 0 ? DD(0.0) : pi();
  } else {
    return false;
  }
  if (yNegative)
    value = -value;
  return true;
}

} // namespace

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

float math::sinF32(float xf) {
  if (std::isnan(xf) || std::isinf(xf))
    return nanF32();
  if (xf == 0.0f)
    return xf;
  double x = xf;
  return finishF32([x] { return trigScaled<double>(Trig::Sin, x); },
                   [x] { return trigScaled<DD>(Trig::Sin, x); });
}

double math::sinF64(double x) {
  if (std::isnan(x) || std::isinf(x))
    return nanF64();
  if (x == 0.0)
    return x;
  return roundF64(trigScaled<DD>(Trig::Sin, x));
}

float math::cosF32(float xf) {
  if (std::isnan(xf) || std::isinf(xf))
    return nanF32();
  double x = xf;
  return finishF32([x] { return trigScaled<double>(Trig::Cos, x); },
                   [x] { return trigScaled<DD>(Trig::Cos, x); });
}

double math::cosF64(double x) {
  if (std::isnan(x) || std::isinf(x))
    return nanF64();
  return roundF64(trigScaled<DD>(Trig::Cos, x));
}

float math::tanF32(float xf) {
  if (std::isnan(xf) || std::isinf(xf))
    return nanF32();
  if (xf == 0.0f)
    return xf;
  double x = xf;
  return finishF32([x] { return trigScaled<double>(Trig::Tan, x); },
                   [x] { return trigScaled<DD>(Trig::Tan, x); });
}

double math::tanF64(double x) {
  if (std::isnan(x) || std::isinf(x))
    return nanF64();
  if (x == 0.0)
    return x;
  return roundF64(trigScaled<DD>(Trig::Tan, x));
}

float math::atan2F32(float yf, float xf) {
  double y = yf, x = xf;
  bool nan = false;
  DD value;
  if (atan2Special(y, x, nan, value)) {
    if (nan)
      return nanF32();
    if (value.hi == 0.0)
      return static_cast<float>(value.hi);
    return roundF32({value, 0});
  }
  return finishF32([y, x] { return atan2Scaled<double>(y, x); },
                   [y, x] { return atan2Scaled<DD>(y, x); });
}

double math::atan2F64(double y, double x) {
  bool nan = false;
  DD value;
  if (atan2Special(y, x, nan, value)) {
    if (nan)
      return nanF64();
    if (value.hi == 0.0)
      return value.hi;
    return roundF64({value, 0});
  }
  return roundF64(atan2Scaled<DD>(y, x));
}
