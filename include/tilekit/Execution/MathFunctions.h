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

#include <cstdint>

namespace tilekit::exec::math {

/// The math functions (MathFunctionList.def order: unary, then binary).
enum class Function {
#define TILEKIT_MATH_UNARY(Name, name) Name,
#define TILEKIT_MATH_BINARY(Name, name) Name,
#include "tilekit/Execution/MathFunctionList.def"
};

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

//===----------------------------------------------------------------------===//
// Array forms of the unary f32 functions
//===----------------------------------------------------------------------===//
//
// out[i] = f(in[i]) for 0 <= i < n (out may be in), bit for bit the scalar
// function's results: the lanes run the scalar function's own fast
// evaluation (the same IEEE operations) in SIMD registers, and every lane
// that evaluation does not settle goes to the scalar function
// (docs/numerics.md, "Array forms").

/// The SIMD instruction sets of the array forms.
enum class VectorIsa { None, Avx2, Avx512 };

/// The best set the host CPU has (asked at run time, never assumed from the
/// build machine; None off x86-64).
VectorIsa hostVectorIsa();
/// The set the array forms use: the host's, lowered by the environment
/// variable TILEKIT_MATH_VECTOR=none|avx2 (read once) or by useVectorIsa.
VectorIsa activeVectorIsa();
/// Uses `isa` (at most the host's) from now on; for tests and measurements.
void useVectorIsa(VectorIsa isa);

void rsqrtF32(const float *in, float *out, int64_t n);
void expF32(const float *in, float *out, int64_t n);
void exp2F32(const float *in, float *out, int64_t n);
void logF32(const float *in, float *out, int64_t n);
void log2F32(const float *in, float *out, int64_t n);
void sinF32(const float *in, float *out, int64_t n);
void cosF32(const float *in, float *out, int64_t n);
void tanF32(const float *in, float *out, int64_t n);
void sinhF32(const float *in, float *out, int64_t n);
void coshF32(const float *in, float *out, int64_t n);
void tanhF32(const float *in, float *out, int64_t n);

} // namespace tilekit::exec::math

#endif // TILEKIT_EXECUTION_MATHFUNCTIONS_H
