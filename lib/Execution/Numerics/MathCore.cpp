//===- MathCore.cpp - Rounding of double-double math results --------------===//
//
// The one rounding of a math function's result: the DD value (hi + lo) times
// 2^scale is turned into an exact 128-bit significand plus a sticky bit and
// handed to the numerics library's roundToFormat, which applies the
// format's overflow and gradual-underflow rules. A DD that is exactly a
// rounding midpoint (pow with an exact result, exp2 of an integer) is
// therefore rounded to even, as the exact value must be.
//
//===----------------------------------------------------------------------===//

#include "MathCore.h"

using namespace tilekit::exec;

uint64_t math::detail::roundScaled(FloatFormat format, DD v, int64_t scale) {
  bool negative = v.hi < 0.0;
  if (negative)
    v = -v;
  // hi in [0.5, 1): hi * 2^120 is an integer below 2^120.
  int k = 0;
  double hi = std::frexp(v.hi, &k);
  double lo = std::ldexp(v.lo, -k);
  int64_t exp = scale + k;
  __int128 a = static_cast<__int128>(std::ldexp(hi, 120));
  double low = std::ldexp(lo, 120);
  double lowFloor = std::floor(low);
  bool sticky = low != lowFloor;
  a += static_cast<__int128>(lowFloor);
  auto magnitude = static_cast<unsigned __int128>(a);
  uint64_t high = static_cast<uint64_t>(magnitude >> 64);
  int bitLength = high ? 128 - __builtin_clzll(high)
                       : 64 - __builtin_clzll(static_cast<uint64_t>(magnitude));
  int shift = bitLength - 64;
  uint64_t sig;
  if (shift > 0) {
    sig = static_cast<uint64_t>(magnitude >> shift);
    sticky |=
        (magnitude & ((static_cast<unsigned __int128>(1) << shift) - 1)) != 0;
  } else {
    sig = static_cast<uint64_t>(magnitude) << -shift;
  }
  // value = sig * 2^(shift + exp - 120) = sig * 2^(e - 63).
  int64_t e = shift + exp - 57;
  if (e > 100000)
    e = 100000;
  if (e < -100000)
    e = -100000;
  return exec::detail::roundToFormat(format, negative, static_cast<int32_t>(e),
                                     sig, sticky, Rounding::NearestEven);
}
