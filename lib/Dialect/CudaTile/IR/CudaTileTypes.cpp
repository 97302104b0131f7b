//===- CudaTileTypes.cpp - cuda_tile types --------------------------------===//
//
// Parsing, printing and verification of tile, ptr, tensor_view and the view
// types. Diagnostics follow the wording of the reference toolchain.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_TYPEDEF_CLASSES
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypeInterfaces.cpp.inc"

namespace mlir::cuda_tile {
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypeConstraints.cpp.inc"
} // namespace mlir::cuda_tile

void CudaTileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Short-form type spelling
//===----------------------------------------------------------------------===//

/// Parses a cuda_tile type after its `!cuda_tile.` prefix, or in the short
/// spelling: the generated parsers plus `fnv8E5M3FNU`, the spelling of the
/// 13.4 specification for f8E5M3FNU.
static OptionalParseResult parseDialectType(AsmParser &parser,
                                            StringRef *mnemonic, Type &type) {
  if (succeeded(parser.parseOptionalKeyword("fnv8E5M3FNU"))) {
    type = Float8E5M3FNUType::get(parser.getContext());
    return success();
  }
  return generatedTypeParser(parser, mnemonic, type);
}

Type CudaTileDialect::parseType(DialectAsmParser &parser) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Type type;
  OptionalParseResult parsed = parseDialectType(parser, &mnemonic, type);
  if (parsed.has_value())
    return succeeded(*parsed) ? type : Type();
  parser.emitError(loc) << "unknown  type `" << mnemonic << "` in dialect `"
                        << getNamespace() << "`";
  return Type();
}

void CudaTileDialect::printType(Type type, DialectAsmPrinter &printer) const {
  if (failed(generatedTypePrinter(type, printer)))
    llvm_unreachable("unknown cuda_tile type");
}

ParseResult cuda_tile::parseCudaTileType(AsmParser &parser, Type &type) {
  OptionalParseResult builtin = parser.parseOptionalType(type);
  if (builtin.has_value())
    return *builtin;
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  OptionalParseResult dialectType = parseDialectType(parser, &mnemonic, type);
  if (dialectType.has_value())
    return *dialectType;
  if (mnemonic.empty())
    return parser.emitError(loc, "expected type");
  return parser.emitError(loc, "unknown type: ") << mnemonic;
}

void cuda_tile::printCudaTileType(AsmPrinter &printer, Type type) {
  if (isa<CudaTileDialect>(type.getDialect()) &&
      succeeded(generatedTypePrinter(type, printer)))
    return;
  printer.printType(type);
}

unsigned cuda_tile::getElementBitWidth(Type elementType) {
  if (isa<FloatTF32Type>(elementType))
    return 32;
  if (isa<Float8E5M3FNUType>(elementType))
    return 8;
  if (isa<PointerType>(elementType))
    return 64;
  return elementType.getIntOrFloatBitWidth();
}

static void printShapeAndElement(AsmPrinter &printer, ArrayRef<int64_t> shape,
                                 Type elementType) {
  for (int64_t dim : shape) {
    if (ShapedType::isDynamic(dim))
      printer << '?';
    else
      printer << dim;
    printer << 'x';
  }
  printCudaTileType(printer, elementType);
}

namespace {
/// Streams a list of sizes as `[a, b, ?]` into a diagnostic.
struct SizeList {
  ArrayRef<int64_t> values;
};
Diagnostic &operator<<(Diagnostic &diag, SizeList list) {
  diag << "[";
  llvm::interleaveComma(list.values, diag, [&](int64_t v) {
    if (ShapedType::isDynamic(v))
      diag << "?";
    else
      diag << v;
  });
  return diag << "]";
}
} // namespace

//===----------------------------------------------------------------------===//
// tile
//===----------------------------------------------------------------------===//

