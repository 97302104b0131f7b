// Unary math with flush_to_zero on f32: subnormal inputs are read as zeros
// of their sign and subnormal results become zeros of theirs, on both
// engines (every tile-run runs both, lib/tile-run-diff). Tiles of 64 lanes
// (vectors) and 256 (frame buffers). Expected values from numpy on the
// flushed inputs, results flushed: exp2 of an integer n is 2^n exactly
// (2^-130 and 2^-149 are subnormal: +0), rsqrt of a flushed subnormal is
// +-inf.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; v = np.float32([1e-40, -1e-40, -130, -126, -149, 3, np.inf, -np.inf, 0.25, 4, np.nan, -0.0, 2e-45, 64, -1, 0.5]); np.save('%t/x.npy', np.resize(v, 256))"
// RUN: tile-run %s --entry ftz64 %t/x.npy zeros:128 -o %t/a
// RUN: tile-run %s --entry ftz256 %t/x.npy zeros:512 -o %t/b
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/a/arg1.npy \
// RUN:   "(lambda z: (lambda f: np.concatenate([z(np.exp2(f[:64].astype(np.float64)).astype(np.float32)), z((1 / np.sqrt(f[:64].astype(np.float64))).astype(np.float32))]))(z(a0)))(lambda v: np.where(np.abs(v) < 2.0 ** -126, np.copysign(np.float32(0), v), v))"
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/b/arg1.npy \
// RUN:   "(lambda z: (lambda f: np.concatenate([z(np.exp2(f.astype(np.float64)).astype(np.float32)), z((1 / np.sqrt(f.astype(np.float64))).astype(np.float32))]))(z(a0)))(lambda v: np.where(np.abs(v) < 2.0 ** -126, np.copysign(np.float32(0), v), v))"

cuda_tile.module @ftz {
  entry @ftz64(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %i = iota : tile<64xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %rx : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %px = offset %bx, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<64xptr<f32>> -> tile<64xf32>, token
    %e = exp2 %v flush_to_zero : tile<64xf32>
    %r = rsqrt %v flush_to_zero : tile<64xf32>
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %po = offset %bo, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %c64 = constant <i32: 64> : tile<64xi32>
    %po2 = offset %po, %c64 : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %t1 = store_ptr_tko weak %po, %e : tile<64xptr<f32>>, tile<64xf32> -> token
    %t2 = store_ptr_tko weak %po2, %r : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }

  entry @ftz256(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bx = broadcast %rx : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %px = offset %bx, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<256xptr<f32>> -> tile<256xf32>, token
    %e = exp2 %v flush_to_zero : tile<256xf32>
    %r = rsqrt %v flush_to_zero : tile<256xf32>
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %bo, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %c256 = constant <i32: 256> : tile<256xi32>
    %po2 = offset %po, %c256 : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %t1 = store_ptr_tko weak %po, %e : tile<256xptr<f32>>, tile<256xf32> -> token
    %t2 = store_ptr_tko weak %po2, %r : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }
}
