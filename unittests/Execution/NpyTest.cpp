//===- NpyTest.cpp - Reading and writing numpy .npy files -----------------===//
//
// The expected bytes are written out by hand from numpy's format description
// (and checked against numpy.save), so the tests need nothing but this
// library. One extra test cross-checks against a real numpy when an
// interpreter with numpy is installed, and is skipped otherwise.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Execution/Npy.h"

#include "gtest/gtest.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

using namespace tilekit::exec;

namespace {

#define EXPECT_CONTAINS(haystack, needle)                                      \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos)             \
      << "'" << (haystack) << "' does not contain '" << (needle) << "'"

std::vector<uint8_t> bytesOf(const std::string &text) {
  return std::vector<uint8_t>(text.begin(), text.end());
}

std::vector<uint8_t> floatBytes(std::initializer_list<float> values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(float));
  std::memcpy(bytes.data(), values.begin(), bytes.size());
  return bytes;
}

/// Wraps a hand-written header (no alignment needed for reading) and data in
/// a .npy preamble of the given format version.
std::vector<uint8_t> makeNpy(const std::string &header,
                             const std::vector<uint8_t> &data = {},
                             unsigned major = 1) {
  std::string text("\x93NUMPY", 6);
  text += static_cast<char>(major);
  text += '\0';
  unsigned lengthBytes = major == 1 ? 2 : 4;
  for (unsigned i = 0; i < lengthBytes; ++i)
    text += static_cast<char>((header.size() >> (8 * i)) & 0xff);
  text += header;
  std::vector<uint8_t> bytes = bytesOf(text);
  bytes.insert(bytes.end(), data.begin(), data.end());
  return bytes;
}

std::string parseError(const std::vector<uint8_t> &bytes) {
  NpyArray array;
  std::string error;
  EXPECT_FALSE(parseNpy(bytes.data(), bytes.size(), array, error));
  EXPECT_FALSE(error.empty());
  return error;
}

/// The error for a v1.0 file with `header` and `data`.
std::string headerError(const std::string &header,
                        const std::vector<uint8_t> &data = {}) {
  return parseError(makeNpy(header, data));
}

NpyArray parseOk(const std::vector<uint8_t> &bytes) {
  NpyArray array;
  std::string error;
  EXPECT_TRUE(parseNpy(bytes.data(), bytes.size(), array, error)) << error;
  return array;
}

NpyArray arrayOf(char kind, unsigned itemSize, std::vector<int64_t> shape,
                 std::vector<uint8_t> data) {
  NpyArray array;
  array.kind = kind;
  array.itemSize = itemSize;
  array.shape = std::move(shape);
  array.data = std::move(data);
  return array;
}

/// An array of the given type and shape filled with a byte pattern.
NpyArray makeArray(char kind, unsigned itemSize, std::vector<int64_t> shape) {
  NpyArray array;
  array.kind = kind;
  array.itemSize = itemSize;
  array.shape = std::move(shape);
  array.data.resize(array.numElements() * itemSize);
  for (size_t i = 0; i < array.data.size(); ++i)
    array.data[i] = kind == 'b' ? i % 2 : static_cast<uint8_t>(i * 37 + 11);
  return array;
}

void expectSameArray(const NpyArray &actual, const NpyArray &expected) {
  EXPECT_EQ(actual.kind, expected.kind);
  EXPECT_EQ(actual.itemSize, expected.itemSize);
  EXPECT_EQ(actual.shape, expected.shape);
  EXPECT_EQ(actual.data, expected.data);
}

std::vector<uint8_t> readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

std::string tempPath(const std::string &name) {
  return ::testing::TempDir() + "npytest_" + name;
}

// --- Writing: byte-exact against numpy.save ---------------------------------

TEST(NpyTest, SerializeMatchesNumpyFloat32Arange) {
  // np.save(f, np.arange(3, dtype=np.float32)): the 57-character dict, 20
  // spaces numpy reserves for growing shape[0], 40 spaces of alignment
  // padding and '\n' make a 118-byte (0x76) header; data starts at 128.
  std::string text("\x93NUMPY\x01\x00\x76\x00", 10);
  text += "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }";
  text += std::string(60, ' ') + "\n";
  std::vector<uint8_t> expected = bytesOf(text);
  ASSERT_EQ(expected.size(), 128u);
  for (uint8_t b :
       {0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x3f, 0x00, 0x00, 0x00, 0x40})
    expected.push_back(b);

  EXPECT_EQ(serializeNpy(arrayOf('f', 4, {3}, floatBytes({0, 1, 2}))),
            expected);
}

