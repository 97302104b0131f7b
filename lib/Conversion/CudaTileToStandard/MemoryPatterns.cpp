//===- MemoryPatterns.cpp - Pointer loads and stores ----------------------===//
//
// load_ptr_tko and store_ptr_tko go through the runtime, which checks every
// lane against the launch's memory map (caching the last allocation, as the
// interpreter does), applies masks and padding, and performs the access
// with the declared ordering (weak: plain; otherwise a host atomic of that
// order, counted as a synchronizing operation for forward progress).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::cuda_tile::lowering {

namespace {

/// Memory of an optional tile operand, or null.
Value spillOptional(OpBuilder &b, Location loc, Operation *anchor,
                    const TypeConverter *converter, Value original,
                    Value converted) {
  if (!original)
    return nullPtr(b, loc);
  FailureOr<TileFacts> facts = factsOf(converter, original.getType());
  return spillToMemory(b, loc, anchor, converted, *facts);
}

bool allTiles(const TypeConverter *converter, ValueRange values) {
  for (Value v : values)
    if (v && failed(factsOf(converter, v.getType())))
      return false;
  return true;
}

/// The inline check of a widened access (kLanesParamAttr): every active
/// lane inside the parameter's buffer and aligned, and `extraFault`
/// false; otherwise tilekit_jit_lanes_fault, which leaves to the runner.
void emitLanesCheck(OpBuilder &b, Location loc, Operation *op, int64_t param,
                    Value pointers, Value mask, int64_t bytes,
                    Value extraFault = {}) {
  Type i64 = b.getI64Type();
  Type ptr = getPtrType(b.getContext());
  auto lanes = cast<VectorType>(pointers.getType());
  Value ctx = getEntryArg(op, abi::kContext);
  Value rangesAt =
      gep(b, loc, ctx, b.getI8Type(), abi::kContextLaneRangesOffset);
  Value ranges = LLVM::LoadOp::create(b, loc, ptr, rangesAt, 8);
  Value begin =
      LLVM::LoadOp::create(b, loc, i64, gep(b, loc, ranges, i64, 2 * param), 8);
  Value end = LLVM::LoadOp::create(b, loc, i64,
                                   gep(b, loc, ranges, i64, 2 * param + 1), 8);
  Value size = arith::SubIOp::create(b, loc, end, begin);
  Value tooSmall = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         size, constI64(b, loc, bytes));
  Value limit = arith::SubIOp::create(b, loc, size, constI64(b, loc, bytes));
  Value offsets =
      arith::SubIOp::create(b, loc, pointers, splatTo(b, loc, begin, lanes));
  Value bad = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, offsets,
                                    splatTo(b, loc, limit, lanes));
  if (bytes > 1) {
    Value low = arith::AndIOp::create(b, loc, pointers,
                                      constInt(b, loc, lanes, bytes - 1));
    bad = arith::OrIOp::create(
        b, loc, bad,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, low,
                              constInt(b, loc, lanes, 0)));
  }
  if (mask)
    bad = arith::AndIOp::create(b, loc, bad, mask);
  Value anyBad =
      vector::ReductionOp::create(b, loc, vector::CombiningKind::OR, bad);
  Value fault = arith::OrIOp::create(b, loc, anyBad, tooSmall);
  if (extraFault)
    fault = arith::OrIOp::create(b, loc, fault, extraFault);
  auto check = scf::IfOp::create(b, loc, fault, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(check.thenBlock()->getTerminator());
  callRuntime(b, loc, op, "tilekit_jit_lanes_fault", {ctx});
}

/// Whether a widened access of `tile` through `pointers` (and `mask`) can
/// be inline: vectors whose elements are held as stored.
bool canInlineLanes(const TileFacts &tile, Value pointers, Value mask) {
  return tile.isVector() && tile.registerType == tile.storageType &&
         isa<VectorType>(pointers.getType()) &&
         (!mask || isa<VectorType>(mask.getType()));
}

Value allLanes(OpBuilder &b, Location loc, VectorType lanes) {
  return constInt(b, loc, VectorType::get(lanes.getShape(), b.getI1Type()), 1);
}

Value laneAddresses(OpBuilder &b, Location loc, Value pointers) {
  auto lanes = cast<VectorType>(pointers.getType());
  auto type = VectorType::get(lanes.getShape(), getPtrType(b.getContext()));
  return LLVM::IntToPtrOp::create(b, loc, type, pointers);
}

