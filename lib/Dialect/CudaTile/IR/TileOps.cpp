//===- TileOps.cpp - tile construction, reshaping, reduce and scan --------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallBitVector.h"

#include "AsmDirectives.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static StringRef defaultDialect() {
  return CudaTileDialect::getDialectNamespace();
}

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  TileType type = getResult().getType();
  if (type.getRank() != 1)
    return emitOpError("expects result type to be 1-d tile");
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  int64_t count = type.getDimSize(0);
  if (width < 63 && count > (int64_t(1) << width))
    return emitOpError("the number of elements ")
           << count << " exceeds the maximum value of element type "
           << type.getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// broadcast, reshape, permute, cat, extract
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError("expects source and result to have the same element "
                       "type");
  if (source.getRank() != result.getRank())
    return emitOpError("expects source and result to have the same rank");
  for (auto [from, to] : llvm::zip(source.getShape(), result.getShape()))
    if (from != 1 && from != to)
      return emitOpError("expects the shape of source tile to be compatible "
                         "with that of the result tile");
  return success();
}

void BroadcastOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "bcast");
}

LogicalResult ReshapeOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError("expects source and result to have the same element "
                       "type");
  if (source.getNumElements() != result.getNumElements())
    return emitOpError("expected source tile and result tile to have the "
                       "same number of elements");
  return success();
}

void ReshapeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "reshape");
}

LogicalResult PermuteOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  ArrayRef<int32_t> permutation = getPermutation();
  int64_t rank = source.getRank();
  if (source.getElementType() != result.getElementType())
    return emitOpError("expects source and result to have the same element "
                       "type");
  if (rank < 2)
    return emitOpError("expects a source tile of rank 2 or more, got rank ")
           << rank;
  if (result.getRank() != rank)
    return emitOpError("expects source and result to have the same rank");
  if (static_cast<int64_t>(permutation.size()) != rank)
    return emitOpError("expects the permutation to have ")
           << rank << " entries, got " << permutation.size();
  llvm::SmallBitVector seen(rank);
  for (auto [i, dim] : llvm::enumerate(permutation)) {
    if (dim < 0 || dim >= rank)
      return emitOpError("permutation entry ")
             << i << " (" << dim << ") is out of range [0, " << rank << ")";
    if (seen.test(dim))
      return emitOpError("permutation entry ")
             << i << " (" << dim << ") repeats an earlier entry";
    seen.set(dim);
    if (result.getDimSize(i) != source.getDimSize(dim))
      return emitOpError("result dimension ")
             << i << " (" << result.getDimSize(i)
             << ") must equal source dimension " << dim << " ("
             << source.getDimSize(dim) << ")";
  }
  return success();
}

LogicalResult CatOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(),
           result = getResult().getType();
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getElementType() != result.getElementType())
    return emitOpError("expects operands and result to have the same element "
                       "type");
  if (lhs.getRank() != rhs.getRank() || lhs.getRank() != result.getRank())
    return emitOpError("expects operands and result to have the same rank");
  int64_t dim = getDim();
  if (dim < 0 || dim >= lhs.getRank())
    return emitOpError("dim ")
           << dim << " is out of range [0, " << lhs.getRank() << ")";
  for (int64_t i = 0, e = lhs.getRank(); i < e; ++i) {
    if (i != dim && rhs.getDimSize(i) != lhs.getDimSize(i))
      return emitOpError("expects operands of equal size in dimension ")
             << i << " (all but dim " << dim << "), got " << lhs.getDimSize(i)
             << " and " << rhs.getDimSize(i);
    int64_t expected =
        i == dim ? lhs.getDimSize(i) + rhs.getDimSize(i) : lhs.getDimSize(i);
    if (result.getDimSize(i) != expected)
      return emitOpError("result dimension ")
             << i << " must be " << expected << ", got "
             << result.getDimSize(i);
  }
  return success();
}

