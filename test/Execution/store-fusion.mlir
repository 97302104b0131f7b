// The JIT computes an element-wise result directly into the tensor of the
// weak store_view that is its only user (docs/jit.md). These kernels are the
// cases where it must not, checked against numpy on both engines:
//  @shifted: the destination overlaps the operand one element further on (a
//   chunk written early would clobber input not yet read);
//  @same:    the destination is the operand's own memory;
//  @between: an op between the producer and the store reads a tile loaded
//   from the destination before the producer (an early store would change
//   it under that op).
// Where the producer did compute into the tensor, the store has nothing
// left to do: it runs only where the producer fell back to a frame buffer.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s --check-prefix=IR
// The destination is found in compiled code (the tile inside the tensor,
// contiguous, apart from the buffers the loop reads), else by the runtime.
// IR-LABEL: func.func @shifted(
// IR: } else {
// IR: call @tilekit_jit_store_view_ref(
// IR: %[[NONE:.*]] = llvm.icmp "eq" %[[DEST:[0-9]+]], %{{.*}} : !llvm.ptr
// IR: %[[OUT:.*]] = llvm.select %[[NONE]], %{{.*}}, %[[DEST]]
// IR: scf.for
// IR: %[[FELLBACK:.*]] = llvm.icmp "eq" %[[DEST]]
// IR: scf.if %[[FELLBACK]] {
// IR: func.call @tilekit_jit_store_view({{.*}}, %[[OUT]])
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; r = np.random.RandomState(3); [np.save('%t/%%s.npy' %% n, r.randn(129).astype(np.float32)) for n in 'ab']"
// RUN: tile-run %s --entry shifted %t/a.npy -o %t/shifted
// RUN: tile-run %s --entry same %t/a.npy -o %t/same
// RUN: tile-run %s --entry between %t/a.npy %t/b.npy zeros:128 -o %t/between
// RUN: %python -c "import numpy as np; a = np.load('%t/a.npy'); b = np.load('%t/b.npy'); \
// RUN:   s = a.copy(); s[1:129] = a[0:128] * 2; assert np.array_equal(np.load('%t/shifted/arg0.npy'), s), 'shifted'; \
// RUN:   m = a.copy(); m[0:128] = a[0:128] + 1; assert np.array_equal(np.load('%t/same/arg0.npy'), m), 'same'; \
// RUN:   w = a.copy(); w[0:128] = b[0:128] * 2; assert np.array_equal(np.load('%t/between/arg0.npy'), w), 'between A'; \
// RUN:   assert np.array_equal(np.load('%t/between/arg2.npy'), a[0:128] + 1), 'between D'; print('ok')" | FileCheck %s
// CHECK: ok

cuda_tile.module @m {
  entry @shifted(%buf: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %two = constant <f32: 2.0> : tile<128xf32>
    %next = offset %buf, %c1 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %ta = make_tensor_view %buf, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %tc = make_tensor_view %next, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %vc = make_partition_view %tc : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %y = mulf %x, %two rounding<nearest_even> : tile<128xf32>
    %t1 = store_view_tko weak %y, %vc[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @same(%buf: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %one = constant <f32: 1.0> : tile<128xf32>
    %ta = make_tensor_view %buf, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %y = addf %x, %one rounding<nearest_even> : tile<128xf32>
    %t1 = store_view_tko weak %y, %va[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @between(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %d: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %one = constant <f32: 1.0> : tile<128xf32>
    %two = constant <f32: 2.0> : tile<128xf32>
    %ta = make_tensor_view %a, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %tb = make_tensor_view %b, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %td = make_tensor_view %d, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %vb = make_partition_view %tb : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %vd = make_partition_view %td : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x1, %t0 = load_view_tko weak %va[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %x2, %t1 = load_view_tko weak %vb[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %y = mulf %x2, %two rounding<nearest_even> : tile<128xf32>
    %z = addf %x1, %one rounding<nearest_even> : tile<128xf32>
    %t2 = store_view_tko weak %y, %va[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    %t3 = store_view_tko weak %z, %vd[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
