// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --tile-canonicalize %s | FileCheck %s

// Memory order: canonicalization never erases, duplicates or reorders a
// token-ordered memory op that can run (only ops of a branch that never
// runs go away, with the branch).

// Unused results of loads, stores, atomics and prints keep them.
// CHECK-LABEL: testing$func @unused_results_kept
// CHECK-NEXT:    load_ptr_tko weak %arg0
// CHECK-NEXT:    store_ptr_tko weak %arg0, %arg1
// CHECK-NEXT:    atomic_rmw_tko relaxed device %arg0, add, %arg1
// CHECK-NEXT:    print_tko "done"
// CHECK-NEXT:    return

// The select leaves the branch; the memory ops stay in it, once each and in
// source order, the second if merged after them.
// CHECK-LABEL: testing$func @branches_keep_order
// CHECK:         %1 = select %arg0, %arg2, %arg3
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      %2 = store_ptr_tko weak %arg1, %arg2 token=%0
// CHECK-NEXT:      load_ptr_tko weak %arg1 token=%2
// CHECK-NEXT:      store_ptr_tko weak %arg1, %arg3 token=%0
// CHECK-NEXT:    }
// CHECK-NOT:     store_ptr_tko
// CHECK:         return %1

// CHECK-LABEL: testing$func @constant_condition_in_order
// CHECK-NEXT:    %0 = store_ptr_tko weak %arg0, %arg1 :
// CHECK-NEXT:    %1 = store_ptr_tko weak %arg0, %arg1 token=%0
// CHECK-NEXT:    print_tko "inside" token=%1
// CHECK-NEXT:    print_tko "after" token=%0

// The load between the ifs keeps them apart.
// CHECK-LABEL: testing$func @no_merge_across_memory
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      store_ptr_tko
// CHECK-NEXT:    }
// CHECK-NEXT:    %result, %result_token = load_ptr_tko
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      store_ptr_tko weak %arg1, %result

cuda_tile.module @m {
  testing$func @unused_results_kept(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %v, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %t1 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %r, %t2 = atomic_rmw_tko relaxed device %p, add, %x : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %t3 = print_tko "done" -> token
    return
  }
  testing$func @branches_keep_order(%c: tile<i1>, %p: tile<ptr<i32>>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %t = make_token : token
    %r = if %c -> (tile<i32>) {
      %t1 = store_ptr_tko weak %p, %x token=%t : tile<ptr<i32>>, tile<i32> -> token
      %v, %t2 = load_ptr_tko weak %p token=%t1 : tile<ptr<i32>> -> tile<i32>, token
      yield %x : tile<i32>
    } else {
      yield %y : tile<i32>
    }
    if %c {
      %t3 = store_ptr_tko weak %p, %y token=%t : tile<ptr<i32>>, tile<i32> -> token
    }
    return %r : tile<i32>
  }
  testing$func @constant_condition_in_order(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %true = constant <i1: true> : tile<i1>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    if %true {
      %t1 = store_ptr_tko weak %p, %x token=%t0 : tile<ptr<i32>>, tile<i32> -> token
      %t2 = print_tko "inside" token=%t1 -> token
    }
    %t3 = print_tko "after" token=%t0 -> token
    return
  }
  testing$func @no_merge_across_memory(%c: tile<i1>, %p: tile<ptr<i32>>, %x: tile<i32>) {
    if %c {
      %t1 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    }
    %v, %t2 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    if %c {
      %t3 = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }
}
