//===- MatmulRules.cpp - mmaf, mmai and mmaf_scaled -----------------------===//
//
// result[b, i, j] = sum_k lhs[b, i, k] * rhs[b, k, j] + acc[b, i, j], for
// 2-D tiles (one batch) and 3-D batched tiles.
//
// Order and precision (TileKit's choice; the spec leaves both open):
//  * mmaf with an f32 accumulator (f32, tf32, f16, bf16, f8E4M3FN or f8E5M2
//    inputs): the inputs are decoded exactly to f32 and each output element
//    is a chain of f32 fused multiply-adds from acc, k ascending:
//    s = acc[i, j]; s = fma(lhs[i, k], rhs[k, j], s) for k = 0..K-1. One
//    rounding per step, the order a vectorized microkernel keeps (the JIT's
//    runs the same chain per lane), and what an f32 accumulator register
//    does on a GPU. f32 inputs are used at full precision (no implicit tf32
//    rounding); tf32 inputs use their 19 value bits only.
//  * mmaf with an f16 accumulator and mmaf_scaled: every operand element is
//    decoded exactly to a double (for mmaf_scaled multiplied by its block
//    scale, also exact), so each product is exact in double. Each dot
//    product starts from acc[i, j], adds the products in ascending k, each
//    addition rounded to double (nearest-even), and the sum is rounded once
//    to the accumulator type (nearest-even, as `ftof` from f64 would).
//  * mmaf with f64 inputs: the same order as a chain of fused multiply-adds
//    in f64, acc first: s = acc; s = fma(lhs[k], rhs[k], s) for k = 0..K-1.
//  * `fast_acc` changes none of this.
//  * NaN results are the accumulator's canonical NaN (docs/numerics.md):
//    the f32 and f64 chains pass input NaN payloads through, so their
//    results get one pass that replaces every NaN; the roundings to f16 and
//    (mmaf_scaled) f32 give canonical NaNs already.
//  * mmai: i8 x i8 products (each operand signed or unsigned by its
//    attribute) summed with acc in 32-bit two's complement; wrap-around
//    makes the order irrelevant.
//
//===----------------------------------------------------------------------===//

#include "FloatSupport.h"
#include "MatmulSupport.h"

#include "llvm/Support/FormatVariadic.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

#include <array>
#include <cmath>
#include <memory>
#include <vector>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

/// Batch count and M, K, N of a matmul.
struct MatmulDims {
  int64_t batch = 1, m = 1, k = 1, n = 1;
  int64_t lhsSize() const { return m * k; }
  int64_t rhsSize() const { return k * n; }
  int64_t accSize() const { return m * n; }
};

MatmulDims getMatmulDims(Value lhs, Value rhs) {
  ArrayRef<int64_t> a = cast<TileType>(lhs.getType()).getShape();
  ArrayRef<int64_t> b = cast<TileType>(rhs.getType()).getShape();
  size_t rank = a.size();
  MatmulDims dims;
  if (rank == 3)
    dims.batch = a[0];
  dims.m = a[rank - 2];
  dims.k = a[rank - 1];
  dims.n = b[rank - 1];
  return dims;
}

/// The values of the 256 byte patterns of a one-byte float kind (fp8; f4
/// in the low nibble), built once.
const double *getByteTable(ElemKind kind) {
  static const auto tables = [] {
    constexpr ElemKind kinds[] = {ElemKind::F8E4M3FN, ElemKind::F8E5M2,
                                  ElemKind::F8E8M0FNU, ElemKind::F4E2M1FN,
                                  ElemKind::F8E5M3FNU};
    std::array<std::array<double, 256>, 5> result;
    for (unsigned t = 0; t < 5; ++t) {
      uint64_t mask = kinds[t] == ElemKind::F4E2M1FN ? 0xF : 0xFF;
      for (unsigned b = 0; b < 256; ++b)
        result[t][b] = toDouble(b & mask, getFloatFormat(kinds[t]));
    }
    return result;
  }();
  switch (kind) {
  case ElemKind::F8E4M3FN:
    return tables[0].data();
  case ElemKind::F8E5M2:
    return tables[1].data();
  case ElemKind::F8E8M0FNU:
    return tables[2].data();
  case ElemKind::F8E5M3FNU:
    return tables[4].data();
  default:
    return tables[3].data();
  }
}

