// View accesses whose byte addresses do not fit in 64 bits: both engines
// report the first such element, never read or write the wrapped address
// (which may land inside a buffer). Every address of a view access is
// computed by one overflow-checked function (ViewAccess.h elementAddress).
//
// RUN: not tile-run %s --entry stride61 zeros:4 zeros:4 2>&1 | FileCheck %s --check-prefix=S61
// RUN: not tile-run %s --entry stride61 --engine interp zeros:4 zeros:4 2>&1 | FileCheck %s --check-prefix=S61
// S61: out-of-bounds load of element [1]: its address (2305843009213693952 elements of 4 bytes from the view's base) does not fit in 64 bits in tile block (0, 0, 0)
//
// Row stride 2^62: element [1, 0] is 2^64 bytes from the base, which wraps
// to the base itself, in bounds; it is the element to name.
// RUN: not tile-run %s --entry rows62 zeros:16 zeros:16 2>&1 | FileCheck %s --check-prefix=R62
// RUN: not tile-run %s --entry rows62 --engine interp zeros:16 zeros:16 2>&1 | FileCheck %s --check-prefix=R62
// R62: out-of-bounds load of element [1, 0]: its address (4611686018427387904 elements of 4 bytes from the view's base) does not fit in 64 bits
//
// A matmul K loop (the JIT's blocked product) whose A has a row stride of
// 2^62 elements.
// RUN: not tile-run %s --entry kloop zeros:128 zeros:256 zeros:512 2>&1 | FileCheck %s --check-prefix=KLOOP
// RUN: not tile-run %s --entry kloop --engine interp zeros:128 zeros:256 zeros:512 2>&1 | FileCheck %s --check-prefix=KLOOP
// KLOOP: out-of-bounds load of element [1, 0]: its address (4611686018427387904 elements of 4 bytes from the view's base) does not fit in 64 bits

cuda_tile.module @m {
  entry @stride61(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %s = constant <i64: 2305843009213693952> : tile<i64>
    %t = make_tensor_view %p, shape = [3], strides = [%s] : tile<i64> -> tensor_view<3xf32, strides=[?]>
    %v = make_partition_view %t : partition_view<tile=(4), tensor_view<3xf32, strides=[?]>>
    %x, %t0 = load_view_tko weak %v[%c0] : partition_view<tile=(4), tensor_view<3xf32, strides=[?]>>, tile<i32> -> tile<4xf32>, token
    %tq = make_tensor_view %q, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %vq = make_partition_view %tq : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %t1 = store_view_tko weak %x, %vq[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @rows62(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %s = constant <i64: 4611686018427387904> : tile<i64>
    %t = make_tensor_view %p, shape = [4, 4], strides = [%s, 1] : tile<i64> -> tensor_view<4x4xf32, strides=[?,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[?,1]>>
    %x, %t0 = load_view_tko weak %v[%c0, %c0] : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[?,1]>>, tile<i32> -> tile<4x4xf32>, token
    %tq = make_tensor_view %q, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %vq = make_partition_view %tq : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>
    %t1 = store_view_tko weak %x, %vq[%c0, %c0] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    return
  }
  entry @kloop(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %zero = constant <i32: 0> : tile<i32>
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 2> : tile<i32>
    %st = constant <i32: 1> : tile<i32>
    %rs = constant <i64: 4611686018427387904> : tile<i64>
    %ta = make_tensor_view %a, shape = [16, 16], strides = [%rs, 1] : tile<i64> -> tensor_view<16x16xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<16x16xf32, strides=[?,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<16x32xf32, strides=[32,1]>>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %c0 = constant <f32: 0.0> : tile<16x32xf32>
    %r = for %t in (%lo to %hi, step %st) : tile<i32> iter_values(%s = %c0) -> (tile<16x32xf32>) {
      %y, %ty = load_view_tko weak %vb[%t, %zero] : partition_view<tile=(8x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x32xf32>, token
      %x, %tx = load_view_tko weak %va[%zero, %t] : partition_view<tile=(16x8), tensor_view<16x16xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %n = mmaf %x, %y, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      continue %n : tile<16x32xf32>
    }
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
