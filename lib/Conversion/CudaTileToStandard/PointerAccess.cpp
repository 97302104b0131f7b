//===- PointerAccess.cpp - Emitting pointer loads and stores --------------===//
//
// load_ptr_tko and store_ptr_tko go through the runtime, which checks every
// lane against the launch's memory map (caching the last allocation, as the
// interpreter does), applies masks and padding, and performs the access
// with the declared ordering (weak: plain; otherwise a host atomic of that
// order, counted as a synchronizing operation for forward progress).
//
// Weak accesses of tiles held in registers first try a compiled fast path:
// the range of the active lanes' addresses (min, max, and their OR for the
// alignment) is checked once against one allocation
// (tilekit_jit_access_fits), then a dense row is one masked vector load or
// store, and other tiles a loop over the lanes (in lane order, as the
// interpreter's, for overlapping stores; a loop rather than LLVM's unrolled
// gathers and scatters keeps compile time low). When the
// range does not fit one allocation, the runtime path above decides lane by
// lane and reports the first bad lane exactly as the interpreter does.
//
// Accesses of lanes across blocks (kLanesParamAttr, BlockLanes.h) have
// their own path: every lane checked against its parameter's buffer, a
// fault leaves the group (which then reruns block by block), and stores
// keep an undo record.
//
//===----------------------------------------------------------------------===//

#include "PointerAccess.h"
#include "LaneForms.h"
#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::cuda_tile::lowering {

std::pair<Value, Value> emitCachedFit(OpBuilder &b, Location loc, Operation *op,
                                      bool write) {
  Value ctx = getEntryArg(op, abi::kContext);
  int64_t slot =
      write ? abi::kContextWriteFitOffset : abi::kContextReadFitOffset;
  Type i64 = b.getI64Type();
  Value begin = LLVM::LoadOp::create(b, loc, i64,
                                     gep(b, loc, ctx, b.getI8Type(), slot), 8);
  Value end = LLVM::LoadOp::create(
      b, loc, i64, gep(b, loc, ctx, b.getI8Type(), slot + 8), 8);
  return {begin, end};
}

Value emitFitsTest(OpBuilder &b, Location loc, Operation *op, Value lo,
                   Value hi, Value bits, unsigned bytes, bool write) {
  // [lo, hi + bytes) inside the cached [begin, end), aligned. An empty
  // slot ({0, 0}) fails `hi < end`, which also keeps hi + bytes from
  // wrapping.
  auto [begin, end] = emitCachedFit(b, loc, op, write);
  auto ult = [&](arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y).getResult();
  };
  Value last = arith::AddIOp::create(b, loc, hi, constI64(b, loc, bytes));
  Value aligned =
      ult(arith::CmpIPredicate::eq,
          arith::AndIOp::create(b, loc, bits, constI64(b, loc, bytes - 1)),
          constI64(b, loc, 0));
  Value cached = arith::AndIOp::create(
      b, loc,
      arith::AndIOp::create(b, loc, ult(arith::CmpIPredicate::uge, lo, begin),
                            ult(arith::CmpIPredicate::ult, hi, end)),
      arith::AndIOp::create(b, loc, ult(arith::CmpIPredicate::ule, last, end),
                            aligned));
  auto branch = scf::IfOp::create(
      b, loc, cached,
      [&](OpBuilder &tb, Location tloc) {
        scf::YieldOp::create(
            tb, tloc,
            arith::ConstantOp::create(tb, tloc, tb.getBoolAttr(true))
                .getResult());
      },
      [&](OpBuilder &eb, Location eloc) {
        scf::YieldOp::create(
            eb, eloc,
            callRuntime(eb, eloc, op, "tilekit_jit_access_fits",
                        {getEntryArg(op, abi::kContext), lo, hi, bits,
                         constI32(eb, eloc, bytes), constI32(eb, eloc, write)},
                        {eb.getI1Type()}));
      });
  return branch.getResult(0);
}

