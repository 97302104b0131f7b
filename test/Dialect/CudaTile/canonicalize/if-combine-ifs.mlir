// RUN: tile-opt --no-implicit-module --canonicalize %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --canonicalize %s | tile-opt --no-implicit-module --canonicalize | FileCheck %s

// CombineIfs: two adjacent ifs on the same condition become one; branches
// and yield lists are concatenated in source order.

// Seed 000's input/output pair: uses of the first if's results inside the
// second are redirected to the values the first one's branches yield.
// CHECK-LABEL: testing$func @seed_pair
// CHECK-NEXT:    %0:3 = if %arg0 -> (tile<128xf32>, tile<128xi1>, tile<128xf32>) {
// CHECK-NEXT:      %1 = mulf %arg1, %arg2  : tile<128xf32>
// CHECK-NEXT:      %2 = cmpf less_than ordered %1, %arg3 : tile<128xf32> -> tile<128xi1>
// CHECK-NEXT:      %3 = addf %1, %1  : tile<128xf32>
// CHECK-NEXT:      yield %1, %2, %3 : tile<128xf32>, tile<128xi1>, tile<128xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      yield %arg4, %arg5, %arg4 : tile<128xf32>, tile<128xi1>, tile<128xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1, %0#2

// A second condition `xori %c, true` runs its branches the other way round.
// CHECK-LABEL: testing$func @negated_condition
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "first then"
// CHECK-NEXT:      print_tko "second else"
// CHECK-NEXT:    } else {
// CHECK-NEXT:      print_tko "second then"
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// After a branch that leaves early, the matching branch of the second if
// can never run and goes.
// CHECK-LABEL: testing$func @first_leaves
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "first then"
// CHECK-NEXT:      return
// CHECK-NEXT:    } else {
// CHECK-NEXT:      print_tko "first else"
// CHECK-NEXT:      print_tko "second else"
// CHECK-NEXT:    }
// CHECK-NOT:     never runs

// CHECK-LABEL: testing$func @second_leaves
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "first then"
// CHECK-NEXT:      print_tko "second then"
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// Not adjacent: the store between them keeps its place.
// CHECK-LABEL: testing$func @not_adjacent
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "first"
// CHECK-NEXT:    }
// CHECK-NEXT:    store_ptr_tko
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "second"

// CHECK-LABEL: testing$func @other_condition
// CHECK-NEXT:    if %arg0 {
// CHECK:         if %arg1 {

// Nothing of the second if would survive the merge: it is left alone, as
// the reference toolchain leaves it.
// CHECK-LABEL: testing$func @second_never_runs
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "first"
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:    if %arg0 {
// CHECK-NEXT:      print_tko "second"

cuda_tile.module @m {
  testing$func @seed_pair(%cond: tile<i1>, %lhs: tile<128xf32>, %rhs: tile<128xf32>, %thr: tile<128xf32>, %zero: tile<128xf32>, %fmask: tile<128xi1>) -> (tile<128xf32>, tile<128xi1>, tile<128xf32>) {
    %a, %b = cuda_tile.if %cond -> (tile<128xf32>, tile<128xi1>) {
      %x = cuda_tile.mulf %lhs, %rhs : tile<128xf32>
      %m = cuda_tile.cmpf less_than ordered %x, %thr : tile<128xf32> -> tile<128xi1>
      cuda_tile.yield %x, %m : tile<128xf32>, tile<128xi1>
    } else {
      cuda_tile.yield %zero, %fmask : tile<128xf32>, tile<128xi1>
    }
    %c = cuda_tile.if %cond -> (tile<128xf32>) {
      %y = cuda_tile.addf %a, %a : tile<128xf32>
      cuda_tile.yield %y : tile<128xf32>
    } else {
      cuda_tile.yield %a : tile<128xf32>
    }
    return %a, %b, %c : tile<128xf32>, tile<128xi1>, tile<128xf32>
  }
  testing$func @negated_condition(%c: tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %not = xori %c, %true : tile<i1>
    if %c {
      %t = print_tko "first then" -> token
    }
    if %not {
      %t = print_tko "second then" -> token
    } else {
      %t = print_tko "second else" -> token
    }
    return
  }
  testing$func @first_leaves(%c: tile<i1>) {
    if %c {
      %t = print_tko "first then" -> token
      return
    } else {
      %t = print_tko "first else" -> token
    }
    if %c {
      %t = print_tko "second then, never runs" -> token
    } else {
      %t = print_tko "second else" -> token
    }
    return
  }
  testing$func @second_leaves(%c: tile<i1>) {
    if %c {
      %t = print_tko "first then" -> token
    }
    if %c {
      %t = print_tko "second then" -> token
      return
    }
    return
  }
  testing$func @not_adjacent(%c: tile<i1>, %p: tile<ptr<i32>>, %x: tile<i32>) {
    if %c {
      %t = print_tko "first" -> token
    }
    %s = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    if %c {
      %t = print_tko "second" -> token
    }
    return
  }
  testing$func @other_condition(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      %t = print_tko "first" -> token
    }
    if %d {
      %t = print_tko "second" -> token
    }
    return
  }
  testing$func @second_never_runs(%c: tile<i1>) {
    if %c {
      %t = print_tko "first" -> token
      return
    }
    if %c {
      %t = print_tko "second" -> token
    }
    return
  }
}
