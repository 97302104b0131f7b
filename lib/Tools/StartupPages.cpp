//===- StartupPages.cpp - Unmapping the shared libraries' start-up pages --===//

#include "tilekit/Tools/StartupPages.h"

#include <cstdlib>
#include <cstring>

#if defined(__linux__)
#include <elf.h>
#include <link.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

using namespace tilekit;

#if defined(__linux__)
namespace {

/// Whether the object's dynamic section asks for text relocations: the
/// loader then writes into its read-only segments, whose pages are no longer
/// copies of the file.
bool hasTextRelocations(const dl_phdr_info &info) {
  for (unsigned i = 0; i < info.dlpi_phnum; ++i) {
    const ElfW(Phdr) &phdr = info.dlpi_phdr[i];
    if (phdr.p_type != PT_DYNAMIC)
      continue;
    auto *entry =
        reinterpret_cast<const ElfW(Dyn) *>(info.dlpi_addr + phdr.p_vaddr);
    for (; entry->d_tag != DT_NULL; ++entry) {
      if (entry->d_tag == DT_TEXTREL)
        return true;
      if (entry->d_tag == DT_FLAGS && (entry->d_un.d_val & DF_TEXTREL))
        return true;
    }
  }
  return false;
}

/// Whether [begin, end) overlaps a segment the loader or the program may
/// have written (writable loads, RELRO).
bool overlapsWritten(const dl_phdr_info &info, uintptr_t begin, uintptr_t end) {
  for (unsigned i = 0; i < info.dlpi_phnum; ++i) {
    const ElfW(Phdr) &phdr = info.dlpi_phdr[i];
    bool written = phdr.p_type == PT_GNU_RELRO ||
                   (phdr.p_type == PT_LOAD && (phdr.p_flags & PF_W));
    if (!written)
      continue;
    uintptr_t from = info.dlpi_addr + phdr.p_vaddr;
    uintptr_t to = from + phdr.p_memsz;
    if (from < end && begin < to)
      return true;
  }
  return false;
}

int releaseObject(dl_phdr_info *info, size_t, void *data) {
  auto &released = *static_cast<size_t *>(data);
  // The executable itself (no name) and the kernel's vDSO (no file) stay.
  if (!info->dlpi_name || info->dlpi_name[0] != '/')
    return 0;
  if (hasTextRelocations(*info))
    return 0;
  uintptr_t pageSize = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
  for (unsigned i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) &phdr = info->dlpi_phdr[i];
    if (phdr.p_type != PT_LOAD || (phdr.p_flags & PF_W))
      continue;
    // Whole pages inside the segment's file contents only.
    uintptr_t begin = info->dlpi_addr + phdr.p_vaddr;
    uintptr_t end = begin + phdr.p_filesz;
    begin = (begin + pageSize - 1) & ~(pageSize - 1);
    end &= ~(pageSize - 1);
    if (begin >= end || overlapsWritten(*info, begin, end))
      continue;
    if (madvise(reinterpret_cast<void *>(begin), end - begin, MADV_DONTNEED) ==
        0)
      released += end - begin;
  }
  return 0;
}

} // namespace

size_t tilekit::releaseStartupPages() {
  const char *keep = std::getenv("TILEKIT_KEEP_STARTUP_PAGES");
  if (keep && *keep && std::strcmp(keep, "0") != 0)
    return 0;
  size_t released = 0;
  dl_iterate_phdr(releaseObject, &released);
  return released;
}
#else
size_t tilekit::releaseStartupPages() { return 0; }
#endif
