//===- MathKernels.cpp - Math functions for compiled code -----------------===//
//
// tilekit_jit_math_f32/f64 evaluate a math op over a tile with the
// interpreter's functions (MathSupport.h, the numerics library's own
// implementations): the same bits, without a thunk. The unary f32
// functions use the library's array forms, which run the scalar
// functions' own evaluation in SIMD lanes (AVX-512 or AVX2, chosen at run
// time) and hand the lanes it does not settle to the scalar function
// (docs/numerics.md). f16 and bf16 tiles are decoded exactly to f32,
// evaluated by the f32 path and rounded back, as the interpreter does.
// pow with exponent 2 takes a shortcut to the same
// result: x * x is exact in double, so rounding it once is the correctly
// rounded result.
//
//===----------------------------------------------------------------------===//

#include "../Interpreter/MathSupport.h"

#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/Numerics.h"

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <type_traits>

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
    if (fn >= 0 && fn < kMathPow)
      return math::kUnaryInAbiOrder[fn].f32Array(a, out, n);
    if (fn == kMathPow)
      return powF32(a, b, out, n);
  }
  if (fn >= 0 && fn < kMathPow)
    return unaryLoop(functionOf<T>(math::kUnaryInAbiOrder[fn]), a, out, n);
  if (fn == kMathPow || fn == kMathAtan2)
    binaryLoop(functionOf<T>(fn == kMathPow ? math::kPow : math::kAtan2), a, b,
               out, n);
}

/// A math op on f16 or bf16 bit patterns: each element decoded to f32
/// (exact), the f32 function, rounded to the format (convertFloat, the
/// interpreter's rounding), a chunk at a time.
template <FloatFormat kFormat>
void evalMathNarrow(int32_t fn, const uint16_t *a, const uint16_t *b,
                    uint16_t *out, int64_t n) {
  constexpr int64_t kChunk = 512;
  float x[kChunk], y[kChunk], r[kChunk];
  for (int64_t start = 0; start < n; start += kChunk) {
    int64_t count = std::min(kChunk, n - start);
    for (int64_t i = 0; i < count; ++i) {
      x[i] = toFloat(a[start + i], kFormat);
      if (b)
        y[i] = toFloat(b[start + i], kFormat);
    }
    evalMath<float>(fn, x, b ? y : nullptr, r, count);
    for (int64_t i = 0; i < count; ++i)
      out[start + i] = static_cast<uint16_t>(
          convertFloat(bitsOfF32(r[i]), FloatFormat::F32, kFormat));
  }
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

extern "C" void tilekit_jit_math_f16(int32_t fn, const uint16_t *a,
                                     const uint16_t *b, uint16_t *result,
                                     int64_t n) {
  tilekit::exec::jit::evalMathNarrow<tilekit::exec::FloatFormat::F16>(
      fn, a, b, result, n);
}

extern "C" void tilekit_jit_math_bf16(int32_t fn, const uint16_t *a,
                                      const uint16_t *b, uint16_t *result,
                                      int64_t n) {
  tilekit::exec::jit::evalMathNarrow<tilekit::exec::FloatFormat::BF16>(
      fn, a, b, result, n);
}
