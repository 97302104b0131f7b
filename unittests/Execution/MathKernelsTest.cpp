//===- MathKernelsTest.cpp - The JIT's math loops against the definition --===//
//
// The JIT evaluates the unary f32 math ops through the numerics library's
// array forms (vectorized; MathArraysTest checks them thoroughly) and
// pow(x, 2) as x * x; through the JIT's entry point, both must equal the
// interpreter's definition, the library's scalar f32 function
// (MathFunctions.h), bit for bit: this checks the mapping from the ABI's
// function number to the function too. Checked on a stride through all
// 2^32 bit patterns plus the lanes around range limits and special values.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"
#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/MathFunctions.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

extern "C" void tilekit_jit_math_f32(int32_t fn, const float *a, const float *b,
                                     float *result, int64_t n);

namespace {

using tilekit::exec::bitsOfF32;
using tilekit::exec::f32FromBits;

/// Runs ABI function `fn` over `inputs` in the JIT's loop and compares
/// every lane with `scalar`; returns the number of differences (reports
/// the first).
int64_t compare(int32_t fn, float (*scalar)(float),
                const std::vector<float> &inputs) {
  std::vector<float> got(inputs.size());
  tilekit_jit_math_f32(fn, inputs.data(), nullptr, got.data(),
                       static_cast<int64_t>(inputs.size()));
  int64_t differences = 0;
  for (size_t i = 0; i < inputs.size(); ++i) {
    float want = scalar(inputs[i]);
    if (bitsOfF32(got[i]) != bitsOfF32(want)) {
      if (differences++ == 0)
        ADD_FAILURE() << "function " << fn << " at 0x" << std::hex
                      << bitsOfF32(inputs[i]) << ": got 0x" << bitsOfF32(got[i])
                      << ", want 0x" << bitsOfF32(want);
    }
  }
  return differences;
}

TEST(JitMath, UnaryMatchesTheDefinition) {
  namespace abi = mlir::cuda_tile::abi;
  namespace m = tilekit::exec::math;
  const std::pair<int32_t, float (*)(float)> functions[] = {
      {abi::kMathRsqrt, m::rsqrtF32}, {abi::kMathExp, m::expF32},
      {abi::kMathExp2, m::exp2F32},   {abi::kMathLog, m::logF32},
      {abi::kMathLog2, m::log2F32},   {abi::kMathSin, m::sinF32},
      {abi::kMathCos, m::cosF32},     {abi::kMathTan, m::tanF32},
      {abi::kMathSinh, m::sinhF32},   {abi::kMathCosh, m::coshF32},
      {abi::kMathTanh, m::tanhF32}};
  std::vector<float> inputs;
  for (uint64_t bits = 0; bits < (uint64_t(1) << 32); bits += 4099)
    inputs.push_back(f32FromBits(static_cast<uint32_t>(bits)));
  for (float edge : {-104.0f, 89.0f, -151.0f, 128.0f, 20.0f, 64.0f, 89.5f,
                     0.785398163f, -0.0f, 0.0f, 1.0f, -1.0f})
    for (int step = -64; step <= 64; ++step)
      inputs.push_back(f32FromBits(bitsOfF32(edge) + step));
  for (float special : {INFINITY, -INFINITY, NAN, -NAN, 1e-45f, -1e-45f})
    inputs.push_back(special);
  for (auto [fn, scalar] : functions)
    EXPECT_EQ(compare(fn, scalar, inputs), 0) << "function " << fn;
}

TEST(JitMath, PowOfTwoMatchesTheDefinition) {
  std::vector<float> x, two, got;
  for (uint64_t bits = 0; bits < (uint64_t(1) << 32); bits += 4093)
    x.push_back(f32FromBits(static_cast<uint32_t>(bits)));
  for (float special : {INFINITY, -INFINITY, NAN, 0.0f, -0.0f, 1e-45f})
    x.push_back(special);
  two.assign(x.size(), 2.0f);
  got.resize(x.size());
  tilekit_jit_math_f32(mlir::cuda_tile::abi::kMathPow, x.data(), two.data(),
                       got.data(), static_cast<int64_t>(x.size()));
  for (size_t i = 0; i < x.size(); ++i) {
    float want = tilekit::exec::math::powF32(x[i], 2.0f);
    ASSERT_EQ(bitsOfF32(got[i]), bitsOfF32(want)) << "pow(" << x[i] << ", 2)";
  }
}

} // namespace
