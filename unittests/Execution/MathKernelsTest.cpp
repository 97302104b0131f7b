//===- MathKernelsTest.cpp - The JIT's math loops against the definition --===//
//
// The JIT evaluates f32 exp by its own vectorized polynomial and pow(x, 2)
// as x * x; both must equal the interpreter's definition, the numerics
// library's correctly rounded f32 function (MathFunctions.h), bit for bit.
// Checked here on a sample of every f32 bit pattern (a stride through all 2^32,
// plus the lanes around the range limits and special values);
// TILEKIT_EXHAUSTIVE_EXP=1 checks all 2^32 (a few minutes).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"
#include "tilekit/Execution/MathFunctions.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

extern "C" void tilekit_jit_math_f32(int32_t fn, const float *a, const float *b,
                                     float *result, int64_t n);

namespace {

float fromBits(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint32_t toBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return bits;
}

/// Runs exp over `inputs` in the JIT's loop and compares every lane with
/// the definition; returns the number of differences (reports the first).
int64_t compareExp(const std::vector<float> &inputs) {
  std::vector<float> got(inputs.size());
  tilekit_jit_math_f32(mlir::cuda_tile::abi::kMathExp, inputs.data(), nullptr,
                       got.data(), static_cast<int64_t>(inputs.size()));
  int64_t differences = 0;
  for (size_t i = 0; i < inputs.size(); ++i) {
    float want = tilekit::exec::math::expF32(inputs[i]);
    if (toBits(got[i]) != toBits(want)) {
      if (differences++ == 0)
        ADD_FAILURE() << "exp(" << inputs[i] << " = 0x" << std::hex
                      << toBits(inputs[i]) << "): got 0x" << toBits(got[i])
                      << ", want 0x" << toBits(want);
    }
  }
  return differences;
}

TEST(JitMath, ExpMatchesTheDefinition) {
  std::vector<float> inputs;
  bool exhaustive = std::getenv("TILEKIT_EXHAUSTIVE_EXP") != nullptr;
  uint64_t stride = exhaustive ? 1 : 997;
  for (uint64_t bits = 0; bits < (uint64_t(1) << 32); bits += stride) {
    inputs.push_back(fromBits(static_cast<uint32_t>(bits)));
    if (inputs.size() == (1 << 20)) {
      EXPECT_EQ(compareExp(inputs), 0);
      inputs.clear();
    }
  }
  // Around the fast path's limits, the overflow and subnormal thresholds,
  // and the special values.
  for (float edge : {-87.0f, 88.0f, 88.7228394f, -87.3365479f, -103.97f, -0.0f,
                     0.0f, 1.0f, -1.0f})
    for (int step = -64; step <= 64; ++step)
      inputs.push_back(fromBits(toBits(edge) + step));
  for (float special : {INFINITY, -INFINITY, NAN, -NAN, 1e-45f, -1e-45f})
    inputs.push_back(special);
  EXPECT_EQ(compareExp(inputs), 0);
}

TEST(JitMath, PowOfTwoMatchesTheDefinition) {
  std::vector<float> x, two, got;
  for (uint64_t bits = 0; bits < (uint64_t(1) << 32); bits += 4093)
    x.push_back(fromBits(static_cast<uint32_t>(bits)));
  for (float special : {INFINITY, -INFINITY, NAN, 0.0f, -0.0f, 1e-45f})
    x.push_back(special);
  two.assign(x.size(), 2.0f);
  got.resize(x.size());
  tilekit_jit_math_f32(mlir::cuda_tile::abi::kMathPow, x.data(), two.data(),
                       got.data(), static_cast<int64_t>(x.size()));
  for (size_t i = 0; i < x.size(); ++i) {
    float want = tilekit::exec::math::powF32(x[i], 2.0f);
    ASSERT_EQ(toBits(got[i]), toBits(want)) << "pow(" << x[i] << ", 2)";
  }
}

} // namespace
