//===- DebugRules.cpp - assert and print_tko ------------------------------===//
//
// print_tko formats with C printf conversions: a rank-0 argument prints as
// one value; a larger tile prints every element with the same conversion,
// in row-major order inside brackets (`[1, 2, 3]`, nested per dimension).
// Each print writes its whole line at once, so lines of concurrent tile
// blocks never interleave.
//
//===----------------------------------------------------------------------===//

#include "FloatSupport.h"
#include "RaceCheck.h"

#include "tilekit/Dialect/CudaTile/IR/SourceLocation.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

namespace {

LogicalResult compileAssert(Operation *op, Compiler &compiler, Step &step) {
  auto assertOp = cast<AssertOp>(op);
  TileInfo tile = Compiler::getTileInfo(assertOp.getCondition().getType());
  unsigned cond = compiler.slot(assertOp.getCondition());
  std::string message = assertOp.getMessage().str();
  step = [=](Frame &frame) {
    const uint8_t *c = frame.slots[cond]->data();
    for (int64_t i = 0; i < tile.numElements; ++i)
      if (!c[i])
        return fail(frame, op,
                    "assertion failed: \"" + message + "\"" +
                        (tile.shape.empty()
                             ? std::string()
                             : " (element " + formatIndex(tile.shape, i) +
                                   " is false)"));
    return Flow::Next;
  };
  return success();
}

/// One piece of a format string: literal text, or a conversion applied to
/// the next argument.
struct FormatPiece {
  std::string text; ///< literal text, or the spec without length modifiers
  char conversion = 0; ///< 0 for literal text
};

LogicalResult parseFormat(Operation *op, Compiler &compiler,
                          llvm::StringRef format,
                          std::vector<FormatPiece> &pieces) {
  std::string literal;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      literal += format[i];
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '%') {
      literal += '%';
      ++i;
      continue;
    }
    size_t end = format.find_first_of("diuoxXeEfFgGaAcsSpn", i + 1);
    if (end == llvm::StringRef::npos)
      return compiler.error(op, "has an unterminated format conversion");
    if (!literal.empty())
      pieces.push_back({literal, 0});
    literal.clear();
    std::string spec;
    for (char c : format.slice(i, end))
      if (c != 'l' && c != 'h' && c != 'L' && c != 'q' && c != 'j' &&
          c != 'z' && c != 't')
        spec += c;
    char conversion = format[end];
    // `*` and `n$` would make printf read arguments that are not passed.
    if (format.slice(i, end).find_first_of("*$") != llvm::StringRef::npos)
      return compiler.error(op, "uses '*' or '$' in the conversion '" +
                                    format.slice(i, end + 1) +
                                    "', which print_tko does not support");
    if (conversion == 's' || conversion == 'S' || conversion == 'n')
      return compiler.error(op, "uses the conversion %" +
                                    std::string(1, conversion) +
                                    ", which has no tile argument to print");
    pieces.push_back({spec, conversion});
    i = end;
  }
  if (!literal.empty())
    pieces.push_back({literal, 0});
  return success();
}

void formatElement(std::string &out, const FormatPiece &piece, ElemKind kind,
                   uint64_t bits) {
  char buffer[128];
  int written = 0;
  std::string spec = piece.text;
  double asDouble;
  int64_t asSigned;
  uint64_t asUnsigned;
  if (isFloatKind(kind)) {
    asDouble = toDouble(bits, getFloatFormat(kind));
    // Integer conversions of a float truncate; NaN prints 0 and values out
    // of range saturate (a plain cast would be undefined behaviour).
    asSigned = std::isnan(asDouble)  ? 0
               : asDouble <= -0x1p63 ? INT64_MIN
               : asDouble >= 0x1p63  ? INT64_MAX
                                     : static_cast<int64_t>(asDouble);
    asUnsigned = static_cast<uint64_t>(asSigned);
  } else {
    unsigned width = getElemBits(kind);
    asSigned = signExtend(bits, width);
    asUnsigned = maskBits(bits, width);
    asDouble = static_cast<double>(asSigned);
  }
  switch (piece.conversion) {
  case 'd':
  case 'i':
    spec += "ll";
    spec += piece.conversion;
    written = std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                            (long long)asSigned);
    break;
  case 'u':
  case 'o':
  case 'x':
  case 'X':
    spec += "ll";
    spec += piece.conversion;
    written = std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                            (unsigned long long)asUnsigned);
    break;
  case 'c':
    spec += 'c';
    written =
        std::snprintf(buffer, sizeof(buffer), spec.c_str(), int(asSigned));
    break;
  case 'p':
    written = std::snprintf(buffer, sizeof(buffer), "0x%llx",
                            (unsigned long long)asUnsigned);
    break;
  default:
    spec += piece.conversion;
    written = std::snprintf(buffer, sizeof(buffer), spec.c_str(), asDouble);
    break;
  }
  // snprintf fails (leaving the buffer undefined) for a width or precision
  // beyond INT_MAX: print nothing then.
  if (written < 0)
    buffer[0] = 0;
  out += buffer;
}

