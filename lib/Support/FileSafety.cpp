//===- FileSafety.cpp - Inputs of bounded size, outputs renamed on success ===//

#include "tilekit/Support/FileSafety.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace tilekit;
using llvm::StringRef;

static llvm::Error fileError(const llvm::Twine &message) {
  return llvm::createStringError(
      std::make_error_code(std::errc::invalid_argument), message);
}

static const char *describeFileKind(mode_t mode) {
  if (S_ISDIR(mode))
    return "a folder";
  if (S_ISFIFO(mode))
    return "a FIFO";
  if (S_ISCHR(mode))
    return "a character device";
  if (S_ISBLK(mode))
    return "a block device";
  if (S_ISSOCK(mode))
    return "a socket";
  return "not a regular file";
}

static std::string formatLimit(uint64_t limit) {
  if (limit % (uint64_t(1) << 30) == 0)
    return llvm::formatv("{0} GiB", limit >> 30).str();
  if (limit % (uint64_t(1) << 20) == 0)
    return llvm::formatv("{0} MiB", limit >> 20).str();
  return llvm::formatv("{0} bytes", limit).str();
}

/// Reads `fd` to its end, failing once more than `limit` bytes came.
static llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readStream(int fd, StringRef name, uint64_t limit) {
  std::string contents;
  char chunk[1 << 16];
  while (true) {
    ssize_t count = ::read(fd, chunk, sizeof(chunk));
    if (count < 0 && errno == EINTR)
      continue;
    if (count < 0)
      return fileError(name + ": cannot read: " + std::strerror(errno));
    if (count == 0)
      break;
    if (contents.size() + count > limit)
      return fileError(name + ": larger than the input limit of " +
                       formatLimit(limit));
    contents.append(chunk, count);
  }
  return llvm::MemoryBuffer::getMemBufferCopy(contents, name);
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
tilekit::readInputFile(StringRef path, uint64_t limit) {
  if (path == "-")
    return readStream(STDIN_FILENO, "<stdin>", limit);
  std::string name = path.str();
  // O_NONBLOCK: opening a FIFO without a writer must not wait for one.
  int fd = ::open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    return fileError("cannot open '" + path + "': " + std::strerror(errno));
  struct stat status;
  if (::fstat(fd, &status) != 0) {
    int error = errno;
    ::close(fd);
    return fileError("cannot read '" + path + "': " + std::strerror(error));
  }
  if (!S_ISREG(status.st_mode)) {
    ::close(fd);
    return fileError("cannot read '" + path + "': it is " +
                     describeFileKind(status.st_mode) + ", not a regular file");
  }
  if (static_cast<uint64_t>(status.st_size) > limit) {
    ::close(fd);
    return fileError(
        "cannot read '" + path + "': " + std::to_string(status.st_size) +
        " bytes, larger than the input limit of " + formatLimit(limit));
  }
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> result =
      llvm::createStringError(std::errc::io_error, "unread");
  if (status.st_size == 0) {
    // Files of /proc say 0 and have contents: read them as a stream.
    result = readStream(fd, path, limit);
  } else {
    auto buffer = llvm::MemoryBuffer::getOpenFile(
        llvm::sys::fs::convertFDToNativeFile(fd), path, status.st_size);
    if (buffer)
      result = std::move(*buffer);
    else
      result = fileError("cannot read '" + path +
                         "': " + buffer.getError().message());
  }
  ::close(fd);
  return result;
}

void tilekit::reportFileSizeLimitAsError() {
  // LLVM installs its handlers for SIGXFSZ (remove the registered files,
  // print a stack dump, die) once, the first time they are needed: have it
  // do so now, so that ignoring the signal afterwards is final.
  llvm::sys::SetInterruptFunction(nullptr);
  std::signal(SIGXFSZ, SIG_IGN);
}

/// The folder that a file `path` is created in.
static std::string folderOf(StringRef path) {
  StringRef folder = llvm::sys::path::parent_path(path);
  return folder.empty() ? std::string(".") : folder.str();
}

static llvm::Error checkFolder(StringRef folder, StringRef what,
                               StringRef forPath) {
  struct stat status;
  std::string name = folder.str();
  auto where = [&]() -> std::string {
    return (what + " '" + forPath + "'").str();
  };
  if (::stat(name.c_str(), &status) != 0)
    return fileError(where() + ": the folder '" + folder + "' does not exist");
  if (!S_ISDIR(status.st_mode))
    return fileError(where() + ": '" + folder + "' is not a folder");
  if (::access(name.c_str(), W_OK | X_OK) != 0)
    return fileError(where() + ": cannot create files in '" + folder +
                     "': " + std::strerror(errno));
  return llvm::Error::success();
}

llvm::Error tilekit::checkOutputPath(StringRef path, StringRef what) {
  if (path.empty())
    return fileError(what + " needs a file name, got an empty one");
  if (path == "-")
    return llvm::Error::success();
  struct stat status;
  std::string name = path.str();
  if (::stat(name.c_str(), &status) == 0 && S_ISDIR(status.st_mode))
    return fileError(what + " '" + path + "' is a folder, not a file");
  // A link is replaced where it points, not the link itself.
  llvm::SmallString<256> real;
  if (!llvm::sys::fs::real_path(path, real))
    return checkFolder(folderOf(real), what, path);
  return checkFolder(folderOf(path), what, path);
}

llvm::Error tilekit::prepareOutputFolder(StringRef dir, StringRef what) {
  if (dir.empty())
    return fileError(what + " needs a folder name, got an empty one");
  struct stat status;
  std::string name = dir.str();
  if (::stat(name.c_str(), &status) == 0 && !S_ISDIR(status.st_mode))
    return fileError(what + " '" + dir + "' exists and is not a folder");
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return fileError(what + ": cannot create the folder '" + dir +
                     "': " + ec.message());
  return checkFolder(dir, what, dir);
}

/// Where `target` really is (a link is followed) and whether it is a file
/// to be replaced by a rename (missing or regular: not /dev/null, a FIFO).
static std::pair<std::string, bool> resolveTarget(StringRef target) {
  llvm::SmallString<256> real;
  std::string path = target.str();
  if (!llvm::sys::fs::real_path(target, real))
    path = real.str().str();
  struct stat status;
  bool replaceable =
      ::stat(path.c_str(), &status) != 0 || S_ISREG(status.st_mode);
  return {path, replaceable};
}

/// A new empty file beside `path`, with the permissions of `path` if it
/// exists; removed by LLVM's signal handlers if the process is killed.
static llvm::Expected<std::string> createTemporaryBeside(StringRef path,
                                                         int *fdOut) {
  llvm::SmallString<256> model(folderOf(path));
  llvm::sys::path::append(model, "." + llvm::sys::path::filename(path) +
                                     ".tmp-%%%%%%%%");
  int fd;
  llvm::SmallString<256> temporary;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueFile(model, fd, temporary))
    return fileError("cannot create a file beside '" + path +
                     "': " + ec.message());
  struct stat status;
  std::string name = path.str();
  if (::stat(name.c_str(), &status) == 0)
    (void)::fchmod(fd, status.st_mode & 07777);
  llvm::sys::RemoveFileOnSignal(temporary);
  if (fdOut)
    *fdOut = fd;
  else
    ::close(fd);
  return temporary.str().str();
}

