//===- MemoryRules.cpp - Pointer loads and stores, alloca -----------------===//
//
// Masked lanes of a load without a padding value read as zero (the
// specification leaves them unspecified); masked lanes of a store write
// nothing. An access outside every allocation stops the launch.
//
//===----------------------------------------------------------------------===//

#include "MemoryAccess.h"
#include "RaceCheck.h"

#include "FloatSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cstdlib>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

/// The distance from `address` to the nearest allocation of `map` (0 when
/// inside one).
static uint64_t distanceToNearest(const MemoryMap &map, uint64_t address) {
  uint64_t best = ~uint64_t(0);
  for (const auto &alloc : map.getAllocations()) {
    uint64_t d = address < alloc->base ? alloc->base - address
                 : address - alloc->base < alloc->size
                     ? 0
                     : address - (alloc->base + alloc->size);
    best = std::min(best, d);
  }
  return best;
}

std::string describeAddress(const Frame &frame, uint64_t address) {
  // An overrun of an alloca names the alloca, not the nearest bound buffer.
  const MemoryMap &launch = *frame.launch->memory;
  if (!frame.allocas.getAllocations().empty() &&
      distanceToNearest(frame.allocas, address) <
          distanceToNearest(launch, address))
    return frame.allocas.describe(address);
  return launch.describe(address);
}

int toHostOrder(MemoryOrderingSemantics ordering) {
  switch (ordering) {
  case MemoryOrderingSemantics::ACQUIRE:
    return __ATOMIC_ACQUIRE;
  case MemoryOrderingSemantics::RELEASE:
    return __ATOMIC_RELEASE;
  case MemoryOrderingSemantics::ACQ_REL:
    return __ATOMIC_ACQ_REL;
  default:
    return __ATOMIC_RELAXED;
  }
}

bool isWeak(MemoryOrderingSemantics ordering) {
  return ordering == MemoryOrderingSemantics::WEAK;
}

uint64_t loadHost(uint64_t address, unsigned bytes, int order) {
  // A release load is not a thing; the strongest load ordering is acquire.
  if (order == __ATOMIC_RELEASE)
    order = __ATOMIC_RELAXED;
  if (order == __ATOMIC_ACQ_REL)
    order = __ATOMIC_ACQUIRE;
  switch (bytes) {
  case 1:
    return __atomic_load_n(reinterpret_cast<uint8_t *>(address), order);
  case 2:
    return __atomic_load_n(reinterpret_cast<uint16_t *>(address), order);
  case 4:
    return __atomic_load_n(reinterpret_cast<uint32_t *>(address), order);
  default:
    return __atomic_load_n(reinterpret_cast<uint64_t *>(address), order);
  }
}

void storeHost(uint64_t address, unsigned bytes, uint64_t value, int order) {
  if (order == __ATOMIC_ACQUIRE)
    order = __ATOMIC_RELAXED;
  if (order == __ATOMIC_ACQ_REL)
    order = __ATOMIC_RELEASE;
  switch (bytes) {
  case 1:
    __atomic_store_n(reinterpret_cast<uint8_t *>(address),
                     static_cast<uint8_t>(value), order);
    return;
  case 2:
    __atomic_store_n(reinterpret_cast<uint16_t *>(address),
                     static_cast<uint16_t>(value), order);
    return;
  case 4:
    __atomic_store_n(reinterpret_cast<uint32_t *>(address),
                     static_cast<uint32_t>(value), order);
    return;
  default:
    __atomic_store_n(reinterpret_cast<uint64_t *>(address), value, order);
    return;
  }
}

uint64_t paddingBits(PaddingValue padding, ElemKind kind) {
  if (!isFloatKind(kind))
    return 0;
  FloatFormat format = getFloatFormat(kind);
  double value = 0;
  switch (padding) {
  case PaddingValue::zero:
    return 0;
  case PaddingValue::neg_zero:
    value = -0.0;
    break;
  case PaddingValue::nan:
    return canonicalNaN(format);
  case PaddingValue::pos_inf:
    value = HUGE_VAL;
    break;
  case PaddingValue::neg_inf:
    value = -HUGE_VAL;
    break;
  }
  return convertFloat(f64ToBits(value), FloatFormat::F64, format);
}

