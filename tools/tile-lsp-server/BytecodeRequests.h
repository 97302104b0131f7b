//===- BytecodeRequests.h - Tile IR bytecode in the editor ------*- C++ -*-===//
//
// The answers to `mlir/convertFromBytecode` and `mlir/convertToBytecode` for
// Tile IR bytecode files, made with TileKit's reader and writer. MLIR's
// server reads and writes only MLIR's bytecode format.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_TILE_LSP_SERVER_BYTECODEREQUESTS_H
#define TILEKIT_TOOLS_TILE_LSP_SERVER_BYTECODEREQUESTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace tilekit::lsp {

/// Whether the file at `path` is a regular file that starts with the Tile
/// IR bytecode magic.
bool isTileIRBytecodeFile(llvm::StringRef path);

/// Checks that MLIR's server can read the file at `path` (when it exists):
/// a regular file within the input limit, and, unless it is MLIR bytecode,
/// text nested no deeper than the limit. The error names the file.
llvm::Error checkFileForServer(llvm::StringRef path);

/// The Tile IR bytecode file at `path` as text, printed as
/// `tile-translate -cudatilebc-to-mlir` prints it: `{"output": text}`.
llvm::Expected<llvm::json::Value>
convertFromTileIRBytecode(llvm::StringRef path,
                          const mlir::DialectRegistry &registry);

/// `text`, the editor's text of the Tile IR bytecode file at `path`, as Tile
/// IR bytecode: `{"output": base64}`. The version is the file's where the
/// file reads (its tables are reused, so that an unchanged module gives the
/// same bytes), the default version otherwise (a new file).
llvm::Expected<llvm::json::Value>
convertToTileIRBytecode(llvm::StringRef path, llvm::StringRef text,
                        const mlir::DialectRegistry &registry);

} // namespace tilekit::lsp

#endif // TILEKIT_TOOLS_TILE_LSP_SERVER_BYTECODEREQUESTS_H
