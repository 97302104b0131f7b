//===- MathKernels.cpp - Math functions for compiled code -----------------===//
//
// tilekit_jit_math_f32/f64 evaluate a math op over a tile with the
// interpreter's functions (MathSupport.h, the numerics library's own
// implementations): the same bits, without a thunk. Two f32 cases take a
// faster road to the same result:
//
//  * exp: e^x in double by range reduction (x = k ln2 + r, |r| <= ln2/2)
//    and a degree-13 Taylor polynomial, relative error below 2^-50, four
//    lanes at a time. Rounded to f32 it is the correctly rounded result
//    (the interpreter's) unless the exact value lies near the midpoint of
//    two f32 values; lanes whose double result is within 2^-40 (relative)
//    of a midpoint, and lanes outside [-87, 88] (subnormal, overflowing or
//    NaN results), take the interpreter's function itself.
//  * pow with exponent 2: x * x is exact in double, so rounding it once is
//    the correctly rounded result.
//
//===----------------------------------------------------------------------===//

#include "../Interpreter/MathSupport.h"

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <type_traits>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define TILEKIT_HAVE_AVX2_EXP 1
#endif

namespace tilekit::exec::jit {
namespace {

using namespace mlir::cuda_tile::abi;
namespace math = interp::math;

static_assert(std::size(math::kUnaryInAbiOrder) == kMathPow,
              "the unary functions precede pow in MathFunction");

/// The function of T (float or double) of a unary or binary math op.
template <typename T> auto functionOf(const math::UnaryMath &fn) {
  if constexpr (std::is_same_v<T, float>)
    return fn.f32;
  else
    return fn.f64;
}
template <typename T> auto functionOf(const math::BinaryMath &fn) {
  if constexpr (std::is_same_v<T, float>)
    return fn.f32;
  else
    return fn.f64;
}

template <typename T, typename Fn>
void unaryLoop(Fn fn, const T *a, T *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = fn(a[i]);
}

template <typename T, typename Fn>
void binaryLoop(Fn fn, const T *a, const T *b, T *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = fn(a[i], b[i]);
}

#ifdef TILEKIT_HAVE_AVX2_EXP
/// exp of four floats as described above; returns the lanes (bit i) whose
/// result is final.
__attribute__((target("avx2,fma"))) int expFourLanes(const float *in,
                                                     float *out) {
  const __m256d x = _mm256_cvtps_pd(_mm_loadu_ps(in));
  const __m256d inRange =
      _mm256_and_pd(_mm256_cmp_pd(x, _mm256_set1_pd(-87.0), _CMP_GE_OQ),
                    _mm256_cmp_pd(x, _mm256_set1_pd(88.0), _CMP_LE_OQ));
  // k = round(x / ln2); r = x - k ln2 with ln2 in two parts (k ln2_hi is
  // exact: ln2_hi has 21 trailing zero bits).
  const __m256d k =
      _mm256_round_pd(_mm256_mul_pd(x, _mm256_set1_pd(1.4426950408889634074)),
                      _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m256d r =
      _mm256_fnmadd_pd(k, _mm256_set1_pd(6.93147180369123816490e-01), x);
  r = _mm256_fnmadd_pd(k, _mm256_set1_pd(1.90821492927058770002e-10), r);
  // sum r^n / n!, n = 0..13, by Horner.
  static const double kInverseFactorials[] = {1.0 / 6227020800.0,
                                              1.0 / 479001600.0,
                                              1.0 / 39916800.0,
                                              1.0 / 3628800.0,
                                              1.0 / 362880.0,
                                              1.0 / 40320.0,
                                              1.0 / 5040.0,
                                              1.0 / 720.0,
                                              1.0 / 120.0,
                                              1.0 / 24.0,
                                              1.0 / 6.0,
                                              0.5,
                                              1.0,
                                              1.0};
  __m256d p = _mm256_set1_pd(kInverseFactorials[0]);
  for (int j = 1; j < 14; ++j)
    p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(kInverseFactorials[j]));
  // Times 2^k (|k| <= 127 in range: a normal power of two, exact).
  __m256i k64 =
      _mm256_cvtepi32_epi64(_mm256_cvtpd_epi32(_mm256_and_pd(k, inRange)));
  __m256i scale =
      _mm256_slli_epi64(_mm256_add_epi64(k64, _mm256_set1_epi64x(1023)), 52);
  __m256d y = _mm256_mul_pd(p, _mm256_castsi256_pd(scale));
  _mm_storeu_ps(out, _mm256_cvtpd_ps(y));
  // Distance of y's 29 dropped bits from the f32 midpoint (in double ulps):
  // at most 2^12 ulps (2^-40 relative) is too close to call.
  __m256i dropped =
      _mm256_and_si256(_mm256_castpd_si256(y), _mm256_set1_epi64x(0x1FFFFFFF));
  __m256i offset =
      _mm256_sub_epi64(dropped, _mm256_set1_epi64x(int64_t(1) << 28));
  __m256i limit = _mm256_set1_epi64x(int64_t(1) << 12);
  __m256i near = _mm256_and_si256(
      _mm256_cmpgt_epi64(offset,
                         _mm256_sub_epi64(_mm256_setzero_si256(), limit)),
      _mm256_cmpgt_epi64(limit, offset));
  __m256d final = _mm256_andnot_pd(_mm256_castsi256_pd(near), inRange);
  return _mm256_movemask_pd(final);
}
#endif

void expF32(const float *a, float *out, int64_t n) {
  int64_t i = 0;
#ifdef TILEKIT_HAVE_AVX2_EXP
  static const bool hasAvx2 =
      __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  if (hasAvx2) {
    for (; i + 4 <= n; i += 4) {
      int done = expFourLanes(a + i, out + i);
      for (int lane = 0; lane < 4; ++lane)
        if (!(done & (1 << lane)))
          out[i + lane] = math::kExp.f32(a[i + lane]);
    }
  }
#endif
  unaryLoop(math::kExp.f32, a + i, out + i, n - i);
}

void powF32(const float *a, const float *b, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    double x = a[i];
    out[i] = b[i] == 2.0f && !std::isnan(x) ? static_cast<float>(x * x)
                                            : math::kPow.f32(a[i], b[i]);
  }
}

template <typename T>
void evalMath(int32_t fn, const T *a, const T *b, T *out, int64_t n) {
  if constexpr (std::is_same_v<T, float>) {
    if (fn == kMathExp)
      return expF32(a, out, n);
    if (fn == kMathPow)
      return powF32(a, b, out, n);
  }
  if (fn >= 0 && fn < kMathPow)
    return unaryLoop(functionOf<T>(math::kUnaryInAbiOrder[fn]), a, out, n);
  if (fn == kMathPow || fn == kMathAtan2)
    binaryLoop(functionOf<T>(fn == kMathPow ? math::kPow : math::kAtan2), a, b,
               out, n);
}

} // namespace
} // namespace tilekit::exec::jit

extern "C" void tilekit_jit_math_f32(int32_t fn, const float *a, const float *b,
                                     float *result, int64_t n) {
  tilekit::exec::jit::evalMath(fn, a, b, result, n);
}

extern "C" void tilekit_jit_math_f64(int32_t fn, const double *a,
                                     const double *b, double *result,
                                     int64_t n) {
  tilekit::exec::jit::evalMath(fn, a, b, result, n);
}
