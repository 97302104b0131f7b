//===- CoreOps.td - cuda_tile structural and core ops --------*- tablegen -*-===//
//
// module, entry, global, get_global, constant, return, assume.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_COREOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_COREOPS_TD

include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.td"

//===----------------------------------------------------------------------===//
// module
//===----------------------------------------------------------------------===//

def CudaTile_ModuleOp : CudaTile_Op<"module", 0x4B, CudaTile_V13_1, [
    IsolatedFromAbove, SymbolTable, Symbol, GraphRegionNoTerminator,
    NoRegionArguments, CudaTile_DefaultDialectRegion]> {
  let isStructural = 1;
  let newerFields = [CudaTile_NewerField<"producer", CudaTile_V13_3>];
  let summary = "A module of Tile IR kernels and globals";
  let description = [{
    `cuda_tile.module @name attributes {producer = "..."} { ... }`, the
    attribute dictionary being optional. The
    unit a bytecode file holds: entries and globals.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$producer);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
  }];
}

//===----------------------------------------------------------------------===//
// entry
//===----------------------------------------------------------------------===//

def CudaTile_EntryOp : CudaTile_Op<"entry", 0x16, CudaTile_V13_1, [
    IsolatedFromAbove, FunctionOpInterface, AutomaticAllocationScope,
    SingleBlockImplicitTerminator<"ReturnOp">, CudaTile_DefaultDialectRegion]> {
  let isStructural = 1;
  let summary = "A tile kernel";
  let description = [{
    `entry @name(%a: tile<i32>, ...) [optimization_hints=<...>] { ... }`.
    Arguments are scalar tiles or views; a kernel returns nothing.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::mlir::FunctionType":$type)>];
  let extraClassDeclaration = [{
    /// FunctionOpInterface / CallableOpInterface.
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    ::mlir::Region *getCallableRegion() { return &getBody(); }
  }];
}

//===----------------------------------------------------------------------===//
// return
//===----------------------------------------------------------------------===//

// Neither Pure nor ReturnLike: a `return` nested in an `if` leaves the
// function, not the `if`, so the `if` must neither look free of effects nor
// receive the returned values.
def CudaTile_ReturnOp : CudaTile_Op<"return", 0x5C, CudaTile_V13_1, [
    Terminator]> {
  let summary = "Return from a function";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?
  }];
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Whether the return leaves a `loop` (13.4) on its way out.
    bool isInsideLoop();
  }];
}

//===----------------------------------------------------------------------===//
// global, get_global
//===----------------------------------------------------------------------===//

def CudaTile_GlobalOp : CudaTile_Op<"global", 0x31, CudaTile_V13_1, [Symbol]> {
  let isStructural = 1;
  let newerFields = [CudaTile_NewerField<"constant", CudaTile_V13_3>,
                     CudaTile_NewerField<"symbol_visibility", CudaTile_V13_3>];
  let summary = "A module-level array in global memory";
  let description = [{
    `global [private] [constant] @name [alignment = N] <f32: [...]> :
    tile<Nxf32>`. `constant` and the visibility appeared in 13.3.
  }];
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    CudaTile_DenseLiteralAttr:$value,
    DefaultValuedAttr<I64Attr, "0">:$alignment,
    UnitAttr:$constant,
    DefaultValuedAttr<CudaTile_SymbolVisibilityAttr,
                      "::mlir::cuda_tile::SymbolVisibility::PUBLIC">:$symbol_visibility);
  let assemblyFormat = [{
    custom<GlobalVisibility>($symbol_visibility) (`constant` $constant^)?
    $sym_name (`alignment` `=` $alignment^)? custom<DenseLiteral>($value)
    attr-dict
  }];
  let hasVerifier = 1;
}

def CudaTile_GetGlobalOp : CudaTile_Op<"get_global", 0x2C, CudaTile_V13_1, [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Pointer to a global";
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs CudaTile_ScalarPointerTile:$result);
  let assemblyFormat = [{
    $name attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

def CudaTile_ConstantOp : CudaTile_Op<"constant", 0x10, CudaTile_V13_1, [
    Pure, ConstantLike, AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "A tile of constant values";
  let description = [{
    `constant <i32: [1, 2]> : tile<2xi32>`; a single value is a splat.
  }];
  let arguments = (ins CudaTile_DenseLiteralAttr:$value);
  let results = (outs CudaTile_LiteralTile:$result);
  let assemblyFormat = [{
    custom<DenseLiteral>($value, type($result)) attr-dict
  }];
  let hasFolder = 1;
  let builders = [OpBuilder<(ins "::mlir::DenseIntOrFPElementsAttr":$value), [{
    build($_builder, $_state, value.getType(), value);
  }]>];
}

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

def CudaTile_AssumeOp : CudaTile_Op<"assume", 0x06, CudaTile_V13_1, [
    AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Attach a verified fact to a value";
  let description = [{
    `%r = assume div_by<16>, %v : tile<ptr<f32>>`. Later code must use the
    result for the fact to apply. A wrong fact is undefined behaviour.
  }];
  let arguments = (ins AnyType:$value,
                       CudaTile_AssumePredicateAttrInterface:$predicate);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    custom<AssumePredicate>($predicate) `,` $value attr-dict `:`
    custom<CudaTileType>(type($value))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_COREOPS_TD
