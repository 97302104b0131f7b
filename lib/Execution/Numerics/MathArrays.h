//===- MathArrays.h - The array entry points' instruction sets -*- C++ -*-===//
//
// Shared by the dispatcher (MathArrays.cpp, compiled for the baseline
// x86-64) and the per-instruction-set files that include MathArrays.inc.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_NUMERICS_MATHARRAYS_H
#define TILEKIT_LIB_EXECUTION_NUMERICS_MATHARRAYS_H

#include <cstdint>

namespace tilekit::exec::math::detail {

/// The unary f32 functions with an array form.
enum class ArrayFunction {
  Rsqrt,
  Exp,
  Exp2,
  Log,
  Log2,
  Sin,
  Cos,
  Tan,
  Sinh,
  Cosh,
  Tanh
};

/// out[i] = f(in[i]) for i < n in kLaneCount-wide lanes (MathArrays.inc);
/// callable only where the host has the instruction set.
void evaluateAvx512(ArrayFunction fn, const float *in, float *out, int64_t n);
void evaluateAvx2(ArrayFunction fn, const float *in, float *out, int64_t n);

} // namespace tilekit::exec::math::detail

#endif // TILEKIT_LIB_EXECUTION_NUMERICS_MATHARRAYS_H
