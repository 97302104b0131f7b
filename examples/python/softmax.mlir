// Row-wise softmax in the form cuTile Python exports kernels: every array
// parameter is a pointer followed by its shape and its strides (in elements)
// as i32 scalars, and tile block `row` handles one row of up to 256 columns.
// It is what this cuTile Python kernel compiles to:
//
//   @ct.kernel
//   def softmax(x, y):
//       row = ct.bid(0)
//       t = ct.load(x, index=(row, 0), shape=(1, 256),
//                   padding_mode=ct.PaddingMode.NEG_INF)
//       e = ct.exp(t - ct.max(t, axis=1, keepdims=True))
//       ct.store(y, index=(row, 0), tile=e / ct.sum(e, axis=1, keepdims=True))
//
// examples/python/softmax.py runs it on numpy arrays with tilekit.launch.
cuda_tile.module @softmax {
  entry @softmax(%x: tile<ptr<f32>>, %xm: tile<i32>, %xn: tile<i32>,
                 %xs0: tile<i32>, %xs1: tile<i32>,
                 %y: tile<ptr<f32>>, %ym: tile<i32>, %yn: tile<i32>,
                 %ys0: tile<i32>, %ys1: tile<i32>) {
    %tx = make_tensor_view %x, shape = [%xm, %xn], strides = [%xs0, %xs1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %ty = make_tensor_view %y, shape = [%ym, %yn], strides = [%ys0, %ys1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %vx = make_partition_view %tx : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
    %vy = make_partition_view %ty : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,?]>>
    %row, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %k0 = load_view_tko weak %vx[%row, %c0] : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x256xf32>, token
    %max = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<1x256xf32> -> tile<1xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = maxf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    %max2 = reshape %max : tile<1xf32> -> tile<1x1xf32>
    %maxs = broadcast %max2 : tile<1x1xf32> -> tile<1x256xf32>
    %d = subf %t, %maxs : tile<1x256xf32>
    %e = exp %d : tile<1x256xf32>
    %sum = reduce %e dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    %sum2 = reshape %sum : tile<1xf32> -> tile<1x1xf32>
    %sums = broadcast %sum2 : tile<1x1xf32> -> tile<1x256xf32>
    %r = divf %e, %sums : tile<1x256xf32>
    %k1 = store_view_tko weak %r, %vy[%row, %c0] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
    return
  }
}
