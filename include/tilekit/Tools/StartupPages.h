//===- StartupPages.h - Giving back start-up pages --------------*- C++ -*-===//
//
// Loading libMLIR.so and libLLVM.so reads their symbol and relocation tables
// and runs static constructors scattered over their code: about 60 MiB of
// clean file pages become resident in the process before main, most of them
// never used again. A tool that links MLIR statically maps only what it
// contains. The IR tools hand those pages back at the start of main; the
// ones the job needs fault in again from the page cache.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_TOOLS_STARTUPPAGES_H
#define TILEKIT_TOOLS_STARTUPPAGES_H

#include <cstddef>

namespace tilekit {

/// Drops from the process the resident pages of the read-only segments
/// (never written: no writable flag, no RELRO, no text relocations) of the
/// loaded shared libraries. Their contents are unchanged files, so a later
/// access maps the same bytes again. Returns the number of bytes of address
/// space released (resident or not); 0 where TILEKIT_KEEP_STARTUP_PAGES is
/// set (not to 0) or the platform has no such notion.
size_t releaseStartupPages();

} // namespace tilekit

#endif // TILEKIT_TOOLS_STARTUPPAGES_H