/// A widened load of a vector tile: the check, then a masked gather with
/// the padding (zero without one) in the masked-off lanes. Null when the
/// tile does not fit.
Value emitLanesGather(OpBuilder &b, Location loc, LoadPtrTkoOp op,
                      const TileFacts &result, int64_t param, Value pointers,
                      Value mask, Value padding) {
  if (!canInlineLanes(result, pointers, mask) ||
      (padding && padding.getType() != result.converted))
    return nullptr;
  emitLanesCheck(b, loc, op, param, pointers, mask, result.storageBytes);
  if (!mask)
    mask = allLanes(b, loc, cast<VectorType>(pointers.getType()));
  if (!padding)
    padding = arith::ConstantOp::create(
        b, loc, cast<TypedAttr>(b.getZeroAttr(result.converted)));
  return LLVM::masked_gather::create(
      b, loc, result.converted, laneAddresses(b, loc, pointers), mask,
      ValueRange{padding}, uint32_t(result.storageBytes));
}

/// A widened store of a vector tile: the check (which includes room for
/// the undo record), the record (addresses, mask, previous contents,
/// trailer; JitAbi.h), then a masked scatter, which stores the lanes in
/// order. False when the tile does not fit.
bool emitLanesScatter(OpBuilder &b, Location loc, StorePtrTkoOp op,
                      const TileFacts &value, int64_t param, Value pointers,
                      Value data, Value mask) {
  if (!canInlineLanes(value, pointers, mask) ||
      data.getType() != value.converted)
    return false;
  Type i64 = b.getI64Type();
  Type ptr = getPtrType(b.getContext());
  auto lanes = cast<VectorType>(pointers.getType());
  int64_t n = lanes.getNumElements();
  int64_t bytes = value.storageBytes;
  uint64_t recordBytes = abi::undoRecordBytes(n, bytes);
  Value ctx = getEntryArg(op, abi::kContext);
  Value cursorAt =
      gep(b, loc, ctx, b.getI8Type(), abi::kContextUndoCursorOffset);
  Value endAt = gep(b, loc, ctx, b.getI8Type(), abi::kContextUndoEndOffset);
  Value cursor = LLVM::LoadOp::create(b, loc, ptr, cursorAt, 8);
  Value end = LLVM::LoadOp::create(b, loc, ptr, endAt, 8);
  Value room =
      arith::SubIOp::create(b, loc, LLVM::PtrToIntOp::create(b, loc, i64, end),
                            LLVM::PtrToIntOp::create(b, loc, i64, cursor));
  Value full = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, room,
                                     constI64(b, loc, recordBytes));
  emitLanesCheck(b, loc, op, param, pointers, mask, bytes, full);
  if (!mask)
    mask = allLanes(b, loc, lanes);
  Value addresses = laneAddresses(b, loc, pointers);
  Value previous = LLVM::masked_gather::create(
      b, loc, value.converted, addresses, mask,
      ValueRange{arith::ConstantOp::create(
          b, loc, cast<TypedAttr>(b.getZeroAttr(value.converted)))},
      uint32_t(bytes));
  LLVM::StoreOp::create(b, loc, pointers, cursor, 1);
  Value maskBytes = arith::ExtUIOp::create(
      b, loc, VectorType::get(lanes.getShape(), b.getI8Type()), mask);
  LLVM::StoreOp::create(b, loc, maskBytes,
                        gep(b, loc, cursor, b.getI8Type(), 8 * n), 1);
  LLVM::StoreOp::create(b, loc, previous,
                        gep(b, loc, cursor, b.getI8Type(), 9 * n), 1);
  LLVM::StoreOp::create(
      b, loc, constI64(b, loc, int64_t(uint64_t(n) | uint64_t(bytes) << 32)),
      gep(b, loc, cursor, b.getI8Type(), int64_t(recordBytes) - 8), 1);
  LLVM::StoreOp::create(
      b, loc, gep(b, loc, cursor, b.getI8Type(), int64_t(recordBytes)),
      cursorAt, 8);
  LLVM::masked_scatter::create(b, loc, data, addresses, mask, uint32_t(bytes));
  return true;
}

