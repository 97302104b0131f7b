// Tile IR 13.4 syntax: the spellings accepted besides the printed ones
// (fpowf, fnv8E5M3FNU, !cuda_tile.f8E5M3FNU, `inbounds` after the token or
// the hints, an all-false `inbounds`, `, token = %t` after the operands of
// atomics), the examples of the specification and of the reference's tests,
// and the folds of fpowi and insert.
// RUN: tile-opt --no-implicit-module --split-input-file %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --split-input-file --canonicalize %s | FileCheck %s --check-prefix=FOLD

// CHECK-LABEL: entry @elements
// CHECK-SAME: (%arg0: tile<ptr<f8E5M3FNU>>, %arg1: tile<ptr<f8E5M3FNU>>)
// CHECK: %0 = pow %{{.*}}, %{{.*}} : tile<4xf32>
// CHECK: load_ptr_tko weak %arg0 : tile<ptr<f8E5M3FNU>> -> tile<f8E5M3FNU>, token
// CHECK: bitcast %{{.*}} : tile<4xi8> -> tile<4xf8E5M3FNU>
cuda_tile.module @m {
  entry @elements(%a: tile<ptr<fnv8E5M3FNU>>, %b: !cuda_tile.tile<!cuda_tile.ptr<!cuda_tile.f8E5M3FNU>>) {
    %x = constant <f32: 2.0> : tile<4xf32>
    %p = fpowf %x, %x : tile<4xf32>
    %v, %t = load_ptr_tko weak %a : tile<ptr<f8E5M3FNU>> -> tile<f8E5M3FNU>, token
    %bits = constant <i8: [0x38, 0x7f, 0xfe, 0xff]> : tile<4xi8>
    %s = bitcast %bits : tile<4xi8> -> tile<4xf8E5M3FNU>
  }
}

// -----

// The generic form takes the 13.4 name too, nested or not, with attributes
// kept; both spellings build `pow` and print as the reference prints it.
// CHECK-LABEL: entry @generic_fpowf
// CHECK: %0 = pow %[[X:.*]], %[[X]] : tile<4xf32>
// CHECK: %1 = pow %0, %[[X]] : tile<4xf32>
// CHECK: if %arg0 {
// CHECK:   %{{.*}} = pow %1, %1 {tag = 3 : i32} : tile<4xf32>
cuda_tile.module @m {
  entry @generic_fpowf(%c: tile<i1>) {
    %x = constant <f32: 2.0> : tile<4xf32>
    %p = "cuda_tile.fpowf"(%x, %x) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    %q = "cuda_tile.pow"(%p, %x) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    if %c {
      %r = "cuda_tile.fpowf"(%q, %q) {tag = 3 : i32} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    }
  }
}

// -----

