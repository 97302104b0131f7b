//===- TilePatterns.cpp - broadcast, permute, cat, select, offset ---------===//
//
// Tile shapes are static, so every reshuffle of elements is a fixed table:
// vectors use vector.shuffle with that table as the mask; buffers gather
// through tilekit_jit_gather with the table as constant data. cat of
// buffers copies whole rows; a scalar broadcast into a buffer is a fill.
// extract copies the rows of the sub-tile at its (clamped) dynamic origin.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::cuda_tile::lowering {

namespace {

SmallVector<int64_t> rowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = int64_t(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

/// Calls `f(index)` for every element of `shape` in row-major order.
template <typename F> void forEachIndex(ArrayRef<int64_t> shape, F f) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  SmallVector<int64_t> index(shape.size(), 0);
  for (int64_t linear = 0; linear < n; ++linear) {
    f(ArrayRef<int64_t>(index));
    for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
  }
}

/// result[i] = source[table[i]].
Value emitGather(OpBuilder &b, Location loc, Operation *anchor, Value source,
                 const TileFacts &from, const TileFacts &to,
                 ArrayRef<int64_t> table) {
  if (from.isScalar())
    return splatTo(b, loc, source, to.converted);
  if (!from.isBuffer() && !to.isBuffer()) {
    if (to.isScalar())
      return vector::ExtractOp::create(b, loc, source, table[0]);
    return vector::ShuffleOp::create(b, loc, source, source, table);
  }
  Value src = spillToMemory(b, loc, anchor, source, from);
  Value dst = allocateFrameSlot(b, loc, anchor, to.bytes());
  SmallVector<int32_t> indices(table.begin(), table.end());
  auto data = DenseElementsAttr::get(
      RankedTensorType::get({int64_t(indices.size())}, b.getI32Type()),
      ArrayRef<int32_t>(indices));
  callRuntime(b, loc, anchor, "tilekit_jit_gather",
              {dst, src, getConstantData(b, loc, anchor, data),
               constI64(b, loc, to.numElements),
               constI32(b, loc, to.storageBytes)});
  return loadFromMemory(b, loc, dst, to);
}

class BroadcastLowering : public OpConversionPattern<BroadcastOp> {
public:
  BroadcastLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<BroadcastOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> from =
        factsOf(getTypeConverter(), op->getOperand(0).getType());
    FailureOr<TileFacts> to =
        factsOf(getTypeConverter(), op->getResult(0).getType());
    if (failed(from) || failed(to))
      return failure();
    Location loc = op.getLoc();
    Value source = adaptor.getOperands()[0];
    if (from->numElements == 1 && to->isBuffer()) {
      // A fill: the single element, splat over the buffer.
      Value scalar = from->isScalar()
                         ? source
                         : (from->isVector()
                                ? Value(vector::ExtractOp::create(
                                      rewriter, loc, source, int64_t(0)))
                                : loadElements(rewriter, loc, source, *from, 1,
                                               /*scalar=*/true));
      TileFacts scalarFacts = *from;
      scalarFacts.repr = TileRepr::Scalar;
      Operation *loop = nullptr;
      Value value = emitElementwise(
          rewriter, loc, op, *to, {scalar}, {scalarFacts},
          [](OpBuilder &, Location, ValueRange v) { return v[0]; }, {}, {},
          &loop);
      // Element-wise users may take the splat instead of the buffer.
      Type chunkElement = scalarFacts.registerType;
      recordFusable(
          getTypeConverter(), op, loop,
          [scalar, chunkElement](OpBuilder &b, Location l, Value,
                                 int64_t chunk) {
            return splatTo(b, l, scalar,
                           VectorType::get({chunk}, chunkElement));
          },
          /*readsNoMemory=*/true);
      rewriter.replaceOp(op, value);
      return success();
    }
    SmallVector<int64_t> fromShape(from->shape());
    SmallVector<int64_t> strides = rowMajorStrides(fromShape);
    SmallVector<int64_t> table;
    table.reserve(to->numElements);
    forEachIndex(to->shape(), [&](ArrayRef<int64_t> index) {
      int64_t s = 0;
      for (size_t d = 0; d < index.size() && d < fromShape.size(); ++d)
        s += (fromShape[d] == 1 ? 0 : index[d]) * strides[d];
      table.push_back(s);
    });
    rewriter.replaceOp(
        op, emitGather(rewriter, loc, op, source, *from, *to, table));
    return success();
  }
};

