// Verifier rules of entry, global and get_global (ops.md 1.2).
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

cuda_tile.module @m {
  // An entry returns nothing.
  // expected-error @+1 {{'cuda_tile.entry' op entry op must not return values}}
  entry @k(%a: tile<i32>) -> tile<i32> {
    return %a : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{entry op must not return values}}
  entry @k(%a: tile<i32>) -> (tile<i32>, tile<f32>) {
    %f = constant <f32: 1.0> : tile<f32>
    return %a, %f : tile<i32>, tile<f32>
  }
}

// -----

cuda_tile.module @m {
  // Tile arguments are scalars (rank 0).
  // expected-error @+1 {{'cuda_tile.entry' op entry op must have scalar types (rank 0 !cuda_tile.tile)}}
  entry @k(%a: tile<4xi32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{entry op must have scalar types (rank 0 !cuda_tile.tile)}}
  entry @k(%a: tile<i32>, %b: tensor_view<4xf32, strides=[1]>, %c: tile<1x1xptr<f32>>) {
  }
}

// -----

cuda_tile.module @m {
  // A global is a 1-D array.
  // expected-error @+1 {{'cuda_tile.global' op type must have rank 1}}
  global @g <f32: 1.0> : tile<f32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.global' op type must have rank 1}}
  global private constant @g <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // get_global names a global of the module.
    // expected-error @+1 {{'cuda_tile.get_global' op 'nope' does not reference a valid global}}
    %0 = get_global @nope : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{'k' does not reference a valid global}}
    %0 = get_global @k : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k(%a: tile<i32>) {
    // The pointee is the global's element type.
    // expected-error @+1 {{'cuda_tile.get_global' op pointee type of result type '!cuda_tile.tile<ptr<i32>>' does not match type 'f32' of the global @g}}
    %0 = get_global @g : tile<ptr<i32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k(%a: tile<i32>) {
    // The result is a scalar pointer tile.
    // expected-error @+1 {{result #0 must be 0D tile of Pointer type values, but got '!cuda_tile.tile<2xptr<f32>>'}}
    %0 = get_global @g : tile<2xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i1>) {
    // A global lives directly in the module.
    // expected-error @+1 {{'cuda_tile.global' op symbol's parent must have the SymbolTable trait}}
    global @g <f32: [1.0, 2.0]> : tile<2xf32>
  }
}
