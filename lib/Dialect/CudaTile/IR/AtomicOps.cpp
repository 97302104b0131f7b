//===- AtomicOps.cpp - atomic_cas_tko, atomic_rmw_tko, atomic_red_view_tko ===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "AsmDirectives.h"
#include "TokenOrderedSyntax.h"

using namespace mlir;
using namespace mlir::cuda_tile;

using UnresolvedOperand = OpAsmParser::UnresolvedOperand;

static bool isIntOrFloatOfWidth32Or64(Type type) {
  return (isa<IntegerType>(type) || isa<FloatType>(type)) &&
         !isa<FloatTF32Type>(type) &&
         (type.getIntOrFloatBitWidth() == 32 ||
          type.getIntOrFloatBitWidth() == 64);
}

static LogicalResult verifyAtomicOrdering(Operation *op,
                                          MemoryOrderingSemantics ordering) {
  if (ordering == MemoryOrderingSemantics::WEAK)
    return op->emitOpError("memory ordering semantics must be one of: "
                           "relaxed, acquire, release, acq_rel");
  return success();
}

/// Which element types each read-modify-write mode works on.
static LogicalResult verifyRMWModeElement(Operation *op, AtomicRMWMode mode,
                                          Type element) {
  StringRef name = stringifyAtomicRMWMode(mode);
  switch (mode) {
  case AtomicRMWMode::ADDF:
    if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(element))
      return op->emitOpError("'")
             << name << "' works only with floats f16, bf16, f32 and f64";
    return success();
  case AtomicRMWMode::XCHG:
    if (!isIntOrFloatOfWidth32Or64(element))
      return op->emitOpError("'")
             << name << "' works only with integers or floats of 32 or 64 bit";
    return success();
  default:
    if (!element.isInteger(32) && !element.isInteger(64))
      return op->emitOpError("'")
             << name << "' works only with integers i32 and i64";
    return success();
  }
}

/// `ordering scope %ptrs, ...operands [token=%t] attr-dict : types -> R, token`
/// where `mode` (rmw) sits after the pointers.
static ParseResult parseAtomicOp(OpAsmParser &parser, OperationState &result,
                                 bool hasMode, size_t numValueOperands) {
  SmallVector<UnresolvedOperand> operands;
  std::optional<UnresolvedOperand> token;
  SmallVector<Type> types;
  Type resultType, tokenType;
  UnresolvedOperand pointers;
  SMLoc loc = parser.getCurrentLocation();
  if (parseMemoryModel(parser, result, "memory_ordering_semantics",
                       "memory_scope") ||
      parser.parseOperand(pointers) || parser.parseComma())
    return failure();
  if (hasMode) {
    SMLoc modeLoc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword) || parser.parseComma())
      return failure();
    std::optional<AtomicRMWMode> mode = symbolizeAtomicRMWMode(keyword);
    if (!mode)
      return parser.emitError(modeLoc, "unknown atomic mode '")
             << keyword << "'";
    result.addAttribute("mode",
                        AtomicRMWModeAttr::get(parser.getContext(), *mode));
  }
  if (parseOperandsAndOptionalToken(parser, operands, token) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypeList(parser, types) || parser.parseArrow() ||
      parseCudaTileType(parser, resultType) || parser.parseComma() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  // The printed types are the pointers', one value type, and the mask's.
  bool hasMask = operands.size() == numValueOperands + 1;
  if (operands.size() != numValueOperands && !hasMask)
    return parser.emitError(loc, "expected ")
           << numValueOperands << " or " << numValueOperands + 1
           << " operands after the pointers, got " << operands.size();
  if (types.size() != 2 + (hasMask ? 1 : 0))
    return parser.emitError(loc, "expected the types of the pointers, the "
                                 "values and the mask, if any");
  SmallVector<Type> operandTypes(numValueOperands, types[1]);
  if (hasMask)
    operandTypes.push_back(types[2]);
  if (parser.resolveOperand(pointers, types[0], result.operands) ||
      parser.resolveOperands(operands, operandTypes, loc, result.operands))
    return failure();
  if (token &&
      parser.resolveOperand(*token, TokenType::get(parser.getContext()),
                            result.operands))
    return failure();
  SmallVector<int32_t> segments(1 + numValueOperands, 1);
  segments.push_back(hasMask);
  segments.push_back(token ? 1 : 0);
  setOperandSegments(result, segments);
  result.addTypes({resultType, tokenType});
  return success();
}