class LoadPtrLowering : public OpConversionPattern<LoadPtrTkoOp> {
public:
  LoadPtrLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<LoadPtrTkoOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(LoadPtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter *converter = getTypeConverter();
    FailureOr<TileFacts> result = factsOf(converter, op.getResult().getType());
    if (failed(result) || !allTiles(converter, {op.getSource(), op.getMask(),
                                                op.getPaddingValue()}))
      return failure();
    Location loc = op.getLoc();
    if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr))
      if (Value gathered = emitLanesGather(
              rewriter, loc, op, *result, param.getInt(), adaptor.getSource(),
              op.getMask() ? adaptor.getMask() : Value(),
              op.getPaddingValue() ? adaptor.getPaddingValue() : Value())) {
        rewriter.replaceOp(
            op, {gathered, constInt(rewriter, loc, rewriter.getI1Type(), 0)});
        return success();
      }
    FailureOr<TileFacts> ptrs = factsOf(converter, op.getSource().getType());
    Value source = spillToMemory(rewriter, loc, op, adaptor.getSource(), *ptrs);
    Value mask = spillOptional(rewriter, loc, op, converter, op.getMask(),
                               adaptor.getMask());
    Value padding =
        spillOptional(rewriter, loc, op, converter, op.getPaddingValue(),
                      adaptor.getPaddingValue());
    Value out = allocateFrameSlot(rewriter, loc, op, result->bytes());
    if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr)) {
      Type i64 = rewriter.getI64Type();
      int64_t paddingStride =
          op.getPaddingValue() && cast<TileType>(op.getPaddingValue().getType())
                                          .getNumElements() > 1
              ? 1
              : 0;
      callRuntime(
          rewriter, loc, op, "tilekit_jit_load_lanes",
          {getEntryArg(op, abi::kContext), getOpIdValue(rewriter, loc, op),
           constInt(rewriter, loc, rewriter.getI32Type(), param.getInt()),
           source, mask, padding, out,
           constInt(rewriter, loc, i64, result->numElements),
           constInt(rewriter, loc, i64, paddingStride)});
    } else {
      callRuntime(rewriter, loc, op, "tilekit_jit_load_ptr",
                  {getEntryArg(op, abi::kContext),
                   getOpIdValue(rewriter, loc, op), source, mask, padding,
                   out});
    }
    rewriter.replaceOp(op, {loadFromMemory(rewriter, loc, out, *result),
                            constInt(rewriter, loc, rewriter.getI1Type(), 0)});
    return success();
  }
};

class StorePtrLowering : public OpConversionPattern<StorePtrTkoOp> {
public:
  StorePtrLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<StorePtrTkoOp>(converter, context, kNativeBenefit) {
  }

  LogicalResult
  matchAndRewrite(StorePtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter *converter = getTypeConverter();
    if (!allTiles(converter,
                  {op.getDestination(), op.getValue(), op.getMask()}))
      return failure();
    Location loc = op.getLoc();
    FailureOr<TileFacts> ptrs =
        factsOf(converter, op.getDestination().getType());
    FailureOr<TileFacts> value = factsOf(converter, op.getValue().getType());
    if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr))
      if (emitLanesScatter(rewriter, loc, op, *value, param.getInt(),
                           adaptor.getDestination(), adaptor.getValue(),
                           op.getMask() ? adaptor.getMask() : Value())) {
        rewriter.replaceOp(op,
                           constInt(rewriter, loc, rewriter.getI1Type(), 0));
        return success();
      }
    Value destination =
        spillToMemory(rewriter, loc, op, adaptor.getDestination(), *ptrs);
    Value data = spillToMemory(rewriter, loc, op, adaptor.getValue(), *value);
    Value mask = spillOptional(rewriter, loc, op, converter, op.getMask(),
                               adaptor.getMask());
    if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr))
      callRuntime(
          rewriter, loc, op, "tilekit_jit_store_lanes",
          {getEntryArg(op, abi::kContext), getOpIdValue(rewriter, loc, op),
           constInt(rewriter, loc, rewriter.getI32Type(), param.getInt()),
           destination, data, mask,
           constInt(rewriter, loc, rewriter.getI64Type(), value->numElements)});
    else
      callRuntime(rewriter, loc, op, "tilekit_jit_store_ptr",
                  {getEntryArg(op, abi::kContext),
                   getOpIdValue(rewriter, loc, op), destination, data, mask});
    rewriter.replaceOp(op, constInt(rewriter, loc, rewriter.getI1Type(), 0));
    return success();
  }
};

} // namespace

void populateMemoryPatterns(CudaTileTypeConverter &converter,
                            RewritePatternSet &patterns) {
  patterns.add<LoadPtrLowering, StorePtrLowering>(converter,
                                                  patterns.getContext());
}

} // namespace mlir::cuda_tile::lowering
