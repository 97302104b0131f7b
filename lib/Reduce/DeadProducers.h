//===- DeadProducers.h - erase ops left without uses ------------*- C++ -*-===//

#ifndef TILEKIT_LIB_REDUCE_DEADPRODUCERS_H
#define TILEKIT_LIB_REDUCE_DEADPRODUCERS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::cuda_tile {

/// Erases, through `rewriter`, the defining ops of `values` that have become
/// trivially dead, and transitively their own dead producers. The reducer
/// measures a candidate by its printed size, so a replacement only pays off
/// when what fed the replaced op goes with it.
void eraseDeadProducers(RewriterBase &rewriter, ArrayRef<Value> values);

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_REDUCE_DEADPRODUCERS_H
