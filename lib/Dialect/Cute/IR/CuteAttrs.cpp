//===- CuteAttrs.cpp - cute layout attributes -----------------------------===//
//
// cuTe's basis notation (`16@1`) is not made of MLIR tokens: `@1` would lex
// as a malformed symbol reference. The attribute bodies are therefore read
// from the raw text of the attribute, character by character, with each
// error located at the offending character.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/Cute/IR/CuteDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/SMLoc.h"

using namespace mlir;
using namespace mlir::cute;

#define GET_ATTRDEF_CLASSES
#include "tilekit/Dialect/Cute/IR/CuteAttrs.cpp.inc"

void CuteDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tilekit/Dialect/Cute/IR/CuteAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Integer tuples
//===----------------------------------------------------------------------===//

bool cute::isIntTupleElement(Attribute attr) {
  if (auto integer = dyn_cast<IntegerAttr>(attr))
    return integer.getType().isSignlessInteger(64);
  if (isa<ScaledBasisAttr>(attr))
    return true;
  if (auto tuple = dyn_cast<ArrayAttr>(attr))
    return !tuple.empty() && llvm::all_of(tuple, isIntTupleElement);
  return false;
}

bool cute::isCongruent(Attribute a, Attribute b) {
  auto tupleA = dyn_cast<ArrayAttr>(a), tupleB = dyn_cast<ArrayAttr>(b);
  if (!tupleA || !tupleB)
    return !tupleA && !tupleB;
  return tupleA.size() == tupleB.size() &&
         llvm::all_of(llvm::zip(tupleA, tupleB), [](auto pair) {
           return isCongruent(std::get<0>(pair), std::get<1>(pair));
         });
}

static void printIntTuple(raw_ostream &os, Attribute element) {
  llvm::TypeSwitch<Attribute>(element)
      .Case([&](IntegerAttr integer) { os << integer.getInt(); })
      .Case([&](ScaledBasisAttr basis) {
        os << basis.getValue();
        for (int64_t mode : basis.getModes())
          os << '@' << mode;
      })
      .Case([&](ArrayAttr tuple) {
        os << '(';
        llvm::interleave(
            tuple, os, [&](Attribute inner) { printIntTuple(os, inner); },
            ", ");
        os << ')';
      })
      .Default([&](Attribute other) { os << other; });
}

namespace {
/// Reads an attribute body such as `<((2, 4), 8) : (1@0, 2@1)>` from text.
class IntTupleReader {
public:
  IntTupleReader(AsmParser &parser, StringRef text)
      : parser(parser), text(text), pos(0) {}

  /// Reads `<` tuple [`:` tuple] `>` and checks nothing follows.
  ParseResult readBody(Attribute &first, Attribute *second) {
    if (expect('<', "'<'") || readElement(first, 0))
      return failure();
    if (second && peek() == ':') {
      ++pos;
      if (readElement(*second, 0))
        return failure();
    }
    if (expect('>', second ? "':' or '>'" : "'>'"))
      return failure();
    skipSpace();
    if (pos != text.size())
      return error("unexpected characters after the attribute body");
    return success();
  }

private:
  static constexpr unsigned kMaxNesting = 64;

  InFlightDiagnostic error(const Twine &message) {
    return parser.emitError(llvm::SMLoc::getFromPointer(text.data() + pos),
                            message);
  }

