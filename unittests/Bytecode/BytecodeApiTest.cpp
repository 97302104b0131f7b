//===- BytecodeApiTest.cpp - C++ API of the bytecode reader and writer ----===//

#include "tilekit/Bytecode/Bytecode.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <functional>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
constexpr const char *kModule = R"mlir(
cuda_tile.module @m attributes {producer = "p"} {
  global @g <i32: [7, 9]> : tile<2xi32>
  entry @k(%a: tile<i32>) {
    %c = constant <i32: 5> : tile<i32>
    %s = addi %a, %c overflow<no_wrap> : tile<i32>
    %g = get_global @g : tile<ptr<i32>>
  }
}
)mlir";

OwningOpRef<cuda_tile::ModuleOp> parse(MLIRContext &context) {
  context.loadDialect<CudaTileDialect>();
  OwningOpRef<Operation *> op =
      parseSourceString<Operation *>(kModule, ParserConfig(&context));
  return OwningOpRef<cuda_tile::ModuleOp>(
      cast<cuda_tile::ModuleOp>(op.release()));
}

std::string write(cuda_tile::ModuleOp module, BytecodeVersion version) {
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  EXPECT_TRUE(succeeded(writeBytecode(os, module, version)));
  return bytes;
}

TEST(BytecodeApi, VersionsParseAndPrint) {
  std::optional<BytecodeVersion> version = BytecodeVersion::parse("13.3.7");
  ASSERT_TRUE(version);
  EXPECT_EQ(version->major, 13u);
  EXPECT_EQ(version->minor, 3u);
  EXPECT_EQ(version->tag, 7u);
  EXPECT_EQ(version->str(), "13.3.7");
  EXPECT_EQ(BytecodeVersion::parse("13.2")->str(), "13.2");
  EXPECT_FALSE(BytecodeVersion::parse("13"));
  EXPECT_FALSE(BytecodeVersion::parse("13.x"));
  EXPECT_FALSE(BytecodeVersion::parse("13.1.2.3"));
  EXPECT_TRUE(isSupportedBytecodeRelease({13, 2}));
  EXPECT_TRUE(isSupportedBytecodeRelease({13, 4}));
  EXPECT_FALSE(isSupportedBytecodeRelease({13, 5}));
  EXPECT_FALSE(isSupportedBytecodeRelease({12, 0}));
  // 13.4 is written only on request.
  EXPECT_EQ(getCurrentBytecodeVersion().str(), "13.3");
  EXPECT_EQ(getSupportedBytecodeRange(), "13.1 - 13.4");
}

// The worked example of the wire format: 180 bytes at 13.3, 171 at 13.1.
TEST(BytecodeApi, WritesTheDocumentedSizes) {
  MLIRContext context;
  OwningOpRef<cuda_tile::ModuleOp> module = parse(context);
  ASSERT_TRUE(module);
  std::string v133 = write(*module, {13, 3, 0});
  std::string v131 = write(*module, {13, 1, 0});
  EXPECT_EQ(v133.size(), 180u);
  EXPECT_EQ(v131.size(), 171u);
  EXPECT_TRUE(isTileIRBytecode(llvm::MemoryBufferRef(v133, "x")));
  // Deterministic.
  EXPECT_EQ(write(*module, {13, 3, 0}), v133);
}

TEST(BytecodeApi, RoundTripsThroughMemory) {
  MLIRContext context;
  OwningOpRef<cuda_tile::ModuleOp> module = parse(context);
  ASSERT_TRUE(module);
  std::string bytes = write(*module, getCurrentBytecodeVersion());
  MLIRContext other;
  OwningOpRef<cuda_tile::ModuleOp> read =
      readBytecode(llvm::MemoryBufferRef(bytes, "mem"), other);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->getSymName(), "kernels");
  EXPECT_EQ(read->getProducer(), std::optional<StringRef>("p"));
  // Writing what was read gives the same bytes.
  EXPECT_EQ(write(*read, getCurrentBytecodeVersion()), bytes);
}

