//===- BlockLanes.cpp - Tile blocks as SIMD lanes -------------------------===//
//
// A Tile IR to Tile IR rewrite of the JIT's private copy of an entry. With W
// lanes the x block id becomes `bx * W + [0, 1, ..., W-1]` (tile<W x i32>);
// every rank-0 value that depends on it ("varying") becomes tile<W x T>,
// values that do not ("uniform") stay scalars and are broadcast where they
// meet varying ones. Element-wise ops, conversions, select, offset and weak
// pointer loads and stores are widened as they are (the lowering compiles
// W-wide tiles as vectors); `assume` on varying values is dropped (it is
// the identity). Control flow must be uniform. Anything else varying, and
// any op with effects other than weak pointer accesses, makes the entry
// ineligible: it then runs block by block as before.
//
// Every pointer access must be derived from one entry parameter, so that
// the launch can prove that the blocks of a group never read what another
// block writes: then a group in which a lane faults can be rerun block by
// block and give exactly the interpreter's error. Each parameter is
// stored through by at most one store, outside loops, so that every
// address ends with the value of the last block that stores to it.
//
//===----------------------------------------------------------------------===//

#include "BlockLanes.h"

#include "../Interpreter/MemoryAccess.h"

#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/TargetParser/Host.h"

#include <cstdlib>
#include <optional>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::jit {

namespace {

/// Ops that act on each element alone: on tile<W x T> they compute what
/// the W blocks compute on tile<T>.
bool isElementwise(Operation *op) {
  return isa<AbsIOp, AddIOp, SubIOp, MulIOp, MulhiIOp, DivIOp, RemIOp, NegIOp,
             MaxIOp, MinIOp, ShLIOp, ShRIOp, AndIOp, OrIOp, XOrIOp, CmpIOp,
             AbsFOp, AddFOp, SubFOp, MulFOp, FmaOp, DivFOp, RemFOp, NegFOp,
             MaxFOp, MinFOp, FloorOp, CeilOp, CmpFOp, SqrtOp, RsqrtOp, ExpOp,
             Exp2Op, LogOp, Log2Op, PowOp, FPowIOp, SinOp, CosOp, TanOp, SinhOp,
             CoshOp, TanhOp, Atan2Op, BitcastOp, ExtIOp, TruncIOp, FToFOp,
             FToIOp, IToFOp, IntToPtrOp, PtrToIntOp, PtrToPtrOp, SelectOp,
             OffsetOp>(op);
}

bool isControlFlow(Operation *op) {
  return isa<IfOp, ForOp, LoopOp, YieldOp, ContinueOp, BreakOp, ReturnOp>(op);
}

bool isRankZeroTile(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile && tile.getShape().empty();
}

/// The loop a `continue` or `break` leaves.
Operation *enclosingLoop(Operation *terminator) {
  Operation *parent = terminator->getParentOp();
  while (parent && !isa<ForOp, LoopOp>(parent))
    parent = parent->getParentOp();
  return parent;
}

/// The iteration values of a loop (for: after the induction variable).
Block::BlockArgListType iterValues(Operation *loop) {
  if (auto forOp = dyn_cast<ForOp>(loop))
    return forOp.getBody()->getArguments().drop_front();
  return cast<LoopOp>(loop).getBody()->getArguments();
}

OperandRange initValues(Operation *loop) {
  if (auto forOp = dyn_cast<ForOp>(loop))
    return forOp.getInitValues();
  return cast<LoopOp>(loop).getInitValues();
}

/// Pairs (source, target) of the values a terminator or loop passes on:
/// when the target is varying, a uniform source is broadcast.
SmallVector<std::pair<OpOperand *, Value>> transfers(Operation *op) {
  SmallVector<std::pair<OpOperand *, Value>> pairs;
  auto add = [&](MutableArrayRef<OpOperand> sources, auto targets) {
    for (auto [source, target] : llvm::zip(sources, targets))
      pairs.push_back({&source, target});
  };
  if (auto yield = dyn_cast<YieldOp>(op)) {
    if (auto parent = dyn_cast<IfOp>(op->getParentOp()))
      add(yield->getOpOperands(), parent.getResults());
  } else if (isa<ContinueOp>(op)) {
    if (Operation *loop = enclosingLoop(op))
      add(op->getOpOperands(), iterValues(loop));
  } else if (isa<BreakOp>(op)) {
    if (Operation *loop = enclosingLoop(op))
      add(op->getOpOperands(), loop->getResults());
  } else if (auto forOp = dyn_cast<ForOp>(op)) {
    add(forOp.getInitValuesMutable(), iterValues(op));
  } else if (auto loop = dyn_cast<LoopOp>(op)) {
    add(loop.getInitValuesMutable(), iterValues(op));
  }
  return pairs;
}

class Widening {
public:
  Widening(EntryOp entry, unsigned lanes, std::string &reason)
      : entry(entry), lanes(lanes), reason(reason) {}

