// alloca's limits (docs/execution.md, Limits): the allocas of one tile
// block hold 1 GiB together at most. An alloca in a loop allocates on every
// trip, so a loop of 256 MiB allocas stops at its fifth trip with a located
// error naming the limit, on both engines (the JIT runs alloca through the
// interpreter's step); unbounded, it took 256 MiB more every trip.
// RUN: not %tile_run_one %s --engine interp --entry loop 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not %tile_run_one %s --engine jit --entry loop 2>&1 | FileCheck %s --check-prefix=LOOP
// LOOP: alloca-limits.mlir:26:{{[0-9]+}}: error: 'cuda_tile.alloca' exceeds the limit of 1 GiB (1073741824 bytes) of allocas per tile block: 1342177280 bytes with this one in tile block (0, 0, 0)
//
// Four trips (exactly 1 GiB) are within the limit.
// RUN: %tile_run_one %s --engine interp --entry loop4
// RUN: %tile_run_one %s --engine jit --entry loop4
//
// num_elem = 2^62 f32 elements is 2^64 bytes: an error when the kernel is
// prepared, not a size that wraps around to 0 bytes.
// RUN: not %tile_run_one %s --engine interp --entry huge 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not %tile_run_one %s --engine jit --entry huge 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: alloca-limits.mlir:44:{{[0-9]+}}: error: 'cuda_tile.alloca' allocates 4611686018427387904 elements of 4 bytes, more than the limit of 1 GiB (1073741824 bytes) of allocas per tile block

cuda_tile.module @m {
  entry @loop() {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    for %j in (%c0 to %c8, step %c1) : tile<i32> {
      %p = alloca num_elem = 67108864, alignment = 4 : tile<ptr<f32>>
      continue
    }
    return
  }

  entry @loop4() {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    for %j in (%c0 to %c4, step %c1) : tile<i32> {
      %p = alloca num_elem = 67108864, alignment = 4 : tile<ptr<f32>>
      continue
    }
    return
  }

  entry @huge() {
    %p = alloca num_elem = 4611686018427387904, alignment = 4 : tile<ptr<f32>>
    return
  }
}
