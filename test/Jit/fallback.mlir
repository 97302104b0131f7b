// tile-run --engine jit: what it compiles, what it leaves to the interpreter
// and when it falls back, always with the interpreter's results.
//
// RUN: rm -rf %t && mkdir -p %t
// TILEKIT_JIT_STATS reports the ops run by the interpreter from compiled
// code (thunks) and the compile time.
// RUN: env TILEKIT_JIT_STATS=1 tile-run %s --entry kernel --engine jit 2.0 zeros:8 -o %t/jit 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: tile-run: jit: @kernel: {{[0-9]+}} ops, 1 on the interpreter (cuda_tile.remf), frame {{[0-9]+}} bytes, compiled in {{[0-9.]+}} ms
// RUN: tile-run %s --entry kernel --engine interp 2.0 zeros:8 -o %t/interp
// RUN: cmp %t/jit/arg1.npy %t/interp/arg1.npy
//
// The JIT is the default engine; --check alone selects the interpreter
// (quietly), --engine jit --check says so.
// RUN: env TILEKIT_JIT_STATS=1 tile-run %s --entry kernel 2.0 zeros:8 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: tile-run: jit: @kernel:
// RUN: env TILEKIT_JIT_STATS=1 tile-run %s --entry kernel --check 2.0 zeros:8 2>&1 | FileCheck %s --check-prefix=CHECKED --allow-empty
// CHECKED-NOT: jit:
// CHECKED-NOT: note:
// RUN: tile-run %s --entry kernel --engine jit --check 2.0 zeros:8 2>&1 | FileCheck %s --check-prefix=JITCHECK
// JITCHECK: tile-run: note: --check runs on the interpreter
//
// Without thunks, an op the JIT cannot lower makes the entry fall back, with
// one line on stderr.
// RUN: env TILEKIT_JIT_NO_THUNKS=1 tile-run %s --entry kernel --engine jit 2.0 zeros:8 -o %t/fb 2>&1 | FileCheck %s --check-prefix=FALLBACK
// FALLBACK: tile-run: note: the JIT cannot compile 'cuda_tile.remf' ({{.*}}fallback.mlir:[[@LINE+17]]:10); running on the interpreter
// RUN: cmp %t/fb/arg1.npy %t/interp/arg1.npy
//
// --check runs on the interpreter.
// RUN: tile-run %s --entry kernel --engine jit --check 2.0 zeros:8 -o %t/check 2>&1 | FileCheck %s --check-prefix=CHECKMODE
// CHECKMODE: tile-run: note: --check runs on the interpreter
// RUN: cmp %t/check/arg1.npy %t/interp/arg1.npy
//
// Runtime errors are the interpreter's, located at the op.
// RUN: not tile-run %s --entry checked --engine jit 0.0 2>&1 | FileCheck %s --check-prefix=ASSERT
// ASSERT: tile-run: error: {{.*}}fallback.mlir:[[@LINE+19]]:5: error: 'cuda_tile.assert' {{.*}}the divisor must not be zero{{.*}} in tile block (0, 0, 0)

cuda_tile.module @m {
  entry @kernel(%d: tile<f32>, %out: tile<ptr<f32>>) {
    %f = constant <f32: [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -6.5, 7.0]> : tile<8xf32>
    %d1 = reshape %d : tile<f32> -> tile<1xf32>
    %db = broadcast %d1 : tile<1xf32> -> tile<8xf32>
    %r = remf %f, %db : tile<8xf32>
    %i = iota : tile<8xi32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %op = offset %ob, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t = store_ptr_tko weak %op, %r : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @checked(%d: tile<f32>) {
    %zero = constant <f32: 0.0> : tile<f32>
    %nz = cmpf not_equal ordered %d, %zero : tile<f32> -> tile<i1>
    assert %nz, "the divisor must not be zero" : tile<i1>
    return
  }
}
