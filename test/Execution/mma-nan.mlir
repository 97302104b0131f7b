// NaN results of mmaf and mmaf_scaled are the canonical quiet NaN of the
// accumulator type (f32 0x7FC00000, f16 0x7E00, f64 0x7FF8000000000000),
// whatever NaNs came in: quiet ones with payloads, signalling ones, either
// sign (docs/numerics.md). The checks compare bit patterns, so a NaN with
// another payload or sign fails them.
//
// f32_block: 8x4 lhs times 4x32 rhs plus an 8x32 acc, the shape of the JIT's
// AVX-512 block (AVX2 and scalar hosts take their own kernels). Every lhs
// element is 1, every rhs element 2, every acc element 0.5, except:
//   lhs[1,2] = 0x7FC00022 (quiet, payload), lhs[3,0] = 0xFF800001
//   (signalling, negative), lhs[5,1] = +Inf;
//   rhs[0,5] = 0xFFC00044 (quiet, negative), rhs[3,31] = 0x7F800003
//   (signalling), rhs[1,9] = 0;
//   acc[6,7] = 0xFFC00011, acc[7,30] = 0x7FA00000 (signalling).
// So result[i,j] = 0.5 + 4 * 2 = 8.5 (0x41080000); in column 9 one product
// is 0: 6.5 (0x40D00000); row 5 is +Inf (0x7F800000) but for column 9,
// where Inf * 0 is invalid; rows 1 and 3, columns 5 and 31, (5,9), (6,7)
// and (7,30) are NaN: 0x7FC00000.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np, sys; d = sys.argv[1]; \
// RUN:   a = np.full((8, 4), 0x3F800000, np.uint32); a[1, 2] = 0x7FC00022; a[3, 0] = 0xFF800001; a[5, 1] = 0x7F800000; \
// RUN:   b = np.full((4, 32), 0x40000000, np.uint32); b[0, 5] = 0xFFC00044; b[3, 31] = 0x7F800003; b[1, 9] = 0; \
// RUN:   c = np.full((8, 32), 0x3F000000, np.uint32); c[6, 7] = 0xFFC00011; c[7, 30] = 0x7FA00000; \
// RUN:   [np.save(d + '/' + n + '.npy', x.view(np.float32)) for n, x in (('a', a), ('b', b), ('c', c))]; \
// RUN:   e = np.full((8, 32), 0x41080000, np.uint32); e[:, 9] = 0x40D00000; e[5, :] = 0x7F800000; \
// RUN:   e[[1, 3], :] = 0x7FC00000; e[:, [5, 31]] = 0x7FC00000; e[5, 9] = e[6, 7] = e[7, 30] = 0x7FC00000; \
// RUN:   np.save(d + '/want.npy', e)" %t
// RUN: tile-run %s --entry f32_block %t/a.npy %t/b.npy %t/c.npy zeros:256 -o %t/out
// RUN: %python -c "import numpy as np, sys; got = np.load(sys.argv[1]).view(np.uint32).reshape(8, 32); \
// RUN:   want = np.load(sys.argv[2]); bad = [tuple(i) for i in np.argwhere(got != want)]; \
// RUN:   bad and sys.exit('{} differ, first {}: got {:#x} want {:#x}'.format(len(bad), bad[0], got[bad[0]], want[bad[0]])); \
// RUN:   print('f32_block: {} NaNs, all 0x7fc00000'.format((got == 0x7FC00000).sum()))" %t/out/arg3.npy %t/want.npy | FileCheck %s --check-prefix=BLOCK
// 2 * 32 (rows 1, 3) + 2 * 6 (columns 5, 31 in the other rows) + 3 = 79.
// BLOCK: f32_block: 79 NaNs, all 0x7fc00000
//
// small: 2x2x2 products with constant operands, one output per accumulator
// type.
// RUN: tile-run %s --entry small zeros:4 zeros:4 zeros:4 zeros:4 -o %t/small
//
// f32 inputs and acc: lhs [[0x7FC00022, 1], [1, 1]], rhs all 1, acc
// [[0, 0xFF800001], [0, 1]]: row 0 meets the lhs NaN (and [0,1] the
// signalling acc NaN too), [1,0] = 2, [1,1] = 3.
// RUN: %python %testlib/npytool.py hex %t/small/arg0.npy | FileCheck %s --check-prefix=S32
// S32: 0x7fc00000 0x7fc00000 0x40000000 0x40400000
//
// f16 inputs and acc: lhs [[0x7E22, 1], [1, 1]] (a quiet NaN with a
// payload), rhs [[1, 1], [0xFC01, 1]] (a negative signalling NaN), acc
// [[0, 0], [0, 0xFE44]]: row 0 meets the lhs NaN, [1,0] the rhs NaN, [1,1]
// the acc NaN: all four are 0x7E00.
// RUN: %python %testlib/npytool.py hex %t/small/arg1.npy | FileCheck %s --check-prefix=S16
// S16: 0x7e00 0x7e00 0x7e00 0x7e00
//
// f64: lhs [[0x7FF8000000000022, 1], [1, 1]], rhs [[1, 2], [3, 4]], acc
// [[0, 0], [0xFFF0000000000001, 0.5]]: row 0 meets the lhs NaN, [1,0] the
// signalling acc NaN, [1,1] = 1 * 2 + 1 * 4 + 0.5 = 6.5.
// RUN: %python %testlib/npytool.py hex %t/small/arg2.npy | FileCheck %s --check-prefix=S64
// S64: 0x7ff8000000000000 0x7ff8000000000000 0x7ff8000000000000 0x401a000000000000
//
// mmaf_scaled, f8E4M3FN inputs (K = 32, one block) with f8E8M0FNU scales
// 0x7F (2^0) and an f32 acc: lhs is 0x38 (1) everywhere but lhs[0,0] =
// 0xFF (f8E4M3FN's NaN with the sign bit), rhs all 0x38, acc
// [[0, 0xFFC00044], [0, 0.25]]: row 0 is NaN, [1,0] = 32, [1,1] = 32.25.
// RUN: %python %testlib/npytool.py hex %t/small/arg3.npy | FileCheck %s --check-prefix=SSC
// SSC: 0x7fc00000 0x7fc00000 0x42000000 0x42010000

