//===- GridTest.cpp - runGrid with and without fibers ---------------------===//

#include "tilekit/Execution/Grid.h"

#include "gtest/gtest.h"

#include <atomic>
#include <vector>

using namespace tilekit::exec;

namespace {

/// Every block of a 7x5x3 grid runs exactly once, for both schedulers and
/// one or two threads.
TEST(Grid, EveryBlockRunsOnce) {
  const GridDims grid = {7, 5, 3};
  for (bool mayWait : {true, false})
    for (unsigned threads : {1u, 2u}) {
      std::vector<std::atomic<int>> runs(7 * 5 * 3);
      bool ok = runGrid(
          grid, threads,
          [&](const GridDims &id) {
            runs[id[0] + 7 * (id[1] + 5 * id[2])].fetch_add(1);
            return true;
          },
          mayWait);
      EXPECT_TRUE(ok);
      for (auto &count : runs)
        EXPECT_EQ(count.load(), 1) << "mayWait " << mayWait;
    }
}

/// A failing block stops the launch: later blocks are not started.
TEST(Grid, FailureStopsTheLaunch) {
  for (bool mayWait : {true, false}) {
    std::atomic<int> started{0};
    bool ok = runGrid(
        {1000, 1, 1}, 1,
        [&](const GridDims &id) {
          started.fetch_add(1);
          return id[0] != 10;
        },
        mayWait);
    EXPECT_FALSE(ok);
    EXPECT_EQ(started.load(), 11) << "mayWait " << mayWait;
  }
}

/// Without fibers a block cannot step aside: yieldTileBlock returns at
/// once (and reports no failure); with fibers, a block waiting for a later
/// one still lets it run on a single thread.
TEST(Grid, YieldWithAndWithoutFibers) {
  std::atomic<bool> released{false};
  bool ok = runGrid(
      {2, 1, 1}, 1,
      [&](const GridDims &id) {
        if (id[0] == 1) {
          released = true;
          return true;
        }
        while (!released)
          if (!yieldTileBlock())
            return false;
        return true;
      },
      /*blocksMayWait=*/true);
  EXPECT_TRUE(ok);
  ok = runGrid(
      {4, 1, 1}, 1, [](const GridDims &) { return yieldTileBlock(); },
      /*blocksMayWait=*/false);
  EXPECT_TRUE(ok);
}

} // namespace
