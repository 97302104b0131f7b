//===- MathCheck.h - TileKit's f32 math against MPFR ----------*- C++ -*-===//
//
// The comparison behind tilekit-math-check and its unit tests: a function
// under test (normally one of MathFunctions.h) is evaluated on f32 inputs
// and compared bit for bit with the correctly rounded result from MPFR
// (precision 24, f32's exponent range, subnormalized; NaN results compare
// as the canonical NaN 0x7FC00000).
//
// For speed the reference may be screened: the host's double-precision
// libm value (documented error below 8 double ulps, 2^-50 relative) decides
// the f32 rounding when every value within 2^-40 of it rounds to the same
// f32 (a value beyond 2^130 or below 2^-160 in magnitude is an f32
// infinity or zero of its sign); only the other inputs (about 1 in 2^15)
// go to MPFR. Neither path uses TileKit's code.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_MATHCHECK_H
#define TILEKIT_TOOLS_MATHCHECK_H

#include "tilekit/Execution/MathFunctions.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilekit::mathcheck {

using Function = tilekit::exec::math::Function;

struct FunctionInfo {
  Function id;
  const char *name;
  unsigned arity;
  float (*unary)(float);         ///< TileKit's f32 function (arity 1)
  float (*binary)(float, float); ///< TileKit's f32 function (arity 2)
  /// The vectorized array form of `unary` (MathFunctions.h).
  void (*array)(const float *, float *, int64_t) = nullptr;
};

/// Every math function, in Function order.
const std::vector<FunctionInfo> &functions();
const FunctionInfo *findFunction(const std::string &name);

/// The correctly rounded f32 value of `fn` at (x, y) by MPFR alone.
float referenceMpfr(Function fn, float x, float y = 0.0f);
/// The same value, screened by the host's double libm where it decides.
float reference(Function fn, float x, float y = 0.0f);

struct Mismatch {
  uint32_t x, y, got, want;
};

struct Report {
  uint64_t checked = 0;
  uint64_t mismatches = 0;
  std::vector<Mismatch> examples; ///< the first few
  void merge(const Report &other);
};

/// A function under test: the TileKit function, or a deliberately wrong
/// one in the checker's own tests.
struct UnderTest {
  Function id;
  float (*unary)(float) = nullptr;
  float (*binary)(float, float) = nullptr;
};

/// Checks every f32 bit pattern in [begin, end) (unary functions), split
/// over `threads` threads.
Report checkRange(const UnderTest &fn, uint64_t begin, uint64_t end,
                  unsigned threads, bool screened = true);

/// Checks the array form of a unary function against its scalar function
/// (not MPFR) on every bit pattern in [begin, end), bit for bit, in blocks
/// of 4096 inputs split over `threads` threads; the array forms use the
/// instruction set math::activeVectorIsa().
Report checkArrayRange(const FunctionInfo &fn, uint64_t begin, uint64_t end,
                       unsigned threads);

/// Checks the given inputs (y ignored for unary functions).
Report checkInputs(const UnderTest &fn,
                   const std::vector<std::pair<float, float>> &inputs,
                   unsigned threads, bool screened = true);

/// `count` pseudo-random inputs (fixed seed) plus the special and boundary
/// values of `fn`: zeros, infinities, NaNs with payloads, subnormals, the
/// overflow and underflow thresholds, and for pow exact and midpoint cases.
std::vector<std::pair<float, float>> sampleInputs(Function fn, uint64_t count,
                                                  uint64_t seed = 1);

std::string describe(Function fn, const Mismatch &m);

} // namespace tilekit::mathcheck

#endif // TILEKIT_TOOLS_MATHCHECK_H