// 13.4 pointer entries carry flags: `0C 00 pointee` instead of `0C pointee`.
TEST(BytecodeApi, Writes134Layouts) {
  MLIRContext context;
  OwningOpRef<cuda_tile::ModuleOp> module = parse(context);
  ASSERT_TRUE(module);
  std::string v133 = write(*module, {13, 3, 0});
  std::string v134 = write(*module, {13, 4, 0});
  EXPECT_EQ(v134[9], 4);
  EXPECT_EQ(v133.find(std::string("\x0C\x00\x00", 3)), std::string::npos);
  EXPECT_NE(v134.find(std::string("\x0C\x00\x00", 3)), std::string::npos);
  MLIRContext other;
  OwningOpRef<cuda_tile::ModuleOp> read =
      readBytecode(llvm::MemoryBufferRef(v134, "mem"), other);
  ASSERT_TRUE(read);
  EXPECT_EQ(write(*read, {13, 4, 0}), v134);
  EXPECT_EQ(write(*read, {13, 3, 0}), v133);
}

// A module written with another writer's table layout (here: i1 and i32
// first, as cutile-python writes) reads back with that layout and
// re-encodes to the same bytes.
TEST(BytecodeApi, ReencodesWithTheFileLayout) {
  MLIRContext context;
  OwningOpRef<cuda_tile::ModuleOp> module = parse(context);
  ASSERT_TRUE(module);
  BytecodeLayout foreign;
  foreign.types = {IntegerType::get(&context, 1),
                   IntegerType::get(&context, 32)};
  foreign.hasConstantSection = true;
  foreign.padsFunctionSection = false;
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  ASSERT_TRUE(succeeded(writeBytecode(os, *module, {13, 4, 0}, foreign)));
  EXPECT_NE(bytes, write(*module, {13, 4, 0}));
  MLIRContext other;
  BytecodeLayout layout;
  OwningOpRef<cuda_tile::ModuleOp> read = readBytecode(
      llvm::MemoryBufferRef(bytes, "foreign"), other, std::nullopt, &layout);
  ASSERT_TRUE(read);
  ASSERT_GE(layout.types.size(), 2u);
  EXPECT_TRUE(layout.types[0].isInteger(1));
  std::string again;
  llvm::raw_string_ostream againOs(again);
  ASSERT_TRUE(succeeded(writeBytecode(againOs, *read, layout.version, layout)));
  EXPECT_EQ(again, bytes);
}

TEST(BytecodeApi, ReportsErrorsWithOffsets) {
  MLIRContext context;
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message = diag.str();
    return success();
  });
  std::string bytes("\x7FTileIR\0\x0D\x09\x00\x00", 12);
  EXPECT_FALSE(readBytecode(llvm::MemoryBufferRef(bytes, "bad"), context));
  EXPECT_EQ(message, "error at offset 12: unsupported Tile version 13.9.0, "
                     "this reader supports versions [13.1 - 13.4]");
  bytes[9] = 5;
  EXPECT_FALSE(readBytecode(llvm::MemoryBufferRef(bytes, "13.5"), context));
  EXPECT_EQ(message,
            "error at offset 12: unsupported Tile version 13.5.0: Tile IR "
            "13.5 is released but its bytecode is not public (the encodings "
            "of preview$call, preview$extern_impl, "
            "multimem_load_reduce_view_tko, multimem_reduce_view_tko, "
            "multimem_store_view_tko, and whether its files otherwise keep "
            "the 13.4 layout); this reader supports versions [13.1 - 13.4]");
  // Every truncation of a valid file fails cleanly.
  OwningOpRef<cuda_tile::ModuleOp> module = parse(context);
  std::string good = write(*module, getCurrentBytecodeVersion());
  for (size_t length = 0; length < good.size(); ++length)
    EXPECT_FALSE(readBytecode(
        llvm::MemoryBufferRef(StringRef(good).take_front(length), "cut"),
        context))
        << "a file cut to " << length << " bytes was accepted";
}
} // namespace

// 13.5 is released, but its encodings are not public: writing it is
// refused with the reason, and only released-but-unpublished versions get
// one.
TEST(BytecodeApi, Refuses135WithTheMissingFacts) {
  EXPECT_FALSE(getUnpublishedReleaseReason({13, 4}));
  EXPECT_FALSE(getUnpublishedReleaseReason({13, 6}));
  std::optional<std::string> reason = getUnpublishedReleaseReason({13, 5});
  ASSERT_TRUE(reason);
  EXPECT_NE(reason->find("multimem_store_view_tko"), std::string::npos);
  EXPECT_NE(reason->find("preview$extern_impl"), std::string::npos);

  MLIRContext context;
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message = diag.str();
    return success();
  });
  OwningOpRef<cuda_tile::ModuleOp> module = parse(context);
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  EXPECT_TRUE(failed(writeBytecode(os, *module, BytecodeVersion{13, 5, 0})));
  EXPECT_EQ(message, "unsupported version requested 13.5: " + *reason);
  EXPECT_TRUE(bytes.empty());
}

