//===- MatmulLoop.cpp - Recognizing matmul K loops ------------------------===//
//
// See MatmulLoop.h. The conditions make the blocked product the same
// computation as the loop: the loads are weak and nothing in the loop
// writes memory, so reading every iteration's tiles before multiplying
// them is invisible; the accumulator is seen by nothing but the next mmaf,
// so its intermediate values need not exist; each element's fma chain runs
// in the loop's order either way.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Conversion/CudaTileToStandard/MatmulLoop.h"

#include <cstdlib>
#include <string_view>

namespace mlir::cuda_tile {

std::optional<abi::MmaInput> getMmaF32Input(Type element) {
  if (element.isF32())
    return abi::kMmaF32;
  if (element.isTF32())
    return abi::kMmaTF32;
  if (element.isF16())
    return abi::kMmaF16;
  if (element.isBF16())
    return abi::kMmaBF16;
  if (isa<Float8E4M3FNType>(element))
    return abi::kMmaF8E4M3FN;
  if (isa<Float8E5M2Type>(element))
    return abi::kMmaF8E5M2;
  return std::nullopt;
}

namespace {

bool isOutside(Value value, ForOp loop) {
  return !loop.getRegion().isAncestor(value.getParentRegion());
}

/// A weak load of a partition view made outside the loop (or in it from
/// an outside tensor view), indexed by the induction variable or
/// loop-invariant values, whose tile only `mma` uses.
bool isLoopLoad(LoadViewTkoOp load, ForOp loop, MmaFOp mma) {
  if (load.getMemoryOrderingSemantics() != MemoryOrderingSemantics::WEAK ||
      !load.getResultToken().use_empty() ||
      (load.getToken() && !isOutside(load.getToken(), loop)))
    return false;
  Value tile = load.getTile();
  if (!tile.hasOneUse() || *tile.getUsers().begin() != mma.getOperation())
    return false;
  Value view = load.getView();
  if (!isa<PartitionViewType>(view.getType()))
    return false;
  if (!isOutside(view, loop)) {
    auto make = view.getDefiningOp<MakePartitionViewOp>();
    if (!make || !isOutside(make.getTensorView(), loop))
      return false;
  }
  Value iv = loop.getInductionVar();
  for (Value index : load.getIndex())
    if (index != iv && !isOutside(index, loop))
      return false;
  return true;
}

} // namespace

std::optional<MatmulLoop> matchMatmulLoop(ForOp loop) {
  // TILEKIT_JIT_MATMUL_LOOP=0 leaves such loops to the per-mmaf path (for
  // measurements); the lowering and the runtime read it alike.
  static const bool enabled = [] {
    const char *value = std::getenv("TILEKIT_JIT_MATMUL_LOOP");
    return !value || std::string_view(value) != "0";
  }();
  if (!enabled)
    return std::nullopt;
  if (loop.getInitValues().size() != 1 || loop.getNumResults() != 1)
    return std::nullopt;
  Block &body = loop.getRegion().front();
  Value acc = body.getArgument(1);
  auto accType = dyn_cast<TileType>(acc.getType());
  if (!accType || accType.getShape().size() != 2 ||
      !accType.getElementType().isF32() || !acc.hasOneUse())
    return std::nullopt;
  auto mma = dyn_cast<MmaFOp>(*acc.getUsers().begin());
  if (!mma || mma.getAcc() != acc || mma.getLhs() == acc ||
      mma.getRhs() == acc || mma->getBlock() != &body)
    return std::nullopt;
  auto lhsType = cast<TileType>(mma.getLhs().getType());
  if (!getMmaF32Input(lhsType.getElementType()))
    return std::nullopt;

  MatmulLoop match;
  match.mma = mma;
  match.lhsLoad = mma.getLhs().getDefiningOp<LoadViewTkoOp>();
  match.rhsLoad = mma.getRhs().getDefiningOp<LoadViewTkoOp>();
  if (!match.lhsLoad || !match.rhsLoad || match.lhsLoad == match.rhsLoad ||
      match.lhsLoad->getBlock() != &body ||
      match.rhsLoad->getBlock() != &body ||
      !isLoopLoad(match.lhsLoad, loop, mma) ||
      !isLoopLoad(match.rhsLoad, loop, mma))
    return std::nullopt;
  match.lhsFirst = match.lhsLoad->isBeforeInBlock(match.rhsLoad);

  // Nothing else in the body: views made from outside values, and the
  // terminator continuing with mmaf's result.
  for (Operation &op : body) {
    if (&op == match.lhsLoad.getOperation() ||
        &op == match.rhsLoad.getOperation() || &op == mma.getOperation())
      continue;
    if (auto make = dyn_cast<MakePartitionViewOp>(op)) {
      if (!isOutside(make.getTensorView(), loop))
        return std::nullopt;
      continue;
    }
    auto next = dyn_cast<ContinueOp>(op);
    if (!next || next->getNumOperands() != 1 ||
        next->getOperand(0) != mma.getResult())
      return std::nullopt;
  }
  return match;
}

} // namespace mlir::cuda_tile
