//===- JitAbi.h - Lowered entries and the runtime they call -----*- C++ -*-===//
//
// What code produced by the cuda_tile-to-standard conversion expects from
// whoever runs it (TileKit's JIT, lib/Execution/Jit):
//
//   i32 @entry(ptr %ctx, i32 %bx, i32 %by, i32 %bz, ptr %args, ptr %frame)
//
// runs tile block (bx, by, bz). `args` holds 64-bit words, per parameter in
// order: a scalar's bit pattern (zero-extended) or a pointer, 1 word; a
// tensor_view of rank r, 1 + 2r words (base, sizes, strides). `frame` is the
// block's scratch memory, `tilekit.frame_bytes` bytes (attribute of the
// function), aligned to kFrameAlignment. `ctx` starts with ContextHeader;
// the rest belongs to the runtime functions, which get `ctx` and the op id of
// the op they serve. A runtime function that finds a fault records it in
// `ctx` and does not return (the runner's setjmp receives it), so lowered
// code never tests for errors; the entry returns 0.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_CONVERSION_CUDATILETOSTANDARD_JITABI_H
#define TILEKIT_CONVERSION_CUDATILETOSTANDARD_JITABI_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir::cuda_tile::abi {

/// Arguments of a lowered entry.
enum EntryArg : unsigned {
  kContext = 0,
  kBlockIdX,
  kBlockIdY,
  kBlockIdZ,
  kArguments,
  kFrame,
  kNumEntryArgs
};

/// The fields of `ctx` lowered code reads.
struct ContextHeader {
  /// Addresses of the module's globals, in module order.
  const uint64_t *globals;
  /// get_num_tile_blocks.
  uint32_t grid[3];
  uint32_t reserved;
  /// A call of a widened entry (kLanesParamAttr): per entry parameter, the
  /// [begin, end) addresses of its buffer; null otherwise.
  const uint64_t *laneRanges;
  /// A widened call: its undo log, [undoCursor, undoEnd) free. Each widened
  /// store of n lanes of `bytes` bytes appends the record
  ///   n x i64 addresses, n x i8 mask, n x `bytes` previous contents,
  ///   i64 trailer (n | bytes << 32), the whole padded to 8 bytes,
  /// before it stores; a store that does not fit leaves to the runner.
  uint8_t *undoCursor;
  uint8_t *undoEnd;
  /// [begin, end) of the allocation the block's last fast-path read
  /// (readFit) and write (writeFit, writable only) fitted in, {0, 0} for
  /// none: compiled code tests an access against it before calling
  /// tilekit_jit_access_fits, which sets it.
  uint64_t readFit[2];
  uint64_t writeFit[2];
  /// The launch's stop word (StopRequest::getWord), nonzero once the launch
  /// is to stop: loop back-edges load it (relaxed) and call
  /// tilekit_jit_stopped when it is set.
  const uint32_t *stop;
};
constexpr int64_t kContextGlobalsOffset = 0;
constexpr int64_t kContextGridOffset = 8;
constexpr int64_t kContextLaneRangesOffset = 24;
constexpr int64_t kContextUndoCursorOffset = 32;
constexpr int64_t kContextUndoEndOffset = 40;
constexpr int64_t kContextReadFitOffset = 48;
constexpr int64_t kContextWriteFitOffset = 64;
constexpr int64_t kContextStopOffset = 80;
/// Bytes of a widened store's undo record.
constexpr uint64_t undoRecordBytes(uint64_t lanes, uint64_t bytes) {
  return (lanes * (9 + bytes) + 7) / 8 * 8 + 8;
}

constexpr uint64_t kFrameAlignment = 64;

/// Rows of a view store at least this long, into tensors at least
/// kStreamingTensorBytes large, bypass the caches (non-temporal stores in
/// tilekit_jit_store_view); the compiled view path leaves such rows to it.
constexpr int64_t kStreamingRowBytes = 4096;
constexpr uint64_t kStreamingTensorBytes = uint64_t(64) << 20;
/// A tile computed in place (store fusion) is streamed from addresses
/// aligned to this only: SSE's whole-vector non-temporal stores need it
/// (LLVM turns less aligned ones into 4-byte stores), and malloc'ed
/// buffers, numpy's included, have it.
constexpr int64_t kStreamingAlignment = 16;

/// i64 attribute of a lowered entry: the frame size in bytes.
constexpr llvm::StringLiteral kFrameBytesAttr = "tilekit.frame_bytes";
/// Array of the global names of the entry's module, in module order.
constexpr llvm::StringLiteral kGlobalsAttr = "tilekit.globals";
/// i32 attribute of every op of an entry (and array attribute listing the
/// ops run by the interpreter, on the lowered entry): ops are numbered in
/// pre-order (Region::walk) over the entry's body, from 0.
constexpr llvm::StringLiteral kOpIdAttr = "tilekit.op_id";
constexpr llvm::StringLiteral kThunksAttr = "tilekit.thunks";
/// Unit attribute of the cast that brings a loop's buffer-held iteration
/// value into its body: the buffer is the loop's carry, which an op whose
/// operand it is (and that is its only use) may update in place.
constexpr llvm::StringLiteral kCarriedBufferAttr = "tilekit.carried_buffer";
/// i32 attribute of the load_ptr_tko and store_ptr_tko of an entry widened
/// across blocks (lanes, docs/jit.md): the entry parameter the pointers
/// derive from. Such an access calls tilekit_jit_load_lanes/store_lanes,
/// which accept only lanes inside that parameter's buffer and leave without
/// a message otherwise (the runner then reruns the blocks one by one).
constexpr llvm::StringLiteral kLanesParamAttr = "tilekit.lanes_param";

