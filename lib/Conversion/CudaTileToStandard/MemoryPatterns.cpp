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
          op.getPaddingValue() &&
                  cast<TileType>(op.getPaddingValue().getType())
                          .getNumElements() > 1
              ? 1
              : 0;
      callRuntime(rewriter, loc, op, "tilekit_jit_load_lanes",
                  {getEntryArg(op, abi::kContext),
                   getOpIdValue(rewriter, loc, op),
                   constInt(rewriter, loc, rewriter.getI32Type(),
                            param.getInt()),
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
    Value destination =
        spillToMemory(rewriter, loc, op, adaptor.getDestination(), *ptrs);
    Value data = spillToMemory(rewriter, loc, op, adaptor.getValue(), *value);
    Value mask = spillOptional(rewriter, loc, op, converter, op.getMask(),
                               adaptor.getMask());
    if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr))
      callRuntime(rewriter, loc, op, "tilekit_jit_store_lanes",
                  {getEntryArg(op, abi::kContext),
                   getOpIdValue(rewriter, loc, op),
                   constInt(rewriter, loc, rewriter.getI32Type(),
                            param.getInt()),
                   destination, data, mask,
                   constInt(rewriter, loc, rewriter.getI64Type(),
                            value->numElements)});
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
