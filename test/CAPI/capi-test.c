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
#include "mlir-c/Pass.h"
#include "tilekit-c/Execution.h"

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
  /* Registration as the reference's programs do it. */
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirCudaTileRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreate();
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirCudaTileRegisterAllPasses();
  mlirCudaTileRegisterPasses();
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
  int32_t traversal[] = {2, 1};
  MlirType strided = mlirCudaTileStridedViewTypeGet(
      ctx, mlirCudaTileDenseI32ArrayAttrGet(ctx, 2, tileShape),
      mlirCudaTileDenseI32ArrayAttrGet(ctx, 2, traversal), view, 2, dimMap,
      (MlirAttribute){NULL});
  printf("strided_view: ");
  mlirTypePrint(strided, printPiece, NULL);
  printf("\n");
  check("strided_view accessors",
        mlirCudaTileTypeIsAStridedViewType(strided) &&
            !mlirCudaTileTypeIsAPartitionViewType(strided) &&
            mlirCudaTileStridedViewTypeGetDimMapRank(strided) == 2 &&
            mlirCudaTileDenseI32ArrayAttrGetElement(
                mlirCudaTileStridedViewTypeGetTraversalStrides(strided), 0) ==
                2 &&
            mlirAttributeIsNull(
                mlirCudaTileStridedViewTypeGetPaddingValue(strided)) &&
            mlirTypeEqual(mlirCudaTileStridedViewTypeGetTensorView(strided),
                          view));
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
  /* Every enum attribute: a keyword in, the same keyword out. */
  struct {
    const char *keyword;
    MlirAttribute (*get)(MlirContext, MlirStringRef);
    MlirStringRef (*value)(MlirAttribute);
  } enums[] = {
      {"zero", mlirCudaTileRoundingModeAttrGet,
       mlirCudaTileRoundingModeAttrGetValue},
      {"ordered", mlirCudaTileComparisonOrderingAttrGet,
       mlirCudaTileComparisonOrderingAttrGetValue},
      {"less_than", mlirCudaTileComparisonPredicateAttrGet,
       mlirCudaTileComparisonPredicateAttrGetValue},
      {"acquire", mlirCudaTileMemoryOrderingSemanticsAttrGet,
       mlirCudaTileMemoryOrderingSemanticsAttrGetValue},
      {"device", mlirCudaTileMemoryScopeAttrGet,
       mlirCudaTileMemoryScopeAttrGetValue},
      {"zero", mlirCudaTilePaddingValueAttrGet,
       mlirCudaTilePaddingValueAttrGetValue},
      {"add", mlirCudaTileAtomicRMWModeAttrGet,
       mlirCudaTileAtomicRMWModeAttrGetValue},
      {"no_signed_wrap", mlirCudaTileIntegerOverflowAttrGet,
       mlirCudaTileIntegerOverflowAttrGetValue},
      {"unsigned", mlirCudaTileSignednessAttrGet,
       mlirCudaTileSignednessAttrGetValue},
      {"public", mlirCudaTileSymbolVisibilityAttrGet,
       mlirCudaTileSymbolVisibilityAttrGetValue},
  };
  for (size_t i = 0; i < sizeof enums / sizeof enums[0]; ++i) {
    MlirAttribute attr =
        enums[i].get(ctx, mlirStringRefCreateFromCString(enums[i].keyword));
    MlirStringRef back = enums[i].value(attr);
    printf("enum %s: %.*s\n", enums[i].keyword, (int)back.length,
           back.data ? back.data : "");
  }
  check("enum kinds",
        mlirCudaTileAttributeIsASignednessAttr(mlirCudaTileSignednessAttrGet(
            ctx, mlirStringRefCreateFromCString("signed"))) &&
            !mlirCudaTileAttributeIsAMemoryScopeAttr(rounding));
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
  FILE *file = tmpfile();
  check("bytecode to a file descriptor",
        file && mlirCudaTileWriteBytecode(top, fileno(file)) &&
            fseek(file, 0, SEEK_END) == 0 && ftell(file) > 8);
  if (file)
    fclose(file);
  /* The registered passes in a textual pipeline. */
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  check("pipeline with cuda_tile passes",
        mlirLogicalResultIsSuccess(mlirParsePassPipeline(
            opm,
            mlirStringRefCreateFromCString(
                "builtin.module(cuda_tile.module(synthesize-debug-info-scopes,"
                "cuda_tile.entry(loop-split{split-threshold=2},cse)))"),
            printPiece, NULL)) &&
            mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, top)));
  mlirPassManagerDestroy(pm);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);

  /* The execution API refuses bad input with a message, never crashes. */
  TilekitError *error = NULL;
  const char bad[] = "cuda_tile.module @m {\n  entry @k() {\n    %x = addf\n";
  check("bad module",
        !tilekitModuleCreate(bad, sizeof bad - 1, "bad.mlir", &error) &&
            strstr(tilekitErrorGetMessage(error), "bad.mlir:"));
  printf("bad module: location %s\n", tilekitErrorGetLocation(error));
  tilekitErrorDestroy(error);
  error = NULL;
  const char *text = kModule;
  TilekitModule *executable =
      tilekitModuleCreate(text, strlen(text), "k.mlir", &error);
  check("module", executable && tilekitModuleGetNumEntries(executable) == 1 &&
                      tilekitModuleGetEntryName(executable, 1) == NULL);
  check("unknown entry",
        !tilekitKernelCreate(executable, "nope", TILEKIT_ENGINE_JIT, &error));
  printf("unknown entry: %s\n", tilekitErrorGetMessage(error));
  tilekitErrorDestroy(error);
  error = NULL;
  check("no module",
        !tilekitKernelCreate(NULL, NULL, TILEKIT_ENGINE_JIT, NULL));
  TilekitKernel *kernel =
      tilekitKernelCreate(executable, NULL, TILEKIT_ENGINE_INTERPRETER, &error);
  TilekitParameter last = tilekitKernelGetParameter(kernel, 3);
  check("parameters", tilekitKernelGetNumParameters(kernel) == 4 &&
                          last.kind == TILEKIT_PARAMETER_POINTER &&
                          strcmp(last.elementType, "f32") == 0 &&
                          tilekitKernelGetParameter(kernel, 9).type == NULL);
  float out = 0;
  TilekitArgument args[4];
  tilekitArgumentScalarFromDouble(kernel, 0, 3.0, &args[0]);
  tilekitArgumentScalarFromDouble(kernel, 1, 4.0, &args[1]);
  tilekitArgumentScalarFromDouble(kernel, 2, 0.5, &args[2]);
  args[3] = (TilekitArgument){
      TILEKIT_ARGUMENT_BUFFER, 0, &out, sizeof out, 0, NULL, NULL};
  check("scalar for a pointer is refused",
        !tilekitArgumentScalarFromInt(kernel, 3, 1, &args[0]));
  check("launch", tilekitKernelLaunch(kernel, args, 4, NULL, &error) &&
                      out == 3.0f * 4.0f + 0.5f);
  TilekitArgument swapped[4] = {args[3], args[1], args[2], args[0]};
  check("wrong kinds are refused",
        !tilekitKernelLaunch(kernel, swapped, 4, NULL, &error));
  printf("wrong kinds: %s\n", tilekitErrorGetMessage(error));
  tilekitErrorDestroy(error);
  error = NULL;
  TilekitLaunchOptions options;
  tilekitLaunchOptionsInit(&options);
  options.check = "sideways";
  check("unknown check mode",
        !tilekitKernelLaunch(kernel, args, 4, &options, &error));
  printf("check mode: %s\n", tilekitErrorGetMessage(error));
  tilekitErrorDestroy(error);
  tilekitKernelDestroy(kernel);
  tilekitModuleDestroy(executable);
  printf("done\n");
  return 0;
}
