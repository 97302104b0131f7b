//===- MathSupport.h - The math functions both engines evaluate -*- C++ -*-===//
//
// Each math op's f32 and f64 function from the numerics library
// (tilekit/Execution/MathFunctions.h: TileKit's own code, f32 correctly
// rounded, the same bits on every host), in the order of the JIT ABI's
// MathFunction, shared by the interpreter's rules and the JIT's runtime
// loops so that both compute the same bits.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_MATHSUPPORT_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_MATHSUPPORT_H

#include "tilekit/Execution/MathFunctions.h"

#include <cstdint>

namespace tilekit::exec::interp::math {

struct UnaryMath {
  float (*f32)(float);
  double (*f64)(double);
  /// The f32 function over an array (vectorized, the same bits).
  void (*f32Array)(const float *in, float *out, int64_t n);
};

struct BinaryMath {
  float (*f32)(float, float);
  double (*f64)(double, double);
};

namespace fn = tilekit::exec::math;

/// kRsqrt, kExp, ...: each function's f32 and f64 forms
/// (MathFunctionList.def).
#define TILEKIT_MATH_UNARY(Name, name)                                         \
  inline constexpr UnaryMath k##Name{fn::name##F32, fn::name##F64,             \
                                     fn::name##F32};
#define TILEKIT_MATH_BINARY(Name, name)                                        \
  inline constexpr BinaryMath k##Name{fn::name##F32, fn::name##F64};
#include "tilekit/Execution/MathFunctionList.def"

/// The unary functions in math::Function order, that of the JIT ABI's
/// MathFunction (pow and atan2 follow).
inline constexpr UnaryMath kUnaryInAbiOrder[] = {
#define TILEKIT_MATH_UNARY(Name, name) k##Name,
#include "tilekit/Execution/MathFunctionList.def"
};

} // namespace tilekit::exec::interp::math

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_MATHSUPPORT_H
