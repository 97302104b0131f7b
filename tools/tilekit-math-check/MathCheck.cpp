//===- MathCheck.cpp - TileKit's f32 math against MPFR --------------------===//

#include "MathCheck.h"

#include <algorithm>

#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/MathFunctions.h"

#include <mpfr.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <sstream>
#include <thread>

using namespace tilekit;
using namespace tilekit::mathcheck;

namespace {

uint32_t bitsOf(float f) { return tilekit::exec::bitsOfF32(f); }

float floatOf(uint32_t b) { return tilekit::exec::f32FromBits(b); }

/// NaNs compare as the canonical NaN.
uint32_t canonical(float f) { return std::isnan(f) ? 0x7FC00000u : bitsOf(f); }

/// MPFR state for f32 results: precision 24, exponents of f32 (MPFR's
/// significands are in [1/2, 1): the least subnormal 2^-149 has exponent
/// -148, the largest finite value exponent 128). Per thread.
struct MpfrF32 {
  mpfr_t x, y, r;
  MpfrF32() {
    mpfr_init2(x, 24);
    mpfr_init2(y, 24);
    mpfr_init2(r, 24);
  }
  ~MpfrF32() {
    mpfr_clear(x);
    mpfr_clear(y);
    mpfr_clear(r);
  }
};

MpfrF32 &state() {
  thread_local MpfrF32 s;
  return s;
}

double hostDouble(Function fn, double x, double y) {
  switch (fn) {
  case Function::Exp:
    return std::exp(x);
  case Function::Exp2:
    return std::exp2(x);
  case Function::Log:
    return std::log(x);
  case Function::Log2:
    return std::log2(x);
  case Function::Sin:
    return std::sin(x);
  case Function::Cos:
    return std::cos(x);
  case Function::Tan:
    return std::tan(x);
  case Function::Sinh:
    return std::sinh(x);
  case Function::Cosh:
    return std::cosh(x);
  case Function::Tanh:
    return std::tanh(x);
  case Function::Rsqrt:
    return 1.0 / std::sqrt(x);
  case Function::Pow:
    return std::pow(x, y);
  case Function::Atan2:
    return std::atan2(x, y);
  }
  return std::numeric_limits<double>::quiet_NaN();
}

} // namespace

