// Entry arguments without uses are erased. The reduction tree visits the
// cuda_tile.module (where the entry and its signature are) before the
// entry's body, so arguments that lose their last use while the body is
// reduced go in a second run of the tree.
//
// One run: %p and %f have no uses and go at once; inside the body the
// `addi` becomes a zero constant and the `muli` that only fed it goes,
// which leaves %n unused.
// RUN: tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/has-print.sh' 2>/dev/null \
// RUN:   | FileCheck --check-prefix=ONE %s
// ONE:      entry @k(%[[N:.*]]: tile<i32>) {
// ONE-NEXT:   %[[Z:.*]] = constant <i32: 0> : tile<i32>
// ONE-NEXT:   %{{.*}} = print_tko "%d\0A", %[[Z]] : tile<i32> -> token
// ONE-NEXT:   return
//
// Two runs: %n goes too.
// RUN: tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/has-print.sh' \
// RUN:   --reduction-tree='traversal-mode=0 test=%S/Inputs/has-print.sh' 2>/dev/null \
// RUN:   | FileCheck --check-prefix=TWO %s
// TWO:      entry @k() {
// TWO-NEXT:   %[[Z:.*]] = constant <i32: 0> : tile<i32>
// TWO-NEXT:   %{{.*}} = print_tko "%d\0A", %[[Z]] : tile<i32> -> token
// TWO-NEXT:   return
// RUN: not %S/Inputs/has-print.sh %s

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %n: tile<i32>, %f: tile<f32>) {
    %x = muli %n, %n : tile<i32>
    %y = addi %x, %x : tile<i32>
    %t = print_tko "%d\0A", %y : tile<i32> -> token
    return
  }
}