cuda_tile.module @m {
  entry @f32_block(%a: tensor_view<8x4xf32, strides=[4,1]>, %b: tensor_view<4x32xf32, strides=[32,1]>, %c: tensor_view<8x32xf32, strides=[32,1]>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %a : partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>
    %ta, %ka = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(8x4), tensor_view<8x4xf32, strides=[4,1]>>, tile<i32> -> tile<8x4xf32>, token
    %pb = make_partition_view %b : partition_view<tile=(4x32), tensor_view<4x32xf32, strides=[32,1]>>
    %tb, %kb = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(4x32), tensor_view<4x32xf32, strides=[32,1]>>, tile<i32> -> tile<4x32xf32>, token
    %pc = make_partition_view %c : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %tc, %kc = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x32xf32>, token
    %r = mmaf %ta, %tb, %tc : tile<8x4xf32>, tile<4x32xf32>, tile<8x32xf32>
    %ov = make_tensor_view %o, shape = [8, 32], strides = [32, 1] : tensor_view<8x32xf32, strides=[32,1]>
    %po = make_partition_view %ov : partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>
    %s = store_view_tko weak %r, %po[%c0, %c0] : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<8x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @small(%o32: tile<ptr<f32>>, %o16: tile<ptr<f16>>, %o64: tile<ptr<f64>>, %osc: tile<ptr<f32>>) {
    %i = iota : tile<4xi32>

    %a32 = constant <f32: [[0x7FC00022, 1.0], [1.0, 1.0]]> : tile<2x2xf32>
    %b32 = constant <f32: [[1.0, 1.0], [1.0, 1.0]]> : tile<2x2xf32>
    %c32 = constant <f32: [[0.0, 0xFF800001], [0.0, 1.0]]> : tile<2x2xf32>
    %r32 = mmaf %a32, %b32, %c32 : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>
    %f32 = reshape %r32 : tile<2x2xf32> -> tile<4xf32>
    %p32a = reshape %o32 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p32b = broadcast %p32a : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p32 = offset %p32b, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t32 = store_ptr_tko weak %p32, %f32 : tile<4xptr<f32>>, tile<4xf32> -> token

    %a16 = constant <f16: [[0x7E22, 1.0], [1.0, 1.0]]> : tile<2x2xf16>
    %b16 = constant <f16: [[1.0, 1.0], [0xFC01, 1.0]]> : tile<2x2xf16>
    %c16 = constant <f16: [[0.0, 0.0], [0.0, 0xFE44]]> : tile<2x2xf16>
    %r16 = mmaf %a16, %b16, %c16 : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf16>
    %f16 = reshape %r16 : tile<2x2xf16> -> tile<4xf16>
    %p16a = reshape %o16 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %p16b = broadcast %p16a : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %p16 = offset %p16b, %i : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %t16 = store_ptr_tko weak %p16, %f16 : tile<4xptr<f16>>, tile<4xf16> -> token

    %a64 = constant <f64: [[0x7FF8000000000022, 1.0], [1.0, 1.0]]> : tile<2x2xf64>
    %b64 = constant <f64: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf64>
    %c64 = constant <f64: [[0.0, 0.0], [0xFFF0000000000001, 0.5]]> : tile<2x2xf64>
    %r64 = mmaf %a64, %b64, %c64 : tile<2x2xf64>, tile<2x2xf64>, tile<2x2xf64>
    %f64 = reshape %r64 : tile<2x2xf64> -> tile<4xf64>
    %p64a = reshape %o64 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %p64b = broadcast %p64a : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %p64 = offset %p64b, %i : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %t64 = store_ptr_tko weak %p64, %f64 : tile<4xptr<f64>>, tile<4xf64> -> token

    %a8i = constant <i8: [[-1, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38],
                          [0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38]]> : tile<2x32xi8>
    %a8 = bitcast %a8i : tile<2x32xi8> -> tile<2x32xf8E4M3FN>
    %b8i = constant <i8: 0x38> : tile<32x2xi8>
    %b8 = bitcast %b8i : tile<32x2xi8> -> tile<32x2xf8E4M3FN>
    %sci = constant <i8: 0x7F> : tile<2x1xi8>
    %sa = bitcast %sci : tile<2x1xi8> -> tile<2x1xf8E8M0FNU>
    %scj = constant <i8: 0x7F> : tile<1x2xi8>
    %sb = bitcast %scj : tile<1x2xi8> -> tile<1x2xf8E8M0FNU>
    %csc = constant <f32: [[0.0, 0xFFC00044], [0.0, 0.25]]> : tile<2x2xf32>
    %rsc = mmaf_scaled %a8, %b8, %csc, %sa, %sb : tile<2x32xf8E4M3FN>, tile<32x2xf8E4M3FN>, tile<2x2xf32>, tile<2x1xf8E8M0FNU>, tile<1x2xf8E8M0FNU>
    %fsc = reshape %rsc : tile<2x2xf32> -> tile<4xf32>
    %psca = reshape %osc : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pscb = broadcast %psca : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %psc = offset %pscb, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %tsc = store_ptr_tko weak %psc, %fsc : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }
}
