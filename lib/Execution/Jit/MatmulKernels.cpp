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

#include "MatmulKernels.h"

#include "../Interpreter/MatmulSupport.h"

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"
#include "tilekit/Execution/ElementKind.h"
#include "tilekit/Execution/Numerics.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <unistd.h>
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

#ifdef TILEKIT_HAVE_AVX2_KERNEL
/// An 8 x 32 block of C (rows ldc apart) accumulates packed panels: `a`
/// holds the block's eight rows of A (`depth` values each), `b` the 32 B
/// values of each k in turn.
__attribute__((target("avx512f"))) void
packedKernelAvx512(const float *a, int64_t lda, const float *b, float *c,
                   int64_t ldc, int64_t depth) {
  constexpr int kRows = 8;
  const __m512 canonical =
      _mm512_castsi512_ps(_mm512_set1_epi32(int(canonicalNaNBits())));
  __m512 c0[kRows], c1[kRows];
  for (int r = 0; r < kRows; ++r) {
    c0[r] = _mm512_loadu_ps(c + r * ldc);
    c1[r] = _mm512_loadu_ps(c + r * ldc + 16);
  }
  for (int64_t kk = 0; kk < depth; ++kk, ++a, b += 32) {
    __m512 b0 = _mm512_loadu_ps(b), b1 = _mm512_loadu_ps(b + 16);
    for (int r = 0; r < kRows; ++r) {
      __m512 x = _mm512_set1_ps(a[r * lda]);
      c0[r] = _mm512_fmadd_ps(x, b0, c0[r]);
      c1[r] = _mm512_fmadd_ps(x, b1, c1[r]);
    }
  }
  for (int r = 0; r < kRows; ++r) {
    storeCanonical512(c + r * ldc, c0[r], canonical);
    storeCanonical512(c + r * ldc + 16, c1[r], canonical);
  }
}

