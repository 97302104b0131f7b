//===- ParallelParser.cpp - The module body parsed on several threads -----===//
//
// A scan that knows only strings, comments and brackets finds the body of
// the top-level module (the widest block under a chain of single ops) and
// cuts it at op boundaries into one part per thread. Each part is parsed from
// a copy of the file in which the other parts' lines are left empty, so
// every location keeps its line and column; the parts' bodies are then
// joined in order. The scan only proposes: the join checks that the parts
// agree on everything around the body, and anything unexpected (a parse
// error, any diagnostic, a failed verification) sends the whole file through
// the sequential parser, which then says what it always says.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Tools/ParallelAsm.h"

#include "ModuleBody.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Tools/ParseUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ThreadPool.h"

#include <array>
#include <atomic>

#include <sys/mman.h>

using namespace mlir;

namespace {
/// Where the module body lies in the text and where it is cut.
struct BodySplit {
  /// Just after the `{` that opens the body.
  size_t bodyBegin = 0;
  /// The start of the line of the `}` that closes the body.
  size_t bodyEndLine = 0;
  /// The number of braces around the body: the regions around it.
  unsigned depth = 0;
  /// Starts of the parts' first lines: bodyBegin's part first, ascending.
  SmallVector<size_t> cuts;
};

/// Calls `onOpLine(offset, depth, opener)` for each line that begins an op
/// (a letter, `"` or `%` first, outside brackets, inside braces: `opener` is
/// just after the innermost `{`) and `onCloser(opener, lineStart)` for each
/// `}` (lineStart: the start of its line if it leads it, else npos). Fails on
/// unbalanced brackets, raw newlines in strings and `{-#` (resources).
template <typename OnOpLine, typename OnCloser>
LogicalResult scanBrackets(StringRef text, OnOpLine onOpLine,
                           OnCloser onCloser) {
  // The characters the scan stops at; everything else is skipped in a tight
  // loop (the file is tens of megabytes).
  static const std::array<bool, 256> special = [] {
    std::array<bool, 256> table{};
    for (unsigned char c : StringRef("\n\"/{}()[]"))
      table[c] = true;
    return table;
  }();
  SmallVector<size_t> openers;
  unsigned brackets = 0;
  const char *data = text.data();
  size_t e = text.size();
  // Handles the first non-blank character of the line starting at `i`;
  // returns whether a `}` leads the line.
  auto lineStartAt = [&](size_t &i) {
    size_t start = i;
    while (i < e && (data[i] == ' ' || data[i] == '\t'))
      ++i;
    if (i == e)
      return false;
    char c = data[i];
    if (brackets == 0 && !openers.empty() &&
        (isalpha(static_cast<unsigned char>(c)) || c == '"' || c == '%'))
      onOpLine(start, unsigned(openers.size()), openers.back());
    return c == '}';
  };
  size_t lineStart = 0, i = 0;
  bool closerLeads = lineStartAt(i);
  for (; i < e; ++i) {
    while (i < e && !special[static_cast<unsigned char>(data[i])])
      ++i;
    if (i == e)
      break;
    switch (data[i]) {
    case '\n':
      lineStart = ++i;
      closerLeads = lineStartAt(i);
      --i;
      continue;
    case '"':
      // Strings escape quotes and backslashes with a backslash and hold no
      // raw newline.
      for (++i; i < e && data[i] != '"'; ++i) {
        if (data[i] == '\\')
          ++i;
        else if (data[i] == '\n')
          return failure();
      }
      break;
    case '/':
      if (i + 1 < e && data[i + 1] == '/') {
        const void *end = memchr(data + i, '\n', e - i);
        i = (end ? static_cast<const char *>(end) - data : e) - 1;
      }
      break;
    case '{':
      if (i + 1 < e && data[i + 1] == '-')
        return failure();
      openers.push_back(i + 1);
      break;
    case '}':
      if (openers.empty())
        return failure();
      onCloser(openers.back(),
               closerLeads && text.slice(lineStart, i).trim(" \t").empty()
                   ? lineStart
                   : StringRef::npos);
      openers.pop_back();
      break;
    case '(':
    case '[':
      ++brackets;
      break;
    case ')':
    case ']':
      if (brackets == 0)
        return failure();
      --brackets;
      break;
    default:
      break;
    }
  }
  return success(openers.empty() && brackets == 0);
}

/// Finds the body and `parts - 1` cut points: starts of lines that begin an
/// op at the body's depth, nearest to equal sizes.
std::optional<BodySplit> findBodySplit(StringRef text, unsigned parts,
                                       size_t minOps) {
  // First the depth: the shallowest with enough op lines, all in one block.
  struct DepthInfo {
    size_t count = 0;
    size_t opener = 0;
    bool oneBlock = true;
  };
  SmallVector<DepthInfo> depths;
  auto noCloser = [](size_t, size_t) {};
  if (failed(scanBrackets(
          text,
          [&](size_t, unsigned depth, size_t opener) {
            if (depths.size() < depth)
              depths.resize(depth);
            DepthInfo &info = depths[depth - 1];
            if (info.count++ == 0)
              info.opener = opener;
            else if (info.opener != opener)
              info.oneBlock = false;
          },
          noCloser)))
    return std::nullopt;
  BodySplit split;
  for (unsigned d = 0; d < depths.size() && split.depth == 0; ++d)
    if (depths[d].count >= std::max<size_t>(2 * parts, minOps))
      split.depth = depths[d].oneBlock ? d + 1 : ~0u;
  if (split.depth == 0 || split.depth == ~0u)
    return std::nullopt;
  split.bodyBegin = depths[split.depth - 1].opener;

  // Then the body's op lines and its closing line.
  SmallVector<size_t> starts;
  size_t closerLine = StringRef::npos;
  (void)scanBrackets(
      text,
      [&](size_t offset, unsigned depth, size_t) {
        if (depth == split.depth)
          starts.push_back(offset);
      },
      [&](size_t opener, size_t lineStart) {
        if (opener == split.bodyBegin)
          closerLine = lineStart;
      });
  if (closerLine == StringRef::npos)
    return std::nullopt;
  split.bodyEndLine = closerLine;
  size_t size = split.bodyEndLine - split.bodyBegin;
  split.cuts.push_back(split.bodyBegin);
  for (unsigned p = 1; p < parts; ++p) {
    size_t target = split.bodyBegin + size * p / parts;
    auto it = llvm::lower_bound(starts, target);
    if (it == starts.end() || *it <= split.cuts.back())
      return std::nullopt;
    split.cuts.push_back(*it);
  }
  return split;
}

/// The text of part `index`: everything outside the body, and the part's
/// slice of it, with the other slices reduced to their newlines.
std::unique_ptr<llvm::MemoryBuffer> makePart(StringRef text,
                                             const BodySplit &split,
                                             unsigned index, StringRef name) {
  size_t begin = split.cuts[index];
  size_t end =
      index + 1 < split.cuts.size() ? split.cuts[index + 1] : split.bodyEndLine;
  size_t before = text.slice(split.bodyBegin, begin).count('\n');
  size_t after = text.slice(end, split.bodyEndLine).count('\n');
  size_t size = split.bodyBegin + before + (end - begin) + after +
                (text.size() - split.bodyEndLine);
  std::unique_ptr<llvm::WritableMemoryBuffer> part =
      llvm::WritableMemoryBuffer::getNewUninitMemBuffer(size, name);
  char *out = part->getBufferStart();
  auto copy = [&](size_t from, size_t to) {
    memcpy(out, text.data() + from, to - from);
    out += to - from;
  };
  copy(0, split.bodyBegin);
  out = std::fill_n(out, before, '\n');
  copy(begin, end);
  out = std::fill_n(out, after, '\n');
  copy(split.bodyEndLine, text.size());
  return part;
}

/// Drops the resident pages of a file mapped for reading: the parts hold
/// the text now, and a later read (a diagnostic quoting a line, the
/// sequential parser) pages it in again from the file.
void releaseMappedPages(const llvm::MemoryBuffer &buffer) {
  if (buffer.getBufferKind() != llvm::MemoryBuffer::MemoryBuffer_MMap)
    return;
  uintptr_t page = llvm::sys::Process::getPageSizeEstimate();
  uintptr_t begin = reinterpret_cast<uintptr_t>(buffer.getBufferStart());
  uintptr_t end = reinterpret_cast<uintptr_t>(buffer.getBufferEnd());
  begin = (begin + page - 1) & ~(page - 1);
  end &= ~(page - 1);
  if (begin < end)
    (void)::madvise(reinterpret_cast<void *>(begin), end - begin,
                    MADV_DONTNEED);
}

/// The body reached from the single op of `block` through single ops, at
/// `depth` regions below it; null if the chain is not of that shape.
Block *findBody(Block &block, unsigned depth) {
  Block *current = &block;
  for (unsigned d = 0; d < depth; ++d) {
    if (!llvm::hasSingleElement(*current))
      return nullptr;
    Operation &op = current->front();
    if (op.getNumRegions() != 1 || !op.getRegion(0).hasOneBlock())
      return nullptr;
    current = &op.getRegion(0).front();
  }
  return current;
}

/// Whether the ops around the bodies of two parts are the same ops, as the
/// generic printer shows them without their regions.
bool sameSurroundings(Block &a, Block &b, unsigned depth) {
  Block *x = &a, *y = &b;
  for (unsigned d = 0; d < depth; ++d) {
    Operation &opX = x->front(), &opY = y->front();
    if (opX.getName() != opY.getName() || opX.getLoc() != opY.getLoc() ||
        opX.getRawDictionaryAttrs() != opY.getRawDictionaryAttrs() ||
        opX.getPropertiesAsAttribute() != opY.getPropertiesAsAttribute())
      return false;
    x = &opX.getRegion(0).front();
    y = &opY.getRegion(0).front();
  }
  return true;
}

OwningOpRef<Operation *>
parseParts(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
           const ParserConfig &config, bool insertImplicitModule) {
  MLIRContext *context = config.getContext();
  if (!tilekit::isParallelAsmEnabled() || !context->isMultithreadingEnabled() ||
      sourceMgr->getNumBuffers() != 1)
    return {};
  const llvm::MemoryBuffer *buffer =
      sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
  StringRef text = buffer->getBuffer();
  llvm::ThreadPoolInterface &pool = context->getThreadPool();
  unsigned parts = pool.getMaxConcurrency();
  if (parts < 2)
    return {};
  std::optional<BodySplit> split =
      findBodySplit(text, parts, tilekit::getParallelAsmMinOps());
  if (!split)
    return {};
  unsigned depth = split->depth;

  // Dialects load on first use, which must not happen on two threads.
  context->loadAllAvailableDialects();

  // Any diagnostic means the sequential parser has something to say.
  std::atomic<bool> diagnosed = false;
  ScopedDiagnosticHandler watch(context, [&](Diagnostic &) {
    diagnosed = true;
    return success();
  });

  struct Part {
    Block block;
    LocationAttr fileLoc;
    bool parsed = false;
  };
  std::vector<Part> results(parts);
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> partBuffers;
  for (unsigned i = 0; i < parts; ++i)
    partBuffers.push_back(
        makePart(text, *split, i, buffer->getBufferIdentifier()));
  releaseMappedPages(*buffer);
  {
    llvm::ThreadPoolTaskGroup group(pool);
    for (unsigned i = 0; i < parts; ++i)
      group.async([&, i] {
        // The part's text is freed as soon as it is parsed.
        llvm::SourceMgr partMgr;
        partMgr.AddNewSourceBuffer(std::move(partBuffers[i]), llvm::SMLoc());
        ParserConfig partConfig(context, /*verifyAfterParse=*/false);
        results[i].parsed = succeeded(parseSourceFile(
            partMgr, &results[i].block, partConfig, &results[i].fileLoc));
      });
    group.wait();
  }
  if (diagnosed ||
      llvm::any_of(results, [](const Part &part) { return !part.parsed; }))
    return {};

  // Join the bodies into the first part's.
  Block *body = findBody(results[0].block, depth);
  if (!body || !tilekit::detail::isStandAloneBody(*body))
    return {};
  for (unsigned i = 1; i < parts; ++i) {
    Block *partBody = findBody(results[i].block, depth);
    if (!partBody || !tilekit::detail::isStandAloneBody(*partBody) ||
        !sameSurroundings(results[0].block, results[i].block, depth))
      return {};
    body->getOperations().splice(body->end(), partBody->getOperations());
  }

  // The sequential parser verifies each top-level op after parsing.
  if (config.shouldVerifyAfterParse())
    for (Operation &op : results[0].block)
      if (failed(verify(&op)) || diagnosed)
        return {};
  if (diagnosed)
    return {};

  Block &block = results[0].block;
  if (insertImplicitModule) {
    OwningOpRef<ModuleOp> module =
        detail::constructContainerOpForParserIfNecessary<ModuleOp>(
            &block, context, results[0].fileLoc);
    if (!module || diagnosed)
      return {};
    return OwningOpRef<Operation *>(module.release());
  }
  if (!llvm::hasSingleElement(block))
    return {};
  Operation *op = &block.front();
  op->remove();
  return OwningOpRef<Operation *>(op);
}
} // namespace

OwningOpRef<Operation *>
tilekit::tryParseParallel(const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
                          const ParserConfig &config,
                          bool insertImplicitModule) {
  OwningOpRef<Operation *> op =
      parseParts(sourceMgr, config, insertImplicitModule);
  reportParallelAsm(op ? "parsed in parallel" : "parsing sequentially");
  return op;
}
