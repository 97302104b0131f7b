//===- BytecodeRequests.cpp - Tile IR bytecode in the editor --------------===//

#include "BytecodeRequests.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/Base64.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/MemoryBuffer.h"

#include "tilekit/Bytecode/Bytecode.h"
#include "tilekit/Support/FileSafety.h"
#include "tilekit/Support/NestingDepth.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlir;
using llvm::lsp::ErrorCode;
using llvm::lsp::LSPError;

namespace {

/// A context for one request, collecting its diagnostics as the text of the
/// error reply.
struct RequestContext {
  explicit RequestContext(const DialectRegistry &registry)
      : context(registry, MLIRContext::Threading::DISABLED),
        handler(&context, [this](Diagnostic &diag) {
          if (diag.getSeverity() != DiagnosticSeverity::Error)
            return success();
          if (!messages.empty())
            messages += "\n";
          messages += diag.str();
          for (Diagnostic &note : diag.getNotes())
            messages += "\n  note: " + note.str();
          return success();
        }) {
    context.loadAllAvailableDialects();
  }

  llvm::Error fail(llvm::StringRef what) const {
    std::string message = what.str();
    if (!messages.empty())
      message += ": " + messages;
    return llvm::make_error<LSPError>(std::move(message),
                                      ErrorCode::RequestFailed);
  }

  MLIRContext context;
  std::string messages;
  ScopedDiagnosticHandler handler;
};

} // namespace

/// The file at `path`, read as every TileKit tool reads its inputs: a
/// FIFO, a device or an oversized file is refused instead of blocking or
/// reading without end.
static llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readFile(llvm::StringRef path) {
  auto file = tilekit::readInputFile(path);
  if (!file)
    return llvm::make_error<LSPError>(llvm::toString(file.takeError()),
                                      ErrorCode::RequestFailed);
  return std::move(*file);
}

bool tilekit::lsp::isTileIRBytecodeFile(llvm::StringRef path) {
  // Opened without blocking (a FIFO without a writer would wait for one),
  // and read only when it is a regular file (/dev/zero has no end).
  std::string name = path.str();
  int fd = ::open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    return false;
  struct stat status;
  char magic[8];
  bool read = ::fstat(fd, &status) == 0 && S_ISREG(status.st_mode) &&
              ::pread(fd, magic, sizeof(magic), 0) == sizeof(magic);
  ::close(fd);
  return read && cuda_tile::isTileIRBytecode(llvm::MemoryBufferRef(
                     llvm::StringRef(magic, sizeof(magic)), path));
}

llvm::Error tilekit::lsp::checkFileForServer(llvm::StringRef path) {
  if (!llvm::sys::fs::exists(path))
    return llvm::Error::success();
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> file = readFile(path);
  if (!file)
    return file.takeError();
  llvm::StringRef contents = (*file)->getBuffer();
  if (contents.starts_with("ML\xefR"))
    return llvm::Error::success();
  if (llvm::Error error = tilekit::checkNestingDepth(contents, path))
    return llvm::make_error<LSPError>(llvm::toString(std::move(error)),
                                      ErrorCode::RequestFailed);
  return llvm::Error::success();
}

llvm::Expected<llvm::json::Value>
tilekit::lsp::convertFromTileIRBytecode(llvm::StringRef path,
                                        const DialectRegistry &registry) {
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> file = readFile(path);
  if (!file)
    return file.takeError();
  RequestContext request(registry);
  Location loc = FileLineColLoc::get(&request.context, path, 0, 0);
  OwningOpRef<cuda_tile::ModuleOp> module =
      cuda_tile::readBytecode((*file)->getMemBufferRef(), request.context, loc);
  if (!module || failed(verify(*module)))
    return request.fail("failed to read Tile IR bytecode file '" + path.str() +
                        "'");
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  if (!llvm::StringRef(text).ends_with("\n"))
    os << "\n";
  return llvm::json::Object{{"output", std::move(text)}};
}

/// The one cuda_tile module of `block`: alone, or alone in a builtin module.
static cuda_tile::ModuleOp getTileModule(Block &block) {
  if (!llvm::hasSingleElement(block))
    return {};
  Operation *op = &block.front();
  if (auto builtin = dyn_cast<ModuleOp>(op)) {
    if (!llvm::hasSingleElement(*builtin.getBody()))
      return {};
    op = &builtin.getBody()->front();
  }
  return dyn_cast<cuda_tile::ModuleOp>(op);
}

llvm::Expected<llvm::json::Value>
tilekit::lsp::convertToTileIRBytecode(llvm::StringRef path,
                                      llvm::StringRef text,
                                      const DialectRegistry &registry) {
  RequestContext request(registry);
  // The file's version and tables where it reads (read in the context the
  // text is parsed in, as the writer compares their types and values); a
  // file that does not exist yet or does not read gets the default version.
  cuda_tile::BytecodeLayout layout;
  bool hasLayout = false;
  if (llvm::sys::fs::exists(path)) {
    // A file that exists but cannot be read (a FIFO, a device) is not one
    // to write bytecode to either.
    llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> original =
        readFile(path);
    if (!original)
      return original.takeError();
    hasLayout = static_cast<bool>(
        cuda_tile::readBytecode((*original)->getMemBufferRef(), request.context,
                                /*location=*/std::nullopt, &layout));
    request.messages.clear();
  }

  // The parser recurses once per nested region.
  if (llvm::Error error = tilekit::checkNestingDepth(text, path))
    return llvm::make_error<LSPError>("failed to parse " +
                                          llvm::toString(std::move(error)),
                                      ErrorCode::RequestFailed);
  Block block;
  ParserConfig config(&request.context);
  if (failed(parseSourceString(text, &block, config, path)))
    return request.fail("failed to parse '" + path.str() + "'");
  cuda_tile::ModuleOp module = getTileModule(block);
  if (!module)
    return llvm::make_error<LSPError>(
        "'" + path.str() +
            "' must hold a single cuda_tile.module to be written as Tile IR "
            "bytecode",
        ErrorCode::RequestFailed);
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  LogicalResult written =
      hasLayout ? cuda_tile::writeBytecode(os, module, layout.version, layout)
                : cuda_tile::writeBytecode(os, module);
  if (failed(written))
    return request.fail(
        "failed to write '" + path.str() + "' as Tile IR bytecode " +
        (hasLayout ? layout.version : cuda_tile::getCurrentBytecodeVersion())
            .str());
  return llvm::json::Object{{"output", llvm::encodeBase64(bytes)}};
}
