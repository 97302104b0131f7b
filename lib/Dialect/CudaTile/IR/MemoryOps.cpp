//===- MemoryOps.cpp - tokens, pointer and view memory ops ----------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "AsmDirectives.h"
#include "TokenOrderedSyntax.h"

using namespace mlir;
using namespace mlir::cuda_tile;

using UnresolvedOperand = OpAsmParser::UnresolvedOperand;

LogicalResult JoinTokensOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("expect two or more tokens");
  return success();
}

/// Pointee type of a pointer tile, and the tile of pointees of its shape.
static TileType getPointeeTile(TileType pointers) {
  auto pointer = cast<PointerType>(pointers.getElementType());
  return TileType::get(pointers.getShape(), pointer.getPointeeType());
}

static LogicalResult verifyMaskShape(Operation *op, Value mask,
                                     ArrayRef<int64_t> shape) {
  if (mask && cast<TileType>(mask.getType()).getShape() != shape)
    return op->emitOpError("expects the mask to have the shape of the "
                           "pointers");
  return success();
}

//===----------------------------------------------------------------------===//
// load_ptr_tko, store_ptr_tko
//===----------------------------------------------------------------------===//

/// `<ordering> [<scope>] %a, %b, ... [token=%t] [optimization_hints = <..>]
/// attr-dict :` with the types of the operands following the colon.
static ParseResult
parseMemoryOpPrefix(OpAsmParser &parser, OperationState &result,
                    SmallVectorImpl<UnresolvedOperand> &operands,
                    std::optional<UnresolvedOperand> &token,
                    SmallVectorImpl<Type> &operandTypes) {
  if (parseMemoryModel(parser, result, "memory_ordering_semantics",
                       "memory_scope") ||
      parseOperandsAndOptionalToken(parser, operands, token) ||
      parseOptionalHints(parser, result, "optimization_hints") ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypeList(parser, operandTypes))
    return failure();
  if (operandTypes.size() != operands.size())
    return parser.emitError(parser.getCurrentLocation(), "expected ")
           << operands.size() << " operand types, got " << operandTypes.size();
  return success();
}

static ParseResult resolveToken(OpAsmParser &parser,
                                std::optional<UnresolvedOperand> &token,
                                OperationState &result) {
  if (!token)
    return success();
  return parser.resolveOperand(*token, TokenType::get(parser.getContext()),
                               result.operands);
}

/// `<ordering> [<scope>] %a, %b [token=%t] [optimization_hints = <..>]
/// attr-dict : A, B`, shared by the pointer loads and stores; the caller
/// prints the results after it.
static void printPointerAccess(OpAsmPrinter &printer, Operation *op,
                               MemoryOrderingSemanticsAttr ordering,
                               MemoryScopeAttr scope, ArrayRef<Value> operands,
                               Value token, OptimizationHintsAttr hints) {
  printMemoryModel(printer, ordering, scope);
  printer << ' ';
  printer.printOperands(operands);
  printOptionalTokenOperand(printer, token, /*spaced=*/false);
  printOptionalHints(printer, hints);
  printer.printOptionalAttrDict(op->getAttrs(), getElidedMemoryAttrNames());
  printer << " : ";
  printCudaTileTypeList(printer, op, ValueRange(operands).getTypes());
}

ParseResult LoadPtrTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand> operands;
  std::optional<UnresolvedOperand> token;
  SmallVector<Type> types;
  Type resultType, tokenType;
  SMLoc loc = parser.getCurrentLocation();
  if (parseMemoryOpPrefix(parser, result, operands, token, types) ||
      parser.parseArrow() || parseCudaTileType(parser, resultType) ||
      parser.parseComma() || parseCudaTileType(parser, tokenType))
    return failure();
  // Operands are positional: source, then mask, then padding value.
  if (operands.empty() || operands.size() > 3)
    return parser.emitError(loc, "expected 1 to 3 operands, got ")
           << operands.size();
  if (parser.resolveOperands(operands, types, loc, result.operands) ||
      resolveToken(parser, token, result))
    return failure();
  int32_t extra = static_cast<int32_t>(operands.size()) - 1;
  setOperandSegments(result, {1, extra >= 1, extra >= 2, token ? 1 : 0});
  result.addTypes({resultType, tokenType});
  return success();
}

