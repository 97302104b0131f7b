//===- MathFunctionsTest.cpp - Known values of the math functions ---------===//
//
// Expected values are exact by definition (C99 Annex F / IEEE 754-2019
// special cases, exact powers) or were derived independently with mpmath
// at 300-400 bits and rounded to nearest even by hand-written code; the
// "hard" f32 cases are inputs whose exact result lies within 2^-21 ulp of
// an f32 rounding midpoint (found with a double screen, rounded by mpmath).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/MathFunctions.h"
#include "tilekit/Execution/FloatBits.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace {

namespace m = tilekit::exec::math;

uint32_t bits(float f) { return tilekit::exec::bitsOfF32(f); }
uint64_t bits(double d) { return tilekit::exec::bitsOfF64(d); }
float f32(uint32_t b) { return tilekit::exec::f32FromBits(b); }

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr double kInf64 = std::numeric_limits<double>::infinity();
constexpr uint32_t kNaN = 0x7FC00000u;
constexpr uint64_t kNaN64 = 0x7FF8000000000000ull;

#define EXPECT_F32(expr, want) EXPECT_EQ(bits(expr), uint32_t(want)) << #expr
#define EXPECT_F64(expr, want) EXPECT_EQ(bits(expr), uint64_t(want)) << #expr

TEST(MathFunctions, ExpLogSpecialValues) {
  EXPECT_F32(m::expF32(0.0f), bits(1.0f));
  EXPECT_F32(m::expF32(-0.0f), bits(1.0f));
  EXPECT_F32(m::expF32(kInf), bits(kInf));
  EXPECT_F32(m::expF32(-kInf), 0u); // +0
  EXPECT_F32(m::expF32(89.0f), bits(kInf));
  EXPECT_F32(m::expF32(-104.0f), 0u);
  EXPECT_F32(m::exp2F32(10.0f), bits(1024.0f));
  EXPECT_F32(m::exp2F32(-149.0f), 1u); // 2^-149, the least subnormal
  EXPECT_F32(m::exp2F32(-150.0f), 0u); // a midpoint: ties to even, +0
  EXPECT_F32(m::exp2F32(128.0f), bits(kInf));
  EXPECT_F32(m::logF32(1.0f), 0u); // +0
  EXPECT_F32(m::logF32(0.0f), bits(-kInf));
  EXPECT_F32(m::logF32(-0.0f), bits(-kInf));
  EXPECT_F32(m::logF32(-1.0f), kNaN);
  EXPECT_F32(m::logF32(kInf), bits(kInf));
  EXPECT_F32(m::logF32(-kInf), kNaN);
  EXPECT_F32(m::log2F32(8.0f), bits(3.0f));
  EXPECT_F32(m::log2F32(0x1p-149f), bits(-149.0f));
  EXPECT_F64(m::expF64(0.0), bits(1.0));
  EXPECT_F64(m::expF64(-kInf64), 0u);
  EXPECT_F64(m::expF64(710.0), bits(kInf64));
  EXPECT_F64(m::exp2F64(-1075.0), 0u); // a midpoint: ties to even
  EXPECT_F64(m::exp2F64(-1074.0), 1u);
  EXPECT_F64(m::logF64(1.0), 0u);
  EXPECT_F64(m::logF64(-1.0), kNaN64);
  EXPECT_F64(m::logF64(0.0), bits(-kInf64));
  EXPECT_F64(m::log2F64(0x1p-1074), bits(-1074.0));
}

