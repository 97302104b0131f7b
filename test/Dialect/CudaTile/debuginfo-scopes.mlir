// Consistent scopes verify; di_loc locations print with --mlir-print-debuginfo
// (the file location and the scope as aliases, as the reference prints
// them) and round-trip.
// RUN: tile-opt --no-implicit-module --mlir-print-debuginfo %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --mlir-print-debuginfo %s \
// RUN:   | tile-opt --no-implicit-module --mlir-print-debuginfo | FileCheck %s

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 2>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 4, column = 3>
#src = loc("k.py":5:9)

// CHECK:      make_token : token loc(#[[L1:loc[0-9]*]])
// CHECK-NEXT: make_token : token loc(#[[L2:loc[0-9]*]])
// CHECK:      } loc(#[[L0:loc[0-9]*]])
// CHECK-DAG: #di_file = #cuda_tile.di_file<"k.py" in "/src">
// CHECK-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 1, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 2>
// CHECK-DAG: #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 4, column = 3>
// CHECK-DAG: #[[F0:loc[0-9]*]] = loc("k.py":1:1)
// CHECK-DAG: #[[F1:loc[0-9]*]] = loc("k.py":2:1)
// CHECK-DAG: #[[F2:loc[0-9]*]] = loc("k.py":5:9)
// CHECK-DAG: #[[L0]] = #cuda_tile.di_loc<#[[F0]] in #di_subprogram>
// CHECK-DAG: #[[L1]] = #cuda_tile.di_loc<#[[F1]] in #di_subprogram>
// CHECK-DAG: #[[L2]] = #cuda_tile.di_loc<#[[F2]] in #di_lexical_block>
cuda_tile.module @m {
  entry @k() {
    %0 = make_token : token loc(#cuda_tile.di_loc<loc("k.py":2:1) in #sp>)
    // The file location may also be an alias.
    %1 = make_token : token loc(#cuda_tile.di_loc<#src in #block>)
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}
