//===- FunctionSyntax.h - syntax shared by function-like ops ----*- C++ -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_FUNCTIONSYNTAX_H
#define TILEKIT_DIALECT_CUDATILE_IR_FUNCTIONSYNTAX_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

namespace mlir::cuda_tile {

/// Parses `@name(%a: T, ...) [-> R | -> (R, ...)] [optimization_hints=<...>]
/// { body } [{attrs}]` into `sym_name`, `function_type`, `arg_attrs`,
/// `optimization_hints` and one region; adds an implicit `return`.
ParseResult parseFunctionOp(OpAsmParser &parser, OperationState &result,
                            bool allowHints);

/// Rebuilds the ops of `body` that the generic form spelled with another
/// release's name (`"cuda_tile.fpowf"`, the 13.4 name of `pow`) as the
/// registered op. The generic parser builds such ops unregistered; the
/// function parser calls this on its body before anything verifies it.
void replaceRenamedOps(Region &body);

/// Prints a function-like cuda_tile op in the form parseFunctionOp reads.
void printFunctionOp(OpAsmPrinter &printer, FunctionOpInterface function,
                     OptimizationHintsAttr hints);

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_FUNCTIONSYNTAX_H
