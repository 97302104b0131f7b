//===- HintFlags.h - -Wunsupported-hints / -Werr-hints ----------*- C++ -*-===//
//
// The hint-checking flags of TileKit's MLIR drivers (tile-opt,
// tile-translate, tile-lsp-server), defined once.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_HINTFLAGS_H
#define TILEKIT_DIALECT_CUDATILE_IR_HINTFLAGS_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::cuda_tile {

/// Registers -Wunsupported-hints and -Werr-hints with LLVM's command line;
/// call it before the command line is parsed. Only tools that call it have
/// the flags.
void registerHintFlags();

/// Gives each CudaTileDialect loaded from `registry` the flags' values
/// (read when the dialect is loaded, after the command line is parsed).
void addHintFlagsExtension(DialectRegistry &registry);

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_HINTFLAGS_H
