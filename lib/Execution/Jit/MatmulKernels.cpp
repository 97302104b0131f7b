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
#include <cstdlib>
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

/// The instruction sets the kernels may use: what the CPU reports, capped
/// by TILEKIT_MATMUL_KERNEL=avx2|none (so that every kernel can be tested
/// on one machine).
enum class KernelIsa { None, Avx2, Avx512 };

KernelIsa getKernelIsa() {
  static const KernelIsa isa = [] {
    KernelIsa isa = KernelIsa::None;
#ifdef TILEKIT_HAVE_AVX2_KERNEL
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
        __builtin_cpu_supports("f16c"))
      isa = KernelIsa::Avx2;
    if (isa == KernelIsa::Avx2 && __builtin_cpu_supports("avx512f"))
      isa = KernelIsa::Avx512;
#endif
    if (const char *cap = std::getenv("TILEKIT_MATMUL_KERNEL")) {
      if (std::strcmp(cap, "none") == 0)
        isa = KernelIsa::None;
      else if (std::strcmp(cap, "avx2") == 0)
        isa = std::min(isa, KernelIsa::Avx2);
    }
    return isa;
  }();
  return isa;
}

void gemm(const float *a, const float *b, const float *acc, float *c, int64_t m,
          int64_t k, int64_t n) {
#ifdef TILEKIT_HAVE_AVX2_KERNEL
  KernelIsa isa = getKernelIsa();
  if (isa == KernelIsa::Avx512 && m >= 8 && n >= 32)
    return gemmAvx512(a, b, acc, c, m, k, n);
  if (isa >= KernelIsa::Avx2)
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

/// A kernel that reads 16-bit A where it lies (halfAKernelAvx512), NR / 2
/// values of k at a time.
using HalfAKernel = void (*)(const uint8_t *a, int64_t aRowBytes,
                             const float *b, float *c, int64_t ldc,
                             int64_t depth);

/// Packs a group's tiles and multiplies them with the MR x NR `kernel`
/// (BlockedProduct::run). Inlined into one function per instruction set,
/// so that the copies use its registers.
template <int MR, int NR, typename Kernel, typename Decode>
__attribute__((always_inline)) inline void
multiplyGroup(const BlockedProduct::GroupArgs &g, Kernel kernel, Decode decode,
              HalfAKernel halfAKernel) {
  int64_t m = g.m, k = g.k, n = g.n, steps = g.steps;
  int64_t depth = steps * k;
  thread_local std::vector<float> aPanels, bScratch;
  aPanels.resize(MR * depth);
  float *bPanels = g.panelsB.panels;
  if (!bPanels) {
    bScratch.resize(depth * n);
    bPanels = bScratch.data();
  }
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
  // Called before row r of `tile` (rows of `rowBytes`) is packed. The
  // packing loops below call `decode` themselves, in this function's
  // instruction set (a lambda would not inherit it, so could not inline
  // the decoder).
  auto fetchRows = [&](const TileRows &tile, const TileRows *next, int64_t rows,
                       int64_t rowBytes, int64_t r) {
    if (!g.prefetched) {
      if (r == 0)
        for (int64_t ahead = 0; ahead < std::min(rows, kRowsAhead); ++ahead)
          prefetchRow(tile.data + ahead * tile.rowBytes, rowBytes);
      if (r + kRowsAhead < rows)
        prefetchRow(tile.data + (r + kRowsAhead) * tile.rowBytes, rowBytes);
    }
    if (next)
      prefetchRow(next->data + r * next->rowBytes, rowBytes);
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
  // B: panels of NR columns, k-major, each row's NR values copied or
  // decoded straight into their panel.
  for (int64_t t = 0; t < steps && !g.panelsB.packed; ++t) {
    const TileRows *nextB = t < g.nextSteps && g.nextB ? g.nextB + t : nullptr;
    for (int64_t kk = 0; kk < k; ++kk) {
      fetchRows(g.b[t], nextB, k, n * bytes, kk);
      const uint8_t *src = g.b[t].data + kk * g.b[t].rowBytes;
      float *dst = bPanels + (t * k + kk) * NR;
      for (int64_t j = 0; j < n; j += NR, dst += depth * NR) {
        if (isF32)
          std::memcpy(dst, src + j * 4, NR * sizeof(float));
        else
          decode(src + j * bytes, NR, dst);
      }
    }
  }
  // A: each kernel's MR rows of `depth` values, packed just before the
  // kernels that read them, so that they are still in L1 (a whole group's
  // A does not fit beside the B panels); 16-bit rows side by side are
  // decoded by the kernel itself where it has a form for them.
  bool halfA = sideBySide && !isF32 && halfAKernel && bytes == 2 &&
               depth % (NR / 2) == 0;
  for (int64_t i = 0; i < m; i += MR) {
    if (sideBySide && !isF32)
      for (int64_t r = i; r < i + MR; ++r) {
        fetchRows(g.a[0], g.nextSteps ? g.nextA : nullptr, m, depth * bytes, r);
        if (!halfA)
          decode(g.a[0].data + r * g.a[0].rowBytes, depth,
                 aPanels.data() + (r - i) * depth);
      }
    for (int64_t t = 0; t < steps && !sideBySide; ++t) {
      const TileRows *nextA = t < g.nextSteps ? g.nextA + t : nullptr;
      for (int64_t r = i; r < i + MR; ++r) {
        fetchRows(g.a[t], nextA, m, k * bytes, r);
        const uint8_t *src = g.a[t].data + r * g.a[t].rowBytes;
        float *dst = aPanels.data() + (r - i) * depth + t * k;
        if (isF32)
          copyFloats(dst, reinterpret_cast<const float *>(src), k);
        else
          decode(src, k, dst);
      }
    }
    for (int64_t j = 0; j < n; j += NR) {
      if (halfA)
        halfAKernel(g.a[0].data + i * g.a[0].rowBytes, g.a[0].rowBytes,
                    bPanels + j * depth, g.c + i * n + j, n, depth);
      else if (directA)
        kernel(
            reinterpret_cast<const float *>(g.a[0].data + i * g.a[0].rowBytes),
            g.a[0].rowBytes / 4, bPanels + j * depth, g.c + i * n + j, n,
            depth);
      else
        kernel(aPanels.data(), depth, bPanels + j * depth, g.c + i * n + j, n,
               depth);
    }
  }
}

#ifdef TILEKIT_HAVE_AVX2_KERNEL
// Row decoders, one per input format and instruction set, inlined into the
// packing loops (a call per 32-element row of B cost as much as the
// conversion). f16 and bf16 are exact: every value is an f32, a NaN stays
// a NaN (which makes its outputs the canonical NaN); other formats go
// through the interpreter's decoder.

/// Any format, by the interpreter's decoder.
struct DecodeGeneric {
  ElemKind kind;
  void operator()(const uint8_t *src, int64_t count, float *dst) const {
    interp::decodeToF32(src, count, kind, dst);
  }
};

struct DecodeF16Avx512 {
  /// Sixteen values, no call (the kernels keep C in registers across it).
  __attribute__((target("avx512f"))) static inline void
  decode16(const uint8_t *src, float *dst) {
    _mm512_storeu_ps(dst, _mm512_cvtph_ps(_mm256_loadu_si256(
                              reinterpret_cast<const __m256i *>(src))));
  }
  __attribute__((target("avx512f"))) inline void
  operator()(const uint8_t *src, int64_t count, float *dst) const {
    const auto *half = reinterpret_cast<const __m256i *>(src);
    int64_t i = 0;
    for (; i + 16 <= count; i += 16)
      _mm512_storeu_ps(dst + i,
                       _mm512_cvtph_ps(_mm256_loadu_si256(half + i / 16)));
    if (i < count)
      interp::decodeToF32(src + 2 * i, count - i, ElemKind::F16, dst + i);
  }
};

struct DecodeBF16Avx512 {
  __attribute__((target("avx512f"))) static inline void
  decode16(const uint8_t *src, float *dst) {
    _mm512_storeu_si512(
        dst, _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256(
                                   reinterpret_cast<const __m256i *>(src))),
                               16));
  }
  __attribute__((target("avx512f"))) inline void
  operator()(const uint8_t *src, int64_t count, float *dst) const {
    const auto *half = reinterpret_cast<const __m256i *>(src);
    int64_t i = 0;
    for (; i + 16 <= count; i += 16)
      _mm512_storeu_si512(
          dst + i,
          _mm512_slli_epi32(
              _mm512_cvtepu16_epi32(_mm256_loadu_si256(half + i / 16)), 16));
    if (i < count)
      interp::decodeToF32(src + 2 * i, count - i, ElemKind::BF16, dst + i);
  }
};