TEST(MathFunctions, NaNInputsGiveTheCanonicalNaN) {
  for (uint32_t payload :
       {0x7FC00001u, 0xFFC00000u, 0x7F800001u, 0xFFFFFFFFu}) {
    float nan = f32(payload);
    EXPECT_F32(m::expF32(nan), kNaN);
    EXPECT_F32(m::exp2F32(nan), kNaN);
    EXPECT_F32(m::logF32(nan), kNaN);
    EXPECT_F32(m::log2F32(nan), kNaN);
    EXPECT_F32(m::sinF32(nan), kNaN);
    EXPECT_F32(m::cosF32(nan), kNaN);
    EXPECT_F32(m::tanF32(nan), kNaN);
    EXPECT_F32(m::sinhF32(nan), kNaN);
    EXPECT_F32(m::coshF32(nan), kNaN);
    EXPECT_F32(m::tanhF32(nan), kNaN);
    EXPECT_F32(m::rsqrtF32(nan), kNaN);
    EXPECT_F32(m::powF32(nan, 2.0f), kNaN);
    EXPECT_F32(m::powF32(2.0f, nan), kNaN);
    EXPECT_F32(m::atan2F32(nan, 1.0f), kNaN);
    EXPECT_F32(m::atan2F32(1.0f, nan), kNaN);
  }
  uint64_t payload64 = 0xFFF0000000000001ull;
  double nan64;
  std::memcpy(&nan64, &payload64, 8);
  EXPECT_F64(m::expF64(nan64), kNaN64);
  EXPECT_F64(m::sinF64(nan64), kNaN64);
  EXPECT_F64(m::powF64(nan64, 3.0), kNaN64);
}

TEST(MathFunctions, TrigAndHyperbolicSpecialValues) {
  EXPECT_F32(m::sinF32(-0.0f), 0x80000000u);
  EXPECT_F32(m::sinF32(0.0f), 0u);
  EXPECT_F32(m::tanF32(-0.0f), 0x80000000u);
  EXPECT_F32(m::cosF32(-0.0f), bits(1.0f));
  EXPECT_F32(m::sinF32(kInf), kNaN);
  EXPECT_F32(m::cosF32(-kInf), kNaN);
  EXPECT_F32(m::sinhF32(-0.0f), 0x80000000u);
  EXPECT_F32(m::sinhF32(-kInf), bits(-kInf));
  EXPECT_F32(m::sinhF32(90.0f), bits(kInf));
  EXPECT_F32(m::coshF32(-kInf), bits(kInf));
  EXPECT_F32(m::coshF32(0.0f), bits(1.0f));
  EXPECT_F32(m::tanhF32(-0.0f), 0x80000000u);
  EXPECT_F32(m::tanhF32(10.0f), bits(1.0f)); // 1 - tanh 10 < 2^-25
  EXPECT_F32(m::tanhF32(-30.0f), bits(-1.0f));
  EXPECT_F32(m::tanhF32(kInf), bits(1.0f));
  EXPECT_F64(m::tanhF64(20.0), bits(1.0));
  EXPECT_F64(m::sinF64(-0.0), 0x8000000000000000ull);
  EXPECT_F32(m::rsqrtF32(4.0f), bits(0.5f));
  EXPECT_F32(m::rsqrtF32(0.0f), bits(kInf));
  EXPECT_F32(m::rsqrtF32(-0.0f), bits(-kInf));
  EXPECT_F32(m::rsqrtF32(kInf), 0u);
  EXPECT_F32(m::rsqrtF32(-1.0f), kNaN);
  EXPECT_F64(m::rsqrtF64(0x1p-1074), bits(0x1p537));
}

TEST(MathFunctions, Atan2SpecialValues) {
  // C99 F.9.1.4; pi, pi/2, 3pi/4, pi/4 rounded to f32 (mpmath).
  EXPECT_F32(m::atan2F32(0.0f, -0.0f), 0x40490fdbu);  // +pi
  EXPECT_F32(m::atan2F32(-0.0f, -1.0f), 0xc0490fdbu); // -pi
  EXPECT_F32(m::atan2F32(-0.0f, 0.0f), 0x80000000u);
  EXPECT_F32(m::atan2F32(0.0f, 2.0f), 0u);
  EXPECT_F32(m::atan2F32(1.0f, 0.0f), 0x3fc90fdbu); // pi/2
  EXPECT_F32(m::atan2F32(-1.0f, -0.0f), 0xbfc90fdbu);
  EXPECT_F32(m::atan2F32(kInf, -kInf), 0x4016cbe4u); // 3pi/4
  EXPECT_F32(m::atan2F32(-kInf, kInf), 0xbf490fdbu); // -pi/4
  EXPECT_F32(m::atan2F32(kInf, 5.0f), 0x3fc90fdbu);
  EXPECT_F32(m::atan2F32(1.0f, kInf), 0u);
  EXPECT_F32(m::atan2F32(-1.0f, -kInf), 0xc0490fdbu);
  EXPECT_F64(m::atan2F64(0.0, -0.0), 0x400921fb54442d18ull);
  EXPECT_F64(m::atan2F64(kInf64, -kInf64), 0x4002d97c7f3321d2ull);
  EXPECT_F64(m::atan2F64(1.0, 3.0), 0x3fd4978fa3269ee1ull);
  // (2^-126 - 2^-149) / 2 is an f32 midpoint; atan is slightly smaller.
  EXPECT_F32(m::atan2F32(-0x1.fffffcp-127f, 2.0f), 0x803fffffu);
}

