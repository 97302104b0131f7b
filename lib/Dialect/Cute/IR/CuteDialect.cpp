//===- CuteDialect.cpp - cute dialect registration ------------------------===//

#include "tilekit/Dialect/Cute/IR/CuteDialect.h"

using namespace mlir;
using namespace mlir::cute;

#include "tilekit/Dialect/Cute/IR/CuteDialect.cpp.inc"

void CuteDialect::initialize() { registerAttributes(); }
