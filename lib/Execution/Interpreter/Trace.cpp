//===- Trace.cpp - --trace and --dump-at ----------------------------------===//

#include "Trace.h"
#include "NanCheck.h"

#include "tilekit/Dialect/CudaTile/IR/SourceLocation.h"
#include "tilekit/Execution/Npy.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

/// The first of `lines` that some frame of `loc` is at (isAtSourceLine),
/// or null.
const SourceLine *findSourceLine(Location loc,
                                 const std::vector<SourceLine> &lines) {
  for (const SourceLine &wanted : lines)
    if (isAtSourceLine(loc, wanted.file, wanted.line))
      return &wanted;
  return nullptr;
}

/// Ops in the bodies of reduce and scan run once per pair of elements; the
/// reduce or scan itself is traced.
bool isInCombiner(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (isa<ReduceOp, ScanOp>(parent))
      return true;
  return false;
}

/// How many elements a trace line shows.
constexpr int64_t kShownElements = 8;

struct TracedResult {
  unsigned slot;
  bool isTile;
  bool isPointer;
  TileInfo info;
  std::string typeText;
};

void summarize(const TracedResult &result, const RtValue &value,
               llvm::raw_ostream &os) {
  os << result.typeText;
  if (!result.isTile || result.isPointer || !value)
    return;
  const TileInfo &info = result.info;
  int64_t n = info.numElements;
  const uint8_t *data = value->data();
  if (isFloatKind(info.kind)) {
    FloatFormat format = getFloatFormat(info.kind);
    int64_t nans = 0, infs = 0;
    int64_t minAt = -1, maxAt = -1;
    double minValue = 0, maxValue = 0;
    for (int64_t i = 0; i < n; ++i) {
      double v = toDouble(loadElement(data, i, info.elemBytes), format);
      if (std::isnan(v)) {
        ++nans;
        continue;
      }
      infs += std::isinf(v);
      if (minAt < 0 || v < minValue)
        minValue = v, minAt = i;
      if (maxAt < 0 || v > maxValue)
        maxValue = v, maxAt = i;
    }
    auto show = [&](int64_t at) {
      return at < 0 ? std::string("nan")
                    : formatElementValue(loadElement(data, at, info.elemBytes),
                                         info.kind);
    };
    os << " min=" << show(minAt) << " max=" << show(maxAt) << " nan=" << nans
       << " inf=" << infs;
  } else {
    unsigned width = getElemBits(info.kind);
    bool isBool = width == 1;
    int64_t minValue = 0, maxValue = 0;
    for (int64_t i = 0; i < n; ++i) {
      uint64_t bits = loadElement(data, i, info.elemBytes);
      int64_t v =
          isBool ? static_cast<int64_t>(bits & 1) : signExtend(bits, width);
      if (i == 0 || v < minValue)
        minValue = v;
      if (i == 0 || v > maxValue)
        maxValue = v;
    }
    os << " min=" << minValue << " max=" << maxValue;
  }
  os << " [";
  for (int64_t i = 0; i < n && i < kShownElements; ++i)
    os << (i ? ", " : "")
       << formatElementValue(loadElement(data, i, info.elemBytes), info.kind);
  if (n > kShownElements)
    os << ", ...";
  os << "]";
}

/// The tile as a numpy array: float16/32/64 and integers as themselves
/// (i4 sign-extended to int8, i1 as bool), the other float kinds as the
/// unsigned integers of their bit patterns (tile-run's convention).
NpyArray toNpy(const TileInfo &info, const RtValue &value) {
  NpyArray array;
  array.shape.assign(info.shape.begin(), info.shape.end());
  array.itemSize = info.elemBytes;
  switch (info.kind) {
  case ElemKind::F16:
  case ElemKind::F32:
  case ElemKind::F64:
    array.kind = 'f';
    break;
  case ElemKind::I1:
    array.kind = 'b';
    break;
  case ElemKind::I4:
  case ElemKind::I8:
  case ElemKind::I16:
  case ElemKind::I32:
  case ElemKind::I64:
    array.kind = 'i';
    break;
  default:
    array.kind = 'u';
    break;
  }
  const uint8_t *data = value->data();
  array.data.assign(data, data + info.bytes());
  if (info.kind == ElemKind::I4)
    for (uint8_t &byte : array.data)
      byte = static_cast<uint8_t>(signExtend(byte, 4));
  return array;
}

} // namespace

namespace {

/// How much a block's lines may pile up, and for how long, before they are
/// handed on: often enough that a kernel that hangs or is interrupted has
/// shown its trace, rarely enough that writing costs little.
constexpr size_t kTraceChunkBytes = 64 * 1024;
constexpr int64_t kTraceChunkNanoseconds = 50'000'000;

int64_t nowNanoseconds() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

} // namespace

TraceWriter::TraceWriter(llvm::raw_ostream &os, uint64_t limit)
    : os(os), limit(limit) {}

void TraceWriter::start(Frame &frame) {
  if (!frame.tracing)
    return;
  frame.traceText =
      llvm::formatv("--- tile block ({0}, {1}, {2})\n", frame.blockId[0],
                    frame.blockId[1], frame.blockId[2]);
  frame.traceFlushedAt = nowNanoseconds();
}

void TraceWriter::poll(Frame &frame) {
  if (frame.traceText.size() < kTraceChunkBytes &&
      nowNanoseconds() - frame.traceFlushedAt < kTraceChunkNanoseconds)
    return;
  frame.traceFlushedAt = nowNanoseconds();
  if (frame.linearBlockId == head.load(std::memory_order_acquire))
    hand(frame, false);
}

void TraceWriter::finish(Frame &frame) { hand(frame, true); }

void TraceWriter::hand(Frame &frame, bool finished) {
  std::lock_guard<std::mutex> lock(mutex);
  uint64_t id = frame.linearBlockId;
  if (id != head.load(std::memory_order_relaxed)) {
    // Only a finished block gets here out of turn.
    held[id] = std::move(frame.traceText);
    frame.traceText.clear();
    return;
  }
  write(frame.traceText);
  frame.traceText.clear();
  if (finished) {
    uint64_t next = id + 1;
    for (auto it = held.begin(); it != held.end() && it->first == next;
         it = held.erase(it), ++next)
      write(it->second);
    head.store(next, std::memory_order_release);
  }
  os.flush();
}

void TraceWriter::close() {
  std::lock_guard<std::mutex> lock(mutex);
  for (auto &[id, text] : held)
    write(text);
  held.clear();
  os.flush();
}

void TraceWriter::write(llvm::StringRef text) {
  if (text.empty() || cut.load(std::memory_order_relaxed))
    return;
  if (!limit || written + text.size() <= limit) {
    os << text;
    written += text.size();
    return;
  }
  // Whole lines only, then the note, once.
  llvm::StringRef fits = text.take_front(limit - written);
  size_t end = fits.rfind('\n');
  if (end != llvm::StringRef::npos)
    os << fits.take_front(end + 1);
  os << llvm::formatv("--- trace cut at the limit of {0} bytes "
                      "(--trace-limit)\n",
                      limit);
  cut.store(true, std::memory_order_relaxed);
}

bool isTracedBlock(const TraceOptions &trace, const GridDims &id) {
  if (!trace.print)
    return false;
  if (trace.blocks.empty())
    return true;
  for (const GridDims &block : trace.blocks)
    if (block == id)
      return true;
  return false;
}

llvm::Error checkTraceLines(EntryOp entry, const TraceOptions &trace) {
  auto count = [&](const SourceLine &wanted, bool withResults) {
    unsigned found = 0;
    entry.getBody().walk([&](Operation *op) {
      if ((!withResults || op->getNumResults()) &&
          isAtSourceLine(op->getLoc(), wanted.file, wanted.line))
        ++found;
    });
    return found;
  };
  auto error = [&](const llvm::Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  };
  std::string entryName = "@" + entry.getSymName().str();
  for (const SourceLine &at : trace.at)
    if (!count(at, false))
      return error(llvm::formatv("--trace-at {0}:{1}: no op of {2} is at "
                                 "this line",
                                 at.file, at.line, entryName)
                       .str());
  for (const SourceLine &at : trace.dumpAt) {
    unsigned found = count(at, true);
    if (found != 1)
      return error(llvm::formatv("--dump-at {0}:{1}: {2} ops with results of "
                                 "{3} are at this line, --dump-at needs one",
                                 at.file, at.line, found, entryName)
                       .str());
  }
  return llvm::Error::success();
}

Step withTrace(Operation *op, Compiler &compiler, Step step) {
  if (isInCombiner(op))
    return step;
  // Locations are matched and formatted only while tracing.
  std::vector<TracedResult> results;
  for (Value result : op->getResults()) {
    TracedResult traced;
    traced.slot = compiler.slot(result);
    auto tile = dyn_cast<TileType>(result.getType());
    traced.isTile = static_cast<bool>(tile);
    std::string text;
    llvm::raw_string_ostream os(text);
    if (tile) {
      traced.info = Compiler::getTileInfo(tile);
      traced.isPointer = traced.info.kind == ElemKind::Ptr;
      os << "tile<";
      for (int64_t d : traced.info.shape)
        os << d << "x";
      if (traced.isPointer)
        tile.getElementType().print(os);
      else
        os << getElemKindName(traced.info.kind);
      os << ">";
    } else {
      traced.isPointer = false;
      result.getType().print(os);
    }
    // `token`, `tensor_view<...>`: as the op syntax spells them.
    if (StringRef(text).starts_with("!cuda_tile."))
      text.erase(0, strlen("!cuda_tile."));
    traced.typeText = text;
    results.push_back(std::move(traced));
  }
  return [=, step = std::move(step)](Frame &frame) {
    Flow flow = step(frame);
    const TraceOptions *trace = frame.launch->trace;
    if (!trace || flow == Flow::Fault)
      return flow;
    TraceWriter *writer = frame.launch->traceWriter;
    if (frame.tracing && writer->wants(frame) &&
        (trace->at.empty() || findSourceLine(op->getLoc(), trace->at))) {
      llvm::raw_string_ostream os(frame.traceText);
      os << describeLocation(op) << ": " << op->getName().getStringRef()
         << "\n";
      for (size_t r = 0; r < results.size(); ++r) {
        os << "  #" << r << ": ";
        summarize(results[r], frame.slots[results[r].slot], os);
        os << "\n";
      }
      writer->poll(frame);
    }
    const SourceLine *dumped =
        trace->dumpAt.empty() ? nullptr
                              : findSourceLine(op->getLoc(), trace->dumpAt);
    if (dumped) {
      unsigned execution = frame.dumpCounts[op]++;
      for (size_t r = 0; r < results.size(); ++r) {
        if (!results[r].isTile)
          continue;
        llvm::SmallString<256> path(trace->dumpDir);
        std::string name = llvm::formatv("dump-{0}-b{1}_{2}_{3}-r{4}",
                                         dumped->line, frame.blockId[0],
                                         frame.blockId[1], frame.blockId[2], r);
        if (execution)
          name += "-e" + std::to_string(execution);
        llvm::sys::path::append(path, name + ".npy");
        std::string error;
        if (!writeNpy(path.str().str(),
                      toNpy(results[r].info, frame.slots[results[r].slot]),
                      error))
          return fail(frame, op, "--dump-at: " + error);
      }
    }
    return flow;
  };
}

} // namespace tilekit::exec::interp
