//===- RaceCheck.cpp - --check data-race detection ------------------------===//
//
// See RaceCheck.h for the method. Shadow memory is allocated per allocation
// in chunks of 4 KiB of memory (16 bytes of shadow per byte), on first
// access; each chunk has a spin lock (a tile block may move between threads
// at a yield, which a spin lock does not mind; none is held across one).
//
//===----------------------------------------------------------------------===//

#include "RaceCheck.h"
#include "MemoryAccess.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

//===----------------------------------------------------------------------===//
// Vector clocks and token values
//===----------------------------------------------------------------------===//

uint32_t VectorClock::get(uint32_t chain) const {
  auto it = llvm::lower_bound(
      entries, chain, [](const auto &e, uint32_t c) { return e.first < c; });
  return it != entries.end() && it->first == chain ? it->second : 0;
}

void VectorClock::raise(uint32_t chain, uint32_t epoch) {
  auto it = llvm::lower_bound(
      entries, chain, [](const auto &e, uint32_t c) { return e.first < c; });
  if (it != entries.end() && it->first == chain)
    it->second = std::max(it->second, epoch);
  else
    entries.insert(it, {chain, epoch});
}

void VectorClock::join(const VectorClock &other) {
  if (other.entries.empty())
    return;
  if (entries.empty()) {
    entries = other.entries;
    return;
  }
  llvm::SmallVector<std::pair<uint32_t, uint32_t>, 4> merged;
  merged.reserve(entries.size() + other.entries.size());
  const auto *a = entries.begin();
  const auto *b = other.entries.begin();
  while (a != entries.end() || b != other.entries.end()) {
    if (b == other.entries.end() || (a != entries.end() && a->first < b->first))
      merged.push_back(*a++);
    else if (a == entries.end() || b->first < a->first)
      merged.push_back(*b++);
    else {
      merged.push_back({a->first, std::max(a->second, b->second)});
      ++a;
      ++b;
    }
  }
  entries = std::move(merged);
}

namespace {

/// A token's runtime value under --check: the chain and epoch of the event
/// that produced it (0 for none) and its clock, as 32-bit words
/// [chain, epoch, n, (chain, epoch) * n].
RtValue makeTokenValue(uint32_t chain, uint32_t epoch,
                       const VectorClock &clock) {
  auto entries = clock.getEntries();
  RtValue value = Buffer::create(4 * (3 + 2 * entries.size()));
  uint32_t *words = value->as<uint32_t>();
  words[0] = chain;
  words[1] = epoch;
  words[2] = static_cast<uint32_t>(entries.size());
  for (size_t i = 0; i < entries.size(); ++i) {
    words[3 + 2 * i] = entries[i].first;
    words[4 + 2 * i] = entries[i].second;
  }
  return value;
}

/// Reads a token value (null: make_token, or no token): its producer and
/// clock.
void readTokenValue(const RtValue &value, uint32_t &chain, uint32_t &epoch,
                    VectorClock &clock) {
  chain = epoch = 0;
  if (!value)
    return;
  const uint32_t *words = value->as<uint32_t>();
  chain = words[0];
  epoch = words[1];
  for (uint32_t i = 0; i < words[2]; ++i)
    clock.raise(words[3 + 2 * i], words[4 + 2 * i]);
}

} // namespace

void joinTokens(Frame &frame, llvm::ArrayRef<unsigned> inputs, unsigned out) {
  VectorClock clock;
  uint32_t headChain = 0, headEpoch = 0;
  for (unsigned slot : inputs) {
    uint32_t chain, epoch;
    VectorClock input;
    readTokenValue(frame.slots[slot], chain, epoch, input);
    clock.join(input);
    // The first producer may be extended by what consumes the join: it
    // happens before it like every other input.
    if (!headChain && chain) {
      headChain = chain;
      headEpoch = epoch;
    }
  }
  frame.slots[out] =
      clock.empty() ? RtValue() : makeTokenValue(headChain, headEpoch, clock);
}

//===----------------------------------------------------------------------===//
// Sites
//===----------------------------------------------------------------------===//

