// A matmul K loop (load A tile, load B tile, mmaf into the carried f32
// accumulator) runs on the JIT as one blocked product over groups of
// iterations (docs/jit.md, "Matmul K loops"). Checked bit for bit against
// the exact reference of the documented semantics (test/Execution/lib/
// mmaref.py: per element an f32 fma chain from acc over the loaded K in the
// loop's order), and by the harness against the interpreter. Cases: K of
// 520 (65 tiles of 8: several groups and a short last one), a K not a
// multiple of the tile (the last tile padded with zeros: that group goes
// tile by tile), a step of 3 from 1 (A tiles not side by side: A packed),
// f16, bf16, tf32 and f8E4M3FN inputs (decoded into the panels), special values (NaN, inf,
// signed zeros, subnormals: NaN results canonical), an unsigned loop, an
// empty one, a fault in the middle of the loop, and an out-of-range index
// that leaves every element padding.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: mkdir -p %t/f32_groups && %python %testlib/mmaref.py make %t/f32_groups 200 f32 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/f32_groups %t/f32_groups/ref 8 0 65 1
// RUN: tile-run %s --entry loop_f32 %t/f32_groups/lhs.npy %t/f32_groups/rhs.npy %t/f32_groups/acc.npy zeros:512 520 0 65 1 -o %t/f32_groups/out
// RUN: %python %testlib/mmaref.py check %t/f32_groups/ref %t/f32_groups/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_GROUPS
// F32_GROUPS: mmaf f32 1x16x520x32: 512 elements exact
// RUN: mkdir -p %t/f32_padded && %python %testlib/mmaref.py make %t/f32_padded 201 f32 0 16 300 32 2048
// RUN: %python %testlib/mmaref.py select %t/f32_padded %t/f32_padded/ref 8 0 38 1
// RUN: tile-run %s --entry loop_f32 %t/f32_padded/lhs.npy %t/f32_padded/rhs.npy %t/f32_padded/acc.npy zeros:512 300 0 38 1 -o %t/f32_padded/out
// RUN: %python %testlib/mmaref.py check %t/f32_padded/ref %t/f32_padded/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_PADDED
// F32_PADDED: mmaf f32 1x16x304x32: 512 elements exact
// RUN: mkdir -p %t/f32_strided && %python %testlib/mmaref.py make %t/f32_strided 202 f32 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/f32_strided %t/f32_strided/ref 8 1 65 3
// RUN: tile-run %s --entry loop_f32 %t/f32_strided/lhs.npy %t/f32_strided/rhs.npy %t/f32_strided/acc.npy zeros:512 520 1 65 3 -o %t/f32_strided/out
// RUN: %python %testlib/mmaref.py check %t/f32_strided/ref %t/f32_strided/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_STRIDED
// F32_STRIDED: mmaf f32 1x16x176x32: 512 elements exact
// RUN: mkdir -p %t/f32_specials && %python %testlib/mmaref.py make %t/f32_specials 203 f32 0 16 64 32 16
// RUN: %python %testlib/mmaref.py select %t/f32_specials %t/f32_specials/ref 8 0 8 1
// RUN: tile-run %s --entry loop_f32 %t/f32_specials/lhs.npy %t/f32_specials/rhs.npy %t/f32_specials/acc.npy zeros:512 64 0 8 1 -o %t/f32_specials/out
// RUN: %python %testlib/mmaref.py check %t/f32_specials/ref %t/f32_specials/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_SPECIALS
// F32_SPECIALS: mmaf f32 1x16x64x32: 512 elements exact
// RUN: mkdir -p %t/f32_threads && %python %testlib/mmaref.py make %t/f32_threads 204 f32 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/f32_threads %t/f32_threads/ref 8 0 65 1
// RUN: tile-run %s --entry loop_f32 --threads 1 %t/f32_threads/lhs.npy %t/f32_threads/rhs.npy %t/f32_threads/acc.npy zeros:512 520 0 65 1 -o %t/f32_threads/out
// RUN: %python %testlib/mmaref.py check %t/f32_threads/ref %t/f32_threads/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_THREADS
// F32_THREADS: mmaf f32 1x16x520x32: 512 elements exact
// RUN: mkdir -p %t/f16_groups && %python %testlib/mmaref.py make %t/f16_groups 205 f16 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/f16_groups %t/f16_groups/ref 8 0 65 1
// RUN: tile-run %s --entry loop_f16 %t/f16_groups/lhs.npy %t/f16_groups/rhs.npy %t/f16_groups/acc.npy zeros:512 520 0 65 1 -o %t/f16_groups/out
// RUN: %python %testlib/mmaref.py check %t/f16_groups/ref %t/f16_groups/out/arg3.npy f16 | FileCheck %s --check-prefix=F16_GROUPS
// F16_GROUPS: mmaf f16 1x16x520x32: 512 elements exact
// RUN: mkdir -p %t/f16_strided && %python %testlib/mmaref.py make %t/f16_strided 206 f16 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/f16_strided %t/f16_strided/ref 8 2 65 2
// RUN: tile-run %s --entry loop_f16 %t/f16_strided/lhs.npy %t/f16_strided/rhs.npy %t/f16_strided/acc.npy zeros:512 520 2 65 2 -o %t/f16_strided/out
// RUN: %python %testlib/mmaref.py check %t/f16_strided/ref %t/f16_strided/out/arg3.npy f16 | FileCheck %s --check-prefix=F16_STRIDED
// F16_STRIDED: mmaf f16 1x16x256x32: 512 elements exact
// RUN: mkdir -p %t/bf16_groups && %python %testlib/mmaref.py make %t/bf16_groups 207 bf16 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/bf16_groups %t/bf16_groups/ref 8 0 65 1
// RUN: tile-run %s --entry loop_bf16 %t/bf16_groups/lhs.npy %t/bf16_groups/rhs.npy %t/bf16_groups/acc.npy zeros:512 520 0 65 1 -o %t/bf16_groups/out
// RUN: %python %testlib/mmaref.py check %t/bf16_groups/ref %t/bf16_groups/out/arg3.npy bf16 | FileCheck %s --check-prefix=BF16_GROUPS
// BF16_GROUPS: mmaf bf16 1x16x520x32: 512 elements exact
// RUN: mkdir -p %t/bf16_padded && %python %testlib/mmaref.py make %t/bf16_padded 208 bf16 0 16 300 32 2048
// RUN: %python %testlib/mmaref.py select %t/bf16_padded %t/bf16_padded/ref 8 0 38 1
// RUN: tile-run %s --entry loop_bf16 %t/bf16_padded/lhs.npy %t/bf16_padded/rhs.npy %t/bf16_padded/acc.npy zeros:512 300 0 38 1 -o %t/bf16_padded/out
// RUN: %python %testlib/mmaref.py check %t/bf16_padded/ref %t/bf16_padded/out/arg3.npy bf16 | FileCheck %s --check-prefix=BF16_PADDED
// BF16_PADDED: mmaf bf16 1x16x304x32: 512 elements exact
// RUN: mkdir -p %t/f32_unsigned && %python %testlib/mmaref.py make %t/f32_unsigned 209 f32 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/f32_unsigned %t/f32_unsigned/ref 8 0 65 1
// RUN: tile-run %s --entry loop_f32_unsigned %t/f32_unsigned/lhs.npy %t/f32_unsigned/rhs.npy %t/f32_unsigned/acc.npy zeros:512 520 0 65 1 -o %t/f32_unsigned/out
// RUN: %python %testlib/mmaref.py check %t/f32_unsigned/ref %t/f32_unsigned/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_UNSIGNED
// F32_UNSIGNED: mmaf f32 1x16x520x32: 512 elements exact
// RUN: mkdir -p %t/f32_empty && %python %testlib/mmaref.py make %t/f32_empty 210 f32 0 16 64 32 2048
// RUN: %python %testlib/mmaref.py select %t/f32_empty %t/f32_empty/ref 8 5 5 1
// RUN: tile-run %s --entry loop_f32 %t/f32_empty/lhs.npy %t/f32_empty/rhs.npy %t/f32_empty/acc.npy zeros:512 64 5 5 1 -o %t/f32_empty/out
// RUN: %python %testlib/mmaref.py check %t/f32_empty/ref %t/f32_empty/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_EMPTY
// F32_EMPTY: mmaf f32 1x16x0x32: 512 elements exact
// The B tensor claims 512 rows of a buffer of 256: the first load past the
// buffer (iteration 32, after whole groups ran) faults as the interpreter
// reports it.
// RUN: mkdir -p %t/fault %t/fault_small && %python %testlib/mmaref.py make %t/fault 211 f32 0 16 512 32
// RUN: %python %testlib/mmaref.py make %t/fault_small 212 f32 0 16 256 32
// RUN: not tile-run %s --entry loop_f32 %t/fault/lhs.npy %t/fault_small/rhs.npy %t/fault/acc.npy zeros:512 512 0 64 1 2>&1 | FileCheck %s --check-prefix=FAULT
// FAULT: mma-kloop.mlir:[[#]]:{{[0-9]+}}: error: 'cuda_tile.load_view_tko' out-of-bounds load of element [0, 0]: address 0x{{[0-9a-f]+}}, 0 bytes past the end of argument 1
// Tiles 64 (half inside K = 520) to 67 (wholly outside: all padding).
// RUN: mkdir -p %t/f32_outside && %python %testlib/mmaref.py make %t/f32_outside 213 f32 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/f32_outside %t/f32_outside/ref 8 64 68 1
// RUN: tile-run %s --entry loop_f32 %t/f32_outside/lhs.npy %t/f32_outside/rhs.npy %t/f32_outside/acc.npy zeros:512 520 64 68 1 -o %t/f32_outside/out
// RUN: %python %testlib/mmaref.py check %t/f32_outside/ref %t/f32_outside/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_OUTSIDE
// F32_OUTSIDE: mmaf f32 1x16x32x32: 512 elements exact

