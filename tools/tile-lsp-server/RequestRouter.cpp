//===- RequestRouter.cpp - Tile IR requests in front of MLIR's server -----===//

#include "RequestRouter.h"

#include "BytecodeRequests.h"
#include "DocumentSymbols.h"

#include "tilekit/Support/NestingDepth.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/LSP/Transport.h"

#include <algorithm>
#include <cstdlib>
#include <unistd.h>

using namespace tilekit::lsp;
using llvm::lsp::ErrorCode;
using llvm::lsp::Logger;
using llvm::lsp::LSPError;
using llvm::lsp::URIForFile;

static constexpr llvm::StringLiteral kConvertFromBytecode =
    "mlir/convertFromBytecode";
static constexpr llvm::StringLiteral kConvertToBytecode =
    "mlir/convertToBytecode";
/// The method and id prefix of the router's own requests to the server.
static constexpr llvm::StringLiteral kSyncMethod = "tile-lsp-server/sync";
static constexpr llvm::StringLiteral kSyncIdPrefix = "tile-lsp-server/sync/";

/// The path `uri` names, if it is a URI the server accepts.
static std::optional<std::string> getPath(llvm::StringRef uri) {
  llvm::Expected<URIForFile> file = URIForFile::fromURI(uri);
  if (!file) {
    llvm::consumeError(file.takeError());
    return std::nullopt;
  }
  return file->file().str();
}

/// Whether the editor's text of `path` is written back as Tile IR bytecode:
/// the file is Tile IR bytecode, or a new file named as one.
static bool isTileIRBytecodePath(llvm::StringRef path) {
  return path.ends_with(".tileirbc") || isTileIRBytecodeFile(path);
}

/// Calls `handle` on each message `reader` reads until the end or until
/// `handle` returns false; skipped frames are passed over, with the reason
/// logged, and a broken stream ends the reading.
template <typename Handle>
static void forEachMessage(MessageReader &reader, Handle handle) {
  std::string message;
  while (true) {
    MessageReader::Status status = reader.read(message);
    if (!reader.getError().empty())
      Logger::error("tile-lsp-server: {0}", reader.getError());
    if (status == MessageReader::Status::End ||
        status == MessageReader::Status::Broken)
      return;
    if (status == MessageReader::Status::Skipped)
      continue;
    if (!handle(message))
      return;
  }
}

void RequestRouter::routeClientMessages(int clientIn, int wakeFd) {
  MessageReader reader(clientIn, wakeFd, clientFraming);
  forEachMessage(reader, [&](const std::string &message) {
    return routeClientMessage(message);
  });
  // The server sees the end of its input: it stops as it would on the end
  // of the editor's.
  ::close(serverIn);
}

/// JSON-RPC 2.0: "An identifier [...] MUST contain a String, Number, or NULL
/// value"; numbers "SHOULD NOT contain fractional parts", and LSP allows
/// integers and strings only. Other ids (1e400 reads as infinity) would be
/// echoed as invalid JSON.
static bool isValidId(const llvm::json::Value &id) {
  return id.getAsString() || id.getAsInteger() || id.getAsUINT64();
}

bool RequestRouter::routeClientMessage(const std::string &message) {
  // llvm::json recurses once per nesting level, here and in MLIR's server:
  // a message nested deep enough overflows the stack.
  if (std::optional<tilekit::NestingViolation> violation =
          tilekit::findNestingViolation(message)) {
    std::string text =
        llvm::formatv("JSON parse error: [{0}:{1}]: {2}", violation->line,
                      violation->column, violation->message());
    Logger::error("tile-lsp-server: {0}", text);
    replyInOrder(nullptr,
                 llvm::make_error<LSPError>(text, ErrorCode::ParseError));
    return true;
  }
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(message);
  if (!parsed) {
    // MLIR's server reports it.
    llvm::consumeError(parsed.takeError());
    return forwardToServer(message);
  }
  llvm::json::Object *object = parsed->getAsObject();
  std::optional<llvm::StringRef> method =
      object ? object->getString("method") : std::nullopt;
  // Not a request or notification (or not JSON-RPC at all, which stops
  // MLIR's server): the server's to judge.
  if (!method || object->getString("jsonrpc") != llvm::StringRef("2.0"))
    return forwardToServer(message);
  const llvm::json::Value *id = object->get("id");
  if (id && !isValidId(*id)) {
    replyInOrder(nullptr, llvm::make_error<LSPError>(
                              "invalid request: the id of '" + method->str() +
                                  "' must be an integer or a string",
                              ErrorCode::InvalidRequest));
    return true;
  }
  if (*method == "exit") {
    forwardToServer(message);
    return false;
  }
  if (enforceLifecycle(*method, id))
    return true;
  const llvm::json::Object *params = object->getObject("params");
  if (method->starts_with("textDocument/did")) {
    trackDocument(*method, params);
    if (guardDocumentNesting(*method, *object))
      return true;
  }
  if (id && *method == "textDocument/documentSymbol" &&
      answerDocumentSymbols(*id, params))
    return true;
  if (id)
    if (answerBytecodeRequest(*method, *id, params))
      return true;
  return forwardToServer(message);
}