TEST(NpyTest, SerializeMatchesNumpyRank0Int64) {
  // np.save(f, np.array(7, dtype=np.int64)): no growth padding for rank 0,
  // so 55 characters + 62 spaces + '\n'.
  std::string text("\x93NUMPY\x01\x00\x76\x00", 10);
  text += "{'descr': '<i8', 'fortran_order': False, 'shape': (), }";
  text += std::string(62, ' ') + "\n";
  text += std::string("\x07\0\0\0\0\0\0\0", 8);

  EXPECT_EQ(serializeNpy(arrayOf('i', 8, {}, {7, 0, 0, 0, 0, 0, 0, 0})),
            bytesOf(text));
}

TEST(NpyTest, SerializeMatchesNumpyBool2D) {
  // np.save(f, np.array([[1, 0, 1], [0, 1, 1]], dtype=bool)): single-byte
  // types use the '|' byte order.
  std::string text("\x93NUMPY\x01\x00\x76\x00", 10);
  text += "{'descr': '|b1', 'fortran_order': False, 'shape': (2, 3), }";
  text += std::string(58, ' ') + "\n";
  text += std::string("\x01\0\x01\0\x01\x01", 6);

  EXPECT_EQ(serializeNpy(arrayOf('b', 1, {2, 3}, {1, 0, 1, 0, 1, 1})),
            bytesOf(text));
}

TEST(NpyTest, DataIsAlignedTo64Bytes) {
  std::vector<std::vector<int64_t>> shapes = {{},
                                              {0},
                                              {1},
                                              {1234567890123, 0},
                                              {2, 3, 4, 5, 6, 7},
                                              {0, 99999999},
                                              std::vector<int64_t>(12, 1)};
  for (const std::vector<int64_t> &shape : shapes) {
    NpyArray array = makeArray('u', 1, shape);
    std::vector<uint8_t> bytes = serializeNpy(array);
    ASSERT_GE(bytes.size(), 10u);
    EXPECT_EQ(bytes[6], 1);
    size_t headerLen = bytes[8] | bytes[9] << 8;
    EXPECT_EQ((10 + headerLen) % 64, 0u);
    EXPECT_EQ(bytes[10 + headerLen - 1], '\n');
    EXPECT_EQ(bytes.size(), 10 + headerLen + array.data.size());
  }
}

TEST(NpyTest, HugeHeaderUsesVersion2) {
  // 22000 dimensions of 1 make a header longer than 16 bits can count.
  NpyArray array = makeArray('f', 8, std::vector<int64_t>(22000, 1));
  std::vector<uint8_t> bytes = serializeNpy(array);
  ASSERT_GE(bytes.size(), 12u);
  EXPECT_EQ(bytes[6], 2);
  EXPECT_EQ(bytes[7], 0);
  size_t headerLen =
      bytes[8] | bytes[9] << 8 | bytes[10] << 16 | size_t(bytes[11]) << 24;
  EXPECT_GT(headerLen, 0xffffu);
  EXPECT_EQ((12 + headerLen) % 64, 0u);
  expectSameArray(parseOk(bytes), array);
}

// --- Round trips -------------------------------------------------------------

TEST(NpyTest, RoundTripsDtypesAndShapes) {
  struct Case {
    char kind;
    unsigned itemSize;
    std::vector<int64_t> shape;
  };
  std::vector<Case> cases = {
      {'b', 1, {5}},         {'i', 1, {2, 3}},    {'i', 2, {4}},
      {'i', 4, {}},          {'i', 8, {2, 2, 2}}, {'u', 1, {7}},
      {'u', 2, {1, 3}},      {'u', 4, {3, 1}},    {'u', 8, {}},
      {'f', 2, {9}},         {'f', 4, {3, 4}},    {'f', 8, {2, 1, 3}},
      {'f', 4, {0}},         {'i', 4, {2, 0, 3}}, {'b', 1, {}},
      {'u', 2, {0, 100000}},
  };
  for (const Case &c : cases) {
    NpyArray array = makeArray(c.kind, c.itemSize, c.shape);
    SCOPED_TRACE(array.dtypeName() + " rank " +
                 std::to_string(array.shape.size()));
    std::vector<uint8_t> bytes = serializeNpy(array);
    ASSERT_FALSE(bytes.empty());
    expectSameArray(parseOk(bytes), array);
  }
}

