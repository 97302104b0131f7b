//===- CudaTileOps.h - cuda_tile operations ---------------------*- C++ -*-===//

#ifndef TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_H
#define TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileTraits.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileTypes.h"

#define GET_OP_CLASSES
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h.inc"

#endif // TILEKIT_DIALECT_CUDATILE_IR_CUDATILEOPS_H
