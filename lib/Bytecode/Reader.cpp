//===- Reader.cpp - Tile IR bytecode reader: file, sections, tables -------===//

#include "Reader.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/ThreadPool.h"

#include <atomic>

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::bytecode;

//===----------------------------------------------------------------------===//
// Header and sections
//===----------------------------------------------------------------------===//

LogicalResult Reader::readHeader(ByteReader &in) {
  for (unsigned i = 0; i < sizeof(kMagic); ++i) {
    uint8_t byte;
    if (failed(in.readByte(byte, "magic number")))
      return failure();
    if (byte != static_cast<uint8_t>(kMagic[i]))
      return in.emitError() << "invalid magic number at position " << i
                            << ", got " << unsigned(byte) << " expected "
                            << unsigned(static_cast<uint8_t>(kMagic[i]));
  }
  uint8_t major, minor;
  uint16_t tag;
  if (failed(in.readByte(major, "version")) ||
      failed(in.readByte(minor, "version")) ||
      failed(in.readLE<uint16_t>(tag, "version tag")))
    return failure();
  fileVersion = {major, minor};
  fileTag = tag;
  // A released version whose encodings are not public (13.5).
  if (std::optional<std::string> reason =
          getUnpublishedReleaseReason(fileVersion))
    return in.emitError() << "unsupported Tile version " << unsigned(major)
                          << "." << unsigned(minor) << "." << tag << ": "
                          << *reason << "; this reader supports versions ["
                          << getSupportedBytecodeRange() << "]";
  if (!isSupportedBytecodeRelease(fileVersion))
    return in.emitError() << "unsupported Tile version " << unsigned(major)
                          << "." << unsigned(minor) << "." << tag
                          << ", this reader supports versions ["
                          << getSupportedBytecodeRange() << "]";
  return success();
}

/// The alignment each section's payload must have (0: none required).
static unsigned getRequiredAlignment(SectionId id) {
  switch (id) {
  case SectionId::String:
  case SectionId::Type:
    return 4;
  case SectionId::Func:
  case SectionId::Debug:
  case SectionId::Constant:
    return 8;
  default:
    return 0;
  }
}

LogicalResult Reader::readSections(ByteReader &in) {
  while (true) {
    uint8_t header;
    if (failed(in.readByte(header, "section id")))
      return failure();
    unsigned id = header & 0x7F;
    bool aligned = header & kSectionAlignedFlag;
    if (id == static_cast<unsigned>(SectionId::End)) {
      if (aligned)
        return in.fail("end section should not have alignment flag set");
      if (!in.atEnd())
        return in.fail("end section is not the last section");
      return success();
    }
    if (id >= kNumSectionIds)
      return in.emitError() << "unknown section ID: " << id;
    uint64_t length, alignment = 0;
    if (failed(in.readVarint(length, "section length")))
      return failure();
    if (aligned) {
      if (failed(in.readVarint(alignment, "section alignment")))
        return failure();
      if (alignment == 0 || !llvm::isPowerOf2_64(alignment))
        return in.emitError() << "invalid alignment value: " << alignment;
      if (failed(in.alignTo(alignment, "section padding")))
        return failure();
    }
    unsigned required = getRequiredAlignment(static_cast<SectionId>(id));
    if (required && !aligned)
      return in.emitError()
             << "section " << id
             << " must have alignment that is a multiple of " << required
             << " bytes, but has no alignment flag set";
    if (required && alignment % required)
      return in.emitError()
             << "section " << id
             << " must have alignment that is a multiple of " << required
             << " bytes, but has alignment of " << alignment;
    if (length > in.remaining())
      return in.emitError()
             << "section length " << length << " exceeds remaining data size "
             << in.remaining();
    StringRef payload;
    if (failed(in.readBytes(length, payload, "section payload")))
      return failure();
    // A repeated section replaces the earlier one.
    sections[id] = payload;
  }
}

//===----------------------------------------------------------------------===//
// Strings
//===----------------------------------------------------------------------===//

