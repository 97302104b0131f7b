//===- ModuleBody.h - Which module bodies split across threads --*- C++ -*-===//
//
// Internal to lib/Tools: the rule the parallel parser and printer share.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_TOOLS_MODULEBODY_H
#define TILEKIT_LIB_TOOLS_MODULEBODY_H

#include "mlir/IR/Block.h"
#include "mlir/IR/OpDefinition.h"

namespace tilekit::detail {

/// Whether the ops of `body` stand alone, as the ops of a module do: no
/// block arguments, no operands, no results, and regions only when
/// isolated from above. Then no value crosses from one op to another, and
/// each op parses and prints apart from the others.
inline bool isStandAloneBody(mlir::Block &body) {
  if (body.getNumArguments() != 0)
    return false;
  return llvm::all_of(body, [](mlir::Operation &op) {
    return op.getNumOperands() == 0 && op.getNumResults() == 0 &&
           (op.getNumRegions() == 0 ||
            op.hasTrait<mlir::OpTrait::IsIsolatedFromAbove>());
  });
}

} // namespace tilekit::detail

#endif // TILEKIT_LIB_TOOLS_MODULEBODY_H
