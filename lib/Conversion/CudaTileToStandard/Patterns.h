//===- Patterns.h - Pattern families of the cuda_tile lowering --*- C++ -*-===//
//
// One populate function per op family (one source file each), and the
// generic element-wise pattern most families instantiate: an op whose
// result element i depends only on element i of its operands, given as a
// function over register values.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_PATTERNS_H
#define TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_PATTERNS_H

#include "LoweringUtils.h"

#include "mlir/Transforms/DialectConversion.h"

#include <functional>

namespace mlir::cuda_tile::lowering {

void populateCorePatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateIntegerPatterns(CudaTileTypeConverter &converter,
                             RewritePatternSet &patterns);
void populateFloatPatterns(CudaTileTypeConverter &converter,
                           RewritePatternSet &patterns);
void populateConversionPatterns(CudaTileTypeConverter &converter,
                                RewritePatternSet &patterns);
void populateTilePatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateMemoryPatterns(CudaTileTypeConverter &converter,
                            RewritePatternSet &patterns);
void populateViewPatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateMatmulPatterns(CudaTileTypeConverter &converter,
                            RewritePatternSet &patterns);
void populateReduceScanPatterns(CudaTileTypeConverter &converter,
                                RewritePatternSet &patterns);
void populateMathPatterns(CudaTileTypeConverter &converter,
                          RewritePatternSet &patterns);
/// The fallback of every op with an op id: a call that runs the
/// interpreter's step (lower benefit than the native patterns).
void populateThunkPatterns(CudaTileTypeConverter &converter,
                           RewritePatternSet &patterns);

/// Where an element-wise `producer` may compute its buffer-held result: the
/// destination in the tensor of the weak store_view that is the result's
/// only user (a runtime pointer, null when the store cannot take it: not
/// contiguous, out of bounds, overlapping an operand), or no value at all
/// when no such store follows (ViewPatterns.cpp).
Value emitStoreDestination(ConversionPatternRewriter &rewriter, Location loc,
                           Operation *producer, const TypeConverter *converter,
                           ArrayRef<Value> operands,
                           ArrayRef<TileFacts> operandFacts);

/// Native patterns are preferred over the interpreter thunk.
constexpr unsigned kNativeBenefit = 2;

/// The facts of a value's tile type (through the pattern's converter).
inline FailureOr<TileFacts> factsOf(const TypeConverter *converter, Type type) {
  return getTileFacts(*static_cast<const CudaTileTypeConverter *>(converter),
                      type);
}

/// An element-wise op lowered by `compute`, which gets the op and register
/// values of its operands (scalars or vectors of one chunk) and returns the
/// result's. `applies` may decline an op (it then goes to the thunk).
template <typename OpT>
class ElementwiseLowering : public OpConversionPattern<OpT> {
public:
  using Compute = std::function<Value(OpBuilder &, Location, OpT, ValueRange)>;
  using Applies = std::function<bool(OpT)>;

  ElementwiseLowering(CudaTileTypeConverter &converter, MLIRContext *context,
                      Compute compute, Applies applies = nullptr)
      : OpConversionPattern<OpT>(converter, context, kNativeBenefit),
        compute(std::move(compute)), applies(std::move(applies)) {}

  LogicalResult
  matchAndRewrite(OpT op, typename OpConversionPattern<OpT>::OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (applies && !applies(op))
      return failure();
    const TypeConverter *converter = this->getTypeConverter();
    FailureOr<TileFacts> result =
        factsOf(converter, op->getResult(0).getType());
    if (failed(result))
      return failure();
    SmallVector<TileFacts> operandFacts;
    for (Value operand : op->getOperands()) {
      FailureOr<TileFacts> facts = factsOf(converter, operand.getType());
      if (failed(facts) ||
          (facts->numElements != result->numElements && !facts->isScalar()))
        return failure();
      operandFacts.push_back(*facts);
    }
    SmallVector<Value> operands = llvm::to_vector(adaptor.getOperands());
    Value destination;
    if (result->isBuffer())
      destination = emitStoreDestination(rewriter, op.getLoc(), op, converter,
                                         operands, operandFacts);
    Value value = emitElementwise(
        rewriter, op.getLoc(), op, *result, operands, operandFacts,
        [&](OpBuilder &b, Location loc, ValueRange values) {
          return compute(b, loc, op, values);
        },
        destination);
    rewriter.replaceOp(op, value);
    return success();
  }

private:
  Compute compute;
  Applies applies;
};

} // namespace mlir::cuda_tile::lowering

#endif // TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_PATTERNS_H
