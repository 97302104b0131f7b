// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.testing$func(fuse-fma)))' --mlir-print-debuginfo | FileCheck %s
//
// Where fuse-fma's ops are and what they are called (the reference's bytes):
// the fma and the negation take the location of the addf or subf they
// replace, the product's goes.

// CHECK:      %0 = negf %arg2 : tile<f32> loc(#[[SUB:loc[0-9]+]])
// CHECK-NEXT: %1 = fma %arg0, %arg1, %0  : tile<f32> loc(#[[SUB]])
// CHECK-NEXT: %2 = fma %1, %arg0, %arg1  : tile<f32> loc(#[[ADD:loc[0-9]+]])
// CHECK-NEXT: return %2 : tile<f32> loc(#[[RET:loc[0-9]+]])
// CHECK-DAG: #[[SUB]] = loc("k.py":4:8)
// CHECK-DAG: #[[ADD]] = loc("k.py":6:8)
// CHECK-DAG: #[[RET]] = loc("k.py":7:4)
// CHECK-NOT: loc("k.py":3:8)
// CHECK-NOT: loc("k.py":5:8)

cuda_tile.module @located {
  testing$func @mul_sub(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) -> tile<f32> {
    %p = mulf %a, %b : tile<f32> loc("k.py":3:8)
    %s = subf %p, %c : tile<f32> loc("k.py":4:8)
    %q = mulf %s, %a : tile<f32> loc("k.py":5:8)
    %t = addf %b, %q : tile<f32> loc("k.py":6:8)
    return %t : tile<f32> loc("k.py":7:4)
  } loc("k.py":2:0)
} loc("k.py":1:0)
