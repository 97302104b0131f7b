//===- ConversionRules.cpp - bitcast, exti, trunci, ftof, ftoi, itof, pointers
//
// Float conversions round exactly once in the declared mode through the
// numerics library (bf16, tf32, fp8, f4 included); ftoi of NaN, infinities
// and out-of-range values is undefined behaviour: TileKit saturates (NaN
// gives 0) and --check reports it.
//
//===----------------------------------------------------------------------===//

#include "FloatSupport.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

template <typename F>
Step buildConversion(const TileInfo &from, const TileInfo &to, unsigned in,
                     unsigned out, F f) {
  return dispatchBytes(from.elemBytes, [&](auto inBytes) -> Step {
    constexpr unsigned I = decltype(inBytes)::value;
    return dispatchBytes(to.elemBytes, [&](auto outBytes) -> Step {
      constexpr unsigned O = decltype(outBytes)::value;
      return makeUnaryStep<I, O>(in, out, from.numElements, ~uint64_t(0), f);
    });
  });
}

LogicalResult compileExtI(Operation *op, Compiler &compiler, Step &step) {
  auto ext = cast<ExtIOp>(op);
  TileInfo from = Compiler::getTileInfo(ext.getFrom().getType());
  TileInfo to = Compiler::getTileInfo(ext.getTo().getType());
  bool isSigned = ext.getSignedness() == Signedness::Signed;
  unsigned fromBits = getElemBits(from.kind), toBits = getElemBits(to.kind);
  step = buildConversion(from, to, compiler.slot(ext.getFrom()),
                         compiler.slot(ext.getTo()), [=](uint64_t x) {
                           uint64_t v = isSigned ? static_cast<uint64_t>(
                                                       signExtend(x, fromBits))
                                                 : maskBits(x, fromBits);
                           return maskBits(v, toBits);
                         });
  return success();
}

LogicalResult compileTruncI(Operation *op, Compiler &compiler, Step &step) {
  auto trunc = cast<TruncIOp>(op);
  TileInfo from = Compiler::getTileInfo(trunc.getFrom().getType());
  TileInfo to = Compiler::getTileInfo(trunc.getTo().getType());
  unsigned fromBits = getElemBits(from.kind), toBits = getElemBits(to.kind);
  unsigned in = compiler.slot(trunc.getFrom());
  Step inner = buildConversion(from, to, in, compiler.slot(trunc.getTo()),
                               [=](uint64_t x) { return maskBits(x, toBits); });
  IntegerOverflow flag = trunc.getOverflow();
  if (flag == IntegerOverflow::NONE) {
    step = std::move(inner);
    return success();
  }
  bool nsw = flag == IntegerOverflow::NSW || flag == IntegerOverflow::NW;
  bool nuw = flag == IntegerOverflow::NUW || flag == IntegerOverflow::NW;
  step = [=](Frame &frame) {
    if (frame.launch->check) {
      const uint8_t *data = frame.slots[in]->data();
      for (int64_t i = 0; i < from.numElements; ++i) {
        uint64_t x = maskBits(loadElement(data, i, from.elemBytes), fromBits);
        uint64_t kept = maskBits(x, toBits);
        bool broken =
            (nuw && kept != x) ||
            (nsw && signExtend(kept, toBits) != signExtend(x, fromBits));
        if (broken)
          return fail(frame, op,
                      std::string("--check: truncation loses bits under ") +
                          (nsw && nuw ? "overflow<no_wrap>"
                           : nsw      ? "overflow<no_signed_wrap>"
                                      : "overflow<no_unsigned_wrap>") +
                          " at element " + formatIndex(from.shape, i) +
                          " (value " + std::to_string(signExtend(x, fromBits)) +
                          ")");
      }
    }
    return inner(frame);
  };
  return success();
}

