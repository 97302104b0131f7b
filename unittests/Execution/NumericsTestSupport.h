//===- NumericsTestSupport.h - What the numerics tests share ----*- C++ -*-===//
//
// Bit helpers, the rounding modes and the reference formats written from
// the specification, for NumericsTest.cpp, NumericsFormatsTest.cpp and
// NumericsArithmeticTest.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_UNITTESTS_EXECUTION_NUMERICSTESTSUPPORT_H
#define TILEKIT_UNITTESTS_EXECUTION_NUMERICSTESTSUPPORT_H

#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/Numerics.h"

#include "gtest/gtest.h"

#include <cfenv>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <string>

using namespace tilekit::exec;
using F = FloatFormat;
using R = Rounding;

namespace {

//===----------------------------------------------------------------------===//
// Bit helpers
//===----------------------------------------------------------------------===//

uint32_t bitsOf(float f) { return bitsOfF32(f); }
uint64_t bitsOf(double f) { return bitsOfF64(f); }
float floatOf(uint32_t b) { return f32FromBits(b); }
double doubleOf(uint64_t b) { return f64FromBits(b); }

std::string hex(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

const R kAllModes[] = {R::NearestEven, R::Zero, R::Down, R::Up, R::NearestAway};
const R kIeeeModes[] = {R::NearestEven, R::Zero, R::Down, R::Up};

const char *modeName(R r) {
  switch (r) {
  case R::NearestEven:
    return "nearest_even";
  case R::Zero:
    return "zero";
  case R::Down:
    return "negative_inf";
  case R::Up:
    return "positive_inf";
  case R::NearestAway:
    return "nearest_away";
  }
  return "?";
}

int feMode(R r) {
  switch (r) {
  case R::Zero:
    return FE_TOWARDZERO;
  case R::Down:
    return FE_DOWNWARD;
  case R::Up:
    return FE_UPWARD;
  default:
    return FE_TONEAREST;
  }
}

//===----------------------------------------------------------------------===//
// Reference formats, written from the specification
//===----------------------------------------------------------------------===//

enum class Specials { IEEE, AllOnesNaN, E8M0, None };

struct RefFormat {
  F format;
  int ebits, mbits, bias;
  Specials specials;
  bool saturate;          ///< satfinite conversions (Tile IR spec 5.1.3)
  long double maxFinite;  ///< largest finite value
  uint64_t nanConversion; ///< what converting a NaN gives
};

const RefFormat kF16 = {F::F16,         5,     10,    15,
                        Specials::IEEE, false, 65504, 0x7E00};
const RefFormat kBF16 = {F::BF16,        8,     7,           127,
                         Specials::IEEE, false, 0x1.FEp127L, 0x7FC0};
const RefFormat kF32 = {
    F::F32, 8, 23, 127, Specials::IEEE, false, 0x1.FFFFFEp127L, 0x7FC00000};
const RefFormat kTF32 = {F::TF32,        8,     10,           127,
                         Specials::IEEE, false, 0x1.FFCp127L, 0x7FC00000};
const RefFormat kF64 = {F::F64,
                        11,
                        52,
                        1023,
                        Specials::IEEE,
                        false,
                        0x1.FFFFFFFFFFFFFp1023L,
                        0x7FF8000000000000ull};
// f8E4M3FN: S.1111.111 is NaN, no Inf, max 1.75 * 2^8; satfinite, and the
// spec's table sends NaN to +MAX_NORM.
const RefFormat kE4M3 = {F::F8E4M3FN,          4,    3,   7,
                         Specials::AllOnesNaN, true, 448, 0x7E};
const RefFormat kE5M2 = {F::F8E5M2,      5,    2,     15,
                         Specials::IEEE, true, 57344, 0x7E};
const RefFormat kE8M0 = {F::F8E8M0FNU,   8,     0,        127,
                         Specials::E8M0, false, 0x1p127L, 0xFF};
const RefFormat kE2M1 = {F::F4E2M1FN, 2, 1, 1, Specials::None, true, 6, 0x7};

const RefFormat *const kAllFormats[] = {&kF16,  &kBF16, &kF32,  &kTF32, &kF64,
                                        &kE4M3, &kE5M2, &kE8M0, &kE2M1};

/// sign * 2^(e - bias) * (1 + m / 2^M), subnormals 2^(1 - bias) * m / 2^M.
long double refDecode(const RefFormat &f, uint64_t bits) {
  if (f.format == F::TF32)
    return floatOf(uint32_t(bits));
  if (f.specials == Specials::E8M0)
    return bits == 0xFF ? NAN : std::ldexp(1.0L, int(bits) - 127);
  uint64_t expMax = (uint64_t(1) << f.ebits) - 1;
  uint64_t mantMax = (uint64_t(1) << f.mbits) - 1;
  bool s = (bits >> (f.ebits + f.mbits)) & 1;
  uint64_t e = (bits >> f.mbits) & expMax;
  uint64_t m = bits & mantMax;
  if (f.specials == Specials::IEEE && e == expMax)
    return m ? NAN : (s ? -INFINITY : INFINITY);
  if (f.specials == Specials::AllOnesNaN && e == expMax && m == mantMax)
    return NAN;
  long double frac = (long double)m / std::ldexp(1.0L, f.mbits);
  long double v = e == 0 ? std::pow(2.0L, 1 - f.bias) * frac
                         : std::pow(2.0L, int(e) - f.bias) * (1 + frac);
  return s ? -v : v;
}

/// Encodes a value exactly representable in `f` (or +-Inf for IEEE kinds).
uint64_t refEncode(const RefFormat &f, long double v) {
  if (f.format == F::TF32)
    return bitsOf(float(v));
  if (f.format == F::F32)
    return bitsOf(float(v));
  if (f.format == F::F64)
    return bitsOf(double(v));
  if (f.specials == Specials::E8M0)
    return uint64_t(std::ilogb(v) + 127);
  uint64_t sign = std::signbit(v) ? uint64_t(1) << (f.ebits + f.mbits) : 0;
  long double a = std::fabs(v);
  if (std::isinf(a))
    return sign | (((uint64_t(1) << f.ebits) - 1) << f.mbits);
  if (a == 0)
    return sign;
  int e = std::ilogb(a);
  int emin = 1 - f.bias;
  if (e < emin)
    return sign | uint64_t(std::ldexp(a, f.mbits - emin));
  uint64_t m = uint64_t(std::ldexp(a, f.mbits - e)) - (uint64_t(1) << f.mbits);
  return sign | (uint64_t(e + f.bias) << f.mbits) | m;
}

bool infDirected(R r, bool neg) {
  return r == R::NearestEven || r == R::NearestAway || (r == R::Up && !neg) ||
         (r == R::Down && neg);
}

/// Rounds x (exact, or rounded to odd with >= 2 spare bits) to a precision of
/// `p` bits with minimum normal exponent `emin`; overflow is left to callers.
long double refRoundPrecision(long double x, int p, int emin, R r) {
  bool neg = std::signbit(x);
  long double a = std::fabs(x);
  int e = std::ilogb(a);
  if (e < emin)
    e = emin;
  int q = e - (p - 1);
  long double scaled = std::ldexp(a, -q);
  long double ip = std::trunc(scaled);
  long double frac = scaled - ip;
  bool up = false;
  switch (r) {
  case R::NearestEven:
    up = frac > 0.5L || (frac == 0.5L && std::fmod(ip, 2.0L) != 0);
    break;
  case R::NearestAway:
    up = frac >= 0.5L;
    break;
  case R::Zero:
    break;
  case R::Up:
    up = frac > 0 && !neg;
    break;
  case R::Down:
    up = frac > 0 && neg;
    break;
  }
  long double res = std::ldexp(ip + (up ? 1 : 0), q);
  return neg ? -res : res;
}

/// What converting the exact value x into `f` must give, per the spec rules.
uint64_t refConvert(const RefFormat &f, long double x, R r) {
  if (std::isnan(x))
    return f.nanConversion;
  bool neg = std::signbit(x);
  if (f.specials == Specials::E8M0) {
    // Unsigned, no zero: 0 -> 2^-127, negatives / Inf / NaN -> NaN, overflow
    // -> NaN where IEEE would give Inf (LLVM APFloat's conventions).
    if (x == 0)
      return 0x00;
    if (neg || std::isinf(x))
      return 0xFF;
    int e = std::ilogb(x);
    if (e < -127)
      return 0x00;
    long double lo = std::ldexp(1.0L, e), hi = 2 * lo;
    bool up = false;
    switch (r) {
    case R::NearestEven:
      up = x - lo > hi - x || (x - lo == hi - x && ((e + 127) & 1));
      break;
    case R::NearestAway:
      up = x - lo >= hi - x;
      break;
    case R::Up:
      up = x != lo;
      break;
    default:
      break;
    }
    int re = e + (up ? 1 : 0);
    if (re > 127)
      return infDirected(r, false) ? 0xFF : 0xFE;
    return uint64_t(re + 127);
  }
  if (std::isinf(x))
    return f.saturate ? refEncode(f, neg ? -f.maxFinite : f.maxFinite)
                      : refEncode(f, x);
  if (x == 0)
    return refEncode(f, x);
  long double v = refRoundPrecision(x, f.mbits + 1, 1 - f.bias, r);
  if (std::fabs(v) > f.maxFinite) {
    if (f.saturate || !infDirected(r, neg))
      v = neg ? -f.maxFinite : f.maxFinite;
    else
      v = neg ? -INFINITY : INFINITY;
  }
  return refEncode(f, v);
}

/// Random encodings of a binary format: uniform bits, typical and extreme
/// exponents, subnormals, specials and short significands (to make exact and
/// halfway results common).
uint64_t randomBitsFor(std::mt19937_64 &rng, int ebits, int mbits) {
  uint64_t expMax = (uint64_t(1) << ebits) - 1;
  uint64_t mantMask = (uint64_t(1) << mbits) - 1;
  uint64_t bias = expMax >> 1;
  uint64_t sign = (rng() & 1) << (ebits + mbits);
  uint64_t mant = rng() & mantMask;
  uint64_t e;
  switch (rng() % 16) {
  case 0:
  case 1:
  case 2:
    return rng() & ((uint64_t(2) << (ebits + mbits)) - 1);
  case 3:
  case 4:
  case 5:
  case 6:
    e = bias - 12 + rng() % 25;
    break;
  case 7:
    e = 0; // subnormal or zero
    break;
  case 8: {
    const uint64_t specials[] = {0,
                                 expMax << mbits,
                                 (expMax << mbits) | 1,
                                 1,
                                 mantMask,
                                 uint64_t(1) << mbits,
                                 ((expMax - 1) << mbits) | mantMask,
                                 bias << mbits};
    return sign | specials[rng() % 8];
  }
  case 9:
    e = expMax - 1 - rng() % 4;
    break;
  case 10:
    e = 1 + rng() % 4;
    break;
  case 11:
  case 12: {
    // Short significands: products and sums land on exact or tie values.
    int64_t ee = int64_t(bias) - 20 + int64_t(rng() % 41);
    e = uint64_t(ee < 1 ? 1 : ee > int64_t(expMax) - 1 ? expMax - 1 : ee);
    mant &= ~(mantMask >> (1 + rng() % 4));
    break;
  }
  default:
    e = 1 + rng() % (expMax - 1);
    break;
  }
  return sign | (e << mbits) | mant;
}

} // namespace

#endif // TILEKIT_UNITTESTS_EXECUTION_NUMERICSTESTSUPPORT_H
