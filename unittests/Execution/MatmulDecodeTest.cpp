//===- MatmulDecodeTest.cpp - mmaf's decoding of narrow inputs ------------===//
//
// decodeToF32 widens f16 and bf16 mmaf inputs to f32, eight at a time where
// the host has AVX2 and F16C and element by element for the rest. Every
// f16 and bf16 bit pattern, at every position of a run (so both the vector
// body and the scalar tail see it), must give the value of the format's
// own definition, computed here from sign, exponent and fraction with
// std::ldexp; a NaN must give a NaN.
//
//===----------------------------------------------------------------------===//

#include "Interpreter/MatmulSupport.h"

#include "tilekit/Execution/FloatBits.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <vector>

using namespace tilekit::exec;

namespace {

/// The value of a binary format with `fractionBits` and `exponentBits`
/// (IEEE layout, bias 2^(e-1) - 1), NaN for NaNs.
float decodeByDefinition(uint32_t bits, int exponentBits, int fractionBits) {
  uint32_t fraction = bits & ((1u << fractionBits) - 1);
  uint32_t exponent = (bits >> fractionBits) & ((1u << exponentBits) - 1);
  bool negative = (bits >> (fractionBits + exponentBits)) & 1;
  int bias = (1 << (exponentBits - 1)) - 1;
  float magnitude;
  if (exponent == (1u << exponentBits) - 1)
    magnitude = fraction ? NAN : INFINITY;
  else if (exponent == 0)
    magnitude = std::ldexp(float(fraction), 1 - bias - fractionBits);
  else
    magnitude = std::ldexp(float(fraction | 1u << fractionBits),
                           int(exponent) - bias - fractionBits);
  return negative ? -magnitude : magnitude;
}

void checkEveryPattern(ElemKind kind, int exponentBits, int fractionBits) {
  // 65536 patterns, then a run of 13 starting at each offset 0..12.
  std::vector<uint16_t> all(65536);
  for (uint32_t i = 0; i < 65536; ++i)
    all[i] = uint16_t(i);
  std::vector<float> out(65536);
  for (int shift = 0; shift < 13; ++shift) {
    int64_t count = 65536 - shift;
    interp::decodeToF32(reinterpret_cast<const uint8_t *>(all.data() + shift),
                        count, kind, out.data());
    for (int64_t i = 0; i < count; ++i) {
      uint32_t bits = all[shift + i];
      float expected = decodeByDefinition(bits, exponentBits, fractionBits);
      if (std::isnan(expected)) {
        ASSERT_TRUE(std::isnan(out[i])) << "bits " << bits;
        continue;
      }
      ASSERT_EQ(bitsOfF32(out[i]), bitsOfF32(expected))
          << "bits " << bits << " at offset " << shift;
    }
  }
}

TEST(MatmulDecode, EveryHalfPattern) {
  checkEveryPattern(ElemKind::F16, 5, 10);
}

TEST(MatmulDecode, EveryBFloat16Pattern) {
  checkEveryPattern(ElemKind::BF16, 8, 7);
}

} // namespace
