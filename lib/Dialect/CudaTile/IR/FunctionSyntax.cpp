//===- FunctionSyntax.cpp - syntax shared by function-like ops ------------===//
//
// `@name(%a: T, ...) [-> R] [optimization_hints=<...>] { ... } [{attrs}]`
// with cuda_tile types in their short spelling.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/FunctionSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionImplementation.h"

#include "AsmDirectives.h"

using namespace mlir;
using namespace mlir::cuda_tile;

ParseResult cuda_tile::parseFunctionOp(OpAsmParser &parser,
                                       OperationState &result,
                                       bool allowHints) {
  Builder &builder = parser.getBuilder();
  StringAttr name;
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<Type> resultTypes;
  if (parser.parseSymbolName(name, "sym_name", result.attributes))
    return failure();
  auto parseArgument = [&]() -> ParseResult {
    OpAsmParser::Argument &argument = arguments.emplace_back();
    NamedAttrList attrs;
    if (parser.parseArgument(argument) || parser.parseColon() ||
        parseCudaTileType(parser, argument.type) ||
        parser.parseOptionalAttrDict(attrs) ||
        parser.parseOptionalLocationSpecifier(argument.sourceLoc))
      return failure();
    if (!attrs.empty())
      argument.attrs = attrs.getDictionary(parser.getContext());
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren,
                                     parseArgument))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parseCudaTileTypeList(parser, resultTypes) || parser.parseRParen()))
        return failure();
    } else if (parseCudaTileType(parser, resultTypes.emplace_back())) {
      return failure();
    }
  }
  SmallVector<Type> argumentTypes;
  for (OpAsmParser::Argument &argument : arguments)
    argumentTypes.push_back(argument.type);
  result.addAttribute("function_type", TypeAttr::get(builder.getFunctionType(
                                           argumentTypes, resultTypes)));
  call_interface_impl::addArgAndResultAttrs(
      builder, result, arguments, /*resultAttrs=*/{},
      builder.getStringAttr("arg_attrs"), builder.getStringAttr("res_attrs"));

  if (allowHints &&
      succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    if (parser.parseEqual())
      return failure();
    Attribute hints = OptimizationHintsAttr::parse(parser, Type());
    if (!hints)
      return failure();
    result.addAttribute("optimization_hints", hints);
  }

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments, /*enableNameShadowing=*/false))
    return failure();
  replaceRenamedOps(*body);
  if (body->empty())
    body->emplaceBlock();
  Block &block = body->back();
  if (block.empty() || !block.back().hasTrait<OpTrait::IsTerminator>()) {
    OpBuilder opBuilder(builder.getContext());
    opBuilder.setInsertionPointToEnd(&block);
    ReturnOp::create(opBuilder, result.location);
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

void cuda_tile::printFunctionOp(OpAsmPrinter &printer,
                                FunctionOpInterface function,
                                OptimizationHintsAttr hints) {
  printer << ' ';
  printer.printSymbolName(function.getName());
  printer << '(';
  ArrayAttr argAttrs = function.getArgAttrsAttr();
  for (auto [i, argument] : llvm::enumerate(function.getArguments())) {
    if (i)
      printer << ", ";
    printer.printOperand(argument);
    printer << ": ";
    printCudaTileType(printer, argument.getType());
    if (argAttrs)
      printer.printOptionalAttrDict(
          cast<DictionaryAttr>(argAttrs[i]).getValue());
  }
  printer << ')';
  ArrayRef<Type> results = function.getResultTypes();
  if (!results.empty()) {
    printer << " -> ";
    if (results.size() == 1) {
      printCudaTileType(printer, results.front());
    } else {
      printer << '(';
      printCudaTileTypeList(printer, function, results);
      printer << ')';
    }
  }
  if (hints && !hints.getValue().empty()) {
    printer << " optimization_hints=";
    hints.print(printer);
  }
  printer << ' ';
  printer.printRegion(function.getFunctionBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
  printer.printOptionalAttrDict(function->getAttrs(),
                                {"sym_name", "function_type", "arg_attrs",
                                 "res_attrs", "optimization_hints"});
}
