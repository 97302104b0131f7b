// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// ConvertToSelect: results whose values come from outside both branches
// become selects; the `if` keeps what a branch computes.

// CHECK-LABEL: testing$func @scalar
// CHECK-NEXT:    %0 = select %arg0, %arg1, %arg2 : tile<i1>, tile<i32>
// CHECK-NEXT:    return %0 : tile<i32>

// A shaped result selects with the condition broadcast to its shape.
// CHECK-LABEL: testing$func @shaped
// CHECK-NEXT:    %reshape = reshape %arg0 : tile<i1> -> tile<1x1xi1>
// CHECK-NEXT:    %bcast = broadcast %reshape : tile<1x1xi1> -> tile<2x4xi1>
// CHECK-NEXT:    %0 = select %bcast, %arg1, %arg2 : tile<2x4xi1>, tile<2x4xf32>
// CHECK-NEXT:    return %0 : tile<2x4xf32>

// The load stays in its branch, with the result it computes.
// CHECK-LABEL: testing$func @partial
// CHECK-NEXT:    %0 = select %arg0, %arg2, %arg3 : tile<i1>, tile<i32>
// CHECK-NEXT:    %1 = if %arg0 -> (tile<i32>) {
// CHECK-NEXT:      %result, %result_token = load_ptr_tko weak %arg1
// CHECK-NEXT:      yield %result : tile<i32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      yield %arg2 : tile<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1

// Tokens cannot be selected.
// CHECK-LABEL: testing$func @tokens_stay
// CHECK:         %2 = select %arg0, %arg1, %arg2 : tile<i1>, tile<i32>
// CHECK-NEXT:    %3 = if %arg0 -> (token) {
// CHECK-NEXT:      yield %0 : token
// CHECK-NEXT:    } else {
// CHECK-NEXT:      yield %1 : token
// CHECK-NEXT:    }

// CHECK-LABEL: testing$func @computed_in_branch
// CHECK-NEXT:    %0 = if %arg0 -> (tile<i32>) {
// CHECK-NOT:     select

cuda_tile.module @m {
  testing$func @scalar(%c: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      yield %x : tile<i32>
    } else {
      yield %y : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @shaped(%c: tile<i1>, %x: tile<2x4xf32>, %y: tile<2x4xf32>) -> tile<2x4xf32> {
    %r = if %c -> (tile<2x4xf32>) {
      yield %x : tile<2x4xf32>
    } else {
      yield %y : tile<2x4xf32>
    }
    return %r : tile<2x4xf32>
  }
  testing$func @partial(%c: tile<i1>, %p: tile<ptr<i32>>, %x: tile<i32>, %y: tile<i32>) -> (tile<i32>, tile<i32>) {
    %r:2 = if %c -> (tile<i32>, tile<i32>) {
      %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
      yield %x, %v : tile<i32>, tile<i32>
    } else {
      yield %y, %x : tile<i32>, tile<i32>
    }
    return %r#0, %r#1 : tile<i32>, tile<i32>
  }
  testing$func @tokens_stay(%c: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> (token, tile<i32>) {
    %t0 = make_token : token
    %t1 = make_token : token
    %r:2 = if %c -> (token, tile<i32>) {
      yield %t0, %x : token, tile<i32>
    } else {
      yield %t1, %y : token, tile<i32>
    }
    return %r#0, %r#1 : token, tile<i32>
  }
  testing$func @computed_in_branch(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %a = addi %x, %x : tile<i32>
      yield %a : tile<i32>
    } else {
      yield %x : tile<i32>
    }
    return %r : tile<i32>
  }
}
