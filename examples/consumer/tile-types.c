/* A C program built against an installed TileKit (TileKit::CAPI, or
 * pkg-config tilekit-c): builds a tile type through the C API and optimizes
 * a module with fuse-fma. */

#include "cuda_tile-c/Dialect/CudaTileDialect.h"
#include "cuda_tile-c/Dialect/CudaTileOptimizer.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

#include <stdio.h>

static void print(MlirStringRef piece, void *userData) {
  (void)userData;
  fwrite(piece.data, 1, piece.length, stdout);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__cuda_tile__(), ctx);
  int64_t shape[] = {16, 16};
  MlirType tile = mlirCudaTileTileTypeGet(ctx, 2, shape, mlirF16TypeGet(ctx));
  mlirTypePrint(tile, print, NULL);
  printf("\n");
  MlirModule module = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "cuda_tile.module @m {\n"
               "  entry @k(%a: tile<f32>, %out: tile<ptr<f32>>) {\n"
               "    %p = mulf %a, %a : tile<f32>\n"
               "    %s = addf %p, %a : tile<f32>\n"
               "    %t = store_ptr_tko weak %out, %s : tile<ptr<f32>>, "
               "tile<f32> -> token\n"
               "    return\n"
               "  }\n"
               "}\n"));
  if (mlirModuleIsNull(module))
    return 1;
  mlirCudaTileOptConfig config;
  mlirCudaTileOptFlagsInit(&config);
  config.flags = CUDATILE_OPT_FLAG_FUSE_FMA;
  if (mlirLogicalResultIsFailure(mlirCudaTileApplyOptimizations(
          mlirModuleGetOperation(module), &config)))
    return 1;
  mlirOperationPrint(mlirModuleGetOperation(module), print, NULL);
  printf("\n");
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
