//===- NumericsTest.cpp - Exact scalar numerics of the element types ------===//
//
// Every expected value here comes from a computation independent of the
// library: a direct decoding formula, the host FPU under <cfenv> rounding
// modes, long double arithmetic rounded to odd and then rounded by a simple
// reference written below, std::fmod, or values derived by hand from the
// specification (docs/numerics.md records the rules being checked).
//
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// (a) Exhaustive decoding of the narrow formats, round trips, spec cases
//===----------------------------------------------------------------------===//

void checkDecodeTable(const RefFormat &f, unsigned count) {
  for (uint64_t bits = 0; bits < count; ++bits) {
    long double ref = refDecode(f, bits);
    float got = toFloat(bits, f.format);
    double gotD = toDouble(bits, f.format);
    uint64_t conv = convertFloat(bits, f.format, F::F32);
    SCOPED_TRACE("encoding " + hex(bits));
    EXPECT_EQ(isNaN(bits, f.format), bool(std::isnan(ref)));
    if (std::isnan(ref)) {
      EXPECT_TRUE(std::isnan(got));
      EXPECT_TRUE(std::isnan(gotD));
      EXPECT_EQ(conv, 0x7FC00000u);
      continue;
    }
    EXPECT_EQ(bitsOf(got), bitsOf(float(ref)));
    EXPECT_EQ(bitsOf(gotD), bitsOf(double(ref)));
    EXPECT_EQ(conv, bitsOf(float(ref)));
    // Back from f32 and f64: every finite value is representable, so every
    // mode must give the encoding back; Inf (f8E5M2) saturates (satfinite).
    uint64_t back = bits;
    if (std::isinf(ref))
      back = bits - 1;
    for (R r : kAllModes) {
      EXPECT_EQ(convertFloat(bitsOf(float(ref)), F::F32, f.format, r), back)
          << modeName(r);
      EXPECT_EQ(convertFloat(bitsOf(double(ref)), F::F64, f.format, r), back)
          << modeName(r);
    }
  }
}

TEST(NumericsFormats, StorageBits) {
  EXPECT_EQ(storageBits(F::F16), 16u);
  EXPECT_EQ(storageBits(F::BF16), 16u);
  EXPECT_EQ(storageBits(F::F32), 32u);
  EXPECT_EQ(storageBits(F::TF32), 32u);
  EXPECT_EQ(storageBits(F::F64), 64u);
  EXPECT_EQ(storageBits(F::F8E4M3FN), 8u);
  EXPECT_EQ(storageBits(F::F8E5M2), 8u);
  EXPECT_EQ(storageBits(F::F8E8M0FNU), 8u);
  EXPECT_EQ(storageBits(F::F4E2M1FN), 4u);
}

TEST(NumericsFormats, CanonicalNaN) {
  EXPECT_EQ(canonicalNaN(F::F16), 0x7E00u);
  EXPECT_EQ(canonicalNaN(F::BF16), 0x7FC0u);
  EXPECT_EQ(canonicalNaN(F::F32), 0x7FC00000u);
  EXPECT_EQ(canonicalNaN(F::TF32), 0x7FC00000u);
  EXPECT_EQ(canonicalNaN(F::F64), 0x7FF8000000000000ull);
  EXPECT_EQ(canonicalNaN(F::F8E4M3FN), 0x7Fu);
  EXPECT_EQ(canonicalNaN(F::F8E5M2), 0x7Eu);
  EXPECT_EQ(canonicalNaN(F::F8E8M0FNU), 0xFFu);
  for (const RefFormat *f : kAllFormats) {
    if (f->format != F::F4E2M1FN) {
      EXPECT_TRUE(isNaN(canonicalNaN(f->format), f->format));
    }
  }
  // f4E2M1FN has no NaN at all.
  for (uint64_t b = 0; b < 16; ++b)
    EXPECT_FALSE(isNaN(b, F::F4E2M1FN));
}

TEST(NumericsFormats, DecodeE4M3FNExhaustive) { checkDecodeTable(kE4M3, 256); }
TEST(NumericsFormats, DecodeE5M2Exhaustive) { checkDecodeTable(kE5M2, 256); }
TEST(NumericsFormats, DecodeE8M0FNUExhaustive) { checkDecodeTable(kE8M0, 256); }
TEST(NumericsFormats, DecodeE2M1FNExhaustive) { checkDecodeTable(kE2M1, 16); }

TEST(NumericsFormats, DecodeHalfAndBFloat16Exhaustive) {
  for (uint32_t b = 0; b < 65536; ++b) {
    long double h = refDecode(kF16, b), bf = refDecode(kBF16, b);
    float gh = halfBitsToFloat(uint16_t(b)),
          gb = bfloat16BitsToFloat(uint16_t(b));
    if (std::isnan(h))
      EXPECT_EQ(bitsOf(gh), 0x7FC00000u) << hex(b);
    else
      EXPECT_EQ(bitsOf(gh), bitsOf(float(h))) << hex(b);
    if (std::isnan(bf))
      EXPECT_EQ(bitsOf(gb), 0x7FC00000u) << hex(b);
    else
      EXPECT_EQ(bitsOf(gb), bitsOf(float(bf))) << hex(b);
    EXPECT_EQ(bitsOf(toFloat(b, F::F16)), bitsOf(gh));
    EXPECT_EQ(bitsOf(toFloat(b, F::BF16)), bitsOf(gb));
    if (!std::isnan(h)) {
      EXPECT_EQ(bitsOf(toDouble(b, F::F16)), bitsOf(double(h)));
      EXPECT_EQ(floatToHalfBits(gh), b);
    }
    if (!std::isnan(bf)) {
      EXPECT_EQ(floatToBFloat16Bits(gb), b);
    }
  }
}

TEST(NumericsFormats, E8M0IsOnlyLegalWithZeroAndUpButHandlesAll) {
  // Every finite encoding comes back from f32 in every mode (checked in the
  // table); here the in-between values.
  auto conv = [](float v, R r) {
    return convertFloat(bitsOf(v), F::F32, F::F8E8M0FNU, r);
  };
  EXPECT_EQ(conv(1.0f, R::Zero), 0x7Fu);
  EXPECT_EQ(conv(1.9f, R::Zero), 0x7Fu);
  EXPECT_EQ(conv(1.5f, R::Up), 0x80u);
  EXPECT_EQ(conv(3.0f, R::Up), 0x81u);
  EXPECT_EQ(conv(1.5f, R::NearestEven), 0x80u); // tie: 2^1 has even field
  EXPECT_EQ(conv(3.0f, R::NearestEven), 0x80u); // tie: 2^1 again (0x80)
  EXPECT_EQ(conv(0x1p127f, R::Zero), 0xFEu);
  EXPECT_EQ(conv(0x1.8p127f, R::Zero), 0xFEu);
  EXPECT_EQ(conv(0x1.8p127f, R::Up), 0xFFu); // 2^128: overflow -> NaN
  EXPECT_EQ(conv(std::numeric_limits<float>::max(), R::Zero), 0xFEu);
  EXPECT_EQ(conv(0x1p-127f, R::Zero), 0x00u);
  EXPECT_EQ(conv(0x1p-149f, R::Zero), 0x00u); // no zero: smallest value
  EXPECT_EQ(conv(0x1p-149f, R::Up), 0x00u);
  EXPECT_EQ(conv(0.0f, R::Zero), 0x00u);
  EXPECT_EQ(conv(-0.0f, R::Up), 0x00u);
  EXPECT_EQ(conv(-1.0f, R::Zero), 0xFFu); // unsigned: negatives are NaN
  EXPECT_EQ(conv(INFINITY, R::Zero), 0xFFu);
  EXPECT_EQ(conv(NAN, R::Up), 0xFFu);
  EXPECT_EQ(toFloat(0x7F, F::F8E8M0FNU), 1.0f);
  EXPECT_EQ(toFloat(0x00, F::F8E8M0FNU), 0x1p-127f);
  EXPECT_EQ(toDouble(0xFE, F::F8E8M0FNU), 0x1p127);
}

