//===- RaceCheck.h - --check data-race detection ----------------*- C++ -*-===//
//
// The memory model's data races (two conflicting accesses that are neither
// related by happens-before nor morally strong), detected under --check by
// vector clocks over token chains:
//
// - Every execution of a memory op is an event. Within a tile block, events
//   are ordered only by tokens: an event extends the chain of the event
//   whose token it consumes (when that is still the chain's last event) or
//   starts a new chain. A token value carries the vector clock of its
//   producer: for every chain, the last event of it that happens before.
// - Release operations publish their clock on the location; acquire
//   operations that read it join it into their result token. So one clock
//   comparison decides happens-before within and across tile blocks.
// - Shadow memory keeps, per byte, the last write and the last read (chain
//   and epoch; a chain table has their tile block and op); each access is
//   compared with both.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_RACECHECK_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_RACECHECK_H

#include "Interpreter.h"

#include "llvm/ADT/DenseMap.h"

#include <atomic>
#include <optional>
#include <unordered_map>

namespace tilekit::exec::interp {

/// For every token chain, the epoch of its last event that happens before
/// (sorted by chain; absent chains are 0).
class VectorClock {
public:
  uint32_t get(uint32_t chain) const;
  /// Raises `chain` to at least `epoch`.
  void raise(uint32_t chain, uint32_t epoch);
  void join(const VectorClock &other);
  bool empty() const { return entries.empty(); }
  llvm::ArrayRef<std::pair<uint32_t, uint32_t>> getEntries() const {
    return entries;
  }

private:
  llvm::SmallVector<std::pair<uint32_t, uint32_t>, 4> entries;
};

/// The static facts of a memory op the checker needs.
struct AccessSite {
  mlir::Operation *op = nullptr;
  /// "weak load", "relaxed store", "acq_rel atomic_rmw", ...
  std::string what;
  bool weak = true;
  /// Scope tl_blk: morally strong only within its own tile block.
  bool blockScope = false;
  bool acquire = false;
  bool release = false;
  int tokenSlot = -1;
  int resultTokenSlot = -1;

  /// The site of a token-ordered memory op with these operand/result
  /// tokens and attributes.
  static std::shared_ptr<const AccessSite>
  get(mlir::Operation *op, Compiler &compiler, mlir::Value token,
      mlir::Value resultToken,
      mlir::cuda_tile::MemoryOrderingSemantics ordering,
      std::optional<mlir::cuda_tile::MemoryScope> scope, llvm::StringRef kind);
};
using AccessSiteRef = std::shared_ptr<const AccessSite>;

/// What one access does to the bytes it touches.
enum class AccessKind : uint8_t { Read, Write };

struct ShadowChunk;
struct ShadowMemory;

/// An event as shadow memory records it (0: none).
struct AccessRecord {
  uint32_t chain = 0;
  uint32_t epoch = 0;

  bool operator==(const AccessRecord &other) const {
    return chain == other.chain && epoch == other.epoch;
  }
};

/// One execution of a memory op by a tile block.
struct AccessEvent {
  const AccessSite *site = nullptr;
  uint32_t chain = 0;
  uint32_t epoch = 0;
  /// What happens before this event (itself included).
  VectorClock clock;
  /// Clocks its acquire lanes read: they order what waits for its token.
  VectorClock acquired;
  /// The shadow chunk locked by the last byte checked (released by
  /// finish, or when the next byte lies elsewhere).
  ShadowChunk *locked = nullptr;
  /// The shadow of the allocation accessed last.
  const Allocation *shadowOf = nullptr;
  ShadowMemory *shadow = nullptr;
  /// The last earlier write and read found not to race with this event.
  AccessRecord checkedWrite, checkedRead;

