//===- VersionRequirements.cpp - the release a module needs ---------------===//
//
// One analysis answers "which bytecode version can hold this module": the
// writer refuses a target below what it finds, and `min` writes the lowest
// version it allows. Its facts come from the tables generated from the op
// and type-tag definitions (op, field, enum value and type releases) and
// from the dialect's release-dependent verifier rules (ReleaseRules.h);
// nothing about versions is typed here.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Bytecode/Bytecode.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include "tilekit/Dialect/CudaTile/IR/ReleaseRules.h"

#include "OpEncoding.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::bytecode;

namespace {
class RequirementCollector {
public:
  void collectModule(cuda_tile::ModuleOp module);

  std::vector<VersionRequirement> requirements;

private:
  using Kind = VersionRequirement::Kind;
  void add(Kind kind, Operation *op, TileIRVersion release,
           const llvm::Twine &name, bool dropped = false) {
    if (getSupportedBytecodeReleases().front() < release)
      requirements.push_back({kind, op, release, name.str(), dropped});
  }
  void collectOp(Operation *op);
  void collectEncodedFields(Operation *op, const OpEncoding &encoding);
  void collectType(Type type, Operation *where);
  void collectAttrTypes(Attribute attr, Operation *where);

  /// Types already reported or found old enough.
  llvm::DenseSet<Type> seenTypes;
};
} // namespace

void RequirementCollector::collectType(Type type, Operation *where) {
  type.walk([&](Type nested) {
    if (!seenTypes.insert(nested).second)
      return;
    const TypeTagInfo *tag = lookupTypeTag(nested);
    if (tag)
      add(Kind::Type, where, tag->since, tag->name);
    PointerAttrKindAttr pointerAttr;
    if (auto pointer = dyn_cast<PointerType>(nested))
      pointerAttr = pointer.getPtrAttr();
    else if (auto view = dyn_cast<TensorViewType>(nested))
      pointerAttr = view.getPtrAttr();
    if (pointerAttr && tag)
      add(Kind::PointerAttribute, where, kPointerAttrRelease, tag->name);
  });
}

void RequirementCollector::collectAttrTypes(Attribute attr, Operation *where) {
  attr.walk([&](Type type) { collectType(type, where); });
}

/// What the op's bytecode row says: the op, newer results that are used,
/// newer optional fields that are present, newer attributes that do not
/// hold their default, and enum values newer than their enumeration.
void RequirementCollector::collectEncodedFields(Operation *op,
                                                const OpEncoding &encoding) {
  add(Kind::Operation, op, encoding.since, op->getName().getStringRef());

  // Unused newer results are left out by older writers (nothing is lost:
  // nothing refers to them).
  for (OpResult result : op->getResults()) {
    if (encoding.results.empty())
      break;
    const ResultField &field = encoding.results[std::min<size_t>(
        result.getResultNumber(), encoding.results.size() - 1)];
    if (!result.use_empty())
      add(Kind::Result, op, field.since, field.name);
  }

  SmallVector<OperandRange> groups;
  if (encoding.attrSizedOperands)
    groups = getOperandGroups(op, encoding);
  for (const FlagField &field : getFlagFields(encoding)) {
    bool present;
    if (field.attr) {
      present = static_cast<bool>(
          op->getInherentAttr(field.attr->name).value_or(nullptr));
    } else {
      size_t index = field.operand - encoding.operands.data();
      present = encoding.attrSizedOperands && !groups[index].empty();
    }
    if (present)
      add(field.attr ? Kind::OptionalAttribute : Kind::OptionalOperand, op,
          field.since(), field.name());
  }

  for (const AttrField &field : encoding.attrs) {
    Attribute value = op->getInherentAttr(field.name).value_or(nullptr);
    if (!value)
      continue;
    if (field.kind == AttrKind::Enum && field.enumValueSince)
      if (std::optional<uint64_t> wire = field.encodeEnum(value))
        add(Kind::EnumValue, op, field.enumValueSince(*wire), field.name);
    // Optional and unit attributes are flag fields (above). Other newer
    // attributes older releases cannot hold unless they keep their default.
    if (field.isOptional || field.kind == AttrKind::Unit)
      continue;
    bool isDefault = true;
    if (field.kind == AttrKind::Enum && field.defaultValue)
      isDefault = field.encodeEnum(value) == field.defaultValue;
    if (auto flags = dyn_cast<DenseBoolArrayAttr>(value))
      isDefault = llvm::none_of(flags.asArrayRef(), [](bool b) { return b; });
    if (!isDefault)
      add(Kind::Attribute, op, field.since, field.name);
  }
}