/// Reads `count` u32 start offsets after aligning to `alignment`; the data
/// follows them.
template <typename OffsetT>
static LogicalResult readOffsetTable(ByteReader &in, StringRef what,
                                     unsigned alignment,
                                     SmallVectorImpl<StringRef> &entries) {
  uint64_t count;
  if (failed(in.readVarint(count, what)) || failed(in.alignTo(alignment, what)))
    return failure();
  if (count > in.remaining() / sizeof(OffsetT))
    return in.emitError() << "number of " << what << " (" << count
                          << ") exceeds the maximum of "
                          << in.remaining() / sizeof(OffsetT);
  SmallVector<uint64_t> starts;
  starts.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    OffsetT start;
    if (failed(in.readLE<OffsetT>(start, what)))
      return failure();
    starts.push_back(start);
  }
  StringRef data = in.rest();
  // Entry i spans [start[i], start[i+1]), clamped to the data: a damaged
  // table yields short or empty entries that their users then reject, as in
  // the reference reader.
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t begin = starts[i];
    uint64_t end = i + 1 < count ? starts[i + 1] : data.size();
    entries.push_back(data.slice(begin, std::max(begin, end)));
  }
  return success();
}

LogicalResult Reader::readStringTable() {
  if (!sections[unsigned(SectionId::String)])
    return emitError(loc) << "string section is mandatory";
  ByteReader in(*sections[unsigned(SectionId::String)], loc);
  return readOffsetTable<uint32_t>(in, "strings", 4, strings);
}

