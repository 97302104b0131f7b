// Module-level rules and the tool's input forms.
// RUN: not tile-translate -mlir-to-cudatilebc -allow-unregistered-dialect %s -split-input-file -o /dev/null 2>&1 | FileCheck %s

// CHECK: error: expected a single CUDA Tile IR module in the MLIR module
cuda_tile.module @a {}
cuda_tile.module @b {}

// -----

// CHECK: error: only ops from the 'cuda_tile' dialect are allowed
cuda_tile.module @m {
  entry @k() {
    "test.op"() : () -> ()
  }
}
