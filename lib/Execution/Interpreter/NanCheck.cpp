//===- NanCheck.cpp - --check=nan -----------------------------------------===//

#include "NanCheck.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

std::string formatElementValue(uint64_t bits, ElemKind kind, bool isUnsigned) {
  if (isIntegerKind(kind)) {
    unsigned width = getElemBits(kind);
    if (isUnsigned || width == 1)
      return std::to_string(maskBits(bits, width));
    return std::to_string(signExtend(bits, width));
  }
  if (!isFloatKind(kind))
    return std::to_string(bits);
  FloatFormat format = getFloatFormat(kind);
  double value = toDouble(bits, format);
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  // The fewest significant digits that read back as `value`, written as
  // Python's repr writes floats: positional from 1e-4 to 1e16, else with
  // an exponent.
  char text[40];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof(text), "%.*e", digits - 1, value);
    double parsed = std::strtod(text, nullptr);
    uint64_t parsedBits;
    std::memcpy(&parsedBits, &parsed, 8);
    if (toDouble(convertFloat(parsedBits, FloatFormat::F64, format), format) ==
            value &&
        std::signbit(parsed) == std::signbit(value))
      break;
  }
  llvm::StringRef scientific(text);
  auto [mantissa, exponentText] = scientific.split('e');
  int exponent = 0;
  exponentText.consume_front("+");
  exponentText.consumeInteger(10, exponent);
  std::string sign = mantissa.consume_front("-") ? "-" : "";
  std::string digits = mantissa.str();
  digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());
  if (exponent < -4 || exponent >= 16) {
    std::string result = sign + digits.substr(0, 1);
    if (digits.size() > 1)
      result += "." + digits.substr(1);
    return result + (exponent < 0 ? "e-" : "e+") +
           (std::abs(exponent) < 10 ? "0" : "") +
           std::to_string(std::abs(exponent));
  }
  if (exponent < 0)
    return sign + "0." + std::string(-exponent - 1, '0') + digits;
  if (digits.size() <= static_cast<size_t>(exponent) + 1)
    return sign + digits + std::string(exponent + 1 - digits.size(), '0');
  return sign + digits.substr(0, exponent + 1) + "." +
         digits.substr(exponent + 1);
}

namespace {

/// How the check reads one op.
enum class Coverage {
  None,        ///< not checked
  Elementwise, ///< operand element i gives result element i
  Aggregate,   ///< result elements mix operand elements
};

Coverage getCoverage(Operation *op) {
  // The combiners of reduce and scan run on single elements; the reduce or
  // scan itself is checked and names the result element.
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (isa<ReduceOp, ScanOp>(parent))
      return Coverage::None;
  if (isa<AddFOp, SubFOp, MulFOp, DivFOp, FmaOp, AbsFOp, NegFOp, FloorOp,
          CeilOp, RemFOp, MaxFOp, MinFOp, SqrtOp, RsqrtOp, ExpOp, Exp2Op, LogOp,
          Log2Op, SinOp, CosOp, TanOp, SinhOp, CoshOp, TanhOp, PowOp, FPowIOp,
          Atan2Op, FToFOp, IToFOp>(op))
    return Coverage::Elementwise;
  if (isa<ReduceOp, ScanOp, MmaFOp, MmaFScaledOp>(op))
    return Coverage::Aggregate;
  return Coverage::None;
}

/// The operand names of the ODS definitions, for the message.
llvm::SmallVector<const char *, 3> getOperandNames(Operation *op) {
  return llvm::TypeSwitch<Operation *, llvm::SmallVector<const char *, 3>>(op)
      .Case<FmaOp>([](auto) {
        return llvm::SmallVector<const char *, 3>{"lhs", "rhs", "acc"};
      })
      .Case<PowOp, FPowIOp>([](auto) {
        return llvm::SmallVector<const char *, 3>{"source", "exponent"};
      })
      .Case<Atan2Op>([](auto) {
        return llvm::SmallVector<const char *, 3>{"x", "y"};
      })
      .Case<FToFOp, IToFOp>(
          [](auto) { return llvm::SmallVector<const char *, 3>{"from"}; })
      .Default([](Operation *op) {
        if (op->getNumOperands() == 1)
          return llvm::SmallVector<const char *, 3>{"source"};
        return llvm::SmallVector<const char *, 3>{"lhs", "rhs"};
      });
}

/// A tile operand or result as the check reads it.
struct CheckedValue {
  unsigned slot;
  TileInfo info;
  bool isFloat;
};

enum class Finding { None, NaN, Inf };

/// Whether the float element `bits` of `kind` is NaN or infinite.
Finding classify(uint64_t bits, ElemKind kind) {
  double value = toDouble(bits, getFloatFormat(kind));
  if (std::isnan(value))
    return Finding::NaN;
  if (std::isinf(value))
    return Finding::Inf;
  return Finding::None;
}

std::string describeFinding(Finding finding, uint64_t bits, ElemKind kind) {
  if (finding == Finding::NaN)
    return "NaN";
  return formatElementValue(bits, kind);
}

uint64_t readElement(const Frame &frame, const CheckedValue &value, int64_t i) {
  return loadElement(frame.slots[value.slot]->data(), i, value.info.elemBytes);
}

} // namespace