  FailureOr<LanesPlan> run(LanesDefect defect) {
    collectOps();
    propagate();
    if (failed(check()))
      return failure();
    rewrite(defect);
    return std::move(plan);
  }

private:
  void collectOps() {
    entry.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
      ops.push_back(op);
      // Regions of other ops (reduce and scan combiners) run inside their
      // op; they are checked with it.
      if (op->getNumRegions() && !isa<IfOp, ForOp, LoopOp>(op))
        return WalkResult::skip();
      return WalkResult::advance();
    });
  }

  bool isVarying(Value value) const { return varying.contains(value); }
  bool anyVarying(ValueRange values) const {
    return llvm::any_of(values, [&](Value v) { return isVarying(v); });
  }
  bool mark(Value value) {
    if (isa<TokenType>(value.getType()))
      return false;
    return varying.insert(value).second;
  }

  /// The values that differ between the blocks of a group, to a fixed point
  /// (loops carry them around).
  void propagate() {
    for (bool changed = true; changed;) {
      changed = false;
      for (Operation *op : ops) {
        if (auto ids = dyn_cast<GetTileBlockIdOp>(op)) {
          changed |= mark(ids.getBlockIdX());
          continue;
        }
        if (isControlFlow(op) || isa<ForOp, LoopOp>(op)) {
          for (auto [source, target] : transfers(op))
            if (isVarying(source->get()))
              changed |= mark(target);
          if (auto forOp = dyn_cast<ForOp>(op))
            for (auto [arg, result] :
                 llvm::zip(iterValues(op), forOp.getResultValues()))
              if (isVarying(arg))
                changed |= mark(result);
          continue;
        }
        if (anyVarying(op->getOperands()))
          for (Value result : op->getResults())
            changed |= mark(result);
      }
    }
  }

  LogicalResult fail(Operation *op, const llvm::Twine &why) {
    reason = ("'" + op->getName().getStringRef() + "' " + why).str();
    return failure();
  }

  /// The entry parameter a pointer tile is derived from.
  std::optional<unsigned> pointerParameter(Value pointer) {
    if (auto arg = dyn_cast<BlockArgument>(pointer))
      return arg.getOwner() == &entry.getBody().front()
                 ? std::optional<unsigned>(arg.getArgNumber())
                 : std::nullopt;
    Operation *def = pointer.getDefiningOp();
    if (auto offset = dyn_cast<OffsetOp>(def))
      return pointerParameter(offset.getPtr());
    if (isa<PtrToPtrOp, BroadcastOp, ReshapeOp, AssumeOp>(def))
      return pointerParameter(def->getOperand(0));
    if (auto select = dyn_cast<SelectOp>(def)) {
      std::optional<unsigned> a = pointerParameter(select.getValIfTrue());
      std::optional<unsigned> b = pointerParameter(select.getValIfFalse());
      return a == b ? a : std::nullopt;
    }
    return std::nullopt;
  }

  LogicalResult checkAccess(Operation *op, Value pointer, bool weak,
                            SmallVector<unsigned> &params) {
    if (!weak)
      return fail(op, "is not weak");
    std::optional<unsigned> param = pointerParameter(pointer);
    if (!param)
      return fail(op, "accesses pointers not derived from one parameter");
    if (!llvm::is_contained(params, *param))
      params.push_back(*param);
    accessParams[op] = *param;
    return success();
  }

  LogicalResult check() {
    for (Operation *op : ops) {
      bool varyingIn = anyVarying(op->getOperands());
      bool varyingOut = anyVarying(op->getResults());
      for (Value result : op->getResults())
        if (isVarying(result) && !isRankZeroTile(result.getType()))
          return fail(op, "makes a tile of rank > 0 that differs between "
                          "blocks");
      for (Region &region : op->getRegions())
        for (Value arg : region.getArguments())
          if (isVarying(arg) && !isRankZeroTile(arg.getType()))
            return fail(op, "carries a value of rank > 0 that differs "
                            "between blocks");
      if (auto load = dyn_cast<LoadPtrTkoOp>(op)) {
        if (failed(
                checkAccess(op, load.getSource(),
                            interp::isWeak(load.getMemoryOrderingSemantics()),
                            plan.loadParams)))
          return failure();
      } else if (auto store = dyn_cast<StorePtrTkoOp>(op)) {
        // A group must leave each address as its blocks in order would:
        // the lanes of one store store in block order, but two stores (or
        // one in a loop) through one buffer could write an address in an
        // order other than the blocks'.
        size_t before = plan.storeParams.size();
        if (failed(
                checkAccess(op, store.getDestination(),
                            interp::isWeak(store.getMemoryOrderingSemantics()),
                            plan.storeParams)))
          return failure();
        if (plan.storeParams.size() == before)
          return fail(op, "is a second store through one parameter");
        if (op->getParentOfType<ForOp>() || op->getParentOfType<LoopOp>())
          return fail(op, "stores in a loop");
      } else if (auto ifOp = dyn_cast<IfOp>(op)) {
        if (isVarying(ifOp.getCondition()))
          return fail(op, "has a condition that differs between blocks");
      } else if (auto forOp = dyn_cast<ForOp>(op)) {
        if (anyVarying({forOp.getLowerBound(), forOp.getUpperBound(),
                        forOp.getStep()}))
          return fail(op, "has bounds that differ between blocks");
      } else if (isControlFlow(op) || isa<AssumeOp>(op)) {
        // Terminators pass varying values on; varying assumes are dropped.
      } else if (!isMemoryEffectFree(op)) {
        return fail(op, "has effects on memory or output");
      } else if ((varyingIn || varyingOut) && !isElementwise(op) &&
                 !isa<GetTileBlockIdOp>(op)) {
        return fail(op, "is not element-wise on values that differ between "
                        "blocks");
      }
    }
    return success();
  }

  Value broadcast(OpBuilder &b, Location loc, Value scalar) {
    Type element = cast<TileType>(scalar.getType()).getElementType();
    Value one = createOp(b, loc, "cuda_tile.reshape", {scalar},
                         TileType::get({1}, element));
    return createOp(b, loc, "cuda_tile.broadcast", {one},
                    TileType::get({int64_t(lanes)}, element));
  }

  static Value createOp(OpBuilder &b, Location loc, llvm::StringRef name,
                        ValueRange operands, Type result) {
    OperationState state(loc, name);
    state.addOperands(operands);
    state.addTypes(result);
    return b.create(state)->getResult(0);
  }

  /// `bx * W + lane` for the x result of `ids`; `reader` is the op that
  /// reads the group index.
  Value laneBlockIds(GetTileBlockIdOp ids, LanesDefect defect,
                     Operation *&reader) {
    OpBuilder b(ids->getContext());
    b.setInsertionPointAfter(ids);
    Location loc = ids.getLoc();
    Type i32 = b.getI32Type();
    auto scalar = TileType::get({}, i32);
    auto vector = TileType::get({int64_t(lanes)}, i32);
    Value width = ConstantOp::create(
        b, loc, DenseIntElementsAttr::get(scalar, APInt(32, lanes)));
    Value first =
        defect == LanesDefect::Unscaled
            ? createOp(b, loc, "cuda_tile.addi",
                       {ids.getBlockIdX(),
                        ConstantOp::create(
                            b, loc,
                            DenseIntElementsAttr::get(scalar, APInt(32, 0)))},
                       scalar)
            : createOp(b, loc, "cuda_tile.muli", {ids.getBlockIdX(), width},
                       scalar);
    reader = first.getDefiningOp();
    SmallVector<APInt> laneNumbers;
    for (unsigned i = 0; i < lanes; ++i)
      laneNumbers.push_back(
          APInt(32, defect == LanesDefect::Reverse ? lanes - 1 - i : i));
    Value offsets = ConstantOp::create(
        b, loc, DenseIntElementsAttr::get(vector, laneNumbers));
    return createOp(b, loc, "cuda_tile.addi",
                    {broadcast(b, loc, first), offsets}, vector);
  }

  void rewrite(LanesDefect defect) {
    MLIRContext *context = entry.getContext();
    // Which ops compute on varying values, before the types change.
    SmallVector<Operation *> widened;
    for (Operation *op : ops)
      if (!isControlFlow(op) && !isa<ForOp, LoopOp, GetTileBlockIdOp>(op) &&
          (anyVarying(op->getOperands()) || anyVarying(op->getResults())))
        widened.push_back(op);
    SmallVector<std::pair<OpOperand *, Value>> passed;
    for (Operation *op : ops)
      for (auto pair : transfers(op))
        if (isVarying(pair.second) && !isVarying(pair.first->get()))
          passed.push_back(pair);

    for (Value value : varying)
      if (!isa<OpResult>(value) ||
          !isa<GetTileBlockIdOp>(cast<OpResult>(value).getOwner()))
        value.setType(
            TileType::get({int64_t(lanes)},
                          cast<TileType>(value.getType()).getElementType()));

    for (Operation *op : widened) {
      if (auto id =
              op->getAttrOfType<IntegerAttr>(mlir::cuda_tile::abi::kOpIdAttr))
        plan.widenedOps.insert(id.getInt());
      if (isa<AssumeOp>(op))
        continue;
      OpBuilder b(op);
      for (OpOperand &operand : op->getOpOperands())
        if (!isVarying(operand.get()) &&
            isRankZeroTile(operand.get().getType()))
          operand.set(broadcast(b, op->getLoc(), operand.get()));
    }
    for (auto [operand, target] : passed) {
      OpBuilder b(operand->getOwner());
      operand->set(broadcast(b, operand->getOwner()->getLoc(), operand->get()));
    }
    for (Operation *op : widened)
      if (auto assume = dyn_cast<AssumeOp>(op)) {
        assume.getResult().replaceAllUsesWith(assume.getValue());
        assume.erase();
      }
    for (Operation *op : ops)
      if (auto ids = dyn_cast<GetTileBlockIdOp>(op)) {
        Operation *reader = nullptr;
        Value lanesX = laneBlockIds(ids, defect, reader);
        ids.getBlockIdX().replaceUsesWithIf(
            lanesX, [&](OpOperand &use) { return use.getOwner() != reader; });
      }
    auto i32 = IntegerType::get(context, 32);
    for (auto [op, param] : accessParams)
      op->setAttr(mlir::cuda_tile::abi::kLanesParamAttr,
                  IntegerAttr::get(i32, param));
  }

  EntryOp entry;
  unsigned lanes;
  std::string &reason;
  SmallVector<Operation *> ops;
  llvm::DenseSet<Value> varying;
  llvm::MapVector<Operation *, unsigned> accessParams;
  LanesPlan plan;
};

} // namespace

FailureOr<LanesPlan> widenAcrossBlocks(EntryOp entry, unsigned lanes,
                                       LanesDefect defect,
                                       std::string &reason) {
  return Widening(entry, lanes, reason).run(defect);
}

unsigned getHostLanes() {
  if (const char *text = std::getenv("TILEKIT_JIT_LANES"))
    if (*text)
      return unsigned(std::atoi(text));
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  // A call's fixed part (the parameters' lane ranges, the invariant
  // values) is shared by twice the blocks of 16 lanes, whose 8- and 16-bit
  // values filled only a quarter or half of a 512-bit register (sharpen:
  // 2.2-2.9 ms at 16 lanes, 1.36-1.40 at 32; 64 compiles past 150 ms).
  if (features.lookup("avx512f"))
    return 32;
  if (features.lookup("avx2"))
    return 8;
  return 4;
}

} // namespace tilekit::exec::jit
