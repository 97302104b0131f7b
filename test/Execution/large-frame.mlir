// An entry whose JIT frame is larger than 256 MiB (six live 64 MiB tiles):
// frame offsets past 2^28 bytes must not wrap (LLVM's constant GEP indices
// hold 29 bits). Both engines against the hand-derived value: the chain
// 1+1 = 2, 2+1 = 3, 3+2 = 5, 5+3 = 8, 8+5 = 13 in every element.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s zeros:16777216 -o %t/jit
// RUN: tile-run %s --engine interp zeros:16777216 -o %t/interp
// RUN: %python -c "import numpy as np; \
// RUN:   assert (np.load('%t/jit/arg0.npy') == 13).all(), 'jit'; \
// RUN:   assert (np.load('%t/interp/arg0.npy') == 13).all(), 'interp'; print('ok')" | FileCheck %s
// RUN: rm -rf %t
// CHECK: ok

cuda_tile.module @m {
  entry @chain(%out: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %one = constant <f32: 1.0> : tile<4096x4096xf32>
    %a = addf %one, %one rounding<nearest_even> : tile<4096x4096xf32>
    %b = addf %a, %one rounding<nearest_even> : tile<4096x4096xf32>
    %d = addf %b, %a rounding<nearest_even> : tile<4096x4096xf32>
    %e = addf %d, %b rounding<nearest_even> : tile<4096x4096xf32>
    %f = addf %e, %d rounding<nearest_even> : tile<4096x4096xf32>
    %t = make_tensor_view %out, shape = [4096, 4096], strides = [4096, 1] : tensor_view<4096x4096xf32, strides=[4096,1]>
    %v = make_partition_view %t : partition_view<tile=(4096x4096), tensor_view<4096x4096xf32, strides=[4096,1]>>
    %t1 = store_view_tko weak %f, %v[%c0, %c0] : tile<4096x4096xf32>, partition_view<tile=(4096x4096), tensor_view<4096x4096xf32, strides=[4096,1]>>, tile<i32> -> token
    return
  }
}