// RUN: mkdir -p %t/tf32 && %python %testlib/mmaref.py make %t/tf32 214 tf32 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/tf32 %t/tf32/ref 8 0 65 1
// RUN: tile-run %s --entry loop_tf32 %t/tf32/lhs.npy %t/tf32/rhs.npy %t/tf32/acc.npy zeros:512 520 0 65 1 -o %t/tf32/out
// RUN: %python %testlib/mmaref.py check %t/tf32/ref %t/tf32/out/arg3.npy tf32 | FileCheck %s --check-prefix=TF32
// TF32: mmaf tf32 1x16x520x32: 512 elements exact
// RUN: mkdir -p %t/f8 && %python %testlib/mmaref.py make %t/f8 215 f8E4M3FN 0 16 520 32 2048
// RUN: %python %testlib/mmaref.py select %t/f8 %t/f8/ref 8 0 65 1
// RUN: tile-run %s --entry loop_f8E4M3FN %t/f8/lhs.npy %t/f8/rhs.npy %t/f8/acc.npy zeros:512 520 0 65 1 -o %t/f8/out
// RUN: %python %testlib/mmaref.py check %t/f8/ref %t/f8/out/arg3.npy f8E4M3FN | FileCheck %s --check-prefix=F8
// F8: mmaf f8E4M3FN 1x16x520x32: 512 elements exact
// The same products on the AVX2 kernels (4 x 16 blocks: two column panels)
// and on none (tile by tile through the portable loop), capped with
// TILEKIT_MATMUL_KERNEL; and a 16 x 64 C (two panels of 32 on AVX-512).
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry loop_f32 %t/f32_groups/lhs.npy %t/f32_groups/rhs.npy %t/f32_groups/acc.npy zeros:512 520 0 65 1 -o %t/f32_groups/avx2
// RUN: %python %testlib/mmaref.py check %t/f32_groups/ref %t/f32_groups/avx2/arg3.npy f32 | FileCheck %s --check-prefix=F32_GROUPS
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry loop_f16 %t/f16_groups/lhs.npy %t/f16_groups/rhs.npy %t/f16_groups/acc.npy zeros:512 520 0 65 1 -o %t/f16_groups/avx2
// RUN: %python %testlib/mmaref.py check %t/f16_groups/ref %t/f16_groups/avx2/arg3.npy f16 | FileCheck %s --check-prefix=F16_GROUPS
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry loop_f16 %t/f16_strided/lhs.npy %t/f16_strided/rhs.npy %t/f16_strided/acc.npy zeros:512 520 2 65 2 -o %t/f16_strided/avx2
// RUN: %python %testlib/mmaref.py check %t/f16_strided/ref %t/f16_strided/avx2/arg3.npy f16 | FileCheck %s --check-prefix=F16_STRIDED
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry loop_bf16 %t/bf16_groups/lhs.npy %t/bf16_groups/rhs.npy %t/bf16_groups/acc.npy zeros:512 520 0 65 1 -o %t/bf16_groups/avx2
// RUN: %python %testlib/mmaref.py check %t/bf16_groups/ref %t/bf16_groups/avx2/arg3.npy bf16 | FileCheck %s --check-prefix=BF16_GROUPS
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry loop_tf32 %t/tf32/lhs.npy %t/tf32/rhs.npy %t/tf32/acc.npy zeros:512 520 0 65 1 -o %t/tf32/avx2
// RUN: %python %testlib/mmaref.py check %t/tf32/ref %t/tf32/avx2/arg3.npy tf32 | FileCheck %s --check-prefix=TF32
// RUN: env TILEKIT_MATMUL_KERNEL=none tile-run %s --entry loop_f16 %t/f16_groups/lhs.npy %t/f16_groups/rhs.npy %t/f16_groups/acc.npy zeros:512 520 0 65 1 -o %t/f16_groups/none
// RUN: %python %testlib/mmaref.py check %t/f16_groups/ref %t/f16_groups/none/arg3.npy f16 | FileCheck %s --check-prefix=F16_GROUPS
// RUN: env TILEKIT_MATMUL_KERNEL=none tile-run %s --entry loop_bf16 %t/bf16_groups/lhs.npy %t/bf16_groups/rhs.npy %t/bf16_groups/acc.npy zeros:512 520 0 65 1 -o %t/bf16_groups/none
// RUN: %python %testlib/mmaref.py check %t/bf16_groups/ref %t/bf16_groups/none/arg3.npy bf16 | FileCheck %s --check-prefix=BF16_GROUPS
// RUN: mkdir -p %t/f16_wide && %python %testlib/mmaref.py make %t/f16_wide 216 f16 0 16 520 64 2048
// RUN: %python %testlib/mmaref.py select %t/f16_wide %t/f16_wide/ref 8 0 65 1
// RUN: tile-run %s --entry loop_f16_wide %t/f16_wide/lhs.npy %t/f16_wide/rhs.npy %t/f16_wide/acc.npy zeros:1024 520 0 65 1 -o %t/f16_wide/out
// RUN: %python %testlib/mmaref.py check %t/f16_wide/ref %t/f16_wide/out/arg3.npy f16 | FileCheck %s --check-prefix=F16_WIDE
// RUN: env TILEKIT_MATMUL_KERNEL=avx2 tile-run %s --entry loop_f16_wide %t/f16_wide/lhs.npy %t/f16_wide/rhs.npy %t/f16_wide/acc.npy zeros:1024 520 0 65 1 -o %t/f16_wide/avx2
// RUN: %python %testlib/mmaref.py check %t/f16_wide/ref %t/f16_wide/avx2/arg3.npy f16 | FileCheck %s --check-prefix=F16_WIDE
// F16_WIDE: mmaf f16 1x16x520x64: 1024 elements exact

