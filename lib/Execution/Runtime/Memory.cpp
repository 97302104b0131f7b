//===- Memory.cpp - Allocations a launch may touch ------------------------===//

#include "tilekit/Execution/Memory.h"

#include <algorithm>
#include <cstdio>

namespace tilekit::exec {

bool MemoryMap::add(uint64_t base, uint64_t size, std::string name,
                    bool readOnly) {
  for (const auto &existing : allocations)
    if (size && existing->size && base < existing->base + existing->size &&
        existing->base < base + size)
      return false;
  auto allocation = std::make_unique<Allocation>();
  allocation->base = base;
  allocation->size = size;
  allocation->name = std::move(name);
  allocation->readOnly = readOnly;
  // Kept sorted by base, so that find() also works before seal(): binding
  // an aliased argument (`@K`) looks up the allocation it shares.
  auto at = std::upper_bound(
      allocations.begin(), allocations.end(), base,
      [](uint64_t b, const auto &alloc) { return b < alloc->base; });
  allocations.insert(at, std::move(allocation));
  return true;
}

void MemoryMap::seal() {
  std::sort(allocations.begin(), allocations.end(),
            [](const auto &a, const auto &b) { return a->base < b->base; });
}

const Allocation *MemoryMap::findContaining(uint64_t address) const {
  // The last allocation whose base is <= address.
  auto it = std::upper_bound(
      allocations.begin(), allocations.end(), address,
      [](uint64_t a, const auto &alloc) { return a < alloc->base; });
  if (it == allocations.begin())
    return nullptr;
  const Allocation *candidate = std::prev(it)->get();
  return address - candidate->base < candidate->size ? candidate : nullptr;
}

const Allocation *MemoryMap::find(uint64_t address, uint64_t bytes) const {
  const Allocation *candidate = findContaining(address);
  return candidate && candidate->contains(address, bytes) ? candidate : nullptr;
}

std::string MemoryMap::describe(uint64_t address) const {
  char text[160];
  if (const Allocation *alloc = findContaining(address)) {
    std::snprintf(text, sizeof(text), "byte %llu of %s (%llu bytes)",
                  (unsigned long long)(address - alloc->base),
                  alloc->name.c_str(), (unsigned long long)alloc->size);
    return text;
  }
  // Name the nearest allocation, which is usually the one overrun.
  const Allocation *nearest = nullptr;
  uint64_t distance = ~uint64_t(0);
  for (const auto &alloc : allocations) {
    uint64_t d = address < alloc->base ? alloc->base - address
                                       : address - (alloc->base + alloc->size);
    if (d < distance) {
      distance = d;
      nearest = alloc.get();
    }
  }
  if (!nearest) {
    std::snprintf(text, sizeof(text), "address 0x%llx, outside any allocation",
                  (unsigned long long)address);
    return text;
  }
  if (!nearest->size && address == nearest->base)
    std::snprintf(text, sizeof(text), "address 0x%llx, at %s (an empty buffer)",
                  (unsigned long long)address, nearest->name.c_str());
  else if (address < nearest->base)
    std::snprintf(text, sizeof(text),
                  "address 0x%llx, %llu bytes before %s (%llu bytes)",
                  (unsigned long long)address, (unsigned long long)distance,
                  nearest->name.c_str(), (unsigned long long)nearest->size);
  else
    std::snprintf(text, sizeof(text),
                  "address 0x%llx, %llu bytes past the end of %s (%llu bytes)",
                  (unsigned long long)address, (unsigned long long)distance,
                  nearest->name.c_str(), (unsigned long long)nearest->size);
  return text;
}

} // namespace tilekit::exec
