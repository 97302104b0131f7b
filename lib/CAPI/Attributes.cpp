//===- Attributes.cpp - cuda_tile attributes from C -----------------------===//

#include "cuda_tile-c/Dialect/CudaTileDialect.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

/// The attribute of enum keyword `value`, null for any other string.
template <typename AttrT>
MlirAttribute getEnumAttr(MlirContext ctx, MlirStringRef value) {
  using Enum = decltype(std::declval<AttrT>().getValue());
  std::optional<Enum> symbol = symbolizeEnum<Enum>(unwrap(value));
  if (!symbol)
    return {nullptr};
  return wrap(AttrT::get(unwrap(ctx), *symbol));
}

/// The keyword of an enum attribute (a static string), null for another
/// kind of attribute.
template <typename AttrT> MlirStringRef getEnumKeyword(MlirAttribute attr) {
  auto enumAttr =
      mlirAttributeIsNull(attr) ? AttrT() : dyn_cast<AttrT>(unwrap(attr));
  if (!enumAttr)
    return mlirStringRefCreate(nullptr, 0);
  return wrap(stringifyEnum(enumAttr.getValue()));
}

template <typename AttrT> bool isA(MlirAttribute attr) {
  return !mlirAttributeIsNull(attr) && isa<AttrT>(unwrap(attr));
}

} // namespace

// The enum attributes of the C API, one line each.
#define CUDA_TILE_C_ENUM_ATTRS(X)                                              \
  X(RoundingMode)                                                              \
  X(ComparisonOrdering)                                                        \
  X(ComparisonPredicate)                                                       \
  X(MemoryOrderingSemantics)                                                   \
  X(MemoryScope)                                                               \
  X(PaddingValue)                                                              \
  X(AtomicRMWMode)                                                             \
  X(IntegerOverflow)                                                           \
  X(Signedness)                                                                \
  X(SymbolVisibility)

#define CUDA_TILE_C_DEFINE_ENUM_ATTR(Name)                                     \
  bool mlirCudaTileAttributeIsA##Name##Attr(MlirAttribute attr) {              \
    return isA<Name##Attr>(attr);                                              \
  }                                                                            \
  MlirAttribute mlirCudaTile##Name##AttrGet(MlirContext ctx,                   \
                                            MlirStringRef value) {             \
    return getEnumAttr<Name##Attr>(ctx, value);                                \
  }                                                                            \
  MlirStringRef mlirCudaTile##Name##AttrGetValue(MlirAttribute attr) {         \
    return getEnumKeyword<Name##Attr>(attr);                                   \
  }
CUDA_TILE_C_ENUM_ATTRS(CUDA_TILE_C_DEFINE_ENUM_ATTR)
#undef CUDA_TILE_C_DEFINE_ENUM_ATTR

//===----------------------------------------------------------------------===//
// Dense i32 arrays
//===----------------------------------------------------------------------===//

MlirAttribute mlirCudaTileDenseI32ArrayAttrGet(MlirContext ctx,
                                               intptr_t numElements,
                                               const int32_t *values) {
  if (numElements < 0 || (numElements && !values))
    return {nullptr};
  return wrap(DenseI32ArrayAttr::get(unwrap(ctx),
                                     ArrayRef<int32_t>(values, numElements)));
}

intptr_t mlirCudaTileDenseI32ArrayAttrGetNumElements(MlirAttribute attr) {
  auto array = mlirAttributeIsNull(attr)
                   ? DenseI32ArrayAttr()
                   : dyn_cast<DenseI32ArrayAttr>(unwrap(attr));
  return array ? array.size() : 0;
}

int32_t mlirCudaTileDenseI32ArrayAttrGetElement(MlirAttribute attr,
                                                intptr_t pos) {
  auto array = mlirAttributeIsNull(attr)
                   ? DenseI32ArrayAttr()
                   : dyn_cast<DenseI32ArrayAttr>(unwrap(attr));
  if (!array || pos < 0 || pos >= array.size())
    return 0;
  return array[pos];
}

//===----------------------------------------------------------------------===//
// optimization_hints
//===----------------------------------------------------------------------===//

namespace {

/// optimization_hints<arch = {entries}>, the entries those given.
MlirAttribute getHints(MlirContext ctx, MlirStringRef arch,
                       ArrayRef<NamedAttribute> entries) {
  MLIRContext *context = unwrap(ctx);
  NamedAttribute forArch(StringAttr::get(context, unwrap(arch)),
                         DictionaryAttr::get(context, entries));
  return wrap(OptimizationHintsAttr::get(
      context, DictionaryAttr::get(context, {forArch})));
}

} // namespace

bool mlirCudaTileAttributeIsAOptimizationHintsAttr(MlirAttribute attr) {
  return isA<OptimizationHintsAttr>(attr);
}

MlirAttribute mlirCudaTileOptimizationHintsAttrGetEmpty(MlirContext ctx) {
  MLIRContext *context = unwrap(ctx);
  return wrap(
      OptimizationHintsAttr::get(context, DictionaryAttr::get(context)));
}

MlirAttribute mlirCudaTileOptimizationHintsAttrGetEntryOpHint(
    MlirContext ctx, MlirStringRef arch, int32_t numCta, int32_t numWorkerWarps,
    int32_t occupancy) {
  MLIRContext *context = unwrap(ctx);
  Builder builder(context);
  SmallVector<NamedAttribute> entries;
  // 0: not given. The keys in the order the text form lists them.
  for (auto [key, value] :
       {std::pair("num_cta_in_cga", numCta),
        std::pair("num_worker_warps_per_cta", numWorkerWarps),
        std::pair("occupancy", occupancy)})
    if (value)
      entries.emplace_back(builder.getStringAttr(key),
                           builder.getI32IntegerAttr(value));
  return getHints(ctx, arch, entries);
}

MlirAttribute mlirCudaTileOptimizationHintsAttrGetLoadStoreOpHint(
    MlirContext ctx, MlirStringRef arch, int8_t allowTma, int32_t latency) {
  Builder builder(unwrap(ctx));
  SmallVector<NamedAttribute> entries;
  if (allowTma != -1)
    entries.emplace_back(builder.getStringAttr("allow_tma"),
                         builder.getBoolAttr(allowTma != 0));
  if (latency)
    entries.emplace_back(builder.getStringAttr("latency"),
                         builder.getI32IntegerAttr(latency));
  return getHints(ctx, arch, entries);
}
