//===- SynthesizeDebugInfoScopes.cpp - di_* scopes from file locations ----===//
//
// One compile unit per module and one subprogram per function, as the
// reference makes them, so that modules whose frontend wrote only file
// locations still get line tables.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/Location.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Path.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_SYNTHESIZEDEBUGINFOSCOPESPASS
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

/// The file location a location stands for: itself, the child of a name,
/// the fallback of an opaque location, the first file location directly in
/// a fused one, the caller of a call site; null for the rest.
static FileLineColLoc findFileLocation(Location loc) {
  return llvm::TypeSwitch<Location, FileLineColLoc>(loc)
      .Case([](FileLineColLoc file) { return file; })
      .Case([](NameLoc name) { return findFileLocation(name.getChildLoc()); })
      .Case([](OpaqueLoc opaque) {
        return findFileLocation(opaque.getFallbackLocation());
      })
      .Case([](FusedLoc fused) {
        for (Location part : fused.getLocations())
          if (auto file = dyn_cast<FileLineColLoc>(part))
            return file;
        return FileLineColLoc();
      })
      .Case([](CallSiteLoc call) { return findFileLocation(call.getCaller()); })
      .Default([](Location) { return FileLineColLoc(); });
}

/// A di_file for the path of `loc`: its last component in its folder.
static DIFileAttr getFileOf(FileLineColLoc loc) {
  MLIRContext *context = loc.getContext();
  StringRef path = loc.getFilename().getValue();
  return DIFileAttr::get(
      context, StringAttr::get(context, llvm::sys::path::filename(path)),
      StringAttr::get(context, llvm::sys::path::parent_path(path)));
}

static DICompileUnitAttr getCompileUnitFor(Location moduleLoc) {
  MLIRContext *context = moduleLoc.getContext();
  FileLineColLoc file = findFileLocation(moduleLoc);
  DIFileAttr fileAttr =
      file ? getFileOf(file)
           : DIFileAttr::get(context, StringAttr::get(context, "<unknown>"),
                             StringAttr::get(context, ""));
  return DICompileUnitAttr::get(context, fileAttr);
}

/// Puts every op of `function` (itself included) in a new subprogram,
/// unless the function has a debug scope already.
static void addSubprogram(FunctionOpInterface function,
                          DICompileUnitAttr compileUnit) {
  if (function->getLoc()->findInstanceOf<DILocAttr>())
    return;
  MLIRContext *context = function.getContext();
  DIFileAttr file = compileUnit.getFile();
  unsigned line = 1;
  FileLineColLoc functionLoc = findFileLocation(function->getLoc());
  if (functionLoc) {
    file = getFileOf(functionLoc);
    line = functionLoc.getLine();
  } else {
    // Line 1 of the compile unit's file (its name, not its path).
    functionLoc = FileLineColLoc::get(context, file.getName(), 1, 1);
  }
  StringAttr name = function.getNameAttr();
  auto subprogram = DISubprogramAttr::get(context, file, line, name, name,
                                          compileUnit, /*scopeLine=*/line);
  function->walk([&](Operation *op) {
    FileLineColLoc opLoc = findFileLocation(op->getLoc());
    op->setLoc(DILocAttr::get(context, opLoc ? opLoc : functionLoc,
                              cast<DILocalScopeAttr>(subprogram)));
  });
}

namespace {
struct SynthesizeDebugInfoScopesPass
    : cuda_tile::impl::SynthesizeDebugInfoScopesPassBase<
          SynthesizeDebugInfoScopesPass> {
  void runOnOperation() override {
    cuda_tile::ModuleOp module = getOperation();
    DICompileUnitAttr compileUnit = getCompileUnitFor(module.getLoc());
    for (auto function : module.getOps<FunctionOpInterface>())
      addSubprogram(function, compileUnit);
  }
};
} // namespace
