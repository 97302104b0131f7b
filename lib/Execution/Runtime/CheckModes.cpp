//===- CheckModes.cpp - The runtime checks a launch asks for --------------===//

#include "tilekit/Execution/Engine.h"

#include "llvm/ADT/SmallVector.h"

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
