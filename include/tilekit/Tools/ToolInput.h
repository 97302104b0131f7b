//===- ToolInput.h - How the IR tools read their input ---------*- C++ -*-===//
//
// One way for every tool to read a module: a regular file (or standard
// input) of bounded size (FileSafety.h), and, for text, nested no deeper
// than the parser and the later stages can recurse (NestingDepth.h).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_TOOLINPUT_H
#define TILEKIT_TOOLS_TOOLINPUT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace tilekit {

/// Whether `buffer` holds bytecode (Tile IR's or MLIR's), not text.
bool isBytecodeBuffer(llvm::StringRef buffer);

/// Checks the nesting of a text buffer; bytecode passes (its reader limits
/// region depth itself).
llvm::Error checkTextNesting(const llvm::MemoryBuffer &buffer);

/// Reads `path` ("-": standard input) for a tool: readInputFile, then
/// checkTextNesting.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readToolInput(llvm::StringRef path);

/// Refuses, before a driver that opens its files itself runs, any argument
/// of `argv` that names an existing file that is not a regular file (a
/// FIFO, /dev/zero): such a read would block or never end.
llvm::Error checkFileArguments(int argc, char **argv);

} // namespace tilekit

#endif // TILEKIT_TOOLS_TOOLINPUT_H
