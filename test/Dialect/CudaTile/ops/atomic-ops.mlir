// Atomic ops (ops.md 7): atomic_cas_tko, atomic_rmw_tko (every mode with a
// legal element type), atomic_red_view_tko. cas prints `ptrT, valT[, maskT]
// -> resT, token` (no cmp type); the view reduction prints `token = %t`.
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

// atomic_cas_tko on i32/i64/f32/f64 with every ordering it allows, with and
// without mask and token; atomic_rmw_tko in every mode with legal element
// types (bitwise and integer modes on i32/i64, addf on f16/bf16/f32/f64, xchg
// on 32/64-bit ints and floats).
// CHECK-LABEL: cuda_tile.module @atomics {
// CHECK-NEXT:   entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<ptr<i64>>, %arg2: tile<ptr<f32>>, %arg3: tile<ptr<f64>>, %arg4: tile<ptr<f16>>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i64>, %arg8: tile<f32>, %arg9: tile<f64>, %arg10: tile<f16>, %arg11: tile<bf16>, %arg12: tile<i1>) {
// CHECK-NEXT:     %0 = make_token : token
// CHECK-NEXT:     %1 = iota : tile<4xi32>
// CHECK-NEXT:     %reshape = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
// CHECK-NEXT:     %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<4xptr<i32>>
// CHECK-NEXT:     %2 = offset %bcast, %1 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
// CHECK-NEXT:     %cst_i1 = constant <i1: [true, false, true, false]> : tile<4xi1>
// CHECK-NEXT:     %result, %result_token = atomic_cas_tko acq_rel device %2, %1, %1, %cst_i1 token=%0 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
// CHECK-NEXT:     %result_0, %result_token_1 = atomic_cas_tko relaxed tl_blk %arg1, %arg7, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
// CHECK-NEXT:     %result_2, %result_token_3 = atomic_cas_tko acquire sys %arg2, %arg8, %arg8 token=%result_token_1 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
// CHECK-NEXT:     %result_4, %result_token_5 = atomic_cas_tko release device %arg3, %arg9, %arg9, %arg12 : tile<ptr<f64>>, tile<f64>, tile<i1> -> tile<f64>, token
// CHECK-NEXT:     %result_6, %result_token_7 = atomic_rmw_tko relaxed device %2, add, %1 token=%result_token : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
// CHECK-NEXT:     %result_8, %result_token_9 = atomic_rmw_tko relaxed device %arg0, and, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
// CHECK-NEXT:     %result_10, %result_token_11 = atomic_rmw_tko acquire tl_blk %arg1, or, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
// CHECK-NEXT:     %result_12, %result_token_13 = atomic_rmw_tko release sys %arg0, xor, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
// CHECK-NEXT:     %result_14, %result_token_15 = atomic_rmw_tko acq_rel device %arg1, max, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
// CHECK-NEXT:     %result_16, %result_token_17 = atomic_rmw_tko relaxed device %arg0, min, %arg6, %arg12 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
// CHECK-NEXT:     %result_18, %result_token_19 = atomic_rmw_tko relaxed device %arg0, umax, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
// CHECK-NEXT:     %result_20, %result_token_21 = atomic_rmw_tko relaxed device %arg1, umin, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
// CHECK-NEXT:     %result_22, %result_token_23 = atomic_rmw_tko relaxed device %arg2, addf, %arg8 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
// CHECK-NEXT:     %result_24, %result_token_25 = atomic_rmw_tko relaxed device %arg4, addf, %arg10 : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
// CHECK-NEXT:     %result_26, %result_token_27 = atomic_rmw_tko relaxed device %arg5, addf, %arg11 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
// CHECK-NEXT:     %result_28, %result_token_29 = atomic_rmw_tko relaxed device %arg3, addf, %arg9 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
// CHECK-NEXT:     %result_30, %result_token_31 = atomic_rmw_tko relaxed device %arg0, xchg, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
// CHECK-NEXT:     %result_32, %result_token_33 = atomic_rmw_tko relaxed device %arg1, xchg, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
// CHECK-NEXT:     %result_34, %result_token_35 = atomic_rmw_tko relaxed device %arg2, xchg, %arg8 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
// CHECK-NEXT:     %result_36, %result_token_37 = atomic_rmw_tko relaxed device %arg3, xchg, %arg9 token=%result_token_35 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
// CHECK-NEXT:     %result_38, %result_token_39 = atomic_rmw_tko relaxed device %arg1, add, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.atomic_cas_tko"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 4 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!cuda_tile.tile<4xptr<i32>>, !cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi1>, !cuda_tile.token) -> (!cuda_tile.tile<4xi32>, !cuda_tile.token)
// GENERIC: "cuda_tile.atomic_cas_tko"(%arg1, %arg7, %arg7) <{memory_ordering_semantics = 1 : i32, memory_scope = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}>
// GENERIC: "cuda_tile.atomic_rmw_tko"(%{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!cuda_tile.tile<4xptr<i32>>, !cuda_tile.tile<4xi32>, !cuda_tile.token) -> (!cuda_tile.tile<4xi32>, !cuda_tile.token)
// GENERIC: "cuda_tile.atomic_rmw_tko"(%arg0, %arg6) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}>
// GENERIC: "cuda_tile.atomic_rmw_tko"(%arg2, %arg8) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}>
// GENERIC: "cuda_tile.atomic_rmw_tko"(%arg0, %arg6) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 9 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}>
cuda_tile.module @atomics {
  entry @k(%pi: tile<ptr<i32>>, %pl: tile<ptr<i64>>, %pf: tile<ptr<f32>>, %pd: tile<ptr<f64>>, %ph: tile<ptr<f16>>, %pb: tile<ptr<bf16>>, %i: tile<i32>, %l: tile<i64>, %f: tile<f32>, %d: tile<f64>, %h: tile<f16>, %b: tile<bf16>, %m: tile<i1>) {
    %t = make_token : token
    %io = iota : tile<4xi32>
    %rp = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bp = broadcast %rp : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %ptrs = offset %bp, %io : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %mask = constant <i1: [true, false, true, false]> : tile<4xi1>
    %c0, %t0 = atomic_cas_tko acq_rel device %ptrs, %io, %io, %mask token=%t : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %c1, %t1 = atomic_cas_tko relaxed tl_blk %pl, %l, %l : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %c2, %t2 = atomic_cas_tko acquire sys %pf, %f, %f token=%t1 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %c3, %t3 = atomic_cas_tko release device %pd, %d, %d, %m : tile<ptr<f64>>, tile<f64>, tile<i1> -> tile<f64>, token
    %r0, %k0 = atomic_rmw_tko relaxed device %ptrs, add, %io token=%t0 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %r1, %k1 = atomic_rmw_tko relaxed device %pi, and, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %r2, %k2 = atomic_rmw_tko acquire tl_blk %pl, or, %l : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r3, %k3 = atomic_rmw_tko release sys %pi, xor, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %r4, %k4 = atomic_rmw_tko acq_rel device %pl, max, %l : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r5, %k5 = atomic_rmw_tko relaxed device %pi, min, %i, %m : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %r6, %k6 = atomic_rmw_tko relaxed device %pi, umax, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %r7, %k7 = atomic_rmw_tko relaxed device %pl, umin, %l : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r8, %k8 = atomic_rmw_tko relaxed device %pf, addf, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %r9, %k9 = atomic_rmw_tko relaxed device %ph, addf, %h : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
    %r10, %k10 = atomic_rmw_tko relaxed device %pb, addf, %b : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %r11, %k11 = atomic_rmw_tko relaxed device %pd, addf, %d : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %r12, %k12 = atomic_rmw_tko relaxed device %pi, xchg, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %r13, %k13 = atomic_rmw_tko relaxed device %pl, xchg, %l : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r14, %k14 = atomic_rmw_tko relaxed device %pf, xchg, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %r15, %k15 = atomic_rmw_tko relaxed device %pd, xchg, %d token=%k14 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %r16, %k16 = atomic_rmw_tko relaxed device %pl, add, %l : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
  }
}

