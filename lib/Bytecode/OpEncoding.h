//===- OpEncoding.h - tables describing the bytecode of each op -*- C++ -*-===//
//
// The rows tilekit-tblgen generates from the op definitions; the writer and
// reader interpret them (bytecode.md 8).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_BYTECODE_OPENCODING_H
#define TILEKIT_LIB_BYTECODE_OPENCODING_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/ArrayRef.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileTraits.h"

#include <optional>
#include <string>

namespace mlir::cuda_tile::bytecode {

/// How an inline attribute is written.
enum class AttrKind : uint8_t {
  Enum,           // varint enum value
  UInt,           // varint
  Bool,           // one byte
  String,         // string-ref (StrAttr or FlatSymbolRefAttr)
  DenseI32Array,  // varint n + i32 x n
  DenseLiteral,   // constant-ref, typed by the op's result
  Array,          // varint n + self-contained attributes
  Hints,          // dictionary payload without tag
  SelfContained,  // tag + payload
  Unit,           // a flag bit only
  DenseBoolArray, // varint n + one byte (0/1) per element
};

enum class GroupKind : uint8_t { Single, Variadic, Optional };

struct ResultField {
  const char *name;
  bool isVariadic;
  TileIRVersion since;
  bool isToken;
};

struct AttrField {
  const char *name;
  AttrKind kind;
  bool isOptional;
  TileIRVersion since;
  std::optional<uint64_t> defaultValue;
  unsigned intWidth;
  bool isSymbolRef;
  std::optional<uint64_t> (*encodeEnum)(Attribute);
  Attribute (*decodeEnum)(MLIRContext *, uint64_t);
  /// The release an enum wire value appeared in; null when all values are
  /// as old as the enumeration.
  TileIRVersion (*enumValueSince)(uint64_t);
  /// For per-operand flags: the operand group whose length they have (an
  /// absent attribute is written as that many zeros); -1 otherwise.
  int sizeGroup;
};

struct OperandGroup {
  const char *name;
  GroupKind kind;
  TileIRVersion since;
};

struct OpEncoding {
  const char *opName;
  unsigned opcode;
  TileIRVersion since;
  bool isStructural;
  bool writesResultCount;
  bool attrSizedOperands;
  unsigned numRegions;
  llvm::ArrayRef<ResultField> results;
  llvm::ArrayRef<AttrField> attrs;
  llvm::ArrayRef<OperandGroup> operands;

  /// Whether operands are written as one counted list (Variadic or Optional
  /// groups without segment sizes).
  bool hasCountedOperands() const;
};

/// A field added to an op after the op itself (the op definitions'
/// `newerFields`), for every op, structural ones included.
struct NewerFieldRelease {
  const char *opName;
  const char *fieldName;
  TileIRVersion since;
};

/// The release field `fieldName` of `opName` appeared in: its newer-field
/// release, else the op's.
TileIRVersion getFieldRelease(llvm::StringRef opName,
                              llvm::StringRef fieldName);

/// ptr and tensor_view entries carry flags and the pointer attribute from
/// this release on (a type layout fact; the attribute is a type parameter,
/// not an op field).
constexpr TileIRVersion kPointerAttrRelease{13, 4};

/// A field that has a bit in the flags varint: an optional or unit
/// attribute, or an optional operand group.
struct FlagField {
  const AttrField *attr = nullptr;
  const OperandGroup *operand = nullptr;
  TileIRVersion since() const { return attr ? attr->since : operand->since; }
  const char *name() const { return attr ? attr->name : operand->name; }
};

/// The flag fields of `encoding` in bit order: by version, then attributes
/// before operands, each in declaration order.
llvm::ArrayRef<FlagField> getFlagFields(const OpEncoding &encoding);

/// The operands of each ODS operand group of `op`, from the segment sizes
/// when the op has them.
llvm::SmallVector<OperandRange> getOperandGroups(Operation *op,
                                                 const OpEncoding &encoding);

const OpEncoding *lookupOpEncoding(unsigned opcode);
const OpEncoding *lookupOpEncoding(llvm::StringRef opName);
/// `13.2`, for diagnostics.
std::string formatRelease(TileIRVersion release);

/// The largest opcode a release knows.
unsigned getMaxOpcode(TileIRVersion release);
unsigned computeMaxOpcode(TileIRVersion release);

struct TypeTagInfo {
  unsigned tag;
  const char *name;
  TileIRVersion since;
  bool hasPayload;
};

const TypeTagInfo *lookupTypeTag(Type type);
const TypeTagInfo *lookupTypeTag(unsigned tag);
/// The scalar or token type of a tag without payload; null otherwise.
Type buildPayloadFreeType(unsigned tag, MLIRContext *context);

/// Section ids (bytecode.md 2.2).
enum class SectionId : uint8_t {
  End = 0,
  String = 1,
  Func = 2,
  Debug = 3,
  Constant = 4,
  Type = 5,
  Global = 6,
  Producer = 7,
};
constexpr unsigned kNumSectionIds = 8;

/// Self-contained attribute tags (bytecode.md 9).
enum class AttrTag : uint8_t {
  Integer = 1,
  Float = 2,
  Bool = 3,
  Type = 4,
  String = 5,
  Array = 6,
  DenseElements = 7,
  DivBy = 8,
  SameElements = 9,
  Dictionary = 10,
  OptimizationHints = 11,
  Bounded = 12,
};

/// Debug-info attribute tags (bytecode.md 10).
enum class DebugTag : uint8_t {
  Unknown = 0,
  CompileUnit = 1,
  File = 2,
  LexicalBlock = 3,
  Loc = 4,
  Subprogram = 5,
  CallSite = 6,
};

/// Function record flags (bytecode.md 7).
enum FunctionFlags : uint8_t {
  kFunctionPrivate = 0x01,
  kFunctionKernel = 0x02,
  kFunctionHasHints = 0x04,
};

constexpr char kMagic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0};
constexpr uint8_t kPaddingByte = 0xCB;
constexpr uint8_t kSectionAlignedFlag = 0x80;

} // namespace mlir::cuda_tile::bytecode

#endif // TILEKIT_LIB_BYTECODE_OPENCODING_H
