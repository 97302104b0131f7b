// Chains of element-wise ops on buffer-held tiles (256 f32, above the
// 64-element vector bound) are computed in the last op's loop: the
// producers' loops go (one scf.for for the chain, a splat for the
// broadcast scalar). A store between a producer and its consumer keeps the
// producer's loop (the consumer must not read memory the store changed);
// so does a producer with a second user. Every tile-run runs both engines
// (lib/tile-run-diff); expected values from numpy.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s
// (f32 element-wise loops step by 32: chunks of 128 bytes.)
// CHECK-LABEL: func.func @chain(
// CHECK: step %c32
// CHECK-NOT: step %c32
// CHECK-LABEL: func.func @store_between(
// CHECK-COUNT-2: step %c32
// CHECK-NOT: step %c32
// pow(x, broadcast 2.0) on f32 is a product in the chain, not a math call.
// CHECK-LABEL: func.func @square(
// CHECK-NOT: tilekit_jit_math_f32
// CHECK: arith.mulf
// CHECK-NOT: tilekit_jit_math_f32
// CHECK: return
// CHECK-LABEL: func.func @two_users(
// CHECK-COUNT-3: step %c32
// CHECK-NOT: step %c32
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.linspace(-3, 3, 256, dtype=np.float32))"
// RUN: tile-run %s --entry chain %t/x.npy zeros:256 -o %t/c
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/c/arg1.npy \
// RUN:   "((a0.astype(np.float32) * np.float32(2.5)).astype(np.float32) - a0).astype(np.float32) * a0"
// RUN: tile-run %s --entry store_between %t/x.npy zeros:256 -o %t/s
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/s/arg0.npy "a0 * np.float32(2.5) + np.float32(1)"
// RUN: %python -c "import numpy as np; v = np.float32([np.nan, -0.0, np.inf, -np.inf, 1e-45, -3e-39, 1e20, -3.0]); np.save('%t/sp.npy', np.resize(v, 256))"
// RUN: tile-run %s --entry square %t/sp.npy zeros:256 -o %t/q
// RUN: %python %testlib/npytool.py --arg %t/sp.npy expect %t/q/arg1.npy "a0 * a0"
// RUN: tile-run %s --entry two_users %t/x.npy zeros:512 -o %t/u
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/u/arg1.npy \
// RUN:   "np.concatenate([a0 * np.float32(2.5) + a0, a0 * np.float32(2.5) * a0])"

cuda_tile.module @fusion {
  entry @chain(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %rx : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %px = offset %bx, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<256xptr<f32>> -> tile<256xf32>, token
    %k = constant <f32: 2.5> : tile<f32>
    %rk = reshape %k : tile<f32> -> tile<1xf32>
    %bk = broadcast %rk : tile<1xf32> -> tile<256xf32>
    %a = mulf %v, %bk : tile<256xf32>
    %b = subf %a, %v : tile<256xf32>
    %c = mulf %b, %v : tile<256xf32>
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %bo, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t1 = store_ptr_tko weak %po, %c : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  entry @store_between(%x: tile<ptr<f32>>, %scratch: tile<ptr<f32>>) {
    // x *= 2.5 is stored back into x between the producer (%a) and its
    // consumer (%b): %b must use the product, not x read again.
    %i = iota : tile<256xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %rx : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %px = offset %bx, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<256xptr<f32>> -> tile<256xf32>, token
    %k = constant <f32: 2.5> : tile<256xf32>
    %one = constant <f32: 1.0> : tile<256xf32>
    %a = mulf %v, %k : tile<256xf32>
    %t1 = store_ptr_tko weak %px, %one : tile<256xptr<f32>>, tile<256xf32> -> token
    %w, %t2 = load_ptr_tko weak %px : tile<256xptr<f32>> -> tile<256xf32>, token
    %b = addf %a, %w : tile<256xf32>
    %t3 = store_ptr_tko weak %px, %b : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  entry @square(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %rx : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %px = offset %bx, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<256xptr<f32>> -> tile<256xf32>, token
    %two = constant <f32: 2.0> : tile<f32>
    %r2 = reshape %two : tile<f32> -> tile<1xf32>
    %b2 = broadcast %r2 : tile<1xf32> -> tile<256xf32>
    %sq = pow %v, %b2 : tile<256xf32>
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %bo, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t1 = store_ptr_tko weak %po, %sq : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  entry @two_users(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %rx : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %px = offset %bx, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<256xptr<f32>> -> tile<256xf32>, token
    %k = constant <f32: 2.5> : tile<256xf32>
    %a = mulf %v, %k : tile<256xf32>
    %b = addf %a, %v : tile<256xf32>
    %c = mulf %a, %v : tile<256xf32>
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %bo, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %c256 = constant <i32: 256> : tile<256xi32>
    %po2 = offset %po, %c256 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t1 = store_ptr_tko weak %po, %b : tile<256xptr<f32>>, tile<256xf32> -> token
    %t2 = store_ptr_tko weak %po2, %c : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }
}