/// Decodes `count` elements of a float input kind other than f64 exactly to
/// `T` (float or double: every such value is exact in both).
template <typename T>
void decodeExactly(const uint8_t *data, int64_t count, ElemKind kind, T *out) {
  switch (kind) {
  case ElemKind::F32:
    for (int64_t i = 0; i < count; ++i)
      out[i] = bitsToF32(loadElement(data, i, 4));
    return;
  case ElemKind::TF32:
    // The tensor cores read only the 19 value bits of a tf32 element; keep
    // NaNs NaN when their payload sits in the ignored bits.
    for (int64_t i = 0; i < count; ++i) {
      uint32_t bits = static_cast<uint32_t>(loadElement(data, i, 4));
      if ((bits & 0x7F800000u) != 0x7F800000u || (bits & 0x7FFFFF) == 0)
        bits &= ~uint32_t(0x1FFF);
      out[i] = bitsToF32(bits);
    }
    return;
  case ElemKind::F16:
    for (int64_t i = 0; i < count; ++i)
      out[i] = halfBitsToFloat(static_cast<uint16_t>(loadElement(data, i, 2)));
    return;
  case ElemKind::BF16:
    for (int64_t i = 0; i < count; ++i)
      out[i] =
          bfloat16BitsToFloat(static_cast<uint16_t>(loadElement(data, i, 2)));
    return;
  default: {
    const double *table = getByteTable(kind);
    for (int64_t i = 0; i < count; ++i)
      out[i] = static_cast<T>(table[data[i]]);
    return;
  }
  }
}

/// Decodes `count` float elements of `kind` exactly to doubles.
void decodeFloats(const uint8_t *data, int64_t count, ElemKind kind,
                  double *out) {
  if (kind == ElemKind::F64)
    std::memcpy(out, data, count * sizeof(double));
  else
    decodeExactly(data, count, kind, out);
}

/// Replaces the NaNs among `count` values of `Float` (bit patterns whose
/// magnitude exceeds the infinity's) by the canonical NaN of `format`.
/// Works on the bits, so no host float operation sees the NaNs.
template <typename Float, typename Bits>
void canonicalizeNaNBits(Float *values, int64_t count, FloatFormat format) {
  const Bits canonical = static_cast<Bits>(canonicalNaN(format));
  const Bits infinity =
      static_cast<Bits>(detail::infinityOf(format, /*sign=*/false));
  constexpr Bits magnitude = ~Bits(0) >> 1;
  // A select and an unconditional store: the loop vectorizes.
  for (int64_t i = 0; i < count; ++i) {
    Bits bits;
    std::memcpy(&bits, values + i, sizeof(Bits));
    bits = (bits & magnitude) > infinity ? canonical : bits;
    std::memcpy(values + i, &bits, sizeof(Bits));
  }
}

/// The f32 and f64 chains pass an input NaN's payload and sign through; one
/// pass over the finished block makes every NaN the canonical one.
void canonicalizeNaNs(float *values, int64_t count) {
  canonicalizeNaNBits<float, uint32_t>(values, count, FloatFormat::F32);
}

void canonicalizeNaNs(double *values, int64_t count) {
  canonicalizeNaNBits<double, uint64_t>(values, count, FloatFormat::F64);
}

/// Rounds `count` doubles once to the accumulator `kind` (f16, f32, f64).
void encodeFloats(const double *in, int64_t count, ElemKind kind,
                  uint8_t *data) {
  if (kind == ElemKind::F64) {
    std::memcpy(data, in, count * sizeof(double));
    canonicalizeNaNs(reinterpret_cast<double *>(data), count);
    return;
  }
  FloatFormat format = getFloatFormat(kind);
  unsigned bytes = getElemBytes(kind);
  for (int64_t i = 0; i < count; ++i)
    storeElement(data, i, bytes,
                 convertFloat(f64ToBits(in[i]), FloatFormat::F64, format));
}

