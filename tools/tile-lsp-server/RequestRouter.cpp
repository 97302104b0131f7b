//===- RequestRouter.cpp - Tile IR requests in front of MLIR's server -----===//

#include "RequestRouter.h"

#include "BytecodeRequests.h"

#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/LSP/Transport.h"

#include <unistd.h>

using namespace tilekit::lsp;
using llvm::lsp::Logger;
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
/// `handle` returns false; skipped frames are passed over.
template <typename Handle>
static void forEachMessage(MessageReader &reader, Handle handle) {
  std::string message;
  while (true) {
    MessageReader::Status status = reader.read(message);
    if (status == MessageReader::Status::End)
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

bool RequestRouter::routeClientMessage(const std::string &message) {
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
  if (*method == "exit") {
    forwardToServer(message);
    return false;
  }
  const llvm::json::Object *params = object->getObject("params");
  if (method->starts_with("textDocument/did"))
    trackDocument(*method, params);
  if (const llvm::json::Value *id = object->get("id"))
    if (answerBytecodeRequest(*method, *id, params))
      return true;
  return forwardToServer(message);
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
    // MLIR bytecode and files that do not read are the server's.
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
