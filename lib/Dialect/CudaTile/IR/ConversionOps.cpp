//===- ConversionOps.cpp - conversion op verifiers ------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/IR/ReleaseRules.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static LogicalResult verifySameShape(Operation *op, Type from, Type to) {
  if (cast<TileType>(from).getShape() != cast<TileType>(to).getShape())
    return op->emitOpError("expects source and result of the same shape");
  return success();
}

LogicalResult BitcastOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (failed(verifySameShape(*this, source, result)))
    return failure();
  // tf32 counts as 19 bits here, so it only converts to itself.
  auto width = [](Type element) {
    return isa<Float8E5M3FNUType>(element) ? 8u
                                           : element.getIntOrFloatBitWidth();
  };
  unsigned from = width(source.getElementType());
  unsigned to = width(result.getElementType());
  if (from != to)
    return emitOpError("types must be equal width, cannot convert ")
           << source.getElementType() << " of width " << from << " to type "
           << result.getElementType() << " of width " << to;
  return success();
}

LogicalResult ExtIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getTo().getType().getElementTypeBitWidth() <=
      getFrom().getType().getElementTypeBitWidth())
    return emitOpError("extending to smaller or identical integer");
  return success();
}

LogicalResult TruncIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getTo().getType().getElementTypeBitWidth() >=
      getFrom().getType().getElementTypeBitWidth())
    return emitOpError("truncating to larger or identical integer");
  return success();
}

namespace {
/// What decides whether a conversion between float formats is exact.
struct FloatFormatInfo {
  unsigned precision; // significand bits, the implicit one included
  double maxFinite;
  int minExponent; // exponent of the smallest positive value
  bool isSigned, hasZero, hasInf, hasNaN;
};
} // namespace

static FloatFormatInfo getFormatInfo(Type type) {
  return llvm::TypeSwitch<Type, FloatFormatInfo>(type)
      .Case([](Float16Type) {
        return FloatFormatInfo{11, 65504.0, -24, true, true, true, true};
      })
      .Case([](BFloat16Type) {
        return FloatFormatInfo{8, 0x1.fep127, -133, true, true, true, true};
      })
      .Case([](FloatTF32Type) {
        return FloatFormatInfo{11, 0x1.ffcp127, -136, true, true, true, true};
      })
      .Case([](Float32Type) {
        return FloatFormatInfo{24,   0x1.fffffep127, -149, true,
                               true, true,           true};
      })
      .Case([](Float64Type) {
        return FloatFormatInfo{
            53, 0x1.fffffffffffffp1023, -1074, true, true, true, true};
      })
      .Case([](Float8E4M3FNType) {
        return FloatFormatInfo{4, 448.0, -9, true, true, false, true};
      })
      .Case([](Float8E5M2Type) {
        return FloatFormatInfo{3, 57344.0, -16, true, true, true, true};
      })
      .Case([](Float8E8M0FNUType) {
        return FloatFormatInfo{1, 0x1p127, -127, false, false, false, true};
      })
      .Case([](Float4E2M1FNType) {
        return FloatFormatInfo{2, 6.0, -1, true, true, false, false};
      })
      .Case([](Float8E5M3FNUType) {
        return FloatFormatInfo{4, 114688.0, -17, false, true, false, true};
      })
      .Default([](Type) {
        return FloatFormatInfo{0, 0.0, 0, false, false, false, false};
      });
}

/// Whether every value of `from` is exactly a value of `to`.
static bool isStrictWidening(Type from, Type to) {
  FloatFormatInfo source = getFormatInfo(from), target = getFormatInfo(to);
  return target.precision >= source.precision &&
         target.maxFinite >= source.maxFinite &&
         target.minExponent <= source.minExponent &&
         (target.isSigned || !source.isSigned) &&
         (target.hasZero || !source.hasZero) &&
         (target.hasInf || !source.hasInf) && (target.hasNaN || !source.hasNaN);
}

/// The rounding modes ftof accepts for one conversion. From 13.4: the table
/// of the 13.4 specification, first matching row wins; conversions to
/// f8E5M3FNU, which the table does not name, follow the other 8-bit formats.
/// Before: zero and positive_inf to f8E8M0FNU, nearest_even otherwise.
SmallVector<RoundingMode>
cuda_tile::getFToFRoundingModes(Type from, Type to, TileIRVersion release) {
  using RM = RoundingMode;
  if (isa<Float8E8M0FNUType>(to))
    return {RM::ZERO, RM::POSITIVE_INF};
  if (release < TileIRVersion{13, 4})
    return {RM::NEAREST_EVEN};
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float4E2M1FNType,
          Float8E5M3FNUType>(to))
    return {RM::NEAREST_EVEN};
  if (isStrictWidening(from, to))
    return {RM::NEAREST_EVEN, RM::ZERO, RM::NEGATIVE_INF, RM::POSITIVE_INF,
            RM::NEAREST_AWAY};
  if (isa<Float64Type>(from) && isa<Float32Type>(to))
    return {RM::NEAREST_EVEN, RM::ZERO, RM::NEGATIVE_INF, RM::POSITIVE_INF};
  if (isa<Float32Type>(from) && isa<FloatTF32Type>(to))
    return {RM::NEAREST_EVEN, RM::ZERO, RM::NEAREST_AWAY};
  return {RM::NEAREST_EVEN, RM::ZERO};
}

LogicalResult FToFOp::verify() {
  TileType from = getFrom().getType(), to = getTo().getType();
  if (failed(verifySameShape(*this, from, to)))
    return failure();
  if (from == to)
    return emitOpError("converting tiles must not be a no-op");
  RoundingMode mode = getRoundingMode();
  // The dialect implements the newest release's rules; older bytecode
  // refuses what its release's rules reject (getVerifierRelease).
  SmallVector<RoundingMode> modes = getFToFRoundingModes(
      from.getElementType(), to.getElementType(), TileIRVersion{13, 4});
  if (llvm::is_contained(modes, mode))
    return success();
  // The two 13.3 wordings where they still apply.
  if (isa<Float8E8M0FNUType>(to.getElementType()))
    return emitOpError("invalid rounding mode specified. Only 'zero' and "
                       "'positive_inf' are supported for conversions to "
                       "f8E8M0FNU");
  if (modes.size() == 1)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_even' is supported");
  auto diag = emitOpError("invalid rounding mode specified. Only ");
  for (auto [i, m] : llvm::enumerate(modes))
    diag << (i == 0                  ? ""
             : i + 1 == modes.size() ? " and "
                                     : ", ")
         << "'" << stringifyRoundingMode(m) << "'";
  return diag << " are supported for conversions from " << from.getElementType()
              << " to " << to.getElementType();
}

LogicalResult FToIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getRoundingMode() != RoundingMode::NEAREST_INT_TO_ZERO)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_int_to_zero' is supported");
  return success();
}

LogicalResult IToFOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getRoundingMode() != RoundingMode::NEAREST_EVEN)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_even' is supported");
  if (isa<Float8E8M0FNUType>(getTo().getType().getElementType()))
    return emitOpError("integer to f8E8M0FNU conversion is not supported, "
                       "please first convert to another float type");
  return success();
}

LogicalResult IntToPtrOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult PtrToIntOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult PtrToPtrOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}