TEST(NpyTest, FileRoundTrip) {
  NpyArray array = makeArray('f', 4, {3, 5});
  std::string path = tempPath("roundtrip.npy");
  std::string error;
  ASSERT_TRUE(writeNpy(path, array, error)) << error;
  EXPECT_EQ(readFile(path), serializeNpy(array));
  NpyArray back;
  ASSERT_TRUE(readNpy(path, back, error)) << error;
  expectSameArray(back, array);
  std::remove(path.c_str());
}

TEST(NpyTest, NumElementsAndDtypeName) {
  NpyArray array;
  EXPECT_EQ(array.numElements(), 1);
  array.shape = {2, 0, 4};
  EXPECT_EQ(array.numElements(), 0);
  array.shape = {2, 3, 4};
  EXPECT_EQ(array.numElements(), 24);

  auto name = [](char kind, unsigned size) {
    NpyArray a;
    a.kind = kind;
    a.itemSize = size;
    return a.dtypeName();
  };
  EXPECT_EQ(name('b', 1), "bool");
  EXPECT_EQ(name('i', 1), "int8");
  EXPECT_EQ(name('i', 8), "int64");
  EXPECT_EQ(name('u', 2), "uint16");
  EXPECT_EQ(name('f', 2), "float16");
  EXPECT_EQ(name('f', 4), "float32");
  EXPECT_EQ(name('f', 8), "float64");
  EXPECT_CONTAINS(name('f', 3), "invalid");
  EXPECT_CONTAINS(name('c', 8), "invalid");
}

// --- Reading header variants -------------------------------------------------

TEST(NpyTest, ParsesVersion2Header) {
  std::vector<uint8_t> bytes =
      makeNpy("{'descr': '<i2', 'fortran_order': False, 'shape': (2,), }\n",
              {1, 0, 0xff, 0xff}, 2);
  NpyArray array = parseOk(bytes);
  EXPECT_EQ(array.kind, 'i');
  EXPECT_EQ(array.itemSize, 2u);
  EXPECT_EQ(array.shape, std::vector<int64_t>{2});
  EXPECT_EQ(array.data, (std::vector<uint8_t>{1, 0, 0xff, 0xff}));
}

TEST(NpyTest, ParsesVersion3Header) {
  NpyArray array = parseOk(
      makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (), }\n",
              std::vector<uint8_t>(8, 0), 3));
  EXPECT_EQ(array.dtypeName(), "float64");
  EXPECT_TRUE(array.shape.empty());
}

TEST(NpyTest, AcceptsPythonLiteralVariants) {
  const std::vector<uint8_t> twoFloats = floatBytes({1.0f, 2.0f});
  for (const char *header : {
           "{\"descr\": \"<f4\", \"fortran_order\": False, \"shape\": (2,)}",
           "{'shape': (2,), 'descr': '<f4', 'fortran_order': False}\n",
           "{ 'descr' : '=f4' ,\n  'fortran_order' : False ,\n"
           "  'shape' : ( 2 , ) , }   \n",
           "{'descr': 'f4', 'fortran_order': False, 'shape': (2L,), }",
           "{'descr': '|f4', 'fortran_order': False, 'shape': (+2,), }",
           "{u'descr': u'<f4', 'fortran_order': False, 'shape': ((2),), }",
           "{'descr': '<f4', 'fortran_order': False, 'shape': (1, 2)}",
           "{'descr':'<f\\\n4','fortran_order':False,'shape':(2,)}",
       }) {
    SCOPED_TRACE(header);
    NpyArray array = parseOk(makeNpy(header, twoFloats));
    EXPECT_EQ(array.dtypeName(), "float32");
    EXPECT_EQ(array.numElements(), 2);
    EXPECT_EQ(array.data, twoFloats);
  }
  // Single-byte types have no byte order, so '>' is harmless there.
  EXPECT_EQ(parseOk(makeNpy("{'descr': '>u1', 'fortran_order': False, "
                            "'shape': (1,)}",
                            {42}))
                .dtypeName(),
            "uint8");
}