namespace pointer {

/// Memory of an optional tile operand, or null.
Value spillOptional(OpBuilder &b, Location loc, Operation *anchor,
                    const TypeConverter *converter, Value original,
                    Value converted) {
  if (!original)
    return nullPtr(b, loc);
  FailureOr<TileFacts> facts = factsOf(converter, original.getType());
  return spillToMemory(b, loc, anchor, converted, *facts);
}

bool allTiles(const TypeConverter *converter, ValueRange values) {
  for (Value v : values)
    if (v && failed(factsOf(converter, v.getType())))
      return false;
  return true;
}

/// Whether an access of `elements` (register tiles of plain storage: no
/// narrow integers, whose loaded bytes need normalizing) with `ordering` may
/// take the compiled fast path.
bool hasFastPath(MemoryOrderingSemantics ordering, const TileFacts &elements) {
  return ordering == MemoryOrderingSemantics::WEAK &&
         elements.registerType == elements.storageType &&
         (!elements.isBuffer() || elements.numElements % kChunkLanes == 0);
}

/// `value` where `mask` holds, `otherwise` elsewhere (no mask: `value`).
Value selectActive(OpBuilder &b, Location loc, Value mask, Value value,
                   int64_t otherwise) {
  if (!mask)
    return value;
  return arith::SelectOp::create(b, loc, mask, value,
                                 constInt(b, loc, value.getType(), otherwise));
}

Value reduce(OpBuilder &b, Location loc, vector::CombiningKind kind,
             Value value) {
  if (!isa<VectorType>(value.getType()))
    return value;
  return vector::ReductionOp::create(b, loc, kind, value);
}

/// i1: the active lanes of `ptrs` (i64 scalar or vector) lie in one
/// allocation, aligned to `bytes`, writable when `write` (true when no lane
/// is active).
Value emitAccessFits(OpBuilder &b, Location loc, Operation *op, Value ptrs,
                     Value mask, unsigned bytes, bool write) {
  Value lo = reduce(b, loc, vector::CombiningKind::MINUI,
                    selectActive(b, loc, mask, ptrs, -1));
  Value active = selectActive(b, loc, mask, ptrs, 0);
  Value hi = reduce(b, loc, vector::CombiningKind::MAXUI, active);
  Value bits = reduce(b, loc, vector::CombiningKind::OR, active);
  return emitFitsTest(b, loc, op, lo, hi, bits, bytes, write);
}

Value toPointer(OpBuilder &b, Location loc, Value address) {
  return LLVM::IntToPtrOp::create(b, loc, getPtrType(b.getContext()), address);
}

Value allLanes(OpBuilder &b, Location loc, VectorType type) {
  return constInt(b, loc, VectorType::get(type.getShape(), b.getI1Type()), 1);
}

Value zeroOf(OpBuilder &b, Location loc, Type type) {
  return arith::ConstantOp::create(b, loc,
                                   cast<TypedAttr>(b.getZeroAttr(type)));
}

/// Strides (in elements) at which the lanes of a vector access are served
/// by one masked load or store of the span they cover and a shuffle, when
/// their addresses step by that stride at run time (contiguous rows, the
/// channels of interleaved pixels, complex pairs). Spans of strides above 1
/// stay within kMaxSpanBytes (a few vector registers).
constexpr int64_t kMaxSpanStride = 4;
constexpr int64_t kMaxSpanBytes = 256;

/// The strides an access of `lanes` elements of `bytes` bytes may take.
SmallVector<int64_t> spanStrides(int64_t lanes, unsigned bytes) {
  SmallVector<int64_t> strides = {1};
  for (int64_t k = 2; k <= kMaxSpanStride && lanes > 1; ++k)
    if (lanes * k * bytes <= kMaxSpanBytes)
      strides.push_back(k);
  return strides;
}

/// The run-time case of `ptrs` (a vector): k when lane i's address is
/// ptrs[0] + i * k * bytes for every lane, masked-off lanes included, for a
/// k of `strides`; 0 otherwise. `base` = ptrs[0].
Value emitStrideCase(OpBuilder &b, Location loc, Value ptrs, unsigned bytes,
                     ArrayRef<int64_t> strides, Value &base,
                     Value knownAffine = {}) {
  auto type = cast<VectorType>(ptrs.getType());
  int64_t n = type.getNumElements();
  base = vector::ExtractOp::create(b, loc, ptrs, ArrayRef<int64_t>{0});
  if (n == 1)
    return constI64(b, loc, 1);
  Value step = arith::SubIOp::create(
      b, loc, vector::ExtractOp::create(b, loc, ptrs, ArrayRef<int64_t>{1}),
      base);
  Value which = constI64(b, loc, 0);
  for (int64_t k : strides)
    which = arith::SelectOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, step,
                              constI64(b, loc, k * bytes)),
        constI64(b, loc, k), which);
  // Lanes known affine (LaneForms.h) need no comparison of every lane.
  if (knownAffine)
    return arith::SelectOp::create(b, loc, knownAffine, which,
                                   constI64(b, loc, 0));
  SmallVector<APInt> iota;
  for (int64_t i = 0; i < n; ++i)
    iota.push_back(APInt(64, uint64_t(i)));
  Value expected = arith::AddIOp::create(
      b, loc, vector::BroadcastOp::create(b, loc, type, base),
      arith::MulIOp::create(
          b, loc,
          arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, iota)),
          vector::BroadcastOp::create(b, loc, type, step)));
  Value regular = vector::ReductionOp::create(
      b, loc, vector::CombiningKind::AND,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, ptrs, expected));
  return arith::SelectOp::create(b, loc, regular, which, constI64(b, loc, 0));
}

using StridedBody = llvm::function_ref<SmallVector<Value>(
    OpBuilder &, Location, int64_t stride, Value base)>;
using OtherBody = llvm::function_ref<SmallVector<Value>(OpBuilder &, Location)>;

/// Dispatches a vector access of `ptrs` on its run-time stride (above):
/// `strided` for each stride that spanStrides allows, `other` for the rest.
SmallVector<Value> emitByStride(OpBuilder &b, Location loc, Value ptrs,
                                unsigned bytes, TypeRange results,
                                StridedBody strided, OtherBody other,
                                Value knownAffine = {}) {
  auto type = cast<VectorType>(ptrs.getType());
  SmallVector<int64_t> strides = spanStrides(type.getNumElements(), bytes);
  Value base;
  Value which = emitStrideCase(b, loc, ptrs, bytes, strides, base, knownAffine);
  auto dispatch = scf::IndexSwitchOp::create(
      b, loc, results,
      arith::IndexCastOp::create(b, loc, b.getIndexType(), which), strides,
      strides.size());
  auto fill = [&](Region &region, auto body) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&region.emplaceBlock());
    scf::YieldOp::create(b, loc, body());
  };
  for (auto [k, region] : llvm::zip(strides, dispatch.getCaseRegions()))
    fill(region, [&] { return strided(b, loc, k, base); });
  fill(dispatch.getDefaultRegion(), [&] { return other(b, loc); });
  return SmallVector<Value>(dispatch.getResults());
}

/// Positions of a span of n * k elements: lane i's element at i * k.
/// `spread`: position j takes lane j / k; `masked`: positions off the
/// lanes take element n of the second operand (false).
SmallVector<int64_t> spanPositions(int64_t n, int64_t k, bool masked) {
  SmallVector<int64_t> positions;
  for (int64_t j = 0; j < n * k; ++j)
    positions.push_back(!masked || j % k == 0 ? j / k : n);
  return positions;
}

