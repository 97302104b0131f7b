//===- MathLanes.h - SIMD lanes of doubles for the math kernels -*- C++ -*-===//
//
// The lane type of the array entry points: kLaneCount doubles in one
// AVX-512 register (8) or AVX2 register (4), chosen by the compiler flags
// of the including file (MathArraysAvx512.cpp, MathArraysAvx2.cpp). It
// gives MathCore.h's kernels the same operations as `double`, lane by lane:
// +, -, *, / and sqrt are IEEE operations rounded to nearest even, fmaOf is
// the fused multiply-add, roundToIntegral rounds to nearest even (as
// nearbyint in the default environment), and pow2Of and splitExponent build
// and take apart normal doubles by their bits (exact, as ldexp and frexp
// are for the normal values they see here).
//
// Everything is in an anonymous namespace: each instruction set's file
// gets its own copy, and no instantiation compiled for AVX-512 can stand
// in for another file's at link time.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_NUMERICS_MATHLANES_H
#define TILEKIT_LIB_EXECUTION_NUMERICS_MATHLANES_H

#include "MathCore.h"

#include <immintrin.h>

#if defined(__AVX512F__) && defined(__AVX512DQ__) && defined(__AVX512VL__)
#define TILEKIT_MATH_LANES 8
#elif defined(__AVX2__) && defined(__FMA__)
#define TILEKIT_MATH_LANES 4
#else
#error "MathLanes.h needs AVX-512 (F, DQ, VL) or AVX2 and FMA"
#endif

namespace tilekit::exec::math::detail {
namespace {

constexpr int kLaneCount = TILEKIT_MATH_LANES;

typedef double LaneDoubles __attribute__((vector_size(8 * kLaneCount)));
typedef int64_t LaneInts __attribute__((vector_size(8 * kLaneCount)));
typedef float LaneFloats __attribute__((vector_size(4 * kLaneCount)));
typedef int32_t LaneInts32 __attribute__((vector_size(4 * kLaneCount)));

/// A comparison's result: all ones in a true lane, zero in a false one.
using LaneMask = LaneInts;

struct Lanes {
  LaneDoubles v;
  Lanes() = default;
  Lanes(LaneDoubles v) : v(v) {} // NOLINT
  Lanes(double d) { // NOLINT: a broadcast, exact
    for (int i = 0; i < kLaneCount; ++i)
      v[i] = d;
  }

  friend Lanes operator-(Lanes a) { return -a.v; }
  friend Lanes operator+(Lanes a, Lanes b) { return a.v + b.v; }
  friend Lanes operator-(Lanes a, Lanes b) { return a.v - b.v; }
  friend Lanes operator*(Lanes a, Lanes b) { return a.v * b.v; }
  friend Lanes operator/(Lanes a, Lanes b) { return a.v / b.v; }
  friend LaneMask operator<(Lanes a, Lanes b) { return a.v < b.v; }
  friend LaneMask operator<=(Lanes a, Lanes b) { return a.v <= b.v; }
  friend LaneMask operator>(Lanes a, Lanes b) { return a.v > b.v; }
  friend LaneMask operator>=(Lanes a, Lanes b) { return a.v >= b.v; }
};

inline Lanes fmaOf(Lanes a, Lanes b, Lanes c) {
#if TILEKIT_MATH_LANES == 8
  return Lanes(LaneDoubles(_mm512_fmadd_pd(__m512d(a.v), __m512d(b.v),
                                           __m512d(c.v))));
#else
  return Lanes(LaneDoubles(_mm256_fmadd_pd(__m256d(a.v), __m256d(b.v),
                                           __m256d(c.v))));
#endif
}

inline Lanes roundToIntegral(Lanes x) {
  constexpr int kMode = _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC;
#if TILEKIT_MATH_LANES == 8
  return Lanes(LaneDoubles(_mm512_roundscale_pd(__m512d(x.v), kMode)));
#else
  return Lanes(LaneDoubles(_mm256_round_pd(__m256d(x.v), kMode)));
#endif
}

inline Lanes sqrtOf(Lanes x) {
#if TILEKIT_MATH_LANES == 8
  return Lanes(LaneDoubles(_mm512_sqrt_pd(__m512d(x.v))));
#else
  return Lanes(LaneDoubles(_mm256_sqrt_pd(__m256d(x.v))));
#endif
}

inline Lanes absOf(Lanes x) {
  return Lanes(LaneDoubles(LaneInts(x.v) & INT64_MAX));
}

inline Lanes select(LaneMask m, Lanes a, Lanes b) { return m ? a.v : b.v; }

/// 2^52 + 2^51: adding it to an integral |k| < 2^51 puts k in the low bits.
constexpr double kIntegerShifter = 0x1.8p52;

/// 2^k for integral lanes k, -1022 <= k <= 1023.
inline Lanes pow2Of(Lanes k) {
  LaneInts ki = LaneInts((k + kIntegerShifter).v) -
                LaneInts(Lanes(kIntegerShifter).v);
  return Lanes(LaneDoubles((ki + 1023) << 52));
}

/// x = m 2^e, m in [0.5, 1), for positive normal lanes x (frexp).
inline Lanes splitExponent(Lanes x, Lanes &e) {
  LaneInts bits = LaneInts(x.v);
  LaneInts biased = (bits >> 52) & 0x7FF;
  LaneInts shifter = LaneInts(Lanes(kIntegerShifter).v);
  e = Lanes(LaneDoubles(shifter + biased)) - (kIntegerShifter + 1022.0);
  return Lanes(LaneDoubles((bits & 0x000FFFFFFFFFFFFF) | 0x3FE0000000000000));
}

/// kLaneCount floats as double lanes (exact).
inline Lanes toLanes(LaneFloats x) {
  return Lanes(__builtin_convertvector(x, LaneDoubles));
}

/// Bit i set where lane i of m is true.
inline unsigned laneBits(LaneInts32 m) {
#if TILEKIT_MATH_LANES == 8
  return static_cast<unsigned>(_mm256_movemask_ps(__m256(m)));
#else
  return static_cast<unsigned>(_mm_movemask_ps(__m128(m)));
#endif
}

/// Each lane rounded to float (nearest even, as static_cast<float>).
inline LaneFloats roundToFloats(Lanes x) {
#if TILEKIT_MATH_LANES == 8
  return LaneFloats(_mm512_cvtpd_ps(__m512d(x.v)));
#else
  return LaneFloats(_mm256_cvtpd_ps(__m256d(x.v)));
#endif
}

/// roundsSafely (MathCore.h) lane by lane: the f32 roundings of y and a
/// mask of the lanes whose error interval rounds to that one f32.
inline LaneFloats roundSafely(Lanes y, LaneInts32 &safe) {
  Lanes e = absOf(y) * kFastRelativeError;
  LaneFloats a = roundToFloats(y - e);
  LaneFloats b = roundToFloats(y + e);
  safe = LaneInts32(a) == LaneInts32(b);
  return a;
}

} // namespace
} // namespace tilekit::exec::math::detail

#endif // TILEKIT_LIB_EXECUTION_NUMERICS_MATHLANES_H
