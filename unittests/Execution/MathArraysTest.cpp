//===- MathArraysTest.cpp - Array forms against the scalar functions ------===//
//
// The array forms of the f32 math functions (MathFunctions.h) must return
// the scalar functions' bits for every input, on every instruction set the
// host has (AVX-512, AVX2, none). Checked on 2^20 inputs per function and
// set: 2^19 random bit patterns (every class: NaN payloads of both signs,
// quiet and signalling, subnormals, huge values) and 2^19 uniform values on
// the range where the function is not a constant, plus zeros, infinities,
// the largest and smallest values and the values around each domain limit
// of the vector path. TILEKIT_EXHAUSTIVE_MATH=all (or a comma-separated
// list of names) checks all 2^32 inputs instead.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/MathFunctions.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

namespace math = tilekit::exec::math;
using math::VectorIsa;

using tilekit::exec::bitsOfF32;
using tilekit::exec::f32FromBits;

using ArrayForm = void (*)(const float *, float *, int64_t);
using ScalarForm = float (*)(float);

struct Function {
  const char *name;
  ArrayForm array;
  ScalarForm scalar;
  /// Uniform samples are drawn from [-range, range].
  float range;
  /// Where the vector path hands over to the scalar function.
  std::vector<float> limits;
};

std::vector<Function> functions() {
  const float kPi4 = 0.785398163397448f;
  return {
      {"rsqrt", math::rsqrtF32, math::rsqrtF32, 1e6f, {0x1p-126f, 1.0f}},
      {"exp", math::expF32, math::expF32, 110.0f, {-104.0f, 89.0f, -87.0f}},
      {"exp2", math::exp2F32, math::exp2F32, 160.0f, {-151.0f, 128.0f}},
      {"log", math::logF32, math::logF32, 1e6f, {1.0f, 0x1p-126f}},
      {"log2", math::log2F32, math::log2F32, 1e6f, {1.0f, 0x1p-126f}},
      {"sin", math::sinF32, math::sinF32, 1000.0f, {kPi4, 0x1p20f}},
      {"cos", math::cosF32, math::cosF32, 1000.0f, {kPi4, 0x1p20f}},
      {"tan", math::tanF32, math::tanF32, 1000.0f, {kPi4, 0x1p20f}},
      {"sinh", math::sinhF32, math::sinhF32, 100.0f, {64.0f, -64.0f, 89.5f}},
      {"cosh", math::coshF32, math::coshF32, 100.0f, {64.0f, -64.0f, 89.5f}},
      {"tanh", math::tanhF32, math::tanhF32, 25.0f, {20.0f, -20.0f, 0.5f}},
  };
}

std::vector<VectorIsa> isasOfHost() {
  std::vector<VectorIsa> isas = {VectorIsa::None};
  if (math::hostVectorIsa() >= VectorIsa::Avx2)
    isas.push_back(VectorIsa::Avx2);
  if (math::hostVectorIsa() >= VectorIsa::Avx512)
    isas.push_back(VectorIsa::Avx512);
  return isas;
}

const char *nameOf(VectorIsa isa) {
  switch (isa) {
  case VectorIsa::None:
    return "none";
  case VectorIsa::Avx2:
    return "avx2";
  case VectorIsa::Avx512:
    return "avx512";
  }
  return "?";
}

struct Difference {
  uint32_t input, got, want;
};

/// Runs `array` over `inputs` (in one call, then in place) and compares
/// every lane with `scalar`; returns the lanes that differ.
std::vector<Difference> differences(ArrayForm array, ScalarForm scalar,
                                    const std::vector<float> &inputs) {
  std::vector<float> got(inputs.size());
  array(inputs.data(), got.data(), static_cast<int64_t>(inputs.size()));
  std::vector<float> inPlace = inputs;
  array(inPlace.data(), inPlace.data(), static_cast<int64_t>(inPlace.size()));
  std::vector<Difference> wrong;
  for (size_t i = 0; i < inputs.size(); ++i) {
    uint32_t want = bitsOfF32(scalar(inputs[i]));
    uint32_t bad = bitsOfF32(got[i]) != want ? bitsOfF32(got[i]) : bitsOfF32(inPlace[i]);
    if (bad != want)
      wrong.push_back({bitsOfF32(inputs[i]), bad, want});
  }
  return wrong;
}

std::vector<uint32_t> inputsOf(const std::vector<Difference> &wrong) {
  std::vector<uint32_t> inputs;
  for (const Difference &d : wrong)
    inputs.push_back(d.input);
  return inputs;
}

