//===- MathArrays.cpp - Array forms of the f32 functions, dispatched -----===//
//
// Picks the array entry point of the best instruction set the host has
// (asked with __builtin_cpu_supports at run time: the library is built for
// the baseline x86-64, and the AVX-512 and AVX2 files are only called on a
// host that has them), or a plain loop of the scalar function.
//
//===----------------------------------------------------------------------===//

#include "MathArrays.h"

#include "tilekit/Execution/MathFunctions.h"

#include <atomic>
#include <cstdlib>
#include <cstring>

using namespace tilekit::exec;
using namespace tilekit::exec::math;
using namespace tilekit::exec::math::detail;

namespace {

VectorIsa detectHostIsa() {
#ifdef TILEKIT_MATH_X86_LANES
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512vl"))
    return VectorIsa::Avx512;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return VectorIsa::Avx2;
#endif
  return VectorIsa::None;
}

VectorIsa lower(VectorIsa a, VectorIsa b) { return a < b ? a : b; }

VectorIsa initialIsa() {
  VectorIsa isa = hostVectorIsa();
  if (const char *request = std::getenv("TILEKIT_MATH_VECTOR")) {
    if (std::strcmp(request, "none") == 0)
      isa = VectorIsa::None;
    else if (std::strcmp(request, "avx2") == 0)
      isa = lower(isa, VectorIsa::Avx2);
  }
  return isa;
}

std::atomic<VectorIsa> &activeIsa() {
  static std::atomic<VectorIsa> isa{initialIsa()};
  return isa;
}

void evaluate(Function fn, float (*scalar)(float), const float *in, float *out,
              int64_t n) {
  switch (activeIsa().load(std::memory_order_relaxed)) {
#ifdef TILEKIT_MATH_X86_LANES
  case VectorIsa::Avx512:
    return evaluateAvx512(fn, in, out, n);
  case VectorIsa::Avx2:
    return evaluateAvx2(fn, in, out, n);
#endif
  default:
    for (int64_t i = 0; i < n; ++i)
      out[i] = scalar(in[i]);
  }
}

} // namespace

VectorIsa math::hostVectorIsa() {
  static const VectorIsa host = detectHostIsa();
  return host;
}

VectorIsa math::activeVectorIsa() {
  return activeIsa().load(std::memory_order_relaxed);
}

void math::useVectorIsa(VectorIsa isa) {
  activeIsa().store(lower(isa, hostVectorIsa()), std::memory_order_relaxed);
}

#define TILEKIT_MATH_UNARY(Name, name)                                         \
  void math::name##F32(const float *in, float *out, int64_t n) {               \
    float (*scalar)(float) = math::name##F32;                                  \
    evaluate(Function::Name, scalar, in, out, n);                              \
  }
#include "tilekit/Execution/MathFunctionList.def"
