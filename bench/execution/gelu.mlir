// GELU, tanh form, on n f32 (4096 per tile block):
//   y = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
//   tile-run gelu.mlir --grid ceil(n/4096) x.npy zeros:n n
cuda_tile.module @gelu {
  entry @gelu(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %half = constant <f32: 0.5> : tile<4096xf32>
    %one = constant <f32: 1.0> : tile<4096xf32>
    %k = constant <f32: 0.044715> : tile<4096xf32>
    %c = constant <f32: 0.7978845608028654> : tile<4096xf32>
    %x2 = mulf %v, %v rounding<nearest_even> : tile<4096xf32>
    %x3 = mulf %x2, %v rounding<nearest_even> : tile<4096xf32>
    %kx3 = mulf %k, %x3 rounding<nearest_even> : tile<4096xf32>
    %s = addf %v, %kx3 rounding<nearest_even> : tile<4096xf32>
    %u = mulf %c, %s rounding<nearest_even> : tile<4096xf32>
    %t = tanh %u : tile<4096xf32>
    %p = addf %one, %t rounding<nearest_even> : tile<4096xf32>
    %hx = mulf %half, %v rounding<nearest_even> : tile<4096xf32>
    %r = mulf %hx, %p rounding<nearest_even> : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
