//===- MemoryAccess.h - Checked loads, stores and atomics -------*- C++ -*-===//
//
// Every memory access of the interpreter goes through these helpers: find
// the allocation (the block's allocas, then the launch's memory map), check
// bounds and alignment, then access host memory with the declared ordering.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_INTERPRETER_MEMORYACCESS_H
#define TILEKIT_LIB_EXECUTION_INTERPRETER_MEMORYACCESS_H

#include "Interpreter.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

namespace tilekit::exec::interp {

/// The allocation holding [address, address + bytes) for this block, or
/// null.
inline const Allocation *findAllocation(const Frame &frame, uint64_t address,
                                        uint64_t bytes) {
  if (!frame.allocas.getAllocations().empty())
    if (const Allocation *a = frame.allocas.find(address, bytes))
      return a;
  return frame.launch->memory->find(address, bytes);
}

/// Where `address` lies, for messages.
std::string describeAddress(const Frame &frame, uint64_t address);

/// The host memory order of a Tile IR ordering (weak maps to relaxed: a
/// weak access is never torn on the host either).
int toHostOrder(mlir::cuda_tile::MemoryOrderingSemantics ordering);
bool isWeak(mlir::cuda_tile::MemoryOrderingSemantics ordering);

/// Loads/stores one element of `bytes` bytes with host order `order`
/// (alignment already checked).
uint64_t loadHost(uint64_t address, unsigned bytes, int order);
void storeHost(uint64_t address, unsigned bytes, uint64_t value, int order);

/// The stored form of a loaded element (i1 normalized to 0/1, 4-bit
/// formats to their nibble).
inline uint64_t normalizeLoaded(uint64_t value, ElemKind kind) {
  if (kind == ElemKind::I1)
    return value != 0;
  if (kind == ElemKind::F4E2M1FN || kind == ElemKind::I4)
    return value & 0xF;
  return value;
}

/// The padding value of a view as an element of `kind`.
uint64_t paddingBits(mlir::cuda_tile::PaddingValue padding, ElemKind kind);

/// Formats a located error for an access at `address` by element `linear`.
Flow failAccess(Frame &frame, mlir::Operation *op, const char *what,
                llvm::ArrayRef<int64_t> shape, int64_t linear,
                uint64_t address, unsigned bytes);

} // namespace tilekit::exec::interp

#endif // TILEKIT_LIB_EXECUTION_INTERPRETER_MEMORYACCESS_H
