//===- MessageStream.cpp - JSON-RPC message framing on file descriptors ---===//

#include "MessageStream.h"

#include "llvm/ADT/StringExtras.h"

#include <cerrno>
#include <optional>
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
  // Where the search for the newline goes on, from `position`: a long line
  // arriving in many chunks is scanned once, not once per chunk.
  size_t scanned = 0;
  while (true) {
    size_t newline = buffer.find('\n', position + scanned);
    if (newline != std::string::npos) {
      line.assign(buffer, position, newline + 1 - position);
      position = newline + 1;
      return true;
    }
    scanned = buffer.size() - position;
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
  error.clear();
  return framing == Framing::Standard ? readStandard(message)
                                      : readDelimited(message);
}

MessageReader::Status MessageReader::readStandard(std::string &message) {
  // Headers, each ended by \r\n, then an empty line. Content-Length is the
  // only header that matters; others are ignored.
  unsigned long long length = 0;
  std::optional<std::string> lengthHeader;
  bool badLength = false;
  unsigned headers = 0;
  std::string line;
  while (true) {
    if (!readLine(line))
      return Status::End;
    llvm::StringRef header = llvm::StringRef(line).trim();
    if (header.empty()) {
      // A stray empty line between messages is no header block.
      if (headers == 0)
        continue;
      break;
    }
    ++headers;
    if (header.consume_front("Content-Length:")) {
      lengthHeader = llvm::StringRef(line).trim().str();
      badLength = llvm::getAsUnsignedInteger(header.trim(), 10, length);
    }
  }
  if (!lengthHeader)
    return resynchronize("a header block without Content-Length");
  if (badLength)
    return resynchronize("bad header '" + *lengthHeader +
                         "': the length is not a non-negative decimal number");
  if (length > kMaxContentLength)
    return resynchronize("bad header '" + *lengthHeader +
                         "': longer than the limit of 1 GiB");
  if (length == 0) {
    error = "skipped an empty message ('" + *lengthHeader + "')";
    return Status::Skipped;
  }
  while (buffer.size() - position < length)
    if (!fill())
      return Status::End;
  message.assign(buffer, position, length);
  position += length;
  return Status::Message;
}

bool MessageReader::atHeaderLine() {
  for (size_t i = 0;; ++i) {
    while (position + i >= buffer.size())
      if (!fill())
        return false;
    char c = buffer[position + i];
    if (c == ':')
      return i > 0;
    if (!llvm::isAlnum(c) && c != '-')
      return false;
  }
}

MessageReader::Status MessageReader::resynchronize(const std::string &why) {
  // The body's length is unknown, but a JSON-RPC body is one JSON object
  // (or a batch array): its end is where its brackets balance, strings
  // excepted. A header line right away means no body followed.
  while (position == buffer.size())
    if (!fill()) {
      error = why + "; the input ended after it";
      return Status::End;
    }
  char first = buffer[position];
  if (first != '{' && first != '[') {
    if (atHeaderLine()) {
      error = why + "; no message followed it";
      return Status::Skipped;
    }
    error = why + "; no message follows it and the next one cannot be "
                  "found: stopping";
    return Status::Broken;
  }
  unsigned long long depth = 0;
  bool inString = false, escaped = false;
  for (size_t i = 0;; ++i) {
    if (i > kMaxContentLength) {
      error = why + "; the message after it is longer than 1 GiB: stopping";
      return Status::Broken;
    }
    while (position + i >= buffer.size())
      if (!fill()) {
        error = why + "; the input ended inside the message after it";
        return Status::End;
      }
    char c = buffer[position + i];
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"')
      inString = true;
    else if (c == '{' || c == '[')
      ++depth;
    else if ((c == '}' || c == ']') && --depth == 0) {
      position += i + 1;
      error = why + "; skipped the " + std::to_string(i + 1) +
              "-byte message after it";
      return Status::Skipped;
    }
  }
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