struct DecodeF16Avx2 {
  /// Eight values, no call.
  __attribute__((target("avx2,fma,f16c"))) static inline void
  decode8(const uint8_t *src, float *dst) {
    _mm256_storeu_ps(dst, _mm256_cvtph_ps(_mm_loadu_si128(
                              reinterpret_cast<const __m128i *>(src))));
  }
  __attribute__((target("avx2,fma,f16c"))) inline void
  operator()(const uint8_t *src, int64_t count, float *dst) const {
    const auto *half = reinterpret_cast<const __m128i *>(src);
    int64_t i = 0;
    for (; i + 8 <= count; i += 8)
      _mm256_storeu_ps(dst + i, _mm256_cvtph_ps(_mm_loadu_si128(half + i / 8)));
    if (i < count)
      interp::decodeToF32(src + 2 * i, count - i, ElemKind::F16, dst + i);
  }
};

struct DecodeBF16Avx2 {
  __attribute__((target("avx2,fma"))) static inline void
  decode8(const uint8_t *src, float *dst) {
    _mm256_storeu_si256(
        reinterpret_cast<__m256i *>(dst),
        _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128(
                              reinterpret_cast<const __m128i *>(src))),
                          16));
  }
  __attribute__((target("avx2,fma"))) inline void
  operator()(const uint8_t *src, int64_t count, float *dst) const {
    const auto *half = reinterpret_cast<const __m128i *>(src);
    int64_t i = 0;
    for (; i + 8 <= count; i += 8)
      _mm256_storeu_si256(
          reinterpret_cast<__m256i *>(dst + i),
          _mm256_slli_epi32(
              _mm256_cvtepu16_epi32(_mm_loadu_si128(half + i / 8)), 16));
    if (i < count)
      interp::decodeToF32(src + 2 * i, count - i, ElemKind::BF16, dst + i);
  }
};

