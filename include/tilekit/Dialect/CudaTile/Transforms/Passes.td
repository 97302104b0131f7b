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

#endif // TILEKIT_DIALECT_CUDATILE_TRANSFORMS_PASSES_TD
