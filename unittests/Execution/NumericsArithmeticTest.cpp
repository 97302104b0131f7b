//===- NumericsArithmeticTest.cpp - Arithmetic in every rounding mode ----===//
//
// Every expected value here comes from a computation independent of the
// library: a direct decoding formula, the host FPU under <cfenv> rounding
// modes, long double arithmetic rounded to odd and then rounded by a simple
// reference written below, std::fmod, or values derived by hand from the
// specification (docs/numerics.md records the rules being checked).
//
//===----------------------------------------------------------------------===//

#include "NumericsTestSupport.h"

namespace {

//===----------------------------------------------------------------------===//
// (b) Arithmetic: differential against the host FPU and round-to-odd
//===----------------------------------------------------------------------===//

enum class Op { Add, Sub, Mul, Div, Fma, Sqrt };
const Op kOps[] = {Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Fma, Op::Sqrt};
const char *opName(Op op) {
  const char *names[] = {"add", "sub", "mul", "div", "fma", "sqrt"};
  return names[int(op)];
}

template <class T> T apply(Op op, T a, T b, T c) {
  switch (op) {
  case Op::Add:
    return a + b;
  case Op::Sub:
    return a - b;
  case Op::Mul:
    return a * b;
  case Op::Div:
    return a / b;
  case Op::Fma:
    return std::fma(a, b, c);
  case Op::Sqrt:
    return std::sqrt(a);
  }
  return 0;
}

/// The host result in rounding mode `mode`. The volatile accesses keep the
/// operation between the two fesetround calls.
template <class T>
__attribute__((noinline)) T hostRounded(Op op, T a, T b, T c, int mode) {
  volatile T va = a, vb = b, vc = c;
  std::fesetround(mode);
  T x = va, y = vb, z = vc;
  volatile T vr = apply(op, x, y, z);
  std::fesetround(FE_TONEAREST);
  return vr;
}

/// The exact result rounded to odd at long double precision (64 bits):
/// round toward zero, then set the last bit if inexact. Rounding that once
/// more to <= 62 bits in any mode gives the correctly rounded result.
__attribute__((noinline)) long double oddRounded(Op op, long double a,
                                                 long double b, long double c) {
  volatile long double va = a, vb = b, vc = c;
  std::fesetround(FE_TOWARDZERO);
  std::feclearexcept(FE_ALL_EXCEPT);
  long double x = va, y = vb, z = vc;
  volatile long double vr = apply(op, x, y, z);
  bool inexact = std::fetestexcept(FE_INEXACT) != 0;
  std::fesetround(FE_TONEAREST);
  long double res = vr;
  if (inexact && std::isfinite(res) && res != 0) {
    static_assert(std::numeric_limits<long double>::digits == 64,
                  "x87 extended precision expected");
    unsigned char bytes[sizeof(long double)];
    std::memcpy(bytes, &res, sizeof res);
    bytes[0] |= 1;
    std::memcpy(&res, bytes, sizeof res);
  }
  return res;
}

uint64_t libOp(Op op, F f, uint64_t a, uint64_t b, uint64_t c, R r,
               bool ftz = false) {
  FloatEnv env;
  env.rounding = r;
  env.flushToZero = ftz;
  switch (op) {
  case Op::Add:
    return addFloat(f, a, b, env);
  case Op::Sub:
    return subFloat(f, a, b, env);
  case Op::Mul:
    return mulFloat(f, a, b, env);
  case Op::Div:
    return divFloat(f, a, b, env);
  case Op::Fma:
    return fmaFloat(f, a, b, c, env);
  case Op::Sqrt:
    return sqrtFloat(f, a, env);
  }
  return 0;
}

/// Operands for `op`, often related so that results cancel or tie.
void makeOperands(std::mt19937_64 &rng, const RefFormat &f, Op op, uint64_t &a,
                  uint64_t &b, uint64_t &c) {
  a = randomBitsFor(rng, f.ebits, f.mbits);
  b = randomBitsFor(rng, f.ebits, f.mbits);
  c = randomBitsFor(rng, f.ebits, f.mbits);
  if (rng() % 3 != 0)
    return;
  uint64_t expMask = (uint64_t(1) << f.ebits) - 1;
  uint64_t mantMask = (uint64_t(1) << f.mbits) - 1;
  int64_t ea = int64_t((a >> f.mbits) & expMask);
  long double va = refDecode(f, a), vb = refDecode(f, b);
  switch (op) {
  case Op::Add:
  case Op::Sub: {
    // b within a few ulps-worth of exponents below a: cancellation, ties.
    int64_t eb = ea - int64_t(rng() % (f.mbits + 4));
    if (eb < 0)
      eb = 0;
    uint64_t mb = rng() % 3 == 0 ? 0 : rng() & mantMask;
    b = ((rng() & 1) << (f.ebits + f.mbits)) | (uint64_t(eb) << f.mbits) | mb;
    break;
  }
  case Op::Fma:
    if (f.format == F::F64 && rng() % 2) {
      // Sparse significands put the product's cross term far below its
      // leading bit; c cancels that term up to a perturbation in its own
      // last bit, which only the alignment's sticky bits still see.
      int i = 20 + int(rng() % 33), j = 74 - i + int(rng() % 20);
      int e1 = int(rng() % 40) - 20, e2 = int(rng() % 40) - 20;
      double x = std::ldexp(1.0 + std::ldexp(1.0, -i), e1);
      double y = std::ldexp(1.0 + std::ldexp(1.0, -j), e2);
      double t =
          std::ldexp(1.0 + std::ldexp(double(rng() % 3), -52), e1 + e2 - i - j);
      a = bitsOf(x);
      b = bitsOf(y);
      c = bitsOf(rng() % 2 ? -t : t);
      break;
    }
    // c close to -(a * b): massive cancellation.
    if (std::isfinite(va * vb)) {
      c = refConvert(f, -(va * vb), R::NearestEven);
      if (!std::isnan(refDecode(f, c)) && (c & mantMask) > 2)
        c += int64_t(rng() % 5) - 2;
    }
    break;
  case Op::Sqrt:
    // Squares and their neighbours.
    if (std::isfinite(vb * vb)) {
      a = refConvert(f, vb * vb, R::NearestEven);
      if ((a & mantMask) > 2)
        a += int64_t(rng() % 5) - 2;
    }
    break;
  case Op::Div:
    // a = b * q with a short q: exact quotients.
    if (std::isfinite(vb)) {
      long double q = std::ldexp((long double)(rng() % 64), int(rng() % 9) - 4);
      a = refConvert(f, vb * q, R::NearestEven);
    }
    break;
  case Op::Mul:
    break;
  }
}

/// The expected result from a long double value rounded to odd.
uint64_t expectFromOdd(const RefFormat &f, Op op, long double odd,
                       long double x, long double y, long double z, R r) {
  if (std::isnan(odd))
    return canonicalNaN(f.format);
  if (odd == 0 && op != Op::Mul && op != Op::Div && op != Op::Sqrt) {
    // An exact zero sum takes its sign from the rounding direction.
    long double s = hostRounded<long double>(op, x, y, z, feMode(r));
    return refEncode(f, s);
  }
  if (std::isinf(odd))
    return refEncode(f, odd);
  long double v = refRoundPrecision(odd, f.mbits + 1, 1 - f.bias, r);
  bool neg = std::signbit(v);
  if (std::fabs(v) > f.maxFinite)
    v = infDirected(r, neg) ? (neg ? -INFINITY : INFINITY)
                            : (neg ? -f.maxFinite : f.maxFinite);
  return refEncode(f, v);
}

struct ArithmeticCounts {
  unsigned cases = 0, failures = 0;
};

void report(ArithmeticCounts &counts, const RefFormat &f, Op op, R r,
            uint64_t a, uint64_t b, uint64_t c, uint64_t got, uint64_t want) {
  ++counts.cases;
  if (got == want)
    return;
  if (counts.failures++ < 10)
    ADD_FAILURE() << opName(op) << " format " << int(f.format) << " "
                  << modeName(r) << " (" << hex(a) << ", " << hex(b) << ", "
                  << hex(c) << "): got " << hex(got) << ", want " << hex(want);
}

/// f32 / f64 in the four IEEE modes against the host FPU directly.
template <class T>
void hostDifferential(const RefFormat &f, unsigned perCombination,
                      uint64_t seed, ArithmeticCounts &counts) {
  std::mt19937_64 rng(seed);
  for (Op op : kOps)
    for (R r : kIeeeModes)
      for (unsigned i = 0; i < perCombination; ++i) {
        uint64_t a, b, c;
        makeOperands(rng, f, op, a, b, c);
        T x, y, z;
        std::memcpy(&x, &a, sizeof(T));
        std::memcpy(&y, &b, sizeof(T));
        std::memcpy(&z, &c, sizeof(T));
        T res = hostRounded<T>(op, x, y, z, feMode(r));
        uint64_t want = 0;
        std::memcpy(&want, &res, sizeof(T));
        if (res != res)
          want = canonicalNaN(f.format);
        report(counts, f, op, r, a, b, c, libOp(op, f.format, a, b, c, r),
               want);
      }
}

/// Any format and mode against long double rounded to odd, then the test's
/// own rounding.
void oddDifferential(const RefFormat &f, const R *modes, unsigned numModes,
                     unsigned perCombination, uint64_t seed,
                     ArithmeticCounts &counts) {
  std::mt19937_64 rng(seed);
  for (Op op : kOps)
    for (unsigned m = 0; m < numModes; ++m)
      for (unsigned i = 0; i < perCombination; ++i) {
        R r = modes[m];
        uint64_t a, b, c;
        makeOperands(rng, f, op, a, b, c);
        long double x = refDecode(f, a), y = refDecode(f, b),
                    z = refDecode(f, c);
        long double odd = oddRounded(op, x, y, z);
        uint64_t want = expectFromOdd(f, op, odd, x, y, z, r);
        report(counts, f, op, r, a, b, c, libOp(op, f.format, a, b, c, r),
               want);
      }
}

TEST(NumericsArithmetic, HostHarnessSanity) {
  // The harness itself: directed modes really reach the host operations,
  // and rounding to odd sees ties.
  EXPECT_EQ(hostRounded<float>(Op::Add, 1.0f, 0x1p-30f, 0, FE_UPWARD),
            1.0f + 0x1p-23f);
  EXPECT_EQ(hostRounded<float>(Op::Add, 1.0f, 0x1p-30f, 0, FE_TONEAREST), 1.0f);
  EXPECT_EQ(hostRounded<double>(Op::Sub, 1.0, 0x1p-60, 0, FE_TOWARDZERO),
            1.0 - 0x1p-53);
  EXPECT_EQ(hostRounded<double>(Op::Fma, 1.0 + 0x1p-52, 1.0 + 0x1p-52, -1.0,
                                FE_DOWNWARD),
            0x1p-51);
  EXPECT_EQ(oddRounded(Op::Add, 1.0L, 0x1p-70L, 0), 1.0L + 0x1p-63L);
  EXPECT_EQ(oddRounded(Op::Add, 1.0L, 0x1p-10L, 0), 1.0L + 0x1p-10L);
  EXPECT_EQ(std::fegetround(), FE_TONEAREST);
}

TEST(NumericsArithmetic, F32AgainstHostDirectedModes) {
  ArithmeticCounts counts;
  hostDifferential<float>(kF32, 8000, 1, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, F64AgainstHostDirectedModes) {
  ArithmeticCounts counts;
  hostDifferential<double>(kF64, 8000, 2, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, SoftwarePathsAgainstHostNearestEven) {
  // Without the host fast paths round-to-nearest-even goes through the
  // software implementation too.
  setHostFastPaths(false);
  ArithmeticCounts counts;
  hostDifferential<float>(kF32, 3000, 3, counts);
  hostDifferential<double>(kF64, 3000, 4, counts);
  setHostFastPaths(true);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, NearestAwayAgainstRoundToOdd) {
  const R modes[] = {R::NearestAway};
  ArithmeticCounts counts;
  oddDifferential(kF32, modes, 1, 6000, 5, counts);
  oddDifferential(kF64, modes, 1, 6000, 6, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, HalfAndBFloat16AllModes) {
  ArithmeticCounts counts;
  oddDifferential(kF16, kAllModes, 5, 4000, 7, counts);
  oddDifferential(kBF16, kAllModes, 5, 4000, 8, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, RoundToOddCrossCheckF32F64) {
  // The same reference as f16/bf16, for the wide formats in every mode.
  ArithmeticCounts counts;
  oddDifferential(kF32, kAllModes, 5, 1500, 9, counts);
  oddDifferential(kF64, kAllModes, 5, 1500, 10, counts);
  EXPECT_EQ(counts.failures, 0u) << counts.cases << " cases";
}

TEST(NumericsArithmetic, HalfSqrtExhaustive) {
  ArithmeticCounts counts;
  for (uint64_t a = 0; a < 65536; ++a)
    for (R r : kAllModes) {
      long double x = refDecode(kF16, a);
      uint64_t want = expectFromOdd(kF16, Op::Sqrt,
                                    oddRounded(Op::Sqrt, x, 0, 0), x, 0, 0, r);
      report(counts, kF16, Op::Sqrt, r, a, 0, 0,
             sqrtFloat(F::F16, a, FloatEnv{r, false}), want);
    }
  EXPECT_EQ(counts.failures, 0u);
}

TEST(NumericsArithmetic, HandDerivedHalfPrecision) {
  FloatEnv ne{R::NearestEven, false}, up{R::Up, false},
      away{R::NearestAway, false}, down{R::Down, false};
  // 1 + 2^-11 is the tie between 1 and 1 + 2^-10.
  EXPECT_EQ(addFloat(F::F16, 0x3C00, 0x1000, ne), 0x3C00u);
  EXPECT_EQ(addFloat(F::F16, 0x3C00, 0x1000, up), 0x3C01u);
  EXPECT_EQ(addFloat(F::F16, 0x3C00, 0x1000, away), 0x3C01u);
  // 1 - 1 = +0, but -0 rounding downward.
  EXPECT_EQ(subFloat(F::F16, 0x3C00, 0x3C00, ne), 0x0000u);
  EXPECT_EQ(subFloat(F::F16, 0x3C00, 0x3C00, down), 0x8000u);
  // 65504 + 16 = 65520 is the overflow tie: Inf in nearest, max upward...
  EXPECT_EQ(addFloat(F::F16, 0x7BFF, 0x4C00, ne), 0x7C00u);
  EXPECT_EQ(addFloat(F::F16, 0x7BFF, 0x4C00, FloatEnv{R::Zero, false}),
            0x7BFFu);
  // Smallest subnormal squared underflows: 0 nearest, 2^-24 upward.
  EXPECT_EQ(mulFloat(F::F16, 0x0001, 0x0001, ne), 0x0000u);
  EXPECT_EQ(mulFloat(F::F16, 0x0001, 0x0001, up), 0x0001u);
  EXPECT_EQ(mulFloat(F::F16, 0x8001, 0x0001, down), 0x8001u);
  // bf16: 1/3 = 0x3EAA.AA..; upward 0x3EAB.
  EXPECT_EQ(divFloat(F::BF16, 0x3F80, 0x4040, ne), 0x3EABu);
  EXPECT_EQ(divFloat(F::BF16, 0x3F80, 0x4040, FloatEnv{R::Zero, false}),
            0x3EAAu);
  // sqrt(2) in f16 = 1.0110101000001..b: nearest 0x3DA8, upward 0x3DA9.
  EXPECT_EQ(sqrtFloat(F::F16, 0x4000, ne), 0x3DA8u);
  EXPECT_EQ(sqrtFloat(F::F16, 0x4000, up), 0x3DA9u);
  // fma(1 + 2^-10, 1 + 2^-10, -1) = 2^-9 + 2^-20: half an ulp above 2^-9,
  // a tie (a separate multiply would have lost the 2^-20 already).
  EXPECT_EQ(fmaFloat(F::F16, 0x3C01, 0x3C01, 0xBC00, ne), 0x1800u);
  EXPECT_EQ(fmaFloat(F::F16, 0x3C01, 0x3C01, 0xBC00, away), 0x1801u);
  EXPECT_EQ(fmaFloat(F::F16, 0x3C01, 0x3C01, 0xBC00, up), 0x1801u);
  EXPECT_EQ(mulFloat(F::F16, 0x3C01, 0x3C01, up), 0x3C03u);
}

TEST(NumericsArithmetic, F64FmaAndDivisionEdgeCases) {
  auto d = [](double v) { return bitsOf(v); };
  FloatEnv ne{R::NearestEven, false}, down{R::Down, false};
  // fma keeps the product exact: (1 + 2^-52)(1 - 2^-52) - 1 = -2^-104,
  // where a rounded product would give 0.
  for (bool fast : {true, false}) {
    setHostFastPaths(fast);
    EXPECT_EQ(fmaFloat(F::F64, d(1 + 0x1p-52), d(1 - 0x1p-52), d(-1.0), ne),
              d(-0x1p-104));
    EXPECT_EQ(fmaFloat(F::F64, d(1 + 0x1p-52), d(1 - 0x1p-52), d(-1.0), down),
              d(-0x1p-104));
    EXPECT_EQ(fmaFloat(F::F64, d(0x1p-1074), d(0.5), d(0.0), ne), d(0.0));
    EXPECT_EQ(fmaFloat(F::F64, d(-0.0), d(1.0), d(0.0), down), d(-0.0));
    EXPECT_EQ(fmaFloat(F::F64, d(-0.0), d(1.0), d(0.0), ne), d(0.0));
    EXPECT_EQ(divFloat(F::F64, d(1.0), d(0.0), ne), d(INFINITY));
    EXPECT_EQ(divFloat(F::F64, d(0.0), d(0.0), ne), canonicalNaN(F::F64));
    EXPECT_EQ(sqrtFloat(F::F64, d(-0.0), ne), d(-0.0));
    EXPECT_EQ(sqrtFloat(F::F64, d(-1.0), ne), canonicalNaN(F::F64));
    EXPECT_EQ(addFloat(F::F64, d(INFINITY), d(-INFINITY), ne),
              canonicalNaN(F::F64));
    EXPECT_EQ(mulFloat(F::F64, d(INFINITY), d(0.0), ne), canonicalNaN(F::F64));
    // NaN payloads and signs are not propagated.
    EXPECT_EQ(addFloat(F::F64, 0xFFF0000000000001ull, d(1.0), ne),
              canonicalNaN(F::F64));
    EXPECT_EQ(addFloat(F::F32, 0xFFC00001u, bitsOf(1.0f), ne), 0x7FC00000u);
  }
  setHostFastPaths(true);
  // (1 + 2^-28)(1 + 2^-52) - 2^-80 (1 + 2^-52) = 1 + 2^-28 + 2^-52 - 2^-132:
  // c is shifted 80 places for the addition, and the bit it loses decides
  // the truncation.
  uint64_t fa = d(1 + 0x1p-28), fb = d(1 + 0x1p-52),
           fc = d(-(0x1p-80 + 0x1p-132));
  FloatEnv rz0{R::Zero, false};
  EXPECT_EQ(fmaFloat(F::F64, fa, fb, fc, rz0), d(1 + 0x1p-28));
  EXPECT_EQ(fmaFloat(F::F64, fa, fb, fc, rz0),
            d(hostRounded<double>(Op::Fma, doubleOf(fa), doubleOf(fb),
                                  doubleOf(fc), FE_TOWARDZERO)));
  // Directed division: 1/3 truncated and rounded up differ by one ulp.
  FloatEnv rz{R::Zero, false}, ru{R::Up, false};
  uint64_t lo = divFloat(F::F64, d(1.0), d(3.0), rz);
  EXPECT_EQ(divFloat(F::F64, d(1.0), d(3.0), ru), lo + 1);
  EXPECT_EQ(divFloat(F::F64, d(-1.0), d(3.0), down), (lo + 1) | (1ull << 63));
}

TEST(NumericsArithmetic, IndependentOfHostRoundingMode) {
  // The software paths must not depend on the host mode (sqrt uses a host
  // estimate that is corrected exactly).
  std::mt19937_64 rng(11);
  for (int i = 0; i < 2000; ++i) {
    uint64_t a = randomBitsFor(rng, 11, 52), b = randomBitsFor(rng, 11, 52);
    FloatEnv rz{R::Zero, false};
    uint64_t s = sqrtFloat(F::F64, a, rz), q = divFloat(F::F64, a, b, rz);
    uint64_t p = fmaFloat(F::F64, a, b, a, rz);
    std::fesetround(FE_UPWARD);
    uint64_t s2 = sqrtFloat(F::F64, a, rz), q2 = divFloat(F::F64, a, b, rz);
    uint64_t p2 = fmaFloat(F::F64, a, b, a, rz);
    std::fesetround(FE_TONEAREST);
    EXPECT_EQ(s, s2);
    EXPECT_EQ(q, q2);
    EXPECT_EQ(p, p2);
  }
}

TEST(NumericsArithmetic, RemainderAgainstFmod) {
  std::mt19937_64 rng(12);
  unsigned failures = 0;
  auto check = [&](const RefFormat &f, uint64_t a, uint64_t b) {
    long double x = refDecode(f, a), y = refDecode(f, b);
    long double r = std::fmod(x, y); // exact
    uint64_t want = std::isnan(r) ? canonicalNaN(f.format) : refEncode(f, r);
    uint64_t got = remFloat(f.format, a, b);
    if (got != want && failures++ < 10)
      ADD_FAILURE() << "rem format " << int(f.format) << " (" << hex(a) << ", "
                    << hex(b) << "): got " << hex(got) << ", want "
                    << hex(want);
  };
  for (int i = 0; i < 20000; ++i)
    for (const RefFormat *f : {&kF16, &kBF16, &kF32, &kF64})
      check(*f, randomBitsFor(rng, f->ebits, f->mbits),
            randomBitsFor(rng, f->ebits, f->mbits));
  // Largest over smallest: the longest reduction.
  check(kF64, 0x7FEFFFFFFFFFFFFFull, 0x0000000000000001ull);
  check(kF64, 0x7FEFFFFFFFFFFFFFull, 0x000FFFFFFFFFFFFFull);
  check(kF32, 0x7F7FFFFF, 0x00000003);
  EXPECT_EQ(remFloat(F::F32, bitsOf(-5.5f), bitsOf(2.0f)), bitsOf(-1.5f));
  EXPECT_EQ(remFloat(F::F32, bitsOf(-4.0f), bitsOf(2.0f)), bitsOf(-0.0f));
  EXPECT_EQ(remFloat(F::F32, bitsOf(5.0f), bitsOf(INFINITY)), bitsOf(5.0f));
  EXPECT_EQ(remFloat(F::F32, bitsOf(INFINITY), bitsOf(2.0f)), 0x7FC00000u);
  EXPECT_EQ(remFloat(F::F32, bitsOf(1.0f), bitsOf(0.0f)), 0x7FC00000u);
  EXPECT_EQ(failures, 0u);
}

} // namespace
