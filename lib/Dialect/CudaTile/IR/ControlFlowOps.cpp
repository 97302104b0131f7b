//===- ControlFlowOps.cpp - if, for, loop, yield, continue, break ---------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "AsmDirectives.h"

using namespace mlir;
using namespace mlir::cuda_tile;

using UnresolvedOperand = OpAsmParser::UnresolvedOperand;

static StringRef defaultDialect() {
  return CudaTileDialect::getDialectNamespace();
}

/// Adds an operand-less `TerminatorOp` to each block of `region` that does
/// not end in a terminator (the printers elide it).
template <typename TerminatorOp>
static void ensureImplicitTerminator(Region &region, Builder &builder,
                                     Location loc) {
  if (region.empty())
    region.emplaceBlock();
  for (Block &block : region) {
    if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
      continue;
    OpBuilder opBuilder(builder.getContext());
    opBuilder.setInsertionPointToEnd(&block);
    TerminatorOp::create(opBuilder, loc);
  }
}

/// Whether the printer may omit `region`'s terminator: it is an operand-less
/// `TerminatorOp` without attributes.
template <typename TerminatorOp>
static bool hasElidableTerminator(Region &region) {
  if (region.empty() || region.front().empty())
    return false;
  auto terminator = dyn_cast<TerminatorOp>(region.front().back());
  return terminator && terminator->getNumOperands() == 0 &&
         terminator->getAttrs().empty();
}

template <typename TerminatorOp>
static void printBody(OpAsmPrinter &printer, Region &region) {
  printer.printRegion(region, /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/
                      !hasElidableTerminator<TerminatorOp>(region));
}

/// Loop-carried values and control-flow results may not be views.
static LogicalResult verifyNotView(Operation *op, Type type, StringRef what,
                                   size_t index) {
  if (isa<TensorViewType>(type))
    return op->emitOpError() << what << " type " << index
                             << " is a tensor_view, which is not supported";
  if (isa<TileView>(type))
    return op->emitOpError() << what << " type " << index
                             << " is a tile view, which is not supported";
  return success();
}

static LogicalResult verifyTypesMatch(Operation *op, TypeRange actual,
                                      TypeRange expected, StringRef what) {
  if (actual.size() != expected.size())
    return op->emitOpError() << what << ": expected " << expected.size()
                             << " values, got " << actual.size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(actual, expected)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError()
             << what << ": value " << i << " has type " << std::get<0>(pair)
             << " but " << std::get<1>(pair) << " is expected";
  return success();
}

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

Block *IfOp::thenBlock() {
  return getThenRegion().empty() ? nullptr : &getThenRegion().front();
}
Block *IfOp::elseBlock() {
  return getElseRegion().empty() ? nullptr : &getElseRegion().front();
}

StringRef IfOp::getDefaultDialect() { return defaultDialect(); }

void IfOp::getSuccessorRegions(RegionBranchPoint point,
                               SmallVectorImpl<RegionSuccessor> &regions) {
  // Both branches flow back to the op's results.
  if (!point.isParent()) {
    regions.push_back(RegionSuccessor(getOperation(), getResults()));
    return;
  }
  regions.push_back(RegionSuccessor(&getThenRegion()));
  if (getElseRegion().empty())
    regions.push_back(RegionSuccessor(getOperation(), getResults()));
  else
    regions.push_back(RegionSuccessor(&getElseRegion()));
}

