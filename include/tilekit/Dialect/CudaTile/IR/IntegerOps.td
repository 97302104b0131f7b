//===- IntegerOps.td - cuda_tile integer and bitwise ops -----*- tablegen -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_INTEGEROPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_INTEGEROPS_TD

include "mlir/Interfaces/SideEffectInterfaces.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.td"

defvar CudaTile_OverflowArg = (ins DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
    "::mlir::cuda_tile::IntegerOverflow::NONE">:$overflow);
defvar CudaTile_SignednessArg = (ins CudaTile_SignednessAttr:$signedness);

/// `op %lhs, %rhs <modifiers> : T` with operands and result of one type.
class CudaTile_IntBinaryOp<string mnemonic, int opcode, dag attrs = (ins),
                           string modifiers = "", list<Trait> traits = [Pure]>
    : CudaTile_Op<mnemonic, opcode, CudaTile_V13_1,
                  !listconcat(traits, [SameOperandsAndResultType])> {
  let arguments = !con((ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs), attrs);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "$lhs `,` $rhs " # modifiers #
      " attr-dict `:` custom<CudaTileType>(type($result))";
}

class CudaTile_IntUnaryOp<string mnemonic, int opcode, dag attrs = (ins),
                          string modifiers = "">
    : CudaTile_Op<mnemonic, opcode, CudaTile_V13_1,
                  [Pure, SameOperandsAndResultType]> {
  let arguments = !con((ins CudaTile_IntTile:$source), attrs);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "$source " # modifiers #
      " attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_AbsIOp : CudaTile_IntUnaryOp<"absi", 0x01> {
  let summary = "Absolute value (input signed, result read as unsigned)";
}
def CudaTile_AddIOp : CudaTile_IntBinaryOp<"addi", 0x03, CudaTile_OverflowArg,
    "(`overflow` `` $overflow^)?"> {
  let summary = "Integer addition";
}
def CudaTile_SubIOp : CudaTile_IntBinaryOp<"subi", 0x68, CudaTile_OverflowArg,
    "(`overflow` `` $overflow^)?"> {
  let summary = "Integer subtraction";
}
def CudaTile_MulIOp : CudaTile_IntBinaryOp<"muli", 0x4E, CudaTile_OverflowArg,
    "(`overflow` `` $overflow^)?"> {
  let summary = "Integer multiplication (low half)";
}
def CudaTile_MulhiIOp : CudaTile_Op<"mulhii", 0x4D, CudaTile_V13_1,
    [Pure, SameOperandsAndResultType]> {
  let summary = "High half of the unsigned double-width product";
  let arguments = (ins CudaTile_IntTile:$x, CudaTile_IntTile:$y);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat =
      "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}
def CudaTile_DivIOp : CudaTile_IntBinaryOp<"divi", 0x15,
    (ins CudaTile_SignednessAttr:$signedness,
         DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::ZERO">:$rounding),
    "custom<Signedness>($signedness) (`rounding` `` $rounding^)?",
    [NoMemoryEffect]> {
  let summary = "Integer division (division by zero is undefined)";
  let hasVerifier = 1;
}
def CudaTile_RemIOp : CudaTile_IntBinaryOp<"remi", 0x5A, CudaTile_SignednessArg,
    "custom<Signedness>($signedness)"> {
  let summary = "Truncated integer remainder";
}
def CudaTile_NegIOp : CudaTile_IntUnaryOp<"negi", 0x50, CudaTile_OverflowArg,
    "(`overflow` `` $overflow^)?"> {
  let newerFields = [CudaTile_NewerField<"overflow", CudaTile_V13_2>];
  let summary = "Integer negation";
  let hasVerifier = 1;
}
def CudaTile_MaxIOp : CudaTile_IntBinaryOp<"maxi", 0x46, CudaTile_SignednessArg,
    "custom<Signedness>($signedness)"> {
  let summary = "Integer maximum";
}
def CudaTile_MinIOp : CudaTile_IntBinaryOp<"mini", 0x48, CudaTile_SignednessArg,
    "custom<Signedness>($signedness)"> {
  let summary = "Integer minimum";
}
def CudaTile_ShLIOp : CudaTile_IntBinaryOp<"shli", 0x60, CudaTile_OverflowArg,
    "(`overflow` `` $overflow^)?"> {
  let summary = "Shift left";
}
def CudaTile_ShRIOp : CudaTile_IntBinaryOp<"shri", 0x61, CudaTile_SignednessArg,
    "custom<Signedness>($signedness)"> {
  let summary = "Shift right, arithmetic (signed) or logical (unsigned)";
}
def CudaTile_AndIOp : CudaTile_IntBinaryOp<"andi", 0x04> {
  let summary = "Bitwise and";
}
def CudaTile_OrIOp : CudaTile_IntBinaryOp<"ori", 0x52> {
  let summary = "Bitwise or";
}
def CudaTile_XOrIOp : CudaTile_IntBinaryOp<"xori", 0x6C> {
  let summary = "Bitwise exclusive or";
}

def CudaTile_CmpIOp : CudaTile_Op<"cmpi", 0x0F, CudaTile_V13_1, [Pure,
    AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "Integer comparison";
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,`
    custom<Signedness>($signedness) attr-dict `:`
    custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaIOp : CudaTile_Op<"mmai", 0x4A, CudaTile_V13_1, [Pure,
    AllTypesMatch<["acc", "result"]>]> {
  let summary = "Integer matrix multiply-accumulate, i8 x i8 + i32";
  let arguments = (ins CudaTile_I8Tile:$lhs, CudaTile_I8Tile:$rhs,
                       CudaTile_I32Tile:$acc,
                       CudaTile_SignednessAttr:$signedness_lhs,
                       CudaTile_SignednessAttr:$signedness_rhs);
  let results = (outs CudaTile_I32Tile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs)
    custom<Signedness>($signedness_rhs) attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_INTEGEROPS_TD