class PermuteLowering : public OpConversionPattern<PermuteOp> {
public:
  PermuteLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<PermuteOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(PermuteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> from =
        factsOf(getTypeConverter(), op.getSource().getType());
    FailureOr<TileFacts> to =
        factsOf(getTypeConverter(), op.getResult().getType());
    if (failed(from) || failed(to))
      return failure();
    ArrayRef<int32_t> perm = op.getPermutation();
    SmallVector<int64_t> strides = rowMajorStrides(from->shape());
    SmallVector<int64_t> table;
    table.reserve(to->numElements);
    // Result dimension i walks source dimension perm[i].
    forEachIndex(to->shape(), [&](ArrayRef<int64_t> index) {
      int64_t s = 0;
      for (size_t i = 0; i < index.size(); ++i)
        s += index[i] * strides[perm[i]];
      table.push_back(s);
    });
    rewriter.replaceOp(op, emitGather(rewriter, op.getLoc(), op,
                                      adaptor.getSource(), *from, *to, table));
    return success();
  }
};

class CatLowering : public OpConversionPattern<CatOp> {
public:
  CatLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<CatOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(CatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> lhs =
        factsOf(getTypeConverter(), op.getLhs().getType());
    FailureOr<TileFacts> rhs =
        factsOf(getTypeConverter(), op.getRhs().getType());
    FailureOr<TileFacts> to =
        factsOf(getTypeConverter(), op.getResult().getType());
    if (failed(lhs) || failed(rhs) || failed(to) || lhs->isScalar() ||
        rhs->isScalar())
      return failure();
    Location loc = op.getLoc();
    int64_t dim = op.getDim();
    ArrayRef<int64_t> shape = to->shape();
    // Row-major: the result is `outer` blocks, each an lhs block followed
    // by an rhs block.
    int64_t inner = 1;
    for (size_t d = dim + 1; d < shape.size(); ++d)
      inner *= shape[d];
    int64_t lhsBlock = lhs->shape()[dim] * inner;
    int64_t rhsBlock = rhs->shape()[dim] * inner;
    int64_t outer = to->numElements / (lhsBlock + rhsBlock);
    if (!lhs->isBuffer() && !rhs->isBuffer() && !to->isBuffer()) {
      SmallVector<int64_t> mask;
      for (int64_t o = 0; o < outer; ++o) {
        for (int64_t e = 0; e < lhsBlock; ++e)
          mask.push_back(o * lhsBlock + e);
        for (int64_t e = 0; e < rhsBlock; ++e)
          mask.push_back(lhs->numElements + o * rhsBlock + e);
      }
      rewriter.replaceOp(op, vector::ShuffleOp::create(rewriter, loc,
                                                       adaptor.getLhs(),
                                                       adaptor.getRhs(), mask));
      return success();
    }
    Value a = spillToMemory(rewriter, loc, op, adaptor.getLhs(), *lhs);
    Value c = spillToMemory(rewriter, loc, op, adaptor.getRhs(), *rhs);
    Value dst = allocateFrameSlot(rewriter, loc, op, to->bytes());
    int64_t bytes = to->storageBytes;
    Type i8 = rewriter.getI8Type();
    auto copyBlock = [&](OpBuilder &b, Value o) {
      Value lhsBytes = constI64(b, loc, lhsBlock * bytes);
      Value rhsBytes = constI64(b, loc, rhsBlock * bytes);
      Value out = arith::MulIOp::create(
          b, loc, o, constI64(b, loc, (lhsBlock + rhsBlock) * bytes));
      Value dstA = gep(b, loc, dst, i8, out);
      Value dstB = gep(b, loc, dstA, i8, lhsBytes);
      Value srcA =
          gep(b, loc, a, i8, arith::MulIOp::create(b, loc, o, lhsBytes));
      Value srcB =
          gep(b, loc, c, i8, arith::MulIOp::create(b, loc, o, rhsBytes));
      LLVM::MemcpyOp::create(b, loc, dstA, srcA, lhsBytes, false);
      LLVM::MemcpyOp::create(b, loc, dstB, srcB, rhsBytes, false);
    };
    scf::ForOp::create(rewriter, loc, constI64(rewriter, loc, 0),
                       constI64(rewriter, loc, outer),
                       constI64(rewriter, loc, 1), ValueRange{},
                       [&](OpBuilder &b, Location, Value o, ValueRange) {
                         copyBlock(b, o);
                         scf::YieldOp::create(b, loc);
                       });
    rewriter.replaceOp(op, loadFromMemory(rewriter, loc, dst, *to));
    return success();
  }
};

