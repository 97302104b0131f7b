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

#include <atomic>
#include <map>

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

/// Writes the trace while the launch runs, in the order docs/debugging.md
/// promises whatever the thread count: block after block in block order.
/// The lines of the first block not yet finished go out as they are made
/// (every 64 KiB or 50 ms); a later block holds its lines until every
/// block before it has finished. TraceOptions::limit cuts the trace after
/// that many bytes, at a line end, with a note.
class TraceWriter {
public:
  TraceWriter(llvm::raw_ostream &os, uint64_t limit);
  /// Starts the trace of `frame`'s block (its header, when traced).
  void start(Frame &frame);
  /// Called after each traced op: hands on `frame`'s lines now and then.
  void poll(Frame &frame);
  /// Hands on the rest of `frame`'s lines; its block has finished.
  void finish(Frame &frame);
  /// After the launch: writes what blocks after one that never ran hold.
  void close();
  /// Whether a traced op should still format its lines.
  bool wants(const Frame &frame) const {
    return !cut.load(std::memory_order_relaxed) &&
           (!limit || frame.traceText.size() <= limit);
  }

private:
  void hand(Frame &frame, bool finished);
  /// Writes `text`, or its whole lines up to the limit and the note.
  void write(llvm::StringRef text);

  llvm::raw_ostream &os;
  uint64_t limit;
  uint64_t written = 0;
  std::atomic<bool> cut{false};
  /// The linear id of the block whose lines go out directly.
  std::atomic<uint64_t> head{0};
  std::mutex mutex;
  /// Finished blocks after `head`, by linear id.
  std::map<uint64_t, std::string> held;
};

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_TRACE_H
