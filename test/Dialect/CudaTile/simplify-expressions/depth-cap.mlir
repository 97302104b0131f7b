// RUN: tile-opt --no-implicit-module --tile-simplify-expressions %s | FileCheck %s --check-prefix=FULL
// RUN: tile-opt --no-implicit-module --tile-simplify-expressions=max-depth=0 %s | FileCheck %s --check-prefix=CAP

// The recursion depth cap: past it a node is kept as it is. With
// max-depth=0 each op is simplified on its own, its operands taken as they
// were, so simplifications that need an operand's simplified form wait for
// another run.

cuda_tile.module @m {
  // FULL-LABEL: testing$func @chain
  // FULL-NEXT:    return %arg1 : tile<f32>
  // CAP-LABEL:  testing$func @chain
  // CAP-NEXT:     %cst_0_i32 = constant <i32: 0> : tile<i32>
  // CAP-NEXT:     %0 = cmpi equal %cst_0_i32, %cst_0_i32, signed
  // CAP-NEXT:     %1 = select %0, %arg1, %arg2
  // CAP-NEXT:     return %1
  testing$func @chain(%x: tile<i32>, %y: tile<f32>, %z: tile<f32>) -> tile<f32> {
    %zero = constant <i32: 0> : tile<i32>
    %x0 = muli %x, %zero : tile<i32>
    %c = cmpi equal %x0, %zero, signed : tile<i32> -> tile<i1>
    %r = select %c, %y, %z : tile<i1>, tile<f32>
    return %r : tile<f32>
  }
}
