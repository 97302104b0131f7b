//===- FloatOps.td - cuda_tile floating-point ops ------------*- tablegen -*-===//
//
// Element-wise float arithmetic, comparison and matrix multiply.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_FLOATOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_FLOATOPS_TD

include "mlir/Interfaces/SideEffectInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.td"

defvar CudaTile_FlushToZeroArg = (ins UnitAttr:$flush_to_zero);
defvar CudaTile_RoundingArg = (ins CudaTile_RoundingModeAttr:$rounding_mode);

/// A float op whose operands and result share one type:
/// `op %a[, %b[, %c]] <modifiers> : T`.
class CudaTile_FloatOp<string mnemonic, int opcode, CudaTile_Version since,
                       dag operands, dag attrs = (ins), string modifiers = "",
                       list<Trait> traits = []>
    : CudaTile_Op<mnemonic, opcode, since,
                  !listconcat([Pure, SameOperandsAndResultType], traits)> {
  let arguments = !con(operands, attrs);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = !interleave(!foreach(i, !range(!size(operands)),
                                            "$" # !getdagname(operands, i)),
                                   " `,` ") #
      " " # modifiers # " attr-dict `:` custom<CudaTileType>(type($result))";
}

defvar CudaTile_Unary = (ins CudaTile_BaseFloatTile:$source);
defvar CudaTile_Binary = (ins CudaTile_BaseFloatTile:$lhs,
                              CudaTile_BaseFloatTile:$rhs);

/// addf, subf, mulf: IEEE rounding modes and flush_to_zero.
class CudaTile_IEEEArithOp<string mnemonic, int opcode, dag operands>
    : CudaTile_FloatOp<mnemonic, opcode, CudaTile_V13_1, operands,
          !con(CudaTile_RoundingArg, CudaTile_FlushToZeroArg),
          "custom<IEEERoundingMode>($rounding_mode) " # "(`flush_to_zero` $flush_to_zero^)?"> {
  let hasVerifier = 1;
}

def CudaTile_AbsFOp : CudaTile_FloatOp<"absf", 0x00, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Float absolute value";
}
def CudaTile_AddFOp : CudaTile_IEEEArithOp<"addf", 0x02, CudaTile_Binary> {
  let summary = "Float addition";
  // fold: the sum of two finite constants, rounded as the op declares.
  // canonicalize: a `mulf` operand moves to the left (FMA formation).
  // Both in lib/Dialect/CudaTile/IR/AddFFolds.cpp.
  let hasFolder = 1;
  let hasCanonicalizeMethod = 1;
}
def CudaTile_SubFOp : CudaTile_IEEEArithOp<"subf", 0x67, CudaTile_Binary> {
  let summary = "Float subtraction";
}
def CudaTile_MulFOp : CudaTile_IEEEArithOp<"mulf", 0x4C, CudaTile_Binary> {
  let summary = "Float multiplication";
}
def CudaTile_FmaOp : CudaTile_IEEEArithOp<"fma", 0x28,
    (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
         CudaTile_BaseFloatTile:$acc)> {
  let summary = "Fused multiply-add with a single rounding";
}
def CudaTile_DivFOp : CudaTile_FloatOp<"divf", 0x14, CudaTile_V13_1,
    CudaTile_Binary, !con(CudaTile_RoundingArg, CudaTile_FlushToZeroArg),
    "custom<DivFRoundingMode>($rounding_mode) " # "(`flush_to_zero` $flush_to_zero^)?"> {
  let summary = "Float division";
  let hasVerifier = 1;
}
def CudaTile_RemFOp : CudaTile_FloatOp<"remf", 0x59, CudaTile_V13_1,
    CudaTile_Binary> {
  let summary = "Truncated float remainder";
}
def CudaTile_NegFOp : CudaTile_FloatOp<"negf", 0x4F, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Float negation";
}
def CudaTile_MaxFOp : CudaTile_FloatOp<"maxf", 0x45, CudaTile_V13_1,
    CudaTile_Binary, (ins UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero),
    "oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)"> {
  let summary = "Float maximum";
  let hasVerifier = 1;
}
def CudaTile_MinFOp : CudaTile_FloatOp<"minf", 0x47, CudaTile_V13_1,
    CudaTile_Binary, (ins UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero),
    "oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)"> {
  let summary = "Float minimum";
  let hasVerifier = 1;
}
def CudaTile_FloorOp : CudaTile_FloatOp<"floor", 0x27, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Round down to an integral value";
}
def CudaTile_CeilOp : CudaTile_FloatOp<"ceil", 0x0D, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Round up to an integral value";
}

def CudaTile_CmpFOp : CudaTile_Op<"cmpf", 0x0E, CudaTile_V13_1, [Pure,
    AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "Float comparison";
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_ComparisonOrderingAttr:$comparison_ordering,
                       CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate)
    custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict
    `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaFOp : CudaTile_Op<"mmaf", 0x49, CudaTile_V13_1, [Pure,
    AllTypesMatch<["acc", "result"]>]> {
  let newerFields = [CudaTile_NewerField<"fast_acc", CudaTile_V13_3>];
  let summary = "Float matrix multiply-accumulate";
  let arguments = (ins CudaTile_MmaFOperandTile:$lhs,
                       CudaTile_MmaFOperandTile:$rhs,
                       CudaTile_MmaFAccTile:$acc, UnitAttr:$fast_acc);
  let results = (outs CudaTile_MmaFAccTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaFScaledOp : CudaTile_Op<"mmaf_scaled", 0x72, CudaTile_V13_3, [
    Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "Block-scaled float matrix multiply-accumulate";
  let arguments = (ins CudaTile_MmaFScaledOperandTile:$lhs,
                       CudaTile_MmaFScaledOperandTile:$rhs,
                       CudaTile_F32Tile:$acc,
                       CudaTile_MmaFScaledScaleTile:$lhs_scale,
                       CudaTile_MmaFScaledScaleTile:$rhs_scale);
  let results = (outs CudaTile_F32Tile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale))
    `,` custom<CudaTileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_FLOATOPS_TD
