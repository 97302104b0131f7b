//===- AtomicRules.cpp - atomic_cas_tko, atomic_rmw_tko, atomic_red_view_tko
//
// Each lane is one host atomic operation with the declared ordering, applied
// in lane order; every scope is honoured by system-wide host atomics. Masked
// lanes touch no memory; they return cmp[i] in atomic_cas_tko (as the
// specification says) and 0 in atomic_rmw_tko (implementation-defined
// there). Modes without a host instruction (min/max, float add) are
// compare-and-swap loops.
//
//===----------------------------------------------------------------------===//

#include "FloatSupport.h"
#include "RaceCheck.h"
#include "ViewAccess.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

/// The failure ordering of a compare-and-swap with success ordering
/// `order` (it may not release).
int failureOrder(int order) {
  return order == __ATOMIC_ACQUIRE || order == __ATOMIC_ACQ_REL
             ? __ATOMIC_ACQUIRE
             : __ATOMIC_RELAXED;
}

template <typename T>
bool casHost(uint64_t address, T &expected, T desired, int order) {
  return __atomic_compare_exchange_n(reinterpret_cast<T *>(address), &expected,
                                     desired, /*weak=*/false, order,
                                     failureOrder(order));
}

/// Compare-and-swap on `bytes` bytes; returns the old value.
uint64_t casBits(uint64_t address, unsigned bytes, uint64_t compare,
                 uint64_t desired, int order) {
  switch (bytes) {
  case 2: {
    uint16_t e = static_cast<uint16_t>(compare);
    casHost<uint16_t>(address, e, static_cast<uint16_t>(desired), order);
    return e;
  }
  case 4: {
    uint32_t e = static_cast<uint32_t>(compare);
    casHost<uint32_t>(address, e, static_cast<uint32_t>(desired), order);
    return e;
  }
  default: {
    uint64_t e = compare;
    casHost<uint64_t>(address, e, desired, order);
    return e;
  }
  }
}

/// The new value of a read-modify-write from `old` and `arg`.
uint64_t combine(AtomicRMWMode mode, ElemKind kind, uint64_t old,
                 uint64_t arg) {
  unsigned bits = getElemBits(kind);
  switch (mode) {
  case AtomicRMWMode::AND:
    return old & arg;
  case AtomicRMWMode::OR:
    return old | arg;
  case AtomicRMWMode::XOR:
    return old ^ arg;
  case AtomicRMWMode::ADD:
    return maskBits(old + arg, bits);
  case AtomicRMWMode::MAX:
    return signExtend(old, bits) >= signExtend(arg, bits) ? old : arg;
  case AtomicRMWMode::MIN:
    return signExtend(old, bits) <= signExtend(arg, bits) ? old : arg;
  case AtomicRMWMode::UMAX:
    return old >= arg ? old : arg;
  case AtomicRMWMode::UMIN:
    return old <= arg ? old : arg;
  case AtomicRMWMode::XCHG:
    return arg;
  case AtomicRMWMode::ADDF:
    switch (kind) {
    case ElemKind::F32:
      return f32ToBits(bitsToF32(old) + bitsToF32(arg));
    case ElemKind::F64:
      return f64ToBits(bitsToF64(old) + bitsToF64(arg));
    case ElemKind::F16:
      return floatToHalfBits(halfBitsToFloat(old) + halfBitsToFloat(arg));
    case ElemKind::BF16:
      return floatToBFloat16Bits(bfloat16BitsToFloat(old) +
                                 bfloat16BitsToFloat(arg));
    default:
      return old;
    }
  }
  return old;
}

/// One atomic read-modify-write; returns the old value.
uint64_t rmwHost(uint64_t address, unsigned bytes, AtomicRMWMode mode,
                 ElemKind kind, uint64_t arg, int order) {
  if (bytes == 4 || bytes == 8) {
    auto fetch = [&](auto *p, auto v) -> uint64_t {
      switch (mode) {
      case AtomicRMWMode::AND:
        return __atomic_fetch_and(p, v, order);
      case AtomicRMWMode::OR:
        return __atomic_fetch_or(p, v, order);
      case AtomicRMWMode::XOR:
        return __atomic_fetch_xor(p, v, order);
      case AtomicRMWMode::ADD:
        return __atomic_fetch_add(p, v, order);
      default:
        return __atomic_exchange_n(p, v, order);
      }
    };
    bool direct = mode == AtomicRMWMode::AND || mode == AtomicRMWMode::OR ||
                  mode == AtomicRMWMode::XOR || mode == AtomicRMWMode::ADD ||
                  mode == AtomicRMWMode::XCHG;
    if (direct)
      return bytes == 4 ? fetch(reinterpret_cast<uint32_t *>(address),
                                static_cast<uint32_t>(arg))
                        : fetch(reinterpret_cast<uint64_t *>(address), arg);
  }
  uint64_t old = loadHost(address, bytes, __ATOMIC_RELAXED);
  while (true) {
    uint64_t desired = combine(mode, kind, old, arg);
    uint64_t seen = casBits(address, bytes, old, desired, order);
    if (seen == old)
      return old;
    old = seen;
  }
}

