//===- SourceLocation.h - Source positions of op locations ------*- C++ -*-===//
//
// Every TileKit tool names an op by the source position its location
// records, whatever kind of location that is (docs/debugging.md, "Source
// locations"):
//
//   loc("k.mlir":3:10)                        k.mlir:3:10
//   #cuda_tile.di_loc<loc("k.py":5:9) in #s>  k.py:5:9 (the file name as the
//                                             producer wrote it)
//   "name"(child)                             the child's position
//   fused[a, b, ...]                          the first that has one
//   opaque, with a fallback                   the fallback's position
//   callsite(callee at caller)                the callee's frames, then the
//                                             caller's: an inlining chain
//
// Positions are looked up only when something is reported: the functions
// walk attributes and build strings.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_SOURCELOCATION_H
#define TILEKIT_DIALECT_CUDATILE_IR_SOURCELOCATION_H

#include "mlir/IR/Location.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir::cuda_tile {

/// The source frames of `loc`, innermost first: the position of the op
/// itself, then the call sites it was inlined into, outermost last. Empty
/// when `loc` records no file position.
llvm::SmallVector<FileLineColLoc, 2> getSourceFrames(Location loc);

/// `file:line:col` of the innermost frame; empty when there is none.
std::string formatSourcePosition(FileLineColLoc frame);

/// The position on one line: `k.py:5:9`, and for an inlining chain
/// `lib.py:7:3 (called from k.py:3:5, called from main.py:9:1)`;
/// `<unknown location>` when `loc` records no file position.
std::string formatSourceLocation(Location loc);

/// A located report in the form MLIR's diagnostics print: `POS: SEVERITY:
/// MESSAGE`, then one `CALLER: note: called from` line per call site of the
/// chain (no trailing newline). `POS` is `<unknown location>` when `loc`
/// records no file position.
std::string formatLocatedReport(Location loc, llvm::StringRef severity,
                                llvm::StringRef message);

/// Whether some frame of `loc` is at line `line` of `file`: a frame's file
/// name matches when it equals `file` or ends in `/` + `file`.
bool isAtSourceLine(Location loc, llvm::StringRef file, unsigned line);

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_SOURCELOCATION_H
