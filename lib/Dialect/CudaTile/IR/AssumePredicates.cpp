//===- AssumePredicates.cpp - div_by, same_elements, bounded --------------===//
//
// Syntax of the assumption predicates and the rules each checks against the
// value its `assume` constrains.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// Diagnostics name the predicate the way the reference does, quoted with its
/// dialect prefix.
template <typename AttrT>
static InFlightDiagnostic emitPredicateError(Operation *op) {
  return op->emitOpError() << "'" << CudaTileDialect::getDialectNamespace()
                           << "." << AttrT::getMnemonic() << "' ";
}

template <typename AttrT> static std::string quotedName() {
  return ("'" + CudaTileDialect::getDialectNamespace() + "." +
          AttrT::getMnemonic() + "'")
      .str();
}

static Type constrainedType(Operation *op) {
  return op->getNumOperands() ? op->getOperand(0).getType() : Type();
}

//===----------------------------------------------------------------------===//
// div_by<divisor[, every E along A]>
//===----------------------------------------------------------------------===//

Attribute DivByAttr::parse(AsmParser &parser, Type) {
  uint64_t divisor = 0;
  std::optional<int64_t> every, along;
  if (parser.parseLess())
    return {};
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseInteger(divisor)) {
    parser.emitError(loc, "failed to parse parameter 'divisor' which is "
                          "expected to be an integer");
    return {};
  }
  if (succeeded(parser.parseOptionalComma())) {
    int64_t everyValue = 0, alongValue = 0;
    if (parser.parseKeyword("every") || parser.parseInteger(everyValue) ||
        parser.parseKeyword("along") || parser.parseInteger(alongValue))
      return {};
    every = everyValue;
    along = alongValue;
  }
  if (parser.parseGreater())
    return {};
  return DivByAttr::get(parser.getContext(), divisor, every, along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << '<' << getDivisor();
  if (getEvery() && getAlong())
    printer << ", every " << *getEvery() << " along " << *getAlong();
  printer << '>';
}

LogicalResult DivByAttr::verifyWithAssumeOp(Operation *op) const {
  // Larger divisors could overflow when multiplied by a residue downstream.
  constexpr uint64_t kMaxDivisor = uint64_t(1) << 62;
  uint64_t divisor = getDivisor();
  if (!llvm::isPowerOf2_64(divisor))
    return emitPredicateError<DivByAttr>(op) << "divisor must be a power of 2";
  if (getEvery().has_value() != getAlong().has_value())
    return emitPredicateError<DivByAttr>(op)
           << "'every'/'along' must be used in combination";
  if (divisor > kMaxDivisor)
    return emitPredicateError<DivByAttr>(op) << "divisor is too large";

  Type type = constrainedType(op);
  if (isa<TensorViewType>(type)) {
    if (getEvery())
      return emitPredicateError<DivByAttr>(op)
             << "'every'/'along' cannot be used if the constrained value is "
                "a tensor_view";
    return success();
  }
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return emitPredicateError<DivByAttr>(op)
           << "is valid only for tile of integer/pointer or tensor_view values";
  if (tile.getRank() == 0 && getEvery())
    return emitPredicateError<DivByAttr>(op)
           << "'every'/'along' cannot be used if the constrained value is a "
              "0D tile";
  if (!isa<IntegerType, PointerType>(tile.getElementType()))
    return emitPredicateError<DivByAttr>(op)
           << "is valid only for tile of integer/pointer or tensor_view values";
  if (!getEvery())
    return success();
  int64_t along = *getAlong(), every = *getEvery();
  if (along < 0 || along >= tile.getRank())
    return emitPredicateError<DivByAttr>(op)
           << "every_dim (" << along << ") must be >= 0 and < tile rank ("
           << tile.getRank() << ")";
  if (every < 0 || every > tile.getDimSize(along))
    return op->emitOpError()
           << "expected " << quotedName<DivByAttr>()
           << " every_dim to be within 0 and the size of the respective "
              "dimension ("
           << tile.getDimSize(along) << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// same_elements<[c0, c1, ...]>
//===----------------------------------------------------------------------===//

Attribute SameElementsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> values;
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&]() { return parser.parseInteger(values.emplace_back()); },
          "same_elements values") ||
      parser.parseGreater())
    return {};
  return SameElementsAttr::get(
      parser.getContext(), DenseI64ArrayAttr::get(parser.getContext(), values));
}

void SameElementsAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(getValues().asArrayRef(), printer);
  printer << "]>";
}

LogicalResult SameElementsAttr::verifyWithAssumeOp(Operation *op) const {
  auto tile = dyn_cast<TileType>(constrainedType(op));
  if (!tile || !isa<IntegerType, PointerType>(tile.getElementType()))
    return emitPredicateError<SameElementsAttr>(op)
           << "is valid only for tile of integer/pointer values";
  ArrayRef<int64_t> values = getValues().asArrayRef();
  if (static_cast<int64_t>(values.size()) != tile.getRank())
    return op->emitOpError()
           << "expected number of values in " << quotedName<SameElementsAttr>()
           << " (" << values.size() << ") to match rank of constrained tile ("
           << tile.getRank() << ")";
  for (auto [i, value] : llvm::enumerate(values))
    if (value < 0 || value > tile.getDimSize(i))
      return op->emitOpError()
             << "expected " << quotedName<SameElementsAttr>() << " value " << i
             << " to be within 0 and the size of the respective dimension ("
             << tile.getDimSize(i) << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// bounded<lb | ?, ub | ?>
//===----------------------------------------------------------------------===//

static ParseResult parseOptionalBound(AsmParser &parser,
                                      std::optional<int64_t> &bound) {
  if (succeeded(parser.parseOptionalQuestion()))
    return success();
  int64_t value = 0;
  if (parser.parseInteger(value))
    return failure();
  bound = value;
  return success();
}

Attribute BoundedAttr::parse(AsmParser &parser, Type) {
  std::optional<int64_t> lb, ub;
  if (parser.parseLess() || parseOptionalBound(parser, lb) ||
      parser.parseComma() || parseOptionalBound(parser, ub) ||
      parser.parseGreater())
    return {};
  return BoundedAttr::get(parser.getContext(), lb, ub);
}

void BoundedAttr::print(AsmPrinter &printer) const {
  auto printBound = [&](std::optional<int64_t> bound) {
    if (bound)
      printer << *bound;
    else
      printer << '?';
  };
  printer << '<';
  printBound(getLb());
  printer << ", ";
  printBound(getUb());
  printer << '>';
}

LogicalResult BoundedAttr::verifyWithAssumeOp(Operation *op) const {
  auto tile = dyn_cast<TileType>(constrainedType(op));
  auto intType = tile ? dyn_cast<IntegerType>(tile.getElementType()) : nullptr;
  if (!intType)
    return emitPredicateError<BoundedAttr>(op)
           << "is valid only for tile of integer values";
  unsigned width = intType.getWidth();
  int64_t minValue = llvm::minIntN(width), maxValue = llvm::maxIntN(width);
  auto outOfRange = [&](std::optional<int64_t> bound) {
    return bound && (*bound < minValue || *bound > maxValue);
  };
  if (outOfRange(getLb()))
    return emitPredicateError<BoundedAttr>(op)
           << "expects lower bound to be within [" << minValue << ", "
           << maxValue << "]";
  if (outOfRange(getUb()))
    return emitPredicateError<BoundedAttr>(op)
           << "expects upper bound to be within [" << minValue << ", "
           << maxValue << "]";
  if (getLb() && getUb() && *getLb() > *getUb())
    return emitPredicateError<BoundedAttr>(op)
           << "expects lower bound to be less than or equal to upper bound";
  return success();
}
