//===- ReleaseRules.cpp - verifier rules that changed between releases ----===//

#include "tilekit/Dialect/CudaTile/IR/ReleaseRules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// 13.4 widened the ftof rounding table (exact widenings, f64 -> f32 and
/// f32 -> tf32 take more modes); 13.1 to 13.3 accept the 13.1 table.
static std::optional<ReleaseRequirement> getFToFRelease(FToFOp op) {
  // Also asked of modules that were not verified: no assumption on types.
  if (op->getNumOperands() != 1 || op->getNumResults() != 1)
    return std::nullopt;
  auto fromTile = dyn_cast<TileType>(op->getOperand(0).getType());
  auto toTile = dyn_cast<TileType>(op->getResult(0).getType());
  if (!fromTile || !toTile)
    return std::nullopt;
  Type from = fromTile.getElementType(), to = toTile.getElementType();
  RoundingMode mode = op.getRoundingMode();
  if (llvm::is_contained(getFToFRoundingModes(from, to, {13, 3}), mode))
    return std::nullopt;
  std::string reason;
  llvm::raw_string_ostream os(reason);
  os << "'cuda_tile.ftof' rounding mode '" << stringifyRoundingMode(mode)
     << "' from " << from << " to " << to;
  return ReleaseRequirement{{13, 4}, reason};
}

std::optional<ReleaseRequirement> cuda_tile::getVerifierRelease(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<ReleaseRequirement>>(op)
      .Case([](FToFOp ftof) { return getFToFRelease(ftof); })
      .Case([](ReturnOp ret) -> std::optional<ReleaseRequirement> {
        // 13.4 lets a return leave a `loop` (through `if`s and `loop`s).
        if (!ret.isInsideLoop())
          return std::nullopt;
        return ReleaseRequirement{{13, 4},
                                  "'cuda_tile.return' inside 'cuda_tile.loop'"};
      })
      .Default([](Operation *) { return std::nullopt; });
}
