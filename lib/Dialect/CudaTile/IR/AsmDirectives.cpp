//===- AsmDirectives.cpp - custom<...> directives of cuda_tile ops --------===//

#include "AsmDirectives.h"

#include "tilekit/Dialect/CudaTile/IR/FloatLiteral.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

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
  llvm::interleaveComma(types, printer,
                        [&](Type type) { printCudaTileType(printer, type); });
}

//===----------------------------------------------------------------------===//
// Dense literals
//===----------------------------------------------------------------------===//

/// Element types a dense literal may hold.
static bool isLiteralElementType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.isSignless() &&
           llvm::is_contained({1u, 8u, 16u, 32u, 64u}, intType.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type, FloatTF32Type,
             Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType,
             Float4E2M1FNType>(type);
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
  return "[" +
         llvm::join(llvm::map_range(
                        shape, [](int64_t d) { return std::to_string(d); }),
                    ",") +
         "]";
}
} // namespace

/// Decodes MLIR's hex form of dense element data for `type`.
static FailureOr<DenseElementsAttr>
parseHexLiteral(OpAsmParser &parser, SMLoc loc, StringRef hex, TileType type) {
  std::string data;
  if (!hex.consume_front("0x") || !llvm::tryGetFromHex(hex, data))
    return parser.emitError(loc, "expected a hex string \"0x...\" of element "
                                 "data"),
           failure();
  bool detectedSplat = false;
  if (!DenseElementsAttr::isValidRawBuffer(type, ArrayRef<char>(data),
                                           detectedSplat))
    return parser.emitError(loc, "hex element data of ")
               << data.size() << " bytes does not fit type " << type,
           failure();
  return DenseElementsAttr::getFromRawBuffer(type, ArrayRef<char>(data));
}

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
  // Large literals print as MLIR's hex form of the raw data: "0x...".
  std::string hexData;
  bool isHex = false;
  if (parser.parseColon())
    return failure();
  SMLoc literalLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalString(&hexData)))
    isHex = true, literalShape = SmallVector<int64_t>();
  else if (failed(literalShape = reader.read()))
    return failure();
  if (parser.parseGreater() || parser.parseColon())
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
  if (isHex) {
    FailureOr<DenseElementsAttr> raw =
        parseHexLiteral(parser, literalLoc, hexData, tileType);
    if (failed(raw))
      return failure();
    value = cast<DenseIntOrFPElementsAttr>(*raw);
    return success();
  }
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

/// Prints the elements of `value` as MLIR's dense-elements printer prints
/// them (a splat as its one element, else nested brackets by the shape;
/// integers signed unless unsigned, i1 as true/false, floats by the same
/// routine), or returns false where that printer would print the value
/// another way (hex, elided) or the element type is neither. MLIR's own
/// path prints through a fresh AsmState and computes every float's text
/// anew; constants repeat the same few values.
static bool printElements(OpAsmPrinter &printer,
                          DenseIntOrFPElementsAttr value) {
  // The flags Attribute::print uses: the command line's, which does not
  // change once parsed.
  static const OpPrintingFlags flags;
  if (flags.shouldElideElementsAttr(value) ||
      flags.shouldPrintElementsAttrWithHex(value))
    return false;
  Type elementType = value.getElementType();
  bool isFloat = isa<FloatType>(elementType);
  if (!isFloat && !elementType.isIntOrIndex())
    return false;
  raw_ostream &os = printer.getStream();
  bool isBool = elementType.isInteger(1);
  bool isSigned = !elementType.isUnsignedInteger();
  auto printElement = [&](int64_t index) {
    if (isFloat) {
      printFloatLiteral(*(value.value_begin<APFloat>() + index), os);
      return;
    }
    APInt element = *(value.value_begin<APInt>() + index);
    if (isBool)
      os << (element.getBoolValue() ? "true" : "false");
    else
      element.print(os, isSigned);
  };
  ArrayRef<int64_t> shape = value.getType().getShape();
  if (value.isSplat() || shape.empty()) {
    printElement(0);
    return true;
  }
  // A mixed-radix counter over the shape: a bracket opens before the first
  // element of every dimension and closes when its index rolls over.
  int64_t rank = shape.size(), numElements = value.getNumElements();
  SmallVector<int64_t, 4> counter(rank, 0);
  int64_t openBrackets = 0;
  for (int64_t index = 0; index < numElements; ++index) {
    if (index != 0)
      os << ", ";
    for (; openBrackets < rank; ++openBrackets)
      os << '[';
    printElement(index);
    ++counter[rank - 1];
    for (int64_t dim = rank - 1; dim > 0 && counter[dim] >= shape[dim]; --dim) {
      counter[dim] = 0;
      ++counter[dim - 1];
      --openBrackets;
      os << ']';
    }
  }
  for (; openBrackets > 0; --openBrackets)
    os << ']';
  return true;
}

