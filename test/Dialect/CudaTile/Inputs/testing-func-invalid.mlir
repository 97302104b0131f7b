cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) -> tile<4xf32> {
    // expected-error @+1 {{'cuda_tile.return' op has 0 operands, but enclosing function returns 1}}
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>, %b: tile<4xi32>) -> tile<4xf32> {
    // expected-error @+1 {{'cuda_tile.return' op type of return operand 0 ('!cuda_tile.tile<4xi32>') does not match the function result type ('!cuda_tile.tile<4xf32>')}}
    return %b : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.return' op has 1 operands, but entry function must return 0 operands}}
    return %a : tile<i32>
  }
}
