//===- NestingDepth.h - The nesting limit of text inputs -------*- C++ -*-===//
//
// MLIR's parser, verifier, printer and TileKit's engines recurse once per
// nested region, and llvm::json once per nested array or object: input
// nested deep enough overflows the stack. Every text input is scanned for
// its bracket depth before it is parsed, and refused past the limit with
// the position of the first bracket too deep. The scan knows string
// literals and `//` comments, so brackets inside them do not count.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_SUPPORT_NESTINGDEPTH_H
#define TILEKIT_SUPPORT_NESTINGDEPTH_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace tilekit {

/// The deepest nesting of `{`, `(`, `[` and `<` that any input may have:
/// about 1,000 nested regions, far beyond what kernels use, and well within
/// what every stage can recurse through on the smallest stack it runs on.
constexpr unsigned kMaxNestingDepth = 1024;

/// Where an input first nests deeper than the limit.
struct NestingViolation {
  size_t offset = 0;
  unsigned line = 1;
  unsigned column = 1;
  /// "nesting deeper than 1024 levels ...", without the position.
  std::string message() const;
};

/// Scans `text` (Tile IR or MLIR text, or JSON). `->` is an arrow, not a
/// closing bracket.
std::optional<NestingViolation>
findNestingViolation(llvm::StringRef text, unsigned limit = kMaxNestingDepth);

/// The same as an error "NAME:LINE:COL: nesting deeper than ...".
llvm::Error checkNestingDepth(llvm::StringRef text, llvm::StringRef name,
                              unsigned limit = kMaxNestingDepth);

} // namespace tilekit

#endif // TILEKIT_SUPPORT_NESTINGDEPTH_H