/// The mask of the span of lanes `mask` at stride k.
Value spanMask(OpBuilder &b, Location loc, Value mask, int64_t k) {
  if (k == 1)
    return mask;
  auto type = cast<VectorType>(mask.getType());
  Value off = constInt(b, loc, type, 0);
  return vector::ShuffleOp::create(
      b, loc, mask, off, spanPositions(type.getNumElements(), k, true));
}

/// The address of lane `lane` of a row of `bytes`-byte elements from
/// `first`.
Value rowChunkBase(OpBuilder &b, Location loc, Value first, Value lane,
                   unsigned bytes) {
  return arith::AddIOp::create(
      b, loc, first,
      arith::MulIOp::create(b, loc, lane, constI64(b, loc, bytes)));
}

/// Lanes at base + i * k elements: one masked load of their span (only the
/// active lanes' elements are read), `padding` in the inactive lanes.
Value emitSpanLoad(OpBuilder &b, Location loc, Value base, int64_t k,
                   Value mask, Value padding, VectorType type, unsigned align) {
  Value address = toPointer(b, loc, base);
  if (k == 1)
    return LLVM::MaskedLoadOp::create(b, loc, type, address, mask, padding,
                                      align);
  int64_t n = type.getNumElements();
  auto span = VectorType::get({n * k}, type.getElementType());
  Value spreadPadding = vector::ShuffleOp::create(b, loc, padding, padding,
                                                  spanPositions(n, k, false));
  Value loaded = LLVM::MaskedLoadOp::create(
      b, loc, span, address, spanMask(b, loc, mask, k), spreadPadding, align);
  SmallVector<int64_t> lanes;
  for (int64_t i = 0; i < n; ++i)
    lanes.push_back(i * k);
  return vector::ShuffleOp::create(b, loc, loaded, loaded, lanes);
}

/// Stores the active lanes of `data` at base + i * k elements: one masked
/// store of their span (distinct addresses, so the order of lanes is moot).
void emitSpanStore(OpBuilder &b, Location loc, Value base, int64_t k,
                   Value data, Value mask, unsigned align) {
  Value address = toPointer(b, loc, base);
  if (k != 1) {
    int64_t n = cast<VectorType>(data.getType()).getNumElements();
    data = vector::ShuffleOp::create(b, loc, data, data,
                                     spanPositions(n, k, false));
  }
  LLVM::MaskedStoreOp::create(b, loc, data, address, spanMask(b, loc, mask, k),
                              b.getI32IntegerAttr(align));
}

/// A vector load of the lanes at `ptrs`: one span load at their run-time
/// stride (emitByStride), `other` for any other stride.
Value emitStridedLoad(OpBuilder &b, Location loc, Value ptrs, Value mask,
                      Value padding, VectorType type, unsigned align,
                      llvm::function_ref<Value(OpBuilder &, Location)> other,
                      Value knownAffine = {}) {
  return emitByStride(
      b, loc, ptrs, align, {type},
      [&](OpBuilder &nb, Location nloc, int64_t k, Value base) {
        return SmallVector<Value>{
            emitSpanLoad(nb, nloc, base, k, mask, padding, type, align)};
      },
      [&](OpBuilder &nb, Location nloc) {
        return SmallVector<Value>{other(nb, nloc)};
      },
      knownAffine)[0];
}

/// Stores `value` (a vector) into a fresh frame slot of `anchor`.
Value spillVector(OpBuilder &b, Location loc, Operation *anchor, Value value) {
  auto type = cast<VectorType>(value.getType());
  Type element = type.getElementType();
  if (element.isInteger(1)) {
    element = b.getI8Type();
    value = arith::ExtUIOp::create(
        b, loc, VectorType::get(type.getShape(), element), value);
  }
  unsigned bytes = std::max<unsigned>(1, element.getIntOrFloatBitWidth() / 8);
  Value slot = allocateFrameSlot(b, loc, anchor, type.getNumElements() * bytes);
  LLVM::StoreOp::create(b, loc, value, slot, bytes);
  return slot;
}

/// Runs `body(b, loc, lane)` for lanes 0 .. n - 1 in order (a loop, not
/// unrolled: gathers and scatters of many lanes stay small code).
void forEachLane(OpBuilder &b, Location loc, int64_t n,
                 llvm::function_ref<void(OpBuilder &, Location, Value)> body) {
  scf::ForOp::create(b, loc, constI64(b, loc, 0), constI64(b, loc, n),
                     constI64(b, loc, 1), ValueRange{},
                     [&](OpBuilder &nb, Location nloc, Value lane, ValueRange) {
                       body(nb, nloc, lane);
                       scf::YieldOp::create(nb, nloc);
                     });
}

/// Whether lane `lane` of a spilled mask (bytes; null: every lane) is on.
Value laneIsActive(OpBuilder &b, Location loc, Value maskSlot, Value lane) {
  if (!maskSlot)
    return constInt(b, loc, b.getI1Type(), 1);
  Value byte = LLVM::LoadOp::create(
      b, loc, b.getI8Type(), gep(b, loc, maskSlot, b.getI8Type(), lane), 1);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, byte,
                               constInt(b, loc, b.getI8Type(), 0));
}

