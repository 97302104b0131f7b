//===- ReduceScanPatterns.cpp - reduce and scan with simple combiners -----===//
//
// reduce and scan become loops over their lines in the interpreter's order
// (docs/execution.md, ReduceOrder.h: each line folded sequentially from the
// identities, `scan reverse` from the last element; reduce lines longer
// than kReduceLanes in that many lanes, held in one vector, then the lanes
// pairwise), with the combiner region inlined:
// its ops are cloned into the loop body on rank-0 tiles, bridged to the
// loop's registers by casts, and converted by their own native patterns.
// Each op thus computes exactly what it computes anywhere else, in the same
// order: the same bits as the interpreter. Regions with other ops (or
// element types held as bit patterns) stay with the interpreter's step.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "tilekit/Execution/ReduceOrder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::cuda_tile::lowering {

namespace {

/// Element types whose registers are their MLIR type (no bit patterns).
bool isPlainElement(Type type) {
  return isa<IntegerType>(type) || type.isF32() || type.isF64();
}

bool isNearestNoFtz(RoundingMode mode, bool ftz) {
  return mode == RoundingMode::NEAREST_EVEN && !ftz;
}

/// Whether `op` is one of the ops whose native lowering applies to plain
/// rank-0 operands in every configuration accepted here.
bool hasNativeScalarLowering(Operation *op) {
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
    auto tile = dyn_cast<TileType>(type);
    if (!tile || tile.getRank() != 0 || !isPlainElement(tile.getElementType()))
      return false;
  }
  if (auto add = dyn_cast<AddFOp>(op))
    return isNearestNoFtz(add.getRoundingMode(), add.getFlushToZero());
  if (auto sub = dyn_cast<SubFOp>(op))
    return isNearestNoFtz(sub.getRoundingMode(), sub.getFlushToZero());
  if (auto mul = dyn_cast<MulFOp>(op))
    return isNearestNoFtz(mul.getRoundingMode(), mul.getFlushToZero());
  return isa<MaxFOp, MinFOp, AddIOp, SubIOp, MulIOp, MaxIOp, MinIOp, AndIOp,
             OrIOp, XOrIOp, CmpIOp, CmpFOp, SelectOp, ConstantOp>(op);
}

/// The combiner's ops, if every one of them lowers natively.
bool isInlinableCombiner(Region &region) {
  if (!region.hasOneBlock())
    return false;
  for (Operation &op : region.front()) {
    if (op.hasTrait<OpTrait::IsTerminator>())
      continue;
    if (op.getNumRegions() != 0 || !hasNativeScalarLowering(&op))
      return false;
  }
  return true;
}

/// Addition and multiplication: the combiners for which a NaN accumulator
/// stays NaN whatever comes next.
enum class AbsorbingCombiner { None, Add, Mul };

/// `%r = addf|mulf` (nearest even, no flush) of the two block arguments,
/// yielded, on f32/f64. Such a chain may carry the raw IEEE results and
/// make NaNs canonical only where a value leaves it: once a step gives NaN
/// every later one does, so the values leaving are those of the op's own
/// lowering, which canonicalizes each step. One dependent instruction per
/// element instead of three.
AbsorbingCombiner matchAbsorbingCombiner(Region &region) {
  Block &block = region.front();
  if (block.getNumArguments() != 2 || block.getOperations().size() != 2)
    return AbsorbingCombiner::None;
  Operation &op = block.front();
  Operation *yield = block.getTerminator();
  if (yield->getNumOperands() != 1 || op.getNumResults() != 1 ||
      yield->getOperand(0) != op.getResult(0) ||
      !llvm::is_contained(op.getOperands(), block.getArgument(0)) ||
      !llvm::is_contained(op.getOperands(), block.getArgument(1)))
    return AbsorbingCombiner::None;
  Type element = cast<TileType>(op.getResult(0).getType()).getElementType();
  if (!element.isF32() && !element.isF64())
    return AbsorbingCombiner::None;
  if (auto add = dyn_cast<AddFOp>(op);
      add && isNearestNoFtz(add.getRoundingMode(), add.getFlushToZero()))
    return AbsorbingCombiner::Add;
  if (auto mul = dyn_cast<MulFOp>(op);
      mul && isNearestNoFtz(mul.getRoundingMode(), mul.getFlushToZero()))
    return AbsorbingCombiner::Mul;
  return AbsorbingCombiner::None;
}

