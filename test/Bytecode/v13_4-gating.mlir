// A writer targeting 13.1, 13.2 or 13.3 refuses every 13.4 feature with a
// located message naming it; 13.4 writes them all.
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 -no-implicit-module -split-input-file %s -o /dev/null 2>&1 | FileCheck %s -DVER=13.1
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 -no-implicit-module -split-input-file %s -o /dev/null 2>&1 | FileCheck %s -DVER=13.2
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.3 -no-implicit-module -split-input-file %s -o /dev/null 2>&1 | FileCheck %s -DVER=13.3
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 -no-implicit-module -split-input-file %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V134

// CHECK: offset :{{[0-9]+}}:8: error: operation 'cuda_tile.insert' is not available in bytecode version [[VER]]
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <f32: 1.0> : tile<2xf32>
  %d = constant <f32: 0.0> : tile<4xf32>
  %r = insert %s into %d[%i] : tile<2xf32> -> tile<4xf32> } }
// -----
// CHECK: offset :{{[0-9]+}}:8: error: operation 'cuda_tile.fpowi' is not available in bytecode version [[VER]]
cuda_tile.module @m { entry @k() {
  %x = constant <f32: 2.0> : tile<4xf32>
  %n = constant <i32: 3> : tile<4xi32>
  %r = fpowi %x, %n : tile<4xf32>, tile<4xi32> } }
// -----
// CHECK: offset :{{[0-9]+}}:8: error: operation 'cuda_tile.gdc_wait_tko' is not available in bytecode version [[VER]]
cuda_tile.module @m { entry @k() {
  %t = gdc_wait_tko -> token } }
// -----
// CHECK: offset :{{[0-9]+}}:8: error: operation 'cuda_tile.gdc_launch_dependents_tko' is not available in bytecode version [[VER]]
cuda_tile.module @m { entry @k() {
  %t = gdc_launch_dependents_tko -> token } }
// -----
// CHECK: offset :{{[0-9]+}}:8: error: operation 'cuda_tile.memory_fence_alias_tko' is not available in bytecode version [[VER]]
cuda_tile.module @m { entry @k() {
  %t0 = make_token : token
  %t = memory_fence_alias_tko token = %t0 -> token } }
// -----
// CHECK: offset :{{[0-9]+}}:8: error: optional attribute 'saturating' is provided but requires bytecode version 13.4, targeting [[VER]]
cuda_tile.module @m { entry @k() {
  %x = constant <f32: 2.0> : tile<4xf32>
  %r = ftoi %x signed saturating : tile<4xf32> -> tile<4xi32> } }
// -----
// CHECK: offset :{{[0-9]+}}:8: error: enum value for attribute 'rounding_mode' is not available in bytecode version [[VER]] (requires 13.4)
cuda_tile.module @m { entry @k() {
  %x = constant <f32: 2.0> : tile<4xf32>
  %r = ftof %x rounding<nearest_away> : tile<4xf32> -> tile<4xf64> } }
// -----
// CHECK: offset :{{[0-9]+}}:12: error: attribute 'inbounds' requires bytecode version 13.4+, but targeting [[VER]]
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %v0, %t0 = load_view_tko weak %pv[%i] inbounds = [false] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %v, %t = load_view_tko weak %pv[%i] inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token } }
// -----
// CHECK: offset :{{[0-9]+}}:8: error: attribute 'inbounds' requires bytecode version 13.4+, but targeting [[VER]]
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %v = constant <f32: 0.0> : tile<16xf32>
  %t = store_view_tko weak %v, %pv[%i] inbounds = [true] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token } }
// -----
// CHECK: offset :{{[0-9]+}}:23: error: type 'Float8E5M3FNU' requires bytecode version 13.4+, targeting [[VER]]
cuda_tile.module @m { entry @k(%p: tile<ptr<f8E5M3FNU>>) { } }
// -----
// CHECK: offset :{{[0-9]+}}:23: error: type 'PointerType' with a pointer attribute requires bytecode version 13.4+, targeting [[VER]]
cuda_tile.module @m { entry @k(%p: tile<ptr<f32, ptr_attr = default>>) { } }
// -----
// CHECK: offset :{{[0-9]+}}:7: error: 'cuda_tile.return' inside 'cuda_tile.loop' requires bytecode version 13.4, targeting [[VER]]
cuda_tile.module @m { entry @k(%c: tile<i1>) {
  loop {
    if %c {
      return
    }
    break
  } } }
// -----
// 13.4 is stricter on this hint: 4 or 8 warps.
// V134: offset :{{[0-9]+}}:23: error: optimization hint sm_100.num_worker_warps_per_cta must be 4 or 8 in bytecode version 13.4, got 16
cuda_tile.module @m { entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 16}> { } }
// -----
// The rounding modes 13.4's ftof table added for 13.1 rounding values are a
// verifier relaxation: a 13.3 reader rejects them, so older bytecode refuses
// them too (13.3 allowed only nearest_even, and zero or positive_inf to
// f8E8M0FNU).
// CHECK: offset :{{[0-9]+}}:8: error: 'cuda_tile.ftof' rounding mode 'zero' from f64 to f32 requires bytecode version 13.4, targeting [[VER]]
// CHECK: offset :{{[0-9]+}}:8: error: 'cuda_tile.ftof' rounding mode 'negative_inf' from f32 to f64 requires bytecode version 13.4, targeting [[VER]]
// CHECK: offset :{{[0-9]+}}:1: error: cannot write bytecode version [[VER]]: the module needs 13.4 (2 constructs listed)
cuda_tile.module @m { entry @k() {
  %x = constant <f64: 2.0> : tile<4xf64>
  %r = ftof %x rounding<zero> : tile<4xf64> -> tile<4xf32>
  %w = ftof %r rounding<negative_inf> : tile<4xf32> -> tile<4xf64> } }
// -----
// What 13.4 changed but older versions can still encode is written: ftoi
// without saturating, an all-false inbounds, the default ftof mode.
// CHECK-NOT: error
// V134-NOT: error
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) optimization_hints=<sm_100 = {num_worker_warps_per_cta = 4}> {
  %x = constant <f64: 2.0> : tile<4xf64>
  %r = ftof %x : tile<4xf64> -> tile<4xf32>
  %n = ftoi %r signed : tile<4xf32> -> tile<4xi32>
  %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %v, %t = load_view_tko weak %pv[%i] inbounds = [false] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token } }
