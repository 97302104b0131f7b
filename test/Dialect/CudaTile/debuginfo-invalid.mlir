// Debug-info verifier rules (types-attrs.md 4.3) that need no di_loc
// location: a function location must not be a CallSiteLoc (rule 6). The
// diagnostic is reported at the callee location, outside this file, hence
// FileCheck rather than --verify-diagnostics.
//
// RUN: not tile-opt --no-implicit-module --split-input-file %s 2>&1 | FileCheck %s

// CHECK: callee.py:3:7: error: invalid function debug info location: {{.*}}Function location must not be a CallSiteLoc.
// CHECK-NEXT: caller.py:9:2: note: called from
cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
  } loc(callsite("callee.py":3:7 at "caller.py":9:2))
}

// -----

// Nested call sites likewise.
// CHECK: inner.py:1:1: error: invalid function debug info location: {{.*}}Function location must not be a CallSiteLoc.
cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
  } loc(callsite("inner.py":1:1 at callsite("mid.py":2:2 at "outer.py":3:3)))
}
