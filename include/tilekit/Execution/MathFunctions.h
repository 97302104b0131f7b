//===- MathFunctions.h - TileKit's own elementary functions ---*- C++ -*-===//
//
// The math ops of Tile IR (exp, exp2, log, log2, sin, cos, tan, sinh, cosh,
// tanh, rsqrt, pow, atan2) evaluated by TileKit's own code, with no libm call
// for the result: only IEEE-754 basic operations (+, -, *, /, sqrt, fma) in
// round-to-nearest-even, so the bits are the same on every host.
//
//  * f32: correctly rounded (nearest even) for every input. A double
//    evaluation is used when the interval given by its error bound holds no
//    f32 rounding boundary; otherwise a double-double evaluation (relative
//    error below 2^-90) decides, and exact results of pow are computed
//    exactly (docs/numerics.md).
//  * f64: the double-double evaluation rounded once: error below
//    0.5 + 2^-37 ulp (so at most 1 ulp, and correctly rounded unless the
//    exact value lies within 2^-37 ulp of a rounding midpoint).
//
// NaN results are the canonical quiet NaN of the type. Special values
// follow C99 Annex F / IEEE 754-2019 (docs/numerics.md). Implemented in
// lib/Execution/Numerics/Math*.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_MATHFUNCTIONS_H
#define TILEKIT_EXECUTION_MATHFUNCTIONS_H

namespace tilekit::exec::math {

float rsqrtF32(float x);
float expF32(float x);
float exp2F32(float x);
float logF32(float x);
float log2F32(float x);
float sinF32(float x);
float cosF32(float x);
float tanF32(float x);
float sinhF32(float x);
float coshF32(float x);
float tanhF32(float x);
float powF32(float x, float y);
/// atan2(y, x): the first operand is the ordinate.
float atan2F32(float y, float x);

double rsqrtF64(double x);
double expF64(double x);
double exp2F64(double x);
double logF64(double x);
double log2F64(double x);
double sinF64(double x);
double cosF64(double x);
double tanF64(double x);
double sinhF64(double x);
double coshF64(double x);
double tanhF64(double x);
double powF64(double x, double y);
double atan2F64(double y, double x);

} // namespace tilekit::exec::math

#endif // TILEKIT_EXECUTION_MATHFUNCTIONS_H
