//===- PowITest.cpp - fpowi numerics (IEEE pown) --------------------------===//

#include "tilekit/Execution/Numerics.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace tilekit::exec;

namespace {
uint64_t f32(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  return bits;
}
uint64_t f64(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, 8);
  return bits;
}

TEST(PowI, SpecialCases) {
  const float inf = std::numeric_limits<float>::infinity();
  const uint64_t nan32 = canonicalNaN(FloatFormat::F32);
  // x^0 = 1 for every x, NaN included.
  for (float x : {0.0f, -0.0f, inf, -inf, 2.5f})
    EXPECT_EQ(powiFloat(FloatFormat::F32, f32(x), 0), f32(1.0f));
  EXPECT_EQ(powiFloat(FloatFormat::F32, nan32, 0), f32(1.0f));
  EXPECT_TRUE(isNaN(powiFloat(FloatFormat::F32, nan32, 3), FloatFormat::F32));
  // Zeros and infinities by the parity and the sign of n.
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(-0.0f), -3), f32(-inf));
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(-0.0f), -2), f32(inf));
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(-0.0f), 3), f32(-0.0f));
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(-0.0f), 2), f32(0.0f));
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(-inf), 3), f32(-inf));
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(-inf), -3), f32(-0.0f));
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(-inf), -2), f32(0.0f));
}

TEST(PowI, ExactAndRounded) {
  EXPECT_EQ(powiFloat(FloatFormat::F64, f64(2.0), -1074), f64(0x1p-1074));
  EXPECT_EQ(powiFloat(FloatFormat::F64, f64(2.0), 1024),
            f64(std::numeric_limits<double>::infinity()));
  EXPECT_EQ(powiFloat(FloatFormat::F64, f64(3.0), 33), f64(5559060566555523.0));
  EXPECT_EQ(powiFloat(FloatFormat::F64, f64(-1.0), INT64_MIN), f64(1.0));
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(0.5f), 149), f32(0x1p-149f));
  EXPECT_EQ(powiFloat(FloatFormat::F32, f32(0.5f), 151), f32(0.0f));
  // 10^-1: the nearest double to 1/10.
  EXPECT_EQ(powiFloat(FloatFormat::F64, f64(10.0), -1), f64(0.1));
  // f16: computed in f32, then rounded: 3^11 = 177147 overflows f16.
  EXPECT_EQ(powiFloat(FloatFormat::F16, 0x4200, 11), 0x7C00u);
  EXPECT_EQ(powiFloat(FloatFormat::F16, 0x4200, 2), 0x4880u); // 9
}
} // namespace
