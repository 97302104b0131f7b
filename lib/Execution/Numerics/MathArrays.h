//===- MathArrays.h - The array entry points' instruction sets -*- C++ -*-===//
//
// Shared by the dispatcher (MathArrays.cpp, compiled for the baseline
// x86-64) and the per-instruction-set files that include MathArrays.inc.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_NUMERICS_MATHARRAYS_H
#define TILEKIT_LIB_EXECUTION_NUMERICS_MATHARRAYS_H

#include "tilekit/Execution/MathFunctions.h"

#include <cstdint>

namespace tilekit::exec::math::detail {

/// out[i] = f(in[i]) for i < n in kLaneCount-wide lanes (MathArrays.inc),
/// `fn` a unary function; callable only where the host has the instruction
/// set.
void evaluateAvx512(Function fn, const float *in, float *out, int64_t n);
void evaluateAvx2(Function fn, const float *in, float *out, int64_t n);

} // namespace tilekit::exec::math::detail

#endif // TILEKIT_LIB_EXECUTION_NUMERICS_MATHARRAYS_H
