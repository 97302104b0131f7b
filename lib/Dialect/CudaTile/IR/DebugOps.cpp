//===- DebugOps.cpp - print_tko -------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "AsmDirectives.h"
#include "TokenOrderedSyntax.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// `"fmt"[, %a, ...] [token=%t] attr-dict [: types] -> token`
ParseResult PrintTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr format;
  SmallVector<OpAsmParser::UnresolvedOperand> args;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  SmallVector<Type> types;
  Type tokenType;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseAttribute(format, "str", result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalComma()) && parser.parseOperandList(args))
    return failure();
  if (parseOptionalTokenOperand(parser, token) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalColon()) &&
      parseCudaTileTypeList(parser, types))
    return failure();
  if (parser.parseArrow() || parseCudaTileType(parser, tokenType) ||
      parser.resolveOperands(args, types, loc, result.operands))
    return failure();
  if (token && parser.resolveOperand(*token, tokenType, result.operands))
    return failure();
  setOperandSegments(result,
                     {static_cast<int32_t>(args.size()), token ? 1 : 0});
  result.addTypes(tokenType);
  return success();
}

void PrintTkoOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printAttributeWithoutType(getStrAttr());
  if (!getArgs().empty()) {
    printer << ", ";
    printer.printOperands(getArgs());
  }
  printOptionalTokenOperand(printer, getToken(), /*spaced=*/false);
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {"str", "operandSegmentSizes"});
  if (!getArgs().empty()) {
    printer << " : ";
    printCudaTileTypeList(printer, *this, getArgs().getTypes());
  }
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

/// printf-style: each `%` starts a conversion ending at its conversion
/// character; `%%` is a literal percent sign.
LogicalResult PrintTkoOp::verify() {
  static constexpr StringLiteral kConversions = "diuoxXeEfFgGaAcsSpn%";
  StringRef format = getStr();
  size_t conversions = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%')
      continue;
    size_t end = format.find_first_of(kConversions, i + 1);
    if (end == StringRef::npos)
      return emitOpError("found unterminated format expression");
    if (format[end] != '%' || end != i + 1)
      ++conversions;
    i = end;
  }
  if (conversions != getArgs().size())
    return emitOpError("incorrect number of operands: expected ")
           << conversions << ", found " << getArgs().size();
  return success();
}
