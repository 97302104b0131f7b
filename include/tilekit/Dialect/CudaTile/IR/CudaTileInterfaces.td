//===- CudaTileInterfaces.td - cuda_tile interfaces ----------*- tablegen -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEINTERFACES_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEINTERFACES_TD

include "mlir/IR/OpBase.td"

def CudaTile_TileView : TypeInterface<"TileView"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    A view that tile-sized pieces of a tensor_view are loaded from and stored
    to: partition_view, strided_view and gather_scatter_view.
  }];
  let methods = [
    InterfaceMethod<"Number of index operands a load or store takes.",
      "size_t", "getViewIndexRank">,
    InterfaceMethod<"The tile type a load yields and a store consumes.",
      "::mlir::Type", "getViewTileType">,
    InterfaceMethod<"Check the types of the index operands of an access.",
      "::llvm::LogicalResult", "verifyIndices",
      (ins "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError,
           "::mlir::TypeRange":$indexTypes)>
  ];
}

def CudaTile_AssumePredicateAttrInterface
    : AttrInterface<"AssumePredicateAttrInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    A fact `cuda_tile.assume` attaches to a value. The attribute checks that
    it is meaningful for the constrained value.
  }];
  let methods = [
    InterfaceMethod<"Verify the predicate against the assume op it is on.",
      "::llvm::LogicalResult", "verifyWithAssumeOp",
      (ins "::mlir::Operation *":$op)>
  ];
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEINTERFACES_TD
