//===- ReduceScanRules.cpp - reduce and scan with a combiner region -------===//
//
// Both ops fold N same-shaped operands along `dim` with the op's region,
// which takes, per operand i, the pair (current element, accumulator) as
// block arguments 2i and 2i+1 and yields the N new accumulators.
//
// Order of combination (TileKit's choice; the spec leaves it to the
// implementation but requires it to be deterministic): a scan folds every
// line along `dim` sequentially, starting from the identities, element 0
// first (for `scan reverse=true`, element D-1 first), and writes each
// intermediate accumulator. A reduce does the same on lines of at most
// kReduceLanes elements (x0..x3 with `addf %cur, %acc` is
// x3 + (x2 + (x1 + (x0 + id)))); longer lines are folded in kReduceLanes
// interleaved lanes, then the lanes pairwise (ReduceOrder.h). Lines are
// processed one after another in row-major order of the other dimensions.
//
//===----------------------------------------------------------------------===//

#include "FloatSupport.h"

#include "tilekit/Execution/ReduceOrder.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

/// The identity `attr` as a rank-0 value of `elementType`, or null.
RtValue identityValue(Attribute attr, Type elementType) {
  auto typed = dyn_cast<TypedAttr>(attr);
  if (!typed)
    return RtValue();
  // The verifier tolerates a bf16 identity for f16 operands and vice versa:
  // take the identity's value, rounded to the operand type.
  if (auto floatAttr = dyn_cast<FloatAttr>(attr);
      floatAttr && floatAttr.getType() != elementType) {
    auto target = dyn_cast<FloatType>(elementType);
    if (!target)
      return RtValue();
    APFloat value = floatAttr.getValue();
    bool losesInfo = false;
    value.convert(target.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    typed = FloatAttr::get(elementType, value);
  }
  if (typed.getType() != elementType)
    return RtValue();
  TileInfo info = Compiler::getTileInfo(TileType::get({}, elementType));
  auto dense = DenseElementsAttr::get(RankedTensorType::get({}, elementType),
                                      ArrayRef<Attribute>(typed));
  return denseToValue(dense, info);
}

/// A combiner that is one known binary op of the two block arguments,
/// evaluated natively in the same order (same bits as running the region).
using FastCombiner = uint64_t (*)(uint64_t current, uint64_t acc);

template <typename OpT, typename F> FastCombiner matchOp(Operation *op, F f) {
  return isa<OpT>(op) ? static_cast<FastCombiner>(f) : nullptr;
}

/// The native combiner of `region` when its body is `%r = op %a, %b;
/// yield %r` over the two block arguments, for the ops and types below.
FastCombiner matchFastCombiner(Region &region) {
  Block &block = region.front();
  if (block.getNumArguments() != 2 || block.getOperations().size() != 2)
    return nullptr;
  Operation &op = block.front();
  Operation &yield = block.back();
  if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
      yield.getNumOperands() != 1 || yield.getOperand(0) != op.getResult(0))
    return nullptr;
  // Only `op %current, %acc` (argument order of the block).
  if (op.getOperand(0) != block.getArgument(0) ||
      op.getOperand(1) != block.getArgument(1))
    return nullptr;
  std::optional<ElemKind> kind =
      getElemKind(cast<TileType>(op.getResult(0).getType()).getElementType());
  if (!kind)
    return nullptr;
  auto nearestNoFtz = [&](auto arith) {
    return arith.getRoundingMode() == RoundingMode::NEAREST_EVEN &&
           !arith.getFlushToZero();
  };
  if (*kind == ElemKind::F32) {
    if (auto add = dyn_cast<AddFOp>(op); add && nearestNoFtz(add))
      return [](uint64_t a, uint64_t b) {
        float r = bitsToF32(a) + bitsToF32(b);
        return r == r ? f32ToBits(r) : canonicalNaN(FloatFormat::F32);
      };
    if (auto mul = dyn_cast<MulFOp>(op); mul && nearestNoFtz(mul))
      return [](uint64_t a, uint64_t b) {
        float r = bitsToF32(a) * bitsToF32(b);
        return r == r ? f32ToBits(r) : canonicalNaN(FloatFormat::F32);
      };
    if (auto max = dyn_cast<MaxFOp>(op);
        max && !max.getPropagateNan() && !max.getFlushToZero())
      return [](uint64_t a, uint64_t b) {
        return maxFloat(FloatFormat::F32, a, b, false, false);
      };
    if (auto min = dyn_cast<MinFOp>(op);
        min && !min.getPropagateNan() && !min.getFlushToZero())
      return [](uint64_t a, uint64_t b) {
        return minFloat(FloatFormat::F32, a, b, false, false);
      };
  }
  if (*kind == ElemKind::F64) {
    if (auto add = dyn_cast<AddFOp>(op); add && nearestNoFtz(add))
      return [](uint64_t a, uint64_t b) {
        double r = bitsToF64(a) + bitsToF64(b);
        return r == r ? f64ToBits(r) : canonicalNaN(FloatFormat::F64);
      };
  }
  if (*kind == ElemKind::I32 || *kind == ElemKind::I64) {
    bool wide = *kind == ElemKind::I64;
    if (auto add = dyn_cast<AddIOp>(op);
        add && add.getOverflow() == IntegerOverflow::NONE)
      return wide ? static_cast<FastCombiner>(
                        [](uint64_t a, uint64_t b) { return a + b; })
                  : [](uint64_t a, uint64_t b) -> uint64_t {
        return uint32_t(a + b);
      };
    if (auto max = dyn_cast<MaxIOp>(op);
        max && max.getSignedness() == Signedness::Signed)
      return wide ? static_cast<FastCombiner>([](uint64_t a, uint64_t b) {
        return int64_t(a) < int64_t(b) ? b : a;
      })
                  : [](uint64_t a, uint64_t b) {
                      return int32_t(a) < int32_t(b) ? b : a;
                    };
    if (auto min = dyn_cast<MinIOp>(op);
        min && min.getSignedness() == Signedness::Signed)
      return wide ? static_cast<FastCombiner>([](uint64_t a, uint64_t b) {
        return int64_t(a) > int64_t(b) ? b : a;
      })
                  : [](uint64_t a, uint64_t b) {
                      return int32_t(a) > int32_t(b) ? b : a;
                    };
  }
  return nullptr;
}

