// Matmul K loops in several tile blocks that share B (docs/jit.md, "Matmul
// K loops"): each block computes 16 rows of C = acc + A x B, A's rows by
// block. On the JIT a thread keeps the packed B panels of its last loops for
// the next blocks of the launch, while nothing has written B's allocation;
// 16-bit A is decoded inside the kernel. Checked bit for bit against the
// exact reference (test/Execution/lib/mmaref.py: per element an f32 fma
// chain over K ascending), at 1 and 2 threads and on every kernel
// (TILEKIT_MATMUL_KERNEL), for f32, f16 and bf16: K = 272 is 34 tiles of 8,
// one group (the loop's kept panels fit in half the L2) of depth 272, a
// multiple of 16: 16-bit A decoded in the kernel on AVX-512 and AVX2.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: mkdir -p %t/f32 && %python %testlib/mmaref.py make %t/f32 301 f32 0 48 272 32 64
// RUN: tile-run %s --entry rows_f32 --grid 3 --threads 1 %t/f32/lhs.npy %t/f32/rhs.npy %t/f32/acc.npy zeros:1536 272 34 -o %t/f32/t1
// RUN: %python %testlib/mmaref.py check %t/f32 %t/f32/t1/arg3.npy f32 | FileCheck %s --check-prefix=F32
// RUN: tile-run %s --entry rows_f32 --grid 3 --threads 2 %t/f32/lhs.npy %t/f32/rhs.npy %t/f32/acc.npy zeros:1536 272 34 -o %t/f32/t2
// RUN: %python %testlib/mmaref.py check %t/f32 %t/f32/t2/arg3.npy f32 | FileCheck %s --check-prefix=F32
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry rows_f32 --grid 3 --threads 1 %t/f32/lhs.npy %t/f32/rhs.npy %t/f32/acc.npy zeros:1536 272 34 -o %t/f32/avx2
// RUN: %python %testlib/mmaref.py check %t/f32 %t/f32/avx2/arg3.npy f32 | FileCheck %s --check-prefix=F32
// F32: mmaf f32 1x48x272x32: 1536 elements exact
//
// RUN: mkdir -p %t/f16 && %python %testlib/mmaref.py make %t/f16 302 f16 0 48 272 32 64
// RUN: tile-run %s --entry rows_f16 --grid 3 --threads 1 %t/f16/lhs.npy %t/f16/rhs.npy %t/f16/acc.npy zeros:1536 272 34 -o %t/f16/t1
// RUN: %python %testlib/mmaref.py check %t/f16 %t/f16/t1/arg3.npy f16 | FileCheck %s --check-prefix=F16
// RUN: tile-run %s --entry rows_f16 --grid 3 --threads 2 %t/f16/lhs.npy %t/f16/rhs.npy %t/f16/acc.npy zeros:1536 272 34 -o %t/f16/t2
// RUN: %python %testlib/mmaref.py check %t/f16 %t/f16/t2/arg3.npy f16 | FileCheck %s --check-prefix=F16
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry rows_f16 --grid 3 --threads 1 %t/f16/lhs.npy %t/f16/rhs.npy %t/f16/acc.npy zeros:1536 272 34 -o %t/f16/avx2
// RUN: %python %testlib/mmaref.py check %t/f16 %t/f16/avx2/arg3.npy f16 | FileCheck %s --check-prefix=F16
// RUN: env TILEKIT_MATMUL_KERNEL=none tile-run %s --entry rows_f16 --grid 3 --threads 1 %t/f16/lhs.npy %t/f16/rhs.npy %t/f16/acc.npy zeros:1536 272 34 -o %t/f16/none
// RUN: %python %testlib/mmaref.py check %t/f16 %t/f16/none/arg3.npy f16 | FileCheck %s --check-prefix=F16
// F16: mmaf f16 1x48x272x32: 1536 elements exact
//
// RUN: mkdir -p %t/bf16 && %python %testlib/mmaref.py make %t/bf16 303 bf16 0 48 272 32 64
// RUN: tile-run %s --entry rows_bf16 --grid 3 --threads 1 %t/bf16/lhs.npy %t/bf16/rhs.npy %t/bf16/acc.npy zeros:1536 272 34 -o %t/bf16/t1
// RUN: %python %testlib/mmaref.py check %t/bf16 %t/bf16/t1/arg3.npy bf16 | FileCheck %s --check-prefix=BF16
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry rows_bf16 --grid 3 --threads 1 %t/bf16/lhs.npy %t/bf16/rhs.npy %t/bf16/acc.npy zeros:1536 272 34 -o %t/bf16/avx2
// RUN: %python %testlib/mmaref.py check %t/bf16 %t/bf16/avx2/arg3.npy bf16 | FileCheck %s --check-prefix=BF16
// BF16: mmaf bf16 1x48x272x32: 1536 elements exact
//
// Kept panels are dropped once the launch writes B's allocation: block 1
// first copies D over B (its loop's loads are token-ordered after the copy),
// so blocks 1 and 2 multiply by D, block 0 by the old B. Block 0's loads
// and block 1's copy race by the memory model (no token can order the
// loop's loads before a release); at --threads 1 both engines run the
// blocks in order, so the result is still defined and is the interpreter's.
// RUN: mkdir -p %t/old %t/new %t/mixed
// RUN: %python %testlib/mmaref.py make %t/old 304 f16 0 48 256 32 64
// RUN: %python %testlib/mmaref.py make %t/new 305 f16 0 48 256 32 64
// RUN: cp %t/old/lhs.npy %t/old/acc.npy %t/mixed/ && cp %t/new/rhs.npy %t/mixed/
// RUN: tile-run %s --entry rows_rewrite --grid 3 --threads 1 %t/old/lhs.npy %t/old/rhs.npy %t/old/acc.npy zeros:1536 256 32 %t/new/rhs.npy -o %t/rewrite
// RUN: %python %testlib/mmaref.py check %t/old %t/rewrite/arg3.npy f16 0 16 | FileCheck %s --check-prefix=REWRITE
// RUN: %python %testlib/mmaref.py check %t/mixed %t/rewrite/arg3.npy f16 16 48 | FileCheck %s --check-prefix=REWRITE
// RUN: tile-run %s --engine interp --entry rows_rewrite --grid 3 --threads 1 %t/old/lhs.npy %t/old/rhs.npy %t/old/acc.npy zeros:1536 256 32 %t/new/rhs.npy -o %t/rewrite-interp
// RUN: %python %testlib/mmaref.py check %t/mixed %t/rewrite-interp/arg3.npy f16 16 48 | FileCheck %s --check-prefix=REWRITE
// REWRITE: mmaf f16 1x{{16x256x32: 512|32x256x32: 1024}} elements exact

