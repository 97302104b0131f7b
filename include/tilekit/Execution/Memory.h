//===- Memory.h - Allocations a launch may touch, and their checks -*- C++
//-*-===//
//
// The only memory a kernel may access is what the host bound (buffers and
// tensor views), the module's globals and the tile block's allocas. Every
// access is checked against the allocation it falls into; an access outside
// all of them is a located runtime error, never a host memory access.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_MEMORY_H
#define TILEKIT_EXECUTION_MEMORY_H

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tilekit::exec {

/// One contiguous host allocation a kernel may access.
struct Allocation {
  uint64_t base = 0;
  uint64_t size = 0;
  std::string name; ///< `argument 2`, `global @table`, `alloca`
  bool readOnly = false;
  /// Race detection (--check): the interpreter's shadow memory of this
  /// allocation, created on first access (std::atomic_load/store).
  mutable std::shared_ptr<void> raceShadow;
  /// Set before the launch's first write into this allocation by each tile
  /// block that writes it (admitWrite). Caches of decoded data that outlive
  /// a tile block (the matmul loop's packed B panels) are valid only while
  /// it is clear: a write that happens before a read is then always seen.
  mutable std::atomic<bool> written{false};

  /// Whether a write may go here (not read-only); if so, marks the
  /// allocation written. Every write path asks this before it writes.
  bool admitWrite() const {
    if (readOnly)
      return false;
    if (!written.load(std::memory_order_relaxed))
      written.store(true, std::memory_order_release);
    return true;
  }
  bool isWritten() const { return written.load(std::memory_order_acquire); }

  bool contains(uint64_t address, uint64_t bytes) const {
    return address >= base && bytes <= size && address - base <= size - bytes;
  }
};

/// The allocations of one launch: fixed before the grid starts, so lookups
/// need no lock.
class MemoryMap {
public:
  /// Adds an allocation; fails (returns false) when it overlaps another.
  bool add(uint64_t base, uint64_t size, std::string name,
           bool readOnly = false);
  /// The allocation holding [address, address + bytes), or null.
  const Allocation *find(uint64_t address, uint64_t bytes) const;
  /// The allocation containing `address` (any part of it), or null.
  const Allocation *findContaining(uint64_t address) const;
  /// Sorts the allocations; call once all are added.
  void seal();
  const std::vector<std::unique_ptr<Allocation>> &getAllocations() const {
    return allocations;
  }
  /// A description of where `address` lies, for error messages.
  std::string describe(uint64_t address) const;

private:
  std::vector<std::unique_ptr<Allocation>> allocations;
};

} // namespace tilekit::exec

#endif // TILEKIT_EXECUTION_MEMORY_H
