// c = a + b over n f32 elements, 4096 elements per tile block:
//   tile-run vector_add.mlir --grid ceil(n/4096) a.npy b.npy zeros:n n
cuda_tile.module @vector_add {
  entry @vector_add(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>,
                    %c: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tb = make_tensor_view %b, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vb = make_partition_view %tb : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %w, %t1 = load_view_tko weak %vb[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %s = addf %x, %w rounding<nearest_even> : tile<4096xf32>
    %t2 = store_view_tko weak %s, %vc[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
