//===- MatmulKernels.cpp - The JIT's mmaf microkernel ---------------------===//
//
// tilekit_jit_mmaf_f32 computes mmaf with an f32 accumulator exactly as the
// interpreter defines it: per output element an f32 fma chain from acc with
// k ascending. Vectorizing across j (each SIMD lane is one output element
// with its own chain) keeps that order, so the result is bit-identical.
// The AVX-512 kernel holds an 8x32 block of C in sixteen registers for the
// whole k loop (two loads of B and eight broadcasts of A feed sixteen
// FMAs); the AVX2 kernel a 4x16 block in eight; the portable loop serves
// other hosts and the edges of the block grid. An FMA passes one input
// NaN's payload and sign through (which one depends on the operand order
// the compiler picked), so every kernel replaces NaNs by the canonical NaN
// in its registers just before it stores them: one compare and one blend
// per vector of C per call, nothing inside the k loop.
//
//===----------------------------------------------------------------------===//

#include "../Interpreter/MatmulSupport.h"

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"
#include "tilekit/Execution/Numerics.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define TILEKIT_HAVE_AVX2_KERNEL 1
#endif

namespace tilekit::exec::jit {
namespace {

using mlir::cuda_tile::abi::MmaInput;

/// The bits of the canonical f32 NaN (the numerics library's).
uint32_t canonicalNaNBits() {
  static const uint32_t bits =
      static_cast<uint32_t>(canonicalNaN(FloatFormat::F32));
  return bits;
}

/// Stores `s` into `*out`, a NaN as the canonical NaN. Works on the bits:
/// no float operation sees the NaN.
inline void storeCanonical(float *out, float s) {
  uint32_t bits;
  std::memcpy(&bits, &s, 4);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
    bits = canonicalNaNBits();
  std::memcpy(out, &bits, 4);
}

/// c[i, j] for i in [i0, i1), j in [j0, j1): the chain one element at a
/// time.
template <typename Fma>
inline void gemmScalar(const float *a, const float *b, const float *acc,
                       float *c, int64_t k, int64_t n, int64_t i0, int64_t i1,
                       int64_t j0, int64_t j1, Fma fma) {
  for (int64_t i = i0; i < i1; ++i)
    for (int64_t j = j0; j < j1; ++j) {
      float s = acc[i * n + j];
      for (int64_t kk = 0; kk < k; ++kk)
        s = fma(a[i * k + kk], b[kk * n + j], s);
      storeCanonical(c + i * n + j, s);
    }
}

void gemmPortable(const float *a, const float *b, const float *acc, float *c,
                  int64_t m, int64_t k, int64_t n) {
  gemmScalar(a, b, acc, c, k, n, 0, m, 0, n,
             [](float x, float y, float z) { return std::fmaf(x, y, z); });
}

#ifdef TILEKIT_HAVE_AVX2_KERNEL
/// Stores eight lanes, NaN lanes as the canonical NaN (an unordered
/// self-compare finds them; it is quiet, and FMA results are quiet NaNs).
__attribute__((target("avx2,fma"))) inline void
storeCanonical256(float *out, __m256 v, __m256 canonical) {
  __m256 isNaN = _mm256_cmp_ps(v, v, _CMP_UNORD_Q);
  _mm256_storeu_ps(out, _mm256_blendv_ps(v, canonical, isNaN));
}

__attribute__((target("avx2,fma"))) void
gemmAvx2(const float *a, const float *b, const float *acc, float *c, int64_t m,
         int64_t k, int64_t n) {
  auto fma = [](float x, float y, float z) { return __builtin_fmaf(x, y, z); };
  const __m256 canonical =
      _mm256_castsi256_ps(_mm256_set1_epi32(int(canonicalNaNBits())));
  int64_t nBlocked = n & ~int64_t(15), mBlocked = m & ~int64_t(3);
  for (int64_t j = 0; j < nBlocked; j += 16) {
    for (int64_t i = 0; i < mBlocked; i += 4) {
      const float *a0 = a + i * k, *a1 = a0 + k, *a2 = a1 + k, *a3 = a2 + k;
      const float *cin = acc + i * n + j;
      __m256 c00 = _mm256_loadu_ps(cin), c01 = _mm256_loadu_ps(cin + 8);
      __m256 c10 = _mm256_loadu_ps(cin + n), c11 = _mm256_loadu_ps(cin + n + 8);
      __m256 c20 = _mm256_loadu_ps(cin + 2 * n),
             c21 = _mm256_loadu_ps(cin + 2 * n + 8);
      __m256 c30 = _mm256_loadu_ps(cin + 3 * n),
             c31 = _mm256_loadu_ps(cin + 3 * n + 8);
      const float *bk = b + j;
      for (int64_t kk = 0; kk < k; ++kk, bk += n) {
        __m256 b0 = _mm256_loadu_ps(bk), b1 = _mm256_loadu_ps(bk + 8);
        __m256 x = _mm256_broadcast_ss(a0 + kk);
        c00 = _mm256_fmadd_ps(x, b0, c00);
        c01 = _mm256_fmadd_ps(x, b1, c01);
        x = _mm256_broadcast_ss(a1 + kk);
        c10 = _mm256_fmadd_ps(x, b0, c10);
        c11 = _mm256_fmadd_ps(x, b1, c11);
        x = _mm256_broadcast_ss(a2 + kk);
        c20 = _mm256_fmadd_ps(x, b0, c20);
        c21 = _mm256_fmadd_ps(x, b1, c21);
        x = _mm256_broadcast_ss(a3 + kk);
        c30 = _mm256_fmadd_ps(x, b0, c30);
        c31 = _mm256_fmadd_ps(x, b1, c31);
      }
      float *cout = c + i * n + j;
      storeCanonical256(cout, c00, canonical);
      storeCanonical256(cout + 8, c01, canonical);
      storeCanonical256(cout + n, c10, canonical);
      storeCanonical256(cout + n + 8, c11, canonical);
      storeCanonical256(cout + 2 * n, c20, canonical);
      storeCanonical256(cout + 2 * n + 8, c21, canonical);
      storeCanonical256(cout + 3 * n, c30, canonical);
      storeCanonical256(cout + 3 * n + 8, c31, canonical);
    }
    // Rows left below the last block of four (m < 4).
    for (int64_t i = mBlocked; i < m; ++i) {
      const float *cin = acc + i * n + j;
      __m256 c0 = _mm256_loadu_ps(cin), c1 = _mm256_loadu_ps(cin + 8);
      const float *bk = b + j;
      for (int64_t kk = 0; kk < k; ++kk, bk += n) {
        __m256 x = _mm256_broadcast_ss(a + i * k + kk);
        c0 = _mm256_fmadd_ps(x, _mm256_loadu_ps(bk), c0);
        c1 = _mm256_fmadd_ps(x, _mm256_loadu_ps(bk + 8), c1);
      }
      storeCanonical256(c + i * n + j, c0, canonical);
      storeCanonical256(c + i * n + j + 8, c1, canonical);
    }
  }
  // Columns left of the last block of sixteen (n < 16).
  gemmScalar(a, b, acc, c, k, n, 0, m, nBlocked, n, fma);
}
#endif

#ifdef TILEKIT_HAVE_AVX2_KERNEL
/// Stores sixteen lanes, NaN lanes as the canonical NaN.
__attribute__((target("avx512f"))) inline void
storeCanonical512(float *out, __m512 v, __m512 canonical) {
  __mmask16 isNaN = _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q);
  _mm512_storeu_ps(out, _mm512_mask_mov_ps(v, isNaN, canonical));
}

__attribute__((target("avx512f"))) void
gemmAvx512(const float *a, const float *b, const float *acc, float *c,
           int64_t m, int64_t k, int64_t n) {
  constexpr int kRows = 8;
  const __m512 canonical =
      _mm512_castsi512_ps(_mm512_set1_epi32(int(canonicalNaNBits())));
  int64_t nBlocked = n & ~int64_t(31), mBlocked = m & ~int64_t(kRows - 1);
  for (int64_t j = 0; j < nBlocked; j += 32) {
    for (int64_t i = 0; i < mBlocked; i += kRows) {
      __m512 c0[kRows], c1[kRows];
      for (int r = 0; r < kRows; ++r) {
        c0[r] = _mm512_loadu_ps(acc + (i + r) * n + j);
        c1[r] = _mm512_loadu_ps(acc + (i + r) * n + j + 16);
      }
      const float *aRows = a + i * k;
      const float *bk = b + j;
      for (int64_t kk = 0; kk < k; ++kk, bk += n) {
        __m512 b0 = _mm512_loadu_ps(bk), b1 = _mm512_loadu_ps(bk + 16);
        for (int r = 0; r < kRows; ++r) {
          __m512 x = _mm512_set1_ps(aRows[r * k + kk]);
          c0[r] = _mm512_fmadd_ps(x, b0, c0[r]);
          c1[r] = _mm512_fmadd_ps(x, b1, c1[r]);
        }
      }
      for (int r = 0; r < kRows; ++r) {
        storeCanonical512(c + (i + r) * n + j, c0[r], canonical);
        storeCanonical512(c + (i + r) * n + j + 16, c1[r], canonical);
      }
    }
  }
  // The edges (none for power-of-two tiles of at least 8 x 32).
  auto fma = [](float x, float y, float z) { return __builtin_fmaf(x, y, z); };
  gemmScalar(a, b, acc, c, k, n, mBlocked, m, 0, n, fma);
  gemmScalar(a, b, acc, c, k, n, 0, mBlocked, nBlocked, n, fma);
}
#endif

void gemm(const float *a, const float *b, const float *acc, float *c, int64_t m,
          int64_t k, int64_t n) {
#ifdef TILEKIT_HAVE_AVX2_KERNEL
  static const bool hasAvx512 = __builtin_cpu_supports("avx512f");
  if (hasAvx512 && m >= 8 && n >= 32)
    return gemmAvx512(a, b, acc, c, m, k, n);
  static const bool hasAvx2 =
      __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  if (hasAvx2)
    return gemmAvx2(a, b, acc, c, m, k, n);
#endif
  gemmPortable(a, b, acc, c, m, k, n);
}

ElemKind toElemKind(int32_t input) {
  switch (input) {
  case mlir::cuda_tile::abi::kMmaTF32:
    return ElemKind::TF32;
  case mlir::cuda_tile::abi::kMmaF16:
    return ElemKind::F16;
  case mlir::cuda_tile::abi::kMmaBF16:
    return ElemKind::BF16;
  case mlir::cuda_tile::abi::kMmaF8E4M3FN:
    return ElemKind::F8E4M3FN;
  case mlir::cuda_tile::abi::kMmaF8E5M2:
    return ElemKind::F8E5M2;
  default:
    return ElemKind::F32;
  }
}

/// `count` elements of `input` format as f32: the data itself for f32,
/// otherwise decoded into `scratch`.
const float *asF32(const void *data, int64_t count, int32_t input,
                   std::vector<float> &scratch) {
  if (input == mlir::cuda_tile::abi::kMmaF32)
    return static_cast<const float *>(data);
  scratch.resize(count);
  interp::decodeToF32(static_cast<const uint8_t *>(data), count,
                      toElemKind(input), scratch.data());
  return scratch.data();
}

} // namespace
} // namespace tilekit::exec::jit

extern "C" void tilekit_jit_mmaf_f32(const void *lhs, const void *rhs,
                                     const float *acc, float *result,
                                     int64_t batch, int64_t m, int64_t k,
                                     int64_t n, int32_t input) {
  using namespace tilekit::exec::jit;
  thread_local std::vector<float> lhsScratch, rhsScratch;
  const float *a = asF32(lhs, batch * m * k, input, lhsScratch);
  const float *b = asF32(rhs, batch * k * n, input, rhsScratch);
  for (int64_t bt = 0; bt < batch; ++bt)
    gemm(a + bt * m * k, b + bt * k * n, acc + bt * m * n, result + bt * m * n,
         m, k, n);
}
