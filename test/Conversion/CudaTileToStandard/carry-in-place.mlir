// A loop-carried tile that one op alone reads is overwritten by that op's
// result: the mmaf microkernel gets the carry buffer as accumulator and
// result, an element-wise loop stores into the buffer it reads, and the
// iteration ends with the carry itself (its copy into the carry is skipped
// at run time). An mmaf whose A and B are its accumulator gets a result
// buffer of its own.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s

// CHECK-LABEL: func.func @mma(
// CHECK: ^bb1(%{{.*}}: i32, %[[CARRY:.*]]: !llvm.ptr):
// CHECK: call @tilekit_jit_mmaf_f32(%{{.*}}, %{{.*}}, %[[CARRY]], %[[CARRY]],
// CHECK: cf.br ^bb2(%[[CARRY]] : !llvm.ptr)

// CHECK-LABEL: func.func @add(
// CHECK: ^bb1(%{{.*}}: i32, %[[CARRY:.*]]: !llvm.ptr):
// CHECK: cf.br ^bb2(%[[CARRY]] : !llvm.ptr)

// CHECK-LABEL: func.func @self(
// CHECK: ^bb1(%{{.*}}: i32, %[[CARRY:.*]]: !llvm.ptr):
// CHECK: call @tilekit_jit_mmaf_f32(%[[CARRY]], %[[CARRY]], %[[CARRY]], %[[OUT:[0-9]+]],
// CHECK: cf.br ^bb2(%[[OUT]] : !llvm.ptr)

cuda_tile.module @m {
  entry @mma() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %x = constant <f32: 1.5> : tile<8x4xf32>
    %y = constant <f32: 2.0> : tile<4x32xf32>
    %acc0 = constant <f32: 1.0> : tile<8x32xf32>
    %r = for %k in (%zero to %three, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<8x32xf32>) {
      %n = mmaf %x, %y, %s : tile<8x4xf32>, tile<4x32xf32>, tile<8x32xf32>
      continue %n : tile<8x32xf32>
    }
    return
  }
  entry @add() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %y = constant <f32: 2.0> : tile<1024xf32>
    %acc0 = constant <f32: 1.0> : tile<1024xf32>
    %r = for %k in (%zero to %three, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<1024xf32>) {
      %n = addf %s, %y rounding<nearest_even> : tile<1024xf32>
      continue %n : tile<1024xf32>
    }
    return
  }
  entry @self() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %acc0 = constant <f32: 1.0> : tile<32x32xf32>
    %r = for %k in (%zero to %two, step %one) : tile<i32> iter_values(%s = %acc0) -> (tile<32x32xf32>) {
      %n = mmaf %s, %s, %s : tile<32x32xf32>, tile<32x32xf32>, tile<32x32xf32>
      continue %n : tile<32x32xf32>
    }
    return
  }
}