  void skipSpace() {
    while (pos < text.size() && isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
  }

  char peek() {
    skipSpace();
    return pos < text.size() ? text[pos] : '\0';
  }

  ParseResult expect(char c, StringRef what) {
    if (peek() != c)
      return error("expected " + what);
    ++pos;
    return success();
  }

  ParseResult readInteger(int64_t &value, StringRef what) {
    skipSpace();
    size_t start = pos;
    if (pos < text.size() && text[pos] == '-')
      ++pos;
    while (pos < text.size() && isdigit(static_cast<unsigned char>(text[pos])))
      ++pos;
    StringRef digits = text.slice(start, pos);
    if (digits.empty() || digits == "-") {
      pos = start;
      return error("expected " + what);
    }
    if (digits.getAsInteger(10, value)) {
      pos = start;
      return error(what + " '" + digits + "' does not fit in 64 bits");
    }
    return success();
  }

  ParseResult readElement(Attribute &element, unsigned depth) {
    MLIRContext *context = parser.getContext();
    if (depth > kMaxNesting)
      return error("integer tuple is nested too deeply");
    if (peek() == '(') {
      ++pos;
      if (peek() == ')')
        return error("expected an element: tuples must not be empty");
      SmallVector<Attribute> elements;
      do {
        if (readElement(elements.emplace_back(), depth + 1))
          return failure();
      } while (peek() == ',' && ++pos);
      if (expect(')', "',' or ')' in tuple"))
        return failure();
      element = ArrayAttr::get(context, elements);
      return success();
    }
    int64_t value = 0;
    if (readInteger(value, "an integer, a basis 'N@d' or a tuple"))
      return failure();
    SmallVector<int64_t> modes;
    while (peek() == '@') {
      ++pos;
      int64_t mode = 0;
      size_t modePos = pos;
      if (readInteger(mode, "a mode index after '@'"))
        return failure();
      if (mode < 0) {
        pos = modePos;
        return error("basis mode index must be non-negative, got ") << mode;
      }
      modes.push_back(mode);
    }
    if (modes.empty())
      element = IntegerAttr::get(IntegerType::get(context, 64), value);
    else
      element = ScaledBasisAttr::get(context, value, modes);
    return success();
  }

  AsmParser &parser;
  StringRef text;
  size_t pos;
};

/// The body of a `#cute.<mnemonic><...>` attribute being parsed, from the
/// raw text of the whole attribute.
StringRef getBody(AsmParser &parser, StringRef mnemonic) {
  StringRef spec = static_cast<DialectAsmParser &>(parser).getFullSymbolSpec();
  spec.consume_front(mnemonic);
  return spec;
}
} // namespace

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute ScaledBasisAttr::parse(AsmParser &parser, Type) {
  Attribute element;
  IntTupleReader reader(parser, getBody(parser, getMnemonic()));
  if (reader.readBody(element, nullptr))
    return {};
  auto basis = dyn_cast<ScaledBasisAttr>(element);
  if (!basis) {
    parser.emitError(parser.getNameLoc(), "expected a basis 'N@d'");
    return {};
  }
  return basis;
}

void ScaledBasisAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printIntTuple(printer.getStream(), *this);
  printer << '>';
}

LogicalResult
ScaledBasisAttr::verify(function_ref<InFlightDiagnostic()> emitError, int64_t,
                        ArrayRef<int64_t> modes) {
  if (modes.empty())
    return emitError() << "a basis needs at least one mode index";
  if (llvm::any_of(modes, [](int64_t m) { return m < 0; }))
    return emitError() << "basis mode indices must be non-negative";
  return success();
}

static LogicalResult verifyTuple(function_ref<InFlightDiagnostic()> emitError,
                                 Attribute tuple, StringRef what) {
  if (!tuple || !isIntTupleElement(tuple))
    return emitError() << what
                       << " must be an integer tuple of i64 integers, bases "
                          "and non-empty tuples";
  return success();
}

Attribute ShapeAttr::parse(AsmParser &parser, Type) {
  Attribute tuple;
  IntTupleReader reader(parser, getBody(parser, getMnemonic()));
  if (reader.readBody(tuple, nullptr))
    return {};
  return ShapeAttr::get(parser.getContext(), tuple);
}

void ShapeAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printIntTuple(printer.getStream(), getTuple());
  printer << '>';
}

LogicalResult ShapeAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                Attribute tuple) {
  return verifyTuple(emitError, tuple, "shape");
}

Attribute StrideAttr::parse(AsmParser &parser, Type) {
  Attribute tuple;
  IntTupleReader reader(parser, getBody(parser, getMnemonic()));
  if (reader.readBody(tuple, nullptr))
    return {};
  return StrideAttr::get(parser.getContext(), tuple);
}

void StrideAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printIntTuple(printer.getStream(), getTuple());
  printer << '>';
}

LogicalResult StrideAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Attribute tuple) {
  return verifyTuple(emitError, tuple, "stride");
}

Attribute LayoutAttr::parse(AsmParser &parser, Type) {
  Attribute shape, stride;
  IntTupleReader reader(parser, getBody(parser, getMnemonic()));
  if (reader.readBody(shape, &stride))
    return {};
  return LayoutAttr::getChecked(
      [&] { return parser.emitError(parser.getNameLoc()); },
      parser.getContext(), shape, stride);
}

void LayoutAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printIntTuple(printer.getStream(), getShape());
  if (getStride()) {
    printer << " : ";
    printIntTuple(printer.getStream(), getStride());
  }
  printer << '>';
}

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Attribute shape, Attribute stride) {
  if (failed(verifyTuple(emitError, shape, "layout shape")))
    return failure();
  if (!stride)
    return success();
  if (failed(verifyTuple(emitError, stride, "layout stride")))
    return failure();
  if (!isCongruent(shape, stride))
    return emitError() << "layout shape and stride must have the same tuple "
                          "structure";
  return success();
}
