// --trace prints every executed op of the traced tile blocks, in block
// order, with a summary of each result; --trace-blocks and --trace-at narrow
// it; --dump-at writes result tiles to .npy files. Expected values by hand:
// block b computes f = [b, b+1, ..., b+15], q = f / 0 (0 / 0 = nan, the rest
// inf) and, in a loop of two iterations, acc = 2f, then 3f.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --grid 2 --trace 2>&1 | FileCheck %s --check-prefix=ALL
// ALL: --- tile block (0, 0, 0)
// ALL: --- tile block (1, 0, 0)
// ALL-NOT: tile block
//
// Block 1 alone, at the lines of divf and addf (a file name matches any
// path that ends in it): addf runs twice.
// RUN: tile-run %s --grid 2 --trace-blocks "1,0,0" --trace-at trace.mlir:69 --trace-at trace.mlir:74 2>&1 | FileCheck %s --check-prefix=AT
// AT-NOT: tile block (0, 0, 0)
// AT:      --- tile block (1, 0, 0)
// AT-NEXT: {{.*}}trace.mlir:69:{{[0-9]+}}: cuda_tile.divf
// AT-NEXT:   #0: tile<16xf32> min=inf max=inf nan=0 inf=16 [inf, inf, inf, inf, inf, inf, inf, inf, ...]
// AT-NEXT: {{.*}}trace.mlir:74:{{[0-9]+}}: cuda_tile.addf
// AT-NEXT:   #0: tile<16xf32> min=2 max=32 nan=0 inf=0 [2, 4, 6, 8, 10, 12, 14, 16, ...]
// AT-NEXT: {{.*}}trace.mlir:74:{{[0-9]+}}: cuda_tile.addf
// AT-NEXT:   #0: tile<16xf32> min=3 max=48 nan=0 inf=0 [3, 6, 9, 12, 15, 18, 21, 24, ...]
// AT-NOT: {{.}}
//
// Blocks are X[,Y[,Z]]; a list is separated by ';'.
// RUN: tile-run %s --grid 2 --trace-blocks "0;5" --trace-at trace.mlir:69 2>&1 | FileCheck %s --check-prefix=BLOCK0
// BLOCK0:      --- tile block (0, 0, 0)
// BLOCK0-NEXT: {{.*}}trace.mlir:69:{{[0-9]+}}: cuda_tile.divf
// BLOCK0-NEXT:   #0: tile<16xf32> min=inf max=inf nan=1 inf=15 [nan, inf, inf, inf, inf, inf, inf, inf, ...]
// BLOCK0-NOT: {{.}}
//
// The JIT runs a trace on the interpreter, with a note.
// RUN: tile-run %s --engine jit --trace-at trace.mlir:69 2>&1 | FileCheck %s --check-prefix=JIT
// JIT: tile-run: note: --trace runs on the interpreter
// JIT-NEXT: --- tile block (0, 0, 0)
//
// --dump-at: one file per tile block, result and execution (-e1: the
// second).
// RUN: tile-run %s --grid 2 --dump-at trace.mlir:74 -o %t/dump 2>&1 | count 0
// RUN: %python %testlib/npytool.py expect %t/dump/dump-74-b0_0_0-r0.npy "np.arange(16, dtype=np.float32) * 2"
// RUN: %python %testlib/npytool.py expect %t/dump/dump-74-b0_0_0-r0-e1.npy "np.arange(16, dtype=np.float32) * 3"
// RUN: %python %testlib/npytool.py expect %t/dump/dump-74-b1_0_0-r0.npy "np.arange(1, 17, dtype=np.float32) * 2"
// RUN: %python %testlib/npytool.py expect %t/dump/dump-74-b1_0_0-r0-e1.npy "np.arange(1, 17, dtype=np.float32) * 3"
// RUN: tile-run %s --grid 2 --dump-at trace.mlir:63 -o %t/dump
// RUN: %python %testlib/npytool.py expect %t/dump/dump-63-b1_0_0-r0.npy "np.arange(16, dtype=np.int32)"
//
// Lines without an op, and malformed options, are errors.
// RUN: not tile-run %s --trace-at trace.mlir:1 2>&1 | FileCheck %s --check-prefix=NO-OP
// NO-OP: tile-run: error: --trace-at trace.mlir:1: no op of @k is at this line
// RUN: not tile-run %s --trace-at other.mlir:69 2>&1 | FileCheck %s --check-prefix=OTHER
// OTHER: tile-run: error: --trace-at other.mlir:69: no op of @k is at this line
// RUN: not tile-run %s --dump-at trace.mlir:77 2>&1 | FileCheck %s --check-prefix=NO-RESULT
// NO-RESULT: tile-run: error: --dump-at trace.mlir:77: 0 ops with results of @k are at this line, --dump-at needs one
// RUN: not tile-run %s --trace-at trace.mlir 2>&1 | FileCheck %s --check-prefix=BAD-AT
// BAD-AT: tile-run: error: --trace-at: 'trace.mlir' is not FILE:LINE
// RUN: not tile-run %s --trace-blocks "1,x" 2>&1 | FileCheck %s --check-prefix=BAD-BLOCKS
// BAD-BLOCKS: tile-run: error: --trace-blocks: '1,x' is not a tile block X[,Y[,Z]]

cuda_tile.module @m {
  entry @k() {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %i = iota : tile<16xi32>
    %r = reshape %bx : tile<i32> -> tile<1xi32>
    %bb = broadcast %r : tile<1xi32> -> tile<16xi32>
    %s = addi %i, %bb : tile<16xi32>
    %f = itof %s signed : tile<16xi32> -> tile<16xf32>
    %z = constant <f32: 0.0> : tile<16xf32>
    %q = divf %f, %z : tile<16xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %a = for %j in (%c0 to %c2, step %c1) : tile<i32> iter_values(%acc = %f) -> (tile<16xf32>) {
      %n = addf %acc, %f : tile<16xf32>
      continue %n : tile<16xf32>
    }
    return
  }
}
