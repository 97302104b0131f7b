//===- FloatFormats.cpp - Encodings and conversions of Tile IR floats -----===//
//
// Decoding and encoding of every FloatFormat, and the single rounding routine
// that all conversions and arithmetic go through. The special-value rules of
// the narrow formats (saturation, NaN) are documented in docs/numerics.md.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/Numerics.h"

#include <atomic>
#include <cstring>

using namespace tilekit::exec;
using namespace tilekit::exec::detail;

namespace {

/// How a format encodes non-finite values.
enum class Specials : uint8_t {
  IEEE,       ///< all-ones exponent: mantissa 0 = Inf, otherwise NaN
  AllOnesNaN, ///< only S.1111.111 is NaN, no Inf (f8E4M3FN)
  ExpNaN,     ///< exponent field all ones is NaN, no Inf (f8E8M0FNU)
  None,       ///< every encoding is finite (f4E2M1FN)
};

/// What a result beyond the largest finite value becomes.
enum class Overflow : uint8_t {
  IEEE,     ///< Inf or the largest finite value, by rounding direction
  Saturate, ///< always the largest finite value (satfinite)
  NaNOrMax, ///< NaN where IEEE would give Inf, else the largest finite
};

/// Static description of a format. Encodings (`maxFinite`, `inf`, `nan`,
/// `nanResult`) are magnitudes before `shift`, i.e. in the format's own bits.
struct FormatDesc {
  uint8_t expBits;
  uint8_t mantBits;
  uint8_t shift; ///< tf32 sits in the high 19 bits of its 32-bit storage
  uint8_t storage;
  int16_t bias;
  bool hasSign;
  bool hasSubnormals; ///< false: exponent field 0 is an ordinary binade
  bool hasZero;
  Specials specials;
  Overflow overflow;
  uint64_t maxFinite;
  uint64_t inf;       ///< meaningful with Specials::IEEE only
  uint64_t nan;       ///< canonical NaN (f4: +max, it has no NaN)
  uint64_t nanResult; ///< what converting a NaN into the format gives
};

// The rows follow the FloatFormat enumerators.
constexpr FormatDesc kFormats[] = {
    // F16
    {5, 10, 0, 16, 15, true, true, true, Specials::IEEE, Overflow::IEEE, 0x7BFF,
     0x7C00, 0x7E00, 0x7E00},
    // BF16
    {8, 7, 0, 16, 127, true, true, true, Specials::IEEE, Overflow::IEEE, 0x7F7F,
     0x7F80, 0x7FC0, 0x7FC0},
    // F32
    {8, 23, 0, 32, 127, true, true, true, Specials::IEEE, Overflow::IEEE,
     0x7F7FFFFF, 0x7F800000, 0x7FC00000, 0x7FC00000},
    // TF32
    {8, 10, 13, 32, 127, true, true, true, Specials::IEEE, Overflow::IEEE,
     0x3FBFF, 0x3FC00, 0x3FE00, 0x3FE00},
    // F64
    {11, 52, 0, 64, 1023, true, true, true, Specials::IEEE, Overflow::IEEE,
     0x7FEFFFFFFFFFFFFFull, 0x7FF0000000000000ull, 0x7FF8000000000000ull,
     0x7FF8000000000000ull},
    // F8E4M3FN: satfinite, NaN converts to +max (Tile IR spec 5.1.3).
    {4, 3, 0, 8, 7, true, true, true, Specials::AllOnesNaN, Overflow::Saturate,
     0x7E, 0, 0x7F, 0x7E},
    // F8E5M2: satfinite, NaN stays NaN (Tile IR spec 5.1.3).
    {5, 2, 0, 8, 15, true, true, true, Specials::IEEE, Overflow::Saturate, 0x7B,
     0x7C, 0x7E, 0x7E},
    // F8E8M0FNU: LLVM APFloat's rules (the spec is silent).
    {8, 0, 0, 8, 127, false, false, false, Specials::ExpNaN, Overflow::NaNOrMax,
     0xFE, 0, 0xFF, 0xFF},
    // F4E2M1FN: satfinite like the f8 formats; no NaN, so NaN gives +max.
    {2, 1, 0, 4, 1, true, true, true, Specials::None, Overflow::Saturate, 0x7,
     0, 0x7, 0x7},
    // F8E5M3FNU (13.4): unsigned, NaN only 0xFF; satfinite like the other
    // finite f8 formats (the spec is silent); negative values become NaN as
    // in f8E8M0FNU.
    {5, 3, 0, 8, 15, false, true, true, Specials::AllOnesNaN,
     Overflow::Saturate, 0xFE, 0, 0xFF, 0xFF},
};

static_assert(sizeof(kFormats) / sizeof(kFormats[0]) ==
                  static_cast<unsigned>(FloatFormat::F8E5M3FNU) + 1,
              "one row per FloatFormat");

const FormatDesc &desc(FloatFormat f) {
  return kFormats[static_cast<unsigned>(f)];
}

uint64_t signBit(const FormatDesc &d) {
  return d.hasSign ? uint64_t(1) << (d.expBits + d.mantBits + d.shift) : 0;
}

int clz64(uint64_t v) { return __builtin_clzll(v); }

bool roundsAway(Rounding r, bool sign) {
  return r == Rounding::NearestEven || r == Rounding::NearestAway ||
         (r == Rounding::Up && !sign) || (r == Rounding::Down && sign);
}

uint64_t overflowResult(const FormatDesc &d, bool sign, Rounding r) {
  uint64_t s = sign ? signBit(d) : 0;
  bool away = roundsAway(r, sign);
  switch (d.overflow) {
  case Overflow::IEEE:
    return s | ((away ? d.inf : d.maxFinite) << d.shift);
  case Overflow::Saturate:
    return s | (d.maxFinite << d.shift);
  case Overflow::NaNOrMax:
    return away ? d.nan << d.shift : s | (d.maxFinite << d.shift);
  }
  return 0;
}

std::atomic<bool> gHostFastPaths{true};


/// Encodes a decoded value into `to`.
uint64_t encode(const Unpacked &u, FloatFormat to, Rounding r) {
  const FormatDesc &d = desc(to);
  switch (u.kind) {
  case ValueKind::NaN:
    return d.nanResult << d.shift;
  case ValueKind::Inf:
    return infinityOf(to, u.sign);
  case ValueKind::Zero:
    return zeroOf(to, u.sign);
  case ValueKind::Finite:
    break;
  }
  return roundToFormat(to, u.sign, u.exp, u.sig, false, r);
}

} // namespace