/// `type` (a rank-0 tile) as `width` lanes: tile<width x T> (itself for 1).
Type widenTile(Type type, int64_t width) {
  auto tile = cast<TileType>(type);
  if (width == 1)
    return tile;
  return TileType::get({width}, tile.getElementType());
}

/// The combiner applied lane by lane to `width`-lane register values
/// (vectors, scalars for one lane): `current` as the element arguments,
/// `acc` as the accumulators. Its ops are cloned on tile<width x T>
/// (constants splat), each lowered by its own native pattern.
SmallVector<Value> combineLanes(ConversionPatternRewriter &rewriter,
                                Location loc, Region &body, int64_t width,
                                AbsorbingCombiner absorbing,
                                ArrayRef<Value> current, ArrayRef<Value> acc) {
  if (absorbing != AbsorbingCombiner::None) {
    // Raw IEEE results (NaN canonical only where a value leaves the
    // chain); IEEE addition and multiplication commute exactly, so the
    // region's argument order does not matter.
    Value next = absorbing == AbsorbingCombiner::Add
                     ? arith::AddFOp::create(rewriter, loc, current[0], acc[0])
                           .getResult()
                     : arith::MulFOp::create(rewriter, loc, current[0], acc[0])
                           .getResult();
    return {next};
  }
  Block &block = body.front();
  IRMapping mapping;
  for (size_t i = 0; i < current.size(); ++i)
    for (auto [arg, value] : {std::pair{block.getArgument(2 * i), current[i]},
                              std::pair{block.getArgument(2 * i + 1), acc[i]}})
      mapping.map(arg,
                  UnrealizedConversionCastOp::create(
                      rewriter, loc, widenTile(arg.getType(), width), value)
                      .getResult(0));
  for (Operation &inner : block.without_terminator()) {
    Operation *clone;
    if (auto constant = dyn_cast<ConstantOp>(inner); constant && width > 1) {
      auto value = cast<DenseElementsAttr>(constant.getValue());
      auto type = cast<TileType>(widenTile(constant.getType(), width));
      clone = ConstantOp::create(
          rewriter, loc, type,
          cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(
              RankedTensorType::get({width}, value.getElementType()),
              value.getSplatValue<Attribute>())));
      mapping.map(constant.getResult(), clone->getResult(0));
    } else {
      clone = rewriter.clone(inner, mapping);
      for (OpResult result : clone->getResults())
        result.setType(widenTile(result.getType(), width));
    }
    // Without an op id the clone can only lower natively.
    clone->removeAttr(abi::kOpIdAttr);
  }
  SmallVector<Value> next;
  for (auto [i, yielded] :
       llvm::enumerate(block.getTerminator()->getOperands()))
    next.push_back(
        UnrealizedConversionCastOp::create(rewriter, loc, acc[i].getType(),
                                           mapping.lookupOrDefault(yielded))
            .getResult(0));
  return next;
}

