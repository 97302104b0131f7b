//===- NumericsFormatsTest.cpp - Decoding and converting the formats -----===//
//
// Every expected value here comes from a computation independent of the
// library: a direct decoding formula, the host FPU under <cfenv> rounding
// modes, long double arithmetic rounded to odd and then rounded by a simple
// reference written below, std::fmod, or values derived by hand from the
// specification (docs/numerics.md records the rules being checked).
//
//===----------------------------------------------------------------------===//

#include "NumericsTestSupport.h"

namespace {

//===----------------------------------------------------------------------===//
// (a) Exhaustive decoding of the narrow formats, round trips, spec cases
//===----------------------------------------------------------------------===//

void checkDecodeTable(const RefFormat &f, unsigned count) {
  for (uint64_t bits = 0; bits < count; ++bits) {
    long double ref = refDecode(f, bits);
    float got = toFloat(bits, f.format);
    double gotD = toDouble(bits, f.format);
    uint64_t conv = convertFloat(bits, f.format, F::F32);
    SCOPED_TRACE("encoding " + hex(bits));
    EXPECT_EQ(isNaN(bits, f.format), bool(std::isnan(ref)));
    if (std::isnan(ref)) {
      EXPECT_TRUE(std::isnan(got));
      EXPECT_TRUE(std::isnan(gotD));
      EXPECT_EQ(conv, 0x7FC00000u);
      continue;
    }
    EXPECT_EQ(bitsOf(got), bitsOf(float(ref)));
    EXPECT_EQ(bitsOf(gotD), bitsOf(double(ref)));
    EXPECT_EQ(conv, bitsOf(float(ref)));
    // Back from f32 and f64: every finite value is representable, so every
    // mode must give the encoding back; Inf (f8E5M2) saturates (satfinite).
    uint64_t back = bits;
    if (std::isinf(ref))
      back = bits - 1;
    for (R r : kAllModes) {
      EXPECT_EQ(convertFloat(bitsOf(float(ref)), F::F32, f.format, r), back)
          << modeName(r);
      EXPECT_EQ(convertFloat(bitsOf(double(ref)), F::F64, f.format, r), back)
          << modeName(r);
    }
  }
}

TEST(NumericsFormats, StorageBits) {
  EXPECT_EQ(storageBits(F::F16), 16u);
  EXPECT_EQ(storageBits(F::BF16), 16u);
  EXPECT_EQ(storageBits(F::F32), 32u);
  EXPECT_EQ(storageBits(F::TF32), 32u);
  EXPECT_EQ(storageBits(F::F64), 64u);
  EXPECT_EQ(storageBits(F::F8E4M3FN), 8u);
  EXPECT_EQ(storageBits(F::F8E5M2), 8u);
  EXPECT_EQ(storageBits(F::F8E8M0FNU), 8u);
  EXPECT_EQ(storageBits(F::F4E2M1FN), 4u);
}

TEST(NumericsFormats, CanonicalNaN) {
  EXPECT_EQ(canonicalNaN(F::F16), 0x7E00u);
  EXPECT_EQ(canonicalNaN(F::BF16), 0x7FC0u);
  EXPECT_EQ(canonicalNaN(F::F32), 0x7FC00000u);
  EXPECT_EQ(canonicalNaN(F::TF32), 0x7FC00000u);
  EXPECT_EQ(canonicalNaN(F::F64), 0x7FF8000000000000ull);
  EXPECT_EQ(canonicalNaN(F::F8E4M3FN), 0x7Fu);
  EXPECT_EQ(canonicalNaN(F::F8E5M2), 0x7Eu);
  EXPECT_EQ(canonicalNaN(F::F8E8M0FNU), 0xFFu);
  for (const RefFormat *f : kAllFormats) {
    if (f->format != F::F4E2M1FN) {
      EXPECT_TRUE(isNaN(canonicalNaN(f->format), f->format));
    }
  }
  // f4E2M1FN has no NaN at all.
  for (uint64_t b = 0; b < 16; ++b)
    EXPECT_FALSE(isNaN(b, F::F4E2M1FN));
}

TEST(NumericsFormats, DecodeE4M3FNExhaustive) { checkDecodeTable(kE4M3, 256); }
TEST(NumericsFormats, DecodeE5M2Exhaustive) { checkDecodeTable(kE5M2, 256); }
TEST(NumericsFormats, DecodeE8M0FNUExhaustive) { checkDecodeTable(kE8M0, 256); }
TEST(NumericsFormats, DecodeE2M1FNExhaustive) { checkDecodeTable(kE2M1, 16); }

TEST(NumericsFormats, DecodeHalfAndBFloat16Exhaustive) {
  for (uint32_t b = 0; b < 65536; ++b) {
    long double h = refDecode(kF16, b), bf = refDecode(kBF16, b);
    float gh = halfBitsToFloat(uint16_t(b)),
          gb = bfloat16BitsToFloat(uint16_t(b));
    if (std::isnan(h))
      EXPECT_EQ(bitsOf(gh), 0x7FC00000u) << hex(b);
    else
      EXPECT_EQ(bitsOf(gh), bitsOf(float(h))) << hex(b);
    if (std::isnan(bf))
      EXPECT_EQ(bitsOf(gb), 0x7FC00000u) << hex(b);
    else
      EXPECT_EQ(bitsOf(gb), bitsOf(float(bf))) << hex(b);
    EXPECT_EQ(bitsOf(toFloat(b, F::F16)), bitsOf(gh));
    EXPECT_EQ(bitsOf(toFloat(b, F::BF16)), bitsOf(gb));
    if (!std::isnan(h)) {
      EXPECT_EQ(bitsOf(toDouble(b, F::F16)), bitsOf(double(h)));
      EXPECT_EQ(floatToHalfBits(gh), b);
    }
    if (!std::isnan(bf)) {
      EXPECT_EQ(floatToBFloat16Bits(gb), b);
    }
  }
}

TEST(NumericsFormats, E8M0IsOnlyLegalWithZeroAndUpButHandlesAll) {
  // Every finite encoding comes back from f32 in every mode (checked in the
  // table); here the in-between values.
  auto conv = [](float v, R r) {
    return convertFloat(bitsOf(v), F::F32, F::F8E8M0FNU, r);
  };
  EXPECT_EQ(conv(1.0f, R::Zero), 0x7Fu);
  EXPECT_EQ(conv(1.9f, R::Zero), 0x7Fu);
  EXPECT_EQ(conv(1.5f, R::Up), 0x80u);
  EXPECT_EQ(conv(3.0f, R::Up), 0x81u);
  EXPECT_EQ(conv(1.5f, R::NearestEven), 0x80u); // tie: 2^1 has even field
  EXPECT_EQ(conv(3.0f, R::NearestEven), 0x80u); // tie: 2^1 again (0x80)
  EXPECT_EQ(conv(0x1p127f, R::Zero), 0xFEu);
  EXPECT_EQ(conv(0x1.8p127f, R::Zero), 0xFEu);
  EXPECT_EQ(conv(0x1.8p127f, R::Up), 0xFFu); // 2^128: overflow -> NaN
  EXPECT_EQ(conv(std::numeric_limits<float>::max(), R::Zero), 0xFEu);
  EXPECT_EQ(conv(0x1p-127f, R::Zero), 0x00u);
  EXPECT_EQ(conv(0x1p-149f, R::Zero), 0x00u); // no zero: smallest value
  EXPECT_EQ(conv(0x1p-149f, R::Up), 0x00u);
  EXPECT_EQ(conv(0.0f, R::Zero), 0x00u);
  EXPECT_EQ(conv(-0.0f, R::Up), 0x00u);
  EXPECT_EQ(conv(-1.0f, R::Zero), 0xFFu); // unsigned: negatives are NaN
  EXPECT_EQ(conv(INFINITY, R::Zero), 0xFFu);
  EXPECT_EQ(conv(NAN, R::Up), 0xFFu);
  EXPECT_EQ(toFloat(0x7F, F::F8E8M0FNU), 1.0f);
  EXPECT_EQ(toFloat(0x00, F::F8E8M0FNU), 0x1p-127f);
  EXPECT_EQ(toDouble(0xFE, F::F8E8M0FNU), 0x1p127);
}

TEST(NumericsFormats, E4M3FNSpecCases) {
  auto conv = [](float v) {
    return convertFloat(bitsOf(v), F::F32, F::F8E4M3FN);
  };
  EXPECT_EQ(conv(448.0f), 0x7Eu);
  EXPECT_EQ(conv(464.0f), 0x7Eu); // tie 448 / (480): even, and satfinite
  EXPECT_EQ(conv(465.0f), 0x7Eu); // satfinite: never NaN
  EXPECT_EQ(conv(1e10f), 0x7Eu);
  EXPECT_EQ(conv(-1e10f), 0xFEu);
  EXPECT_EQ(conv(INFINITY), 0x7Eu); // Inf -> MAX_NORM
  EXPECT_EQ(conv(-INFINITY), 0xFEu);
  EXPECT_EQ(conv(NAN), 0x7Eu); // spec: NaN -> +MAX_NORM
  EXPECT_EQ(conv(-NAN), 0x7Eu);
  EXPECT_EQ(conv(0x1p-9f), 0x01u);  // smallest subnormal
  EXPECT_EQ(conv(0x1p-10f), 0x00u); // tie with 0: even
  EXPECT_EQ(conv(0x1.8p-10f), 0x01u);
  EXPECT_EQ(conv(0x1.8p-9f), 0x02u); // tie 1 / 2 (x 2^-9): even
  EXPECT_EQ(conv(1.0625f), 0x38u);   // tie 1.0 / 1.125: even
  EXPECT_EQ(conv(1.1875f), 0x3Au);   // tie 1.125 / 1.25: even
  EXPECT_EQ(conv(0.0f), 0x00u);
  EXPECT_EQ(conv(-0.0f), 0x80u);
  EXPECT_EQ(conv(0x1.Cp-7f), 0x07u); // largest subnormal 7 * 2^-9
  EXPECT_EQ(conv(0x1p-6f), 0x08u);   // smallest normal
  // The NaN encodings decode to NaN and convert back to +MAX_NORM.
  EXPECT_EQ(convertFloat(0x7F, F::F8E4M3FN, F::F16), 0x7E00u);
  EXPECT_EQ(convertFloat(0xFF, F::F8E4M3FN, F::F8E5M2), 0x7Eu);
  // f16 -> f8E4M3FN (not via f32), and integer sources.
  EXPECT_EQ(convertFloat(0x7BFF, F::F16, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(intToFloat(1000, 32, true, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(intToFloat(uint64_t(-1000), 32, true, F::F8E4M3FN), 0xFEu);
}

TEST(NumericsFormats, E5M2SpecCases) {
  auto conv = [](float v) {
    return convertFloat(bitsOf(v), F::F32, F::F8E5M2);
  };
  EXPECT_EQ(conv(57344.0f), 0x7Bu);
  EXPECT_EQ(conv(61440.0f), 0x7Bu); // tie with 65536: satfinite
  EXPECT_EQ(conv(1e9f), 0x7Bu);
  EXPECT_EQ(conv(INFINITY), 0x7Bu);
  EXPECT_EQ(conv(-INFINITY), 0xFBu);
  EXPECT_TRUE(isNaN(conv(NAN), F::F8E5M2)); // NaN is preserved
  EXPECT_EQ(conv(NAN), 0x7Eu);
  EXPECT_EQ(conv(0x1p-16f), 0x01u);
  EXPECT_EQ(conv(0x1p-17f), 0x00u);
  EXPECT_EQ(conv(1.125f), 0x3Cu); // tie 1 / 1.25: even
  EXPECT_EQ(conv(1.375f), 0x3Eu); // tie 1.25 / 1.5: even
  EXPECT_TRUE(std::isinf(toFloat(0x7C, F::F8E5M2)));
  EXPECT_EQ(intToFloat(65535, 16, false, F::F8E5M2), 0x7Bu);
}

TEST(NumericsFormats, E2M1SpecCases) {
  auto conv = [](float v) {
    return convertFloat(bitsOf(v), F::F32, F::F4E2M1FN);
  };
  EXPECT_EQ(conv(6.0f), 0x7u);
  EXPECT_EQ(conv(5.0f), 0x6u); // tie 4 / 6: even
  EXPECT_EQ(conv(7.0f), 0x7u); // satfinite
  EXPECT_EQ(conv(100.0f), 0x7u);
  EXPECT_EQ(conv(-100.0f), 0xFu);
  EXPECT_EQ(conv(INFINITY), 0x7u);
  EXPECT_EQ(conv(-INFINITY), 0xFu);
  EXPECT_EQ(conv(NAN), 0x7u);   // no NaN: +MAX_NORM
  EXPECT_EQ(conv(0.25f), 0x0u); // tie 0 / 0.5: even
  EXPECT_EQ(conv(0.75f), 0x2u); // tie 0.5 / 1: even
  EXPECT_EQ(conv(2.5f), 0x4u);  // tie 2 / 3: even
  EXPECT_EQ(conv(3.5f), 0x6u);  // tie 3 / 4: even
  EXPECT_EQ(conv(-0.0f), 0x8u);
  EXPECT_EQ(conv(0.3f), 0x1u);
  EXPECT_EQ(intToFloat(7, 8, true, F::F4E2M1FN), 0x7u);
}

// ftof and itof at the edges of every target format, nearest_even unless
// stated, against values derived by hand from each encoding and the rules
// of docs/numerics.md (spec 5.1.3 for f16, bf16, tf32, f8E4M3FN, f8E5M2;
// TileKit's documented choices for f4E2M1FN and f8E5M3FNU). Sources are NaNs
// with payloads and both signs, quiet and signalling, +-Inf, the largest
// finite value, the next value up (max + 1 ulp of the target), the tie
// between them, and values just below and just above that tie.
TEST(NumericsFormats, SpecialsAndOverflowPerFormatAndOp) {
  const uint64_t f32NaNs[] = {0x7FC00022, 0xFFC00044, 0x7F800001, 0xFF800033};
  auto f32 = [](uint32_t bits, F to, R r = R::NearestEven) {
    return convertFloat(bits, F::F32, to, r);
  };
  auto f64 = [](double v, F to, R r = R::NearestEven) {
    return convertFloat(bitsOf(v), F::F64, to, r);
  };
  auto itof = [](int64_t v, F to) {
    return intToFloat(uint64_t(v), 64, true, to, R::NearestEven);
  };

  // f16: max 65504 = 0x7BFF (odd), ulp 32 there; 65520 is the tie with
  // 65536 and goes to the even side, Inf.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F16), 0x7E00u) << std::hex << nan;
  EXPECT_EQ(convertFloat(0xFE44, F::F16, F::F32), 0x7FC00000u);
  EXPECT_EQ(convertFloat(0x7C01, F::F16, F::F64), 0x7FF8000000000000u);
  EXPECT_EQ(f32(0x7F800000, F::F16), 0x7C00u);
  EXPECT_EQ(f32(0xFF800000, F::F16), 0xFC00u);
  EXPECT_EQ(f64(65504, F::F16), 0x7BFFu);
  EXPECT_EQ(f64(65536, F::F16), 0x7C00u);
  EXPECT_EQ(f64(65536, F::F16, R::Zero), 0x7BFFu);
  EXPECT_EQ(f64(-65536, F::F16, R::Up), 0xFBFFu);
  EXPECT_EQ(f64(65520, F::F16), 0x7C00u);
  EXPECT_EQ(f64(65519.99, F::F16), 0x7BFFu);
  EXPECT_EQ(itof(65519, F::F16), 0x7BFFu);
  EXPECT_EQ(itof(65520, F::F16), 0x7C00u);
  EXPECT_EQ(itof(-70000, F::F16), 0xFC00u);

  // bf16: max 0x7F7F = f32 0x7F7F0000 (odd); the tie with 2^128 is f32
  // 0x7F7F8000 and rounds to Inf; f32 0x7F7F7FFF stays at the max.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::BF16), 0x7FC0u) << std::hex << nan;
  EXPECT_EQ(f32(0xFF800000, F::BF16), 0xFF80u);
  EXPECT_EQ(f32(0x7F7F0000, F::BF16), 0x7F7Fu);
  EXPECT_EQ(f32(0x7F7F7FFF, F::BF16), 0x7F7Fu);
  EXPECT_EQ(f32(0x7F7F8000, F::BF16), 0x7F80u);
  EXPECT_EQ(f32(0x7F7F8000, F::BF16, R::Zero), 0x7F7Fu);
  EXPECT_EQ(f64(0x1p128, F::BF16), 0x7F80u);
  EXPECT_EQ(f64(-0x1p128, F::BF16), 0xFF80u);

  // tf32 (stored as f32, 10 mantissa bits): max f32 0x7F7FE000 (odd); the
  // tie with 2^128 is 0x7F7FF000 and rounds to Inf.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::TF32), 0x7FC00000u) << std::hex << nan;
  EXPECT_EQ(f32(0xFF800000, F::TF32), 0xFF800000u);
  EXPECT_EQ(f32(0x7F7FE000, F::TF32), 0x7F7FE000u);
  EXPECT_EQ(f32(0x7F7FEFFF, F::TF32), 0x7F7FE000u);
  EXPECT_EQ(f32(0x7F7FF000, F::TF32), 0x7F800000u);
  EXPECT_EQ(f32(0x7F7FFFFF, F::TF32), 0x7F800000u);

  // f32 <- f64 and f64 <- f32 keep no payload either.
  EXPECT_EQ(convertFloat(0xFFF0000000000001, F::F64, F::F32), 0x7FC00000u);
  EXPECT_EQ(convertFloat(0xFFC00044, F::F32, F::F64), 0x7FF8000000000000u);
  EXPECT_EQ(f64(0x1p128, F::F32), 0x7F800000u);

  // f8E4M3FN: max 448 = 0x7E; 480 (S.1111.111) would be next, but that is
  // the NaN encoding: satfinite. 464 is the tie: 448 (even mantissa 110).
  // NaN -> +448 whatever its sign (spec 5.1.3); Inf -> +-448.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F8E4M3FN), 0x7Eu) << std::hex << nan;
  EXPECT_EQ(convertFloat(0x7C01, F::F16, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f32(0x7F800000, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f32(0xFF800000, F::F8E4M3FN), 0xFEu);
  EXPECT_EQ(f64(448, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f64(480, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f64(464, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f64(464.5, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(f64(-464.5, F::F8E4M3FN), 0xFEu);
  // Below the max: 0x7D = 1.625 * 256 = 416, 0x7E = 448; 432 is their tie.
  EXPECT_EQ(f64(431.9, F::F8E4M3FN), 0x7Du);
  EXPECT_EQ(f64(432, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(itof(447, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(itof(465, F::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(itof(-100000, F::F8E4M3FN), 0xFEu);

  // f8E5M2: max 57344 = 0x7B (odd mantissa 11); next 65536; the tie 61440
  // rounds to the even side, past the max: satfinite. NaN stays NaN
  // (canonical 0x7E), Inf -> +-57344.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F8E5M2), 0x7Eu) << std::hex << nan;
  EXPECT_EQ(f32(0x7F800000, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f32(0xFF800000, F::F8E5M2), 0xFBu);
  EXPECT_EQ(f64(57344, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f64(65536, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f64(61440, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f64(61439, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(f64(-1e30, F::F8E5M2), 0xFBu);
  EXPECT_EQ(itof(61440, F::F8E5M2), 0x7Bu);
  EXPECT_EQ(itof(-65536, F::F8E5M2), 0xFBu);

  // f4E2M1FN: max 6 = 0x7 (odd mantissa); next 8; the tie 7 goes up, past
  // the max: saturate. No NaN: NaN -> +6; Inf -> +-6.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F4E2M1FN), 0x7u) << std::hex << nan;
  EXPECT_EQ(f32(0xFF800000, F::F4E2M1FN), 0xFu);
  EXPECT_EQ(f64(8, F::F4E2M1FN), 0x7u);
  EXPECT_EQ(f64(7, F::F4E2M1FN), 0x7u);
  EXPECT_EQ(f64(6.9, F::F4E2M1FN), 0x7u);
  EXPECT_EQ(itof(8, F::F4E2M1FN), 0x7u);
  EXPECT_EQ(itof(-9, F::F4E2M1FN), 0xFu);

  // f8E5M3FNU (unsigned): max 0xFE = 1.75 * 2^16 = 114688 (even mantissa
  // 110); 0xFF (122880 as a value) is NaN; the tie 118784 stays at the max,
  // anything above saturates. NaN -> 0xFF, +Inf -> max, -Inf and negative
  // values -> NaN.
  for (uint64_t nan : f32NaNs)
    EXPECT_EQ(f32(nan, F::F8E5M3FNU), 0xFFu) << std::hex << nan;
  EXPECT_EQ(f32(0x7F800000, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f32(0xFF800000, F::F8E5M3FNU), 0xFFu);
  EXPECT_EQ(f64(114688, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f64(118784, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f64(118785, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f64(122880, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(f64(-1, F::F8E5M3FNU), 0xFFu);
  EXPECT_EQ(itof(200000, F::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(itof(-1, F::F8E5M3FNU), 0xFFu);
}

TEST(NumericsFormats, TF32AndNoDoubleRounding) {
  // f32 -> tf32 keeps 10 mantissa bits and clears the low 13.
  EXPECT_EQ(convertFloat(bitsOf(1.0f + 0x1p-11f), F::F32, F::TF32),
            bitsOf(1.0f)); // tie: even
  EXPECT_EQ(convertFloat(bitsOf(1.0f + 0x3p-11f), F::F32, F::TF32),
            bitsOf(1.0f + 0x1p-9f)); // tie: even
  EXPECT_EQ(
      convertFloat(bitsOf(1.0f + 0x1p-11f), F::F32, F::TF32, R::NearestAway),
      bitsOf(1.0f + 0x1p-10f));
  EXPECT_EQ(convertFloat(bitsOf(1.0f + 0x1p-23f), F::F32, F::TF32, R::Up),
            bitsOf(1.0f + 0x1p-10f));
  EXPECT_EQ(convertFloat(0x7F7FFFFF, F::F32, F::TF32), 0x7F800000u);
  EXPECT_EQ(convertFloat(0x7F7FFFFF, F::F32, F::TF32, R::Zero), 0x7F7FE000u);
  EXPECT_EQ(convertFloat(0x00001FFF, F::F32, F::TF32), 0x00002000u);
  // f64 -> f16 directly: 1 + 2^-11 + 2^-40 is above the tie; going through
  // f32 first would round to the tie and then to 1.0.
  EXPECT_EQ(convertFloat(bitsOf(1.0 + 0x1p-11 + 0x1p-40), F::F64, F::F16),
            0x3C01u);
  EXPECT_EQ(convertFloat(bitsOf(1.0 + 0x1p-8 + 0x1p-40), F::F64, F::BF16),
            0x3F81u);
  EXPECT_EQ(convertFloat(bitsOf(65520.0), F::F64, F::F16), 0x7C00u);
  EXPECT_EQ(convertFloat(bitsOf(65520.0), F::F64, F::F16, R::Zero), 0x7BFFu);
  EXPECT_EQ(convertFloat(bitsOf(-65520.0), F::F64, F::F16, R::Up), 0xFBFFu);
  EXPECT_EQ(convertFloat(bitsOf(-65520.0), F::F64, F::F16, R::Down), 0xFC00u);
}

/// Differential test of convertFloat against refConvert over many sources.
void checkConversion(const RefFormat &from, uint64_t bits, unsigned &failures) {
  long double x = refDecode(from, bits);
  for (const RefFormat *to : kAllFormats) {
    if (to->format == from.format)
      continue;
    for (R r : kAllModes) {
      uint64_t want = refConvert(*to, x, r);
      uint64_t got = convertFloat(bits, from.format, to->format, r);
      if (got != want && failures++ < 10)
        ADD_FAILURE() << "convert " << hex(bits) << " from format "
                      << int(from.format) << " to " << int(to->format) << " "
                      << modeName(r) << ": got " << hex(got) << ", want "
                      << hex(want);
    }
  }
}

TEST(NumericsFormats, ConvertExhaustiveNarrowSources) {
  unsigned failures = 0;
  for (const RefFormat *f : {&kE4M3, &kE5M2, &kE8M0})
    for (uint64_t b = 0; b < 256; ++b)
      checkConversion(*f, b, failures);
  for (uint64_t b = 0; b < 16; ++b)
    checkConversion(kE2M1, b, failures);
  for (uint64_t b = 0; b < 65536; ++b) {
    checkConversion(kF16, b, failures);
    checkConversion(kBF16, b, failures);
  }
  EXPECT_EQ(failures, 0u);
}

uint64_t randomBitsFor(std::mt19937_64 &rng, int ebits, int mbits);

TEST(NumericsFormats, ConvertRandomWideSources) {
  std::mt19937_64 rng(42);
  unsigned failures = 0;
  for (int i = 0; i < 20000; ++i) {
    checkConversion(kF32, randomBitsFor(rng, 8, 23), failures);
    checkConversion(kF64, randomBitsFor(rng, 11, 52), failures);
    // Values near the narrow formats' ranges.
    float v = std::ldexp(float(rng() % 4096) / 2048.0f, int(rng() % 60) - 30);
    if (rng() & 1)
      v = -v;
    checkConversion(kF32, bitsOf(v), failures);
  }
  EXPECT_EQ(failures, 0u);
}

TEST(NumericsFormats, HalfBFloat16HotPathsRandom) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200000; ++i) {
    uint32_t b = uint32_t(randomBitsFor(rng, 8, 23));
    float v = floatOf(b);
    EXPECT_EQ(floatToHalfBits(v), refConvert(kF16, v, R::NearestEven))
        << hex(b);
    EXPECT_EQ(floatToBFloat16Bits(v), refConvert(kBF16, v, R::NearestEven))
        << hex(b);
  }
}

} // namespace
