//===- LaunchOptions.cpp - Reading the checks and traces of a launch ------===//

#include "tilekit/Execution/Engine.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <system_error>
#include <thread>

namespace tilekit::exec {

llvm::Error parseCheckModes(llvm::StringRef modes, LaunchOptions &options) {
  llvm::SmallVector<llvm::StringRef, 4> names;
  modes.split(names, ',');
  for (llvm::StringRef name : names) {
    name = name.trim();
    if (name == "ub")
      options.check = true;
    else if (name == "nan")
      options.checkNan = true;
    else
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "unknown check mode '" + name +
              "' (the modes are 'ub' and 'nan', comma-separated)");
  }
  return llvm::Error::success();
}

std::string describeCheckModes(const LaunchOptions &options) {
  std::string text;
  if (options.check)
    text = "ub";
  if (options.checkNan)
    text += text.empty() ? "nan" : ",nan";
  return text;
}

} // namespace tilekit::exec

namespace tilekit::exec {

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Expected<SourceLine> parseSourceLine(llvm::StringRef text) {
  auto [file, lineText] = text.rsplit(':');
  SourceLine result;
  if (file.empty() || lineText.getAsInteger(10, result.line) ||
      result.line == 0)
    return makeError("'" + text + "' is not FILE:LINE");
  result.file = file.str();
  return result;
}

llvm::Expected<std::vector<GridDims>> parseBlockList(llvm::StringRef text) {
  std::vector<GridDims> blocks;
  llvm::SmallVector<llvm::StringRef, 4> items;
  text.split(items, ';');
  for (llvm::StringRef item : items) {
    llvm::SmallVector<llvm::StringRef, 3> parts;
    item.split(parts, ',');
    GridDims id = {0, 0, 0};
    if (parts.size() > 3)
      return makeError("'" + item + "' is not a tile block X[,Y[,Z]]");
    for (size_t d = 0; d < parts.size(); ++d)
      if (parts[d].trim().getAsInteger(10, id[d]))
        return makeError("'" + item + "' is not a tile block X[,Y[,Z]]");
    blocks.push_back(id);
  }
  return blocks;
}

} // namespace tilekit::exec

namespace tilekit::exec {

/// Sleeps until the deadline or until the launch ends, whichever is first.
struct LaunchStop::Watchdog {
  std::mutex mutex;
  std::condition_variable wake;
  bool ended = false;
  std::thread thread;
};

LaunchStop::LaunchStop(const LaunchOptions &options)
    : request(options.stop ? options.stop : &own),
      seconds(options.timeoutSeconds) {
  // NaN, negative, 0: no limit; beyond a year: none either (and no
  // overflowing duration).
  if (!(seconds > 0) || seconds > 365.0 * 24 * 3600)
    return;
  watchdog = std::make_unique<Watchdog>();
  auto deadline =
      std::chrono::steady_clock::now() +
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(seconds));
  Watchdog *state = watchdog.get();
  StopRequest *target = request;
  try {
    state->thread = std::thread([state, target, deadline] {
      std::unique_lock<std::mutex> lock(state->mutex);
      if (!state->wake.wait_until(lock, deadline,
                                  [state] { return state->ended; }))
        target->request(StopReason::Timeout);
    });
  } catch (const std::system_error &) {
    // The host refuses a thread: the launch runs without its limit, as it
    // would without --timeout (failing it would report a timeout that did
    // not happen).
    watchdog.reset();
  }
}

LaunchStop::~LaunchStop() {
  if (!watchdog)
    return;
  {
    std::lock_guard<std::mutex> lock(watchdog->mutex);
    watchdog->ended = true;
  }
  watchdog->wake.notify_one();
  watchdog->thread.join();
}

llvm::Error LaunchStop::getLaunchResult(bool ran, const std::string &gridError,
                                        const FirstFault &firstFault) const {
  if (ran)
    return llvm::Error::success();
  if (llvm::Error error = takeError())
    return error;
  if (!gridError.empty())
    return makeError(gridError);
  return makeError(firstFault.getError().empty() ? "the launch was stopped"
                                                 : firstFault.getError());
}

llvm::Error LaunchStop::takeError() const {
  switch (request->getReason()) {
  case StopReason::None:
    return llvm::Error::success();
  case StopReason::Cancelled:
    return makeError("launch cancelled (it was stopped before its grid "
                     "ended)");
  case StopReason::Timeout: {
    char text[32];
    std::snprintf(text, sizeof(text), "%g", seconds);
    return makeError(llvm::Twine("launch stopped after ") + text +
                     " s (timeout): the kernel ran longer than allowed");
  }
  }
  return llvm::Error::success();
}

} // namespace tilekit::exec

namespace tilekit::exec {

unsigned getRegionNestingDepth(mlir::Operation *entry) {
  // Pre-order: an op's parent is seen before it.
  llvm::DenseMap<mlir::Operation *, unsigned> depths;
  depths[entry] = 0;
  unsigned deepest = 0;
  entry->walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation *op) {
    if (op == entry)
      return;
    unsigned depth = depths.lookup(op->getParentOp());
    if (op->getNumRegions() != 0) {
      depths[op] = depth + 1;
      deepest = std::max(deepest, depth + 1);
    }
  });
  return deepest;
}

} // namespace tilekit::exec