LogicalResult
cuda_tile::verifyTileShape(function_ref<InFlightDiagnostic()> emitError,
                           ArrayRef<int64_t> shape, Type elementType) {
  int64_t numElements = 1;
  for (int64_t dim : shape) {
    if (dim <= 0)
      return emitError() << "all dimensions must be positive constants, got "
                         << shape;
    if (!llvm::isPowerOf2_64(static_cast<uint64_t>(dim)))
      return emitError() << "all dimensions must be powers of two, got "
                         << shape;
    // Divide before multiplying so that huge dimensions cannot overflow.
    if (numElements > kMaxTileElements / dim)
      return emitError() << "tile would exceed the maximum of "
                         << kMaxTileElements << " elements";
    numElements *= dim;
  }
  // Two f4E2M1FN values share a byte: the element count must be even.
  if (elementType && isa<Float4E2M1FNType>(elementType) &&
      llvm::all_of(shape, [](int64_t dim) { return dim % 2 != 0; }))
    return emitError() << "F4E2M1FN tiles must have an even number of elements";
  return success();
}

Type TileType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false) ||
      parseCudaTileType(parser, elementType) || parser.parseGreater())
    return Type();
  return parser.getChecked<TileType>(loc, parser.getContext(), shape,
                                     elementType);
}

void TileType::print(AsmPrinter &printer) const {
  printer << '<';
  printShapeAndElement(printer, getShape(), getElementType());
  printer << '>';
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type elementType) {
  return verifyTileShape(emitError, shape, elementType);
}

TileType TileType::cloneWith(std::optional<ArrayRef<int64_t>> shape,
                             Type elementType) const {
  return TileType::get(shape ? *shape : getShape(), elementType);
}

//===----------------------------------------------------------------------===//
// ptr
//===----------------------------------------------------------------------===//

/// Parses the `= <kind>` after `ptr_attr`.
static FailureOr<PointerAttrKindAttr> parsePtrAttrValue(AsmParser &parser) {
  if (parser.parseEqual())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<PointerAttrKind> kind = symbolizePointerAttrKind(keyword);
  if (!kind)
    return parser.emitError(loc, "unknown pointer attribute '")
           << keyword << "', expected 'default'";
  return PointerAttrKindAttr::get(parser.getContext(), *kind);
}

/// Parses an optional `, ptr_attr = <kind>` (13.4; TileKit's spelling, the
/// reference's is not public).
static FailureOr<PointerAttrKindAttr> parseOptionalPtrAttr(AsmParser &parser) {
  if (failed(parser.parseOptionalComma()))
    return PointerAttrKindAttr();
  if (parser.parseKeyword("ptr_attr"))
    return failure();
  return parsePtrAttrValue(parser);
}

static void printOptionalPtrAttr(AsmPrinter &printer,
                                 PointerAttrKindAttr attr) {
  if (attr)
    printer << ", ptr_attr = " << stringifyPointerAttrKind(attr.getValue());
}

Type PointerType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  Type pointee;
  if (parser.parseLess() || parseCudaTileType(parser, pointee))
    return Type();
  FailureOr<PointerAttrKindAttr> attr = parseOptionalPtrAttr(parser);
  if (failed(attr) || parser.parseGreater())
    return Type();
  return parser.getChecked<PointerType>(loc, parser.getContext(), pointee,
                                        *attr);
}

void PointerType::print(AsmPrinter &printer) const {
  printer << '<';
  printCudaTileType(printer, getPointeeType());
  printOptionalPtrAttr(printer, getPtrAttr());
  printer << '>';
}

//===----------------------------------------------------------------------===//
// tensor_view
//===----------------------------------------------------------------------===//

static ParseResult parseStrides(AsmParser &parser,
                                SmallVectorImpl<int64_t> &strides) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square,
      [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        if (succeeded(parser.parseOptionalQuestion())) {
          strides.push_back(TensorViewType::kDynamic);
          return success();
        }
        int64_t stride = 0;
        OptionalParseResult parsed = parser.parseOptionalInteger(stride);
        if (!parsed.has_value())
          return parser.emitError(
              loc, "expected either 64-bit integer or question mark");
        if (failed(*parsed))
          return failure();
        // Refused here so that the dynamic marker cannot be spelled out.
        if (stride <= 0)
          return parser.emitError(loc,
                                  "expected strictly positive integer, got ")
                 << stride;
        strides.push_back(stride);
        return success();
      },
      "strides array");
}

