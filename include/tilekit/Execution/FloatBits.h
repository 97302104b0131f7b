//===- FloatBits.h - Bit patterns of f32 and f64 values ----------*- C++
//-*-===//
//
// The one place that reinterprets host floats as their IEEE-754 bit
// patterns and back (memcpy: well defined, and free once optimized).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_FLOATBITS_H
#define TILEKIT_EXECUTION_FLOATBITS_H

#include <cstdint>
#include <cstring>

namespace tilekit::exec {

inline uint32_t bitsOfF32(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

inline float f32FromBits(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

inline uint64_t bitsOfF64(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

inline double f64FromBits(uint64_t bits) {
  double value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

} // namespace tilekit::exec

#endif // TILEKIT_EXECUTION_FLOATBITS_H