/// c[i, j] += sum_k a[i, k] * b[k, j] in the documented order: for each
/// (i, j), k ascending; the i-k-j loop nest keeps that order per element
/// while streaming rows of b.
template <bool Fused>
void gemmDouble(const double *a, const double *b, double *c, int64_t m,
                int64_t k, int64_t n) {
  for (int64_t i = 0; i < m; ++i) {
    double *row = c + i * n;
    const double *aRow = a + i * k;
    for (int64_t kk = 0; kk < k; ++kk) {
      double x = aRow[kk];
      const double *bRow = b + kk * n;
      for (int64_t j = 0; j < n; ++j) {
        if constexpr (Fused)
          row[j] = std::fma(x, bRow[j], row[j]);
        else
          // The product is exact here, so a contracted fma gives the same.
          row[j] = row[j] + x * bRow[j];
      }
    }
  }
}

/// c[i, j] = fma(a[i, k], b[k, j], c[i, j]) in f32 for k ascending; the
/// i-k-j nest keeps that order per element while streaming rows of b.
template <typename Fma>
inline void gemmF32Chain(const float *a, const float *b, float *c, int64_t m,
                         int64_t k, int64_t n, Fma fma) {
  for (int64_t i = 0; i < m; ++i) {
    float *row = c + i * n;
    const float *aRow = a + i * k;
    for (int64_t kk = 0; kk < k; ++kk) {
      float x = aRow[kk];
      const float *bRow = b + kk * n;
      for (int64_t j = 0; j < n; ++j)
        row[j] = fma(x, bRow[j], row[j]);
    }
  }
}

void gemmF32ChainPortable(const float *a, const float *b, float *c, int64_t m,
                          int64_t k, int64_t n) {
  gemmF32Chain(a, b, c, m, k, n,
               [](float x, float y, float z) { return std::fmaf(x, y, z); });
}

#if defined(__x86_64__) && defined(__GNUC__)
// The same loop where the host has an fma instruction, so that fmaf is one
// instruction instead of a libm call (same result: both are exact fma).
__attribute__((target("fma"))) void gemmF32ChainFma(const float *a,
                                                    const float *b, float *c,
                                                    int64_t m, int64_t k,
                                                    int64_t n) {
  gemmF32Chain(a, b, c, m, k, n, [](float x, float y, float z) {
    return __builtin_fmaf(x, y, z);
  });
}
#endif

void gemmF32(const float *a, const float *b, float *c, int64_t m, int64_t k,
             int64_t n) {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool hasFma = __builtin_cpu_supports("fma");
  if (hasFma)
    return gemmF32ChainFma(a, b, c, m, k, n);
#endif
  gemmF32ChainPortable(a, b, c, m, k, n);
}

/// The shared tail of mmaf and mmaf_scaled: lhs and rhs already decoded.
void multiplyDecoded(const MatmulDims &dims, const double *a, const double *b,
                     const uint8_t *accData, ElemKind accKind, bool fused,
                     uint8_t *outData) {
  unsigned accBytes = getElemBytes(accKind);
  std::vector<double> c(dims.accSize());
  for (int64_t bt = 0; bt < dims.batch; ++bt) {
    int64_t accOffset = bt * dims.accSize();
    decodeFloats(accData + accOffset * accBytes, dims.accSize(), accKind,
                 c.data());
    const double *aBatch = a + bt * dims.lhsSize();
    const double *bBatch = b + bt * dims.rhsSize();
    if (fused)
      gemmDouble<true>(aBatch, bBatch, c.data(), dims.m, dims.k, dims.n);
    else
      gemmDouble<false>(aBatch, bBatch, c.data(), dims.m, dims.k, dims.n);
    encodeFloats(c.data(), dims.accSize(), accKind,
                 outData + accOffset * accBytes);
  }
}

