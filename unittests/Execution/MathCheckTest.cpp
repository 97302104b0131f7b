//===- MathCheckTest.cpp - The math functions against MPFR, sampled -------===//
//
// The sampled form of tilekit-math-check (the exhaustive job is
// `tilekit-math-check --function NAME --all`, docs/numerics.md): every f32
// function on 2^20 random inputs (2^18 for pow and atan2) plus special and
// boundary values must equal MPFR's correctly rounded result; the f64
// functions must be within 1 ulp of MPFR's. The comparison itself is tested
// on deliberately wrong functions.
//
//===----------------------------------------------------------------------===//

#include "MathCheck.h"

#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/MathFunctions.h"

#include "gtest/gtest.h"

#include <mpfr.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <ostream>
#include <thread>

using namespace tilekit::mathcheck;
namespace m = tilekit::exec::math;

namespace tilekit::mathcheck {
/// Test names and messages show the function's name.
void PrintTo(const FunctionInfo &info, std::ostream *os) { *os << info.name; }
} // namespace tilekit::mathcheck

namespace {

unsigned threads() {
  unsigned n = std::thread::hardware_concurrency();
  return n ? n : 1;
}

class SampledF32 : public ::testing::TestWithParam<FunctionInfo> {};

TEST_P(SampledF32, EqualsMpfr) {
  const FunctionInfo &info = GetParam();
  uint64_t count = info.arity == 1 ? 1 << 20 : 1 << 18;
  Report report = checkInputs({info.id, info.unary, info.binary},
                              sampleInputs(info.id, count), threads());
  EXPECT_GT(report.checked, count);
  EXPECT_EQ(report.mismatches, 0u);
  for (const Mismatch &mm : report.examples)
    ADD_FAILURE() << describe(info.id, mm);
}

INSTANTIATE_TEST_SUITE_P(MathCheck, SampledF32,
                         ::testing::ValuesIn(functions()),
                         [](const ::testing::TestParamInfo<FunctionInfo> &p) {
                           return std::string(p.param.name);
                         });

uint32_t bitsOf(float f) { return tilekit::exec::bitsOfF32(f); }

/// exp, one ulp off for every input whose bit pattern is 7 mod 1000.
float expOffByOne(float x) {
  float r = m::expF32(x);
  return bitsOf(x) % 1000 == 7 ? std::nextafter(r, INFINITY) : r;
}

/// log with a non-canonical NaN for negative inputs.
float logWithPayload(float x) {
  if (x < 0) {
    uint32_t b = 0x7FC00123u;
    float nan;
    std::memcpy(&nan, &b, 4);
    return nan;
  }
  return m::logF32(x);
}

TEST(MathCheck, ReportsAWrongFunction) {
  // [0x3F000000, 0x3F010000): 65536 inputs, 66 of them 7 mod 1000 (finite
  // results, so each perturbation is a different f32).
  Report report = checkRange({Function::Exp, expOffByOne, nullptr}, 0x3F000000u,
                             0x3F010000u, threads());
  EXPECT_EQ(report.checked, 65536u);
  uint64_t perturbed = 0;
  for (uint32_t b = 0x3F000000u; b < 0x3F010000u; ++b)
    perturbed += b % 1000 == 7;
  EXPECT_EQ(report.mismatches, perturbed);
  ASSERT_FALSE(report.examples.empty());
  EXPECT_EQ(report.examples[0].x % 1000, 7u);
}

TEST(MathCheck, ReportsANonCanonicalNaN) {
  Report report = checkRange({Function::Log, logWithPayload, nullptr},
                             0xBF800000u, 0xBF800010u, 1);
  EXPECT_EQ(report.mismatches, 16u);
}

TEST(MathCheck, ScreenedAndMpfrOnlyReferencesAgree) {
  std::vector<std::pair<float, float>> inputs =
      sampleInputs(Function::Sin, 1 << 14, 7);
  Report screened = checkInputs({Function::Sin, m::sinF32, nullptr}, inputs, 1);
  Report direct =
      checkInputs({Function::Sin, m::sinF32, nullptr}, inputs, 1, false);
  EXPECT_EQ(screened.mismatches, 0u);
  EXPECT_EQ(direct.mismatches, 0u);
}

//===----------------------------------------------------------------------===//
// f64: within 1 ulp of MPFR
//===----------------------------------------------------------------------===//

/// The distance in ulps (of the f64 grid) between a finite f64 result and
/// the exact value, counted as the number of doubles between them: 0 when
/// correctly rounded, 1 when the other neighbour was returned.
struct F64Reference {
  mpfr_t x, y, r;
  F64Reference() {
    mpfr_set_emin(-1073);
    mpfr_set_emax(1024);
    mpfr_inits2(53, x, y, r, (mpfr_ptr) nullptr);
  }
  ~F64Reference() { mpfr_clears(x, y, r, (mpfr_ptr) nullptr); }
};

int64_t orderedBits(double d) {
  int64_t b;
  std::memcpy(&b, &d, 8);
  return b < 0 ? std::numeric_limits<int64_t>::min() - b : b;
}

TEST(MathCheck, F64WithinOneUlp) {
  struct Case {
    const char *name;
    double (*ours)(double);
    int (*mpfr)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
    double lo, hi; // sampled range (uniform in the exponent and sign)
  };
  const Case cases[] = {
      {"exp", m::expF64, mpfr_exp, -745, 709},
      {"exp2", m::exp2F64, mpfr_exp2, -1075, 1023},
      {"log", m::logF64, mpfr_log, 0, 0},
      {"log2", m::log2F64, mpfr_log2, 0, 0},
      {"sin", m::sinF64, mpfr_sin, 0, 0},
      {"cos", m::cosF64, mpfr_cos, 0, 0},
      {"tan", m::tanF64, mpfr_tan, 0, 0},
      {"sinh", m::sinhF64, mpfr_sinh, -710, 710},
      {"cosh", m::coshF64, mpfr_cosh, -710, 710},
      {"tanh", m::tanhF64, mpfr_tanh, -25, 25},
      {"rsqrt", m::rsqrtF64, mpfr_rec_sqrt, 0, 0},
  };
  F64Reference ref;
  uint64_t state = 12345;
  auto next = [&state] {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  for (const Case &c : cases) {
    int64_t notCorrectlyRounded = 0;
    for (int i = 0; i < (1 << 14); ++i) {
      uint64_t r = next();
      double x;
      if (c.lo == c.hi) { // any positive finite double (bit patterns)
        uint64_t b = r & 0x7FEFFFFFFFFFFFFFull;
        std::memcpy(&x, &b, 8);
      } else {
        x = c.lo + (c.hi - c.lo) * (double(r >> 11) * 0x1p-53);
        if (i & 1) // and small magnitudes, where cancellation would show
          x = std::ldexp(x, -int(r % 60));
      }
      mpfr_set_d(ref.x, x, MPFR_RNDN);
      int t = c.mpfr(ref.r, ref.x, MPFR_RNDN);
      mpfr_subnormalize(ref.r, t, MPFR_RNDN);
      double want = mpfr_get_d(ref.r, MPFR_RNDN);
      double got = c.ours(x);
      if (std::isinf(want) || std::isinf(got)) {
        EXPECT_EQ(got, want) << c.name << "(" << std::hexfloat << x << ")";
        continue;
      }
      int64_t d = orderedBits(got) - orderedBits(want);
      EXPECT_LE(std::llabs(d), 1)
          << c.name << "(" << std::hexfloat << x << ") = " << got
          << ", correctly rounded " << want;
      notCorrectlyRounded += d != 0;
    }
    // The DD evaluation leaves 2^-37 ulp of doubt: practically none differ.
    EXPECT_LE(notCorrectlyRounded, 2) << c.name;
  }
}

TEST(MathCheck, F64PowAndAtan2WithinOneUlp) {
  F64Reference ref;
  uint64_t state = 99;
  auto next = [&state] {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  for (int fn = 0; fn < 2; ++fn) {
    for (int i = 0; i < (1 << 14); ++i) {
      uint64_t r = next(), s = next();
      double x, y;
      if (fn == 0) { // pow: x in [1/2, 2) * 2^k, |y| moderate
        x = std::ldexp(0.5 + 1.5 * double(r >> 11) * 0x1p-53, int(s % 64) - 32);
        y = (double(s >> 11) * 0x1p-53 - 0.5) * 60.0;
      } else { // atan2: any finite nonzero operands
        uint64_t a = r & 0xFFEFFFFFFFFFFFFFull, b = s & 0xFFEFFFFFFFFFFFFFull;
        std::memcpy(&x, &a, 8);
        std::memcpy(&y, &b, 8);
      }
      mpfr_set_d(ref.x, x, MPFR_RNDN);
      mpfr_set_d(ref.y, y, MPFR_RNDN);
      int t = fn == 0 ? mpfr_pow(ref.r, ref.x, ref.y, MPFR_RNDN)
                      : mpfr_atan2(ref.r, ref.x, ref.y, MPFR_RNDN);
      mpfr_subnormalize(ref.r, t, MPFR_RNDN);
      double want = mpfr_get_d(ref.r, MPFR_RNDN);
      double got = fn == 0 ? m::powF64(x, y) : m::atan2F64(x, y);
      int64_t d = orderedBits(got) - orderedBits(want);
      EXPECT_LE(std::llabs(d), 1)
          << (fn == 0 ? "pow(" : "atan2(") << std::hexfloat << x << ", " << y
          << ") = " << got << ", correctly rounded " << want;
    }
  }
}

} // namespace
