cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    %t = make_token : token
    %s = addi %a, %a : tile<i32>
    return
  }
}