Flow failAccess(Frame &frame, Operation *op, const char *what,
                llvm::ArrayRef<int64_t> shape, int64_t linear,
                uint64_t address, unsigned bytes) {
  std::string where;
  if (address % bytes != 0 && findAllocation(frame, address, bytes))
    where = llvm::formatv("misaligned {0}-byte access at {1}", bytes,
                          describeAddress(frame, address));
  else
    where = describeAddress(frame, address);
  // A scalar access has no element index worth naming.
  std::string element = shape.empty()
                            ? std::string()
                            : " of element " + formatIndex(shape, linear);
  return fail(frame, op, llvm::formatv("{0}{1}: {2}", what, element, where));
}

namespace {

LogicalResult compileLoadPtr(Operation *op, Compiler &compiler, Step &step) {
  auto load = cast<LoadPtrTkoOp>(op);
  TileInfo tile = Compiler::getTileInfo(load.getResult().getType());
  unsigned src = compiler.slot(load.getSource());
  int mask = load.getMask() ? int(compiler.slot(load.getMask())) : -1;
  int pad =
      load.getPaddingValue() ? int(compiler.slot(load.getPaddingValue())) : -1;
  bool padSplat = load.getPaddingValue() &&
                  Compiler::getTileInfo(load.getPaddingValue().getType())
                          .numElements == 1;
  unsigned out = compiler.slot(load.getResult());
  AccessSiteRef site = AccessSite::get(
      op, compiler, load.getToken(), load.getResultToken(),
      load.getMemoryOrderingSemantics(), load.getMemoryScope(), "load");
  bool weak = isWeak(load.getMemoryOrderingSemantics());
  int order = toHostOrder(load.getMemoryOrderingSemantics());
  step = [=](Frame &frame) {
    if (!weak && !noteSyncOperation(frame))
      return Flow::Fault;
    RaceChecker *race = frame.launch->race;
    AccessEvent event;
    if (race)
      race->begin(frame, *site, event);
    unsigned bytes = tile.elemBytes;
    RtValue result = Buffer::create(tile.bytes());
    uint8_t *y = result->data();
    const uint64_t *ptr = frame.slots[src]->as<uint64_t>();
    const uint8_t *m = mask >= 0 ? frame.slots[mask]->data() : nullptr;
    const uint8_t *p = pad >= 0 ? frame.slots[pad]->data() : nullptr;
    const Allocation *last = nullptr;
    for (int64_t i = 0; i < tile.numElements; ++i) {
      if (m && !m[i]) {
        storeElement(y, i, bytes,
                     p ? loadElement(p, padSplat ? 0 : i, bytes) : 0);
        continue;
      }
      uint64_t address = ptr[i];
      if (!last || !last->contains(address, bytes))
        last = findAllocation(frame, address, bytes);
      if (!last || address % bytes != 0)
        return failAccess(frame, op, "out-of-bounds load", tile.shape, i,
                          address, bytes);
      if (race && race->access(frame, event, *last, address, bytes,
                               AccessKind::Read, tile.shape, i) == Flow::Fault)
        return Flow::Fault;
      uint64_t value;
      if (weak) {
        value = 0;
        std::memcpy(&value, reinterpret_cast<const void *>(address), bytes);
      } else if (race) {
        std::lock_guard<std::mutex> lock(race->syncLock(address));
        value = loadHost(address, bytes, order);
        if (site->acquire)
          race->acquire(frame, event, address);
      } else {
        value = loadHost(address, bytes, order);
      }
      storeElement(y, i, bytes, normalizeLoaded(value, tile.kind));
    }
    frame.slots[out] = std::move(result);
    if (race)
      race->finish(frame, event);
    return Flow::Next;
  };
  return success();
}

LogicalResult compileStorePtr(Operation *op, Compiler &compiler, Step &step) {
  auto store = cast<StorePtrTkoOp>(op);
  TileInfo tile = Compiler::getTileInfo(store.getValue().getType());
  unsigned dst = compiler.slot(store.getDestination());
  unsigned val = compiler.slot(store.getValue());
  int mask = store.getMask() ? int(compiler.slot(store.getMask())) : -1;
  AccessSiteRef site = AccessSite::get(
      op, compiler, store.getToken(), store.getResultToken(),
      store.getMemoryOrderingSemantics(), store.getMemoryScope(), "store");
  bool weak = isWeak(store.getMemoryOrderingSemantics());
  int order = toHostOrder(store.getMemoryOrderingSemantics());
  step = [=](Frame &frame) {
    unsigned bytes = tile.elemBytes;
    const uint64_t *ptr = frame.slots[dst]->as<uint64_t>();
    const uint8_t *x = frame.slots[val]->data();
    const uint8_t *m = mask >= 0 ? frame.slots[mask]->data() : nullptr;
    RaceChecker *race = frame.launch->race;
    AccessEvent event;
    if (race)
      race->begin(frame, *site, event);
    const Allocation *last = nullptr;
    for (int64_t i = 0; i < tile.numElements; ++i) {
      if (m && !m[i])
        continue;
      uint64_t address = ptr[i];
      if (!last || !last->contains(address, bytes))
        last = findAllocation(frame, address, bytes);
      if (!last || address % bytes != 0)
        return failAccess(frame, op, "out-of-bounds store", tile.shape, i,
                          address, bytes);
      if (!last->admitWrite())
        return fail(frame, op,
                    "store into " + last->name + " (constant)" +
                        (tile.shape.empty()
                             ? std::string()
                             : " at element " + formatIndex(tile.shape, i)));
      if (race && race->access(frame, event, *last, address, bytes,
                               AccessKind::Write, tile.shape, i) == Flow::Fault)
        return Flow::Fault;
      uint64_t value = loadElement(x, i, bytes);
      if (weak) {
        std::memcpy(reinterpret_cast<void *>(address), &value, bytes);
      } else if (race) {
        std::lock_guard<std::mutex> lock(race->syncLock(address));
        storeHost(address, bytes, value, order);
        race->storeSynchronizes(frame, event, address);
      } else {
        storeHost(address, bytes, value, order);
      }
    }
    if (race)
      race->finish(frame, event);
    return Flow::Next;
  };
  return success();
}

LogicalResult compileAlloca(Operation *op, Compiler &compiler, Step &step) {
  auto alloca = cast<AllocaOp>(op);
  auto ptrType = cast<PointerType>(
      cast<TileType>(alloca.getResult().getType()).getElementType());
  uint64_t elemBytes =
      getElemBytes(getElemKind(ptrType.getPointeeType()).value_or(ElemKind::I8));
  // num_elem is checked before it is multiplied: 2^62 f32 elements must
  // not wrap around to 0 bytes.
  uint64_t numElem = static_cast<uint64_t>(alloca.getNumElem());
  uint64_t alignment = std::max<uint64_t>(
      static_cast<uint64_t>(alloca.getAlignment()), elemBytes);
  std::string limit = llvm::formatv("the limit of 1 GiB ({0} bytes) of "
                                    "allocas per tile block",
                                    kAllocaBytesPerBlock);
  if (numElem > kAllocaBytesPerBlock / elemBytes)
    return compiler.error(op, llvm::formatv("allocates {0} elements of {1} "
                                            "bytes, more than {2}",
                                            numElem, elemBytes, limit));
  uint64_t bytes = numElem * elemBytes;
  if (alignment & (alignment - 1))
    return compiler.error(op, "has an alignment that is not a power of two");
  if (alignment > kAllocaBytesPerBlock)
    return compiler.error(op, "has an alignment of more than 1 GiB");
  unsigned out = compiler.slot(alloca.getResult());
  step = [=](Frame &frame) {
    // Every run allocates (an alloca in a loop too), so the block's total
    // is bounded; both operands are at most 1 GiB, the sum cannot wrap.
    uint64_t total = frame.allocaBytes + bytes;
    if (total > kAllocaBytesPerBlock)
      return fail(
          frame, op,
          llvm::formatv("exceeds {0}: {1} bytes with this one", limit, total));
    // Zero-filled: reading before writing is undefined, this is the
    // deterministic choice. calloc leaves big ones to the kernel's zero
    // pages, which cost memory only where they are written.
    std::unique_ptr<uint8_t, void (*)(void *)> storage(
        static_cast<uint8_t *>(std::calloc(bytes + alignment, 1)), std::free);
    if (!storage)
      return fail(
          frame, op,
          llvm::formatv("cannot allocate {0} bytes on the host", bytes));
    frame.allocaBytes = total;
    uint64_t address = reinterpret_cast<uint64_t>(storage.get());
    address = (address + alignment - 1) & ~(alignment - 1);
    frame.allocas.add(address, bytes, "alloca");
    frame.allocas.seal();
    frame.allocaStorage.push_back(std::move(storage));
    frame.slots[out] = makeScalar(address, 8);
    return Flow::Next;
  };
  return success();
}

} // namespace

void addMemoryRules(RuleTable &table) {
  table.add<LoadPtrTkoOp>(compileLoadPtr);
  table.add<StorePtrTkoOp>(compileStorePtr);
  table.add<AllocaOp>(compileAlloca);
}

} // namespace tilekit::exec::interp
