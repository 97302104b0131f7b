//===- NumericsTest.cpp - Exact scalar numerics of the element types ------===//
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
// (c) Integer conversions
//===----------------------------------------------------------------------===//

TEST(NumericsIntegers, FloatToIntEdges) {
  bool inv = false;
  auto f32 = [](float v) { return uint64_t(bitsOf(v)); };
  EXPECT_EQ(floatToInt(f32(-0x1p31f), F::F32, 32, true, &inv), 0x80000000u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-0x1.000002p31f), F::F32, 32, true, &inv),
            0x80000000u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(0x1p31f), F::F32, 32, true, &inv), 0x7FFFFFFFu);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(2147483520.0f), F::F32, 32, true, &inv),
            2147483520u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(NAN), F::F32, 32, true, &inv), 0u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(INFINITY), F::F32, 64, true, &inv),
            0x7FFFFFFFFFFFFFFFull);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(-INFINITY), F::F32, 64, true, &inv),
            0x8000000000000000ull);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(-0.9f), F::F32, 32, true, &inv), 0u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-2.9f), F::F32, 32, true, &inv), 0xFFFFFFFEu);
  EXPECT_FALSE(inv);
  // Unsigned: truncation first, so (-1, 0] is in range.
  EXPECT_EQ(floatToInt(f32(-0.5f), F::F32, 32, false, &inv), 0u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-1.0f), F::F32, 32, false, &inv), 0u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(bitsOf(0x1p64), F::F64, 64, false, &inv), ~uint64_t(0));
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(bitsOf(0x1p64 - 2048), F::F64, 64, false, &inv),
            0xFFFFFFFFFFFFF800ull);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(bitsOf(-0x1p63), F::F64, 64, true, &inv),
            0x8000000000000000ull);
  EXPECT_FALSE(inv);
  // i1: signed range [-1, 0], unsigned [0, 1].
  EXPECT_EQ(floatToInt(f32(-1.0f), F::F32, 1, true, &inv), 1u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(1.0f), F::F32, 1, true, &inv), 0u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(1.0f), F::F32, 1, false, &inv), 1u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(2.0f), F::F32, 1, false, &inv), 1u);
  EXPECT_TRUE(inv);
  // i8 / i16.
  EXPECT_EQ(floatToInt(f32(127.9f), F::F32, 8, true, &inv), 127u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(128.0f), F::F32, 8, true, &inv), 127u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(-128.5f), F::F32, 8, true, &inv), 0x80u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-129.0f), F::F32, 8, true, &inv), 0x80u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(f32(255.5f), F::F32, 8, false, &inv), 255u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(65535.5f), F::F32, 16, false, &inv), 65535u);
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(f32(-32769.0f), F::F32, 16, true, &inv), 0x8000u);
  EXPECT_TRUE(inv);
  // Narrow sources.
  EXPECT_EQ(floatToInt(0x7E, F::F8E4M3FN, 16, true, &inv), 448u);
  EXPECT_EQ(floatToInt(0x7F, F::F8E4M3FN, 16, true, &inv), 0u);
  EXPECT_TRUE(inv);
  EXPECT_EQ(floatToInt(0xF, F::F4E2M1FN, 8, true, &inv), 0xFAu); // -6
  EXPECT_FALSE(inv);
  EXPECT_EQ(floatToInt(0x7FFF, F::F16, 32, true), 0u); // invalid may be null
}

