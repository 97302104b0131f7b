//===- OpSites.cpp - Static facts of the ops compiled code calls back for -===//
//
// Ops are numbered in pre-order over the entry's body, exactly as the
// lowering numbers its copy, so an op id in compiled code names the
// original op here. Thunked ops get the interpreter's step, compiled by the
// interpreter's own rules with their operands and results in fresh slots.
//
//===----------------------------------------------------------------------===//

#include "JitRuntime.h"

#include "../Interpreter/MemoryAccess.h"

#include "tilekit/Conversion/CudaTileToStandard/MatmulLoop.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace tilekit::exec::interp;

namespace tilekit::exec::jit {

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

static ThunkValue describeValue(Compiler &compiler, Value value) {
  ThunkValue described;
  described.slot = compiler.slot(value);
  Type type = value.getType();
  if (isa<TokenType>(type)) {
    described.kind = ThunkValue::Kind::Token;
  } else if (auto tensor = dyn_cast<TensorViewType>(type)) {
    described.kind = ThunkValue::Kind::View;
    described.rank = tensor.getShape().size();
  } else if (isa<PartitionViewType, StridedViewType, GatherScatterViewType>(
                 type)) {
    // Tile views share their tensor view's record.
    TensorViewType tensor;
    if (auto v = dyn_cast<PartitionViewType>(type))
      tensor = v.getTensorView();
    else if (auto v = dyn_cast<StridedViewType>(type))
      tensor = v.getTensorView();
    else
      tensor = cast<GatherScatterViewType>(type).getTensorView();
    described.kind = ThunkValue::Kind::View;
    described.rank = tensor.getShape().size();
  } else {
    described.kind = ThunkValue::Kind::Tile;
    described.tile = Compiler::getTileInfo(type);
  }
  return described;
}

static llvm::Error prepareThunk(Operation *op, const GlobalStorage &globals,
                                OpSite &site, unsigned &numSlots) {
  Compiler compiler(getRuleTable(), globals);
  OpRule rule = getRuleTable().lookup(op->getName().getStringRef());
  if (!rule) {
    (void)compiler.error(op, "is not supported by the interpreter");
    return makeError(compiler.getError());
  }
  auto thunk = std::make_unique<Thunk>();
  if (failed(rule(op, compiler, thunk->step)))
    return makeError(compiler.getError());
  for (Value operand : op->getOperands())
    thunk->operands.push_back(describeValue(compiler, operand));
  for (Value result : op->getResults())
    thunk->results.push_back(describeValue(compiler, result));
  numSlots = std::max(numSlots, compiler.getNumSlots());
  site.thunk = std::move(thunk);
  return llvm::Error::success();
}

static void prepareMemoryAccess(Operation *op, OpSite &site) {
  auto setOrdering = [&](MemoryOrderingSemantics ordering) {
    site.weak = isWeak(ordering);
    site.order = toHostOrder(ordering);
  };
  auto setView = [&](Value view, ValueRange indices) {
    site.layout = getViewLayout(view.getType());
    if (site.layout && site.layout->padding)
      site.padding = paddingBits(*site.layout->padding, site.layout->elem);
    for (Value index : indices)
      site.indices.push_back(Compiler::getTileInfo(index.getType()));
    if (TensorViewType tensor = [&]() -> TensorViewType {
          Type type = view.getType();
          if (auto v = dyn_cast<PartitionViewType>(type))
            return v.getTensorView();
          if (auto v = dyn_cast<StridedViewType>(type))
            return v.getTensorView();
          if (auto v = dyn_cast<GatherScatterViewType>(type))
            return v.getTensorView();
          return {};
        }())
      site.viewRank = tensor.getShape().size();
  };
  if (auto load = dyn_cast<LoadPtrTkoOp>(op)) {
    site.tile = Compiler::getTileInfo(load.getResult().getType());
    setOrdering(load.getMemoryOrderingSemantics());
    site.paddingIsSplat =
        load.getPaddingValue() &&
        Compiler::getTileInfo(load.getPaddingValue().getType()).numElements ==
            1;
  } else if (auto store = dyn_cast<StorePtrTkoOp>(op)) {
    site.tile = Compiler::getTileInfo(store.getValue().getType());
    setOrdering(store.getMemoryOrderingSemantics());
  } else if (auto load = dyn_cast<LoadViewTkoOp>(op)) {
    site.tile = Compiler::getTileInfo(load.getTile().getType());
    setOrdering(load.getMemoryOrderingSemantics());
    setView(load.getView(), load.getIndex());
  } else if (auto store = dyn_cast<StoreViewTkoOp>(op)) {
    site.tile = Compiler::getTileInfo(store.getTile().getType());
    setOrdering(store.getMemoryOrderingSemantics());
    setView(store.getView(), store.getIndex());
  } else if (auto make = dyn_cast<MakeTensorViewOp>(op)) {
    site.viewRank =
        cast<TensorViewType>(make.getResult().getType()).getShape().size();
  }
}

/// The facts tilekit_jit_mmaf_loop needs about a matmul K loop, found by
/// the matcher the lowering used.
static std::unique_ptr<MatmulLoopSite>
prepareMatmulLoop(ForOp loop, const llvm::DenseMap<Operation *, int32_t> &ids) {
  std::optional<MatmulLoop> match = matchMatmulLoop(loop);
  if (!match)
    return nullptr;
  auto site = std::make_unique<MatmulLoopSite>();
  site->lhsLoad = ids.lookup(match->lhsLoad);
  site->rhsLoad = ids.lookup(match->rhsLoad);
  site->lhsFirst = match->lhsFirst;
  site->isUnsigned = loop.getUnsignedCmp();
  LoadViewTkoOp loads[2] = {match->lhsLoad, match->rhsLoad};
  for (int i = 0; i < 2; ++i)
    for (Value index : loads[i].getIndex())
      site->isInductionVar[i].push_back(index == loop.getInductionVar());
  auto lhs = cast<TileType>(match->mma.getLhs().getType());
  auto rhs = cast<TileType>(match->mma.getRhs().getType());
  site->m = lhs.getShape()[0];
  site->k = lhs.getShape()[1];
  site->n = rhs.getShape()[1];
  site->input = *getMmaF32Input(lhs.getElementType());
  return site;
}

llvm::Error prepareSites(EntryOp entry, llvm::ArrayRef<int32_t> thunks,
                         const GlobalStorage &globals, KernelSites &sites) {
  std::vector<Operation *> ops;
  entry.getBody().walk<WalkOrder::PreOrder>(
      [&](Operation *op) { ops.push_back(op); });
  sites.sites.clear();
  sites.sites.resize(ops.size());
  llvm::DenseMap<Operation *, int32_t> ids;
  for (size_t id = 0; id < ops.size(); ++id) {
    sites.sites[id].op = ops[id];
    ids[ops[id]] = int32_t(id);
    prepareMemoryAccess(ops[id], sites.sites[id]);
  }
  for (size_t id = 0; id < ops.size(); ++id)
    if (auto loop = dyn_cast<ForOp>(ops[id]))
      sites.sites[id].matmulLoop = prepareMatmulLoop(loop, ids);
  for (int32_t id : thunks) {
    if (id < 0 || size_t(id) >= ops.size())
      return makeError("the JIT's op numbering does not match the entry");
    if (llvm::Error error =
            prepareThunk(ops[id], globals, sites.sites[id], sites.numSlots))
      return error;
  }
  return llvm::Error::success();
}

} // namespace tilekit::exec::jit