//===----------------------------------------------------------------------===//
// Shared internals
//===----------------------------------------------------------------------===//

bool detail::hostFastPathsEnabled() {
  return gHostFastPaths.load(std::memory_order_relaxed);
}

void tilekit::exec::setHostFastPaths(bool enabled) {
  gHostFastPaths.store(enabled, std::memory_order_relaxed);
}

Unpacked detail::decode(uint64_t bits, FloatFormat format) {
  // tf32 storage is an f32; reading it as one also keeps stray low bits exact.
  if (format == FloatFormat::TF32)
    format = FloatFormat::F32;
  const FormatDesc &d = desc(format);
  unsigned m = d.mantBits;
  uint64_t mant = bits & ((uint64_t(1) << m) - 1);
  uint64_t expMask = (uint64_t(1) << d.expBits) - 1;
  uint64_t e = (bits >> m) & expMask;
  bool sign = d.hasSign && (bits >> (d.expBits + m)) & 1;
  Unpacked u{ValueKind::Finite, sign, 0, 0};
  switch (d.specials) {
  case Specials::IEEE:
    if (e == expMask) {
      u.kind = mant ? ValueKind::NaN : ValueKind::Inf;
      return u;
    }
    break;
  case Specials::AllOnesNaN:
    if (e == expMask && mant == (uint64_t(1) << m) - 1) {
      u.kind = ValueKind::NaN;
      return u;
    }
    break;
  case Specials::ExpNaN:
    if (e == expMask) {
      u.kind = ValueKind::NaN;
      return u;
    }
    break;
  case Specials::None:
    break;
  }
  if (!d.hasSubnormals) {
    u.exp = int32_t(e) - d.bias;
    u.sig = ((uint64_t(1) << m) | mant) << (63 - m);
    return u;
  }
  if (e == 0) {
    if (mant == 0) {
      u.kind = ValueKind::Zero;
      return u;
    }
    int top = 63 - clz64(mant);
    u.exp = 1 - d.bias - int32_t(m) + top;
    u.sig = mant << (63 - top);
    return u;
  }
  u.exp = int32_t(e) - d.bias;
  u.sig = ((uint64_t(1) << m) | mant) << (63 - m);
  return u;
}

