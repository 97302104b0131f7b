//===- CudaTileTypesTest.cpp - C++ API of the cuda_tile types -------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
class CudaTileTypesTest : public ::testing::Test {
protected:
  CudaTileTypesTest() { context.loadDialect<CudaTileDialect>(); }

  /// Runs verifyTileShape and returns the diagnostic it emitted, if any.
  std::string tileShapeError(ArrayRef<int64_t> shape, Type element) {
    std::string message;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      message = diag.str();
      return success();
    });
    auto emitError = [&] { return mlir::emitError(UnknownLoc::get(&context)); };
    (void)verifyTileShape(emitError, shape, element);
    return message;
  }

  MLIRContext context;
  Builder b{&context};
};

TEST_F(CudaTileTypesTest, TileShapeLimitIsOverflowSafe) {
  Type f32 = b.getF32Type();
  EXPECT_EQ(tileShapeError({4096, 4096}, f32), "");
  EXPECT_EQ(tileShapeError({4096, 8192}, f32),
            "tile would exceed the maximum of 16777216 elements");
  // 2^62 * 4 overflows int64 if multiplied first; the check divides.
  EXPECT_EQ(tileShapeError({int64_t(1) << 62, 4}, f32),
            "tile would exceed the maximum of 16777216 elements");
  EXPECT_EQ(tileShapeError({3}, f32),
            "all dimensions must be powers of two, got 3");
  EXPECT_EQ(tileShapeError({0, 2}, f32),
            "all dimensions must be positive constants, got 0, 2");
}

TEST_F(CudaTileTypesTest, F4TilesNeedAnEvenElementCount) {
  Type f4 = b.getType<Float4E2M1FNType>();
  EXPECT_EQ(tileShapeError({}, f4),
            "F4E2M1FN tiles must have an even number of elements");
  EXPECT_EQ(tileShapeError({1, 1}, f4),
            "F4E2M1FN tiles must have an even number of elements");
  EXPECT_EQ(tileShapeError({1, 2}, f4), "");
}

TEST_F(CudaTileTypesTest, ElementBitWidths) {
  EXPECT_EQ(getElementBitWidth(b.getI1Type()), 1u);
  EXPECT_EQ(getElementBitWidth(b.getTF32Type()), 32u);
  EXPECT_EQ(getElementBitWidth(b.getType<Float4E2M1FNType>()), 4u);
  EXPECT_EQ(getElementBitWidth(PointerType::get(b.getF16Type())), 64u);
}

TEST_F(CudaTileTypesTest, TileIsAShapedType) {
  auto tile = TileType::get({2, 4}, b.getF32Type());
  auto shaped = dyn_cast<ShapedType>(Type(tile));
  ASSERT_TRUE(shaped);
  EXPECT_EQ(shaped.getNumElements(), 8);
  auto clone = shaped.clone(b.getI32Type());
  EXPECT_EQ(clone, Type(TileType::get({2, 4}, b.getI32Type())));
}

TEST_F(CudaTileTypesTest, OpsRecordOpcodeAndVersion) {
  EXPECT_EQ(ConstantOp::getBytecodeOpcode(), 0x10u);
  EXPECT_EQ(cuda_tile::ModuleOp::getBytecodeOpcode(), 0x4Bu);
  EXPECT_TRUE((ConstantOp::getIntroducedVersion() == TileIRVersion{13, 1}));
  EXPECT_TRUE(TileIRVersion({13, 1}) < TileIRVersion({13, 3}));
}

TEST_F(CudaTileTypesTest, HintLookupFallsBackToDefault) {
  auto inner = [&](int64_t latency) {
    return b.getDictionaryAttr(
        {b.getNamedAttr("latency", b.getI64IntegerAttr(latency))});
  };
  auto hints = OptimizationHintsAttr::get(
      &context, b.getDictionaryAttr({b.getNamedAttr("sm_100", inner(3)),
                                     b.getNamedAttr("default", inner(7))}));
  EXPECT_EQ(cast<IntegerAttr>(hints.lookup("sm_100", "latency")).getInt(), 3);
  EXPECT_EQ(cast<IntegerAttr>(hints.lookup("sm_90", "latency")).getInt(), 7);
  EXPECT_FALSE(hints.lookup("sm_90", "allow_tma"));
}
} // namespace
