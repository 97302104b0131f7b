//===- Passes.td - cuda_tile transformation passes -----------*- tablegen -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_TRANSFORMS_PASSES_TD
#define TILEKIT_DIALECT_CUDATILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def SimplifyExpressions : Pass<"tile-simplify-expressions"> {
  let summary = "Recursive simplification of integer and mask expressions";
  let description = [{
    Lowers each block's fragments of integer and i1 expression ops
    (constant, addi, subi, muli, divi, remi, shli, shri, andi, ori, xori,
    maxi, mini, negi, cmpi, select) into a compact expression tree, with
    nested and/or chains flattened into variadic nodes, and simplifies it
    bottom-up: negations are pushed into comparisons and cancelled, and/or
    lists drop neutral and duplicate operands and collapse on absorbing
    ones or on `x` meeting `!x`, comparisons fold on constants, on equal
    operands and on the ranges `assume bounded` states, arithmetic
    identities (x+0, x-x, x*1, x*0, shifts by 0, division by 1) apply in
    every overflow and signedness mode, constants fold element-wise when
    every element is defined, and selects fold. Simplified nodes are
    memoized per (node, mode) and recursion stops at `max-depth`, past
    which a node is kept as it is. Only changed nodes are rebuilt, as
    canonical ops in front of the op they replace.

    The pass is deterministic and local to a block: it never moves code
    between blocks, never creates, erases or restructures an op with
    regions, and never erases, duplicates or reorders a memory op; it only
    substitutes simplified values for expression results.
  }];
  let options = [
    Option<"maxDepth", "max-depth", "unsigned", /*default=*/"32",
           "Recursion depth past which nodes are rebuilt unsimplified">
  ];
  let dependentDialects = ["::mlir::cuda_tile::CudaTileDialect"];
}

//===----------------------------------------------------------------------===//
// The reference optimizer's passes (cuda-tile-opt, cuda-tile-optimize): the
// same names, anchors and options, so the same command lines work.
//===----------------------------------------------------------------------===//

def SynthesizeDebugInfoScopesPass
    : Pass<"synthesize-debug-info-scopes", "::mlir::cuda_tile::ModuleOp"> {
  let summary = "Give every function of a module the di_* scopes that "
                "line tables need";
  let description = [{
    Debug information in Tile IR hangs off `di_loc` locations whose scope
    is a `di_subprogram`; plain file locations produce no line table. For
    frontends that emit only file locations, this pass makes one
    `di_compile_unit` for the module (its file from the module's
    location, `<unknown>` without one) and one `di_subprogram` per function
    that has no scope yet (name and linkage name the function's, line and
    scope line the function's, 1 without a file location), and wraps every
    op's location in the function into a `di_loc` in that subprogram (the
    op's own file location, else the function's). Functions that already
    carry a `di_loc` are left alone.
  }];
}

def FuseFMAPass : InterfacePass<"fuse-fma", "::mlir::FunctionOpInterface"> {
  let summary = "Fuse mulf + addf/subf into fma (changes rounding)";
  let description = [{
    `addf(mulf(a, b), c)` becomes `fma(a, b, c)` and `subf(mulf(a, b), c)`
    becomes `fma(a, b, negf(c))`, when the product has no other use and
    both ops have the same rounding mode and flush-to-zero. `addf(c,
    mulf(a, b))` is first turned around (the `addf` canonicalization);
    `subf(c, mulf(a, b))` is never fused. The sum is rounded once instead
    of twice, so results change: this pass does not preserve numerics.

    The rewrite runs in MLIR's greedy driver, which also folds the ops of
    the function, merges equal constants and erases dead ops, with the
    reference's fold set (no `addf` constant fold).
  }];
  let dependentDialects = ["::mlir::cuda_tile::CudaTileDialect"];
}

def LoopSplitPass : InterfacePass<"loop-split", "::mlir::FunctionOpInterface"> {
  let summary = "Split a for loop where an if on its induction variable "
                "changes branch";
  let description = [{
    A `for` whose body holds an `if` on `cmpi %iv, %x` (less or greater,
    strict or not, of the loop's signedness; `%x` defined outside the
    loop) becomes two loops: up to the iteration where the comparison
    changes, with the branch taken there inlined, and from it on, with the
    other branch. The split point is aligned to the step; the second loop
    starts from the first one's results. Ifs on the same comparison in the
    body are inlined the same way; other uses of it become the constant it
    has in each loop.

    A split happens when an if on the comparison has at least
    `split-threshold` ops in a branch (besides its terminator) or a heavy
    op (loads, stores, mma, reduce, nested if or for), or when the
    threshold is 1; 0 turns splitting off. A `cuda_tile.loop_split`
    integer attribute on the if, the for or the function overrides the
    option, the innermost first.
  }];
  let options = [
    Option<"splitThreshold", "split-threshold", "int", /*default=*/"1",
           "Least number of ops in a branch of the if for a split (1: any, "
           "0: never)">
  ];
  let dependentDialects = ["::mlir::cuda_tile::CudaTileDialect"];
}

#endif // TILEKIT_DIALECT_CUDATILE_TRANSFORMS_PASSES_TD
