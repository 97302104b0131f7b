// tile-reduce shrinks a module with several entries, dead ops and a loop
// while an `xori` still takes a result of a `for` (Inputs/xori-of-for.py).
// By hand, the smallest module the Tile IR reductions reach: only @kernel
// (the other entries and the global are not needed), the loop cut to one
// iteration (upper bound = lower bound 0 + step 1, the step value itself),
// its body's sum replaced by a zero constant, and everything after the
// xori (the addi, the store, the print and their tokens) erased.
//
// RUN: tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/xori-of-for.py' \
// RUN:   -o %t 2> %t.err
// RUN: FileCheck %s < %t
// The verifier errors of rejected candidates are not shown.
// RUN: FileCheck --allow-empty --check-prefix=STDERR %s < %t.err
// STDERR-NOT: error
// The result is valid Tile IR and still interesting (the script exits 1).
// RUN: tile-opt %t > /dev/null
// RUN: not %S/Inputs/xori-of-for.py %t
// Composed with an optimization pass first, as mlir-reduce allows; the
// pass's result is only kept where it is smaller and still interesting.
// RUN: tile-reduce %s --opt-reduction-pass='opt-pass=symbol-dce test=%S/Inputs/xori-of-for.py' \
// RUN:   --reduction-tree='traversal-mode=0 test=%S/Inputs/xori-of-for.py' 2>/dev/null \
// RUN:   | FileCheck %s
// The input is larger and was interesting to begin with.
// RUN: not %S/Inputs/xori-of-for.py %s
// RUN: FileCheck --check-prefix=INPUT %s < %s
// INPUT: @unrelated
// INPUT: muli

// CHECK-NOT:   global
// CHECK-NOT:   @unrelated
// CHECK-LABEL: entry @kernel(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
// CHECK-NEXT:    %[[C0:.*]] = constant <i32: 0> : tile<i32>
// CHECK-NEXT:    %[[C1:.*]] = constant <i32: 1> : tile<i32>
// CHECK-NEXT:    %[[FOR:.*]] = for %{{.*}} in (%[[C0]] to %[[C1]], step %[[C1]]) : tile<i32> iter_values(%{{.*}} = %arg1) -> (tile<i32>) {
// CHECK-NEXT:      %[[ZERO:.*]] = constant <i32: 0> : tile<i32>
// CHECK-NEXT:      continue %[[ZERO]] : tile<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    xori %[[FOR]], %arg1 : tile<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT: }
// CHECK-NOT:   entry
// CHECK-NOT:   muli
// CHECK-NOT:   store_ptr_tko
// CHECK-NOT:   print_tko

cuda_tile.module @m {
  global @table <i32: [1, 2, 3, 4]> : tile<4xi32>
  entry @unrelated(%p: tile<ptr<i32>>) {
    %c7 = constant <i32: 7> : tile<i32>
    %t0 = make_token : token
    %t1 = store_ptr_tko weak %p, %c7 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @kernel(%p: tile<ptr<i32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %unused = muli %n, %c16 : tile<i32>
    %sum = for %i in (%c0 to %c16, step %c1) : tile<i32> iter_values(%acc = %n) -> (tile<i32>) {
      %sq = muli %i, %i : tile<i32>
      %next = addi %acc, %sq : tile<i32>
      continue %next : tile<i32>
    }
    %mixed = xori %sum, %n : tile<i32>
    %shifted = addi %mixed, %c1 : tile<i32>
    %t0 = make_token : token
    %t1 = store_ptr_tko weak %p, %shifted token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %t2 = print_tko "%d\0A", %shifted token=%t1 : tile<i32> -> token
    return
  }
  entry @also_unrelated(%q: tile<ptr<i32>>) {
    %tab = get_global @table : tile<ptr<i32>>
    %t0 = make_token : token
    %v, %t1 = load_ptr_tko weak %tab token=%t0 : tile<ptr<i32>> -> tile<i32>, token
    %t2 = store_ptr_tko weak %q, %v token=%t1 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
