//===- ParallelPrinter.cpp - The module body printed on several threads ---===//
//
// MLIR prints a top-level op in three steps: aliases (`#name = ...`) for the
// attributes and types its dialects name, the op itself, and the resources
// it uses. Each op isolated from above numbers its values from zero, so an
// entry prints the same text whether the printer started at the module or at
// the entry; only aliases, distinct attributes, resources and debug locations
// tie one op's text to the rest of the module. When none occurs, the module
// prints as its skeleton (the module ops with an empty body) with the body's
// ops, printed apart on the context's threads and indented to their depth,
// in its empty block.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Tools/ParallelAsm.h"

#include "ModuleBody.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectInterface.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/ThreadPool.h"

#include <atomic>

using namespace mlir;

namespace {
/// Tells whether printing an op needs module-wide printer state: an
/// attribute or type some interface gives an alias, a distinct attribute
/// (numbered across the module) or a resource (printed after the module).
class ModuleStateProbe {
public:
  explicit ModuleStateProbe(MLIRContext *context) : interfaces(context) {
    walker.addWalk([this](Attribute attr) {
      return needsModuleState(attr) ? WalkResult::interrupt()
                                    : WalkResult::advance();
    });
    walker.addWalk([this](Type type) {
      return needsModuleState(type) ? WalkResult::interrupt()
                                    : WalkResult::advance();
    });
  }

  /// Whether `op` itself (not its regions' ops) needs module-wide state.
  bool needsModuleState(Operation *op) {
    NamedAttrList attrs(op->getDiscardableAttrDictionary());
    op->getName().populateInherentAttrs(op, attrs);
    for (NamedAttribute attr : attrs)
      if (walker.walk(attr.getValue()).wasInterrupted())
        return true;
    for (Type type : op->getResultTypes())
      if (walker.walk(type).wasInterrupted())
        return true;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (walker.walk(arg.getType()).wasInterrupted())
            return true;
    return false;
  }

  /// The same for `op` and every op nested in it.
  bool needsModuleStateRecursively(Operation *op) {
    return op
        ->walk([this](Operation *nested) {
          return needsModuleState(nested) ? WalkResult::interrupt()
                                          : WalkResult::advance();
        })
        .wasInterrupted();
  }

private:
  template <typename SymbolT, typename InterfaceT>
  bool hasAlias(SymbolT symbol) {
    SmallString<32> name;
    llvm::raw_svector_ostream os(name);
    if (auto own = dyn_cast<InterfaceT>(symbol))
      if (own.getAlias(os) != OpAsmAliasResult::NoAlias)
        return true;
    for (const OpAsmDialectInterface &interface : interfaces)
      if (interface.getAlias(symbol, os) != OpAsmAliasResult::NoAlias)
        return true;
    return false;
  }

  bool needsModuleState(Attribute attr) {
    if (isa<DistinctAttr, DenseResourceElementsAttr>(attr))
      return true;
    return hasAlias<Attribute, OpAsmAttrInterface>(attr);
  }
  bool needsModuleState(Type type) {
    return hasAlias<Type, OpAsmTypeInterface>(type);
  }

  DialectInterfaceCollection<OpAsmDialectInterface> interfaces;
  AttrTypeWalker walker;
};

/// The block whose ops print in parallel: the body reached from `root`
/// through ops with one region of one block holding one op, if it has at
/// least two ops and each prints independently of the others (no operands,
/// no results, isolated from above or without regions). `depth` is the
/// number of regions around it.
Block *findModuleBody(Operation *root, unsigned &depth) {
  depth = 0;
  Operation *op = root;
  while (op->getNumRegions() == 1 && op->getRegion(0).hasOneBlock()) {
    Block &block = op->getRegion(0).front();
    ++depth;
    if (block.getNumArguments() != 0 || block.empty())
      return nullptr;
    if (llvm::hasSingleElement(block)) {
      op = &block.front();
      continue;
    }
    if (block.back().hasTrait<OpTrait::IsTerminator>() ||
        !tilekit::detail::isStandAloneBody(block))
      return nullptr;
    return &block;
  }
  return nullptr;
}

/// Appends `text` to `out` with `indent` spaces before each non-empty line.
void appendIndented(StringRef text, unsigned indent, std::string &out) {
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    if (!line.empty())
      out.append(indent, ' ');
    out.append(line.data(), line.size());
    if (line.size() < text.size())
      out.push_back('\n');
    text = rest;
  }
}

/// Prints the ops of `wrapper`, an empty copy of the body's parent holding
/// some of the body's ops: the parent decides how its ops print (their
/// default dialect), so they print as they do in the module. The lines
/// between the wrapper's first and last are the ops, indented for one
/// region; `indent` more spaces give them the body's depth.
std::string printWrapped(Operation *wrapper, unsigned indent,
                         const OpPrintingFlags &flags) {
  std::string text;
  {
    llvm::raw_string_ostream os(text);
    AsmState state(wrapper, flags);
    wrapper->print(os, state);
  }
  // A top-level op's text ends with a newline.
  StringRef all = StringRef(text).rtrim('\n');
  size_t first = all.find('\n'), last = all.rfind('\n');
  if (first == StringRef::npos || last == first ||
      all.drop_front(last) != "\n}")
    llvm::report_fatal_error("parallel printer: unexpected text for the "
                             "module body (print with "
                             "--tile-parallel-asm=false)");
  StringRef ops = all.slice(first + 1, last + 1);
  if (indent == 0)
    return ops.str();
  std::string out;
  out.reserve(ops.size() + ops.size() / 16);
  appendIndented(ops, indent, out);
  return out;
}