/// The 8 x 32 kernel with A read where it lies, in a 16-bit format
/// (`aRowBytes` apart; depth a multiple of 16): sixteen values of k of
/// each row are decoded into a small panel in L1 while the FMAs of the
/// sixteen before run, so that A's loads overlap them instead of waiting
/// in a pass of their own.
template <typename Decode>
__attribute__((target("avx512f"))) void
halfAKernelAvx512(const uint8_t *a, int64_t aRowBytes, const float *b, float *c,
                  int64_t ldc, int64_t depth) {
  constexpr int kRows = 8, kChunk = 16;
  const __m512 canonical =
      _mm512_castsi512_ps(_mm512_set1_epi32(int(canonicalNaNBits())));
  alignas(64) float chunks[2][kRows][kChunk];
  __m512 c0[kRows], c1[kRows];
  for (int r = 0; r < kRows; ++r) {
    c0[r] = _mm512_loadu_ps(c + r * ldc);
    c1[r] = _mm512_loadu_ps(c + r * ldc + 16);
  }
  for (int r = 0; r < kRows; ++r)
    Decode::decode16(a + r * aRowBytes, chunks[0][r]);
  int current = 0;
  for (int64_t k0 = 0; k0 < depth; k0 += kChunk, current ^= 1) {
    int64_t next = k0 + kChunk;
    if (next < depth)
      for (int r = 0; r < kRows; ++r)
        Decode::decode16(a + r * aRowBytes + 2 * next, chunks[current ^ 1][r]);
    const float *bk = b + k0 * 32;
    for (int kk = 0; kk < kChunk; ++kk, bk += 32) {
      __m512 b0 = _mm512_loadu_ps(bk), b1 = _mm512_loadu_ps(bk + 16);
      for (int r = 0; r < kRows; ++r) {
        __m512 x = _mm512_set1_ps(chunks[current][r][kk]);
        c0[r] = _mm512_fmadd_ps(x, b0, c0[r]);
        c1[r] = _mm512_fmadd_ps(x, b1, c1[r]);
      }
    }
  }
  for (int r = 0; r < kRows; ++r) {
    storeCanonical512(c + r * ldc, c0[r], canonical);
    storeCanonical512(c + r * ldc + 16, c1[r], canonical);
  }
}

template <typename Decode>
__attribute__((target("avx512f"))) void
multiplyGroupAvx512(const BlockedProduct::GroupArgs &group) {
  multiplyGroup<8, 32>(group, packedKernelAvx512, Decode(),
                       halfAKernelAvx512<Decode>);
}

__attribute__((target("avx512f"))) void
multiplyGroupGenericAvx512(const BlockedProduct::GroupArgs &group) {
  multiplyGroup<8, 32>(group, packedKernelAvx512,
                       DecodeGeneric{toElemKind(group.input)}, nullptr);
}

