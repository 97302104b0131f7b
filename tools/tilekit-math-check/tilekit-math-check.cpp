//===- tilekit-math-check.cpp - Verify the f32 math functions -------------===//
//
// Compares TileKit's f32 math functions (MathFunctions.h) with MPFR's
// correctly rounded results, bit for bit:
//
//   tilekit-math-check --function exp --all          all 2^32 inputs
//   tilekit-math-check --function all --samples 1048576
//   options: --threads N, --range BEGIN END (hex bit patterns), --mpfr-only
//   tilekit-math-check --function tanh --all --array [--isa none|avx2|avx512]
//            the vectorized array form against the scalar function (not
//            MPFR), bit for bit, on the host's SIMD set or --isa
//
// Binary functions (pow, atan2) have 2^64 inputs: they are checked on
// samples only. Exit status 0 when there is no mismatch, 1 otherwise.
//
//===----------------------------------------------------------------------===//

#include "MathCheck.h"

#include "tilekit/Execution/MathFunctions.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

using namespace tilekit::mathcheck;

namespace {

int usage() {
  std::fprintf(stderr,
               "usage: tilekit-math-check --function NAME|all "
               "[--all | --samples N | --range BEGIN END] [--threads N] "
               "[--mpfr-only] [--array [--isa none|avx2|avx512]]\n");
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  std::string name;
  bool all = false, screened = true, array = false;
  std::string isa;
  uint64_t samples = 1 << 20, begin = 0, end = 0;
  bool range = false;
  unsigned threads = std::thread::hardware_concurrency();
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&](const char *what) -> const char * {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "tilekit-math-check: %s needs a value\n", what);
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--function")
      name = value("--function");
    else if (arg == "--all")
      all = true;
    else if (arg == "--samples")
      samples = std::strtoull(value("--samples"), nullptr, 0);
    else if (arg == "--threads")
      threads =
          static_cast<unsigned>(std::strtoul(value("--threads"), nullptr, 0));
    else if (arg == "--range") {
      begin = std::strtoull(value("--range"), nullptr, 16);
      end = std::strtoull(value("--range"), nullptr, 16);
      range = true;
    } else if (arg == "--mpfr-only")
      screened = false;
    else if (arg == "--array")
      array = true;
    else if (arg == "--isa")
      isa = value("--isa");
    else {
      std::fprintf(stderr, "tilekit-math-check: unknown argument '%s'\n",
                   arg.c_str());
      return usage();
    }
  }
  if (name.empty())
    return usage();
  std::vector<const FunctionInfo *> selected;
  if (name == "all") {
    for (const FunctionInfo &info : functions())
      selected.push_back(&info);
  } else if (const FunctionInfo *info = findFunction(name)) {
    selected.push_back(info);
  } else {
    std::fprintf(stderr, "tilekit-math-check: unknown function '%s'\n",
                 name.c_str());
    return 2;
  }
  if (range && (end <= begin || end > (uint64_t(1) << 32))) {
    std::fprintf(stderr, "tilekit-math-check: bad --range\n");
    return 2;
  }
  namespace math = tilekit::exec::math;
  if (!isa.empty()) {
    math::VectorIsa want = isa == "avx512" ? math::VectorIsa::Avx512
                           : isa == "avx2" ? math::VectorIsa::Avx2
                                           : math::VectorIsa::None;
    if (isa != "none" && isa != "avx2" && isa != "avx512") {
      std::fprintf(stderr, "tilekit-math-check: unknown --isa '%s'\n",
                   isa.c_str());
      return 2;
    }
    if (want > math::hostVectorIsa()) {
      std::fprintf(stderr, "tilekit-math-check: this host has no %s\n",
                   isa.c_str());
      return 2;
    }
    math::useVectorIsa(want);
  }
  if (array) {
    const char *names[] = {"none", "avx2", "avx512"};
    std::printf("array forms on %s\n",
                names[static_cast<int>(math::activeVectorIsa())]);
  }
  uint64_t totalMismatches = 0;
  for (const FunctionInfo *info : selected) {
    if (array) {
      if (!info->array)
        continue;
      uint64_t b = range ? begin : 0;
      uint64_t e = range ? end : all ? uint64_t(1) << 32 : samples;
      auto start = std::chrono::steady_clock::now();
      Report report = checkArrayRange(*info, b, e, threads);
      double seconds = std::chrono::duration<double>(
                           std::chrono::steady_clock::now() - start)
                           .count();
      std::printf("%-6s array form, bit patterns [0x%llx, 0x%llx): %llu "
                  "checked, %llu differ from the scalar function (%.1f s)\n",
                  info->name, static_cast<unsigned long long>(b),
                  static_cast<unsigned long long>(e),
                  static_cast<unsigned long long>(report.checked),
                  static_cast<unsigned long long>(report.mismatches), seconds);
      for (const Mismatch &m : report.examples)
        std::printf("  %s\n", describe(info->id, m).c_str());
      totalMismatches += report.mismatches;
      continue;
    }
    UnderTest fn{info->id, info->unary, info->binary};
    auto start = std::chrono::steady_clock::now();
    Report report;
    std::string what;
    if ((all || range) && info->arity == 1) {
      uint64_t b = range ? begin : 0, e = range ? end : uint64_t(1) << 32;
      report = checkRange(fn, b, e, threads, screened);
      char buf[64];
      std::snprintf(buf, sizeof buf, "bit patterns [0x%llx, 0x%llx)",
                    static_cast<unsigned long long>(b),
                    static_cast<unsigned long long>(e));
      what = buf;
    } else {
      report =
          checkInputs(fn, sampleInputs(info->id, samples), threads, screened);
      what = std::to_string(samples) + " random inputs and special cases";
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    std::printf("%-6s %s: %llu checked, %llu mismatches (%.1f s)\n", info->name,
                what.c_str(), static_cast<unsigned long long>(report.checked),
                static_cast<unsigned long long>(report.mismatches), seconds);
    for (const Mismatch &m : report.examples)
      std::printf("  %s\n", describe(info->id, m).c_str());
    totalMismatches += report.mismatches;
  }
  return totalMismatches ? 1 : 0;
}
