//===- FileSafety.h - Inputs of bounded size, outputs renamed on success --===//
//
// What every TileKit tool does with the files a user names:
// - an input is a regular file (or "-", standard input) read up to a size
//   limit: /dev/zero, a FIFO without a writer or a directory is refused with
//   a message naming the file, instead of reading forever or blocking;
// - an output is written to a temporary file beside its target and renamed
//   onto it only once the whole output is written: a failed run, an
//   interrupt, a full disk or a file-size limit leaves the target as it was
//   (and so never destroys an input that is also the output).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_SUPPORT_FILESAFETY_H
#define TILEKIT_SUPPORT_FILESAFETY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilekit {

/// The largest input a tool reads: 4 GiB (larger modules and arrays do not
/// fit the 32-bit offsets of the formats anyway).
constexpr uint64_t kMaxInputBytes = uint64_t(4) << 30;

/// Reads `path` ("-": standard input) whole. Refuses what is not a regular
/// file, and any input larger than `limit` bytes, naming the file.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readInputFile(llvm::StringRef path, uint64_t limit = kMaxInputBytes);

/// Makes a write past the file-size limit (ulimit -f) fail with EFBIG,
/// reported as a write error, instead of killing the process with SIGXFSZ.
/// For tools' main functions.
void reportFileSizeLimitAsError();

/// Checks, before any work, that files can be created in the folder of
/// `path` ("-" needs nothing): the folder exists, is a folder and is
/// writable. `what` names the option in the message ("-o").
llvm::Error checkOutputPath(llvm::StringRef path, llvm::StringRef what = "-o");

/// Creates the folder `dir` if needed and checks that files can be created
/// in it.
llvm::Error prepareOutputFolder(llvm::StringRef dir,
                                llvm::StringRef what = "-o");

/// An output file that replaces its target only when committed. "-" writes
/// to standard output directly. Until commit(), the data goes to a
/// temporary file in the target's folder (removed if the process is
/// interrupted); an output never committed leaves the target untouched.
class SafeOutputFile {
public:
  /// Opens the temporary file for `target`.
  static llvm::Expected<std::unique_ptr<SafeOutputFile>>
  create(llvm::StringRef target);
  ~SafeOutputFile();

  llvm::raw_ostream &os();
  /// Where the data goes until commit() (the target itself for "-").
  llvm::StringRef getTemporaryPath() const { return temporary; }
  llvm::StringRef getTargetPath() const { return target; }
  /// Flushes and closes the temporary file, checking every write, then
  /// renames it onto the target.
  llvm::Error commit();
  /// Removes the temporary file; the target stays as it was.
  void discard();
  /// Flushes what was written so far; the first write error, if any.
  std::error_code flushAndCheck();

private:
  SafeOutputFile() = default;
  std::string target;
  std::string temporary;
  std::unique_ptr<llvm::raw_fd_ostream> stream;
  bool toStdout = false;
  bool done = false;
};

/// Several outputs of one run (tile-run's -o DIR/argN.npy): each written to
/// its temporary file; commitAll() renames them only once every one was
/// written, so a run never leaves some outputs new and others old or
/// partial.
class SafeOutputSet {
public:
  llvm::Expected<SafeOutputFile &> add(llvm::StringRef target);
  llvm::Error commitAll();
  /// Removes every temporary file; no target changes.
  void discardAll();

private:
  std::vector<std::unique_ptr<SafeOutputFile>> files;
};

/// For drivers whose output option is parsed and opened inside MLIR's
/// mains (mlirTranslateMain, mlirReduceMain): finds `-o FILE` / `-o=FILE`
/// in argv, checks FILE's folder up front, and points the option at a
/// temporary file beside FILE. After the main returns, finish(success)
/// renames the temporary onto FILE, or removes it.
class RedirectedOutputArgument {
public:
  /// Rewrites `argv` (kept alive by this object). Fails on an `-o` whose
  /// folder cannot take the file, or an empty `-o`. With `always`, an
  /// output to standard output (no -o, `-o -`) or to a device goes to a
  /// temporary file too, copied there by finish(true): for drivers whose
  /// children share standard output (tile-reduce's scripts).
  llvm::Error redirect(int argc, char **argv, bool always = false);
  /// The number of arguments of argv().
  int argc() const { return static_cast<int>(arguments.size()) - 1; }
  /// The argv to pass on.
  char **argv() { return arguments.data(); }
  /// Whether an `-o` other than "-" was found.
  bool isRedirected() const { return !target.empty(); }
  llvm::StringRef getTargetPath() const { return target; }
  llvm::StringRef getTemporaryPath() const { return temporary; }
  llvm::Error finish(bool succeeded);
  ~RedirectedOutputArgument();

private:
  std::vector<std::string> storage;
  std::vector<char *> arguments;
  std::string target;
  std::string temporary;
  /// Where finish(true) copies the temporary to, when not renaming it.
  std::string copyTo;
};

} // namespace tilekit

#endif // TILEKIT_SUPPORT_FILESAFETY_H
