//===- Version.cpp - bytecode versions ------------------------------------===//

#include "tilekit/Bytecode/Bytecode.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include "tilekit/Dialect/CudaTile/IR/UnpublishedOps.h"

#include "OpEncoding.h"

using namespace mlir;
using namespace mlir::cuda_tile;

ArrayRef<TileIRVersion> cuda_tile::getSupportedBytecodeReleases() {
  static const TileIRVersion releases[] = {{13, 1}, {13, 2}, {13, 3}, {13, 4}};
  return releases;
}

BytecodeVersion cuda_tile::getCurrentBytecodeVersion() {
  // 13.3, the newest release the public reference reads; 13.4 is written
  // only on request until a 13.4 reference is public.
  return BytecodeVersion{13, 3, 0};
}

std::string cuda_tile::getSupportedBytecodeRange() {
  TileIRVersion oldest = getSupportedBytecodeReleases().front();
  TileIRVersion newest = getSupportedBytecodeReleases().back();
  return std::to_string(oldest.major) + "." + std::to_string(oldest.minor) +
         " - " + std::to_string(newest.major) + "." +
         std::to_string(newest.minor);
}

bool cuda_tile::isSupportedBytecodeRelease(TileIRVersion release) {
  return llvm::is_contained(getSupportedBytecodeReleases(), release);
}

std::optional<std::string>
cuda_tile::getUnpublishedReleaseReason(TileIRVersion release) {
  // A release is known to exist when its release notes name ops; neither
  // their encodings nor whether the rest of the layout carries over is
  // public (docs/tile-ir-13.5.md).
  std::string ops = listUnpublishedOps(release);
  if (ops.empty() || isSupportedBytecodeRelease(release))
    return std::nullopt;
  return "Tile IR " + bytecode::formatRelease(release) +
         " is released but its bytecode is not public (the encodings of " +
         ops + ", and whether its files otherwise keep the " +
         bytecode::formatRelease(getSupportedBytecodeReleases().back()) +
         " layout)";
}

std::string BytecodeVersion::str() const {
  std::string text = std::to_string(major) + "." + std::to_string(minor);
  if (tag)
    text += "." + std::to_string(tag);
  return text;
}

std::optional<BytecodeVersion> BytecodeVersion::parse(StringRef text) {
  SmallVector<StringRef> parts;
  text.split(parts, '.');
  if (parts.size() < 2 || parts.size() > 3)
    return std::nullopt;
  unsigned values[3] = {0, 0, 0};
  for (auto [i, part] : llvm::enumerate(parts))
    if (part.empty() || part.getAsInteger(10, values[i]))
      return std::nullopt;
  if (values[0] > 0xFF || values[1] > 0xFF || values[2] > 0xFFFF)
    return std::nullopt;
  return BytecodeVersion{values[0], values[1], values[2]};
}

bool cuda_tile::isTileIRBytecode(llvm::MemoryBufferRef buffer) {
  return buffer.getBuffer().starts_with(
      StringRef(bytecode::kMagic, sizeof(bytecode::kMagic)));
}