cuda_tile.module @m {
  entry @rows_f32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %hi: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %m = constant <i32: 48> : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<?x32xf32, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%x, %zero] : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for %t in (%zero to %hi, step %one) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>
      %xa, %tx = load_view_tko weak %va[%x, %t] : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %yb, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x32xf32>, token
      %n = mmaf %xa, %yb, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%x, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @rows_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %hi: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %m = constant <i32: 48> : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf16, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<?x32xf16, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%x, %zero] : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for %t in (%zero to %hi, step %one) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xf16, strides=[?,1]>>
      %xa, %tx = load_view_tko weak %va[%x, %t] : partition_view<tile=(16x8), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x8xf16>, token
      %yb, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), tensor_view<?x32xf16, strides=[32,1]>>, tile<i32> -> tile<8x32xf16>, token
      %n = mmaf %xa, %yb, %s : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%x, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @rows_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %hi: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %m = constant <i32: 48> : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xbf16, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<?x32xbf16, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%x, %zero] : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for %t in (%zero to %hi, step %one) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xbf16, strides=[?,1]>>
      %xa, %tx = load_view_tko weak %va[%x, %t] : partition_view<tile=(16x8), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x8xbf16>, token
      %yb, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), tensor_view<?x32xbf16, strides=[32,1]>>, tile<i32> -> tile<8x32xbf16>, token
      %n = mmaf %xa, %yb, %s : tile<16x8xbf16>, tile<8x32xbf16>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%x, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @rows_rewrite(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %hi: tile<i32>, %d: tile<ptr<f16>>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %m = constant <i32: 48> : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [256, 32], strides = [32, 1] : tensor_view<256x32xf16, strides=[32,1]>
    %td = make_tensor_view %d, shape = [256, 32], strides = [32, 1] : tensor_view<256x32xf16, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [48, 32], strides = [32, 1] : tensor_view<48x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<256x32xf16, strides=[32,1]>>
    %wb = make_partition_view %tb : partition_view<tile=(256x32), tensor_view<256x32xf16, strides=[32,1]>>
    %wd = make_partition_view %td : partition_view<tile=(256x32), tensor_view<256x32xf16, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%x, %zero] : partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %copies = cmpi equal %x, %one, signed : tile<i32> -> tile<i1>
    %tk = if %copies -> (token) {
      %dd, %tdd = load_view_tko weak %wd[%zero, %zero] : partition_view<tile=(256x32), tensor_view<256x32xf16, strides=[32,1]>>, tile<i32> -> tile<256x32xf16>, token
      %ts = store_view_tko weak %dd, %wb[%zero, %zero] : tile<256x32xf16>, partition_view<tile=(256x32), tensor_view<256x32xf16, strides=[32,1]>>, tile<i32> -> token
      yield %ts : token
    } else {
      yield %t0 : token
    }
    %r = for %t in (%zero to %hi, step %one) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xf16, strides=[?,1]>>
      %xa, %tx = load_view_tko weak %va[%x, %t] : partition_view<tile=(16x8), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x8xf16>, token
      %yb, %ty = load_view_tko weak %vb[%t, %zero] token = %tk : partition_view<tile=(8x32), tensor_view<256x32xf16, strides=[32,1]>>, tile<i32> -> tile<8x32xf16>, token
      %n = mmaf %xa, %yb, %s : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%x, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<48x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
