// Its entry with empty hints alone.
cuda_tile.module @kernels {
  entry @empty_optimization_hints(%arg0: !cuda_tile.tile<ptr<f32>>) optimization_hints=<> {
    return
  }
}
