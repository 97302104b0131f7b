// Every rule of the assumption predicates (types-attrs.md 4.1), one case each,
// and the predicate keyword check of the assume parser.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// div_by: the divisor is a power of two (and not 0).
cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.div_by' divisor must be a power of 2}}
    %r = assume div_by<3>, %v : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.div_by' divisor must be a power of 2}}
    %r = assume div_by<0>, %v : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.div_by' divisor must be a power of 2}}
    %r = assume div_by<12, every 4 along 0>, %v : tile<4xi32>
  }
}

// -----

// div_by: every and along come together (the syntax has no other way).
cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4xi32>
    // expected-error @+1 {{expected 'along'}}
    %r = assume div_by<4, every 4>, %v : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4xi32>
    // expected-error @+1 {{expected 'every'}}
    %r = assume div_by<4, along 0>, %v : tile<4xi32>
  }
}

// -----

// div_by: the divisor is at most 2^62.
cuda_tile.module @m {
  entry @k(%v: tile<i64>) {
    // expected-error @+1 {{'cuda_tile.div_by' divisor is too large}}
    %r = assume div_by<9223372036854775808>, %v : tile<i64>
  }
}

// -----

// div_by: no every/along on a tensor_view.
cuda_tile.module @m {
  entry @k(%v: tensor_view<4xf32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a tensor_view}}
    %r = assume div_by<16, every 1 along 0>, %v : tensor_view<4xf32, strides=[1]>
  }
}

// -----

// div_by: no every/along on a 0-D tile.
cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a 0D tile}}
    %r = assume div_by<16, every 1 along 0>, %v : tile<i32>
  }
}

// -----

// div_by: integer or pointer tiles, or tensor_views.
cuda_tile.module @m {
  entry @k(%v: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
    %r = assume div_by<16>, %v : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <bf16: 1.0> : tile<4xbf16>
    // expected-error @+1 {{'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
    %r = assume div_by<2>, %v : tile<4xbf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: token) {
    // expected-error @+1 {{'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
    %r = assume div_by<16>, %v : token
  }
}

// -----

// div_by: along within [0, rank).
cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.div_by' every_dim (1) must be >= 0 and < tile rank (1)}}
    %r = assume div_by<4, every 4 along 1>, %v : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4x4xi32>
    // expected-error @+1 {{'cuda_tile.div_by' every_dim (-1) must be >= 0 and < tile rank (2)}}
    %r = assume div_by<4, every 4 along -1>, %v : tile<4x4xi32>
  }
}

// -----

// div_by: every within [0, size of dimension along].
cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4x16xi32>
    // expected-error @+1 {{expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (4)}}
    %r = assume div_by<4, every 8 along 0>, %v : tile<4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4x16xi32>
    // expected-error @+1 {{expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (16)}}
    %r = assume div_by<4, every -1 along 1>, %v : tile<4x16xi32>
  }
}

// -----

// same_elements: one count per dimension.
cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4xi32>
    // expected-error @+1 {{expected number of values in 'cuda_tile.same_elements' (2) to match rank of constrained tile (1)}}
    %r = assume same_elements<[2, 2]>, %v : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{expected number of values in 'cuda_tile.same_elements' (1) to match rank of constrained tile (0)}}
    %r = assume same_elements<[1]>, %v : tile<i32>
  }
}

// -----

// same_elements: each count within [0, size of its dimension].
cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4xi32>
    // expected-error @+1 {{expected 'cuda_tile.same_elements' value 0 to be within 0 and the size of the respective dimension (4)}}
    %r = assume same_elements<[8]>, %v : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <i32: 0> : tile<4x2xi32>
    // expected-error @+1 {{expected 'cuda_tile.same_elements' value 1 to be within 0 and the size of the respective dimension (2)}}
    %r = assume same_elements<[1, -1]>, %v : tile<4x2xi32>
  }
}

// -----

// same_elements: integer or pointer tiles only.
cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    %v = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.same_elements' is valid only for tile of integer/pointer values}}
    %r = assume same_elements<[2]>, %v : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<4xi32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.same_elements' is valid only for tile of integer/pointer values}}
    %r = assume same_elements<[1]>, %v : tensor_view<4xi32, strides=[1]>
  }
}

// -----

// bounded: lb <= ub.
cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects lower bound to be less than or equal to upper bound}}
    %r = assume bounded<5, 4>, %v : tile<i32>
  }
}

// -----

// bounded: bounds within the signed range of the element width.
cuda_tile.module @m {
  entry @k(%v: tile<i8>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects lower bound to be within [-128, 127]}}
    %r = assume bounded<-129, 4>, %v : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i8>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects upper bound to be within [-128, 127]}}
    %r = assume bounded<?, 128>, %v : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i16>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects upper bound to be within [-32768, 32767]}}
    %r = assume bounded<0, 65535>, %v : tile<i16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects lower bound to be within [-2147483648, 2147483647]}}
    %r = assume bounded<-2147483649, ?>, %v : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i1>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects upper bound to be within [-1, 0]}}
    %r = assume bounded<0, 1>, %v : tile<i1>
  }
}

// -----

// bounded: integer tiles only.
cuda_tile.module @m {
  entry @k(%v: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.bounded' is valid only for tile of integer values}}
    %r = assume bounded<0, 1>, %v : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<ptr<i32>>) {
    // expected-error @+1 {{'cuda_tile.bounded' is valid only for tile of integer values}}
    %r = assume bounded<0, 1>, %v : tile<ptr<i32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<4xi32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.bounded' is valid only for tile of integer values}}
    %r = assume bounded<0, 1>, %v : tensor_view<4xi32, strides=[1]>
  }
}

// -----

// Only the three predicates are accepted.
cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{unknown assume predicate attribute: divby (expected 'div_by', 'same_elements', or 'bounded')}}
    %r = assume divby<16>, %v : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{unknown assume predicate attribute: rounding (expected 'div_by', 'same_elements', or 'bounded')}}
    %r = assume rounding<zero>, %v : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{expected assume predicate attribute}}
    %r = assume #cuda_tile.rounding<zero>, %v : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    // expected-error @+1 {{expected assume predicate attribute}}
    %r = assume 16, %v : tile<i32>
  }
}
