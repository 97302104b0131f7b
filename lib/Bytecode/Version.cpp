//===- Version.cpp - bytecode versions ------------------------------------===//

#include "tilekit/Bytecode/Bytecode.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include "OpEncoding.h"

using namespace mlir;
using namespace mlir::cuda_tile;

ArrayRef<TileIRVersion> cuda_tile::getSupportedBytecodeReleases() {
  static const TileIRVersion releases[] = {{13, 1}, {13, 2}, {13, 3}};
  return releases;
}

BytecodeVersion cuda_tile::getCurrentBytecodeVersion() {
  TileIRVersion newest = getSupportedBytecodeReleases().back();
  return BytecodeVersion{newest.major, newest.minor, 0};
}

bool cuda_tile::isSupportedBytecodeRelease(TileIRVersion release) {
  return llvm::is_contained(getSupportedBytecodeReleases(), release);
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