/// Renames `temporary` onto `target`, or removes it on failure.
static llvm::Error renameInto(StringRef temporary, StringRef target) {
  std::error_code ec = llvm::sys::fs::rename(temporary, target);
  llvm::sys::DontRemoveFileOnSignal(temporary);
  if (ec) {
    llvm::sys::fs::remove(temporary);
    return fileError("cannot replace '" + target + "': " + ec.message());
  }
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<SafeOutputFile>>
SafeOutputFile::create(StringRef target) {
  if (llvm::Error error = checkOutputPath(target))
    return std::move(error);
  std::unique_ptr<SafeOutputFile> file(new SafeOutputFile());
  file->target = target.str();
  auto [path, replaceable] = resolveTarget(target);
  std::error_code ec;
  if (target == "-" || !replaceable) {
    // Standard output, /dev/null, a FIFO: nothing to replace.
    file->toStdout = true;
    file->temporary = file->target;
    file->stream = std::make_unique<llvm::raw_fd_ostream>(target, ec);
    if (ec)
      return fileError("cannot open '" + target + "': " + ec.message());
    return std::move(file);
  }
  int fd;
  llvm::Expected<std::string> temporary = createTemporaryBeside(path, &fd);
  if (!temporary)
    return temporary.takeError();
  file->target = path;
  file->temporary = *temporary;
  file->stream = std::make_unique<llvm::raw_fd_ostream>(fd, true);
  return std::move(file);
}

SafeOutputFile::~SafeOutputFile() { discard(); }

llvm::raw_ostream &SafeOutputFile::os() { return *stream; }

void SafeOutputFile::discard() {
  if (done)
    return;
  done = true;
  // A stream destroyed with an unchecked error aborts the process.
  stream->close();
  stream->clear_error();
  if (toStdout)
    return;
  llvm::sys::fs::remove(temporary);
  llvm::sys::DontRemoveFileOnSignal(temporary);
}

std::error_code SafeOutputFile::flushAndCheck() {
  stream->flush();
  return stream->error();
}

llvm::Error SafeOutputFile::commit() {
  if (done)
    return llvm::Error::success();
  stream->close();
  if (std::error_code ec = stream->error()) {
    std::string message = ec.message();
    discard();
    return fileError("cannot write '" + target + "': " + message +
                     " (the file was left as it was)");
  }
  done = true;
  if (toStdout)
    return llvm::Error::success();
  return renameInto(temporary, target);
}

llvm::Expected<SafeOutputFile &> SafeOutputSet::add(StringRef target) {
  auto file = SafeOutputFile::create(target);
  if (!file)
    return file.takeError();
  files.push_back(std::move(*file));
  return *files.back();
}

llvm::Error SafeOutputSet::commitAll() {
  // Every write is checked (close) before the first rename.
  for (auto &file : files) {
    if (std::error_code ec = file->flushAndCheck()) {
      std::string message = ec.message();
      discardAll();
      return fileError("cannot write '" + file->getTargetPath() +
                       "': " + message + " (no output was replaced)");
    }
  }
  for (auto &file : files)
    if (llvm::Error error = file->commit())
      return error;
  return llvm::Error::success();
}

void SafeOutputSet::discardAll() {
  for (auto &file : files)
    file->discard();
}

llvm::Error RedirectedOutputArgument::redirect(int argc, char **argv,
                                               bool always) {
  storage.assign(argv, argv + argc);
  std::optional<size_t> valueAt;
  bool joined = false;
  for (int i = 1; i < argc; ++i) {
    StringRef arg = argv[i];
    if (arg == "--")
      break;
    if (arg == "-o" || arg == "--o") {
      if (i + 1 >= argc)
        return fileError("-o needs a file name");
      valueAt = ++i;
      joined = false;
    } else if (arg.starts_with("-o=") || arg.starts_with("--o=")) {
      valueAt = i;
      joined = true;
    }
  }
  auto rebuild = [&] {
    arguments.clear();
    for (std::string &arg : storage)
      arguments.push_back(arg.data());
    arguments.push_back(nullptr);
  };
  std::string output = "-";
  if (valueAt)
    output = joined ? StringRef(storage[*valueAt]).split('=').second.str()
                    : storage[*valueAt];
  if (llvm::Error error = checkOutputPath(output))
    return error;
  auto [path, replaceable] = resolveTarget(output);
  if (output == "-" || !replaceable) {
    if (!always) {
      rebuild();
      return llvm::Error::success();
    }
    llvm::SmallString<128> created;
    if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
            "tilekit-output", "tmp", created))
      return fileError("cannot create a temporary file: " + ec.message());
    llvm::sys::RemoveFileOnSignal(created);
    temporary = created.str().str();
    copyTo = output;
  } else {
    llvm::Expected<std::string> created = createTemporaryBeside(path, nullptr);
    if (!created)
      return created.takeError();
    target = path;
    temporary = *created;
  }
  if (valueAt)
    storage[*valueAt] = joined ? "-o=" + temporary : temporary;
  else
    storage.push_back("-o=" + temporary);
  rebuild();
  return llvm::Error::success();
}

llvm::Error RedirectedOutputArgument::finish(bool succeeded) {
  if (temporary.empty())
    return llvm::Error::success();
  std::string from = std::move(temporary);
  temporary.clear();
  if (!succeeded || !copyTo.empty()) {
    llvm::Error copied = llvm::Error::success();
    if (succeeded) {
      auto contents = readInputFile(from);
      std::error_code ec;
      llvm::raw_fd_ostream out(copyTo, ec);
      if (!contents)
        copied = contents.takeError();
      else if (ec)
        copied = fileError("cannot open '" + copyTo + "': " + ec.message());
      else {
        out << (*contents)->getBuffer();
        out.close();
        if (out.has_error())
          copied = fileError("cannot write '" + copyTo +
                             "': " + out.error().message());
        out.clear_error();
      }
    }
    llvm::sys::fs::remove(from);
    llvm::sys::DontRemoveFileOnSignal(from);
    return copied;
  }
  return renameInto(from, target);
}

RedirectedOutputArgument::~RedirectedOutputArgument() {
  if (!temporary.empty())
    consumeError(finish(false));
}