// --- Errors ------------------------------------------------------------------

TEST(NpyTest, ReportsUnreadableFile) {
  NpyArray array;
  std::string error;
  EXPECT_FALSE(readNpy("/nonexistent/dir/x.npy", array, error));
  EXPECT_CONTAINS(error, "/nonexistent/dir/x.npy");
  EXPECT_CONTAINS(error, "cannot open");
  EXPECT_FALSE(readNpy(::testing::TempDir(), array, error));
  EXPECT_CONTAINS(error, "it is a folder, not a regular file");
  // Devices and FIFOs are refused, not read forever or waited on.
  EXPECT_FALSE(readNpy("/dev/zero", array, error));
  EXPECT_CONTAINS(error, "it is a character device, not a regular file");
}

TEST(NpyTest, ReadNpyPrefixesErrorsWithPath) {
  std::string path = tempPath("garbage.npy");
  {
    std::ofstream out(path, std::ios::binary);
    out << "PK\x03\x04 this is a zip";
  }
  NpyArray array;
  std::string error;
  EXPECT_FALSE(readNpy(path, array, error));
  EXPECT_EQ(error.rfind(path + ": ", 0), 0u) << error;
  EXPECT_CONTAINS(error, "bad magic");
  std::remove(path.c_str());
}

TEST(NpyTest, ReportsBadMagicAndTruncatedPreamble) {
  EXPECT_CONTAINS(parseError(bytesOf("\x93NUMPZ\x01\x00\x10\x00")),
                  "bad magic");
  EXPECT_CONTAINS(parseError(bytesOf("hello")), "bad magic");
  EXPECT_CONTAINS(parseError({}), "truncated .npy header");
  EXPECT_CONTAINS(parseError(bytesOf("\x93NUM")), "truncated .npy header");
  EXPECT_CONTAINS(parseError(bytesOf(std::string("\x93NUMPY\x01\x00\x10", 9))),
                  "truncated .npy header");
  EXPECT_CONTAINS(parseError(bytesOf(std::string("\x93NUMPY\x02\x00\x10", 9))),
                  "truncated .npy header");
  // The header length points past the end of the file.
  EXPECT_CONTAINS(parseError(bytesOf(std::string("\x93NUMPY\x01\x00\x10\x00"
                                                 "{'descr'",
                                                 18))),
                  "header length 16 exceeds");
}

TEST(NpyTest, ReportsUnsupportedVersion) {
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': ()}";
  std::vector<uint8_t> bytes = makeNpy(header, floatBytes({1}), 4);
  EXPECT_CONTAINS(parseError(bytes),
                  "unsupported .npy format version 4.0 (supported: 1.0, "
                  "2.0, 3.0)");
  bytes[6] = 1;
  bytes[7] = 1;
  EXPECT_CONTAINS(parseError(bytes), "version 1.1");
  bytes[6] = 0;
  bytes[7] = 0;
  EXPECT_CONTAINS(parseError(bytes), "version 0.0");
}

TEST(NpyTest, ReportsMalformedHeaderDict) {
  const std::string missing = "malformed .npy header: missing key";
  EXPECT_CONTAINS(headerError("{'descr': '<f4', 'fortran_order': False}"),
                  missing + " 'shape'");
  EXPECT_CONTAINS(headerError("{'descr': '<f4', 'shape': ()}"),
                  missing + " 'fortran_order'");
  EXPECT_CONTAINS(headerError("{'fortran_order': False, 'shape': ()}"),
                  missing + " 'descr'");
  EXPECT_CONTAINS(headerError("{'descr': '<f4', 'fortran_order': False, "
                              "'shape': (), 'version': 1}"),
                  "malformed .npy header: unexpected key 'version'");
  EXPECT_CONTAINS(headerError("{'descr': '<f4', 'descr': '<f4', "
                              "'fortran_order': False, 'shape': ()}"),
                  "duplicate key 'descr'");
  EXPECT_CONTAINS(headerError("{1: '<f4'}"), "dict keys must be strings");
  EXPECT_CONTAINS(headerError("['descr', '<f4']"),
                  "expected a dict, got a list");
  EXPECT_CONTAINS(headerError(""), "unexpected end of header");
}