void RequirementCollector::collectOp(Operation *op) {
  size_t first = requirements.size();
  const OpEncoding *encoding = lookupOpEncoding(op->getName().getStringRef());
  if (encoding && !encoding->isStructural)
    collectEncodedFields(op, *encoding);

  // A later verifier's relaxation; not repeated when the op is already
  // listed for that release (ftof with the 13.4 value nearest_away).
  if (std::optional<ReleaseRequirement> rule = getVerifierRelease(op)) {
    bool covered = llvm::any_of(ArrayRef(requirements).drop_front(first),
                                [&](const VersionRequirement &r) {
                                  return !(r.release < rule->release);
                                });
    if (!covered)
      add(Kind::VerifierRule, op, rule->release, rule->reason);
  }

  for (Type type : op->getResultTypes())
    collectType(type, op);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments())
        collectType(arg.getType(), op);
  collectAttrTypes(op->getAttrDictionary(), op);
}

void RequirementCollector::collectModule(cuda_tile::ModuleOp module) {
  StringRef moduleName = cuda_tile::ModuleOp::getOperationName();
  if (module.getProducerAttr())
    add(Kind::Producer, module, getFieldRelease(moduleName, "producer"), "",
        /*dropped=*/true);
  for (GlobalOp global : module.getBodyBlock().getOps<GlobalOp>()) {
    StringRef globalName = GlobalOp::getOperationName();
    if (global.getSymbolVisibility() != SymbolVisibility::PUBLIC)
      add(Kind::GlobalVisibility, global,
          getFieldRelease(globalName, "symbol_visibility"),
          global.getSymName());
    if (global.getConstant())
      add(Kind::GlobalConstant, global, getFieldRelease(globalName, "constant"),
          global.getSymName());
  }
  module.getBodyBlock().walk<WalkOrder::PreOrder>(
      [&](Operation *op) { collectOp(op); });
}

std::string VersionRequirement::getMessage(TileIRVersion target) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  std::string needs = formatRelease(release), to = formatRelease(target);
  switch (kind) {
  case Kind::Operation:
    os << "operation '" << name << "' is not available in bytecode version "
       << to;
    break;
  case Kind::Result:
    os << "result '" << name << "' requires bytecode version " << needs
       << " but is being used and targeting " << to
       << ". Cannot serialize to older bytecode version when newer features "
          "are used.";
    break;
  case Kind::OptionalAttribute:
  case Kind::OptionalOperand:
    os << "optional "
       << (kind == Kind::OptionalAttribute ? "attribute" : "operand") << " '"
       << name << "' is provided but requires bytecode version " << needs
       << ", targeting " << to;
    break;
  case Kind::Attribute:
    os << "attribute '" << name << "' requires bytecode version " << needs
       << "+, but targeting " << to;
    break;
  case Kind::EnumValue:
    os << "enum value for attribute '" << name
       << "' is not available in bytecode version " << to << " (requires "
       << needs << ")";
    break;
  case Kind::Type:
    os << "type '" << name << "' requires bytecode version " << needs
       << "+, targeting " << to;
    break;
  case Kind::PointerAttribute:
    os << "type '" << name << "' with a pointer attribute requires bytecode "
       << "version " << needs << "+, targeting " << to;
    break;
  case Kind::GlobalVisibility:
    os << "global `" << name
       << "` uses non-public symbol visibility, which cannot be encoded in "
          "bytecode version "
       << to << " (requires bytecode " << needs << "+)";
    break;
  case Kind::GlobalConstant:
    os << "constant global `" << name
       << "` cannot be encoded in bytecode version " << to
       << " (the `constant` attribute requires bytecode " << needs << "+)";
    break;
  case Kind::Producer:
    os << "the module's producer requires bytecode version " << needs
       << ", targeting " << to;
    break;
  case Kind::VerifierRule:
    os << name << " requires bytecode version " << needs << ", targeting "
       << to;
    break;
  }
  return text;
}

std::vector<VersionRequirement>
cuda_tile::collectVersionRequirements(cuda_tile::ModuleOp module) {
  RequirementCollector collector;
  collector.collectModule(module);
  return std::move(collector.requirements);
}

TileIRVersion
cuda_tile::getMinimumRelease(ArrayRef<VersionRequirement> requirements) {
  TileIRVersion release = getSupportedBytecodeReleases().front();
  for (const VersionRequirement &requirement : requirements)
    release = std::max(release, requirement.release);
  return release;
}

BytecodeVersion
cuda_tile::getMinimumBytecodeVersion(cuda_tile::ModuleOp module) {
  TileIRVersion release = getMinimumRelease(collectVersionRequirements(module));
  return BytecodeVersion{release.major, release.minor, 0};
}

LogicalResult cuda_tile::checkVersionRequirements(cuda_tile::ModuleOp module,
                                                  TileIRVersion target) {
  unsigned count = 0;
  TileIRVersion needed = target;
  for (const VersionRequirement &requirement :
       collectVersionRequirements(module)) {
    if (!(target < requirement.release) || requirement.droppedByOlderReleases)
      continue;
    emitError(requirement.op->getLoc()) << requirement.getMessage(target);
    needed = std::max(needed, requirement.release);
    ++count;
  }
  if (!count)
    return success();
  return emitError(module.getLoc())
         << "cannot write bytecode version " << formatRelease(target)
         << ": the module needs " << formatRelease(needed) << " (" << count
         << (count == 1 ? " construct" : " constructs") << " listed)";
}