AccessSiteRef AccessSite::get(Operation *op, Compiler &compiler, Value token,
                              Value resultToken,
                              MemoryOrderingSemantics ordering,
                              std::optional<MemoryScope> scope,
                              llvm::StringRef kind) {
  auto site = std::make_shared<AccessSite>();
  site->op = op;
  site->what = (stringifyMemoryOrderingSemantics(ordering) + " " + kind).str();
  site->weak = ordering == MemoryOrderingSemantics::WEAK;
  site->blockScope = scope && *scope == MemoryScope::TL_BLK;
  site->acquire = ordering == MemoryOrderingSemantics::ACQUIRE ||
                  ordering == MemoryOrderingSemantics::ACQ_REL;
  site->release = ordering == MemoryOrderingSemantics::RELEASE ||
                  ordering == MemoryOrderingSemantics::ACQ_REL;
  site->tokenSlot = token ? int(compiler.slot(token)) : -1;
  site->resultTokenSlot = resultToken ? int(compiler.slot(resultToken)) : -1;
  return site;
}

//===----------------------------------------------------------------------===//
// Shadow memory
//===----------------------------------------------------------------------===//

struct ShadowCell {
  AccessRecord write, read;
};

constexpr uint64_t kChunkBytes = 4096;

struct ShadowChunk {
  std::atomic_flag busy = ATOMIC_FLAG_INIT;
  ShadowCell cells[kChunkBytes];

  void lock() {
    while (busy.test_and_set(std::memory_order_acquire))
      ;
  }
  void unlock() { busy.clear(std::memory_order_release); }
};

struct ShadowMemory {
  explicit ShadowMemory(uint64_t bytes)
      : numChunks((bytes + kChunkBytes - 1) / kChunkBytes),
        chunks(new std::atomic<ShadowChunk *>[numChunks ? numChunks : 1]()) {}
  ~ShadowMemory() {
    for (uint64_t i = 0; i < numChunks; ++i)
      delete chunks[i].load();
  }

  ShadowChunk *getChunk(uint64_t index) {
    ShadowChunk *chunk = chunks[index].load(std::memory_order_acquire);
    if (chunk)
      return chunk;
    auto *fresh = new ShadowChunk();
    if (chunks[index].compare_exchange_strong(chunk, fresh,
                                              std::memory_order_acq_rel))
      return fresh;
    delete fresh;
    return chunk;
  }

  uint64_t numChunks;
  std::unique_ptr<std::atomic<ShadowChunk *>[]> chunks;
};

static ShadowMemory *getShadow(const Allocation &allocation) {
  std::shared_ptr<void> shadow = std::atomic_load(&allocation.raceShadow);
  if (!shadow) {
    std::shared_ptr<void> fresh =
        std::make_shared<ShadowMemory>(allocation.size);
    if (std::atomic_compare_exchange_strong(&allocation.raceShadow, &shadow,
                                            fresh))
      shadow = fresh;
  }
  return static_cast<ShadowMemory *>(shadow.get());
}

//===----------------------------------------------------------------------===//
// The checker
//===----------------------------------------------------------------------===//

RaceChecker::~RaceChecker() = default;

AccessEvent::~AccessEvent() {
  if (locked)
    locked->unlock();
}

uint32_t RaceChecker::getSiteId(const AccessSite &site) {
  auto [it, inserted] = siteIds.try_emplace(&site, sites.size());
  if (inserted)
    sites.push_back(&site);
  return it->second;
}

RaceChecker::EventInfo RaceChecker::getEventInfo(uint32_t chain,
                                                 uint32_t epoch) {
  std::lock_guard<std::mutex> lock(eventMutex);
  const ChainInfo &info = chains[chain];
  uint32_t flags = epoch == 1 ? info.firstSite : info.laterSites[epoch - 2];
  return {info.block, flags >> 2, (flags & 2) != 0, (flags & 1) != 0};
}

