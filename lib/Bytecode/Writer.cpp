//===- Writer.cpp - Tile IR bytecode writer: module, tables, sections -----===//

#include "Writer.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::bytecode;

//===----------------------------------------------------------------------===//
// Tables
//===----------------------------------------------------------------------===//

unsigned Writer::internString(StringRef value) {
  auto [it, inserted] = stringIndex.try_emplace(value, strings.size());
  if (inserted)
    strings.push_back(it->getKey());
  return it->second;
}

FailureOr<unsigned> Writer::internType(Type type, Operation *where) {
  if (auto it = typeIndex.find(type); it != typeIndex.end())
    return it->second;
  const TypeTagInfo *tag = lookupTypeTag(type);
  if (!tag)
    return where->emitError("unsupported type in bytecode writer: ") << type;
  // The module was checked (checkVersionRequirements); this guards the
  // entries a layout brings from another file.
  if (target < tag->since)
    return where->emitError("type '")
           << type << "' requires bytecode version "
           << formatRelease(tag->since) << ", targeting "
           << formatRelease(target);
  ByteBuffer payload;
  payload.writeVarint(tag->tag);
  // Types the payload refers to are interned first.
  if (failed(encodeTypePayload(payload, type, *tag, where)))
    return failure();
  unsigned index = typeEntries.size();
  typeIndex[type] = index;
  typeEntries.emplace_back(payload.data().begin(), payload.data().end());
  return index;
}

/// The bytes a dense value is stored as: MLIR's raw data, as the reference
/// writer (built on MLIR 22) stores it. i1 data is bit-packed, and an i1
/// splat is one byte 0x00 or 0xFF.
static SmallVector<char> getConstantBytes(DenseElementsAttr value) {
  ArrayRef<char> raw = value.getRawData();
  return SmallVector<char>(raw.begin(), raw.end());
}

unsigned Writer::internConstant(DenseElementsAttr value) {
  auto [it, inserted] = constantIndex.try_emplace(value, constants.size());
  if (inserted)
    constants.push_back(getConstantBytes(value));
  return it->second;
}

static void writeI64Array(ByteBuffer &out, ArrayRef<int64_t> values) {
  out.writeVarint(values.size());
  for (int64_t value : values)
    out.writeLE<int64_t>(value);
}

static void writeI32Array(ByteBuffer &out, ArrayRef<int32_t> values) {
  out.writeVarint(values.size());
  for (int32_t value : values)
    out.writeLE<int32_t>(value);
}

