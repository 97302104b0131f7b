//===- ViewPatterns.cpp - Tensor views and tile views ---------------------===//
//
// A tensor view is its record (base, sizes, strides) in a vector of i64;
// tile views share their tensor view's record, their layout being static.
// Weak load_view_tko and store_view_tko copy a tile that lies inside its
// tensor and one allocation in compiled code (ViewFastPath.cpp); other
// tiles, and ordered accesses, go through the runtime, which checks the
// tile's whole range against the memory map once and applies padding, as the
// interpreter does. A weak load of a buffer-held tile whose value dies before
// this tile block can write memory may keep referring to the tensor's memory
// instead of a copy, when the tile is contiguous and in bounds
// (tilekit_jit_load_view_ref decides at run time).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ViewFastPath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::cuda_tile::lowering {

namespace {

Value toI64(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isInteger(64))
    return value;
  return arith::ExtSIOp::create(b, loc, b.getI64Type(), value);
}

/// The record of a view spilled to the frame (an array of i64).
Value spillRecord(OpBuilder &b, Location loc, Operation *anchor, Value record) {
  int64_t words = cast<VectorType>(record.getType()).getNumElements();
  Value slot = allocateFrameSlot(b, loc, anchor, 8 * words);
  LLVM::StoreOp::create(b, loc, record, slot, 8);
  return slot;
}

class MakeTensorViewLowering : public OpConversionPattern<MakeTensorViewOp> {
public:
  MakeTensorViewLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<MakeTensorViewOp>(converter, context,
                                              kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(MakeTensorViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<TensorViewType>(op.getResult().getType());
    Location loc = op.getLoc();
    SmallVector<Value> words = {adaptor.getBase()};
    ValueRange dynamicShape = adaptor.getDynamicShape();
    ValueRange dynamicStrides = adaptor.getDynamicStrides();
    size_t nextShape = 0, nextStride = 0;
    for (int64_t d : type.getShape())
      words.push_back(ShapedType::isDynamic(d)
                          ? toI64(rewriter, loc, dynamicShape[nextShape++])
                          : constI64(rewriter, loc, d));
    for (int64_t s : type.getStrides())
      words.push_back(ShapedType::isDynamic(s)
                          ? toI64(rewriter, loc, dynamicStrides[nextStride++])
                          : constI64(rewriter, loc, s));
    if (words.front().getType() != rewriter.getI64Type())
      return failure();
    auto recordType =
        VectorType::get({int64_t(words.size())}, rewriter.getI64Type());
    Value record =
        vector::FromElementsOp::create(rewriter, loc, recordType, words);
    if (!dynamicShape.empty() || !dynamicStrides.empty())
      // Negative sizes or strides are a located error.
      callRuntime(rewriter, loc, op, "tilekit_jit_make_view",
                  {getEntryArg(op, abi::kContext),
                   getOpIdValue(rewriter, loc, op),
                   spillRecord(rewriter, loc, op, record)});
    rewriter.replaceOp(op, record);
    return success();
  }
};

/// Tile views share the record of their tensor view.
template <typename OpT>
class MakeTileViewLowering : public OpConversionPattern<OpT> {
public:
  MakeTileViewLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<OpT>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getTensorView());
    return success();
  }
};

Value truncTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return arith::TruncIOp::create(b, loc, type, value);
}

