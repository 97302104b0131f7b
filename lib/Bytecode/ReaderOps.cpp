//===- ReaderOps.cpp - Tile IR bytecode reader: ops, attributes, debug ----===//

#include "Reader.h"

#include "mlir/IR/BuiltinTypes.h"

#include "tilekit/Dialect/CudaTile/IR/ReleaseRules.h"
#include "tilekit/Support/NestingDepth.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::bytecode;

/// Nesting of attributes (arrays of arrays, debug scopes): deeper only
/// comes from damaged or hostile files.
static constexpr unsigned kMaxNesting = 256;

//===----------------------------------------------------------------------===//
// Self-contained attributes
//===----------------------------------------------------------------------===//

/// A flags byte (bit 0: first present, bit 1: second present) followed by
/// the present values as zig-zag varints: div_by's every/along, bounded's
/// bounds.
static LogicalResult readOptionalPair(ByteReader &in, StringRef what,
                                      std::optional<int64_t> &first,
                                      std::optional<int64_t> &second) {
  uint8_t flags;
  if (failed(in.readByte(flags, what)))
    return failure();
  if (flags & ~uint8_t(3))
    return in.emitError() << "invalid " << what << " flags " << unsigned(flags);
  for (auto [bit, value] : {std::pair(1, &first), std::pair(2, &second)}) {
    if (!(flags & bit))
      continue;
    int64_t raw;
    if (failed(in.readSVarint(raw, what)))
      return failure();
    *value = raw;
  }
  return success();
}

LogicalResult Reader::readDictionaryPayload(ByteReader &in,
                                            DictionaryAttr &dict,
                                            unsigned depth) {
  uint64_t count;
  if (failed(in.readVarint(count, "dictionary size")))
    return failure();
  if (count > in.remaining())
    return in.emitError() << "dictionary of " << count
                          << " entries exceeds the remaining data";
  NamedAttrList entries;
  for (uint64_t i = 0; i < count; ++i) {
    StringRef key;
    Attribute value;
    if (failed(readString(in, key, "dictionary key")))
      return failure();
    if (key.empty())
      return in.emitError()
             << "invalid empty attribute name for DictionaryAttr element " << i;
    if (failed(readSelfContained(in, value, depth + 1)))
      return failure();
    if (entries.get(key))
      return in.emitError()
             << "failed to parse DictionaryAttr, duplicate key found: " << key;
    entries.append(key, value);
  }
  dict = entries.getDictionary(&context);
  return success();
}

