//===- TestingOps.cpp - test-only cuda_tile ops ---------------------------===//

#include "TestingOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "tilekit/Dialect/CudaTile/IR/FunctionSyntax.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "TestingOps.cpp.inc"

void cuda_tile::registerTestingOps(CudaTileDialect *dialect) {
  RegisteredOperationName::insert<TestingFuncOp>(*dialect);
}

ParseResult TestingFuncOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionOp(parser, result, /*allowHints=*/false);
}

void TestingFuncOp::print(OpAsmPrinter &printer) {
  printFunctionOp(printer, *this, OptimizationHintsAttr());
}

StringRef TestingFuncOp::getDefaultDialect() {
  return CudaTileDialect::getDialectNamespace();
}
