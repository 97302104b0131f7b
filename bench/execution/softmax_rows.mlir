// Row-wise softmax of a rows x 1024 f32 matrix, one row per tile block:
//   tile-run softmax_rows.mlir --grid rows x.npy zeros:rows*1024 rows
cuda_tile.module @softmax_rows {
  entry @softmax_rows(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %rows: tile<i32>) {
    %row, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [%rows, 1024], strides = [1024, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %ty = make_tensor_view %y, shape = [%rows, 1024], strides = [1024, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %vx = make_partition_view %tx : partition_view<tile=(1x1024), tensor_view<?x1024xf32, strides=[1024,1]>>
    %vy = make_partition_view %ty : partition_view<tile=(1x1024), tensor_view<?x1024xf32, strides=[1024,1]>>
    %v, %t0 = load_view_tko weak %vx[%row, %zero] : partition_view<tile=(1x1024), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %max = reduce %v dim=1 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = maxf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    %max2 = reshape %max : tile<1xf32> -> tile<1x1xf32>
    %maxb = broadcast %max2 : tile<1x1xf32> -> tile<1x1024xf32>
    %shifted = subf %v, %maxb rounding<nearest_even> : tile<1x1024xf32>
    %e = exp %shifted : tile<1x1024xf32>
    %sum = reduce %e dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32>
    (%c: tile<f32>, %d: tile<f32>) {
      %s = addf %c, %d rounding<nearest_even> : tile<f32>
      yield %s : tile<f32>
    }
    %sum2 = reshape %sum : tile<1xf32> -> tile<1x1xf32>
    %sumb = broadcast %sum2 : tile<1x1xf32> -> tile<1x1024xf32>
    %r = divf %e, %sumb rounding<nearest_even> : tile<1x1024xf32>
    %t1 = store_view_tko weak %r, %vy[%row, %zero] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    return
  }
}