Type TensorViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape, strides;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true) ||
      parseCudaTileType(parser, elementType))
    return Type();
  PointerAttrKindAttr ptrAttr;
  if (shape.empty()) {
    if (succeeded(parser.parseOptionalComma())) {
      if (succeeded(parser.parseOptionalKeyword("strides"))) {
        parser.emitError(parser.getCurrentLocation(),
                         "strides must not be provided for 0-d tiles");
        return Type();
      }
      if (failed(parser.parseOptionalKeyword("ptr_attr"))) {
        parser.emitError(
            parser.getCurrentLocation(),
            "unexpected token after element type in 0-d tensor_view");
        return Type();
      }
      FailureOr<PointerAttrKindAttr> attr = parsePtrAttrValue(parser);
      if (failed(attr))
        return Type();
      ptrAttr = *attr;
    }
  } else {
    if (failed(parser.parseOptionalComma())) {
      parser.emitError(parser.getCurrentLocation(), "expected 'strides'");
      return Type();
    }
    if (parser.parseKeyword("strides") || parser.parseEqual() ||
        parseStrides(parser, strides))
      return Type();
    FailureOr<PointerAttrKindAttr> attr = parseOptionalPtrAttr(parser);
    if (failed(attr))
      return Type();
    ptrAttr = *attr;
  }
  if (parser.parseGreater())
    return Type();
  return parser.getChecked<TensorViewType>(
      loc, parser.getContext(), elementType, shape, strides, ptrAttr);
}

void TensorViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printShapeAndElement(printer, getShape(), getElementType());
  if (!getShape().empty()) {
    printer << ", strides=[";
    llvm::interleave(
        getStrides(), printer,
        [&](int64_t stride) {
          if (ShapedType::isDynamic(stride))
            printer << '?';
          else
            printer << stride;
        },
        ",");
    printer << ']';
  }
  printOptionalPtrAttr(printer, getPtrAttr());
  printer << '>';
}

LogicalResult
TensorViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                       Type elementType, ArrayRef<int64_t> shape,
                       ArrayRef<int64_t> strides, PointerAttrKindAttr) {
  if (shape.size() != strides.size())
    return emitError() << "expected shape and stride to be of same rank but "
                          "got shape of rank "
                       << shape.size() << " and stride of rank "
                       << strides.size();
  auto invalid = [](int64_t v) { return v <= 0 && !ShapedType::isDynamic(v); };
  if (llvm::any_of(shape, invalid))
    return emitError()
           << "dimensions must have strictly positive constant sizes but got "
           << SizeList{shape};
  if (llvm::any_of(strides, invalid))
    return emitError()
           << "dimensions must have strictly positive constant strides but got "
           << SizeList{strides};
  return success();
}

//===----------------------------------------------------------------------===//
// Shared parts of the view types
//===----------------------------------------------------------------------===//

/// Parses `tile=(AxB)` and checks each dimension fits in an i32.
static FailureOr<DenseI32ArrayAttr> parseViewTileShape(AsmParser &parser) {
  SmallVector<int64_t> shape;
  if (parser.parseKeyword("tile") || parser.parseEqual())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/false) ||
      parser.parseRParen())
    return failure();
  SmallVector<int32_t> shape32;
  for (auto [i, dim] : llvm::enumerate(shape)) {
    if (dim <= 0 || dim > std::numeric_limits<int32_t>::max())
      return parser.emitError(loc)
             << "tile dimension " << i << " exceeds i32 limitations (got "
             << dim << ", expected strictly positive and less than or equal to "
             << std::numeric_limits<int32_t>::max() << ")";
    shape32.push_back(static_cast<int32_t>(dim));
  }
  return DenseI32ArrayAttr::get(parser.getContext(), shape32);
}

/// Parses an optional `padding_value = kw ,`; a null attribute when absent.
static FailureOr<PaddingValueAttr> parseOptionalPadding(AsmParser &parser) {
  if (failed(parser.parseOptionalKeyword("padding_value")))
    return PaddingValueAttr();
  StringRef keyword;
  if (parser.parseEqual())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<PaddingValue> value = symbolizePaddingValue(keyword);
  if (!value)
    return parser.emitError(loc)
           << "invalid padding_value attribute specification. Got \"" << keyword
           << "\" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf";
  if (parser.parseComma())
    return failure();
  return PaddingValueAttr::get(parser.getContext(), *value);
}

static void printOptionalPadding(AsmPrinter &printer, PaddingValueAttr pad) {
  if (pad)
    printer << "padding_value = " << stringifyPaddingValue(pad.getValue())
            << ", ";
}

