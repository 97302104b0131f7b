// What the interestingness script prints on standard output goes to
// standard error: the reduced module on standard output is the module
// alone, and so is the -o file.
//
// RUN: tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/chatty-has-print.sh' 2>%t.err > %t.out
// RUN: FileCheck %s --check-prefix=OUT --implicit-check-not=chatty < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/chatty-has-print.sh' -o %t.mlir 2>/dev/null | count 0
// RUN: FileCheck %s --check-prefix=OUT --implicit-check-not=chatty < %t.mlir
// RUN: tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/chatty-has-print.sh' -o - 2>/dev/null | FileCheck %s --check-prefix=OUT --implicit-check-not=chatty
// OUT: cuda_tile.module @m
// OUT: print_tko
// ERR: chatty script output

cuda_tile.module @m {
  entry @e() {
    %c = constant <i32: 7> : tile<i32>
    %d = addi %c, %c : tile<i32>
    %t = print_tko "%d\n", %d : tile<i32> -> token
    return
  }
}
