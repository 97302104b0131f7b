//===- math-bench.cpp - ns per element of the f32 math array forms -------===//
//
//   tilekit-math-bench [--n N] [--repeat R]
//
// Times each unary f32 function's array form (MathFunctions.h) on N inputs
// (default 2^20) from a typical distribution, on each instruction set the
// host has (none = the scalar function per element), one thread; prints
// the fastest of R runs (default 7) in ns per element as a markdown table.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/MathFunctions.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

namespace math = tilekit::exec::math;
using math::VectorIsa;

namespace {

struct Function {
  const char *name;
  void (*array)(const float *, float *, int64_t);
  const char *inputs;
  /// Maps a standard normal sample to an input.
  float (*input)(float);
};

float normal3(float z) { return 3.0f * z; }
float positive(float z) { return std::fabs(3.0f * z) + 1e-3f; }
float quarterPi(float z) { return std::fmod(z, 0.785f); }
float pi(float z) { return std::fmod(2.0f * z, 3.1416f); }

const Function kFunctions[] = {
    {"exp", math::expF32, "3 N(0,1)", normal3},
    {"exp2", math::exp2F32, "3 N(0,1)", normal3},
    {"log", math::logF32, "|3 N(0,1)| + 1e-3", positive},
    {"log2", math::log2F32, "|3 N(0,1)| + 1e-3", positive},
    {"rsqrt", math::rsqrtF32, "|3 N(0,1)| + 1e-3", positive},
    {"tanh", math::tanhF32, "3 N(0,1)", normal3},
    {"sinh", math::sinhF32, "3 N(0,1)", normal3},
    {"cosh", math::coshF32, "3 N(0,1)", normal3},
    {"sin", math::sinF32, "in (-pi/4, pi/4)", quarterPi},
    {"sin", math::sinF32, "in (-pi, pi)", pi},
    {"cos", math::cosF32, "in (-pi/4, pi/4)", quarterPi},
    {"cos", math::cosF32, "in (-pi, pi)", pi},
    {"tan", math::tanF32, "in (-pi/4, pi/4)", quarterPi},
};

double nsPerElement(const Function &fn, const std::vector<float> &in,
                    std::vector<float> &out, int repeat) {
  double best = 1e30;
  for (int r = 0; r < repeat; ++r) {
    auto start = std::chrono::steady_clock::now();
    fn.array(in.data(), out.data(), static_cast<int64_t>(in.size()));
    std::chrono::duration<double, std::nano> t =
        std::chrono::steady_clock::now() - start;
    best = std::min(best, t.count() / static_cast<double>(in.size()));
  }
  return best;
}

} // namespace

int main(int argc, char **argv) {
  int64_t n = int64_t(1) << 20;
  int repeat = 7;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--n"))
      n = std::atoll(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--repeat"))
      repeat = std::atoi(argv[i + 1]);
  }
  std::vector<VectorIsa> isas = {VectorIsa::None};
  if (math::hostVectorIsa() >= VectorIsa::Avx2)
    isas.push_back(VectorIsa::Avx2);
  if (math::hostVectorIsa() >= VectorIsa::Avx512)
    isas.push_back(VectorIsa::Avx512);
  const char *names[] = {"none (scalar)", "avx2", "avx512"};
  std::printf("| function | inputs |");
  for (VectorIsa isa : isas)
    std::printf(" %s ns/elt |", names[static_cast<int>(isa)]);
  std::printf("\n|---|---|");
  for (size_t i = 0; i < isas.size(); ++i)
    std::printf("---|");
  std::printf("\n");
  std::mt19937 random(0);
  std::normal_distribution<float> normal;
  for (const Function &fn : kFunctions) {
    std::vector<float> in(n), out(n);
    for (float &x : in)
      x = fn.input(normal(random));
    std::printf("| %s | %s |", fn.name, fn.inputs);
    for (VectorIsa isa : isas) {
      math::useVectorIsa(isa);
      std::printf(" %.2f |", nsPerElement(fn, in, out, repeat));
    }
    std::printf("\n");
  }
  return 0;
}
