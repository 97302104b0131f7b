// Store fusion into a tensor too large for the caches: the JIT computes
// full tiles in place with non-temporal stores (then a store fence), the
// partial last tile through the runtime, and the same kernel into a small
// tensor with plain stores (docs/jit.md, "Streaming stores"). Checked
// against numpy on both engines: every block adds its own id to the same
// input tile, so a tile stored at the wrong place or not at all differs.
// The large output is 67,174,000 bytes, just over the 64 MiB threshold.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/a.npy', np.random.RandomState(5).randn(4096).astype(np.float32))"
// RUN: tile-run %s --grid 4100 %t/a.npy zeros:16793500 16793500 -o %t/large
// RUN: tile-run %s --grid 3 %t/a.npy zeros:12000 12000 -o %t/small
// RUN: %python -c "import numpy as np; a = np.load('%t/a.npy'); \
// RUN:   expect = lambda n: a[np.arange(n) %% 4096] + (np.arange(n) // 4096).astype(np.float32); \
// RUN:   assert np.array_equal(np.load('%t/large/arg1.npy'), expect(16793500)), 'large'; \
// RUN:   assert np.array_equal(np.load('%t/small/arg1.npy'), expect(12000)), 'small'; print('ok')" | FileCheck %s
// RUN: rm -rf %t
// CHECK: ok

cuda_tile.module @m {
  entry @stream(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %y, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(4096), tensor_view<4096xf32, strides=[1]>>
    %vc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%c0] : partition_view<tile=(4096), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %fb = itof %bid signed : tile<i32> -> tile<f32>
    %rb = reshape %fb : tile<f32> -> tile<1xf32>
    %bb = broadcast %rb : tile<1xf32> -> tile<4096xf32>
    %s = addf %x, %bb rounding<nearest_even> : tile<4096xf32>
    %t1 = store_view_tko weak %s, %vc[%bid] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