void LoadPtrTkoOp::print(OpAsmPrinter &printer) {
  SmallVector<Value> operands{getSource()};
  if (getMask())
    operands.push_back(getMask());
  if (getPaddingValue())
    operands.push_back(getPaddingValue());
  printPointerAccess(printer, *this, getMemoryOrderingSemanticsAttr(),
                     getMemoryScopeAttr(), operands, getToken(),
                     getOptimizationHintsAttr());
  printer << " -> ";
  printCudaTileTypeList(printer, *this, getResultTypes());
}

LogicalResult LoadPtrTkoOp::verify() {
  TileType pointers = getSource().getType();
  TileType expected = getPointeeTile(pointers);
  if (getResult().getType() != expected)
    return emitOpError("expects result type ")
           << expected << " (pointees of the source), got "
           << getResult().getType();
  if (failed(verifyMaskShape(*this, getMask(), pointers.getShape())))
    return failure();
  if (getPaddingValue() && getPaddingValue().getType() != expected)
    return emitOpError("expects the padding value to have the result type ")
           << expected << ", got " << getPaddingValue().getType();
  if (failed(verifyMemoryModel(*this, MemoryAccessKind::Load,
                               getMemoryOrderingSemantics(), getMemoryScope())))
    return failure();
  return OptimizationHintsAttr::verifyForOp(*this, getOptimizationHintsAttr());
}

ParseResult StorePtrTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand> operands;
  std::optional<UnresolvedOperand> token;
  SmallVector<Type> types;
  Type tokenType;
  SMLoc loc = parser.getCurrentLocation();
  if (parseMemoryOpPrefix(parser, result, operands, token, types) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType))
    return failure();
  if (operands.size() < 2 || operands.size() > 3)
    return parser.emitError(loc, "expected 2 or 3 operands, got ")
           << operands.size();
  if (parser.resolveOperands(operands, types, loc, result.operands) ||
      resolveToken(parser, token, result))
    return failure();
  setOperandSegments(result, {1, 1, operands.size() == 3, token ? 1 : 0});
  result.addTypes(tokenType);
  return success();
}

void StorePtrTkoOp::print(OpAsmPrinter &printer) {
  SmallVector<Value> operands{getDestination(), getValue()};
  if (getMask())
    operands.push_back(getMask());
  printPointerAccess(printer, *this, getMemoryOrderingSemanticsAttr(),
                     getMemoryScopeAttr(), operands, getToken(),
                     getOptimizationHintsAttr());
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult StorePtrTkoOp::verify() {
  TileType pointers = getDestination().getType();
  TileType expected = getPointeeTile(pointers);
  if (getValue().getType() != expected)
    return emitOpError("expects a value of type ")
           << expected << " (pointees of the destination), got "
           << getValue().getType();
  if (failed(verifyMaskShape(*this, getMask(), pointers.getShape())) ||
      failed(verifyMemoryModel(*this, MemoryAccessKind::Store,
                               getMemoryOrderingSemantics(), getMemoryScope())))
    return failure();
  return OptimizationHintsAttr::verifyForOp(*this, getOptimizationHintsAttr());
}

//===----------------------------------------------------------------------===//
// alloca
//===----------------------------------------------------------------------===//

LogicalResult AllocaOp::verify() {
  int64_t alignment = getAlignment();
  if (alignment <= 0 || !llvm::isPowerOf2_64(alignment))
    return emitOpError("'alignment' must be power of two");
  Type element = cast<PointerType>(getResult().getType().getElementType())
                     .getPointeeType();
  // i1 occupies a byte; other types count whole bytes of their bit width
  // (tf32, 19 bits, needs 2).
  int64_t naturalSize =
      element.isInteger(1) ? 1 : element.getIntOrFloatBitWidth() / 8;
  if (alignment < naturalSize)
    return emitOpError("'alignment' (")
           << alignment << ") must be at least the natural size ("
           << naturalSize << " bytes) for element type " << element;
  return success();
}

//===----------------------------------------------------------------------===//
// make_tensor_view
//===----------------------------------------------------------------------===//

/// `[128, %n]`: a static size, or an SSA value for a dynamic one.
static ParseResult
parseMixedList(OpAsmParser &parser, SmallVectorImpl<int64_t> &statics,
               SmallVectorImpl<UnresolvedOperand> &dynamics) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
        UnresolvedOperand operand;
        OptionalParseResult isOperand = parser.parseOptionalOperand(operand);
        if (isOperand.has_value()) {
          if (failed(*isOperand))
            return failure();
          dynamics.push_back(operand);
          statics.push_back(ShapedType::kDynamic);
          return success();
        }
        return parser.parseInteger(statics.emplace_back());
      });
}

