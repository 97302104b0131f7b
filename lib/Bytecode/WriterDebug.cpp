//===- WriterDebug.cpp - Tile IR bytecode writer: debug section -----------===//
//
// Functions located by a di_loc (or a call site) get a slot listing their own
// location and then their ops' locations in pre-order. Attributes are
// interned with their dependencies first, when the section is written.
//
//===----------------------------------------------------------------------===//

#include "Writer.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::bytecode;

LogicalResult Writer::beginFunctionLocations(FunctionOpInterface function,
                                             uint64_t &locIndex) {
  currentSlot = nullptr;
  locIndex = 0;
  Location loc = function.getLoc();
  // A re-encoded function keeps the slot it had, even with only unknown
  // locations (cutile-python writes one for every function).
  bool hadSlot = layout && functionNumber < layout->functionHasSlot.size() &&
                 layout->functionHasSlot[functionNumber];
  if (!hadSlot && !isa<DILocAttr, CallSiteLoc>(LocationAttr(loc)))
    return success();
  debugSlots.emplace_back();
  currentSlot = &debugSlots.back();
  currentSlot->emplace_back(loc, function);
  locIndex = debugSlots.size();
  return success();
}

static StringRef getLocationKindName(LocationAttr loc) {
  return llvm::TypeSwitch<LocationAttr, StringRef>(loc)
      .Case([](NameLoc) { return "NameLoc"; })
      .Case([](FusedLoc) { return "FusedLoc"; })
      .Case([](OpaqueLoc) { return "OpaqueLoc"; })
      .Default([](LocationAttr) { return "an unknown location kind"; });
}

FailureOr<uint64_t> Writer::internDebugLocation(Location loc,
                                                Operation *where) {
  LocationAttr attr = loc;
  if (isa<UnknownLoc, FileLineColLoc>(attr))
    return uint64_t(0);
  if (isa<DILocAttr, CallSiteLoc>(attr))
    return internDebugAttr(attr, where);
  return where->emitError("unsupported location, got ")
         << getLocationKindName(attr) << ", expected DILocAttr or CallSiteLoc";
}

FailureOr<uint64_t> Writer::internDebugAttr(Attribute attr, Operation *where) {
  if (auto it = debugIndex.find(attr); it != debugIndex.end())
    return it->second;
  ByteBuffer entry;
  auto ref = [&](Attribute nested) -> LogicalResult {
    FailureOr<uint64_t> index = internDebugAttr(nested, where);
    if (failed(index))
      return failure();
    entry.writeVarint(*index);
    return success();
  };
  auto tag = [&](DebugTag value) {
    entry.writeVarint(static_cast<uint64_t>(value));
  };
  // Dependencies are interned (and so numbered) before the entry itself, but
  // the entry's bytes are assembled first: build them in a local buffer.
  LogicalResult result =
      llvm::TypeSwitch<Attribute, LogicalResult>(attr)
          .Case([&](DIFileAttr file) {
            tag(DebugTag::File);
            entry.writeVarint(internString(file.getName().getValue()));
            entry.writeVarint(internString(file.getDirectory().getValue()));
            return success();
          })
          .Case([&](DICompileUnitAttr unit) {
            tag(DebugTag::CompileUnit);
            return ref(unit.getFile());
          })
          .Case([&](DISubprogramAttr subprogram) {
            tag(DebugTag::Subprogram);
            if (failed(ref(subprogram.getFile())))
              return failure();
            entry.writeVarint(subprogram.getLine());
            entry.writeVarint(internString(subprogram.getName().getValue()));
            entry.writeVarint(
                internString(subprogram.getLinkageName().getValue()));
            if (failed(ref(subprogram.getCompileUnit())))
              return failure();
            entry.writeVarint(subprogram.getScopeLine().value_or(0));
            return success();
          })
          .Case([&](DILexicalBlockAttr block) {
            tag(DebugTag::LexicalBlock);
            if (failed(ref(block.getScope())) || failed(ref(block.getFile())))
              return failure();
            entry.writeVarint(block.getLine());
            entry.writeVarint(block.getColumn().value_or(0));
            return success();
          })
          .Case([&](DILocAttr loc) {
            tag(DebugTag::Loc);
            if (failed(ref(loc.getScope())))
              return failure();
            FileLineColLoc source = loc.getSourceLoc();
            entry.writeVarint(internString(source.getFilename().getValue()));
            entry.writeVarint(source.getLine());
            entry.writeVarint(source.getColumn());
            return success();
          })
          .Case([&](CallSiteLoc callSite) {
            tag(DebugTag::CallSite);
            FailureOr<uint64_t> callee =
                internDebugLocation(callSite.getCallee(), where);
            if (failed(callee))
              return failure();
            FailureOr<uint64_t> caller =
                internDebugLocation(callSite.getCaller(), where);
            if (failed(caller))
              return failure();
            entry.writeVarint(*callee);
            entry.writeVarint(*caller);
            return success();
          })
          .Default([&](Attribute) {
            return where->emitError("unsupported debug info attribute: ")
                   << attr;
          });
  if (failed(result))
    return failure();
  uint64_t index = debugEntries.size() + 1;
  debugIndex[attr] = index;
  debugEntries.emplace_back(entry.data().begin(), entry.data().end());
  return index;
}

LogicalResult Writer::writeDebugSection(ByteBuffer &out) {
  // Function locations are interned first, then the ops' locations, slot
  // by slot, as the reference writer numbers them.
  SmallVector<SmallVector<uint64_t>> slots(debugSlots.size());
  for (auto [slot, indices] : llvm::zip(debugSlots, slots)) {
    FailureOr<uint64_t> index =
        internDebugLocation(slot.front().first, slot.front().second);
    if (failed(index))
      return failure();
    indices.push_back(*index);
  }
  for (auto [slot, indices] : llvm::zip(debugSlots, slots)) {
    for (auto [loc, op] : llvm::drop_begin(slot)) {
      FailureOr<uint64_t> index = internDebugLocation(loc, op);
      if (failed(index))
        return failure();
      indices.push_back(*index);
    }
  }
  out.writeVarint(slots.size());
  out.alignTo(4);
  uint32_t start = 0;
  for (const SmallVector<uint64_t> &indices : slots) {
    out.writeLE<uint32_t>(start);
    start += indices.size();
  }
  out.writeVarint(start);
  out.alignTo(8);
  for (const SmallVector<uint64_t> &indices : slots)
    for (uint64_t index : indices)
      out.writeLE<uint64_t>(index);
  out.writeVarint(debugEntries.size());
  out.alignTo(4);
  uint32_t offset = 0;
  for (const SmallVector<char> &entry : debugEntries) {
    out.writeLE<uint32_t>(offset);
    offset += entry.size();
  }
  for (const SmallVector<char> &entry : debugEntries)
    out.writeBytes(entry);
  return success();
}