Step withNanCheck(Operation *op, Compiler &compiler, Step step) {
  Coverage coverage = getCoverage(op);
  if (coverage == Coverage::None)
    return step;
  llvm::SmallVector<CheckedValue, 3> operands, results;
  for (Value operand : op->getOperands())
    if (isa<TileType>(operand.getType())) {
      TileInfo info = Compiler::getTileInfo(operand.getType());
      operands.push_back(
          {compiler.slot(operand), info, isFloatKind(info.kind)});
    }
  for (Value result : op->getResults())
    if (isa<TileType>(result.getType())) {
      TileInfo info = Compiler::getTileInfo(result.getType());
      if (isFloatKind(info.kind))
        results.push_back({compiler.slot(result), info, true});
    }
  if (results.empty())
    return step;
  bool unsignedSource = false;
  if (auto itof = dyn_cast<IToFOp>(op))
    unsignedSource = itof.getSignedness() != Signedness::Signed;
  llvm::SmallVector<const char *, 3> names = getOperandNames(op);
  bool severalResults = results.size() > 1;

  if (coverage == Coverage::Elementwise) {
    return [=, step = std::move(step)](Frame &frame) {
      Flow flow = step(frame);
      if (flow != Flow::Next || !frame.launch->checkNan)
        return flow;
      const CheckedValue &result = results.front();
      for (int64_t i = 0; i < result.info.numElements; ++i) {
        uint64_t bits = readElement(frame, result, i);
        Finding finding = classify(bits, result.info.kind);
        if (finding == Finding::None)
          continue;
        // An operand of a matching shape gives element i; a one-element
        // operand is the same for every element.
        bool anyNaN = false, allFinite = true;
        std::string values;
        for (size_t k = 0; k < operands.size(); ++k) {
          const CheckedValue &operand = operands[k];
          int64_t at =
              operand.info.numElements == result.info.numElements ? i : 0;
          uint64_t operandBits = readElement(frame, operand, at);
          if (operand.isFloat) {
            Finding kind = classify(operandBits, operand.info.kind);
            anyNaN |= kind == Finding::NaN;
            allFinite &= kind == Finding::None;
          }
          values += std::string(values.empty() ? "" : ", ") +
                    (k < names.size() ? names[k] : "operand") + " = " +
                    formatElementValue(operandBits, operand.info.kind,
                                       unsignedSource);
        }
        if (finding == Finding::NaN ? anyNaN : !allFinite)
          continue;
        return fail(frame, op,
                    "--check=nan: produced " +
                        describeFinding(finding, bits, result.info.kind) +
                        " at element " + formatIndex(result.info.shape, i) +
                        " from " + (allFinite ? "finite" : "non-NaN") +
                        " operands (" + values + ")");
      }
      return Flow::Next;
    };
  }

  return [=, step = std::move(step)](Frame &frame) {
    Flow flow = step(frame);
    if (flow != Flow::Next || !frame.launch->checkNan)
      return flow;
    bool anyNaN = false, allFinite = true;
    for (const CheckedValue &operand : operands) {
      if (!operand.isFloat)
        continue;
      for (int64_t i = 0; i < operand.info.numElements; ++i) {
        Finding kind =
            classify(readElement(frame, operand, i), operand.info.kind);
        anyNaN |= kind == Finding::NaN;
        allFinite &= kind == Finding::None;
      }
    }
    if (anyNaN)
      return Flow::Next;
    for (size_t r = 0; r < results.size(); ++r) {
      const CheckedValue &result = results[r];
      for (int64_t i = 0; i < result.info.numElements; ++i) {
        uint64_t bits = readElement(frame, result, i);
        Finding finding = classify(bits, result.info.kind);
        if (finding == Finding::None || (finding == Finding::Inf && !allFinite))
          continue;
        return fail(
            frame, op,
            "--check=nan: produced " +
                describeFinding(finding, bits, result.info.kind) +
                " at element " + formatIndex(result.info.shape, i) +
                (severalResults ? " of result " + std::to_string(r)
                                : std::string()) +
                " from " +
                (allFinite ? "finite operands" : "operands without NaN"));
      }
    }
    return Flow::Next;
  };
}

} // namespace tilekit::exec::interp