LogicalResult compileMmaF(Operation *op, Compiler &compiler, Step &step) {
  auto mma = cast<MmaFOp>(op);
  MatmulDims dims = getMatmulDims(mma.getLhs(), mma.getRhs());
  ElemKind inKind = Compiler::getTileInfo(mma.getLhs().getType()).kind;
  TileInfo accInfo = Compiler::getTileInfo(mma.getAcc().getType());
  ElemKind accKind = accInfo.kind;
  if (!isFloatKind(inKind) ||
      (accKind != ElemKind::F16 && accKind != ElemKind::F32 &&
       accKind != ElemKind::F64))
    return compiler.error(op, "has element types the interpreter does not "
                              "support");
  unsigned lhs = compiler.slot(mma.getLhs());
  unsigned rhs = compiler.slot(mma.getRhs());
  unsigned acc = compiler.slot(mma.getAcc());
  unsigned out = compiler.slot(mma.getResult());
  bool fused = inKind == ElemKind::F64;
  int64_t resultBytes = accInfo.bytes();
  if (accKind == ElemKind::F32 && isF32ChainInput(inKind)) {
    step = [=](Frame &frame) {
      std::vector<float> a(dims.batch * dims.lhsSize()),
          b(dims.batch * dims.rhsSize());
      decodeToF32(frame.slots[lhs]->data(), a.size(), inKind, a.data());
      decodeToF32(frame.slots[rhs]->data(), b.size(), inKind, b.data());
      RtValue result = Buffer::create(resultBytes);
      float *c = result->as<float>();
      std::memcpy(c, frame.slots[acc]->data(), resultBytes);
      for (int64_t bt = 0; bt < dims.batch; ++bt)
        gemmF32(a.data() + bt * dims.lhsSize(), b.data() + bt * dims.rhsSize(),
                c + bt * dims.accSize(), dims.m, dims.k, dims.n);
      canonicalizeNaNs(c, dims.batch * dims.accSize());
      frame.slots[out] = std::move(result);
      return Flow::Next;
    };
    return success();
  }
  step = [=](Frame &frame) {
    int64_t lhsCount = dims.batch * dims.lhsSize();
    int64_t rhsCount = dims.batch * dims.rhsSize();
    std::vector<double> a(lhsCount), b(rhsCount);
    decodeFloats(frame.slots[lhs]->data(), lhsCount, inKind, a.data());
    decodeFloats(frame.slots[rhs]->data(), rhsCount, inKind, b.data());
    RtValue result = Buffer::create(resultBytes);
    multiplyDecoded(dims, a.data(), b.data(), frame.slots[acc]->data(), accKind,
                    fused, result->data());
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
  return success();
}

/// Decodes an operand of mmaf_scaled and multiplies every element by its
/// block's scale (exact: a power of two or a 4-bit-significand f8E4M3FN).
/// `kAlongRows` says whether K is the operand's row index (rhs) or its
/// column index (lhs).
void decodeScaled(const uint8_t *data, ElemKind kind, const uint8_t *scales,
                  ElemKind scaleKind, int64_t batch, int64_t rows, int64_t cols,
                  int64_t blockSize, bool kAlongRows, double *out) {
  int64_t count = batch * rows * cols;
  decodeFloats(data, count, kind, out);
  int64_t scaleRows = kAlongRows ? rows / blockSize : rows;
  int64_t scaleCols = kAlongRows ? cols : cols / blockSize;
  std::vector<double> scale(batch * scaleRows * scaleCols);
  decodeFloats(scales, scale.size(), scaleKind, scale.data());
  for (int64_t bt = 0; bt < batch; ++bt)
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < cols; ++c) {
        int64_t sr = kAlongRows ? r / blockSize : r;
        int64_t sc = kAlongRows ? c : c / blockSize;
        out[(bt * rows + r) * cols + c] *=
            scale[(bt * scaleRows + sr) * scaleCols + sc];
      }
}

