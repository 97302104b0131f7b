//===- SourceLocationTest.cpp - Source positions of op locations ----------===//

#include "tilekit/Dialect/CudaTile/IR/SourceLocation.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
class SourceLocationTest : public ::testing::Test {
protected:
  SourceLocationTest() { context.loadDialect<CudaTileDialect>(); }

  /// A location written in MLIR's syntax (the inside of `loc(...)` as an
  /// attribute), with a di_subprogram `#sp` for di_loc scopes.
  Location parse(StringRef text) {
    std::string source =
        "#cuda_tile.di_loc<loc(" + text.str() +
        ") in #cuda_tile.di_subprogram<file = #cuda_tile.di_file<\"k.py\" in "
        "\"/src\">, line = 1, name = \"k\", linkageName = \"k\", compileUnit = "
        "#cuda_tile.di_compile_unit<file = #cuda_tile.di_file<\"k.py\" in "
        "\"/src\">>>>";
    auto loc = dyn_cast_or_null<LocationAttr>(parseAttribute(source, &context));
    EXPECT_TRUE(loc) << source;
    return loc ? Location(loc) : Location(UnknownLoc::get(&context));
  }
  FileLineColLoc file(StringRef name, unsigned line, unsigned column) {
    return FileLineColLoc::get(&context, name, line, column);
  }

  MLIRContext context;
};

TEST_F(SourceLocationTest, DILocIsItsFilePosition) {
  Location di = parse("\"k.py\":5:9");
  EXPECT_TRUE(isa<DILocAttr>(di));
  EXPECT_EQ(formatSourceLocation(di), "k.py:5:9");
  EXPECT_EQ(formatLocatedReport(di, "error", "boom"), "k.py:5:9: error: boom");
  EXPECT_TRUE(isAtSourceLine(di, "k.py", 5));
  EXPECT_FALSE(isAtSourceLine(di, "k.py", 6));
  EXPECT_FALSE(isAtSourceLine(di, "y.py", 5));
}

TEST_F(SourceLocationTest, CallSiteChainsListCallersInnermostFirst) {
  Location lib = parse("\"lib.py\":7:3");
  Location k = parse("\"/src/k.py\":3:5");
  Location chain =
      CallSiteLoc::get(lib, CallSiteLoc::get(k, file("main.py", 9, 1)));
  EXPECT_EQ(formatSourceLocation(chain),
            "lib.py:7:3 (called from /src/k.py:3:5, called from main.py:9:1)");
  EXPECT_EQ(formatLocatedReport(chain, "error", "boom"),
            "lib.py:7:3: error: boom\n/src/k.py:3:5: note: called from\n"
            "main.py:9:1: note: called from");
  // Every frame's line matches; a file name matches a path ending in it.
  EXPECT_TRUE(isAtSourceLine(chain, "lib.py", 7));
  EXPECT_TRUE(isAtSourceLine(chain, "k.py", 3));
  EXPECT_TRUE(isAtSourceLine(chain, "src/k.py", 3));
  EXPECT_FALSE(isAtSourceLine(chain, "rc/k.py", 3));
  EXPECT_TRUE(isAtSourceLine(chain, "main.py", 9));
  EXPECT_FALSE(isAtSourceLine(chain, "main.py", 7));
}

TEST_F(SourceLocationTest, NamesFusedAndOpaqueLookInside) {
  Location di = parse("\"k.py\":5:9");
  Location unknown = UnknownLoc::get(&context);
  EXPECT_EQ(
      formatSourceLocation(NameLoc::get(StringAttr::get(&context, "x"), di)),
      "k.py:5:9");
  // The first member with a position.
  EXPECT_EQ(formatSourceLocation(
                FusedLoc::get(&context, {unknown, di, file("other.py", 1, 1)})),
            "k.py:5:9");
  EXPECT_EQ(
      formatSourceLocation(OpaqueLoc::get(reinterpret_cast<void *>(1), di)),
      "k.py:5:9");
  EXPECT_EQ(formatSourceLocation(file("a.mlir", 3, 10)), "a.mlir:3:10");
}

TEST_F(SourceLocationTest, LocationsWithoutPositionAreUnknown) {
  Location unknown = UnknownLoc::get(&context);
  EXPECT_TRUE(getSourceFrames(unknown).empty());
  EXPECT_EQ(formatSourceLocation(unknown), "<unknown location>");
  EXPECT_EQ(formatLocatedReport(unknown, "error", "boom"),
            "<unknown location>: error: boom");
  EXPECT_EQ(formatSourceLocation(FusedLoc::get(&context, {unknown, unknown})),
            "<unknown location>");
  EXPECT_FALSE(isAtSourceLine(unknown, "", 0));
  // A call site without a callee position: the callers still locate it.
  Location call = CallSiteLoc::get(unknown, file("k.py", 3, 5));
  EXPECT_EQ(formatSourceLocation(call), "k.py:3:5");
}
} // namespace
