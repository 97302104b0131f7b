//===- MatmulPatterns.cpp - mmaf on an f32 accumulator --------------------===//
//
// mmaf with an f32 accumulator becomes one call of the runtime's
// register-blocked microkernel (tilekit_jit_mmaf_f32), which computes the
// interpreter's definition (an f32 fma chain per element, k ascending) in
// SIMD lanes. Operands go in memory in storage layout: buffers as they are,
// small tiles spilled to the frame. Other accumulators (f16, f64) and mmai
// stay with the interpreter's step.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "tilekit/Conversion/CudaTileToStandard/MatmulLoop.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::cuda_tile::lowering {

namespace {

class MmaFF32Lowering : public OpConversionPattern<MmaFOp> {
public:
  MmaFF32Lowering(CudaTileTypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, kNativeBenefit) {}

  LogicalResult
  matchAndRewrite(MmaFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter *converter = getTypeConverter();
    FailureOr<TileFacts> lhs = factsOf(converter, op.getLhs().getType());
    FailureOr<TileFacts> rhs = factsOf(converter, op.getRhs().getType());
    FailureOr<TileFacts> acc = factsOf(converter, op.getAcc().getType());
    FailureOr<TileFacts> result = factsOf(converter, op.getType());
    if (failed(lhs) || failed(rhs) || failed(acc) || failed(result) ||
        !acc->elementType.isF32())
      return failure();
    std::optional<abi::MmaInput> input = getMmaF32Input(lhs->elementType);
    if (!input)
      return failure();

    ArrayRef<int64_t> a = lhs->shape(), b = rhs->shape();
    size_t rank = a.size();
    int64_t batch = rank == 3 ? a[0] : 1;
    int64_t m = a[rank - 2], k = a[rank - 1], n = b[rank - 1];

    // An accumulator that is a loop's carry, used by nothing else, is
    // updated in place (the microkernel loads each register block of C
    // before storing it): no result buffer, and no copy into the carry at
    // the end of the iteration. Not when A or B is the same value (C would
    // be written while they are read). Decided before spills use operands.
    bool inPlace = acc->isBuffer() && isCarryOwnedBy(op.getAcc(), op) &&
                   op.getLhs() != op.getAcc() && op.getRhs() != op.getAcc();
    Location loc = op.getLoc();
    Value lhsPtr = spillToMemory(rewriter, loc, op, adaptor.getLhs(), *lhs);
    Value rhsPtr = spillToMemory(rewriter, loc, op, adaptor.getRhs(), *rhs);
    Value accPtr = spillToMemory(rewriter, loc, op, adaptor.getAcc(), *acc);
    Value out = inPlace ? accPtr
                        : allocateFrameSlot(rewriter, loc, op, result->bytes());
    callRuntime(rewriter, loc, op, "tilekit_jit_mmaf_f32",
                {lhsPtr, rhsPtr, accPtr, out, constI64(rewriter, loc, batch),
                 constI64(rewriter, loc, m), constI64(rewriter, loc, k),
                 constI64(rewriter, loc, n), constI32(rewriter, loc, *input)});
    rewriter.replaceOp(op, loadFromMemory(rewriter, loc, out, *result));
    return success();
  }
};

} // namespace

void populateMatmulPatterns(CudaTileTypeConverter &converter,
                            RewritePatternSet &patterns) {
  patterns.add<MmaFF32Lowering>(converter, patterns.getContext());
}

} // namespace mlir::cuda_tile::lowering
