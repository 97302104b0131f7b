//===- ParallelAsm.h - Textual IR read and written on several threads -----===//
//
// MLIR's parser and printer run on one thread. A module of many kernels is a
// list of independent ops (entries and globals, each isolated from above),
// so both can work on parts of that list at once and give exactly what the
// sequential parser and printer give: the same operations, the same
// diagnostics, the same bytes. Both fall back to MLIR's own path whenever the
// result could depend on module-wide state (aliases, resources, debug
// locations) or when the context has no threads.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_PARALLELASM_H
#define TILEKIT_TOOLS_PARALLELASM_H

#include "mlir/IR/AsmState.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/Twine.h"

#include <memory>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class PassManager;
} // namespace mlir

namespace tilekit {

/// Writes what `op->print(os, AsmState(op, flags, nullptr, resources))`
/// writes, byte for byte, printing the ops of the module's body on the
/// context's threads. `verified` says that `op` is known to verify, so the
/// printer's own verification (which chooses the generic form for invalid
/// IR) is skipped.
void printParallel(mlir::Operation *op, llvm::raw_ostream &os,
                   const mlir::OpPrintingFlags &flags = {},
                   bool verified = false,
                   mlir::FallbackAsmResourceMap *resources = nullptr);

/// Parses the main buffer of `sourceMgr` as `parseSourceFileForTool` does,
/// with the body of the top-level module split between the context's
/// threads, and emits no diagnostic. Returns null where that would not give
/// the sequential parser's result exactly (a parse error, any diagnostic, a
/// failed verification, resources, no threads, a small file): the caller
/// then parses sequentially, which says what it always says.
mlir::OwningOpRef<mlir::Operation *>
tryParseParallel(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
                 const mlir::ParserConfig &config, bool insertImplicitModule);

/// When `pm` is exactly the default `--canonicalize` on a Tile IR module
/// (itself or in a builtin module) of entries and globals, a pass manager
/// that canonicalizes each entry instead, in parallel: the same rewrite
/// (EntryCanonicalization.cpp says why). Null otherwise.
std::unique_ptr<mlir::PassManager>
getEntryCanonicalizer(const mlir::PassManager &pm, mlir::Operation *root);

/// Whether the parallel paths are enabled (`--tile-parallel-asm`, default
/// on). Tools register the option by calling this once before parsing
/// their command line.
void registerParallelAsmOptions();
bool isParallelAsmEnabled();
/// The fewest ops a module body needs for the parallel paths
/// (`--tile-parallel-asm-min-ops`, hidden, default 256).
unsigned getParallelAsmMinOps();
/// Writes `message` to stderr under `--tile-parallel-asm-report` (hidden),
/// which tests use to see which path ran.
void reportParallelAsm(const llvm::Twine &message);

} // namespace tilekit

#endif // TILEKIT_TOOLS_PARALLELASM_H