uint64_t detail::roundToFormat(FloatFormat format, bool sign, int32_t exp,
                               uint64_t sig, bool sticky, Rounding rounding) {
  const FormatDesc &d = desc(format);
  // Unsigned f8E8M0FNU: negative values have no encoding.
  if (sign && !d.hasSign)
    return d.nan << d.shift;
  unsigned m = d.mantBits;
  int32_t minNormalField = d.hasSubnormals ? 1 : 0;
  int32_t emin = minNormalField - d.bias;
  int32_t emax = int32_t(d.maxFinite >> m) - d.bias;
  if (exp > emax + 1)
    return overflowResult(d, sign, rounding);

  // Result = (field << m) + q, where q carries the implicit bit of normals:
  // a carry out of the rounding increment then lands in the exponent field.
  unsigned shift = 63 - m;
  int64_t field = int64_t(exp) + d.bias - 1;
  if (exp < emin) {
    // No zero and no subnormals (f8E8M0FNU): the smallest value is the
    // nearest encodable one in every rounding mode (APFloat's rule).
    if (!d.hasSubnormals)
      return 0;
    shift += unsigned(emin - exp);
    field = 0;
  }
  uint64_t q, rem, half;
  if (shift >= 64) {
    // Everything is below the lowest result bit: q = 0, and the value is
    // exactly half an ulp only for shift == 64 with sig == 2^63.
    q = 0;
    if (shift == 64) {
      rem = sig;
      half = uint64_t(1) << 63;
    } else {
      rem = 1; // nonzero, below half
      half = 2;
      sticky = true;
    }
  } else {
    q = sig >> shift;
    rem = sig & ((uint64_t(1) << shift) - 1);
    half = uint64_t(1) << (shift - 1);
  }
  bool inexact = rem != 0 || sticky;
  uint64_t enc = (uint64_t(field) << m) + q;
  bool up = false;
  switch (rounding) {
  case Rounding::NearestEven:
    // Even refers to the encoding: with no mantissa bits (f8E8M0FNU) that is
    // the exponent field, not the implicit bit.
    up = rem > half || (rem == half && (sticky || (enc & 1)));
    break;
  case Rounding::NearestAway:
    up = rem >= half;
    break;
  case Rounding::Zero:
    break;
  case Rounding::Up:
    up = inexact && !sign;
    break;
  case Rounding::Down:
    up = inexact && sign;
    break;
  }
  enc += up ? 1 : 0;
  if (enc > d.maxFinite)
    return overflowResult(d, sign, rounding);
  return (sign ? signBit(d) : 0) | (enc << d.shift);
}

uint64_t detail::zeroOf(FloatFormat format, bool sign) {
  const FormatDesc &d = desc(format);
  // f8E8M0FNU has no zero; 0x00 (2^-127) is the nearest value (APFloat).
  if (!d.hasZero)
    return 0;
  return sign ? signBit(d) : 0;
}

