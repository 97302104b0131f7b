// Malformed dialect attributes: unknown enum keywords, malformed predicate
// bodies, and the structural rules of optimization_hints.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// expected-error @+2 {{to be one of: unsigned, signed}}
// expected-error @+1 {{failed to parse}}
cuda_tile.module @m attributes {t = #cuda_tile.signedness<bogus>} {}

// -----

// expected-error @+2 {{to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
// expected-error @+1 {{failed to parse}}
cuda_tile.module @m attributes {t = #cuda_tile.overflow<nsw>} {}

// -----

// expected-error @+2 {{to be one of: nearest_even, zero, negative_inf, positive_inf, approx, full, nearest_int_to_zero}}
// expected-error @+1 {{failed to parse}}
cuda_tile.module @m attributes {t = #cuda_tile.rounding<nearest>} {}

// -----

// expected-error @+2 {{to be one of: unordered, ordered}}
// expected-error @+1 {{failed to parse}}
cuda_tile.module @m attributes {t = #cuda_tile.comparison_ordering<both>} {}

// -----

// expected-error @+2 {{to be one of: equal, not_equal, less_than, less_than_or_equal, greater_than, greater_than_or_equal}}
// expected-error @+1 {{failed to parse}}
cuda_tile.module @m attributes {t = #cuda_tile.comparison_predicate<less>} {}

// -----

// expected-error @+2 {{to be one of: zero, neg_zero, nan, pos_inf, neg_inf}}
// expected-error @+1 {{failed to parse}}
cuda_tile.module @m attributes {t = #cuda_tile.padding_value<inf>} {}

// -----

// expected-error @+2 {{to be one of: public, private}}
// expected-error @+1 {{failed to parse}}
cuda_tile.module @m attributes {t = #cuda_tile.symbol_visibility<nested>} {}
// -----

// Enum keywords are case sensitive.
// expected-error @+2 {{to be one of: unsigned, signed}}
// expected-error @+1 {{failed to parse}}
cuda_tile.module @m attributes {t = #cuda_tile.signedness<Signed>} {}

// -----

// `every` and `along` only come together.
// expected-error @+1 {{expected 'along'}}
cuda_tile.module @m attributes {t = #cuda_tile.div_by<4, every 4>} {}

// -----

// expected-error @+1 {{expected 'every'}}
cuda_tile.module @m attributes {t = #cuda_tile.div_by<4, along 0>} {}

// -----

// bounded needs both bounds (`?` for none).
// expected-error @+1 {{expected ','}}
cuda_tile.module @m attributes {t = #cuda_tile.bounded<4>} {}

// -----

// optimization_hints: an architecture key may appear once.
// expected-error @+1 {{duplicate optimization_hints key `sm_100`}}
cuda_tile.module @m attributes {t = #cuda_tile.optimization_hints<sm_100 = {latency = 1}, sm_100 = {latency = 2}>} {}

// -----

// A quoted key is the same key as the keyword.
// expected-error @+1 {{duplicate optimization_hints key `sm_90`}}
cuda_tile.module @m attributes {t = #cuda_tile.optimization_hints<sm_90 = {}, "sm_90" = {}>} {}

// -----

// optimization_hints: each architecture maps to a dictionary.
// expected-error @+1 {{expected dictionary attribute for optimization_hints entry `sm_100` got value=4 : i64}}
cuda_tile.module @m attributes {t = #cuda_tile.optimization_hints<sm_100 = 4>} {}

// -----

// expected-error @+1 {{expected dictionary attribute for optimization_hints entry `default` got value=[1, 2]}}
cuda_tile.module @m attributes {t = #cuda_tile.optimization_hints<sm_100 = {}, default = [1, 2]>} {}

// -----

// The same rules hold for the hints of an entry.
cuda_tile.module @m {
  // expected-error @+1 {{expected dictionary attribute for optimization_hints entry `sm_100` got value="x"}}
  entry @k(%a: tile<i1>) optimization_hints=<sm_100 = "x"> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{duplicate optimization_hints key `default`}}
  entry @k(%a: tile<i1>) optimization_hints=<default = {}, default = {}> {
  }
}
