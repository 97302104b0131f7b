//===- FloatArithmetic.cpp - Correctly rounded float arithmetic -----------===//
//
// addf/subf/mulf/divf/fma/sqrt in every rounding mode, computed exactly on
// integer significands (unsigned __int128) and rounded once by
// detail::roundToFormat. Round-to-nearest-even on f32/f64 uses the host FPU,
// whose IEEE operations give the same bits. The library never touches the
// host rounding mode.
//
// NaN results are always the format's canonical quiet NaN (positive, payload
// dropped): Tile IR does not specify NaN payloads, and a single NaN keeps the
// interpreter's results reproducible whatever the operand NaNs were.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/Numerics.h"

#include <cmath>
#include <cstring>
#include <utility>

using namespace tilekit::exec;
using namespace tilekit::exec::detail;

#if defined(__FLT_EVAL_METHOD__) && __FLT_EVAL_METHOD__ == 0 &&                \
    !defined(__FAST_MATH__)
#define TILEKIT_HOST_FAST_PATH 1
#else
#define TILEKIT_HOST_FAST_PATH 0
#endif

namespace {

using u128 = unsigned __int128;

enum class Op : uint8_t { Add, Sub, Mul, Div, Fma, Sqrt };


int msb128(u128 v) {
  uint64_t hi = uint64_t(v >> 64);
  return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll(uint64_t(v));
}

/// Explicit mantissa bits of the values `decode` produces for `f`: decoded
/// significands have at most this many bits below the leading one.
unsigned decodedMantBits(FloatFormat f) {
  switch (f) {
  case FloatFormat::F16:
    return 10;
  case FloatFormat::BF16:
    return 7;
  case FloatFormat::F32:
  case FloatFormat::TF32:
    return 23;
  case FloatFormat::F64:
    return 52;
  case FloatFormat::F8E4M3FN:
    return 3;
  case FloatFormat::F8E5M2:
    return 2;
  case FloatFormat::F8E8M0FNU:
    return 0;
  case FloatFormat::F4E2M1FN:
    return 1;
  case FloatFormat::F8E5M3FNU:
    return 3;
  }
  return 52;
}

bool ftzApplies(FloatFormat f, FloatEnv env) {
  return env.flushToZero && f == FloatFormat::F32;
}

uint64_t flushIf(bool ftz, uint64_t bits) {
  return ftz ? flushSubnormalF32(uint32_t(bits)) : bits;
}

/// Rounds the exact value mag * 2^lsbExp (+ a nonzero fraction below bit 0
/// when `sticky`), mag != 0.
uint64_t round128(FloatFormat f, bool sign, int32_t lsbExp, u128 mag,
                  bool sticky, Rounding r) {
  int p = msb128(mag);
  uint64_t sig;
  if (p > 63) {
    int s = p - 63;
    sig = uint64_t(mag >> s);
    sticky |= (mag & ((u128(1) << s) - 1)) != 0;
  } else {
    sig = uint64_t(mag) << (63 - p);
  }
  return roundToFormat(f, sign, lsbExp + p, sig, sticky, r);
}

/// The exact-representable value of a decoded finite operand, re-encoded.
uint64_t repack(FloatFormat f, const Unpacked &u, Rounding r) {
  return roundToFormat(f, u.sign, u.exp, u.sig, false, r);
}

/// (-1)^sa * A * 2^ea + (-1)^sb * B * 2^eb, A and B nonzero with at most 106
/// significant bits, rounded once. Both are aligned with their leading bit at
/// bit 125; when the smaller one loses bits in the alignment shift they are
/// jammed into its bit 0 (round to odd). That is exact for rounding: the
/// larger operand is even (at least 20 trailing zeros), and bits can only be
/// lost when the result keeps its leading bit at 124 or 125, far above the
/// rounding position (at most 53 bits are kept).
uint64_t addExact(FloatFormat f, bool sa, u128 a, int32_t ea, bool sb, u128 b,
                  int32_t eb, Rounding r) {
  int pa = msb128(a), pb = msb128(b);
  a <<= 125 - pa;
  ea -= 125 - pa;
  b <<= 125 - pb;
  eb -= 125 - pb;
  if (ea < eb || (ea == eb && a < b)) {
    std::swap(a, b);
    std::swap(ea, eb);
    std::swap(sa, sb);
  }
  int32_t d = ea - eb;
  if (d >= 126) {
    b = 1;
  } else if (d > 0) {
    bool lost = (b & ((u128(1) << d) - 1)) != 0;
    b = (b >> d) | u128(lost);
  }
  u128 sum = sa == sb ? a + b : a - b;
  if (sum == 0) // exact cancellation: +0, or -0 rounding downward
    return zeroOf(f, r == Rounding::Down);
  return round128(f, sa, ea, sum, false, r);
}

//===----------------------------------------------------------------------===//
// Software operations on decoded operands
//===----------------------------------------------------------------------===//

uint64_t softAdd(FloatFormat f, Unpacked x, Unpacked y, Rounding r) {
  if (x.kind == ValueKind::NaN || y.kind == ValueKind::NaN)
    return canonicalNaN(f);
  if (x.kind == ValueKind::Inf || y.kind == ValueKind::Inf) {
    if (x.kind == y.kind && x.sign != y.sign)
      return canonicalNaN(f);
    return infinityOf(f, x.kind == ValueKind::Inf ? x.sign : y.sign);
  }
  if (x.kind == ValueKind::Zero && y.kind == ValueKind::Zero)
    return zeroOf(f, x.sign == y.sign ? x.sign : r == Rounding::Down);
  if (x.kind == ValueKind::Zero)
    return repack(f, y, r);
  if (y.kind == ValueKind::Zero)
    return repack(f, x, r);
  return addExact(f, x.sign, x.sig, x.exp - 63, y.sign, y.sig, y.exp - 63, r);
}

uint64_t softMul(FloatFormat f, Unpacked x, Unpacked y, Rounding r) {
  if (x.kind == ValueKind::NaN || y.kind == ValueKind::NaN)
    return canonicalNaN(f);
  bool sign = x.sign != y.sign;
  if (x.kind == ValueKind::Inf || y.kind == ValueKind::Inf) {
    if (x.kind == ValueKind::Zero || y.kind == ValueKind::Zero)
      return canonicalNaN(f);
    return infinityOf(f, sign);
  }
  if (x.kind == ValueKind::Zero || y.kind == ValueKind::Zero)
    return zeroOf(f, sign);
  return round128(f, sign, (x.exp - 63) + (y.exp - 63), u128(x.sig) * y.sig,
                  false, r);
}

uint64_t softDiv(FloatFormat f, Unpacked x, Unpacked y, Rounding r) {
  if (x.kind == ValueKind::NaN || y.kind == ValueKind::NaN)
    return canonicalNaN(f);
  bool sign = x.sign != y.sign;
  if (x.kind == ValueKind::Inf)
    return y.kind == ValueKind::Inf ? canonicalNaN(f) : infinityOf(f, sign);
  if (y.kind == ValueKind::Inf)
    return zeroOf(f, sign);
  if (y.kind == ValueKind::Zero)
    return x.kind == ValueKind::Zero ? canonicalNaN(f) : infinityOf(f, sign);
  if (x.kind == ValueKind::Zero)
    return zeroOf(f, sign);
  // (x.sig * 2^64) / y.sig has 64 or 65 bits; the remainder is the sticky.
  u128 num = u128(x.sig) << 64;
  u128 q = num / y.sig;
  bool sticky = q * y.sig != num;
  return round128(f, sign, x.exp - y.exp - 64, q, sticky, r);
}

/// floor(sqrt(v)) for v < 2^128.
uint64_t isqrt128(u128 v) {
  // A long double estimate (64-bit precision on x86) then exact correction;
  // the Newton step keeps this fast where long double is only a double.
  long double est = std::sqrt(static_cast<long double>(v));
  uint64_t x = est >= 18446744073709551615.0L ? ~uint64_t(0) : uint64_t(est);
  if (x == 0)
    x = 1;
  u128 next = (u128(x) + v / x) >> 1;
  x = next > ~uint64_t(0) ? ~uint64_t(0) : uint64_t(next);
  while (u128(x) * x > v)
    --x;
  while (x != ~uint64_t(0) && u128(x + 1) * (x + 1) <= v)
    ++x;
  return x;
}

uint64_t softSqrt(FloatFormat f, Unpacked x, Rounding r) {
  if (x.kind == ValueKind::NaN)
    return canonicalNaN(f);
  if (x.kind == ValueKind::Zero)
    return zeroOf(f, x.sign); // sqrt(-0) = -0
  if (x.sign)
    return canonicalNaN(f);
  if (x.kind == ValueKind::Inf)
    return infinityOf(f, false);
  // value = sig * 2^e; scale sig by an even power so the root has 64 bits.
  int32_t e = x.exp - 63;
  unsigned up = (e & 1) ? 63 : 64;
  u128 m = u128(x.sig) << up;
  uint64_t root = isqrt128(m);
  bool sticky = u128(root) * root != m;
  return round128(f, false, (e - int32_t(up)) / 2, root, sticky, r);
}

uint64_t softFma(FloatFormat f, Unpacked x, Unpacked y, Unpacked z,
                 Rounding r) {
  if (x.kind == ValueKind::NaN || y.kind == ValueKind::NaN ||
      z.kind == ValueKind::NaN)
    return canonicalNaN(f);
  bool ps = x.sign != y.sign;
  if (x.kind == ValueKind::Inf || y.kind == ValueKind::Inf) {
    if (x.kind == ValueKind::Zero || y.kind == ValueKind::Zero)
      return canonicalNaN(f);
    if (z.kind == ValueKind::Inf && z.sign != ps)
      return canonicalNaN(f);
    return infinityOf(f, ps);
  }
  if (z.kind == ValueKind::Inf)
    return infinityOf(f, z.sign);
  if (x.kind == ValueKind::Zero || y.kind == ValueKind::Zero) {
    if (z.kind == ValueKind::Zero)
      return zeroOf(f, ps == z.sign ? ps : r == Rounding::Down);
    return repack(f, z, r);
  }
  // The product, exact: at most 2 * 53 = 106 bits.
  unsigned dm = decodedMantBits(f);
  u128 prod = u128(x.sig >> (63 - dm)) * (y.sig >> (63 - dm));
  int32_t pe = (x.exp - int32_t(dm)) + (y.exp - int32_t(dm));
  if (z.kind == ValueKind::Zero)
    return round128(f, ps, pe, prod, false, r);
  return addExact(f, ps, prod, pe, z.sign, z.sig, z.exp - 63, r);
}

//===----------------------------------------------------------------------===//
// Host fast paths (round to nearest even, f32 and f64 only)
//===----------------------------------------------------------------------===//

bool hostApplies(FloatFormat f, FloatEnv env) {
  return TILEKIT_HOST_FAST_PATH && env.rounding == Rounding::NearestEven &&
         (f == FloatFormat::F32 || f == FloatFormat::F64) &&
         hostFastPathsEnabled();
}

uint64_t hostF32(Op op, uint64_t a, uint64_t b, uint64_t c, bool ftz) {
  float x = f32FromBits(uint32_t(flushIf(ftz, a)));
  float y = f32FromBits(uint32_t(flushIf(ftz, b)));
  float z = f32FromBits(uint32_t(flushIf(ftz, c)));
  float res = 0;
  switch (op) {
  case Op::Add:
    res = x + y;
    break;
  case Op::Sub:
    res = x - y;
    break;
  case Op::Mul:
    res = x * y;
    break;
  case Op::Div:
    res = x / y;
    break;
  case Op::Fma:
    res = std::fma(x, y, z);
    break;
  case Op::Sqrt:
    res = std::sqrt(x);
    break;
  }
  if (res != res)
    return canonicalNaN(FloatFormat::F32);
  return flushIf(ftz, bitsOfF32(res));
}

uint64_t hostF64(Op op, uint64_t a, uint64_t b, uint64_t c) {
  double x = f64FromBits(a), y = f64FromBits(b), z = f64FromBits(c);
  double res = 0;
  switch (op) {
  case Op::Add:
    res = x + y;
    break;
  case Op::Sub:
    res = x - y;
    break;
  case Op::Mul:
    res = x * y;
    break;
  case Op::Div:
    res = x / y;
    break;
  case Op::Fma:
    res = std::fma(x, y, z);
    break;
  case Op::Sqrt:
    res = std::sqrt(x);
    break;
  }
  if (res != res)
    return canonicalNaN(FloatFormat::F64);
  return bitsOfF64(res);
}

uint64_t compute(Op op, FloatFormat f, uint64_t a, uint64_t b, uint64_t c,
                 FloatEnv env) {
  bool ftz = ftzApplies(f, env);
  if (hostApplies(f, env))
    return f == FloatFormat::F32 ? hostF32(op, a, b, c, ftz)
                                 : hostF64(op, a, b, c);
  Unpacked x = decode(flushIf(ftz, a), f);
  Unpacked y = decode(flushIf(ftz, b), f);
  Rounding r = env.rounding;
  uint64_t res = 0;
  switch (op) {
  case Op::Add:
    res = softAdd(f, x, y, r);
    break;
  case Op::Sub:
    y.sign = !y.sign;
    res = softAdd(f, x, y, r);
    break;
  case Op::Mul:
    res = softMul(f, x, y, r);
    break;
  case Op::Div:
    res = softDiv(f, x, y, r);
    break;
  case Op::Fma:
    res = softFma(f, x, y, decode(flushIf(ftz, c), f), r);
    break;
  case Op::Sqrt:
    res = softSqrt(f, x, r);
    break;
  }
  return flushIf(ftz, res);
}

//===----------------------------------------------------------------------===//
// maxf / minf helpers
//===----------------------------------------------------------------------===//

/// Position of the sign bit, or -1 for the unsigned f8E8M0FNU, f8E5M3FNU.
int signPosition(FloatFormat f) {
  return f == FloatFormat::F8E8M0FNU || f == FloatFormat::F8E5M3FNU
             ? -1
             : int(storageBits(f)) - 1;
}

/// A signed key whose order is the numeric order of non-NaN encodings, with
/// -0 below +0.
int64_t orderKey(uint64_t bits, FloatFormat f) {
  int pos = signPosition(f);
  if (pos < 0)
    return int64_t(bits & 0xFF);
  uint64_t mag = bits & ((uint64_t(1) << pos) - 1);
  bool neg = (bits >> pos) & 1;
  return neg ? -int64_t(mag) - 1 : int64_t(mag);
}

bool fastIsNaN(uint64_t bits, FloatFormat f) {
  switch (f) {
  case FloatFormat::F32:
    return (bits & 0x7FFFFFFFu) > 0x7F800000u;
  case FloatFormat::F64:
    return (bits & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull;
  case FloatFormat::F16:
    return (bits & 0x7FFF) > 0x7C00;
  case FloatFormat::BF16:
    return (bits & 0x7FFF) > 0x7F80;
  default:
    return isNaN(bits, f);
  }
}

uint64_t maxMin(FloatFormat f, uint64_t a, uint64_t b, bool propagateNan,
                bool flushToZero, bool isMax) {
  bool ftz = flushToZero && f == FloatFormat::F32;
  a = flushIf(ftz, a);
  b = flushIf(ftz, b);
  bool an = fastIsNaN(a, f), bn = fastIsNaN(b, f);
  if (an || bn) {
    if (propagateNan || (an && bn))
      return canonicalNaN(f);
    return an ? b : a;
  }
  int64_t ka = orderKey(a, f), kb = orderKey(b, f);
  if (ka == kb)
    return a;
  return (ka > kb) == isMax ? a : b;
}

} // namespace

//===----------------------------------------------------------------------===//
// Public entry points
//===----------------------------------------------------------------------===//

uint64_t tilekit::exec::addFloat(FloatFormat f, uint64_t a, uint64_t b,
                                 FloatEnv env) {
  return compute(Op::Add, f, a, b, 0, env);
}

uint64_t tilekit::exec::subFloat(FloatFormat f, uint64_t a, uint64_t b,
                                 FloatEnv env) {
  return compute(Op::Sub, f, a, b, 0, env);
}

uint64_t tilekit::exec::mulFloat(FloatFormat f, uint64_t a, uint64_t b,
                                 FloatEnv env) {
  return compute(Op::Mul, f, a, b, 0, env);
}

uint64_t tilekit::exec::divFloat(FloatFormat f, uint64_t a, uint64_t b,
                                 FloatEnv env) {
  return compute(Op::Div, f, a, b, 0, env);
}

uint64_t tilekit::exec::fmaFloat(FloatFormat f, uint64_t a, uint64_t b,
                                 uint64_t c, FloatEnv env) {
  return compute(Op::Fma, f, a, b, c, env);
}

uint64_t tilekit::exec::sqrtFloat(FloatFormat f, uint64_t a, FloatEnv env) {
  return compute(Op::Sqrt, f, a, 0, 0, env);
}

uint64_t tilekit::exec::maxFloat(FloatFormat f, uint64_t a, uint64_t b,
                                 bool propagateNan, bool flushToZero) {
  return maxMin(f, a, b, propagateNan, flushToZero, /*isMax=*/true);
}

uint64_t tilekit::exec::minFloat(FloatFormat f, uint64_t a, uint64_t b,
                                 bool propagateNan, bool flushToZero) {
  return maxMin(f, a, b, propagateNan, flushToZero, /*isMax=*/false);
}

uint64_t tilekit::exec::remFloat(FloatFormat f, uint64_t a, uint64_t b) {
  Unpacked x = decode(a, f), y = decode(b, f);
  if (x.kind == ValueKind::NaN || y.kind == ValueKind::NaN ||
      x.kind == ValueKind::Inf || y.kind == ValueKind::Zero)
    return canonicalNaN(f);
  if (x.kind == ValueKind::Zero || y.kind == ValueKind::Inf)
    return a;
  // Integer significands: |x| = A * 2^ea, |y| = B * 2^eb, A, B < 2^53.
  unsigned dm = decodedMantBits(f);
  uint64_t ma = x.sig >> (63 - dm), mb = y.sig >> (63 - dm);
  int32_t ea = x.exp - int32_t(dm), eb = y.exp - int32_t(dm);
  if (x.exp < y.exp || (x.exp == y.exp && x.sig < y.sig))
    return a; // |x| < |y|: trunc(x / y) = 0
  // |x| >= |y| gives ea >= eb: reduce (A * 2^(ea - eb)) mod B, 64 bits of
  // the shift at a time; the remainder keeps y's quantum 2^eb.
  uint64_t rem = ma % mb;
  for (int32_t s = ea - eb; s > 0 && rem != 0;) {
    int k = s > 64 ? 64 : s;
    rem = uint64_t((u128(rem) << k) % mb);
    s -= k;
  }
  if (rem == 0)
    return zeroOf(f, x.sign);
  // Below |y| and on y's quantum, the remainder is exact in the format.
  return round128(f, x.sign, eb, rem, false, Rounding::NearestEven);
}