LogicalResult Writer::encodeTypePayload(ByteBuffer &out, Type type,
                                        const TypeTagInfo &tag,
                                        Operation *where) {
  if (!tag.hasPayload)
    return success();
  auto ref = [&](Type nested) -> LogicalResult {
    FailureOr<unsigned> index = internType(nested, where);
    if (failed(index))
      return failure();
    out.writeVarint(*index);
    return success();
  };
  bool viewFlags = !(target < TileIRVersion{13, 3});
  // From 13.4 ptr and tensor_view entries carry flags and, when set, the
  // pointer attribute byte after the payload.
  bool pointerFlags = !(target < kPointerAttrRelease);
  auto checkPointerAttr = [&](PointerAttrKindAttr attr) -> LogicalResult {
    if (!attr || pointerFlags)
      return success();
    return where->emitError("pointer attribute of type '")
           << type << "' requires bytecode version "
           << formatRelease(kPointerAttrRelease) << ", targeting "
           << formatRelease(target);
  };
  auto writePointerFlags = [&](PointerAttrKindAttr attr) {
    if (pointerFlags)
      out.writeVarint(attr ? 1 : 0);
  };
  auto writePointerAttr = [&](PointerAttrKindAttr attr) {
    if (pointerFlags && attr)
      out.writeByte(static_cast<uint8_t>(attr.getValue()));
  };
  auto writePadding = [&](PaddingValueAttr padding, bool flagged) {
    if (flagged) {
      if (padding)
        out.writeVarint(static_cast<uint64_t>(padding.getValue()));
      return;
    }
    out.writeByte(padding ? 1 : 0);
    if (padding)
      out.writeVarint(static_cast<uint64_t>(padding.getValue()));
  };
  return llvm::TypeSwitch<Type, LogicalResult>(type)
      .Case([&](PointerType ptr) {
        if (failed(checkPointerAttr(ptr.getPtrAttr())))
          return failure();
        // Intern the pointee first: its entry precedes this one.
        FailureOr<unsigned> pointee = internType(ptr.getPointeeType(), where);
        if (failed(pointee))
          return failure();
        writePointerFlags(ptr.getPtrAttr());
        out.writeVarint(*pointee);
        writePointerAttr(ptr.getPtrAttr());
        return success();
      })
      .Case([&](TileType tile) {
        if (failed(ref(tile.getElementType())))
          return failure();
        writeI64Array(out, tile.getShape());
        return success();
      })
      .Case([&](TensorViewType view) {
        if (failed(checkPointerAttr(view.getPtrAttr())))
          return failure();
        FailureOr<unsigned> element = internType(view.getElementType(), where);
        if (failed(element))
          return failure();
        writePointerFlags(view.getPtrAttr());
        out.writeVarint(*element);
        writeI64Array(out, view.getShape());
        writeI64Array(out, view.getStrides());
        writePointerAttr(view.getPtrAttr());
        return success();
      })
      .Case([&](PartitionViewType view) {
        // Intern before writing, so that nested entries come first.
        FailureOr<unsigned> tensorView =
            internType(view.getTensorView(), where);
        if (failed(tensorView))
          return failure();
        if (viewFlags)
          out.writeVarint(view.getPaddingValue() ? 1 : 0);
        writeI32Array(out, view.getTileShape().asArrayRef());
        out.writeVarint(*tensorView);
        writeI32Array(out, view.getDimMap());
        writePadding(view.getPaddingValue(), viewFlags);
        return success();
      })
      .Case([&](GatherScatterViewType view) {
        FailureOr<unsigned> tensorView =
            internType(view.getTensorView(), where);
        if (failed(tensorView))
          return failure();
        out.writeVarint(view.getPaddingValue() ? 1 : 0);
        writeI32Array(out, view.getTileShape().asArrayRef());
        out.writeVarint(*tensorView);
        out.writeVarint(view.getSparseDim());
        writePadding(view.getPaddingValue(), /*flagged=*/true);
        return success();
      })
      .Case([&](StridedViewType view) {
        FailureOr<unsigned> tensorView =
            internType(view.getTensorView(), where);
        if (failed(tensorView))
          return failure();
        out.writeVarint(view.getPaddingValue() ? 1 : 0);
        writeI32Array(out, view.getTileShape().asArrayRef());
        writeI32Array(out, view.getTraversalStrides().asArrayRef());
        out.writeVarint(*tensorView);
        writeI32Array(out, view.getDimMap());
        writePadding(view.getPaddingValue(), /*flagged=*/true);
        return success();
      })
      .Case([&](FunctionType function) {
        SmallVector<unsigned> inputs, results;
        for (Type input : function.getInputs()) {
          FailureOr<unsigned> index = internType(input, where);
          if (failed(index))
            return failure();
          inputs.push_back(*index);
        }
        for (Type result : function.getResults()) {
          FailureOr<unsigned> index = internType(result, where);
          if (failed(index))
            return failure();
          results.push_back(*index);
        }
        out.writeVarint(inputs.size());
        for (unsigned index : inputs)
          out.writeVarint(index);
        out.writeVarint(results.size());
        for (unsigned index : results)
          out.writeVarint(index);
        return success();
      })
      .Default([&](Type) {
        return where->emitError("unsupported type in bytecode writer: ")
               << type;
      });
}

//===----------------------------------------------------------------------===//
// Module checks
//===----------------------------------------------------------------------===//