/// extract: the sub-tile at index * result shape, indices out of range
/// clamped (undefined behaviour; the interpreter's choice). Rows of the
/// innermost dimension are contiguous in the source: one copy each, from
/// the dynamic origin plus a static row offset.
class ExtractLowering : public OpConversionPattern<ExtractOp> {
public:
  ExtractLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<ExtractOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> from =
        factsOf(getTypeConverter(), op.getSource().getType());
    FailureOr<TileFacts> to =
        factsOf(getTypeConverter(), op.getResult().getType());
    if (failed(from) || failed(to))
      return failure();
    Location loc = op.getLoc();
    if (to->isScalar()) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    ArrayRef<int64_t> fromShape = from->shape(), toShape = to->shape();
    SmallVector<int64_t> strides = rowMajorStrides(fromShape);
    Type i64 = rewriter.getI64Type();
    Value origin = constI64(rewriter, loc, 0);
    for (auto [d, index] : llvm::enumerate(adaptor.getIndices())) {
      int64_t blocks = fromShape[d] / toShape[d];
      Value i = arith::ExtSIOp::create(rewriter, loc, i64, index);
      i = arith::MaxSIOp::create(rewriter, loc, i, constI64(rewriter, loc, 0));
      i = arith::MinSIOp::create(rewriter, loc, i,
                                 constI64(rewriter, loc, blocks - 1));
      origin = arith::AddIOp::create(
          rewriter, loc, origin,
          arith::MulIOp::create(
              rewriter, loc, i,
              constI64(rewriter, loc, toShape[d] * strides[d])));
    }
    int64_t row = toShape.back();
    SmallVector<int64_t> rowOffsets;
    SmallVector<int64_t> outer(toShape.begin(), toShape.end());
    outer.back() = 1;
    forEachIndex(outer, [&](ArrayRef<int64_t> index) {
      int64_t offset = 0;
      for (size_t d = 0; d < index.size(); ++d)
        offset += index[d] * strides[d];
      rowOffsets.push_back(offset);
    });
    Value src = spillToMemory(rewriter, loc, op, adaptor.getSource(), *from);
    Value dst = allocateFrameSlot(rewriter, loc, op, to->bytes());
    int64_t bytes = to->storageBytes;
    Type i8 = rewriter.getI8Type();
    Value rowBytes = constI64(rewriter, loc, row * bytes);
    auto copyRow = [&](OpBuilder &b, Value r, Value offset) {
      Value from =
          gep(b, loc, src, i8,
              arith::MulIOp::create(
                  b, loc, arith::AddIOp::create(b, loc, origin, offset),
                  constI64(b, loc, bytes)));
      Value into =
          gep(b, loc, dst, i8, arith::MulIOp::create(b, loc, r, rowBytes));
      LLVM::MemcpyOp::create(b, loc, into, from, rowBytes, false);
    };
    if (rowOffsets.size() == 1) {
      copyRow(rewriter, constI64(rewriter, loc, 0),
              constI64(rewriter, loc, rowOffsets[0]));
    } else {
      auto table = DenseElementsAttr::get(
          RankedTensorType::get({int64_t(rowOffsets.size())}, i64),
          ArrayRef<int64_t>(rowOffsets));
      Value offsets = getConstantData(rewriter, loc, op, table);
      scf::ForOp::create(rewriter, loc, constI64(rewriter, loc, 0),
                         constI64(rewriter, loc, rowOffsets.size()),
                         constI64(rewriter, loc, 1), ValueRange{},
                         [&](OpBuilder &b, Location, Value r, ValueRange) {
                           Value offset = LLVM::LoadOp::create(
                               b, loc, i64, gep(b, loc, offsets, i64, r), 8);
                           copyRow(b, r, offset);
                           scf::YieldOp::create(b, loc);
                         });
    }
    rewriter.replaceOp(op, loadFromMemory(rewriter, loc, dst, *to));
    return success();
  }
};

