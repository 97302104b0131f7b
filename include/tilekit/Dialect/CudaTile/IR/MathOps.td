//===- MathOps.td - cuda_tile math functions -----------------*- tablegen -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_MATHOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_MATHOPS_TD

include "tilekit/Dialect/CudaTile/IR/FloatOps.td"

def CudaTile_SqrtOp : CudaTile_FloatOp<"sqrt", 0x64, CudaTile_V13_1,
    CudaTile_Unary, !con(CudaTile_RoundingArg, CudaTile_FlushToZeroArg),
    "custom<SqrtRoundingMode>($rounding_mode) " # "(`flush_to_zero` $flush_to_zero^)?"> {
  let summary = "Square root";
  let hasVerifier = 1;
}
def CudaTile_RsqrtOp : CudaTile_FloatOp<"rsqrt", 0x5D, CudaTile_V13_1,
    CudaTile_Unary, CudaTile_FlushToZeroArg, "(`flush_to_zero` $flush_to_zero^)?"> {
  let summary = "Reciprocal square root";
  let hasVerifier = 1;
}
def CudaTile_ExpOp : CudaTile_FloatOp<"exp", 0x17, CudaTile_V13_1,
    CudaTile_Unary,
    (ins DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::FULL">:$rounding_mode),
    "custom<TranscendentalRoundingMode>($rounding_mode)"> {
  let newerFields = [CudaTile_NewerField<"rounding_mode", CudaTile_V13_3>];
  let summary = "Natural exponential";
  let hasVerifier = 1;
}
def CudaTile_Exp2Op : CudaTile_FloatOp<"exp2", 0x18, CudaTile_V13_1,
    CudaTile_Unary, CudaTile_FlushToZeroArg, "(`flush_to_zero` $flush_to_zero^)?"> {
  let summary = "Base-2 exponential";
  let hasVerifier = 1;
}
def CudaTile_LogOp : CudaTile_FloatOp<"log", 0x3F, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Natural logarithm";
}
def CudaTile_Log2Op : CudaTile_FloatOp<"log2", 0x40, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Base-2 logarithm";
}
// Tile IR 13.4 renamed `pow` to `fpowf` (same opcode). TileKit prints `pow`,
// as the released reference does, and also parses `fpowf` (the dialect's
// parse hook, CudaTileDialect.cpp).
def CudaTile_PowOp : CudaTile_FloatOp<"pow", 0x54, CudaTile_V13_1,
    (ins CudaTile_BaseFloatTile:$source, CudaTile_BaseFloatTile:$exponent)> {
  let summary = "Power";
}
// Custom syntax `fpowi %x, %n : T, I` is TileKit's choice (docs/status.md).
def CudaTile_FPowIOp : CudaTile_Op<"fpowi", 0x79, CudaTile_V13_4, [Pure,
    AllTypesMatch<["source", "result"]>]> {
  let summary = "Power with a signed integer exponent";
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       CudaTile_PowIExponentTile:$exponent);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source))
    `,` custom<CudaTileType>(type($exponent))
  }];
  let hasVerifier = 1;
  // fold: exponent 0 gives 1 (pown(x, 0) = 1, NaN included), exponent 1
  // gives the source (MathOps.cpp).
  let hasFolder = 1;
}
def CudaTile_SinOp : CudaTile_FloatOp<"sin", 0x62, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Sine";
}
def CudaTile_CosOp : CudaTile_FloatOp<"cos", 0x12, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Cosine";
}
def CudaTile_TanOp : CudaTile_FloatOp<"tan", 0x69, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Tangent";
}
def CudaTile_SinhOp : CudaTile_FloatOp<"sinh", 0x63, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Hyperbolic sine";
}
def CudaTile_CoshOp : CudaTile_FloatOp<"cosh", 0x13, CudaTile_V13_1,
    CudaTile_Unary> {
  let summary = "Hyperbolic cosine";
}
def CudaTile_TanhOp : CudaTile_FloatOp<"tanh", 0x6A, CudaTile_V13_1,
    CudaTile_Unary,
    (ins DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::FULL">:$rounding_mode),
    "custom<TranscendentalRoundingMode>($rounding_mode)"> {
  let newerFields = [CudaTile_NewerField<"rounding_mode", CudaTile_V13_2>];
  let summary = "Hyperbolic tangent";
  let hasVerifier = 1;
}
def CudaTile_Atan2Op : CudaTile_FloatOp<"atan2", 0x6E, CudaTile_V13_2,
    (ins CudaTile_BaseFloatTile:$x, CudaTile_BaseFloatTile:$y)> {
  let summary = "Two-argument arctangent";
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_MATHOPS_TD
