//===- SourceLocation.cpp - Source positions of op locations --------------===//

#include "tilekit/Dialect/CudaTile/IR/SourceLocation.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static void collectFrames(Location loc,
                          llvm::SmallVectorImpl<FileLineColLoc> &frames) {
  // Callers nest to the right (callsite(a at callsite(b at c))): a loop, so
  // that a long inlining chain does not deepen the stack.
  while (auto call = dyn_cast<CallSiteLoc>(loc)) {
    collectFrames(call.getCallee(), frames);
    loc = call.getCaller();
  }
  if (auto file = dyn_cast<FileLineColLoc>(loc)) {
    frames.push_back(file);
  } else if (auto di = dyn_cast<DILocAttr>(loc)) {
    frames.push_back(di.getSourceLoc());
  } else if (auto name = dyn_cast<NameLoc>(loc)) {
    collectFrames(name.getChildLoc(), frames);
  } else if (auto opaque = dyn_cast<OpaqueLoc>(loc)) {
    collectFrames(opaque.getFallbackLocation(), frames);
  } else if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fused.getLocations()) {
      size_t before = frames.size();
      collectFrames(inner, frames);
      if (frames.size() != before)
        return;
    }
  }
}

llvm::SmallVector<FileLineColLoc, 2>
mlir::cuda_tile::getSourceFrames(Location loc) {
  llvm::SmallVector<FileLineColLoc, 2> frames;
  collectFrames(loc, frames);
  return frames;
}

std::string mlir::cuda_tile::formatSourcePosition(FileLineColLoc frame) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << frame.getFilename().getValue() << ":" << frame.getLine() << ":"
     << frame.getColumn();
  return text;
}

static constexpr llvm::StringLiteral kUnknownLocation = "<unknown location>";

std::string mlir::cuda_tile::formatSourceLocation(Location loc) {
  llvm::SmallVector<FileLineColLoc, 2> frames = getSourceFrames(loc);
  if (frames.empty())
    return kUnknownLocation.str();
  std::string text = formatSourcePosition(frames.front());
  for (size_t i = 1; i < frames.size(); ++i)
    text += (i == 1 ? " (called from " : ", called from ") +
            formatSourcePosition(frames[i]);
  if (frames.size() > 1)
    text += ")";
  return text;
}

std::string mlir::cuda_tile::formatLocatedReport(Location loc,
                                                 llvm::StringRef severity,
                                                 llvm::StringRef message) {
  llvm::SmallVector<FileLineColLoc, 2> frames = getSourceFrames(loc);
  std::string text = frames.empty() ? kUnknownLocation.str()
                                    : formatSourcePosition(frames.front());
  text += (": " + severity + ": " + message).str();
  for (size_t i = 1; i < frames.size(); ++i)
    text += "\n" + formatSourcePosition(frames[i]) + ": note: called from";
  return text;
}

bool mlir::cuda_tile::isAtSourceLine(Location loc, llvm::StringRef file,
                                     unsigned line) {
  for (FileLineColLoc frame : getSourceFrames(loc)) {
    if (frame.getLine() != line)
      continue;
    llvm::StringRef name = frame.getFilename().getValue();
    if (name == file ||
        (name.ends_with(file) && name.drop_back(file.size()).ends_with("/")))
      return true;
  }
  return false;
}
