//===- FloatLiteral.cpp - MLIR's float text, remembered -------------------===//
//
// The three forms of MLIR's float printing (FloatLiteral.h), computed with
// the same APFloat operations MLIR's printer uses, so the text is the same;
// FloatLiteralTest compares it with MLIR's printing of FloatAttrs. The cache
// is per thread (the parallel printer prints on several) and holds strings
// only, so it outlives any context safely.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/FloatLiteral.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"

#include <string>

using namespace llvm;

/// The text MLIR's printer gives `value`.
static std::string formatFloat(const APFloat &value) {
  if (value.isFinite()) {
    SmallString<32> text;
    value.toString(text, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0,
                   /*TruncateZero=*/false);
    if (APFloat(value.getSemantics(), text).bitwiseIsEqual(value))
      return std::string(text);
    text.clear();
    value.toString(text);
    if (StringRef(text).contains('.'))
      return std::string(text);
  }
  SmallString<24> hex;
  value.bitcastToAPInt().toString(hex, /*Radix=*/16, /*Signed=*/false,
                                  /*formatAsCLiteral=*/true);
  return std::string(hex);
}

void mlir::cuda_tile::printFloatLiteral(const APFloat &value, raw_ostream &os) {
  APInt bits = value.bitcastToAPInt();
  if (bits.getBitWidth() > 64) {
    os << formatFloat(value);
    return;
  }
  using Key = std::pair<const fltSemantics *, uint64_t>;
  constexpr size_t kMaxRemembered = 1 << 16;
  thread_local DenseMap<Key, std::string> remembered;
  Key key{&value.getSemantics(), bits.getZExtValue()};
  auto it = remembered.find(key);
  if (it == remembered.end()) {
    if (remembered.size() >= kMaxRemembered)
      remembered.clear();
    it = remembered.try_emplace(key, formatFloat(value)).first;
  }
  os << it->second;
}
