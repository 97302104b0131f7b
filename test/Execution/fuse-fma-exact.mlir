// fuse-fma changes results on purpose, and the fused module runs exactly as
// its fma says, on both engines (the tile-run of this folder runs both and
// compares them). With a = b = 1 + 2^-12 and c = -1, a*b = 1 + 2^-11 + 2^-24
// exactly: mulf rounds it to 1 + 2^-11 (a tie, to even), so mulf + addf
// gives 2^-11; fma rounds once, and 2^-11 + 2^-24 is a float.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-optimize %s --fuse-fma -o %t/fused.mlir
// RUN: FileCheck %s --input-file %t/fused.mlir --check-prefix=FUSED
// FUSED: fma %arg0, %arg1, %arg2  : tile<f32>
// FUSED-NOT: mulf
// RUN: tile-run %s --entry muladd 1.000244140625 1.000244140625 -1 zeros:1 -o %t/plain
// RUN: tile-run %t/fused.mlir --entry muladd 1.000244140625 1.000244140625 -1 zeros:1 -o %t/fused
// RUN: %python -c "import numpy as np, sys; [print(f.split('/')[-2], float(np.load(f)[0]).hex()) for f in sys.argv[1:]]" \
// RUN:   %t/plain/arg3.npy %t/fused/arg3.npy | FileCheck %s
// CHECK: plain 0x1.0000000000000p-11
// CHECK: fused 0x1.0008000000000p-11

cuda_tile.module @exact {
  entry @muladd(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %out: tile<ptr<f32>>) {
    %p = mulf %a, %b : tile<f32>
    %s = addf %p, %c : tile<f32>
    %t = store_ptr_tko weak %out, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
