// The module of the reference's test Dialect/CudaTile/opt_hints.mlir: an
// entry with hints for two architectures and one with empty hints.
cuda_tile.module @kernels {
  entry @test_optimization_hints(%arg0: !cuda_tile.tile<ptr<f32>>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}, sm_120 = {num_cta_in_cga = 2, occupancy = 2}> {
    return
  }
  entry @empty_optimization_hints(%arg0: !cuda_tile.tile<ptr<f32>>) optimization_hints=<> {
    return
  }
}
