//===- MessageStream.cpp - JSON-RPC message framing on file descriptors ---===//

#include "MessageStream.h"

#include "llvm/ADT/StringExtras.h"

#include <cerrno>
#include <poll.h>
#include <unistd.h>

using namespace tilekit::lsp;

/// The largest body accepted, as in MLIR's server: a larger length is a
/// corrupt header, not a message.
static constexpr unsigned long long kMaxContentLength = 1ull << 30;

bool MessageReader::fill() {
  if (ended)
    return false;
  // Drop what was consumed before growing the buffer.
  buffer.erase(0, position);
  position = 0;
  while (true) {
    pollfd fds[2] = {{fd, POLLIN, 0}, {wakeFd, POLLIN, 0}};
    int count = poll(fds, wakeFd >= 0 ? 2 : 1, -1);
    if (count < 0) {
      if (errno == EINTR)
        continue;
      ended = true;
      return false;
    }
    if (wakeFd >= 0 && fds[1].revents) {
      ended = true;
      return false;
    }
    if (!fds[0].revents)
      continue;
    char chunk[65536];
    ssize_t size = ::read(fd, chunk, sizeof(chunk));
    if (size < 0 && (errno == EINTR || errno == EAGAIN))
      continue;
    if (size <= 0) {
      ended = true;
      return false;
    }
    buffer.append(chunk, size);
    return true;
  }
}

bool MessageReader::readLine(std::string &line) {
  line.clear();
  while (true) {
    size_t newline = buffer.find('\n', position);
    if (newline != std::string::npos) {
      line.assign(buffer, position, newline + 1 - position);
      position = newline + 1;
      return true;
    }
    if (!fill()) {
      // The last line, without its newline.
      if (position == buffer.size())
        return false;
      line.assign(buffer, position, std::string::npos);
      position = buffer.size();
      return true;
    }
  }
}

MessageReader::Status MessageReader::read(std::string &message) {
  message.clear();
  return framing == Framing::Standard ? readStandard(message)
                                      : readDelimited(message);
}

MessageReader::Status MessageReader::readStandard(std::string &message) {
  // Headers, each ended by \r\n, then an empty line. Content-Length is the
  // only header that matters; others are ignored.
  unsigned long long length = 0;
  std::string line;
  while (true) {
    if (!readLine(line))
      return Status::End;
    llvm::StringRef header(line);
    if (header.consume_front("Content-Length: ")) {
      if (llvm::getAsUnsignedInteger(header.trim(), 10, length))
        length = 0;
      continue;
    }
    if (header.trim().empty())
      break;
  }
  if (length == 0 || length > kMaxContentLength)
    return Status::Skipped;
  while (buffer.size() - position < length)
    if (!fill())
      return Status::End;
  message.assign(buffer, position, length);
  position += length;
  return Status::Message;
}

MessageReader::Status MessageReader::readDelimited(std::string &message) {
  std::string line;
  bool any = false;
  while (readLine(line)) {
    any = true;
    llvm::StringRef text = llvm::StringRef(line).trim();
    if (text.starts_with("//")) {
      if (text == "// -----")
        return Status::Message;
      continue;
    }
    message += line;
  }
  // The last message runs to the end of the input.
  return any ? Status::Message : Status::End;
}

bool tilekit::lsp::writeAll(int fd, llvm::StringRef bytes) {
  while (!bytes.empty()) {
    ssize_t size = ::write(fd, bytes.data(), bytes.size());
    if (size < 0 && errno == EINTR)
      continue;
    if (size <= 0)
      return false;
    bytes = bytes.drop_front(size);
  }
  return true;
}

bool tilekit::lsp::writeMessage(int fd, llvm::StringRef message,
                                Framing framing) {
  std::string frame;
  if (framing == Framing::Standard) {
    frame = "Content-Length: " + std::to_string(message.size()) + "\r\n\r\n";
    frame += message;
  } else {
    // Lines as read, so that the server's parse errors locate as in the
    // editor's input.
    frame = message.str();
    if (!message.ends_with("\n"))
      frame += "\n";
    frame += "// -----\n";
  }
  return writeAll(fd, frame);
}
