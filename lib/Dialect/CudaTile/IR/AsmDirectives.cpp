//===- AsmDirectives.cpp - custom<...> directives of cuda_tile ops --------===//

#include "AsmDirectives.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

void cuda_tile::printCudaTileType(OpAsmPrinter &printer, Operation *,
                                  Type type) {
  printCudaTileType(printer, type);
}

ParseResult cuda_tile::parseCudaTileTypeList(OpAsmParser &parser,
                                             SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList(
      [&]() { return parseCudaTileType(parser, types.emplace_back()); });
}

void cuda_tile::printCudaTileTypeList(OpAsmPrinter &printer, Operation *,
                                      TypeRange types) {
  llvm::interleaveComma(
      types, printer, [&](Type type) { printCudaTileType(printer, type); });
}

//===----------------------------------------------------------------------===//
// Dense literals
//===----------------------------------------------------------------------===//

/// Element types a dense literal may hold.
static bool isLiteralElementType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.isSignless() &&
           llvm::is_contained({1u, 8u, 16u, 32u, 64u}, intType.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type,
             FloatTF32Type, Float8E4M3FNType, Float8E5M2Type,
             Float8E8M0FNUType, Float4E2M1FNType>(type);
}

static constexpr StringLiteral kLiteralElementTypes =
    "i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or "
    "f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN";

namespace {
/// Reads `value` or `[..., [...], ...]` into a flat list, inferring the shape.
class LiteralReader {
public:
  LiteralReader(OpAsmParser &parser, Type elementType)
      : parser(parser), elementType(elementType) {}

  FailureOr<SmallVector<int64_t>> read(unsigned depth = 0) {
    // Deep nesting only comes from malformed input; refuse it rather than
    // recursing without bound.
    if (depth > kMaxNesting)
      return parser.emitError(parser.getCurrentLocation(),
                              "elements literal is nested too deeply"),
             failure();
    if (failed(parser.parseOptionalLSquare())) {
      if (failed(readScalar()))
        return failure();
      return SmallVector<int64_t>();
    }
    SmallVector<int64_t> elementShape;
    int64_t count = 0;
    auto readElement = [&]() -> ParseResult {
      SMLoc loc = parser.getCurrentLocation();
      FailureOr<SmallVector<int64_t>> shape = read(depth + 1);
      if (failed(shape))
        return failure();
      if (count++ == 0)
        elementShape = *shape;
      else if (*shape != elementShape)
        return parser.emitError(loc, "tensor literal is invalid; ranks are "
                                     "not consistent between elements");
      return success();
    };
    if (parser.parseCommaSeparatedList(readElement) || parser.parseRSquare())
      return failure();
    SmallVector<int64_t> shape{count};
    shape.append(elementShape);
    return shape;
  }

  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;

private:
  static constexpr unsigned kMaxNesting = 256;

  ParseResult readScalar() {
    SMLoc loc = parser.getCurrentLocation();
    if (auto floatType = dyn_cast<FloatType>(elementType)) {
      APFloat value(floatType.getFloatSemantics());
      if (parser.parseFloat(floatType.getFloatSemantics(), value))
        return failure();
      floats.push_back(value);
      return success();
    }
    unsigned width = elementType.getIntOrFloatBitWidth();
    std::optional<bool> boolean;
    if (succeeded(parser.parseOptionalKeyword("true")))
      boolean = true;
    else if (succeeded(parser.parseOptionalKeyword("false")))
      boolean = false;
    if (boolean) {
      if (width != 1)
        return parser.emitError(loc, "expected integer value");
      ints.push_back(APInt(1, *boolean ? 1 : 0));
      return success();
    }
    int64_t value = 0;
    OptionalParseResult parsed = parser.parseOptionalInteger(value);
    if (!parsed.has_value())
      return parser.emitError(loc, "expected integer value");
    if (failed(*parsed))
      return failure();
    // Signed and unsigned spellings are both accepted: the union of the two
    // ranges of the width.
    if (width < 64 && (value < llvm::minIntN(width) ||
                       value > static_cast<int64_t>(llvm::maxUIntN(width))))
      return parser.emitError(loc, "integer constant out of range for type");
    if (width == 1 && value < -1)
      return parser.emitError(loc, "integer constant out of range for type");
    ints.push_back(APInt(width, static_cast<uint64_t>(value),
                         /*isSigned=*/true, /*implicitTrunc=*/true));
    return success();
  }

  OpAsmParser &parser;
  Type elementType;
};

std::string formatShape(ArrayRef<int64_t> shape) {
  return "[" + llvm::join(llvm::map_range(shape, [](int64_t d) {
                            return std::to_string(d);
                          }),
                          ",") +
         "]";
}
} // namespace

