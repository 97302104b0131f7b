//===- OptimizationHints.cpp - optimization_hints attribute ---------------===//
//
// Structure is always checked (each architecture maps to a dictionary).
// Semantic checks - known architectures, hints valid for the op, value
// ranges - run only when the dialect asks for them (-Wunsupported-hints),
// as warnings or, with -Werr-hints, as errors.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static constexpr StringLiteral kDefaultArch = "default";

ArrayRef<StringRef> cuda_tile::getKnownHintArchitectures() {
  static const StringRef architectures[] = {
      "sm_80",  "sm_86",  "sm_87",  "sm_88",  "sm_89", "sm_90",
      "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"};
  return architectures;
}

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) {
  NamedAttrList entries;
  if (parser.parseLess())
    return {};
  if (succeeded(parser.parseOptionalGreater()))
    return OptimizationHintsAttr::get(parser.getContext(),
                                      DictionaryAttr::get(parser.getContext()));
  auto parseEntry = [&]() -> ParseResult {
    std::string key;
    Attribute value;
    SMLoc keyLoc = parser.getCurrentLocation();
    if (parser.parseKeywordOrString(&key) || parser.parseEqual())
      return failure();
    SMLoc valueLoc = parser.getCurrentLocation();
    if (parser.parseAttribute(value))
      return failure();
    if (entries.get(key))
      return parser.emitError(keyLoc)
             << "duplicate optimization_hints key `" << key << "`";
    if (!isa<DictionaryAttr>(value))
      return parser.emitError(valueLoc)
             << "expected dictionary attribute for optimization_hints entry `"
             << key << "` got value=" << value;
    entries.append(key, value);
    return success();
  };
  if (parser.parseCommaSeparatedList(parseEntry) || parser.parseGreater())
    return {};
  return OptimizationHintsAttr::get(parser.getContext(),
                                    entries.getDictionary(parser.getContext()));
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const {
  printer << '<';
  llvm::interleaveComma(getValue(), printer, [&](NamedAttribute arch) {
    printer.printKeywordOrString(arch.getName().strref());
    printer << " = {";
    llvm::interleaveComma(cast<DictionaryAttr>(arch.getValue()), printer,
                          [&](NamedAttribute hint) {
                            printer.printKeywordOrString(
                                hint.getName().strref());
                            printer << " = ";
                            printer.printAttributeWithoutType(hint.getValue());
                          });
    printer << '}';
  });
  printer << '>';
}

LogicalResult
OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              DictionaryAttr value) {
  for (NamedAttribute arch : value)
    if (!isa<DictionaryAttr>(arch.getValue()))
      return emitError()
             << "expected dictionary attribute for optimization_hints entry `"
             << arch.getName().strref() << "` got value=" << arch.getValue();
  return success();
}

Attribute OptimizationHintsAttr::lookup(StringRef arch, StringRef key) const {
  for (StringRef candidate : {arch, StringRef(kDefaultArch)})
    if (auto hints = getValue().getAs<DictionaryAttr>(candidate))
      if (Attribute value = hints.get(key))
        return value;
  return {};
}

namespace {
/// The hints Tile IR defines and the ops that accept each.
enum class HintKind {
  NumCtaInCga,
  NumWorkerWarps,
  Occupancy,
  AllowTma,
  Latency
};

std::optional<HintKind> symbolizeHint(StringRef key) {
  return llvm::StringSwitch<std::optional<HintKind>>(key)
      .Case("num_cta_in_cga", HintKind::NumCtaInCga)
      .Case("num_worker_warps_per_cta", HintKind::NumWorkerWarps)
      .Case("occupancy", HintKind::Occupancy)
      .Case("allow_tma", HintKind::AllowTma)
      .Case("latency", HintKind::Latency)
      .Default(std::nullopt);
}

bool isHintAllowedOn(HintKind kind, Operation *op) {
  StringRef name = op->getName().stripDialect();
  bool isEntry = name == "entry";
  bool isViewAccess = name == "load_view_tko" || name == "store_view_tko";
  bool isPtrAccess = name == "load_ptr_tko" || name == "store_ptr_tko";
  switch (kind) {
  case HintKind::NumCtaInCga:
  case HintKind::NumWorkerWarps:
  case HintKind::Occupancy:
    return isEntry;
  case HintKind::AllowTma:
    return isViewAccess;
  case HintKind::Latency:
    return isViewAccess || isPtrAccess;
  }
  return false;
}

bool isPreHopper(StringRef arch) {
  return llvm::is_contained({"sm_80", "sm_86", "sm_87", "sm_88", "sm_89"},
                            arch);
}
} // namespace

