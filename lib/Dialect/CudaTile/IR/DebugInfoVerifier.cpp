//===- DebugInfoVerifier.cpp - debug-info scope consistency ---------------===//

#include "DebugInfoVerifier.h"

#include "mlir/IR/Location.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

DILocAttr cuda_tile::findDILoc(Location location) {
  return llvm::TypeSwitch<LocationAttr, DILocAttr>(location)
      .Case([](DILocAttr loc) { return loc; })
      .Case([](CallSiteLoc loc) { return findDILoc(loc.getCaller()); })
      .Case([](NameLoc loc) { return findDILoc(loc.getChildLoc()); })
      .Case([](OpaqueLoc loc) { return findDILoc(loc.getFallbackLocation()); })
      .Case([](FusedLoc loc) {
        for (Location inner : loc.getLocations())
          if (DILocAttr found = findDILoc(inner))
            return found;
        return DILocAttr();
      })
      .Default([](LocationAttr) { return DILocAttr(); });
}

/// The subprogram a scope belongs to, through any lexical blocks.
static DISubprogramAttr getSubprogram(DILocalScopeAttr scope) {
  // Lexical blocks nest finitely: attributes are immutable and uniqued, so a
  // scope cannot contain itself.
  while (auto block = dyn_cast_or_null<DILexicalBlockAttr>(scope))
    scope = block.getScope();
  return dyn_cast_or_null<DISubprogramAttr>(scope);
}

static LogicalResult verifyFunction(FunctionOpInterface function) {
  if (isa<CallSiteLoc>(function.getLoc()))
    return function.emitError("invalid function debug info location: "
                              "Function location must not be a CallSiteLoc.");
  DISubprogramAttr subprogram;
  if (DILocAttr loc = findDILoc(function.getLoc())) {
    subprogram = dyn_cast<DISubprogramAttr>(loc.getScope());
    if (!subprogram)
      return function.emitError(
          "invalid function debug info scope: Function location must have "
          "cuda_tile.di_subprogram debug info scope.");
    if (subprogram.getLinkageName() != function.getNameAttr())
      return function.emitError("invalid function debug info scope: Function "
                                "name \"")
             << function.getName()
             << "\" does not match subprogram scope linkage name \""
             << subprogram.getLinkageName().getValue() << "\".";
  }
  WalkResult result = function.getFunctionBody().walk([&](Operation *op) {
    DILocAttr loc = findDILoc(op->getLoc());
    if (!loc)
      return WalkResult::advance();
    if (!subprogram) {
      op->emitError("invalid operation debug info scope: Operation has debug "
                    "info scope, but function debug info scope is undefined.");
      return WalkResult::interrupt();
    }
    if (getSubprogram(loc.getScope()) != subprogram) {
      op->emitError("invalid operation debug info scope: Operation debug info "
                    "scope does not match function debug info scope: ")
          << subprogram.getLinkageName().getValue();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult cuda_tile::verifyDebugInfoScopes(ModuleOp module) {
  for (Operation &op : module.getBodyBlock()) {
    if (auto function = dyn_cast<FunctionOpInterface>(op)) {
      if (failed(verifyFunction(function)))
        return failure();
      continue;
    }
    if (findDILoc(op.getLoc()))
      return op.emitError("invalid operation debug info scope: Global "
                          "variables must not have scope.");
  }
  return success();
}