/// halfAKernelAvx512's AVX2 form: a 4 x 16 block of C, eight values of k
/// decoded at a time (depth a multiple of 8).
template <typename Decode>
__attribute__((target("avx2,fma,f16c"))) void
halfAKernelAvx2(const uint8_t *a, int64_t aRowBytes, const float *b, float *c,
                int64_t ldc, int64_t depth) {
  constexpr int kRows = 4, kChunk = 8;
  const __m256 canonical =
      _mm256_castsi256_ps(_mm256_set1_epi32(int(canonicalNaNBits())));
  alignas(32) float chunks[2][kRows][kChunk];
  __m256 c0[kRows], c1[kRows];
  for (int r = 0; r < kRows; ++r) {
    c0[r] = _mm256_loadu_ps(c + r * ldc);
    c1[r] = _mm256_loadu_ps(c + r * ldc + 8);
  }
  for (int r = 0; r < kRows; ++r)
    Decode::decode8(a + r * aRowBytes, chunks[0][r]);
  int current = 0;
  for (int64_t k0 = 0; k0 < depth; k0 += kChunk, current ^= 1) {
    int64_t next = k0 + kChunk;
    if (next < depth)
      for (int r = 0; r < kRows; ++r)
        Decode::decode8(a + r * aRowBytes + 2 * next, chunks[current ^ 1][r]);
    const float *bk = b + k0 * 16;
    for (int kk = 0; kk < kChunk; ++kk, bk += 16) {
      __m256 b0 = _mm256_loadu_ps(bk), b1 = _mm256_loadu_ps(bk + 8);
      for (int r = 0; r < kRows; ++r) {
        __m256 x = _mm256_broadcast_ss(&chunks[current][r][kk]);
        c0[r] = _mm256_fmadd_ps(x, b0, c0[r]);
        c1[r] = _mm256_fmadd_ps(x, b1, c1[r]);
      }
    }
  }
  for (int r = 0; r < kRows; ++r) {
    storeCanonical256(c + r * ldc, c0[r], canonical);
    storeCanonical256(c + r * ldc + 8, c1[r], canonical);
  }
}

template <typename Decode>
__attribute__((target("avx2,fma,f16c"))) void
multiplyGroupAvx2(const BlockedProduct::GroupArgs &group) {
  multiplyGroup<4, 16>(group, packedKernelAvx2, Decode(),
                       halfAKernelAvx2<Decode>);
}

__attribute__((target("avx2,fma"))) void
multiplyGroupGenericAvx2(const BlockedProduct::GroupArgs &group) {
  multiplyGroup<4, 16>(group, packedKernelAvx2,
                       DecodeGeneric{toElemKind(group.input)}, nullptr);
}

/// The group multiplier for `input` on this host's widest kernel whose
/// block divides m x n (nullptr: none); `nr` is set to its panel width.
using MultiplyFn = void (*)(const BlockedProduct::GroupArgs &);
MultiplyFn selectMultiply(int64_t m, int64_t n, int32_t input, int &nr) {
  KernelIsa isa = getKernelIsa();
  using namespace mlir::cuda_tile::abi;
  if (isa == KernelIsa::Avx512 && m % 8 == 0 && n % 32 == 0) {
    nr = 32;
    // f32 is copied, never decoded (multiplyGroup's isF32).
    if (input == kMmaF16)
      return multiplyGroupAvx512<DecodeF16Avx512>;
    if (input == kMmaBF16)
      return multiplyGroupAvx512<DecodeBF16Avx512>;
    return multiplyGroupGenericAvx512;
  }
  if (isa >= KernelIsa::Avx2 && m % 4 == 0 && n % 16 == 0) {
    nr = 16;
    if (input == kMmaF16)
      return multiplyGroupAvx2<DecodeF16Avx2>;
    if (input == kMmaBF16)
      return multiplyGroupAvx2<DecodeBF16Avx2>;
    return multiplyGroupGenericAvx2;
  }
  return nullptr;
}
#endif

} // namespace

BlockedProduct::BlockedProduct(int64_t m, int64_t k, int64_t n, int32_t input)
    : m(m), k(k), n(n), input(input) {
  int nr = 0;
#ifdef TILEKIT_HAVE_AVX2_KERNEL
  multiply = selectMultiply(m, n, input, nr);
#endif
  panelWidth = nr;
  if (multiply && k > 0)
    groupSteps = std::max<int64_t>(1, getL1DataBytes() / (nr * int64_t(4)) / k);
}

int64_t getL2Bytes() {
  static const int64_t bytes = [] {
    long reported = sysconf(_SC_LEVEL2_CACHE_SIZE);
    return reported > 0 ? int64_t(reported) : int64_t(1) << 20;
  }();
  return bytes;
}

void BlockedProduct::run(const TileRows *a, const TileRows *b, int64_t steps,
                         float *c, const TileRows *nextA, const TileRows *nextB,
                         int64_t nextSteps, bool prefetched,
                         PanelsB panelsB) const {
  GroupArgs group{a,          b, steps, c, nextA, nextB,  nextSteps,
                  prefetched, m, k,     n, input, panelsB};
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