TEST(NumericsIntegers, FloatToIntRandom) {
  std::mt19937_64 rng(13);
  unsigned failures = 0;
  const unsigned widths[] = {1, 8, 16, 32, 64};
  for (int i = 0; i < 40000; ++i) {
    bool isF64 = i & 1;
    uint64_t bits =
        isF64 ? randomBitsFor(rng, 11, 52) : randomBitsFor(rng, 8, 23);
    if (rng() % 2) { // values near the integer ranges
      double v = std::ldexp(double(rng() >> 11), int(rng() % 80) - 53);
      if (rng() & 1)
        v = -v;
      bits = isF64 ? bitsOf(v) : bitsOf(float(v));
    }
    long double x = isF64 ? (long double)doubleOf(bits)
                          : (long double)floatOf(uint32_t(bits));
    for (unsigned w : widths)
      for (bool sgn : {true, false}) {
        long double lo = sgn ? -std::ldexp(1.0L, w - 1) : 0;
        long double hi =
            sgn ? std::ldexp(1.0L, w - 1) - 1 : std::ldexp(1.0L, w) - 1;
        uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
        bool wantInv = false;
        long double t;
        if (std::isnan(x)) {
          t = 0;
          wantInv = true;
        } else {
          t = std::trunc(x);
          if (t < lo || t > hi) {
            wantInv = true;
            t = t < lo ? lo : hi;
          }
        }
        uint64_t want = t < 0 ? uint64_t(int64_t(t)) & mask : uint64_t(t);
        bool inv = !wantInv;
        uint64_t got = floatToInt(bits, isF64 ? F::F64 : F::F32, w, sgn, &inv);
        if ((got != want || inv != wantInv) && failures++ < 10)
          ADD_FAILURE() << "ftoi " << hex(bits) << " i" << w
                        << (sgn ? " signed" : " unsigned") << ": got "
                        << hex(got) << ", want " << hex(want);
      }
  }
  EXPECT_EQ(failures, 0u);
}

TEST(NumericsIntegers, IntToFloatEdges) {
  // UINT64_MAX = 2^64 - 1 to f32: 2^64 except toward zero / downward.
  const uint64_t umax = ~uint64_t(0);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::NearestEven), 0x5F800000u);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::Zero), 0x5F7FFFFFu);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::Down), 0x5F7FFFFFu);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::Up), 0x5F800000u);
  EXPECT_EQ(intToFloat(umax, 64, false, F::F32, R::NearestAway), 0x5F800000u);
  // The same pattern signed is -1.
  EXPECT_EQ(intToFloat(umax, 64, true, F::F32), bitsOf(-1.0f));
  // INT_MIN at each width is exact.
  for (R r : kAllModes) {
    EXPECT_EQ(intToFloat(0x8000000000000000ull, 64, true, F::F32, r),
              0xDF000000u);
    EXPECT_EQ(intToFloat(0x80000000u, 32, true, F::F32, r), 0xCF000000u);
    EXPECT_EQ(intToFloat(0x80000000u, 32, true, F::F64, r),
              bitsOf(-2147483648.0));
  }
  // 2^24 + 1 is a tie in f32.
  EXPECT_EQ(intToFloat(16777217, 32, true, F::F32), bitsOf(16777216.0f));
  EXPECT_EQ(intToFloat(16777217, 32, true, F::F32, R::Up), bitsOf(16777218.0f));
  EXPECT_EQ(intToFloat(16777217, 32, true, F::F32, R::NearestAway),
            bitsOf(16777218.0f));
  EXPECT_EQ(intToFloat(uint64_t(-16777217), 64, true, F::F32, R::Down),
            bitsOf(-16777218.0f));
  EXPECT_EQ(intToFloat((1ull << 53) + 1, 64, false, F::F64),
            bitsOf(9007199254740992.0));
  // i1, i8, i16 (bits above the width are ignored).
  EXPECT_EQ(intToFloat(1, 1, true, F::F32), bitsOf(-1.0f));
  EXPECT_EQ(intToFloat(1, 1, false, F::F32), bitsOf(1.0f));
  EXPECT_EQ(intToFloat(0x80, 8, true, F::F32), bitsOf(-128.0f));
  EXPECT_EQ(intToFloat(0xFF, 8, false, F::F32), bitsOf(255.0f));
  EXPECT_EQ(intToFloat(0x1FF, 8, false, F::F32), bitsOf(255.0f));
  EXPECT_EQ(intToFloat(0xFFFF, 16, true, F::F16), 0xBC00u); // -1
  EXPECT_EQ(intToFloat(0, 16, true, F::F16), 0x0000u);
  // Out of range: Inf where the format has it (nearest), max toward zero.
  EXPECT_EQ(intToFloat(65535, 16, false, F::F16), 0x7C00u);
  EXPECT_EQ(intToFloat(65535, 16, false, F::F16, R::Zero), 0x7BFFu);
  EXPECT_EQ(intToFloat(65519, 16, false, F::F16), 0x7BFFu);
  EXPECT_EQ(intToFloat(65520, 16, false, F::F16), 0x7C00u);
  EXPECT_EQ(intToFloat(3, 8, false, F::BF16), 0x4040u);
}

