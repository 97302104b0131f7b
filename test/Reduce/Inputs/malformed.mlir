cuda_tile.module @m {
  entry @k() {
    %x = addi : tile<i32>
    return
  }
}