LogicalResult
OptimizationHintsAttr::checkForOp(Operation *op, DictionaryAttr value,
                                  function_ref<InFlightDiagnostic()> report) {
  bool ok = true;
  auto fail = [&]() -> InFlightDiagnostic {
    ok = false;
    return report();
  };
  for (NamedAttribute archEntry : value) {
    StringRef arch = archEntry.getName().strref();
    if (arch != kDefaultArch &&
        !llvm::is_contained(getKnownHintArchitectures(), arch)) {
      fail() << "unknown hint key " << arch;
      continue;
    }
    auto hints = dyn_cast<DictionaryAttr>(archEntry.getValue());
    if (!hints)
      continue;
    for (NamedAttribute hint : hints) {
      StringRef key = hint.getName().strref();
      std::string where = (arch + "." + key).str();
      std::optional<HintKind> kind = symbolizeHint(key);
      if (!kind) {
        fail() << "unknown param " << key << " for " << arch;
        continue;
      }
      if (!isHintAllowedOn(*kind, op)) {
        fail() << key << " is not known hint for current Operation";
        continue;
      }
      if (*kind == HintKind::AllowTma) {
        if (!isa<BoolAttr>(hint.getValue()))
          fail() << "boolean value expected for " << where;
        continue;
      }
      auto intAttr = dyn_cast<IntegerAttr>(hint.getValue());
      if (!intAttr || !isa<IntegerType>(intAttr.getType())) {
        fail() << "integer value expected for " << where;
        continue;
      }
      int64_t v = intAttr.getInt();
      switch (*kind) {
      case HintKind::NumCtaInCga:
        if (v <= 0 || v > 16 || !llvm::isPowerOf2_64(v))
          fail() << "expected power-of-two ≤ 16 for " << where;
        else if (isPreHopper(arch) && v != 1)
          fail() << "expected 1 for " << where;
        break;
      case HintKind::NumWorkerWarps:
        // Tile IR 13.4 narrowed the 13.3 range (a power of two up to 32) to
        // 4 and 8; the dialect implements 13.4. Values outside the 13.3
        // range keep the reference's 13.3 message.
        if (v <= 0 || v > 32 || !llvm::isPowerOf2_64(v))
          fail() << "expected power-of-two ≤ 32 for " << where;
        else if (v != 4 && v != 8)
          fail() << "expected 4 or 8 for " << where;
        break;
      case HintKind::Occupancy:
        if (v < 1 || v > 32)
          fail() << "integer value in the range [1, 32] is expected for "
                 << where;
        break;
      case HintKind::Latency:
        if (v < 1 || v > 10)
          fail() << "integer value in the range [1, 10] is expected for "
                 << where;
        break;
      case HintKind::AllowTma:
        break;
      }
    }
  }
  return success(ok);
}

LogicalResult OptimizationHintsAttr::verifyForOp(Operation *op,
                                                 OptimizationHintsAttr hints) {
  if (!hints || hints.getValue().empty())
    return success();
  auto *dialect = op->getContext()->getLoadedDialect<CudaTileDialect>();
  if (!dialect || !dialect->getWarnUnsupportedHints())
    return success();
  bool asErrors = dialect->getHintProblemsAreErrors();
  // Diagnostics go to the op's location without the op attached: printing
  // the op for a note would verify it again and recurse.
  LogicalResult checked =
      checkForOp(op, hints.getValue(), [&]() -> InFlightDiagnostic {
        return asErrors ? mlir::emitError(op->getLoc())
                        : mlir::emitWarning(op->getLoc());
      });
  if (failed(checked) && asErrors)
    return op->emitOpError("Optimization hints verification failed");
  return success();
}