TEST(NumericsFormats, E4M3FNSpecCases) {
  auto conv = [](float v) {
    return convertFloat(bitsOf(v), F::F32, F::F8E4M3FN);
  };
  EXPECT_EQ(conv(448.0f), 0x7Eu);
  EXPECT_EQ(conv(464.0f), 0x7Eu); // tie 448 / (480): even, and satfinite
  EXPECT_EQ(conv(465.0f), 0x7Eu); // satfinite: never NaN
  EXPECT_EQ(conv(1e10f), 0x7Eu);
  EXPECT_EQ(conv(-1e10f), 0xFEu);
  EXPECT_EQ(conv(INFINITY), 0x7Eu); // Inf -> MAX_NORM
  EXPECT_EQ(conv(-INFINITY), 0xFEu);
  EXPECT_EQ(conv(NAN), 0x7Eu); // spec: NaN -> +MAX_NORM
  EXPECT_EQ(conv(-NAN), 0x7Eu);
  EXPECT_EQ(conv(0x1p-9f), 0x01u);  // smallest subnormal
  EXPECT_EQ(conv(0x1p-10f), 0x00u); // tie with 0: even
  EXPECT_EQ(conv(0x1.8p-10f), 0x01u);
  EXPECT_EQ(conv(0x1.8p-9f), 0x02u); // tie 1 / 2 (x 2^-9): even
  EXPECT_EQ(conv(1.0625f), 0x38u);   // tie 1.0 / 1.125: even
  EXPECT_EQ(conv(1.1875f), 0x3Au);   // tie 1.125 / 1.25: even
  EXPECT_EQ(conv(0.0f), 0x00u);
  EXPECT_EQ(conv(-0.0f), 0x80u);
  EXPECT_EQ(conv(0x1.Cp-7f), 0x07u); // largest subnormal 7 * 2^-9
  EXPECT_EQ(conv(0x1p-6f), 0x08u);   // smallest normal
  // The NaN encodings decode to NaN and convert back to +MAX_NORM.
  EXPECT_EQ(convertFloat(0x7F, F::F8E4M3FN, F::F16), 0x7E00u);
  EXPECT_EQ(convertFloat(0xFF, F::F8E4M3FN, F::F8E5M2), 0x7Eu);
  // f16 -> f8E4M3FN (not via f32), and integer sources.
  EXPECT_EQ(convertFloat(0x7BFF, F::F16, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(intToFloat(1000, 32, true, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(intToFloat(uint64_t(-1000), 32, true, F::F8E4M3FN), 0xFEu);
}

TEST(NumericsFormats, E5M2SpecCases) {
  auto conv = [](float v) {
    return convertFloat(bitsOf(v), F::F32, F::F8E5M2);
  };
  EXPECT_EQ(conv(57344.0f), 0x7Bu);
  EXPECT_EQ(conv(61440.0f), 0x7Bu); // tie with 65536: satfinite
  EXPECT_EQ(conv(1e9f), 0x7Bu);
  EXPECT_EQ(conv(INFINITY), 0x7Bu);
  EXPECT_EQ(conv(-INFINITY), 0xFBu);
  EXPECT_TRUE(isNaN(conv(NAN), F::F8E5M2)); // NaN is preserved
  EXPECT_EQ(conv(NAN), 0x7Eu);
  EXPECT_EQ(conv(0x1p-16f), 0x01u);
  EXPECT_EQ(conv(0x1p-17f), 0x00u);
  EXPECT_EQ(conv(1.125f), 0x3Cu); // tie 1 / 1.25: even
  EXPECT_EQ(conv(1.375f), 0x3Eu); // tie 1.25 / 1.5: even
  EXPECT_TRUE(std::isinf(toFloat(0x7C, F::F8E5M2)));
  EXPECT_EQ(intToFloat(65535, 16, false, F::F8E5M2), 0x7Bu);
}

TEST(NumericsFormats, E2M1SpecCases) {
  auto conv = [](float v) {
    return convertFloat(bitsOf(v), F::F32, F::F4E2M1FN);
  };
  EXPECT_EQ(conv(6.0f), 0x7u);
  EXPECT_EQ(conv(5.0f), 0x6u); // tie 4 / 6: even
  EXPECT_EQ(conv(7.0f), 0x7u); // satfinite
  EXPECT_EQ(conv(100.0f), 0x7u);
  EXPECT_EQ(conv(-100.0f), 0xFu);
  EXPECT_EQ(conv(INFINITY), 0x7u);
  EXPECT_EQ(conv(-INFINITY), 0xFu);
  EXPECT_EQ(conv(NAN), 0x7u);   // no NaN: +MAX_NORM
  EXPECT_EQ(conv(0.25f), 0x0u); // tie 0 / 0.5: even
  EXPECT_EQ(conv(0.75f), 0x2u); // tie 0.5 / 1: even
  EXPECT_EQ(conv(2.5f), 0x4u);  // tie 2 / 3: even
  EXPECT_EQ(conv(3.5f), 0x6u);  // tie 3 / 4: even
  EXPECT_EQ(conv(-0.0f), 0x8u);
  EXPECT_EQ(conv(0.3f), 0x1u);
  EXPECT_EQ(intToFloat(7, 8, true, F::F4E2M1FN), 0x7u);
}

// ftof and itof at the edges of every target format, nearest_even unless
// stated, against values derived by hand from each encoding and the rules
// of docs/numerics.md (spec 5.1.3 for f16, bf16, tf32, f8E4M3FN, f8E5M2;
// TileKit's documented choices for f4E2M1FN and f8E5M3FNU). Sources are NaNs
// with payloads and both signs, quiet and signalling, +-Inf, the largest
// finite value, the next value up (max + 1 ulp of the target), the tie
// between them, and values just below and just above that tie.
TEST(NumericsFormats, SpecialsAndOverflowPerFormatAndOp) {
  const uint64_t f32NaNs[] = {0x7FC00022, 0xFFC00044, 0x7F800001, 0xFF800033};
  auto f32 = [](uint32_t bits, F to, R r = R::NearestEven) {
    return convertFloat(bits, F::F32, to, r);
  };
  auto f64 = [](double v, F to, R r = R::NearestEven) {
    return convertFloat(bitsOf(v), F::F64, to, r);
  };
  auto itof = [](int64_t v, F to) {
    return intToFloat(uint64_t(v), 64, true, to, R::NearestEven);
  };

  // f16: max 65504 = 0x7BFF (odd), ulp 32 there; 65520 is the tie with
  // 65536 and goes to the even side, Inf.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F16), 0x7E00u) << std::hex << nan;
  EXPECT_EQ(convertFloat(0xFE44, F::F16, F::F32), 0x7FC00000u);
  EXPECT_EQ(convertFloat(0x7C01, F::F16, F::F64), 0x7FF8000000000000u);
  EXPECT_EQ(f32(0x7F800000, F::F16), 0x7C00u);
  EXPECT_EQ(f32(0xFF800000, F::F16), 0xFC00u);
  EXPECT_EQ(f64(65504, F::F16), 0x7BFFu);
  EXPECT_EQ(f64(65536, F::F16), 0x7C00u);
  EXPECT_EQ(f64(65536, F::F16, R::Zero), 0x7BFFu);
  EXPECT_EQ(f64(-65536, F::F16, R::Up), 0xFBFFu);
  EXPECT_EQ(f64(65520, F::F16), 0x7C00u);
  EXPECT_EQ(f64(65519.99, F::F16), 0x7BFFu);
  EXPECT_EQ(itof(65519, F::F16), 0x7BFFu);
  EXPECT_EQ(itof(65520, F::F16), 0x7C00u);
  EXPECT_EQ(itof(-70000, F::F16), 0xFC00u);

  // bf16: max 0x7F7F = f32 0x7F7F0000 (odd); the tie with 2^128 is f32
  // 0x7F7F8000 and rounds to Inf; f32 0x7F7F7FFF stays at the max.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::BF16), 0x7FC0u) << std::hex << nan;
  EXPECT_EQ(f32(0xFF800000, F::BF16), 0xFF80u);
  EXPECT_EQ(f32(0x7F7F0000, F::BF16), 0x7F7Fu);
  EXPECT_EQ(f32(0x7F7F7FFF, F::BF16), 0x7F7Fu);
  EXPECT_EQ(f32(0x7F7F8000, F::BF16), 0x7F80u);
  EXPECT_EQ(f32(0x7F7F8000, F::BF16, R::Zero), 0x7F7Fu);
  EXPECT_EQ(f64(0x1p128, F::BF16), 0x7F80u);
  EXPECT_EQ(f64(-0x1p128, F::BF16), 0xFF80u);

  // tf32 (stored as f32, 10 mantissa bits): max f32 0x7F7FE000 (odd); the
  // tie with 2^128 is 0x7F7FF000 and rounds to Inf.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::TF32), 0x7FC00000u) << std::hex << nan;
  EXPECT_EQ(f32(0xFF800000, F::TF32), 0xFF800000u);
  EXPECT_EQ(f32(0x7F7FE000, F::TF32), 0x7F7FE000u);
  EXPECT_EQ(f32(0x7F7FEFFF, F::TF32), 0x7F7FE000u);
  EXPECT_EQ(f32(0x7F7FF000, F::TF32), 0x7F800000u);
  EXPECT_EQ(f32(0x7F7FFFFF, F::TF32), 0x7F800000u);

  // f32 <- f64 and f64 <- f32 keep no payload either.
  EXPECT_EQ(convertFloat(0xFFF0000000000001, F::F64, F::F32), 0x7FC00000u);
  EXPECT_EQ(convertFloat(0xFFC00044, F::F32, F::F64), 0x7FF8000000000000u);
  EXPECT_EQ(f64(0x1p128, F::F32), 0x7F800000u);

  // f8E4M3FN: max 448 = 0x7E; 480 (S.1111.111) would be next, but that is
  // the NaN encoding: satfinite. 464 is the tie: 448 (even mantissa 110).
  // NaN -> +448 whatever its sign (spec 5.1.3); Inf -> +-448.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F8E4M3FN), 0x7Eu) << std::hex << nan;
  EXPECT_EQ(convertFloat(0x7C01, F::F16, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f32(0x7F800000, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f32(0xFF800000, F::F8E4M3FN), 0xFEu);
  EXPECT_EQ(f64(448, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f64(480, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f64(464, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f64(464.5, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f64(-464.5, F::F8E4M3FN), 0xFEu);
  // Below the max: 0x7D = 1.625 * 256 = 416, 0x7E = 448; 432 is their tie.
  EXPECT_EQ(f64(431.9, F::F8E4M3FN), 0x7Du);
  EXPECT_EQ(f64(432, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(itof(447, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(itof(465, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(itof(-100000, F::F8E4M3FN), 0xFEu);

  // f8E5M2: max 57344 = 0x7B (odd mantissa 11); next 65536; the tie 61440
  // rounds to the even side, past the max: satfinite. NaN stays NaN
  // (canonical 0x7E), Inf -> +-57344.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F8E5M2), 0x7Eu) << std::hex << nan;
  EXPECT_EQ(f32(0x7F800000, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f32(0xFF800000, F::F8E5M2), 0xFBu);
  EXPECT_EQ(f64(57344, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f64(65536, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f64(61440, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f64(61439, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f64(-1e30, F::F8E5M2), 0xFBu);
  EXPECT_EQ(itof(61440, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(itof(-65536, F::F8E5M2), 0xFBu);

  // f4E2M1FN: max 6 = 0x7 (odd mantissa); next 8; the tie 7 goes up, past
  // the max: saturate. No NaN: NaN -> +6; Inf -> +-6.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F4E2M1FN), 0x7u) << std::hex << nan;
  EXPECT_EQ(f32(0xFF800000, F::F4E2M1FN), 0xFu);
  EXPECT_EQ(f64(8, F::F4E2M1FN), 0x7u);
  EXPECT_EQ(f64(7, F::F4E2M1FN), 0x7u);
  EXPECT_EQ(f64(6.9, F::F4E2M1FN), 0x7u);
  EXPECT_EQ(itof(8, F::F4E2M1FN), 0x7u);
  EXPECT_EQ(itof(-9, F::F4E2M1FN), 0xFu);

  // f8E5M3FNU (unsigned): max 0xFE = 1.75 * 2^16 = 114688 (even mantissa
  // 110); 0xFF (122880 as a value) is NaN; the tie 118784 stays at the max,
  // anything above saturates. NaN -> 0xFF, +Inf -> max, -Inf and negative
  // values -> NaN.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F8E5M3FNU), 0xFFu) << std::hex << nan;
  EXPECT_EQ(f32(0x7F800000, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f32(0xFF800000, F::F8E5M3FNU), 0xFFu);
  EXPECT_EQ(f64(114688, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f64(118784, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f64(118785, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f64(122880, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f64(-1, F::F8E5M3FNU), 0xFFu);
  EXPECT_EQ(itof(200000, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(itof(-1, F::F8E5M3FNU), 0xFFu);
}

TEST(NumericsFormats, TF32AndNoDoubleRounding) {
  // f32 -> tf32 keeps 10 mantissa bits and clears the low 13.
  EXPECT_EQ(convertFloat(bitsOf(1.0f + 0x1p-11f), F::F32, F::TF32),
            bitsOf(1.0f)); // tie: even
  EXPECT_EQ(convertFloat(bitsOf(1.0f + 0x3p-11f), F::F32, F::TF32),
            bitsOf(1.0f + 0x1p-9f)); // tie: even
  EXPECT_EQ(
      convertFloat(bitsOf(1.0f + 0x1p-11f), F::F32, F::TF32, R::NearestAway),
      bitsOf(1.0f + 0x1p-10f));
  EXPECT_EQ(convertFloat(bitsOf(1.0f + 0x1p-23f), F::F32, F::TF32, R::Up),
            bitsOf(1.0f + 0x1p-10f));
  EXPECT_EQ(convertFloat(0x7F7FFFFF, F::F32, F::TF32), 0x7F800000u);
  EXPECT_EQ(convertFloat(0x7F7FFFFF, F::F32, F::TF32, R::Zero), 0x7F7FE000u);
  EXPECT_EQ(convertFloat(0x00001FFF, F::F32, F::TF32), 0x00002000u);
  // f64 -> f16 directly: 1 + 2^-11 + 2^-40 is above the tie; going through
  // f32 first would round to the tie and then to 1.0.
  EXPECT_EQ(convertFloat(bitsOf(1.0 + 0x1p-11 + 0x1p-40), F::F64, F::F16),
            0x3C01u);
  EXPECT_EQ(convertFloat(bitsOf(1.0 + 0x1p-8 + 0x1p-40), F::F64, F::BF16),
            0x3F81u);
  EXPECT_EQ(convertFloat(bitsOf(65520.0), F::F64, F::F16), 0x7C00u);
  EXPECT_EQ(convertFloat(bitsOf(65520.0), F::F64, F::F16, R::Zero), 0x7BFFu);
  EXPECT_EQ(convertFloat(bitsOf(-65520.0), F::F64, F::F16, R::Up), 0xFBFFu);
  EXPECT_EQ(convertFloat(bitsOf(-65520.0), F::F64, F::F16, R::Down), 0xFC00u);
}

/// Differential test of convertFloat against refConvert over many sources.
void checkConversion(const RefFormat &from, uint64_t bits, unsigned &failures) {
  long double x = refDecode(from, bits);
  for (const RefFormat *to : kAllFormats) {
    if (to->format == from.format)
      continue;
    for (R r : kAllModes) {
      uint64_t want = refConvert(*to, x, r);
      uint64_t got = convertFloat(bits, from.format, to->format, r);
      if (got != want && failures++ < 10)
        ADD_FAILURE() << "convert " << hex(bits) << " from format "
                      << int(from.format) << " to " << int(to->format) << " "
                      << modeName(r) << ": got " << hex(got) << ", want "
                      << hex(want);
    }
  }
}

TEST(NumericsFormats, ConvertExhaustiveNarrowSources) {
  unsigned failures = 0;
  for (const RefFormat *f : {&kE4M3, &kE5M2, &kE8M0})
    for (uint64_t b = 0; b < 256; ++b)
      checkConversion(*f, b, failures);
  for (uint64_t b = 0; b < 16; ++b)
    checkConversion(kE2M1, b, failures);
  for (uint64_t b = 0; b < 65536; ++b) {
    checkConversion(kF16, b, failures);
    checkConversion(kBF16, b, failures);
  }
  EXPECT_EQ(failures, 0u);
}

uint64_t randomBitsFor(std::mt19937_64 &rng, int ebits, int mbits);

TEST(NumericsFormats, ConvertRandomWideSources) {
  std::mt19937_64 rng(42);
  unsigned failures = 0;
  for (int i = 0; i < 20000; ++i) {
    checkConversion(kF32, randomBitsFor(rng, 8, 23), failures);
    checkConversion(kF64, randomBitsFor(rng, 11, 52), failures);
    // Values near the narrow formats' ranges.
    float v = std::ldexp(float(rng() % 4096) / 2048.0f, int(rng() % 60) - 30);
    if (rng() & 1)
      v = -v;
    checkConversion(kF32, bitsOf(v), failures);
  }
  EXPECT_EQ(failures, 0u);
}

TEST(NumericsFormats, HalfBFloat16HotPathsRandom) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200000; ++i) {
    uint32_t b = uint32_t(randomBitsFor(rng, 8, 23));
    float v = floatOf(b);
    EXPECT_EQ(floatToHalfBits(v), refConvert(kF16, v, R::NearestEven))
        << hex(b);
    EXPECT_EQ(floatToBFloat16Bits(v), refConvert(kBF16, v, R::NearestEven))
        << hex(b);
  }
}

//===----------------------------------------------------------------------===//
// (b) Arithmetic: differential against the host FPU and round-to-odd
//===----------------------------------------------------------------------===//

enum class Op { Add, Sub, Mul, Div, Fma, Sqrt };
const Op kOps[] = {Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Fma, Op::Sqrt};
const char *opName(Op op) {
  const char *names[] = {"add", "sub", "mul", "div", "fma", "sqrt"};
  return names[int(op)];
}

template <class T> T apply(Op op, T a, T b, T c) {
  switch (op) {
  case Op::Add:
    return a + b;
  case Op::Sub:
    return a - b;
  case Op::Mul:
    return a * b;
  case Op::Div:
    return a / b;
  case Op::Fma:
    return std::fma(a, b, c);
  case Op::Sqrt:
    return std::sqrt(a);
  }
  return 0;
}

/// The host result in rounding mode `mode`. The volatile accesses keep the
/// operation between the two fesetround calls.
template <class T>
__attribute__((noinline)) T hostRounded(Op op, T a, T b, T c, int mode) {
  volatile T va = a, vb = b, vc = c;
  std::fesetround(mode);
  T x = va, y = vb, z = vc;
  volatile T vr = apply(op, x, y, z);
  std::fesetround(FE_TONEAREST);
  return vr;
}

/// The exact result rounded to odd at long double precision (64 bits):
/// round toward zero, then set the last bit if inexact. Rounding that once
/// more to <= 62 bits in any mode gives the correctly rounded result.
__attribute__((noinline)) long double oddRounded(Op op, long double a,
                                                 long double b, long double c) {
  volatile long double va = a, vb = b, vc = c;
  std::fesetround(FE_TOWARDZERO);
  std::feclearexcept(FE_ALL_EXCEPT);
  long double x = va, y = vb, z = vc;
  volatile long double vr = apply(op, x, y, z);
  bool inexact = std::fetestexcept(FE_INEXACT) != 0;
  std::fesetround(FE_TONEAREST);
  long double res = vr;
  if (inexact && std::isfinite(res) && res != 0) {
    static_assert(std::numeric_limits<long double>::digits == 64,
                  "x87 extended precision expected");
    unsigned char bytes[sizeof(long double)];
    std::memcpy(bytes, &res, sizeof res);
    bytes[0] |= 1;
    std::memcpy(&res, bytes, sizeof res);
  }
  return res;
}

uint64_t libOp(Op op, F f, uint64_t a, uint64_t b, uint64_t c, R r,
               bool ftz = false) {
  FloatEnv env;
  env.rounding = r;
  env.flushToZero = ftz;
  switch (op) {
  case Op::Add:
    return addFloat(f, a, b, env);
  case Op::Sub:
    return subFloat(f, a, b, env);
  case Op::Mul:
    return mulFloat(f, a, b, env);
  case Op::Div:
    return divFloat(f, a, b, env);
  case Op::Fma:
    return fmaFloat(f, a, b, c, env);
  case Op::Sqrt:
    return sqrtFloat(f, a, env);
  }
  return 0;
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

/// Operands for `op`, often related so that results cancel or tie.
void makeOperands(std::mt19937_64 &rng, const RefFormat &f, Op op, uint64_t &a,
                  uint64_t &b, uint64_t &c) {
  a = randomBitsFor(rng, f.ebits, f.mbits);
  b = randomBitsFor(rng, f.ebits, f.mbits);
  c = randomBitsFor(rng, f.ebits, f.mbits);
  if (rng() % 3 != 0)
    return;
  uint64_t expMask = (uint64_t(1) << f.ebits) - 1;
  uint64_t mantMask = (uint64_t(1) << f.mbits) - 1;
  int64_t ea = int64_t((a >> f.mbits) & expMask);
  long double va = refDecode(f, a), vb = refDecode(f, b);
  switch (op) {
  case Op::Add:
  case Op::Sub: {
    // b within a few ulps-worth of exponents below a: cancellation, ties.
    int64_t eb = ea - int64_t(rng() % (f.mbits + 4));
    if (eb < 0)
      eb = 0;
    uint64_t mb = rng() % 3 == 0 ? 0 : rng() & mantMask;
    b = ((rng() & 1) << (f.ebits + f.mbits)) | (uint64_t(eb) << f.mbits) | mb;
    break;
  }
  case Op::Fma:
    if (f.format == F::F64 && rng() % 2) {
      // Sparse significands put the product's cross term far below its
      // leading bit; c cancels that term up to a perturbation in its own
      // last bit, which only the alignment's sticky bits still see.
      int i = 20 + int(rng() % 33), j = 74 - i + int(rng() % 20);
      int e1 = int(rng() % 40) - 20, e2 = int(rng() % 40) - 20;
      double x = std::ldexp(1.0 + std::ldexp(1.0, -i), e1);
      double y = std::ldexp(1.0 + std::ldexp(1.0, -j), e2);
      double t =
          std::ldexp(1.0 + std::ldexp(double(rng() % 3), -52), e1 + e2 - i - j);
      a = bitsOf(x);
      b = bitsOf(y);
      c = bitsOf(rng() % 2 ? -t : t);
      break;
    }
    // c close to -(a * b): massive cancellation.
    if (std::isfinite(va * vb)) {
      c = refConvert(f, -(va * vb), R::NearestEven);
      if (!std::isnan(refDecode(f, c)) && (c & mantMask) > 2)
        c += int64_t(rng() % 5) - 2;
    }
    break;
  case Op::Sqrt:
    // Squares and their neighbours.
    if (std::isfinite(vb * vb)) {
      a = refConvert(f, vb * vb, R::NearestEven);
      if ((a & mantMask) > 2)
        a += int64_t(rng() % 5) - 2;
    }
    break;
  case Op::Div:
    // a = b * q with a short q: exact quotients.
    if (std::isfinite(vb)) {
      long double q = std::ldexp((long double)(rng() % 64), int(rng() % 9) - 4);
      a = refConvert(f, vb * q, R::NearestEven);
    }
    break;
  case Op::Mul:
    break;
  }
}

/// The expected result from a long double value rounded to odd.
uint64_t expectFromOdd(const RefFormat &f, Op op, long double odd,
                       long double x, long double y, long double z, R r) {
  if (std::isnan(odd))
    return canonicalNaN(f.format);
  if (odd == 0 && op != Op::Mul && op != Op::Div && op != Op::Sqrt) {
    // An exact zero sum takes its sign from the rounding direction.
    long double s = hostRounded<long double>(op, x, y, z, feMode(r));
    return refEncode(f, s);
  }
  if (std::isinf(odd))
    return refEncode(f, odd);
  long double v = refRoundPrecision(odd, f.mbits + 1, 1 - f.bias, r);
  bool neg = std::signbit(v);
  if (std::fabs(v) > f.maxFinite)
    v = infDirected(r, neg) ? (neg ? -INFINITY : INFINITY)
                            : (neg ? -f.maxFinite : f.maxFinite);
  return refEncode(f, v);
}

struct ArithmeticCounts {
  unsigned cases = 0, failures = 0;
};

void report(ArithmeticCounts &counts, const RefFormat &f, Op op, R r,
            uint64_t a, uint64_t b, uint64_t c, uint64_t got, uint64_t want) {
  ++counts.cases;
  if (got == want)
    return;
  if (counts.failures++ < 10)
    ADD_FAILURE() << opName(op) << " format " << int(f.format) << " "
                  << modeName(r) << " (" << hex(a) << ", " << hex(b) << ", "
                  << hex(c) << "): got " << hex(got) << ", want " << hex(want);
}

/// f32 / f64 in the four IEEE modes against the host FPU directly.
template <class T>
void hostDifferential(const RefFormat &f, unsigned perCombination,
                      uint64_t seed, ArithmeticCounts &counts) {
  std::mt19937_64 rng(seed);
  for (Op op : kOps)
    for (R r : kIeeeModes)
      for (unsigned i = 0; i < perCombination; ++i) {
        uint64_t a, b, c;
        makeOperands(rng, f, op, a, b, c);
        T x, y, z;
        std::memcpy(&x, &a, sizeof(T));
        std::memcpy(&y, &b, sizeof(T));
        std::memcpy(&z, &c, sizeof(T));
        T res = hostRounded<T>(op, x, y, z, feMode(r));
        uint64_t want = 0;
        std::memcpy(&want, &res, sizeof(T));
        if (res != res)
          want = canonicalNaN(f.format);
        report(counts, f, op, r, a, b, c, libOp(op, f.format, a, b, c, r),
               want);
      }
}

/// Any format and mode against long double rounded to odd, then the test's
/// own rounding.
void oddDifferential(const RefFormat &f, const R *modes, unsigned numModes,
                     unsigned perCombination, uint64_t seed,
                     ArithmeticCounts &counts) {
  std::mt19937_64 rng(seed);
  for (Op op : kOps)
    for (unsigned m = 0; m < numModes; ++m)
      for (unsigned i = 0; i < perCombination; ++i) {
        R r = modes[m];
        uint64_t a, b, c;
        makeOperands(rng, f, op, a, b, c);
        long double x = refDecode(f, a), y = refDecode(f, b),
                    z = refDecode(f, c);
        long double odd = oddRounded(op, x, y, z);
        uint64_t want = expectFromOdd(f, op, odd, x, y, z, r);
        report(counts, f, op, r, a, b, c, libOp(op, f.format, a, b, c, r),
               want);
      }
}

TEST(NumericsArithmetic, HostHarnessSanity) {
  // The harness itself: directed modes really reach the host operations,
  // and rounding to odd sees ties.
  EXPECT_EQ(hostRounded<float>(Op::Add, 1.0f, 0x1p-30f, 0, FE_UPWARD),
            1.0f + 0x1p-23f);
  EXPECT_EQ(hostRounded<float>(Op::Add, 1.0f, 0x1p-30f, 0, FE_TONEAREST), 1.0f);
  EXPECT_EQ(hostRounded<double>(Op::Sub, 1.0, 0x1p-60, 0, FE_TOWARDZERO),
            1.0 - 0x1p-53);
  EXPECT_EQ(hostRounded<double>(Op::Fma, 1.0 + 0x1p-52, 1.0 + 0x1p-52, -1.0,
                                FE_DOWNWARD),
            0x1p-51);
  EXPECT_EQ(oddRounded(Op::Add, 1.0L, 0x1p-70L, 0), 1.0L + 0x1p-63L);
  EXPECT_EQ(oddRounded(Op::Add, 1.0L, 0x1p-10L, 0), 1.0L + 0x1p-10L);
  EXPECT_EQ(std::fegetround(), FE_TONEAREST);
}

TEST(NumericsArithmetic, F32AgainstHostDirectedModes) {
  ArithmeticCounts counts;
  hostDifferential<float>(kF32, 8000, 1, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, F64AgainstHostDirectedModes) {
  ArithmeticCounts counts;
  hostDifferential<double>(kF64, 8000, 2, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, SoftwarePathsAgainstHostNearestEven) {
  // Without the host fast paths round-to-nearest-even goes through the
  // software implementation too.
  setHostFastPaths(false);
  ArithmeticCounts counts;
  hostDifferential<float>(kF32, 3000, 3, counts);
  hostDifferential<double>(kF64, 3000, 4, counts);
  setHostFastPaths(true);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, NearestAwayAgainstRoundToOdd) {
  const R modes[] = {R::NearestAway};
  ArithmeticCounts counts;
  oddDifferential(kF32, modes, 1, 6000, 5, counts);
  oddDifferential(kF64, modes, 1, 6000, 6, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, HalfAndBFloat16AllModes) {
  ArithmeticCounts counts;
  oddDifferential(kF16, kAllModes, 5, 4000, 7, counts);
  oddDifferential(kBF16, kAllModes, 5, 4000, 8, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, RoundToOddCrossCheckF32F64) {
  // The same reference as f16/bf16, for the wide formats in every mode.
  ArithmeticCounts counts;
  oddDifferential(kF32, kAllModes, 5, 1500, 9, counts);
  oddDifferential(kF64, kAllModes, 5, 1500, 10, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, HalfSqrtExhaustive) {
  ArithmeticCounts counts;
  for (uint64_t a = 0; a < 65536; ++a)
    for (R r : kAllModes) {
      long double x = refDecode(kF16, a);
      uint64_t want = expectFromOdd(kF16, Op::Sqrt,
                                    oddRounded(Op::Sqrt, x, 0, 0), x, 0, 0, r);
      report(counts, kF16, Op::Sqrt, r, a, 0, 0,
             sqrtFloat(F::F16, a, FloatEnv{r, false}), want);
    }
  EXPECT_EQ(counts.failures, 0u);
}

TEST(NumericsArithmetic, HandDerivedHalfPrecision) {
  FloatEnv ne{R::NearestEven, false}, up{R::Up, false},
      away{R::NearestAway, false}, down{R::Down, false};
  // 1 + 2^-11 is the tie between 1 and 1 + 2^-10.
  EXPECT_EQ(addFloat(F::F16, 0x3C00, 0x1000, ne), 0x3C00u);
  EXPECT_EQ(addFloat(F::F16, 0x3C00, 0x1000, up), 0x3C01u);
  EXPECT_EQ(addFloat(F::F16, 0x3C00, 0x1000, away), 0x3C01u);
  // 1 - 1 = +0, but -0 rounding downward.
  EXPECT_EQ(subFloat(F::F16, 0x3C00, 0x3C00, ne), 0x0000u);
  EXPECT_EQ(subFloat(F::F16, 0x3C00, 0x3C00, down), 0x8000u);
  // 65504 + 16 = 65520 is the overflow tie: Inf in nearest, max upward...
  EXPECT_EQ(addFloat(F::F16, 0x7BFF, 0x4C00, ne), 0x7C00u);
  EXPECT_EQ(addFloat(F::F16, 0x7BFF, 0x4C00, FloatEnv{R::Zero, false}),
            0x7BFFu);
  // Smallest subnormal squared underflows: 0 nearest, 2^-24 upward.
  EXPECT_EQ(mulFloat(F::F16, 0x0001, 0x0001, ne), 0x0000u);
  EXPECT_EQ(mulFloat(F::F16, 0x0001, 0x0001, up), 0x0001u);
  EXPECT_EQ(mulFloat(F::F16, 0x8001, 0x0001, down), 0x8001u);
  // bf16: 1/3 = 0x3EAA.AA..; upward 0x3EAB.
  EXPECT_EQ(divFloat(F::BF16, 0x3F80, 0x4040, ne), 0x3EABu);
  EXPECT_EQ(divFloat(F::BF16, 0x3F80, 0x4040, FloatEnv{R::Zero, false}),
            0x3EAAu);
  // sqrt(2) in f16 = 1.0110101000001..b: nearest 0x3DA8, upward 0x3DA9.
  EXPECT_EQ(sqrtFloat(F::F16, 0x4000, ne), 0x3DA8u);
  EXPECT_EQ(sqrtFloat(F::F16, 0x4000, up), 0x3DA9u);
  // fma(1 + 2^-10, 1 + 2^-10, -1) = 2^-9 + 2^-20: half an ulp above 2^-9,
  // a tie (a separate multiply would have lost the 2^-20 already).
  EXPECT_EQ(fmaFloat(F::F16, 0x3C01, 0x3C01, 0xBC00, ne), 0x1800u);
  EXPECT_EQ(fmaFloat(F::F16, 0x3C01, 0x3C01, 0xBC00, away), 0x1801u);
  EXPECT_EQ(fmaFloat(F::F16, 0x3C01, 0x3C01, 0xBC00, up), 0x1801u);
  EXPECT_EQ(mulFloat(F::F16, 0x3C01, 0x3C01, up), 0x3C03u);
}

TEST(NumericsArithmetic, F64FmaAndDivisionEdgeCases) {
  auto d = [](double v) { return bitsOf(v); };
  FloatEnv ne{R::NearestEven, false}, down{R::Down, false};
  // fma keeps the product exact: (1 + 2^-52)(1 - 2^-52) - 1 = -2^-104,
  // where a rounded product would give 0.
  for (bool fast : {true, false}) {
    setHostFastPaths(fast);
    EXPECT_EQ(fmaFloat(F::F64, d(1 + 0x1p-52), d(1 - 0x1p-52), d(-1.0), ne),
              d(-0x1p-104));
    EXPECT_EQ(fmaFloat(F::F64, d(1 + 0x1p-52), d(1 - 0x1p-52), d(-1.0), down),
              d(-0x1p-104));
    EXPECT_EQ(fmaFloat(F::F64, d(0x1p-1074), d(0.5), d(0.0), ne), d(0.0));
    EXPECT_EQ(fmaFloat(F::F64, d(-0.0), d(1.0), d(0.0), down), d(-0.0));
    EXPECT_EQ(fmaFloat(F::F64, d(-0.0), d(1.0), d(0.0), ne), d(0.0));
    EXPECT_EQ(divFloat(F::F64, d(1.0), d(0.0), ne), d(INFINITY));
    EXPECT_EQ(divFloat(F::F64, d(0.0), d(0.0), ne), canonicalNaN(F::F64));
    EXPECT_EQ(sqrtFloat(F::F64, d(-0.0), ne), d(-0.0));
    EXPECT_EQ(sqrtFloat(F::F64, d(-1.0), ne), canonicalNaN(F::F64));
    EXPECT_EQ(addFloat(F::F64, d(INFINITY), d(-INFINITY), ne),
              canonicalNaN(F::F64));
    EXPECT_EQ(mulFloat(F::F64, d(INFINITY), d(0.0), ne), canonicalNaN(F::F64));
    // NaN payloads and signs are not propagated.
    EXPECT_EQ(addFloat(F::F64, 0xFFF0000000000001ull, d(1.0), ne),
              canonicalNaN(F::F64));
    EXPECT_EQ(addFloat(F::F32, 0xFFC00001u, bitsOf(1.0f), ne), 0x7FC00000u);
  }
  setHostFastPaths(true);
  // (1 + 2^-28)(1 + 2^-52) - 2^-80 (1 + 2^-52) = 1 + 2^-28 + 2^-52 - 2^-132:
  // c is shifted 80 places for the addition, and the bit it loses decides
  // the truncation.
  uint64_t fa = d(1 + 0x1p-28), fb = d(1 + 0x1p-52),
           fc = d(-(0x1p-80 + 0x1p-132));
  FloatEnv rz0{R::Zero, false};
  EXPECT_EQ(fmaFloat(F::F64, fa, fb, fc, rz0), d(1 + 0x1p-28));
  EXPECT_EQ(fmaFloat(F::F64, fa, fb, fc, rz0),
            d(hostRounded<double>(Op::Fma, doubleOf(fa), doubleOf(fb),
                                  doubleOf(fc), FE_TOWARDZERO)));
  // Directed division: 1/3 truncated and rounded up differ by one ulp.
  FloatEnv rz{R::Zero, false}, ru{R::Up, false};
  uint64_t lo = divFloat(F::F64, d(1.0), d(3.0), rz);
  EXPECT_EQ(divFloat(F::F64, d(1.0), d(3.0), ru), lo + 1);
  EXPECT_EQ(divFloat(F::F64, d(-1.0), d(3.0), down), (lo + 1) | (1ull << 63));
}

TEST(NumericsArithmetic, IndependentOfHostRoundingMode) {
  // The software paths must not depend on the host mode (sqrt uses a host
  // estimate that is corrected exactly).
  std::mt19937_64 rng(11);
  for (int i = 0; i < 2000; ++i) {
    uint64_t a = randomBitsFor(rng, 11, 52), b = randomBitsFor(rng, 11, 52);
    FloatEnv rz{R::Zero, false};
    uint64_t s = sqrtFloat(F::F64, a, rz), q = divFloat(F::F64, a, b, rz);
    uint64_t p = fmaFloat(F::F64, a, b, a, rz);
    std::fesetround(FE_UPWARD);
    uint64_t s2 = sqrtFloat(F::F64, a, rz), q2 = divFloat(F::F64, a, b, rz);
    uint64_t p2 = fmaFloat(F::F64, a, b, a, rz);
    std::fesetround(FE_TONEAREST);
    EXPECT_EQ(s, s2);
    EXPECT_EQ(q, q2);
    EXPECT_EQ(p, p2);
  }
}

TEST(NumericsArithmetic, RemainderAgainstFmod) {
  std::mt19937_64 rng(12);
  unsigned failures = 0;
  auto check = [&](const RefFormat &f, uint64_t a, uint64_t b) {
    long double x = refDecode(f, a), y = refDecode(f, b);
    long double r = std::fmod(x, y); // exact
    uint64_t want = std::isnan(r) ? canonicalNaN(f.format) : refEncode(f, r);
    uint64_t got = remFloat(f.format, a, b);
    if (got != want && failures++ < 10)
      ADD_FAILURE() << "rem format " << int(f.format) << " (" << hex(a) << ", "
                    << hex(b) << "): got " << hex(got) << ", want "
                    << hex(want);
  };
  for (int i = 0; i < 20000; ++i)
    for (const RefFormat *f : {&kF16, &kBF16, &kF32, &kF64})
      check(*f, randomBitsFor(rng, f->ebits, f->mbits),
            randomBitsFor(rng, f->ebits, f->mbits));
  // Largest over smallest: the longest reduction.
  check(kF64, 0x7FEFFFFFFFFFFFFFull, 0x0000000000000001ull);
  check(kF64, 0x7FEFFFFFFFFFFFFFull, 0x000FFFFFFFFFFFFFull);
  check(kF32, 0x7F7FFFFF, 0x00000003);
  EXPECT_EQ(remFloat(F::F32, bitsOf(-5.5f), bitsOf(2.0f)), bitsOf(-1.5f));
  EXPECT_EQ(remFloat(F::F32, bitsOf(-4.0f), bitsOf(2.0f)), bitsOf(-0.0f));
  EXPECT_EQ(remFloat(F::F32, bitsOf(5.0f), bitsOf(INFINITY)), bitsOf(5.0f));
  EXPECT_EQ(remFloat(F::F32, bitsOf(INFINITY), bitsOf(2.0f)), 0x7FC00000u);
  EXPECT_EQ(remFloat(F::F32, bitsOf(1.0f), bitsOf(0.0f)), 0x7FC00000u);
  EXPECT_EQ(failures, 0u);
}

//===----------------------------------------------------------------------===//
// (c) Integer conversions
//===----------------------------------------------------------------------===//

TEST(NumericsIntegers, FloatToIntEdges) {
  bool inv = false;
  auto f32 = [](float v) { return uint64_t(bitsOf(v)); };
  EXPECT_EQ(floatToInt(f32(-0x1p31f), F::F32, 32, true, &inv), 0x80000000u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-0x1.000002p31f), F::F32, 32, true, &inv),
            0x80000000u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(0x1p31f), F::F32, 32, true, &inv), 0x7FFFFFFFu);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(2147483520.0f), F::F32, 32, true, &inv),
            2147483520u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(NAN), F::F32, 32, true, &inv), 0u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(INFINITY), F::F32, 64, true, &inv),
            0x7FFFFFFFFFFFFFFFull);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(-INFINITY), F::F32, 64, true, &inv),
            0x8000000000000000ull);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(-0.9f), F::F32, 32, true, &inv), 0u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-2.9f), F::F32, 32, true, &inv), 0xFFFFFFFEu);
  EXPECT_FALSE(inv);
  // Unsigned: truncation first, so (-1, 0] is in range.
  EXPECT_EQ(floatToInt(f32(-0.5f), F::F32, 32, false, &inv), 0u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-1.0f), F::F32, 32, false, &inv), 0u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(bitsOf(0x1p64), F::F64, 64, false, &inv), ~uint64_t(0));
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(bitsOf(0x1p64 - 2048), F::F64, 64, false, &inv),
            0xFFFFFFFFFFFFF800ull);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(bitsOf(-0x1p63), F::F64, 64, true, &inv),
            0x8000000000000000ull);
  EXPECT_FALSE(inv);
  // i1: signed range [-1, 0], unsigned [0, 1].
  EXPECT_EQ(floatToInt(f32(-1.0f), F::F32, 1, true, &inv), 1u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(1.0f), F::F32, 1, true, &inv), 0u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(1.0f), F::F32, 1, false, &inv), 1u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(2.0f), F::F32, 1, false, &inv), 1u);
  EXPECT_TRUE(inv);
  // i8 / i16.
  EXPECT_EQ(floatToInt(f32(127.9f), F::F32, 8, true, &inv), 127u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(128.0f), F::F32, 8, true, &inv), 127u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(-128.5f), F::F32, 8, true, &inv), 0x80u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-129.0f), F::F32, 8, true, &inv), 0x80u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(255.5f), F::F32, 8, false, &inv), 255u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(65535.5f), F::F32, 16, false, &inv), 65535u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-32769.0f), F::F32, 16, true, &inv), 0x8000u);
  EXPECT_TRUE(inv);
  // Narrow sources.
  EXPECT_EQ(floatToInt(0x7E, F::F8E4M3FN, 16, true, &inv), 448u);
  EXPECT_EQ(floatToInt(0x7F, F::F8E4M3FN, 16, true, &inv), 0u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(0xF, F::F4E2M1FN, 8, true, &inv), 0xFAu); // -6
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(0x7FFF, F::F16, 32, true), 0u); // invalid may be null
}

TEST(NumericsIntegers, FloatToIntRandom) {
  std::mt19937_64 rng(13);
  unsigned failures = 0;
  const unsigned widths[] = {1, 8, 16, 32, 64};
  for (int i = 0; i < 40000; ++i) {
    bool isF64 = i & 1;
    uint64_t bits =
        isF64 ? randomBitsFor(rng, 11, 52) : randomBitsFor(rng, 8, 23);
    if (rng() % 2) { // values near the integer ranges
      double v = std::ldexp(double(rng() >> 11), int(rng() % 80) - 53);
      if (rng() & 1)
        v = -v;
      bits = isF64 ? bitsOf(v) : bitsOf(float(v));
    }
    long double x = isF64 ? (long double)doubleOf(bits)
                          : (long double)floatOf(uint32_t(bits));
    for (unsigned w : widths)
      for (bool sgn : {true, false}) {
        long double lo = sgn ? -std::ldexp(1.0L, w - 1) : 0;
        long double hi =
            sgn ? std::ldexp(1.0L, w - 1) - 1 : std::ldexp(1.0L, w) - 1;
        uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
        bool wantInv = false;
        long double t;
        if (std::isnan(x)) {
          t = 0;
          wantInv = true;
        } else {
          t = std::trunc(x);
          if (t < lo || t > hi) {
            wantInv = true;
            t = t < lo ? lo : hi;
          }
        }
        uint64_t want = t < 0 ? uint64_t(int64_t(t)) & mask : uint64_t(t);
        bool inv = !wantInv;
        uint64_t got = floatToInt(bits, isF64 ? F::F64 : F::F32, w, sgn, &inv);
        if ((got != want || inv != wantInv) && failures++ < 10)
          ADD_FAILURE() << "ftoi " << hex(bits) << " i" << w
                        << (sgn ? " signed" : " unsigned") << ": got "
                        << hex(got) << ", want " << hex(want);
      }
  }
  EXPECT_EQ(failures, 0u);
}

TEST(NumericsIntegers, IntToFloatEdges) {
  // UINT64_MAX = 2^64 - 1 to f32: 2^64 except toward zero / downward.
  const uint64_t umax = ~uint64_t(0);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::NearestEven), 0x5F800000u);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::Zero), 0x5F7FFFFFu);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::Down), 0x5F7FFFFFu);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::Up), 0x5F800000u);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::NearestAway), 0x5F800000u);
  // The same pattern signed is -1.
  EXPECT_EQ(intToFloat(umax, 64, true, F::F32), bitsOf(-1.0f));
  // INT_MIN at each width is exact.
  for (R r : kAllModes) {
    EXPECT_EQ(intToFloat(0x8000000000000000ull, 64, true, F::F32, r),
              0xDF000000u);
    EXPECT_EQ(intToFloat(0x80000000u, 32, true, F::F32, r), 0xCF000000u);
    EXPECT_EQ(intToFloat(0x80000000u, 32, true, F::F64, r),
              bitsOf(-2147483648.0));
  }
  // 2^24 + 1 is a tie in f32.
  EXPECT_EQ(intToFloat(16777217, 32, true, F::F32), bitsOf(16777216.0f));
  EXPECT_EQ(intToFloat(16777217, 32, true, F::F32, R::Up), bitsOf(16777218.0f));
  EXPECT_EQ(intToFloat(16777217, 32, true, F::F32, R::NearestAway),
            bitsOf(16777218.0f));
  EXPECT_EQ(intToFloat(uint64_t(-16777217), 64, true, F::F32, R::Down),
            bitsOf(-16777218.0f));
  EXPECT_EQ(intToFloat((1ull << 53) + 1, 64, false, F::F64),
            bitsOf(9007199254740992.0));
  // i1, i8, i16 (bits above the width are ignored).
  EXPECT_EQ(intToFloat(1, 1, true, F::F32), bitsOf(-1.0f));
  EXPECT_EQ(intToFloat(1, 1, false, F::F32), bitsOf(1.0f));
  EXPECT_EQ(intToFloat(0x80, 8, true, F::F32), bitsOf(-128.0f));
  EXPECT_EQ(intToFloat(0xFF, 8, false, F::F32), bitsOf(255.0f));
  EXPECT_EQ(intToFloat(0x1FF, 8, false, F::F32), bitsOf(255.0f));
  EXPECT_EQ(intToFloat(0xFFFF, 16, true, F::F16), 0xBC00u); // -1
  EXPECT_EQ(intToFloat(0, 16, true, F::F16), 0x0000u);
  // Out of range: Inf where the format has it (nearest), max toward zero.
  EXPECT_EQ(intToFloat(65535, 16, false, F::F16), 0x7C00u);
  EXPECT_EQ(intToFloat(65535, 16, false, F::F16, R::Zero), 0x7BFFu);
  EXPECT_EQ(intToFloat(65519, 16, false, F::F16), 0x7BFFu);
  EXPECT_EQ(intToFloat(65520, 16, false, F::F16), 0x7C00u);
  EXPECT_EQ(intToFloat(3, 8, false, F::BF16), 0x4040u);
}

