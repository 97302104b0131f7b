//===- CuteAttrsTest.cpp - C++ API of the cute attributes -----------------===//

#include "tilekit/Dialect/Cute/IR/CuteDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::cute;

namespace {
TEST(CuteAttrs, ParsesBasisTuplesStructurally) {
  MLIRContext context;
  context.loadDialect<CuteDialect>();
  auto layout = dyn_cast_or_null<LayoutAttr>(parseAttribute(
      "#cute.layout<((2, 4), 8) : ((1@0, 2@0), 8@1)>", &context));
  ASSERT_TRUE(layout);
  auto stride = cast<ArrayAttr>(layout.getStride());
  auto nested = cast<ArrayAttr>(stride[0]);
  auto basis = cast<ScaledBasisAttr>(nested[1]);
  EXPECT_EQ(basis.getValue(), 2);
  EXPECT_EQ(basis.getModes(), ArrayRef<int64_t>{0});
  EXPECT_TRUE(isCongruent(layout.getShape(), layout.getStride()));
}

TEST(CuteAttrs, CongruenceComparesStructure) {
  MLIRContext context;
  Builder b(&context);
  Attribute one = b.getI64IntegerAttr(1);
  Attribute pair = b.getArrayAttr({one, one});
  EXPECT_TRUE(isCongruent(pair, b.getArrayAttr({one, one})));
  EXPECT_FALSE(isCongruent(pair, one));
  EXPECT_FALSE(isCongruent(pair, b.getArrayAttr({one})));
  EXPECT_FALSE(isIntTupleElement(b.getArrayAttr({})));
}
} // namespace