/// The AVX2 form: a 4 x 16 block of C in eight registers.
__attribute__((target("avx2,fma"))) void
packedKernelAvx2(const float *a, int64_t lda, const float *b, float *c,
                 int64_t ldc, int64_t depth) {
  constexpr int kRows = 4;
  const __m256 canonical =
      _mm256_castsi256_ps(_mm256_set1_epi32(int(canonicalNaNBits())));
  __m256 c0[kRows], c1[kRows];
  for (int r = 0; r < kRows; ++r) {
    c0[r] = _mm256_loadu_ps(c + r * ldc);
    c1[r] = _mm256_loadu_ps(c + r * ldc + 8);
  }
  for (int64_t kk = 0; kk < depth; ++kk, ++a, b += 16) {
    __m256 b0 = _mm256_loadu_ps(b), b1 = _mm256_loadu_ps(b + 8);
    for (int r = 0; r < kRows; ++r) {
      __m256 x = _mm256_broadcast_ss(a + r * lda);
      c0[r] = _mm256_fmadd_ps(x, b0, c0[r]);
      c1[r] = _mm256_fmadd_ps(x, b1, c1[r]);
    }
  }
  for (int r = 0; r < kRows; ++r) {
    storeCanonical256(c + r * ldc, c0[r], canonical);
    storeCanonical256(c + r * ldc + 8, c1[r], canonical);
  }
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

/// Bytes of one element of the abi::MmaInput `input`.
unsigned inputBytes(int32_t input) { return getElemBytes(toElemKind(input)); }

/// The L1 data cache's size as the CPU reports it (32 KiB if it does not).
int64_t getL1DataBytes() {
  static const int64_t bytes = [] {
    long reported = sysconf(_SC_LEVEL1_DCACHE_SIZE);
    return reported > 0 ? int64_t(reported) : int64_t(32) << 10;
  }();
  return bytes;
}

/// Copies `count` floats in chunks of sixteen (inlined as the caller's
/// widest moves), the rest one by one.
__attribute__((always_inline)) inline void
copyFloats(float *dst, const float *src, int64_t count) {
  int64_t i = 0;
  for (; i + 16 <= count; i += 16)
    std::memcpy(dst + i, src + i, 16 * sizeof(float));
  for (; i < count; ++i)
    dst[i] = src[i];
}

/// Packs a group's tiles and multiplies them with the MR x NR `kernel`
/// (BlockedProduct::run). Inlined into one function per instruction set,
/// so that the copies use its registers.
template <int MR, int NR, typename Kernel, typename Decode>
__attribute__((always_inline)) inline void
multiplyGroup(const BlockedProduct::GroupArgs &g, Kernel kernel,
              Decode decode) {
  int64_t m = g.m, k = g.k, n = g.n, steps = g.steps;
  int64_t depth = steps * k;
  thread_local std::vector<float> aPanels, bPanels;
  aPanels.resize(m * depth);
  bPanels.resize(depth * n);
  bool isF32 = g.input == mlir::cuda_tile::abi::kMmaF32;
  // The tiles' rows lie a tensor row apart, too far apart for the hardware
  // prefetchers, and mostly outside L2. Each row packed here fetches the
  // same row of the next group's tile, which then arrives while this group
  // is multiplied; rows not fetched so are fetched a few rows ahead.
  unsigned bytes = inputBytes(g.input);
  auto prefetchRow = [](const uint8_t *data, int64_t count) {
    for (int64_t at = 0; at < count; at += 64)
      __builtin_prefetch(data + at);
  };
  constexpr int64_t kRowsAhead = 12;
  auto forEachRow = [&](const TileRows &tile, const TileRows *next,
                        int64_t rows, int64_t count, auto &&body) {
    int64_t rowBytes = count * bytes;
    if (!g.prefetched)
      for (int64_t r = 0; r < std::min(rows, kRowsAhead); ++r)
        prefetchRow(tile.data + r * tile.rowBytes, rowBytes);
    for (int64_t r = 0; r < rows; ++r) {
      if (!g.prefetched && r + kRowsAhead < rows)
        prefetchRow(tile.data + (r + kRowsAhead) * tile.rowBytes, rowBytes);
      if (next)
        prefetchRow(next->data + r * next->rowBytes, rowBytes);
      body(r, tile.data + r * tile.rowBytes);
    }
  };
  // A tiles side by side in their rows (the K loop walks A's columns): f32
  // ones are read where they lie (the kernel's MR rows are sequential
  // streams, which the hardware prefetchers follow), others decoded a
  // whole group's row at a time.
  bool sideBySide = true;
  for (int64_t t = 1; t < steps && sideBySide; ++t)
    sideBySide = g.a[t].data == g.a[0].data + t * k * bytes &&
                 g.a[t].rowBytes == g.a[0].rowBytes;
  bool directA = isF32 && sideBySide;
  if (sideBySide && !isF32)
    forEachRow(g.a[0], g.nextSteps ? g.nextA : nullptr, m, depth,
               [&](int64_t i, const uint8_t *src) {
                 decode(src, depth, aPanels.data() + i * depth);
               });
  for (int64_t t = 0; t < steps; ++t) {
    const TileRows *nextA = t < g.nextSteps ? g.nextA + t : nullptr;
    const TileRows *nextB = t < g.nextSteps ? g.nextB + t : nullptr;
    // A: m rows of `depth` values (a kernel's panel is MR of them).
    if (!sideBySide)
      forEachRow(g.a[t], nextA, m, k, [&](int64_t i, const uint8_t *src) {
        float *dst = aPanels.data() + i * depth + t * k;
        if (isF32)
          copyFloats(dst, reinterpret_cast<const float *>(src), k);
        else
          decode(src, k, dst);
      });
    // B: panels of NR columns, k-major, each row's NR values copied or
    // decoded straight into their panel.
    forEachRow(g.b[t], nextB, k, n, [&](int64_t kk, const uint8_t *src) {
      float *dst = bPanels.data() + (t * k + kk) * NR;
      for (int64_t j = 0; j < n; j += NR, dst += depth * NR) {
        if (isF32)
          std::memcpy(dst, src + j * 4, NR * sizeof(float));
        else
          decode(src + j * bytes, NR, dst);
      }
    });
  }
  // Each B panel stays in L1 while every A panel passes it.
  for (int64_t j = 0; j < n; j += NR)
    for (int64_t i = 0; i < m; i += MR) {
      if (directA)
        kernel(
            reinterpret_cast<const float *>(g.a[0].data + i * g.a[0].rowBytes),
            g.a[0].rowBytes / 4, bPanels.data() + j * depth, g.c + i * n + j, n,
            depth);
      else
        kernel(aPanels.data() + i * depth, depth, bPanels.data() + j * depth,
               g.c + i * n + j, n, depth);
    }
}

#ifdef TILEKIT_HAVE_AVX2_KERNEL
/// f16 and bf16 rows decoded inline (both exact: every value is an f32;
/// a NaN stays a NaN, which makes its outputs the canonical NaN), other
/// formats by the interpreter's decoder.
__attribute__((target("avx512f"))) void
decodeAvx512(int32_t input, const uint8_t *src, int64_t count, float *dst) {
  int64_t i = 0;
  const auto *half = reinterpret_cast<const __m256i *>(src);
  if (input == mlir::cuda_tile::abi::kMmaF16)
    for (; i + 16 <= count; i += 16)
      _mm512_storeu_ps(dst + i,
                       _mm512_cvtph_ps(_mm256_loadu_si256(half + i / 16)));
  else if (input == mlir::cuda_tile::abi::kMmaBF16)
    for (; i + 16 <= count; i += 16)
      _mm512_storeu_si512(
          dst + i,
          _mm512_slli_epi32(
              _mm512_cvtepu16_epi32(_mm256_loadu_si256(half + i / 16)), 16));
  if (i < count)
    interp::decodeToF32(src + i * inputBytes(input), count - i,
                        toElemKind(input), dst + i);
}

__attribute__((target("avx512f"))) void
multiplyGroupAvx512(const BlockedProduct::GroupArgs &group) {
  multiplyGroup<8, 32>(group, packedKernelAvx512,
                       [&](const uint8_t *src, int64_t count, float *dst) {
                         decodeAvx512(group.input, src, count, dst);
                       });
}

__attribute__((target("avx2,fma"))) void
multiplyGroupAvx2(const BlockedProduct::GroupArgs &group) {
  ElemKind kind = toElemKind(group.input);
  multiplyGroup<4, 16>(group, packedKernelAvx2,
                       [&](const uint8_t *src, int64_t count, float *dst) {
                         interp::decodeToF32(src, count, kind, dst);
                       });
}
#endif

} // namespace

BlockedProduct::BlockedProduct(int64_t m, int64_t k, int64_t n, int32_t input)
    : m(m), k(k), n(n), input(input) {
#ifdef TILEKIT_HAVE_AVX2_KERNEL
  static const bool hasAvx512 = __builtin_cpu_supports("avx512f");
  static const bool hasAvx2 =
      __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  int nr = 0;
  if (hasAvx512 && m % 8 == 0 && n % 32 == 0) {
    nr = 32;
    multiply = multiplyGroupAvx512;
  } else if (hasAvx2 && m % 4 == 0 && n % 16 == 0) {
    nr = 16, multiply = multiplyGroupAvx2;
  }
#endif
  if (multiply && k > 0)
    groupSteps = std::max<int64_t>(1, getL1DataBytes() / (nr * int64_t(4)) / k);
}

void BlockedProduct::run(const TileRows *a, const TileRows *b, int64_t steps,
                         float *c, const TileRows *nextA, const TileRows *nextB,
                         int64_t nextSteps, bool prefetched) const {
  GroupArgs group{a,         b,          steps, c, nextA, nextB,
                  nextSteps, prefetched, m,     k, n,     input};
  multiply(group);
}

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
