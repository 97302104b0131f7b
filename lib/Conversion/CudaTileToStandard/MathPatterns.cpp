//===- MathPatterns.cpp - Math functions through runtime loops ------------===//
//
// exp, exp2, log, log2, sin, cos, tan, sinh, cosh, tanh, rsqrt, pow and
// atan2 on f32, f64, f16 and bf16 tiles (unary ones with flush_to_zero too:
// on f32 the inputs and results are flushed around the call) become one
// call of tilekit_jit_math_f32/f64/f16/bf16 over the whole tile, which
// evaluates the elements with the interpreter's own functions (the
// numerics library's MathFunctions.h: f32 correctly rounded, unary f32
// functions by their vectorized array forms; f16 and bf16 through f32), so
// the bits are the interpreter's. LLVM never sees a math call it could fold or rewrite
// (pow(x, 2) to x * x, exp to a vector library): the results stay the
// documented ones.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

namespace mlir::cuda_tile::lowering {

namespace {

template <typename OpT> class MathLowering : public OpConversionPattern<OpT> {
public:
  MathLowering(CudaTileTypeConverter &converter, MLIRContext *context,
               abi::MathFunction function)
      : OpConversionPattern<OpT>(converter, context, kNativeBenefit),
        function(function) {}

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter *converter = this->getTypeConverter();
    FailureOr<TileFacts> result =
        factsOf(converter, op->getResult(0).getType());
    if (failed(result))
      return failure();
    // flush_to_zero changes only f32 (as in the interpreter's evalUnary):
    // its inputs and results are flushed around the call. The interpreter
    // ignores it on binary functions; they stay thunks, unexamined.
    bool flush = op->hasAttr("flush_to_zero") &&
                 result->elementType.isF32();
    if (op->hasAttr("flush_to_zero") && op->getNumOperands() != 1)
      return failure();
    if constexpr (std::is_same_v<OpT, PowOp>)
      if (isF32Square(op)) // an element-wise square (FloatPatterns.cpp)
        return failure();
    Type element = result->elementType;
    const char *runtime = element.isF32()    ? "tilekit_jit_math_f32"
                          : element.isF64()  ? "tilekit_jit_math_f64"
                          : element.isF16()  ? "tilekit_jit_math_f16"
                          : element.isBF16() ? "tilekit_jit_math_bf16"
                                             : nullptr;
    if (!runtime)
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value, 2> inputs;
    for (auto [original, converted] :
         llvm::zip(op->getOperands(), adaptor.getOperands())) {
      FailureOr<TileFacts> facts = factsOf(converter, original.getType());
      if (failed(facts))
        return failure();
      Value input = converted;
      if (flush)
        input = emitElementwise(
            rewriter, loc, op, *facts, {converted}, {*facts},
            [](OpBuilder &b, Location l, ValueRange v) {
              return flushF32(b, l, v[0]);
            });
      inputs.push_back(spillToMemory(rewriter, loc, op, input, *facts));
    }
    if (inputs.size() == 1)
      inputs.push_back(nullPtr(rewriter, loc));
    Value out = allocateFrameSlot(rewriter, loc, op, result->bytes());
    callRuntime(rewriter, loc, op, runtime,
                {constI32(rewriter, loc, function), inputs[0], inputs[1], out,
                 constI64(rewriter, loc, result->numElements)});
    Value value = loadFromMemory(rewriter, loc, out, *result);
    if (flush)
      value = emitElementwise(rewriter, loc, op, *result, {value}, {*result},
                              [](OpBuilder &b, Location l, ValueRange v) {
                                return flushF32(b, l, v[0]);
                              });
    rewriter.replaceOp(op, value);
    return success();
  }

private:
  abi::MathFunction function;
};

} // namespace

void populateMathPatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<MathLowering<RsqrtOp>>(converter, context, abi::kMathRsqrt);
  patterns.add<MathLowering<ExpOp>>(converter, context, abi::kMathExp);
  patterns.add<MathLowering<Exp2Op>>(converter, context, abi::kMathExp2);
  patterns.add<MathLowering<LogOp>>(converter, context, abi::kMathLog);
  patterns.add<MathLowering<Log2Op>>(converter, context, abi::kMathLog2);
  patterns.add<MathLowering<SinOp>>(converter, context, abi::kMathSin);
  patterns.add<MathLowering<CosOp>>(converter, context, abi::kMathCos);
  patterns.add<MathLowering<TanOp>>(converter, context, abi::kMathTan);
  patterns.add<MathLowering<SinhOp>>(converter, context, abi::kMathSinh);
  patterns.add<MathLowering<CoshOp>>(converter, context, abi::kMathCosh);
  patterns.add<MathLowering<TanhOp>>(converter, context, abi::kMathTanh);
  patterns.add<MathLowering<PowOp>>(converter, context, abi::kMathPow);
  patterns.add<MathLowering<Atan2Op>>(converter, context, abi::kMathAtan2);
}

} // namespace mlir::cuda_tile::lowering