cuda_tile.module @m {
  entry @loop_f32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %lo: tile<i32>, %hi: tile<i32>, %st: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%zero, %zero] : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for %t in (%lo to %hi, step %st) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %y, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x32xf32>, token
      %va = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf32, strides=[?,1]>>
      %x, %tx = load_view_tko weak %va[%zero, %t] : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %n = mmaf %x, %y, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @loop_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %lo: tile<i32>, %hi: tile<i32>, %st: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf16, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xf16, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%zero, %zero] : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for %t in (%lo to %hi, step %st) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %y, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xf16, strides=[32,1]>>, tile<i32> -> tile<8x32xf16>, token
      %va = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf16, strides=[?,1]>>
      %x, %tx = load_view_tko weak %va[%zero, %t] : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x8xf16>, token
      %n = mmaf %x, %y, %s : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @loop_f16_wide(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %lo: tile<i32>, %hi: tile<i32>, %st: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %tc = make_tensor_view %acc, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf32, strides=[64,1]>
    %to = make_tensor_view %o, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf32, strides=[64,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>
    %c0, %t0 = load_view_tko weak %vc[%zero, %zero] : partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %r = for %t in (%lo to %hi, step %st) : tile<i32> iter_values(%s = %c0) -> (tile<16x64xf32>) {
      %y, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<8x64xf16>, token
      %va = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf16, strides=[?,1]>>
      %x, %tx = load_view_tko weak %va[%zero, %t] : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x8xf16>, token
      %n = mmaf %x, %y, %s : tile<16x8xf16>, tile<8x64xf16>, tile<16x64xf32>
      continue %n : tile<16x64xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
  entry @loop_tf32(%a: tile<ptr<tf32>>, %b: tile<ptr<tf32>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %lo: tile<i32>, %hi: tile<i32>, %st: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xtf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xtf32, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xtf32, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%zero, %zero] : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for %t in (%lo to %hi, step %st) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %y, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xtf32, strides=[32,1]>>, tile<i32> -> tile<8x32xtf32>, token
      %va = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xtf32, strides=[?,1]>>
      %x, %tx = load_view_tko weak %va[%zero, %t] : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xtf32, strides=[?,1]>>, tile<i32> -> tile<16x8xtf32>, token
      %n = mmaf %x, %y, %s : tile<16x8xtf32>, tile<8x32xtf32>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @loop_f8E4M3FN(%a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E4M3FN>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %lo: tile<i32>, %hi: tile<i32>, %st: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf8E4M3FN, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf8E4M3FN, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xf8E4M3FN, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%zero, %zero] : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for %t in (%lo to %hi, step %st) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %y, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xf8E4M3FN, strides=[32,1]>>, tile<i32> -> tile<8x32xf8E4M3FN>, token
      %va = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf8E4M3FN, strides=[?,1]>>
      %x, %tx = load_view_tko weak %va[%zero, %t] : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<16x8xf8E4M3FN>, token
      %n = mmaf %x, %y, %s : tile<16x8xf8E4M3FN>, tile<8x32xf8E4M3FN>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @loop_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %lo: tile<i32>, %hi: tile<i32>, %st: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xbf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xbf16, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xbf16, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%zero, %zero] : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for %t in (%lo to %hi, step %st) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %y, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xbf16, strides=[32,1]>>, tile<i32> -> tile<8x32xbf16>, token
      %va = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xbf16, strides=[?,1]>>
      %x, %tx = load_view_tko weak %va[%zero, %t] : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x8xbf16>, token
      %n = mmaf %x, %y, %s : tile<16x8xbf16>, tile<8x32xbf16>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @loop_f32_unsigned(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %acc: tile<ptr<f32>>, %o: tile<ptr<f32>>, %k: tile<i32>, %lo: tile<i32>, %hi: tile<i32>, %st: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [16, %k], strides = [%k, 1] : tile<i32> -> tensor_view<16x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%k, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %tc = make_tensor_view %acc, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %c0, %t0 = load_view_tko weak %vc[%zero, %zero] : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %r = for unsigned %t in (%lo to %hi, step %st) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %y, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x32xf32>, token
      %va = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf32, strides=[?,1]>>
      %x, %tx = load_view_tko weak %va[%zero, %t] : partition_view<tile=(16x8), padding_value = zero, tensor_view<16x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %n = mmaf %x, %y, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
