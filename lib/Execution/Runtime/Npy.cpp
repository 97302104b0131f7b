//===- Npy.cpp - Reading and writing numpy .npy files ---------------------===//
//
// Follows numpy's format description (numpy/lib/format.py): a magic string,
// a version, a little-endian header length, then a Python dict literal that
// describes the array, padded with spaces and a final newline so that the
// data starts at a multiple of 64 bytes.
//
// The header is parsed with a small Python literal parser rather than by
// pattern matching, so that files written by other tools (other key orders,
// double quotes, no trailing comma) are read, and malformed ones are
// reported precisely instead of being half-understood.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/Npy.h"
#include "tilekit/Support/FileSafety.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>
#include <utility>

using namespace tilekit::exec;

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLen = 6;
// Magic plus the two version bytes.
constexpr size_t kPreambleLen = kMagicLen + 2;
constexpr size_t kAlign = 64;
// numpy leaves room in the header for the leading dimension to grow to this
// many digits, so that arrays can be appended to in place; we do the same to
// write the same bytes as numpy.
constexpr size_t kGrowthAxisMaxDigits = 21;
// Bounds recursion on hostile headers such as "((((((...".
constexpr int kMaxNesting = 32;

/// Sets `error` and returns false, to keep the failure paths one line each.
bool setError(std::string &error, std::string message) {
  error = std::move(message);
  return false;
}

bool isSupportedDtype(char kind, unsigned itemSize) {
  bool power2 =
      itemSize == 1 || itemSize == 2 || itemSize == 4 || itemSize == 8;
  return (kind == 'b' && itemSize == 1) ||
         ((kind == 'i' || kind == 'u') && power2) ||
         (kind == 'f' && power2 && itemSize != 1);
}

/// A value of the Python literal subset that .npy headers use.
struct PyValue {
  enum class Kind { Str, Int, Bool, None, Tuple, List, Dict };
  Kind kind = Kind::None;
  std::string str;
  int64_t integer = 0;
  bool boolean = false;
  /// Tuple and List elements; for a Dict, keys and values alternate.
  std::vector<PyValue> items;
};

const char *kindName(PyValue::Kind kind) {
  static const char *const names[] = {"a string", "an integer", "a bool",
                                      "None",     "a tuple",    "a list",
                                      "a dict"};
  return names[static_cast<int>(kind)];
}

/// Parses one Python literal (as ast.literal_eval would for the subset of
/// strings, integers, True/False/None, tuples, lists and dicts) followed by
/// nothing but whitespace.
class LiteralParser {
public:
  LiteralParser(const char *begin, const char *end)
      : begin(begin), cur(begin), end(end) {}

  bool parse(PyValue &out) {
    if (!parseValue(out, 0))
      return false;
    skipSpace();
    if (cur != end)
      return fail("unexpected text after the header dict");
    return true;
  }

  const std::string &error() const { return err; }

private:
  bool fail(const std::string &message) {
    err = message + " at offset " + std::to_string(cur - begin);
    return false;
  }

  void skipSpace() {
    // numpy pads with spaces and ends with '\n'; Python also allows line
    // continuations inside brackets.
    while (cur != end) {
      if (*cur != '\0' && std::strchr(" \t\n\r\f\v", *cur))
        ++cur;
      else if (*cur == '\\' && end - cur >= 2 && cur[1] == '\n')
        cur += 2;
      else
        break;
    }
  }

