//===- CudaTileReduction.h - Tile IR reduction patterns ---------*- C++ -*-===//
//
// Reduction patterns that let MLIR's reducer (`reduction-tree`) shrink Tile
// IR test cases. They are attached to the cuda_tile dialect as a
// DialectReductionPatternInterface, which is where the reduction tree looks
// for dialect patterns.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_REDUCE_CUDATILEREDUCTION_H
#define TILEKIT_REDUCE_CUDATILEREDUCTION_H

namespace mlir {
class DialectRegistry;
class RewritePatternSet;
class Tester;

namespace cuda_tile {

/// Attaches the Tile IR reduction patterns to the cuda_tile dialect.
void registerReductionPatternInterface(DialectRegistry &registry);

// Each reduction below is applied only where the module it leaves verifies,
// is still interesting to `tester` and prints smaller.

/// Erases cuda_tile ops none of whose results is used (side-effecting ones
/// included), then what only fed them.
void populateEraseUnusedOpPatterns(RewritePatternSet &patterns,
                                   const Tester &tester);

/// Replaces the tile result of a cuda_tile op by a `constant` zero of its
/// type, then erases what only fed the op.
void populateReplaceByZeroPatterns(RewritePatternSet &patterns,
                                   const Tester &tester);

/// Replaces the token of a single-result cuda_tile op by a `make_token`,
/// then erases what only fed the op.
void populateReplaceTokenByRootPatterns(RewritePatternSet &patterns,
                                        const Tester &tester);

/// Erases the entry arguments that have no uses, all at once.
void populateEraseUnusedArgumentPatterns(RewritePatternSet &patterns,
                                         const Tester &tester);

/// Cuts a `for` with constant lower bound and step to one iteration.
void populateSingleIterationLoopPatterns(RewritePatternSet &patterns,
                                         const Tester &tester);

/// Registers `tile-shrink-shapes`, which halves tile dimension sizes across
/// each function while the module verifies and, given an interestingness
/// script (`test=`), stays interesting to it.
void registerShrinkTileShapesPass();

} // namespace cuda_tile
} // namespace mlir

#endif // TILEKIT_REDUCE_CUDATILEREDUCTION_H
