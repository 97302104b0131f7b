//===- AsmDirectives.h - custom<...> directives of cuda_tile ops -*- C++ -*-===//
//
// Parsers and printers the declarative assembly formats of cuda_tile ops
// refer to as custom<Name>(...). Private to the dialect library.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_DIALECT_CUDATILE_IR_ASMDIRECTIVES_H
#define TILEKIT_LIB_DIALECT_CUDATILE_IR_ASMDIRECTIVES_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

namespace mlir::cuda_tile {

/// custom<CudaTileType>: one type, short or long spelling.
void printCudaTileType(OpAsmPrinter &printer, Operation *op, Type type);

/// custom<CudaTileTypeList>: comma-separated types.
ParseResult parseCudaTileTypeList(OpAsmParser &parser,
                                  SmallVectorImpl<Type> &types);
void printCudaTileTypeList(OpAsmPrinter &printer, Operation *op,
                           TypeRange types);

/// custom<DenseLiteral>: `<elem: value-or-nested-list> : tile<...>`.
ParseResult parseDenseLiteral(OpAsmParser &parser,
                              DenseIntOrFPElementsAttr &value, Type &type);
void printDenseLiteral(OpAsmPrinter &printer, Operation *op,
                       DenseIntOrFPElementsAttr value, Type type);
/// The same literal where the attribute's own type is the only type.
ParseResult parseDenseLiteral(OpAsmParser &parser,
                              DenseIntOrFPElementsAttr &value);
void printDenseLiteral(OpAsmPrinter &printer, Operation *op,
                       DenseIntOrFPElementsAttr value);

/// custom<GlobalVisibility>: optional `public` / `private` keyword.
ParseResult parseGlobalVisibility(OpAsmParser &parser,
                                  SymbolVisibilityAttr &visibility);
void printGlobalVisibility(OpAsmPrinter &printer, Operation *op,
                           SymbolVisibilityAttr visibility);

/// custom<AssumePredicate>: `div_by<...>` with the dialect prefix optional.
ParseResult parseAssumePredicate(OpAsmParser &parser,
                                 AssumePredicateAttrInterface &predicate);
void printAssumePredicate(OpAsmPrinter &printer, Operation *op,
                          AssumePredicateAttrInterface predicate);

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_DIALECT_CUDATILE_IR_ASMDIRECTIVES_H
