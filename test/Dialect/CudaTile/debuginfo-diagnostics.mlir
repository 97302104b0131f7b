// Diagnostics at di_loc locations name the source position the di_loc
// records, and an inlined op's call sites as "called from" notes, in every
// tool: MLIR's SourceMgrDiagnosticHandler (LLVM 22) shows the first file
// position nested in a location attribute it has no case for, and a note
// per caller of a callsite location (docs/debugging.md, "Source
// locations"). Positions by hand from the loc(...) below.
//
// RUN: not tile-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefixes=CHECK,NAMED
// RUN: not tile-translate --mlir-to-cudatilebc %s --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,NAMED
// tile-run reads both modules as one and reports both errors.
// RUN: not tile-run %s 2>&1 | FileCheck %s --check-prefixes=CHECK,NAMED
// CHECK:      lib.py:7:3: error: 'cuda_tile.addi' op requires the same type for all operands and results
// CHECK-NEXT: k.py:3:5: note: called from
// CHECK-NEXT: main.py:9:1: note: called from
// CHECK-NEXT: lib.py:7:3: note: see current operation
//
// The same for an op located by a plain di_loc, behind a name.
// NAMED: k.py:12:4: error: 'cuda_tile.addi' op requires the same type for all operands and results
// NAMED-NOT: called from

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 1>
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":2:1) in #sp>)
    %d = "cuda_tile.addi"(%c, %c) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(callsite(#cuda_tile.di_loc<loc("lib.py":7:3) in #sp> at callsite(#cuda_tile.di_loc<loc("k.py":3:5) in #sp> at #cuda_tile.di_loc<loc("main.py":9:1) in #sp>)))
    return loc(#cuda_tile.di_loc<loc("k.py":4:1) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}

// -----

#file2 = #cuda_tile.di_file<"k.py" in "/src">
#cu2 = #cuda_tile.di_compile_unit<file = #file2>
#sp2 = #cuda_tile.di_subprogram<file = #file2, line = 10, name = "k", linkageName = "k", compileUnit = #cu2, scopeLine = 10>
cuda_tile.module @m2 {
  entry @k() {
    %c = constant <i32: 0> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":11:1) in #sp2>)
    %d = "cuda_tile.addi"(%c, %c) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc("sum"(#cuda_tile.di_loc<loc("k.py":12:4) in #sp2>))
    return loc(#cuda_tile.di_loc<loc("k.py":13:1) in #sp2>)
  } loc(#cuda_tile.di_loc<loc("k.py":10:1) in #sp2>)
}
