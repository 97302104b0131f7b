cuda_tile.module @kernels {
  entry @add_one(%p: tile<ptr<f32>>) {
    %c = constant <f32: 1.000000e+00> : tile<4xf32>
    %i = iota : tile<4xi32>
    return
  }
}
