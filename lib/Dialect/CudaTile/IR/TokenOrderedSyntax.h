//===- TokenOrderedSyntax.h - shared syntax of _tko ops ---------*- C++ -*-===//
//
// Pieces the hand-written parsers and printers of token-ordered memory ops
// share: the optional `token=%t` operand, index lists `%view[%i, %j]` with
// their type lists, and the memory-model rules of loads and stores.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_DIALECT_CUDATILE_IR_TOKENORDEREDSYNTAX_H
#define TILEKIT_LIB_DIALECT_CUDATILE_IR_TOKENORDEREDSYNTAX_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

namespace mlir::cuda_tile {

/// Parses an optional `token=%t` (spaces around `=` optional).
ParseResult
parseOptionalTokenOperand(OpAsmParser &parser,
                          std::optional<OpAsmParser::UnresolvedOperand> &token);
/// Parses `%a, %b [token=%t]`; a comma may also precede `token`.
ParseResult parseOperandsAndOptionalToken(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    std::optional<OpAsmParser::UnresolvedOperand> &token);
/// Prints ` token=%t`, or ` token = %t` when `spaced`, if `token` is set.
void printOptionalTokenOperand(OpAsmPrinter &printer, Value token, bool spaced);

/// Parses the index types after a view type: one type for all indices or
/// one per index.
ParseResult parseIndexTypes(OpAsmParser &parser, size_t numIndices,
                            SmallVectorImpl<Type> &types);
/// Prints `, T` if all index types are equal, else `, T0, T1, ...`.
void printIndexTypes(OpAsmPrinter &printer, TypeRange types);

/// Sets the operandSegmentSizes property of `state` to `sizes`.
void setOperandSegments(OperationState &state, ArrayRef<int32_t> sizes);

/// Attribute names the custom printers of _tko ops show in their syntax.
SmallVector<StringRef> getElidedMemoryAttrNames();

enum class MemoryAccessKind { Load, Store };

/// Loads accept weak/relaxed/acquire, stores weak/relaxed/release; weak
/// takes no scope, the others require one.
LogicalResult verifyMemoryModel(Operation *op, MemoryAccessKind kind,
                                MemoryOrderingSemantics ordering,
                                std::optional<MemoryScope> scope);

/// Index operands and tile type of a view access.
LogicalResult verifyViewAccess(Operation *op, TileView view,
                               TypeRange indexTypes, Type tileType);

} // namespace mlir::cuda_tile

#endif // TILEKIT_LIB_DIALECT_CUDATILE_IR_TOKENORDEREDSYNTAX_H
