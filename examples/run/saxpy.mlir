// y = a * x + y over n f32 elements, 256 elements per tile block; the last
// tile block's partial tile is masked by the view's bounds.
//
//   tile-run examples/run/saxpy.mlir --grid 4 2.0 examples/run/x.npy \
//       examples/run/y.npy 1000 -o out
//
// writes y to out/arg2.npy (x = 0, 0.5, ..., y = 1: y[i] = i + 1). The
// store of y waits for the load of y (token %t1): without it they race.
cuda_tile.module @example {
  entry @saxpy(%a: tile<f32>, %x: tile<ptr<f32>>, %y: tile<ptr<f32>>,
               %n: tile<i32>) {
    %block, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %xs, %t0 = load_view_tko weak %vx[%block] : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %ys, %t1 = load_view_tko weak %vy[%block] : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %a1 = reshape %a : tile<f32> -> tile<1xf32>
    %as = broadcast %a1 : tile<1xf32> -> tile<256xf32>
    %r = fma %as, %xs, %ys rounding<nearest_even> : tile<256xf32>
    %t2 = store_view_tko weak %r, %vy[%block] token = %t1 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %first = constant <i32: 0> : tile<i32>
    %is_first = cmpi equal %block, %first, signed : tile<i32> -> tile<i1>
    if %is_first {
      %head = extract %r[%first] : tile<256xf32> -> tile<4xf32>
      %t3 = print_tko "saxpy: y[0:4] = %g\0A", %head : tile<4xf32> -> token
    }
    return
  }
}