TEST(MathFunctions, PowSpecialValues) {
  // C99 F.9.4.4 / IEEE 754-2019 pow.
  EXPECT_F32(m::powF32(f32(kNaN), 0.0f), bits(1.0f));
  EXPECT_F32(m::powF32(f32(kNaN), -0.0f), bits(1.0f));
  EXPECT_F32(m::powF32(1.0f, f32(kNaN)), bits(1.0f));
  EXPECT_F32(m::powF32(-1.0f, kInf), bits(1.0f));
  EXPECT_F32(m::powF32(-1.0f, -kInf), bits(1.0f));
  EXPECT_F32(m::powF32(0.0f, -3.0f), bits(kInf));
  EXPECT_F32(m::powF32(-0.0f, -3.0f), bits(-kInf));
  EXPECT_F32(m::powF32(-0.0f, -2.0f), bits(kInf));
  EXPECT_F32(m::powF32(-0.0f, -kInf), bits(kInf));
  EXPECT_F32(m::powF32(-0.0f, 3.0f), 0x80000000u);
  EXPECT_F32(m::powF32(-0.0f, 2.0f), 0u);
  EXPECT_F32(m::powF32(-0.0f, 0.5f), 0u);
  EXPECT_F32(m::powF32(0.5f, -kInf), bits(kInf));
  EXPECT_F32(m::powF32(2.0f, -kInf), 0u);
  EXPECT_F32(m::powF32(-0.5f, kInf), 0u);
  EXPECT_F32(m::powF32(-2.0f, kInf), bits(kInf));
  EXPECT_F32(m::powF32(-kInf, -3.0f), 0x80000000u);
  EXPECT_F32(m::powF32(-kInf, -2.0f), 0u);
  EXPECT_F32(m::powF32(-kInf, 3.0f), bits(-kInf));
  EXPECT_F32(m::powF32(-kInf, 0.5f), bits(kInf));
  EXPECT_F32(m::powF32(kInf, -1.0f), 0u);
  EXPECT_F32(m::powF32(kInf, 0.5f), bits(kInf));
  EXPECT_F32(m::powF32(-2.0f, 0.5f), kNaN);
  EXPECT_F32(m::powF32(-2.0f, 3.0f), bits(-8.0f));
  EXPECT_F32(m::powF32(-2.0f, -2.0f), bits(0.25f));
  EXPECT_F32(m::powF32(9.0f, 0.5f), bits(3.0f));
  EXPECT_F32(m::powF32(2.0f, 0.5f), 0x3fb504f3u); // sqrt 2
  EXPECT_F32(m::powF32(10.0f, -3.0f), 0x3a83126fu);
  EXPECT_F32(m::powF32(2.0f, 128.0f), bits(kInf));
  EXPECT_F64(m::powF64(-0.0, -3.0), bits(-kInf64));
  EXPECT_F64(m::powF64(3.0, 0.5), 0x3ffbb67ae8584caaull);
  EXPECT_F64(m::powF64(2.0, -1075.0), 0u); // a midpoint: ties to even
}