void IfOp::getSuccessorRegions(Region &,
                               SmallVectorImpl<RegionSuccessor> &regions) {
  regions.push_back(RegionSuccessor(getOperation(), getResults()));
}

ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  UnresolvedOperand condition;
  Builder &builder = parser.getBuilder();
  if (parser.parseOperand(condition) ||
      parser.resolveOperand(condition, TileType::get({}, builder.getI1Type()),
                            result.operands))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    SmallVector<Type> types;
    if (parser.parseLParen() ||
        (failed(parser.parseOptionalRParen()) &&
         (parseCudaTileTypeList(parser, types) || parser.parseRParen())))
      return failure();
    result.addTypes(types);
  }
  Region *thenRegion = result.addRegion();
  Region *elseRegion = result.addRegion();
  if (parser.parseRegion(*thenRegion))
    return failure();
  ensureImplicitTerminator<YieldOp>(*thenRegion, builder, result.location);
  if (succeeded(parser.parseOptionalKeyword("else"))) {
    if (parser.parseRegion(*elseRegion))
      return failure();
    ensureImplicitTerminator<YieldOp>(*elseRegion, builder, result.location);
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

void IfOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printOperand(getCondition());
  if (!getResults().empty()) {
    printer << " -> (";
    printCudaTileTypeList(printer, *this, getResultTypes());
    printer << ')';
  }
  printer << ' ';
  printBody<YieldOp>(printer, getThenRegion());
  if (!getElseRegion().empty()) {
    printer << " else ";
    printBody<YieldOp>(printer, getElseRegion());
  }
  printer.printOptionalAttrDict((*this)->getAttrs());
}

// Runs before the regions (and RegionBranchOpInterface) are verified, so
// these diagnostics are the ones users see.
LogicalResult IfOp::verify() {
  if (getThenRegion().empty())
    return emitOpError("must define then branch");
  if (!getResults().empty() && getElseRegion().empty())
    return emitOpError("has non-empty return type, must define else branch");
  for (auto [i, type] : llvm::enumerate(getResultTypes()))
    if (failed(verifyNotView(*this, type, "result", i)))
      return failure();
  for (auto [name, region] :
       {std::pair<StringRef, Region *>{"then", &getThenRegion()},
        {"else", &getElseRegion()}}) {
    if (region->empty())
      continue;
    // A branch may also leave early through continue, break or return.
    Block &block = region->front();
    auto yield = block.empty() ? YieldOp() : dyn_cast<YieldOp>(block.back());
    if (!yield)
      continue;
    if (TypeRange(yield.getOperandTypes()) != TypeRange(getResultTypes())) {
      auto diag = emitOpError("type does not match yield type, ")
                  << name << " branch yields (";
      llvm::interleaveComma(yield.getOperandTypes(), diag);
      diag << ") but op result type is (";
      llvm::interleaveComma(getResultTypes(), diag);
      return diag << ")";
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// for
//===----------------------------------------------------------------------===//

StringRef ForOp::getDefaultDialect() { return defaultDialect(); }

/// `iter_values(%a = %x, %b = %y)`
static ParseResult parseIterValues(OpAsmParser &parser,
                                   SmallVectorImpl<OpAsmParser::Argument> &args,
                                   SmallVectorImpl<UnresolvedOperand> &inits) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        return failure(parser.parseArgument(args.emplace_back()) ||
                       parser.parseEqual() ||
                       parser.parseOperand(inits.emplace_back()));
      });
}