// -----

// atomic_red_view_tko on partition and strided views, float and integer
// modes, with and without token (`token = %t`).
// CHECK-LABEL: cuda_tile.module @reductions {
// CHECK-NEXT:   entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i64>>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i64>) {
// CHECK-NEXT:     %tview = make_tensor_view %arg0, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
// CHECK-NEXT:     %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
// CHECK-NEXT:     %sview = make_strided_view %tview : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>
// CHECK-NEXT:     %cst_1_f32 = constant <f32: 1.000000e+00> : tile<16x32xf32>
// CHECK-NEXT:     %0 = make_token : token
// CHECK-NEXT:     %1 = atomic_red_view_tko relaxed device %pview[%arg2, %arg3], addf, %cst_1_f32 token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
// CHECK-NEXT:     %2 = atomic_red_view_tko relaxed tl_blk %sview[%arg4, %arg4], addf, %cst_1_f32 : tile<16x32xf32>, strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>, tile<i64> -> token
// CHECK-NEXT:     %tview_0 = make_tensor_view %arg1, shape = [%arg4], strides = [1] : tile<i64> -> tensor_view<?xi64, strides=[1]>
// CHECK-NEXT:     %pview_1 = make_partition_view %tview_0 : partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>
// CHECK-NEXT:     %cst_3_i64 = constant <i64: 3> : tile<8xi64>
// CHECK-NEXT:     %3 = atomic_red_view_tko relaxed device %pview_1[%arg2], add, %cst_3_i64 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT:     %4 = atomic_red_view_tko relaxed device %pview_1[%arg2], and, %cst_3_i64 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT:     %5 = atomic_red_view_tko relaxed device %pview_1[%arg2], or, %cst_3_i64 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT:     %6 = atomic_red_view_tko relaxed device %pview_1[%arg2], xor, %cst_3_i64 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT:     %7 = atomic_red_view_tko relaxed device %pview_1[%arg2], max, %cst_3_i64 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT:     %8 = atomic_red_view_tko relaxed device %pview_1[%arg2], min, %cst_3_i64 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT:     %9 = atomic_red_view_tko relaxed device %pview_1[%arg2], umax, %cst_3_i64 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT:     %10 = atomic_red_view_tko relaxed device %pview_1[%arg2], umin, %cst_3_i64 token = %9 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.atomic_red_view_tko"(%{{.*}}, %arg2, %arg3, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 4 : i32, operandSegmentSizes = array<i32: 1, 2, 1, 1>}>
// GENERIC: "cuda_tile.atomic_red_view_tko"(%{{.*}}, %arg4, %arg4, %{{.*}}) <{memory_ordering_semantics = 1 : i32, memory_scope = 0 : i32, mode = 4 : i32, operandSegmentSizes = array<i32: 1, 2, 1, 0>}>
cuda_tile.module @reductions {
  entry @k(%pf: tile<ptr<f32>>, %pi: tile<ptr<i64>>, %c0: tile<i32>, %c1: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %pf, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>
    %x = constant <f32: 1.0> : tile<16x32xf32>
    %t = make_token : token
    %0 = atomic_red_view_tko relaxed device %pv[%c0, %c1], addf, %x token = %t : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
    %1 = atomic_red_view_tko relaxed tl_blk %sv[%l, %l], addf, %x : tile<16x32xf32>, strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>, tile<i64> -> token
    %tvi = make_tensor_view %pi, shape = [%l], strides = [1] : tile<i64> -> tensor_view<?xi64, strides=[1]>
    %pvi = make_partition_view %tvi : partition_view<tile=(8), tensor_view<?xi64, strides=[1]>, dim_map=[0]>
    %y = constant <i64: 3> : tile<8xi64>
    %2 = atomic_red_view_tko relaxed device %pvi[%c0], add, %y : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    %3 = atomic_red_view_tko relaxed device %pvi[%c0], and, %y : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    %4 = atomic_red_view_tko relaxed device %pvi[%c0], or, %y : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    %5 = atomic_red_view_tko relaxed device %pvi[%c0], xor, %y : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    %6 = atomic_red_view_tko relaxed device %pvi[%c0], max, %y : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    %7 = atomic_red_view_tko relaxed device %pvi[%c0], min, %y : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    %8 = atomic_red_view_tko relaxed device %pvi[%c0], umax, %y : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    %9 = atomic_red_view_tko relaxed device %pvi[%c0], umin, %y token = %8 : tile<8xi64>, partition_view<tile=(8), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
  }
}
