//===- MessageStream.h - JSON-RPC message framing on file descriptors -----===//
//
// Reads and writes the messages of the language server protocol on raw file
// descriptors, in the two framings MLIR's server reads: the standard one
// (`Content-Length` headers) and the delimited one of its lit tests
// (messages separated by `// -----` lines, `//` comment lines dropped).
// Reads wait on a second descriptor as well, so that another thread can
// stop a reader blocked on input that never comes.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_TILE_LSP_SERVER_MESSAGESTREAM_H
#define TILEKIT_TOOLS_TILE_LSP_SERVER_MESSAGESTREAM_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace tilekit::lsp {

/// How messages are separated on a stream.
enum class Framing { Standard, Delimited };

class MessageReader {
public:
  /// Reads from `fd`; a byte or the end of `wakeFd` (-1: none) stops it.
  MessageReader(int fd, int wakeFd, Framing framing)
      : fd(fd), wakeFd(wakeFd), framing(framing) {}

  enum class Status {
    /// `message` holds the next message body.
    Message,
    /// A frame that has no usable body (an empty one, or a bad or missing
    /// `Content-Length`, the body that follows it skipped); getError() says
    /// why. Skipped, as MLIR's server skips it.
    Skipped,
    /// The input ended (possibly inside a frame), failed, or the reader was
    /// woken up.
    End,
    /// A bad header block after which no next message could be found: the
    /// stream cannot be read on. getError() says why.
    Broken,
  };

  Status read(std::string &message);

  /// Why the last read skipped a frame or found the stream broken, naming
  /// the header; empty otherwise.
  const std::string &getError() const { return error; }

private:
  Status readStandard(std::string &message);
  Status readDelimited(std::string &message);
  /// After a header block whose `Content-Length` is unusable (`why`),
  /// skips the JSON body that follows it, if any.
  Status resynchronize(const std::string &why);
  /// Whether `position` starts a header line (`Name: value`).
  bool atHeaderLine();
  /// The next line, its `\n` included (the last line may lack it); false
  /// when nothing is left.
  bool readLine(std::string &line);
  /// Appends more input to `buffer`; false at the end.
  bool fill();

  int fd;
  int wakeFd;
  Framing framing;
  std::string buffer;
  size_t position = 0;
  bool ended = false;
  std::string error;
};

/// Writes `message` to `fd` in `framing`; false when the stream is broken.
bool writeMessage(int fd, llvm::StringRef message, Framing framing);

/// Writes all of `bytes` to `fd`; false when the stream is broken.
bool writeAll(int fd, llvm::StringRef bytes);

} // namespace tilekit::lsp

#endif // TILEKIT_TOOLS_TILE_LSP_SERVER_MESSAGESTREAM_H
