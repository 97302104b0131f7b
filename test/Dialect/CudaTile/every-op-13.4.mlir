// Every construct Tile IR 13.4 adds (Inputs/every-op-13.4.mlir), printed
// as TileKit prints it: the new ops, ftoi saturating, ftof nearest_away,
// inbounds, f8E5M3FNU, the pointer attribute, return inside loop. Printing
// reproduces it byte for byte, in custom form, after the generic form and
// through 13.4 bytecode.
// RUN: tile-opt --no-implicit-module %S/Inputs/every-op-13.4.mlir | diff %S/Inputs/every-op-13.4.mlir -
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %S/Inputs/every-op-13.4.mlir \
// RUN:   | tile-opt --no-implicit-module | diff %S/Inputs/every-op-13.4.mlir -
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module -bytecode-version=13.4 \
// RUN:   %S/Inputs/every-op-13.4.mlir | sed 's/@kernels/@m/' | diff %S/Inputs/every-op-13.4.mlir -
// RUN: tile-opt --no-implicit-module %S/Inputs/every-op-13.4.mlir --mlir-print-op-generic \
// RUN:   | FileCheck %s --check-prefix=GENERIC
// 13.3 bytecode cannot hold it.
// RUN: not tile-translate -mlir-to-cudatilebc -no-implicit-module -bytecode-version=13.3 \
// RUN:   %S/Inputs/every-op-13.4.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=OLD

// GENERIC-DAG: "cuda_tile.gdc_wait_tko"() : () -> !cuda_tile.token
// GENERIC-DAG: "cuda_tile.gdc_launch_dependents_tko"(%{{.*}}) : (!cuda_tile.token) -> !cuda_tile.token
// GENERIC-DAG: "cuda_tile.memory_fence_alias_tko"(%{{.*}}) : (!cuda_tile.token) -> !cuda_tile.token
// GENERIC-DAG: "cuda_tile.fpowi"(%{{.*}}, %{{.*}}) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xi1>) -> !cuda_tile.tile<4xf32>
// GENERIC-DAG: "cuda_tile.pow"(%{{.*}}, %{{.*}}) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC-DAG: "cuda_tile.insert"(%{{.*}}, %{{.*}}, %arg3, %arg3) : (!cuda_tile.tile<4x4xf32>, !cuda_tile.tile<8x8xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8x8xf32>
// GENERIC-DAG: "cuda_tile.ftoi"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>, saturating, signedness = #cuda_tile.signedness<signed>}>
// GENERIC-DAG: "cuda_tile.ftof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_away>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xtf32>
// GENERIC-DAG: "cuda_tile.load_view_tko"({{.*}}) <{inbounds = array<i1: true, false>, memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 2, 1>}>
// GENERIC-DAG: "cuda_tile.store_view_tko"({{.*}}) <{inbounds = array<i1: false, true>, memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 1>}>
// GENERIC-DAG: !cuda_tile.tensor_view<64xf32, strides=[1], ptr_attr = default>

// OLD: error: type 'Float8E5M3FNU' requires bytecode version 13.4+, targeting 13.3
