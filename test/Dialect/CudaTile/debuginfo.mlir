// Debug-info attributes round trip; the printer gives the scopes aliases
// named after their mnemonic (#di_file, #di_compile_unit, #di_subprogram,
// #di_subprogram1, #di_lexical_block, ...). Functions and ops with ordinary
// (non-DI) locations carry no scope and pass the debug-info verifier.
//
// RUN: tile-opt --no-implicit-module %s | FileCheck %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module --mlir-print-debuginfo %s \
// RUN:   | FileCheck --check-prefix=LOC %s
// RUN: tile-opt --no-implicit-module --mlir-print-debuginfo %s \
// RUN:   | tile-opt --no-implicit-module --mlir-print-debuginfo \
// RUN:   | FileCheck --check-prefix=LOC %s

// CHECK: #di_file = #cuda_tile.di_file<"foo.py" in "/tmp/">
// CHECK: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 1, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 2>
// CHECK: #di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "helper", linkageName = "_Z6helperv", compileUnit = #di_compile_unit>
// CHECK: #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 3, column = 4>
// CHECK: #di_lexical_block1 = #cuda_tile.di_lexical_block<scope = #di_lexical_block, file = #di_file, line = 5>
// CHECK-LABEL: cuda_tile.module @dbg attributes {
// CHECK-SAME: cu = #di_compile_unit, file = #di_file, lb = #di_lexical_block, lb2 = #di_lexical_block1, sp = #di_subprogram, sp2 = #di_subprogram1} {
#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 2>
#sp2 = #cuda_tile.di_subprogram<file = #file, line = 10, name = "helper", linkageName = "_Z6helperv", compileUnit = #cu>
#lb = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
#lb2 = #cuda_tile.di_lexical_block<scope = #lb, file = #file, line = 5>
cuda_tile.module @dbg attributes {file = #file, cu = #cu, sp = #sp, sp2 = #sp2,
                                  lb = #lb, lb2 = #lb2} {
  // Ordinary locations on globals, functions and ops are kept.
  // LOC-LABEL: cuda_tile.module @dbg
  // LOC: global  @g <i32: [1, 2]> : tile<2xi32> loc([[GLOC:#loc[0-9]*]])
  global @g <i32: [1, 2]> : tile<2xi32> loc("/tmp/foo.py":1:1)
  // LOC: entry @k(%arg0: tile<i32>
  entry @k(%a: tile<i32>) {
    // LOC-NEXT: constant <i32: 1> : tile<i32> loc([[CLOC:#loc[0-9]*]])
    %c = constant <i32: 1> : tile<i32> loc("/tmp/foo.py":3:4)
    // LOC-NEXT: assume div_by<4>, %arg0 : tile<i32> loc([[NLOC:#loc[0-9]*]])
    %d = assume div_by<4>, %a : tile<i32> loc("named"("/tmp/foo.py":4:2))
    // LOC-NEXT: return loc([[FLOC:#loc[0-9]*]])
    return loc(fused["/tmp/foo.py":5:1, "/tmp/bar.py":6:1])
  // LOC-NEXT: } loc([[KLOC:#loc[0-9]*]])
  } loc("/tmp/foo.py":2:1)
}
// LOC-DAG: [[GLOC]] = loc("/tmp/foo.py":1:1)
// LOC-DAG: [[CLOC]] = loc("/tmp/foo.py":3:4)
// LOC-DAG: [[NLOC]] = loc("named"(
// LOC-DAG: [[FLOC]] = loc(fused[
// LOC-DAG: [[KLOC]] = loc("/tmp/foo.py":2:1)