/// The lane loop of a gather or scatter: for each active lane in order,
/// `slot[lane]` = the element at `ptrs[lane]` (a load), or the element at
/// `ptrs[lane]` = `slot[lane]` (a store, `toMemory`).
void copyActiveLanes(OpBuilder &b, Location loc, Operation *op, Value ptrs,
                     Value mask, Value slot, VectorType vector, unsigned align,
                     bool toMemory) {
  Type element = vector.getElementType();
  Value ptrSlot = spillVector(b, loc, op, ptrs);
  Value maskSlot = mask ? spillVector(b, loc, op, mask) : Value();
  forEachLane(
      b, loc, vector.getNumElements(),
      [&](OpBuilder &lb, Location lloc, Value lane) {
        Value on = laneIsActive(lb, lloc, maskSlot, lane);
        scf::IfOp::create(lb, lloc, on, [&](OpBuilder &ib, Location iloc) {
          Value address = LLVM::LoadOp::create(
              ib, iloc, ib.getI64Type(),
              gep(ib, iloc, ptrSlot, ib.getI64Type(), lane), 8);
          Value memory = toPointer(ib, iloc, address);
          Value slotElement = gep(ib, iloc, slot, element, lane);
          Value from = toMemory ? slotElement : memory;
          Value to = toMemory ? memory : slotElement;
          Value value = LLVM::LoadOp::create(ib, iloc, element, from, align);
          LLVM::StoreOp::create(ib, iloc, value, to, align);
          scf::YieldOp::create(ib, iloc);
        });
      });
}

/// The loaded register tile of a fast load, padding (or zero) in the
/// inactive lanes. Vectors: a masked load of the span of lanes at a small
/// stride (contiguous included), otherwise a loop over the lanes (the
/// active ones load, the others take the padding).
/// Scalars: a guarded load.
Value emitFastLoad(OpBuilder &b, Location loc, Operation *op, Value ptrs,
                   Value mask, Value padding, Type type, unsigned align) {
  Value passThru = padding ? padding : zeroOf(b, loc, type);
  if (auto vector = dyn_cast<VectorType>(type)) {
    Value lanes = mask ? mask : allLanes(b, loc, vector);
    return emitStridedLoad(
        b, loc, ptrs, lanes, passThru, vector, align,
        [&](OpBuilder &nb, Location nloc) -> Value {
          Value out = spillVector(nb, nloc, op, passThru);
          copyActiveLanes(nb, nloc, op, ptrs, mask, out, vector, align,
                          /*toMemory=*/false);
          return LLVM::LoadOp::create(nb, nloc, type, out, align);
        });
  }
  auto load = [&](OpBuilder &nb, Location nloc) {
    return LLVM::LoadOp::create(nb, nloc, type, toPointer(nb, nloc, ptrs),
                                align)
        .getResult();
  };
  if (!mask)
    return load(b, loc);
  auto guarded = scf::IfOp::create(
      b, loc, mask,
      [&](OpBuilder &nb, Location nloc) {
        scf::YieldOp::create(nb, nloc, load(nb, nloc));
      },
      [&](OpBuilder &nb, Location nloc) {
        scf::YieldOp::create(nb, nloc, passThru);
      });
  return guarded.getResult(0);
}

/// A fast store: a masked store of the span of lanes at a small stride
/// (contiguous included), otherwise a loop over the
/// lanes in order (as the interpreter's: the last lane wins on equal
/// addresses) for vectors; a guarded store for scalars.
void emitFastStore(OpBuilder &b, Location loc, Operation *op, Value ptrs,
                   Value data, Value mask, unsigned align) {
  if (auto vector = dyn_cast<VectorType>(data.getType())) {
    Value lanes = mask ? mask : allLanes(b, loc, vector);
    emitByStride(
        b, loc, ptrs, align, {},
        [&](OpBuilder &nb, Location nloc, int64_t k, Value base) {
          emitSpanStore(nb, nloc, base, k, data, lanes, align);
          return SmallVector<Value>{};
        },
        [&](OpBuilder &nb, Location nloc) {
          copyActiveLanes(nb, nloc, op, ptrs, mask,
                          spillVector(nb, nloc, op, data), vector, align,
                          /*toMemory=*/true);
          return SmallVector<Value>{};
        });
    return;
  }
  auto store = [&](OpBuilder &nb, Location nloc) {
    LLVM::StoreOp::create(nb, nloc, data, toPointer(nb, nloc, ptrs), align);
  };
  if (!mask) {
    store(b, loc);
    return;
  }
  scf::IfOp::create(b, loc, mask, [&](OpBuilder &nb, Location nloc) {
    store(nb, nloc);
    scf::YieldOp::create(nb, nloc);
  });
}

/// Runs `body(b, loc, firstLane)` for each chunk of kChunkLanes lanes of a
/// tile of `n` lanes, threading `carried` through.
SmallVector<Value>
forEachChunk(OpBuilder &b, Location loc, int64_t n, ValueRange carried,
             llvm::function_ref<SmallVector<Value>(OpBuilder &, Location, Value,
                                                   ValueRange)>
                 body) {
  auto loop = scf::ForOp::create(
      b, loc, constI64(b, loc, 0), constI64(b, loc, n),
      constI64(b, loc, kChunkLanes), carried,
      [&](OpBuilder &nb, Location nloc, Value lane, ValueRange values) {
        scf::YieldOp::create(nb, nloc, body(nb, nloc, lane, values));
      });
  return SmallVector<Value>(loop.getResults());
}

/// The registers of chunk `lane` of a buffer tile (null for a null buffer).
Value loadChunk(OpBuilder &b, Location loc, Value buffer,
                const TileFacts *facts, Value lane) {
  if (!buffer || !facts)
    return {};
  return loadElements(b, loc, gep(b, loc, buffer, facts->storageType, lane),
                      *facts, kChunkLanes, /*scalar=*/false);
}

ChunkSource ChunkSource::take(ConversionPatternRewriter &rewriter,
                              const TypeConverter *converter, Operation *op,
                              Value original, Value converted,
                              const TileFacts *facts) {
  ChunkSource source{converted, facts, {}};
  if (original && facts && facts->isBuffer()) {
    SmallVector<BufferRead> reads;
    source.generator =
        takeFusedOperand(rewriter, converter, original, op, reads);
  }
  return source;
}

Value ChunkSource::chunk(OpBuilder &b, Location loc, Value lane) const {
  if (generator)
    return generator(b, loc, lane, kChunkLanes);
  return loadChunk(b, loc, buffer, facts, lane);
}