static void printMixedList(OpAsmPrinter &printer, ArrayRef<int64_t> statics,
                           ValueRange dynamics) {
  printer << '[';
  size_t next = 0;
  llvm::interleaveComma(statics, printer, [&](int64_t value) {
    if (ShapedType::isDynamic(value) && next < dynamics.size())
      printer.printOperand(dynamics[next++]);
    else
      printer << value;
  });
  printer << ']';
}

ParseResult MakeTensorViewOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  UnresolvedOperand base;
  SmallVector<UnresolvedOperand> dynShape, dynStrides;
  SmallVector<int64_t> shape, strides;
  Type firstType, viewType, dynamicType;
  if (parser.parseOperand(base) || parser.parseComma() ||
      parser.parseKeyword("shape") || parser.parseEqual() ||
      parseMixedList(parser, shape, dynShape) || parser.parseComma() ||
      parser.parseKeyword("strides") || parser.parseEqual() ||
      parseMixedList(parser, strides, dynStrides) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, firstType))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    dynamicType = firstType;
    typeLoc = parser.getCurrentLocation();
    if (parseCudaTileType(parser, viewType))
      return failure();
  } else {
    viewType = firstType;
  }
  auto tensorView = dyn_cast<TensorViewType>(viewType);
  if (!tensorView)
    return parser.emitError(typeLoc, "expected tensor_view type, got ")
           << viewType;
  // The literal sizes and strides repeat the static part of the type.
  if (ArrayRef<int64_t>(shape) != tensorView.getShape() ||
      ArrayRef<int64_t>(strides) != tensorView.getStrides())
    return parser.emitError(typeLoc, "shape and strides do not match the "
                                     "result type ")
           << viewType;
  size_t numDynamic = dynShape.size() + dynStrides.size();
  if (numDynamic && !dynamicType)
    return parser.emitError(typeLoc, "expected the type of the dynamic "
                                     "sizes and strides before '->'");
  if (!numDynamic && dynamicType)
    return parser.emitError(typeLoc, "no dynamic sizes or strides to type");
  // The base pointer carries the tensor_view's pointer attribute (13.4).
  Type baseType = TileType::get(
      {}, PointerType::get(parser.getContext(), tensorView.getElementType(),
                           tensorView.getPtrAttr()));
  if (parser.resolveOperand(base, baseType, result.operands) ||
      parser.resolveOperands(dynShape, dynamicType, result.operands) ||
      parser.resolveOperands(dynStrides, dynamicType, result.operands))
    return failure();
  setOperandSegments(result, {1, static_cast<int32_t>(dynShape.size()),
                              static_cast<int32_t>(dynStrides.size())});
  result.addTypes(viewType);
  return success();
}