namespace {
/// Appends an unsigned LEB128 varint.
void appendVarint(std::string &out, uint64_t value) {
  do {
    uint8_t byte = value & 0x7F;
    value >>= 7;
    out.push_back(static_cast<char>(value ? byte | 0x80 : byte));
  } while (value);
}

/// A file holding one global `@g` of type tile<16xi1> whose constant data is
/// `data`, assembled section by section from the wire format.
std::string makeI1GlobalFile(const std::string &data,
                             bool reverseSections = false) {
  std::string file("\x7FTileIR\0\x0D\x03\x00\x00", 12);
  std::vector<std::function<void()>> sections;
  auto section = [&](uint8_t id, std::string payload, unsigned align) {
    sections.push_back([&file, id, payload, align] {
      file.push_back(static_cast<char>(id | (align ? 0x80 : 0)));
      appendVarint(file, payload.size());
      if (align) {
        appendVarint(file, align);
        while (file.size() % align)
          file.push_back('\xCB');
      }
      file += payload;
    });
  };
  // Global: 1 record: name 0, type 1, constant 0, alignment 0, public, not
  // constant.
  section(6, std::string("\x01\x00\x01\x00\x00\x00\x00", 7), 0);
  section(2, std::string("\x00\xCB\xCB\xCB\xCB\xCB\xCB\xCB", 8), 8);
  std::string constants("\x01", 1);
  constants.append(7, '\xCB');
  constants.append(8, '\0'); // offset 0
  appendVarint(constants, data.size());
  constants += data;
  section(4, constants, 8);
  // Types: 0 = i1, 1 = tile<16xi1>.
  std::string types("\x02\xCB\xCB\xCB", 4);
  types += std::string("\x00\x00\x00\x00\x01\x00\x00\x00", 8);
  types += std::string("\x00", 1);
  types += std::string("\x0D\x00\x01\x10\x00\x00\x00\x00\x00\x00\x00", 11);
  section(5, types, 4);
  section(1, std::string("\x01\xCB\xCB\xCB\x00\x00\x00\x00g", 9), 4);
  if (reverseSections)
    std::reverse(sections.begin(), sections.end());
  for (auto &append : sections)
    append();
  file.push_back('\0');
  return file;
}

// i1 constants: MLIR 22's bit-packed layout (what the reference writes) and
// one byte per element (newer writers) read to the same value.
TEST(BytecodeApi, ReadsBothI1Layouts) {
  MLIRContext context;
  auto readGlobal = [&](const std::string &data) -> std::string {
    std::string file = makeI1GlobalFile(data);
    OwningOpRef<cuda_tile::ModuleOp> module =
        readBytecode(llvm::MemoryBufferRef(file, "i1"), context);
    if (!module)
      return "<failed>";
    std::string text;
    llvm::raw_string_ostream os(text);
    cast<GlobalOp>(module->getBodyBlock().front()).getValue().print(os);
    return text;
  };
  std::string expected =
      "dense<[true, false, true, true, false, false, false, false, true, "
      "false, false, false, false, false, false, true]> : "
      "!cuda_tile.tile<16xi1>";
  EXPECT_EQ(readGlobal(std::string("\x0D\x81", 2)), expected);
  EXPECT_EQ(readGlobal(std::string("\x01\x00\x01\x01\x00\x00\x00\x00"
                                   "\x01\x00\x00\x00\x00\x00\x00\x01",
                                   16)),
            expected);
  // Sections may come in any order.
  std::string reversed = makeI1GlobalFile(std::string("\x0D\x81", 2), true);
  OwningOpRef<cuda_tile::ModuleOp> fromReversed =
      readBytecode(llvm::MemoryBufferRef(reversed, "reversed"), context);
  ASSERT_TRUE(fromReversed);
  EXPECT_EQ(cast<GlobalOp>(fromReversed->getBodyBlock().front()).getSymName(),
            "g");
  // A wrong size is refused.
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  EXPECT_EQ(readGlobal(std::string("\x01\x02\x03", 3)), "<failed>");
}
} // namespace