/// Compile-time facts shared by reduce and scan.
struct Combine {
  FastCombiner fast = nullptr;
  std::vector<unsigned> operands, results;
  std::vector<unsigned> elemBytes;
  std::vector<RtValue> identities;
  CompiledBlockRef body;
  /// The operand shape seen as outer x extent x inner around `dim`.
  int64_t outer = 1, extent = 1, inner = 1;
};

LogicalResult prepareCombine(Operation *op, Compiler &compiler,
                             ValueRange operands, ValueRange results,
                             uint64_t dim, ArrayAttr identities, Region &region,
                             Combine &combine) {
  for (auto [operand, identity] : llvm::zip(operands, identities)) {
    TileInfo info = Compiler::getTileInfo(operand.getType());
    if (info.kind == ElemKind::Ptr)
      return compiler.error(op, "cannot combine pointer tiles");
    Type elementType = cast<TileType>(operand.getType()).getElementType();
    RtValue value = identityValue(identity, elementType);
    if (!value)
      return compiler.error(op, "has an identity the interpreter cannot "
                                "convert to the operand element type");
    combine.operands.push_back(compiler.slot(operand));
    combine.elemBytes.push_back(info.elemBytes);
    combine.identities.push_back(std::move(value));
  }
  for (Value result : results)
    combine.results.push_back(compiler.slot(result));
  ArrayRef<int64_t> shape =
      cast<TileType>(operands.front().getType()).getShape();
  if (dim >= shape.size())
    return compiler.error(op, "has an out-of-range dim");
  for (uint64_t d = 0; d < shape.size(); ++d) {
    if (d < dim)
      combine.outer *= shape[d];
    else if (d > dim)
      combine.inner *= shape[d];
  }
  combine.extent = shape[dim];
  FailureOr<CompiledBlockRef> body = compiler.compileRegion(region);
  if (failed(body))
    return failure();
  if (!*body || (*body)->argSlots.size() != 2 * combine.operands.size())
    return compiler.error(op, "has a malformed combiner region");
  combine.body = *body;
  if (combine.operands.size() == 1)
    combine.fast = matchFastCombiner(region);
  return success();
}

