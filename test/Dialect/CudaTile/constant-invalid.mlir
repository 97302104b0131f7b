// Malformed dense literals and ill-typed constants.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // A list literal must have the shape of the tile.
    // expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
    %0 = constant <i32: [1, 2, 3]> : tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // expected-error @+1 {{inferred shape of elements literal ([1]) does not match type ([])}}
    %0 = constant <i32: [1]> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // The literal's element type is the tile's.
    // expected-error @+1 {{mismatch between the element type: 'i16' and the tile element type 'i32'}}
    %0 = constant <i16: 1> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // expected-error @+1 {{mismatch between the element type: 'f32' and the tile element type 'f16'}}
    %0 = constant <f32: 1.0> : tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // The builtin dense<...> syntax is not the custom form.
    // expected-error @+1 {{expected '<'}}
    %0 = constant dense<1> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // Integers must fit the element type.
    // expected-error @+1 {{integer constant out of range for type}}
    %0 = constant <i8: 256> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // expected-error @+1 {{integer constant out of range for type}}
    %0 = constant <i8: [1, -129]> : tile<2xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // expected-error @+1 {{integer constant out of range for type}}
    %0 = constant <i1: 2> : tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // true and false are i1 values only (the wording is not fixed by the
    // reference digest).
    // expected-error @+1 {{expected}}
    %0 = constant <i32: true> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // expected-error @+1 {{expected floating point literal}}
    %0 = constant <f32: false> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // Floats need a float literal.
    // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
    // expected-note @+1 {{add a trailing dot to make the literal a float}}
    %0 = constant <f32: 1> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // Nested lists must be rectangular.
    // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i32: [[1, 2], [3]]> : tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i32: [[1, 2], 3]> : tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // i4 has no literal (it is a tile element, not a constant element).
    // expected-error @+1 {{but got 'i4'}}
    %0 = constant <i4: 1> : tile<i4>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // expected-error @+1 {{but got 'index'}}
    %0 = constant <index: 1> : tile<index>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // The result is a tile.
    // expected-error @+1 {{result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got 'tensor<i32>'}}
    %0 = constant <i32: 1> : tensor<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // The tile type itself is verified.
    // expected-error @+1 {{all dimensions must be powers of two, got 3}}
    %0 = constant <i32: 1> : tile<3xi32>
  }
}

// -----

// Generic form: the value and the result have the same type.
"cuda_tile.module"() <{sym_name = "m"}> ({
  "cuda_tile.entry"() <{function_type = () -> (), sym_name = "k"}> ({
    // expected-error @+1 {{failed to verify that all of {value, result} have same type}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Generic form: i4 tiles cannot be constants.
"cuda_tile.module"() <{sym_name = "m"}> ({
  "cuda_tile.entry"() <{function_type = () -> (), sym_name = "k"}> ({
    // expected-error @+1 {{result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.tile<4xi4>'}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<4xi4>}> : () -> !cuda_tile.tile<4xi4>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
