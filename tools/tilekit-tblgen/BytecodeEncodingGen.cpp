//===- BytecodeEncodingGen.cpp - bytecode tables from ODS -----------------===//
//
// Generates, from the cuda_tile op and type-tag definitions, the tables the
// bytecode writer and reader interpret: for each op its opcode, release,
// results, attributes (with their wire kind), operand groups, regions and
// the release of every field added after the op; for each type tag its
// release and C++ class. Nothing about the wire format is typed twice.
//
//===----------------------------------------------------------------------===//

#include "mlir/TableGen/Argument.h"
#include "mlir/TableGen/Attribute.h"
#include "mlir/TableGen/EnumInfo.h"
#include "mlir/TableGen/GenInfo.h"
#include "mlir/TableGen/Operator.h"
#include "llvm/ADT/StringExtras.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"
#include <set>

using namespace llvm;
using mlir::tblgen::Operator;

namespace {

struct Version {
  int64_t major, minor;
};

Version getVersion(const Record *record) {
  return {record->getValueAsInt("major"), record->getValueAsInt("minor")};
}

std::string formatVersion(Version v) {
  return formatv("{{{0}, {1}}", v.major, v.minor).str();
}

/// The release a field of `op` appeared in: the op's own unless listed
/// among its newer fields.
Version getFieldVersion(const Record &op, StringRef field) {
  for (const Record *newer : op.getValueAsListOfDefs("newerFields"))
    if (newer->getValueAsString("name") == field)
      return getVersion(newer->getValueAsDef("introducedIn"));
  return getVersion(op.getValueAsDef("introducedIn"));
}

/// How an inline attribute is written (bytecode.md 8.3).
StringRef getAttrKind(const mlir::tblgen::Attribute &attr) {
  mlir::tblgen::Attribute base = attr.getBaseAttr();
  const Record &def = base.getDef();
  StringRef storage = base.getStorageType();
  // Before the generic array kinds, whose storage names it contains.
  if (storage.contains("DenseBoolArrayAttr"))
    return "DenseBoolArray";
  if (storage.contains("UnitAttr"))
    return "Unit";
  if (def.isSubClassOf("EnumAttrInfo") || def.isSubClassOf("EnumAttr"))
    return "Enum";
  if (storage.contains("DenseIntOrFPElementsAttr"))
    return "DenseLiteral";
  if (storage.contains("DenseI32ArrayAttr"))
    return "DenseI32Array";
  if (storage.contains("BoolAttr"))
    return "Bool";
  if (storage.contains("IntegerAttr"))
    return "UInt";
  if (storage.contains("StringAttr") || storage.contains("FlatSymbolRefAttr"))
    return "String";
  if (storage.contains("ArrayAttr"))
    return "Array";
  if (storage.contains("OptimizationHintsAttr"))
    return "Hints";
  if (storage.contains("AssumePredicateAttrInterface"))
    return "SelfContained";
  PrintFatalError(def.getLoc(), "no bytecode encoding for attribute storage '" +
                                    storage + "'");
}

/// The enum behind an Enum-kind attribute: the attribute's own EnumAttrInfo
/// (plain i32 enums) or the one a dialect EnumAttr wraps.
mlir::tblgen::EnumInfo getEnumInfo(const mlir::tblgen::Attribute &attr) {
  const Record &def = attr.getBaseAttr().getDef();
  if (def.isSubClassOf("EnumAttr"))
    return mlir::tblgen::EnumInfo(def.getValueAsDef("enum"));
  return mlir::tblgen::EnumInfo(def);
}

/// Emits the enum codec functions of `attr` once per storage class and
/// returns their name suffix.
std::string emitEnumCodec(const mlir::tblgen::Attribute &attr,
                          std::set<std::string> &emitted, raw_ostream &os) {
  mlir::tblgen::EnumInfo info = getEnumInfo(attr);
  std::string storage = attr.getBaseAttr().getStorageType().str();
  std::string suffix = info.getEnumClassName().str();
  if (!emitted.insert(suffix).second)
    return suffix;
  std::string ns = info.getCppNamespace().str();
  bool isDialectAttr = attr.getBaseAttr().getDef().isSubClassOf("EnumAttr");
  os << formatv(
      "static std::optional<uint64_t> encodeEnum_{0}(::mlir::Attribute "
      "attr) {{\n",
      suffix);
  if (isDialectAttr)
    os << formatv("  if (auto e = ::llvm::dyn_cast<{0}>(attr))\n"
                  "    return static_cast<uint64_t>(e.getValue());\n",
                  storage);
  else
    os << "  if (auto e = ::llvm::dyn_cast<::mlir::IntegerAttr>(attr))\n"
          "    return e.getValue().getZExtValue();\n";
  os << "  return std::nullopt;\n}\n";
  os << formatv("static ::mlir::Attribute decodeEnum_{0}(::mlir::MLIRContext "
                "*context, uint64_t value) {{\n"
                "  if (value > UINT32_MAX)\n    return {{};\n"
                "  auto symbol = {1}::{2}(static_cast<uint32_t>(value));\n"
                "  if (!symbol)\n    return {{};\n"
                "  return {3}::get(context, *symbol);\n}\n",
                suffix, ns, info.getUnderlyingToSymbolFnName(), storage);
  return suffix;
}

/// Emits, once per enumeration, the release each wire value appeared in
/// (the enumeration's own release unless a CudaTile_NewerEnumCase says
/// otherwise) and returns the function's name, or "nullptr" when every
/// value is as old as the enumeration.
std::string emitEnumSince(const RecordKeeper &records,
                          const mlir::tblgen::Attribute &attr,
                          std::set<std::string> &emitted, raw_ostream &os) {
  mlir::tblgen::EnumInfo info = getEnumInfo(attr);
  std::string name = "enumSince_" + info.getEnumClassName().str();
  std::vector<const Record *> cases;
  for (const Record *newer :
       records.getAllDerivedDefinitions("CudaTile_NewerEnumCase"))
    if (newer->getValueAsDef("enum") == &info.getDef())
      cases.push_back(newer);
  if (cases.empty())
    return "nullptr";
  if (!emitted.insert(name).second)
    return name;
  os << formatv("static TileIRVersion {0}(uint64_t value) {{\n"
                "  switch (value) {{\n",
                name);
  for (const Record *newer : cases)
    os << formatv(
        "  case {0}:\n    return {1};\n", newer->getValueAsInt("value"),
        formatVersion(getVersion(newer->getValueAsDef("introducedIn"))));
  os << "  default:\n    return {13, 1};\n  }\n}\n";
  return name;
}

/// The wire value of an attribute's default, when it has one.
std::string getDefaultWireValue(const mlir::tblgen::Attribute &attr,
                                StringRef kind) {
  if (!attr.hasDefaultValue())
    return "std::nullopt";
  StringRef value = attr.getDefaultValue();
  if (kind == "Enum")
    return ("static_cast<uint64_t>(" + value + ")").str();
  if (kind == "UInt" || kind == "Bool")
    return ("static_cast<uint64_t>(" + value + ")").str();
  return "std::nullopt";
}

bool emitOpEncodings(const RecordKeeper &records, raw_ostream &os) {
  emitSourceFileHeader("cuda_tile bytecode op encodings", os);
  std::vector<const Record *> defs =
      records.getAllDerivedDefinitions("CudaTile_Op");
  llvm::sort(defs, [](const Record *a, const Record *b) {
    return a->getValueAsInt("bytecodeOpcode") <
           b->getValueAsInt("bytecodeOpcode");
  });
  std::string table;
  raw_string_ostream entries(table);
  std::set<std::string> emittedEnums;
  for (const Record *def : defs) {
    Operator op(def);
    std::string id = op.getCppClassName().str();
    // Results.
    os << "static const ResultField kResults_" << id << "[] = {";
    bool hasVariadic = false, hasNewerResult = false;
    for (int i = 0, e = op.getNumResults(); i < e; ++i) {
      const auto &result = op.getResult(i);
      Version since = getFieldVersion(*def, result.name);
      hasVariadic |= result.isVariadic() && !result.isOptional();
      hasNewerResult |=
          since.minor != getVersion(def->getValueAsDef("introducedIn")).minor;
      bool isToken = result.constraint.getDef().getName().contains("Token");
      os << formatv("{{\"{0}\", {1}, {2}, {3}},", result.name,
                    result.isVariadic() ? "true" : "false",
                    formatVersion(since), isToken ? "true" : "false");
    }
    os << "{}};\n";
    // Attributes, in declaration order. Structural ops (module, entry,
    // global) have records of their own instead.
    bool isStructural = def->getValueAsBit("isStructural");
    std::string attrRows;
    raw_string_ostream rows(attrRows);
    for (const auto &named : op.getAttributes()) {
      if (named.attr.isDerivedAttr() || isStructural)
        continue;
      StringRef kind = getAttrKind(named.attr);
      std::string encode = "nullptr", decode = "nullptr", since = "nullptr";
      if (kind == "Enum") {
        std::string suffix = emitEnumCodec(named.attr, emittedEnums, os);
        encode = "encodeEnum_" + suffix;
        decode = "decodeEnum_" + suffix;
        since = emitEnumSince(records, named.attr, emittedEnums, os);
      }
      // Per-operand flags name the operand group that sizes them; they are
      // written without a flag bit even though the IR may omit them.
      int sizeGroup = -1;
      bool isOptional = named.attr.isOptional();
      if (const RecordVal *group =
              named.attr.getDef().getValue("bytecodeSizeGroup")) {
        StringRef groupName =
            named.attr.getDef().getValueAsString("bytecodeSizeGroup");
        for (int i = 0, e = op.getNumOperands(); i < e; ++i)
          if (op.getOperand(i).name == groupName)
            sizeGroup = i;
        if (sizeGroup < 0)
          PrintFatalError(def->getLoc(), "no operand group '" + groupName +
                                             "' sizes '" + named.name + "'");
        (void)group;
        isOptional = false;
      }
      StringRef baseName = named.attr.getBaseAttr().getDef().getName();
      unsigned width = baseName.contains("I32") ? 32 : 64;
      bool isSymbolRef =
          named.attr.getBaseAttr().getStorageType().contains("FlatSymbolRef");
      rows << formatv("{{\"{0}\", AttrKind::{1}, /*optional=*/{2}, {3}, "
                      "/*defaultValue=*/{4}, /*intWidth=*/{5}, "
                      "/*isSymbolRef=*/{6}, {7}, {8}, {9}, "
                      "/*sizeGroup=*/{10}},",
                      named.name, kind, isOptional ? "true" : "false",
                      formatVersion(getFieldVersion(*def, named.name)),
                      getDefaultWireValue(named.attr, kind), width,
                      isSymbolRef ? "true" : "false", encode, decode, since,
                      sizeGroup);
    }
    os << "static const AttrField kAttrs_" << id << "[] = {" << attrRows
       << "{}};\n";
    // Operand groups.
    os << "static const OperandGroup kOperands_" << id << "[] = {";
    for (int i = 0, e = op.getNumOperands(); i < e; ++i) {
      const auto &operand = op.getOperand(i);
      StringRef kind = operand.isOptional()   ? "Optional"
                       : operand.isVariadic() ? "Variadic"
                                              : "Single";
      hasVariadic |= operand.isVariadic() && !operand.isOptional();
      os << formatv("{{\"{0}\", GroupKind::{1}, {2}},", operand.name, kind,
                    formatVersion(getFieldVersion(*def, operand.name)));
    }
    os << "{}};\n";
    bool attrSized = op.getTrait("::mlir::OpTrait::AttrSizedOperandSegments");
    entries << formatv(
        "  {{\"{0}\", {1:x}, {2}, /*isStructural=*/{3}, "
        "/*writesResultCount=*/{4}, /*attrSizedOperands=*/{5}, "
        "/*numRegions=*/{6}, ArrayRef(kResults_{7}).drop_back(), "
        "ArrayRef(kAttrs_{7}).drop_back(), "
        "ArrayRef(kOperands_{7}).drop_back()},\n",
        op.getOperationName(), def->getValueAsInt("bytecodeOpcode"),
        formatVersion(getVersion(def->getValueAsDef("introducedIn"))),
        def->getValueAsBit("isStructural") ? "true" : "false",
        hasVariadic || hasNewerResult ? "true" : "false",
        attrSized ? "true" : "false", op.getNumRegions(), id);
  }
  os << "\nstatic const OpEncoding kOpEncodings[] = {\n" << table << "};\n";
  // Every field newer than its op, structural ops (module, global) included,
  // whose fields have no rows above.
  os << "\nstatic const NewerFieldRelease kNewerFields[] = {\n";
  for (const Record *def : defs) {
    Operator op(def);
    for (const Record *newer : def->getValueAsListOfDefs("newerFields"))
      os << formatv(
          "  {{\"{0}\", \"{1}\", {2}},\n", op.getOperationName(),
          newer->getValueAsString("name"),
          formatVersion(getVersion(newer->getValueAsDef("introducedIn"))));
  }
  os << "};\n";
  return false;
}

bool emitTypeTags(const RecordKeeper &records, raw_ostream &os) {
  emitSourceFileHeader("cuda_tile bytecode type tags", os);
  std::vector<const Record *> tags =
      records.getAllDerivedDefinitions("CudaTile_TypeTag");
  llvm::sort(tags, [](const Record *a, const Record *b) {
    return a->getValueAsInt("tag") < b->getValueAsInt("tag");
  });
  os << "static const TypeTagInfo kTypeTags[] = {\n";
  for (const Record *tag : tags)
    os << formatv("  {{{0}, \"{1}\", {2}, /*hasPayload=*/{3}},\n",
                  tag->getValueAsInt("tag"), tag->getValueAsString("name"),
                  formatVersion(getVersion(tag->getValueAsDef("introducedIn"))),
                  tag->getValueAsBit("hasPayload") ? "true" : "false");
  os << "};\n\n";
  // Type -> tag.
  os << "static const TypeTagInfo *findTypeTag(::mlir::Type type) {\n";
  for (auto [i, tag] : llvm::enumerate(tags)) {
    int64_t width = tag->getValueAsInt("width");
    os << formatv("  if (auto t = ::llvm::dyn_cast<{0}>(type))\n",
                  tag->getValueAsString("cppClass"));
    if (width)
      os << formatv("    if (t.getWidth() == {0} && t.isSignless())\n", width);
    os << formatv("      return &kTypeTags[{0}];\n", i);
  }
  os << "  return nullptr;\n}\n\n";
  // Tag -> payload-free type.
  os << "static ::mlir::Type buildTypeWithoutPayload(unsigned tag, "
        "::mlir::MLIRContext *context) {\n  switch (tag) {\n";
  for (const Record *tag : tags) {
    if (tag->getValueAsBit("hasPayload"))
      continue;
    int64_t width = tag->getValueAsInt("width");
    os << formatv("  case {0}:\n    return {1}::get(context{2});\n",
                  tag->getValueAsInt("tag"), tag->getValueAsString("cppClass"),
                  width ? ", " + std::to_string(width) : std::string());
  }
  os << "  default:\n    return {};\n  }\n}\n";
  return false;
}

mlir::GenRegistration
    genOpEncodings("gen-cuda-tile-op-encodings",
                   "Generate the bytecode encoding table of the cuda_tile ops",
                   emitOpEncodings);
mlir::GenRegistration genTypeTags("gen-cuda-tile-type-tags",
                                  "Generate the bytecode type-tag table",
                                  emitTypeTags);
} // namespace
