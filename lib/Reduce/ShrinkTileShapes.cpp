//===- ShrinkTileShapes.cpp - halve tile dimension sizes ------------------===//
//
// `tile-shrink-shapes` halves one dimension size at a time across a
// function: every dimension of that size, in every tile type of the
// function (its signature, op results, block arguments) and in the tile
// shape of every view type, becomes half as large, and the dense values of
// constants keep their leading elements along the halved dimensions. Ops
// whose result shapes follow from their types (iota, reshape, broadcast,
// loads through a view, ...) thereby stay consistent; ops whose shapes do
// not halve together (a reshape that merges two dimensions, a `cat`) make
// the verifier reject the candidate, which is then dropped.
//
// A candidate is kept only when the module verifies and, given a `test`
// script (as under tile-reduce), is still interesting; the sizes are tried
// largest first, again after each kept halving, until none is kept. Each
// kept halving shrinks a dimension, so the pass ends.
//
// This is a pass rather than a pattern of the reduction tree: the tree
// keeps a variant only when it prints smaller, and halving a shape often
// prints the same number of characters (`tile<8x8xf32>` to `tile<4x4xf32>`).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Reduce/CudaTileReduction.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Reducer/Tester.h"
#include "llvm/ADT/STLExtras.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#include <set>

using namespace mlir;
using namespace mlir::cuda_tile;

/// The tile shape of `type`, a tile or a view onto a tensor_view.
static std::optional<SmallVector<int64_t>> getTileShape(Type type) {
  if (auto tile = dyn_cast<TileType>(type))
    return llvm::to_vector(tile.getShape());
  DenseI32ArrayAttr shape;
  if (auto view = dyn_cast<PartitionViewType>(type))
    shape = view.getTileShape();
  else if (auto view = dyn_cast<StridedViewType>(type))
    shape = view.getTileShape();
  else if (auto view = dyn_cast<GatherScatterViewType>(type))
    shape = view.getTileShape();
  if (!shape)
    return std::nullopt;
  return llvm::to_vector_of<int64_t>(shape.asArrayRef());
}

/// The dimension sizes above 1 in the tile shapes of `function`, largest
/// first.
static SmallVector<int64_t> collectShrinkableSizes(Operation *function) {
  std::set<int64_t, std::greater<int64_t>> sizes;
  AttrTypeWalker walker;
  walker.addWalk([&](Type type) {
    if (std::optional<SmallVector<int64_t>> shape = getTileShape(type))
      for (int64_t size : *shape)
        if (size > 1)
          sizes.insert(size);
  });
  function->walk([&](Operation *op) {
    walker.walk(op->getAttrDictionary());
    for (Type type : op->getResultTypes())
      walker.walk(type);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          walker.walk(argument.getType());
  });
  return SmallVector<int64_t>(sizes.begin(), sizes.end());
}

namespace {

/// Rewrites the types and dense values of one function with every
/// dimension of size `size` halved.
class SizeHalver {
public:
  SizeHalver(MLIRContext *context, int64_t size);
  // The replacement functions refer to this object.
  SizeHalver(const SizeHalver &) = delete;

  /// Halves `size` in `function`; fails, leaving `function` partly
  /// rewritten, where a type would be invalid.
  LogicalResult apply(Operation *function) {
    replacer.recursivelyReplaceElementsIn(function, /*replaceAttrs=*/true,
                                          /*replaceLocs=*/false,
                                          /*replaceTypes=*/true);
    return success(!invalid);
  }

private:
  SmallVector<int64_t> halve(ArrayRef<int64_t> shape) const {
    return llvm::map_to_vector(
        shape, [&](int64_t dim) { return dim == size ? dim / 2 : dim; });
  }
  SmallVector<int32_t> halve(ArrayRef<int32_t> shape) const {
    return llvm::map_to_vector(
        shape, [&](int32_t dim) { return dim == size ? dim / 2 : dim; });
  }
  /// The type built from `args`; where that is not a valid type, `original`
  /// with the invalid flag set.
  template <typename TypeT, typename... Args>
  Type getChecked(Type original, Args &&...args) {
    ScopedDiagnosticHandler silence(context,
                                    [](Diagnostic &) { return success(); });
    Type type =
        TypeT::getChecked([&] { return emitError(UnknownLoc::get(context)); },
                          context, std::forward<Args>(args)...);
    if (type)
      return type;
    invalid = true;
    return original;
  }
  DenseI32ArrayAttr halve(DenseI32ArrayAttr shape) const {
    return DenseI32ArrayAttr::get(context, halve(shape.asArrayRef()));
  }
  Attribute sliceDenseValue(DenseElementsAttr value, TileType type) const;

  MLIRContext *context;
  int64_t size;
  AttrTypeReplacer replacer;
  bool invalid = false;
};

} // namespace

