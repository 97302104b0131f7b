//===- RequestRouter.h - Tile IR requests in front of MLIR's server -------===//
//
// MlirLspServerMain reads its messages from stdin and writes its replies to
// stdout, with no hook for a request it handles itself. tile-lsp-server
// therefore runs it on pipes and puts this router between it and the
// editor: the router reads the editor's messages, answers the bytecode
// conversion requests of Tile IR bytecode files itself, and forwards every
// other message unchanged, malformed ones included, so that MLIR's server
// keeps all of its behavior (and its errors) for them.
//
// The router also keeps MLIR's server from what would crash or mislead it:
// it refuses JSON and document text nested deeper than TileKit's limit
// (NestingDepth.h), requests before `initialize` or after `shutdown`, and
// request ids that are not integers or strings (docs/lsp.md, "Limits").
//
// Replies keep the order of the requests: after answering a request, the
// router sends MLIR's server a request of its own (`tile-lsp-server/sync`,
// which it answers with "method not found"), and its answer goes out to the
// editor in place of that reply, after everything the server wrote for the
// messages before.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_TILE_LSP_SERVER_REQUESTROUTER_H
#define TILEKIT_TOOLS_TILE_LSP_SERVER_REQUESTROUTER_H

#include "MessageStream.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <mutex>
#include <optional>

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace tilekit::lsp {

class RequestRouter {
public:
  /// `clientFraming` and `prettyOutput` are those of MLIR's server, whose
  /// input is `serverIn`.
  RequestRouter(const mlir::DialectRegistry &registry, Framing clientFraming,
                bool prettyOutput, int clientOut, int serverIn)
      : registry(registry), clientFraming(clientFraming),
        prettyOutput(prettyOutput), clientOut(clientOut), serverIn(serverIn) {}

  /// Reads the editor's messages from `clientIn` until its input ends, an
  /// `exit` was forwarded, the server stopped reading, or `wakeFd` becomes
  /// readable; then closes the server's input.
  void routeClientMessages(int clientIn, int wakeFd);

  /// Copies the server's messages from `serverOut` to the editor until the
  /// server's output ends, putting the router's answers in place of the
  /// server's replies to its sync requests.
  void forwardServerMessages(int serverOut);

private:
  /// Handles one message; false when no more should be read.
  bool routeClientMessage(const std::string &message);
  /// Answers or drops a message the protocol's lifecycle does not allow
  /// now; true when it did. Notes `initialize` and `shutdown`.
  bool enforceLifecycle(llvm::StringRef method, const llvm::json::Value *id);
  /// Keeps text nested deeper than the limit from MLIR's server: rewrites
  /// `object`, a didOpen or didChange, to give it blank lines instead, and
  /// publishes a diagnostic of its own. True when it forwarded the message.
  bool guardDocumentNesting(llvm::StringRef method, llvm::json::Object &object);
  /// Answers a documentSymbol request on an open document (DocumentSymbols.h).
  bool answerDocumentSymbols(const llvm::json::Value &id,
                             const llvm::json::Object *params);
  /// Answers `method` itself where it is a conversion of Tile IR bytecode.
  bool answerBytecodeRequest(llvm::StringRef method,
                             const llvm::json::Value &id,
                             const llvm::json::Object *params);
  /// Keeps the text of open Tile IR bytecode documents, which
  /// `mlir/convertToBytecode` converts.
  void trackDocument(llvm::StringRef method, const llvm::json::Object *params);
  /// Sends `result` as the reply to `id` once the server has answered the
  /// messages before it.
  void replyInOrder(llvm::json::Value id,
                    llvm::Expected<llvm::json::Value> result);
  /// Sends the notification once the server has handled the messages before.
  void notifyInOrder(llvm::StringRef method, llvm::json::Value params);
  /// Sends `frame` once the server has handled the messages before.
  void sendInOrder(std::string frame);
  bool forwardToServer(llvm::StringRef message);
  void writeToClient(llvm::StringRef frame);

  const mlir::DialectRegistry &registry;
  Framing clientFraming;
  bool prettyOutput;
  int clientOut;
  int serverIn;
  bool clientOutBroken = false;

  /// Editor text of open Tile IR bytecode files, by path (reader only).
  llvm::StringMap<std::string> openDocuments;

  /// The editor's text of every open document, by path (reader only),
  /// whether MLIR's server was given blank lines in its place, and its
  /// outline once asked for.
  struct DocumentText {
    std::string text;
    bool blanked = false;
    std::optional<llvm::json::Value> symbols;
  };
  llvm::StringMap<DocumentText> documentTexts;

  /// Where the session is (reader only): requests are served between the
  /// `initialize` request and the `shutdown` request.
  enum class Lifecycle { Uninitialized, Running, ShutDown };
  Lifecycle lifecycle = Lifecycle::Uninitialized;

  /// Answers waiting for the server's reply to sync request N, as frames.
  std::mutex pendingMutex;
  std::map<unsigned, std::string> pendingReplies;
  unsigned nextSync = 0;
};

} // namespace tilekit::lsp

#endif // TILEKIT_TOOLS_TILE_LSP_SERVER_REQUESTROUTER_H