Value ChunkSource::materialize(OpBuilder &b, Location loc,
                               Operation *op) const {
  if (!generator)
    return buffer;
  Value out = allocateFrameSlot(b, loc, op, facts->bytes());
  forEachChunk(b, loc, facts->numElements, {},
               [&](OpBuilder &cb, Location cloc, Value lane, ValueRange) {
                 storeElements(cb, cloc, chunk(cb, cloc, lane),
                               gep(cb, cloc, out, facts->storageType, lane),
                               *facts);
                 return SmallVector<Value>{};
               });
  return out;
}

/// emitAccessFits over a tile held in a frame buffer, chunk by chunk. With
/// `dense`, the same pass also finds whether every lane is active and lane
/// i lies at lane 0 + i * bytes (`dense`, i1), lane 0's address in
/// `first`.
Value emitBufferAccessFits(OpBuilder &b, Location loc, Operation *op,
                           const ChunkSource &ptrs, const ChunkSource &mask,
                           unsigned bytes, bool write, Value *dense,
                           Value *first, Value *contiguous) {
  // The chunks fold lane-wise into vectors (min, max and OR of the active
  // lanes, the dense test), reduced across lanes once after the loop.
  auto type = VectorType::get({kChunkLanes}, b.getI64Type());
  auto flags = VectorType::get({kChunkLanes}, b.getI1Type());
  SmallVector<Value> init = {constInt(b, loc, type, -1),
                             constInt(b, loc, type, 0),
                             constInt(b, loc, type, 0)};
  Value offsets;
  bool row = dense || contiguous;
  if (row) {
    Value lane0 = ptrs.chunk(b, loc, constI64(b, loc, 0));
    *first = vector::ExtractOp::create(b, loc, lane0, ArrayRef<int64_t>{0});
    SmallVector<APInt> steps;
    for (int64_t i = 0; i < kChunkLanes; ++i)
      steps.push_back(APInt(64, uint64_t(i) * bytes));
    offsets =
        arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, steps));
    // Lanes at first + i elements; every lane active.
    init.push_back(constInt(b, loc, flags, 1));
    init.push_back(constInt(b, loc, flags, 1));
  }
  SmallVector<Value> folded = forEachChunk(
      b, loc, ptrs.facts->numElements, init,
      [&](OpBuilder &nb, Location nloc, Value lane, ValueRange acc) {
        Value p = ptrs.chunk(nb, nloc, lane);
        Value m = mask.chunk(nb, nloc, lane);
        Value active = selectActive(nb, nloc, m, p, 0);
        SmallVector<Value> next = {
            arith::MinUIOp::create(nb, nloc, acc[0],
                                   selectActive(nb, nloc, m, p, -1)),
            arith::MaxUIOp::create(nb, nloc, acc[1], active),
            arith::OrIOp::create(nb, nloc, acc[2], active)};
        if (row) {
          Value start = rowChunkBase(nb, nloc, *first, lane, bytes);
          Value expected = arith::AddIOp::create(
              nb, nloc, vector::BroadcastOp::create(nb, nloc, type, start),
              offsets);
          next.push_back(arith::AndIOp::create(
              nb, nloc, acc[3],
              arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq, p,
                                    expected)));
          next.push_back(
              m ? arith::AndIOp::create(nb, nloc, acc[4], m).getResult()
                : acc[4]);
        }
        return next;
      });
  Value lo = reduce(b, loc, vector::CombiningKind::MINUI, folded[0]);
  Value hi = reduce(b, loc, vector::CombiningKind::MAXUI, folded[1]);
  Value bits = reduce(b, loc, vector::CombiningKind::OR, folded[2]);
  if (row) {
    Value inRow = reduce(b, loc, vector::CombiningKind::AND, folded[3]);
    if (contiguous)
      *contiguous = inRow;
    if (dense)
      *dense = arith::AndIOp::create(
          b, loc, inRow, reduce(b, loc, vector::CombiningKind::AND, folded[4]));
  }
  return emitFitsTest(b, loc, op, lo, hi, bits, bytes, write);
}