static void printIterValues(OpAsmPrinter &printer, ValueRange args,
                            ValueRange inits) {
  printer << " iter_values(";
  llvm::interleaveComma(llvm::zip(args, inits), printer, [&](auto pair) {
    printer.printOperand(std::get<0>(pair));
    printer << " = ";
    printer.printOperand(std::get<1>(pair));
  });
  printer << ')';
}

ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  OpAsmParser::Argument inductionVar;
  UnresolvedOperand lb, ub, step;
  Type boundType;
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute("unsignedCmp", builder.getUnitAttr());
  if (parser.parseArgument(inductionVar) || parser.parseKeyword("in") ||
      parser.parseLParen() || parser.parseOperand(lb) ||
      parser.parseKeyword("to") || parser.parseOperand(ub) ||
      parser.parseComma() || parser.parseKeyword("step") ||
      parser.parseOperand(step) || parser.parseRParen() ||
      parser.parseColon() || parseCudaTileType(parser, boundType) ||
      parser.resolveOperand(lb, boundType, result.operands) ||
      parser.resolveOperand(ub, boundType, result.operands) ||
      parser.resolveOperand(step, boundType, result.operands))
    return failure();
  inductionVar.type = boundType;
  SmallVector<OpAsmParser::Argument> regionArgs{inductionVar};
  SmallVector<UnresolvedOperand> inits;
  SmallVector<Type> types;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    SMLoc loc = parser.getCurrentLocation();
    if (parseIterValues(parser, regionArgs, inits) || parser.parseArrow() ||
        parser.parseLParen() || parseCudaTileTypeList(parser, types) ||
        parser.parseRParen())
      return failure();
    if (types.size() != inits.size())
      return parser.emitError(loc, "expected ")
             << inits.size() << " iter value types, got " << types.size();
    for (auto [arg, type] : llvm::zip(llvm::drop_begin(regionArgs), types))
      arg.type = type;
    if (parser.resolveOperands(inits, types, loc, result.operands))
      return failure();
    result.addTypes(types);
  }
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, builder, result.location);
  return parser.parseOptionalAttrDict(result.attributes);
}

void ForOp::print(OpAsmPrinter &printer) {
  if (getUnsignedCmp())
    printer << " unsigned";
  printer << ' ';
  printer.printOperand(getInductionVar());
  printer << " in (";
  printer.printOperand(getLowerBound());
  printer << " to ";
  printer.printOperand(getUpperBound());
  printer << ", step ";
  printer.printOperand(getStep());
  printer << ") : ";
  printCudaTileType(printer, getLowerBound().getType());
  if (!getInitValues().empty()) {
    printIterValues(printer, getBody()->getArguments().drop_front(),
                    getInitValues());
    printer << " -> (";
    printCudaTileTypeList(printer, *this, getResultTypes());
    printer << ')';
  }
  printer << ' ';
  printBody<ContinueOp>(printer, getRegion());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"unsignedCmp"});
}

LogicalResult ForOp::verifyRegions() {
  Block *body = getBody();
  if (body->getNumArguments() < 1)
    return emitOpError("expects the body to take the induction variable");
  if (getInductionVar().getType() != getLowerBound().getType())
    return emitOpError("expected induction variable to be same type as "
                       "bounds and step");
  if (failed(verifyTypesMatch(*this,
                              TypeRange(body->getArgumentTypes()).drop_front(),
                              getInitValues().getTypes(), "iter values")) ||
      failed(verifyTypesMatch(*this, getResultTypes(),
                              getInitValues().getTypes(), "results")))
    return failure();
  for (auto [i, type] : llvm::enumerate(getResultTypes()))
    if (failed(verifyNotView(*this, type, "loop-carried value", i)))
      return failure();
  return success();
}

void ForOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (!getResults().empty())
    setNameFn(getResult(0), "for");
}

void ForOp::getAsmBlockArgumentNames(Region &region,
                                     OpAsmSetValueNameFn setNameFn) {
  for (auto [i, arg] : llvm::enumerate(region.getArguments()))
    setNameFn(arg, i == 0 ? std::string("loopIdx")
                          : "iterArg" + std::to_string(i - 1));
}

//===----------------------------------------------------------------------===//
// loop
//===----------------------------------------------------------------------===//

