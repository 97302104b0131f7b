//===- ThunkPattern.cpp - Ops run by the interpreter from compiled code ---===//
//
// An op without a native lowering (or in a configuration its pattern
// declines, e.g. addf rounding toward zero) becomes a call to
// tilekit_jit_interp, which runs the interpreter's own step for the op on
// the tile block's interpreter frame: bit-identical to the interpreter by
// construction. Operands and results travel in memory in the interpreter's
// storage layout. The thunked op ids are listed on the lowered entry
// (kThunksAttr) so that the JIT prepares their steps once.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::cuda_tile::lowering {

namespace {

class InterpreterThunk : public ConversionPattern {
public:
  InterpreterThunk(CudaTileTypeConverter &converter, MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa_and_nonnull<CudaTileDialect>(op->getDialect()) ||
        op->hasTrait<OpTrait::IsTerminator>())
      return failure();
    auto id = op->getAttrOfType<IntegerAttr>(abi::kOpIdAttr);
    if (!id)
      return failure();
    const TypeConverter *converter = getTypeConverter();
    Location loc = op->getLoc();

    SmallVector<Value> operandPointers;
    for (auto [original, value] : llvm::zip(op->getOperands(), operands)) {
      Type type = original.getType();
      if (isa<TokenType>(type)) {
        operandPointers.push_back(nullPtr(rewriter, loc));
      } else if (isViewType(type)) {
        int64_t words = cast<VectorType>(value.getType()).getNumElements();
        Value slot = allocateFrameSlot(rewriter, loc, op, 8 * words);
        LLVM::StoreOp::create(rewriter, loc, value, slot, 8);
        operandPointers.push_back(slot);
      } else {
        FailureOr<TileFacts> facts = factsOf(converter, type);
        if (failed(facts))
          return failure();
        operandPointers.push_back(
            spillToMemory(rewriter, loc, op, value, *facts));
      }
    }

    // Result slots first: the pattern must not fail after emitting.
    struct Result {
      Value slot;
      std::optional<TileFacts> facts;
      Type converted;
    };
    SmallVector<Result> results;
    for (Type type : op->getResultTypes()) {
      Result r;
      if (isa<TokenType>(type)) {
        results.push_back(r);
        continue;
      }
      r.converted = converter->convertType(type);
      if (!r.converted)
        return failure();
      if (isViewType(type)) {
        results.push_back(r);
        continue;
      }
      FailureOr<TileFacts> facts = factsOf(converter, type);
      if (failed(facts))
        return failure();
      r.facts = *facts;
      results.push_back(r);
    }
    SmallVector<Value> resultPointers;
    for (auto [r, type] : llvm::zip(results, op->getResultTypes())) {
      if (!r.converted) {
        resultPointers.push_back(nullPtr(rewriter, loc));
        continue;
      }
      int64_t bytes = r.facts
                          ? r.facts->bytes()
                          : 8 * cast<VectorType>(r.converted).getNumElements();
      r.slot = allocateFrameSlot(rewriter, loc, op, bytes);
      resultPointers.push_back(r.slot);
    }

    callRuntime(rewriter, loc, op, "tilekit_jit_interp",
                {getEntryArg(op, abi::kContext),
                 constI32(rewriter, loc, id.getInt()),
                 makePointerArray(rewriter, loc, op, operandPointers),
                 makePointerArray(rewriter, loc, op, resultPointers)});

    SmallVector<Value> values;
    for (const Result &r : results) {
      if (!r.converted)
        values.push_back(constInt(rewriter, loc, rewriter.getI1Type(), 0));
      else if (r.facts)
        values.push_back(loadFromMemory(rewriter, loc, r.slot, *r.facts));
      else
        values.push_back(
            LLVM::LoadOp::create(rewriter, loc, r.converted, r.slot, 8));
    }

    func::FuncOp func = getEntryFunc(op);
    SmallVector<int32_t> thunks;
    if (auto list = func->getAttrOfType<DenseI32ArrayAttr>(abi::kThunksAttr))
      thunks.assign(list.asArrayRef().begin(), list.asArrayRef().end());
    thunks.push_back(id.getInt());
    func->setAttr(abi::kThunksAttr, rewriter.getDenseI32ArrayAttr(thunks));

    rewriter.replaceOp(op, values);
    return success();
  }
};

} // namespace

void populateThunkPatterns(CudaTileTypeConverter &converter,
                           RewritePatternSet &patterns) {
  patterns.add<InterpreterThunk>(converter, patterns.getContext());
}

} // namespace mlir::cuda_tile::lowering