/// `what` of tilekit_jit_check.
enum CheckKind : int32_t {
  /// cuda_tile.for with a step that is not positive (the loop would not
  /// terminate).
  kCheckLoopStep = 0,
};

/// `input` of tilekit_jit_mmaf_f32: the element format of lhs and rhs.
enum MmaInput : int32_t {
  kMmaF32 = 0,
  kMmaTF32,
  kMmaF16,
  kMmaBF16,
  kMmaF8E4M3FN,
  kMmaF8E5M2,
};

/// `fn` of tilekit_jit_math_f32/f64/f16/bf16: the math op, numbered as
/// tilekit::exec::math::Function (MathFunctionList.def).
enum MathFunction : int32_t {
#define TILEKIT_MATH_UNARY(Name, name) kMath##Name,
#define TILEKIT_MATH_BINARY(Name, name) kMath##Name,
#include "tilekit/Execution/MathFunctionList.def"
};

// Runtime functions called by lowered code (C ABI; `op` is the op id):
//
//   void tilekit_jit_interp(ptr ctx, i32 op, ptr operands, ptr results)
//       runs the interpreter's step of op; `operands`/`results` are arrays
//       of pointers to the values in storage layout (views: their words).
//   void tilekit_jit_check(ptr ctx, i32 op, i32 what, i8 failed)
//   void tilekit_jit_stopped(ptr ctx, i32 op)
//       a loop back-edge (op: the loop) found ContextHeader::stop set;
//       leaves the block.
//   void tilekit_jit_load_ptr(ptr ctx, i32 op, ptr pointers, ptr mask,
//                             ptr padding, ptr result)
//   void tilekit_jit_store_ptr(ptr ctx, i32 op, ptr pointers, ptr value,
//                              ptr mask)
//   void tilekit_jit_load_lanes(ptr ctx, i32 op, i32 param, ptr pointers,
//                               ptr mask, ptr padding, ptr result, i64 n,
//                               i64 paddingStride)
//   void tilekit_jit_store_lanes(ptr ctx, i32 op, i32 param, ptr pointers,
//                                ptr value, ptr mask, i64 n)
//       weak accesses of n lanes of a widened entry (kLanesParamAttr);
//       padding lane i is padding[i * paddingStride]. Loads and stores of
//       vector tiles are inline instead: the lanes' range check, then a
//       masked gather (stores: the undo record, then a masked scatter); a
//       lane outside, or a full undo log, calls
//   void tilekit_jit_lanes_fault(ptr ctx)
//       which leaves to the runner.
//   void tilekit_jit_make_view(ptr ctx, i32 op, ptr view)
//   void tilekit_jit_load_view(ptr ctx, i32 op, ptr view, ptr indices,
//                              ptr result)
//   void tilekit_jit_store_view(ptr ctx, i32 op, ptr view, ptr indices,
//                               ptr tile)
//       `indices` is an array of pointers to the index tiles.
//   ptr tilekit_jit_load_view_ref(ptr ctx, i32 op, ptr view, ptr indices,
//                                 ptr result)
//       a weak load_view whose value may refer to the tensor: returns the
//       tile's address in the tensor when it is contiguous and in bounds,
//       otherwise loads it into `result` and returns `result`.
//   void tilekit_jit_mmaf_f32(ptr lhs, ptr rhs, ptr acc, ptr result,
//                             i64 batch, i64 m, i64 k, i64 n, i32 input)
//       mmaf with an f32 accumulator (docs/execution.md: per element an f32
//       fma chain from acc, k ascending); lhs/rhs in `input` format
//       (MmaInput), row-major; result may be acc itself (updated in
//       place), and overlaps no operand otherwise.
//   void tilekit_jit_mmaf_loop(ptr ctx, i32 op, ptr words, ptr acc,
//                              ptr result)
//       a matmul K loop (MatmulLoop.h; `op` is the for): `words` holds i64
//       lower, upper, step (extended by the loop's signedness), then for
//       the A load and the B load its tensor view's record and one word
//       per index (sign-extended; the induction variable's is unused).
//       `result` receives the loop's result and overlaps nothing.
//   void tilekit_jit_math_f32(i32 fn, ptr a, ptr b, ptr result, i64 n)
//   void tilekit_jit_math_f64(i32 fn, ptr a, ptr b, ptr result, i64 n)
//   void tilekit_jit_math_f16(i32 fn, ptr a, ptr b, ptr result, i64 n)
//   void tilekit_jit_math_bf16(i32 fn, ptr a, ptr b, ptr result, i64 n)
//       result[i] = fn(a[i]) (pow, atan2: fn(a[i], b[i]); b is null
//       otherwise) as the interpreter evaluates it (MathFunction); f16 and
//       bf16 elements are 16-bit patterns, computed in f32 and rounded.
//   void tilekit_jit_gather(ptr dst, ptr src, ptr table, i64 n, i32 bytes)
//       dst[i] = src[table[i]] for elements of `bytes` bytes (i32 table).

} // namespace mlir::cuda_tile::abi

#endif // TILEKIT_CONVERSION_CUDATILETOSTANDARD_JITABI_H
