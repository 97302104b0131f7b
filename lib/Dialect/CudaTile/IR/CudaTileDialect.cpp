//===- CudaTileDialect.cpp - cuda_tile dialect registration ---------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/IR/FunctionSyntax.h"
#include "tilekit/Dialect/CudaTile/IR/UnpublishedOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.cpp.inc"

namespace {
/// Debug-info scopes print as `#di_file`, `#di_subprogram1`, ... aliases,
/// which a user alias may override.
struct CudaTileOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    return llvm::TypeSwitch<Attribute, AliasResult>(attr)
        .Case<DIFileAttr, DICompileUnitAttr, DISubprogramAttr,
              DILexicalBlockAttr>([&](auto scope) {
          os << decltype(scope)::getMnemonic();
          return AliasResult::OverridableAlias;
        })
        .Default([](Attribute) { return AliasResult::NoAlias; });
  }
};
} // namespace

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerCudaTileDialectOperations(this);
  addInterfaces<CudaTileOpAsmInterface>();
}

/// Refuses an op a release adds without a public definition, by name.
static ParseResult parseUnpublishedOp(OpAsmParser &parser,
                                      OperationState &state) {
  const UnpublishedOp *unpublished =
      lookupUnpublishedOp(state.name.getStringRef());
  assert(unpublished && "hook installed for an unpublished op only");
  // The parser prefixes "custom op '<name>' ".
  return parser.emitError(parser.getNameLoc())
         << "is a Tile IR " << unpublished->since.major << "."
         << unpublished->since.minor << " op (" << unpublished->summary
         << ") that is not supported: its operands, attributes, syntax and "
            "bytecode encoding are not public";
}

/// Parses `fpowf` as `pow`.
static ParseResult parseFPowF(OpAsmParser &parser, OperationState &state) {
  state.name = OperationName(PowOp::getOperationName(), parser.getContext());
  return PowOp::parse(parser, state);
}

std::optional<Dialect::ParseOpHook>
CudaTileDialect::getParseOperationHook(StringRef opName) const {
  // A ParseOpHook does not own its callable: both hooks are functions,
  // which outlive the returned reference.
  if (lookupUnpublishedOp(opName))
    return ParseOpHook(parseUnpublishedOp);
  // Tile IR 13.4 renamed `pow` to `fpowf` (same opcode and operands); the
  // op keeps its registered name `pow`, the one the released reference
  // prints, and `fpowf` parses to it.
  if (opName == "cuda_tile.fpowf")
    return ParseOpHook(parseFPowF);
  return std::nullopt;
}

void cuda_tile::replaceRenamedOps(Region &body) {
  SmallVector<Operation *> renamed;
  body.walk([&](Operation *op) {
    if (!op->isRegistered() && op->getNumRegions() == 0 &&
        op->getNumSuccessors() == 0 &&
        op->getName().getStringRef() == "cuda_tile.fpowf")
      renamed.push_back(op);
  });
  for (Operation *op : renamed) {
    OperationState state(op->getLoc(), PowOp::getOperationName());
    state.addOperands(op->getOperands());
    state.addTypes(op->getResultTypes());
    state.addAttributes(op->getAttrs());
    // An unregistered op keeps `<{...}>` as one attribute; its entries are
    // inherent attributes of the registered op.
    if (auto properties =
            dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute()))
      state.addAttributes(properties.getValue());
    OpBuilder builder(op);
    Operation *replacement = builder.create(state);
    op->replaceAllUsesWith(replacement);
    op->erase();
  }
}

Operation *CudaTileDialect::materializeConstant(OpBuilder &builder,
                                                Attribute value, Type type,
                                                Location loc) {
  auto elements = dyn_cast<DenseIntOrFPElementsAttr>(value);
  if (!elements || elements.getType() != type || !isa<TileType>(type))
    return nullptr;
  return ConstantOp::create(builder, loc, elements);
}
