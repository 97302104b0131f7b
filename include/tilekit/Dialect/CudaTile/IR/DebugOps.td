//===- DebugOps.td - assert, print_tko -----------------------*- tablegen -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_DEBUGOPS_TD
#define TILEKIT_DIALECT_CUDATILE_IR_DEBUGOPS_TD

include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.td"

def CudaTile_AssertOp : CudaTile_Op<"assert", 0x05, CudaTile_V13_1> {
  let summary = "Trap with a message when any element is false";
  let arguments = (ins CudaTile_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat = [{
    $condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))
  }];
}

def CudaTile_PrintTkoOp : CudaTile_Op<"print_tko", 0x55, CudaTile_V13_1, [
    AttrSizedOperandSegments]> {
  let newerFields = [CudaTile_NewerField<"token", CudaTile_V13_2>,
                     CudaTile_NewerField<"result_token", CudaTile_V13_2>];
  let summary = "printf-style output of tiles";
  let description = [{
    `print_tko "x=%f\0A", %v token=%t : tile<f32> -> token`. Named `print`,
    without token operand and result, in 13.1.
  }];
  let arguments = (ins StrAttr:$str, Variadic<CudaTile_AnyTile>:$args,
                       Optional<CudaTile_TokenTypeConstraint>:$token);
  let results = (outs CudaTile_TokenTypeConstraint:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif // TILEKIT_DIALECT_CUDATILE_IR_DEBUGOPS_TD
