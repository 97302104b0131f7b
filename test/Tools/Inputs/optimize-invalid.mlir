cuda_tile.module @m {
  entry @k() {
    %x = addf %a, %b : tile<f32>
    return
  }
}