  static bool isIdentChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
  }

  bool parseValue(PyValue &out, int depth) {
    if (depth > kMaxNesting)
      return fail("header nested too deeply");
    skipSpace();
    if (cur == end)
      return fail("unexpected end of header");
    char c = *cur;
    if (c == '\'' || c == '"')
      return parseString(out);
    if (c == '(' || c == '[' || c == '{')
      return parseSequence(c == '(' ? ')' : c == '[' ? ']' : '}', out, depth);
    if (c == '-' || c == '+' || (c >= '0' && c <= '9'))
      return parseInt(out);
    if (isIdentChar(c))
      return parseName(out);
    return fail(std::string("unexpected character '") + c + "'");
  }

  bool parseName(PyValue &out) {
    const char *start = cur;
    while (cur != end && isIdentChar(*cur))
      ++cur;
    std::string name(start, cur);
    // Python 2 era writers may have used u'...' strings.
    if ((name == "u" || name == "U") && cur != end &&
        (*cur == '\'' || *cur == '"'))
      return parseString(out);
    if (name == "True" || name == "False") {
      out.kind = PyValue::Kind::Bool;
      out.boolean = name == "True";
      return true;
    }
    if (name == "None") {
      out.kind = PyValue::Kind::None;
      return true;
    }
    cur = start;
    return fail("unexpected name '" + name + "'");
  }

  bool parseString(PyValue &out) {
    char quote = *cur++;
    out.kind = PyValue::Kind::Str;
    out.str.clear();
    while (true) {
      if (cur == end || *cur == '\n')
        return fail("unterminated string");
      char c = *cur++;
      if (c == quote)
        return true;
      if (c != '\\') {
        out.str += c;
        continue;
      }
      if (cur == end)
        return fail("unterminated string");
      if (!parseEscape(out.str))
        return false;
    }
  }

  /// Decodes the escape sequence after a backslash in a string literal.
  bool parseEscape(std::string &str) {
    // Escape letters followed by the characters they stand for.
    static const char simple[] = "n\nt\tr\ra\ab\bf\fv\v\\\\''\"\"";
    char e = *cur++;
    for (const char *p = simple; *p; p += 2) {
      if (*p == e) {
        str += p[1];
        return true;
      }
    }
    if (e == '\n') // Line continuation inside the string.
      return true;
    // Numeric and Unicode escapes never occur in numpy headers; rather than
    // decode them, say so.
    if (std::string("xuUN01234567").find(e) != std::string::npos)
      return fail(std::string("unsupported escape '\\") + e + "'");
    // Python keeps unknown escapes as written.
    str += '\\';
    str += e;
    return true;
  }

  bool parseInt(PyValue &out) {
    bool negative = false;
    if (*cur == '-' || *cur == '+') {
      negative = *cur == '-';
      ++cur;
      skipSpace();
    }
    if (cur == end || *cur < '0' || *cur > '9')
      return fail("expected a digit");
    const char *start = cur;
    uint64_t value = 0;
    bool overflow = false;
    for (; cur != end && *cur >= '0' && *cur <= '9'; ++cur) {
      unsigned digit = *cur - '0';
      if (value >
          (static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) - digit) /
              10)
        overflow = true;
      else
        value = value * 10 + digit;
    }
    if (overflow) {
      std::string digits(start, cur);
      cur = start;
      return fail("integer " + std::string(negative ? "-" : "") + digits +
                  " is too large");
    }
    // Python 2 wrote long integers as "3L"; numpy still reads those files.
    if (cur != end && (*cur == 'L' || *cur == 'l'))
      ++cur;
    if (cur != end && (isIdentChar(*cur) || *cur == '.'))
      return fail("invalid integer literal");
    out.kind = PyValue::Kind::Int;
    out.integer =
        negative ? -static_cast<int64_t>(value) : static_cast<int64_t>(value);
    return true;
  }

  /// Parses a tuple, list or dict; the opening bracket is at `cur`.
  bool parseSequence(char close, PyValue &out, int depth) {
    bool isDict = close == '}';
    ++cur;
    out.items.clear();
    bool sawComma = false;
    size_t count = 0;
    while (true) {
      skipSpace();
      if (cur == end)
        return fail(std::string("missing '") + close + "'");
      if (*cur == close) {
        ++cur;
        break;
      }
      if (count != 0 && !sawComma)
        return fail(std::string("expected ',' or '") + close + "'");
      PyValue item;
      if (!parseValue(item, depth + 1))
        return false;
      out.items.push_back(std::move(item));
      if (isDict) {
        skipSpace();
        if (cur == end || *cur != ':')
          return fail("expected ':' after dict key");
        ++cur;
        PyValue value;
        if (!parseValue(value, depth + 1))
          return false;
        out.items.push_back(std::move(value));
      }
      ++count;
      skipSpace();
      sawComma = cur != end && *cur == ',';
      if (sawComma)
        ++cur;
    }
    if (isDict) {
      out.kind = PyValue::Kind::Dict;
    } else if (close == ']') {
      out.kind = PyValue::Kind::List;
    } else if (count == 1 && !sawComma) {
      // "(5)" is just 5 in parentheses, not a tuple.
      PyValue inner = std::move(out.items.front());
      out = std::move(inner);
    } else {
      out.kind = PyValue::Kind::Tuple;
    }
    return true;
  }

  const char *begin;
  const char *cur;
  const char *end;
  std::string err;
};

