// Input of shrink-tile-shapes.mlir (COMBINED): the `xori` is printed, so that
// the reduction tree does not fold it away untested (docs/debugging.md).
cuda_tile.module @m {
  entry @k() {
    %v = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>
    %i = iota : tile<8xi32>
    %s = addi %v, %i : tile<8xi32>
    %r = reshape %s : tile<8xi32> -> tile<1x8xi32>
    %b = broadcast %r : tile<1x8xi32> -> tile<16x8xi32>
    %x = xori %b, %b : tile<16x8xi32>
    %t = print_tko "%d\0A", %x : tile<16x8xi32> -> token
    %m = constant <f32: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tile<4x2xf32>
    return
  }
}
