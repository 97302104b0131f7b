//===- TileOptMain.h - tile-opt's driver ----------------------------------===//
//
// MlirOptMain with the parallel parser and printer (ParallelAsm.h). The
// invocations it handles itself (parse, passes, textual output) give what
// MlirOptMain gives, byte for byte and diagnostic for diagnostic; every
// other mode (split input, diagnostic verification, bytecode output,
// reproducers, remarks, ...) is MlirOptMain's.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_TILEOPTMAIN_H
#define TILEKIT_TOOLS_TILEOPTMAIN_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace tilekit {

/// Parses the command line as MlirOptMain does and runs the tool.
mlir::LogicalResult tileOptMain(int argc, char **argv, llvm::StringRef toolName,
                                mlir::DialectRegistry &registry);

} // namespace tilekit

#endif // TILEKIT_TOOLS_TILEOPTMAIN_H
