//===- CorePatterns.cpp - Constants, grid queries, tokens, globals --------===//
//
// Constants and iota become vector constants, or read-only module data when
// held in buffers (a tile value is never written after its op ran, so it
// may point into constant data). Tokens carry no value: every memory access
// of a tile block takes effect in program order, which satisfies every
// token dependence, as in the interpreter.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::cuda_tile::lowering {

namespace {

/// The converted tile holding `literal` (storage layout, 1-D).
Value materializeLiteral(OpBuilder &b, Location loc, Operation *anchor,
                         DenseElementsAttr literal, const TileFacts &facts) {
  if (facts.isBuffer())
    return getConstantData(b, loc, anchor, literal);
  Value stored;
  if (facts.isScalar())
    stored = arith::ConstantOp::create(
        b, loc, cast<TypedAttr>(*literal.value_begin<Attribute>()));
  else
    stored =
        arith::ConstantOp::create(b, loc,
                                  literal.reshape(VectorType::get(
                                      {facts.numElements}, facts.storageType)));
  return fromStorage(b, loc, stored, facts);
}

class ConstantLowering : public OpConversionPattern<ConstantOp> {
public:
  ConstantLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<ConstantOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> facts = factsOf(getTypeConverter(), op.getType());
    if (failed(facts))
      return failure();
    FailureOr<DenseElementsAttr> literal =
        toStorageLiteral(cast<DenseElementsAttr>(op.getValue()), *facts);
    if (failed(literal))
      return failure();
    rewriter.replaceOp(
        op, materializeLiteral(rewriter, op.getLoc(), op, *literal, *facts));
    return success();
  }
};

class IotaLowering : public OpConversionPattern<IotaOp> {
public:
  IotaLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<IotaOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(IotaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> facts =
        factsOf(getTypeConverter(), op->getResult(0).getType());
    if (failed(facts) || !isa<IntegerType>(facts->elementType))
      return failure();
    unsigned valueBits = facts->elementType.getIntOrFloatBitWidth();
    unsigned width = facts->storageType.getIntOrFloatBitWidth();
    SmallVector<APInt> values;
    values.reserve(facts->numElements);
    for (int64_t i = 0; i < facts->numElements; ++i) {
      uint64_t v = valueBits >= 64
                       ? uint64_t(i)
                       : uint64_t(i) & ((uint64_t(1) << valueBits) - 1);
      values.push_back(APInt(width, v));
    }
    auto literal = DenseElementsAttr::get(
        RankedTensorType::get({facts->numElements}, facts->storageType),
        values);
    rewriter.replaceOp(
        op, materializeLiteral(rewriter, op.getLoc(), op, literal, *facts));
    // Element-wise users may compute the chunks instead of loading them
    // (first + [0, chunk) wraps as the literal's values do).
    Type element = facts->registerType;
    if (facts->isBuffer() && valueBits == width &&
        element.getIntOrFloatBitWidth() == width)
      recordFusable(
          getTypeConverter(), op, /*loop=*/nullptr,
          [element](OpBuilder &b, Location loc, Value first, int64_t chunk) {
            auto type = VectorType::get({chunk}, element);
            SmallVector<APInt> steps;
            for (int64_t i = 0; i < chunk; ++i)
              steps.push_back(APInt(element.getIntOrFloatBitWidth(), i));
            Value start = first;
            if (element != first.getType())
              start = arith::TruncIOp::create(b, loc, element, first);
            return arith::AddIOp::create(
                b, loc, splatTo(b, loc, start, type),
                arith::ConstantOp::create(b, loc,
                                          DenseElementsAttr::get(type, steps)));
          },
          /*readsNoMemory=*/true);
    return success();
  }
};

class BlockIdLowering : public OpConversionPattern<GetTileBlockIdOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(GetTileBlockIdOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, {getEntryArg(op, abi::kBlockIdX),
                            getEntryArg(op, abi::kBlockIdY),
                            getEntryArg(op, abi::kBlockIdZ)});
    return success();
  }
};

class NumBlocksLowering : public OpConversionPattern<GetNumTileBlocksOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(GetNumTileBlocksOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value ctx = getEntryArg(op, abi::kContext);
    SmallVector<Value> dims;
    for (int64_t d = 0; d < 3; ++d) {
      Value ptr = gep(rewriter, loc, ctx, rewriter.getI8Type(),
                      abi::kContextGridOffset + 4 * d);
      dims.push_back(
          LLVM::LoadOp::create(rewriter, loc, rewriter.getI32Type(), ptr, 4));
    }
    rewriter.replaceOp(op, dims);
    return success();
  }
};

template <typename OpT> class TokenLowering : public OpConversionPattern<OpT> {
public:
  using OpConversionPattern<OpT>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, constInt(rewriter, op.getLoc(), rewriter.getI1Type(), 0));
    return success();
  }
};

/// assume: the predicate is only checked under --check.
class AssumeLowering : public OpConversionPattern<AssumeOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(AssumeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getValue());
    return success();
  }
};

/// get_global: the address comes from the context's table of globals.
class GetGlobalLowering : public OpConversionPattern<GetGlobalOp> {
public:
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(GetGlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    func::FuncOp func = getEntryFunc(op);
    auto names = func->getAttrOfType<ArrayAttr>(abi::kGlobalsAttr);
    if (!names)
      return failure();
    auto it = llvm::find(names, op.getNameAttr().getAttr());
    if (it == names.end())
      return failure();
    Location loc = op.getLoc();
    Value table = LLVM::LoadOp::create(
        rewriter, loc, getPtrType(getContext()),
        gep(rewriter, loc, getEntryArg(op, abi::kContext), rewriter.getI8Type(),
            abi::kContextGlobalsOffset),
        8);
    Value address =
        LLVM::LoadOp::create(rewriter, loc, rewriter.getI64Type(),
                             gep(rewriter, loc, table, rewriter.getI64Type(),
                                 int64_t(it - names.begin())),
                             8);
    rewriter.replaceOp(op, address);
    return success();
  }
};

} // namespace

void populateCorePatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<ConstantLowering, IotaLowering>(converter, context);
  patterns.add<BlockIdLowering, NumBlocksLowering, TokenLowering<MakeTokenOp>,
               TokenLowering<JoinTokensOp>, AssumeLowering, GetGlobalLowering>(
      converter, context, kNativeBenefit);
}

} // namespace mlir::cuda_tile::lowering