void cuda_tile::printDenseLiteral(OpAsmPrinter &printer, Operation *,
                                  DenseIntOrFPElementsAttr value, Type type) {
  printer << '<';
  printCudaTileType(printer, value.getElementType());
  printer << ": ";
  if (!printElements(printer, value)) {
    // MLIR's own element printing, minus the `dense<` ... `>` wrapper.
    std::string text;
    llvm::raw_string_ostream os(text);
    value.print(os, /*elideType=*/true);
    StringRef body(text);
    body.consume_front("dense<");
    body.consume_back(">");
    printer << body;
  }
  printer << "> : ";
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
    if (succeeded(parser.parseOptionalKeyword(
            stringifySymbolVisibility(candidate)))) {
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

//===----------------------------------------------------------------------===//
// Enum keywords
//===----------------------------------------------------------------------===//

/// Parses one keyword of an enum, or reports `message`.
template <typename EnumT, typename AttrT>
static ParseResult
parseEnumKeyword(OpAsmParser &parser, AttrT &attr,
                 std::optional<EnumT> (*symbolize)(StringRef),
                 StringRef message) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  std::optional<EnumT> value;
  if (failed(parser.parseOptionalKeyword(&keyword)) ||
      !(value = symbolize(keyword)))
    return parser.emitError(loc, message);
  attr = AttrT::get(parser.getContext(), *value);
  return success();
}

ParseResult cuda_tile::parseSignedness(OpAsmParser &parser,
                                       SignednessAttr &attr) {
  return parseEnumKeyword<Signedness>(
      parser, attr, symbolizeSignedness,
      "expected signedness to be one of: {'signed', 'unsigned'}");
}

void cuda_tile::printSignedness(OpAsmPrinter &printer, Operation *,
                                SignednessAttr attr) {
  printer << stringifySignedness(attr.getValue());
}

ParseResult cuda_tile::parseComparisonPredicate(OpAsmParser &parser,
                                                ComparisonPredicateAttr &attr) {
  return parseEnumKeyword<ComparisonPredicate>(
      parser, attr, symbolizeComparisonPredicate,
      "expected 'comparison_predicate' to be one of: {'equal', 'not_equal', "
      "'less_than', 'less_than_or_equal', 'greater_than', "
      "'greater_than_or_equal'}");
}

void cuda_tile::printComparisonPredicate(OpAsmPrinter &printer, Operation *,
                                         ComparisonPredicateAttr attr) {
  printer << stringifyComparisonPredicate(attr.getValue());
}

ParseResult cuda_tile::parseComparisonOrdering(OpAsmParser &parser,
                                               ComparisonOrderingAttr &attr) {
  return parseEnumKeyword<ComparisonOrdering>(
      parser, attr, symbolizeComparisonOrdering,
      "expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}");
}

void cuda_tile::printComparisonOrdering(OpAsmPrinter &printer, Operation *,
                                        ComparisonOrderingAttr attr) {
  printer << stringifyComparisonOrdering(attr.getValue());
}

//===----------------------------------------------------------------------===//
// Rounding modes
//===----------------------------------------------------------------------===//

static ParseResult parseRounding(OpAsmParser &parser, RoundingModeAttr &attr,
                                 RoundingMode defaultMode,
                                 ArrayRef<RoundingMode> listedModes) {
  if (failed(parser.parseOptionalKeyword("rounding"))) {
    attr = RoundingModeAttr::get(parser.getContext(), defaultMode);
    return success();
  }
  StringRef keyword;
  if (parser.parseLess())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<RoundingMode> mode = symbolizeRoundingMode(keyword);
  if (!mode) {
    auto diag = parser.emitError(loc, "expected rounding mode to be one of: ");
    llvm::interleaveComma(listedModes, diag, [&](RoundingMode m) {
      diag << "'" << stringifyRoundingMode(m) << "'";
    });
    return diag << ", got: '" << keyword << "'";
  }
  if (parser.parseGreater())
    return failure();
  attr = RoundingModeAttr::get(parser.getContext(), *mode);
  return success();
}

static void printRounding(OpAsmPrinter &printer, RoundingModeAttr attr,
                          RoundingMode defaultMode) {
  if (attr && attr.getValue() != defaultMode)
    printer << "rounding<" << stringifyRoundingMode(attr.getValue()) << ">";
}

namespace {
constexpr RoundingMode kIEEEModes[] = {
    RoundingMode::NEAREST_EVEN, RoundingMode::ZERO, RoundingMode::NEGATIVE_INF,
    RoundingMode::POSITIVE_INF};
constexpr RoundingMode kDivFModes[] = {
    RoundingMode::NEAREST_EVEN, RoundingMode::ZERO,
    RoundingMode::NEGATIVE_INF, RoundingMode::POSITIVE_INF,
    RoundingMode::APPROX,       RoundingMode::FULL};
constexpr RoundingMode kSqrtModes[] = {
    RoundingMode::NEAREST_EVEN, RoundingMode::ZERO, RoundingMode::NEGATIVE_INF,
    RoundingMode::POSITIVE_INF, RoundingMode::APPROX};
constexpr RoundingMode kTranscendentalModes[] = {RoundingMode::APPROX,
                                                 RoundingMode::FULL};
constexpr RoundingMode kIntegerModes[] = {RoundingMode::NEAREST_INT_TO_ZERO};
} // namespace

#define TILEKIT_DEFINE_ROUNDING_DIRECTIVE(NAME, DEFAULT, MODES)                \
  ParseResult cuda_tile::parse##NAME(OpAsmParser &parser,                      \
                                     RoundingModeAttr &attr) {                 \
    return parseRounding(parser, attr, RoundingMode::DEFAULT, MODES);          \
  }                                                                            \
  void cuda_tile::print##NAME(OpAsmPrinter &printer, Operation *,              \
                              RoundingModeAttr attr) {                         \
    printRounding(printer, attr, RoundingMode::DEFAULT);                       \
  }