static void printAtomicOp(OpAsmPrinter &printer, Operation *op,
                          MemoryOrderingSemanticsAttr ordering,
                          MemoryScopeAttr scope,
                          std::optional<AtomicRMWMode> mode, Value pointers,
                          ValueRange values, Value mask, Value token) {
  printMemoryModel(printer, ordering, scope);
  printer << ' ';
  printer.printOperand(pointers);
  printer << ", ";
  if (mode)
    printer << stringifyAtomicRMWMode(*mode) << ", ";
  printer.printOperands(values);
  if (mask) {
    printer << ", ";
    printer.printOperand(mask);
  }
  printOptionalTokenOperand(printer, token, /*spaced=*/false);
  printer.printOptionalAttrDict(op->getAttrs(), getElidedMemoryAttrNames());
  printer << " : ";
  printCudaTileType(printer, pointers.getType());
  printer << ", ";
  printCudaTileType(printer, values.back().getType());
  if (mask) {
    printer << ", ";
    printCudaTileType(printer, mask.getType());
  }
  printer << " -> ";
  printCudaTileTypeList(printer, op, op->getResultTypes());
}

/// Pointers, values, mask and result share one shape; pointees are the
/// value elements.
static LogicalResult verifyAtomicOperands(Operation *op, TileType pointers,
                                          TileType value, Value mask) {
  if (value.getShape() != pointers.getShape())
    return op->emitOpError("expects pointers and values of the same shape");
  Type pointee = cast<PointerType>(pointers.getElementType()).getPointeeType();
  if (pointee != value.getElementType())
    return op->emitOpError("expects pointers to ")
           << value.getElementType() << ", got pointers to " << pointee;
  if (mask && cast<TileType>(mask.getType()).getShape() != value.getShape())
    return op->emitOpError("expects the mask to have the shape of the values");
  return success();
}

ParseResult AtomicCASTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseAtomicOp(parser, result, /*hasMode=*/false,
                       /*numValueOperands=*/2);
}

void AtomicCASTkoOp::print(OpAsmPrinter &printer) {
  printAtomicOp(printer, *this, getMemoryOrderingSemanticsAttr(),
                getMemoryScopeAttr(), std::nullopt, getPointers(),
                {getCmp(), getVal()}, getMask(), getToken());
}

LogicalResult AtomicCASTkoOp::verify() {
  TileType value = getVal().getType();
  if (failed(verifyAtomicOperands(*this, getPointers().getType(), value,
                                  getMask())))
    return failure();
  if (!isIntOrFloatOfWidth32Or64(value.getElementType()))
    return emitOpError("expect only float or integer types with 32 or 64 bit");
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

ParseResult AtomicRMWTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseAtomicOp(parser, result, /*hasMode=*/true,
                       /*numValueOperands=*/1);
}

void AtomicRMWTkoOp::print(OpAsmPrinter &printer) {
  printAtomicOp(printer, *this, getMemoryOrderingSemanticsAttr(),
                getMemoryScopeAttr(), getMode(), getPointers(), {getArg()},
                getMask(), getToken());
}