TEST(NpyTest, ReportsBadLiteralSyntax) {
  const std::string prefix = "malformed .npy header: ";
  auto withShape = [](const std::string &shape) {
    return "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + "}";
  };
  EXPECT_CONTAINS(headerError("{'descr: '<f4'}"), prefix);
  EXPECT_CONTAINS(headerError("{'descr' '<f4'}"),
                  prefix + "expected ':' after dict key at offset 9");
  EXPECT_CONTAINS(headerError("{'descr': '<f4"), "unterminated string");
  EXPECT_CONTAINS(headerError("{'descr': '<f4',"), "missing '}'");
  EXPECT_CONTAINS(headerError("{'descr': '\\x66'}"),
                  "unsupported escape '\\x'");
  EXPECT_CONTAINS(headerError("{'descr': '\\u0066'}"),
                  "unsupported escape '\\u'");
  EXPECT_CONTAINS(headerError("{'descr': '<f4' 'shape': ()}"),
                  "expected ',' or '}'");
  EXPECT_CONTAINS(headerError("{'descr': '<f4',, }"), "unexpected character");
  EXPECT_CONTAINS(headerError("{'descr': '<f4'} x"), "unexpected text after");
  EXPECT_CONTAINS(headerError(withShape("(3, 4")), "expected ',' or ')'");
  EXPECT_CONTAINS(headerError("{'shape': (3, 4"), "missing ')'");
  EXPECT_CONTAINS(headerError(withShape("(3.5,)")), "invalid integer literal");
  EXPECT_CONTAINS(headerError(withShape("(0x10,)")), "invalid integer literal");
  EXPECT_CONTAINS(headerError(withShape("(three,)")),
                  "unexpected name 'three'");
  EXPECT_CONTAINS(headerError(withShape("(-,)")), "expected a digit");
  EXPECT_CONTAINS(headerError(withShape(std::string(100, '(') + "1,)" +
                                        std::string(99, ')'))),
                  "nested too deeply");
}

TEST(NpyTest, ReportsBadValueTypes) {
  auto header = [](const std::string &descr, const std::string &fortran,
                   const std::string &shape) {
    return "{'descr': " + descr + ", 'fortran_order': " + fortran +
           ", 'shape': " + shape + ", }";
  };
  EXPECT_CONTAINS(headerError(header("'<f4'", "0", "(1,)")),
                  "'fortran_order' must be True or False, got an integer");
  EXPECT_CONTAINS(headerError(header("'<f4'", "None", "(1,)")),
                  "'fortran_order' must be True or False, got None");
  EXPECT_CONTAINS(headerError(header("'<f4'", "False", "(3)")),
                  "'shape' must be a tuple of integers, got an integer");
  EXPECT_CONTAINS(headerError(header("'<f4'", "False", "[3]")),
                  "'shape' must be a tuple of integers, got a list");
  EXPECT_CONTAINS(headerError(header("'<f4'", "False", "('3',)")),
                  "'shape' must be a tuple of integers, got a string in it");
  EXPECT_CONTAINS(headerError(header("4", "False", "(1,)")),
                  "'descr' must be a string, got an integer");
}

TEST(NpyTest, ReportsFortranOrder) {
  EXPECT_EQ(headerError("{'descr': '<f4', 'fortran_order': True, "
                        "'shape': (2, 2), }",
                        floatBytes({1, 2, 3, 4})),
            "Fortran-order arrays are not supported; save with "
            "numpy.ascontiguousarray");
}

TEST(NpyTest, ReportsBigEndian) {
  auto withDescr = [](const std::string &descr) {
    return headerError("{'descr': '" + descr +
                           "', 'fortran_order': False, 'shape': (1,), }",
                       std::vector<uint8_t>(8, 0));
  };
  EXPECT_EQ(withDescr(">f4"),
            "big-endian dtype '>f4' is not supported; convert with "
            "arr.astype('<f4')");
  EXPECT_CONTAINS(withDescr(">i8"), "big-endian dtype '>i8'");
  EXPECT_CONTAINS(withDescr(">u2"), "big-endian dtype '>u2'");
}