StringRef LoopOp::getDefaultDialect() { return defaultDialect(); }

ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  SmallVector<OpAsmParser::Argument> regionArgs;
  SmallVector<UnresolvedOperand> inits;
  SmallVector<Type> iterTypes, resultTypes;
  SMLoc loc = parser.getCurrentLocation();
  bool hasIterValues = succeeded(parser.parseOptionalKeyword("iter_values"));
  if (hasIterValues && parseIterValues(parser, regionArgs, inits))
    return failure();
  // Without iter values, the types after ':' are the loop's results.
  if (succeeded(parser.parseOptionalColon()) &&
      parseCudaTileTypeList(parser, hasIterValues ? iterTypes : resultTypes))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    if (!resultTypes.empty())
      return parser.emitError(parser.getCurrentLocation(),
                              "loop result types given twice");
    if (parseCudaTileTypeList(parser, resultTypes))
      return failure();
  }
  if (iterTypes.size() != inits.size())
    return parser.emitError(loc, "expected ")
           << inits.size() << " iter value types, got " << iterTypes.size();
  for (auto [arg, type] : llvm::zip(regionArgs, iterTypes))
    arg.type = type;
  if (parser.resolveOperands(inits, iterTypes, loc, result.operands))
    return failure();
  result.addTypes(resultTypes);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, builder, result.location);
  return parser.parseOptionalAttrDict(result.attributes);
}

void LoopOp::print(OpAsmPrinter &printer) {
  if (!getInitValues().empty()) {
    printIterValues(printer, getBody()->getArguments(), getInitValues());
    printer << " : ";
    printCudaTileTypeList(printer, *this, getInitValues().getTypes());
    if (!getResults().empty())
      printer << " ->";
  } else if (!getResults().empty()) {
    printer << " :";
  }
  if (!getResults().empty()) {
    printer << ' ';
    printCudaTileTypeList(printer, *this, getResultTypes());
  }
  printer << ' ';
  printBody<ContinueOp>(printer, getRegion());
  printer.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult LoopOp::verifyRegions() {
  if (failed(verifyTypesMatch(*this, getBody()->getArgumentTypes(),
                              getInitValues().getTypes(), "iter values")))
    return failure();
  for (auto [i, type] : llvm::enumerate(getInitValues().getTypes()))
    if (failed(verifyNotView(*this, type, "loop-carried value", i)))
      return failure();
  for (auto [i, type] : llvm::enumerate(getResultTypes()))
    if (failed(verifyNotView(*this, type, "result", i)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// yield, continue, break
//===----------------------------------------------------------------------===//

LogicalResult YieldOp::verify() { return success(); }

/// The loop a continue or break leaves, reached through `if` ops only.
static Operation *findTargetLoop(Operation *terminator, bool isBreak) {
  Operation *parent = terminator->getParentOp();
  while (isa_and_nonnull<IfOp>(parent))
    parent = parent->getParentOp();
  if (isBreak ? isa_and_nonnull<LoopOp>(parent)
              : isa_and_nonnull<ForOp, LoopOp>(parent))
    return parent;
  return nullptr;
}

static LogicalResult emitBadAncestor(Operation *op, StringRef allowed) {
  Operation *parent = op->getParentOp();
  while (isa_and_nonnull<IfOp>(parent))
    parent = parent->getParentOp();
  auto diag = op->emitOpError("can only be nested within a ancestor chain of ")
              << allowed << " operations";
  if (parent)
    diag.attachNote(parent->getLoc()) << "see unexpected ancestor operation";
  return diag;
}

LogicalResult ContinueOp::verify() {
  Operation *loop = findTargetLoop(*this, /*isBreak=*/false);
  if (!loop)
    return emitBadAncestor(*this, "'cuda_tile.for', 'cuda_tile.loop', "
                                  "'cuda_tile.if'");
  // The next iteration receives the iter values.
  TypeRange expected = isa<ForOp>(loop)
                           ? TypeRange(loop->getResultTypes())
                           : TypeRange(cast<LoopOp>(loop).getInitValues());
  return verifyTypesMatch(*this, getOperandTypes(), expected,
                          "continue operands");
}

LogicalResult BreakOp::verify() {
  Operation *loop = findTargetLoop(*this, /*isBreak=*/true);
  if (!loop)
    return emitBadAncestor(*this, "'cuda_tile.loop', 'cuda_tile.if'");
  return verifyTypesMatch(*this, getOperandTypes(), loop->getResultTypes(),
                          "break operands");
}