uint64_t detail::infinityOf(FloatFormat format, bool sign) {
  const FormatDesc &d = desc(format);
  // An unsigned format has no negative values (f8E5M3FNU): NaN.
  if (sign && !d.hasSign)
    return d.nan << d.shift;
  switch (d.overflow) {
  case Overflow::IEEE:
    return (sign ? signBit(d) : 0) | (d.inf << d.shift);
  case Overflow::Saturate:
    return (sign ? signBit(d) : 0) | (d.maxFinite << d.shift);
  case Overflow::NaNOrMax:
    return d.nan << d.shift;
  }
  return 0;
}

//===----------------------------------------------------------------------===//
// Format properties
//===----------------------------------------------------------------------===//

unsigned tilekit::exec::storageBits(FloatFormat format) {
  return desc(format).storage;
}

uint64_t tilekit::exec::canonicalNaN(FloatFormat f) {
  const FormatDesc &d = desc(f);
  return d.nan << d.shift;
}

bool tilekit::exec::isNaN(uint64_t bits, FloatFormat f) {
  return decode(bits, f).kind == ValueKind::NaN;
}

//===----------------------------------------------------------------------===//
// Hot-path f16 / bf16 conversions (bit manipulation, no host FP state)
//===----------------------------------------------------------------------===//

uint16_t tilekit::exec::floatToHalfBits(float value) {
  uint32_t x = bitsOfF32(value);
  uint16_t sign = uint16_t((x >> 16) & 0x8000);
  uint32_t a = x & 0x7FFFFFFF;
  if (a >= 0x7F800000)
    return a == 0x7F800000 ? sign | 0x7C00 : 0x7E00;
  if (a >= 0x477FF000) // >= 65520: rounds to Inf
    return sign | 0x7C00;
  if (a >= 0x38800000) { // normal f16: rebias, round at bit 13
    uint32_t r = a - ((127 - 15) << 23);
    r += 0xFFF + ((r >> 13) & 1);
    return sign | uint16_t(r >> 13);
  }
  if (a <= 0x33000000) // <= 2^-25: half of the smallest subnormal or less
    return sign;
  uint32_t mant = (a & 0x7FFFFF) | 0x800000;
  unsigned shift = 126 - (a >> 23); // 14..24
  uint32_t q = mant >> shift;
  uint32_t rem = mant & ((1u << shift) - 1);
  uint32_t half = 1u << (shift - 1);
  if (rem > half || (rem == half && (q & 1)))
    ++q;
  return sign | uint16_t(q);
}

uint16_t tilekit::exec::floatToBFloat16Bits(float value) {
  uint32_t x = bitsOfF32(value);
  if ((x & 0x7FFFFFFF) > 0x7F800000)
    return 0x7FC0;
  x += 0x7FFF + ((x >> 16) & 1);
  return uint16_t(x >> 16);
}

float tilekit::exec::halfBitsToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits & 0x8000) << 16;
  uint32_t e = (bits >> 10) & 0x1F;
  uint32_t mant = bits & 0x3FF;
  if (e == 0x1F)
    return f32FromBits(mant ? 0x7FC00000 : sign | 0x7F800000);
  if (e == 0) {
    if (mant == 0)
      return f32FromBits(sign);
    int top = 31 - __builtin_clz(mant); // 0..9
    uint32_t exp = uint32_t(top - 24 + 127);
    return f32FromBits(sign | (exp << 23) | ((mant << (23 - top)) & 0x7FFFFF));
  }
  return f32FromBits(sign | ((e + 127 - 15) << 23) | (mant << 13));
}