TEST(MathFunctions, PowExactMidpointsTieToEven) {
  // 4097^2 = 16785409 = 2^24 + 8193 lies halfway between 16785408 and
  // 16785410; the even significand is 16785408. 4099^2 = 16801801 -> 16801800.
  EXPECT_F32(m::powF32(4097.0f, 2.0f), bits(16785408.0f));
  EXPECT_F32(m::powF32(4099.0f, 2.0f), bits(16801800.0f));
  // 16785409^(1/2) is not an f32 input; (4097^2 / 2^24)^1.5 is exact too:
  // 257^3 = 16974593 = 2^24 + 197377: neighbours ...592 and ...594, even
  // significand 8487296 -> 16974592.
  EXPECT_F32(m::powF32(257.0f, 3.0f), bits(16974592.0f));
  EXPECT_F32(m::powF32(66049.0f, 1.5f), bits(16974592.0f)); // 66049 = 257^2
  EXPECT_F32(m::powF32(2.0f, -150.0f), 0u);
  EXPECT_F32(m::powF32(-0x1p-50f, 3.0f), 0x80000000u); // -2^-150 -> -0
}

TEST(MathFunctions, KnownF64Values) {
  // Correctly rounded values from mpmath (400 bits).
  EXPECT_F64(m::expF64(1.0), 0x4005bf0a8b145769ull);
  EXPECT_F64(m::expF64(-1.0), 0x3fd78b56362cef38ull);
  EXPECT_F64(m::logF64(2.0), 0x3fe62e42fefa39efull);
  EXPECT_F64(m::logF64(10.0), 0x40026bb1bbb55516ull);
  EXPECT_F64(m::sinF64(1e22), 0xbfeb453ab76bf397ull);
  EXPECT_F64(m::cosF64(1e22), 0x3fe0be2cef01c8f4ull);
  EXPECT_F64(m::tanF64(1e22), 0xbffa0f79c1b6b257ull);
  EXPECT_F64(m::tanF64(0x1.921fb54442d18p+0), 0x434d02967c31cdb5ull);
}

TEST(MathFunctions, HardToRoundF32Cases) {
  // The exact results lie within 2^-21 ulp of a midpoint (distance in f32
  // ulps from mpmath in the comments).
  EXPECT_F32(m::expF32(0x1.344e9cp-5f), 0x3f84e8bau);  // 9.5e-9
  EXPECT_F32(m::expF32(0x1.3ee874p-5f), 0x3f8514cau);  // 3.8e-7
  EXPECT_F32(m::logF32(0x1.2088ap+0f), 0x3df502e3u);   // 7.9e-7
  EXPECT_F32(m::logF32(0x1.3f279cp+0f), 0x3e61ca60u);  // 4.0e-7
  EXPECT_F32(m::sinF32(0x1.2cd50ap-1f), 0x3f0de8d9u);  // 2.2e-7
  EXPECT_F32(m::sinF32(0x1.4fd68p-1f), 0x3f1c225au);   // 1.4e-7
  EXPECT_F32(m::tanhF32(0x1.13d76cp-3f), 0x3e0917bfu); // 2.6e-7
  EXPECT_F32(m::tanhF32(0x1.2a19a8p-3f), 0x3e14019eu); // 8.5e-8
  EXPECT_F32(m::exp2F32(0x1.0725e2p-3f), 0x3f8bec4fu); // 1.3e-7
  EXPECT_F32(m::exp2F32(0x1.0d5348p-3f), 0x3f8c3748u); // 4.8e-7
  EXPECT_F32(m::cosF32(0x1.0ee662p+1f), 0xbf04d932u);  // 2.5e-7
  EXPECT_F32(m::cosF32(0x1.12dc04p+1f), 0xbf0b8d94u);  // 3.7e-7
  // Large arguments (2/pi reduction) and plain values.
  EXPECT_F32(m::sinF32(0x1.93e594p+99f), 0xbf4a89b0u); // 1e30f
  EXPECT_F32(m::cosF32(0x1.93e594p+99f), 0xbf1c9222u);
  EXPECT_F32(m::sinhF32(1.0f), 0x3f966cfeu);
  EXPECT_F32(m::coshF32(1.0f), 0x3fc583abu);
  EXPECT_F32(m::tanhF32(0.5f), 0x3eec9a9fu);
}

} // namespace
