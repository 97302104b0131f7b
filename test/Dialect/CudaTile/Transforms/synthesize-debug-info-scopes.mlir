// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(synthesize-debug-info-scopes))' --mlir-print-debuginfo | FileCheck %s
//
// synthesize-debug-info-scopes as NVIDIA's cuda-tile 13.3 does it (the
// outputs checked are the reference's, byte for byte).

// Without locations: the compile unit's file is <unknown>, the function is
// on line 1 of it, and every op gets that line.
cuda_tile.module @no_locations {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> loc(unknown)
    return loc(unknown)
  } loc(unknown)
} loc(unknown)

// CHECK-LABEL: cuda_tile.module @no_locations
// CHECK-NEXT:     entry @k() {
// CHECK-NEXT:       %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc3)
// CHECK-NEXT:       return loc(#loc3)
// CHECK-NEXT:     } loc(#loc3)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #di_file = #cuda_tile.di_file<"<unknown>" in "">
// CHECK-NEXT: #loc = loc({{.*}})
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("<unknown>":1:1)
// CHECK-NEXT: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-NEXT: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 1, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 1>
// CHECK-NEXT: #loc3 = #cuda_tile.di_loc<#loc2 in #di_subprogram>

// -----

// File locations: the compile unit from the module's (file name and
// folder), the subprogram from the function's, each op its own.
cuda_tile.module @file_locations {
  entry @k(%p: tile<ptr<i32>>) {
    %c = constant <i32: 1> : tile<i32> loc("/src/kernels/add.py":12:8)
    %t = store_ptr_tko weak %p, %c : tile<ptr<i32>>, tile<i32> -> token loc(unknown)
    return loc("/src/kernels/add.py":14:4)
  } loc("/src/kernels/add.py":10:0)
} loc("/src/kernels/main.py":1:1)

// CHECK-LABEL: cuda_tile.module @file_locations
// CHECK-NEXT:     entry @k(%arg0: tile<ptr<i32>>) {
// CHECK-NEXT:       %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc6)
// CHECK-NEXT:       %0 = store_ptr_tko weak %arg0, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> token loc(#loc5)
// CHECK-NEXT:       return loc(#loc7)
// CHECK-NEXT:     } loc(#loc5)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #di_file = #cuda_tile.di_file<"add.py" in "/src/kernels">
// CHECK-NEXT: #di_file1 = #cuda_tile.di_file<"main.py" in "/src/kernels">
// CHECK-NEXT: #loc = loc({{.*}})
// CHECK-NEXT: #loc1 = loc("/src/kernels/main.py":1:1)
// CHECK-NEXT: #loc2 = loc("/src/kernels/add.py":10:0)
// CHECK-NEXT: #loc3 = loc("/src/kernels/add.py":12:8)
// CHECK-NEXT: #loc4 = loc("/src/kernels/add.py":14:4)
// CHECK-NEXT: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file1>
// CHECK-NEXT: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 10>
// CHECK-NEXT: #loc5 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
// CHECK-NEXT: #loc6 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
// CHECK-NEXT: #loc7 = #cuda_tile.di_loc<#loc4 in #di_subprogram>

// -----

// Name, call-site, fused and opaque-free locations resolve to the file
// location inside them; a function with a debug scope is left alone.
cuda_tile.module @other_locations {
  entry @named() {
    return loc(callsite("inner.py":3:1 at "outer.py":30:2))
  } loc("kernel"("named.py":7:5))
  entry @fused() {
    return loc(fused[unknown, "fused.py":9:9, "second.py":1:1])
  } loc(fused["fused.py":8:1])
  entry @scoped() {
    return loc(unknown)
  } loc(#cuda_tile.di_loc<loc("scoped.py":2:2) in #cuda_tile.di_subprogram<file = #cuda_tile.di_file<"scoped.py" in "">, line = 2, name = "scoped", linkageName = "scoped", compileUnit = #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<"scoped.py" in "">>>>)
} loc("blah"("module.py":1:1))

// CHECK-LABEL: cuda_tile.module @other_locations
// CHECK-NEXT:     entry @named() {
// CHECK-NEXT:       return loc(#loc10)
// CHECK-NEXT:     } loc(#loc9)
// CHECK-NEXT:     entry @fused() {
// CHECK-NEXT:       return loc(#loc12)
// CHECK-NEXT:     } loc(#loc11)
// CHECK-NEXT:     entry @scoped() {
// CHECK-NEXT:       return loc(#loc7)
// CHECK-NEXT:     } loc(#loc13)
// CHECK-NEXT:   } loc(#loc8)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #di_file = #cuda_tile.di_file<"named.py" in "">
// CHECK-NEXT: #di_file1 = #cuda_tile.di_file<"module.py" in "">
// CHECK-NEXT: #di_file2 = #cuda_tile.di_file<"fused.py" in "">
// CHECK-NEXT: #di_file3 = #cuda_tile.di_file<"scoped.py" in "">
// CHECK-NEXT: #loc = loc({{.*}})
// CHECK-NEXT: #loc1 = loc("module.py":1:1)
// CHECK-NEXT: #loc2 = loc("named.py":7:5)
// CHECK-NEXT: #loc3 = loc("outer.py":30:2)
// CHECK-NEXT: #loc4 = loc("fused.py":8:1)
// CHECK-NEXT: #loc5 = loc("fused.py":9:9)
// CHECK-NEXT: #loc6 = loc("scoped.py":2:2)
// CHECK-NEXT: #loc7 = loc(unknown)
// CHECK-NEXT: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file1>
// CHECK-NEXT: #di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file3>
// CHECK-NEXT: #loc8 = loc("blah"(#loc1))
// CHECK-NEXT: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 7, name = "named", linkageName = "named", compileUnit = #di_compile_unit, scopeLine = 7>
// CHECK-NEXT: #di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file2, line = 8, name = "fused", linkageName = "fused", compileUnit = #di_compile_unit, scopeLine = 8>
// CHECK-NEXT: #di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file3, line = 2, name = "scoped", linkageName = "scoped", compileUnit = #di_compile_unit1>
// CHECK-NEXT: #loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
// CHECK-NEXT: #loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
// CHECK-NEXT: #loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
// CHECK-NEXT: #loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
// CHECK-NEXT: #loc13 = #cuda_tile.di_loc<#loc6 in #di_subprogram2>
