//===- MatmulLoop.h - K loops of mmaf over loaded view tiles ----*- C++ -*-===//
//
// The loop cuTile and hand-written GEMMs emit for one output tile:
//
//   %c = for %k in (%lo to %hi, step %s) iter_values(%acc = %init) {
//     %a, %ta = load_view_tko weak %va[..., %k or invariant, ...]
//     %b, %tb = load_view_tko weak %vb[...]
//     %n = mmaf %a, %b, %acc
//     continue %n
//   }
//
// The JIT runs such a loop as one blocked product (C held in registers
// across several iterations' K, A and B packed once per group of
// iterations) instead of one mmaf call per iteration. The lowering and the
// runtime both recognize the loop with this one function, so they agree on
// which ops it covers.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_CONVERSION_CUDATILETOSTANDARD_MATMULLOOP_H
#define TILEKIT_CONVERSION_CUDATILETOSTANDARD_MATMULLOOP_H

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include <optional>

namespace mlir::cuda_tile {

/// The runtime's code for an mmaf input element type, if mmaf into f32
/// with it runs on the microkernel (an f32 fma chain per element).
std::optional<abi::MmaInput> getMmaF32Input(Type element);

/// The ops of a matmul K loop.
struct MatmulLoop {
  LoadViewTkoOp lhsLoad; ///< the load whose tile is mmaf's A
  LoadViewTkoOp rhsLoad; ///< the load whose tile is mmaf's B
  MmaFOp mma;
  /// The load that comes first in the body (faults are reported in
  /// program order).
  bool lhsFirst = true;
};

/// `loop` as a matmul K loop, if its body is exactly: make_partition_view
/// of values defined outside the loop, two weak load_view_tko of partition
/// views whose indices are the induction variable or loop-invariant, whose
/// tiles feed only the mmaf and whose tokens are unused, and one mmaf of
/// rank-2 tiles into an f32 accumulator (the loop's only iteration value,
/// used by nothing else) whose result the loop continues with.
std::optional<MatmulLoop> matchMatmulLoop(ForOp loop);

} // namespace mlir::cuda_tile

#endif // TILEKIT_CONVERSION_CUDATILETOSTANDARD_MATMULLOOP_H