float tilekit::exec::bfloat16BitsToFloat(uint16_t bits) {
  if ((bits & 0x7FFF) > 0x7F80)
    return f32FromBits(0x7FC00000);
  return f32FromBits(uint32_t(bits) << 16);
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

uint64_t tilekit::exec::convertFloat(uint64_t bits, FloatFormat from,
                                     FloatFormat to, Rounding rounding) {
  using F = FloatFormat;
  if (from == to)
    return bits;
  // Exact widenings and the round-to-nearest-even hot paths.
  if (to == F::F32) {
    if (from == F::F16)
      return bitsOfF32(halfBitsToFloat(uint16_t(bits)));
    if (from == F::BF16)
      return bitsOfF32(bfloat16BitsToFloat(uint16_t(bits)));
  }
  if (from == F::F32 && rounding == Rounding::NearestEven) {
    if (to == F::F16)
      return floatToHalfBits(f32FromBits(uint32_t(bits)));
    if (to == F::BF16)
      return floatToBFloat16Bits(f32FromBits(uint32_t(bits)));
  }
  if (to == F::F64 && (from == F::F32 || from == F::F16 || from == F::BF16)) {
    uint32_t f = from == F::F32 ? uint32_t(bits)
                                : uint32_t(convertFloat(bits, from, F::F32));
    float v = f32FromBits(f);
    if (v != v)
      return desc(F::F64).nan;
    return bitsOfF64(double(v)); // exact
  }
#if defined(__FLT_EVAL_METHOD__) && __FLT_EVAL_METHOD__ == 0 &&                \
    !defined(__FAST_MATH__)
  if (from == F::F64 && to == F::F32 && rounding == Rounding::NearestEven &&
      hostFastPathsEnabled()) {
    double v = f64FromBits(bits);
    if (v != v)
      return desc(F::F32).nan;
    return bitsOfF32(float(v));
  }
#endif
  return encode(decode(bits, from), to, rounding);
}

uint64_t tilekit::exec::floatToInt(uint64_t bits, FloatFormat from,
                                   unsigned width, bool isSigned,
                                   bool *invalid) {
  // Results are the two's-complement pattern in the low `width` bits.
  uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  uint64_t maxMag = isSigned ? mask >> 1 : mask; // largest positive value
  uint64_t minMag = isSigned ? maxMag + 1 : 0;   // magnitude of the minimum
  auto saturate = [&](bool negative) -> uint64_t {
    if (invalid)
      *invalid = true;
    return negative ? (uint64_t(0) - minMag) & mask : maxMag;
  };
  if (invalid)
    *invalid = false;
  Unpacked u = decode(bits, from);
  switch (u.kind) {
  case ValueKind::NaN:
    if (invalid)
      *invalid = true;
    return 0;
  case ValueKind::Inf:
    return saturate(u.sign);
  case ValueKind::Zero:
    return 0;
  case ValueKind::Finite:
    break;
  }
  if (u.exp < 0) // |value| < 1 truncates to zero, in range for every type
    return 0;
  if (u.exp >= 64)
    return saturate(u.sign);
  uint64_t mag = u.sig >> (63 - u.exp);
  if (u.sign) {
    if (mag > minMag)
      return saturate(true);
    return (uint64_t(0) - mag) & mask;
  }
  if (mag > maxMag)
    return saturate(false);
  return mag;
}

uint64_t tilekit::exec::intToFloat(uint64_t value, unsigned width,
                                   bool isSigned, FloatFormat to,
                                   Rounding rounding) {
  uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  value &= mask;
  bool negative = isSigned && width > 0 && (value >> (width - 1)) & 1;
  uint64_t mag = negative ? (uint64_t(0) - value) & mask : value;
  if (mag == 0)
    return zeroOf(to, false);
  int lz = clz64(mag);
  return roundToFormat(to, negative, 63 - lz, mag << lz, false, rounding);
}

float tilekit::exec::toFloat(uint64_t bits, FloatFormat from) {
  switch (from) {
  case FloatFormat::F32:
  case FloatFormat::TF32:
    return f32FromBits(uint32_t(bits));
  case FloatFormat::F16:
    return halfBitsToFloat(uint16_t(bits));
  case FloatFormat::BF16:
    return bfloat16BitsToFloat(uint16_t(bits));
  default:
    return f32FromBits(uint32_t(convertFloat(bits, from, FloatFormat::F32)));
  }
}

double tilekit::exec::toDouble(uint64_t bits, FloatFormat from) {
  if (from == FloatFormat::F64)
    return f64FromBits(bits);
  return f64FromBits(convertFloat(bits, from, FloatFormat::F64));
}