/// Describes a dtype this reader does not support, in numpy's terms; `size`
/// is the item size when `rest` (the descr after the kind) is a number.
std::string describeUnsupported(char kind, const std::string &rest,
                                bool numeric, unsigned size) {
  std::string bits = std::to_string(size * 8);
  // Numeric kinds need a byte count: "float32" is not a descr numpy writes.
  if (!numeric && std::string("bcfiu").find(kind) != std::string::npos)
    return "unknown";
  if (kind == 'b')
    return "bool of " + rest + " bytes";
  if (numeric && std::string("cfiu").find(kind) != std::string::npos)
    return (kind == 'c'   ? "complex"
            : kind == 'f' ? "float"
            : kind == 'i' ? "int"
                          : "uint") +
           bits;
  switch (kind) {
  case 'O':
    return "object";
  case 'S':
  case 'a':
    return "bytes string (S" + rest + ")";
  case 'U':
    return "unicode string (U" + rest + ")";
  case 'V':
    return "void (V" + rest + ")";
  case 'M':
  case 'm': {
    // Keep the unit: "<M8[ns]" is datetime64[ns].
    std::string unit = rest.substr(std::min(rest.find('['), rest.size()));
    return (kind == 'M' ? "datetime64" : "timedelta64") + unit;
  }
  default:
    return "unknown";
  }
}

bool parseDescr(const std::string &descr, NpyArray &out, std::string &error) {
  std::string body = descr;
  char order = '=';
  if (!body.empty() && std::string("<>|=").find(body[0]) != std::string::npos) {
    order = body[0];
    body.erase(0, 1);
  }
  const char *supported = "; supported dtypes are bool, int8/16/32/64, "
                          "uint8/16/32/64 and float16/32/64";
  if (body.empty())
    return setError(error,
                    "unsupported dtype descr '" + descr + "'" + supported);
  char kind = body[0];
  std::string rest = body.substr(1);
  // Bounded so that absurd sizes cannot overflow.
  bool numeric = !rest.empty() && rest.size() <= 6 &&
                 rest.find_first_not_of("0123456789") == std::string::npos;
  unsigned size = numeric ? std::stoul(rest) : 0;
  if (!numeric || !isSupportedDtype(kind, size))
    return setError(error, "unsupported dtype " +
                               describeUnsupported(kind, rest, numeric, size) +
                               " (descr '" + descr + "')" + supported);
  // Byte order does not matter for single bytes; '|' and '=' mean native,
  // which we take as little-endian like the rest of the executor.
  if (order == '>' && size > 1)
    return setError(error, "big-endian dtype '" + descr +
                               "' is not supported; convert with "
                               "arr.astype('<" +
                               body + "')");
  out.kind = kind;
  out.itemSize = size;
  return true;
}

/// Computes the data size in bytes of `shape` with items of `itemSize`
/// bytes, failing on negative dimensions and on overflow. Like numpy, the
/// nonzero dimensions must multiply without overflow even when another
/// dimension is zero.
bool computeByteSize(const std::vector<int64_t> &shape, unsigned itemSize,
                     uint64_t &bytes, std::string &error) {
  const uint64_t limit = std::min<uint64_t>(std::numeric_limits<int64_t>::max(),
                                            std::numeric_limits<size_t>::max());
  uint64_t product = itemSize;
  bool empty = false;
  for (int64_t dim : shape) {
    if (dim < 0)
      return setError(error, "negative dimension " + std::to_string(dim) +
                                 " in shape");
    if (dim == 0) {
      empty = true;
      continue;
    }
    if (product > limit / static_cast<uint64_t>(dim))
      return setError(error,
                      "array size overflows: the shape has too many elements");
    product *= static_cast<uint64_t>(dim);
  }
  bytes = empty ? 0 : product;
  return true;
}