Flow checkAtomicAddress(Frame &frame, Operation *op,
                        llvm::ArrayRef<int64_t> shape, int64_t lane,
                        uint64_t address, unsigned bytes,
                        const Allocation *&last) {
  if (!last || !last->contains(address, bytes))
    last = findAllocation(frame, address, bytes);
  if (!last || address % bytes != 0)
    return failAccess(frame, op, "out-of-bounds atomic access", shape, lane,
                      address, bytes);
  if (!last->admitWrite())
    return fail(frame, op, "atomic access to " + last->name + " (constant)");
  return Flow::Next;
}

/// The step of an atomic op on a tile of pointers: for each unmasked lane,
/// checks the address and calls `apply(frame, lane, address)`, which
/// returns the old value; a masked lane touches no memory and yields
/// `masked(frame, lane)`. Under --check each lane is also a write for the
/// race checker (a failed compare-and-swap too), and synchronizes as
/// `site`'s ordering says.
template <typename Apply, typename Masked>
Step makeLaneStep(Operation *op, const TileInfo &tile, unsigned ptrs, int mask,
                  unsigned out, AccessSiteRef site, Apply apply,
                  Masked masked) {
  return [=](Frame &frame) {
    if (!noteSyncOperation(frame))
      return Flow::Fault;
    RaceChecker *race = frame.launch->race;
    AccessEvent event;
    if (race)
      race->begin(frame, *site, event);
    unsigned bytes = tile.elemBytes;
    const uint64_t *p = frame.slots[ptrs]->as<uint64_t>();
    const uint8_t *m = mask >= 0 ? frame.slots[mask]->data() : nullptr;
    RtValue result = Buffer::create(tile.bytes());
    const Allocation *last = nullptr;
    for (int64_t i = 0; i < tile.numElements; ++i) {
      uint64_t old;
      if (!m || m[i]) {
        if (checkAtomicAddress(frame, op, tile.shape, i, p[i], bytes, last) ==
            Flow::Fault)
          return Flow::Fault;
        if (race) {
          if (race->access(frame, event, *last, p[i], bytes, AccessKind::Write,
                           tile.shape, i) == Flow::Fault)
            return Flow::Fault;
          std::lock_guard<std::mutex> lock(race->syncLock(p[i]));
          old = apply(frame, i, p[i]);
          race->updateSynchronizes(frame, event, p[i]);
        } else {
          old = apply(frame, i, p[i]);
        }
      } else {
        old = masked(frame, i);
      }
      storeElement(result->data(), i, bytes, old);
    }
    frame.slots[out] = std::move(result);
    if (race)
      race->finish(frame, event);
    return Flow::Next;
  };
}

LogicalResult compileCas(Operation *op, Compiler &compiler, Step &step) {
  auto cas = cast<AtomicCASTkoOp>(op);
  TileInfo tile = Compiler::getTileInfo(cas.getResult().getType());
  unsigned cmp = compiler.slot(cas.getCmp());
  unsigned val = compiler.slot(cas.getVal());
  int mask = cas.getMask() ? int(compiler.slot(cas.getMask())) : -1;
  compiler.slot(cas.getResultToken());
  int order = toHostOrder(cas.getMemoryOrderingSemantics());
  unsigned bytes = tile.elemBytes;
  AccessSiteRef site = AccessSite::get(
      op, compiler, cas.getToken(), cas.getResultToken(),
      cas.getMemoryOrderingSemantics(), cas.getMemoryScope(), "atomic_cas");
  step = makeLaneStep(
      op, tile, compiler.slot(cas.getPointers()), mask,
      compiler.slot(cas.getResult()), site,
      [=](Frame &frame, int64_t i, uint64_t address) {
        return casBits(address, bytes,
                       loadElement(frame.slots[cmp]->data(), i, bytes),
                       loadElement(frame.slots[val]->data(), i, bytes), order);
      },
      // The specification: "The returned value for a masked element at
      // position i is cmp[i]" (its bits, NaN payloads included).
      [=](Frame &frame, int64_t i) {
        return loadElement(frame.slots[cmp]->data(), i, bytes);
      });
  return success();
}

