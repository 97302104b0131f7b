// A weak load of a buffer-held tile may refer to the tensor instead of a
// copy (tilekit_jit_load_view_ref) only while nothing can write the memory:
// here @reads may, @overwrite and @through_select may not (a store comes
// before a use of the loaded value, directly or through a select). The
// JIT's results equal the interpreter's either way.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s
// CHECK-LABEL: func.func @reads(
// CHECK: call @tilekit_jit_load_view_ref(
// CHECK-LABEL: func.func @overwrite(
// CHECK-NOT: tilekit_jit_load_view_ref
// CHECK: call @tilekit_jit_load_view(
// CHECK-LABEL: func.func @through_select(
// CHECK-NOT: tilekit_jit_load_view_ref
// CHECK: call @tilekit_jit_load_view(
// CHECK-LABEL: func.func @with_padding(
// CHECK: call @tilekit_jit_load_view_ref(
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.arange(300, dtype=np.float32))"
// RUN: for e in reads overwrite through_select with_padding; do \
// RUN:   tile-run %s --entry $e %t/x.npy zeros:512 -o %t/$e-i && \
// RUN:   tile-run %s --entry $e --engine jit %t/x.npy zeros:512 -o %t/$e-j && \
// RUN:   cmp %t/$e-i/arg0.npy %t/$e-j/arg0.npy && \
// RUN:   cmp %t/$e-i/arg1.npy %t/$e-j/arg1.npy || exit 1; done
// RUN: %python %testlib/npytool.py expect %t/overwrite-j/arg1.npy "list(np.arange(256) * 2.0) + [0] * 256"
// RUN: %python %testlib/npytool.py expect %t/with_padding-j/arg1.npy "list(np.arange(256, 300) * 2.0) + [0] * 468"

cuda_tile.module @m {
  entry @reads(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %tx = make_tensor_view %x, shape = [300], strides = [1] : tensor_view<300xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>
    %ty = make_tensor_view %y, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %vy = make_partition_view %ty : partition_view<tile=(256), tensor_view<512xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t0 = load_view_tko weak %vx[%c0] : partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %d = addf %v, %v : tile<256xf32>
    %t1 = store_view_tko weak %d, %vy[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // x[0:256] is overwritten before the loaded value is doubled: y gets the
  // old values.
  entry @overwrite(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %tx = make_tensor_view %x, shape = [300], strides = [1] : tensor_view<300xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>
    %ty = make_tensor_view %y, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %vy = make_partition_view %ty : partition_view<tile=(256), tensor_view<512xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t0 = load_view_tko weak %vx[%c0] : partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %z = constant <f32: 0.0> : tile<256xf32>
    %t1 = store_view_tko weak %z, %vx[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>, tile<i32> -> token
    %d = addf %v, %v : tile<256xf32>
    %t2 = store_view_tko weak %d, %vy[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @through_select(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %tx = make_tensor_view %x, shape = [300], strides = [1] : tensor_view<300xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>
    %ty = make_tensor_view %y, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %vy = make_partition_view %ty : partition_view<tile=(256), tensor_view<512xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t0 = load_view_tko weak %vx[%c0] : partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %z = constant <f32: 0.0> : tile<256xf32>
    %true = constant <i1: true> : tile<256xi1>
    %s = select %true, %v, %z : tile<256xi1>, tile<256xf32>
    %t1 = store_view_tko weak %z, %vx[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>, tile<i32> -> token
    %d = addf %s, %s : tile<256xf32>
    %t2 = store_view_tko weak %d, %vy[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // The second tile of x is partly outside (44 of 256 elements): padded
  // copy at run time.
  entry @with_padding(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %tx = make_tensor_view %x, shape = [300], strides = [1] : tensor_view<300xf32, strides=[1]>
    %vx = make_partition_view %tx : partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>
    %ty = make_tensor_view %y, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %vy = make_partition_view %ty : partition_view<tile=(256), tensor_view<512xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v, %t0 = load_view_tko weak %vx[%c1] : partition_view<tile=(256), tensor_view<300xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %d = addf %v, %v : tile<256xf32>
    %t1 = store_view_tko weak %d, %vy[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<512xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