void MakeTensorViewOp::print(OpAsmPrinter &printer) {
  TensorViewType type = getResult().getType();
  printer << ' ';
  printer.printOperand(getBase());
  printer << ", shape = ";
  printMixedList(printer, type.getShape(), getDynamicShape());
  printer << ", strides = ";
  printMixedList(printer, type.getStrides(), getDynamicStrides());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"operandSegmentSizes"});
  printer << " : ";
  if (!getDynamicShape().empty() || !getDynamicStrides().empty()) {
    Value first = getDynamicShape().empty() ? getDynamicStrides().front()
                                            : getDynamicShape().front();
    printCudaTileType(printer, first.getType());
    printer << " -> ";
  }
  printCudaTileType(printer, type);
}

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType type = getResult().getType();
  auto pointer = cast<PointerType>(getBase().getType().getElementType());
  Type pointee = pointer.getPointeeType();
  if (pointee != type.getElementType())
    return emitOpError("expects a base pointer to ")
           << type.getElementType() << ", got a pointer to " << pointee;
  // The custom syntax derives the base type from the view's: they must
  // agree on the pointer attribute.
  if (pointer.getPtrAttr() != type.getPtrAttr())
    return emitOpError("expects the base pointer and the tensor_view to "
                       "carry the same pointer attribute");
  auto countDynamic = [](ArrayRef<int64_t> values) {
    return llvm::count_if(values, ShapedType::isDynamic);
  };
  if (static_cast<int64_t>(getDynamicShape().size()) !=
      countDynamic(type.getShape()))
    return emitOpError("expects ")
           << countDynamic(type.getShape())
           << " dynamic shape operands (one per '?' size), got "
           << getDynamicShape().size();
  if (static_cast<int64_t>(getDynamicStrides().size()) !=
      countDynamic(type.getStrides()))
    return emitOpError("expects ")
           << countDynamic(type.getStrides())
           << " dynamic stride operands (one per '?' stride), got "
           << getDynamicStrides().size();
  SmallVector<Value> dynamics(getDynamicShape());
  llvm::append_range(dynamics, getDynamicStrides());
  if (!llvm::all_equal(ValueRange(dynamics).getTypes()))
    return emitOpError("expects all dynamic sizes and strides to have the "
                       "same type");
  return success();
}

void MakeTensorViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "tview");
}

//===----------------------------------------------------------------------===//
// make_partition_view, make_strided_view, make_gather_scatter_view
//===----------------------------------------------------------------------===//

static LogicalResult verifyMakeView(Operation *op, Value tensorView,
                                    Type viewType) {
  TensorViewType expected = getViewTensorView(viewType);
  if (tensorView.getType() != expected)
    return op->emitOpError("expected the type of the provided tensor_view "
                           "value (")
           << tensorView.getType()
           << ") to be the same as the view's tensor_view type (" << expected
           << ")";
  return success();
}

LogicalResult MakePartitionViewOp::verify() {
  return verifyMakeView(*this, getTensorView(), getResult().getType());
}
LogicalResult MakeStridedViewOp::verify() {
  return verifyMakeView(*this, getTensorView(), getResult().getType());
}
LogicalResult MakeGatherScatterViewOp::verify() {
  return verifyMakeView(*this, getTensorView(), getResult().getType());
}

void MakePartitionViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "pview");
}
void MakeStridedViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "sview");
}
void MakeGatherScatterViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "gsview");
}

//===----------------------------------------------------------------------===//
// get_tensor_shape, get_index_space_shape
//===----------------------------------------------------------------------===//

/// `%src : T [-> R]` where the result count is that of the SSA result list
/// and R the common result type.
static ParseResult parseShapeQuery(OpAsmParser &parser,
                                   OperationState &result) {
  UnresolvedOperand source;
  Type sourceType, resultType;
  if (parser.parseOperand(source) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, sourceType) ||
      parser.resolveOperand(source, sourceType, result.operands))
    return failure();
  size_t numResults = parser.getNumResults();
  if (succeeded(parser.parseOptionalArrow())) {
    if (parseCudaTileType(parser, resultType))
      return failure();
    result.addTypes(SmallVector<Type>(numResults, resultType));
  } else if (numResults != 0) {
    return parser.emitError(parser.getCurrentLocation(),
                            "expected '->' and the result type");
  }
  return success();
}

static void printShapeQuery(OpAsmPrinter &printer, Operation *op) {
  printer << ' ';
  printer.printOperand(op->getOperand(0));
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printCudaTileType(printer, op->getOperand(0).getType());
  if (op->getNumResults()) {
    printer << " -> ";
    printCudaTileType(printer, op->getResult(0).getType());
  }
}

static LogicalResult verifySameResultTypes(Operation *op) {
  if (!llvm::all_equal(op->getResultTypes()))
    return op->emitOpError("expects all results to have the same type");
  return success();
}

ParseResult GetTensorShapeOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  return parseShapeQuery(parser, result);
}
void GetTensorShapeOp::print(OpAsmPrinter &printer) {
  printShapeQuery(printer, *this);
}
LogicalResult GetTensorShapeOp::verify() {
  size_t rank = getSrc().getType().getShape().size();
  if (getResult().size() != rank)
    return emitOpError("expected ")
           << rank << " results due to tensor rank, but got "
           << getResult().size();
  return verifySameResultTypes(*this);
}

ParseResult GetIndexSpaceShapeOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  return parseShapeQuery(parser, result);
}
void GetIndexSpaceShapeOp::print(OpAsmPrinter &printer) {
  printShapeQuery(printer, *this);
}
LogicalResult GetIndexSpaceShapeOp::verify() {
  size_t rank = getSrc().getType().getViewIndexRank();
  if (getResult().size() != rank)
    return emitOpError("expected ")
           << rank << " results due to view index space rank, but got "
           << getResult().size();
  return verifySameResultTypes(*this);
}

//===----------------------------------------------------------------------===//
// load_view_tko, store_view_tko
//===----------------------------------------------------------------------===//

/// `%view[%i, %j]`
static ParseResult
parseViewAccess(OpAsmParser &parser, UnresolvedOperand &view,
                SmallVectorImpl<UnresolvedOperand> &indices) {
  return failure(
      parser.parseOperand(view) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square));
}

static void printViewAccess(OpAsmPrinter &printer, Value view,
                            ValueRange indices) {
  printer.printOperand(view);
  printer << '[';
  printer.printOperands(indices);
  printer << ']';
}

/// An optional `inbounds = [true, false]` (13.4). The reference prints it
/// right after the indices; its order relative to `token` and
/// `optimization_hints` is unknown, so it is accepted in any of the three
/// places.
static ParseResult parseOptionalInBounds(OpAsmParser &parser,
                                         OperationState &result,
                                         size_t numIndices, bool &seen) {
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword("inbounds")))
    return success();
  if (seen)
    return parser.emitError(loc, "'inbounds' given twice");
  seen = true;
  SmallVector<bool> values;
  auto parseBool = [&]() -> ParseResult {
    SMLoc valueLoc = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalKeyword("true")))
      values.push_back(true);
    else if (succeeded(parser.parseOptionalKeyword("false")))
      values.push_back(false);
    else
      return parser.emitError(valueLoc, "expected 'true' or 'false'");
    return success();
  };
  if (parser.parseEqual() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseBool,
                                     "inbounds"))
    return failure();
  if (values.size() != numIndices)
    return parser.emitError(loc, "expects 'inbounds' to have one entry per "
                                 "index (")
           << numIndices << "), got " << values.size();
  // All false is what the clause's absence means; it is not stored, so
  // that the spelling does not change the op (and the bytecode reader, which
  // always sees the values from 13.4 on, builds the same op).
  if (llvm::is_contained(values, true))
    result.addAttribute("inbounds",
                        DenseBoolArrayAttr::get(parser.getContext(), values));
  return success();
}

/// Prints ` inbounds = [...]` unless every entry is false (or it is absent),
/// as the reference does.
static void printOptionalInBounds(OpAsmPrinter &printer,
                                  DenseBoolArrayAttr inbounds) {
  if (!inbounds ||
      llvm::none_of(inbounds.asArrayRef(), [](bool b) { return b; }))
    return;
  printer << " inbounds = [";
  llvm::interleaveComma(inbounds.asArrayRef(), printer,
                        [&](bool b) { printer << (b ? "true" : "false"); });
  printer << ']';
}

static LogicalResult verifyInBounds(Operation *op, DenseBoolArrayAttr inbounds,
                                    size_t numIndices) {
  if (inbounds && static_cast<size_t>(inbounds.size()) != numIndices)
    return op->emitOpError("expects 'inbounds' to have one entry per index (")
           << numIndices << "), got " << inbounds.size();
  return success();
}

