//===- LaunchOptions.cpp - Reading the checks and traces of a launch ------===//

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
