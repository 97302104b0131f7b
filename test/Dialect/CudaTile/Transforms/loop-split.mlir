// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.entry(loop-split)))' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=3})))' | FileCheck %s --check-prefix=T3
//
// loop-split as NVIDIA's cuda-tile 13.3 does it (the outputs checked here are
// the reference's, byte for byte, where it succeeds; the cases it gets wrong
// say so).

// The then branch runs from x + 1 on: the split point is 32 + 1.
cuda_tile.module @greater_than {
  entry @k(%p: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %r = for %i in (%c0 to %c128, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi greater_than %i, %c32, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %m = muli %i, %c128 : tile<i32>
        yield %m : tile<i32>
      } else {
        yield %i : tile<i32>
      }
      %n = addi %acc, %v : tile<i32>
      continue %n : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @greater_than {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_32_i32 = constant <i32: 32> : tile<i32>
// CHECK-NEXT: %cst_128_i32 = constant <i32: 128> : tile<i32>
// CHECK-NEXT: %cst_1_i32_0 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %0 = addi %cst_32_i32, %cst_1_i32_0 : tile<i32>
// CHECK-NEXT: %1 = mini %0, %cst_128_i32 signed : tile<i32>
// CHECK-NEXT: %2 = maxi %0, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %4 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_1 = for %loopIdx in (%2 to %cst_128_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: %4 = muli %loopIdx, %cst_128_i32 : tile<i32>
// CHECK-NEXT: %5 = addi %iterArg0, %4 : tile<i32>
// CHECK-NEXT: continue %5 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = store_ptr_tko weak %arg0, %for_1 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// x <= iv, the induction variable on the right: iv >= x, split at x; a
// step of 2: the split point moves onto the loop's grid.
cuda_tile.module @iv_on_right_step_2 {
  entry @k(%p: tile<ptr<i64>>, %x: tile<i64>) {
    %c0 = constant <i64: 0> : tile<i64>
    %c2 = constant <i64: 2> : tile<i64>
    %c100 = constant <i64: 100> : tile<i64>
    %r = for %i in (%c0 to %c100, step %c2) : tile<i64> iter_values(%acc = %c0) -> (tile<i64>) {
      %c = cmpi less_than_or_equal %x, %i, signed : tile<i64> -> tile<i1>
      %v = if %c -> (tile<i64>) {
        yield %x : tile<i64>
      } else {
        %d = subi %acc, %i : tile<i64>
        yield %d : tile<i64>
      }
      continue %v : tile<i64>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @iv_on_right_step_2 {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i64>>, %arg1: tile<i64>) {
// CHECK-NEXT: %cst_0_i64 = constant <i64: 0> : tile<i64>
// CHECK-NEXT: %cst_2_i64 = constant <i64: 2> : tile<i64>
// CHECK-NEXT: %cst_100_i64 = constant <i64: 100> : tile<i64>
// CHECK-NEXT: %0 = subi %arg1, %cst_0_i64 : tile<i64>
// CHECK-NEXT: %1 = divi %0, %cst_2_i64 signed rounding<positive_inf> : tile<i64>
// CHECK-NEXT: %2 = muli %1, %cst_2_i64 : tile<i64>
// CHECK-NEXT: %3 = addi %cst_0_i64, %2 : tile<i64>
// CHECK-NEXT: %4 = mini %3, %cst_100_i64 signed : tile<i64>
// CHECK-NEXT: %5 = maxi %3, %cst_0_i64 signed : tile<i64>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i64 to %4, step %cst_2_i64) : tile<i64> iter_values(%iterArg0 = %cst_0_i64) -> (tile<i64>) {
// CHECK-NEXT: %7 = subi %iterArg0, %loopIdx : tile<i64>
// CHECK-NEXT: continue %7 : tile<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%5 to %cst_100_i64, step %cst_2_i64) : tile<i64> iter_values(%iterArg0 = %for) -> (tile<i64>) {
// CHECK-NEXT: continue %arg1 : tile<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i64>>, tile<i64> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// An unsigned loop splits on unsigned comparisons, with unsigned min/max.
cuda_tile.module @unsigned_loop {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for unsigned %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, unsigned : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @unsigned_loop {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 unsigned : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 unsigned : tile<i32>
// CHECK-NEXT: %for = for unsigned %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %3 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %3 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for unsigned %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: continue %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Not split: the comparison's signedness is not the loop's; equality.
cuda_tile.module @no_split {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %u = cmpi less_than %i, %x, unsigned : tile<i32> -> tile<i1>
      %e = cmpi equal %i, %x, signed : tile<i32> -> tile<i1>
      %a = if %u -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      %b = if %e -> (tile<i32>) {
        yield %a : tile<i32>
      } else {
        yield %i : tile<i32>
      }
      continue %b : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @no_split {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %1 = cmpi less_than %loopIdx, %arg1, unsigned : tile<i32> -> tile<i1>
// CHECK-NEXT: %2 = cmpi equal %loopIdx, %arg1, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %3 = if %1 -> (tile<i32>) {
// CHECK-NEXT: yield %loopIdx : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = if %2 -> (tile<i32>) {
// CHECK-NEXT: yield %3 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %loopIdx : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = store_ptr_tko weak %arg0, %for : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Not split: the bound is loop-carried, not invariant (the reference splits
// at it and uses a deleted value).
cuda_tile.module @loop_carried_bound {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r:2 = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0, %lim = %x) -> (tile<i32>, tile<i32>) {
      %l = cmpi greater_than %i, %lim, signed : tile<i32> -> tile<i1>
      %d = if %l -> (tile<i32>) {
        yield %i : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      %n = addi %lim, %c1 : tile<i32>
      continue %d, %n : tile<i32>, tile<i32>
    }
    %t = store_ptr_tko weak %p, %r#0 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @loop_carried_bound {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %for:2 = for %loopIdx in (%cst_0_i32 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32, %iterArg1 = %arg1) -> (tile<i32>, tile<i32>) {
// CHECK-NEXT: %1 = cmpi greater_than %loopIdx, %iterArg1, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %2 = if %1 -> (tile<i32>) {
// CHECK-NEXT: yield %loopIdx : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = addi %iterArg1, %cst_1_i32 : tile<i32>
// CHECK-NEXT: continue %2, %3 : tile<i32>, tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = store_ptr_tko weak %arg0, %for#0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A guarded store, an if without else (the reference crashes): the first
// loop keeps nothing of it, the second the store.
cuda_tile.module @if_without_else {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi greater_than_or_equal %i, %x, signed : tile<i32> -> tile<i1>
      if %c {
        %t = store_ptr_tko weak %p, %i : tile<ptr<i32>>, tile<i32> -> token
      }
      %n = addi %acc, %i : tile<i32>
      continue %n : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @if_without_else {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %3 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %3 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: %3 = store_ptr_tko weak %arg0, %loopIdx : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: %4 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A loop without loop-carried values (the reference writes a second
// continue: invalid IR).
cuda_tile.module @no_iter_values {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    for %i in (%c0 to %c64, step %c1) : tile<i32> {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        yield %c0 : tile<i32>
      } else {
        yield %i : tile<i32>
      }
      %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
      continue
    }
    return
  }
}

// CHECK-LABEL: cuda_tile.module @no_iter_values {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> {
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %cst_0_i32 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: }
// CHECK-NEXT: for %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> {
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %loopIdx : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A step that is not a constant (the reference crashes): the split point is
// aligned with the general formula.
cuda_tile.module @dynamic_step {
  entry @k(%p: tile<ptr<i32>>, %s: tile<i32>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %s) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        yield %acc : tile<i32>
      } else {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @dynamic_step {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = subi %arg2, %cst_0_i32 : tile<i32>
// CHECK-NEXT: %1 = divi %0, %arg1 signed rounding<positive_inf> : tile<i32>
// CHECK-NEXT: %2 = muli %1, %arg1 : tile<i32>
// CHECK-NEXT: %3 = addi %cst_0_i32, %2 : tile<i32>
// CHECK-NEXT: %4 = mini %3, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %5 = maxi %3, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %4, step %arg1) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: continue %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%5 to %cst_64_i32, step %arg1) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: %7 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %7 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Other uses of the comparison become its value in each loop; a branch that
// continues ends the iteration there.
cuda_tile.module @other_uses_and_continue {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %s = select %c, %i, %acc : tile<i1>, tile<i32>
      if %c {
        continue %s : tile<i32>
      } else {
        %t = store_ptr_tko weak %p, %s : tile<ptr<i32>>, tile<i32> -> token
      }
      %n = addi %acc, %s : tile<i32>
      continue %n : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @other_uses_and_continue {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %true = constant <i1: true> : tile<i1>
// CHECK-NEXT: %3 = select %true, %loopIdx, %iterArg0 : tile<i1>, tile<i32>
// CHECK-NEXT: continue %3 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: %false = constant <i1: false> : tile<i1>
// CHECK-NEXT: %3 = select %false, %loopIdx, %iterArg0 : tile<i1>, tile<i32>
// CHECK-NEXT: %4 = store_ptr_tko weak %arg0, %3 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: %5 = addi %iterArg0, %3 : tile<i32>
// CHECK-NEXT: continue %5 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Nested loops: the comparison of the outer induction variable with the
// inner one (unsigned loop, signed comparison: no inner split) does not
// split the outer loop (the reference splits it at a value defined inside
// it); the one with an invariant does.
cuda_tile.module @nested {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %r = for %i in (%c0 to %c8, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %inner = for unsigned %j in (%c0 to %c8, step %c1) : tile<i32> iter_values(%b = %acc) -> (tile<i32>) {
        %c = cmpi less_than %i, %j, signed : tile<i32> -> tile<i1>
        %v = if %c -> (tile<i32>) {
          yield %j : tile<i32>
        } else {
          yield %b : tile<i32>
        }
        continue %v : tile<i32>
      }
      %d = cmpi greater_than %i, %x, signed : tile<i32> -> tile<i1>
      %w = if %d -> (tile<i32>) {
        yield %inner : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %w : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @nested {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_8_i32 = constant <i32: 8> : tile<i32>
// CHECK-NEXT: %cst_1_i32_0 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %0 = addi %arg1, %cst_1_i32_0 : tile<i32>
// CHECK-NEXT: %1 = mini %0, %cst_8_i32 signed : tile<i32>
// CHECK-NEXT: %2 = maxi %0, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %for_2 = for unsigned %loopIdx_3 in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_4 = %iterArg0) -> (tile<i32>) {
// CHECK-NEXT: %4 = cmpi less_than %loopIdx, %loopIdx_3, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %5 = if %4 -> (tile<i32>) {
// CHECK-NEXT: yield %loopIdx_3 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0_4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %5 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_1 = for %loopIdx in (%2 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: %for_2 = for unsigned %loopIdx_3 in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_4 = %iterArg0) -> (tile<i32>) {
// CHECK-NEXT: %4 = cmpi less_than %loopIdx, %loopIdx_3, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %5 = if %4 -> (tile<i32>) {
// CHECK-NEXT: yield %loopIdx_3 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0_4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %5 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %for_2 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = store_ptr_tko weak %arg0, %for_1 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// split-threshold and the cuda_tile.loop_split hint: a one-op branch does
// not split at threshold 3 unless it holds a heavy op (a load); a hint of 0
// on the if turns splitting off for it.
cuda_tile.module @threshold {
  entry @light(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @heavy(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %l, %tok = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
        yield %l : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// T3-LABEL: entry @light
// T3-COUNT-1: = for 
// T3-NOT: = for 
// T3-LABEL: entry @heavy
// T3: %for = for
// T3: %for_0 = for

// CHECK-LABEL: cuda_tile.module @threshold {
// CHECK-NEXT: entry @light(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %3 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %3 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: continue %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: entry @heavy(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %result, %result_token = load_ptr_tko weak %arg0 : tile<ptr<i32>> -> tile<i32>, token
// CHECK-NEXT: continue %result : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: continue %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// An unsigned loop whose step is not a power of two: the split point is
// raised to the lower bound before it is aligned (the reference aligns a
// wrapped distance: with %x = 9 its loops compute 48020, not 168070).
cuda_tile.module @unsigned_step_7 {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c10 = constant <i32: 10> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %c40 = constant <i32: 40> : tile<i32>
    %r = for unsigned %i in (%c10 to %c40, step %c7) : tile<i32> iter_values(%acc = %c10) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, unsigned : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      } else {
        %m = muli %acc, %c7 : tile<i32>
        yield %m : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @unsigned_step_7 {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_10_i32 = constant <i32: 10> : tile<i32>
// CHECK-NEXT: %cst_7_i32 = constant <i32: 7> : tile<i32>
// CHECK-NEXT: %cst_40_i32 = constant <i32: 40> : tile<i32>
// CHECK-NEXT: %0 = maxi %arg1, %cst_10_i32 unsigned : tile<i32>
// CHECK-NEXT: %1 = subi %0, %cst_10_i32 : tile<i32>
// CHECK-NEXT: %2 = divi %1, %cst_7_i32 unsigned rounding<positive_inf> : tile<i32>
// CHECK-NEXT: %3 = muli %2, %cst_7_i32 : tile<i32>
// CHECK-NEXT: %4 = addi %cst_10_i32, %3 : tile<i32>
// CHECK-NEXT: %5 = mini %4, %cst_40_i32 unsigned : tile<i32>
// CHECK-NEXT: %6 = maxi %4, %cst_10_i32 unsigned : tile<i32>
// CHECK-NEXT: %for = for unsigned %loopIdx in (%cst_10_i32 to %5, step %cst_7_i32) : tile<i32> iter_values(%iterArg0 = %cst_10_i32) -> (tile<i32>) {
// CHECK-NEXT: %8 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %8 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for unsigned %loopIdx in (%6 to %cst_40_i32, step %cst_7_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: %8 = muli %iterArg0, %cst_7_i32 : tile<i32>
// CHECK-NEXT: continue %8 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// The cuda_tile.loop_split hint on an if, a for or the function overrides
// split-threshold, the innermost first: 0 on the if keeps its loop (a load
// would split it otherwise); 1 on the loop splits it at threshold 3.
cuda_tile.module @hints {
  entry @hint_off(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %l, %tok = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
        yield %l : tile<i32>
      } else {
        yield %acc : tile<i32>
      } {cuda_tile.loop_split = 0 : i64}
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @hint_on_loop(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    } {cuda_tile.loop_split = 1 : i64}
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @hints
// CHECK-LABEL: entry @hint_off
// CHECK-COUNT-1: = for 
// CHECK-NOT: = for 
// CHECK-LABEL: entry @hint_on_loop
// CHECK: %for = for
// CHECK: %for_0 = for
// T3-LABEL: entry @hint_on_loop
// T3: %for = for
// T3: %for_0 = for

// -----

// An if on the comparison nested in another if: the comparison stays (as a
// constant in each loop) and the inner if is copied whole.
cuda_tile.module @nested_if {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>, %y: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi greater_than_or_equal %i, %x, signed : tile<i32> -> tile<i1>
      %d = cmpi less_than %acc, %y, signed : tile<i32> -> tile<i1>
      %v = if %d -> (tile<i32>) {
        %w = if %c -> (tile<i32>) {
          %a = addi %acc, %i : tile<i32>
          yield %a : tile<i32>
        } else {
          yield %acc : tile<i32>
        }
        yield %w : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @nested_if {
// CHECK-NEXT: entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %false = constant <i1: false> : tile<i1>
// CHECK-NEXT: %3 = cmpi less_than %iterArg0, %arg2, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %4 = if %3 -> (tile<i32>) {
// CHECK-NEXT: %5 = if %false -> (tile<i32>) {
// CHECK-NEXT: %6 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: yield %6 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: yield %5 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: %true = constant <i1: true> : tile<i1>
// CHECK-NEXT: %3 = cmpi less_than %iterArg0, %arg2, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %4 = if %3 -> (tile<i32>) {
// CHECK-NEXT: %5 = if %true -> (tile<i32>) {
// CHECK-NEXT: %6 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: yield %6 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: yield %5 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// The inlined branch holds an if and a loop of its own; the if on the
// outer induction variable inside an inner loop splits the outer loop.
cuda_tile.module @inner_structure {
  entry @branch_with_if(%p: tile<ptr<i32>>, %x: tile<i32>, %y: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %r = for %i in (%c0 to %c8, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %d = cmpi less_than %acc, %y, signed : tile<i32> -> tile<i1>
        %w = if %d -> (tile<i32>) {
          %a = addi %acc, %i : tile<i32>
          yield %a : tile<i32>
        } else {
          yield %acc : tile<i32>
        }
        %s = for %j in (%c0 to %c8, step %c1) : tile<i32> iter_values(%b = %w) -> (tile<i32>) {
          %e = addi %b, %j : tile<i32>
          continue %e : tile<i32>
        }
        yield %s : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @if_in_inner_loop(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %r = for %i in (%c0 to %c8, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %s = for unsigned %j in (%c0 to %c8, step %c1) : tile<i32> iter_values(%b = %acc) -> (tile<i32>) {
        %c = cmpi greater_than %i, %x, signed : tile<i32> -> tile<i1>
        %v = if %c -> (tile<i32>) {
          %e = addi %b, %j : tile<i32>
          yield %e : tile<i32>
        } else {
          yield %b : tile<i32>
        }
        continue %v : tile<i32>
      }
      continue %s : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @inner_structure {
// CHECK-NEXT: entry @branch_with_if(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_8_i32 = constant <i32: 8> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_8_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %3 = cmpi less_than %iterArg0, %arg2, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %4 = if %3 -> (tile<i32>) {
// CHECK-NEXT: %5 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: yield %5 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_1 = for %loopIdx_2 in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_3 = %4) -> (tile<i32>) {
// CHECK-NEXT: %5 = addi %iterArg0_3, %loopIdx_2 : tile<i32>
// CHECK-NEXT: continue %5 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %for_1 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%1 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: continue %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: entry @if_in_inner_loop(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_8_i32 = constant <i32: 8> : tile<i32>
// CHECK-NEXT: %cst_1_i32_0 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %0 = addi %arg1, %cst_1_i32_0 : tile<i32>
// CHECK-NEXT: %1 = mini %0, %cst_8_i32 signed : tile<i32>
// CHECK-NEXT: %2 = maxi %0, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %for_2 = for unsigned %loopIdx_3 in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_4 = %iterArg0) -> (tile<i32>) {
// CHECK-NEXT: %4 = cmpi greater_than %loopIdx, %arg1, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %5 = if %4 -> (tile<i32>) {
// CHECK-NEXT: %6 = addi %iterArg0_4, %loopIdx_3 : tile<i32>
// CHECK-NEXT: yield %6 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0_4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %5 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %for_2 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_1 = for %loopIdx in (%2 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: %for_2 = for unsigned %loopIdx_3 in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_4 = %iterArg0) -> (tile<i32>) {
// CHECK-NEXT: %4 = cmpi greater_than %loopIdx, %arg1, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %5 = if %4 -> (tile<i32>) {
// CHECK-NEXT: %6 = addi %iterArg0_4, %loopIdx_3 : tile<i32>
// CHECK-NEXT: yield %6 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0_4 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %5 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %for_2 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = store_ptr_tko weak %arg0, %for_1 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Hints: 0 on the function with 1 on the loop splits; 0 on the loop with 1
// on the if splits; 0 on the function alone does not.
cuda_tile.module @hint_levels {
  entry @function_off(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  } {cuda_tile.loop_split = 0 : i64}
  entry @function_off_loop_on(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    } {cuda_tile.loop_split = 1 : i64}
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  } {cuda_tile.loop_split = 0 : i64}
  entry @loop_off_if_on(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %i in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      } else {
        yield %acc : tile<i32>
      } {cuda_tile.loop_split = 1 : i64}
      continue %v : tile<i32>
    } {cuda_tile.loop_split = 0 : i64}
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// CHECK-LABEL: cuda_tile.module @hint_levels {
// CHECK-NEXT: entry @function_off(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %1 = cmpi less_than %loopIdx, %arg1, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %2 = if %1 -> (tile<i32>) {
// CHECK-NEXT: %3 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: yield %3 : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: continue %2 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = store_ptr_tko weak %arg0, %for : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: } {cuda_tile.loop_split = 0 : i64}
// CHECK-NEXT: entry @function_off_loop_on(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %3 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %3 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: continue %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: } {cuda_tile.loop_split = 0 : i64}
// CHECK-NEXT: entry @loop_off_if_on(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %cst_64_i32 = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %0 = mini %arg1, %cst_64_i32 signed : tile<i32>
// CHECK-NEXT: %1 = maxi %arg1, %cst_0_i32 signed : tile<i32>
// CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT: %3 = addi %iterArg0, %loopIdx : tile<i32>
// CHECK-NEXT: continue %3 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %for_0 = for %loopIdx in (%1 to %cst_64_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for) -> (tile<i32>) {
// CHECK-NEXT: continue %iterArg0 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = store_ptr_tko weak %arg0, %for_0 : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }
