// A missing, non-executable or absent interestingness script, an input the
// script does not find interesting, a script that dies, a bad option and a
// bad or missing input all end with a clear message and exit status 1
// (`not` fails on a crash).
//
// RUN: not tile-reduce %s --reduction-tree='traversal-mode=0 test=%t.missing' 2>&1 \
// RUN:   | FileCheck --check-prefix=MISSING %s
// MISSING: tile-reduce: error: interestingness script '{{.*}}.missing' of 'reduction-tree' does not exist
//
// RUN: not tile-reduce %s --reduction-tree='traversal-mode=0 test=%s' 2>&1 \
// RUN:   | FileCheck --check-prefix=NOT-EXECUTABLE %s
// NOT-EXECUTABLE: tile-reduce: error: interestingness script '{{.*}}errors.mlir' of 'reduction-tree' is not executable
//
// RUN: not tile-reduce %s --reduction-tree='traversal-mode=0' 2>&1 \
// RUN:   | FileCheck --check-prefix=NO-SCRIPT %s
// NO-SCRIPT: tile-reduce: error: 'reduction-tree' needs an interestingness script
//
// RUN: not tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/never-interesting.sh' 2>&1 \
// RUN:   | FileCheck --check-prefix=UNINTERESTING %s
// UNINTERESTING: warning: uninterested module will not be reduced
// UNINTERESTING: tile-reduce: error: reduction failed
//
// RUN: not tile-reduce %s --opt-reduction-pass='opt-pass=canonicalize test=%S/Inputs/never-interesting.sh' 2>&1 \
// RUN:   | FileCheck --check-prefix=OPT-UNINTERESTING %s
// OPT-UNINTERESTING: error:
// OPT-UNINTERESTING-NEXT: the original input is not interested
// OPT-UNINTERESTING: tile-reduce: error: reduction failed
//
// RUN: not tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/crashing.sh' 2>&1 \
// RUN:   | FileCheck --check-prefix=CRASHING %s
// CRASHING: Error running interestingness test: Segmentation fault
//
// RUN: not tile-reduce %s --reduction-tree='traversal-mode=7 test=%S/Inputs/never-interesting.sh' 2>&1 \
// RUN:   | FileCheck --check-prefix=MODE %s
// MODE: error: unsupported traversal mode detected
// MODE: tile-reduce: error: reduction failed
//
// An input that does not parse is reported where it fails.
// RUN: not tile-reduce %S/Inputs/malformed.mlir --reduction-tree='traversal-mode=0 test=%S/Inputs/never-interesting.sh' 2>&1 \
// RUN:   | FileCheck --check-prefix=MALFORMED %s
// MALFORMED: malformed.mlir":3:{{[0-9]+}}): error: expected SSA operand
// MALFORMED: tile-reduce: error: reduction failed
//
// RUN: not tile-reduce %t.no-input.mlir --reduction-tree='traversal-mode=0 test=%S/Inputs/never-interesting.sh' 2>&1 \
// RUN:   | FileCheck --check-prefix=NO-INPUT %s
// NO-INPUT: cannot open input file '{{.*}}no-input.mlir'

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %c1 = constant <i32: 1> : tile<i32>
    %sum = addi %n, %c1 : tile<i32>
    return
  }
}
