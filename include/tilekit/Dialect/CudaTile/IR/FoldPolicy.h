//===- FoldPolicy.h - Folds beyond the reference's, switchable --*- C++ -*-===//
//
// TileKit folds more than NVIDIA's cuda-tile: `addf` of two finite constants
// becomes a constant (docs/differences.md). Everything that must give the
// reference's bytes (the reference optimizer's passes and pipelines) runs
// with only the reference's folds: a ReferenceFoldScope on the thread that
// runs the rewrite turns the extra folds off while it lives. The scope is
// per thread because MLIR runs one pass on many functions at once, each on
// one thread, and a pass with the reference's folds may run beside one with
// TileKit's.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_FOLDPOLICY_H
#define TILEKIT_DIALECT_CUDATILE_IR_FOLDPOLICY_H

namespace mlir::cuda_tile {

/// While alive, folds that the reference does not have are off on the
/// calling thread. Scopes nest.
class ReferenceFoldScope {
public:
  ReferenceFoldScope();
  ~ReferenceFoldScope();
  ReferenceFoldScope(const ReferenceFoldScope &) = delete;
  ReferenceFoldScope &operator=(const ReferenceFoldScope &) = delete;
};

/// The same as a scope, for callers whose begin and end are two calls
/// (pass instrumentations): every push is matched by a pop on its thread.
void pushReferenceFolds();
void popReferenceFolds();

/// Whether TileKit's own folds (beyond the reference's) may run on the
/// calling thread.
bool areTileKitFoldsEnabled();

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_FOLDPOLICY_H
