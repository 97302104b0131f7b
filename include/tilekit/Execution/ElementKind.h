//===- ElementKind.h - Element types as the executor stores them -*- C++ -*-===//
//
// The executor keeps every tile in a flat array of one storage type per
// element type: integers in their own width (i1 as a byte holding 0 or 1, i4
// in the low nibble of a byte), floats as their bit patterns (tf32 as f32
// bits, fp8 and f4 one per byte) and pointers as 64-bit host addresses.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_ELEMENTKIND_H
#define TILEKIT_EXECUTION_ELEMENTKIND_H

#include "tilekit/Execution/Numerics.h"

#include <cstdint>
#include <optional>

namespace mlir {
class Type;
} // namespace mlir

namespace tilekit::exec {

enum class ElemKind : uint8_t {
  I1,
  I4,
  I8,
  I16,
  I32,
  I64,
  F16,
  BF16,
  F32,
  TF32,
  F64,
  F8E4M3FN,
  F8E5M2,
  F8E8M0FNU,
  F4E2M1FN,
  F8E5M3FNU, ///< 13.4 (the dialect's !cuda_tile.f8E5M3FNU)
  Ptr,
};

/// Bytes one element occupies in a tile and in memory.
unsigned getElemBytes(ElemKind kind);
/// Bits of the value proper (i1: 1, i4: 4, tf32: 19, pointers: 64).
unsigned getElemBits(ElemKind kind);
bool isIntegerKind(ElemKind kind);
bool isFloatKind(ElemKind kind);
/// The numerics format of a float kind.
FloatFormat getFloatFormat(ElemKind kind);
/// `i32`, `f16`, `ptr`, ... as Tile IR spells them.
const char *getElemKindName(ElemKind kind);

/// The kind of an MLIR element type (integer, float or cuda_tile.ptr).
std::optional<ElemKind> getElemKind(mlir::Type type);

} // namespace tilekit::exec

#endif // TILEKIT_EXECUTION_ELEMENTKIND_H
