//===- OpDefinitions.h - context of the generated op definitions -*- C++
//-*-===//
//
// Everything the ODS-generated op definitions refer to. Each OpShardN.cpp
// includes this and instantiates one shard of CudaTileOps.cpp.inc, keeping
// translation units small enough to build quickly on small machines.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_DIALECT_CUDATILE_IR_OPDEFINITIONS_H
#define TILEKIT_LIB_DIALECT_CUDATILE_IR_OPDEFINITIONS_H

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "AsmDirectives.h"

#endif // TILEKIT_LIB_DIALECT_CUDATILE_IR_OPDEFINITIONS_H
