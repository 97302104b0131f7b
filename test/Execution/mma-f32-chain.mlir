// mmaf into f32 accumulators, checked bit for bit against an exact
// reference of the documented semantics (docs/execution.md: per element an f32
// fma chain from acc, k ascending): test/Execution/lib/mmaref.py, which uses
// fpref's integer arithmetic, compared bit for bit: a NaN result must be
// the canonical 0x7FC00000 (docs/numerics.md). Inputs hold NaNs (with
// payloads, both signs, quiet and signalling, in lhs, rhs and acc),
// infinities, signed zeros, subnormals and extremes. The shapes cover the JIT microkernels' register
// blocks (AVX2: 4 rows x 16 columns; AVX-512: 8 x 32), their row and column
// edges, tiles held in registers and in the frame, batches, and every input
// format; every run is also compared with the interpreter's by the execution
// tests' harness.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: mkdir -p %t/f32_blocked && %python %testlib/mmaref.py make %t/f32_blocked 100 f32 0 8 32 32
// RUN: tile-run %s --entry f32_blocked %t/f32_blocked/lhs.npy %t/f32_blocked/rhs.npy %t/f32_blocked/acc.npy zeros:256 -o %t/f32_blocked/out
// RUN: %python %testlib/mmaref.py check %t/f32_blocked %t/f32_blocked/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_BLOCKED
// F32_BLOCKED: mmaf f32 1x8x32x32: 256 elements exact
// RUN: mkdir -p %t/f32_rows && %python %testlib/mmaref.py make %t/f32_rows 101 f32 0 2 16 16
// RUN: tile-run %s --entry f32_rows %t/f32_rows/lhs.npy %t/f32_rows/rhs.npy %t/f32_rows/acc.npy zeros:32 -o %t/f32_rows/out
// RUN: %python %testlib/mmaref.py check %t/f32_rows %t/f32_rows/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_ROWS
// F32_ROWS: mmaf f32 1x2x16x16: 32 elements exact
// RUN: mkdir -p %t/f32_narrow && %python %testlib/mmaref.py make %t/f32_narrow 102 f32 0 4 8 8
// RUN: tile-run %s --entry f32_narrow %t/f32_narrow/lhs.npy %t/f32_narrow/rhs.npy %t/f32_narrow/acc.npy zeros:32 -o %t/f32_narrow/out
// RUN: %python %testlib/mmaref.py check %t/f32_narrow %t/f32_narrow/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_NARROW
// F32_NARROW: mmaf f32 1x4x8x8: 32 elements exact
// RUN: mkdir -p %t/f32_wide && %python %testlib/mmaref.py make %t/f32_wide 103 f32 0 16 16 64
// RUN: tile-run %s --entry f32_wide %t/f32_wide/lhs.npy %t/f32_wide/rhs.npy %t/f32_wide/acc.npy zeros:1024 -o %t/f32_wide/out
// RUN: %python %testlib/mmaref.py check %t/f32_wide %t/f32_wide/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_WIDE
// F32_WIDE: mmaf f32 1x16x16x64: 1024 elements exact
// RUN: mkdir -p %t/f32_batched && %python %testlib/mmaref.py make %t/f32_batched 104 f32 2 4 4 32
// RUN: tile-run %s --entry f32_batched %t/f32_batched/lhs.npy %t/f32_batched/rhs.npy %t/f32_batched/acc.npy zeros:256 -o %t/f32_batched/out
// RUN: %python %testlib/mmaref.py check %t/f32_batched %t/f32_batched/out/arg3.npy f32 | FileCheck %s --check-prefix=F32_BATCHED
// F32_BATCHED: mmaf f32 2x4x4x32: 256 elements exact
// RUN: mkdir -p %t/f16 && %python %testlib/mmaref.py make %t/f16 105 f16 0 4 16 16
// RUN: tile-run %s --entry f16 %t/f16/lhs.npy %t/f16/rhs.npy %t/f16/acc.npy zeros:64 -o %t/f16/out
// RUN: %python %testlib/mmaref.py check %t/f16 %t/f16/out/arg3.npy f16 | FileCheck %s --check-prefix=F16
// F16: mmaf f16 1x4x16x16: 64 elements exact
// RUN: mkdir -p %t/bf16 && %python %testlib/mmaref.py make %t/bf16 106 bf16 0 4 8 16
// RUN: tile-run %s --entry bf16 %t/bf16/lhs.npy %t/bf16/rhs.npy %t/bf16/acc.npy zeros:64 -o %t/bf16/out
// RUN: %python %testlib/mmaref.py check %t/bf16 %t/bf16/out/arg3.npy bf16 | FileCheck %s --check-prefix=BF16
// BF16: mmaf bf16 1x4x8x16: 64 elements exact
// RUN: mkdir -p %t/tf32 && %python %testlib/mmaref.py make %t/tf32 107 tf32 0 4 8 16
// RUN: tile-run %s --entry tf32 %t/tf32/lhs.npy %t/tf32/rhs.npy %t/tf32/acc.npy zeros:64 -o %t/tf32/out
// RUN: %python %testlib/mmaref.py check %t/tf32 %t/tf32/out/arg3.npy tf32 | FileCheck %s --check-prefix=TF32
// TF32: mmaf tf32 1x4x8x16: 64 elements exact
// RUN: mkdir -p %t/f8E4M3FN && %python %testlib/mmaref.py make %t/f8E4M3FN 108 f8E4M3FN 0 4 16 16
// RUN: tile-run %s --entry f8E4M3FN %t/f8E4M3FN/lhs.npy %t/f8E4M3FN/rhs.npy %t/f8E4M3FN/acc.npy zeros:64 -o %t/f8E4M3FN/out
// RUN: %python %testlib/mmaref.py check %t/f8E4M3FN %t/f8E4M3FN/out/arg3.npy f8E4M3FN | FileCheck %s --check-prefix=F8E4M3FN
// F8E4M3FN: mmaf f8E4M3FN 1x4x16x16: 64 elements exact
// RUN: mkdir -p %t/f8E5M2 && %python %testlib/mmaref.py make %t/f8E5M2 109 f8E5M2 2 4 8 16
// RUN: tile-run %s --entry f8E5M2 %t/f8E5M2/lhs.npy %t/f8E5M2/rhs.npy %t/f8E5M2/acc.npy zeros:128 -o %t/f8E5M2/out
// RUN: %python %testlib/mmaref.py check %t/f8E5M2 %t/f8E5M2/out/arg3.npy f8E5M2 | FileCheck %s --check-prefix=F8E5M2
// F8E5M2: mmaf f8E5M2 2x4x8x16: 128 elements exact
// RUN: mkdir -p %t/f16_wide && %python %testlib/mmaref.py make %t/f16_wide 110 f16 0 8 16 32
// RUN: tile-run %s --entry f16_wide %t/f16_wide/lhs.npy %t/f16_wide/rhs.npy %t/f16_wide/acc.npy zeros:256 -o %t/f16_wide/out
// RUN: %python %testlib/mmaref.py check %t/f16_wide %t/f16_wide/out/arg3.npy f16 | FileCheck %s --check-prefix=F16_WIDE
// F16_WIDE: mmaf f16 1x8x16x32: 256 elements exact
// RUN: mkdir -p %t/bf16_batched && %python %testlib/mmaref.py make %t/bf16_batched 111 bf16 2 16 8 64
// RUN: tile-run %s --entry bf16_batched %t/bf16_batched/lhs.npy %t/bf16_batched/rhs.npy %t/bf16_batched/acc.npy zeros:2048 -o %t/bf16_batched/out
// RUN: %python %testlib/mmaref.py check %t/bf16_batched %t/bf16_batched/out/arg3.npy bf16 | FileCheck %s --check-prefix=BF16_BATCHED
// BF16_BATCHED: mmaf bf16 2x16x8x64: 2048 elements exact