LogicalResult ExtractOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError("expects source and result to have the same element "
                       "type");
  if (source.getRank() != result.getRank())
    return emitOpError("expects source and result to have the same rank");
  if (static_cast<int64_t>(getIndices().size()) != source.getRank())
    return emitOpError("expects ")
           << source.getRank() << " indices, got " << getIndices().size();
  for (int64_t i = 0, e = source.getRank(); i < e; ++i) {
    if (source.getDimSize(i) % result.getDimSize(i) != 0)
      return emitOpError("source dimension ")
             << i << " (" << source.getDimSize(i)
             << ") must be divisible by the result dimension ("
             << result.getDimSize(i) << ")";
    // Constant indices out of range are undefined behaviour, not invalid IR.
    int64_t blocks = source.getDimSize(i) / result.getDimSize(i);
    auto constant = getIndices()[i].getDefiningOp<ConstantOp>();
    if (constant && constant.getValue().isSplat()) {
      int64_t index = constant.getValue().getSplatValue<APInt>().getSExtValue();
      // Not op->emitWarning: printing the op in a note would re-verify it.
      // The message names the op, as emitOpWarning would.
      if (index < 0 || index >= blocks)
        mlir::emitWarning(getLoc())
            << "'" << getOperationName() << "' op index " << i << " (" << index
            << ") is outside [0, " << blocks << ")";
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// insert (13.4)
//===----------------------------------------------------------------------===//

LogicalResult InsertOp::verify() {
  TileType source = getSource().getType();
  TileType destination = getDestination().getType();
  if (source.getElementType() != destination.getElementType())
    return emitOpError("expects source and destination to have the same "
                       "element type");
  if (source.getRank() != destination.getRank())
    return emitOpError("expects source and destination to have the same "
                       "rank");
  if (static_cast<int64_t>(getIndices().size()) != destination.getRank())
    return emitOpError("expects ")
           << destination.getRank() << " indices, got " << getIndices().size();
  for (int64_t i = 0, e = destination.getRank(); i < e; ++i) {
    if (destination.getDimSize(i) % source.getDimSize(i) != 0)
      return emitOpError("destination dimension ")
             << i << " (" << destination.getDimSize(i)
             << ") must be divisible by the source dimension ("
             << source.getDimSize(i) << ")";
    // As for extract: a constant block index out of range is undefined
    // behaviour, not invalid IR.
    int64_t blocks = destination.getDimSize(i) / source.getDimSize(i);
    auto constant = getIndices()[i].getDefiningOp<ConstantOp>();
    if (constant && constant.getValue().isSplat()) {
      int64_t index = constant.getValue().getSplatValue<APInt>().getSExtValue();
      if (index < 0 || index >= blocks)
        mlir::emitWarning(getLoc())
            << "'" << getOperationName() << "' op index " << i << " (" << index
            << ") is outside [0, " << blocks << ")";
    }
  }
  return success();
}

OpFoldResult InsertOp::fold(FoldAdaptor) {
  // The only block of a destination the source fills entirely is the whole
  // destination (any other index is undefined behaviour).
  if (getSource().getType() == getDestination().getType())
    return getSource();
  return {};
}

//===----------------------------------------------------------------------===//
// select, offset
//===----------------------------------------------------------------------===//

LogicalResult SelectOp::verify() {
  TileType cond = getCond().getType(), result = getResult().getType();
  if (cond.getShape() != result.getShape())
    return emitOpError("expects the condition to have the shape of the "
                       "values");
  if (isa<Float4E2M1FNType>(result.getElementType()))
    return emitOpError("cannot operate on sub-byte type F4E2M1FN");
  return success();
}

LogicalResult OffsetOp::verify() {
  if (getPtr().getType().getShape() != getOffset().getType().getShape())
    return emitOpError("expects pointers and offsets of the same shape");
  return success();
}

//===----------------------------------------------------------------------===//
// pack, unpack
//===----------------------------------------------------------------------===//

/// Both sides are 1-D, of different element widths, whole bytes, and hold
/// the same number of bytes.
static LogicalResult verifyByteReinterpretation(Operation *op, TileType from,
                                                TileType to) {
  if (from.getRank() != 1 || to.getRank() != 1)
    return op->emitOpError("expects 1-d source and result tiles");
  unsigned fromWidth = getElementBitWidth(from.getElementType());
  unsigned toWidth = getElementBitWidth(to.getElementType());
  if (fromWidth == toWidth)
    return op->emitOpError("expects source and result element types of "
                           "different widths");
  int64_t fromBits = from.getDimSize(0) * fromWidth;
  int64_t toBits = to.getDimSize(0) * toWidth;
  if (fromBits % 8 != 0 || toBits % 8 != 0)
    return op->emitOpError("expects source and result to be a whole number "
                           "of bytes");
  if (fromBits != toBits)
    return op->emitOpError("expects source and result of the same size, got ")
           << fromBits / 8 << " and " << toBits / 8 << " bytes";
  return success();
}

LogicalResult PackOp::verify() {
  return verifyByteReinterpretation(*this, getSource().getType(),
                                    getResult().getType());
}

LogicalResult UnpackOp::verify() {
  return verifyByteReinterpretation(*this, getSource().getType(),
                                    getResult().getType());
}

//===----------------------------------------------------------------------===//
// reduce, scan
//===----------------------------------------------------------------------===//

/// `%a, %b dim=0 [reverse=false] identities=[...] : A, B -> R, S \n (args) {`
static ParseResult parseCombineOp(OpAsmParser &parser, OperationState &result,
                                  bool hasReverse) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> operandTypes, resultTypes;
  SmallVector<OpAsmParser::Argument> arguments;
  Builder &builder = parser.getBuilder();
  int32_t dim = 0;
  if (parser.parseOperandList(operands) || parser.parseKeyword("dim") ||
      parser.parseEqual() || parser.parseInteger(dim))
    return failure();
  result.addAttribute("dim", builder.getI32IntegerAttr(dim));
  if (hasReverse) {
    bool reverse = false;
    if (parser.parseKeyword("reverse") || parser.parseEqual())
      return failure();
    if (succeeded(parser.parseOptionalKeyword("true")))
      reverse = true;
    else if (parser.parseKeyword("false"))
      return failure();
    result.addAttribute("reverse", builder.getBoolAttr(reverse));
  }
  ArrayAttr identities;
  if (parser.parseKeyword("identities") || parser.parseEqual() ||
      parser.parseAttribute(identities))
    return failure();
  result.addAttribute("identities", identities);
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypeList(parser, operandTypes) || parser.parseArrow() ||
      parseCudaTileTypeList(parser, resultTypes) ||
      parser.resolveOperands(operands, operandTypes, parser.getNameLoc(),
                             result.operands))
    return failure();
  result.addTypes(resultTypes);
  auto parseArgument = [&]() -> ParseResult {
    OpAsmParser::Argument &argument = arguments.emplace_back();
    return failure(parser.parseArgument(argument) || parser.parseColon() ||
                   parseCudaTileType(parser, argument.type));
  };
  Region *body = result.addRegion();
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren,
                                     parseArgument) ||
      parser.parseRegion(*body, arguments))
    return failure();
  ReduceOp::ensureTerminator(*body, builder, result.location);
  return success();
}