TILEKIT_DEFINE_ROUNDING_DIRECTIVE(IEEERoundingMode, NEAREST_EVEN, kIEEEModes)
TILEKIT_DEFINE_ROUNDING_DIRECTIVE(DivFRoundingMode, NEAREST_EVEN, kDivFModes)
TILEKIT_DEFINE_ROUNDING_DIRECTIVE(SqrtRoundingMode, NEAREST_EVEN, kSqrtModes)
TILEKIT_DEFINE_ROUNDING_DIRECTIVE(TranscendentalRoundingMode, FULL,
                                  kTranscendentalModes)
TILEKIT_DEFINE_ROUNDING_DIRECTIVE(IntegerRoundingMode, NEAREST_INT_TO_ZERO,
                                  kIntegerModes)
#undef TILEKIT_DEFINE_ROUNDING_DIRECTIVE

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

TensorViewType cuda_tile::getViewTensorView(Type viewType) {
  return llvm::TypeSwitch<Type, TensorViewType>(viewType)
      .Case<PartitionViewType, StridedViewType, GatherScatterViewType>(
          [](auto view) { return view.getTensorView(); })
      .Default([](Type) { return TensorViewType(); });
}

ParseResult cuda_tile::parseViewResultType(OpAsmParser &parser, Type &viewType,
                                           Type &tensorViewType) {
  SMLoc loc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, viewType))
    return failure();
  tensorViewType = getViewTensorView(viewType);
  if (!tensorViewType)
    return parser.emitError(loc, "expected a view type, got ") << viewType;
  return success();
}

void cuda_tile::printViewResultType(OpAsmPrinter &printer, Operation *,
                                    Type viewType, Type) {
  printCudaTileType(printer, viewType);
}

//===----------------------------------------------------------------------===//
// Memory model and hints of token-ordered ops
//===----------------------------------------------------------------------===//

ParseResult cuda_tile::parseMemoryModel(OpAsmParser &parser,
                                        OperationState &state,
                                        StringRef orderingName,
                                        StringRef scopeName) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<MemoryOrderingSemantics> ordering =
      symbolizeMemoryOrderingSemantics(keyword);
  if (!ordering)
    return parser.emitError(loc, "expected memory ordering semantics to be "
                                 "one of: {'weak', 'relaxed', 'acquire', "
                                 "'release', 'acq_rel'}, got '")
           << keyword << "'";
  MLIRContext *context = parser.getContext();
  state.addAttribute(orderingName,
                     MemoryOrderingSemanticsAttr::get(context, *ordering));
  // The scope keyword, when present, directly follows the ordering.
  for (MemoryScope scope :
       {MemoryScope::TL_BLK, MemoryScope::DEVICE, MemoryScope::SYS}) {
    if (succeeded(parser.parseOptionalKeyword(stringifyMemoryScope(scope)))) {
      state.addAttribute(scopeName, MemoryScopeAttr::get(context, scope));
      break;
    }
  }
  return success();
}

void cuda_tile::printMemoryModel(OpAsmPrinter &printer,
                                 MemoryOrderingSemanticsAttr ordering,
                                 MemoryScopeAttr scope) {
  printer << ' ' << stringifyMemoryOrderingSemantics(ordering.getValue());
  if (scope)
    printer << ' ' << stringifyMemoryScope(scope.getValue());
}

ParseResult cuda_tile::parseOptionalHints(OpAsmParser &parser,
                                          OperationState &state,
                                          StringRef name) {
  if (failed(parser.parseOptionalKeyword("optimization_hints")))
    return success();
  if (parser.parseEqual())
    return failure();
  Attribute hints = OptimizationHintsAttr::parse(parser, Type());
  if (!hints)
    return failure();
  state.addAttribute(name, hints);
  return success();
}

void cuda_tile::printOptionalHints(OpAsmPrinter &printer,
                                   OptimizationHintsAttr hints) {
  if (!hints)
    return;
  printer << " optimization_hints = ";
  hints.print(printer);
}