// The view examples of the reference's 13.4 tests: `inbounds` after the
// indices; an omitted or all-false clause is not printed.
// CHECK-LABEL: entry @inbounds
// CHECK: load_view_tko weak %pview[%cst_0_i32, %cst_0_i32] inbounds = [true, false] :
// CHECK: load_view_tko weak %pview[%cst_0_i32, %cst_0_i32] :
// CHECK: load_view_tko weak %pview[%cst_0_i32, %cst_0_i32] :
// CHECK: load_view_tko weak %pview[%cst_0_i32, %cst_0_i32] inbounds = [false, true] token = %{{.*}} optimization_hints = <sm_100 = {latency = 2}> :
// CHECK: load_view_tko weak %pview[%cst_0_i32, %cst_0_i32] inbounds = [true, true] token = %{{.*}} optimization_hints = <sm_100 = {latency = 2}> :
// CHECK: store_view_tko weak %{{.*}}, %pview[%cst_0_i32, %cst_0_i32] inbounds = [true, true] :
// CHECK: store_view_tko weak %{{.*}}, %pview[%cst_0_i32, %cst_0_i32] :
cuda_tile.module @m {
  entry @inbounds(%ptr: tile<ptr<f32>>) {
    %tv = make_tensor_view %ptr, shape = [256, 128], strides = [128, 1]
        : tensor_view<256x128xf32, strides=[128,1]>
    %view = make_partition_view %tv : partition_view<tile=(32x32), tensor_view<256x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %a, %at = load_view_tko weak %view[%c0, %c0] inbounds = [true, false]
        : partition_view<tile=(32x32), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> tile<32x32xf32>, token
    %b, %bt = load_view_tko weak %view[%c0, %c0]
        : partition_view<tile=(32x32), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> tile<32x32xf32>, token
    %c, %ct = load_view_tko weak %view[%c0, %c0] inbounds = [false, false]
        : partition_view<tile=(32x32), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> tile<32x32xf32>, token
    %d, %dt = load_view_tko weak %view[%c0, %c0] token = %ct inbounds = [false, true] optimization_hints = <sm_100 = {latency = 2}>
        : partition_view<tile=(32x32), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> tile<32x32xf32>, token
    %e, %et = load_view_tko weak %view[%c0, %c0] token = %dt optimization_hints = <sm_100 = {latency = 2}> inbounds = [true, true]
        : partition_view<tile=(32x32), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> tile<32x32xf32>, token
    %s0 = store_view_tko weak %a, %view[%c0, %c0] inbounds = [true, true]
        : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> token
    %s1 = store_view_tko weak %a, %view[%c0, %c0] inbounds = [false, false]
        : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----

// The specification's atomic example writes a comma before `token`.
// CHECK-LABEL: entry @atomics
// CHECK: atomic_rmw_tko relaxed device %arg0, add, %cst_1_i32 token=%0 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
// CHECK: atomic_cas_tko relaxed device %arg0, %cst_1_i32, %cst_1_i32 token=%0 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
// CHECK: load_ptr_tko weak %arg0 token=%0 : tile<ptr<i32>> -> tile<i32>, token
cuda_tile.module @m {
  entry @atomics(%ptrs: tile<ptr<i32>>) {
    %token = make_token : token
    %vals = constant <i32: 1> : tile<i32>
    %r, %rt = atomic_rmw_tko relaxed device %ptrs, add, %vals, token = %token : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %c, %ct = atomic_cas_tko relaxed device %ptrs, %vals, %vals, token = %token : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %l, %lt = load_ptr_tko weak %ptrs, token = %token : tile<ptr<i32>> -> tile<i32>, token
  }
}

// -----

// gdc ops as the Triton backend and cuTile.jl print them; return directly
// in a loop and through an if; the pointer attribute on a 0-d tensor_view.
// CHECK-LABEL: entry @control
// CHECK: %0 = gdc_wait_tko -> token
// CHECK: %1 = gdc_launch_dependents_tko token = %0 -> token
// CHECK: loop {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK: loop {
// CHECK-NEXT:   if %arg1 {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   break
// CHECK-NEXT: }
// CHECK: tensor_view<f32, ptr_attr = default>
cuda_tile.module @m {
  entry @control(%p: tile<ptr<f32, ptr_attr = default>>, %c: tile<i1>) {
    %0 = gdc_wait_tko -> token
    %1 = gdc_launch_dependents_tko token = %0 -> token
    loop {
      return
    }
    loop {
      if %c {
        return
      }
      break
    }
    %tv = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32, ptr_attr = default>
    return
  }
}

// -----

// mmaf_scaled with f4E2M1FN data and f8E5M3FNU scales (13.4 developer
// preview), blocks of 16 and of 32 elements.
// CHECK-LABEL: entry @scaled
// CHECK: mmaf_scaled {{.*}} : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x4xf8E5M3FNU>, tile<4x8xf8E5M3FNU>
// CHECK: mmaf_scaled {{.*}} : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x2xf8E5M3FNU>, tile<2x8xf8E5M3FNU>
cuda_tile.module @m {
  entry @scaled() {
    %a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %b = constant <f4E2M1FN: 2.0> : tile<64x8xf4E2M1FN>
    %i0 = constant <i8: 0x78> : tile<16x4xi8>
    %i1 = constant <i8: 0x78> : tile<4x8xi8>
    %i2 = constant <i8: 0x78> : tile<16x2xi8>
    %i3 = constant <i8: 0x78> : tile<2x8xi8>
    %s = bitcast %i0 : tile<16x4xi8> -> tile<16x4xf8E5M3FNU>
    %t = bitcast %i1 : tile<4x8xi8> -> tile<4x8xf8E5M3FNU>
    %u = bitcast %i2 : tile<16x2xi8> -> tile<16x2xf8E5M3FNU>
    %v = bitcast %i3 : tile<2x8xi8> -> tile<2x8xf8E5M3FNU>
    %acc = constant <f32: 0.0> : tile<16x8xf32>
    %r0 = mmaf_scaled %a, %b, %acc, %s, %t : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x4xf8E5M3FNU>, tile<4x8xf8E5M3FNU>
    %r1 = mmaf_scaled %a, %b, %acc, %u, %v : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x2xf8E5M3FNU>, tile<2x8xf8E5M3FNU>
  }
}

// -----

// fpowi by 0 is 1 for every base (pown), by 1 the base; an i1 `true`
// exponent is -1 and does not fold. insert of a whole tile is the source.
// FOLD-LABEL: entry @folds
// FOLD-DAG: %[[ONE:.*]] = constant <f32: 1.000000e+00> : tile<4xf32>
// FOLD-DAG: %[[BASE:.*]] = constant <f32: [0x7FC00000, 2.000000e+00, 0.000000e+00, 3.000000e+00]> : tile<4xf32>
// FOLD-DAG: %[[SUB:.*]] = constant <f32: 5.000000e+00> : tile<2x2xf32>
// FOLD: %[[M:.*]] = fpowi %[[BASE]], %{{.*}} : tile<4xf32>, tile<4xi1>
// FOLD: print_tko "%f %f %f %f %f %f", %[[ONE]], %[[BASE]], %[[M]], %[[SUB]], %[[ONE]], %[[BASE]]
cuda_tile.module @m {
  entry @folds(%i: tile<i32>) {
    %x = constant <f32: [0x7FC00000, 2.0, 0.0, 3.0]> : tile<4xf32>
    %zero = constant <i32: 0> : tile<4xi32>
    %one = constant <i16: 1> : tile<4xi16>
    %f = constant <i1: false> : tile<4xi1>
    %t = constant <i1: true> : tile<4xi1>
    %p0 = fpowi %x, %zero : tile<4xf32>, tile<4xi32>
    %p1 = fpowi %x, %one : tile<4xf32>, tile<4xi16>
    %pm = fpowi %x, %t : tile<4xf32>, tile<4xi1>
    %s = constant <f32: 5.0> : tile<2x2xf32>
    %d = constant <f32: 0.0> : tile<2x2xf32>
    %ins = insert %s into %d[%i, %i] : tile<2x2xf32> -> tile<2x2xf32>
    %pf = fpowi %x, %f : tile<4xf32>, tile<4xi1>
    %p1b = fpowi %p1, %one : tile<4xf32>, tile<4xi16>
    %tok = print_tko "%f %f %f %f %f %f", %p0, %p1, %pm, %ins, %pf, %p1b : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<2x2xf32>, tile<4xf32>, tile<4xf32> -> token
  }
}