/// `--check`: f8E4M3FN scales must not be negative (undefined behaviour).
Flow checkScales(Frame &frame, Operation *op, const char *name,
                 const RtValue &value, const TileInfo &info) {
  for (int64_t i = 0; i < info.numElements; ++i) {
    uint64_t bits = value->data()[i];
    if ((bits & 0x80) && (bits & 0x7F) != 0 && (bits & 0x7F) != 0x7F)
      return fail(frame, op,
                  llvm::formatv("--check: {0} element {1} is negative ({2}); "
                                "f8E4M3FN scales must be non-negative",
                                name, formatIndex(info.shape, i),
                                toDouble(bits, FloatFormat::F8E4M3FN)));
  }
  return Flow::Next;
}

LogicalResult compileMmaFScaled(Operation *op, Compiler &compiler, Step &step) {
  auto mma = cast<MmaFScaledOp>(op);
  MatmulDims dims = getMatmulDims(mma.getLhs(), mma.getRhs());
  ElemKind inKind = Compiler::getTileInfo(mma.getLhs().getType()).kind;
  TileInfo accInfo = Compiler::getTileInfo(mma.getAcc().getType());
  TileInfo lhsScaleInfo = Compiler::getTileInfo(mma.getLhsScale().getType());
  TileInfo rhsScaleInfo = Compiler::getTileInfo(mma.getRhsScale().getType());
  ElemKind scaleKind = lhsScaleInfo.kind;
  int64_t scaleK = lhsScaleInfo.shape.back();
  if (accInfo.kind != ElemKind::F32 || scaleK <= 0 || dims.k % scaleK != 0 ||
      !isFloatKind(inKind) || !isFloatKind(scaleKind))
    return compiler.error(op, "has operand types the interpreter does not "
                              "support");
  int64_t blockSize = dims.k / scaleK;
  unsigned lhs = compiler.slot(mma.getLhs());
  unsigned rhs = compiler.slot(mma.getRhs());
  unsigned acc = compiler.slot(mma.getAcc());
  unsigned lhsScale = compiler.slot(mma.getLhsScale());
  unsigned rhsScale = compiler.slot(mma.getRhsScale());
  unsigned out = compiler.slot(mma.getResult());
  bool checkSign = scaleKind == ElemKind::F8E4M3FN;
  step = [=](Frame &frame) {
    if (checkSign && frame.launch->check) {
      if (checkScales(frame, op, "lhs_scale", frame.slots[lhsScale],
                      lhsScaleInfo) == Flow::Fault ||
          checkScales(frame, op, "rhs_scale", frame.slots[rhsScale],
                      rhsScaleInfo) == Flow::Fault)
        return Flow::Fault;
    }
    std::vector<double> a(dims.batch * dims.lhsSize()),
        b(dims.batch * dims.rhsSize());
    decodeScaled(frame.slots[lhs]->data(), inKind,
                 frame.slots[lhsScale]->data(), scaleKind, dims.batch, dims.m,
                 dims.k, blockSize, /*kAlongRows=*/false, a.data());
    decodeScaled(frame.slots[rhs]->data(), inKind,
                 frame.slots[rhsScale]->data(), scaleKind, dims.batch, dims.k,
                 dims.n, blockSize, /*kAlongRows=*/true, b.data());
    RtValue result = Buffer::create(accInfo.bytes());
    multiplyDecoded(dims, a.data(), b.data(), frame.slots[acc]->data(),
                    ElemKind::F32, /*fused=*/false, result->data());
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
  return success();
}

LogicalResult compileMmaI(Operation *op, Compiler &compiler, Step &step) {
  auto mma = cast<MmaIOp>(op);
  MatmulDims dims = getMatmulDims(mma.getLhs(), mma.getRhs());
  bool lhsSigned = mma.getSignednessLhs() == Signedness::Signed;
  bool rhsSigned = mma.getSignednessRhs() == Signedness::Signed;
  unsigned lhs = compiler.slot(mma.getLhs());
  unsigned rhs = compiler.slot(mma.getRhs());
  unsigned acc = compiler.slot(mma.getAcc());
  unsigned out = compiler.slot(mma.getResult());
  step = [=](Frame &frame) {
    auto decode = [](const uint8_t *data, int64_t count, bool isSigned) {
      std::vector<int32_t> values(count);
      for (int64_t i = 0; i < count; ++i)
        values[i] = isSigned ? int32_t(int8_t(data[i])) : int32_t(data[i]);
      return values;
    };
    std::vector<int32_t> a = decode(frame.slots[lhs]->data(),
                                    dims.batch * dims.lhsSize(), lhsSigned);
    std::vector<int32_t> b = decode(frame.slots[rhs]->data(),
                                    dims.batch * dims.rhsSize(), rhsSigned);
    int64_t total = dims.batch * dims.accSize();
    RtValue result = Buffer::create(total * 4);
    uint32_t *c = result->as<uint32_t>();
    std::memcpy(c, frame.slots[acc]->data(), total * 4);
    for (int64_t bt = 0; bt < dims.batch; ++bt) {
      const int32_t *aBatch = a.data() + bt * dims.lhsSize();
      const int32_t *bBatch = b.data() + bt * dims.rhsSize();
      uint32_t *cBatch = c + bt * dims.accSize();
      for (int64_t i = 0; i < dims.m; ++i)
        for (int64_t kk = 0; kk < dims.k; ++kk) {
          int32_t x = aBatch[i * dims.k + kk];
          const int32_t *bRow = bBatch + kk * dims.n;
          uint32_t *row = cBatch + i * dims.n;
          // |x * y| <= 255 * 255: the product fits; the sum wraps mod 2^32.
          for (int64_t j = 0; j < dims.n; ++j)
            row[j] += static_cast<uint32_t>(x * bRow[j]);
        }
    }
    frame.slots[out] = std::move(result);
    return Flow::Next;
  };
  return success();
}

} // namespace