TEST(NumericsIntegers, IntToFloatRandom) {
  std::mt19937_64 rng(14);
  unsigned failures = 0;
  const unsigned widths[] = {1, 8, 16, 32, 64};
  const RefFormat *targets[] = {&kF16, &kBF16, &kF32,  &kTF32,
                                &kF64, &kE4M3, &kE5M2, &kE2M1};
  for (int i = 0; i < 20000; ++i) {
    uint64_t v = rng() >> (rng() % 64);
    for (unsigned w : widths)
      for (bool sgn : {true, false}) {
        uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
        uint64_t m = v & mask;
        long double x;
        if (sgn && (m >> (w - 1)) & 1)
          x = -(long double)((~m + 1) & mask);
        else
          x = (long double)m;
        for (const RefFormat *t : targets) {
          R r = kAllModes[rng() % 5];
          uint64_t want = refConvert(*t, x, r);
          uint64_t got = intToFloat(v, w, sgn, t->format, r);
          if (got != want && failures++ < 10)
            ADD_FAILURE() << "itof " << hex(v) << " i" << w
                          << (sgn ? " signed" : " unsigned") << " to "
                          << int(t->format) << " " << modeName(r) << ": got "
                          << hex(got) << ", want " << hex(want);
        }
      }
  }
  EXPECT_EQ(failures, 0u);
}

