// RUN: tile-opt --no-implicit-module --test-tile-patterns-without-folding %s | FileCheck %s

// The select patterns that overlap the fold, applied without it (the
// canonicalizer folds first, so they fire on conditions that other
// rewrites make constant).

// ReplaceConstantSelect
// CHECK-LABEL: testing$func @constant_select
// CHECK-NEXT:    return %arg0, %arg1 : tile<i32>, tile<i32>

// ReplaceIdenticalSelect
// CHECK-LABEL: testing$func @identical_select
// CHECK-NEXT:    return %arg1 : tile<i32>

// InverseConditionSelect
// CHECK-LABEL: testing$func @inverse_condition_select
// CHECK-NEXT:    %0 = select %arg0, %arg2, %arg1 : tile<i1>, tile<i32>
// CHECK-NEXT:    return %0

// None of them: a variable condition that is not `xori %c, true`.
// CHECK-LABEL: testing$func @variable
// CHECK:         %[[N:.*]] = xori %true, %arg1 : tile<i1>
// CHECK-NEXT:    %1 = select %[[N]], %arg2, %arg3

cuda_tile.module @m {
  testing$func @constant_select(%x: tile<i32>, %y: tile<i32>) -> (tile<i32>, tile<i32>) {
    %true = constant <i1: true> : tile<i1>
    %false = constant <i1: false> : tile<i1>
    %a = select %true, %x, %y : tile<i1>, tile<i32>
    %b = select %false, %x, %y : tile<i1>, tile<i32>
    return %a, %b : tile<i32>, tile<i32>
  }
  testing$func @identical_select(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = select %c, %x, %x : tile<i1>, tile<i32>
    return %r : tile<i32>
  }
  testing$func @inverse_condition_select(%c: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %not = xori %c, %true : tile<i1>
    %r = select %not, %x, %y : tile<i1>, tile<i32>
    return %r : tile<i32>
  }
  testing$func @variable(%c: tile<i1>, %d: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %notd = xori %true, %d : tile<i1>
    %r = select %notd, %x, %y : tile<i1>, tile<i32>
    return %r : tile<i32>
  }
}
