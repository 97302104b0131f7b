// Memory, token and view ops (ops.md 6): make_token join_tokens
// load_ptr_tko store_ptr_tko alloca make_tensor_view make_partition_view
// make_strided_view make_gather_scatter_view get_tensor_shape
// get_index_space_shape load_view_tko store_view_tko. Pointer ops print
// `token=%t`, view ops `token = %t`; hints print ` optimization_hints = <..>`.
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

// Tokens, pointer loads/stores (optional mask, padding and token operands,
// ordering and scope keywords, hints) and alloca.
// CHECK-LABEL: cuda_tile.module @memory {
// CHECK-NEXT:   entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i64>, %arg3: tile<ptr<i8>>) {
// CHECK-NEXT:     %0 = make_token : token
// CHECK-NEXT:     %1 = make_token : token
// CHECK-NEXT:     %2 = join_tokens %0, %1 : token
// CHECK-NEXT:     %3 = join_tokens %0, %1, %2 : token
// CHECK-NEXT:     %4 = iota : tile<4xi32>
// CHECK-NEXT:     %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
// CHECK-NEXT:     %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<4xptr<f32>>
// CHECK-NEXT:     %5 = offset %bcast, %4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
// CHECK-NEXT:     %cst_i1 = constant <i1: [true, false, true, false]> : tile<4xi1>
// CHECK-NEXT:     %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4xf32>
// CHECK-NEXT:     %result, %result_token = load_ptr_tko weak %5, %cst_i1, %cst_0_f32 token=%2 : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
// CHECK-NEXT:     %result_0, %result_token_1 = load_ptr_tko acquire device %5 optimization_hints = <sm_100 = {latency = 3}> : tile<4xptr<f32>> -> tile<4xf32>, token
// CHECK-NEXT:     %result_2, %result_token_3 = load_ptr_tko relaxed tl_blk %5, %cst_i1 : tile<4xptr<f32>>, tile<4xi1> -> tile<4xf32>, token
// CHECK-NEXT:     %result_4, %result_token_5 = load_ptr_tko weak %arg0 token=%0 : tile<ptr<f32>> -> tile<f32>, token
// CHECK-NEXT:     %6 = store_ptr_tko release device %5, %result, %cst_i1 token=%result_token : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
// CHECK-NEXT:     %7 = store_ptr_tko weak %5, %result_0 : tile<4xptr<f32>>, tile<4xf32> -> token
// CHECK-NEXT:     %8 = store_ptr_tko relaxed sys %arg0, %result_4 token=%result_token_5 optimization_hints = <sm_90 = {latency = 1}> : tile<ptr<f32>>, tile<f32> -> token
// CHECK-NEXT:     %9 = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
// CHECK-NEXT:     %10 = alloca num_elem = 1, alignment = 1 : tile<ptr<i8>>
// CHECK-NEXT:     %11 = alloca num_elem = 0, alignment = 8 : tile<ptr<f64>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.make_token"() : () -> !cuda_tile.token
// GENERIC: "cuda_tile.join_tokens"(%{{.*}}, %{{.*}}) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token
// GENERIC: "cuda_tile.load_ptr_tko"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<4xptr<f32>>, !cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf32>, !cuda_tile.token) -> (!cuda_tile.tile<4xf32>, !cuda_tile.token)
// GENERIC: "cuda_tile.load_ptr_tko"(%{{.*}}) <{memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 0>, optimization_hints = #cuda_tile.optimization_hints<sm_100 = {latency = 3}>}>
// GENERIC: "cuda_tile.store_ptr_tko"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 3 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<4xptr<f32>>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xi1>, !cuda_tile.token) -> !cuda_tile.token
// GENERIC: "cuda_tile.alloca"() <{alignment = 16 : i64, global, num_elem = 64 : i64}> : () -> !cuda_tile.tile<ptr<f32>>
// GENERIC: "cuda_tile.alloca"() <{alignment = 1 : i64, num_elem = 1 : i64}> : () -> !cuda_tile.tile<ptr<i8>>
cuda_tile.module @memory {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>, %q: tile<ptr<i8>>) {
    %t0 = make_token : token
    %t1 = make_token : token
    %t2 = join_tokens %t0, %t1 : token
    %t3 = join_tokens %t0, %t1, %t2 : token
    %io = iota : tile<4xi32>
    %rp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bp = broadcast %rp : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %ptrs = offset %bp, %io : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    %pad = constant <f32: 0.0> : tile<4xf32>
    %v0, %tk0 = load_ptr_tko weak %ptrs, %m, %pad token=%t2 : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    %v1, %tk1 = load_ptr_tko acquire device %ptrs optimization_hints = <sm_100 = {latency = 3}> : tile<4xptr<f32>> -> tile<4xf32>, token
    %v2, %tk2 = load_ptr_tko relaxed tl_blk %ptrs, %m : tile<4xptr<f32>>, tile<4xi1> -> tile<4xf32>, token
    %v3, %tk3 = load_ptr_tko weak %p token=%t0 : tile<ptr<f32>> -> tile<f32>, token
    %s0 = store_ptr_tko release device %ptrs, %v0, %m token=%tk0 : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    %s1 = store_ptr_tko weak %ptrs, %v1 : tile<4xptr<f32>>, tile<4xf32> -> token
    %s2 = store_ptr_tko relaxed sys %p, %v3 token=%tk3 optimization_hints = <sm_90 = {latency = 1}> : tile<ptr<f32>>, tile<f32> -> token
    %a0 = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    %a1 = alloca num_elem = 1, alignment = 1 : tile<ptr<i8>>
    %a2 = alloca num_elem = 0, alignment = 8 : tile<ptr<f64>>
  }
}