LogicalResult Reader::readString(ByteReader &in, StringRef &value,
                                 StringRef what) {
  uint64_t index;
  if (failed(in.readVarint(index, what)))
    return failure();
  if (index >= strings.size())
    return in.emitError() << "string index " << index << " for " << what
                          << " out of bounds (size=" << strings.size() << ")";
  value = strings[index];
  return success();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

LogicalResult Reader::readTypeTable() {
  if (!sections[unsigned(SectionId::Type)])
    return success();
  ByteReader in(*sections[unsigned(SectionId::Type)], loc);
  if (failed(readOffsetTable<uint32_t>(in, "types", 4, typeEntries)))
    return failure();
  types.resize(typeEntries.size());
  typeState.resize(typeEntries.size(), 0);
  return success();
}

LogicalResult Reader::readType(ByteReader &in, Type &type, StringRef what) {
  uint64_t index;
  if (failed(in.readVarint(index, what)))
    return failure();
  FailureOr<Type> decoded = getType(index, in);
  if (failed(decoded))
    return failure();
  type = *decoded;
  return success();
}

FailureOr<Type> Reader::getType(uint64_t index, ByteReader &in) {
  if (index >= types.size())
    return in.emitError() << "type index " << index
                          << " out of bounds (size=" << types.size() << ")",
           failure();
  if (typeState[index] == 2)
    return types[index];
  if (typeState[index] == 1)
    return in.emitError() << "type " << index << " refers to itself", failure();
  typeState[index] = 1;
  FailureOr<Type> type = decodeType(index, in);
  if (failed(type))
    return failure();
  types[index] = *type;
  typeState[index] = 2;
  return *type;
}

static LogicalResult readI64Array(ByteReader &in, SmallVectorImpl<int64_t> &out,
                                  StringRef what) {
  uint64_t count;
  if (failed(in.readVarint(count, what)))
    return failure();
  if (count > in.remaining() / 8)
    return in.emitError() << "array of " << count << " " << what
                          << " exceeds the remaining data";
  for (uint64_t i = 0; i < count; ++i)
    if (failed(in.readLE<int64_t>(out.emplace_back(), what)))
      return failure();
  return success();
}

static LogicalResult readI32Array(ByteReader &in, SmallVectorImpl<int32_t> &out,
                                  StringRef what) {
  uint64_t count;
  if (failed(in.readVarint(count, what)))
    return failure();
  if (count > in.remaining() / 4)
    return in.emitError() << "array of " << count << " " << what
                          << " exceeds the remaining data";
  for (uint64_t i = 0; i < count; ++i)
    if (failed(in.readLE<int32_t>(out.emplace_back(), what)))
      return failure();
  return success();
}

FailureOr<Type> Reader::decodeType(uint64_t index, ByteReader &outer) {
  ByteReader in(typeEntries[index], loc);
  uint64_t tagValue;
  if (failed(in.readVarint(tagValue, "type tag")))
    return failure();
  const TypeTagInfo *tag = lookupTypeTag(tagValue);
  if (!tag)
    return in.emitError() << "unknown type tag: " << tagValue, failure();
  if (fileVersion < tag->since)
    return in.emitError() << "type '" << tag->name
                          << "' requires bytecode version "
                          << formatRelease(tag->since) << "+, file version is "
                          << formatRelease(fileVersion),
           failure();
  if (!tag->hasPayload)
    return buildPayloadFreeType(tag->tag, &context);

  auto emitTypeError = [&] { return in.emitError(); };
  auto readRef = [&](Type &type) {
    return readType(in, type, "type reference");
  };
  auto readPadding = [&](bool flagged, uint64_t flags,
                         PaddingValueAttr &padding) -> LogicalResult {
    bool present = flags & 1;
    if (!flagged) {
      uint8_t byte;
      if (failed(in.readByte(byte, "padding presence")))
        return failure();
      present = byte != 0;
    }
    if (!present)
      return success();
    uint64_t value;
    if (failed(in.readVarint(value, "padding value")))
      return failure();
    std::optional<PaddingValue> symbol =
        value <= UINT32_MAX ? symbolizePaddingValue(uint32_t(value))
                            : std::nullopt;
    if (!symbol)
      return in.emitError() << "invalid integer value for enum type: " << value;
    padding = PaddingValueAttr::get(&context, *symbol);
    return success();
  };
  auto asTensorView = [&](Type type) -> FailureOr<TensorViewType> {
    auto view = dyn_cast<TensorViewType>(type);
    if (!view)
      return in.emitError() << "expected a tensor_view type, got " << type,
             failure();
    return view;
  };
  bool viewFlags = !(fileVersion < TileIRVersion{13, 3});
  // 13.4 ptr and tensor_view entries start with flags (bit 0: a pointer
  // attribute byte follows the payload); older files have no flags.
  bool pointerFlags = !(fileVersion < kPointerAttrRelease);
  auto readPointerFlags = [&](uint64_t &flags) -> LogicalResult {
    if (!pointerFlags)
      return success();
    if (failed(in.readVarint(flags, "pointer flags")))
      return failure();
    if (flags & ~uint64_t(1))
      return in.emitError() << "unknown pointer flags " << flags;
    return success();
  };
  auto readPointerAttr = [&](uint64_t flags,
                             PointerAttrKindAttr &attr) -> LogicalResult {
    if (!(flags & 1))
      return success();
    uint8_t value;
    if (failed(in.readByte(value, "pointer attribute")))
      return failure();
    std::optional<PointerAttrKind> kind = symbolizePointerAttrKind(value);
    if (!kind)
      return in.emitError()
             << "invalid pointer attribute value " << unsigned(value);
    attr = PointerAttrKindAttr::get(&context, *kind);
    return success();
  };

  switch (tag->tag) {
  case 12: { // ptr
    Type pointee;
    uint64_t flags = 0;
    PointerAttrKindAttr attr;
    if (failed(readPointerFlags(flags)) || failed(readRef(pointee)) ||
        failed(readPointerAttr(flags, attr)))
      return failure();
    PointerType type =
        PointerType::getChecked(emitTypeError, &context, pointee, attr);
    if (!type)
      return failure();
    return Type(type);
  }
  case 13: { // tile
    Type element;
    SmallVector<int64_t> shape;
    if (failed(readRef(element)) || failed(readI64Array(in, shape, "dims")))
      return failure();
    TileType type = TileType::getChecked(emitTypeError, &context,
                                         ArrayRef<int64_t>(shape), element);
    if (!type)
      return failure();
    return Type(type);
  }
  case 14: { // tensor_view
    Type element;
    SmallVector<int64_t> shape, strides;
    uint64_t flags = 0;
    PointerAttrKindAttr attr;
    if (failed(readPointerFlags(flags)) || failed(readRef(element)) ||
        failed(readI64Array(in, shape, "dims")) ||
        failed(readI64Array(in, strides, "strides")) ||
        failed(readPointerAttr(flags, attr)))
      return failure();
    TensorViewType type = TensorViewType::getChecked(
        emitTypeError, &context, element, ArrayRef<int64_t>(shape),
        ArrayRef<int64_t>(strides), attr);
    if (!type)
      return failure();
    return Type(type);
  }
  case 15: { // partition_view
    uint64_t flags = 0;
    SmallVector<int32_t> tileShape, dimMap;
    Type tensorView;
    PaddingValueAttr padding;
    if ((viewFlags && failed(in.readVarint(flags, "view flags"))) ||
        failed(readI32Array(in, tileShape, "tile dims")) ||
        failed(readRef(tensorView)) ||
        failed(readI32Array(in, dimMap, "dim map")) ||
        failed(readPadding(viewFlags, flags, padding)))
      return failure();
    FailureOr<TensorViewType> view = asTensorView(tensorView);
    if (failed(view))
      return failure();
    PartitionViewType type = PartitionViewType::getChecked(
        emitTypeError, &context, DenseI32ArrayAttr::get(&context, tileShape),
        *view, ArrayRef<int32_t>(dimMap), padding);
    if (!type)
      return failure();
    return Type(type);
  }
  case 16: { // function
    SmallVector<Type> inputs, results;
    for (SmallVectorImpl<Type> *list : {&inputs, &results}) {
      uint64_t count;
      if (failed(in.readVarint(count, "function type arity")))
        return failure();
      if (count > in.remaining())
        return in.emitError() << "function type arity " << count
                              << " exceeds the remaining data",
               failure();
      for (uint64_t i = 0; i < count; ++i)
        if (failed(readRef(list->emplace_back())))
          return failure();
    }
    return Type(FunctionType::get(&context, inputs, results));
  }
  case 20: { // gather_scatter_view
    uint64_t flags, sparseDim;
    SmallVector<int32_t> tileShape;
    Type tensorView;
    PaddingValueAttr padding;
    if (failed(in.readVarint(flags, "view flags")) ||
        failed(readI32Array(in, tileShape, "tile dims")) ||
        failed(readRef(tensorView)) ||
        failed(in.readVarint(sparseDim, "sparse dim", UINT32_MAX)) ||
        failed(readPadding(true, flags, padding)))
      return failure();
    FailureOr<TensorViewType> view = asTensorView(tensorView);
    if (failed(view))
      return failure();
    GatherScatterViewType type = GatherScatterViewType::getChecked(
        emitTypeError, &context, DenseI32ArrayAttr::get(&context, tileShape),
        *view, static_cast<uint32_t>(sparseDim), padding);
    if (!type)
      return failure();
    return Type(type);
  }
  case 21: { // strided_view
    uint64_t flags;
    SmallVector<int32_t> tileShape, strides, dimMap;
    Type tensorView;
    PaddingValueAttr padding;
    if (failed(in.readVarint(flags, "view flags")) ||
        failed(readI32Array(in, tileShape, "tile dims")) ||
        failed(readI32Array(in, strides, "traversal strides")) ||
        failed(readRef(tensorView)) ||
        failed(readI32Array(in, dimMap, "dim map")) ||
        failed(readPadding(true, flags, padding)))
      return failure();
    FailureOr<TensorViewType> view = asTensorView(tensorView);
    if (failed(view))
      return failure();
    StridedViewType type = StridedViewType::getChecked(
        emitTypeError, &context, DenseI32ArrayAttr::get(&context, tileShape),
        DenseI32ArrayAttr::get(&context, strides), *view,
        ArrayRef<int32_t>(dimMap), padding);
    if (!type)
      return failure();
    return Type(type);
  }
  default:
    return in.emitError() << "unknown type tag: " << tagValue, failure();
  }
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

LogicalResult Reader::readConstantTable() {
  if (!sections[unsigned(SectionId::Constant)])
    return success();
  ByteReader in(*sections[unsigned(SectionId::Constant)], loc);
  uint64_t count;
  if (failed(in.readVarint(count, "constants")) ||
      failed(in.alignTo(8, "constants")))
    return failure();
  if (count > in.remaining() / 8)
    return in.fail("insufficient data for constant indices");
  SmallVector<uint64_t> starts;
  for (uint64_t i = 0; i < count; ++i)
    if (failed(in.readLE<uint64_t>(starts.emplace_back(), "constant index")))
      return failure();
  StringRef data = in.rest();
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t begin = starts[i];
    uint64_t end = i + 1 < count ? starts[i + 1] : data.size();
    if (end < begin || end > data.size())
      return in.emitError() << "invalid constant start indices: end (" << end
                            << ") is less than start (" << begin
                            << ") or past the data (" << data.size() << ")";
    ByteReader entry(data.slice(begin, end), loc);
    uint64_t size;
    StringRef bytes;
    if (failed(entry.readVarint(size, "constant size")) ||
        failed(entry.readBytes(size, bytes, "constant data")))
      return failure();
    constants.push_back(bytes);
  }
  return success();
}

FailureOr<DenseElementsAttr> Reader::getConstant(uint64_t index, Type type,
                                                 ByteReader &in) {
  if (index >= constants.size())
    return in.emitError() << "constant index " << index
                          << " out of bounds (size=" << constants.size() << ")",
           failure();
  auto shaped = dyn_cast<TileType>(type);
  if (!shaped || !shaped.getElementType().isIntOrFloat())
    return in.emitError() << "constant " << index
                          << " used with a type that is not a tile of "
                             "numbers: "
                          << type,
           failure();
  StringRef raw = constants[index];
  ArrayRef<char> data(raw.data(), raw.size());
  auto record = [&](DenseElementsAttr value) {
    if (layout)
      layout->constantIndex.try_emplace(value, index);
    return value;
  };
  // MLIR's raw layout, as the reference writer stores it (i1 bit-packed, an
  // i1 splat one byte 0x00/0xFF) ...
  bool detectedSplat = false;
  if (DenseElementsAttr::isValidRawBuffer(shaped, data, detectedSplat))
    return record(DenseElementsAttr::getFromRawBuffer(shaped, data));
  // ... or i1 data of one byte per element, as newer writers store it.
  if (shaped.getElementType().isInteger(1) &&
      static_cast<int64_t>(raw.size()) == shaped.getNumElements()) {
    SmallVector<bool> bits;
    for (char byte : raw)
      bits.push_back(byte != 0);
    return record(DenseElementsAttr::get(shaped, bits));
  }
  return in.fail("failed to validate buffer size and format"), failure();
}

//===----------------------------------------------------------------------===//
// Globals and functions
//===----------------------------------------------------------------------===//

LogicalResult Reader::readGlobals(Block &body) {
  if (!sections[unsigned(SectionId::Global)])
    return success();
  ByteReader in(*sections[unsigned(SectionId::Global)], loc);
  uint64_t count;
  if (failed(in.readVarint(count, "number of globals")))
    return in.fail("failed to read number of global.");
  if (count > in.remaining())
    return in.emitError() << "number of globals (" << count
                          << ") exceeds the remaining data";
  bool modernFields =
      !(fileVersion <
        getFieldRelease(GlobalOp::getOperationName(), "symbol_visibility"));
  builder.setInsertionPointToEnd(&body);
  for (uint64_t i = 0; i < count; ++i) {
    StringRef name;
    Type type;
    uint64_t constant, alignment, visibility = 0, isConstant = 0;
    if (failed(readString(in, name, "global symbol name")) ||
        failed(readType(in, type, "global type")) ||
        failed(in.readVarint(constant, "global value")) ||
        failed(in.readVarint(alignment, "global alignment")))
      return failure();
    if (modernFields &&
        (failed(in.readVarint(visibility, "global visibility")) ||
         failed(in.readVarint(isConstant, "global constant flag"))))
      return failure();
    if (visibility > 1)
      return in.emitError()
             << "invalid symbol visibility value: " << visibility;
    if (constant >= constants.size())
      return in.fail("global value constant index out of bounds");
    FailureOr<DenseElementsAttr> value = getConstant(constant, type, in);
    if (failed(value))
      return failure();
    GlobalOp::create(builder, UnknownLoc::get(&context), name,
                     cast<DenseIntOrFPElementsAttr>(*value), alignment,
                     isConstant != 0,
                     static_cast<SymbolVisibility>(visibility));
  }
  return success();
}

LogicalResult Reader::readFunctions(Block &body) {
  if (!sections[unsigned(SectionId::Func)])
    return emitError(loc) << "function section is mandatory";
  ByteReader in(*sections[unsigned(SectionId::Func)], loc);
  uint64_t count;
  if (failed(in.readVarint(count, "number of functions")))
    return failure();
  if (count > in.remaining())
    return in.emitError() << "number of functions (" << count
                          << ") exceeds the remaining data";
  SmallVector<PendingBody> pending;
  for (uint64_t i = 0; i < count; ++i) {
    StringRef name;
    Type signature;
    uint8_t flags;
    uint64_t locIndex, bodyLength;
    if (failed(readString(in, name, "function name")) ||
        failed(readType(in, signature, "function signature")))
      return failure();
    auto functionType = dyn_cast<FunctionType>(signature);
    if (!functionType)
      return in.emitError() << "signature " << signature
                            << " does not refer to a function type for "
                               "function '"
                            << name << "'";
    if (failed(in.readByte(flags, "function flags")) ||
        failed(in.readVarint(locIndex, "function location")))
      return failure();
    if (!(flags & kFunctionKernel))
      return in.emitError()
             << "un-expected non-entry function '" << name << "'";
    Attribute hints;
    if (flags & kFunctionHasHints) {
      if (failed(readSelfContained(in, hints)))
        return failure();
      if (!isa<OptimizationHintsAttr>(hints))
        return in.emitError() << "invalid optimization hints attribute for "
                                 "function '"
                              << name << "'";
    }
    if (failed(in.readVarint(bodyLength, "function body length")))
      return failure();
    if (bodyLength > in.remaining())
      return in.emitError()
             << "function body length " << bodyLength
             << " exceeds remaining bytecode data (" << in.remaining() << ")";
    ByteReader bodyReader(StringRef(), loc);
    if (failed(in.slice(bodyLength, bodyReader, "function body")))
      return failure();

    // Locations of this function and its ops come from its debug slot.
    hasSlot = locIndex != 0;
    if (layout)
      layout->functionHasSlot.push_back(hasSlot);
    if (hasSlot && locIndex > debugSlots.size())
      return in.emitError()
             << "function location index " << locIndex
             << " out of bounds (size=" << debugSlots.size() << ")";
    slotLocations =
        hasSlot ? ArrayRef(debugSlots[locIndex - 1]) : ArrayRef<uint64_t>();
    Location functionLoc = UnknownLoc::get(&context);
    if (hasSlot && failed(nextLocation(in, functionLoc)))
      return in.emitError()
             << "failed to read function location for '" << name << "'";

    builder.setInsertionPointToEnd(&body);
    auto function = EntryOp::create(builder, functionLoc, name, functionType);
    if (hints)
      function.setOptimizationHintsAttr(cast<OptimizationHintsAttr>(hints));
    Block &entry = function.getBody().front();
    entry.clear();
    if (parallelBodies) {
      pending.push_back({&entry, bodyReader, hasSlot, slotLocations});
      continue;
    }
    if (failed(readBody(bodyReader, entry)))
      return failure();
  }
  return readPendingBodies(pending);
}

/// Decodes the bodies the header pass left, in contiguous runs on the
/// context's threads. Each run decodes with its own copy of the reader: the
/// tables are read-only, and their lazily decoded entries (types, debug
/// attributes) are uniqued by the context, so a copy decodes the same ones.
LogicalResult Reader::readPendingBodies(MutableArrayRef<PendingBody> pending) {
  if (pending.empty())
    return success();
  llvm::ThreadPoolInterface &pool = context.getThreadPool();
  size_t runs = std::min<size_t>(pending.size(), 8 * pool.getMaxConcurrency());
  size_t runSize = (pending.size() + runs - 1) / runs;
  std::atomic<bool> failedRun = false;
  llvm::ThreadPoolTaskGroup group(pool);
  for (size_t begin = 0; begin < pending.size(); begin += runSize) {
    MutableArrayRef<PendingBody> run =
        pending.slice(begin, std::min(runSize, pending.size() - begin));
    group.async([this, run, &failedRun] {
      Reader worker(*this);
      for (PendingBody &body : run) {
        if (failedRun)
          return;
        worker.hasSlot = body.hasSlot;
        worker.slotLocations = body.slotLocations;
        if (failed(worker.readBody(body.reader, *body.block)))
          failedRun = true;
      }
    });
  }
  group.wait();
  return failure(failedRun);
}

//===----------------------------------------------------------------------===//
// The whole file
//===----------------------------------------------------------------------===//

OwningOpRef<cuda_tile::ModuleOp> Reader::read() {
  ByteReader file(buffer.getBuffer(), loc);
  if (failed(readHeader(file)) || failed(readSections(file)) ||
      failed(readStringTable()))
    return {};
  std::optional<StringRef> producer;
  if (sections[unsigned(SectionId::Producer)]) {
    ByteReader in(*sections[unsigned(SectionId::Producer)], loc);
    StringRef value;
    if (failed(readString(in, value, "producer string")))
      return {};
    producer = value;
  }
  if (failed(readTypeTable()) || failed(readConstantTable()) ||
      failed(readDebugTables()))
    return {};
  OwningOpRef<cuda_tile::ModuleOp> module = cuda_tile::ModuleOp::create(
      builder, UnknownLoc::get(&context), "kernels");
  if (producer)
    module->setProducer(*producer);
  Block &body = module->getBodyBlock();
  if (failed(readGlobals(body)) || failed(readFunctions(body)))
    return {};
  if (failed(verify(*module)))
    return emitError(loc) << "verification failed for deserialized "
                             "cuda_tile::ModuleOp",
           OwningOpRef<cuda_tile::ModuleOp>();
  if (layout && failed(recordLayout()))
    return {};
  return module;
}

LogicalResult Reader::recordLayout() {
  layout->version =
      BytecodeVersion{fileVersion.major, fileVersion.minor, fileTag};
  for (StringRef string : strings)
    layout->strings.push_back(string.str());
  // Unused type entries are decoded too: they keep their place in the
  // table when the module is written again.
  ByteReader in(sections[unsigned(SectionId::Type)].value_or(StringRef()), loc);
  for (size_t i = 0, e = types.size(); i < e; ++i) {
    FailureOr<Type> type = getType(i, in);
    if (failed(type))
      return failure();
    layout->types.push_back(*type);
  }
  for (StringRef constant : constants)
    layout->constants.push_back(constant.str());
  layout->hasConstantSection =
      sections[unsigned(SectionId::Constant)].has_value();
  layout->padsFunctionSection =
      sections[unsigned(SectionId::Func)]->size() % 8 == 0;
  for (auto [entry, attr] : llvm::zip(debugEntries, debugAttrs)) {
    layout->debugEntries.push_back(entry.str());
    layout->debugAttrs.push_back(attr);
  }
  return success();
}

OwningOpRef<cuda_tile::ModuleOp>
cuda_tile::readBytecode(llvm::MemoryBufferRef buffer, MLIRContext &context,
                        std::optional<Location> location,
                        BytecodeLayout *layout) {
  context.getOrLoadDialect<CudaTileDialect>();
  Location loc = location ? *location : UnknownLoc::get(&context);
  // Function bodies decode on the context's threads when there are enough
  // of them. Any diagnostic (an error, or a verifier's warning) makes the
  // file go through the sequential reader again, whose diagnostics come in
  // the file's order.
  if (!layout && context.isMultithreadingEnabled() &&
      context.getThreadPool().getMaxConcurrency() > 1 &&
      buffer.getBufferSize() >= kMinParallelBytecodeBytes) {
    context.loadAllAvailableDialects();
    std::atomic<bool> diagnosed = false;
    OwningOpRef<cuda_tile::ModuleOp> module;
    {
      ScopedDiagnosticHandler watch(&context, [&](Diagnostic &) {
        diagnosed = true;
        return success();
      });
      Reader reader(buffer, context, loc);
      reader.parallelBodies = true;
      module = reader.read();
    }
    if (module && !diagnosed)
      return module;
  }
  return Reader(buffer, context, loc, layout).read();
}