//===----------------------------------------------------------------------===//
// (d) maxf / minf and (e) flush to zero
//===----------------------------------------------------------------------===//

TEST(NumericsMinMax, NaNAndSignedZero) {
  const uint64_t nan = 0x7FC00000, pz = 0, nz = 0x80000000;
  const uint64_t one = bitsOf(1.0f), mone = bitsOf(-1.0f);
  const uint64_t snan = 0x7F800001, negNan = 0xFFC00000;
  for (bool ftz : {false, true}) {
    // maximumNumber / minimumNumber: a NaN operand loses.
    EXPECT_EQ(maxFloat(F::F32, nan, one, false, ftz), one);
    EXPECT_EQ(maxFloat(F::F32, one, snan, false, ftz), one);
    EXPECT_EQ(minFloat(F::F32, negNan, mone, false, ftz), mone);
    EXPECT_EQ(maxFloat(F::F32, nan, snan, false, ftz), 0x7FC00000u);
    // maximum / minimum: NaN wins.
    EXPECT_EQ(maxFloat(F::F32, nan, one, true, ftz), 0x7FC00000u);
    EXPECT_EQ(minFloat(F::F32, one, negNan, true, ftz), 0x7FC00000u);
    // -0 < +0 in either order.
    for (bool prop : {false, true}) {
      EXPECT_EQ(maxFloat(F::F32, pz, nz, prop, ftz), pz);
      EXPECT_EQ(maxFloat(F::F32, nz, pz, prop, ftz), pz);
      EXPECT_EQ(minFloat(F::F32, pz, nz, prop, ftz), nz);
      EXPECT_EQ(minFloat(F::F32, nz, pz, prop, ftz), nz);
      EXPECT_EQ(maxFloat(F::F32, mone, one, prop, ftz), one);
      EXPECT_EQ(minFloat(F::F32, mone, one, prop, ftz), mone);
      EXPECT_EQ(maxFloat(F::F32, bitsOf(-INFINITY), mone, prop, ftz), mone);
    }
  }
  // Other formats.
  EXPECT_EQ(maxFloat(F::F16, 0x8000, 0x0000, false, false), 0x0000u);
  EXPECT_EQ(minFloat(F::F16, 0x0000, 0x8000, false, false), 0x8000u);
  EXPECT_EQ(maxFloat(F::F16, 0x7E01, 0xBC00, false, false), 0xBC00u);
  EXPECT_EQ(maxFloat(F::F16, 0x7E01, 0xBC00, true, false), 0x7E00u);
  EXPECT_EQ(minFloat(F::BF16, 0xBF80, 0x3F80, false, false), 0xBF80u);
  EXPECT_EQ(maxFloat(F::F64, bitsOf(-0.0), bitsOf(0.0), false, false),
            bitsOf(0.0));
  EXPECT_EQ(minFloat(F::F64, bitsOf(2.0), 0x7FF8000000000001ull, true, false),
            0x7FF8000000000000ull);
  // Subnormals under flush to zero compare as zeros of their sign.
  const uint64_t sub = 0x00000001, nsub = 0x80000001;
  EXPECT_EQ(maxFloat(F::F32, sub, nz, false, false), sub);
  EXPECT_EQ(maxFloat(F::F32, sub, nz, false, true), pz);
  EXPECT_EQ(minFloat(F::F32, nsub, pz, false, true), nz);
  EXPECT_EQ(minFloat(F::F32, nsub, pz, false, false), nsub);
}

