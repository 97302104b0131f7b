//===- DenseLiteralTest.cpp - constant literals against MLIR's printing ---===//
//
// A constant's literal is printed by TileKit's own element loop (cached
// float text, no AsmState per constant); it must give exactly the text
// MLIR's dense-elements printer gives for the same attribute: compared on
// random values (NaN and infinity bit patterns included) of every element
// kind and shapes of rank 1 to 3, splat and not.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cstdint>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
class DenseLiteralTest : public ::testing::Test {
protected:
  DenseLiteralTest() : builder(&context) {
    context.loadDialect<CudaTileDialect>();
  }

  uint64_t next() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 11 ^ state << 21;
  }

  /// A value of `elementType`'s width: random bits, or one of a few values
  /// (so that splats and repeated text occur).
  APInt element(unsigned width) {
    uint64_t bits = next() % 3 == 0 ? next() % 4 : next();
    return APInt(width, width == 64 ? bits : bits & ((1ULL << width) - 1));
  }

  /// Prints a constant of `attr` and returns its literal's elements.
  std::string printedElements(DenseIntOrFPElementsAttr attr) {
    OpBuilder b(&context);
    auto op = ConstantOp::create(b, UnknownLoc::get(&context), attr);
    std::string text;
    llvm::raw_string_ostream os(text);
    op->print(os);
    op->erase();
    // `%x = constant <elt: ELEMENTS> : tile<...>`
    size_t begin = text.find(": ", text.find('<')) + 2;
    size_t end = text.rfind("> : ");
    return text.substr(begin, end - begin);
  }

  std::string mlirElements(DenseIntOrFPElementsAttr attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os, /*elideType=*/true);
    StringRef body(text);
    body.consume_front("dense<");
    body.consume_back(">");
    return body.str();
  }

  static std::string typeName(Type type) {
    std::string text;
    llvm::raw_string_ostream(text) << type;
    return text;
  }

  MLIRContext context;
  Builder builder;
  uint64_t state = 777;
};
} // namespace

TEST_F(DenseLiteralTest, MatchesMLIR) {
  SmallVector<Type> elementTypes = {
      builder.getI1Type(),          builder.getIntegerType(8),
      builder.getI16Type(),         builder.getI32Type(),
      builder.getI64Type(),         builder.getF16Type(),
      builder.getBF16Type(),        builder.getF32Type(),
      builder.getF64Type(),         Float8E4M3FNType::get(&context),
      Float8E5M2Type::get(&context)};
  SmallVector<SmallVector<int64_t>> shapes = {
      {1}, {4}, {2, 4}, {4, 2}, {2, 2, 2}, {1, 8}, {8, 1}, {2, 1, 4}};
  int compared = 0;
  for (Type elementType : elementTypes)
    for (ArrayRef<int64_t> shape : shapes)
      for (int trial = 0; trial < 20; ++trial) {
        auto type = TileType::get(shape, elementType);
        int64_t count = 1;
        for (int64_t extent : shape)
          count *= extent;
        unsigned width = elementType.getIntOrFloatBitWidth();
        SmallVector<APInt> bits;
        bool splat = trial % 5 == 0;
        for (int64_t i = 0; i < count; ++i)
          bits.push_back(splat && i > 0 ? bits[0] : element(width));
        DenseElementsAttr attr;
        if (auto floatType = dyn_cast<FloatType>(elementType)) {
          SmallVector<APFloat> values;
          for (const APInt &b : bits)
            values.emplace_back(floatType.getFloatSemantics(), b);
          attr = DenseElementsAttr::get(type, values);
        } else {
          attr = DenseElementsAttr::get(type, bits);
        }
        auto value = cast<DenseIntOrFPElementsAttr>(attr);
        ASSERT_EQ(mlirElements(value), printedElements(value))
            << "element type " << typeName(elementType) << ", trial " << trial;
        ++compared;
      }
  EXPECT_EQ(compared, 11 * 8 * 20);
}