/// Folds one line of a reduce in kReduceLanes lanes (ReduceOrder.h): the
/// lanes are one vector per operand, element l + kReduceLanes * k of the
/// line (at `base` + that * `inner`) goes to lane l, and the lanes are then
/// combined pairwise in halves. Returns the line's results. `length` is a
/// multiple of kReduceLanes.
SmallVector<Value> reduceLineInLanes(ConversionPatternRewriter &rewriter,
                                     Location loc, Region &body,
                                     AbsorbingCombiner absorbing,
                                     ArrayRef<TileFacts> inFacts,
                                     ArrayRef<Value> inPtrs,
                                     ArrayRef<Value> identities, Value base,
                                     int64_t length, int64_t inner) {
  constexpr int64_t lanes = tilekit::exec::kReduceLanes;
  size_t n = inFacts.size();
  auto laneType = [&](size_t i, int64_t width) -> Type {
    return width == 1 ? inFacts[i].registerType
                      : VectorType::get({width}, inFacts[i].registerType);
  };
  // The kReduceLanes elements from `first` (a multiple of kReduceLanes).
  auto loadChunk = [&](OpBuilder &b, Location loc, size_t i,
                       Value first) -> Value {
    const TileFacts &facts = inFacts[i];
    Value at = arith::AddIOp::create(
        b, loc, base,
        arith::MulIOp::create(b, loc, first, constI64(b, loc, inner)));
    if (inner == 1)
      return loadElements(b, loc, gep(b, loc, inPtrs[i], facts.storageType, at),
                          facts, lanes, /*scalar=*/false);
    SmallVector<Value> elements;
    for (int64_t l = 0; l < lanes; ++l) {
      Value index =
          arith::AddIOp::create(b, loc, at, constI64(b, loc, l * inner));
      elements.push_back(loadElements(
          b, loc, gep(b, loc, inPtrs[i], facts.storageType, index), facts, 1,
          /*scalar=*/true));
    }
    return vector::FromElementsOp::create(
        b, loc, cast<VectorType>(laneType(i, lanes)), elements);
  };
  SmallVector<Value> start;
  for (size_t i = 0; i < n; ++i)
    start.push_back(vector::BroadcastOp::create(
        rewriter, loc, laneType(i, lanes), identities[i]));
  auto chunks = scf::ForOp::create(rewriter, loc, constI64(rewriter, loc, 0),
                                   constI64(rewriter, loc, length),
                                   constI64(rewriter, loc, lanes), start);
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(chunks.getBody());
    SmallVector<Value> current;
    for (size_t i = 0; i < n; ++i)
      current.push_back(loadChunk(rewriter, loc, i, chunks.getInductionVar()));
    SmallVector<Value> acc(chunks.getRegionIterArgs());
    scf::YieldOp::create(
        rewriter, loc,
        combineLanes(rewriter, loc, body, lanes, absorbing, current, acc));
  }
  SmallVector<Value> acc(chunks.getResults());
  // Lane l < h takes lane l + h: the upper half is the current value.
  for (int64_t h = lanes / 2; h >= 1; h /= 2) {
    SmallVector<Value> lower, upper;
    for (size_t i = 0; i < n; ++i) {
      auto half = [&](int64_t offset) -> Value {
        if (h == 1)
          return vector::ExtractOp::create(rewriter, loc, acc[i], offset);
        return vector::ExtractStridedSliceOp::create(
            rewriter, loc, acc[i], ArrayRef<int64_t>{offset},
            ArrayRef<int64_t>{h}, ArrayRef<int64_t>{1});
      };
      lower.push_back(half(0));
      upper.push_back(half(h));
    }
    acc = combineLanes(rewriter, loc, body, h, absorbing, upper, lower);
  }
  return acc;
}

