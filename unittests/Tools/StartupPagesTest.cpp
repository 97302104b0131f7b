//===- StartupPagesTest.cpp - Giving back the libraries' start-up pages ---===//

#include "tilekit/Tools/StartupPages.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <fstream>
#include <string>

namespace {

/// The process's resident file pages in KiB (/proc/self/status), or -1.
long residentFileKiB() {
  std::ifstream status("/proc/self/status");
  std::string key;
  while (status >> key) {
    if (key == "RssFile:") {
      long kib = -1;
      status >> kib;
      return kib;
    }
    status.ignore(1 << 16, '\n');
  }
  return -1;
}

TEST(StartupPages, ReleasesAndLibrariesStillWork) {
#if !defined(__linux__)
  GTEST_SKIP() << "start-up pages are given back on Linux only";
#else
  unsetenv("TILEKIT_KEEP_STARTUP_PAGES");
  long before = residentFileKiB();
  ASSERT_GT(before, 0);
  size_t released = tilekit::releaseStartupPages();
  long after = residentFileKiB();
  // libMLIR.so's and libLLVM.so's read-only segments alone span tens of MiB.
  EXPECT_GT(released, size_t(16) << 20);
  EXPECT_LT(after, before - 8 * 1024)
      << "before " << before << " KiB, after " << after << " KiB";

  // Everything still runs from the pages faulted in again: parse, verify
  // and print a module through libMLIR.
  mlir::MLIRContext context;
  context.loadDialect<mlir::cuda_tile::CudaTileDialect>();
  const char *text = R"mlir(
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %c = constant <f32: 1.5> : tile<f32>
    return
  }
}
)mlir";
  mlir::OwningOpRef<mlir::Operation *> module =
      mlir::parseSourceString(text, mlir::ParserConfig(&context));
  ASSERT_TRUE(module);
  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os);
  EXPECT_NE(printed.find("1.500000e+00"), std::string::npos) << printed;
#endif
}

TEST(StartupPages, KeptOnRequest) {
  setenv("TILEKIT_KEEP_STARTUP_PAGES", "1", 1);
  EXPECT_EQ(tilekit::releaseStartupPages(), 0u);
  unsetenv("TILEKIT_KEEP_STARTUP_PAGES");
}

} // namespace