LogicalResult Writer::checkModule() {
  if (std::optional<std::string> reason = getUnpublishedReleaseReason(target))
    return module.emitError("unsupported version requested ")
           << version.str() << ": " << *reason;
  if (!isSupportedBytecodeRelease(target))
    return module.emitError("unsupported version requested ")
           << version.str() << ", must be in range [13.1, "
           << formatRelease(getSupportedBytecodeReleases().back()) << "]";
  for (Operation &op : module.getBodyBlock())
    if (!isa<EntryOp, GlobalOp>(op))
      return op.emitError("only function and global ops are allowed in the "
                          "body");
  WalkResult result = module.walk([&](Operation *op) {
    if (op == module.getOperation())
      return WalkResult::advance();
    if (!isa_and_nonnull<CudaTileDialect>(op->getDialect())) {
      op->emitError("only ops from the 'cuda_tile' dialect are allowed");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// Sections
//===----------------------------------------------------------------------===//

LogicalResult Writer::writeGlobals(ByteBuffer &out) {
  SmallVector<GlobalOp> globals(module.getBodyBlock().getOps<GlobalOp>());
  out.writeVarint(globals.size());
  // Both fields appeared together; checkVersionRequirements refused a
  // non-default value of either for an older target.
  bool modernFields = !(target < getFieldRelease(GlobalOp::getOperationName(),
                                                 "symbol_visibility"));
  for (GlobalOp global : globals) {
    out.writeVarint(stringIndex.lookup(global.getSymName()));
    out.writeVarint(typeIndex.lookup(global.getValue().getType()));
    out.writeVarint(constantIndex.lookup(global.getValue()));
    out.writeVarint(global.getAlignmentAttr().getInt());
    if (modernFields) {
      out.writeVarint(static_cast<uint64_t>(global.getSymbolVisibility()));
      out.writeVarint(global.getConstant() ? 1 : 0);
    }
  }
  return success();
}

/// From 13.4 an entry's `num_worker_warps_per_cta` is 4 or 8 (cutile-rs and
/// cutile-python check the same; earlier releases allow powers of two up to
/// 32, checked only by -Wunsupported-hints).
LogicalResult Writer::checkHintsForTarget(EntryOp function,
                                          OptimizationHintsAttr hints) {
  if (target < TileIRVersion{13, 4})
    return success();
  for (NamedAttribute arch : hints.getValue()) {
    auto dict = dyn_cast<DictionaryAttr>(arch.getValue());
    auto warps = dict ? dyn_cast_or_null<IntegerAttr>(
                            dict.get("num_worker_warps_per_cta"))
                      : IntegerAttr();
    if (warps && warps.getInt() != 4 && warps.getInt() != 8)
      return function.emitError("optimization hint ")
             << arch.getName().strref()
             << ".num_worker_warps_per_cta must be 4 or 8 in bytecode version "
             << formatRelease(target) << ", got " << warps.getInt();
  }
  return success();
}

LogicalResult Writer::writeFunctions(ByteBuffer &out) {
  SmallVector<EntryOp> functions(module.getBodyBlock().getOps<EntryOp>());
  out.writeVarint(functions.size());
  for (EntryOp function : functions) {
    uint64_t locIndex = 0;
    if (failed(beginFunctionLocations(function, locIndex)))
      return failure();
    // Present hints are written even when empty (`optimization_hints=<>`):
    // the reference sets the flag and writes an empty dictionary.
    OptimizationHintsAttr hints = function.getOptimizationHintsAttr();
    bool hasHints = static_cast<bool>(hints);
    if (hasHints && failed(checkHintsForTarget(function, hints)))
      return failure();
    out.writeVarint(stringIndex.lookup(function.getSymName()));
    out.writeVarint(typeIndex.lookup(function.getFunctionType()));
    out.writeByte(kFunctionKernel | (hasHints ? kFunctionHasHints : 0));
    out.writeVarint(locIndex);
    if (hasHints && failed(writeSelfContained(out, hints, function)))
      return failure();
    ByteBuffer body;
    Block &block = function.getBody().front();
    beginFunction(block);
    for (Operation &op : block)
      if (failed(writeOp(body, &op)))
        return failure();
    currentSlot = nullptr;
    ++functionNumber;
    out.writeVarint(body.size());
    out.writeBytes(body.data());
  }
  if (!layout || layout->padsFunctionSection)
    out.alignTo(8);
  return success();
}

void Writer::beginFunction(Block &body) {
  valueIndex.clear();
  nextValue = 0;
  for (BlockArgument arg : body.getArguments())
    valueIndex[arg] = nextValue++;
}

/// `count`, padding to `alignment`, then u32/u64 start offsets of entries
/// and the concatenated entries.
template <typename OffsetT>
static void writeOffsetTable(ByteBuffer &out,
                             ArrayRef<SmallVector<char>> entries,
                             unsigned alignment) {
  out.writeVarint(entries.size());
  out.alignTo(alignment);
  uint64_t offset = 0;
  for (const SmallVector<char> &entry : entries) {
    out.writeLE<OffsetT>(static_cast<OffsetT>(offset));
    offset += entry.size();
  }
  for (const SmallVector<char> &entry : entries)
    out.writeBytes(entry);
}

void Writer::writeTypeSection(ByteBuffer &out) {
  writeOffsetTable<uint32_t>(out, typeEntries, 4);
}

void Writer::writeStringSection(ByteBuffer &out) {
  SmallVector<SmallVector<char>> entries;
  for (StringRef value : strings)
    entries.emplace_back(value.begin(), value.end());
  writeOffsetTable<uint32_t>(out, entries, 4);
}

void Writer::writeConstantSection(ByteBuffer &out) {
  SmallVector<SmallVector<char>> entries;
  for (const SmallVector<char> &data : constants) {
    ByteBuffer entry;
    entry.writeVarint(data.size());
    entry.writeBytes(data);
    entries.emplace_back(entry.data().begin(), entry.data().end());
  }
  writeOffsetTable<uint64_t>(out, entries, 8);
}

/// Appends a section: id (with the aligned flag), length, alignment and
/// padding to an absolute multiple of it, payload.
static void appendSection(ByteBuffer &file, SectionId id,
                          const ByteBuffer &payload, unsigned alignment) {
  file.writeByte(static_cast<uint8_t>(id) |
                 (alignment ? kSectionAlignedFlag : 0));
  file.writeVarint(payload.size());
  if (alignment) {
    file.writeVarint(alignment);
    file.alignTo(alignment);
  }
  file.writeBytes(payload.data());
}

LogicalResult Writer::seedTables() {
  for (const std::string &string : layout->strings)
    internString(string);
  for (Type type : layout->types)
    if (failed(internType(type, module)))
      return failure();
  for (const std::string &data : layout->constants)
    constants.emplace_back(data.begin(), data.end());
  for (auto [value, index] : layout->constantIndex)
    if (index < constants.size())
      constantIndex.try_emplace(value, index);
  for (auto [entry, attr] :
       llvm::zip(layout->debugEntries, layout->debugAttrs)) {
    debugEntries.emplace_back(entry.begin(), entry.end());
    if (attr)
      debugIndex.try_emplace(attr, debugEntries.size());
  }
  return success();
}

LogicalResult Writer::write(llvm::raw_ostream &os) {
  if (failed(checkModule()) || failed(checkVersionRequirements(module, target)))
    return failure();
  if (layout && failed(seedTables()))
    return failure();
  SmallVector<EntryOp> functions(module.getBodyBlock().getOps<EntryOp>());
  SmallVector<GlobalOp> globals(module.getBodyBlock().getOps<GlobalOp>());

  // Interning order of the reference writer: names, signatures and global
  // values first, then everything met while encoding the functions.
  for (EntryOp function : functions)
    internString(function.getSymName());
  for (GlobalOp global : globals)
    internString(global.getSymName());
  for (EntryOp function : functions)
    if (failed(internType(function.getFunctionType(), function)))
      return failure();
  for (GlobalOp global : globals)
    if (failed(internType(global.getValue().getType(), global)))
      return failure();
  for (GlobalOp global : globals)
    internConstant(global.getValue());

  ByteBuffer globalSection, functionSection, constantSection, debugSection,
      typeSection, producerSection, stringSection;
  if (failed(writeFunctions(functionSection)) ||
      failed(writeGlobals(globalSection)))
    return failure();
  if (hasDebugInfo() && failed(writeDebugSection(debugSection)))
    return failure();
  // Older targets leave the producer out, as the reference does.
  bool hasProducer =
      module.getProducer() &&
      !(target <
        getFieldRelease(cuda_tile::ModuleOp::getOperationName(), "producer"));
  if (hasProducer)
    producerSection.writeVarint(internString(*module.getProducer()));
  writeConstantSection(constantSection);
  writeTypeSection(typeSection);
  writeStringSection(stringSection);

  ByteBuffer file;
  file.writeBytes(ArrayRef<char>(kMagic, sizeof(kMagic)));
  file.writeByte(version.major);
  file.writeByte(version.minor);
  file.writeLE<uint16_t>(version.tag);
  if (!globals.empty())
    appendSection(file, SectionId::Global, globalSection, 0);
  appendSection(file, SectionId::Func, functionSection, 8);
  if (!constants.empty() || (layout && layout->hasConstantSection))
    appendSection(file, SectionId::Constant, constantSection, 8);
  if (hasDebugInfo())
    appendSection(file, SectionId::Debug, debugSection, 8);
  appendSection(file, SectionId::Type, typeSection, 4);
  if (hasProducer)
    appendSection(file, SectionId::Producer, producerSection, 0);
  appendSection(file, SectionId::String, stringSection, 4);
  file.writeByte(static_cast<uint8_t>(SectionId::End));
  os.write(file.data().data(), file.size());
  return success();
}

LogicalResult cuda_tile::writeBytecode(llvm::raw_ostream &os,
                                       cuda_tile::ModuleOp module,
                                       BytecodeVersion version) {
  return Writer(module, version).write(os);
}

LogicalResult cuda_tile::writeBytecode(llvm::raw_ostream &os,
                                       cuda_tile::ModuleOp module,
                                       BytecodeVersion version,
                                       const BytecodeLayout &layout) {
  return Writer(module, version, &layout).write(os);
}