TEST(NumericsIntegers, IntToFloatRandom) {
  std::mt19937_64 rng(14);
  unsigned failures = 0;
  const unsigned widths[] = {1, 8, 16, 32, 64};
  const RefFormat *targets[] = {&kF16, &kBF16, &kF32,  &kTF32,
                                &kF64, &kE4M3, &kE5M2, &kE2M1};
  for (int i = 0; i < 20000; ++i) {
    uint64_t v = rng() >> (rng() % 64);
    for (unsigned w : widths)
      for (bool sgn : {true, false}) {
        uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
        uint64_t m = v & mask;
        long double x;
        if (sgn && (m >> (w - 1)) & 1)
          x = -(long double)((~m + 1) & mask);
        else
          x = (long double)m;
        for (const RefFormat *t : targets) {
          R r = kAllModes[rng() % 5];
          uint64_t want = refConvert(*t, x, r);
          uint64_t got = intToFloat(v, w, sgn, t->format, r);
          if (got != want && failures++ < 10)
            ADD_FAILURE() << "itof " << hex(v) << " i" << w
                          << (sgn ? " signed" : " unsigned") << " to "
                          << int(t->format) << " " << modeName(r) << ": got "
                          << hex(got) << ", want " << hex(want);
        }
      }
  }
  EXPECT_EQ(failures, 0u);
}

//===----------------------------------------------------------------------===//
// (d) maxf / minf and (e) flush to zero
//===----------------------------------------------------------------------===//

TEST(NumericsMinMax, NaNAndSignedZero) {
  const uint64_t nan = 0x7FC00000, pz = 0, nz = 0x80000000;
  const uint64_t one = bitsOf(1.0f), mone = bitsOf(-1.0f);
  const uint64_t snan = 0x7F800001, negNan = 0xFFC00000;
  for (bool ftz : {false, true}) {
    // maximumNumber / minimumNumber: a NaN operand loses.
    EXPECT_EQ(maxFloat(F::F32, nan, one, false, ftz), one);
    EXPECT_EQ(maxFloat(F::F32, one, snan, false, ftz), one);
    EXPECT_EQ(minFloat(F::F32, negNan, mone, false, ftz), mone);
    EXPECT_EQ(maxFloat(F::F32, nan, snan, false, ftz), 0x7FC00000u);
    // maximum / minimum: NaN wins.
    EXPECT_EQ(maxFloat(F::F32, nan, one, true, ftz), 0x7FC00000u);
    EXPECT_EQ(minFloat(F::F32, one, negNan, true, ftz), 0x7FC00000u);
    // -0 < +0 in either order.
    for (bool prop : {false, true}) {
      EXPECT_EQ(maxFloat(F::F32, pz, nz, prop, ftz), pz);
      EXPECT_EQ(maxFloat(F::F32, nz, pz, prop, ftz), pz);
      EXPECT_EQ(minFloat(F::F32, pz, nz, prop, ftz), nz);
      EXPECT_EQ(minFloat(F::F32, nz, pz, prop, ftz), nz);
      EXPECT_EQ(maxFloat(F::F32, mone, one, prop, ftz), one);
      EXPECT_EQ(minFloat(F::F32, mone, one, prop, ftz), mone);
      EXPECT_EQ(maxFloat(F::F32, bitsOf(-INFINITY), mone, prop, ftz), mone);
    }
  }
  // Other formats.
  EXPECT_EQ(maxFloat(F::F16, 0x8000, 0x0000, false, false), 0x0000u);
  EXPECT_EQ(minFloat(F::F16, 0x0000, 0x8000, false, false), 0x8000u);
  EXPECT_EQ(maxFloat(F::F16, 0x7E01, 0xBC00, false, false), 0xBC00u);
  EXPECT_EQ(maxFloat(F::F16, 0x7E01, 0xBC00, true, false), 0x7E00u);
  EXPECT_EQ(minFloat(F::BF16, 0xBF80, 0x3F80, false, false), 0xBF80u);
  EXPECT_EQ(maxFloat(F::F64, bitsOf(-0.0), bitsOf(0.0), false, false),
            bitsOf(0.0));
  EXPECT_EQ(minFloat(F::F64, bitsOf(2.0), 0x7FF8000000000001ull, true, false),
            0x7FF8000000000000ull);
  // Subnormals under flush to zero compare as zeros of their sign.
  const uint64_t sub = 0x00000001, nsub = 0x80000001;
  EXPECT_EQ(maxFloat(F::F32, sub, nz, false, false), sub);
  EXPECT_EQ(maxFloat(F::F32, sub, nz, false, true), pz);
  EXPECT_EQ(minFloat(F::F32, nsub, pz, false, true), nz);
  EXPECT_EQ(minFloat(F::F32, nsub, pz, false, false), nsub);
}

