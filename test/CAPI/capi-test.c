/* The cuda_tile C API from a C program: types and attributes built through
 * it are the ones the C++ parser gives in the same context, wrong arguments
 * give null results and diagnostics, the optimizer and the bytecode writer
 * run. Run by capi.test, which checks what it prints. */

#include "cuda_tile-c/Dialect/CudaTileDialect.h"
#include "cuda_tile-c/Dialect/CudaTileOptimizer.h"
#include "cuda_tile-c/Registration.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <string.h>

static void printPiece(MlirStringRef piece, void *userData) {
  (void)userData;
  fwrite(piece.data, 1, piece.length, stdout);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  printf("diagnostic: ");
  mlirDiagnosticPrint(diagnostic, printPiece, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static MlirType parseType(MlirContext ctx, const char *text) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(text));
}

static void check(const char *what, int ok) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
}

static const char *kModule =
    "cuda_tile.module @m {\n"
    "  entry @k(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>,\n"
    "           %out: tile<ptr<f32>>) {\n"
    "    %p = mulf %a, %b : tile<f32>\n"
    "    %s = addf %p, %c : tile<f32>\n"
    "    %t = store_ptr_tko weak %out, %s : tile<ptr<f32>>, tile<f32> -> "
    "token\n"
    "    return\n"
    "  }\n"
    "}\n";

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__cuda_tile__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__cuda_tile__(), ctx);
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);

  /* Types: the C API's equal the parser's (one MLIR in the process). */
  MlirType f32 = mlirF32TypeGet(ctx);
  int64_t shape[] = {4, 8};
  MlirType tile = mlirCudaTileTileTypeGet(ctx, 2, shape, f32);
  check("tile equals parsed",
        mlirTypeEqual(tile, parseType(ctx, "!cuda_tile.tile<4x8xf32>")));
  check("tile accessors",
        mlirCudaTileTypeIsATileType(tile) &&
            mlirCudaTileTileTypeGetRank(tile) == 2 &&
            mlirCudaTileTileTypeGetDimSize(tile, 1) == 8 &&
            mlirTypeEqual(mlirCudaTileTileTypeGetElementType(tile), f32));
  check("tile type id", mlirTypeIDEqual(mlirTypeGetTypeID(tile),
                                        mlirCudaTileTileTypeGetTypeID()));
  MlirType pointer = mlirCudaTilePointerTypeGet(ctx, f32);
  check("ptr equals parsed",
        mlirTypeEqual(pointer, parseType(ctx, "!cuda_tile.ptr<f32>")));
  int64_t dynamic = mlirCudaTileTensorViewTypeGetDynamicSize();
  int64_t viewShape[] = {dynamic, 64};
  int64_t viewStrides[] = {dynamic, 1};
  MlirType view =
      mlirCudaTileTensorViewTypeGet(ctx, f32, 2, viewShape, 2, viewStrides);
  check("tensor_view equals parsed",
        mlirTypeEqual(view, parseType(ctx, "!cuda_tile.tensor_view<?x64xf32, "
                                           "strides=[?,1]>")));
  int32_t tileShape[] = {16, 64};
  int32_t dimMap[] = {0, 1};
  MlirType partition = mlirCudaTilePartitionViewTypeGet(
      ctx, mlirCudaTileDenseI32ArrayAttrGet(ctx, 2, tileShape), view, 2, dimMap,
      mlirCudaTilePaddingValueAttrGet(ctx,
                                      mlirStringRefCreateFromCString("zero")));
  printf("partition_view: ");
  mlirTypePrint(partition, printPiece, NULL);
  printf("\nview tile: ");
  mlirTypePrint(mlirCudaTilePartitionViewTypeGetViewTileType(partition),
                printPiece, NULL);
  printf("\n");
  check("token", mlirCudaTileTypeIsATokenType(mlirCudaTileTokenTypeGet(ctx)));

  /* Wrong arguments: null results, a diagnostic where a check failed. */
  int64_t negative[] = {-4};
  check("invalid tile is null",
        mlirTypeIsNull(mlirCudaTileTileTypeGetChecked(ctx, 1, negative, f32)));
  check("wrong kind gives null",
        mlirTypeIsNull(mlirCudaTileTileTypeGetElementType(pointer)) &&
            mlirCudaTileTileTypeGetRank(pointer) == 0 &&
            mlirTypeIsNull(mlirCudaTilePointerTypeGetPointeeType(tile)));
  check("null argument gives null",
        mlirTypeIsNull(mlirCudaTilePointerTypeGet(ctx, (MlirType){NULL})));
  check("out of range dim is 0", mlirCudaTileTileTypeGetDimSize(tile, 7) == 0);

  /* Attributes. */
  MlirAttribute rounding = mlirCudaTileRoundingModeAttrGet(
      ctx, mlirStringRefCreateFromCString("positive_inf"));
  MlirStringRef keyword = mlirCudaTileRoundingModeAttrGetValue(rounding);
  printf("rounding: %.*s\n", (int)keyword.length, keyword.data);
  check("unknown keyword is null",
        mlirAttributeIsNull(mlirCudaTileRoundingModeAttrGet(
            ctx, mlirStringRefCreateFromCString("sideways"))));
  check("keyword of another attribute is null",
        mlirCudaTileSignednessAttrGetValue(rounding).data == NULL);
  MlirAttribute hints = mlirCudaTileOptimizationHintsAttrGetEntryOpHint(
      ctx, mlirStringRefCreateFromCString("sm_100"), 2, 0, 4);
  printf("hints: ");
  mlirAttributePrint(hints, printPiece, NULL);
  printf("\n");

  /* A module: the optimizer with fuse-fma, then bytecode. */
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  if (mlirModuleIsNull(module)) {
    printf("module did not parse\n");
    return 1;
  }
  MlirOperation top = mlirModuleGetOperation(module);
  mlirCudaTileOptConfig config;
  mlirCudaTileOptFlagsInit(&config);
  check("defaults", config.optLevel == 3 && config.loopSplitThreshold == 1 &&
                        config.flags == 0);
  config.flags |= CUDATILE_OPT_FLAG_FUSE_FMA;
  check("optimize", mlirLogicalResultIsSuccess(
                        mlirCudaTileApplyOptimizations(top, &config)));
  mlirOperationPrint(top, printPiece, NULL);
  printf("\n");
  check("optimize refuses null",
        mlirLogicalResultIsFailure(
            mlirCudaTileApplyOptimizations((MlirOperation){NULL}, &config)));
  MlirStringRef bytes = mlirCudaTileWriteBytecodeToBuffer(top);
  check("bytecode magic",
        bytes.length > 8 && memcmp(bytes.data, "\x7FTileIR", 7) == 0);
  mlirCudaTileFreeBuffer(bytes);
  check("bytecode of a non-module is empty",
        mlirCudaTileWriteBytecodeToBuffer((MlirOperation){NULL}).length == 0);
  check("bytecode to a bad descriptor fails",
        !mlirCudaTileWriteBytecode(top, -1));

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}
