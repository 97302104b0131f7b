//===- NanCheck.h - --check=nan: made-up NaNs and infinities -*- C++ -*-===//
//
// Under --check=nan every op that computes float results is followed by a
// comparison of its results with its operands: an element-wise op (float
// arithmetic, math, conversions, fma) that gives a NaN where no operand of
// that element is NaN, or an infinity where every operand of that element is
// finite, stops the tile block with a located error naming the element and
// the operand values. Reductions, scans and matrix multiplies, whose result
// elements mix many operand elements, are reported when a result element is
// NaN and no operand element is (or infinite and every operand element is
// finite). A NaN that an operand brings in passes silently.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_NANCHECK_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_NANCHECK_H

#include "Interpreter.h"

namespace tilekit::exec::interp {

/// `step` (the compiled `op`), followed under --check=nan by the test of
/// its float results; `step` itself for ops the check does not cover.
Step withNanCheck(mlir::Operation *op, Compiler &compiler, Step step);

/// An element as a message shows it: the shortest decimal that reads back
/// as the same value of a float kind (`nan`, `inf`, `-0`), an integer in
/// decimal (signed unless `isUnsigned`).
std::string formatElementValue(uint64_t bits, ElemKind kind,
                               bool isUnsigned = false);

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_NANCHECK_H
