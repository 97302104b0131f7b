//===- ControlFlowOps.td - if, for, loop and terminators -----*- tablegen -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CONTROLFLOWOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_CONTROLFLOWOPS_TD

include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.td"

// `if` models its branches for region-based analyses; a branch that ends in
// continue/break/return instead of `yield` is an exit those analyses treat
// as unknown. `for` and `loop` do not implement the interface: their
// `continue`/`break` may sit inside nested `if`s, which it cannot express.
def CudaTile_IfOp : CudaTile_Op<"if", 0x32, CudaTile_V13_1, [
    RecursiveMemoryEffects, NoRegionArguments, CudaTile_DefaultDialectRegion,
    DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getSuccessorRegions"]>]> {
  let summary = "Run one of two regions on a scalar condition";
  let description = [{
    `%r = if %c -> (tile<f32>) { yield %a : tile<f32> } else { ... }`.
    Branches end in `yield` (implied when it has no operands) or leave the
    enclosing loop or function early with continue, break or return.
  }];
  let arguments = (ins CudaTile_ScalarI1Tile:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region MaxSizedRegion<1>:$thenRegion,
                        MaxSizedRegion<1>:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  // fold: `if (xori %c, true)` with an else region swaps its branches.
  // Canonicalization patterns: lib/Dialect/CudaTile/IR/IfCanonicalization.cpp.
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    ::mlir::Block *thenBlock();
    ::mlir::Block *elseBlock();
  }];
}

def CudaTile_ForOp : CudaTile_Op<"for", 0x29, CudaTile_V13_1, [
    RecursiveMemoryEffects, AutomaticAllocationScope,
    AllTypesMatch<["lowerBound", "upperBound", "step"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect",
        "getAsmResultNames", "getAsmBlockArgumentNames"]>]> {
  let newerFields = [CudaTile_NewerField<"unsignedCmp", CudaTile_V13_2>];
  let summary = "Counted loop with loop-carried values";
  let description = [{
    `for [unsigned] %i in (%lb to %ub, step %s) : tile<i32>
    [iter_values(%a = %init) -> (T)] { ... continue %next : T }`.
  }];
  let arguments = (ins CudaTile_ScalarIntTile:$lowerBound,
                       CudaTile_ScalarIntTile:$upperBound,
                       CudaTile_ScalarIntTile:$step,
                       Variadic<AnyType>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::BlockArgument getInductionVar() { return getBody()->getArgument(0); }
  }];
}

def CudaTile_LoopOp : CudaTile_Op<"loop", 0x41, CudaTile_V13_1, [
    RecursiveMemoryEffects, AutomaticAllocationScope,
    CudaTile_DefaultDialectRegion]> {
  let summary = "Loop until `break`";
  let description = [{
    `%r = loop [iter_values(%a = %init) : T] [-> R] { ... }`; `continue`
    starts the next iteration with new iter values, `break` leaves with the
    loop results.
  }];
  let arguments = (ins Variadic<AnyType>:$initValues);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
  }];
}

class CudaTile_TerminatorOp<string mnemonic, int opcode, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, opcode, CudaTile_V13_1,
                  !listconcat([Terminator], traits)> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?
  }];
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let hasVerifier = 1;
}

def CudaTile_YieldOp : CudaTile_TerminatorOp<"yield", 0x6D, [Pure, ReturnLike,
    ParentOneOf<["IfOp", "ReduceOp", "ScanOp"]>]> {
  let summary = "End a branch of `if` or the body of reduce/scan";
}

def CudaTile_ContinueOp : CudaTile_TerminatorOp<"continue", 0x11> {
  let summary = "Start the next iteration of the enclosing loop";
}

// Not ReturnLike: a `break` nested in `if`s leaves the enclosing loop, not
// its parent op.
def CudaTile_BreakOp : CudaTile_TerminatorOp<"break", 0x0A> {
  let summary = "Leave the enclosing `loop` with its results";
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_CONTROLFLOWOPS_TD
