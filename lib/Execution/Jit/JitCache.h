//===- JitCache.h - Compiled entries of a module ----------------*- C++ -*-===//
//
// What ExecutableModule keeps for the JIT: light enough for the runtime's
// sources (the compiled code itself is only declared here).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_JIT_JITCACHE_H
#define TILEKIT_LIB_EXECUTION_JIT_JITCACHE_H

#include "llvm/ADT/StringMap.h"

#include <memory>
#include <mutex>
#include <string>

namespace tilekit::exec::jit {

struct CompiledEntry;

/// Why an entry was not compiled.
struct CompileFailure {
  std::string opName;   ///< `cuda_tile.x`, or empty
  std::string location; ///< `file:line:col` of the op
  std::string message;
};

/// The compiled entries of one module: compiled once, by entry name (a
/// failure is remembered too).
struct JitCache {
  std::mutex mutex;
  struct Item {
    std::shared_ptr<CompiledEntry> compiled;
    CompileFailure failure;
  };
  llvm::StringMap<Item> entries;
};

} // namespace tilekit::exec::jit

#endif // TILEKIT_LIB_EXECUTION_JIT_JITCACHE_H
