//===- AsmDirectives.h - custom<...> directives of cuda_tile ops -*- C++
//-*-===//
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

/// custom<Signedness>: mandatory `signed` / `unsigned`.
ParseResult parseSignedness(OpAsmParser &parser, SignednessAttr &attr);
void printSignedness(OpAsmPrinter &printer, Operation *op, SignednessAttr attr);

/// custom<ComparisonPredicate>: `equal`, `less_than`, ...
ParseResult parseComparisonPredicate(OpAsmParser &parser,
                                     ComparisonPredicateAttr &attr);
void printComparisonPredicate(OpAsmPrinter &printer, Operation *op,
                              ComparisonPredicateAttr attr);

/// custom<ComparisonOrdering>: `ordered` / `unordered`.
ParseResult parseComparisonOrdering(OpAsmParser &parser,
                                    ComparisonOrderingAttr &attr);
void printComparisonOrdering(OpAsmPrinter &printer, Operation *op,
                             ComparisonOrderingAttr attr);

/// Optional `rounding<mode>`, elided when it is the op's default. Each
/// directive differs in its default and in the modes its error lists; the
/// op verifiers decide which modes are legal.
#define TILEKIT_ROUNDING_DIRECTIVE(NAME)                                       \
  ParseResult parse##NAME(OpAsmParser &parser, RoundingModeAttr &attr);        \
  void print##NAME(OpAsmPrinter &printer, Operation *op, RoundingModeAttr attr);
TILEKIT_ROUNDING_DIRECTIVE(IEEERoundingMode)
TILEKIT_ROUNDING_DIRECTIVE(DivFRoundingMode)
TILEKIT_ROUNDING_DIRECTIVE(SqrtRoundingMode)
TILEKIT_ROUNDING_DIRECTIVE(TranscendentalRoundingMode)
TILEKIT_ROUNDING_DIRECTIVE(IntegerRoundingMode)
#undef TILEKIT_ROUNDING_DIRECTIVE

/// custom<ViewResultType>: the view type; the tensor_view operand's type is
/// the one embedded in it.
ParseResult parseViewResultType(OpAsmParser &parser, Type &viewType,
                                Type &tensorViewType);
void printViewResultType(OpAsmPrinter &printer, Operation *op, Type viewType,
                         Type tensorViewType);

/// The tensor_view a view type is laid over; null for other types.
TensorViewType getViewTensorView(Type viewType);

/// Memory ordering keyword followed by an optional memory scope keyword
/// (`acquire device`), as the token-ordered ops spell them.
ParseResult parseMemoryModel(OpAsmParser &parser, OperationState &state,
                             StringRef orderingName, StringRef scopeName);
void printMemoryModel(OpAsmPrinter &printer,
                      MemoryOrderingSemanticsAttr ordering,
                      MemoryScopeAttr scope);

/// ` optimization_hints = <...>` when present.
ParseResult parseOptionalHints(OpAsmParser &parser, OperationState &state,
                               StringRef name);
void printOptionalHints(OpAsmPrinter &printer, OptimizationHintsAttr hints);

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_DIALECT_CUDATILE_IR_ASMDIRECTIVES_H