bool isF32ChainInput(ElemKind kind) {
  switch (kind) {
  case ElemKind::F32:
  case ElemKind::TF32:
  case ElemKind::F16:
  case ElemKind::BF16:
  case ElemKind::F8E4M3FN:
  case ElemKind::F8E5M2:
    return true;
  default:
    return false;
  }
}

#if defined(__x86_64__) && defined(__GNUC__)
/// f16 and bf16 widen to f32 exactly; eight at a time here (F16C's
/// conversion is exact, subnormals included, and bf16 is the high half of
/// an f32). A signaling NaN comes out quiet, which no result can tell: an
/// f32 chain turns every NaN into the canonical NaN. The tail goes to the
/// scalar decoder.
__attribute__((target("avx2,f16c"))) int64_t
decodeNarrowAvx2(const uint8_t *data, int64_t count, bool isBF16, float *out) {
  int64_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m128i bits =
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + 2 * i));
    __m256 wide = isBF16 ? _mm256_castsi256_ps(_mm256_slli_epi32(
                               _mm256_cvtepu16_epi32(bits), 16))
                         : _mm256_cvtph_ps(bits);
    _mm256_storeu_ps(out + i, wide);
  }
  return i;
}
#endif

void decodeToF32(const uint8_t *data, int64_t count, ElemKind kind,
                 float *out) {
  if (kind == ElemKind::F32) {
    std::memcpy(out, data, count * sizeof(float));
    return;
  }
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool hasAvx2F16c =
      __builtin_cpu_supports("avx2") && __builtin_cpu_supports("f16c");
  if (hasAvx2F16c && (kind == ElemKind::F16 || kind == ElemKind::BF16)) {
    int64_t done = decodeNarrowAvx2(data, count, kind == ElemKind::BF16, out);
    data += 2 * done;
    out += done;
    count -= done;
  }
#endif
  decodeExactly(data, count, kind, out);
}

void addMatmulRules(RuleTable &table) {
  table.add<MmaFOp>(compileMmaF);
  table.add<MmaIOp>(compileMmaI);
  table.add<MmaFScaledOp>(compileMmaFScaled);
}

} // namespace tilekit::exec::interp