/// The fast path of buildCombineStep: one operand, a native combiner.
template <unsigned B>
void runFastCombine(const Combine &c, const uint8_t *in, uint8_t *out,
                    bool isScan, bool reverse) {
  using T = typename std::conditional_t<
      B == 1, uint8_t,
      std::conditional_t<B == 2, uint16_t,
                         std::conditional_t<B == 4, uint32_t, uint64_t>>>;
  const T *x = reinterpret_cast<const T *>(in);
  T *y = reinterpret_cast<T *>(out);
  uint64_t identity = readScalarBits(c.identities[0], B);
  for (int64_t o = 0; o < c.outer; ++o)
    for (int64_t in = 0; in < c.inner; ++in) {
      if (!isScan && isLaneReduce(c.extent)) {
        uint64_t lanes[kReduceLanes];
        std::fill(lanes, lanes + kReduceLanes, identity);
        for (int64_t d = 0; d < c.extent; ++d)
          lanes[d % kReduceLanes] = c.fast(x[(o * c.extent + d) * c.inner + in],
                                           lanes[d % kReduceLanes]);
        for (int64_t h = kReduceLanes / 2; h >= 1; h /= 2)
          for (int64_t l = 0; l < h; ++l)
            lanes[l] = c.fast(lanes[l + h], lanes[l]);
        y[o * c.inner + in] = static_cast<T>(lanes[0]);
        continue;
      }
      uint64_t acc = identity;
      for (int64_t step = 0; step < c.extent; ++step) {
        int64_t d = reverse ? c.extent - 1 - step : step;
        int64_t index = (o * c.extent + d) * c.inner + in;
        acc = c.fast(x[index], acc);
        if (isScan)
          y[index] = static_cast<T>(acc);
      }
      if (!isScan)
        y[o * c.inner + in] = static_cast<T>(acc);
    }
}

/// Puts element `index` of the tile in `source` into the block-argument
/// slot `slot` as a rank-0 value, overwriting the slot's previous scalar in
/// place when nothing else holds it (the common case: the combiner only
/// reads its arguments), so the loop does not allocate per element.
inline void setElementArg(Frame &frame, unsigned slot, unsigned source,
                          int64_t index, unsigned bytes) {
  uint64_t bits = loadElement(frame.slots[source]->data(), index, bytes);
  RtValue &arg = frame.slots[slot];
  if (arg && arg.useCount() == 1 && arg->size() == bytes) {
    storeElement(arg->data(), 0, bytes, bits);
    return;
  }
  arg = makeScalar(bits, bytes);
}

/// Runs the combiner on the current values already in its element
/// arguments and the accumulators `accs`, which it replaces by the yielded
/// values.
Flow runCombiner(Frame &frame, Operation *op, const Combine &combine,
                 llvm::SmallVectorImpl<RtValue> &accs) {
  const CompiledBlock &body = *combine.body;
  size_t n = combine.operands.size();
  for (size_t i = 0; i < n; ++i)
    frame.slots[body.argSlots[2 * i + 1]] = std::move(accs[i]);
  Flow flow = runBlock(body, frame);
  if (flow != Flow::Yield) {
    if (flow == Flow::Fault)
      return flow;
    return fail(frame, op, "combiner region did not end with yield");
  }
  if (frame.transfer.size() != n)
    return fail(frame, op,
                "combiner region yielded the wrong number of values");
  for (size_t i = 0; i < n; ++i)
    accs[i] = std::move(frame.transfer[i]);
  frame.transfer.clear();
  // Drop the accumulator arguments so the yielded values are not shared
  // with them (keeps the next step's buffers unshared where possible).
  for (size_t i = 0; i < n; ++i)
    frame.slots[body.argSlots[2 * i + 1]].reset();
  return Flow::Next;
}

/// Runs the combiner once on the element at `index` of every operand and the
/// accumulators `accs`.
inline Flow combineStep(Frame &frame, Operation *op, const Combine &combine,
                        int64_t index, llvm::SmallVectorImpl<RtValue> &accs) {
  const CompiledBlock &body = *combine.body;
  for (size_t i = 0; i < combine.operands.size(); ++i)
    setElementArg(frame, body.argSlots[2 * i], combine.operands[i], index,
                  combine.elemBytes[i]);
  return runCombiner(frame, op, combine, accs);
}

/// Folds the line at (o, in) of a reduce in lanes (ReduceOrder.h) into
/// `accs`.
Flow reduceLineInLanes(Frame &frame, Operation *op, const Combine &c, int64_t o,
                       int64_t in, llvm::SmallVectorImpl<RtValue> &accs) {
  const CompiledBlock &body = *c.body;
  size_t n = c.operands.size();
  std::vector<llvm::SmallVector<RtValue, 4>> lanes(
      kReduceLanes,
      llvm::SmallVector<RtValue, 4>(c.identities.begin(), c.identities.end()));
  for (int64_t d = 0; d < c.extent; ++d)
    if (Flow flow = combineStep(frame, op, c, (o * c.extent + d) * c.inner + in,
                                lanes[d % kReduceLanes]);
        flow != Flow::Next)
      return flow;
  for (int64_t h = kReduceLanes / 2; h >= 1; h /= 2)
    for (int64_t l = 0; l < h; ++l) {
      for (size_t i = 0; i < n; ++i)
        frame.slots[body.argSlots[2 * i]] = std::move(lanes[l + h][i]);
      if (Flow flow = runCombiner(frame, op, c, lanes[l]); flow != Flow::Next)
        return flow;
    }
  for (size_t i = 0; i < n; ++i)
    accs[i] = std::move(lanes[0][i]);
  return Flow::Next;
}