/// emitBufferAccessFits for a pointer tile whose lanes are affine
/// (LaneForms.h: lane i at p0 + i * step, modulo 2^64) with `count` active
/// lanes, the first ones: the range from lanes 0 and 1 and the count, no
/// pass over the lanes. Active lanes whose addresses wrap past 2^64 fail
/// the test (the runtime then checks lane by lane).
Value emitAffineAccessFits(OpBuilder &b, Location loc, Operation *op,
                           const ChunkSource &ptrs, Value count, bool checkLast,
                           unsigned bytes, bool write, Value *dense,
                           Value *first, Value *contiguous) {
  Type i64 = b.getI64Type(), i128 = b.getIntegerType(128);
  int64_t lanes = ptrs.facts->numElements;
  Value lane0 = ptrs.chunk(b, loc, constI64(b, loc, 0));
  Value p0 = vector::ExtractOp::create(b, loc, lane0, ArrayRef<int64_t>{0});
  Value p1 = vector::ExtractOp::create(b, loc, lane0, ArrayRef<int64_t>{1});
  Value step = arith::SubIOp::create(b, loc, p1, p0);
  auto cmp = [&](arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y).getResult();
  };
  Value isRow = cmp(arith::CmpIPredicate::eq, step, constI64(b, loc, bytes));
  *first = p0;
  if (contiguous)
    *contiguous = isRow;
  if (dense)
    *dense = arith::AndIOp::create(
        b, loc, isRow,
        cmp(arith::CmpIPredicate::eq, count, constI64(b, loc, lanes)));
  // The last active lane's address, exactly: p0 + (count - 1) * step.
  Value any = cmp(arith::CmpIPredicate::ne, count, constI64(b, loc, 0));
  Value lastLane = arith::SubIOp::create(
      b, loc, arith::MaxUIOp::create(b, loc, count, constI64(b, loc, 1)),
      constI64(b, loc, 1));
  Value end = arith::AddIOp::create(
      b, loc, arith::ExtUIOp::create(b, loc, i128, p0),
      arith::MulIOp::create(b, loc, arith::ExtSIOp::create(b, loc, i128, step),
                            arith::ExtUIOp::create(b, loc, i128, lastLane)));
  Value wraps =
      cmp(arith::CmpIPredicate::ne,
          arith::TruncIOp::create(
              b, loc, i64,
              arith::ShRUIOp::create(b, loc, end,
                                     arith::ConstantOp::create(
                                         b, loc, b.getIntegerAttr(i128, 64)))),
          constI64(b, loc, 0));
  Value pLast = arith::TruncIOp::create(b, loc, i64, end);
  Value lo = arith::SelectOp::create(b, loc, any,
                                     arith::MinUIOp::create(b, loc, p0, pLast),
                                     constI64(b, loc, -1));
  Value hi = arith::SelectOp::create(b, loc, any,
                                     arith::MaxUIOp::create(b, loc, p0, pLast),
                                     constI64(b, loc, 0));
  // Every active lane aligned: lane 0 and, with two or more, the step.
  Value several = cmp(arith::CmpIPredicate::ugt, count, constI64(b, loc, 1));
  Value bits = arith::SelectOp::create(
      b, loc, any,
      arith::OrIOp::create(
          b, loc, p0,
          arith::SelectOp::create(b, loc, several, step, constI64(b, loc, 0))),
      constI64(b, loc, 0));
  Value fits = emitFitsTest(b, loc, op, lo, hi, bits, bytes, write);
  Value bad = arith::AndIOp::create(b, loc, any, wraps);
  if (checkLast) {
    // Offsets that wrapped at their width put the last lane elsewhere than
    // lane 0 + (n - 1) * step (LaneForms.h); the runtime then decides.
    Value lastChunk = ptrs.chunk(b, loc, constI64(b, loc, lanes - kChunkLanes));
    Value actual = vector::ExtractOp::create(
        b, loc, lastChunk, ArrayRef<int64_t>{kChunkLanes - 1});
    Value predicted = arith::AddIOp::create(
        b, loc, p0,
        arith::MulIOp::create(b, loc, step, constI64(b, loc, lanes - 1)));
    bad = arith::OrIOp::create(
        b, loc, bad, cmp(arith::CmpIPredicate::ne, actual, predicted));
  }
  return arith::AndIOp::create(
      b, loc, fits,
      arith::XOrIOp::create(b, loc, bad, constInt(b, loc, b.getI1Type(), 1)));
}

/// The count of active lanes of a pointer access whose lanes are affine
/// and whose mask (if any) is a prefix of lanes, emitted before the access;
/// null when the access is not of that form (LaneForms.h).
Value emitAffineLaneCount(ConversionPatternRewriter &rewriter, Location loc,
                          Value pointers, Value mask, int64_t lanes,
                          bool &checkLast) {
  LaneForm form = getLaneForm(pointers);
  checkLast = form == LaneForm::CheckedAffine;
  if ((form != LaneForm::Affine && form != LaneForm::Uniform && !checkLast) ||
      lanes < 2 || lanes % kChunkLanes != 0)
    return {};
  if (!mask)
    return constI64(rewriter, loc, lanes);
  std::optional<PrefixMask> prefix = matchPrefixMask(mask);
  if (!prefix)
    return {};
  return emitPrefixLength(rewriter, loc, rewriter, *prefix, lanes);
}

/// i1: the lanes of the narrow integer vector `lanes`, extended (signed or
/// not) to 64 bits, form an exact arithmetic progression. For lanes affine
/// modulo 2^width, whose wrap count grows by at most one per lane, the
/// first, second and last lanes decide it.
Value emitExactProgression(OpBuilder &b, Location loc, Value lanes,
                           bool isSigned) {
  auto type = cast<VectorType>(lanes.getType());
  int64_t n = type.getNumElements();
  Type i64 = b.getI64Type();
  auto lane = [&](int64_t i) -> Value {
    Value v = vector::ExtractOp::create(b, loc, lanes, ArrayRef<int64_t>{i});
    if (v.getType() == i64)
      return v;
    if (isSigned)
      return arith::ExtSIOp::create(b, loc, i64, v);
    return arith::ExtUIOp::create(b, loc, i64, v);
  };
  if (n < 3)
    return constInt(b, loc, b.getI1Type(), 1);
  Value first = lane(0);
  Value step = arith::SubIOp::create(b, loc, lane(1), first);
  Value expected = arith::AddIOp::create(
      b, loc, first,
      arith::MulIOp::create(b, loc, step, constI64(b, loc, n - 1)));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane(n - 1),
                               expected);
}

