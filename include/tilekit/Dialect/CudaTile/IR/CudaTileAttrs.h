//===- CudaTileAttrs.h - cuda_tile attributes -------------------*- C++ -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEATTRS_H
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OpImplementation.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileEnums.h.inc"

#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrInterfaces.h.inc"

namespace mlir::cuda_tile {

/// A debug scope a location can be in: a subprogram or a lexical block.
class DILocalScopeAttr : public Attribute {
public:
  using Attribute::Attribute;
  static bool classof(Attribute attr);
};

class DIFileAttr;
class DICompileUnitAttr;

} // namespace mlir::cuda_tile

#define GET_ATTRDEF_CLASSES
#include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.h.inc"

namespace mlir::cuda_tile {

/// Architecture keys `optimization_hints` knows, besides `default`.
llvm::ArrayRef<llvm::StringRef> getKnownHintArchitectures();

} // namespace mlir::cuda_tile

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEATTRS_H