static ParseResult parseTensorViewParam(AsmParser &parser,
                                        TensorViewType &tensorView) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  tensorView = dyn_cast<TensorViewType>(type);
  if (!tensorView)
    return parser.emitError(loc, "expected tensor_view type, got ") << type;
  return success();
}

/// Parses an optional `, dim_map=[...]`; identity when absent.
static ParseResult parseOptionalDimMap(AsmParser &parser, size_t rank,
                                       SmallVectorImpl<int32_t> &dimMap) {
  if (failed(parser.parseOptionalComma())) {
    for (size_t i = 0; i < rank; ++i)
      dimMap.push_back(static_cast<int32_t>(i));
    return success();
  }
  return failure(parser.parseKeyword("dim_map") || parser.parseEqual() ||
                 parser.parseCommaSeparatedList(
                     AsmParser::Delimiter::Square,
                     [&]() -> ParseResult {
                       return parser.parseInteger(dimMap.emplace_back());
                     },
                     "dim map"));
}

static bool isIdentity(ArrayRef<int32_t> dimMap) {
  return llvm::equal(dimMap, llvm::seq<int32_t>(0, dimMap.size()));
}

static void printOptionalDimMap(AsmPrinter &printer, ArrayRef<int32_t> dimMap) {
  if (isIdentity(dimMap))
    return;
  printer << ", dim_map=[";
  llvm::interleaveComma(dimMap, printer);
  printer << ']';
}

static SmallVector<int64_t> widen(ArrayRef<int32_t> values) {
  return SmallVector<int64_t>(values.begin(), values.end());
}

/// Rules every view shares: tile rank, power-of-two tile dimensions, a tile
/// the tile type accepts, and float-only special padding values.
static LogicalResult
verifyViewTile(function_ref<InFlightDiagnostic()> emitError,
               ArrayRef<int32_t> tileShape, TensorViewType tensorView,
               PaddingValueAttr padding) {
  if (tileShape.empty())
    return emitError() << "0-dimension tile shape is not supported";
  if (tileShape.size() != tensorView.getShape().size())
    return emitError() << "expected tensor_view rank and tile rank to match, "
                          "got tensor_view of rank "
                       << tensorView.getShape().size() << " and tiles of rank "
                       << tileShape.size();
  if (llvm::any_of(tileShape, [](int32_t dim) { return dim <= 0; }))
    return emitError()
           << "tile shape dimensions must have positive length but got ["
           << tileShape << "]";
  if (llvm::any_of(tileShape,
                   [](int32_t dim) { return !llvm::isPowerOf2_32(dim); }))
    return emitError()
           << "tile shape dimensions must have power of two length but got ["
           << tileShape << "]";
  if (failed(TileType::verifyInvariants(emitError, widen(tileShape),
                                        tensorView.getElementType())))
    return failure();
  if (padding && padding.getValue() != PaddingValue::zero &&
      !isa<FloatType, Float8E5M3FNUType>(tensorView.getElementType()))
    return emitError() << "padding_value "
                       << stringifyPaddingValue(padding.getValue())
                       << " can only be used with floating point element "
                          "types, got "
                       << tensorView.getElementType();
  return success();
}

/// dim_map maps every tile dimension to a distinct tensor_view dimension.
static LogicalResult verifyDimMap(function_ref<InFlightDiagnostic()> emitError,
                                  size_t tileRank, ArrayRef<int32_t> dimMap,
                                  size_t tensorRank) {
  if (dimMap.size() != tileRank)
    return emitError() << "expected dim_map to map exactly all " << tileRank
                       << " dimensions of the tile, got " << dimMap.size()
                       << " mappings";
  SmallVector<std::optional<size_t>> mappedFrom(tensorRank);
  for (auto [tileDim, target] : llvm::enumerate(dimMap)) {
    if (target < 0)
      return emitError() << "target dimension must not be negative, got "
                         << target;
    if (static_cast<size_t>(target) >= tensorRank)
      return emitError() << "target dimension is outside of tensor view "
                            "dimensions, expected strictly less than "
                         << tensorRank << ", got " << target;
    if (mappedFrom[target])
      return emitError() << "target dimension " << target
                         << " mapped at least twice (for tile dimensions "
                         << *mappedFrom[target] << " and " << tileDim << ")";
    mappedFrom[target] = tileDim;
  }
  return success();
}

