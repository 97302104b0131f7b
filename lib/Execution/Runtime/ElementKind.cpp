//===- ElementKind.cpp - Element types as the executor stores them --------===//

#include "tilekit/Execution/ElementKind.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace tilekit::exec {

unsigned getElemBytes(ElemKind kind) {
  switch (kind) {
  case ElemKind::I1:
  case ElemKind::I4:
  case ElemKind::I8:
  case ElemKind::F8E4M3FN:
  case ElemKind::F8E5M2:
  case ElemKind::F8E8M0FNU:
  case ElemKind::F4E2M1FN:
  case ElemKind::F8E5M3FNU:
    return 1;
  case ElemKind::I16:
  case ElemKind::F16:
  case ElemKind::BF16:
    return 2;
  case ElemKind::I32:
  case ElemKind::F32:
  case ElemKind::TF32:
    return 4;
  case ElemKind::I64:
  case ElemKind::F64:
  case ElemKind::Ptr:
    return 8;
  }
  return 8;
}

unsigned getElemBits(ElemKind kind) {
  switch (kind) {
  case ElemKind::I1:
    return 1;
  case ElemKind::I4:
  case ElemKind::F4E2M1FN:
    return 4;
  case ElemKind::TF32:
    return 19;
  default:
    return 8 * getElemBytes(kind);
  }
}

bool isIntegerKind(ElemKind kind) { return kind <= ElemKind::I64; }

bool isFloatKind(ElemKind kind) {
  return kind >= ElemKind::F16 && kind <= ElemKind::F8E5M3FNU;
}

FloatFormat getFloatFormat(ElemKind kind) {
  switch (kind) {
  case ElemKind::F16:
    return FloatFormat::F16;
  case ElemKind::BF16:
    return FloatFormat::BF16;
  case ElemKind::TF32:
    return FloatFormat::TF32;
  case ElemKind::F64:
    return FloatFormat::F64;
  case ElemKind::F8E4M3FN:
    return FloatFormat::F8E4M3FN;
  case ElemKind::F8E5M2:
    return FloatFormat::F8E5M2;
  case ElemKind::F8E8M0FNU:
    return FloatFormat::F8E8M0FNU;
  case ElemKind::F4E2M1FN:
    return FloatFormat::F4E2M1FN;
  case ElemKind::F8E5M3FNU:
    return FloatFormat::F8E5M3FNU;
  default:
    return FloatFormat::F32;
  }
}

const char *getElemKindName(ElemKind kind) {
  static const char *const names[] = {
      "i1",  "i4",   "i8",  "i16", "i32",      "i64",    "f16",       "bf16",
      "f32", "tf32", "f64", "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN",
      "f8E5M3FNU", "ptr"};
  return names[static_cast<unsigned>(kind)];
}

std::optional<ElemKind> getElemKind(Type type) {
  if (isa<cuda_tile::PointerType>(type))
    return ElemKind::Ptr;
  if (auto intType = dyn_cast<IntegerType>(type)) {
    switch (intType.getWidth()) {
    case 1:
      return ElemKind::I1;
    case 4:
      return ElemKind::I4;
    case 8:
      return ElemKind::I8;
    case 16:
      return ElemKind::I16;
    case 32:
      return ElemKind::I32;
    case 64:
      return ElemKind::I64;
    default:
      return std::nullopt;
    }
  }
  if (type.isF16())
    return ElemKind::F16;
  if (type.isBF16())
    return ElemKind::BF16;
  if (type.isF32())
    return ElemKind::F32;
  if (type.isTF32())
    return ElemKind::TF32;
  if (type.isF64())
    return ElemKind::F64;
  if (isa<Float8E4M3FNType>(type))
    return ElemKind::F8E4M3FN;
  if (isa<Float8E5M2Type>(type))
    return ElemKind::F8E5M2;
  if (isa<Float8E8M0FNUType>(type))
    return ElemKind::F8E8M0FNU;
  if (isa<Float4E2M1FNType>(type))
    return ElemKind::F4E2M1FN;
  if (isa<cuda_tile::Float8E5M3FNUType>(type))
    return ElemKind::F8E5M3FNU;
  return std::nullopt;
}

} // namespace tilekit::exec