ParseResult LoadViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  UnresolvedOperand view;
  SmallVector<UnresolvedOperand> indices;
  std::optional<UnresolvedOperand> token;
  SmallVector<Type> indexTypes;
  Type viewType, tileType, tokenType;
  SMLoc loc = parser.getCurrentLocation();
  bool seenInBounds = false;
  if (parseMemoryModel(parser, result, "memory_ordering_semantics",
                       "memory_scope") ||
      parseViewAccess(parser, view, indices) ||
      parseOptionalInBounds(parser, result, indices.size(), seenInBounds) ||
      parseOptionalTokenOperand(parser, token) ||
      parseOptionalInBounds(parser, result, indices.size(), seenInBounds) ||
      parseOptionalHints(parser, result, "optimization_hints") ||
      parseOptionalInBounds(parser, result, indices.size(), seenInBounds) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) ||
      parser.parseArrow() || parseCudaTileType(parser, tileType) ||
      parser.parseComma() || parseCudaTileType(parser, tokenType) ||
      parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, loc, result.operands) ||
      resolveToken(parser, token, result))
    return failure();
  setOperandSegments(result,
                     {1, static_cast<int32_t>(indices.size()), token ? 1 : 0});
  result.addTypes({tileType, tokenType});
  return success();
}

void LoadViewTkoOp::print(OpAsmPrinter &printer) {
  printMemoryModel(printer, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  printer << ' ';
  printViewAccess(printer, getView(), getIndex());
  printOptionalInBounds(printer, getInboundsAttr());
  printOptionalTokenOperand(printer, getToken(), /*spaced=*/true);
  printOptionalHints(printer, getOptimizationHintsAttr());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                getElidedMemoryAttrNames());
  printer << " : ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex().getTypes());
  printer << " -> ";
  printCudaTileTypeList(printer, *this, getResultTypes());
}

LogicalResult LoadViewTkoOp::verify() {
  if (failed(verifyViewAccess(*this, getView().getType(), getIndex().getTypes(),
                              getTile().getType())) ||
      failed(verifyInBounds(*this, getInboundsAttr(), getIndex().size())) ||
      failed(verifyMemoryModel(*this, MemoryAccessKind::Load,
                               getMemoryOrderingSemantics(), getMemoryScope())))
    return failure();
  return OptimizationHintsAttr::verifyForOp(*this, getOptimizationHintsAttr());
}

ParseResult StoreViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  UnresolvedOperand tile, view;
  SmallVector<UnresolvedOperand> indices;
  std::optional<UnresolvedOperand> token;
  SmallVector<Type> indexTypes;
  Type tileType, viewType, tokenType;
  SMLoc loc = parser.getCurrentLocation();
  bool seenInBounds = false;
  if (parseMemoryModel(parser, result, "memory_ordering_semantics",
                       "memory_scope") ||
      parser.parseOperand(tile) || parser.parseComma() ||
      parseViewAccess(parser, view, indices) ||
      parseOptionalInBounds(parser, result, indices.size(), seenInBounds) ||
      parseOptionalTokenOperand(parser, token) ||
      parseOptionalInBounds(parser, result, indices.size(), seenInBounds) ||
      parseOptionalHints(parser, result, "optimization_hints") ||
      parseOptionalInBounds(parser, result, indices.size(), seenInBounds) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, tileType) || parser.parseComma() ||
      parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType) ||
      parser.resolveOperand(tile, tileType, result.operands) ||
      parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, loc, result.operands) ||
      resolveToken(parser, token, result))
    return failure();
  setOperandSegments(
      result, {1, 1, static_cast<int32_t>(indices.size()), token ? 1 : 0});
  result.addTypes(tokenType);
  return success();
}

void StoreViewTkoOp::print(OpAsmPrinter &printer) {
  printMemoryModel(printer, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  printer << ' ';
  printer.printOperand(getTile());
  printer << ", ";
  printViewAccess(printer, getView(), getIndex());
  printOptionalInBounds(printer, getInboundsAttr());
  printOptionalTokenOperand(printer, getToken(), /*spaced=*/true);
  printOptionalHints(printer, getOptimizationHintsAttr());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                getElidedMemoryAttrNames());
  printer << " : ";
  printCudaTileType(printer, getTile().getType());
  printer << ", ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex().getTypes());
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult StoreViewTkoOp::verify() {
  if (failed(verifyViewAccess(*this, getView().getType(), getIndex().getTypes(),
                              getTile().getType())) ||
      failed(verifyInBounds(*this, getInboundsAttr(), getIndex().size())) ||
      failed(verifyMemoryModel(*this, MemoryAccessKind::Store,
                               getMemoryOrderingSemantics(), getMemoryScope())))
    return failure();
  return OptimizationHintsAttr::verifyForOp(*this, getOptimizationHintsAttr());
}
