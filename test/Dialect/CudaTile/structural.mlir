// module, entry, global and get_global: syntax and exact printed form
// (ops.md 1.3). --strict-whitespace pins the reference printer's double
// spaces (`global  @g`, `global private  constant @gc`).
//
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// A module with a producer; globals in every combination of visibility,
// `constant` and alignment (public and alignment 0 are elided); get_global
// in both spellings.
// CHECK-LABEL: cuda_tile.module @m attributes {producer = "digest"} {
// CHECK-NEXT:   global  @g <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
// CHECK-NEXT:   global private  constant @gc alignment = 16 <i32: [7, 8]> : tile<2xi32>
// CHECK-NEXT:   global  @gp <i8: [1, 2, 3, 4]> : tile<4xi8>
// CHECK-NEXT:   global  constant @gk alignment = 128 <f16: 0.000000e+00> : tile<8xf16>
// CHECK-NEXT:   global private  @gz <i64: 3> : tile<4xi64>
// CHECK-NEXT:   entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
// CHECK-NEXT:     %0 = get_global @g : tile<ptr<f32>>
// CHECK-NEXT:     %1 = get_global @gc : tile<ptr<i32>>
// CHECK-NEXT:     %2 = get_global @gz : tile<ptr<i64>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{producer = "digest", sym_name = "m"}>
// GENERIC-NEXT: "cuda_tile.global"() <{alignment = 0 : i64, sym_name = "g", symbol_visibility = #cuda_tile.symbol_visibility<public>, value = dense<[1.000000e+00, 2.000000e+00]> : !cuda_tile.tile<2xf32>}> : () -> ()
// GENERIC-NEXT: "cuda_tile.global"() <{alignment = 16 : i64, constant, sym_name = "gc", symbol_visibility = #cuda_tile.symbol_visibility<private>, value = dense<[7, 8]> : !cuda_tile.tile<2xi32>}> : () -> ()
// GENERIC: "cuda_tile.get_global"() <{name = @g}> : () -> !cuda_tile.tile<ptr<f32>>
cuda_tile.module @m attributes {producer = "digest"} {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  cuda_tile.global private constant @gc alignment = 16 <i32: [7, 8]> : !cuda_tile.tile<2xi32>
  global public @gp <i8: [1, 2, 3, 4]> : tile<4xi8>
  global constant @gk alignment = 128 <f16: 0.0> : tile<8xf16>
  global private @gz alignment = 0 <i64: 3> : tile<4xi64>
  entry @k(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %0 = get_global @g : tile<ptr<f32>>
    %1 = cuda_tile.get_global @gc : !cuda_tile.tile<!cuda_tile.ptr<i32>>
    %2 = get_global @gz : tile<ptr<i64>>
    return
  }
}

// -----

// A module without attributes; an empty one is allowed.
// CHECK-LABEL: cuda_tile.module @empty {
// CHECK-NEXT: }
cuda_tile.module @empty {
}

// -----

// entry: hints print as ` optimization_hints=<...>` (no spaces around `=`)
// only when not empty; extra attributes follow the body, without the
// `attributes` keyword; `return` is added when missing and always printed.
// CHECK-LABEL: cuda_tile.module @entries {
// CHECK-NEXT:   entry @hints(%arg0: tile<i32>) optimization_hints=<default = {occupancy = 4}, sm_100 = {num_cta_in_cga = 2}> {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   entry @no_hints(%arg0: tile<i32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   entry @extra(%arg0: tile<i1>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   } {foo = 1 : i32, sym_visibility = "private"}
// CHECK-NEXT:   entry @no_args() {
// CHECK-NEXT:     %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   entry @arg_attrs(%arg0: tile<i32> {tilekit.note = "n"}, %arg1: tile<f32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   entry @non_tile_args(%arg0: tensor_view<?x64xf32, strides=[64,1]>, %arg1: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %arg2: token, %arg3: tile<ptr<i8>>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "entries"}>
// GENERIC-NEXT: "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}, sm_100 = {num_cta_in_cga = 2}>, sym_name = "hints"}>
// GENERIC: "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<i1>) -> (), sym_name = "extra"}>
// GENERIC: }) {foo = 1 : i32, sym_visibility = "private"} : () -> ()
// GENERIC: "cuda_tile.entry"() <{arg_attrs = [{tilekit.note = "n"}, {}], function_type = (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (), sym_name = "arg_attrs"}>
cuda_tile.module @entries {
  entry @hints(%a: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}, default = {occupancy = 4}> {
    return
  }
  cuda_tile.entry @no_hints(%a: !cuda_tile.tile<i32>) optimization_hints=<> {
  }
  entry @extra(%a: tile<i1>) {
  } {foo = 1 : i32, sym_visibility = "private"}
  entry @no_args() {
    %0 = constant <i32: 1> : tile<i32>
  }
  entry @arg_attrs(%a: tile<i32> {tilekit.note = "n"}, %b: tile<f32>) {
  }
  entry @non_tile_args(%a: tensor_view<?x64xf32, strides=[64,1]>,
                       %b: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>,
                       %c: token, %d: tile<ptr<i8>>) {
  }
}
