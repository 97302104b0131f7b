//===- LaunchOptionsTest.cpp - Reading --check modes and trace options ----===//

#include "tilekit/Execution/Engine.h"

#include <gtest/gtest.h>

using namespace tilekit::exec;

namespace {

TEST(LaunchOptions, CheckModesCombine) {
  LaunchOptions options;
  ASSERT_FALSE(static_cast<bool>(parseCheckModes("nan", options)));
  EXPECT_FALSE(options.check);
  EXPECT_TRUE(options.checkNan);
  EXPECT_EQ(describeCheckModes(options), "nan");
  ASSERT_FALSE(static_cast<bool>(parseCheckModes("ub", options)));
  EXPECT_TRUE(options.check);
  EXPECT_EQ(describeCheckModes(options), "ub,nan");

  LaunchOptions both;
  ASSERT_FALSE(static_cast<bool>(parseCheckModes("nan, ub", both)));
  EXPECT_TRUE(both.check && both.checkNan);
  EXPECT_EQ(describeCheckModes(LaunchOptions()), "");
}

TEST(LaunchOptions, UnknownCheckModeIsNamed) {
  LaunchOptions options;
  llvm::Error error = parseCheckModes("ub,nans", options);
  ASSERT_TRUE(static_cast<bool>(error));
  EXPECT_EQ(llvm::toString(std::move(error)),
            "unknown check mode 'nans' (the modes are 'ub' and 'nan', "
            "comma-separated)");
}

TEST(LaunchOptions, SourceLines) {
  auto line = parseSourceLine("dir/k.mlir:12");
  ASSERT_TRUE(static_cast<bool>(line));
  EXPECT_EQ(line->file, "dir/k.mlir");
  EXPECT_EQ(line->line, 12u);
  for (const char *bad : {"k.mlir", "k.mlir:", ":3", "k.mlir:0", "k.mlir:x"}) {
    auto parsed = parseSourceLine(bad);
    ASSERT_FALSE(static_cast<bool>(parsed)) << bad;
    EXPECT_EQ(llvm::toString(parsed.takeError()),
              std::string("'") + bad + "' is not FILE:LINE");
  }
}

TEST(LaunchOptions, BlockLists) {
  auto blocks = parseBlockList("0,0,0;3,1,0;2");
  ASSERT_TRUE(static_cast<bool>(blocks));
  ASSERT_EQ(blocks->size(), 3u);
  EXPECT_EQ((*blocks)[0], (GridDims{0, 0, 0}));
  EXPECT_EQ((*blocks)[1], (GridDims{3, 1, 0}));
  EXPECT_EQ((*blocks)[2], (GridDims{2, 0, 0}));
  for (const char *bad : {"1,2,3,4", "1;x", "-1"}) {
    auto parsed = parseBlockList(bad);
    EXPECT_FALSE(static_cast<bool>(parsed)) << bad;
    llvm::consumeError(parsed.takeError());
  }
}

} // namespace