LogicalResult Reader::readSelfContained(ByteReader &in, Attribute &attr,
                                        unsigned depth) {
  if (depth > kMaxNesting)
    return in.fail("attribute nesting is too deep");
  uint64_t tag;
  if (failed(in.readVarint(tag, "attribute tag")))
    return failure();
  auto emitAttrError = [&] { return in.emitError(); };
  switch (static_cast<AttrTag>(tag)) {
  case AttrTag::Integer: {
    Type type;
    if (failed(readType(in, type, "integer attribute type")))
      return failure();
    auto intType = dyn_cast<IntegerType>(type);
    if (!intType)
      return in.emitError() << "integer attribute of non-integer type " << type;
    uint64_t value;
    if (intType.getWidth() == 1) {
      uint8_t byte;
      if (failed(in.readByte(byte, "inline bool (i1)")))
        return in.fail("failed to read byte for inline bool (i1)");
      value = byte;
    } else if (failed(in.readVarint(value, "integer attribute"))) {
      return failure();
    }
    if (intType.getWidth() < 64 && (value >> intType.getWidth()))
      return in.emitError() << "value " << value << " does not fit in "
                            << intType.getWidth() << " bits";
    attr = IntegerAttr::getChecked(emitAttrError, intType,
                                   APInt(intType.getWidth(), value));
    return success(attr != nullptr);
  }
  case AttrTag::Float: {
    Type type;
    if (failed(readType(in, type, "float attribute type")))
      return failure();
    auto floatType = dyn_cast<FloatType>(type);
    if (!floatType)
      return in.emitError() << "float attribute of non-float type " << type;
    unsigned width = floatType.getWidth();
    APInt bits;
    if (width <= 8) {
      uint8_t byte;
      if (failed(in.readByte(byte, "float attribute")))
        return failure();
      bits = APInt(width, byte, /*isSigned=*/false, /*implicitTrunc=*/true);
    } else if (width <= 64) {
      int64_t value;
      if (failed(in.readSVarint(value, "float attribute")))
        return failure();
      bits = APInt(width, static_cast<uint64_t>(value), /*isSigned=*/false,
                   /*implicitTrunc=*/true);
    } else {
      uint64_t words;
      if (failed(in.readVarint(words, "float attribute words")))
        return failure();
      if (words != llvm::divideCeil(width, 64))
        return in.emitError() << "float attribute of " << words
                              << " words does not fit type " << type;
      SmallVector<uint64_t> raw;
      for (uint64_t i = 0; i < words; ++i) {
        int64_t word;
        if (failed(in.readSVarint(word, "float attribute word")))
          return failure();
        raw.push_back(static_cast<uint64_t>(word));
      }
      bits = APInt(width, raw);
    }
    attr =
        FloatAttr::get(floatType, APFloat(floatType.getFloatSemantics(), bits));
    return success();
  }
  case AttrTag::Bool: {
    uint8_t byte;
    if (failed(in.readByte(byte, "bool attribute")))
      return failure();
    attr = BoolAttr::get(&context, byte != 0);
    return success();
  }
  case AttrTag::Type: {
    Type type;
    if (failed(readType(in, type, "type attribute")))
      return failure();
    attr = TypeAttr::get(type);
    return success();
  }
  case AttrTag::String: {
    StringRef value;
    if (failed(readString(in, value, "string attribute")))
      return failure();
    attr = StringAttr::get(&context, value);
    return success();
  }
  case AttrTag::Array: {
    uint64_t count;
    if (failed(in.readVarint(count, "array size")))
      return failure();
    if (count > in.remaining())
      return in.emitError()
             << "array of " << count << " elements exceeds the remaining data";
    SmallVector<Attribute> elements;
    for (uint64_t i = 0; i < count; ++i)
      if (failed(readSelfContained(in, elements.emplace_back(), depth + 1)))
        return failure();
    attr = ArrayAttr::get(&context, elements);
    return success();
  }
  case AttrTag::DenseElements: {
    Type type;
    uint64_t index;
    if (failed(readType(in, type, "dense elements type")) ||
        failed(in.readVarint(index, "dense elements constant")))
      return failure();
    FailureOr<DenseElementsAttr> value = getConstant(index, type, in);
    if (failed(value))
      return failure();
    attr = *value;
    return success();
  }
  case AttrTag::DivBy: {
    uint64_t divisor;
    std::optional<int64_t> every, along;
    if (failed(in.readVarint(divisor, "div_by divisor")) ||
        failed(readOptionalPair(in, "div_by", every, along)))
      return failure();
    attr = DivByAttr::get(&context, divisor, every, along);
    return success();
  }
  case AttrTag::SameElements: {
    uint64_t count;
    if (failed(in.readVarint(count, "same_elements size")))
      return failure();
    if (count > in.remaining() / 8)
      return in.emitError() << "same_elements of " << count
                            << " values exceeds the remaining data";
    SmallVector<int64_t> values;
    for (uint64_t i = 0; i < count; ++i)
      if (failed(in.readLE<int64_t>(values.emplace_back(), "same_elements")))
        return failure();
    attr = SameElementsAttr::get(&context,
                                 DenseI64ArrayAttr::get(&context, values));
    return success();
  }
  case AttrTag::Dictionary: {
    DictionaryAttr dict;
    if (failed(readDictionaryPayload(in, dict, depth)))
      return failure();
    attr = dict;
    return success();
  }
  case AttrTag::OptimizationHints: {
    DictionaryAttr dict;
    if (failed(readDictionaryPayload(in, dict, depth)))
      return failure();
    attr = OptimizationHintsAttr::getChecked(emitAttrError, &context, dict);
    return success(attr != nullptr);
  }
  case AttrTag::Bounded: {
    std::optional<int64_t> lb, ub;
    if (failed(readOptionalPair(in, "bounded", lb, ub)))
      return failure();
    attr = BoundedAttr::get(&context, lb, ub);
    return success();
  }
  }
  return in.emitError() << "unsupported AttributeTag " << tag
                        << " for self-contained attribute";
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

LogicalResult Reader::readValue(ByteReader &in, Value &value) {
  uint64_t index;
  if (failed(in.readVarint(index, "operand")))
    return failure();
  if (index >= values.size())
    return in.emitError() << "operand index " << index
                          << " out of bounds (size=" << values.size() << ")";
  value = values[index];
  return success();
}

LogicalResult Reader::readInlineAttr(ByteReader &in, const AttrField &field,
                                     Type resultType, Attribute &attr) {
  switch (field.kind) {
  case AttrKind::Enum: {
    uint64_t value;
    if (failed(in.readVarint(value, field.name)))
      return failure();
    attr = field.decodeEnum(&context, value);
    if (!attr)
      return in.emitError() << "invalid integer value for enum type: " << value;
    if (field.enumValueSince && fileVersion < field.enumValueSince(value))
      return in.emitError()
             << "enum value " << value << " for attribute '" << field.name
             << "' requires bytecode version "
             << formatRelease(field.enumValueSince(value))
             << ", file version is " << formatRelease(fileVersion);
    return success();
  }
  case AttrKind::UInt: {
    uint64_t value;
    if (failed(in.readVarint(value, field.name)))
      return failure();
    if (field.intWidth < 64 && (value >> field.intWidth))
      return in.emitError()
             << "value " << value << " of '" << field.name
             << "' does not fit in " << field.intWidth << " bits";
    attr = IntegerAttr::get(IntegerType::get(&context, field.intWidth),
                            APInt(field.intWidth, value));
    return success();
  }
  case AttrKind::Bool: {
    uint8_t byte;
    if (failed(in.readByte(byte, field.name)))
      return failure();
    attr = BoolAttr::get(&context, byte != 0);
    return success();
  }
  case AttrKind::String: {
    StringRef value;
    if (failed(readString(in, value, field.name)))
      return failure();
    attr = field.isSymbolRef
               ? Attribute(FlatSymbolRefAttr::get(&context, value))
               : Attribute(StringAttr::get(&context, value));
    return success();
  }
  case AttrKind::DenseI32Array: {
    uint64_t count;
    if (failed(in.readVarint(count, field.name)))
      return failure();
    if (count > in.remaining() / 4)
      return in.emitError()
             << "array of " << count << " values exceeds the remaining data";
    SmallVector<int32_t> values;
    for (uint64_t i = 0; i < count; ++i) {
      int32_t value;
      if (failed(in.readLE<int32_t>(value, field.name)))
        return failure();
      if (value == INT32_MIN || value == INT32_MAX)
        return in.emitError() << "array contains unsupported value " << value;
      values.push_back(value);
    }
    attr = DenseI32ArrayAttr::get(&context, values);
    return success();
  }
  case AttrKind::DenseLiteral: {
    uint64_t index;
    if (failed(in.readVarint(index, field.name)))
      return failure();
    FailureOr<DenseElementsAttr> value = getConstant(index, resultType, in);
    if (failed(value))
      return failure();
    attr = *value;
    return success();
  }
  case AttrKind::Array: {
    uint64_t count;
    if (failed(in.readVarint(count, field.name)))
      return failure();
    if (count > in.remaining())
      return in.emitError()
             << "array of " << count << " elements exceeds the remaining data";
    SmallVector<Attribute> elements;
    for (uint64_t i = 0; i < count; ++i)
      if (failed(readSelfContained(in, elements.emplace_back())))
        return failure();
    attr = ArrayAttr::get(&context, elements);
    return success();
  }
  case AttrKind::Hints: {
    DictionaryAttr dict;
    if (failed(readDictionaryPayload(in, dict, 0)))
      return failure();
    attr = OptimizationHintsAttr::getChecked([&] { return in.emitError(); },
                                             &context, dict);
    return success(attr != nullptr);
  }
  case AttrKind::SelfContained:
    return readSelfContained(in, attr);
  case AttrKind::Unit:
    attr = UnitAttr::get(&context);
    return success();
  case AttrKind::DenseBoolArray: {
    uint64_t count;
    if (failed(in.readVarint(count, field.name)))
      return failure();
    if (count > in.remaining())
      return in.emitError()
             << "array of " << count << " values exceeds the remaining data";
    SmallVector<bool> values;
    for (uint64_t i = 0; i < count; ++i) {
      uint8_t byte;
      if (failed(in.readByte(byte, field.name)))
        return failure();
      if (byte > 1)
        return in.emitError() << "invalid bool value " << unsigned(byte)
                              << " in '" << field.name << "'";
      values.push_back(byte != 0);
    }
    attr = DenseBoolArrayAttr::get(&context, values);
    return success();
  }
  }
  return failure();
}

LogicalResult Reader::readOp(ByteReader &in, Block &block, unsigned depth) {
  // The limit of text input too, so that any module that can be written can
  // be read back.
  if (depth > tilekit::kMaxNestingDepth)
    return in.fail("region nesting is too deep (more than " +
                   llvm::Twine(tilekit::kMaxNestingDepth) + " levels)");
  uint64_t opcode;
  if (failed(in.readVarint(opcode, "opcode")))
    return failure();
  const OpEncoding *encoding =
      opcode <= UINT32_MAX ? lookupOpEncoding(opcode) : nullptr;
  if (!encoding || encoding->isStructural)
    return in.emitError() << "unknown or unimplemented opcode: " << opcode;
  if (opcode > getMaxOpcode(fileVersion) || fileVersion < encoding->since)
    return in.emitError() << "unsupported opcode " << opcode
                          << " for bytecode version "
                          << formatRelease(fileVersion);

  // Results.
  SmallVector<Type> resultTypes;
  uint64_t numResults = 0;
  for (const ResultField &field : encoding->results)
    if (!(fileVersion < field.since))
      ++numResults;
  if (encoding->writesResultCount &&
      failed(in.readVarint(numResults, "result count")))
    return failure();
  if (numResults > in.remaining())
    return in.emitError() << "result count " << numResults
                          << " exceeds the remaining data";
  for (uint64_t i = 0; i < numResults; ++i)
    if (failed(readType(in, resultTypes.emplace_back(), "result type")))
      return failure();
  // Results the file's version does not have (13.1 `print` has no token)
  // are added without a value index.
  size_t numNumberedResults = resultTypes.size();
  bool hasVariadicResult = llvm::any_of(
      encoding->results, [](const ResultField &f) { return f.isVariadic; });
  if (!hasVariadicResult) {
    size_t expected = encoding->results.size();
    if (resultTypes.size() > expected)
      return in.emitError()
             << "result count mismatch for " << encoding->opName
             << ": expected " << expected << " compatible results but got "
             << resultTypes.size();
    for (size_t i = resultTypes.size(); i < expected; ++i) {
      const ResultField &field = encoding->results[i];
      if (!(fileVersion < field.since) || !field.isToken)
        return in.emitError()
               << "result count mismatch for " << encoding->opName
               << ": expected " << expected << " compatible results but got "
               << resultTypes.size();
      resultTypes.push_back(TokenType::get(&context));
    }
  }

  // Flags.
  SmallVector<FlagField> flagFields;
  for (const FlagField &field : getFlagFields(*encoding))
    if (!(fileVersion < field.since()))
      flagFields.push_back(field);
  uint64_t flags = 0;
  if (!flagFields.empty()) {
    if (failed(in.readVarint(flags, "flags")))
      return failure();
    if (flagFields.size() < 64 && (flags >> flagFields.size()))
      return in.emitError() << "malformed bytecode: unknown flag bits set for "
                            << encoding->opName;
  }
  auto isFlagSet = [&](const void *field) {
    for (auto [bit, flagField] : llvm::enumerate(flagFields))
      if (flagField.attr == field || flagField.operand == field)
        return bool(flags & (uint64_t(1) << bit));
    return false;
  };

  // Attributes.
  NamedAttrList attrs;
  Type firstResultType = resultTypes.empty() ? Type() : resultTypes.front();
  for (const AttrField &field : encoding->attrs) {
    if (fileVersion < field.since)
      continue;
    if ((field.isOptional || field.kind == AttrKind::Unit) &&
        !isFlagSet(&field))
      continue;
    Attribute value;
    if (failed(readInlineAttr(in, field, firstResultType, value)))
      return failure();
    attrs.append(field.name, value);
  }

  // Operands.
  SmallVector<Value> operands;
  SmallVector<int32_t> segments;
  auto readValues = [&](uint64_t count) -> LogicalResult {
    if (count > in.remaining())
      return in.emitError()
             << "operand count " << count << " exceeds the remaining data";
    for (uint64_t i = 0; i < count; ++i)
      if (failed(readValue(in, operands.emplace_back())))
        return failure();
    return success();
  };
  if (encoding->attrSizedOperands) {
    for (const OperandGroup &group : encoding->operands) {
      uint64_t count = 1;
      if (group.kind == GroupKind::Variadic &&
          failed(in.readVarint(count, "operand count")))
        return failure();
      if (group.kind == GroupKind::Optional)
        count = !(fileVersion < group.since) && isFlagSet(&group) ? 1 : 0;
      if (failed(readValues(count)))
        return failure();
      segments.push_back(static_cast<int32_t>(count));
    }
    attrs.append("operandSegmentSizes",
                 DenseI32ArrayAttr::get(&context, segments));
  } else {
    uint64_t count = encoding->operands.size();
    if (encoding->hasCountedOperands() &&
        failed(in.readVarint(count, "operand count")))
      return failure();
    if (failed(readValues(count)))
      return failure();
  }
  // Per-operand flags have one entry per operand of their group.
  for (const AttrField &field : encoding->attrs) {
    auto flags = dyn_cast_or_null<DenseBoolArrayAttr>(attrs.get(field.name));
    if (field.sizeGroup < 0 || !flags || !encoding->attrSizedOperands)
      continue;
    if (flags.size() != segments[field.sizeGroup])
      return in.emitError() << "'" << field.name << "' of " << encoding->opName
                            << " has " << flags.size() << " entries, expected "
                            << segments[field.sizeGroup];
    // All false is the absent attribute, as the text parser builds it: the
    // same module read from text or from bytecode has the same attributes.
    if (llvm::none_of(flags.asArrayRef(), [](bool flag) { return flag; }))
      attrs.erase(field.name);
  }

  // The op takes the next location before its nested ops do.
  Location opLoc = UnknownLoc::get(&context);
  if (failed(nextLocation(in, opLoc)))
    return failure();
  OperationState state(opLoc, encoding->opName);
  state.addTypes(resultTypes);
  state.addOperands(operands);
  state.addAttributes(attrs);
  for (unsigned i = 0; i < encoding->numRegions; ++i)
    state.addRegion();
  Operation *op = Operation::create(state);
  block.push_back(op);
  // An op only a later release's verifier accepts cannot be in an older
  // file: that release's tools reject it.
  if (std::optional<ReleaseRequirement> rule = getVerifierRelease(op);
      rule && fileVersion < rule->release)
    return in.emitError() << rule->reason << " requires bytecode version "
                          << formatRelease(rule->release)
                          << ", file version is " << formatRelease(fileVersion);

  if (encoding->numRegions) {
    uint64_t numRegions;
    if (failed(in.readVarint(numRegions, "region count")))
      return failure();
    if (numRegions != encoding->numRegions)
      return in.emitError()
             << encoding->opName << " op expected " << encoding->numRegions
             << " regions, got " << numRegions;
    for (Region &region : op->getRegions())
      if (failed(readRegion(in, region, depth + 1)))
        return failure();
  }
  for (Value result : op->getResults().take_front(numNumberedResults))
    values.push_back(result);
  return success();
}

LogicalResult Reader::readRegion(ByteReader &in, Region &region,
                                 unsigned depth) {
  size_t savedValues = values.size();
  uint64_t numBlocks;
  if (failed(in.readVarint(numBlocks, "block count")))
    return failure();
  if (numBlocks > in.remaining())
    return in.emitError() << "block count " << numBlocks
                          << " exceeds the remaining data";
  for (uint64_t b = 0; b < numBlocks; ++b) {
    Block *block = new Block();
    region.push_back(block);
    uint64_t numArgs, numOps;
    if (failed(in.readVarint(numArgs, "block argument count")))
      return failure();
    if (numArgs > in.remaining())
      return in.emitError() << "block argument count " << numArgs
                            << " exceeds the remaining data";
    for (uint64_t i = 0; i < numArgs; ++i) {
      Type type;
      if (failed(readType(in, type, "block argument type")))
        return failure();
      values.push_back(block->addArgument(type, UnknownLoc::get(&context)));
    }
    if (failed(in.readVarint(numOps, "operation count")))
      return failure();
    if (numOps > in.remaining())
      return in.emitError()
             << "operation count " << numOps << " exceeds the remaining data";
    for (uint64_t i = 0; i < numOps; ++i)
      if (failed(readOp(in, *block, depth)))
        return failure();
  }
  values.truncate(savedValues);
  return success();
}

LogicalResult Reader::readBody(ByteReader &in, Block &block) {
  values.clear();
  for (BlockArgument arg : block.getArguments())
    values.push_back(arg);
  while (!in.atEnd())
    if (failed(readOp(in, block, 0)))
      return failure();
  if (block.empty())
    return in.fail("invalid block structure: block is expected to have a "
                   "terminator operation, but it is empty");
  if (!block.back().hasTrait<OpTrait::IsTerminator>())
    return in.emitError() << "invalid block structure: block is expected to "
                             "have a terminator operation, but the last "
                             "operation '"
                          << block.back().getName() << "' is not a terminator";
  return success();
}

//===----------------------------------------------------------------------===//
// Debug information
//===----------------------------------------------------------------------===//

LogicalResult Reader::readDebugTables() {
  if (!sections[unsigned(SectionId::Debug)])
    return success();
  ByteReader in(*sections[unsigned(SectionId::Debug)], loc);
  uint64_t numSlots, numIndices, numAttrs;
  if (failed(in.readVarint(numSlots, "debug slots")) ||
      failed(in.alignTo(4, "debug slots")))
    return failure();
  if (numSlots > in.remaining() / 4)
    return in.emitError() << "number of debug slots (" << numSlots
                          << ") exceeds the maximum of " << in.remaining() / 4;
  SmallVector<uint32_t> slotStarts;
  for (uint64_t i = 0; i < numSlots; ++i)
    if (failed(in.readLE<uint32_t>(slotStarts.emplace_back(), "debug slot")))
      return failure();
  if (failed(in.readVarint(numIndices, "debug indices")) ||
      failed(in.alignTo(8, "debug indices")))
    return failure();
  if (numIndices > in.remaining() / 8)
    return in.emitError() << "number of debug indices (" << numIndices
                          << ") exceeds the maximum of " << in.remaining() / 8;
  SmallVector<uint64_t> indices;
  for (uint64_t i = 0; i < numIndices; ++i)
    if (failed(in.readLE<uint64_t>(indices.emplace_back(), "debug index")))
      return failure();
  for (uint64_t i = 0; i < numSlots; ++i) {
    uint64_t begin = slotStarts[i];
    uint64_t end = i + 1 < numSlots ? slotStarts[i + 1] : numIndices;
    if (begin > end || end > numIndices)
      return in.emitError() << "invalid debug slot offsets for slot " << i;
    debugSlots.emplace_back(indices.begin() + begin, indices.begin() + end);
  }
  if (failed(in.readVarint(numAttrs, "debug attributes")) ||
      failed(in.alignTo(4, "debug attributes")))
    return failure();
  if (numAttrs > in.remaining() / 4)
    return in.emitError() << "number of debug info attributes (" << numAttrs
                          << ") exceeds the maximum of " << in.remaining() / 4;
  SmallVector<uint32_t> attrStarts;
  for (uint64_t i = 0; i < numAttrs; ++i)
    if (failed(in.readLE<uint32_t>(attrStarts.emplace_back(),
                                   "debug attribute offset")))
      return failure();
  StringRef data = in.rest();
  for (uint64_t i = 0; i < numAttrs; ++i) {
    uint64_t begin = attrStarts[i];
    uint64_t end = i + 1 < numAttrs ? attrStarts[i + 1] : data.size();
    debugEntries.push_back(begin <= end && end <= data.size()
                               ? data.slice(begin, end)
                               : StringRef());
  }
  debugAttrs.resize(numAttrs);
  return success();
}

LogicalResult Reader::nextLocation(ByteReader &in, Location &opLoc) {
  opLoc = UnknownLoc::get(&context);
  if (!hasSlot)
    return success();
  if (slotLocations.empty())
    return in.fail("failed to read operation location.");
  uint64_t index = slotLocations.front();
  slotLocations = slotLocations.drop_front();
  FailureOr<Location> decoded = getDebugLocation(index, in);
  if (failed(decoded))
    return failure();
  opLoc = *decoded;
  return success();
}

FailureOr<Location> Reader::getDebugLocation(uint64_t index, ByteReader &in,
                                             unsigned depth) {
  if (index == 0)
    return Location(UnknownLoc::get(&context));
  FailureOr<Attribute> attr = getDebugAttr(index, in, depth);
  if (failed(attr))
    return failure();
  if (auto location = dyn_cast<LocationAttr>(*attr))
    return Location(location);
  return in.emitError() << "debug attribute " << index << " is not a location",
         failure();
}

FailureOr<Attribute> Reader::getDebugAttr(uint64_t index, ByteReader &outer,
                                          unsigned depth) {
  if (index == 0 || index > debugAttrs.size())
    return outer.emitError()
               << "debug attribute index " << index
               << " out of bounds (size=" << debugAttrs.size() << ")",
           failure();
  if (depth > kMaxNesting)
    return outer.emitError() << "debug attribute nesting is too deep",
           failure();
  if (Attribute cached = debugAttrs[index - 1])
    return cached;
  StringRef bytes = debugEntries[index - 1];
  if (!bytes.data())
    return outer.emitError()
               << "debug attribute " << index << " has invalid offsets",
           failure();
  ByteReader in(bytes, loc);
  uint64_t tag;
  if (failed(in.readVarint(tag, "debug attribute tag")))
    return failure();
  auto readRef = [&](Attribute &attr, StringRef what) -> LogicalResult {
    uint64_t ref;
    if (failed(in.readVarint(ref, what)))
      return failure();
    FailureOr<Attribute> decoded = getDebugAttr(ref, in, depth + 1);
    if (failed(decoded))
      return in.fail(Twine("failed to read ") + what);
    attr = *decoded;
    return success();
  };
  auto readUnsigned = [&](unsigned &value, StringRef what) -> LogicalResult {
    uint64_t raw;
    if (failed(in.readVarint(raw, what, UINT32_MAX)))
      return failure();
    value = static_cast<unsigned>(raw);
    return success();
  };
  Attribute result;
  switch (static_cast<DebugTag>(tag)) {
  case DebugTag::File: {
    StringRef name, directory;
    if (failed(readString(in, name, "file name")) ||
        failed(readString(in, directory, "file directory")))
      return failure();
    result = DIFileAttr::get(&context, StringAttr::get(&context, name),
                             StringAttr::get(&context, directory));
    break;
  }
  case DebugTag::CompileUnit: {
    Attribute file;
    if (failed(readRef(file, "file attribute when parsing DICompileUnitAttr")))
      return failure();
    auto fileAttr = dyn_cast<DIFileAttr>(file);
    if (!fileAttr)
      return in.fail("compile unit file is not a di_file"), failure();
    result = DICompileUnitAttr::get(&context, fileAttr);
    break;
  }
  case DebugTag::Subprogram: {
    Attribute file, unit;
    unsigned line, scopeLine;
    StringRef name, linkageName;
    if (failed(readRef(file, "file attribute when parsing DISubprogramAttr")) ||
        failed(readUnsigned(line, "subprogram line")) ||
        failed(readString(in, name, "subprogram name")) ||
        failed(readString(in, linkageName, "subprogram linkage name")) ||
        failed(readRef(
            unit, "compile unit attribute when parsing DISubprogramAttr")) ||
        failed(readUnsigned(scopeLine, "subprogram scope line")))
      return failure();
    auto fileAttr = dyn_cast<DIFileAttr>(file);
    auto unitAttr = dyn_cast<DICompileUnitAttr>(unit);
    if (!fileAttr || !unitAttr)
      return in.fail("malformed di_subprogram references"), failure();
    result = DISubprogramAttr::get(
        &context, fileAttr, line, StringAttr::get(&context, name),
        StringAttr::get(&context, linkageName), unitAttr,
        scopeLine ? std::optional<unsigned>(scopeLine) : std::nullopt);
    break;
  }
  case DebugTag::LexicalBlock: {
    Attribute scope, file;
    unsigned line, column;
    if (failed(readRef(scope,
                       "scope attribute when parsing DILexicalBlockAttr")) ||
        failed(
            readRef(file, "file attribute when parsing DILexicalBlockAttr")) ||
        failed(readUnsigned(line, "lexical block line")) ||
        failed(readUnsigned(column, "lexical block column")))
      return failure();
    auto scopeAttr = dyn_cast<DILocalScopeAttr>(scope);
    auto fileAttr = dyn_cast<DIFileAttr>(file);
    if (!scopeAttr || !fileAttr)
      return in.fail("malformed di_lexical_block references"), failure();
    result = DILexicalBlockAttr::get(&context, scopeAttr, fileAttr, line,
                                     column ? std::optional<unsigned>(column)
                                            : std::nullopt);
    break;
  }
  case DebugTag::Loc: {
    Attribute scope;
    StringRef filename;
    unsigned line, column;
    if (failed(readRef(scope, "scope attribute when parsing DILocAttr")) ||
        failed(readString(in, filename, "location file name")) ||
        failed(readUnsigned(line, "location line")) ||
        failed(readUnsigned(column, "location column")))
      return failure();
    auto scopeAttr = dyn_cast<DILocalScopeAttr>(scope);
    if (!scopeAttr)
      return in.fail("failed to read scope attribute when parsing DILocAttr"),
             failure();
    result = DILocAttr::get(
        &context, FileLineColLoc::get(&context, filename, line, column),
        scopeAttr);
    break;
  }
  case DebugTag::CallSite: {
    uint64_t callee, caller;
    if (failed(in.readVarint(callee, "call site callee")) ||
        failed(in.readVarint(caller, "call site caller")))
      return failure();
    FailureOr<Location> calleeLoc = getDebugLocation(callee, in, depth + 1);
    if (failed(calleeLoc))
      return failure();
    FailureOr<Location> callerLoc = getDebugLocation(caller, in, depth + 1);
    if (failed(callerLoc))
      return failure();
    result = CallSiteLoc::get(*calleeLoc, *callerLoc);
    break;
  }
  default:
    return in.emitError() << "unknown debug info attribute tag: " << tag,
           failure();
  }
  debugAttrs[index - 1] = result;
  return result;
}