TEST(NumericsFlushToZero, F32Only) {
  FloatEnv ftz{R::NearestEven, true}, plain{R::NearestEven, false};
  FloatEnv ftzUp{R::Up, true};
  const uint64_t minSub = 0x00000001, minNormal = 0x00800000;
  for (bool fast : {true, false}) {
    setHostFastPaths(fast);
    // Subnormal inputs are zeros.
    EXPECT_EQ(addFloat(F::F32, minSub, minSub, plain), 0x00000002u);
    EXPECT_EQ(addFloat(F::F32, minSub, minSub, ftz), 0u);
    EXPECT_EQ(addFloat(F::F32, 0x80000001, 0x80000001, ftz), 0x80000000u);
    EXPECT_EQ(mulFloat(F::F32, minSub, bitsOf(0x1p100f), ftz), 0u);
    EXPECT_EQ(mulFloat(F::F32, minSub, bitsOf(0x1p100f), plain),
              bitsOf(0x1p-49f));
    EXPECT_EQ(divFloat(F::F32, bitsOf(1.0f), minSub, ftz), 0x7F800000u);
    EXPECT_EQ(sqrtFloat(F::F32, minSub, ftz), 0u);
    EXPECT_EQ(fmaFloat(F::F32, minSub, bitsOf(1.0f), bitsOf(1.0f), ftz),
              bitsOf(1.0f));
    // Subnormal results become zero of their sign; normal ones stay.
    EXPECT_EQ(mulFloat(F::F32, bitsOf(0x1p-100f), bitsOf(0x1p-30f), ftz), 0u);
    EXPECT_EQ(mulFloat(F::F32, bitsOf(-0x1p-100f), bitsOf(0x1p-30f), ftz),
              0x80000000u);
    EXPECT_EQ(mulFloat(F::F32, bitsOf(0x1p-100f), bitsOf(0x1p-26f), ftz),
              minNormal);
    EXPECT_EQ(subFloat(F::F32, bitsOf(0x1.000002p-126f), minNormal, ftz), 0u);
    EXPECT_EQ(subFloat(F::F32, bitsOf(0x1.000002p-126f), minNormal, plain),
              minSub);
    EXPECT_EQ(divFloat(F::F32, bitsOf(0x1p-120f), bitsOf(0x1p10f), ftz), 0u);
  }
  setHostFastPaths(true);
  // Directed rounding: a tiny positive result rounds up to the smallest
  // subnormal, which is then flushed.
  EXPECT_EQ(mulFloat(F::F32, bitsOf(0x1p-100f), bitsOf(0x1p-100f), ftzUp), 0u);
  // Other formats ignore the flag.
  EXPECT_EQ(addFloat(F::F16, 0x0001, 0x0001, ftz), 0x0002u);
  EXPECT_EQ(addFloat(F::BF16, 0x0001, 0x0001, ftz), 0x0002u);
  EXPECT_EQ(addFloat(F::F64, 1, 1, ftz), 2u);
}

} // namespace
