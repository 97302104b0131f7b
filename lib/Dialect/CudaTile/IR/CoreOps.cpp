//===- CoreOps.cpp - module, entry, global, constant, return, assume ------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/SmallString.h"

#include "tilekit/Dialect/CudaTile/IR/FunctionSyntax.h"

#include "AsmDirectives.h"
#include "DebugInfoVerifier.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// Ops with regions of cuda_tile ops print them without the dialect prefix.
static StringRef defaultDialect() {
  return CudaTileDialect::getDialectNamespace();
}

//===----------------------------------------------------------------------===//
// module
//===----------------------------------------------------------------------===//

void cuda_tile::ModuleOp::build(OpBuilder &builder, OperationState &state,
                                StringRef name) {
  state.addAttribute(getSymNameAttrName(state.name),
                     builder.getStringAttr(name));
  Region *body = state.addRegion();
  body->emplaceBlock();
}

StringRef cuda_tile::ModuleOp::getDefaultDialect() { return defaultDialect(); }

LogicalResult cuda_tile::ModuleOp::verify() {
  return verifyDebugInfoScopes(*this);
}

//===----------------------------------------------------------------------===//
// entry
//===----------------------------------------------------------------------===//

void EntryOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                    FunctionType type) {
  state.addAttribute(getSymNameAttrName(state.name),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  Region *body = state.addRegion();
  Block &block = body->emplaceBlock();
  for (Type input : type.getInputs())
    block.addArgument(input, state.location);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(&block);
  ReturnOp::create(builder, state.location);
}

StringRef EntryOp::getDefaultDialect() { return defaultDialect(); }

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionOp(parser, result, /*allowHints=*/true);
}

void EntryOp::print(OpAsmPrinter &printer) {
  printFunctionOp(printer, *this, getOptimizationHintsAttr());
}

LogicalResult EntryOp::verify() {
  if (!getResultTypes().empty())
    return emitOpError("entry op must not return values");
  for (Type input : getArgumentTypes())
    if (auto tile = dyn_cast<TileType>(input); tile && tile.getRank() != 0)
      return emitOpError(
          "entry op must have scalar types (rank 0 !cuda_tile.tile)");
  return OptimizationHintsAttr::verifyForOp(*this, getOptimizationHintsAttr());
}

//===----------------------------------------------------------------------===//
// return
//===----------------------------------------------------------------------===//

bool ReturnOp::isInsideLoop() {
  for (Operation *parent = (*this)->getParentOp();
       isa_and_nonnull<IfOp, LoopOp>(parent); parent = parent->getParentOp())
    if (isa<LoopOp>(parent))
      return true;
  return false;
}

LogicalResult ReturnOp::verify() {
  // A return may sit in `if` ops nested in the function it leaves and, from
  // 13.4, in `loop` ops (an early exit); never in `for`.
  Operation *parent = (*this)->getParentOp();
  while (isa_and_nonnull<IfOp, LoopOp>(parent))
    parent = parent->getParentOp();
  auto function = dyn_cast_or_null<FunctionOpInterface>(parent);
  if (!function)
    return emitOpError("can only be nested within a function, possibly "
                       "through 'cuda_tile.if' or 'cuda_tile.loop' "
                       "operations");
  if (isa<EntryOp>(parent) && getNumOperands() != 0)
    return emitOpError("has ")
           << getNumOperands()
           << " operands, but entry function must return 0 operands";
  ArrayRef<Type> expected = function.getResultTypes();
  if (getNumOperands() != expected.size())
    return emitOpError("has ")
           << getNumOperands() << " operands, but enclosing function returns "
           << expected.size();
  for (auto [i, operand, type] : llvm::enumerate(getOperands(), expected))
    if (operand.getType() != type)
      return emitOpError("type of return operand ")
             << i << " (" << operand.getType()
             << ") does not match the function result type (" << type << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// global, get_global
//===----------------------------------------------------------------------===//

LogicalResult GlobalOp::verify() {
  auto tile = dyn_cast<TileType>(getValue().getType());
  if (!tile)
    return emitOpError("value must be typed as a tile, got ")
           << getValue().getType();
  if (tile.getRank() != 1)
    return emitOpError("type must have rank 1");
  if (getAlignmentAttr().getInt() < 0)
    return emitOpError("alignment must not be negative, got ")
           << getAlignmentAttr().getInt();
  return success();
}

LogicalResult
GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global =
      symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getNameAttr());
  if (!global)
    return emitOpError("'")
           << getName() << "' does not reference a valid global";
  auto pointer = cast<PointerType>(getResult().getType().getElementType());
  Type globalElement = global.getValue().getElementType();
  if (pointer.getPointeeType() != globalElement)
    return emitOpError("pointee type of result type ")
           << getResult().getType() << " does not match type " << globalElement
           << " of the global @" << getName();
  return success();
}

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

