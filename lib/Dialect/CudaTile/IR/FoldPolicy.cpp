//===- FoldPolicy.cpp - Folds beyond the reference's, switchable ----------===//

#include "tilekit/Dialect/CudaTile/IR/FoldPolicy.h"

using namespace mlir::cuda_tile;

/// Open ReferenceFoldScopes on this thread.
static thread_local unsigned referenceFoldDepth = 0;

void mlir::cuda_tile::pushReferenceFolds() { ++referenceFoldDepth; }
void mlir::cuda_tile::popReferenceFolds() { --referenceFoldDepth; }

ReferenceFoldScope::ReferenceFoldScope() { pushReferenceFolds(); }
ReferenceFoldScope::~ReferenceFoldScope() { popReferenceFolds(); }

bool mlir::cuda_tile::areTileKitFoldsEnabled() {
  return referenceFoldDepth == 0;
}