/// Whether printer flags leave each op's text independent of the others'.
bool flagsArePerOp(const OpPrintingFlags &flags) {
  return !flags.shouldPrintDebugInfo() && !flags.shouldUseLocalScope() &&
         !flags.shouldPrintUniqueSSAIDs() && !flags.shouldPrintValueUsers() &&
         !flags.shouldUseNameLocAsPrefix() && !flags.shouldSkipRegions();
}

/// The parallel print, or failure (nothing written) where it would not give
/// the sequential printer's bytes.
LogicalResult tryPrintParallel(Operation *root, raw_ostream &os,
                               OpPrintingFlags flags, bool verified) {
  MLIRContext *context = root->getContext();
  if (!tilekit::isParallelAsmEnabled() || !context->isMultithreadingEnabled() ||
      !flagsArePerOp(flags) || root->getBlock())
    return failure();
  unsigned depth;
  Block *body = findModuleBody(root, depth);
  if (!body)
    return failure();
  SmallVector<Operation *> ops =
      llvm::map_to_vector(*body, [](Operation &op) { return &op; });
  llvm::ThreadPoolInterface &pool = context->getThreadPool();
  size_t threads = pool.getMaxConcurrency();
  if (threads < 2 || ops.size() < 2 * threads ||
      ops.size() < tilekit::getParallelAsmMinOps())
    return failure();

  // The printer verifies first and prints invalid IR in generic form; that
  // decision is the whole module's, taken once here.
  if (!verified && !flags.shouldPrintGenericOpForm() &&
      !flags.shouldAssumeVerified()) {
    // Diagnostics are the printer's to swallow, as it does.
    ScopedDiagnosticHandler silence(context, [](Diagnostic &) {});
    if (failed(verify(root)))
      return failure();
  }
  flags.assumeVerified();

  // Ops in chunks, several per thread so that uneven ops even out.
  size_t chunkSize =
      std::max<size_t>(1, (ops.size() + 8 * threads - 1) / (8 * threads));
  SmallVector<ArrayRef<Operation *>> chunks;
  for (size_t i = 0; i < ops.size(); i += chunkSize)
    chunks.push_back(
        ArrayRef(ops).slice(i, std::min(chunkSize, ops.size() - i)));

  // Nothing is written until every op is known to print on its own.
  std::atomic<bool> needsState = false;
  {
    llvm::ThreadPoolTaskGroup group(pool);
    for (ArrayRef<Operation *> chunk : chunks)
      group.async([&, chunk] {
        ModuleStateProbe probe(context);
        for (Operation *op : chunk) {
          if (needsState.load(std::memory_order_relaxed))
            return;
          if (probe.needsModuleStateRecursively(op))
            needsState = true;
        }
      });
    group.wait();
  }
  if (needsState)
    return failure();
  ModuleStateProbe probe(context);
  for (Operation *op = body->getParentOp();; op = op->getParentOp()) {
    if (probe.needsModuleState(op))
      return failure();
    if (op == root)
      break;
  }

  // The skeleton: the module ops around an empty body.
  std::string skeleton;
  {
    Block parked;
    parked.getOperations().splice(parked.end(), body->getOperations());
    llvm::raw_string_ostream skeletonOs(skeleton);
    root->print(skeletonOs, flags);
    body->getOperations().splice(body->end(), parked.getOperations());
  }
  unsigned indent = 2 * depth;
  std::string emptyBody = "{\n" + std::string(indent - 2, ' ') + "}";
  size_t at = skeleton.find(emptyBody);
  if (at == std::string::npos ||
      skeleton.find(emptyBody, at + 1) != std::string::npos)
    return failure();

  // Each chunk moves into an empty copy of the body's parent and prints
  // there, in parallel; chunks are written in order as they complete.
  Operation *parent = body->getParentOp();
  SmallVector<Operation *> wrappers;
  for (ArrayRef<Operation *> chunk : chunks) {
    Operation *wrapper = parent->cloneWithoutRegions();
    Block *block = new Block();
    wrapper->getRegion(0).push_back(block);
    block->getOperations().splice(block->end(), body->getOperations(),
                                  chunk.front()->getIterator(),
                                  std::next(chunk.back()->getIterator()));
    wrappers.push_back(wrapper);
  }
  unsigned extraIndent = indent - 2;
  std::vector<std::shared_future<std::string>> printed;
  printed.reserve(wrappers.size());
  for (Operation *wrapper : wrappers)
    printed.push_back(pool.async([wrapper, extraIndent, &flags] {
      return printWrapped(wrapper, extraIndent, flags);
    }));
  os << StringRef(skeleton).take_front(at + 2);
  for (std::shared_future<std::string> &chunk : printed) {
    chunk.wait();
    os << chunk.get();
    chunk = {};
  }
  os << StringRef(skeleton).drop_front(at + 2);
  tilekit::reportParallelAsm("printed " + llvm::Twine(ops.size()) + " ops in " +
                             llvm::Twine(chunks.size()) + " chunks");
  for (Operation *wrapper : wrappers) {
    Block &block = wrapper->getRegion(0).front();
    body->getOperations().splice(body->end(), block.getOperations());
    wrapper->erase();
  }
  return success();
}
} // namespace

void tilekit::printParallel(Operation *op, raw_ostream &os,
                            const OpPrintingFlags &flags, bool verified,
                            FallbackAsmResourceMap *resources) {
  bool noResources = !resources || resources->getPrinters().empty();
  if (noResources && succeeded(tryPrintParallel(op, os, flags, verified)))
    return;
  reportParallelAsm("printed sequentially");
  OpPrintingFlags sequentialFlags = flags;
  if (verified)
    sequentialFlags.assumeVerified();
  AsmState state(op, sequentialFlags, /*locationMap=*/nullptr, resources);
  op->print(os, state);
}
