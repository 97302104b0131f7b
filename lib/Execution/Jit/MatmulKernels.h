//===- MatmulKernels.h - The JIT's matmul kernels ---------------*- C++ -*-===//
//
// mmaf into f32 (tilekit_jit_mmaf_f32, one call per mmaf) and the blocked
// product of a matmul K loop (tilekit_jit_mmaf_loop): several iterations'
// A and B tiles packed into panels once, C held in registers across their
// K. Both compute each output element as the interpreter's f32 fma chain,
// k ascending.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_EXECUTION_JIT_MATMULKERNELS_H
#define TILEKIT_LIB_EXECUTION_JIT_MATMULKERNELS_H

#include <cstdint>

extern "C" void tilekit_jit_mmaf_f32(const void *lhs, const void *rhs,
                                     const float *acc, float *result,
                                     int64_t batch, int64_t m, int64_t k,
                                     int64_t n, int32_t input);

namespace tilekit::exec::jit {

/// An iteration's A or B tile where it lies in its tensor: row r starts at
/// data + r * rowBytes, its elements contiguous.
struct TileRows {
  const uint8_t *data = nullptr;
  int64_t rowBytes = 0;
};

/// c (m x n, row-major) accumulates A x B over a group of K loop steps,
/// each step an m x k tile of A and a k x n tile of B (elements of the
/// abi::MmaInput `input`), in step order.
class BlockedProduct {
public:
  BlockedProduct(int64_t m, int64_t k, int64_t n, int32_t input);

  /// Whether this host has a packed kernel for the shape (else the loop
  /// multiplies tile by tile).
  bool isAvailable() const { return multiply != nullptr; }
  /// Steps per group: the packed B panel of one kernel column fills the
  /// L1 data cache the CPU reports (half of it measured no faster).
  int64_t getGroupSteps() const { return groupSteps; }

  /// Where a group's B panels are: `panels` (getPanelFloats(steps)
  /// floats) already holds them when `packed`, else run packs them there;
  /// a null `panels` packs into scratch of the thread's own.
  struct PanelsB {
    float *panels = nullptr;
    bool packed = false;
  };

  /// The floats of the packed B panels of a group of `steps` steps.
  int64_t getPanelFloats(int64_t steps) const { return steps * k * n; }
  /// The panels' width (their layout differs between kernels).
  int getPanelWidth() const { return panelWidth; }

  /// c += the group's product (a[t], b[t] for t < steps). The next
  /// group's tiles (nextSteps of them; 0 if none; nextB null when its B
  /// panels are packed already) are fetched while this one is multiplied;
  /// `prefetched`: this group's were.
  void run(const TileRows *a, const TileRows *b, int64_t steps, float *c,
           const TileRows *nextA, const TileRows *nextB, int64_t nextSteps,
           bool prefetched, PanelsB panelsB) const;

  /// One group's operands (run's arguments and the shape).
  struct GroupArgs {
    const TileRows *a, *b;
    int64_t steps;
    float *c;
    const TileRows *nextA, *nextB;
    int64_t nextSteps;
    bool prefetched;
    int64_t m, k, n;
    int32_t input;
    PanelsB panelsB;
  };

private:
  int64_t m, k, n;
  int32_t input;
  /// Packs and multiplies a group with one instruction set's kernel.
  void (*multiply)(const GroupArgs &) = nullptr;
  int64_t groupSteps = 1;
  int panelWidth = 0;
};

/// The L2 cache of one core as the CPU reports it (1 MiB if it does not).
int64_t getL2Bytes();

} // namespace tilekit::exec::jit

#endif // TILEKIT_LIB_EXECUTION_JIT_MATMULKERNELS_H
