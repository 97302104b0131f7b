//===- DocumentSymbols.cpp - The outline of a Tile IR document ------------===//

#include "DocumentSymbols.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <algorithm>
#include <vector>

using namespace mlir;

namespace {

/// LSP positions of the locations in one buffer, as
/// SourceMgr::getLineAndColumn gives them (the line counts `\n`s, the
/// column starts after the last `\n` or `\r`), found by binary search.
class PositionMap {
public:
  explicit PositionMap(llvm::StringRef buffer) : start(buffer.data()) {
    for (size_t i = 0, e = buffer.size(); i < e; ++i) {
      if (buffer[i] == '\n')
        newlines.push_back(i);
      if (buffer[i] == '\n' || buffer[i] == '\r')
        breaks.push_back(i);
    }
  }

  llvm::lsp::Position get(SMLoc loc) const {
    size_t offset = loc.getPointer() - start;
    size_t line = std::lower_bound(newlines.begin(), newlines.end(), offset) -
                  newlines.begin();
    auto lineBreak = std::lower_bound(breaks.begin(), breaks.end(), offset);
    size_t lineStart = lineBreak == breaks.begin() ? 0 : *(lineBreak - 1) + 1;
    return llvm::lsp::Position(line, offset - lineStart);
  }
  llvm::lsp::Range get(SMRange range) const {
    return llvm::lsp::Range(get(range.Start), get(range.End));
  }

private:
  const char *start;
  std::vector<size_t> newlines;
  std::vector<size_t> breaks;
};

/// One `// -----` part of a document, parsed as MLIR's server parses it.
struct Part {
  Part(MLIRContext &context, llvm::StringRef text, llvm::StringRef path) {
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(text, path), SMLoc());
    ParserConfig config(&context, /*verifyAfterParse=*/true,
                        &fallbackResourceMap);
    // A part that does not parse or verify has no symbols.
    if (failed(parseAsmSourceFile(sourceMgr, &parsedIR, config, &asmState)))
      parsedIR.clear();
  }

  void findSymbols(std::vector<llvm::lsp::DocumentSymbol> &symbols) {
    PositionMap positions(
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer());
    for (Operation &op : parsedIR)
      findSymbols(&op, positions, symbols);
  }

  void findSymbols(Operation *op, const PositionMap &positions,
                   std::vector<llvm::lsp::DocumentSymbol> &symbols) {
    std::vector<llvm::lsp::DocumentSymbol> *children = &symbols;
    if (const AsmParserState::OperationDefinition *def =
            asmState.getOpDef(op)) {
      if (auto symbol = dyn_cast<SymbolOpInterface>(op)) {
        symbols.emplace_back(
            symbol.getName(),
            isa<FunctionOpInterface>(op) ? llvm::lsp::SymbolKind::Function
                                         : llvm::lsp::SymbolKind::Class,
            positions.get(def->scopeLoc), positions.get(def->loc));
        children = &symbols.back().children;
      } else if (op->hasTrait<OpTrait::SymbolTable>()) {
        symbols.emplace_back("<" + op->getName().getStringRef() + ">",
                             llvm::lsp::SymbolKind::Namespace,
                             positions.get(def->scopeLoc),
                             positions.get(def->loc));
        children = &symbols.back().children;
      }
    }
    // The text was checked against the nesting limit: bounded recursion.
    for (Region &region : op->getRegions())
      for (Operation &child : region.getOps())
        findSymbols(&child, positions, *children);
  }

  AsmParserState asmState;
  Block parsedIR;
  FallbackAsmResourceMap fallbackResourceMap;
  llvm::SourceMgr sourceMgr;
};

} // namespace

/// Moves `symbols` and their children down by `lines`.
static void shiftSymbols(std::vector<llvm::lsp::DocumentSymbol> &symbols,
                         int lines) {
  for (llvm::lsp::DocumentSymbol &symbol : symbols) {
    for (llvm::lsp::Range *range : {&symbol.range, &symbol.selectionRange}) {
      range->start.line += lines;
      range->end.line += lines;
    }
    shiftSymbols(symbol.children, lines);
  }
}

llvm::json::Value
tilekit::lsp::findDocumentSymbols(llvm::StringRef text, llvm::StringRef path,
                                  const DialectRegistry &registry) {
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.allowUnregisteredDialects();
  // The diagnostics are MLIR's server's to publish.
  ScopedDiagnosticHandler handler(&context,
                                  [](Diagnostic &) { return success(); });

  llvm::SmallVector<llvm::StringRef, 8> texts;
  text.split(texts, kDefaultSplitMarker);
  std::vector<llvm::lsp::DocumentSymbol> symbols;
  if (texts.size() == 1) {
    Part(context, texts.front(), path).findSymbols(symbols);
  } else {
    // As MLIR's server: a namespace per part, from the line of its start to
    // that of the next part's (the last line for the last part).
    std::vector<int64_t> lineOffsets;
    int64_t lineOffset = 0;
    for (llvm::StringRef part : texts) {
      lineOffsets.push_back(lineOffset);
      lineOffset += part.count('\n');
    }
    int64_t totalLines = lineOffset;
    for (unsigned i = 0, e = texts.size(); i < e; ++i) {
      llvm::lsp::Position start(lineOffsets[i]);
      llvm::lsp::Position end(i == e - 1 ? totalLines - 1 : lineOffsets[i + 1]);
      llvm::lsp::DocumentSymbol symbol("<file-split-" + llvm::Twine(i) + ">",
                                       llvm::lsp::SymbolKind::Namespace,
                                       llvm::lsp::Range(start, end),
                                       llvm::lsp::Range(start));
      Part(context, texts[i], path).findSymbols(symbol.children);
      shiftSymbols(symbol.children, lineOffsets[i]);
      symbols.push_back(std::move(symbol));
    }
  }
  llvm::json::Array result;
  for (const llvm::lsp::DocumentSymbol &symbol : symbols)
    result.push_back(toJSON(symbol));
  return result;
}
