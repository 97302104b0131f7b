// Diagnostics that must win over generic ones: the `if` rules run before
// the region-branch interface checks, cat names the mismatching operand
// dimension, extract warns on constant out-of-range indices.
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>) {
  // expected-error @+1 {{'cuda_tile.if' op has non-empty return type, must define else branch}}
  %0 = if %c -> (tile<f32>) {
    yield %f : tile<f32>
  }
} }

// -----

cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.if' op type does not match yield type, then branch yields ('!cuda_tile.tile<i32>') but op result type is ('!cuda_tile.tile<f32>')}}
  %0 = if %c -> (tile<f32>) {
    yield %i : tile<i32>
  } else {
    yield %f : tile<f32>
  }
} }

// -----

cuda_tile.module @m { entry @k() {
  %z = constant <f32: 0.0> : tile<2x4xf32>
  %y = constant <f32: 0.0> : tile<4x4xf32>
  // expected-error @+1 {{'cuda_tile.cat' op expects operands of equal size in dimension 0 (all but dim 1), got 2 and 4}}
  %b = cat %z, %y dim = 1 : tile<2x4xf32>, tile<4x4xf32> -> tile<2x8xf32>
} }

// -----

cuda_tile.module @m { entry @k() {
  %z = constant <f32: 0.0> : tile<2x4xf32>
  %m = constant <i32: 5> : tile<i32>
  %i = constant <i32: 0> : tile<i32>
  // expected-warning @+1 {{'cuda_tile.extract' op index 0 (5) is outside [0, 2)}}
  %b = extract %z[%m, %i] : tile<2x4xf32> -> tile<1x4xf32>
} }
