//===- ExecutionApiTest.cpp - The executor's C++ API ----------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Execution/Engine.h"

#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

using namespace tilekit::exec;

namespace {

// out[i] = x[i] * s for 8 elements, plus an assert that s != 0.
const char *const kScale = R"mlir(
cuda_tile.module @m {
  entry @scale(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>, %s: tile<f32>) {
    %i = iota : tile<8xi32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %xp = offset %xb, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %op = offset %ob, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %v, %t = load_ptr_tko weak %xp : tile<8xptr<f32>> -> tile<8xf32>, token
    %s1 = reshape %s : tile<f32> -> tile<1xf32>
    %sb = broadcast %s1 : tile<1xf32> -> tile<8xf32>
    %zero = constant <f32: 0.0> : tile<f32>
    %nz = cmpf not_equal ordered %s, %zero : tile<f32> -> tile<i1>
    assert %nz, "scale must not be zero" : tile<i1>
    %r = mulf %v, %sb rounding<nearest_even> : tile<8xf32>
    %t2 = store_ptr_tko weak %op, %r : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
  entry @other() {
    return
  }
}
)mlir";

uint64_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  return bits;
}

std::string message(llvm::Error error) {
  return llvm::toString(std::move(error));
}

TEST(ExecutionApi, LaunchComputesAndWritesBuffers) {
  auto module = ExecutableModule::loadBuffer(kScale, "scale.mlir");
  ASSERT_TRUE(bool(module)) << message(module.takeError());
  EXPECT_EQ((*module)->getEntryNames(),
            (std::vector<std::string>{"scale", "other"}));
  auto kernel = (*module)->prepare("scale", EngineKind::Interpreter);
  ASSERT_TRUE(bool(kernel)) << message(kernel.takeError());
  std::vector<float> x = {1, 2, 3, 4, -5, 6.5f, 0, 8}, out(8, -1);
  std::vector<KernelArgument> args = {
      KernelArgument::buffer(x.data(), 32), KernelArgument::buffer(out.data(), 32),
      KernelArgument::scalar(bitsOf(0.5f))};
  LaunchOptions options;
  options.threads = 1;
  ASSERT_FALSE(bool((*kernel)->launch(args, options)));
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(out[i], x[i] * 0.5f) << i;
  EXPECT_EQ((*kernel)->getEngineKind(), EngineKind::Interpreter);
}