void RaceChecker::begin(Frame &frame, const AccessSite &site,
                        AccessEvent &event) {
  event.site = &site;
  uint32_t chain = 0, epoch = 0;
  if (site.tokenSlot >= 0)
    readTokenValue(frame.slots[site.tokenSlot], chain, epoch, event.clock);
  // Extend the producer's chain when this is the first event to wait for
  // its last event; otherwise start a chain. (A token never leaves its tile
  // block, so neither does a chain.)
  std::lock_guard<std::mutex> lock(eventMutex);
  uint32_t flags = getSiteId(site) << 2 | uint32_t(site.weak) << 1 |
                   uint32_t(site.blockScope);
  if (chain && chains[chain].laterSites.size() + 1 == epoch) {
    chains[chain].laterSites.push_back(flags);
    event.chain = chain;
    event.epoch = epoch + 1;
  } else {
    event.chain = static_cast<uint32_t>(chains.size());
    event.epoch = 1;
    chains.push_back({frame.linearBlockId, flags, {}});
  }
  event.clock.raise(event.chain, event.epoch);
}

void RaceChecker::finish(Frame &frame, AccessEvent &event) {
  if (event.locked) {
    event.locked->unlock();
    event.locked = nullptr;
  }
  if (event.site->resultTokenSlot < 0)
    return;
  event.clock.join(event.acquired);
  frame.slots[event.site->resultTokenSlot] =
      makeTokenValue(event.chain, event.epoch, event.clock);
}

Flow RaceChecker::access(Frame &frame, AccessEvent &event,
                         const Allocation &allocation, uint64_t address,
                         unsigned bytes, AccessKind kind,
                         llvm::ArrayRef<int64_t> shape, int64_t lane) {
  if (event.shadowOf != &allocation) {
    event.shadowOf = &allocation;
    event.shadow = getShadow(allocation);
  }
  const AccessSite &site = *event.site;
  AccessRecord self{event.chain, event.epoch};
  bool write = kind == AccessKind::Write;
  // Whether `other` (another event) and this access race: the memory
  // model's data race, conflicting accesses neither ordered by
  // happens-before nor morally strong.
  auto races = [&](const AccessRecord &other) {
    if (event.clock.get(other.chain) >= other.epoch)
      return false;
    if (site.weak)
      return true;
    EventInfo info = getEventInfo(other.chain, other.epoch);
    bool morallyStrong = !info.weak && (info.block == frame.linearBlockId ||
                                        (!info.blockScope && !site.blockScope));
    return !morallyStrong;
  };
  uint64_t offset = address - allocation.base;
  for (unsigned b = 0; b < bytes; ++b) {
    uint64_t at = offset + b;
    ShadowChunk *chunk = event.shadow->getChunk(at / kChunkBytes);
    if (chunk != event.locked) {
      if (event.locked)
        event.locked->unlock();
      chunk->lock();
      event.locked = chunk;
    }
    ShadowCell &cell = chunk->cells[at % kChunkBytes];
    // The records compared last without a race are skipped: the elements
    // of one op mostly meet the same earlier op.
    const AccessRecord *other = nullptr;
    bool otherWrite = false;
    if (cell.write.chain && !(cell.write == event.checkedWrite)) {
      if (cell.write == self) {
        // Another element of this very op: two lanes of a weak store on
        // the same bytes (internal overlap) race; loads and atomics do not.
        if (write && site.weak)
          other = &cell.write;
      } else if (races(cell.write)) {
        other = &cell.write;
      } else {
        event.checkedWrite = cell.write;
      }
      otherWrite = other != nullptr;
    }
    if (!other && write && cell.read.chain && !(cell.read == self) &&
        !(cell.read == event.checkedRead)) {
      if (races(cell.read))
        other = &cell.read;
      else
        event.checkedRead = cell.read;
    }
    if (other) {
      AccessRecord found = *other;
      chunk->unlock();
      event.locked = nullptr;
      return report(frame, event, address + b, kind, shape, lane, found,
                    otherWrite);
    }
    (write ? cell.write : cell.read) = self;
  }
  return Flow::Next;
}