/// i1, for lanes at p0 + i * step (every lane, masked-off ones included):
/// lanes 0 and n - 1 lie in [begin, begin + limit], the step is at most
/// `limit` and lane 0 below 2^62 (so the lanes between do not wrap and lie
/// between them), and lane 0 and the step are aligned to `bytes`. Then no
/// lane can fault; otherwise the lanes are tested one by one.
Value emitAffineLanesInside(OpBuilder &b, Location loc, Value pointers,
                            Value begin, Value limit, int64_t bytes) {
  auto type = cast<VectorType>(pointers.getType());
  int64_t n = type.getNumElements();
  auto cmp = [&](arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y).getResult();
  };
  auto lane = [&](int64_t i) -> Value {
    return vector::ExtractOp::create(b, loc, pointers, ArrayRef<int64_t>{i});
  };
  Value p0 = lane(0), last = lane(n - 1);
  Value step = n > 1 ? arith::SubIOp::create(b, loc, lane(1), p0).getResult()
                     : constI64(b, loc, 0);
  auto inside = [&](Value p) {
    return cmp(arith::CmpIPredicate::ule,
               arith::SubIOp::create(b, loc, p, begin), limit);
  };
  Value negative = cmp(arith::CmpIPredicate::slt, step, constI64(b, loc, 0));
  Value magnitude = arith::SelectOp::create(
      b, loc, negative,
      arith::SubIOp::create(b, loc, constI64(b, loc, 0), step), step);
  Value ok = arith::AndIOp::create(b, loc, inside(p0), inside(last));
  ok = arith::AndIOp::create(
      b, loc, ok,
      arith::AndIOp::create(b, loc,
                            cmp(arith::CmpIPredicate::ule, magnitude, limit),
                            cmp(arith::CmpIPredicate::ult, p0,
                                constI64(b, loc, int64_t(1) << 62))));
  if (bytes > 1)
    ok = arith::AndIOp::create(
        b, loc, ok,
        cmp(arith::CmpIPredicate::eq,
            arith::AndIOp::create(b, loc,
                                  arith::OrIOp::create(b, loc, p0, step),
                                  constI64(b, loc, bytes - 1)),
            constI64(b, loc, 0)));
  return ok;
}

/// i1: the widened access's pointer tile (`original`, before conversion)
/// is affine in the lane, its narrow extensions checked at run time; null
/// when its form is not affine (LaneForms.h).
Value emitLanesAffine(ConversionPatternRewriter &rewriter, Location loc,
                      Value original) {
  NarrowChecks checks;
  LaneForm form = getLaneForm(original, &checks);
  if (form != LaneForm::Affine && form != LaneForm::Uniform)
    return {};
  Value holds = constInt(rewriter, loc, rewriter.getI1Type(), 1);
  for (const NarrowCheck &check : checks) {
    Value lanes = rewriter.getRemappedValue(check.narrow);
    if (!lanes || !isa<VectorType>(lanes.getType()))
      return {};
    holds = arith::AndIOp::create(
        rewriter, loc, holds,
        emitExactProgression(rewriter, loc, lanes, check.isSigned));
  }
  return holds;
}

/// The inline check of a widened access (kLanesParamAttr): every active
/// lane inside the parameter's buffer and aligned, and `extraFault`
/// false; otherwise tilekit_jit_lanes_fault, which leaves to the runner.
void emitLanesCheck(OpBuilder &b, Location loc, Operation *op, int64_t param,
                    Value pointers, Value mask, int64_t bytes,
                    Value extraFault = {}, Value knownAffine = {}) {
  Type i64 = b.getI64Type();
  Type ptr = getPtrType(b.getContext());
  auto lanes = cast<VectorType>(pointers.getType());
  Value ctx = getEntryArg(op, abi::kContext);
  Value rangesAt =
      gep(b, loc, ctx, b.getI8Type(), abi::kContextLaneRangesOffset);
  Value ranges = LLVM::LoadOp::create(b, loc, ptr, rangesAt, 8);
  Value begin =
      LLVM::LoadOp::create(b, loc, i64, gep(b, loc, ranges, i64, 2 * param), 8);
  Value end = LLVM::LoadOp::create(b, loc, i64,
                                   gep(b, loc, ranges, i64, 2 * param + 1), 8);
  Value size = arith::SubIOp::create(b, loc, end, begin);
  Value tooSmall = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         size, constI64(b, loc, bytes));
  Value limit = arith::SubIOp::create(b, loc, size, constI64(b, loc, bytes));
  auto laneTest = [&](OpBuilder &b, Location loc) -> Value {
    Value offsets =
        arith::SubIOp::create(b, loc, pointers, splatTo(b, loc, begin, lanes));
    Value bad = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                      offsets, splatTo(b, loc, limit, lanes));
    if (bytes > 1) {
      Value low = arith::AndIOp::create(b, loc, pointers,
                                        constInt(b, loc, lanes, bytes - 1));
      bad = arith::OrIOp::create(
          b, loc, bad,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, low,
                                constInt(b, loc, lanes, 0)));
    }
    if (mask)
      bad = arith::AndIOp::create(b, loc, bad, mask);
    return vector::ReductionOp::create(b, loc, vector::CombiningKind::OR, bad);
  };
  Value anyBad;
  if (!knownAffine) {
    anyBad = laneTest(b, loc);
  } else {
    // Affine lanes (LaneForms.h): lanes 0 and n - 1 bound the others; only
    // when they do not pass does every lane get tested.
    Value quick = arith::AndIOp::create(
        b, loc, knownAffine,
        emitAffineLanesInside(b, loc, pointers, begin, limit, bytes));
    anyBad = scf::IfOp::create(
                 b, loc, quick,
                 [&](OpBuilder &tb, Location tloc) {
                   scf::YieldOp::create(tb, tloc,
                                        constInt(tb, tloc, tb.getI1Type(), 0));
                 },
                 [&](OpBuilder &eb, Location eloc) {
                   scf::YieldOp::create(eb, eloc, laneTest(eb, eloc));
                 })
                 .getResult(0);
  }
  Value fault = arith::OrIOp::create(b, loc, anyBad, tooSmall);
  if (extraFault)
    fault = arith::OrIOp::create(b, loc, fault, extraFault);
  auto check = scf::IfOp::create(b, loc, fault, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(check.thenBlock()->getTerminator());
  callRuntime(b, loc, op, "tilekit_jit_lanes_fault", {ctx});
}

