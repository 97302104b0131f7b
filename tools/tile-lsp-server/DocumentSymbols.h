//===- DocumentSymbols.h - The outline of a Tile IR document ----*- C++ -*-===//
//
// The answer to `textDocument/documentSymbol`, as MLIR's server computes it
// (MLIRServer.cpp: symbol ops and symbol tables, by the ranges of the
// AsmParserState, one `<file-split-N>` namespace per `// -----` part), with
// positions found in logarithmic time. MLIR's server converts each position
// with SourceMgr::getLineAndColumn, which scans back to the start of the
// line: on a document with long lines that is quadratic (a 3.5 MB module
// written on one line took minutes).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_TILE_LSP_SERVER_DOCUMENTSYMBOLS_H
#define TILEKIT_TOOLS_TILE_LSP_SERVER_DOCUMENTSYMBOLS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace tilekit::lsp {

/// The document symbols of `text`, the file at `path`, as the result of a
/// documentSymbol reply: what MLIR's server answers for the same text.
llvm::json::Value findDocumentSymbols(llvm::StringRef text,
                                      llvm::StringRef path,
                                      const mlir::DialectRegistry &registry);

} // namespace tilekit::lsp

#endif // TILEKIT_TOOLS_TILE_LSP_SERVER_DOCUMENTSYMBOLS_H
