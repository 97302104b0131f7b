cuda_tile.module @first {
  entry @k(%a: tile<i32>) {
  }
}
// -----
cuda_tile.module @second {
  entry @k(%a: tile<2xi32>) {
  }
}
