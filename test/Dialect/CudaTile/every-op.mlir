// A module using every Tile IR 13.3 op, exactly as the reference prints it
// (Inputs/every-op.mlir). Printing it must reproduce it byte for byte, in
// custom form and after a trip through the generic form.
// RUN: tile-opt --no-implicit-module %S/Inputs/every-op.mlir | diff %S/Inputs/every-op.mlir -
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %S/Inputs/every-op.mlir \
// RUN:   | tile-opt --no-implicit-module | diff %S/Inputs/every-op.mlir -
// Through 13.3 bytecode it comes back unchanged but for the module name.
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module %S/Inputs/every-op.mlir \
// RUN:   | sed 's/@kernels/@m/' | diff %S/Inputs/every-op.mlir -
// RUN: tile-opt --no-implicit-module %S/Inputs/every-op.mlir --mlir-print-op-generic \
// RUN:   | FileCheck %s --check-prefix=GENERIC

// Spot checks of the generic form: properties, segment sizes, i32 enums.
// GENERIC-DAG: "cuda_tile.load_ptr_tko"(%{{.*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
// GENERIC-DAG: "cuda_tile.atomic_rmw_tko"(%{{.*}}) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 1>}>
// GENERIC-DAG: "cuda_tile.addf"(%{{.*}}, %{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<negative_inf>}>
