// A fault through an empty buffer (zeros:0, an empty .npy) names that
// buffer, on both engines: it has an address of its own, mapped with 0
// bytes. (It used to name the next argument at a distance that changed
// from run to run.)
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/empty.npy', np.zeros(0, np.float32))"
// RUN: not tile-run %s zeros:0 zeros:4 2>&1 | FileCheck %s --check-prefix=ZEROS
// RUN: not tile-run %s --engine interp zeros:0 zeros:4 2>&1 | FileCheck %s --check-prefix=ZEROS
// RUN: not tile-run %s %t/empty.npy zeros:4 2>&1 | FileCheck %s --check-prefix=NPY
// RUN: not tile-run %s --engine interp %t/empty.npy zeros:4 2>&1 | FileCheck %s --check-prefix=NPY
// ZEROS: 'cuda_tile.load_ptr_tko' out-of-bounds load: address 0x{{[0-9a-f]+}}, at argument 0 (zeros:0) (an empty buffer) in tile block (0, 0, 0)
// NPY: 'cuda_tile.load_ptr_tko' out-of-bounds load: address 0x{{[0-9a-f]+}}, at argument 0 ({{.*}}empty.npy) (an empty buffer) in tile block (0, 0, 0)

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>) {
    %x, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %t1 = store_ptr_tko weak %q, %x : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
