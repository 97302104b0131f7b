// C = A x B for n x n bf16 matrices A, B (n a multiple of 128) into f32 C:
// matmul_tiled.mlir with bf16 inputs (mmaf accumulating in f32), the mixed
// precision GEMM of cuTile kernels.
//   tile-run matmul_tiled_bf16.mlir --grid n/128,n/128 a.npy b.npy zeros:n*n n
cuda_tile.module @matmul_tiled_bf16 {
  entry @matmul_tiled_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tc = make_tensor_view %c, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %va = make_partition_view %ta : partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(32x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %k32 = constant <i32: 32> : tile<i32>
    %kt = divi %n, %k32 signed : tile<i32>
    %acc0 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %acc = for %k in (%zero to %kt, step %one) : tile<i32> iter_values(%sum = %acc0) -> (tile<128x128xf32>) {
      %x, %t0 = load_view_tko weak %va[%bm, %k] : partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x32xbf16>, token
      %y, %t1 = load_view_tko weak %vb[%k, %bn] : partition_view<tile=(32x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x128xbf16>, token
      %next = mmaf %x, %y, %sum : tile<128x32xbf16>, tile<32x128xbf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %t2 = store_view_tko weak %acc, %vc[%bm, %bn] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
