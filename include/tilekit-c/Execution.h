/*===- tilekit-c/Execution.h - Running Tile IR kernels on the CPU from C --===*\
|*                                                                            *|
|* Load a module (text or bytecode bytes), list its entries and parameters,  *|
|* and launch an entry on a grid of tile blocks with host buffers, tensor    *|
|* views and scalars, on the JIT or the interpreter (docs/c-api.md).         *|
|*                                                                            *|
|* Ownership: the caller owns every object a Create returns and destroys it  *|
|* with the matching Destroy; kernels before their module. Strings and       *|
|* arrays a Get returns live as long as the object they come from. A call    *|
|* that fails returns NULL or false and, when `error` is not NULL, stores a  *|
|* new TilekitError there (the caller destroys it). Buffers stay the         *|
|* caller's: a launch reads and writes them in place and keeps no pointer.   *|
\*===----------------------------------------------------------------------===*/

#ifndef TILEKIT_C_EXECUTION_H
#define TILEKIT_C_EXECUTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TilekitModule TilekitModule;
typedef struct TilekitKernel TilekitKernel;
typedef struct TilekitError TilekitError;

typedef enum {
  /** The compiled engine: the interpreter's bits at native speed (it runs
   *  an entry it cannot compile on the interpreter, with a note on stderr).
   */
  TILEKIT_ENGINE_JIT = 0,
  /** The exact interpreter; the one that runs checks and traces. */
  TILEKIT_ENGINE_INTERPRETER = 1,
} TilekitEngine;

/*===----------------------------------------------------------------------===*
 * Errors
 *===----------------------------------------------------------------------===*/

/** The whole message, as tile-run prints it (located at the op). */
const char *tilekitErrorGetMessage(const TilekitError *error);
/** `file:line:col` of the op the error is located at, "" when none. */
const char *tilekitErrorGetLocation(const TilekitError *error);
/** The tile block a runtime error happened in: true and `block` set, or
 *  false when the error is not a block's. */
bool tilekitErrorGetBlock(const TilekitError *error, uint32_t block[3]);
void tilekitErrorDestroy(TilekitError *error);

/*===----------------------------------------------------------------------===*
 * Modules and entries
 *===----------------------------------------------------------------------===*/

/** A module from `.mlir` text or Tile IR bytecode (told apart by the magic
 *  bytes), verified; `name` is what locations call the buffer. */
TilekitModule *tilekitModuleCreate(const void *data, size_t size,
                                   const char *name, TilekitError **error);
void tilekitModuleDestroy(TilekitModule *module);
size_t tilekitModuleGetNumEntries(const TilekitModule *module);
/** The name of entry `index` (in order), NULL past the last one. */
const char *tilekitModuleGetEntryName(const TilekitModule *module,
                                      size_t index);

typedef enum {
  TILEKIT_PARAMETER_SCALAR = 0,
  TILEKIT_PARAMETER_POINTER = 1,
  TILEKIT_PARAMETER_TENSOR_VIEW = 2,
  /** A type no host argument can bind. */
  TILEKIT_PARAMETER_UNSUPPORTED = 3,
} TilekitParameterKind;

typedef struct {
  TilekitParameterKind kind;
  /** "f32", "i32", "bf16", ...: the scalar's type, the pointee, the view's
   *  element. */
  const char *elementType;
  unsigned elementBytes;
  /** Tensor views: their static sizes and strides, -1 where dynamic. */
  size_t rank;
  const int64_t *shape;
  const int64_t *strides;
  /** The type as the text form prints it. */
  const char *type;
} TilekitParameter;

/*===----------------------------------------------------------------------===*
 * Kernels and launches
 *===----------------------------------------------------------------------===*/

/** Entry `entry` (NULL: the module's only entry) ready to launch. */
TilekitKernel *tilekitKernelCreate(TilekitModule *module, const char *entry,
                                   TilekitEngine engine, TilekitError **error);
void tilekitKernelDestroy(TilekitKernel *kernel);
/** The engine that runs the kernel (the JIT may have chosen the
 *  interpreter). */
TilekitEngine tilekitKernelGetEngine(const TilekitKernel *kernel);
size_t tilekitKernelGetNumParameters(const TilekitKernel *kernel);
/** Parameter `index`; kind TILEKIT_PARAMETER_UNSUPPORTED and NULL strings
 *  past the last one. */
TilekitParameter tilekitKernelGetParameter(const TilekitKernel *kernel,
                                           size_t index);

typedef enum {
  /** `scalarBits`: the value's bit pattern in the parameter's type. */
  TILEKIT_ARGUMENT_SCALAR = 0,
  /** `data`, `bytes`: host memory for a pointer parameter. */
  TILEKIT_ARGUMENT_BUFFER = 1,
  /** `data`, `bytes`, `rank`, `shape`, `strides` (in elements). */
  TILEKIT_ARGUMENT_TENSOR_VIEW = 2,
} TilekitArgumentKind;

typedef struct {
  TilekitArgumentKind kind;
  uint64_t scalarBits;
  void *data;
  uint64_t bytes;
  size_t rank;
  const int64_t *shape;
  const int64_t *strides;
} TilekitArgument;

/** A scalar argument from a double or an integer: the bits in the type of
 *  parameter `index` of `kernel` (floats rounded to nearest even); false
 *  when the parameter is not a scalar. */
bool tilekitArgumentScalarFromDouble(const TilekitKernel *kernel, size_t index,
                                     double value, TilekitArgument *argument);
bool tilekitArgumentScalarFromInt(const TilekitKernel *kernel, size_t index,
                                  int64_t value, TilekitArgument *argument);

typedef struct {
  uint32_t grid[3];
  /** Worker threads, 0: all cores. */
  unsigned threads;
  /** Runtime checks, as tile-run --check=MODES names them ("ub", "nan",
   *  "ub,nan"), NULL or "": none. Checks run on the interpreter. */
  const char *check;
  /** Stop a launch that runs longer, 0: no limit. */
  double timeoutSeconds;
} TilekitLaunchOptions;

/** A grid of 1 x 1 x 1, all cores, no check, no limit. */
void tilekitLaunchOptionsInit(TilekitLaunchOptions *options);

/** Runs the kernel on the grid. The arguments are checked against the
 *  parameters first (the error names the one that does not fit); a kernel
 *  fault (out-of-bounds access, failed assert, check) is the error of the
 *  first faulting tile block in grid order. */
bool tilekitKernelLaunch(TilekitKernel *kernel, const TilekitArgument *args,
                         size_t numArgs, const TilekitLaunchOptions *options,
                         TilekitError **error);

#ifdef __cplusplus
}
#endif

#endif /* TILEKIT_C_EXECUTION_H */
