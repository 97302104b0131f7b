//===- NestingDepth.cpp - The nesting limit of text inputs ----------------===//

#include "tilekit/Support/NestingDepth.h"

#include "llvm/Support/FormatVariadic.h"

using namespace tilekit;

std::string NestingViolation::message() const {
  return llvm::formatv("nesting deeper than {0} levels (brackets and "
                       "regions); TileKit refuses deeper input before "
                       "parsing it",
                       kMaxNestingDepth)
      .str();
}

std::optional<NestingViolation>
tilekit::findNestingViolation(llvm::StringRef text, unsigned limit) {
  unsigned depth = 0, line = 1;
  size_t lineStart = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    switch (c) {
    case '\n':
      ++line;
      lineStart = i + 1;
      break;
    case '"':
      // A string literal ends at the next unescaped quote or at its line.
      for (++i; i < e && text[i] != '"' && text[i] != '\n'; ++i)
        if (text[i] == '\\')
          ++i;
      if (i < e && text[i] == '\n')
        --i;
      break;
    case '/':
      if (i + 1 < e && text[i + 1] == '/')
        while (i + 1 < e && text[i + 1] != '\n')
          ++i;
      break;
    case '{':
    case '(':
    case '[':
    case '<':
      if (++depth > limit) {
        NestingViolation violation;
        violation.offset = i;
        violation.line = line;
        violation.column = static_cast<unsigned>(i - lineStart + 1);
        return violation;
      }
      break;
    case '>':
      if (i > 0 && text[i - 1] == '-')
        break;
      [[fallthrough]];
    case '}':
    case ')':
    case ']':
      // Unbalanced input is the parser's to report.
      if (depth)
        --depth;
      break;
    default:
      break;
    }
  }
  return std::nullopt;
}

llvm::Error tilekit::checkNestingDepth(llvm::StringRef text,
                                       llvm::StringRef name, unsigned limit) {
  std::optional<NestingViolation> violation = findNestingViolation(text, limit);
  if (!violation)
    return llvm::Error::success();
  return llvm::createStringError(
      std::make_error_code(std::errc::invalid_argument),
      llvm::formatv("{0}:{1}:{2}: {3}", name, violation->line,
                    violation->column, violation->message())
          .str());
}