/// Whether a line of `text` is long enough for MLIR's documentSymbol to be
/// slow: beyond 4 KiB, each of its symbols costs a scan of up to its length.
static bool hasLongLine(llvm::StringRef text) {
  constexpr size_t kLongLine = 4096;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == llvm::StringRef::npos)
      end = text.size();
    if (end - start > kLongLine)
      return true;
    start = end + 1;
  }
  return false;
}

bool RequestRouter::answerDocumentSymbols(const llvm::json::Value &id,
                                          const llvm::json::Object *params) {
  // Parameters that do not decode, documents not open and documents given
  // to MLIR's server as blank lines are the server's.
  const llvm::json::Object *document =
      params ? params->getObject("textDocument") : nullptr;
  std::optional<llvm::StringRef> uri =
      document ? document->getString("uri") : std::nullopt;
  std::optional<std::string> path = uri ? getPath(*uri) : std::nullopt;
  auto found = path ? documentTexts.find(*path) : documentTexts.end();
  if (found == documentTexts.end() || found->second.blanked)
    return false;
  // MLIR's server finds each position by scanning back to the start of its
  // line: linear in the document only while its lines are short. The
  // environment variable TILEKIT_LSP_OUTLINE=router (or =server) chooses,
  // for the tests that compare the two.
  llvm::StringRef choice = llvm::StringRef(std::getenv("TILEKIT_LSP_OUTLINE"));
  if (choice == "server" ||
      (choice != "router" && !hasLongLine(found->second.text)))
    return false;
  Logger::info("--> textDocument/documentSymbol({0}): by tile-lsp-server", id);
  DocumentText &entry = found->second;
  if (!entry.symbols)
    entry.symbols = findDocumentSymbols(entry.text, *path, registry);
  replyInOrder(id, *entry.symbols);
  return true;
}

bool RequestRouter::enforceLifecycle(llvm::StringRef method,
                                     const llvm::json::Value *id) {
  // MLIR's server serves requests whenever they come; the protocol wants
  // ServerNotInitialized before `initialize` (notifications dropped) and
  // InvalidRequest after `shutdown`.
  switch (lifecycle) {
  case Lifecycle::Uninitialized:
    if (method == "initialize" && id) {
      lifecycle = Lifecycle::Running;
      return false;
    }
    if (!id) {
      Logger::info("--> {0}: dropped, the server is not initialized", method);
      return true;
    }
    replyInOrder(*id, llvm::make_error<LSPError>(
                          "server not initialized: '" + method.str() +
                              "' came before the initialize request",
                          ErrorCode::ServerNotInitialized));
    return true;
  case Lifecycle::Running:
    if (method == "shutdown" && id)
      lifecycle = Lifecycle::ShutDown;
    return false;
  case Lifecycle::ShutDown:
    if (!id)
      return false;
    replyInOrder(
        *id, llvm::make_error<LSPError>("invalid request: '" + method.str() +
                                            "' came after the shutdown request",
                                        ErrorCode::InvalidRequest));
    return true;
  }
  return false;
}

/// `text` with only its line breaks: what MLIR's server gets instead of a
/// text nested too deep, so that every position the editor sends is still
/// a position in its copy of the document.
static std::string blankLines(llvm::StringRef text) {
  return std::string(std::count(text.begin(), text.end(), '\n'), '\n');
}