/// Whether a widened access of `tile` through `pointers` (and `mask`) can
/// be inline: vectors whose elements are held as stored.
bool canInlineLanes(const TileFacts &tile, Value pointers, Value mask) {
  return tile.isVector() && tile.registerType == tile.storageType &&
         isa<VectorType>(pointers.getType()) &&
         (!mask || isa<VectorType>(mask.getType()));
}

Value laneAddresses(OpBuilder &b, Location loc, Value pointers) {
  auto lanes = cast<VectorType>(pointers.getType());
  auto type = VectorType::get(lanes.getShape(), getPtrType(b.getContext()));
  return LLVM::IntToPtrOp::create(b, loc, type, pointers);
}

/// A widened load of a vector tile: the check, then a masked gather with
/// the padding (zero without one) in the masked-off lanes. Null when the
/// tile does not fit.
Value emitLanesGather(ConversionPatternRewriter &b, Location loc,
                      LoadPtrTkoOp op, const TileFacts &result, int64_t param,
                      Value pointers, Value mask, Value padding) {
  if (!canInlineLanes(result, pointers, mask) ||
      (padding && padding.getType() != result.converted))
    return nullptr;
  Value affine = emitLanesAffine(b, loc, op.getSource());
  emitLanesCheck(b, loc, op, param, pointers, mask, result.storageBytes, {},
                 affine);
  auto vector = cast<VectorType>(result.converted);
  if (!mask)
    mask = allLanes(b, loc, cast<VectorType>(pointers.getType()));
  if (!padding)
    padding = zeroOf(b, loc, result.converted);
  unsigned align = result.storageBytes;
  return emitStridedLoad(
      b, loc, pointers, mask, padding, vector, align,
      [&](OpBuilder &nb, Location nloc) -> Value {
        return LLVM::masked_gather::create(
            nb, nloc, vector, laneAddresses(nb, nloc, pointers), mask,
            ValueRange{padding}, uint32_t(align));
      },
      affine);
}

/// A widened store of a vector tile: the check (which includes room for
/// the undo record), the record (addresses, mask, previous contents,
/// trailer; JitAbi.h), then a masked scatter, which stores the lanes in
/// order. False when the tile does not fit.
bool emitLanesScatter(ConversionPatternRewriter &b, Location loc,
                      StorePtrTkoOp op, const TileFacts &value, int64_t param,
                      Value pointers, Value data, Value mask) {
  if (!canInlineLanes(value, pointers, mask) ||
      data.getType() != value.converted)
    return false;
  Type i64 = b.getI64Type();
  Type ptr = getPtrType(b.getContext());
  auto lanes = cast<VectorType>(pointers.getType());
  int64_t n = lanes.getNumElements();
  int64_t bytes = value.storageBytes;
  uint64_t recordBytes = abi::undoRecordBytes(n, bytes);
  Value ctx = getEntryArg(op, abi::kContext);
  Value cursorAt =
      gep(b, loc, ctx, b.getI8Type(), abi::kContextUndoCursorOffset);
  Value endAt = gep(b, loc, ctx, b.getI8Type(), abi::kContextUndoEndOffset);
  Value cursor = LLVM::LoadOp::create(b, loc, ptr, cursorAt, 8);
  Value end = LLVM::LoadOp::create(b, loc, ptr, endAt, 8);
  Value room =
      arith::SubIOp::create(b, loc, LLVM::PtrToIntOp::create(b, loc, i64, end),
                            LLVM::PtrToIntOp::create(b, loc, i64, cursor));
  Value full = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, room,
                                     constI64(b, loc, recordBytes));
  Value affine = emitLanesAffine(b, loc, op.getDestination());
  emitLanesCheck(b, loc, op, param, pointers, mask, bytes, full, affine);
  if (!mask)
    mask = allLanes(b, loc, lanes);
  Value zero = zeroOf(b, loc, value.converted);
  auto vector = cast<VectorType>(value.converted);
  // The record, then the store, both by the lanes' run-time stride.
  auto record = [&](OpBuilder &nb, Location nloc, Value previous) {
    LLVM::StoreOp::create(nb, nloc, pointers, cursor, 1);
    Value maskBytes = arith::ExtUIOp::create(
        nb, nloc, VectorType::get(lanes.getShape(), nb.getI8Type()), mask);
    LLVM::StoreOp::create(nb, nloc, maskBytes,
                          gep(nb, nloc, cursor, nb.getI8Type(), 8 * n), 1);
    LLVM::StoreOp::create(nb, nloc, previous,
                          gep(nb, nloc, cursor, nb.getI8Type(), 9 * n), 1);
    LLVM::StoreOp::create(
        nb, nloc,
        constI64(nb, nloc, int64_t(uint64_t(n) | uint64_t(bytes) << 32)),
        gep(nb, nloc, cursor, nb.getI8Type(), int64_t(recordBytes) - 8), 1);
    LLVM::StoreOp::create(
        nb, nloc, gep(nb, nloc, cursor, nb.getI8Type(), int64_t(recordBytes)),
        cursorAt, 8);
  };
  emitByStride(
      b, loc, pointers, bytes, {},
      [&](OpBuilder &nb, Location nloc, int64_t k, Value base) {
        record(nb, nloc,
               emitSpanLoad(nb, nloc, base, k, mask, zero, vector, bytes));
        emitSpanStore(nb, nloc, base, k, data, mask, bytes);
        return SmallVector<Value>{};
      },
      [&](OpBuilder &nb, Location nloc) {
        Value addresses = laneAddresses(nb, nloc, pointers);
        record(nb, nloc,
               LLVM::masked_gather::create(nb, nloc, vector, addresses, mask,
                                           ValueRange{zero}, uint32_t(bytes)));
        LLVM::masked_scatter::create(nb, nloc, data, addresses, mask,
                                     uint32_t(bytes));
        return SmallVector<Value>{};
      },
      affine);
  return true;
}

} // namespace pointer
} // namespace mlir::cuda_tile::lowering
