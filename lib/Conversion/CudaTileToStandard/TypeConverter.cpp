//===- TypeConverter.cpp - cuda_tile types in upstream MLIR ---------------===//

#include "Patterns.h"
#include "LoweringUtils.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::cuda_tile {

Type CudaTileTypeConverter::getRegisterType(Type elementType) {
  MLIRContext *context = elementType.getContext();
  if (isa<PointerType>(elementType))
    return IntegerType::get(context, 64);
  if (auto integer = dyn_cast<IntegerType>(elementType)) {
    unsigned width = integer.getWidth();
    if (width == 1 || width == 4 || width == 8 || width == 16 || width == 32 ||
        width == 64)
      return IntegerType::get(context, width);
    return {};
  }
  if (elementType.isF32() || elementType.isF64())
    return elementType;
  // The other formats are not arithmetic in registers: their bit patterns
  // travel as the integers the interpreter stores.
  if (elementType.isF16() || elementType.isBF16())
    return IntegerType::get(context, 16);
  if (elementType.isTF32())
    return IntegerType::get(context, 32);
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType, Float4E2M1FNType,
          Float8E5M3FNUType>(elementType))
    return IntegerType::get(context, 8);
  return {};
}

Type CudaTileTypeConverter::getStorageType(Type elementType) {
  Type reg = getRegisterType(elementType);
  if (auto integer = dyn_cast_or_null<IntegerType>(reg))
    if (integer.getWidth() < 8)
      return IntegerType::get(elementType.getContext(), 8);
  return reg;
}

unsigned CudaTileTypeConverter::getStorageBytes(Type elementType) {
  Type storage = getStorageType(elementType);
  return storage ? storage.getIntOrFloatBitWidth() / 8 : 0;
}

TileRepr CudaTileTypeConverter::getRepr(TileType type) const {
  if (type.getShape().empty())
    return TileRepr::Scalar;
  return type.getNumElements() <= int64_t(maxVectorElements) ? TileRepr::Vector
                                                             : TileRepr::Buffer;
}

CudaTileTypeConverter::CudaTileTypeConverter(MLIRContext *context,
                                             unsigned maxVectorElements)
    : maxVectorElements(std::max(1u, maxVectorElements)),
      patternState(std::make_shared<PatternState>()) {
  // Types of other dialects are already lowered.
  addConversion([](Type type) { return type; });
  addConversion([this](TileType type) -> Type {
    Type reg = getRegisterType(type.getElementType());
    if (!reg)
      return {};
    switch (getRepr(type)) {
    case TileRepr::Scalar:
      return reg;
    case TileRepr::Vector:
      return VectorType::get({type.getNumElements()}, reg);
    case TileRepr::Buffer:
      return LLVM::LLVMPointerType::get(type.getContext());
    }
    return {};
  });
  addConversion([](TokenType type) -> Type {
    return IntegerType::get(type.getContext(), 1);
  });
  auto viewRecord = [](TensorViewType view) -> Type {
    return VectorType::get({1 + 2 * int64_t(view.getShape().size())},
                           IntegerType::get(view.getContext(), 64));
  };
  addConversion([=](TensorViewType type) -> Type { return viewRecord(type); });
  addConversion([=](PartitionViewType type) -> Type {
    return viewRecord(type.getTensorView());
  });
  addConversion([=](StridedViewType type) -> Type {
    return viewRecord(type.getTensorView());
  });
  addConversion([=](GatherScatterViewType type) -> Type {
    return viewRecord(type.getTensorView());
  });

  auto cast = [](OpBuilder &builder, Type type, ValueRange inputs,
                 Location loc) -> Value {
    return UnrealizedConversionCastOp::create(builder, loc, type, inputs)
        .getResult(0);
  };
  addSourceMaterialization(cast);
  addTargetMaterialization(cast);
}

} // namespace mlir::cuda_tile