TEST(NpyTest, ReportsUnsupportedDtypes) {
  auto withDescr = [](const std::string &descr) {
    return headerError("{'descr': " + descr +
                       ", 'fortran_order': False, 'shape': (1,), }");
  };
  struct Case {
    const char *descr;
    const char *name;
  } cases[] = {
      {"'<c8'", "unsupported dtype complex64 (descr '<c8')"},
      {"'<c16'", "unsupported dtype complex128"},
      {"'|O'", "unsupported dtype object"},
      {"'|S5'", "unsupported dtype bytes string (S5)"},
      {"'<U7'", "unsupported dtype unicode string (U7)"},
      {"'|V16'", "unsupported dtype void (V16)"},
      {"'<M8[ns]'", "unsupported dtype datetime64[ns]"},
      {"'<m8[s]'", "unsupported dtype timedelta64[s]"},
      {"'<f16'", "unsupported dtype float128"},
      {"'<i16'", "unsupported dtype int128"},
      {"'<u3'", "unsupported dtype uint24"},
      {"'|b2'", "unsupported dtype bool of 2 bytes"},
      {"'float32'", "unsupported dtype unknown (descr 'float32')"},
      {"''", "unsupported dtype descr ''"},
      {"[('x', '<f4'), ('y', '<i4')]",
       "unsupported dtype: structured arrays (record dtypes) are not "
       "supported"},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.descr);
    std::string error = withDescr(c.descr);
    EXPECT_CONTAINS(error, c.name);
  }
  EXPECT_CONTAINS(withDescr("'<c8'"), "supported dtypes are bool");
}

TEST(NpyTest, ReportsBadDimensions) {
  auto withShape = [](const std::string &shape) {
    return headerError(
        "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + "}");
  };
  EXPECT_EQ(withShape("(2, -1)"),
            "malformed .npy header: negative dimension -1 in shape");
  EXPECT_CONTAINS(withShape("(99999999999999999999,)"),
                  "integer 99999999999999999999 is too large");
  EXPECT_CONTAINS(withShape("(9223372036854775808,)"), "is too large");
  // Each dimension fits but the byte size does not, even with a zero dim.
  EXPECT_CONTAINS(withShape("(1099511627776, 1099511627776)"),
                  "array size overflows");
  EXPECT_CONTAINS(withShape("(0, 4611686018427387904)"),
                  "array size overflows");
  EXPECT_CONTAINS(withShape("(9223372036854775807,)"), "array size overflows");
}

TEST(NpyTest, ReportsDataSizeMismatch) {
  std::string header = "{'descr': '<i4', 'fortran_order': False, "
                       "'shape': (2, 3), }\n";
  EXPECT_EQ(headerError(header, std::vector<uint8_t>(20)),
            "truncated data: int32 array needs 24 bytes but the file has 20");
  EXPECT_EQ(headerError(header, std::vector<uint8_t>(25)),
            "trailing data: int32 array needs 24 bytes but the file has 25");
  EXPECT_CONTAINS(headerError("{'descr': '<f8', 'fortran_order': False, "
                              "'shape': (0,), }",
                              {0}),
                  "trailing data");
  EXPECT_CONTAINS(headerError("{'descr': '<f8', 'fortran_order': False, "
                              "'shape': (), }"),
                  "truncated data");
}

TEST(NpyTest, WriteRejectsInvalidArrays) {
  std::string error;
  NpyArray wrongSize = makeArray('f', 4, {2, 2});
  wrongSize.data.pop_back();
  EXPECT_TRUE(serializeNpy(wrongSize).empty());
  EXPECT_FALSE(writeNpy(tempPath("bad.npy"), wrongSize, error));
  EXPECT_CONTAINS(error, "data has 15 bytes but the shape needs 16");

  NpyArray badDtype = makeArray('c', 8, {1});
  EXPECT_TRUE(serializeNpy(badDtype).empty());
  EXPECT_FALSE(writeNpy(tempPath("bad.npy"), badDtype, error));
  EXPECT_CONTAINS(error, "unsupported dtype");

  NpyArray negative = makeArray('i', 4, {});
  negative.shape = {-2};
  EXPECT_TRUE(serializeNpy(negative).empty());
  EXPECT_FALSE(writeNpy(tempPath("bad.npy"), negative, error));
  EXPECT_CONTAINS(error, "negative dimension -2");

  EXPECT_FALSE(
      writeNpy("/nonexistent/dir/out.npy", makeArray('i', 4, {1}), error));
  EXPECT_CONTAINS(error, "the folder '/nonexistent/dir' does not exist");
}

// --- Cross-check with numpy, when it is installed ----------------------------