/// `text` with `prefix` before its first line and before each line after a
/// newline inside it (not after a final newline: the next print starts
/// that line).
std::string prefixLines(llvm::StringRef text, const std::string &prefix) {
  std::string prefixed = prefix;
  for (size_t i = 0; i < text.size(); ++i) {
    prefixed += text[i];
    if (text[i] == '\n' && i + 1 < text.size())
      prefixed += prefix;
  }
  return prefixed;
}

LogicalResult compilePrint(Operation *op, Compiler &compiler, Step &step) {
  auto print = cast<PrintTkoOp>(op);
  std::vector<FormatPiece> pieces;
  if (failed(parseFormat(op, compiler, print.getStr(), pieces)))
    return failure();
  std::vector<unsigned> args;
  std::vector<TileInfo> infos;
  for (Value arg : print.getArgs()) {
    args.push_back(compiler.slot(arg));
    infos.push_back(Compiler::getTileInfo(arg.getType()));
  }
  std::vector<unsigned> tokens;
  if (print.getToken())
    tokens.push_back(compiler.slot(print.getToken()));
  int resultToken =
      print.getResultToken() ? int(compiler.slot(print.getResultToken())) : -1;
  step = [=](Frame &frame) {
    // --check: the result token orders what the operand token orders.
    if (frame.launch->race && resultToken >= 0)
      joinTokens(frame, tokens, resultToken);
    std::string line;
    size_t next = 0;
    for (const FormatPiece &piece : pieces) {
      if (!piece.conversion) {
        line += piece.text;
        continue;
      }
      if (next >= args.size())
        break;
      const TileInfo &info = infos[next];
      const uint8_t *data = frame.slots[args[next++]]->data();
      if (info.shape.empty()) {
        formatElement(line, piece, info.kind,
                      loadElement(data, 0, info.elemBytes));
        continue;
      }
      llvm::SmallVector<int64_t, 4> strides = getRowMajorStrides(info.shape);
      for (int64_t i = 0; i < info.numElements; ++i) {
        for (size_t d = 0; d < strides.size(); ++d)
          if (i % (strides[d] * info.shape[d]) == 0)
            line += '[';
        formatElement(line, piece, info.kind,
                      loadElement(data, i, info.elemBytes));
        size_t closing = 0;
        for (size_t d = 0; d < strides.size(); ++d)
          if ((i + 1) % (strides[d] * info.shape[d]) == 0)
            ++closing;
        line.append(closing, ']');
        if (i + 1 < info.numElements)
          line += ", ";
      }
    }
    if (frame.launch->printLocations)
      line = prefixLines(line, formatSourceLocation(op->getLoc()) + ": ");
    std::lock_guard<std::mutex> lock(*frame.launch->outMutex);
    *frame.launch->out << line;
    frame.launch->out->flush();
    return Flow::Next;
  };
  return success();
}

} // namespace

void addDebugRules(RuleTable &table) {
  table.add<AssertOp>(compileAssert);
  table.add<PrintTkoOp>(compilePrint);
}

} // namespace tilekit::exec::interp
