//===- FloatLiteralTest.cpp - printFloatLiteral against MLIR --------------===//
//
// The remembered float text must be MLIR's own: compared with MLIR's
// printing of the same value as a FloatAttr, for every float type TileKit
// prints, on random bit patterns (NaNs, infinities, subnormals included)
// and on decimal-looking values, printed twice (computed, then
// remembered).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/FloatLiteral.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/bit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

using namespace mlir;

namespace {
class FloatLiteralTest : public ::testing::Test {
protected:
  void check(FloatType type, const llvm::APFloat &value) {
    std::string reference;
    llvm::raw_string_ostream referenceOs(reference);
    FloatAttr::get(type, value).print(referenceOs, /*elideType=*/true);
    for (int pass = 0; pass < 2; ++pass) {
      std::string text;
      llvm::raw_string_ostream os(text);
      cuda_tile::printFloatLiteral(value, os);
      ASSERT_EQ(reference, text);
    }
  }

  llvm::APFloat fromBits(FloatType type, uint64_t bits) {
    unsigned width = type.getWidth();
    return llvm::APFloat(
        type.getFloatSemantics(),
        llvm::APInt(width, bits & (width == 64 ? ~0ULL : (1ULL << width) - 1)));
  }

  uint64_t next() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 11 ^ state << 21;
  }

  MLIRContext context;
  uint64_t state = 12345;
};
} // namespace

TEST_F(FloatLiteralTest, MatchesMLIRForEveryFloatType) {
  Builder b(&context);
  for (FloatType type :
       {FloatType(b.getF32Type()), FloatType(b.getF64Type()),
        FloatType(b.getF16Type()), FloatType(b.getBF16Type()),
        FloatType(b.getTF32Type()), FloatType(Float8E4M3FNType::get(&context)),
        FloatType(Float8E5M2Type::get(&context))})
    for (int i = 0; i < 20000; ++i)
      check(type, fromBits(type, next()));
}

TEST_F(FloatLiteralTest, MatchesMLIROnDecimalValues) {
  Builder b(&context);
  for (int exponent = -44; exponent <= 38; ++exponent)
    for (int i = 0; i < 300; ++i) {
      double decimal = (1 + next() % 999999) * std::pow(10.0, exponent - 5);
      check(b.getF32Type(), llvm::APFloat(float(decimal)));
      check(b.getF64Type(), llvm::APFloat(-decimal));
    }
  check(b.getF32Type(), llvm::APFloat(-0.0f));
  check(b.getF64Type(), llvm::APFloat(0.0));
}
