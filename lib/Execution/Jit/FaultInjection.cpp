//===- FaultInjection.cpp - A planted difference for the JIT --------------===//
//
// Each result of the named op (an integer or f16/bf16/f32/f64 tile) is
// replaced by the same tile with the lowest bit of every element flipped:
// `xori` with a splat of 1, through `bitcast` for floats. The rewrite is
// made in cuda_tile before the lowering, so it reaches every path of the
// JIT (vectors, buffers, fused stores) and none of the interpreter.
//
//===----------------------------------------------------------------------===//

#include "FaultInjection.h"

#include "tilekit/Conversion/CudaTileToStandard/CudaTileToStandard.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::jit {

#ifdef TILEKIT_JIT_FAULT_INJECTION

namespace {

/// `value` with the lowest bit of each element flipped, or null when its
/// element type has no integer view; `reader` is the new op that reads
/// `value`.
Value flipLowestBit(OpBuilder &builder, Location loc, Value value,
                    Operation *&reader) {
  auto tile = dyn_cast<TileType>(value.getType());
  if (!tile)
    return nullptr;
  Type elem = tile.getElementType();
  unsigned width = 0;
  if (auto integer = dyn_cast<IntegerType>(elem))
    width = integer.getWidth();
  else if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(elem))
    width = elem.getIntOrFloatBitWidth();
  else
    return nullptr;
  auto bitsType = cast<TileType>(
      tile.cloneWith(std::nullopt, builder.getIntegerType(width)));
  auto one = DenseIntElementsAttr::get(bitsType, APInt(width, 1));
  Value mask = ConstantOp::create(builder, loc, one);
  Value bits = value;
  if (!isa<IntegerType>(elem))
    bits = BitcastOp::create(builder, loc, bitsType, value);
  Value flipped = XOrIOp::create(builder, loc, bits, mask);
  reader = bits == value ? flipped.getDefiningOp() : bits.getDefiningOp();
  if (!isa<IntegerType>(elem))
    flipped = BitcastOp::create(builder, loc, tile, flipped);
  return flipped;
}

} // namespace

void applyFaultInjection(mlir::ModuleOp module) {
  const char *name = std::getenv("TILEKIT_JIT_PERTURB");
  if (!name || !*name)
    return;
  // The ops keep the ids the interpreter's thunks and error reports use;
  // the added ones have none.
  module.walk([](EntryOp entry) { numberEntryOps(entry); });
  llvm::SmallVector<Operation *> targets;
  module.walk([&](Operation *op) {
    if (op->getName().getStringRef() == name)
      targets.push_back(op);
  });
  unsigned count = 0;
  for (Operation *op : targets) {
    OpBuilder builder(op->getContext());
    builder.setInsertionPointAfter(op);
    for (Value result : op->getResults()) {
      Operation *reader = nullptr;
      Value flipped = flipLowestBit(builder, op->getLoc(), result, reader);
      if (!flipped)
        continue;
      result.replaceAllUsesExcept(flipped, reader);
      ++count;
    }
  }
  llvm::errs() << "tile-run: jit: TILEKIT_JIT_PERTURB flips the lowest bit of "
               << count << " result(s) of '" << name << "'\n";
}

LanesDefect plantedLanesDefect() {
  const char *text = std::getenv("TILEKIT_JIT_PERTURB_LANES");
  llvm::StringRef name = text ? text : "";
  return name == "reverse"    ? LanesDefect::Reverse
         : name == "unscaled" ? LanesDefect::Unscaled
                              : LanesDefect::None;
}

#else

void applyFaultInjection(mlir::ModuleOp) {}
LanesDefect plantedLanesDefect() { return LanesDefect::None; }

#endif

} // namespace tilekit::exec::jit
