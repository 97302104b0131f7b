//===- Trace.h - --trace and --dump-at ------------------------*- C++ -*-===//
//
// Tracing prints, for every op a traced tile block executes, its location
// and a summary of each result (type, min/max, NaN and infinity counts, the
// first elements); --dump-at writes the result tiles of the ops at a line
// to .npy files. The format is documented in docs/debugging.md.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_TRACE_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_TRACE_H

#include "Interpreter.h"

namespace tilekit::exec::interp {

/// `step`, followed by the trace and dumps of `op`'s results when the
/// launch asks for them.
Step withTrace(mlir::Operation *op, Compiler &compiler, Step step);

/// Checks that every --trace-at and --dump-at line names an op of `entry`
/// (and each --dump-at line one op); the error says which does not.
llvm::Error checkTraceLines(mlir::cuda_tile::EntryOp entry,
                            const TraceOptions &trace);

/// Whether --trace prints the ops of tile block `id`.
bool isTracedBlock(const TraceOptions &trace, const GridDims &id);

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_TRACE_H
