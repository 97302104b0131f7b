// A `for` with a non-zero lower bound is cut to one iteration by a new
// upper bound constant: 4 + 2 = 6 (the old bound 1000 goes with its only
// use). The loop's body and the unrelated ops are erased.
//
// RUN: tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/has-for.sh' 2>/dev/null \
// RUN:   | FileCheck %s
// RUN: not %S/Inputs/has-for.sh %s

// CHECK-LABEL: entry @k(
// CHECK-DAG:     %[[C4:.*]] = constant <i32: 4> : tile<i32>
// CHECK-DAG:     %[[C2:.*]] = constant <i32: 2> : tile<i32>
// CHECK-DAG:     %[[C6:.*]] = constant <i32: 6> : tile<i32>
// CHECK:         for %{{.*}} in (%[[C4]] to %[[C6]], step %[[C2]]) : tile<i32> {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NOT:     1000
// CHECK-NOT:     print_tko

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %c4 = constant <i32: 4> : tile<i32>
    %c1000 = constant <i32: 1000> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %m = muli %n, %n : tile<i32>
    for %i in (%c4 to %c1000, step %c2) : tile<i32> {
      %t = print_tko "%d\0A", %i : tile<i32> -> token
      continue
    }
    %t = print_tko "%d\0A", %m : tile<i32> -> token
    return
  }
}