/// The elements of `value` whose indices lie inside `type`'s shape, in
/// row-major order: the leading part along each halved dimension.
Attribute SizeHalver::sliceDenseValue(DenseElementsAttr value,
                                      TileType type) const {
  auto shapedType = cast<ShapedType>(type);
  if (value.isSplat())
    return DenseElementsAttr::get(shapedType, value.getSplatValue<Attribute>());
  ArrayRef<int64_t> oldShape = value.getType().getShape();
  ArrayRef<int64_t> newShape = type.getShape();
  SmallVector<Attribute> oldElements(value.getValues<Attribute>());
  SmallVector<Attribute> newElements;
  newElements.reserve(type.getNumElements());
  SmallVector<int64_t> index(newShape.size(), 0);
  for (int64_t n = 0, e = type.getNumElements(); n < e; ++n) {
    int64_t oldPosition = 0;
    for (auto [dim, oldSize] : llvm::enumerate(oldShape))
      oldPosition = oldPosition * oldSize + index[dim];
    newElements.push_back(oldElements[oldPosition]);
    // Next index, last dimension fastest.
    for (int64_t dim = newShape.size() - 1; dim >= 0; --dim) {
      if (++index[dim] < newShape[dim])
        break;
      index[dim] = 0;
    }
  }
  return DenseElementsAttr::get(shapedType, newElements);
}

SizeHalver::SizeHalver(MLIRContext *context, int64_t size)
    : context(context), size(size) {
  replacer.addReplacement([&](TileType type) -> std::optional<Type> {
    SmallVector<int64_t> shape = halve(type.getShape());
    return getChecked<TileType>(type, ArrayRef<int64_t>(shape),
                                type.getElementType());
  });
  replacer.addReplacement([&](PartitionViewType view) -> std::optional<Type> {
    return getChecked<PartitionViewType>(view, halve(view.getTileShape()),
                                         view.getTensorView(), view.getDimMap(),
                                         view.getPaddingValue());
  });
  replacer.addReplacement([&](StridedViewType view) -> std::optional<Type> {
    return getChecked<StridedViewType>(
        view, halve(view.getTileShape()), view.getTraversalStrides(),
        view.getTensorView(), view.getDimMap(), view.getPaddingValue());
  });
  replacer.addReplacement(
      [&](GatherScatterViewType view) -> std::optional<Type> {
        return getChecked<GatherScatterViewType>(
            view, halve(view.getTileShape()), view.getTensorView(),
            view.getSparseDim(), view.getPaddingValue());
      });
  // A dense value is rebuilt whole: its type's sub-elements must not be
  // replaced under it, as its data would no longer match.
  replacer.addReplacement(
      [&](DenseElementsAttr value)
          -> std::optional<std::pair<Attribute, WalkResult>> {
        auto type = dyn_cast<TileType>(value.getType());
        if (!type)
          return std::nullopt;
        SmallVector<int64_t> shape = halve(type.getShape());
        auto halved = cast<TileType>(getChecked<TileType>(
            type, ArrayRef<int64_t>(shape), type.getElementType()));
        if (halved == type)
          return std::make_pair(Attribute(value), WalkResult::skip());
        return std::make_pair(sliceDenseValue(value, halved),
                              WalkResult::skip());
      });
}

/// Whether halving `size` in `function` leaves a module that verifies and,
/// with a tester, is still interesting; tried on a copy of `module`.
static bool isKept(mlir::ModuleOp module, Operation *function, int64_t size,
                   const Tester *tester) {
  IRMapping mapping;
  OwningOpRef<mlir::ModuleOp> candidate =
      cast<mlir::ModuleOp>(module->clone(mapping));
  if (failed(SizeHalver(module.getContext(), size)
                 .apply(mapping.lookup(function))))
    return false;
  {
    // A candidate the verifier rejects is simply not kept.
    ScopedDiagnosticHandler silence(module.getContext(),
                                    [](Diagnostic &) { return success(); });
    if (failed(verify(*candidate)))
      return false;
  }
  return !tester || tester->isInteresting(*candidate).first ==
                        Tester::Interestingness::True;
}

namespace {

struct ShrinkTileShapesPass
    : public PassWrapper<ShrinkTileShapesPass, OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ShrinkTileShapesPass)

  ShrinkTileShapesPass() = default;
  ShrinkTileShapesPass(const ShrinkTileShapesPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const override { return "tile-shrink-shapes"; }
  StringRef getDescription() const override {
    return "Halve tile dimension sizes across each function while the module "
           "verifies (and, with test=, stays interesting)";
  }

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    std::optional<Tester> tester;
    if (!testScript.empty()) {
      tester.emplace(testScript, testScriptArgs);
      if (tester->isInteresting(module).first !=
          Tester::Interestingness::True) {
        module.emitError() << "uninterested module will not be reduced";
        return signalPassFailure();
      }
    }
    SmallVector<Operation *> functions;
    module.walk(
        [&](FunctionOpInterface function) { functions.push_back(function); });
    for (Operation *function : functions) {
      bool shrunk = true;
      while (shrunk) {
        shrunk = false;
        for (int64_t size : collectShrinkableSizes(function)) {
          if (!isKept(module, function, size, tester ? &*tester : nullptr))
            continue;
          // Deterministic: the same rewrite as on the copy.
          (void)SizeHalver(module.getContext(), size).apply(function);
          shrunk = true;
          break;
        }
      }
    }
  }

  Option<std::string> testScript{
      *this, "test",
      llvm::cl::desc("Interestingness script (exit status 1: interesting); "
                     "without it a halving is kept when the module "
                     "verifies")};
  ListOption<std::string> testScriptArgs{
      *this, "test-arg",
      llvm::cl::desc("Arguments of the interestingness script")};
};

} // namespace

void cuda_tile::registerShrinkTileShapesPass() {
  PassRegistration<ShrinkTileShapesPass>();
}
