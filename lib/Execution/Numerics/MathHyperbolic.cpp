//===- MathHyperbolic.cpp - sinh, cosh, tanh ------------------------------===//
//
// With M = e^|x| - 1 (no cancellation near 0: MathCore.h's expm1Small):
//   sinh|x| = (M + M / (M + 1)) / 2,   tanh|x| = M' / (M' + 2), M' = e^2|x| -
//   1, cosh x  = (E + 1 / E) / 2, E = e^|x|;
// beyond |x| = 64 the e^-|x| terms are below 2^-180 relative and sinh, cosh
// are e^|x| / 2; tanh is +-1 (correctly rounded) from |x| = 20 on.
//
//===----------------------------------------------------------------------===//

#include "MathKernels.h"

#include "tilekit/Execution/MathFunctions.h"

#include <cmath>
#include <limits>

using namespace tilekit::exec;
using namespace tilekit::exec::math;
using namespace tilekit::exec::math::detail;

namespace {

template <typename F> F withSign(F magnitude, bool negative) {
  return negative ? -magnitude : magnitude;
}

} // namespace

float math::sinhF32(float xf) {
  if (std::isnan(xf))
    return nanF32();
  if (xf == 0.0f || std::isinf(xf))
    return xf;
  double ax = std::fabs(static_cast<double>(xf));
  if (ax > 89.5) // ln(2 FLT_MAX) = 89.415...
    return withSign(std::numeric_limits<float>::infinity(), xf < 0);
  return withSign(finishF32([ax] { return sinhScaled<double>(ax); },
                            [ax] { return sinhScaled<DD>(ax); }),
                  xf < 0);
}

double math::sinhF64(double x) {
  if (std::isnan(x))
    return nanF64();
  if (x == 0.0 || std::isinf(x))
    return x;
  double ax = std::fabs(x);
  if (ax > 710.5) // ln(2 DBL_MAX) = 710.4758...
    return withSign(std::numeric_limits<double>::infinity(), x < 0);
  return withSign(roundF64(sinhScaled<DD>(ax)), x < 0);
}

float math::coshF32(float xf) {
  if (std::isnan(xf))
    return nanF32();
  double ax = std::fabs(static_cast<double>(xf));
  if (ax > 89.5) // also +-inf
    return std::numeric_limits<float>::infinity();
  return finishF32([ax] { return coshScaled<double>(ax); },
                   [ax] { return coshScaled<DD>(ax); });
}

double math::coshF64(double x) {
  if (std::isnan(x))
    return nanF64();
  double ax = std::fabs(x);
  if (ax > 710.5)
    return std::numeric_limits<double>::infinity();
  return roundF64(coshScaled<DD>(ax));
}

float math::tanhF32(float xf) {
  if (std::isnan(xf))
    return nanF32();
  if (xf == 0.0f)
    return xf;
  double ax = std::fabs(static_cast<double>(xf));
  if (ax >= 20.0) // 1 - tanh < 2^-56: rounds to 1; also +-inf
    return withSign(1.0f, xf < 0);
  return withSign(finishF32([ax] { return tanhScaled<double>(ax); },
                            [ax] { return tanhScaled<DD>(ax); }),
                  xf < 0);
}

double math::tanhF64(double x) {
  if (std::isnan(x))
    return nanF64();
  if (x == 0.0)
    return x;
  double ax = std::fabs(x);
  if (ax >= 20.0)
    return withSign(1.0, x < 0);
  return withSign(roundF64(tanhScaled<DD>(ax)), x < 0);
}
