//===- MemoryPatterns.cpp - Pointer loads and stores ----------------------===//
//
// The load_ptr_tko and store_ptr_tko lowerings: each access takes the
// runtime path (the runtime checks every lane, any ordering) or one of the
// compiled paths of PointerAccess.cpp, whose header comment says how they
// work.
//
//===----------------------------------------------------------------------===//

#include "LaneForms.h"
#include "Patterns.h"
#include "PointerAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::cuda_tile::lowering {

namespace {

using namespace pointer;

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
    // Buffer operands computed by fused producers (the buffer fast path).
    ChunkSource sourceChunks, maskChunks, paddingChunks;
    auto slowPath = [&](OpBuilder &b, Location nloc) {
      Value source =
          sourceChunks.generator
              ? sourceChunks.materialize(b, nloc, op)
              : spillToMemory(b, nloc, op, adaptor.getSource(), *ptrs);
      Value mask = maskChunks.generator
                       ? maskChunks.materialize(b, nloc, op)
                       : spillOptional(b, nloc, op, converter, op.getMask(),
                                       adaptor.getMask());
      Value padding =
          paddingChunks.generator
              ? paddingChunks.materialize(b, nloc, op)
              : spillOptional(b, nloc, op, converter, op.getPaddingValue(),
                              adaptor.getPaddingValue());
      Value out = allocateFrameSlot(b, nloc, op, result->bytes());
      // Lanes across blocks (BlockLanes.h) go to their own function, which
      // leaves the group on a fault.
      if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr)) {
        int64_t paddingStride =
            op.getPaddingValue() &&
                    cast<TileType>(op.getPaddingValue().getType())
                            .getNumElements() > 1
                ? 1
                : 0;
        callRuntime(b, nloc, op, "tilekit_jit_load_lanes",
                    {getEntryArg(op, abi::kContext), getOpIdValue(b, nloc, op),
                     constI32(b, nloc, param.getInt()), source, mask, padding,
                     out, constI64(b, nloc, result->numElements),
                     constI64(b, nloc, paddingStride)});
      } else {
        callRuntime(b, nloc, op, "tilekit_jit_load_ptr",
                    {getEntryArg(op, abi::kContext), getOpIdValue(b, nloc, op),
                     source, mask, padding, out});
      }
      return loadFromMemory(b, nloc, out, *result);
    };
    // A load of lanes across blocks: inline, or the runtime path above.
    if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr)) {
      Value gathered = emitLanesGather(
          rewriter, loc, op, *result, param.getInt(), adaptor.getSource(),
          op.getMask() ? adaptor.getMask() : Value(),
          op.getPaddingValue() ? adaptor.getPaddingValue() : Value());
      rewriter.replaceOp(op,
                         {gathered ? gathered : slowPath(rewriter, loc),
                          constInt(rewriter, loc, rewriter.getI1Type(), 0)});
      return success();
    }
    Value loaded;
    if (!hasFastPath(op.getMemoryOrderingSemantics(), *result)) {
      loaded = slowPath(rewriter, loc);
    } else if (!result->isBuffer()) {
      Value fits = emitAccessFits(rewriter, loc, op, adaptor.getSource(),
                                  adaptor.getMask(), result->storageBytes,
                                  /*write=*/false);
      auto branch = scf::IfOp::create(
          rewriter, loc, fits,
          [&](OpBuilder &b, Location nloc) {
            scf::YieldOp::create(
                b, nloc,
                emitFastLoad(b, nloc, op, adaptor.getSource(),
                             adaptor.getMask(), adaptor.getPaddingValue(),
                             result->converted, result->storageBytes));
          },
          [&](OpBuilder &b, Location nloc) {
            scf::YieldOp::create(b, nloc, slowPath(b, nloc));
          });
      loaded = branch.getResult(0);
    } else {
      FailureOr<TileFacts> mask, padding;
      if (op.getMask())
        mask = factsOf(converter, op.getMask().getType());
      if (op.getPaddingValue())
        padding = factsOf(converter, op.getPaddingValue().getType());
      const TileFacts *maskFacts = op.getMask() ? &*mask : nullptr;
      const TileFacts *paddingFacts =
          op.getPaddingValue() ? &*padding : nullptr;
      sourceChunks = ChunkSource::take(rewriter, converter, op, op.getSource(),
                                       adaptor.getSource(), &*ptrs);
      maskChunks = ChunkSource::take(rewriter, converter, op, op.getMask(),
                                     adaptor.getMask(), maskFacts);
      paddingChunks =
          ChunkSource::take(rewriter, converter, op, op.getPaddingValue(),
                            adaptor.getPaddingValue(), paddingFacts);
      // A dense tile of active lanes whose value dies before the block can
      // write memory is the memory itself (no copy), as view loads are.
      Value dense, first, contiguous;
      bool reference = mayReferenceMemory(op, op.getResult(),
                                          op.getMemoryOrderingSemantics());
      bool checkLast = false;
      Value count =
          emitAffineLaneCount(rewriter, loc, op.getSource(), op.getMask(),
                              ptrs->numElements, checkLast);
      Value fits =
          count ? emitAffineAccessFits(rewriter, loc, op, sourceChunks, count,
                                       checkLast, result->storageBytes,
                                       /*write=*/false,
                                       reference ? &dense : nullptr, &first,
                                       &contiguous)
                : emitBufferAccessFits(rewriter, loc, op, sourceChunks,
                                       maskChunks, result->storageBytes,
                                       /*write=*/false,
                                       reference ? &dense : nullptr, &first,
                                       &contiguous);
      auto chunk = VectorType::get({kChunkLanes}, result->storageType);
      // The copy, chunk by chunk: a row (found in the range pass) without
      // each chunk's stride test.
      auto copyChunks = [&](OpBuilder &b, Location nloc, bool row) {
        Value out = allocateFrameSlot(b, nloc, op, result->bytes());
        forEachChunk(
            b, nloc, result->numElements, {},
            [&](OpBuilder &cb, Location cloc, Value lane, ValueRange) {
              Value mask = maskChunks.chunk(cb, cloc, lane);
              Value padding = paddingChunks.chunk(cb, cloc, lane);
              Value values;
              if (row) {
                if (!padding)
                  padding = zeroOf(cb, cloc, chunk);
                values = emitSpanLoad(
                    cb, cloc,
                    rowChunkBase(cb, cloc, first, lane, result->storageBytes),
                    1, mask ? mask : allLanes(cb, cloc, chunk), padding, chunk,
                    result->storageBytes);
              } else {
                values = emitFastLoad(cb, cloc, op,
                                      sourceChunks.chunk(cb, cloc, lane), mask,
                                      padding, chunk, result->storageBytes);
              }
              LLVM::StoreOp::create(
                  cb, cloc, values,
                  gep(cb, cloc, out, result->storageType, lane),
                  result->storageBytes);
              return SmallVector<Value>{};
            });
        return out;
      };
      auto copyTile = [&](OpBuilder &b, Location nloc) {
        auto byRow = scf::IfOp::create(
            b, nloc, contiguous,
            [&](OpBuilder &tb, Location tloc) {
              scf::YieldOp::create(tb, tloc, copyChunks(tb, tloc, true));
            },
            [&](OpBuilder &eb, Location eloc) {
              scf::YieldOp::create(eb, eloc, copyChunks(eb, eloc, false));
            });
        return byRow.getResult(0);
      };
      auto branch = scf::IfOp::create(
          rewriter, loc, fits,
          [&](OpBuilder &b, Location nloc) {
            if (!dense) {
              scf::YieldOp::create(b, nloc, copyTile(b, nloc));
              return;
            }
            auto inPlace = scf::IfOp::create(
                b, nloc, dense,
                [&](OpBuilder &tb, Location tloc) {
                  scf::YieldOp::create(tb, tloc, toPointer(tb, tloc, first));
                },
                [&](OpBuilder &eb, Location eloc) {
                  scf::YieldOp::create(eb, eloc, copyTile(eb, eloc));
                });
            scf::YieldOp::create(b, nloc, inPlace.getResult(0));
          },
          [&](OpBuilder &b, Location nloc) {
            scf::YieldOp::create(b, nloc, slowPath(b, nloc));
          });
      loaded = branch.getResult(0);
    }
    rewriter.replaceOp(
        op, {loaded, constInt(rewriter, loc, rewriter.getI1Type(), 0)});
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
    // Buffer operands computed by fused producers (the buffer fast path).
    ChunkSource destinationChunks, maskChunks;
    auto slowPath = [&](OpBuilder &b, Location nloc) {
      Value destination =
          destinationChunks.generator
              ? destinationChunks.materialize(b, nloc, op)
              : spillToMemory(b, nloc, op, adaptor.getDestination(), *ptrs);
      Value data = spillToMemory(b, nloc, op, adaptor.getValue(), *value);
      Value mask = maskChunks.generator
                       ? maskChunks.materialize(b, nloc, op)
                       : spillOptional(b, nloc, op, converter, op.getMask(),
                                       adaptor.getMask());
      if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr))
        callRuntime(b, nloc, op, "tilekit_jit_store_lanes",
                    {getEntryArg(op, abi::kContext), getOpIdValue(b, nloc, op),
                     constI32(b, nloc, param.getInt()), destination, data, mask,
                     constI64(b, nloc, value->numElements)});
      else
        callRuntime(b, nloc, op, "tilekit_jit_store_ptr",
                    {getEntryArg(op, abi::kContext), getOpIdValue(b, nloc, op),
                     destination, data, mask});
    };
    // A store of lanes across blocks (BlockLanes.h): inline with its undo
    // record, or the runtime path above.
    if (auto param = op->getAttrOfType<IntegerAttr>(abi::kLanesParamAttr)) {
      if (!emitLanesScatter(rewriter, loc, op, *value, param.getInt(),
                            adaptor.getDestination(), adaptor.getValue(),
                            op.getMask() ? adaptor.getMask() : Value()))
        slowPath(rewriter, loc);
      rewriter.replaceOp(op, constInt(rewriter, loc, rewriter.getI1Type(), 0));
      return success();
    }
    if (!hasFastPath(op.getMemoryOrderingSemantics(), *value)) {
      slowPath(rewriter, loc);
      rewriter.replaceOp(op, constInt(rewriter, loc, rewriter.getI1Type(), 0));
      return success();
    }
    FailureOr<TileFacts> mask;
    if (op.getMask())
      mask = factsOf(converter, op.getMask().getType());
    const TileFacts *maskFacts = op.getMask() ? &*mask : nullptr;
    bool buffer = value->isBuffer();
    if (buffer) {
      destinationChunks =
          ChunkSource::take(rewriter, converter, op, op.getDestination(),
                            adaptor.getDestination(), &*ptrs);
      maskChunks = ChunkSource::take(rewriter, converter, op, op.getMask(),
                                     adaptor.getMask(), maskFacts);
    }
    Value contiguous, first;
    bool checkLast = false;
    Value count =
        buffer ? emitAffineLaneCount(rewriter, loc, op.getDestination(),
                                     op.getMask(), ptrs->numElements, checkLast)
               : Value();
    Value fits =
        count    ? emitAffineAccessFits(rewriter, loc, op, destinationChunks,
                                        count, checkLast, value->storageBytes,
                                        /*write=*/true, /*dense=*/nullptr, &first,
                                        &contiguous)
        : buffer ? emitBufferAccessFits(rewriter, loc, op, destinationChunks,
                                        maskChunks, value->storageBytes,
                                        /*write=*/true, /*dense=*/nullptr,
                                        &first, &contiguous)
                 : emitAccessFits(rewriter, loc, op, adaptor.getDestination(),
                                  adaptor.getMask(), value->storageBytes,
                                  /*write=*/true);
    scf::IfOp::create(
        rewriter, loc, fits,
        [&](OpBuilder &b, Location nloc) {
          if (!buffer) {
            emitFastStore(b, nloc, op, adaptor.getDestination(),
                          toStorage(b, nloc, adaptor.getValue(), *value),
                          adaptor.getMask(), value->storageBytes);
          } else {
            // A tile whose lanes form one row (found in the range pass) is
            // stored chunk by chunk at first + lane elements, without each
            // chunk's stride test.
            auto chunkType = VectorType::get({kChunkLanes}, value->storageType);
            auto storeChunks = [&](OpBuilder &rb, Location rloc, bool row) {
              forEachChunk(
                  rb, rloc, value->numElements, {},
                  [&](OpBuilder &cb, Location cloc, Value lane, ValueRange) {
                    Value data =
                        LLVM::LoadOp::create(cb, cloc, chunkType,
                                             gep(cb, cloc, adaptor.getValue(),
                                                 value->storageType, lane),
                                             value->storageBytes);
                    Value mask = maskChunks.chunk(cb, cloc, lane);
                    if (row)
                      emitSpanStore(cb, cloc,
                                    rowChunkBase(cb, cloc, first, lane,
                                                 value->storageBytes),
                                    1, data,
                                    mask ? mask : allLanes(cb, cloc, chunkType),
                                    value->storageBytes);
                    else
                      emitFastStore(cb, cloc, op,
                                    destinationChunks.chunk(cb, cloc, lane),
                                    data, mask, value->storageBytes);
                    return SmallVector<Value>{};
                  });
            };
            scf::IfOp::create(
                b, nloc, contiguous,
                [&](OpBuilder &tb, Location tloc) {
                  storeChunks(tb, tloc, true);
                  scf::YieldOp::create(tb, tloc);
                },
                [&](OpBuilder &eb, Location eloc) {
                  storeChunks(eb, eloc, false);
                  scf::YieldOp::create(eb, eloc);
                });
          }
          scf::YieldOp::create(b, nloc);
        },
        [&](OpBuilder &b, Location nloc) {
          slowPath(b, nloc);
          scf::YieldOp::create(b, nloc);
        });
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