cuda_tile.module @m {
  entry @f32_blocked(%a: tensor_view<8x32xf32, strides=[32,1]>, %b: tensor_view<32x32xf32, strides=[32,1]>, %c: tensor_view<8x32xf32, strides=[32,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x32xf32>, token
    %pb = make_partition_view %b : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<32x32xf32>, token
    %pc = make_partition_view %c : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x32xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<8x32xf32>, tile<32x32xf32>, tile<8x32xf32>
    %ov = make_tensor_view %o, shape = [8, 32], strides = [32, 1] : tensor_view<8x32xf32, strides=[32,1]>
    %po = make_partition_view %ov : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @f32_rows(%a: tensor_view<2x16xf32, strides=[16,1]>, %b: tensor_view<16x16xf32, strides=[16,1]>, %c: tensor_view<2x16xf32, strides=[16,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(2x16), tensor_view<2x16xf32, strides=[16,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(2x16), tensor_view<2x16xf32, strides=[16,1]>>, tile<i32> -> tile<2x16xf32>, token
    %pb = make_partition_view %b : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %pc = make_partition_view %c : partition_view<tile=(2x16), tensor_view<2x16xf32, strides=[16,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(2x16), tensor_view<2x16xf32, strides=[16,1]>>, tile<i32> -> tile<2x16xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<2x16xf32>, tile<16x16xf32>, tile<2x16xf32>
    %ov = make_tensor_view %o, shape = [2, 16], strides = [16, 1] : tensor_view<2x16xf32, strides=[16,1]>
    %po = make_partition_view %ov : partition_view<tile=(2x16), tensor_view<2x16xf32, strides=[16,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<2x16xf32>, partition_view<tile=(2x16), tensor_view<2x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @f32_narrow(%a: tensor_view<4x8xf32, strides=[8,1]>, %b: tensor_view<8x8xf32, strides=[8,1]>, %c: tensor_view<4x8xf32, strides=[8,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x8xf32>, token
    %pb = make_partition_view %b : partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<8x8xf32>, token
    %pc = make_partition_view %c : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x8xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<4x8xf32>, tile<8x8xf32>, tile<4x8xf32>
    %ov = make_tensor_view %o, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf32, strides=[8,1]>
    %po = make_partition_view %ov : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>, tile<i32> -> token
    return
  }

  entry @f32_wide(%a: tensor_view<16x16xf32, strides=[16,1]>, %b: tensor_view<16x64xf32, strides=[64,1]>, %c: tensor_view<16x64xf32, strides=[64,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %pb = make_partition_view %b : partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %pc = make_partition_view %c : partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<16x16xf32>, tile<16x64xf32>, tile<16x64xf32>
    %ov = make_tensor_view %o, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf32, strides=[64,1]>
    %po = make_partition_view %ov : partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<16x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  entry @f32_batched(%a: tensor_view<2x4x4xf32, strides=[16,4,1]>, %b: tensor_view<2x4x32xf32, strides=[128,32,1]>, %c: tensor_view<2x4x32xf32, strides=[128,32,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(2x4x4), tensor_view<2x4x4xf32, strides=[16,4,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0, %c0] : partition_view<tile=(2x4x4), tensor_view<2x4x4xf32, strides=[16,4,1]>>, tile<i32> -> tile<2x4x4xf32>, token
    %pb = make_partition_view %b : partition_view<tile=(2x4x32), tensor_view<2x4x32xf32, strides=[128,32,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0, %c0] : partition_view<tile=(2x4x32), tensor_view<2x4x32xf32, strides=[128,32,1]>>, tile<i32> -> tile<2x4x32xf32>, token
    %pc = make_partition_view %c : partition_view<tile=(2x4x32), tensor_view<2x4x32xf32, strides=[128,32,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0, %c0] : partition_view<tile=(2x4x32), tensor_view<2x4x32xf32, strides=[128,32,1]>>, tile<i32> -> tile<2x4x32xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<2x4x4xf32>, tile<2x4x32xf32>, tile<2x4x32xf32>
    %ov = make_tensor_view %o, shape = [2, 4, 32], strides = [128, 32, 1] : tensor_view<2x4x32xf32, strides=[128,32,1]>
    %po = make_partition_view %ov : partition_view<tile=(2x4x32), tensor_view<2x4x32xf32, strides=[128,32,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0, %c0] : tile<2x4x32xf32>, partition_view<tile=(2x4x32), tensor_view<2x4x32xf32, strides=[128,32,1]>>, tile<i32> -> token
    return
  }

  entry @f16(%a: tensor_view<4x16xf16, strides=[16,1]>, %b: tensor_view<16x16xf16, strides=[16,1]>, %c: tensor_view<4x16xf32, strides=[16,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(4x16), tensor_view<4x16xf16, strides=[16,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xf16, strides=[16,1]>>, tile<i32> -> tile<4x16xf16>, token
    %pb = make_partition_view %b : partition_view<tile=(16x16), tensor_view<16x16xf16, strides=[16,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf16, strides=[16,1]>>, tile<i32> -> tile<16x16xf16>, token
    %pc = make_partition_view %c : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x16xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<4x16xf16>, tile<16x16xf16>, tile<4x16xf32>
    %ov = make_tensor_view %o, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf32, strides=[16,1]>
    %po = make_partition_view %ov : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<4x16xf32>, partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @bf16(%a: tensor_view<4x8xbf16, strides=[8,1]>, %b: tensor_view<8x16xbf16, strides=[16,1]>, %c: tensor_view<4x16xf32, strides=[16,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(4x8), tensor_view<4x8xbf16, strides=[8,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(4x8), tensor_view<4x8xbf16, strides=[8,1]>>, tile<i32> -> tile<4x8xbf16>, token
    %pb = make_partition_view %b : partition_view<tile=(8x16), tensor_view<8x16xbf16, strides=[16,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(8x16), tensor_view<8x16xbf16, strides=[16,1]>>, tile<i32> -> tile<8x16xbf16>, token
    %pc = make_partition_view %c : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x16xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<4x8xbf16>, tile<8x16xbf16>, tile<4x16xf32>
    %ov = make_tensor_view %o, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf32, strides=[16,1]>
    %po = make_partition_view %ov : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<4x16xf32>, partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @tf32(%a: tensor_view<4x8xtf32, strides=[8,1]>, %b: tensor_view<8x16xtf32, strides=[16,1]>, %c: tensor_view<4x16xf32, strides=[16,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(4x8), tensor_view<4x8xtf32, strides=[8,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(4x8), tensor_view<4x8xtf32, strides=[8,1]>>, tile<i32> -> tile<4x8xtf32>, token
    %pb = make_partition_view %b : partition_view<tile=(8x16), tensor_view<8x16xtf32, strides=[16,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(8x16), tensor_view<8x16xtf32, strides=[16,1]>>, tile<i32> -> tile<8x16xtf32>, token
    %pc = make_partition_view %c : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x16xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<4x8xtf32>, tile<8x16xtf32>, tile<4x16xf32>
    %ov = make_tensor_view %o, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf32, strides=[16,1]>
    %po = make_partition_view %ov : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<4x16xf32>, partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @f8E4M3FN(%a: tensor_view<4x16xf8E4M3FN, strides=[16,1]>, %b: tensor_view<16x16xf8E4M3FN, strides=[16,1]>, %c: tensor_view<4x16xf32, strides=[16,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(4x16), tensor_view<4x16xf8E4M3FN, strides=[16,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<4x16xf8E4M3FN>, token
    %pb = make_partition_view %b : partition_view<tile=(16x16), tensor_view<16x16xf8E4M3FN, strides=[16,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<16x16xf8E4M3FN>, token
    %pc = make_partition_view %c : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x16xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<4x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<4x16xf32>
    %ov = make_tensor_view %o, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf32, strides=[16,1]>
    %po = make_partition_view %ov : partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<4x16xf32>, partition_view<tile=(4x16), tensor_view<4x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @f8E5M2(%a: tensor_view<2x4x8xf8E5M2, strides=[32,8,1]>, %b: tensor_view<2x8x16xf8E5M2, strides=[128,16,1]>, %c: tensor_view<2x4x16xf32, strides=[64,16,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(2x4x8), tensor_view<2x4x8xf8E5M2, strides=[32,8,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0, %c0] : partition_view<tile=(2x4x8), tensor_view<2x4x8xf8E5M2, strides=[32,8,1]>>, tile<i32> -> tile<2x4x8xf8E5M2>, token
    %pb = make_partition_view %b : partition_view<tile=(2x8x16), tensor_view<2x8x16xf8E5M2, strides=[128,16,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0, %c0] : partition_view<tile=(2x8x16), tensor_view<2x8x16xf8E5M2, strides=[128,16,1]>>, tile<i32> -> tile<2x8x16xf8E5M2>, token
    %pc = make_partition_view %c : partition_view<tile=(2x4x16), tensor_view<2x4x16xf32, strides=[64,16,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0, %c0] : partition_view<tile=(2x4x16), tensor_view<2x4x16xf32, strides=[64,16,1]>>, tile<i32> -> tile<2x4x16xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<2x4x8xf8E5M2>, tile<2x8x16xf8E5M2>, tile<2x4x16xf32>
    %ov = make_tensor_view %o, shape = [2, 4, 16], strides = [64, 16, 1] : tensor_view<2x4x16xf32, strides=[64,16,1]>
    %po = make_partition_view %ov : partition_view<tile=(2x4x16), tensor_view<2x4x16xf32, strides=[64,16,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0, %c0] : tile<2x4x16xf32>, partition_view<tile=(2x4x16), tensor_view<2x4x16xf32, strides=[64,16,1]>>, tile<i32> -> token
    return
  }

  entry @f16_wide(%a: tensor_view<8x16xf16, strides=[16,1]>, %b: tensor_view<16x32xf16, strides=[32,1]>, %c: tensor_view<8x32xf32, strides=[32,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(8x16), tensor_view<8x16xf16, strides=[16,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(8x16), tensor_view<8x16xf16, strides=[16,1]>>, tile<i32> -> tile<8x16xf16>, token
    %pb = make_partition_view %b : partition_view<tile=(16x32), tensor_view<16x32xf16, strides=[32,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(16x32), tensor_view<16x32xf16, strides=[32,1]>>, tile<i32> -> tile<16x32xf16>, token
    %pc = make_partition_view %c : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x32xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<8x16xf16>, tile<16x32xf16>, tile<8x32xf32>
    %ov = make_tensor_view %o, shape = [8, 32], strides = [32, 1] : tensor_view<8x32xf32, strides=[32,1]>
    %po = make_partition_view %ov : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @bf16_batched(%a: tensor_view<2x16x8xbf16, strides=[128,8,1]>, %b: tensor_view<2x8x64xbf16, strides=[512,64,1]>, %c: tensor_view<2x16x64xf32, strides=[1024,64,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(2x16x8), tensor_view<2x16x8xbf16, strides=[128,8,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0, %c0] : partition_view<tile=(2x16x8), tensor_view<2x16x8xbf16, strides=[128,8,1]>>, tile<i32> -> tile<2x16x8xbf16>, token
    %pb = make_partition_view %b : partition_view<tile=(2x8x64), tensor_view<2x8x64xbf16, strides=[512,64,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0, %c0] : partition_view<tile=(2x8x64), tensor_view<2x8x64xbf16, strides=[512,64,1]>>, tile<i32> -> tile<2x8x64xbf16>, token
    %pc = make_partition_view %c : partition_view<tile=(2x16x64), tensor_view<2x16x64xf32, strides=[1024,64,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0, %c0] : partition_view<tile=(2x16x64), tensor_view<2x16x64xf32, strides=[1024,64,1]>>, tile<i32> -> tile<2x16x64xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<2x16x8xbf16>, tile<2x8x64xbf16>, tile<2x16x64xf32>
    %ov = make_tensor_view %o, shape = [2, 16, 64], strides = [1024, 64, 1] : tensor_view<2x16x64xf32, strides=[1024,64,1]>
    %po = make_partition_view %ov : partition_view<tile=(2x16x64), tensor_view<2x16x64xf32, strides=[1024,64,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0, %c0] : tile<2x16x64xf32>, partition_view<tile=(2x16x64), tensor_view<2x16x64xf32, strides=[1024,64,1]>>, tile<i32> -> token
    return
  }
}
