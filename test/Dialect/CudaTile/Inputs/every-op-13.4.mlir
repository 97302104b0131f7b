cuda_tile.module @m {
  entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f8E5M3FNU>>, %arg2: tile<ptr<f32, ptr_attr = default>>, %arg3: tile<i32>, %arg4: tile<i1>) optimization_hints=<sm_100 = {num_worker_warps_per_cta = 8}> {
    %0 = gdc_wait_tko -> token
    %1 = gdc_launch_dependents_tko token = %0 -> token
    %2 = memory_fence_alias_tko token = %1 -> token
    %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
    %cst_i32 = constant <i32: [0, 1, -1, 3]> : tile<4xi32>
    %cst_i1 = constant <i1: [true, false, true, false]> : tile<4xi1>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<8x8xf32>
    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4x4xf32>
    %3 = fpowi %cst_f32, %cst_i32 : tile<4xf32>, tile<4xi32>
    %4 = fpowi %cst_f32, %cst_i1 : tile<4xf32>, tile<4xi1>
    %5 = pow %cst_f32, %cst_f32 : tile<4xf32>
    %6 = insert %cst_1_f32 into %cst_0_f32[%arg3, %arg3] : tile<4x4xf32> -> tile<8x8xf32>
    %7 = ftoi %cst_f32 signed  saturating : tile<4xf32> -> tile<4xi32>
    %8 = ftoi %cst_f32 unsigned  : tile<4xf32> -> tile<4xi8>
    %9 = ftof %cst_f32 rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %10 = ftof %cst_f32 rounding<positive_inf> : tile<4xf32> -> tile<4xf64>
    %11 = ftof %10 rounding<zero> : tile<4xf64> -> tile<4xf32>
    %tview = make_tensor_view %arg0, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pview = make_partition_view %tview : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>
    %tile, %result_token = load_view_tko weak %pview[%arg3, %arg3] inbounds = [true, false] token = %2 : partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x8xf32>, token
    %12 = store_view_tko weak %tile, %pview[%arg3, %arg3] inbounds = [false, true] token = %result_token : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    %tview_0 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xf8E5M3FNU, strides=[1]>
    %pview_1 = make_partition_view %tview_0 : partition_view<tile=(16), tensor_view<64xf8E5M3FNU, strides=[1]>>
    %tile_2, %result_token_3 = load_view_tko weak %pview_1[%arg3] : partition_view<tile=(16), tensor_view<64xf8E5M3FNU, strides=[1]>>, tile<i32> -> tile<16xf8E5M3FNU>, token
    %13 = ftof %tile_2  : tile<16xf8E5M3FNU> -> tile<16xf32>
    %tview_4 = make_tensor_view %arg2, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1], ptr_attr = default>
    loop {
      if %arg4 {
        return
      }
      break
    }
    return
  }
}