TEST(NumericsFlushToZero, F32Only) {
  FloatEnv ftz{R::NearestEven, true}, plain{R::NearestEven, false};
  FloatEnv ftzUp{R::Up, true};
  const uint64_t minSub = 0x00000001, minNormal = 0x00800000;
  for (bool fast : {true, false}) {
    setHostFastPaths(fast);
    // Subnormal inputs are zeros.
    EXPECT_EQ(addFloat(F::F32, minSub, minSub, plain), 0x00000002u);
    EXPECT_EQ(addFloat(F::F32, minSub, minSub, ftz), 0u);
    EXPECT_EQ(addFloat(F::F32, 0x80000001, 0x80000001, ftz), 0x80000000u);
    EXPECT_EQ(mulFloat(F::F32, minSub, bitsOf(0x1p100f), ftz), 0u);
    EXPECT_EQ(mulFloat(F::F32, minSub, bitsOf(0x1p100f), plain),
              bitsOf(0x1p-49f));
    EXPECT_EQ(divFloat(F::F32, bitsOf(1.0f), minSub, ftz), 0x7F800000u);
    EXPECT_EQ(sqrtFloat(F::F32, minSub, ftz), 0u);
    EXPECT_EQ(fmaFloat(F::F32, minSub, bitsOf(1.0f), bitsOf(1.0f), ftz),
              bitsOf(1.0f));
    // Subnormal results become zero of their sign; normal ones stay.
    EXPECT_EQ(mulFloat(F::F32, bitsOf(0x1p-100f), bitsOf(0x1p-30f), ftz), 0u);
    EXPECT_EQ(mulFloat(F::F32, bitsOf(-0x1p-100f), bitsOf(0x1p-30f), ftz),
              0x80000000u);
    EXPECT_EQ(mulFloat(F::F32, bitsOf(0x1p-100f), bitsOf(0x1p-26f), ftz),
              minNormal);
    EXPECT_EQ(subFloat(F::F32, bitsOf(0x1.000002p-126f), minNormal, ftz), 0u);
    EXPECT_EQ(subFloat(F::F32, bitsOf(0x1.000002p-126f), minNormal, plain),
              minSub);
    EXPECT_EQ(divFloat(F::F32, bitsOf(0x1p-120f), bitsOf(0x1p10f), ftz), 0u);
  }
  setHostFastPaths(true);
  // Directed rounding: a tiny positive result rounds up to the smallest
  // subnormal, which is then flushed.
  EXPECT_EQ(mulFloat(F::F32, bitsOf(0x1p-100f), bitsOf(0x1p-100f), ftzUp), 0u);
  // Other formats ignore the flag.
  EXPECT_EQ(addFloat(F::F16, 0x0001, 0x0001, ftz), 0x0002u);
  EXPECT_EQ(addFloat(F::BF16, 0x0001, 0x0001, ftz), 0x0002u);
  EXPECT_EQ(addFloat(F::F64, 1, 1, ftz), 2u);
}

} // namespace