// -----

// Tensor views (static, dynamic shape and strides, rank 0), partition,
// strided and gather/scatter views, shape queries and view loads/stores.
// CHECK-LABEL: cuda_tile.module @views {
// CHECK-NEXT:   entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i64>, %arg3: tile<i32>, %arg4: tile<i32>) {
// CHECK-NEXT:     %tview = make_tensor_view %arg0, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
// CHECK-NEXT:     %tview_0 = make_tensor_view %arg0, shape = [%arg1, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
// CHECK-NEXT:     %tview_1 = make_tensor_view %arg0, shape = [%arg2, 64], strides = [%arg2, 1] : tile<i64> -> tensor_view<?x64xf32, strides=[?,1]>
// CHECK-NEXT:     %tview_2 = make_tensor_view %arg0, shape = [], strides = [] : tensor_view<f32>
// CHECK-NEXT:     %tview_3 = make_tensor_view %arg0, shape = [%arg1, %arg1], strides = [%arg1, %arg1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
// CHECK-NEXT:     %0:2 = get_tensor_shape %tview_0 : tensor_view<?x64xf32, strides=[64,1]> -> tile<i64>
// CHECK-NEXT:     %1:2 = get_tensor_shape %tview : tensor_view<128x64xf32, strides=[64,1]> -> tile<i32>
// CHECK-NEXT:     %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
// CHECK-NEXT:     %pview_4 = make_partition_view %tview : partition_view<tile=(32x16), padding_value = nan, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>
// CHECK-NEXT:     %pview_5 = make_partition_view %tview_1 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x64xf32, strides=[?,1]>>
// CHECK-NEXT:     %sview = make_strided_view %tview : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>
// CHECK-NEXT:     %gsview = make_gather_scatter_view %tview : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
// CHECK-NEXT:     %2:2 = get_index_space_shape %pview : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>> -> tile<i32>
// CHECK-NEXT:     %3:2 = get_index_space_shape %gsview : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0> -> tile<i64>
// CHECK-NEXT:     %4 = make_token : token
// CHECK-NEXT:     %tile, %result_token = load_view_tko weak %pview[%arg3, %arg4] token = %4 optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
// CHECK-NEXT:     %tile_6, %result_token_7 = load_view_tko relaxed device %sview[%arg3, %arg4] : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
// CHECK-NEXT:     %cst_i32 = constant <i32: [0, 5, 10, 15, 20, 25, 30, 35]> : tile<8xi32>
// CHECK-NEXT:     %tile_8, %result_token_9 = load_view_tko weak %gsview[%cst_i32, %arg3] : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x32xf32>, token
// CHECK-NEXT:     %tile_10, %result_token_11 = load_view_tko acquire tl_blk %pview_4[%arg2, %arg2] : partition_view<tile=(32x16), padding_value = nan, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i64> -> tile<32x16xf32>, token
// CHECK-NEXT:     %5 = store_view_tko weak %tile, %pview[%arg3, %arg4] token = %result_token : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
// CHECK-NEXT:     %6 = store_view_tko relaxed tl_blk %tile, %pview_5[%arg3, %arg3] optimization_hints = <sm_90 = {latency = 4}> : tile<16x32xf32>, partition_view<tile=(16x32), padding_value = zero, tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> token
// CHECK-NEXT:     %7 = store_view_tko release sys %tile_6, %sview[%arg3, %arg4] token = %result_token_7 : tile<16x32xf32>, strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
// CHECK-NEXT:     %8 = store_view_tko weak %tile_8, %gsview[%cst_i32, %arg3] : tile<8x32xf32>, gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.make_tensor_view"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
// GENERIC: "cuda_tile.make_tensor_view"(%arg0, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?x64xf32, strides=[?,1]>
// GENERIC: "cuda_tile.get_tensor_shape"(%{{.*}}) : (!cuda_tile.tensor_view<?x64xf32, strides=[64,1]>) -> (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>)
// GENERIC: "cuda_tile.make_partition_view"(%{{.*}}) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
// GENERIC: "cuda_tile.load_view_tko"(%{{.*}}, %arg3, %arg4, %{{.*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 2, 1>, optimization_hints = #cuda_tile.optimization_hints<sm_100 = {allow_tma = false, latency = 2}>}>
// GENERIC: "cuda_tile.store_view_tko"(%{{.*}}, %{{.*}}, %arg3, %arg4, %{{.*}}) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 1>}>
cuda_tile.module @views {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>, %c0: tile<i32>, %c1: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %tv1 = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tv2 = make_tensor_view %p, shape = [%l, 64], strides = [%l, 1] : tile<i64> -> tensor_view<?x64xf32, strides=[?,1]>
    %tv3 = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
    %tv4 = make_tensor_view %p, shape = [%n, %n], strides = [%n, %n] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %s:2 = get_tensor_shape %tv1 : tensor_view<?x64xf32, strides=[64,1]> -> tile<i64>
    %s1:2 = get_tensor_shape %tv : tensor_view<128x64xf32, strides=[64,1]> -> tile<i32>
    %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
    %pv1 = make_partition_view %tv : partition_view<tile=(32x16), padding_value = nan, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>
    %pv2 = make_partition_view %tv2 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x64xf32, strides=[?,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
    %is:2 = get_index_space_shape %pv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>> -> tile<i32>
    %is2:2 = get_index_space_shape %gv : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0> -> tile<i64>
    %t0 = make_token : token
    %x0, %k0 = load_view_tko weak %pv[%c0, %c1] token = %t0 optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
    %x1, %k1 = load_view_tko relaxed device %sv[%c0, %c1] : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
    %rows = constant <i32: [0, 5, 10, 15, 20, 25, 30, 35]> : tile<8xi32>
    %x2, %k2 = load_view_tko weak %gv[%rows, %c0] : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x32xf32>, token
    %x3, %k3 = load_view_tko acquire tl_blk %pv1[%l, %l] : partition_view<tile=(32x16), padding_value = nan, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i64> -> tile<32x16xf32>, token
    %w0 = store_view_tko weak %x0, %pv[%c0, %c1] token = %k0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
    %w1 = store_view_tko relaxed tl_blk %x0, %pv2[%c0, %c0] optimization_hints = <sm_90 = {latency = 4}> : tile<16x32xf32>, partition_view<tile=(16x32), padding_value = zero, tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> token
    %w2 = store_view_tko release sys %x1, %sv[%c0, %c1] token = %k1 : tile<16x32xf32>, strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
    %w3 = store_view_tko weak %x2, %gv[%rows, %c0] : tile<8x32xf32>, gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  }
}
