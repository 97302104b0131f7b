//===- FloatSupport.h - Float element access for the rules ------*- C++ -*-===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_FLOATSUPPORT_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_FLOATSUPPORT_H

#include "Elementwise.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Execution/FloatBits.h"
#include "tilekit/Execution/Numerics.h"

namespace tilekit::exec::interp {

// Slot elements travel as uint64_t (FloatBits.h does the reinterpreting).
inline float bitsToF32(uint64_t bits) {
  return f32FromBits(static_cast<uint32_t>(bits));
}
inline uint64_t f32ToBits(float f) { return bitsOfF32(f); }
inline double bitsToF64(uint64_t bits) { return f64FromBits(bits); }
inline uint64_t f64ToBits(double d) { return bitsOfF64(d); }

/// The executor's rounding of a Tile IR rounding mode (IEEE modes only).
inline Rounding toRounding(mlir::cuda_tile::RoundingMode mode) {
  switch (mode) {
  case mlir::cuda_tile::RoundingMode::ZERO:
    return Rounding::Zero;
  case mlir::cuda_tile::RoundingMode::NEGATIVE_INF:
    return Rounding::Down;
  case mlir::cuda_tile::RoundingMode::POSITIVE_INF:
    return Rounding::Up;
  case mlir::cuda_tile::RoundingMode::NEAREST_AWAY: // 13.4
    return Rounding::NearestAway;
  default:
    return Rounding::NearestEven;
  }
}

/// The sign bit of a float kind's storage.
inline uint64_t signBitOf(ElemKind kind) {
  switch (kind) {
  case ElemKind::F16:
  case ElemKind::BF16:
    return uint64_t(1) << 15;
  case ElemKind::F64:
    return uint64_t(1) << 63;
  case ElemKind::F4E2M1FN:
    return 0x8;
  case ElemKind::F8E4M3FN:
  case ElemKind::F8E5M2:
    return 0x80;
  case ElemKind::F8E8M0FNU:
  case ElemKind::F8E5M3FNU:
    return 0;
  default:
    return uint64_t(1) << 31;
  }
}

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_FLOATSUPPORT_H
