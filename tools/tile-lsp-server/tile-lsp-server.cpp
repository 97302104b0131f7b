//===- tile-lsp-server.cpp - Tile IR language server ----------------------===//
//
// mlir-lsp-server for Tile IR: MLIR's language server with TileKit's dialects
// registered, so that editors get diagnostics, hover, navigation, outline and
// completion on cuda_tile modules written in TileKit's syntax. In front of
// it, a router answers the bytecode conversion requests for Tile IR bytecode
// files, which MLIR's server cannot read (RequestRouter.h).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/raw_ostream.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/HintFlags.h"
#include "tilekit/Dialect/Cute/IR/CuteDialect.h"

#include "MessageStream.h"
#include "RequestRouter.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <thread>
#include <unistd.h>

using namespace mlir;
using llvm::lsp::Logger;
using tilekit::lsp::Framing;

namespace {
/// What the router needs of MLIR's server options: how the editor's
/// messages are framed and how replies are printed.
struct ClientOptions {
  Framing framing = Framing::Standard;
  bool pretty = false;
};
} // namespace

/// Parses the command line for MLIR's server options, which
/// MlirLspServerMain declares inside itself and parses again. The options
/// here mirror those (names, values, meaning) and are unregistered before
/// MlirLspServerMain registers its own.
static ClientOptions parseClientOptions(int argc, char **argv) {
  llvm::cl::opt<Framing> inputStyle(
      "input-style", llvm::cl::desc("Input JSON stream encoding"),
      llvm::cl::values(
          clEnumValN(Framing::Standard, "standard", "usual LSP protocol"),
          clEnumValN(Framing::Delimited, "delimited",
                     "messages delimited by `// -----` lines, with // "
                     "comment support")),
      llvm::cl::init(Framing::Standard), llvm::cl::Hidden);
  llvm::cl::opt<bool> litTest(
      "lit-test",
      llvm::cl::desc("Abbreviation for -input-style=delimited -pretty "
                     "-log=verbose. Intended to simplify lit tests"),
      llvm::cl::init(false));
  llvm::cl::opt<Logger::Level> logLevel(
      "log", llvm::cl::desc("Verbosity of log messages written to stderr"),
      llvm::cl::values(
          clEnumValN(Logger::Level::Error, "error", "Error messages only"),
          clEnumValN(Logger::Level::Info, "info",
                     "High level execution tracing"),
          clEnumValN(Logger::Level::Debug, "verbose", "Low level details")),
      llvm::cl::init(Logger::Level::Info));
  llvm::cl::opt<bool> prettyPrint("pretty",
                                  llvm::cl::desc("Pretty-print JSON output"),
                                  llvm::cl::init(false));
  llvm::cl::ParseCommandLineOptions(argc, argv, "Tile IR language server");

  ClientOptions options;
  options.framing = litTest ? Framing::Delimited : inputStyle.getValue();
  options.pretty = litTest || prettyPrint;
  Logger::setLogLevel(litTest ? Logger::Level::Debug : logLevel.getValue());
  for (llvm::cl::Option *option : std::initializer_list<llvm::cl::Option *>{
           &inputStyle, &litTest, &logLevel, &prettyPrint})
    option->removeArgument();
  // The hint flags keep no count of this parse when MlirLspServerMain
  // parses the same command line.
  llvm::cl::ResetAllOptionOccurrences();
  return options;
}

static int fail(const char *what) {
  llvm::errs() << "tile-lsp-server: " << what << ": " << std::strerror(errno)
               << "\n";
  return 1;
}

int main(int argc, char **argv) {
  cuda_tile::registerHintFlags();
  ClientOptions options = parseClientOptions(argc, argv);

  // The same dialects tile-opt parses, so that a file tile-opt accepts is a
  // file the server understands.
  DialectRegistry registry;
  registry
      .insert<cuda_tile::CudaTileDialect, cute::CuteDialect, ub::UBDialect>();
  // The hint mode is set when the dialect is loaded, after the command line
  // has been parsed by MlirLspServerMain.
  cuda_tile::addHintFlagsExtension(registry);
  // The scheme of the VS Code extension's bytecode editor, which MLIR's
  // server registers too; registered here before any thread reads the set.
  llvm::lsp::URIForFile::registerSupportedScheme("mlir.bytecode-mlir");

  // MLIR's server reads stdin and writes stdout: give it pipes, and keep the
  // editor's streams for the router. A write to a pipe whose reader is gone
  // then fails instead of killing the process.
  std::signal(SIGPIPE, SIG_IGN);
  int clientIn = ::dup(STDIN_FILENO);
  int clientOut = ::dup(STDOUT_FILENO);
  int toServer[2], fromServer[2], wake[2];
  if (clientIn < 0 || clientOut < 0)
    return fail("cannot duplicate the standard streams");
  if (::pipe(toServer) || ::pipe(fromServer) || ::pipe(wake))
    return fail("cannot create pipes");
  if (::dup2(toServer[0], STDIN_FILENO) < 0 ||
      ::dup2(fromServer[1], STDOUT_FILENO) < 0)
    return fail("cannot redirect the standard streams");
  ::close(toServer[0]);
  ::close(fromServer[1]);
  int devNull = ::open("/dev/null", O_RDWR);
  if (devNull < 0)
    return fail("cannot open /dev/null");

  tilekit::lsp::RequestRouter router(registry, options.framing, options.pretty,
                                     clientOut, toServer[1]);
  std::thread clientToServer(
      [&] { router.routeClientMessages(clientIn, wake[0]); });
  std::thread serverToClient(
      [&] { router.forwardServerMessages(fromServer[0]); });

  bool succeeded = mlir::succeeded(MlirLspServerMain(argc, argv, registry));

  // The server has stopped (on `exit`, the end of its input, or a message
  // that is not JSON-RPC): stop reading the editor, and make writes to the
  // server's input fail rather than wait for a reader.
  tilekit::lsp::writeAll(wake[1], "x");
  ::dup2(devNull, STDIN_FILENO);
  clientToServer.join();
  // Closing the server's output ends the copy once all of it is out.
  llvm::outs().flush();
  ::dup2(devNull, STDOUT_FILENO);
  serverToClient.join();

  if (succeeded)
    return 0;
  // MLIR's server fails without a word on `exit` before `shutdown`, on the
  // end of the input before `exit`, and on a message that is JSON but not a
  // JSON-RPC 2.0 object; say so, for the editor's log.
  llvm::errs() << "tile-lsp-server: stopped without a shutdown request "
                  "(exit before shutdown, end of input, or a message that is "
                  "not a JSON-RPC 2.0 object)\n";
  return 1;
}