static void printCombineOp(OpAsmPrinter &printer, Operation *op,
                           std::optional<bool> reverse) {
  printer << ' ';
  printer.printOperands(op->getOperands());
  printer << " dim=" << op->getAttrOfType<IntegerAttr>("dim").getInt();
  if (reverse)
    printer << " reverse=" << (*reverse ? "true" : "false");
  printer << " identities=";
  printer.printAttribute(op->getAttr("identities"));
  printer.printOptionalAttrDict(op->getAttrs(),
                                {"dim", "reverse", "identities"});
  printer << " : ";
  printCudaTileTypeList(printer, op, op->getOperandTypes());
  printer << " -> ";
  printCudaTileTypeList(printer, op, op->getResultTypes());
  // The reference printer leaves a space before the line break.
  printer << " ";
  printer.printNewline();
  Block &body = op->getRegion(0).front();
  printer << '(';
  llvm::interleaveComma(body.getArguments(), printer, [&](BlockArgument arg) {
    printer.printOperand(arg);
    printer << ": ";
    printCudaTileType(printer, arg.getType());
  });
  printer << ") ";
  printer.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseCombineOp(parser, result, /*hasReverse=*/false);
}

void ReduceOp::print(OpAsmPrinter &printer) {
  printCombineOp(printer, *this, std::nullopt);
}

ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseCombineOp(parser, result, /*hasReverse=*/true);
}

void ScanOp::print(OpAsmPrinter &printer) {
  printCombineOp(printer, *this, getReverse());
}

/// Operand/identity/result rules shared by reduce and scan.
static LogicalResult verifyCombineOp(Operation *op, ValueRange operands,
                                     int64_t dim, ArrayAttr identities,
                                     bool keepsShape) {
  if (operands.empty())
    return op->emitOpError("expects at least one operand");
  if (op->getNumResults() != operands.size())
    return op->emitOpError("expects one result per operand, got ")
           << op->getNumResults() << " results for " << operands.size()
           << " operands";
  if (identities.size() != operands.size())
    return op->emitOpError("expects one identity per operand, got ")
           << identities.size() << " identities for " << operands.size()
           << " operands";
  auto first = cast<TileType>(operands.front().getType());
  for (auto [i, operand] : llvm::enumerate(operands)) {
    auto type = cast<TileType>(operand.getType());
    if (type.getShape() != first.getShape())
      return op->emitOpError("expects all operands to have the same shape");
    auto identity = dyn_cast<TypedAttr>(identities[i]);
    Type element = type.getElementType();
    // A bf16 identity for an f16 operand (or the reverse) is tolerated.
    bool halfMix = identity && isa<Float16Type, BFloat16Type>(element) &&
                   isa<Float16Type, BFloat16Type>(identity.getType());
    if (!identity || (identity.getType() != element && !halfMix))
      return op->emitOpError("identity ")
             << i << " must be a typed attribute of the operand element type "
             << element;
  }
  if (dim < 0 || dim >= first.getRank())
    return op->emitOpError("dim ")
           << dim << " is out of range [0, " << first.getRank() << ")";
  for (auto [i, result] : llvm::enumerate(op->getResults())) {
    auto operandType = cast<TileType>(operands[i].getType());
    SmallVector<int64_t> expected(operandType.getShape());
    if (!keepsShape)
      expected.erase(expected.begin() + dim);
    auto type = cast<TileType>(result.getType());
    if (type.getElementType() != operandType.getElementType() ||
        type.getShape() != ArrayRef<int64_t>(expected))
      return op->emitOpError("result ")
             << i << " must be "
             << TileType::get(expected, operandType.getElementType())
             << ", got " << type;
  }
  return success();
}

