// Text -> bytecode -> text, per version; debug info and the producer
// survive where the version has room for them.
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module %s | FileCheck %s
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module -bytecode-version=13.1 %s | FileCheck %s --check-prefix=V131
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module -mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module -generic-form %s | FileCheck %s --check-prefix=GENERIC

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 2>

// CHECK: cuda_tile.module @kernels attributes {producer = "tilekit-test"} {
// CHECK-NEXT: global  @g <i1: [true, false, true, true, false, false, false, false, true, true, false, true, false, false, true, true]> : tile<16xi1>
// CHECK-NEXT: entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {
// CHECK: %assume_bcast = assume div_by<16, every 4 along 0>, %bcast : tile<4xptr<f32>>
// CHECK: %reduce = reduce
// CHECK: load_ptr_tko weak %assume_bcast optimization_hints = <sm_100 = {allow_tma = true, latency = 3}>
// V131: cuda_tile.module @kernels {
// DEBUG: make_token : token loc(#[[LOC:loc[0-9]*]])
// DEBUG: #[[FILE:loc[0-9]*]] = loc("k.py":3:7)
// DEBUG: #[[LOC]] = #cuda_tile.di_loc<#[[FILE]] in #di_subprogram>
// GENERIC: "cuda_tile.reduce"
cuda_tile.module @m attributes {producer = "tilekit-test"} {
  global @g <i1: [true, false, true, true, false, false, false, false, true, true, false, true, false, false, true, true]> : tile<16xi1>
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %a = assume div_by<16, every 4 along 0>, %b : tile<4xptr<f32>>
    %c = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %s = reduce %c dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
    (%x: tile<f32>, %y: tile<f32>) {
      %z = addf %x, %y : tile<f32>
      yield %z : tile<f32>
    }
    %t = make_token : token loc(#cuda_tile.di_loc<loc("k.py":3:7) in #sp>)
    %v, %u = load_ptr_tko weak %a optimization_hints = <sm_100 = {allow_tma = true, latency = 3}> : tile<4xptr<f32>> -> tile<4xf32>, token
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}
