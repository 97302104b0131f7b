//===- TokenOrderedSyntax.cpp - shared syntax of _tko ops -----------------===//

#include "TokenOrderedSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "AsmDirectives.h"

using namespace mlir;
using namespace mlir::cuda_tile;

ParseResult cuda_tile::parseOptionalTokenOperand(
    OpAsmParser &parser, std::optional<OpAsmParser::UnresolvedOperand> &token) {
  if (failed(parser.parseOptionalKeyword("token")))
    return success();
  token.emplace();
  return failure(parser.parseEqual() || parser.parseOperand(*token));
}

ParseResult cuda_tile::parseOperandsAndOptionalToken(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    std::optional<OpAsmParser::UnresolvedOperand> &token) {
  if (parser.parseOperand(operands.emplace_back()))
    return failure();
  while (succeeded(parser.parseOptionalComma())) {
    // `%a, %b, token = %t`, as the specification's examples write it.
    if (succeeded(parser.parseOptionalKeyword("token"))) {
      token.emplace();
      return failure(parser.parseEqual() || parser.parseOperand(*token));
    }
    if (parser.parseOperand(operands.emplace_back()))
      return failure();
  }
  return parseOptionalTokenOperand(parser, token);
}

void cuda_tile::printOptionalTokenOperand(OpAsmPrinter &printer, Value token,
                                          bool spaced) {
  if (!token)
    return;
  printer << (spaced ? " token = " : " token=");
  printer.printOperand(token);
}

ParseResult cuda_tile::parseIndexTypes(OpAsmParser &parser, size_t numIndices,
                                       SmallVectorImpl<Type> &types) {
  if (numIndices == 0)
    return success();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseComma() || parseCudaTileTypeList(parser, types))
    return failure();
  if (types.size() == 1)
    types.resize(numIndices, types.front());
  if (types.size() != numIndices)
    return parser.emitError(loc, "expected one index type or ")
           << numIndices << " index types, got " << types.size();
  return success();
}

void cuda_tile::printIndexTypes(OpAsmPrinter &printer, TypeRange types) {
  if (types.empty())
    return;
  printer << ", ";
  if (llvm::all_equal(types))
    printCudaTileType(printer, types.front());
  else
    printCudaTileTypeList(printer, nullptr, types);
}

void cuda_tile::setOperandSegments(OperationState &state,
                                   ArrayRef<int32_t> sizes) {
  state.addAttribute("operandSegmentSizes",
                     DenseI32ArrayAttr::get(state.getContext(), sizes));
}

SmallVector<StringRef> cuda_tile::getElidedMemoryAttrNames() {
  return {"memory_ordering_semantics", "memory_scope",
          "optimization_hints",        "mode",
          "operandSegmentSizes",       "inbounds"};
}

LogicalResult cuda_tile::verifyMemoryModel(Operation *op, MemoryAccessKind kind,
                                           MemoryOrderingSemantics ordering,
                                           std::optional<MemoryScope> scope) {
  bool isLoad = kind == MemoryAccessKind::Load;
  MemoryOrderingSemantics synchronizing =
      isLoad ? MemoryOrderingSemantics::ACQUIRE
             : MemoryOrderingSemantics::RELEASE;
  StringRef what = isLoad ? "load" : "store";
  if (ordering != MemoryOrderingSemantics::WEAK &&
      ordering != MemoryOrderingSemantics::RELAXED && ordering != synchronizing)
    return op->emitOpError("expect one of: weak, relaxed, or ")
           << stringifyMemoryOrderingSemantics(synchronizing)
           << ", but got: " << stringifyMemoryOrderingSemantics(ordering);
  if (ordering == MemoryOrderingSemantics::WEAK && scope)
    return op->emitOpError("weak ") << what << " must not have memory scope";
  if (ordering != MemoryOrderingSemantics::WEAK && !scope)
    return op->emitOpError("memory scope is required for ")
           << stringifyMemoryOrderingSemantics(ordering) << " " << what;
  return success();
}

LogicalResult cuda_tile::verifyViewAccess(Operation *op, TileView view,
                                          TypeRange indexTypes, Type tileType) {
  size_t rank = view.getViewIndexRank();
  if (indexTypes.size() != rank)
    return op->emitOpError("expected ")
           << rank << " index operands (based on view type), got "
           << indexTypes.size();
  if (tileType != view.getViewTileType())
    return op->emitOpError("expected tile type to be ")
           << view.getViewTileType() << " (based on view type), got "
           << tileType;
  return view.verifyIndices([&] { return op->emitOpError(); }, indexTypes);
}