/// The body takes (element, accumulator) pairs of rank-0 tiles and yields
/// one rank-0 value per operand; it may only hold pure ops.
static LogicalResult verifyCombineBody(Operation *op, ValueRange operands) {
  Block &body = op->getRegion(0).front();
  size_t n = operands.size();
  if (body.getNumArguments() != 2 * n)
    return op->emitOpError("expects the body to take ")
           << 2 * n << " arguments, got " << body.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(body.getArguments())) {
    Type element = cast<TileType>(operands[i / 2].getType()).getElementType();
    if (arg.getType() != TileType::get({}, element))
      return op->emitOpError("body argument ")
             << i << " must be " << TileType::get({}, element) << ", got "
             << arg.getType();
  }
  auto yield = dyn_cast<YieldOp>(body.getTerminator());
  if (!yield || yield.getNumOperands() != n)
    return op->emitOpError("expects the body to yield ") << n << " values";
  for (auto [i, value] : llvm::enumerate(yield.getOperands())) {
    Type element = cast<TileType>(operands[i].getType()).getElementType();
    if (value.getType() != TileType::get({}, element))
      return op->emitOpError("body must yield ")
             << TileType::get({}, element) << " as value " << i << ", got "
             << value.getType();
  }
  for (Operation &nested : body.without_terminator())
    if (!isPure(&nested))
      return nested.emitOpError("only pure operations are allowed inside '")
             << op->getName() << "'";
  return success();
}

template <typename OpT>
static LogicalResult inferCombineTypes(typename OpT::Adaptor adaptor,
                                       bool keepsShape,
                                       SmallVectorImpl<Type> &types) {
  int64_t dim = adaptor.getDim();
  for (Value operand : adaptor.getOperands()) {
    auto type = dyn_cast<TileType>(operand.getType());
    if (!type || dim < 0 || dim >= type.getRank())
      return failure();
    SmallVector<int64_t> shape(type.getShape());
    if (!keepsShape)
      shape.erase(shape.begin() + dim);
    types.push_back(TileType::get(shape, type.getElementType()));
  }
  return success();
}

LogicalResult ReduceOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &types) {
  return inferCombineTypes<ReduceOp>(adaptor, /*keepsShape=*/false, types);
}

LogicalResult ScanOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &types) {
  return inferCombineTypes<ScanOp>(adaptor, /*keepsShape=*/true, types);
}

LogicalResult ReduceOp::verify() {
  return verifyCombineOp(*this, getOperands(), getDim(), getIdentities(),
                         /*keepsShape=*/false);
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombineBody(*this, getOperands());
}

LogicalResult ScanOp::verify() {
  return verifyCombineOp(*this, getOperands(), getDim(), getIdentities(),
                         /*keepsShape=*/true);
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombineBody(*this, getOperands());
}

StringRef ReduceOp::getDefaultDialect() { return defaultDialect(); }
StringRef ScanOp::getDefaultDialect() { return defaultDialect(); }

void ReduceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (!getResults().empty())
    setNameFn(getResult(0), "reduce");
}

void ReduceOp::getAsmBlockArgumentNames(Region &region,
                                        OpAsmSetValueNameFn setNameFn) {
  // One operand: reduce_lhs/reduce_rhs; several: reduce_lhs0, reduce_rhs0...
  bool numbered = region.getNumArguments() > 2;
  for (auto [i, arg] : llvm::enumerate(region.getArguments())) {
    std::string name = i % 2 == 0 ? "reduce_lhs" : "reduce_rhs";
    if (numbered)
      name += std::to_string(i / 2);
    setNameFn(arg, name);
  }
}
