// A 13.4 module for v13_4-reader.test.
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <f32: 1.0> : tile<2xf32>
  %d = constant <f32: 0.0> : tile<4xf32>
  %r = insert %s into %d[%i] : tile<2xf32> -> tile<4xf32> } }
