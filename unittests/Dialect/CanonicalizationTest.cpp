//===- CanonicalizationTest.cpp - folds and the canonicalize pipeline -----===//
//
// The C++ side of canonicalization: an op's fold called directly, and the
// tile-canonicalize pipeline built into a PassManager by a client.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
class CanonicalizationTest : public ::testing::Test {
protected:
  CanonicalizationTest() { context.loadDialect<CudaTileDialect>(); }

  OwningOpRef<Operation *> parse(StringRef source) {
    ParserConfig config(&context);
    return parseSourceString(source, config);
  }

  template <typename OpT> int count(Operation *root) {
    int n = 0;
    root->walk([&](OpT) { ++n; });
    return n;
  }

  MLIRContext context;
};

constexpr StringLiteral kModule = R"mlir(
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %c: tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %a = constant <f32: 1.5> : tile<f32>
    %b = constant <f32: 2.0> : tile<f32>
    %s = addf %a, %b : tile<f32>
    %n = xori %c, %true : tile<i1>
    %nn = xori %n, %true : tile<i1>
    if %true {
      %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    }
    if %nn {
      %t = store_ptr_tko weak %p, %a : tile<ptr<f32>>, tile<f32> -> token
    }
    return
  }
}
)mlir";

TEST_F(CanonicalizationTest, AddFFoldComputesTheSum) {
  OwningOpRef<Operation *> module = parse(kModule);
  ASSERT_TRUE(module);
  AddFOp addf;
  module->walk([&](AddFOp op) { addf = op; });
  ASSERT_TRUE(addf);
  SmallVector<Attribute> operands;
  for (Value operand : addf->getOperands())
    operands.push_back(operand.getDefiningOp<ConstantOp>().getValue());
  SmallVector<OpFoldResult> results;
  ASSERT_TRUE(succeeded(addf->fold(operands, results)));
  ASSERT_EQ(results.size(), 1u);
  auto sum = dyn_cast<DenseFPElementsAttr>(dyn_cast<Attribute>(results[0]));
  ASSERT_TRUE(sum);
  EXPECT_EQ(sum.getSplatValue<APFloat>().convertToFloat(), 3.5f);
}

TEST_F(CanonicalizationTest, PipelineFoldsThenSimplifies) {
  OwningOpRef<Operation *> module = parse(kModule);
  ASSERT_TRUE(module);
  PassManager pm(&context, module.get()->getName().getStringRef());
  buildTileCanonicalizePipeline(pm);
  ASSERT_TRUE(succeeded(pm.run(module.get())));
  // The constant `if` is inlined, the addf folded; the double negation is
  // cancelled by the simplifier, leaving `if %c`.
  EXPECT_EQ(count<AddFOp>(module.get()), 0);
  EXPECT_EQ(count<XOrIOp>(module.get()), 0);
  EXPECT_EQ(count<StoreViewTkoOp>(module.get()) +
                count<StorePtrTkoOp>(module.get()),
            2);
  int ifs = 0;
  module->walk([&](IfOp op) {
    ++ifs;
    EXPECT_TRUE(isa<BlockArgument>(op.getCondition()));
  });
  EXPECT_EQ(ifs, 1);
}

TEST_F(CanonicalizationTest, PipelineIsRegistered) {
  registerCudaTileTransforms();
  EXPECT_NE(PassPipelineInfo::lookup("tile-canonicalize"), nullptr);
  EXPECT_NE(PassInfo::lookup("tile-simplify-expressions"), nullptr);
}
} // namespace