/// Writes an element type as MLIR prints it, without the fresh AsmState
/// that printing a type to a plain stream builds every time: integer types
/// from their width and signedness, builtin float types (which have no
/// parameters: their class names them) remembered per thread.
static void printElementTypeName(Type type, raw_ostream &os) {
  if (auto integer = dyn_cast<IntegerType>(type)) {
    os << (integer.isSigned()     ? "si"
           : integer.isUnsigned() ? "ui"
                                  : "i")
       << integer.getWidth();
    return;
  }
  if (!isa<FloatType>(type) || type.getDialect().getNamespace() != "builtin") {
    os << type;
    return;
  }
  thread_local llvm::DenseMap<TypeID, std::string> floatNames;
  auto [it, inserted] = floatNames.try_emplace(type.getTypeID());
  if (inserted)
    llvm::raw_string_ostream(it->second) << type;
  os << it->second;
}

/// Suggests `%true`/`%false` for i1 splats, `%cst_NaN_<ty>` for NaN splats,
/// `%cst_<n>_<ty>` for splats of an exact integer, `%cst_<ty>` otherwise.
void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  DenseIntOrFPElementsAttr value = getValue();
  Type elementType = value.getElementType();
  SmallString<32> name;
  llvm::raw_svector_ostream os(name);
  if (value.isSplat()) {
    if (elementType.isInteger(1)) {
      setNameFn(getResult(), value.getSplatValue<bool>() ? "true" : "false");
      return;
    }
    if (isa<IntegerType>(elementType)) {
      os << "cst_" << value.getSplatValue<APInt>().getSExtValue() << '_';
      printElementTypeName(elementType, os);
      setNameFn(getResult(), name);
      return;
    }
    APFloat splat = value.getSplatValue<APFloat>();
    if (splat.isNaN()) {
      os << "cst_NaN_";
      printElementTypeName(elementType, os);
      setNameFn(getResult(), name);
      return;
    }
    // Only values that convert to a u64 exactly: no negatives, -0, inf or
    // fractions.
    llvm::APSInt integer(64, /*isUnsigned=*/true);
    bool isExact = false;
    if (splat.convertToInteger(integer, llvm::APFloat::rmTowardZero,
                               &isExact) == llvm::APFloat::opOK &&
        isExact) {
      os << "cst_" << integer.getZExtValue() << '_';
      printElementTypeName(elementType, os);
      setNameFn(getResult(), name);
      return;
    }
  }
  os << "cst_";
  printElementTypeName(elementType, os);
  setNameFn(getResult(), name);
}

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  return getPredicate().verifyWithAssumeOp(*this);
}

OpFoldResult AssumeOp::fold(FoldAdaptor) {
  // assume(assume(x, P), P) states P twice.
  if (auto inner = getValue().getDefiningOp<AssumeOp>())
    if (inner.getPredicate() == getPredicate())
      return inner.getResult();
  return {};
}

/// `%assume_<hint>` when the operand's defining op implements
/// OpAsmOpInterface (the hint may be empty, as in `%assume_` for a result of
/// an `if`), else `%assume`.
void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  std::string name = "assume";
  if (auto result = dyn_cast<OpResult>(getValue()))
    if (auto asmOp = dyn_cast<OpAsmOpInterface>(result.getOwner())) {
      std::string operandName;
      asmOp.getAsmResultNames([&](Value value, StringRef hint) {
        if (value == result)
          operandName = hint.str();
      });
      name += "_" + operandName;
    }
  setNameFn(getResult(), name);
}