/// The loop nest of reduce (`isScan` false) and scan over the lines of
/// dimension `dim`.
LogicalResult lowerFold(Operation *op, ValueRange inputs, ValueRange converted,
                        ArrayAttr identities, Region &body, int64_t dim,
                        bool isScan, bool reverse,
                        ConversionPatternRewriter &rewriter,
                        const TypeConverter *converter) {
  if (!isInlinableCombiner(body))
    return failure();
  SmallVector<TileFacts> inFacts, outFacts;
  for (Value input : inputs) {
    FailureOr<TileFacts> facts = factsOf(converter, input.getType());
    if (failed(facts) || !isPlainElement(facts->elementType))
      return failure();
    inFacts.push_back(*facts);
  }
  for (Type type : op->getResultTypes()) {
    FailureOr<TileFacts> facts = factsOf(converter, type);
    if (failed(facts))
      return failure();
    outFacts.push_back(*facts);
  }
  ArrayRef<int64_t> shape = inFacts.front().shape();
  int64_t length = shape[dim], inner = 1;
  for (int64_t d = dim + 1; d < static_cast<int64_t>(shape.size()); ++d)
    inner *= shape[d];
  int64_t lines = inFacts.front().numElements / length;
  // A reduce of long lines folds in lanes; their count divides every such
  // line (tile dimensions are powers of two).
  bool inLanes = !isScan && tilekit::exec::isLaneReduce(length);
  if (inLanes && length % tilekit::exec::kReduceLanes)
    return failure();

  Location loc = op->getLoc();
  SmallVector<Value> inPtrs, outPtrs, initial;
  for (auto [value, facts] : llvm::zip(converted, inFacts))
    inPtrs.push_back(spillToMemory(rewriter, loc, op, value, facts));
  for (const TileFacts &facts : outFacts)
    outPtrs.push_back(allocateFrameSlot(rewriter, loc, op, facts.bytes()));
  for (auto [attr, facts] : llvm::zip(identities, inFacts)) {
    auto typed = dyn_cast<TypedAttr>(attr);
    if (!typed || typed.getType() != facts.registerType)
      return failure();
    initial.push_back(arith::ConstantOp::create(rewriter, loc, typed));
  }

  auto lineLoop = scf::ForOp::create(rewriter, loc, constI64(rewriter, loc, 0),
                                     constI64(rewriter, loc, lines),
                                     constI64(rewriter, loc, 1));
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(lineLoop.getBody());
  Value line = lineLoop.getInductionVar();
  Value innerSize = constI64(rewriter, loc, inner);
  // Element i of the line is at base + i * inner.
  Value outer = arith::DivUIOp::create(rewriter, loc, line, innerSize);
  Value within = arith::RemUIOp::create(rewriter, loc, line, innerSize);
  Value base = arith::AddIOp::create(
      rewriter, loc,
      arith::MulIOp::create(rewriter, loc, outer,
                            constI64(rewriter, loc, length * inner)),
      within);
  AbsorbingCombiner absorbing = matchAbsorbingCombiner(body);
  SmallVector<Value> lineResults;
  if (inLanes) {
    lineResults = reduceLineInLanes(rewriter, loc, body, absorbing, inFacts,
                                    inPtrs, initial, base, length, inner);
  } else {
    auto stepLoop = scf::ForOp::create(
        rewriter, loc, constI64(rewriter, loc, 0),
        constI64(rewriter, loc, length), constI64(rewriter, loc, 1), initial);
    rewriter.setInsertionPointToStart(stepLoop.getBody());
    Value step = stepLoop.getInductionVar();
    if (reverse)
      step = arith::SubIOp::create(rewriter, loc,
                                   constI64(rewriter, loc, length - 1), step);
    Value index = arith::AddIOp::create(
        rewriter, loc, base,
        arith::MulIOp::create(rewriter, loc, step, innerSize));

    // One step: the loaded elements and the accumulators through the
    // combiner (the lane form on one lane).
    SmallVector<Value> elements;
    for (auto [ptr, facts] : llvm::zip(inPtrs, inFacts))
      elements.push_back(loadElements(
          rewriter, loc, gep(rewriter, loc, ptr, facts.storageType, index),
          facts, 1, /*scalar=*/true));
    SmallVector<Value> next =
        combineLanes(rewriter, loc, body, /*width=*/1, absorbing, elements,
                     SmallVector<Value>(stepLoop.getRegionIterArgs()));
    if (isScan)
      for (auto [i, value] : llvm::enumerate(next))
        storeElements(
            rewriter, loc,
            absorbing == AbsorbingCombiner::None
                ? value
                : canonicalizeNaN(rewriter, loc, value),
            gep(rewriter, loc, outPtrs[i], outFacts[i].storageType, index),
            outFacts[i]);
    scf::YieldOp::create(rewriter, loc, next);
    rewriter.setInsertionPointAfter(stepLoop);
    if (!isScan)
      lineResults.assign(stepLoop.getResults().begin(),
                         stepLoop.getResults().end());
  }

  for (auto [i, result] : llvm::enumerate(lineResults))
    storeElements(rewriter, loc,
                  absorbing == AbsorbingCombiner::None
                      ? result
                      : canonicalizeNaN(rewriter, loc, result),
                  gep(rewriter, loc, outPtrs[i], outFacts[i].storageType, line),
                  outFacts[i]);
  rewriter.setInsertionPointAfter(lineLoop);
  SmallVector<Value> results;
  for (auto [ptr, facts] : llvm::zip(outPtrs, outFacts))
    results.push_back(loadFromMemory(rewriter, loc, ptr, facts));
  rewriter.replaceOp(op, results);
  return success();
}

/// reduce and scan share the lowering; scan stores every step and may run
/// backwards.
template <typename OpT> class FoldLowering : public OpConversionPattern<OpT> {
public:
  FoldLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<OpT>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    constexpr bool isScan = std::is_same_v<OpT, ScanOp>;
    bool reverse = false;
    if constexpr (isScan)
      reverse = op.getReverse();
    return lowerFold(op, op.getOperands(), adaptor.getOperands(),
                     op.getIdentities(), op.getBody(), op.getDim(), isScan,
                     reverse, rewriter, this->getTypeConverter());
  }
};

} // namespace

void populateReduceScanPatterns(CudaTileTypeConverter &converter,
                                RewritePatternSet &patterns) {
  patterns.add<FoldLowering<ReduceOp>, FoldLowering<ScanOp>>(
      converter, patterns.getContext());
}

} // namespace mlir::cuda_tile::lowering