bool interpretHeader(const PyValue &dict, NpyArray &out, std::string &error) {
  const std::string malformed = "malformed .npy header: ";
  if (dict.kind != PyValue::Kind::Dict)
    return setError(error,
                    malformed + "expected a dict, got " + kindName(dict.kind));
  const PyValue *descr = nullptr, *fortran = nullptr, *shape = nullptr;
  for (size_t i = 0; i < dict.items.size(); i += 2) {
    const PyValue &key = dict.items[i];
    if (key.kind != PyValue::Kind::Str)
      return setError(error, malformed + "dict keys must be strings, got " +
                                 kindName(key.kind));
    const PyValue **slot = key.str == "descr"           ? &descr
                           : key.str == "fortran_order" ? &fortran
                           : key.str == "shape"         ? &shape
                                                        : nullptr;
    if (!slot)
      return setError(error, malformed + "unexpected key '" + key.str + "'");
    if (*slot)
      return setError(error, malformed + "duplicate key '" + key.str + "'");
    *slot = &dict.items[i + 1];
  }
  for (auto [value, name] :
       {std::pair(descr, "descr"), std::pair(fortran, "fortran_order"),
        std::pair(shape, "shape")}) {
    if (!value)
      return setError(error, malformed + "missing key '" + name + "'");
  }

  if (descr->kind == PyValue::Kind::List)
    return setError(
        error, "unsupported dtype: structured arrays (record dtypes) are not "
               "supported");
  if (descr->kind != PyValue::Kind::Str)
    return setError(error, malformed + "'descr' must be a string, got " +
                               kindName(descr->kind));
  if (!parseDescr(descr->str, out, error))
    return false;

  if (fortran->kind != PyValue::Kind::Bool)
    return setError(error, malformed +
                               "'fortran_order' must be True or False, got " +
                               kindName(fortran->kind));
  if (fortran->boolean)
    return setError(error, "Fortran-order arrays are not supported; save "
                           "with numpy.ascontiguousarray");

  if (shape->kind != PyValue::Kind::Tuple)
    return setError(error, malformed +
                               "'shape' must be a tuple of integers, got " +
                               kindName(shape->kind));
  out.shape.clear();
  for (const PyValue &dim : shape->items) {
    if (dim.kind != PyValue::Kind::Int)
      return setError(error, malformed +
                                 "'shape' must be a tuple of integers, got " +
                                 kindName(dim.kind) + " in it");
    out.shape.push_back(dim.integer);
  }
  return true;
}

std::string descrOf(const NpyArray &array) {
  char order = array.itemSize == 1 ? '|' : '<';
  return order + std::string(1, array.kind) + std::to_string(array.itemSize);
}

} // namespace

int64_t NpyArray::numElements() const {
  int64_t count = 1;
  for (int64_t dim : shape)
    count *= dim;
  return count;
}

std::string NpyArray::dtypeName() const {
  if (!isSupportedDtype(kind, itemSize))
    return "<invalid dtype kind '" + std::string(1, kind) + "' size " +
           std::to_string(itemSize) + ">";
  if (kind == 'b')
    return "bool";
  return (kind == 'i'   ? "int"
          : kind == 'u' ? "uint"
                        : "float") +
         std::to_string(itemSize * 8);
}

bool tilekit::exec::parseNpy(const uint8_t *bytes, size_t size, NpyArray &out,
                             std::string &error) {
  // A prefix of the magic string is reported as truncation below.
  if (size != 0 && std::memcmp(bytes, kMagic, std::min(size, kMagicLen)) != 0)
    return setError(error,
                    "not a .npy file: bad magic string (expected \\x93NUMPY)");
  if (size < kPreambleLen)
    return setError(error, "truncated .npy header: file is only " +
                               std::to_string(size) + " bytes");
  unsigned major = bytes[kMagicLen], minor = bytes[kMagicLen + 1];
  if (minor != 0 || major < 1 || major > 3)
    return setError(
        error, "unsupported .npy format version " + std::to_string(major) +
                   "." + std::to_string(minor) + " (supported: 1.0, 2.0, 3.0)");
  // Version 1.0 has a 16-bit header length; 2.0 and 3.0 (UTF-8 header) have
  // 32 bits.
  unsigned lengthBytes = major == 1 ? 2 : 4;
  if (size < kPreambleLen + lengthBytes)
    return setError(error, "truncated .npy header: file is only " +
                               std::to_string(size) + " bytes");
  uint64_t headerLen = 0;
  for (unsigned i = 0; i < lengthBytes; ++i)
    headerLen |= static_cast<uint64_t>(bytes[kPreambleLen + i]) << (8 * i);
  size_t headerStart = kPreambleLen + lengthBytes;
  if (headerLen > size - headerStart)
    return setError(error, "truncated .npy header: header length " +
                               std::to_string(headerLen) + " exceeds the " +
                               std::to_string(size - headerStart) +
                               " bytes left in the file");
  const char *header = reinterpret_cast<const char *>(bytes + headerStart);
  LiteralParser parser(header, header + headerLen);
  PyValue dict;
  if (!parser.parse(dict))
    return setError(error, "malformed .npy header: " + parser.error());
  NpyArray result;
  if (!interpretHeader(dict, result, error))
    return false;
  uint64_t dataBytes = 0;
  if (!computeByteSize(result.shape, result.itemSize, dataBytes, error))
    return setError(error, "malformed .npy header: " + error);
  size_t dataStart = headerStart + headerLen;
  uint64_t available = size - dataStart;
  if (available != dataBytes)
    return setError(
        error, std::string(available < dataBytes ? "truncated" : "trailing") +
                   " data: " + result.dtypeName() + " array needs " +
                   std::to_string(dataBytes) + " bytes but the file has " +
                   std::to_string(available));
  result.data.assign(bytes + dataStart, bytes + size);
  out = std::move(result);
  return true;
}