/// Index operands of partition and strided views: scalar tiles of one
/// integer type.
static LogicalResult
verifyScalarIndices(function_ref<InFlightDiagnostic()> emitError,
                    TypeRange indexTypes, size_t expectedCount) {
  if (indexTypes.size() != expectedCount)
    return emitError() << "expected " << expectedCount
                       << " index operands, got " << indexTypes.size();
  for (auto [i, type] : llvm::enumerate(indexTypes)) {
    auto tile = dyn_cast<TileType>(type);
    if (!tile || tile.getRank() != 0 ||
        !isa<IntegerType>(tile.getElementType()))
      return emitError() << "expected index type to be a scalar tile, got "
                         << type;
    if (type != indexTypes.front())
      return emitError() << "expected index type " << i
                         << " to be the same as other index types ("
                         << indexTypes.front() << "), got " << type;
  }
  return success();
}

static Type viewTileType(DenseI32ArrayAttr tileShape, TensorViewType view) {
  return TileType::get(widen(tileShape.asArrayRef()), view.getElementType());
}

//===----------------------------------------------------------------------===//
// partition_view
//===----------------------------------------------------------------------===//

Type PartitionViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  TensorViewType tensorView;
  SmallVector<int32_t> dimMap;
  if (parser.parseLess())
    return Type();
  FailureOr<DenseI32ArrayAttr> tileShape = parseViewTileShape(parser);
  if (failed(tileShape) || parser.parseComma())
    return Type();
  FailureOr<PaddingValueAttr> padding = parseOptionalPadding(parser);
  if (failed(padding) || parseTensorViewParam(parser, tensorView) ||
      parseOptionalDimMap(parser, tileShape->size(), dimMap) ||
      parser.parseGreater())
    return Type();
  return parser.getChecked<PartitionViewType>(
      loc, parser.getContext(), *tileShape, tensorView, dimMap, *padding);
}

void PartitionViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  llvm::interleave(getTileShape().asArrayRef(), printer, "x");
  printer << "), ";
  printOptionalPadding(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printOptionalDimMap(printer, getDimMap());
  printer << '>';
}

LogicalResult
PartitionViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                          DenseI32ArrayAttr tileShape,
                          TensorViewType tensorView, ArrayRef<int32_t> dimMap,
                          PaddingValueAttr padding) {
  if (failed(verifyViewTile(emitError, tileShape.asArrayRef(), tensorView,
                            padding)))
    return failure();
  return verifyDimMap(emitError, tileShape.size(), dimMap,
                      tensorView.getShape().size());
}

size_t PartitionViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type PartitionViewType::getViewTileType() const {
  return viewTileType(getTileShape(), getTensorView());
}

LogicalResult
PartitionViewType::verifyIndices(function_ref<InFlightDiagnostic()> emitError,
                                 TypeRange indexTypes) const {
  return verifyScalarIndices(emitError, indexTypes, getViewIndexRank());
}

//===----------------------------------------------------------------------===//
// strided_view
//===----------------------------------------------------------------------===//

Type StridedViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  TensorViewType tensorView;
  SmallVector<int32_t> strides, dimMap;
  if (parser.parseLess())
    return Type();
  FailureOr<DenseI32ArrayAttr> tileShape = parseViewTileShape(parser);
  if (failed(tileShape) || parser.parseComma() ||
      parser.parseKeyword("traversal_strides") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&]() { return parser.parseInteger(strides.emplace_back()); },
          "traversal strides") ||
      parser.parseComma())
    return Type();
  FailureOr<PaddingValueAttr> padding = parseOptionalPadding(parser);
  if (failed(padding) || parseTensorViewParam(parser, tensorView) ||
      parseOptionalDimMap(parser, tileShape->size(), dimMap) ||
      parser.parseGreater())
    return Type();
  return parser.getChecked<StridedViewType>(
      loc, parser.getContext(), *tileShape,
      DenseI32ArrayAttr::get(parser.getContext(), strides), tensorView, dimMap,
      *padding);
}

void StridedViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  llvm::interleave(getTileShape().asArrayRef(), printer, "x");
  printer << "), traversal_strides=[";
  llvm::interleave(getTraversalStrides().asArrayRef(), printer, ",");
  printer << "], ";
  printOptionalPadding(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printOptionalDimMap(printer, getDimMap());
  printer << '>';
}