class SelectLowering : public OpConversionPattern<SelectOp> {
public:
  SelectLowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern<SelectOp>(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(SelectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<TileFacts> cond =
        factsOf(getTypeConverter(), op.getCond().getType());
    FailureOr<TileFacts> value =
        factsOf(getTypeConverter(), op.getResult().getType());
    if (failed(cond) || failed(value))
      return failure();
    Location loc = op.getLoc();
    Value c = adaptor.getCond(), t = adaptor.getValIfTrue(),
          f = adaptor.getValIfFalse();
    if (cond->numElements == 1 && !value->isScalar()) {
      // One condition for the whole tile: choose a whole value.
      if (!cond->isScalar())
        c = cond->isVector()
                ? Value(vector::ExtractOp::create(rewriter, loc, c, int64_t(0)))
                : loadElements(rewriter, loc, c, *cond, 1, /*scalar=*/true);
      if (value->isBuffer())
        rewriter.replaceOp(op, LLVM::SelectOp::create(rewriter, loc, c, t, f));
      else
        rewriter.replaceOp(op, arith::SelectOp::create(rewriter, loc, c, t, f));
      return success();
    }
    if (cond->numElements != value->numElements)
      return failure();
    Value result = emitElementwise(
        rewriter, loc, op, *value, {c, t, f}, {*cond, *value, *value},
        [](OpBuilder &b, Location loc, ValueRange v) -> Value {
          return arith::SelectOp::create(b, loc, v[0], v[1], v[2]);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void populateTilePatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns) {
  patterns.add<BroadcastLowering, PermuteLowering, CatLowering, ExtractLowering,
               SelectLowering>(converter, patterns.getContext());
  // offset: ptr + sext(offset) * sizeof(pointee), wrapping; element-wise,
  // so pointer tiles fuse into the accesses that use them.
  patterns.add<ElementwiseLowering<OffsetOp>>(
      converter, patterns.getContext(),
      [](OpBuilder &b, Location loc, OffsetOp op, ValueRange v) -> Value {
        auto pointee =
            cast<PointerType>(
                cast<TileType>(op.getPtr().getType()).getElementType())
                .getPointeeType();
        unsigned stride = CudaTileTypeConverter::getStorageBytes(pointee);
        Value o = v[1];
        Type wide = v[0].getType();
        if (o.getType() != wide)
          o = arith::ExtSIOp::create(b, loc, wide, o);
        Value scaled =
            arith::MulIOp::create(b, loc, o, constInt(b, loc, wide, stride));
        return arith::AddIOp::create(b, loc, v[0], scaled);
      },
      [](OffsetOp op) {
        auto pointee =
            cast<PointerType>(
                cast<TileType>(op.getPtr().getType()).getElementType())
                .getPointeeType();
        return CudaTileTypeConverter::getStorageBytes(pointee) != 0;
      });
}

} // namespace mlir::cuda_tile::lowering
