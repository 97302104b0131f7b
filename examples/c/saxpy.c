/* y = a * x + y on the CPU from C, with TileKit's execution API
 * (tilekit-c/Execution.h; docs/c-api.md):
 *
 *   saxpy examples/run/saxpy.mlir [interp]
 *
 * It checks the result against the same arithmetic done here in C, then
 * shows a runtime error: a launch whose n is past the buffers' end. */

#include "tilekit-c/Execution.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 1000 };

static char *readFile(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  fseek(file, 0, SEEK_END);
  long length = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *data = malloc(length > 0 ? (size_t)length : 1);
  *size = data ? fread(data, 1, (size_t)length, file) : 0;
  fclose(file);
  return data;
}

static int fail(const char *what, TilekitError *error) {
  fprintf(stderr, "%s: %s\n", what, tilekitErrorGetMessage(error));
  tilekitErrorDestroy(error);
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: saxpy saxpy.mlir [interp]\n");
    return 2;
  }
  TilekitEngine engine = argc > 2 && strcmp(argv[2], "interp") == 0
                             ? TILEKIT_ENGINE_INTERPRETER
                             : TILEKIT_ENGINE_JIT;
  size_t size = 0;
  char *text = readFile(argv[1], &size);
  if (!text)
    return 2;
  TilekitError *error = NULL;
  TilekitModule *module = tilekitModuleCreate(text, size, argv[1], &error);
  free(text);
  if (!module)
    return fail("load", error);
  printf("entries: %zu, first @%s\n", tilekitModuleGetNumEntries(module),
         tilekitModuleGetEntryName(module, 0));

  TilekitKernel *kernel = tilekitKernelCreate(module, "saxpy", engine, &error);
  if (!kernel)
    return fail("prepare", error);
  for (size_t i = 0; i < tilekitKernelGetNumParameters(kernel); ++i) {
    TilekitParameter p = tilekitKernelGetParameter(kernel, i);
    printf("parameter %zu: %s (%s)\n", i, p.type, p.elementType);
  }

  /* x = 0, 0.5, 1, ...; y = 1: y becomes 2 x + 1 = i + 1 exactly. */
  float *x = malloc(N * sizeof(float)), *y = malloc(N * sizeof(float));
  for (int i = 0; i < N; ++i) {
    x[i] = 0.5f * (float)i;
    y[i] = 1.0f;
  }
  TilekitArgument args[4];
  tilekitArgumentScalarFromDouble(kernel, 0, 2.0, &args[0]);
  args[1] = (TilekitArgument){
      TILEKIT_ARGUMENT_BUFFER, 0, x, N * sizeof(float), 0, NULL, NULL};
  args[2] = (TilekitArgument){
      TILEKIT_ARGUMENT_BUFFER, 0, y, N * sizeof(float), 0, NULL, NULL};
  tilekitArgumentScalarFromInt(kernel, 3, N, &args[3]);
  TilekitLaunchOptions options;
  tilekitLaunchOptionsInit(&options);
  options.grid[0] = (N + 255) / 256;
  fflush(stdout);
  if (!tilekitKernelLaunch(kernel, args, 4, &options, &error))
    return fail("launch", error);
  int wrong = 0;
  for (int i = 0; i < N; ++i)
    wrong += y[i] != 2.0f * x[i] + 1.0f;
  printf("y = 2 x + 1: %s (y[999] = %g)\n", wrong ? "WRONG" : "ok", y[999]);

  /* n past the end of the buffers: the first faulting block's error. */
  tilekitArgumentScalarFromInt(kernel, 3, 2 * N, &args[3]);
  options.grid[0] = (2 * N + 255) / 256;
  if (tilekitKernelLaunch(kernel, args, 4, &options, &error))
    return 1;
  uint32_t block[3];
  printf("error at %s", tilekitErrorGetLocation(error));
  if (tilekitErrorGetBlock(error, block))
    printf(" in block (%u, %u, %u)", block[0], block[1], block[2]);
  printf("\n%s\n", tilekitErrorGetMessage(error));
  tilekitErrorDestroy(error);
  error = NULL;

  /* Too few arguments: refused before anything runs. */
  if (tilekitKernelLaunch(kernel, args, 3, &options, &error))
    return 1;
  printf("%s\n", tilekitErrorGetMessage(error));
  tilekitErrorDestroy(error);

  free(x);
  free(y);
  tilekitKernelDestroy(kernel);
  tilekitModuleDestroy(module);
  return 0;
}