LogicalResult StridedViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, DenseI32ArrayAttr tileShape,
    DenseI32ArrayAttr traversalStrides, TensorViewType tensorView,
    ArrayRef<int32_t> dimMap, PaddingValueAttr padding) {
  if (failed(verifyViewTile(emitError, tileShape.asArrayRef(), tensorView,
                            padding)) ||
      failed(verifyDimMap(emitError, tileShape.size(), dimMap,
                          tensorView.getShape().size())))
    return failure();
  if (traversalStrides.size() != tileShape.size())
    return emitError() << "expected " << tileShape.size()
                       << " traversal strides, got " << traversalStrides.size();
  if (llvm::any_of(traversalStrides.asArrayRef(),
                   [](int32_t s) { return s <= 0; }))
    return emitError() << "traversal strides must be strictly positive but "
                          "got ["
                       << traversalStrides.asArrayRef() << "]";
  return success();
}

size_t StridedViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type StridedViewType::getViewTileType() const {
  return viewTileType(getTileShape(), getTensorView());
}

LogicalResult
StridedViewType::verifyIndices(function_ref<InFlightDiagnostic()> emitError,
                               TypeRange indexTypes) const {
  return verifyScalarIndices(emitError, indexTypes, getViewIndexRank());
}

//===----------------------------------------------------------------------===//
// gather_scatter_view
//===----------------------------------------------------------------------===//

Type GatherScatterViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  TensorViewType tensorView;
  uint32_t sparseDim = 0;
  if (parser.parseLess())
    return Type();
  FailureOr<DenseI32ArrayAttr> tileShape = parseViewTileShape(parser);
  if (failed(tileShape) || parser.parseComma())
    return Type();
  FailureOr<PaddingValueAttr> padding = parseOptionalPadding(parser);
  if (failed(padding) || parseTensorViewParam(parser, tensorView) ||
      parser.parseComma() || parser.parseKeyword("sparse_dim") ||
      parser.parseEqual() || parser.parseInteger(sparseDim) ||
      parser.parseGreater())
    return Type();
  return parser.getChecked<GatherScatterViewType>(
      loc, parser.getContext(), *tileShape, tensorView, sparseDim, *padding);
}

void GatherScatterViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  llvm::interleave(getTileShape().asArrayRef(), printer, "x");
  printer << "), ";
  printOptionalPadding(printer, getPaddingValue());
  printCudaTileType(printer, getTensorView());
  printer << ", sparse_dim=" << getSparseDim() << '>';
}

LogicalResult GatherScatterViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, DenseI32ArrayAttr tileShape,
    TensorViewType tensorView, uint32_t sparseDim, PaddingValueAttr padding) {
  if (failed(verifyViewTile(emitError, tileShape.asArrayRef(), tensorView,
                            padding)))
    return failure();
  if (sparseDim >= tensorView.getShape().size())
    return emitError() << "gather dimension is outside of tensor view "
                          "dimensions, expected strictly less than "
                       << tensorView.getShape().size() << ", got " << sparseDim;
  return success();
}

size_t GatherScatterViewType::getViewIndexRank() const {
  return getTileShape().size();
}

Type GatherScatterViewType::getViewTileType() const {
  return viewTileType(getTileShape(), getTensorView());
}

LogicalResult GatherScatterViewType::verifyIndices(
    function_ref<InFlightDiagnostic()> emitError, TypeRange indexTypes) const {
  size_t rank = getViewIndexRank();
  if (indexTypes.size() != rank)
    return emitError() << "expected " << rank << " index operands, got "
                       << indexTypes.size();
  SmallVector<Type> scalarIndices;
  for (auto [i, type] : llvm::enumerate(indexTypes)) {
    if (i != getSparseDim()) {
      scalarIndices.push_back(type);
      continue;
    }
    auto tile = dyn_cast<TileType>(type);
    int64_t rows = getTileShape()[getSparseDim()];
    if (!tile || tile.getRank() != 1 || tile.getDimSize(0) != rows ||
        !isa<IntegerType>(tile.getElementType()))
      return emitError() << "expected index " << i
                         << " (the gather dimension) to be a 1-d integer "
                            "tile of "
                         << rows << " elements, got " << type;
  }
  return verifyScalarIndices(emitError, scalarIndices, scalarIndices.size());
}
