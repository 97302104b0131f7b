// A matmul K loop (MatmulLoop.h) becomes one call of the runtime's blocked
// product, the loop's step checked first; a loop with anything more in its
// body (a store, a load that is not weak, a token or accumulator used
// elsewhere) keeps its loop and calls the mmaf microkernel per iteration.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s

// CHECK-LABEL: func.func @kloop(
// CHECK: call @tilekit_jit_check(
// CHECK: call @tilekit_jit_mmaf_loop(
// CHECK-NOT: tilekit_jit_mmaf_f32
// CHECK: return

// CHECK-LABEL: func.func @with_store(
// CHECK-NOT: tilekit_jit_mmaf_loop
// CHECK: call @tilekit_jit_mmaf_f32(

// CHECK-LABEL: func.func @acquire(
// CHECK-NOT: tilekit_jit_mmaf_loop
// CHECK: call @tilekit_jit_mmaf_f32(

// CHECK-LABEL: func.func @token_used(
// CHECK-NOT: tilekit_jit_mmaf_loop
// CHECK: call @tilekit_jit_mmaf_f32(

// CHECK-LABEL: func.func @acc_used(
// CHECK-NOT: tilekit_jit_mmaf_loop
// CHECK: call @tilekit_jit_mmaf_f32(
// CHECK-NOT: tilekit_jit_mmaf_loop

cuda_tile.module @m {
  entry @kloop(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>, %n: tile<i32>) {
    %ta = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<16x32xf32>
    %r = for %k in (%zero to %n, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<16x32xf32>) {
      %x, %t0 = load_view_tko weak %va[%zero, %k] : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>
      %y, %t1 = load_view_tko weak %vb[%k, %zero] : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x32xf32>, token
      %m = mmaf %x, %y, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      continue %m : tile<16x32xf32>
    }
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @with_store(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>, %n: tile<i32>) {
    %ta = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<16x32xf32>
    %r = for %k in (%zero to %n, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<16x32xf32>) {
      %x, %t0 = load_view_tko weak %va[%zero, %k] : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>
      %y, %t1 = load_view_tko weak %vb[%k, %zero] : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x32xf32>, token
      %m = mmaf %x, %y, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      %tq = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
      %vq = make_partition_view %tq : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
      %t3 = store_view_tko weak %m, %vq[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
      continue %m : tile<16x32xf32>
    }
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @acquire(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>, %n: tile<i32>) {
    %ta = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<16x32xf32>
    %r = for %k in (%zero to %n, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<16x32xf32>) {
      %x, %t0 = load_view_tko acquire device %va[%zero, %k] : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>
      %y, %t1 = load_view_tko weak %vb[%k, %zero] : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x32xf32>, token
      %m = mmaf %x, %y, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      continue %m : tile<16x32xf32>
    }
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @token_used(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>, %n: tile<i32>) {
    %ta = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<16x32xf32>
    %r = for %k in (%zero to %n, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<16x32xf32>) {
      %x, %t0 = load_view_tko weak %va[%zero, %k] : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>
      %y, %t1 = load_view_tko weak %vb[%k, %zero] : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x32xf32>, token
      %m = mmaf %x, %y, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      %t4 = join_tokens %t0, %t1 : token
      continue %m : tile<16x32xf32>
    }
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @acc_used(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %o: tile<ptr<f32>>, %n: tile<i32>) {
    %ta = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %va = make_partition_view %ta : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<16x32xf32>
    %r = for %k in (%zero to %n, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<16x32xf32>) {
      %x, %t0 = load_view_tko weak %va[%zero, %k] : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %vb = make_partition_view %tb : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>
      %y, %t1 = load_view_tko weak %vb[%k, %zero] : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x32xf32>, token
      %m = mmaf %x, %y, %s : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      %p = addf %s, %s : tile<16x32xf32>
      continue %m : tile<16x32xf32>
    }
    %to = make_tensor_view %o, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %vo = make_partition_view %to : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %t2 = store_view_tko weak %r, %vo[%zero, %zero] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
