//===- JitApiTest.cpp - The JIT engine behind the executor's C++ API ------===//

#include "tilekit/Execution/Engine.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

using namespace tilekit::exec;

namespace {

// out[i] = x[i] * s for 8 elements (s must not be zero), and a counter in a
// global that every launch increments.
const char *const kKernels = R"mlir(
cuda_tile.module @m {
  global @counter <i32: [0]> : tile<1xi32>
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
    %r = mulf %v, %sb : tile<8xf32>
    %t2 = store_ptr_tko weak %op, %r : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
  entry @count(%out: tile<ptr<i32>>) {
    %g = get_global @counter : tile<ptr<i32>>
    %n, %t = load_ptr_tko weak %g : tile<ptr<i32>> -> tile<i32>, token
    %one = constant <i32: 1> : tile<i32>
    %m = addi %n, %one : tile<i32>
    %t1 = store_ptr_tko weak %g, %m token=%t : tile<ptr<i32>>, tile<i32> -> token
    %t2 = store_ptr_tko weak %out, %m : tile<ptr<i32>>, tile<i32> -> token
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

std::vector<float> runScale(EngineKind engine, float scale,
                            std::string &error) {
  auto module = ExecutableModule::loadBuffer(kKernels, "kernels.mlir");
  EXPECT_TRUE(bool(module));
  auto kernel = (*module)->prepare("scale", engine);
  EXPECT_TRUE(bool(kernel));
  EXPECT_EQ((*kernel)->getEngineKind(), engine);
  std::vector<float> x = {1, -2, 3.5f, 0, -0.0f, 1e30f, 7, 8};
  std::vector<float> out(8, 0);
  std::vector<KernelArgument> args = {
      KernelArgument::buffer(x.data(), x.size() * 4),
      KernelArgument::buffer(out.data(), out.size() * 4),
      KernelArgument::scalar(bitsOf(scale))};
  LaunchOptions options;
  options.threads = 2;
  if (llvm::Error e = (*kernel)->launch(args, options))
    error = message(std::move(e));
  return out;
}

TEST(JitApi, ComputesWhatTheInterpreterComputes) {
  std::string interpError, jitError;
  std::vector<float> interp =
      runScale(EngineKind::Interpreter, 3.0f, interpError);
  std::vector<float> jit = runScale(EngineKind::Jit, 3.0f, jitError);
  EXPECT_EQ(interpError, "");
  EXPECT_EQ(jitError, "");
  EXPECT_EQ(std::memcmp(interp.data(), jit.data(), 32), 0);
  EXPECT_EQ(jit[2], 10.5f);
}

TEST(JitApi, RuntimeErrorsAreTheInterpreters) {
  std::string interpError, jitError;
  runScale(EngineKind::Interpreter, 0.0f, interpError);
  runScale(EngineKind::Jit, 0.0f, jitError);
  EXPECT_NE(jitError.find("scale must not be zero"), std::string::npos);
  EXPECT_EQ(interpError, jitError);
}

TEST(JitApi, GlobalsLiveAsLongAsTheKernel) {
  auto module = ExecutableModule::loadBuffer(kKernels, "kernels.mlir");
  ASSERT_TRUE(bool(module)) << message(module.takeError());
  auto first = (*module)->prepare("count", EngineKind::Jit);
  ASSERT_TRUE(bool(first)) << message(first.takeError());
  int32_t out = 0;
  std::vector<KernelArgument> args = {KernelArgument::buffer(&out, 4)};
  for (int32_t expected = 1; expected <= 3; ++expected) {
    ASSERT_FALSE(bool((*first)->launch(args, LaunchOptions())));
    EXPECT_EQ(out, expected);
  }
  // A second kernel of the same entry reuses the compiled code but has
  // globals of its own, as interpreter kernels do.
  auto second = (*module)->prepare("count", EngineKind::Jit);
  ASSERT_TRUE(bool(second)) << message(second.takeError());
  ASSERT_FALSE(bool((*second)->launch(args, LaunchOptions())));
  EXPECT_EQ(out, 1);
}

TEST(JitApi, ChecksFallBackToTheInterpreter) {
  auto module = ExecutableModule::loadBuffer(kKernels, "kernels.mlir");
  ASSERT_TRUE(bool(module)) << message(module.takeError());
  auto kernel = (*module)->prepare("count", EngineKind::Jit);
  ASSERT_TRUE(bool(kernel)) << message(kernel.takeError());
  int32_t out = 0;
  std::vector<KernelArgument> args = {KernelArgument::buffer(&out, 4)};
  LaunchOptions options;
  options.check = true;
  ASSERT_FALSE(bool((*kernel)->launch(args, options)));
  EXPECT_EQ(out, 1);
}

} // namespace