void expectSame(const Function &fn, VectorIsa isa,
                const std::vector<float> &inputs) {
  std::vector<Difference> wrong = differences(fn.array, fn.scalar, inputs);
  if (wrong.empty())
    return;
  ADD_FAILURE() << fn.name << " (" << nameOf(isa) << "): " << std::dec
                << wrong.size() << " inputs differ, first 0x" << std::hex
                << wrong[0].input << ": array 0x" << wrong[0].got
                << ", scalar 0x" << wrong[0].want;
}

std::vector<float> samples(const Function &fn, uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> uniform(-fn.range, fn.range);
  std::vector<float> inputs;
  for (int i = 0; i < (1 << 19); ++i) {
    inputs.push_back(f32FromBits(static_cast<uint32_t>(random())));
    inputs.push_back(uniform(random));
  }
  for (float special :
       {0.0f, -0.0f, INFINITY, -INFINITY, f32FromBits(0x7FC00000),
        f32FromBits(0xFFC00000), f32FromBits(0x7F800001), f32FromBits(0xFFBFFFFF),
        f32FromBits(0x7FC12345), 1e-45f, -1e-45f, 0x1p-126f, -0x1p-126f,
        0x1.fffffep127f, -0x1.fffffep127f, 1.0f, -1.0f})
    inputs.push_back(special);
  for (float limit : fn.limits)
    for (int step = -64; step <= 64; ++step) {
      inputs.push_back(f32FromBits(bitsOfF32(limit) + step));
      inputs.push_back(-f32FromBits(bitsOfF32(limit) + step));
    }
  // A length that is no multiple of any lane count: the tail is scalar.
  inputs.push_back(0.5f);
  return inputs;
}

class VectorIsaScope {
public:
  explicit VectorIsaScope(VectorIsa isa) : saved(math::activeVectorIsa()) {
    math::useVectorIsa(isa);
  }
  ~VectorIsaScope() { math::useVectorIsa(saved); }

private:
  VectorIsa saved;
};

TEST(MathArrays, MatchTheScalarFunctionsOnSamples) {
  uint32_t seed = 1;
  for (const Function &fn : functions()) {
    std::vector<float> inputs = samples(fn, seed++);
    for (VectorIsa isa : isasOfHost()) {
      VectorIsaScope scope(isa);
      expectSame(fn, isa, inputs);
    }
  }
}

bool exhaustive(const char *name) {
  const char *list = std::getenv("TILEKIT_EXHAUSTIVE_MATH");
  if (!list)
    return false;
  std::string names = std::string(",") + list + ",";
  return names == ",all," ||
         names.find(std::string(",") + name + ",") != std::string::npos;
}

TEST(MathArrays, MatchTheScalarFunctionsOnAllInputs) {
  bool any = false;
  for (const Function &fn : functions()) {
    if (!exhaustive(fn.name))
      continue;
    any = true;
    VectorIsaScope scope(math::hostVectorIsa());
    std::vector<float> inputs;
    for (uint64_t bits = 0; bits < (uint64_t(1) << 32); ++bits) {
      inputs.push_back(f32FromBits(static_cast<uint32_t>(bits)));
      if (inputs.size() == (1 << 22)) {
        expectSame(fn, math::hostVectorIsa(), inputs);
        inputs.clear();
      }
    }
  }
  if (!any)
    GTEST_SKIP() << "set TILEKIT_EXHAUSTIVE_MATH=all or a list of names";
}

/// The comparison finds a result one ulp off: an array form that is wrong
/// on every input whose bit pattern is 7 mod 1000 is reported on exactly
/// those.
void expOneUlpOff(const float *in, float *out, int64_t n) {
  std::vector<float> x(in, in + n); // out may be in
  math::expF32(in, out, n);
  for (int64_t i = 0; i < n; ++i)
    if (bitsOfF32(x[i]) % 1000 == 7)
      out[i] = f32FromBits(bitsOfF32(out[i]) + 1);
}

TEST(MathArrays, ComparisonFindsOneUlp) {
  std::vector<float> inputs;
  std::vector<uint32_t> planted;
  for (uint32_t bits = 0x3F000000; bits < 0x3F100000; ++bits) {
    inputs.push_back(f32FromBits(bits));
    if (bits % 1000 == 7)
      planted.push_back(bits);
  }
  EXPECT_EQ(inputsOf(differences(expOneUlpOff, math::expF32, inputs)), planted);
  EXPECT_TRUE(differences(math::expF32, math::expF32, inputs).empty());
}

TEST(MathArrays, HostSetIsAvailable) {
  // What the array forms run on; the choice is the host's, at run time.
  VectorIsa host = math::hostVectorIsa();
  RecordProperty("vector_isa", nameOf(host));
  VectorIsaScope scope(VectorIsa::Avx512);
  EXPECT_LE(math::activeVectorIsa(), host);
}

} // namespace
