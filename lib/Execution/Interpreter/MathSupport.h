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

inline constexpr UnaryMath kRsqrt{fn::rsqrtF32, fn::rsqrtF64, fn::rsqrtF32};
inline constexpr UnaryMath kExp{fn::expF32, fn::expF64, fn::expF32};
inline constexpr UnaryMath kExp2{fn::exp2F32, fn::exp2F64, fn::exp2F32};
inline constexpr UnaryMath kLog{fn::logF32, fn::logF64, fn::logF32};
inline constexpr UnaryMath kLog2{fn::log2F32, fn::log2F64, fn::log2F32};
inline constexpr UnaryMath kSin{fn::sinF32, fn::sinF64, fn::sinF32};
inline constexpr UnaryMath kCos{fn::cosF32, fn::cosF64, fn::cosF32};
inline constexpr UnaryMath kTan{fn::tanF32, fn::tanF64, fn::tanF32};
inline constexpr UnaryMath kSinh{fn::sinhF32, fn::sinhF64, fn::sinhF32};
inline constexpr UnaryMath kCosh{fn::coshF32, fn::coshF64, fn::coshF32};
inline constexpr UnaryMath kTanh{fn::tanhF32, fn::tanhF64, fn::tanhF32};
inline constexpr BinaryMath kPow{fn::powF32, fn::powF64};
/// atan2 %y, %x is atan2(y, x): the first operand is the ordinate.
inline constexpr BinaryMath kAtan2{fn::atan2F32, fn::atan2F64};

/// The unary functions in the order of the JIT ABI's MathFunction (rsqrt
/// first, tanh last; pow and atan2 follow).
inline constexpr UnaryMath kUnaryInAbiOrder[] = {
    kRsqrt, kExp, kExp2, kLog, kLog2, kSin, kCos, kTan, kSinh, kCosh, kTanh};

} // namespace tilekit::exec::interp::math

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_MATHSUPPORT_H
