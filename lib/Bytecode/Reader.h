//===- Reader.h - Tile IR bytecode reader internals -------------*- C++ -*-===//

#ifndef TILEKIT_LIB_BYTECODE_READER_H
#define TILEKIT_LIB_BYTECODE_READER_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

#include "tilekit/Bytecode/Bytecode.h"

#include "ByteStream.h"
#include "OpEncoding.h"

namespace mlir::cuda_tile::bytecode {

/// Reads one file. Every count and length is checked against the bytes that
/// remain before anything is allocated, and every recursion is bounded.
class Reader {
public:
  Reader(llvm::MemoryBufferRef buffer, MLIRContext &context, Location loc,
         BytecodeLayout *layout = nullptr)
      : buffer(buffer), context(context), loc(loc), builder(&context),
        layout(layout) {}

  OwningOpRef<ModuleOp> read();

  //===--- Tables
  //----------------------------------------------------------===//

  LogicalResult readString(ByteReader &in, StringRef &value, StringRef what);
  LogicalResult readType(ByteReader &in, Type &type, StringRef what);
  FailureOr<Type> getType(uint64_t index, ByteReader &in);
  /// The dense value of constant `index` typed `type`.
  FailureOr<DenseElementsAttr> getConstant(uint64_t index, Type type,
                                           ByteReader &in);

  //===--- Attributes and ops (ReaderOps.cpp)
  //------------------------------===//

  LogicalResult readSelfContained(ByteReader &in, Attribute &attr,
                                  unsigned depth = 0);
  LogicalResult readDictionaryPayload(ByteReader &in, DictionaryAttr &dict,
                                      unsigned depth);
  /// Decodes the instructions of a function body into `block`.
  LogicalResult readBody(ByteReader &in, Block &block);

private:
  LogicalResult readHeader(ByteReader &in);
  LogicalResult readSections(ByteReader &in);
  LogicalResult readStringTable();
  LogicalResult readTypeTable();
  LogicalResult readConstantTable();
  LogicalResult readDebugTables();
  /// Fills `layout` with the tables once the module is read.
  LogicalResult recordLayout();
  LogicalResult readGlobals(Block &body);
  LogicalResult readFunctions(Block &body);
  /// A function body the header pass found, decoded later.
  struct PendingBody {
    Block *block;
    ByteReader reader;
    bool hasSlot;
    ArrayRef<uint64_t> slotLocations;
  };
  LogicalResult readPendingBodies(MutableArrayRef<PendingBody> pending);
  FailureOr<Type> decodeType(uint64_t index, ByteReader &in);

  LogicalResult readOp(ByteReader &in, Block &block, unsigned depth);
  LogicalResult readRegion(ByteReader &in, Region &region, unsigned depth);
  LogicalResult readValue(ByteReader &in, Value &value);
  LogicalResult readInlineAttr(ByteReader &in, const AttrField &field,
                               Type resultType, Attribute &attr);

  /// The next location of the current function's debug slot.
  LogicalResult nextLocation(ByteReader &in, Location &opLoc);
  FailureOr<Location> getDebugLocation(uint64_t index, ByteReader &in,
                                       unsigned depth = 0);
  FailureOr<Attribute> getDebugAttr(uint64_t index, ByteReader &in,
                                    unsigned depth);

  llvm::MemoryBufferRef buffer;
  MLIRContext &context;
  Location loc;
  OpBuilder builder;
  /// Where to record the file's tables, if anywhere.
  BytecodeLayout *layout;
  TileIRVersion fileVersion;
  uint16_t fileTag = 0;

  std::optional<StringRef> sections[kNumSectionIds];

  SmallVector<StringRef> strings;
  SmallVector<StringRef> typeEntries;
  SmallVector<Type> types;
  SmallVector<uint8_t> typeState; // 0 not decoded, 1 in progress, 2 done
  SmallVector<StringRef> constants;

  SmallVector<SmallVector<uint64_t>> debugSlots;
  SmallVector<StringRef> debugEntries;
  SmallVector<Attribute> debugAttrs;

  /// Values of the function being read, by index.
  SmallVector<Value> values;
  /// Locations of the function being read, from its debug slot.
  ArrayRef<uint64_t> slotLocations;
  bool hasSlot = false;

public:
  /// Whether function bodies are decoded after all headers, in parallel.
  bool parallelBodies = false;
};

/// Bytecode files smaller than this read faster on one thread.
constexpr size_t kMinParallelBytecodeBytes = 256 * 1024;

} // namespace mlir::cuda_tile::bytecode

#endif // TILEKIT_LIB_BYTECODE_READER_H