/// reduce or scan: `isScan` keeps every accumulator; `reverse` walks each
/// line from its end.
Step buildCombineStep(Operation *op, std::shared_ptr<const Combine> combine,
                      bool isScan, bool reverse) {
  return [op, combine, isScan, reverse](Frame &frame) -> Flow {
    const Combine &c = *combine;
    size_t n = c.operands.size();
    int64_t lines = c.outer * c.inner;
    int64_t resultCount = isScan ? lines * c.extent : lines;
    llvm::SmallVector<RtValue, 4> outputs, accs(n);
    for (size_t i = 0; i < n; ++i)
      outputs.push_back(Buffer::create(resultCount * c.elemBytes[i]));
    if (c.fast) {
      const uint8_t *in = frame.slots[c.operands[0]]->data();
      uint8_t *out = outputs[0]->data();
      if (c.elemBytes[0] == 4)
        runFastCombine<4>(c, in, out, isScan, reverse);
      else
        runFastCombine<8>(c, in, out, isScan, reverse);
      frame.slots[c.results[0]] = std::move(outputs[0]);
      return Flow::Next;
    }
    for (int64_t o = 0; o < c.outer; ++o) {
      for (int64_t in = 0; in < c.inner; ++in) {
        if (!isScan && isLaneReduce(c.extent)) {
          if (Flow flow = reduceLineInLanes(frame, op, c, o, in, accs);
              flow != Flow::Next)
            return flow;
          for (size_t i = 0; i < n; ++i)
            storeElement(outputs[i]->data(), o * c.inner + in, c.elemBytes[i],
                         readScalarBits(accs[i], c.elemBytes[i]));
          continue;
        }
        for (size_t i = 0; i < n; ++i)
          accs[i] = c.identities[i];
        for (int64_t step = 0; step < c.extent; ++step) {
          int64_t d = reverse ? c.extent - 1 - step : step;
          int64_t index = (o * c.extent + d) * c.inner + in;
          if (Flow flow = combineStep(frame, op, c, index, accs);
              flow != Flow::Next)
            return flow;
          if (isScan)
            for (size_t i = 0; i < n; ++i)
              storeElement(outputs[i]->data(), index, c.elemBytes[i],
                           readScalarBits(accs[i], c.elemBytes[i]));
        }
        if (!isScan)
          for (size_t i = 0; i < n; ++i)
            storeElement(outputs[i]->data(), o * c.inner + in, c.elemBytes[i],
                         readScalarBits(accs[i], c.elemBytes[i]));
      }
    }
    for (size_t i = 0; i < n; ++i)
      frame.slots[c.results[i]] = std::move(outputs[i]);
    return Flow::Next;
  };
}

LogicalResult compileReduce(Operation *op, Compiler &compiler, Step &step) {
  auto reduce = cast<ReduceOp>(op);
  auto combine = std::make_shared<Combine>();
  if (failed(prepareCombine(
          op, compiler, reduce.getOperands(), reduce.getResults(),
          reduce.getDim(), reduce.getIdentities(), reduce.getBody(), *combine)))
    return failure();
  step = buildCombineStep(op, std::move(combine), /*isScan=*/false,
                          /*reverse=*/false);
  return success();
}

LogicalResult compileScan(Operation *op, Compiler &compiler, Step &step) {
  auto scan = cast<ScanOp>(op);
  auto combine = std::make_shared<Combine>();
  if (failed(prepareCombine(op, compiler, scan.getOperands(), scan.getResults(),
                            scan.getDim(), scan.getIdentities(), scan.getBody(),
                            *combine)))
    return failure();
  step = buildCombineStep(op, std::move(combine), /*isScan=*/true,
                          scan.getReverse());
  return success();
}

} // namespace

void addReduceScanRules(RuleTable &table) {
  table.add<ReduceOp>(compileReduce);
  table.add<ScanOp>(compileScan);
}

} // namespace tilekit::exec::interp
