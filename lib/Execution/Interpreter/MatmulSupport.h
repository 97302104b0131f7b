//===- MatmulSupport.h - mmaf pieces shared with the JIT --------*- C++ -*-===//
//
// mmaf with an f32 accumulator is defined (docs/execution.md) as a chain of
// f32 fused multiply-adds per output element, k ascending, from acc. Every
// input format it accepts (f32, tf32, f16, bf16, f8E4M3FN, f8E5M2) is exact
// in f32, so the inputs are first decoded to f32; this decoding is shared by
// the interpreter and the JIT's microkernel. NaN results are canonical, as
// in every float arithmetic op (docs/numerics.md), in both engines: the
// chain itself passes an input NaN's payload and sign through.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_MATMULSUPPORT_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_MATMULSUPPORT_H

#include "tilekit/Execution/ElementKind.h"

#include <cstdint>

namespace tilekit::exec::interp {

/// Whether mmaf inputs of `kind` accumulate into f32 by the f32 fma chain.
bool isF32ChainInput(ElemKind kind);

/// Decodes `count` mmaf input elements of `kind` exactly to f32 (tf32 keeps
/// its 19 value bits only).
void decodeToF32(const uint8_t *data, int64_t count, ElemKind kind, float *out);

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_MATMULSUPPORT_H
