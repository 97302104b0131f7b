//===- Writer.h - Tile IR bytecode writer internals -------------*- C++ -*-===//

#ifndef TILEKIT_LIB_BYTECODE_WRITER_H
#define TILEKIT_LIB_BYTECODE_WRITER_H

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"

#include "tilekit/Bytecode/Bytecode.h"

#include "ByteStream.h"
#include "OpEncoding.h"

namespace mlir::cuda_tile::bytecode {

/// Writes one module. Tables are filled in the order the reference writer
/// fills them (bytecode.md 2.3), so the output is byte-identical to it.
class Writer {
public:
  Writer(ModuleOp module, BytecodeVersion version,
         const BytecodeLayout *layout = nullptr)
      : module(module), version(version), target(version.getRelease()),
        layout(layout) {}

  LogicalResult write(llvm::raw_ostream &os);

  //===--- Tables
  //----------------------------------------------------------===//

  unsigned internString(StringRef value);
  /// Interns `type` after the types it refers to; errors name `where`.
  FailureOr<unsigned> internType(Type type, Operation *where);
  /// Interns the raw data of a dense value.
  unsigned internConstant(DenseElementsAttr value);

  //===--- Encoders (WriterOps.cpp)
  //----------------------------------------===//

  /// A self-contained attribute: tag + payload (bytecode.md 9).
  LogicalResult writeSelfContained(ByteBuffer &out, Attribute attr,
                                   Operation *where);
  /// Dictionary payload without tag: count, then key and value pairs.
  LogicalResult writeDictionaryPayload(ByteBuffer &out, DictionaryAttr dict,
                                       Operation *where);
  /// One instruction, its regions included.
  LogicalResult writeOp(ByteBuffer &out, Operation *op);

  /// Debug location index of `op` for the current function (debug section).
  void recordLocation(Operation *op);

  /// Starts numbering the values of a function body.
  void beginFunction(Block &body);

private:
  LogicalResult checkModule();
  /// Starts the tables from `layout`'s entries.
  LogicalResult seedTables();
  LogicalResult writeBlock(ByteBuffer &out, Block &block);
  LogicalResult writeRegion(ByteBuffer &out, Region &region);
  LogicalResult writeOperands(ByteBuffer &out, Operation *op,
                              const OpEncoding &encoding, uint64_t flags,
                              ArrayRef<FlagField> flagFields);
  LogicalResult writeInlineAttr(ByteBuffer &out, Operation *op,
                                const OpEncoding &encoding,
                                const AttrField &field, Attribute value);
  LogicalResult writeValue(ByteBuffer &out, Value value, Operation *user);
  LogicalResult encodeTypePayload(ByteBuffer &out, Type type,
                                  const TypeTagInfo &tag, Operation *where);

  LogicalResult checkHintsForTarget(EntryOp function,
                                    OptimizationHintsAttr hints);
  LogicalResult writeGlobals(ByteBuffer &out);
  LogicalResult writeFunctions(ByteBuffer &out);
  void writeTypeSection(ByteBuffer &out);
  void writeStringSection(ByteBuffer &out);
  void writeConstantSection(ByteBuffer &out);

  // Debug information (WriterDebug.cpp).
  /// Opens a debug slot for `function` if its location carries debug
  /// info; sets `locIndex` to the slot number (0: none).
  LogicalResult beginFunctionLocations(FunctionOpInterface function,
                                       uint64_t &locIndex);
  FailureOr<uint64_t> internDebugLocation(Location loc, Operation *where);
  FailureOr<uint64_t> internDebugAttr(Attribute attr, Operation *where);
  LogicalResult writeDebugSection(ByteBuffer &out);
  bool hasDebugInfo() const { return !debugSlots.empty(); }

  ModuleOp module;
  BytecodeVersion version;
  TileIRVersion target;
  /// The tables of the file the module was read from, when re-encoding it.
  const BytecodeLayout *layout;
  /// Index of the function being written among the module's entries.
  size_t functionNumber = 0;

  llvm::StringMap<unsigned> stringIndex;
  SmallVector<StringRef> strings;
  llvm::DenseMap<Type, unsigned> typeIndex;
  SmallVector<SmallVector<char>> typeEntries;
  llvm::DenseMap<Attribute, unsigned> constantIndex;
  SmallVector<SmallVector<char>> constants;

  /// Value numbering of the function being written.
  llvm::DenseMap<Value, uint64_t> valueIndex;
  uint64_t nextValue = 0;

  /// Debug attributes: index = position + 1 (0 is the unknown location).
  llvm::DenseMap<Attribute, uint64_t> debugIndex;
  SmallVector<SmallVector<char>> debugEntries;
  /// Per function with debug info: its location, then its ops' locations
  /// in pre-order. Interned when the debug section is written.
  SmallVector<SmallVector<std::pair<Location, Operation *>>> debugSlots;
  /// The slot of the function being written, if it has one.
  SmallVector<std::pair<Location, Operation *>> *currentSlot = nullptr;
};

} // namespace mlir::cuda_tile::bytecode

#endif // TILEKIT_LIB_BYTECODE_WRITER_H
