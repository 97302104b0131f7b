// The fault reported is the first faulting block's in grid order, whatever
// the thread count and the engine. Block 0 works for a while and stays in
// bounds; every other block reads out of bounds. With two threads, blocks
// after 1 fault while block 0 still runs; block 1 (claimed by the thread
// that runs block 0) must still run and be reported. 50 runs of each
// configuration give one message (addresses aside), naming block 1.
//
// RUN: for t in 1 2; do for e in interp jit; do for i in $(seq 50); do \
// RUN:   not %tile_run_one %s --entry e --grid 64 --threads $t --engine $e zeros:16 2>&1 | head -n 1; \
// RUN: done; done; done | sed -e 's/0x[0-9a-f]*/ADDR/' | sort | uniq -c | FileCheck %s --implicit-check-not=error
// CHECK: {{^ *}}200 tile-run: error: {{.*}}first-fault.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'cuda_tile.load_ptr_tko' out-of-bounds load: address ADDR, 192 bytes past the end of argument 0 (zeros:16) (64 bytes) in tile block (1, 0, 0)
//
// Blocks on fibers report the first block too, though block 1 faults last.
// RUN: for t in 1 2; do for e in interp jit; do for i in $(seq 10); do \
// RUN:   not %tile_run_one %s --entry waits --grid 64 --threads $t --engine $e zeros:16 2>&1 | head -n 1; \
// RUN: done; done; done | sed -e 's/0x[0-9a-f]*/ADDR/' | sort | uniq -c | FileCheck %s --check-prefix=WAITS --implicit-check-not=error
// WAITS: {{^ *}}40 tile-run: error: {{.*}} in tile block (1, 0, 0)

cuda_tile.module @first_fault {
  entry @e(%buf: tile<ptr<i32>>) {
    %b, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %work = constant <i32: 20000> : tile<i32>
    %is0 = cmpi equal %b, %c0, signed : tile<i32> -> tile<i1>
    %n = select %is0, %work, %c0 : tile<i1>, tile<i32>
    %acc = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %x = xori %a, %i : tile<i32>
      %m = muli %x, %c64 : tile<i32>
      continue %m : tile<i32>
    }
    %at = muli %b, %c64 : tile<i32>
    %p = offset %buf, %at : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %s = addi %v, %acc : tile<i32>
    %t2 = store_ptr_tko weak %buf, %s : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Blocks with atomics, which run on fibers and step aside at them: block
  // 1 does 2,000 atomics before its out-of-bounds read, the blocks after it
  // fault at once.
  entry @waits(%buf: tile<ptr<i32>>) {
    %b, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %work = constant <i32: 2000> : tile<i32>
    %is1 = cmpi equal %b, %c1, signed : tile<i32> -> tile<i1>
    %n = select %is1, %work, %c0 : tile<i1>, tile<i32>
    %acc = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %old, %ta = atomic_rmw_tko relaxed device %buf, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %x = xori %a, %old : tile<i32>
      continue %x : tile<i32>
    }
    %at = muli %b, %c64 : tile<i32>
    %p = offset %buf, %at : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %s = addi %v, %acc : tile<i32>
    %t2 = store_ptr_tko weak %buf, %s : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
