//===- LoweringUtils.h - Helpers of the cuda_tile lowering ------*- C++ -*-===//
//
// The vocabulary of the patterns: static facts of tile types, the three
// forms of a converted tile (scalar, vector, frame buffer), moving tiles
// between registers and memory, frame slots, element-wise loops over
// buffers, constant data and runtime calls.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_LOWERINGUTILS_H
#define TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_LOWERINGUTILS_H

#include "tilekit/Conversion/CudaTileToStandard/CudaTileToStandard.h"
#include "tilekit/Conversion/CudaTileToStandard/JitAbi.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <functional>

namespace mlir::cuda_tile::lowering {

//===----------------------------------------------------------------------===//
// Tile facts
//===----------------------------------------------------------------------===//

/// Static facts of a tile type as lowered.
struct TileFacts {
  TileType type;
  TileRepr repr = TileRepr::Scalar;
  int64_t numElements = 1;
  Type elementType;  ///< the cuda_tile element type
  Type registerType; ///< element type in registers
  Type storageType;  ///< element type in memory
  unsigned storageBytes = 1;
  /// The converted type (scalar, vector or !llvm.ptr).
  Type converted;

  int64_t bytes() const { return numElements * storageBytes; }
  bool isScalar() const { return repr == TileRepr::Scalar; }
  bool isVector() const { return repr == TileRepr::Vector; }
  bool isBuffer() const { return repr == TileRepr::Buffer; }
  llvm::ArrayRef<int64_t> shape() const { return type.getShape(); }
  /// The register type of `n` elements: a scalar for the scalar form,
  /// otherwise vector<n x registerType>.
  Type registerTypeOf(int64_t n) const;
};

/// The facts of `type`, a tile type; fails for element types that cannot
/// be held.
FailureOr<TileFacts> getTileFacts(const CudaTileTypeConverter &converter,
                                  Type type);

/// Whether `type` is one of the view types (tensor_view, partition_view,
/// strided_view, gather_scatter_view).
bool isViewType(Type type);
/// The tensor_view of a view type.
TensorViewType getTensorViewOf(Type viewType);

//===----------------------------------------------------------------------===//
// Small builders
//===----------------------------------------------------------------------===//

/// An integer attribute of `element` holding the low bits of `value`.
IntegerAttr intAttr(Type element, int64_t value);
/// An integer constant of `type`: a scalar, or a splat vector.
Value constInt(OpBuilder &b, Location loc, Type type, int64_t value);
Value constI32(OpBuilder &b, Location loc, int64_t value);
Value constI64(OpBuilder &b, Location loc, int64_t value);
Value constIndex(OpBuilder &b, Location loc, int64_t value);
Type getPtrType(MLIRContext *context);
Value nullPtr(OpBuilder &b, Location loc);
/// &base[index] with elements of `elementType`.
Value gep(OpBuilder &b, Location loc, Value base, Type elementType,
          Value index);
Value gep(OpBuilder &b, Location loc, Value base, Type elementType,
          int64_t index);
/// `type` (a scalar or vector type) with element type `element`.
Type withElementType(Type type, Type element);
/// A float constant of `type`: a scalar, or a splat vector.
Value floatConst(OpBuilder &b, Location loc, Type type, double value);
/// A splat of `scalar` to `type` (a vector type) or `scalar` itself.
Value splatTo(OpBuilder &b, Location loc, Value scalar, Type type);

//===----------------------------------------------------------------------===//
// The lowered entry
//===----------------------------------------------------------------------===//

/// The lowered entry enclosing `op`.
func::FuncOp getEntryFunc(Operation *op);
/// An argument of the lowered entry enclosing `op`.
Value getEntryArg(Operation *op, abi::EntryArg which);
/// The op id of `op` as an i32 constant (-1 when it has none).
Value getOpIdValue(OpBuilder &b, Location loc, Operation *op);

/// Reserves `bytes` bytes of the frame of the entry enclosing `anchor` and
/// returns a pointer to them. Slots are never shared: an SSA value owns its
/// slot and rewrites it each time its op runs (docs/jit.md explains why
/// that is safe).
Value allocateFrameSlot(OpBuilder &b, Location loc, Operation *anchor,
                        uint64_t bytes);

//===----------------------------------------------------------------------===//
// Registers and memory
//===----------------------------------------------------------------------===//

/// Register value -> storage form of the same elements (i1/i4 widen to i8).
Value toStorage(OpBuilder &b, Location loc, Value value,
                const TileFacts &facts);
/// Storage form -> register value.
Value fromStorage(OpBuilder &b, Location loc, Value value,
                  const TileFacts &facts);
/// Register value <-> an integer (vector) of the storage width, for
/// bitcasts and sign-bit operations.
Value toBits(OpBuilder &b, Location loc, Value value, const TileFacts &facts);
Value fromBits(OpBuilder &b, Location loc, Value bits, const TileFacts &facts);

/// Loads `n` elements (a scalar when `scalar`) at `ptr` in storage layout
/// into registers; stores them back.
Value loadElements(OpBuilder &b, Location loc, Value ptr,
                   const TileFacts &facts, int64_t n, bool scalar);
void storeElements(OpBuilder &b, Location loc, Value value, Value ptr,
                   const TileFacts &facts);
/// Orders non-temporal stores before every later memory access of the
/// thread (sfence on x86-64).
void emitStoreFence(OpBuilder &b, Location loc);

/// A pointer to the elements of `value` (a converted tile) in storage
/// layout: a buffer is its own pointer, scalars and vectors are stored into
/// a fresh frame slot.
Value spillToMemory(OpBuilder &b, Location loc, Operation *anchor, Value value,
                    const TileFacts &facts);
/// The converted tile whose elements are at `ptr` (storage layout): the
/// pointer itself for a buffer, loaded registers otherwise.
Value loadFromMemory(OpBuilder &b, Location loc, Value ptr,
                     const TileFacts &facts);
/// Copies `bytes` bytes.
void copyBytes(OpBuilder &b, Location loc, Value dst, Value src, int64_t bytes);

//===----------------------------------------------------------------------===//
// Element-wise computation
//===----------------------------------------------------------------------===//

/// The bits of f16/bf16 values (i16 registers) widened exactly to f32.
Value narrowToF32(OpBuilder &b, Location loc, Value bits, bool isBF16);
/// f32 values rounded once, to nearest even, to f16/bf16 bits; NaN gives
/// the format's canonical NaN (0x7E00, 0x7FC0) as the numerics library.
Value f32ToNarrow(OpBuilder &b, Location loc, Value x, bool isBF16);

/// `result` (f32 or f64, scalar or vector) with every NaN lane replaced by
/// the canonical quiet NaN: both engines give no other NaN.
Value canonicalizeNaN(OpBuilder &b, Location loc, Value result);

/// Whether `original`, an operand of `op` not yet converted, is a loop's
/// carry buffer (kCarriedBufferAttr) that `op` alone reads. The conversion
/// driver's own casts of the value for `op`'s adaptor do not count as
/// readers while nothing uses them yet.
bool isCarryOwnedBy(Value original, Operation *op);

/// Whether the load `op` (weak by `ordering`) of `tile` may give a pointer
/// into memory instead of a copy: every (transitive, through forwarding
/// ops) use is in the same block, none is a terminator or may write memory,
/// and no op between the load and its last use may write memory or
/// synchronize.
bool mayReferenceMemory(Operation *op, Value tile,
                        MemoryOrderingSemantics ordering);

/// The buffer of an operand of `op` that its result may overwrite: a loop's
/// carry buffer (kCarriedBufferAttr) that `op` is the only user of, of the
/// result's size and element width. Element-wise loops load every operand
/// of a chunk before storing the chunk, so writing the result over it is
/// safe; the loop's end-of-iteration copy then finds nothing to copy.
Value findInPlaceOperand(Operation *op, ArrayRef<Value> operands,
                         ArrayRef<TileFacts> operandFacts,
                         const TileFacts &result);

/// Computes an element-wise op over whole tiles. `operands` are converted
/// tiles with as many elements as `result` (a scalar operand of a
/// non-scalar result is splat); `body` gets register values (scalars, or
/// vectors of one chunk) and returns the result's. Scalars and vectors run
/// `body` once; buffers run it in a loop over chunks of the frame.
using ElementwiseBody =
    llvm::function_ref<Value(OpBuilder &, Location, ValueRange)>;
/// Computes the register vector of `chunk` elements at element `first` of
/// a buffer-held element-wise value whose own loop was dropped: its
/// consumer's loop computes it (fusion, Patterns.h).
using ChunkGenerator =
    std::function<Value(OpBuilder &, Location, Value first, int64_t chunk)>;

/// `destination`, if given, is a runtime pointer where a buffer result may
/// be computed instead of its frame slot (null: use the slot); `stream`,
/// if given, an i1 that holds where the destination's chunks are to be
/// stored around the caches (non-temporal stores, then a store fence).
/// `generators` (empty, or one per operand, null for an ordinary operand)
/// compute fused operands chunk by chunk instead of loading them. `loop`,
/// if given, receives the loop of a buffer result.
Value emitElementwise(OpBuilder &b, Location loc, Operation *anchor,
                      const TileFacts &result, ArrayRef<Value> operands,
                      ArrayRef<TileFacts> operandFacts, ElementwiseBody body,
                      Value destination = {},
                      ArrayRef<ChunkGenerator> generators = {},
                      Operation **loop = nullptr, Value stream = {});

/// Chunk `first` of an element-wise operand: computed by `generator`, a
/// splat of a scalar, or loaded from its buffer.
Value loadOperandChunk(OpBuilder &b, Location loc, Value value,
                       const TileFacts &facts, const ChunkGenerator &generator,
                       Value first, int64_t chunk);

//===----------------------------------------------------------------------===//
// Module-level data and runtime calls
//===----------------------------------------------------------------------===//

/// A pointer to a private constant global holding `data` (an integer or
/// float dense attribute of a 1-D tensor type), created once per content.
Value getConstantData(OpBuilder &b, Location loc, Operation *anchor,
                      DenseElementsAttr data);

/// Calls the runtime function `name` (declared on first use with the types
/// of `args` and `results`); returns its result, if any.
Value callRuntime(OpBuilder &b, Location loc, Operation *anchor, StringRef name,
                  ValueRange args, TypeRange results = {});

/// Stores `pointers` into a frame slot and returns it (an array of
/// pointers for a runtime call).
Value makePointerArray(OpBuilder &b, Location loc, Operation *anchor,
                       ArrayRef<Value> pointers);

/// The dense attribute of a cuda_tile literal in storage layout (tf32 as
/// f32 bits, other non-native floats as integers); 1-D.
FailureOr<DenseElementsAttr> toStorageLiteral(DenseElementsAttr value,
                                              const TileFacts &facts);

} // namespace mlir::cuda_tile::lowering

#endif // TILEKIT_LIB_CONVERSION_CUDATILETOSTANDARD_LOWERINGUTILS_H
