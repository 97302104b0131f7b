//===- CudaTileAttrs.cpp - cuda_tile attribute registration ---------------===//
//
// Attribute registration, enum support and debug-info attributes. The
// assumption predicates and optimization hints have files of their own.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tilekit/Dialect/CudaTile/IR/CudaTileEnums.cpp.inc"

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"
      >();
}

bool DILocalScopeAttr::classof(Attribute attr) {
  return isa<DILexicalBlockAttr, DISubprogramAttr>(attr);
}

//===----------------------------------------------------------------------===//
// di_loc: `<loc("file":line:col) in #scope>`
//===----------------------------------------------------------------------===//

Attribute DILocAttr::parse(AsmParser &parser, Type) {
  // The file location is spelled as MLIR prints it: loc("file":line:col).
  std::string file;
  unsigned line = 0, column = 0;
  if (parser.parseLess() || parser.parseKeyword("loc") ||
      parser.parseLParen())
    return {};
  SMLoc fileLoc = parser.getCurrentLocation();
  if (parser.parseString(&file)) {
    parser.emitError(fileLoc, "expected a file location loc(\"file\":line:col)");
    return {};
  }
  if (parser.parseColon() || parser.parseInteger(line) ||
      parser.parseColon() || parser.parseInteger(column) ||
      parser.parseRParen() || parser.parseKeyword("in"))
    return {};
  SMLoc scopeLoc = parser.getCurrentLocation();
  Attribute scopeAttr;
  if (parser.parseAttribute(scopeAttr))
    return {};
  auto scope = dyn_cast<DILocalScopeAttr>(scopeAttr);
  if (!scope) {
    parser.emitError(scopeLoc, "expected a di_subprogram or di_lexical_block "
                               "scope, got ")
        << scopeAttr;
    return {};
  }
  if (parser.parseGreater())
    return {};
  return DILocAttr::get(
      parser.getContext(),
      FileLineColLoc::get(parser.getContext(), file, line, column), scope);
}

void DILocAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printAttribute(getSourceLoc());
  printer << " in ";
  printer.printAttribute(getScope());
  printer << '>';
}
