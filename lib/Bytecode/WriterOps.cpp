//===- WriterOps.cpp - Tile IR bytecode writer: instructions, attributes --===//

#include "Writer.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::bytecode;

//===----------------------------------------------------------------------===//
// Self-contained attributes
//===----------------------------------------------------------------------===//

LogicalResult Writer::writeDictionaryPayload(ByteBuffer &out,
                                             DictionaryAttr dict,
                                             Operation *where) {
  out.writeVarint(dict.size());
  for (NamedAttribute entry : dict) {
    out.writeVarint(internString(entry.getName().strref()));
    if (failed(writeSelfContained(out, entry.getValue(), where)))
      return failure();
  }
  return success();
}

/// Flags byte (bit 0, bit 1: which values follow), then the values as
/// zig-zag varints.
static void writeOptionalPair(ByteBuffer &out, std::optional<int64_t> first,
                              std::optional<int64_t> second) {
  out.writeByte((first ? 1 : 0) | (second ? 2 : 0));
  if (first)
    out.writeSVarint(*first);
  if (second)
    out.writeSVarint(*second);
}

LogicalResult Writer::writeSelfContained(ByteBuffer &out, Attribute attr,
                                         Operation *where) {
  auto writeTypeRef = [&](Type type) -> LogicalResult {
    FailureOr<unsigned> index = internType(type, where);
    if (failed(index))
      return failure();
    out.writeVarint(*index);
    return success();
  };
  auto tag = [&](AttrTag value) {
    out.writeVarint(static_cast<uint64_t>(value));
  };
  return llvm::TypeSwitch<Attribute, LogicalResult>(attr)
      .Case([&](IntegerAttr integer) {
        tag(AttrTag::Integer);
        if (failed(writeTypeRef(integer.getType())))
          return failure();
        out.writeVarint(integer.getValue().getZExtValue());
        return success();
      })
      .Case([&](FloatAttr value) {
        tag(AttrTag::Float);
        if (failed(writeTypeRef(value.getType())))
          return failure();
        APInt bits = value.getValue().bitcastToAPInt();
        unsigned width = bits.getBitWidth();
        if (width <= 8) {
          out.writeByte(static_cast<uint8_t>(bits.getZExtValue()));
        } else if (width <= 64) {
          out.writeSVarint(static_cast<int64_t>(bits.getZExtValue()));
        } else {
          out.writeVarint(bits.getNumWords());
          for (uint64_t word : ArrayRef(bits.getRawData(), bits.getNumWords()))
            out.writeSVarint(static_cast<int64_t>(word));
        }
        return success();
      })
      .Case([&](TypeAttr type) {
        tag(AttrTag::Type);
        return writeTypeRef(type.getValue());
      })
      .Case([&](StringAttr string) {
        tag(AttrTag::String);
        out.writeVarint(internString(string.getValue()));
        return success();
      })
      .Case([&](ArrayAttr array) {
        tag(AttrTag::Array);
        out.writeVarint(array.size());
        for (Attribute element : array)
          if (failed(writeSelfContained(out, element, where)))
            return failure();
        return success();
      })
      .Case([&](DenseIntOrFPElementsAttr dense) {
        tag(AttrTag::DenseElements);
        if (failed(writeTypeRef(dense.getType())))
          return failure();
        out.writeVarint(internConstant(dense));
        return success();
      })
      .Case([&](DivByAttr divBy) {
        tag(AttrTag::DivBy);
        out.writeVarint(divBy.getDivisor());
        writeOptionalPair(out, divBy.getEvery(), divBy.getAlong());
        return success();
      })
      .Case([&](SameElementsAttr same) {
        tag(AttrTag::SameElements);
        ArrayRef<int64_t> values = same.getValues().asArrayRef();
        out.writeVarint(values.size());
        for (int64_t value : values)
          out.writeLE<int64_t>(value);
        return success();
      })
      .Case([&](DictionaryAttr dict) {
        tag(AttrTag::Dictionary);
        return writeDictionaryPayload(out, dict, where);
      })
      .Case([&](OptimizationHintsAttr hints) {
        tag(AttrTag::OptimizationHints);
        return writeDictionaryPayload(out, hints.getValue(), where);
      })
      .Case([&](BoundedAttr bounded) {
        tag(AttrTag::Bounded);
        writeOptionalPair(out, bounded.getLb(), bounded.getUb());
        return success();
      })
      .Default([&](Attribute) {
        return where->emitError("unsupported attribute type encountered "
                                "during serialization of attribute: ")
               << attr;
      });
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

LogicalResult Writer::writeValue(ByteBuffer &out, Value value,
                                 Operation *user) {
  auto it = valueIndex.find(value);
  if (it == valueIndex.end())
    return user->emitError("operand is not defined in an enclosing scope of "
                           "the function being written");
  out.writeVarint(it->second);
  return success();
}

LogicalResult Writer::writeInlineAttr(ByteBuffer &out, Operation *op,
                                      const OpEncoding &encoding,
                                      const AttrField &field, Attribute value) {
  switch (field.kind) {
  case AttrKind::Enum: {
    std::optional<uint64_t> encoded =
        value ? field.encodeEnum(value) : field.defaultValue;
    if (!encoded)
      return op->emitError("attribute '")
             << field.name << "' is not a value of its enumeration";
    out.writeVarint(*encoded);
    return success();
  }
  case AttrKind::UInt: {
    auto integer = dyn_cast_or_null<IntegerAttr>(value);
    if (!integer && !field.defaultValue)
      return op->emitError("attribute '") << field.name << "' is missing";
    out.writeVarint(integer ? integer.getValue().getZExtValue()
                            : *field.defaultValue);
    return success();
  }
  case AttrKind::Bool: {
    auto boolean = dyn_cast_or_null<BoolAttr>(value);
    out.writeByte(boolean ? boolean.getValue()
                          : field.defaultValue.value_or(0));
    return success();
  }
  case AttrKind::String: {
    StringRef string;
    if (auto symbol = dyn_cast_or_null<FlatSymbolRefAttr>(value))
      string = symbol.getValue();
    else if (auto str = dyn_cast_or_null<StringAttr>(value))
      string = str.getValue();
    else
      return op->emitError("attribute '") << field.name << "' is missing";
    out.writeVarint(internString(string));
    return success();
  }
  case AttrKind::DenseI32Array: {
    auto array = dyn_cast_or_null<DenseI32ArrayAttr>(value);
    if (!array)
      return op->emitError("attribute '") << field.name << "' is missing";
    out.writeVarint(array.size());
    for (int32_t element : array.asArrayRef())
      out.writeLE<int32_t>(element);
    return success();
  }
  case AttrKind::DenseLiteral: {
    auto dense = dyn_cast_or_null<DenseElementsAttr>(value);
    if (!dense)
      return op->emitError("attribute '") << field.name << "' is missing";
    // The type is the op's result type: intern it as the writer met it.
    out.writeVarint(internConstant(dense));
    return success();
  }
  case AttrKind::Array: {
    auto array = dyn_cast_or_null<ArrayAttr>(value);
    if (!array)
      return op->emitError("attribute '") << field.name << "' is missing";
    out.writeVarint(array.size());
    for (Attribute element : array)
      if (failed(writeSelfContained(out, element, op)))
        return failure();
    return success();
  }
  case AttrKind::Hints: {
    auto hints = dyn_cast_or_null<OptimizationHintsAttr>(value);
    if (!hints)
      return op->emitError("attribute '") << field.name << "' is missing";
    return writeDictionaryPayload(out, hints.getValue(), op);
  }
  case AttrKind::SelfContained:
    if (!value)
      return op->emitError("attribute '") << field.name << "' is missing";
    return writeSelfContained(out, value, op);
  case AttrKind::Unit:
    return success();
  case AttrKind::DenseBoolArray: {
    // Absent: all false, one per operand of the sizing group.
    auto array = dyn_cast_or_null<DenseBoolArrayAttr>(value);
    size_t size = array
                      ? array.size()
                      : getOperandGroups(op, encoding)[field.sizeGroup].size();
    out.writeVarint(size);
    for (size_t i = 0; i < size; ++i)
      out.writeByte(array && array[i] ? 1 : 0);
    return success();
  }
  }
  return failure();
}

LogicalResult Writer::writeOperands(ByteBuffer &out, Operation *op,
                                    const OpEncoding &encoding, uint64_t flags,
                                    ArrayRef<FlagField> flagFields) {
  if (!encoding.attrSizedOperands) {
    if (encoding.hasCountedOperands())
      out.writeVarint(op->getNumOperands());
    for (Value operand : op->getOperands())
      if (failed(writeValue(out, operand, op)))
        return failure();
    return success();
  }
  SmallVector<OperandRange> groups = getOperandGroups(op, encoding);
  for (auto [group, operands] : llvm::zip(encoding.operands, groups)) {
    switch (group.kind) {
    case GroupKind::Single:
      if (failed(writeValue(out, operands.front(), op)))
        return failure();
      break;
    case GroupKind::Variadic:
      out.writeVarint(operands.size());
      for (Value operand : operands)
        if (failed(writeValue(out, operand, op)))
          return failure();
      break;
    case GroupKind::Optional:
      if (!operands.empty() && failed(writeValue(out, operands.front(), op)))
        return failure();
      break;
    }
  }
  return success();
}

LogicalResult Writer::writeOp(ByteBuffer &out, Operation *op) {
  const OpEncoding *encoding = lookupOpEncoding(op->getName().getStringRef());
  if (!encoding || encoding->isStructural)
    return op->emitError("operation '")
           << op->getName() << "' has no bytecode encoding";
  // What the target cannot hold was refused before writing
  // (checkVersionRequirements); fields newer than the target are left out
  // below, holding their defaults.
  if (currentSlot)
    currentSlot->emplace_back(op->getLoc(), op);

  out.writeVarint(encoding->opcode);

  // Results: those newer than the target are dropped if unused.
  SmallVector<Value> results;
  for (OpResult result : op->getResults()) {
    const ResultField &field = encoding->results[std::min<size_t>(
        result.getResultNumber(), encoding->results.size() - 1)];
    if (target < field.since)
      continue;
    results.push_back(result);
  }
  if (encoding->writesResultCount)
    out.writeVarint(results.size());
  for (Value result : results) {
    FailureOr<unsigned> index = internType(result.getType(), op);
    if (failed(index))
      return failure();
    out.writeVarint(*index);
  }

  // Flags: one bit per optional field the target knows, in version order.
  ArrayRef<FlagField> allFlagFields = getFlagFields(*encoding);
  SmallVector<FlagField> flagFields;
  SmallVector<OperandRange> groups = encoding->attrSizedOperands
                                         ? getOperandGroups(op, *encoding)
                                         : SmallVector<OperandRange>();
  uint64_t flags = 0;
  for (const FlagField &field : allFlagFields) {
    bool present;
    if (field.attr) {
      Attribute value = op->getInherentAttr(field.attr->name).value_or(nullptr);
      present = static_cast<bool>(value);
    } else {
      size_t index = field.operand - encoding->operands.data();
      present = encoding->attrSizedOperands && !groups[index].empty();
    }
    if (target < field.since())
      continue;
    if (present)
      flags |= uint64_t(1) << flagFields.size();
    flagFields.push_back(field);
  }
  if (!flagFields.empty())
    out.writeVarint(flags);

  // Attributes, in declaration order.
  for (const AttrField &field : encoding->attrs) {
    Attribute value = op->getInherentAttr(field.name).value_or(nullptr);
    if (target < field.since)
      continue; // absent or holding its default (checked before writing)
    if (field.kind == AttrKind::Unit || ((field.isOptional) && !value))
      continue;
    if (failed(writeInlineAttr(out, op, *encoding, field, value)))
      return failure();
  }

  if (failed(writeOperands(out, op, *encoding, flags, flagFields)))
    return failure();

  // Regions: their values are released when they end.
  if (encoding->numRegions) {
    out.writeVarint(op->getNumRegions());
    for (Region &region : op->getRegions())
      if (failed(writeRegion(out, region)))
        return failure();
  }
  for (Value result : results)
    valueIndex[result] = nextValue++;
  return success();
}

LogicalResult Writer::writeRegion(ByteBuffer &out, Region &region) {
  uint64_t savedNext = nextValue;
  out.writeVarint(region.getBlocks().size());
  for (Block &block : region)
    if (failed(writeBlock(out, block)))
      return failure();
  nextValue = savedNext;
  return success();
}

LogicalResult Writer::writeBlock(ByteBuffer &out, Block &block) {
  out.writeVarint(block.getNumArguments());
  for (BlockArgument arg : block.getArguments()) {
    FailureOr<unsigned> index = internType(arg.getType(), block.getParentOp());
    if (failed(index))
      return failure();
    out.writeVarint(*index);
  }
  for (BlockArgument arg : block.getArguments())
    valueIndex[arg] = nextValue++;
  out.writeVarint(block.getOperations().size());
  for (Operation &op : block)
    if (failed(writeOp(out, &op)))
      return failure();
  return success();
}