  AccessEvent() = default;
  AccessEvent(const AccessEvent &) = delete;
  AccessEvent &operator=(const AccessEvent &) = delete;
  /// Releases the shadow lock on every path out of an op.
  ~AccessEvent();
};

/// The launch-wide state of the race checker (one per --check launch).
class RaceChecker {
public:
  explicit RaceChecker(const GridDims &grid) : grid(grid) {}
  ~RaceChecker();

  /// Starts an event of `site` in `frame` (reads its input token).
  void begin(Frame &frame, const AccessSite &site, AccessEvent &event);
  /// Checks one element access of the event against the shadow memory of
  /// `allocation` and records it; a race fails with a located report.
  /// `shape` and `lane` name the element.
  Flow access(Frame &frame, AccessEvent &event, const Allocation &allocation,
              uint64_t address, unsigned bytes, AccessKind kind,
              llvm::ArrayRef<int64_t> shape, int64_t lane);
  /// Ends the event: writes its result token.
  void finish(Frame &frame, AccessEvent &event);

  /// The lock that makes a synchronizing host access and its clock
  /// exchange one step (hold it around both).
  std::mutex &syncLock(uint64_t address);
  /// The lane of `event` at `address` read memory with acquire ordering.
  void acquire(const Frame &frame, AccessEvent &event, uint64_t address);
  /// A non-weak store lane: release, or end the release sequence.
  void storeSynchronizes(const Frame &frame, const AccessEvent &event,
                         uint64_t address);
  /// An atomic read-modify-write lane: acquire and/or continue the release
  /// sequence, as its ordering says.
  void updateSynchronizes(const Frame &frame, AccessEvent &event,
                          uint64_t address);

private:
  /// The lane wrote with release ordering: a store (`rmw` false) starts a
  /// new release sequence, a read-modify-write continues the current one.
  void release(const Frame &frame, const AccessEvent &event, uint64_t address,
               bool rmw);
  /// A relaxed store ends the release sequence of `address`.
  void endReleaseSequence(uint64_t address);

  struct SyncState {
    /// Released at device/sys scope, and the releasing tile block (or
    /// kManyBlocks).
    VectorClock wide;
    uint32_t wideBlock = kNoBlock;
    /// Released at tl_blk scope by `localBlock`.
    VectorClock local;
    uint32_t localBlock = kNoBlock;
  };
  static constexpr uint32_t kNoBlock = ~0u;
  static constexpr uint32_t kManyBlocks = ~0u - 1;
  static constexpr unsigned kSyncStripes = 64;

  /// What the chain table says of an event.
  struct EventInfo {
    uint32_t block; ///< linear tile block id
    uint32_t site;  ///< index in `sites`
    bool weak;
    bool blockScope;
  };
  /// One entry per chain: its tile block and its events' sites and flags
  /// (site id << 2 | weak << 1 | tl_blk scope), epoch 1 inline.
  struct ChainInfo {
    uint32_t block;
    uint32_t firstSite;
    std::vector<uint32_t> laterSites;
  };

  uint32_t getSiteId(const AccessSite &site); // eventMutex held
  EventInfo getEventInfo(uint32_t chain, uint32_t epoch);
  Flow report(Frame &frame, const AccessEvent &event, uint64_t address,
              AccessKind kind, llvm::ArrayRef<int64_t> shape, int64_t lane,
              const AccessRecord &other, bool otherWrite);

  GridDims grid;
  std::mutex eventMutex;
  llvm::DenseMap<const AccessSite *, uint32_t> siteIds;
  std::vector<const AccessSite *> sites;
  /// Indexed by chain id; chain 0 is "none".
  std::vector<ChainInfo> chains = std::vector<ChainInfo>(1);
  std::mutex syncMutexes[kSyncStripes];
  std::unordered_map<uint64_t, SyncState> syncStates[kSyncStripes];
};

/// Under --check, the result token of a token-only op (join_tokens,
/// make_token, print_tko, ...): the join of the clocks of `inputs`.
void joinTokens(Frame &frame, llvm::ArrayRef<unsigned> inputs, unsigned out);

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_RACECHECK_H