bool tilekit::exec::readNpy(const std::string &path, NpyArray &out,
                            std::string &error) {
  // A regular file of bounded size: /dev/zero or a FIFO is refused.
  auto file = tilekit::readInputFile(path);
  if (!file)
    return setError(error, llvm::toString(file.takeError()));
  llvm::StringRef contents = (*file)->getBuffer();
  if (!parseNpy(reinterpret_cast<const uint8_t *>(contents.data()),
                contents.size(), out, error))
    return setError(error, path + ": " + error);
  return true;
}

bool tilekit::exec::serializeNpyHeader(const NpyArray &array,
                                       uint64_t dataBytes,
                                       std::vector<uint8_t> &bytes,
                                       std::string &error) {
  if (!isSupportedDtype(array.kind, array.itemSize))
    return setError(error, "unsupported dtype " + array.dtypeName());
  uint64_t expected = 0;
  if (!computeByteSize(array.shape, array.itemSize, expected, error))
    return false;
  if (dataBytes != expected)
    return setError(error, "data has " + std::to_string(dataBytes) +
                               " bytes but the shape needs " +
                               std::to_string(expected));
  // Keys sorted and formatted as numpy's repr-based writer does.
  std::string header =
      "{'descr': '" + descrOf(array) + "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < array.shape.size(); ++i) {
    if (i != 0)
      header += ", ";
    header += std::to_string(array.shape[i]);
  }
  if (array.shape.size() == 1)
    header += ',';
  header += "), }";
  if (!array.shape.empty())
    header.append(kGrowthAxisMaxDigits - std::to_string(array.shape[0]).size(),
                  ' ');

  // numpy pads so the data is aligned, adding a full 64 bytes when already
  // aligned, and falls back to version 2.0 when the length overflows 16 bits.
  size_t headerWithNewline = header.size() + 1;
  unsigned major = 1, lengthBytes = 2;
  size_t prefix = kPreambleLen + lengthBytes;
  size_t padding = kAlign - (prefix + headerWithNewline) % kAlign;
  if (headerWithNewline + padding > 0xffff) {
    major = 2;
    lengthBytes = 4;
    prefix = kPreambleLen + lengthBytes;
    padding = kAlign - (prefix + headerWithNewline) % kAlign;
  }
  uint64_t headerLen = headerWithNewline + padding;

  bytes.clear();
  bytes.reserve(prefix + headerLen);
  bytes.insert(bytes.end(), kMagic, kMagic + kMagicLen);
  bytes.push_back(static_cast<uint8_t>(major));
  bytes.push_back(0);
  for (unsigned i = 0; i < lengthBytes; ++i)
    bytes.push_back(static_cast<uint8_t>(headerLen >> (8 * i)));
  bytes.insert(bytes.end(), header.begin(), header.end());
  bytes.insert(bytes.end(), padding, ' ');
  bytes.push_back('\n');
  return true;
}

std::vector<uint8_t> tilekit::exec::serializeNpy(const NpyArray &array) {
  std::vector<uint8_t> bytes;
  std::string error;
  if (!serializeNpyHeader(array, array.data.size(), bytes, error))
    return {};
  bytes.insert(bytes.end(), array.data.begin(), array.data.end());
  return bytes;
}

bool tilekit::exec::writeNpy(llvm::raw_ostream &os, const NpyArray &array,
                             const uint8_t *data, uint64_t dataBytes,
                             std::string &error) {
  std::vector<uint8_t> header;
  if (!serializeNpyHeader(array, dataBytes, header, error))
    return setError(error, "cannot write array: " + error);
  os.write(reinterpret_cast<const char *>(header.data()), header.size());
  os.write(reinterpret_cast<const char *>(data), dataBytes);
  return true;
}

bool tilekit::exec::writeNpy(const std::string &path, const NpyArray &array,
                             std::string &error) {
  // Written beside `path` and renamed onto it once complete.
  auto file = tilekit::SafeOutputFile::create(path);
  if (!file)
    return setError(error, llvm::toString(file.takeError()));
  if (!writeNpy((*file)->os(), array, array.data.data(), array.data.size(),
                error))
    return setError(error, path + ": " + error);
  if (llvm::Error failed = (*file)->commit())
    return setError(error, llvm::toString(std::move(failed)));
  return true;
}