LogicalResult compileFToF(Operation *op, Compiler &compiler, Step &step) {
  auto ftof = cast<FToFOp>(op);
  TileInfo from = Compiler::getTileInfo(ftof.getFrom().getType());
  TileInfo to = Compiler::getTileInfo(ftof.getTo().getType());
  FloatFormat fromFormat = getFloatFormat(from.kind);
  FloatFormat toFormat = getFloatFormat(to.kind);
  Rounding rounding = toRounding(ftof.getRoundingMode());
  unsigned in = compiler.slot(ftof.getFrom()), out = compiler.slot(ftof.getTo());
  if (rounding == Rounding::NearestEven && from.kind == ElemKind::F32 &&
      to.kind == ElemKind::F16) {
    step = makeUnaryStep<4, 2>(in, out, from.numElements, ~uint64_t(0),
                               [](uint64_t x) -> uint64_t {
                                 return floatToHalfBits(bitsToF32(x));
                               });
    return success();
  }
  if (rounding == Rounding::NearestEven && from.kind == ElemKind::F32 &&
      to.kind == ElemKind::BF16) {
    step = makeUnaryStep<4, 2>(in, out, from.numElements, ~uint64_t(0),
                               [](uint64_t x) -> uint64_t {
                                 return floatToBFloat16Bits(bitsToF32(x));
                               });
    return success();
  }
  step = buildConversion(from, to, in, out, [=](uint64_t x) {
    return convertFloat(x, fromFormat, toFormat, rounding);
  });
  return success();
}

LogicalResult compileFToI(Operation *op, Compiler &compiler, Step &step) {
  auto ftoi = cast<FToIOp>(op);
  TileInfo from = Compiler::getTileInfo(ftoi.getFrom().getType());
  TileInfo to = Compiler::getTileInfo(ftoi.getTo().getType());
  FloatFormat format = getFloatFormat(from.kind);
  bool isSigned = ftoi.getSignedness() == Signedness::Signed;
  unsigned width = getElemBits(to.kind);
  unsigned in = compiler.slot(ftoi.getFrom());
  Step inner =
      buildConversion(from, to, in, compiler.slot(ftoi.getTo()), [=](uint64_t x) {
        return floatToInt(x, format, width, isSigned, nullptr);
      });
  // `saturating` (13.4) defines what is otherwise undefined: the clamping
  // (NaN to 0) floatToInt does anyway.
  if (ftoi.getSaturating()) {
    step = std::move(inner);
    return success();
  }
  step = [=](Frame &frame) {
    if (frame.launch->check) {
      const uint8_t *data = frame.slots[in]->data();
      for (int64_t i = 0; i < from.numElements; ++i) {
        bool invalid = false;
        uint64_t x = loadElement(data, i, from.elemBytes);
        floatToInt(x, format, width, isSigned, &invalid);
        if (invalid)
          return fail(frame, op,
                      "--check: converting " +
                          std::to_string(toDouble(x, format)) +
                          " (NaN, infinite or out of range) at element " +
                          formatIndex(from.shape, i) +
                          " to an integer is undefined");
      }
    }
    return inner(frame);
  };
  return success();
}

LogicalResult compileIToF(Operation *op, Compiler &compiler, Step &step) {
  auto itof = cast<IToFOp>(op);
  TileInfo from = Compiler::getTileInfo(itof.getFrom().getType());
  TileInfo to = Compiler::getTileInfo(itof.getTo().getType());
  FloatFormat format = getFloatFormat(to.kind);
  bool isSigned = itof.getSignedness() == Signedness::Signed;
  unsigned width = getElemBits(from.kind);
  Rounding rounding = toRounding(itof.getRoundingMode());
  step = buildConversion(from, to, compiler.slot(itof.getFrom()),
                         compiler.slot(itof.getTo()), [=](uint64_t x) {
                           return intToFloat(maskBits(x, width), width,
                                             isSigned, format, rounding);
                         });
  return success();
}

} // namespace

void addConversionRules(RuleTable &table) {
  table.add<BitcastOp>(compileForwardOperand);
  table.add<IntToPtrOp>(compileForwardOperand);
  table.add<PtrToIntOp>(compileForwardOperand);
  table.add<PtrToPtrOp>(compileForwardOperand);
  table.add<ExtIOp>(compileExtI);
  table.add<TruncIOp>(compileTruncI);
  table.add<FToFOp>(compileFToF);
  table.add<FToIOp>(compileFToI);
  table.add<IToFOp>(compileIToF);
}

} // namespace tilekit::exec::interp
