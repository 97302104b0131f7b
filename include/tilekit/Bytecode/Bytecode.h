//===- Bytecode.h - Tile IR bytecode reader and writer ----------*- C++ -*-===//
//
// Reads and writes the Tile IR bytecode ("\x7FTileIR\0" files) of releases
// 13.1 to 13.4, byte-identical to the reference writer (13.4: to the
// independent writers of cutile-python and cutile-rs; no 13.4 reference is
// public).
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_BYTECODE_BYTECODE_H
#define TILEKIT_BYTECODE_BYTECODE_H

#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::cuda_tile {

/// A bytecode version: release major.minor plus a tag written into the
/// header and otherwise ignored.
struct BytecodeVersion {
  unsigned major = 13;
  unsigned minor = 3;
  unsigned tag = 0;

  TileIRVersion getRelease() const { return {major, minor}; }
  /// `13.3`, or `13.3.7` when the tag is not zero.
  std::string str() const;
  /// Parses `M.m` or `M.m.t` (decimal); nullopt when malformed.
  static std::optional<BytecodeVersion> parse(llvm::StringRef text);
};

/// The releases this implementation reads and writes, oldest first.
llvm::ArrayRef<TileIRVersion> getSupportedBytecodeReleases();
/// The default target: 13.3. 13.4 is supported but written only on request,
/// as no 13.4 reference reader is public yet.
BytecodeVersion getCurrentBytecodeVersion();
/// `13.1 - 13.4`, for diagnostics.
std::string getSupportedBytecodeRange();
bool isSupportedBytecodeRelease(TileIRVersion release);
/// Why a released but unsupported version is refused (what of it is not
/// public), or nullopt when `release` is supported or not a known release.
std::optional<std::string> getUnpublishedReleaseReason(TileIRVersion release);

/// One construct of a module that bytecode of an older release cannot hold.
struct VersionRequirement {
  enum class Kind {
    Operation,         // name: the op
    Result,            // name: the result (used)
    OptionalAttribute, // name: the attribute (present)
    OptionalOperand,   // name: the operand group (not empty)
    Attribute,         // name: the attribute (not its default)
    EnumValue,         // name: the attribute
    Type,              // name: the type tag's name
    PointerAttribute,  // name: the type tag's name
    GlobalVisibility,  // name: the global
    GlobalConstant,    // name: the global
    Producer,          // name: empty
    VerifierRule,      // name: what only the later verifier accepts
  };
  Kind kind;
  /// Where it is: the op it sits on (the module for its producer, the entry
  /// for a type of its signature).
  Operation *op;
  /// The oldest release that can hold it.
  TileIRVersion release;
  std::string name;
  /// Writers of older releases leave it out without error, as the
  /// reference does (the module's producer before 13.3); the minimum
  /// version still keeps it.
  bool droppedByOlderReleases = false;

  /// The error a writer targeting `target` reports, in the reference
  /// writer's words where it has them (bytecode.md 14).
  std::string getMessage(TileIRVersion target) const;
};

/// Everything in `module` that needs a release newer than the oldest
/// supported one, in module order: ops, their newer results, attributes,
/// operands and enum values (from the tables generated from the op
/// definitions), element and view types (once per module, where first
/// used), and ops only a later release's verifier accepts.
std::vector<VersionRequirement> collectVersionRequirements(ModuleOp module);

/// The oldest supported release that holds all of `requirements`.
TileIRVersion
getMinimumRelease(llvm::ArrayRef<VersionRequirement> requirements);

/// The lowest bytecode version that can express `module` (tag 0).
BytecodeVersion getMinimumBytecodeVersion(ModuleOp module);

/// Emits one located error for each requirement of `module` newer than
/// `target`, then an error on the module naming the version needed; fails
/// when there is any.
llvm::LogicalResult checkVersionRequirements(ModuleOp module,
                                             TileIRVersion target);

/// The tables of a bytecode file in file order, as the reader met them.
/// Writers fill their tables differently (cutile-python, for instance,
/// starts its type table with i1 and i32 and shares constants of equal
/// bytes); writing a module with the layout of the file it was read from
/// reuses the file's entries and their order, so that an unchanged module
/// re-encodes to the same bytes (tile-translate -cudatilebc-reencode).
struct BytecodeLayout {
  BytecodeVersion version;
  std::vector<std::string> strings;
  /// Every type entry, decoded.
  std::vector<Type> types;
  /// Raw constant data, and the entry each dense value was read from.
  std::vector<std::string> constants;
  llvm::DenseMap<Attribute, unsigned> constantIndex;
  bool hasConstantSection = false;
  /// Raw debug attribute entries (tag + payload) and their decoded values
  /// (null where the entry is not used or not decodable).
  std::vector<std::string> debugEntries;
  std::vector<Attribute> debugAttrs;
  /// Per function record: whether it had a debug slot.
  std::vector<bool> functionHasSlot;
  /// Whether the function section is padded to a multiple of 8 bytes (the
  /// reference pads it, cutile-python does not).
  bool padsFunctionSection = true;
};

/// Writes `module` as bytecode of `version`. Fails, with diagnostics on the
/// offending ops, when the module uses something `version` cannot encode.
/// The output is deterministic: the same module always gives the same bytes.
llvm::LogicalResult
writeBytecode(llvm::raw_ostream &os, ModuleOp module,
              BytecodeVersion version = getCurrentBytecodeVersion());

/// Writes `module` reusing `layout`, the tables of the file it was read
/// from; new entries are appended.
llvm::LogicalResult writeBytecode(llvm::raw_ostream &os, ModuleOp module,
                                  BytecodeVersion version,
                                  const BytecodeLayout &layout);

/// Reads a bytecode buffer into a new `cuda_tile.module @kernels`. Errors
/// are emitted as diagnostics "error at offset N: ..." at `location`
/// (unknown location by default); returns null on failure. When `layout` is
/// given, the file's tables are recorded in it (every type entry is then
/// decoded, used or not).
OwningOpRef<ModuleOp> readBytecode(llvm::MemoryBufferRef buffer,
                                   MLIRContext &context,
                                   std::optional<Location> location = {},
                                   BytecodeLayout *layout = nullptr);

/// Whether `buffer` starts with the bytecode magic number.
bool isTileIRBytecode(llvm::MemoryBufferRef buffer);

} // namespace mlir::cuda_tile

#endif // TILEKIT_BYTECODE_BYTECODE_H