/// An interpreter that can import numpy, or "" if there is none.
std::string findPythonWithNumpy() {
  for (const char *python : {"python3", "/usr/bin/python3"}) {
    std::string command =
        std::string(python) + " -c 'import numpy' >/dev/null 2>&1";
    if (std::system(command.c_str()) == 0)
      return python;
  }
  return "";
}

TEST(NpyTest, MatchesRealNumpy) {
  std::string python = findPythonWithNumpy();
  if (python.empty())
    GTEST_SKIP() << "no python3 with numpy";
  std::string dir = tempPath("numpy_");
  NpyArray ours = arrayOf('i', 4, {2, 2}, {});
  for (int32_t v : {1, -2, 3, -4})
    for (unsigned i = 0; i < 4; ++i)
      ours.data.push_back(static_cast<uint32_t>(v) >> (8 * i));
  std::string error;
  ASSERT_TRUE(writeNpy(dir + "ours.npy", ours, error)) << error;

  std::string script = dir + "gen.py";
  {
    std::ofstream out(script);
    out << "import sys, numpy as np\n"
           "d = sys.argv[1]\n"
           "a = np.load(d + 'ours.npy')\n"
           "assert a.dtype == np.int32 and a.tolist() == [[1, -2], [3, -4]]\n"
           "arrays = {\n"
           "  'f32': np.arange(6, dtype=np.float32).reshape(2, 3),\n"
           "  'i8': np.array([-1, 2, -3], dtype=np.int8),\n"
           "  'u16': np.array(513, dtype=np.uint16),\n"
           "  'bool': np.array([True, False, True]),\n"
           "  'f64': np.zeros((0, 4)),\n"
           "  'f16': np.array([1.5, -2], dtype=np.float16),\n"
           "  'u64': np.arange(8, dtype=np.uint64).reshape(1, 2, 2, 2),\n"
           "  'i64': np.full([1] * 30, -5, dtype=np.int64),\n"
           "}\n"
           "for name, a in arrays.items():\n"
           "    np.save(d + name + '.npy', a)\n"
           "np.save(d + 'fortran.npy', np.asfortranarray(np.zeros((2, 3))))\n"
           "np.save(d + 'big.npy', np.zeros(2, dtype='>f4'))\n"
           "np.save(d + 'c64.npy', np.zeros(2, dtype=np.complex64))\n";
  }
  ASSERT_EQ(std::system((python + " " + script + " " + dir).c_str()), 0);

  struct Case {
    const char *name;
    const char *dtype;
    std::vector<int64_t> shape;
  } cases[] = {
      {"f32", "float32", {2, 3}},
      {"i8", "int8", {3}},
      {"u16", "uint16", {}},
      {"bool", "bool", {3}},
      {"f64", "float64", {0, 4}},
      {"f16", "float16", {2}},
      {"u64", "uint64", {1, 2, 2, 2}},
      {"i64", "int64", std::vector<int64_t>(30, 1)},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    std::string path = dir + c.name + ".npy";
    NpyArray array;
    ASSERT_TRUE(readNpy(path, array, error)) << error;
    EXPECT_EQ(array.dtypeName(), c.dtype);
    EXPECT_EQ(array.shape, c.shape);
    // Writing what we read must reproduce numpy's file byte for byte.
    EXPECT_EQ(serializeNpy(array), readFile(path));
  }
  NpyArray f32;
  ASSERT_TRUE(readNpy(dir + "f32.npy", f32, error)) << error;
  EXPECT_EQ(f32.data, floatBytes({0, 1, 2, 3, 4, 5}));

  NpyArray rejected;
  EXPECT_FALSE(readNpy(dir + "fortran.npy", rejected, error));
  EXPECT_CONTAINS(error, "Fortran-order arrays are not supported");
  EXPECT_FALSE(readNpy(dir + "big.npy", rejected, error));
  EXPECT_CONTAINS(error, "big-endian dtype '>f4'");
  EXPECT_FALSE(readNpy(dir + "c64.npy", rejected, error));
  EXPECT_CONTAINS(error, "complex64");

  for (const char *name : {"ours", "gen", "f32", "i8", "u16", "bool", "f64",
                           "f16", "u64", "i64", "fortran", "big", "c64"})
    std::remove(
        (dir + name + (name == std::string("gen") ? ".py" : ".npy")).c_str());
}

} // namespace
