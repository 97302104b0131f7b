cuda_tile.module @m {
  global @table <i32: [1, 2, 3, 4]> : tile<4xi32>
  entry @unrelated(%p: tile<ptr<i32>>) {
    %c7 = constant <i32: 7> : tile<i32>
    %t0 = make_token : token
    %t1 = store_ptr_tko weak %p, %c7 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @kernel(%p: tile<ptr<i32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %unused = muli %n, %c16 : tile<i32>
    %sum = for %i in (%c0 to %c16, step %c1) : tile<i32> iter_values(%acc = %n) -> (tile<i32>) {
      %sq = muli %i, %i : tile<i32>
      %next = addi %acc, %sq : tile<i32>
      continue %next : tile<i32>
    }
    %mixed = xori %sum, %n : tile<i32>
    %shifted = addi %mixed, %c1 : tile<i32>
    %t0 = make_token : token
    %t1 = store_ptr_tko weak %p, %shifted token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %t2 = print_tko "%d\0A", %shifted token=%t1 : tile<i32> -> token
    return
  }
  entry @also_unrelated(%q: tile<ptr<i32>>) {
    %tab = get_global @table : tile<ptr<i32>>
    %t0 = make_token : token
    %v, %t1 = load_ptr_tko weak %tab token=%t0 : tile<ptr<i32>> -> tile<i32>, token
    %t2 = store_ptr_tko weak %q, %v token=%t1 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