LogicalResult AtomicRMWTkoOp::verify() {
  TileType value = getArg().getType();
  if (failed(verifyAtomicOperands(*this, getPointers().getType(), value,
                                  getMask())) ||
      failed(verifyRMWModeElement(*this, getMode(), value.getElementType())))
    return failure();
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

//===----------------------------------------------------------------------===//
// atomic_red_view_tko
//===----------------------------------------------------------------------===//

ParseResult AtomicRedViewTkoOp::parse(OpAsmParser &parser,
                                      OperationState &result) {
  UnresolvedOperand view, value;
  SmallVector<UnresolvedOperand> indices;
  std::optional<UnresolvedOperand> token;
  SmallVector<Type> indexTypes;
  Type valueType, viewType, tokenType;
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parseMemoryModel(parser, result, "memory_ordering_semantics",
                       "memory_scope") ||
      parser.parseOperand(view) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square) ||
      parser.parseComma())
    return failure();
  SMLoc modeLoc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword) || parser.parseComma() ||
      parser.parseOperand(value))
    return failure();
  std::optional<AtomicRMWMode> mode = symbolizeAtomicRMWMode(keyword);
  if (!mode)
    return parser.emitError(modeLoc, "unknown atomic mode '") << keyword << "'";
  result.addAttribute("mode",
                      AtomicRMWModeAttr::get(parser.getContext(), *mode));
  // `%value, token = %t` is accepted as for the other atomics.
  if ((succeeded(parser.parseOptionalComma()) &&
       (parser.parseKeyword("token") || parser.parseEqual() ||
        parser.parseOperand(token.emplace()))) ||
      (!token && parseOptionalTokenOperand(parser, token)) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, valueType) || parser.parseComma() ||
      parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType) ||
      parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, loc, result.operands) ||
      parser.resolveOperand(value, valueType, result.operands))
    return failure();
  if (token &&
      parser.resolveOperand(*token, TokenType::get(parser.getContext()),
                            result.operands))
    return failure();
  setOperandSegments(
      result, {1, static_cast<int32_t>(indices.size()), 1, token ? 1 : 0});
  result.addTypes(tokenType);
  return success();
}

void AtomicRedViewTkoOp::print(OpAsmPrinter &printer) {
  printMemoryModel(printer, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  printer << ' ';
  printer.printOperand(getView());
  printer << '[';
  printer.printOperands(getIndex());
  printer << "], " << stringifyAtomicRMWMode(getMode()) << ", ";
  printer.printOperand(getValue());
  printOptionalTokenOperand(printer, getToken(), /*spaced=*/true);
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                getElidedMemoryAttrNames());
  printer << " : ";
  printCudaTileType(printer, getValue().getType());
  printer << ", ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex().getTypes());
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult AtomicRedViewTkoOp::verify() {
  TileView view = getView().getType();
  if (isa<GatherScatterViewType>(view))
    return emitOpError("gather_scatter_view is not supported; use "
                       "partition_view instead");
  PaddingValueAttr padding =
      llvm::TypeSwitch<Type, PaddingValueAttr>(view)
          .Case<PartitionViewType, StridedViewType>(
              [](auto type) { return type.getPaddingValue(); })
          .Default([](Type) { return PaddingValueAttr(); });
  if (padding)
    return emitOpError("views with a padding_value are not supported for "
                       "atomic reductions");
  if (failed(verifyViewAccess(*this, view, getIndex().getTypes(),
                              getValue().getType())))
    return failure();
  if (getMode() == AtomicRMWMode::XCHG)
    return emitOpError("'xchg' is not supported for view-based atomic "
                       "reductions");
  if (failed(verifyRMWModeElement(*this, getMode(),
                                  getValue().getType().getElementType())))
    return failure();
  if (getMemoryOrderingSemantics() != MemoryOrderingSemantics::RELAXED)
    return emitOpError("only 'relaxed' memory ordering is supported for "
                       "view-based atomic reductions");
  if (getMemoryScope() == MemoryScope::SYS)
    return emitOpError("'sys' memory scope is not supported for view-based "
                       "atomic reductions");
  return success();
}