Flow RaceChecker::report(Frame &frame, const AccessEvent &event,
                         uint64_t address, AccessKind kind,
                         llvm::ArrayRef<int64_t> shape, int64_t lane,
                         const AccessRecord &other, bool otherWrite) {
  EventInfo info = getEventInfo(other.chain, other.epoch);
  const AccessSite *otherSite;
  {
    std::lock_guard<std::mutex> lock(eventMutex);
    otherSite = sites[info.site];
  }
  const AccessSite &self = *event.site;
  bool write = kind == AccessKind::Write;
  std::string race = write && otherWrite ? "write-write" : "read-write";
  std::string element =
      shape.empty() ? std::string()
                    : "element " + formatIndex(shape, lane) + " of the ";
  std::string where =
      llvm::formatv("{0} ({1:x})", describeAddress(frame, address), address);
  if (other.chain == event.chain && other.epoch == event.epoch)
    return fail(frame, self.op,
                llvm::formatv("--check: data race ({0}): {1}{2} at {3} in {4} "
                              "writes {5}, which another element of the same "
                              "store writes too (a weak store must not "
                              "overlap itself)",
                              race, element, self.what,
                              describeLocation(self.op), describeBlock(frame),
                              where));
  uint32_t linear = info.block;
  GridDims id = {linear % grid[0], linear / grid[0] % grid[1],
                 linear / grid[0] / grid[1]};
  std::string order =
      linear == frame.linearBlockId
          ? "no token order between them (same tile block)"
          : "no ordering between them (no release/acquire synchronization, "
            "not morally strong)";
  return fail(frame, self.op,
              llvm::formatv("--check: data race ({0}): {1}{2} at {3} in {4} "
                            "and {5} at {6} in tile block ({7}, {8}, {9}) "
                            "access {10} with {11}",
                            race, element, self.what, describeLocation(self.op),
                            describeBlock(frame), otherSite->what,
                            describeLocation(otherSite->op), id[0], id[1],
                            id[2], where, order));
}

//===----------------------------------------------------------------------===//
// Synchronization
//===----------------------------------------------------------------------===//

std::mutex &RaceChecker::syncLock(uint64_t address) {
  return syncMutexes[(address >> 3) % kSyncStripes];
}

void RaceChecker::acquire(const Frame &frame, AccessEvent &event,
                          uint64_t address) {
  auto &states = syncStates[(address >> 3) % kSyncStripes];
  auto it = states.find(address);
  if (it == states.end())
    return;
  const SyncState &state = it->second;
  uint32_t block = frame.linearBlockId;
  // Synchronization needs the pair to be morally strong: a tl_blk acquire
  // only pairs with releases of its own tile block.
  if (!event.site->blockScope || state.wideBlock == block)
    event.acquired.join(state.wide);
  if (state.localBlock == block)
    event.acquired.join(state.local);
}

void RaceChecker::release(const Frame &frame, const AccessEvent &event,
                          uint64_t address, bool rmw) {
  SyncState &state = syncStates[(address >> 3) % kSyncStripes][address];
  uint32_t block = frame.linearBlockId;
  if (event.site->blockScope) {
    if (rmw && state.localBlock == block)
      state.local.join(event.clock);
    else
      state.local = event.clock;
    state.localBlock = block;
    if (!rmw) {
      state.wide = VectorClock();
      state.wideBlock = kNoBlock;
    }
    return;
  }
  if (rmw && state.wideBlock != kNoBlock) {
    state.wide.join(event.clock);
    if (state.wideBlock != block)
      state.wideBlock = kManyBlocks;
  } else {
    state.wide = event.clock;
    state.wideBlock = block;
  }
  if (!rmw) {
    state.local = VectorClock();
    state.localBlock = kNoBlock;
  }
}

void RaceChecker::endReleaseSequence(uint64_t address) {
  syncStates[(address >> 3) % kSyncStripes].erase(address);
}

void RaceChecker::storeSynchronizes(const Frame &frame,
                                    const AccessEvent &event,
                                    uint64_t address) {
  if (event.site->release)
    release(frame, event, address, /*rmw=*/false);
  else
    endReleaseSequence(address);
}

void RaceChecker::updateSynchronizes(const Frame &frame, AccessEvent &event,
                                     uint64_t address) {
  if (event.site->acquire)
    acquire(frame, event, address);
  if (event.site->release)
    release(frame, event, address, /*rmw=*/true);
}

} // namespace tilekit::exec::interp
