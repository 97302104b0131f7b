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

#include <cstring>

#if defined(__AVX512F__) && defined(__AVX512DQ__) && defined(__AVX512VL__)
#define TILEKIT_MATH_REGISTER_LANES 8
#elif defined(__AVX2__) && defined(__FMA__)
#define TILEKIT_MATH_REGISTER_LANES 4
#else
#error "MathLanes.h needs AVX-512 (F, DQ, VL) or AVX2 and FMA"
#endif

namespace tilekit::exec::math::detail {
namespace {

/// Doubles per register, and registers per lane vector. One register: with
/// four (independent chains to hide latency) GCC serialized the pieces of
/// each wide operation and exp, log and tanh ran 20% to 5x slower
/// (tilekit-math-bench); out-of-order execution already overlaps
/// consecutive vectors.
constexpr int kRegisterLanes = TILEKIT_MATH_REGISTER_LANES;
constexpr int kRegisters = 1;
constexpr int kLaneCount = kRegisterLanes * kRegisters;

#if TILEKIT_MATH_REGISTER_LANES == 8
using Register = __m512d;
using FloatRegister = __m256;
#else
using Register = __m256d;
using FloatRegister = __m128;
#endif

typedef double LaneDoubles __attribute__((vector_size(8 * kLaneCount)));
typedef int64_t LaneInts __attribute__((vector_size(8 * kLaneCount)));
typedef float LaneFloats __attribute__((vector_size(4 * kLaneCount)));
typedef int32_t LaneInts32 __attribute__((vector_size(4 * kLaneCount)));

/// A comparison's result: all ones in a true lane, zero in a false one.
using LaneMask = LaneInts;

/// f applied to each register of the lanes (an intrinsic of one register).
template <typename F> LaneDoubles perRegister(F f) {
  Register r[kRegisters];
  for (int i = 0; i < kRegisters; ++i)
    r[i] = f(i);
  LaneDoubles v;
  std::memcpy(&v, r, sizeof v);
  return v;
}

inline Register registerOf(const LaneDoubles &v, int i) {
  Register r;
  std::memcpy(&r, reinterpret_cast<const char *>(&v) + i * sizeof r, sizeof r);
  return r;
}

struct Lanes {
  LaneDoubles v;
  Lanes() = default;
  Lanes(LaneDoubles v) : v(v) {} // NOLINT
  Lanes(double d)                // NOLINT: a broadcast, exact
      : v(perRegister([d](int) {
#if TILEKIT_MATH_REGISTER_LANES == 8
          return _mm512_set1_pd(d);
#else
          return _mm256_set1_pd(d);
#endif
        })) {
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
  return perRegister([&](int i) {
#if TILEKIT_MATH_REGISTER_LANES == 8
    return _mm512_fmadd_pd(registerOf(a.v, i), registerOf(b.v, i),
                           registerOf(c.v, i));
#else
    return _mm256_fmadd_pd(registerOf(a.v, i), registerOf(b.v, i),
                           registerOf(c.v, i));
#endif
  });
}

inline Lanes roundToIntegral(Lanes x) {
  constexpr int kMode = _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC;
  return perRegister([&](int i) {
#if TILEKIT_MATH_REGISTER_LANES == 8
    return _mm512_roundscale_pd(registerOf(x.v, i), kMode);
#else
    return _mm256_round_pd(registerOf(x.v, i), kMode);
#endif
  });
}

inline Lanes sqrtOf(Lanes x) {
  return perRegister([&](int i) {
#if TILEKIT_MATH_REGISTER_LANES == 8
    return _mm512_sqrt_pd(registerOf(x.v, i));
#else
    return _mm256_sqrt_pd(registerOf(x.v, i));
#endif
  });
}

inline Lanes absOf(Lanes x) {
  return Lanes(LaneDoubles(LaneInts(x.v) & INT64_MAX));
}

inline Lanes select(LaneMask m, Lanes a, Lanes b) { return m ? a.v : b.v; }

/// 2^52 + 2^51: adding it to an integral |k| < 2^51 puts k in the low bits.
constexpr double kIntegerShifter = 0x1.8p52;

/// 2^k for integral lanes k, -1022 <= k <= 1023.
inline Lanes pow2Of(Lanes k) {
  LaneInts ki =
      LaneInts((k + kIntegerShifter).v) - LaneInts(Lanes(kIntegerShifter).v);
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

/// Bit b of integral lanes q, 0 <= q < 2^51: the quadrantBit of each lane.
inline LaneMask quadrantBit(Lanes q, int b) {
  LaneInts qi = LaneInts((q + kIntegerShifter).v);
  return ((qi >> b) & 1) != 0;
}

/// Floats as double lanes (exact).
inline Lanes toLanes(LaneFloats x) {
  return Lanes(__builtin_convertvector(x, LaneDoubles));
}

/// Each lane rounded to float (nearest even, as static_cast<float>).
inline LaneFloats roundToFloats(Lanes x) {
  return __builtin_convertvector(x.v, LaneFloats);
}

/// Bit i set where lane i of m is true.
inline uint64_t laneBits(LaneInts32 m) {
  uint64_t bits = 0;
  for (int i = 0; i < kRegisters; ++i) {
    FloatRegister r;
    std::memcpy(&r, reinterpret_cast<const char *>(&m) + i * sizeof r,
                sizeof r);
#if TILEKIT_MATH_REGISTER_LANES == 8
    uint64_t part = static_cast<unsigned>(_mm256_movemask_ps(r));
#else
    uint64_t part = static_cast<unsigned>(_mm_movemask_ps(r));
#endif
    bits |= part << (i * kRegisterLanes);
  }
  return bits;
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