class TensorShapeLowering : public OpConversionPattern<GetTensorShapeOp> {
public:
  TensorShapeLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<GetTensorShapeOp>(converter, context,
                                              kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(GetTensorShapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResult())) {
      Type type = getTypeConverter()->convertType(result.getType());
      if (!type || !type.isInteger())
        return failure();
      Value word = vector::ExtractOp::create(rewriter, loc, adaptor.getSrc(),
                                             int64_t(1 + i));
      results.push_back(truncTo(rewriter, loc, word, type));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// The number of tiles along each dimension: ceil(size / step), or the
/// size at a gather/scatter view's sparse dimension.
class IndexSpaceLowering : public OpConversionPattern<GetIndexSpaceShapeOp> {
public:
  IndexSpaceLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<GetIndexSpaceShapeOp>(converter, context,
                                                  kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(GetIndexSpaceShapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<ViewGeometry> geometry =
        getViewGeometry(op.getSrc().getType());
    if (!geometry)
      return failure();
    ArrayRef<int64_t> tileShape = geometry->tileShape,
                      dimMap = geometry->dimMap, steps = geometry->steps;
    int64_t sparse = geometry->sparseDim;
    Location loc = op.getLoc();
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResult())) {
      Type type = getTypeConverter()->convertType(result.getType());
      if (!type || !type.isInteger() || i >= tileShape.size())
        return failure();
      Value extent = vector::ExtractOp::create(rewriter, loc, adaptor.getSrc(),
                                               int64_t(1 + dimMap[i]));
      Value count = extent;
      if (int64_t(i) != sparse) {
        // extent / step + (extent % step != 0): (extent + step - 1) / step
        // would overflow for extents near 2^63.
        Value step = constI64(rewriter, loc, steps[i]);
        Value whole = arith::DivUIOp::create(rewriter, loc, extent, step);
        Value rest = arith::RemUIOp::create(rewriter, loc, extent, step);
        Value partial =
            arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne, rest,
                                  constI64(rewriter, loc, 0));
        count = arith::AddIOp::create(
            rewriter, loc, whole,
            arith::ExtUIOp::create(rewriter, loc, rewriter.getI64Type(),
                                   partial));
      }
      results.push_back(truncTo(rewriter, loc, count, type));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// The index operands of a view access, as an array of pointers to their
/// tiles (scalars, or the gathered rows of a gather/scatter view).
FailureOr<Value> spillIndices(OpBuilder &b, Location loc, Operation *anchor,
                              const TypeConverter *converter,
                              ValueRange originals, ValueRange converted) {
  SmallVector<Value> pointers;
  for (auto [original, value] : llvm::zip(originals, converted)) {
    FailureOr<TileFacts> facts = factsOf(converter, original.getType());
    if (failed(facts))
      return failure();
    pointers.push_back(spillToMemory(b, loc, anchor, value, *facts));
  }
  return makePointerArray(b, loc, anchor, pointers);
}

/// The value whose record a view has: a tile view made by
/// make_partition_view or make_strided_view shares its tensor view's.
Value getRecordSource(Value view) {
  if (auto partition = view.getDefiningOp<MakePartitionViewOp>())
    return partition.getTensorView();
  if (auto strided = view.getDefiningOp<MakeStridedViewOp>())
    return strided.getTensorView();
  return view;
}

/// Whether compiled code may store tiles around the caches: x86-64 has
/// non-temporal stores in its base instruction set.
bool streamsTiles() {
#if defined(__x86_64__)
  return true;
#else
  return false;
#endif
}

/// The weak store_view that may take `producer`'s tile in place: the
/// result's only user, in the same block, with its view and indices defined
/// before the producer. Storing at the producer instead of at the store must
/// be invisible: the ops between them have no memory effects and read only
/// views and values made from the producer on (a tile loaded earlier may
/// refer to the tensor's memory, which the early store could change under
/// it; the producer's own operands are checked for overlap at run time). A
/// tile view made between them stands for its tensor view (same record).
StoreViewTkoOp getFusableStore(Operation *producer) {
  if (producer->getNumResults() != 1 || !producer->getResult(0).hasOneUse())
    return {};
  Value result = producer->getResult(0);
  auto store = dyn_cast<StoreViewTkoOp>(*result.getUsers().begin());
  Block *block = producer->getBlock();
  if (!store || store.getTile() != result || store->getBlock() != block ||
      store.getMemoryOrderingSemantics() != MemoryOrderingSemantics::WEAK)
    return {};
  for (Operation *it = producer->getNextNode(); it != store.getOperation();
       it = it->getNextNode()) {
    if (!it || !isMemoryEffectFree(it))
      return {};
    for (Value operand : it->getOperands()) {
      // A view is a record of sizes and strides, never the tensor's data.
      if (isViewType(operand.getType()))
        continue;
      Operation *def = operand.getDefiningOp();
      if (!def || def->getBlock() != block || def->isBeforeInBlock(producer))
        return {};
    }
  }
  SmallVector<Value> needed = {getRecordSource(store.getView())};
  llvm::append_range(needed, store.getIndex());
  for (Value value : needed)
    if (Operation *def = value.getDefiningOp();
        def && def->getBlock() == block && !def->isBeforeInBlock(producer))
      return {};
  return store;
}

class LoadViewLowering : public OpConversionPattern<LoadViewTkoOp> {
public:
  LoadViewLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<LoadViewTkoOp>(converter, context, kNativeBenefit) {
  }

  LogicalResult
  matchAndRewrite(LoadViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> result =
        factsOf(getTypeConverter(), op.getTile().getType());
    if (failed(result))
      return failure();
    Location loc = op.getLoc();
    Value out = allocateFrameSlot(rewriter, loc, op, result->bytes());
    bool reference =
        result->isBuffer() &&
        mayReferenceMemory(op, op.getTile(), op.getMemoryOrderingSemantics());
    Type ptrType = getPtrType(getContext());
    // The runtime's access: the tile (a reference into the tensor or `out`),
    // with padding and errors as the interpreter's.
    auto runtimeLoad = [&](OpBuilder &b, Location loc) -> FailureOr<Value> {
      FailureOr<Value> indices = spillIndices(
          b, loc, op, getTypeConverter(), op.getIndex(), adaptor.getIndex());
      if (failed(indices))
        return failure();
      Value record = spillRecord(b, loc, op, adaptor.getView());
      SmallVector<Value> args = {getEntryArg(op, abi::kContext),
                                 getOpIdValue(b, loc, op), record, *indices,
                                 out};
      if (reference)
        return callRuntime(b, loc, op, "tilekit_jit_load_view_ref", args,
                           {ptrType});
      callRuntime(b, loc, op, "tilekit_jit_load_view", args);
      return out;
    };
    Value tile;
    std::optional<ViewGeometry> geometry =
        getViewGeometry(op.getView().getType());
    if (op.getMemoryOrderingSemantics() == MemoryOrderingSemantics::WEAK &&
        geometry &&
        hasViewFastPath(*geometry, op.getView().getType(), *result,
                        adaptor.getIndex())) {
      // An in-bounds tile is copied row by row here (or, when contiguous
      // and allowed, referred to where it is).
      Value record = adaptor.getView();
      Value first;
      Value fits =
          emitTileFits(rewriter, loc, op, *geometry, record, adaptor.getIndex(),
                       result->storageBytes, /*write=*/false, first);
      int64_t rowBytes = geometry->tileShape.back() * result->storageBytes;
      bool failedSpill = false;
      auto branch = scf::IfOp::create(
          rewriter, loc, fits,
          [&](OpBuilder &b, Location loc) {
            auto copy = [&](OpBuilder &cb, Location cloc) {
              Value delta = emitTileStride(cb, cloc, op, first, rowBytes);
              emitRowCopies(cb, cloc, *geometry, record, first, out,
                            result->storageBytes, /*toTile=*/true, delta);
              scf::YieldOp::create(cb, cloc, out);
            };
            if (!reference) {
              copy(b, loc);
              return;
            }
            auto inner = scf::IfOp::create(
                b, loc, emitTileIsContiguous(b, loc, *geometry, record),
                [&](OpBuilder &rb, Location rloc) {
                  scf::YieldOp::create(rb, rloc, first);
                },
                copy);
            scf::YieldOp::create(b, loc, inner.getResult(0));
          },
          [&](OpBuilder &b, Location loc) {
            FailureOr<Value> value = runtimeLoad(b, loc);
            failedSpill |= failed(value);
            scf::YieldOp::create(b, loc, failed(value) ? out : *value);
          });
      if (failedSpill)
        return failure();
      tile = branch.getResult(0);
    } else {
      FailureOr<Value> value = runtimeLoad(rewriter, loc);
      if (failed(value))
        return failure();
      tile = *value;
    }
    Value value =
        reference ? tile : loadFromMemory(rewriter, loc, out, *result);
    rewriter.replaceOp(
        op, {value, constInt(rewriter, loc, rewriter.getI1Type(), 0)});
    return success();
  }
};

class StoreViewLowering : public OpConversionPattern<StoreViewTkoOp> {
public:
  StoreViewLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<StoreViewTkoOp>(converter, context,
                                            kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(StoreViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> tile =
        factsOf(getTypeConverter(), op.getTile().getType());
    if (failed(tile))
      return failure();
    Location loc = op.getLoc();
    // A tile its producer computed in the tensor (store fusion,
    // emitStoreDestination) is stored already: the store runs only where
    // the producer fell back to a frame buffer.
    OpBuilder::InsertionGuard guard(rewriter);
    auto &destinations =
        static_cast<const CudaTileTypeConverter *>(getTypeConverter())
            ->getPatternState()
            .storeDestinations;
    if (Value destination = destinations.lookup(op)) {
      Value fellBack =
          LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq,
                               destination, nullPtr(rewriter, loc));
      auto onlyOnFallback =
          scf::IfOp::create(rewriter, loc, fellBack, /*withElseRegion=*/false);
      rewriter.setInsertionPoint(onlyOnFallback.thenBlock()->getTerminator());
    }
    Value data = spillToMemory(rewriter, loc, op, adaptor.getTile(), *tile);
    auto runtimeStore = [&](OpBuilder &b, Location loc) -> LogicalResult {
      FailureOr<Value> indices = spillIndices(
          b, loc, op, getTypeConverter(), op.getIndex(), adaptor.getIndex());
      if (failed(indices))
        return failure();
      Value record = spillRecord(b, loc, op, adaptor.getView());
      callRuntime(b, loc, op, "tilekit_jit_store_view",
                  {getEntryArg(op, abi::kContext), getOpIdValue(b, loc, op),
                   record, *indices, data});
      return success();
    };
    std::optional<ViewGeometry> geometry =
        getViewGeometry(op.getView().getType());
    if (op.getMemoryOrderingSemantics() == MemoryOrderingSemantics::WEAK &&
        geometry &&
        hasViewFastPath(*geometry, op.getView().getType(), *tile,
                        adaptor.getIndex()) &&
        geometry->tileShape.back() * tile->storageBytes <
            abi::kStreamingRowBytes) {
      // An in-bounds tile is stored row by row here (long rows keep the
      // runtime's streaming stores).
      Value record = adaptor.getView();
      Value first;
      Value fits =
          emitTileFits(rewriter, loc, op, *geometry, record, adaptor.getIndex(),
                       tile->storageBytes, /*write=*/true, first);
      LogicalResult spilled = success();
      scf::IfOp::create(
          rewriter, loc, fits,
          [&](OpBuilder &b, Location loc) {
            emitRowCopies(b, loc, *geometry, record, first, data,
                          tile->storageBytes, /*toTile=*/false);
            scf::YieldOp::create(b, loc);
          },
          [&](OpBuilder &b, Location loc) {
            spilled = runtimeStore(b, loc);
            scf::YieldOp::create(b, loc);
          });
      if (failed(spilled))
        return failure();
    } else if (failed(runtimeStore(rewriter, loc))) {
      return failure();
    }
    rewriter.setInsertionPoint(op);
    rewriter.replaceOp(op, constInt(rewriter, loc, rewriter.getI1Type(), 0));
    return success();
  }
};

} // namespace

StoreDestination emitStoreDestination(ConversionPatternRewriter &rewriter,
                                      Location loc, Operation *producer,
                                      const TypeConverter *converter,
                                      ArrayRef<BufferRead> reads) {
  StoreViewTkoOp store = getFusableStore(producer);
  if (!store)
    return {};
  Value view = rewriter.getRemappedValue(getRecordSource(store.getView()));
  SmallVector<Value> indices;
  if (!view || failed(rewriter.getRemappedValues(store.getIndex(), indices)))
    return {};
  for (Value index : store.getIndex())
    if (failed(factsOf(converter, index.getType())))
      return {};
  // The runtime's arguments are spilled only where it is asked.
  auto runtimeDestination = [&](OpBuilder &b, Location loc) {
    Value indexArray =
        *spillIndices(b, loc, producer, converter, store.getIndex(), indices);
    Value record = spillRecord(b, loc, producer, view);
    // The buffers the producer's loop reads: the destination must not
    // overlap them.
    SmallVector<Value> pointers;
    SmallVector<int64_t> sizes;
    for (const BufferRead &read : reads) {
      pointers.push_back(read.buffer);
      sizes.push_back(read.bytes);
    }
    Value pointerArray = nullPtr(b, loc), sizeArray = nullPtr(b, loc);
    if (!pointers.empty()) {
      pointerArray = makePointerArray(b, loc, producer, pointers);
      auto sizeType =
          RankedTensorType::get({int64_t(sizes.size())}, b.getI64Type());
      sizeArray = getConstantData(
          b, loc, producer,
          DenseElementsAttr::get(sizeType, ArrayRef<int64_t>(sizes)));
    }
    return callRuntime(b, loc, producer, "tilekit_jit_store_view_ref",
                       {getEntryArg(producer, abi::kContext),
                        getOpIdValue(b, loc, store), record, indexArray,
                        pointerArray, sizeArray,
                        constI32(b, loc, int64_t(pointers.size()))},
                       {getPtrType(b.getContext())});
  };
  // The runtime's test, in compiled code where the view has the fast path:
  // a weak store of a tile wholly inside the tensor, contiguous, in one
  // writable allocation, overlapping no buffer the producer reads. Any
  // other tile asks the runtime (which then mostly says no), so the
  // decision is the runtime's either way.
  std::optional<ViewGeometry> geometry =
      getViewGeometry(store.getView().getType());
  FailureOr<TileFacts> tile = factsOf(converter, store.getTile().getType());
  Value destination, stream;
  if (store.getMemoryOrderingSemantics() == MemoryOrderingSemantics::WEAK &&
      geometry && succeeded(tile) &&
      hasViewFastPath(*geometry, store.getView().getType(), *tile, indices)) {
    Value first;
    Value ok = emitTileFits(rewriter, loc, producer, *geometry, view, indices,
                            tile->storageBytes, /*write=*/true, first);
    ok = arith::AndIOp::create(
        rewriter, loc, ok,
        emitTileIsContiguous(rewriter, loc, *geometry, view));
    Type i64 = rewriter.getI64Type();
    Value start = LLVM::PtrToIntOp::create(rewriter, loc, i64, first);
    Value end = arith::AddIOp::create(rewriter, loc, start,
                                      constI64(rewriter, loc, tile->bytes()));
    for (const BufferRead &read : reads) {
      Value from = LLVM::PtrToIntOp::create(rewriter, loc, i64, read.buffer);
      Value to = arith::AddIOp::create(rewriter, loc, from,
                                       constI64(rewriter, loc, read.bytes));
      Value apart = arith::OrIOp::create(
          rewriter, loc,
          arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ule, end,
                                from),
          arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ule, to,
                                start));
      ok = arith::AndIOp::create(rewriter, loc, ok, apart);
    }
    // A long tile into an allocation too large for the caches (the one the
    // fits test just found, cached in the block's context) is streamed.
    bool mayStream = streamsTiles() && tile->bytes() >= abi::kStreamingRowBytes;
    auto branch = scf::IfOp::create(
        rewriter, loc, ok,
        [&](OpBuilder &b, Location loc) {
          SmallVector<Value> results = {first};
          if (mayStream) {
            auto [begin, end] = emitCachedFit(b, loc, producer, /*write=*/true);
            Value large = arith::CmpIOp::create(
                b, loc, arith::CmpIPredicate::uge,
                arith::SubIOp::create(b, loc, end, begin),
                constI64(b, loc, abi::kStreamingTensorBytes));
            // Whole-vector non-temporal stores need aligned addresses
            // (unaligned ones become 4-byte stores: slower).
            Value address = LLVM::PtrToIntOp::create(b, loc, i64, first);
            Value aligned = arith::CmpIOp::create(
                b, loc, arith::CmpIPredicate::eq,
                arith::AndIOp::create(
                    b, loc, address,
                    constI64(b, loc, abi::kStreamingAlignment - 1)),
                constI64(b, loc, 0));
            results.push_back(arith::AndIOp::create(b, loc, large, aligned));
          }
          scf::YieldOp::create(b, loc, results);
        },
        [&](OpBuilder &b, Location loc) {
          SmallVector<Value> results = {runtimeDestination(b, loc)};
          if (mayStream)
            results.push_back(
                arith::ConstantOp::create(b, loc, b.getBoolAttr(false)));
          scf::YieldOp::create(b, loc, results);
        });
    destination = branch.getResult(0);
    if (mayStream)
      stream = branch.getResult(1);
  } else {
    destination = runtimeDestination(rewriter, loc);
  }
  static_cast<const CudaTileTypeConverter *>(converter)
      ->getPatternState()
      .storeDestinations[store] = destination;
  return {destination, stream};
}

void populateViewPatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns) {
  patterns
      .add<MakeTensorViewLowering, MakeTileViewLowering<MakePartitionViewOp>,
           MakeTileViewLowering<MakeStridedViewOp>,
           MakeTileViewLowering<MakeGatherScatterViewOp>, TensorShapeLowering,
           IndexSpaceLowering, LoadViewLowering, StoreViewLowering>(
          converter, patterns.getContext());
}

} // namespace mlir::cuda_tile::lowering
