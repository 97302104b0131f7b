// Source locations (docs/debugging.md, "Source locations"): runtime errors,
// --check reports, --trace, --trace-at, --dump-at and --print-locations name
// the position a di_loc records, follow names and fused locations, and show
// the call sites of an inlined op. Every position below is read off the
// loc(...) attributes of this file; the values by hand.
//
// RUN: rm -rf %t && mkdir -p %t
//
// @div: q = a / b with a callsite chain lib.py:7:3 <- k.py:3:5 <- main.py:9:1.
// Division by zero under --check: the callee's position, then one note per
// caller, innermost first (from bytecode: source-locations-bytecode.mlir).
// RUN: not tile-run %s --entry div --check 7 0 2>&1 | FileCheck %s --check-prefix=DIV
// DIV:      tile-run: error: lib.py:7:3: error: 'cuda_tile.divi' --check: division by zero or MIN / -1 at element [] (lhs 7, rhs 0, as unsigned bits) in tile block (0, 0, 0)
// DIV-NEXT: k.py:3:5: note: called from
// DIV-NEXT: main.py:9:1: note: called from
// DIV-NOT: {{.}}
//
// --trace: one line per op, the chain in parentheses; unknown where an op
// records no position.
// RUN: tile-run %s --entry div --trace 7 2 2>&1 | FileCheck %s --check-prefix=TRACE
// TRACE:      --- tile block (0, 0, 0)
// TRACE-NEXT: lib.py:7:3 (called from k.py:3:5, called from main.py:9:1): cuda_tile.divi
// TRACE-NEXT:   #0: tile<i32> min=3 max=3 [3]
// TRACE-NEXT: <unknown location>: cuda_tile.make_token
// TRACE-NEXT:   #0: token
// TRACE-NEXT: /src/k.py:5:1: cuda_tile.print_tko
// TRACE-NEXT:   #0: token
// TRACE-NEXT: k.py:1:1: cuda_tile.return
//
// --trace-at matches a line of any frame of the chain: the op's own
// (lib.py:7) and its callers' (k.py:3, main.py:9). A file name matches a
// path that ends in it (k.py matches /src/k.py).
// RUN: tile-run %s --entry div --trace-at lib.py:7 7 2 2>&1 | FileCheck %s --check-prefix=AT
// RUN: tile-run %s --entry div --trace-at main.py:9 7 2 2>&1 | FileCheck %s --check-prefix=AT
// RUN: tile-run %s --entry div --trace-at k.py:3 7 2 2>&1 | FileCheck %s --check-prefix=AT
// AT:      --- tile block (0, 0, 0)
// AT-NEXT: lib.py:7:3 (called from k.py:3:5, called from main.py:9:1): cuda_tile.divi
// AT-NEXT:   #0: tile<i32> min=3 max=3 [3]
// AT-NOT: {{.}}
// RUN: tile-run %s --entry div --trace-at k.py:5 7 2 2>&1 | FileCheck %s --check-prefix=AT-PRINT
// AT-PRINT:      --- tile block (0, 0, 0)
// AT-PRINT-NEXT: /src/k.py:5:1: cuda_tile.print_tko
// AT-PRINT-NEXT:   #0: token
// AT-PRINT-NOT: {{.}}
// A line no frame is at is an error.
// RUN: not tile-run %s --entry div --trace-at k.py:4 7 2 2>&1 | FileCheck %s --check-prefix=NO-OP
// NO-OP: tile-run: error: --trace-at k.py:4: no op of @div is at this line
//
// --dump-at a caller's line writes the inlined op's result: 7 / 2 = 3.
// RUN: tile-run %s --entry div --dump-at main.py:9 -o %t/dump 7 2
// RUN: %python %testlib/npytool.py expect %t/dump/dump-9-b0_0_0-r0.npy "3"
//
// --print-locations: each line print_tko writes starts with the print's
// position, on both engines.
// RUN: tile-run %s --entry div --print-locations 7 2 | FileCheck %s --check-prefix=PRINT
// RUN: tile-run %s --entry div --engine interp --print-locations 7 2 | FileCheck %s --check-prefix=PRINT
// PRINT:      /src/k.py:5:1: q=3
// PRINT-NEXT: /src/k.py:5:1: end
// PRINT-NOT: {{.}}
// RUN: tile-run %s --entry div 7 2 | FileCheck %s --check-prefix=PLAIN
// PLAIN:      q=3
// PLAIN-NEXT: end
//
// @race: two stores of one element with no token between them; both ops
// named by their di_loc (the second through a name location).
// RUN: not tile-run %s --entry race --check zeros:1 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: tile-run: error: k.py:21:7: error: 'cuda_tile.store_ptr_tko' --check: data race (write-write): weak store at k.py:21:7 in tile block (0, 0, 0) and weak store at k.py:20:7 in tile block (0, 0, 0) access byte 0 of argument 0 (zeros:1) (4 bytes) (0x{{[0-9a-f]+}}) with no token order between them (same tile block) in tile block (0, 0, 0)
//
// @nan: 0 / 0 under --check=nan, located through a fused location (its
// first member with a position).
// RUN: not tile-run %s --entry nan --check=nan 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: tile-run: error: k.py:31:12: error: 'cuda_tile.divf' --check=nan: produced NaN at element [] from finite operands (lhs = 0, rhs = 0) in tile block (0, 0, 0)
//
// @oob: an out-of-bounds store, a runtime error of both engines (the
// engines' messages are compared), with an inlined chain.
// RUN: not tile-run %s --entry oob zeros:1 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not tile-run %s --entry oob --engine interp zeros:1 2>&1 | FileCheck %s --check-prefix=OOB
// OOB:      tile-run: error: helpers.py:12:9: error: 'cuda_tile.store_ptr_tko' out-of-bounds store
// OOB-NEXT: k.py:41:5: note: called from

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "div", linkageName = "div", compileUnit = #cu, scopeLine = 1>
#sp_race = #cuda_tile.di_subprogram<file = #file, line = 19, name = "race", linkageName = "race", compileUnit = #cu, scopeLine = 19>
#sp_nan = #cuda_tile.di_subprogram<file = #file, line = 30, name = "nan", linkageName = "nan", compileUnit = #cu, scopeLine = 30>
#sp_oob = #cuda_tile.di_subprogram<file = #file, line = 40, name = "oob", linkageName = "oob", compileUnit = #cu, scopeLine = 40>
#block = #cuda_tile.di_lexical_block<scope = #sp_oob, file = #file, line = 41, column = 1>
cuda_tile.module @m {
  entry @div(%a: tile<i32>, %b: tile<i32>) {
    %q = divi %a, %b signed : tile<i32> loc(callsite(#cuda_tile.di_loc<loc("lib.py":7:3) in #sp> at callsite(#cuda_tile.di_loc<loc("k.py":3:5) in #sp> at #cuda_tile.di_loc<loc("main.py":9:1) in #sp>)))
    %t = make_token : token loc(unknown)
    %t2 = print_tko "q=%d\0Aend\0A", %q token=%t : tile<i32> -> token loc(#cuda_tile.di_loc<loc("/src/k.py":5:1) in #sp>)
    return loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)

  entry @race(%buf: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":20:1) in #sp_race>)
    %s1 = store_ptr_tko weak %buf, %c1 : tile<ptr<i32>>, tile<i32> -> token loc(#cuda_tile.di_loc<loc("k.py":20:7) in #sp_race>)
    %s2 = store_ptr_tko weak %buf, %c1 : tile<ptr<i32>>, tile<i32> -> token loc("second"(#cuda_tile.di_loc<loc("k.py":21:7) in #sp_race>))
    return loc(#cuda_tile.di_loc<loc("k.py":22:1) in #sp_race>)
  } loc(#cuda_tile.di_loc<loc("k.py":19:1) in #sp_race>)

  entry @nan() {
    %z = constant <f32: 0.0> : tile<f32> loc(#cuda_tile.di_loc<loc("k.py":31:1) in #sp_nan>)
    %n = divf %z, %z rounding<nearest_even> : tile<f32> loc(fused[#cuda_tile.di_loc<loc("k.py":31:12) in #sp_nan>, #cuda_tile.di_loc<loc("k.py":32:1) in #sp_nan>])
    return loc(#cuda_tile.di_loc<loc("k.py":33:1) in #sp_nan>)
  } loc(#cuda_tile.di_loc<loc("k.py":30:1) in #sp_nan>)

  entry @oob(%buf: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":41:1) in #block>)
    %p = offset %buf, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>> loc(#cuda_tile.di_loc<loc("k.py":41:2) in #block>)
    %s = store_ptr_tko weak %p, %c1 : tile<ptr<i32>>, tile<i32> -> token loc(callsite(#cuda_tile.di_loc<loc("helpers.py":12:9) in #block> at #cuda_tile.di_loc<loc("k.py":41:5) in #block>))
    return loc(#cuda_tile.di_loc<loc("k.py":42:1) in #sp_oob>)
  } loc(#cuda_tile.di_loc<loc("k.py":40:1) in #sp_oob>)
}
