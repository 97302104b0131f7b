// Source locations of a module read from bytecode: the writer keeps di_loc
// and call-site locations, so a --check report, a runtime error of either
// engine and --trace-at name the positions below (docs/debugging.md,
// "Source locations"); the values by hand.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-translate --mlir-to-cudatilebc %s -o %t/m.tileirbc
// RUN: not tile-run %t/m.tileirbc --entry div --check 7 0 2>&1 | FileCheck %s --check-prefix=DIV
// DIV:      tile-run: error: lib.py:7:3: error: 'cuda_tile.divi' --check: division by zero or MIN / -1 at element [] (lhs 7, rhs 0, as unsigned bits) in tile block (0, 0, 0)
// DIV-NEXT: k.py:3:5: note: called from
// DIV-NEXT: main.py:9:1: note: called from
// DIV-NOT: {{.}}
//
// RUN: tile-run %t/m.tileirbc --entry div --trace-at main.py:9 7 2 2>&1 | FileCheck %s --check-prefix=AT
// AT:      --- tile block (0, 0, 0)
// AT-NEXT: lib.py:7:3 (called from k.py:3:5, called from main.py:9:1): cuda_tile.divi
// AT-NEXT:   #0: tile<i32> min=3 max=3 [3]
// AT-NOT: {{.}}
//
// The store one element past the buffer, on both engines.
// RUN: not tile-run %t/m.tileirbc --entry oob zeros:1 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not tile-run %t/m.tileirbc --entry oob --engine interp zeros:1 2>&1 | FileCheck %s --check-prefix=OOB
// OOB:      tile-run: error: helpers.py:12:9: error: 'cuda_tile.store_ptr_tko' out-of-bounds store
// OOB-NEXT: k.py:41:5: note: called from
// OOB-NOT: {{.}}

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "div", linkageName = "div", compileUnit = #cu, scopeLine = 1>
#sp_oob = #cuda_tile.di_subprogram<file = #file, line = 40, name = "oob", linkageName = "oob", compileUnit = #cu, scopeLine = 40>
#block = #cuda_tile.di_lexical_block<scope = #sp_oob, file = #file, line = 41, column = 1>
cuda_tile.module @m {
  entry @div(%a: tile<i32>, %b: tile<i32>) {
    %q = divi %a, %b signed : tile<i32> loc(callsite(#cuda_tile.di_loc<loc("lib.py":7:3) in #sp> at callsite(#cuda_tile.di_loc<loc("k.py":3:5) in #sp> at #cuda_tile.di_loc<loc("main.py":9:1) in #sp>)))
    return loc(#cuda_tile.di_loc<loc("k.py":2:1) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)

  entry @oob(%buf: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":41:1) in #block>)
    %p = offset %buf, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>> loc(#cuda_tile.di_loc<loc("k.py":41:2) in #block>)
    %s = store_ptr_tko weak %p, %c1 : tile<ptr<i32>>, tile<i32> -> token loc(callsite(#cuda_tile.di_loc<loc("helpers.py":12:9) in #block> at #cuda_tile.di_loc<loc("k.py":41:5) in #block>))
    return loc(#cuda_tile.di_loc<loc("k.py":42:1) in #sp_oob>)
  } loc(#cuda_tile.di_loc<loc("k.py":40:1) in #sp_oob>)
}
