//===- CuteDialect.h - cute layout attributes -------------------*- C++ -*-===//

#ifndef TILEKIT_DIALECT_CUTE_IR_CUTEDIALECT_H
#define TILEKIT_DIALECT_CUTE_IR_CUTEDIALECT_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"

#include "tilekit/Dialect/Cute/IR/CuteDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tilekit/Dialect/Cute/IR/CuteAttrs.h.inc"

namespace mlir::cute {

/// True if `attr` is a well-formed integer-tuple element: an i64 integer, a
/// scaled basis, or an ArrayAttr of elements.
bool isIntTupleElement(Attribute attr);

/// True if `a` and `b` have the same tuple structure.
bool isCongruent(Attribute a, Attribute b);

} // namespace mlir::cute

#endif // TILEKIT_DIALECT_CUTE_IR_CUTEDIALECT_H
