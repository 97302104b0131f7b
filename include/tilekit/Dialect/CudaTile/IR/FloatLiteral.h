//===- FloatLiteral.h - MLIR's float text, remembered ---------------------===//
//
// MLIR prints a float as its 6-digit scientific form when that reads back
// as the same value, else as APFloat's shortest form when that has a
// decimal point, else as its bits in hex. Both forms need exact big-number
// arithmetic, and dense literals print one float per constant: a module of
// many kernels prints the same few values over and over.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_FLOATLITERAL_H
#define TILEKIT_DIALECT_CUDATILE_IR_FLOATLITERAL_H

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::cuda_tile {

/// Writes `value` as MLIR's printer writes a float, remembering the text of
/// recent values on this thread.
void printFloatLiteral(const llvm::APFloat &value, llvm::raw_ostream &os);

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_FLOATLITERAL_H
