//===- MathSupport.h - The math functions both engines evaluate -*- C++ -*-===//
//
// The double-precision evaluation of each math op (the host libm), shared by
// the interpreter's rules and the JIT's runtime loops so that both compute
// the same bits: f32 elements are widened exactly, evaluated in double and
// rounded once (docs/execution.md); f64 elements are evaluated directly.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_MATHSUPPORT_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_MATHSUPPORT_H

#include <cmath>

namespace tilekit::exec::interp::math {

inline double rsqrtOf(double x) { return 1.0 / std::sqrt(x); }
inline double expOf(double x) { return std::exp(x); }
inline double exp2Of(double x) { return std::exp2(x); }
inline double logOf(double x) { return std::log(x); }
inline double log2Of(double x) { return std::log2(x); }
inline double sinOf(double x) { return std::sin(x); }
inline double cosOf(double x) { return std::cos(x); }
inline double tanOf(double x) { return std::tan(x); }
inline double sinhOf(double x) { return std::sinh(x); }
inline double coshOf(double x) { return std::cosh(x); }
inline double tanhOf(double x) { return std::tanh(x); }
inline double powOf(double x, double y) { return std::pow(x, y); }
/// atan2 %y, %x is atan2(y, x): the first operand is the ordinate.
inline double atan2Of(double y, double x) { return std::atan2(y, x); }

} // namespace tilekit::exec::interp::math

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_MATHSUPPORT_H
