//===- ToolInput.cpp - How the IR tools read their input ------------------===//

#include "tilekit/Tools/ToolInput.h"

#include "tilekit/Bytecode/Bytecode.h"
#include "tilekit/Support/FileSafety.h"
#include "tilekit/Support/NestingDepth.h"

#include <sys/stat.h>

using namespace tilekit;

bool tilekit::isBytecodeBuffer(llvm::StringRef buffer) {
  // MLIR's own bytecode starts "ML\xefR".
  return mlir::cuda_tile::isTileIRBytecode(llvm::MemoryBufferRef(buffer, "")) ||
         buffer.starts_with("ML\xef\x52");
}

llvm::Error tilekit::checkTextNesting(const llvm::MemoryBuffer &buffer) {
  if (isBytecodeBuffer(buffer.getBuffer()))
    return llvm::Error::success();
  return checkNestingDepth(buffer.getBuffer(), buffer.getBufferIdentifier());
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
tilekit::readToolInput(llvm::StringRef path) {
  auto buffer = readInputFile(path);
  if (!buffer)
    return buffer.takeError();
  if (llvm::Error error = checkTextNesting(**buffer))
    return std::move(error);
  return buffer;
}

llvm::Error tilekit::checkFileArguments(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    llvm::StringRef previous = argv[i - 1];
    // Options, and the output (/dev/null, /dev/stdout are fine there).
    if (arg.empty() || arg.starts_with("-") || previous == "-o" ||
        previous == "--o")
      continue;
    struct stat status;
    std::string path = arg.str();
    if (::stat(path.c_str(), &status) != 0 || S_ISREG(status.st_mode) ||
        S_ISDIR(status.st_mode))
      continue;
    if (auto buffer = readInputFile(path, 0); !buffer)
      return buffer.takeError();
  }
  return llvm::Error::success();
}