bool RequestRouter::guardDocumentNesting(llvm::StringRef method,
                                         llvm::json::Object &object) {
  llvm::json::Object *params = object.getObject("params");
  llvm::json::Object *document =
      params ? params->getObject("textDocument") : nullptr;
  std::optional<llvm::StringRef> uri =
      document ? document->getString("uri") : std::nullopt;
  // By path, as MLIR's server keeps its documents.
  std::optional<std::string> path = uri ? getPath(*uri) : std::nullopt;
  if (!path)
    return false;
  if (method == "textDocument/didClose") {
    documentTexts.erase(*path);
    return false;
  }
  bool isOpen = method == "textDocument/didOpen";
  if (!isOpen && method != "textDocument/didChange")
    return false;

  // The document's new text; a message that does not decode is the
  // server's to report, and changes nothing here either.
  std::string text;
  if (isOpen) {
    std::optional<llvm::StringRef> opened = document->getString("text");
    if (!opened)
      return false;
    text = opened->str();
  } else {
    auto found = documentTexts.find(*path);
    llvm::lsp::DidChangeTextDocumentParams change;
    llvm::json::Path::Root root;
    if (found == documentTexts.end() ||
        !fromJSON(llvm::json::Value(llvm::json::Object(*params)), change, root))
      return false;
    text = found->second.text;
    if (failed(llvm::lsp::TextDocumentContentChangeEvent::applyTo(
            change.contentChanges, text)))
      return false;
  }
  std::optional<tilekit::NestingViolation> violation =
      tilekit::findNestingViolation(text);
  DocumentText &entry = documentTexts[*path];
  bool wasBlanked = !isOpen && entry.blanked;
  entry.blanked = violation.has_value();
  entry.text = std::move(text);
  entry.symbols.reset();
  if (!violation && !wasBlanked)
    return false;

  // MLIR's server gets blank lines in place of a text nested too deep, and
  // the whole text again once it is not (its copy is the blank one, which
  // the editor's changes do not apply to).
  // What the diagnostic needs, before `object` is moved.
  std::string uriText = uri->str();
  std::optional<llvm::json::Value> version;
  if (const llvm::json::Value *found = document->get("version"))
    version = *found;
  std::string given = violation ? blankLines(entry.text) : entry.text;
  if (isOpen)
    (*document)["text"] = std::move(given);
  else
    (*params)["contentChanges"] =
        llvm::json::Array{llvm::json::Object{{"text", std::move(given)}}};
  std::string rewritten;
  llvm::raw_string_ostream os(rewritten);
  os << llvm::json::Value(std::move(object));
  forwardToServer(rewritten);
  if (!violation)
    return true;

  // After the server's (empty) diagnostics for the blank text.
  Logger::info("--> {0}: nested deeper than {1} levels at {2}:{3}", method,
               tilekit::kMaxNestingDepth, violation->line, violation->column);
  llvm::lsp::Diagnostic diagnostic;
  llvm::lsp::Position start(violation->line - 1, violation->column - 1);
  diagnostic.range = llvm::lsp::Range(
      start, llvm::lsp::Position(start.line, start.character + 1));
  diagnostic.severity = llvm::lsp::DiagnosticSeverity::Error;
  diagnostic.source = "tile-lsp-server";
  diagnostic.message = violation->message();
  llvm::json::Object published{
      {"uri", std::move(uriText)},
      {"diagnostics", llvm::json::Array{toJSON(diagnostic)}}};
  if (version)
    published["version"] = std::move(*version);
  notifyInOrder("textDocument/publishDiagnostics", std::move(published));
  return true;
}

void RequestRouter::trackDocument(llvm::StringRef method,
                                  const llvm::json::Object *params) {
  const llvm::json::Object *document =
      params ? params->getObject("textDocument") : nullptr;
  std::optional<llvm::StringRef> uri =
      document ? document->getString("uri") : std::nullopt;
  std::optional<std::string> path = uri ? getPath(*uri) : std::nullopt;
  if (!path)
    return;
  if (method == "textDocument/didOpen") {
    std::optional<llvm::StringRef> text = document->getString("text");
    if (text && isTileIRBytecodePath(*path))
      openDocuments[*path] = text->str();
  } else if (method == "textDocument/didChange") {
    // Full synchronization (what the server announces): the one change is
    // the whole text.
    auto found = openDocuments.find(*path);
    const llvm::json::Array *changes = params->getArray("contentChanges");
    if (found == openDocuments.end() || !changes || changes->size() != 1)
      return;
    const llvm::json::Object *change = changes->front().getAsObject();
    if (std::optional<llvm::StringRef> text =
            change ? change->getString("text") : std::nullopt)
      found->second = text->str();
  } else if (method == "textDocument/didClose") {
    openDocuments.erase(*path);
  }
}