namespace {
OwningOpRef<cuda_tile::ModuleOp> parseText(MLIRContext &context,
                                           StringRef text) {
  context.loadDialect<CudaTileDialect>();
  OwningOpRef<Operation *> op =
      parseSourceString<Operation *>(text, ParserConfig(&context));
  if (!op)
    return {};
  return OwningOpRef<cuda_tile::ModuleOp>(
      cast<cuda_tile::ModuleOp>(op.release()));
}

// What each construct needs, from the release notes and the bytecode
// digest: atan2 13.2, pack 13.3, fpowi 13.4; an ftof rounding mode the 13.3
// table lacks and a return inside loop are 13.4 verifier relaxations.
constexpr const char *kNewerModule = R"mlir(
cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %x = constant <f32: 2.0> : tile<4xf32>
    %a = atan2 %x, %x : tile<4xf32>
    %p = pack %x : tile<4xf32> -> tile<16xi8>
    %n = constant <i32: 2> : tile<4xi32>
    %r = fpowi %x, %n : tile<4xf32>, tile<4xi32>
    %w = ftof %x rounding<negative_inf> : tile<4xf32> -> tile<4xf64>
    loop {
      if %c {
        return
      }
      break
    }
  }
}
)mlir";
} // namespace

TEST(BytecodeApi, ListsWhatNeedsANewerVersion) {
  MLIRContext context;
  OwningOpRef<cuda_tile::ModuleOp> module = parseText(context, kNewerModule);
  ASSERT_TRUE(module);
  std::vector<VersionRequirement> needs = collectVersionRequirements(*module);
  using Kind = VersionRequirement::Kind;
  std::vector<std::tuple<Kind, std::string, std::string>> seen;
  for (const VersionRequirement &need : needs)
    seen.emplace_back(need.kind, need.op->getName().getStringRef().str(),
                      std::to_string(need.release.major) + "." +
                          std::to_string(need.release.minor));
  std::vector<std::tuple<Kind, std::string, std::string>> expected = {
      {Kind::Operation, "cuda_tile.atan2", "13.2"},
      {Kind::Operation, "cuda_tile.pack", "13.3"},
      {Kind::Operation, "cuda_tile.fpowi", "13.4"},
      {Kind::VerifierRule, "cuda_tile.ftof", "13.4"},
      {Kind::VerifierRule, "cuda_tile.return", "13.4"},
  };
  EXPECT_EQ(seen, expected);
  EXPECT_EQ(getMinimumBytecodeVersion(*module).str(), "13.4");
}

TEST(BytecodeApi, RefusesAnOldTargetWithOneErrorPerConstruct) {
  MLIRContext context;
  OwningOpRef<cuda_tile::ModuleOp> module = parseText(context, kNewerModule);
  ASSERT_TRUE(module);
  std::vector<std::string> errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    errors.push_back(diag.str());
    return success();
  });
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  EXPECT_TRUE(failed(writeBytecode(os, *module, {13, 2, 0})));
  EXPECT_TRUE(bytes.empty());
  ASSERT_EQ(errors.size(), 5u);
  EXPECT_EQ(errors[0],
            "operation 'cuda_tile.pack' is not available in bytecode version "
            "13.2");
  EXPECT_EQ(errors[2], "'cuda_tile.ftof' rounding mode 'negative_inf' from "
                       "f32 to f64 requires bytecode version 13.4, targeting "
                       "13.2");
  EXPECT_EQ(errors[4], "cannot write bytecode version 13.2: the module needs "
                       "13.4 (4 constructs listed)");
}

// The producer string is left out below 13.3 (as the reference writer does),
// so it does not make 13.1 fail; the minimum version keeps it.
TEST(BytecodeApi, MinimumVersionKeepsTheProducer) {
  MLIRContext context;
  OwningOpRef<cuda_tile::ModuleOp> module = parseText(
      context, "cuda_tile.module @m attributes {producer = \"p\"} {}");
  ASSERT_TRUE(module);
  EXPECT_EQ(getMinimumBytecodeVersion(*module).str(), "13.3");
  EXPECT_TRUE(succeeded(checkVersionRequirements(*module, {13, 1})));
  OwningOpRef<cuda_tile::ModuleOp> plain =
      parseText(context, "cuda_tile.module @m {}");
  EXPECT_EQ(getMinimumBytecodeVersion(*plain).str(), "13.1");
}
