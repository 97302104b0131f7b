//===- CudaTileDialect.cpp - cuda_tile dialect registration ---------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

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

std::optional<Dialect::ParseOpHook>
CudaTileDialect::getParseOperationHook(StringRef opName) const {
  // Tile IR 13.4 renamed `pow` to `fpowf` (same opcode and operands); the
  // op keeps its registered name `pow`, the one the released reference
  // prints, and `fpowf` parses to it.
  if (opName != "cuda_tile.fpowf")
    return std::nullopt;
  return ParseOpHook([](OpAsmParser &parser, OperationState &state) {
    state.name = OperationName(PowOp::getOperationName(), parser.getContext());
    return PowOp::parse(parser, state);
  });
}

Operation *CudaTileDialect::materializeConstant(OpBuilder &builder,
                                                Attribute value, Type type,
                                                Location loc) {
  auto elements = dyn_cast<DenseIntOrFPElementsAttr>(value);
  if (!elements || elements.getType() != type || !isa<TileType>(type))
    return nullptr;
  return ConstantOp::create(builder, loc, elements);
}