ParseResult cuda_tile::parseDenseLiteral(OpAsmParser &parser,
                                         DenseIntOrFPElementsAttr &value,
                                         Type &type) {
  Type elementType;
  if (parser.parseLess())
    return failure();
  SMLoc elementLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, elementType))
    return failure();
  if (!isLiteralElementType(elementType))
    return parser.emitError(elementLoc)
           << "expect element type to be one of " << kLiteralElementTypes
           << " values, but got " << elementType;
  LiteralReader reader(parser, elementType);
  FailureOr<SmallVector<int64_t>> literalShape;
  if (parser.parseColon() || failed(literalShape = reader.read()) ||
      parser.parseGreater() || parser.parseColon())
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  auto tileType = dyn_cast<TileType>(type);
  if (!tileType)
    return parser.emitError(typeLoc)
           << "result #0 must be tile of " << kLiteralElementTypes
           << " values, but got " << type;
  if (tileType.getElementType() != elementType)
    return parser.emitError(typeLoc)
           << "mismatch between the element type: " << elementType
           << " and the tile element type " << tileType.getElementType();
  // A scalar literal is a splat of any shape; a list must match exactly.
  bool isSplat = literalShape->empty();
  if ((!isSplat || tileType.getRank() == 0) &&
      *literalShape != tileType.getShape())
    return parser.emitError(typeLoc)
           << "inferred shape of elements literal ("
           << formatShape(*literalShape) << ") does not match type ("
           << formatShape(tileType.getShape()) << ")";
  DenseElementsAttr elements;
  if (!reader.floats.empty()) {
    elements = DenseElementsAttr::get(tileType, reader.floats);
  } else if (elementType.isInteger(1)) {
    SmallVector<bool> bits;
    for (const APInt &v : reader.ints)
      bits.push_back(!v.isZero());
    elements = DenseElementsAttr::get(tileType, bits);
  } else {
    elements = DenseElementsAttr::get(tileType, reader.ints);
  }
  value = cast<DenseIntOrFPElementsAttr>(elements);
  return success();
}

void cuda_tile::printDenseLiteral(OpAsmPrinter &printer, Operation *,
                                  DenseIntOrFPElementsAttr value, Type type) {
  // MLIR's own element printing, minus the `dense<` ... `>` wrapper.
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os, /*elideType=*/true);
  StringRef body(text);
  body.consume_front("dense<");
  body.consume_back(">");
  printer << '<';
  printCudaTileType(printer, value.getElementType());
  printer << ": " << body << "> : ";
  printCudaTileType(printer, type);
}

ParseResult cuda_tile::parseDenseLiteral(OpAsmParser &parser,
                                         DenseIntOrFPElementsAttr &value) {
  Type type;
  return parseDenseLiteral(parser, value, type);
}

void cuda_tile::printDenseLiteral(OpAsmPrinter &printer, Operation *op,
                                  DenseIntOrFPElementsAttr value) {
  printDenseLiteral(printer, op, value, value.getType());
}

//===----------------------------------------------------------------------===//
// Global visibility
//===----------------------------------------------------------------------===//

ParseResult cuda_tile::parseGlobalVisibility(OpAsmParser &parser,
                                             SymbolVisibilityAttr &visibility) {
  for (SymbolVisibility candidate :
       {SymbolVisibility::PUBLIC, SymbolVisibility::PRIVATE}) {
    if (succeeded(
            parser.parseOptionalKeyword(stringifySymbolVisibility(candidate)))) {
      visibility = SymbolVisibilityAttr::get(parser.getContext(), candidate);
      return success();
    }
  }
  return success();
}

void cuda_tile::printGlobalVisibility(OpAsmPrinter &printer, Operation *,
                                      SymbolVisibilityAttr visibility) {
  // Public is the default and is elided. The trailing space reproduces the
  // reference printer's spacing (`global private  constant @g`).
  if (visibility && visibility.getValue() != SymbolVisibility::PUBLIC)
    printer << stringifySymbolVisibility(visibility.getValue()) << ' ';
}

//===----------------------------------------------------------------------===//
// Assume predicates
//===----------------------------------------------------------------------===//

ParseResult
cuda_tile::parseAssumePredicate(OpAsmParser &parser,
                                AssumePredicateAttrInterface &predicate) {
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword))) {
    if (keyword == DivByAttr::getMnemonic())
      attr = DivByAttr::parse(parser, Type());
    else if (keyword == SameElementsAttr::getMnemonic())
      attr = SameElementsAttr::parse(parser, Type());
    else if (keyword == BoundedAttr::getMnemonic())
      attr = BoundedAttr::parse(parser, Type());
    else
      return parser.emitError(loc)
             << "unknown assume predicate attribute: " << keyword
             << " (expected 'div_by', 'same_elements', or 'bounded')";
    if (!attr)
      return failure();
  } else if (parser.parseAttribute(attr)) {
    return failure();
  }
  predicate = dyn_cast<AssumePredicateAttrInterface>(attr);
  if (!predicate)
    return parser.emitError(loc, "expected assume predicate attribute");
  return success();
}

void cuda_tile::printAssumePredicate(OpAsmPrinter &printer, Operation *,
                                     AssumePredicateAttrInterface predicate) {
  Attribute attr = predicate;
  if (auto divBy = dyn_cast<DivByAttr>(attr)) {
    printer << DivByAttr::getMnemonic();
    divBy.print(printer);
  } else if (auto same = dyn_cast<SameElementsAttr>(attr)) {
    printer << SameElementsAttr::getMnemonic();
    same.print(printer);
  } else if (auto bounded = dyn_cast<BoundedAttr>(attr)) {
    printer << BoundedAttr::getMnemonic();
    bounded.print(printer);
  } else {
    printer.printAttribute(attr);
  }
}