LogicalResult compileRmw(Operation *op, Compiler &compiler, Step &step) {
  auto rmw = cast<AtomicRMWTkoOp>(op);
  TileInfo tile = Compiler::getTileInfo(rmw.getResult().getType());
  unsigned arg = compiler.slot(rmw.getArg());
  int mask = rmw.getMask() ? int(compiler.slot(rmw.getMask())) : -1;
  compiler.slot(rmw.getResultToken());
  int order = toHostOrder(rmw.getMemoryOrderingSemantics());
  AtomicRMWMode mode = rmw.getMode();
  unsigned bytes = tile.elemBytes;
  ElemKind kind = tile.kind;
  AccessSiteRef site = AccessSite::get(
      op, compiler, rmw.getToken(), rmw.getResultToken(),
      rmw.getMemoryOrderingSemantics(), rmw.getMemoryScope(), "atomic_rmw");
  step = makeLaneStep(
      op, tile, compiler.slot(rmw.getPointers()), mask,
      compiler.slot(rmw.getResult()), site,
      [=](Frame &frame, int64_t i, uint64_t address) {
        return rmwHost(address, bytes, mode, kind,
                       loadElement(frame.slots[arg]->data(), i, bytes), order);
      },
      // The specification leaves it "implementation-defined"; TileKit
      // returns 0 (docs/execution.md).
      [](Frame &, int64_t) { return uint64_t(0); });
  return success();
}

LogicalResult compileRedView(Operation *op, Compiler &compiler, Step &step) {
  auto red = cast<AtomicRedViewTkoOp>(op);
  std::optional<ViewLayout> layout = getViewLayout(red.getView().getType());
  if (!layout)
    return compiler.error(op, "has a view type the interpreter cannot run");
  std::vector<unsigned> indexSlots;
  std::vector<TileInfo> indexInfos;
  for (Value v : red.getIndex()) {
    indexSlots.push_back(compiler.slot(v));
    indexInfos.push_back(Compiler::getTileInfo(v.getType()));
  }
  unsigned viewSlot = compiler.slot(red.getView());
  unsigned valueSlot = compiler.slot(red.getValue());
  AccessSiteRef site =
      AccessSite::get(op, compiler, red.getToken(), red.getResultToken(),
                      red.getMemoryOrderingSemantics(), red.getMemoryScope(),
                      "atomic_red_view");
  int order = toHostOrder(red.getMemoryOrderingSemantics());
  AtomicRMWMode mode = red.getMode();
  step = [=, layout = *layout](Frame &frame) {
    if (!noteSyncOperation(frame))
      return Flow::Fault;
    llvm::SmallVector<int64_t, 4> index;
    for (size_t i = 0; i < indexSlots.size(); ++i)
      index.push_back(signExtend(
          readScalarBits(frame.slots[indexSlots[i]], indexInfos[i].elemBytes),
          getElemBits(indexInfos[i].kind)));
    ViewRecord view = readView(frame.slots[viewSlot]);
    std::vector<int64_t> offsets;
    std::vector<uint8_t> inBounds;
    std::string why;
    if (!computeViewOffsets(layout, view, index, {}, offsets, inBounds, why) &&
        frame.launch->check)
      return fail(frame, op, "--check: " + why);
    unsigned bytes = layout.elemBytes;
    const uint8_t *x = frame.slots[valueSlot]->data();
    const Allocation *last = nullptr;
    RaceChecker *race = frame.launch->race;
    AccessEvent event;
    if (race)
      race->begin(frame, *site, event);
    for (size_t e = 0; e < offsets.size(); ++e) {
      if (!inBounds[e])
        continue;
      uint64_t address = view.base + uint64_t(offsets[e]) * bytes;
      if (checkAtomicAddress(frame, op, layout.tileShape, e, address, bytes,
                             last) == Flow::Fault)
        return Flow::Fault;
      if (!race) {
        rmwHost(address, bytes, mode, layout.elem, loadElement(x, e, bytes),
                order);
        continue;
      }
      if (race->access(frame, event, *last, address, bytes, AccessKind::Write,
                       layout.tileShape, e) == Flow::Fault)
        return Flow::Fault;
      std::lock_guard<std::mutex> lock(race->syncLock(address));
      rmwHost(address, bytes, mode, layout.elem, loadElement(x, e, bytes),
              order);
      race->updateSynchronizes(frame, event, address);
    }
    if (race)
      race->finish(frame, event);
    return Flow::Next;
  };
  return success();
}

} // namespace

void addAtomicRules(RuleTable &table) {
  table.add<AtomicCASTkoOp>(compileCas);
  table.add<AtomicRMWTkoOp>(compileRmw);
  table.add<AtomicRedViewTkoOp>(compileRedView);
}

} // namespace tilekit::exec::interp