const std::vector<FunctionInfo> &mathcheck::functions() {
  namespace m = exec::math;
  static const std::vector<FunctionInfo> table = {
#define TILEKIT_MATH_UNARY(Name, name)                                         \
  {Function::Name, #name, 1, m::name##F32, nullptr, m::name##F32},
#define TILEKIT_MATH_BINARY(Name, name)                                        \
  {Function::Name, #name, 2, nullptr, m::name##F32},
#include "tilekit/Execution/MathFunctionList.def"
  };
  return table;
}

const FunctionInfo *mathcheck::findFunction(const std::string &name) {
  for (const FunctionInfo &info : functions())
    if (name == info.name)
      return &info;
  return nullptr;
}

float mathcheck::referenceMpfr(Function fn, float xf, float yf) {
  // TileKit's documented choice (IEEE 754 rSqrt: the sign of zero is kept,
  // as 1/sqrt(-0) gives); MPFR's mpfr_rec_sqrt returns +Inf for -0.
  if (fn == Function::Rsqrt && xf == 0.0f)
    return std::copysign(std::numeric_limits<float>::infinity(), xf);
  MpfrF32 &s = state();
  mpfr_set_emin(-148);
  mpfr_set_emax(128);
  mpfr_set_flt(s.x, xf, MPFR_RNDN);
  mpfr_set_flt(s.y, yf, MPFR_RNDN);
  int t = 0;
  switch (fn) {
  case Function::Exp:
    t = mpfr_exp(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Exp2:
    t = mpfr_exp2(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Log:
    t = mpfr_log(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Log2:
    t = mpfr_log2(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Sin:
    t = mpfr_sin(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Cos:
    t = mpfr_cos(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Tan:
    t = mpfr_tan(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Sinh:
    t = mpfr_sinh(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Cosh:
    t = mpfr_cosh(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Tanh:
    t = mpfr_tanh(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Rsqrt:
    t = mpfr_rec_sqrt(s.r, s.x, MPFR_RNDN);
    break;
  case Function::Pow:
    t = mpfr_pow(s.r, s.x, s.y, MPFR_RNDN);
    break;
  case Function::Atan2:
    t = mpfr_atan2(s.r, s.x, s.y, MPFR_RNDN);
    break;
  }
  t = mpfr_subnormalize(s.r, t, MPFR_RNDN);
  (void)t;
  return mpfr_get_flt(s.r, MPFR_RNDN);
}

float mathcheck::reference(Function fn, float x, float y) {
  double v = hostDouble(fn, x, y);
  // A double overflow (an error of a few double ulps at most) is far
  // beyond f32's range.
  if (std::isinf(v) && !std::isinf(x) && !std::isinf(y) && x != 0.0f &&
      y != 0.0f)
    return static_cast<float>(v);
  // Far outside f32's range (the error is a few double ulps): an f32
  // infinity or zero of the sign of v.
  if (std::isfinite(v) && std::fabs(v) >= 0x1p130)
    return static_cast<float>(v);
  if (std::isfinite(v) && v != 0.0 && std::fabs(v) <= 0x1p-160)
    return static_cast<float>(v);
  if (std::isfinite(v) && std::fabs(v) >= 0x1p-1000 &&
      std::fabs(v) <= 0x1p1000) {
    double e = std::fabs(v) * 0x1p-40;
    float lo = static_cast<float>(v - e), hi = static_cast<float>(v + e);
    if (bitsOf(lo) == bitsOf(hi))
      return lo;
  }
  return referenceMpfr(fn, x, y);
}

void Report::merge(const Report &other) {
  checked += other.checked;
  mismatches += other.mismatches;
  for (const Mismatch &m : other.examples)
    if (examples.size() < 10)
      examples.push_back(m);
}

namespace {

void checkOne(const UnderTest &fn, float x, float y, bool screened,
              Report &report) {
  float got = fn.unary ? fn.unary(x) : fn.binary(x, y);
  float want = screened ? reference(fn.id, x, y) : referenceMpfr(fn.id, x, y);
  ++report.checked;
  uint32_t g = canonical(got), w = canonical(want);
  // A NaN result must be the canonical NaN itself.
  if (std::isnan(got) && bitsOf(got) != 0x7FC00000u)
    g = bitsOf(got);
  if (g != w) {
    if (report.examples.size() < 10)
      report.examples.push_back({bitsOf(x), bitsOf(y), bitsOf(got), w});
    ++report.mismatches;
  }
}

template <typename Body>
Report parallel(uint64_t count, unsigned threads, Body body) {
  if (threads == 0)
    threads = 1;
  std::vector<Report> reports(threads);
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      uint64_t begin = count * t / threads, end = count * (t + 1) / threads;
      for (uint64_t i = begin; i < end; ++i)
        body(i, reports[t]);
    });
  for (std::thread &th : pool)
    th.join();
  Report total;
  for (const Report &r : reports)
    total.merge(r);
  return total;
}

} // namespace

Report mathcheck::checkRange(const UnderTest &fn, uint64_t begin, uint64_t end,
                             unsigned threads, bool screened) {
  return parallel(end - begin, threads, [&](uint64_t i, Report &r) {
    checkOne(fn, floatOf(static_cast<uint32_t>(begin + i)), 0.0f, screened, r);
  });
}

Report mathcheck::checkArrayRange(const FunctionInfo &fn, uint64_t begin,
                                  uint64_t end, unsigned threads) {
  constexpr uint64_t kBlock = 4096;
  uint64_t blocks = (end - begin + kBlock - 1) / kBlock;
  return parallel(blocks, threads, [&](uint64_t block, Report &r) {
    uint64_t first = begin + block * kBlock;
    uint64_t count = std::min(kBlock, end - first);
    float in[kBlock], out[kBlock];
    for (uint64_t i = 0; i < count; ++i)
      in[i] = floatOf(static_cast<uint32_t>(first + i));
    fn.array(in, out, static_cast<int64_t>(count));
    for (uint64_t i = 0; i < count; ++i) {
      ++r.checked;
      float want = fn.unary(in[i]);
      if (bitsOf(out[i]) != bitsOf(want)) {
        if (r.examples.size() < 10)
          r.examples.push_back(
              {bitsOf(in[i]), 0, bitsOf(out[i]), bitsOf(want)});
        ++r.mismatches;
      }
    }
  });
}

Report
mathcheck::checkInputs(const UnderTest &fn,
                       const std::vector<std::pair<float, float>> &inputs,
                       unsigned threads, bool screened) {
  return parallel(inputs.size(), threads, [&](uint64_t i, Report &r) {
    checkOne(fn, inputs[i].first, inputs[i].second, screened, r);
  });
}

std::vector<std::pair<float, float>>
mathcheck::sampleInputs(Function fn, uint64_t count, uint64_t seed) {
  // splitmix64: a fixed, portable sequence.
  uint64_t state = seed;
  auto next = [&state] {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  const bool binary = fn == Function::Pow || fn == Function::Atan2;
  std::vector<float> specials = {0.0f,
                                 -0.0f,
                                 std::numeric_limits<float>::infinity(),
                                 -std::numeric_limits<float>::infinity(),
                                 floatOf(0x7FC00000u),
                                 floatOf(0xFFC00001u),
                                 floatOf(0x7F800001u), // NaNs with payloads
                                 floatOf(1),
                                 floatOf(0x807FFFFFu),
                                 0x1p-126f,
                                 -0x1p-126f,
                                 std::numeric_limits<float>::max(),
                                 -std::numeric_limits<float>::max(),
                                 1.0f,
                                 -1.0f,
                                 0.5f,
                                 2.0f,
                                 -2.0f,
                                 3.0f,
                                 0.25f,
                                 10.0f,
                                 1e-7f,
                                 -1e-7f,
                                 88.7228394f,
                                 -103.972076f,
                                 89.4159851f,
                                 128.0f,
                                 -149.0f,
                                 -150.0f,
                                 -151.0f,
                                 1.57079637f,
                                 3.14159274f,
                                 1e30f,
                                 -1e30f,
                                 20.0f,
                                 9.0f};
  std::vector<std::pair<float, float>> inputs;
  if (!binary) {
    for (float s : specials)
      for (int step = -4; step <= 4; ++step)
        if (!std::isnan(s) && !std::isinf(s))
          inputs.push_back({floatOf(bitsOf(s) + step), 0.0f});
        else
          inputs.push_back({s, 0.0f});
    for (uint64_t i = 0; i < count; ++i)
      inputs.push_back({floatOf(static_cast<uint32_t>(next())), 0.0f});
    return inputs;
  }
  for (float a : specials)
    for (float b : specials)
      inputs.push_back({a, b});
  if (fn == Function::Pow) {
    // Exact results, rounding midpoints among them: small odd integers and
    // their powers to integer, half and quarter exponents.
    for (int m = 1; m <= 8193; m += 2)
      for (float y :
           {2.0f, 3.0f, 0.5f, 0.25f, 1.5f, -1.0f, -2.0f, 4.0f, 0.125f, 2.5f})
        inputs.push_back({static_cast<float>(m), y});
    for (int m = 4095; m <= 4099; ++m)
      inputs.push_back({static_cast<float>(m) * 0x1p-60f, 2.0f});
    inputs.push_back({0x1p-75f, 2.0f}); // 2^-150: a midpoint at zero
    inputs.push_back({-0x1p-50f, 3.0f});
  }
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t r = next();
    float a = floatOf(static_cast<uint32_t>(r));
    float b = floatOf(static_cast<uint32_t>(r >> 32));
    if (fn == Function::Pow && (i & 1)) {
      // Half of the samples where the result is finite and nonzero:
      // x in [1/2, 2), |y| in [1, 256).
      a = floatOf((bitsOf(a) & 0x807FFFFFu) | 0x3F000000u |
                  static_cast<uint32_t>((r >> 40) & 0x00800000u));
      b = floatOf((bitsOf(b) & 0x807FFFFFu) |
                  static_cast<uint32_t>((127 + (r >> 56) % 8) << 23));
    }
    inputs.push_back({a, b});
  }
  return inputs;
}

std::string mathcheck::describe(Function fn, const Mismatch &m) {
  const FunctionInfo &info = functions()[static_cast<int>(fn)];
  std::ostringstream os;
  os << info.name << "(" << std::hexfloat << floatOf(m.x);
  if (info.arity == 2)
    os << ", " << floatOf(m.y);
  os << std::hex << " [0x" << m.x;
  if (info.arity == 2)
    os << ", 0x" << m.y;
  os << "]): got 0x" << m.got << " (" << std::hexfloat << floatOf(m.got)
     << "), want 0x" << std::hex << m.want << " (" << std::hexfloat
     << floatOf(m.want) << ")";
  return os.str();
}
