// One unary math op on n f32 (4096 per tile block), an entry per op:
//   tile-run math_unary.mlir --entry OP --grid ceil(n/4096) x.npy zeros:n n
cuda_tile.module @math_unary {
  entry @exp(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = exp %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tanh(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = tanh %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @log(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = log %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sin(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = sin %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cos(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = cos %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @rsqrt(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = rsqrt %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @exp2(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = exp2 %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @log2(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = log2 %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tan(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = tan %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sinh(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = sinh %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cosh(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ty = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %vy = make_partition_view %ty : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %v, %t0 = load_view_tko weak %vx[%bid] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %r = cosh %v : tile<4096xf32>
    %t1 = store_view_tko weak %r, %vy[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
