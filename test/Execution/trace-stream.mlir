// --trace streams (docs/debugging.md): lines go out while the launch runs,
// in block order, so a kernel that never ends (or is interrupted) has shown
// its trace; --trace-limit cuts it with a note. Until the launch ended,
// nothing was written.
//
// @spin loops forever: its first lines appear while it runs.
// RUN: %python %testlib/firstlines.py 5 60 %tile_run_one %s --entry spin --trace | FileCheck %s --check-prefix=SPIN
// SPIN:      --- tile block (0, 0, 0)
// SPIN-NEXT: trace-stream.mlir:44:{{[0-9]+}}: cuda_tile.constant
// SPIN-NEXT:   #0: tile<i32> min=0 max=0 [0]
// SPIN-NEXT: trace-stream.mlir:45:{{[0-9]+}}: cuda_tile.constant
// SPIN-NEXT:   #0: tile<i32> min=1 max=1 [1]
//
// --trace-limit BYTES: whole lines up to BYTES bytes (the header and the
// two constants, 200 bytes with the file's path; a limit of 100 keeps
// what fits), then the note; the launch goes on and succeeds.
// RUN: %tile_run_one %s --entry count --trace-limit 100 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT:      --- tile block (0, 0, 0)
// LIMIT-NOT:  cuda_tile.addi
// LIMIT:      --- trace cut at the limit of 100 bytes (--trace-limit)
// LIMIT-NOT:  {{.}}
// RUN: not %tile_run_one %s --entry count --trace-limit 0 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: tile-run: error: --trace-limit must be a positive number of bytes, got '0'
//
// Several blocks on several threads: still in block order.
// RUN: %tile_run_one %s --entry small --grid 4 --threads 4 --trace 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER:      --- tile block (0, 0, 0)
// ORDER-NEXT: cuda_tile.get_tile_block_id
// ORDER:      --- tile block (1, 0, 0)
// ORDER:      --- tile block (2, 0, 0)
// ORDER:      --- tile block (3, 0, 0)
// ORDER-NOT:  tile block
//
// @count traces 600,000 loop trips (1.8 million lines, 95 MB): the trace
// is written as it is made, so memory stays flat (buffered whole, it
// peaked at about 240 MB).
// RUN: %python %testlib/peakrss.py 130 %tile_run_one %s --engine interp --entry count --trace 2>%t.trace | FileCheck %s --check-prefix=RSS
// RSS: peak RSS: {{[0-9]+}} MiB
// RUN: grep -c "cuda_tile.addi" %t.trace | FileCheck %s --check-prefix=LINES
// LINES: 600000

cuda_tile.module @m {
  entry @spin() {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%i = %c0) : tile<i32> -> tile<i32> {
      %n = addi %i, %c1 : tile<i32>
      continue %n : tile<i32>
    }
    return
  }

  entry @count() {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %cn = constant <i32: 600000> : tile<i32>
    %r = for %j in (%c0 to %cn, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %n = addi %a, %c1 : tile<i32>
      continue %n : tile<i32>
    }
    return
  }

  entry @small() {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %n = addi %bx, %c1 : tile<i32>
    return
  }
}
