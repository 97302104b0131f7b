//===- Bytecode.h - Tile IR bytecode reader and writer ----------*- C++ -*-===//
//
// Reads and writes the Tile IR bytecode ("\x7FTileIR\0" files) of releases
// 13.1 to 13.3, byte-identical to the reference writer.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_BYTECODE_BYTECODE_H
#define TILEKIT_BYTECODE_BYTECODE_H

#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include <optional>
#include <string>

namespace mlir::cuda_tile {

/// A bytecode version: release major.minor plus a tag written into the
/// header and otherwise ignored.
struct BytecodeVersion {
  unsigned major = 13;
  unsigned minor = 3;
  unsigned tag = 0;

  TileIRVersion getRelease() const { return {major, minor}; }
  /// `13.3`, or `13.3.7` when the tag is not zero.
  std::string str() const;
  /// Parses `M.m` or `M.m.t` (decimal); nullopt when malformed.
  static std::optional<BytecodeVersion> parse(llvm::StringRef text);
};

/// The releases this implementation reads and writes, oldest first.
llvm::ArrayRef<TileIRVersion> getSupportedBytecodeReleases();
/// The newest supported release (the default target).
BytecodeVersion getCurrentBytecodeVersion();
bool isSupportedBytecodeRelease(TileIRVersion release);

/// Writes `module` as bytecode of `version`. Fails, with diagnostics on the
/// offending ops, when the module uses something `version` cannot encode.
/// The output is deterministic: the same module always gives the same bytes.
llvm::LogicalResult
writeBytecode(llvm::raw_ostream &os, ModuleOp module,
              BytecodeVersion version = getCurrentBytecodeVersion());

/// Reads a bytecode buffer into a new `cuda_tile.module @kernels`. Errors
/// are emitted as diagnostics "error at offset N: ..." at `location`
/// (unknown location by default); returns null on failure.
OwningOpRef<ModuleOp> readBytecode(llvm::MemoryBufferRef buffer,
                                   MLIRContext &context,
                                   std::optional<Location> location = {});

/// Whether `buffer` starts with the bytecode magic number.
bool isTileIRBytecode(llvm::MemoryBufferRef buffer);

} // namespace mlir::cuda_tile

#endif // TILEKIT_BYTECODE_BYTECODE_H
