//===- TestingOps.td - test-only cuda_tile ops ---------------*- tablegen -*-===//
//
// Ops for writing tests, registered by tile-opt only: a function that, unlike
// `entry`, may take tiles of any shape and return values, so per-op tests
// need no kernel boilerplate. Never part of bytecode.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TEST_DIALECT_CUDATILE_TESTINGOPS_TD
#define TILEKIT_TEST_DIALECT_CUDATILE_TESTINGOPS_TD

include "mlir/Interfaces/FunctionInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileOps.td"

def CudaTile_TestingFuncOp : Op<CudaTile_Dialect, "testing$func", [
    IsolatedFromAbove, FunctionOpInterface, AutomaticAllocationScope,
    SingleBlockImplicitTerminator<"ReturnOp">, CudaTile_DefaultDialectRegion]> {
  let summary = "A test-only function with results";
  let description = [{
    `cuda_tile.testing$func @f(%a: tile<4xf32>) -> tile<4xf32> { ... }`.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    ::mlir::Region *getCallableRegion() { return &getBody(); }
  }];
}

#endif // TILEKIT_TEST_DIALECT_CUDATILE_TESTINGOPS_TD