TEST(ExecutionApi, RuntimeErrorsAreLocated) {
  auto module = ExecutableModule::loadBuffer(kScale, "scale.mlir");
  ASSERT_TRUE(bool(module));
  auto kernel = (*module)->prepare("scale", EngineKind::Interpreter);
  ASSERT_TRUE(bool(kernel));
  std::vector<float> x(8, 1), out(4);
  std::vector<KernelArgument> args = {KernelArgument::buffer(x.data(), 32),
                                      KernelArgument::buffer(out.data(), 16),
                                      KernelArgument::scalar(bitsOf(1.0f))};
  std::string text = message((*kernel)->launch(args, LaunchOptions()));
  EXPECT_NE(text.find("scale.mlir:18:11: error: 'cuda_tile.store_ptr_tko' "
                      "out-of-bounds store of element [4]"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("past the end of argument 1"), std::string::npos) << text;
  EXPECT_NE(text.find("tile block (0, 0, 0)"), std::string::npos) << text;

  args[1] = KernelArgument::buffer(x.data(), 32);
  args[2] = KernelArgument::scalar(0);
  text = message((*kernel)->launch(args, LaunchOptions()));
  EXPECT_NE(text.find("assertion failed: \"scale must not be zero\""),
            std::string::npos)
      << text;
}

TEST(ExecutionApi, CheckReportsUnorderedAccessesOfAliasedBuffers) {
  auto module = ExecutableModule::loadBuffer(kScale, "scale.mlir");
  ASSERT_TRUE(bool(module));
  auto kernel = (*module)->prepare("scale", EngineKind::Interpreter);
  ASSERT_TRUE(bool(kernel));
  std::vector<float> x = {1, 2, 3, 4, 5, 6, 7, 8}, out(8);
  LaunchOptions options;
  options.check = true;
  // Distinct buffers: the store never meets the load.
  std::vector<KernelArgument> args = {KernelArgument::buffer(x.data(), 32),
                                      KernelArgument::buffer(out.data(), 32),
                                      KernelArgument::scalar(bitsOf(2.0f))};
  ASSERT_FALSE(bool((*kernel)->launch(args, options)));
  // In place: the store writes the elements the load read, and no token
  // orders the two (the kernel has no token operands).
  args[1] = KernelArgument::buffer(x.data(), 32);
  std::string text = message((*kernel)->launch(args, options));
  EXPECT_NE(text.find("scale.mlir:18:11: error: 'cuda_tile.store_ptr_tko' "
                      "--check: data race (read-write): element [0] of the "
                      "weak store at scale.mlir:18:11 in tile block (0, 0, "
                      "0) and weak load at scale.mlir:11:14 in tile block "
                      "(0, 0, 0) access byte 0 of argument 0"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("with no token order between them (same tile block)"),
            std::string::npos)
      << text;
  // Without --check the same launch runs (and doubles x).
  ASSERT_FALSE(bool((*kernel)->launch(args, LaunchOptions())));
  EXPECT_EQ(x[7], 16.0f);
}

TEST(ExecutionApi, ArgumentMismatchesAreNamed) {
  auto module = ExecutableModule::loadBuffer(kScale, "scale.mlir");
  ASSERT_TRUE(bool(module));
  auto entry = (*module)->findEntry("scale");
  ASSERT_TRUE(bool(entry));
  float x[8];
  std::string text = message(checkArguments(
      *entry, {KernelArgument::buffer(x, 32), KernelArgument::buffer(x, 32)}));
  EXPECT_NE(text.find("takes 3 argument(s), but 2 were given"),
            std::string::npos)
      << text;
  text = message(checkArguments(*entry, {KernelArgument::buffer(x, 32),
                                         KernelArgument::scalar(1),
                                         KernelArgument::scalar(1)}));
  EXPECT_NE(text.find("argument 1"), std::string::npos) << text;
  EXPECT_NE(text.find("expected a buffer, got a scalar"), std::string::npos)
      << text;
  auto kernel = (*module)->prepare("scale", EngineKind::Interpreter);
  ASSERT_TRUE(bool(kernel));
  LaunchOptions options;
  options.grid = {0, 1, 1};
  text = message((*kernel)->launch({KernelArgument::buffer(x, 32),
                                    KernelArgument::buffer(x, 32),
                                    KernelArgument::scalar(bitsOf(1))},
                                   options));
  EXPECT_NE(text.find("grid dimensions"), std::string::npos) << text;
}

TEST(ExecutionApi, EntryLookupAndLoadErrors) {
  auto module = ExecutableModule::loadBuffer(kScale, "scale.mlir");
  ASSERT_TRUE(bool(module));
  std::string text = message((*module)->findEntry("").takeError());
  EXPECT_NE(text.find("several entries (@scale, @other)"), std::string::npos)
      << text;
  text = message((*module)->findEntry("nope").takeError());
  EXPECT_NE(text.find("no entry named @nope"), std::string::npos) << text;

  auto broken = ExecutableModule::loadBuffer(
      "cuda_tile.module @m {\n  entry @e() {\n    %x = bogus\n  }\n}\n",
      "broken.mlir");
  ASSERT_FALSE(bool(broken));
  text = message(broken.takeError());
  EXPECT_NE(text.find("broken.mlir:3:"), std::string::npos) << text;

  auto missing = ExecutableModule::loadFile("/nonexistent/kernel.mlir");
  ASSERT_FALSE(bool(missing));
  EXPECT_NE(message(missing.takeError()).find("cannot open"),
            std::string::npos);
}

TEST(ExecutionApi, ParametersDescribeBinding) {
  auto module = ExecutableModule::loadBuffer(kScale, "scale.mlir");
  ASSERT_TRUE(bool(module));
  auto entry = (*module)->findEntry("scale");
  ASSERT_TRUE(bool(entry));
  std::vector<ParameterInfo> params = ExecutableModule::getParameters(*entry);
  ASSERT_EQ(params.size(), 3u);
  EXPECT_EQ(params[0].kind, ParameterInfo::Kind::Pointer);
  EXPECT_EQ(params[0].elementType, "f32");
  EXPECT_EQ(params[2].kind, ParameterInfo::Kind::Scalar);
  EXPECT_EQ(params[2].elementBytes, 4u);
}

} // namespace
