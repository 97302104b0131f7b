cuda_tile.module @m attributes {producer = "digest"} {
  global  @g <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
  global private  constant @gc alignment = 16 <i32: [7, 8]> : tile<2xi32>
  entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<i32>, %arg3: tile<i1>, %arg4: tile<f32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
    %cst_i32 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %cst_i1 = constant <i1: [true, false, true, false]> : tile<4xi1>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<2x4xf32>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
    %0 = get_global @g : tile<ptr<f32>>
    %1 = iota : tile<4xi32>
    %reshape = reshape %arg4 : tile<f32> -> tile<1xf32>
    %bcast = broadcast %reshape : tile<1xf32> -> tile<4xf32>
    %2 = permute %cst_0_f32 [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
    %3 = cat %cst_0_f32, %cst_0_f32 dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
    %4 = extract %cst_f32[%cst_1_i32] : tile<4xf32> -> tile<2xf32>
    %5 = select %cst_i1, %cst_f32, %bcast : tile<4xi1>, tile<4xf32>
    %reshape_0 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bcast_1 = broadcast %reshape_0 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %6 = offset %bcast_1, %cst_i32 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %7 = pack %cst_f32 : tile<4xf32> -> tile<16xi8>
    %8 = unpack %7 : tile<16xi8> -> tile<8xf16>
    %reduce = reduce %cst_f32 dim=0 identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %82 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %82 : tile<f32>
    }
    %9 = scan %cst_f32 dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<4xf32> 
    (%arg5: tile<f32>, %arg6: tile<f32>) {
      %82 = addf %arg5, %arg6  : tile<f32>
      yield %82 : tile<f32>
    }
    %10 = bitcast %cst_i32 : tile<4xi32> -> tile<4xf32>
    %cst_i8 = constant <i8: [1, 2, 3, 4]> : tile<4xi8>
    %11 = exti %cst_i8 signed : tile<4xi8> -> tile<4xi32>
    %12 = trunci %cst_i32 overflow<no_wrap> : tile<4xi32> -> tile<4xi8>
    %13 = ftof %cst_f32  : tile<4xf32> -> tile<4xf16>
    %14 = ftof %cst_f32 rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %15 = ftoi %cst_f32 signed  : tile<4xf32> -> tile<4xi32>
    %16 = itof %cst_i32 unsigned  : tile<4xi32> -> tile<4xf32>
    %cst_4096_i64 = constant <i64: 4096> : tile<i64>
    %17 = int_to_ptr %cst_4096_i64 : tile<i64> -> tile<ptr<f32>>
    %18 = ptr_to_int %17 : tile<ptr<f32>> -> tile<i64>
    %19 = ptr_to_ptr %17 : tile<ptr<f32>> -> tile<ptr<i8>>
    %20 = absi %cst_i32 : tile<4xi32>
    %21 = addi %cst_i32, %cst_i32 overflow<no_signed_wrap> : tile<4xi32>
    %22 = subi %cst_i32, %cst_i32 : tile<4xi32>
    %23 = muli %cst_i32, %cst_i32 overflow<no_wrap> : tile<4xi32>
    %24 = mulhii %cst_i32, %cst_i32 : tile<4xi32>
    %25 = divi %cst_i32, %cst_i32 signed rounding<positive_inf> : tile<4xi32>
    %26 = divi %cst_i32, %cst_i32 unsigned : tile<4xi32>
    %27 = remi %cst_i32, %cst_i32 signed : tile<4xi32>
    %28 = negi %cst_i32 overflow<no_signed_wrap> : tile<4xi32>
    %29 = maxi %cst_i32, %cst_i32 unsigned : tile<4xi32>
    %30 = mini %cst_i32, %cst_i32 signed : tile<4xi32>
    %31 = shli %cst_i32, %cst_i32 : tile<4xi32>
    %32 = shri %cst_i32, %cst_i32 signed : tile<4xi32>
    %33 = andi %cst_i32, %cst_i32 : tile<4xi32>
    %34 = ori %cst_i32, %cst_i32 : tile<4xi32>
    %35 = xori %cst_i32, %cst_i32 : tile<4xi32>
    %36 = cmpi less_than %cst_i32, %cst_i32, signed : tile<4xi32> -> tile<4xi1>
    %cst_0_i8 = constant <i8: 0> : tile<4x8xi8>
    %cst_0_i8_2 = constant <i8: 0> : tile<8x2xi8>
    %cst_0_i32_3 = constant <i32: 0> : tile<4x2xi32>
    %37 = mmai %cst_0_i8, %cst_0_i8_2, %cst_0_i32_3 signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %38 = absf %cst_f32 : tile<4xf32>
    %39 = addf %cst_f32, %cst_f32 rounding<negative_inf> flush_to_zero : tile<4xf32>
    %40 = subf %cst_f32, %cst_f32  : tile<4xf32>
    %41 = mulf %cst_f32, %cst_f32 rounding<zero> : tile<4xf32>
    %42 = divf %cst_f32, %cst_f32 rounding<approx> : tile<4xf32>
    %43 = remf %cst_f32, %cst_f32 : tile<4xf32>
    %44 = negf %cst_f32 : tile<4xf32>
    %45 = maxf %cst_f32, %cst_f32 flush_to_zero propagate_nan : tile<4xf32>
    %46 = minf %cst_f32, %cst_f32 propagate_nan : tile<4xf32>
    %47 = fma %cst_f32, %cst_f32, %cst_f32 rounding<zero> flush_to_zero : tile<4xf32>
    %48 = cmpf less_than unordered %cst_f32, %cst_f32 : tile<4xf32> -> tile<4xi1>
    %49 = floor %cst_f32 : tile<4xf32>
    %50 = ceil %cst_f32 : tile<4xf32>
    %cst_0_f16 = constant <f16: 0.000000e+00> : tile<4x8xf16>
    %cst_0_f16_4 = constant <f16: 0.000000e+00> : tile<8x2xf16>
    %cst_0_f32_5 = constant <f32: 0.000000e+00> : tile<4x2xf32>
    %51 = mmaf %cst_0_f16, %cst_0_f16_4, %cst_0_f32_5 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %cst_0_f8E4M3FN = constant <f8E4M3FN: 0.000000e+00> : tile<4x64xf8E4M3FN>
    %cst_0_f8E4M3FN_6 = constant <f8E4M3FN: 0.000000e+00> : tile<64x2xf8E4M3FN>
    %52 = mmaf %cst_0_f8E4M3FN, %cst_0_f8E4M3FN_6, %cst_0_f32_5 fast_acc : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>
    %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<4x2xf8E8M0FNU>
    %cst_1_f8E8M0FNU_7 = constant <f8E8M0FNU: 1.000000e+00> : tile<2x2xf8E8M0FNU>
    %53 = mmaf_scaled %cst_0_f8E4M3FN, %cst_0_f8E4M3FN_6, %cst_0_f32_5, %cst_1_f8E8M0FNU, %cst_1_f8E8M0FNU_7 : tile<4x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<4x2xf32>, tile<4x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
    %54 = sqrt %cst_f32 rounding<approx> : tile<4xf32>
    %55 = rsqrt %cst_f32 flush_to_zero : tile<4xf32>
    %56 = exp %cst_f32 rounding<approx> : tile<4xf32>
    %57 = exp2 %cst_f32 flush_to_zero : tile<4xf32>
    %58 = log %cst_f32 : tile<4xf32>
    %59 = log2 %cst_f32 : tile<4xf32>
    %60 = pow %cst_f32, %cst_f32 : tile<4xf32>
    %61 = sin %cst_f32 : tile<4xf32>
    %62 = cos %cst_f32 : tile<4xf32>
    %63 = tan %cst_f32 : tile<4xf32>
    %64 = sinh %cst_f32 : tile<4xf32>
    %65 = cosh %cst_f32 : tile<4xf32>
    %66 = tanh %cst_f32 rounding<approx> : tile<4xf32>
    %67 = atan2 %cst_f32, %cst_f32 : tile<4xf32>
    %68 = make_token : token
    %69 = make_token : token
    %70 = join_tokens %68, %69 : token
    %result, %result_token = load_ptr_tko weak %6, %cst_i1, %cst_f32 token=%70 : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    %result_8, %result_token_9 = load_ptr_tko acquire device %6 optimization_hints = <sm_100 = {latency = 3}> : tile<4xptr<f32>> -> tile<4xf32>, token
    %71 = store_ptr_tko release device %6, %result, %cst_i1 token=%result_token : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    %tview = make_tensor_view %arg0, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %tview_10 = make_tensor_view %arg0, shape = [%arg2, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %72:2 = get_tensor_shape %tview_10 : tensor_view<?x64xf32, strides=[64,1]> -> tile<i64>
    %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
    %pview_11 = make_partition_view %tview : partition_view<tile=(32x16), padding_value = nan, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>
    %sview = make_strided_view %tview : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>
    %gsview = make_gather_scatter_view %tview : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
    %73:2 = get_index_space_shape %pview : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>> -> tile<i32>
    %tile, %result_token_12 = load_view_tko weak %pview[%cst_0_i32, %cst_1_i32] token = %70 optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
    %tile_13, %result_token_14 = load_view_tko relaxed device %sview[%cst_0_i32, %cst_1_i32] : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
    %cst_i32_15 = constant <i32: [0, 5, 10, 15, 20, 25, 30, 35]> : tile<8xi32>
    %tile_16, %result_token_17 = load_view_tko weak %gsview[%cst_i32_15, %cst_0_i32] : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x32xf32>, token
    %74 = store_view_tko weak %tile, %pview[%cst_0_i32, %cst_1_i32] token = %result_token_12 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
    %75 = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    %reshape_18 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bcast_19 = broadcast %reshape_18 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %76 = offset %bcast_19, %cst_i32 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %result_20, %result_token_21 = atomic_cas_tko acq_rel device %76, %cst_i32, %cst_i32, %cst_i1 token=%70 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %result_22, %result_token_23 = atomic_rmw_tko relaxed device %76, add, %cst_i32 token=%result_token_21 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %77 = atomic_red_view_tko relaxed device %pview[%cst_0_i32, %cst_1_i32], addf, %tile token = %result_token_23 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
    %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
    %assume_cst_i32 = assume div_by<4, every 4 along 0>, %cst_i32 : tile<4xi32>
    %assume_24 = assume bounded<0, ?>, %arg2 : tile<i32>
    %assume_cst_i32_25 = assume same_elements<[2]>, %cst_i32 : tile<4xi32>
    %assume_tview = assume div_by<16>, %tview : tensor_view<128x64xf32, strides=[64,1]>
    %78 = print_tko "x=%f\0A", %arg4 token=%77 : tile<f32> -> token
    %79 = print_tko "hello" -> token
    assert %arg3, "must hold" : tile<i1>
    %80 = if %arg3 -> (tile<f32>) {
      yield %arg4 : tile<f32>
    } else {
      %82 = negf %arg4 : tile<f32>
      yield %82 : tile<f32>
    }
    if %arg3 {
      %82 = addf %arg4, %arg4  : tile<f32>
    }
    %for = for %loopIdx in (%cst_0_i32 to %cst_1_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %arg4) -> (tile<f32>) {
      %82 = addf %iterArg0, %iterArg0  : tile<f32>
      continue %82 : tile<f32>
    }
    for unsigned %loopIdx in (%cst_0_i32 to %cst_1_i32, step %cst_1_i32) : tile<i32> {
    }
    %81 = loop iter_values(%arg5 = %cst_0_i32) : tile<i32> -> tile<i32> {
      %82 = cmpi greater_than_or_equal %arg5, %cst_1_i32, signed : tile<i32> -> tile<i1>
      if %82 {
        break %arg5 : tile<i32>
      }
      %83 = addi %arg5, %cst_1_i32 : tile<i32>
      continue %83 : tile<i32>
    }
    return
  }
}

