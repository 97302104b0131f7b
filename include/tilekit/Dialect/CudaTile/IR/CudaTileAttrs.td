//===- CudaTileAttrs.td - cuda_tile attributes ---------------*- tablegen -*-===//
//
// Assumption predicates, optimization hints and debug-info attributes.
// Enumerations live in CudaTileEnums.td.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEATTRS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEATTRS_TD

include "mlir/IR/BuiltinAttributeInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileBase.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileEnums.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileInterfaces.td"

//===----------------------------------------------------------------------===//
// Assumption predicates (meaningful only on cuda_tile.assume)
//===----------------------------------------------------------------------===//

def CudaTile_DivByAttr : CudaTile_AttrDef<"DivBy", "div_by",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "Divisibility assumption";
  let description = [{
    `div_by<16>` or `div_by<4, every 4 along 1>`: in groups of `every`
    elements along dimension `along`, the first element is divisible by the
    divisor and the others increase by one (by the pointee width for
    pointers). On a tensor_view: its base address is divisible.
  }];
  let parameters = (ins "uint64_t":$divisor,
                        OptionalParameter<"std::optional<int64_t>">:$every,
                        OptionalParameter<"std::optional<int64_t>">:$along);
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_SameElementsAttr : CudaTile_AttrDef<"SameElements",
    "same_elements",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "Equal-elements assumption";
  let description = [{
    `same_elements<[2, 4]>`: along dimension i, each consecutive group of
    values[i] elements is identical.
  }];
  let parameters = (ins "::mlir::DenseI64ArrayAttr":$values);
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_BoundedAttr : CudaTile_AttrDef<"Bounded", "bounded",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "Integer range assumption";
  let description = [{
    `bounded<0, 42>`, `bounded<?, 42>`: every element, read as signed, lies
    in the inclusive range; `?` leaves a side unbounded.
  }];
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lb,
                        OptionalParameter<"std::optional<int64_t>">:$ub);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Dense literals (constant and global values)
//===----------------------------------------------------------------------===//

def CudaTile_DenseLiteralAttr : Attr<
    CPred<"::llvm::isa<::mlir::DenseIntOrFPElementsAttr>($_self)">,
    "integer or floating-point elements attribute"> {
  let storageType = "::mlir::DenseIntOrFPElementsAttr";
  let returnType = "::mlir::DenseIntOrFPElementsAttr";
  let convertFromStorage = "$_self";
}

//===----------------------------------------------------------------------===//
// Optimization hints
//===----------------------------------------------------------------------===//

def CudaTile_OptimizationHintsAttr : CudaTile_AttrDef<"OptimizationHints",
    "optimization_hints"> {
  let summary = "Architecture-keyed tuning hints";
  let description = [{
    `optimization_hints<sm_100 = {num_cta_in_cga = 2}, default = {...}>`:
    for each architecture, a dictionary of hints for the op carrying it.
  }];
  let parameters = (ins "::mlir::DictionaryAttr":$value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Check the hints against what `op` accepts. Each problem is reported
    /// through `report`; returns failure if any was found.
    static ::llvm::LogicalResult
    checkForOp(::mlir::Operation *op, ::mlir::DictionaryAttr value,
               ::llvm::function_ref<::mlir::InFlightDiagnostic()> report);
    /// Apply the dialect's hint-checking mode to `op`'s hints: silent by
    /// default, warnings with -Wunsupported-hints, errors with -Werr-hints.
    static ::llvm::LogicalResult verifyForOp(::mlir::Operation *op,
                                             OptimizationHintsAttr hints);
    /// The hint `key` for architecture `arch`, falling back to `default`.
    ::mlir::Attribute lookup(::llvm::StringRef arch, ::llvm::StringRef key) const;
  }];
}

//===----------------------------------------------------------------------===//
// Debug information
//===----------------------------------------------------------------------===//

def CudaTile_DIFileAttr : CudaTile_AttrDef<"DIFile", "di_file"> {
  let summary = "Source file of debug information";
  let parameters = (ins "::mlir::StringAttr":$name,
                        "::mlir::StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def CudaTile_DICompileUnitAttr : CudaTile_AttrDef<"DICompileUnit",
    "di_compile_unit"> {
  let summary = "Compile unit of debug information";
  let parameters = (ins "DIFileAttr":$file);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DISubprogramAttr : CudaTile_AttrDef<"DISubprogram",
    "di_subprogram"> {
  let summary = "Function scope of debug information";
  let parameters = (ins "DIFileAttr":$file, "unsigned":$line,
                        "::mlir::StringAttr":$name,
                        "::mlir::StringAttr":$linkageName,
                        "DICompileUnitAttr":$compileUnit,
                        OptionalParameter<"std::optional<unsigned>">:$scopeLine);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DILexicalBlockAttr : CudaTile_AttrDef<"DILexicalBlock",
    "di_lexical_block"> {
  let summary = "Lexical block scope of debug information";
  let parameters = (ins "DILocalScopeAttr":$scope, "DIFileAttr":$file,
                        "unsigned":$line,
                        OptionalParameter<"std::optional<unsigned>">:$column);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DILocAttr : AttrDef<CudaTile_Dialect, "DILoc",
    [NativeAttrTrait<"IsLocation">], "::mlir::LocationAttr"> {
  let mnemonic = "di_loc";
  let summary = "Source location within a debug scope";
  let description = [{
    `#cuda_tile.di_loc<loc("/tmp/foo.py":1:4) in #di_subprogram>`, used as
    an op location: `loc(#cuda_tile.di_loc<...>)`.
  }];
  let parameters = (ins "::mlir::FileLineColLoc":$sourceLoc,
                        "DILocalScopeAttr":$scope);
  let hasCustomAssemblyFormat = 1;
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEATTRS_TD
