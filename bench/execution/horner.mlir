// y = p(x) for p(x) = sum_k x^k / (16 - k) by Horner's rule (16 fma per
// element, coefficients 1/(k+1) computed in the loop), 4096 f32 per tile
// block: a compute-bound kernel.
//   tile-run horner.mlir --grid ceil(n/4096) x.npy zeros:n n
cuda_tile.module @horner {
  entry @horner(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %zero = constant <f32: 0.0> : tile<4096xf32>
    %one = constant <f32: 1.0> : tile<f32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %acc:2 = for %k in (%c0 to %c16, step %c1) : tile<i32> iter_values(%a = %zero, %kf = %one) -> (tile<4096xf32>, tile<f32>) {
      %c = divf %one, %kf : tile<f32>
      %cr = reshape %c : tile<f32> -> tile<1xf32>
      %cb = broadcast %cr : tile<1xf32> -> tile<4096xf32>
      %next = fma %a, %v, %cb : tile<4096xf32>
      %kn = addf %kf, %one : tile<f32>
      continue %next, %kn : tile<4096xf32>, tile<f32>
    }
    %t1 = store_view_tko weak %acc#0, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