bool RequestRouter::answerBytecodeRequest(llvm::StringRef method,
                                          const llvm::json::Value &id,
                                          const llvm::json::Object *params) {
  if (method != kConvertFromBytecode && method != kConvertToBytecode)
    return false;
  // Parameters the server cannot decode get its error reply.
  std::optional<llvm::StringRef> uri =
      params ? params->getString("uri") : std::nullopt;
  std::optional<std::string> path = uri ? getPath(*uri) : std::nullopt;
  if (!path)
    return false;

  if (method == kConvertFromBytecode) {
    // MLIR's server reads the file with no limit and parses it as text or
    // MLIR bytecode: a FIFO, /dev/zero or text nested too deep would hang or
    // crash it.
    if (llvm::Error error = checkFileForServer(*path)) {
      Logger::info("--> {0}({1}): refused", method, id);
      replyInOrder(id, std::move(error));
      return true;
    }
    // MLIR bytecode, text and missing files are the server's.
    if (!isTileIRBytecodeFile(*path))
      return false;
    Logger::info("--> {0}({1}): Tile IR bytecode", method, id);
    replyInOrder(id, convertFromTileIRBytecode(*path, registry));
    return true;
  }

  if (!isTileIRBytecodePath(*path))
    return false;
  Logger::info("--> {0}({1}): Tile IR bytecode", method, id);
  auto document = openDocuments.find(*path);
  if (document == openDocuments.end()) {
    replyInOrder(id, llvm::make_error<llvm::lsp::LSPError>(
                         "'" + *path +
                             "' is not open: the text written as Tile IR "
                             "bytecode is the editor's text of the file",
                         llvm::lsp::ErrorCode::RequestFailed));
    return true;
  }
  replyInOrder(id, convertToTileIRBytecode(*path, document->second, registry));
  return true;
}

void RequestRouter::replyInOrder(llvm::json::Value id,
                                 llvm::Expected<llvm::json::Value> result) {
  // Formatted by the transport MLIR's server writes with, so that the
  // router's replies read as the server's.
  std::string frame;
  {
    llvm::raw_string_ostream os(frame);
    llvm::lsp::JSONTransport transport(
        std::make_unique<llvm::lsp::JSONTransportInputOverFile>(nullptr), os,
        prettyOutput);
    transport.reply(std::move(id), std::move(result));
  }
  sendInOrder(std::move(frame));
}

void RequestRouter::notifyInOrder(llvm::StringRef method,
                                  llvm::json::Value params) {
  std::string frame;
  {
    llvm::raw_string_ostream os(frame);
    llvm::lsp::JSONTransport transport(
        std::make_unique<llvm::lsp::JSONTransportInputOverFile>(nullptr), os,
        prettyOutput);
    transport.notify(method, std::move(params));
  }
  sendInOrder(std::move(frame));
}

void RequestRouter::sendInOrder(std::string frame) {
  unsigned sync;
  {
    std::lock_guard<std::mutex> lock(pendingMutex);
    sync = nextSync++;
    pendingReplies[sync] = std::move(frame);
  }
  llvm::json::Object request{{"jsonrpc", "2.0"},
                             {"id", (kSyncIdPrefix + llvm::Twine(sync)).str()},
                             {"method", kSyncMethod}};
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(std::move(request));
  // Should the server be gone, the answer goes out when its output ends.
  forwardToServer(text);
}

bool RequestRouter::forwardToServer(llvm::StringRef message) {
  return writeMessage(serverIn, message, clientFraming);
}

void RequestRouter::writeToClient(llvm::StringRef frame) {
  // An editor that stopped reading gets nothing more; the server's output
  // is still drained so that the server never blocks on it.
  if (!clientOutBroken && !writeAll(clientOut, frame))
    clientOutBroken = true;
}

/// The sync number of a server message that replies to a sync request.
static std::optional<unsigned> getSyncReply(llvm::StringRef message) {
  if (!message.contains(kSyncIdPrefix))
    return std::nullopt;
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(message);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *object = parsed->getAsObject();
  std::optional<llvm::StringRef> id =
      object && !object->get("method") ? object->getString("id") : std::nullopt;
  unsigned sync;
  if (!id || !id->consume_front(kSyncIdPrefix) || id->getAsInteger(10, sync))
    return std::nullopt;
  return sync;
}

void RequestRouter::forwardServerMessages(int serverOut) {
  MessageReader reader(serverOut, /*wakeFd=*/-1, Framing::Standard);
  forEachMessage(reader, [&](const std::string &message) {
    std::optional<unsigned> sync = getSyncReply(message);
    if (!sync) {
      std::string frame =
          "Content-Length: " + std::to_string(message.size()) + "\r\n\r\n";
      writeToClient(frame + message);
      return true;
    }
    std::string reply;
    {
      std::lock_guard<std::mutex> lock(pendingMutex);
      auto found = pendingReplies.find(*sync);
      if (found == pendingReplies.end())
        return true;
      reply = std::move(found->second);
      pendingReplies.erase(found);
    }
    writeToClient(reply);
    return true;
  });
  // Answers to requests the server stopped before syncing with.
  std::lock_guard<std::mutex> lock(pendingMutex);
  for (auto &pending : pendingReplies)
    writeToClient(pending.second);
  pendingReplies.clear();
}
