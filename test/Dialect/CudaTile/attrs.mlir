// Round trip of the dialect attributes: every case of every dialect enum,
// the assumption predicates (full form here, short form inside `assume`) and
// optimization_hints.
//
// RUN: tile-opt --no-implicit-module --split-input-file %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file | FileCheck %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file | FileCheck %s

// CHECK-LABEL: cuda_tile.module @signedness attributes {
// CHECK-SAME: a = #cuda_tile.signedness<unsigned>, b = #cuda_tile.signedness<signed>} {
cuda_tile.module @signedness attributes {
    a = #cuda_tile.signedness<unsigned>, b = #cuda_tile.signedness<signed>} {
}

// -----

// CHECK-LABEL: cuda_tile.module @overflow attributes {
// CHECK-SAME: a = #cuda_tile.overflow<none>, b = #cuda_tile.overflow<no_signed_wrap>, c = #cuda_tile.overflow<no_unsigned_wrap>, d = #cuda_tile.overflow<no_wrap>} {
cuda_tile.module @overflow attributes {
    a = #cuda_tile.overflow<none>, b = #cuda_tile.overflow<no_signed_wrap>,
    c = #cuda_tile.overflow<no_unsigned_wrap>, d = #cuda_tile.overflow<no_wrap>} {
}

// -----

// CHECK-LABEL: cuda_tile.module @rounding attributes {
// CHECK-SAME: a = #cuda_tile.rounding<nearest_even>, b = #cuda_tile.rounding<zero>, c = #cuda_tile.rounding<negative_inf>, d = #cuda_tile.rounding<positive_inf>, e = #cuda_tile.rounding<approx>, f = #cuda_tile.rounding<full>, g = #cuda_tile.rounding<nearest_int_to_zero>} {
cuda_tile.module @rounding attributes {
    a = #cuda_tile.rounding<nearest_even>, b = #cuda_tile.rounding<zero>,
    c = #cuda_tile.rounding<negative_inf>, d = #cuda_tile.rounding<positive_inf>,
    e = #cuda_tile.rounding<approx>, f = #cuda_tile.rounding<full>,
    g = #cuda_tile.rounding<nearest_int_to_zero>} {
}

// -----

// CHECK-LABEL: cuda_tile.module @comparison_ordering attributes {
// CHECK-SAME: a = #cuda_tile.comparison_ordering<unordered>, b = #cuda_tile.comparison_ordering<ordered>} {
cuda_tile.module @comparison_ordering attributes {
    a = #cuda_tile.comparison_ordering<unordered>,
    b = #cuda_tile.comparison_ordering<ordered>} {
}

// -----

// CHECK-LABEL: cuda_tile.module @comparison_predicate attributes {
// CHECK-SAME: a = #cuda_tile.comparison_predicate<equal>, b = #cuda_tile.comparison_predicate<not_equal>, c = #cuda_tile.comparison_predicate<less_than>, d = #cuda_tile.comparison_predicate<less_than_or_equal>, e = #cuda_tile.comparison_predicate<greater_than>, f = #cuda_tile.comparison_predicate<greater_than_or_equal>} {
cuda_tile.module @comparison_predicate attributes {
    a = #cuda_tile.comparison_predicate<equal>,
    b = #cuda_tile.comparison_predicate<not_equal>,
    c = #cuda_tile.comparison_predicate<less_than>,
    d = #cuda_tile.comparison_predicate<less_than_or_equal>,
    e = #cuda_tile.comparison_predicate<greater_than>,
    f = #cuda_tile.comparison_predicate<greater_than_or_equal>} {
}

// -----

// CHECK-LABEL: cuda_tile.module @padding_value attributes {
// CHECK-SAME: a = #cuda_tile.padding_value<zero>, b = #cuda_tile.padding_value<neg_zero>, c = #cuda_tile.padding_value<nan>, d = #cuda_tile.padding_value<pos_inf>, e = #cuda_tile.padding_value<neg_inf>} {
cuda_tile.module @padding_value attributes {
    a = #cuda_tile.padding_value<zero>, b = #cuda_tile.padding_value<neg_zero>,
    c = #cuda_tile.padding_value<nan>, d = #cuda_tile.padding_value<pos_inf>,
    e = #cuda_tile.padding_value<neg_inf>} {
}

// -----

// CHECK-LABEL: cuda_tile.module @symbol_visibility attributes {
// CHECK-SAME: a = #cuda_tile.symbol_visibility<public>, b = #cuda_tile.symbol_visibility<private>} {
cuda_tile.module @symbol_visibility attributes {
    a = #cuda_tile.symbol_visibility<public>,
    b = #cuda_tile.symbol_visibility<private>} {
}

// -----

// Assumption predicates in their full attribute form.
// CHECK-LABEL: cuda_tile.module @predicates attributes {
// CHECK-SAME: a = #cuda_tile.div_by<16>,
// CHECK-SAME: b = #cuda_tile.div_by<4, every 4 along 1>,
// CHECK-SAME: c = #cuda_tile.div_by<4611686018427387904, every 0 along 0>,
// CHECK-SAME: d = #cuda_tile.same_elements<[2, 4]>,
// CHECK-SAME: e = #cuda_tile.same_elements<[]>,
// CHECK-SAME: f = #cuda_tile.bounded<0, 42>,
// CHECK-SAME: g = #cuda_tile.bounded<?, 42>,
// CHECK-SAME: h = #cuda_tile.bounded<-7, ?>,
// CHECK-SAME: i = #cuda_tile.bounded<?, ?>,
// CHECK-SAME: j = #cuda_tile.bounded<-9223372036854775808, 9223372036854775807>} {
cuda_tile.module @predicates attributes {
    a = #cuda_tile.div_by<16>, b = #cuda_tile.div_by<4, every 4 along 1>,
    c = #cuda_tile.div_by<4611686018427387904, every 0 along 0>,
    d = #cuda_tile.same_elements<[2, 4]>, e = #cuda_tile.same_elements<[]>,
    f = #cuda_tile.bounded<0, 42>, g = #cuda_tile.bounded<?, 42>,
    h = #cuda_tile.bounded<-7, ?>, i = #cuda_tile.bounded<?, ?>,
    j = #cuda_tile.bounded<-9223372036854775808, 9223372036854775807>} {
}

// -----

// Short form inside `assume`: the `#cuda_tile.` prefix is optional on input
// and dropped on output.
// CHECK-LABEL: cuda_tile.module @short_predicates
// CHECK: assume div_by<16>, %arg0 : tile<i32>
// CHECK: assume div_by<8>, %arg0 : tile<i32>
// CHECK: assume same_elements<[]>, %arg0 : tile<i32>
// CHECK: assume bounded<?, 5>, %arg0 : tile<i32>
cuda_tile.module @short_predicates {
  entry @k(%a: tile<i32>) {
    %0 = assume div_by<16>, %a : tile<i32>
    %1 = assume #cuda_tile.div_by<8>, %a : tile<i32>
    %2 = assume #cuda_tile.same_elements<[]>, %a : tile<i32>
    %3 = assume bounded<?, 5>, %a : tile<i32>
  }
}

// -----

// optimization_hints: architecture keys and hint keys come out sorted, values
// without their type, keys as keywords when possible and quoted otherwise;
// an empty attribute prints `<>`.
// CHECK-LABEL: cuda_tile.module @hints attributes {
// CHECK-SAME: a = #cuda_tile.optimization_hints<default = {occupancy = 4}, sm_100 = {num_worker_warps_per_cta = 8}, sm_90 = {num_cta_in_cga = 2, occupancy = 2}>,
// CHECK-SAME: b = #cuda_tile.optimization_hints<>,
// CHECK-SAME: c = #cuda_tile.optimization_hints<sm_100 = {}>,
// CHECK-SAME: d = #cuda_tile.optimization_hints<sm_100 = {allow_tma = false, latency = 3}>,
// CHECK-SAME: e = #cuda_tile.optimization_hints<"sm 100" = {f = 1.500000e+00, "my key" = true, s = "str"}>} {
cuda_tile.module @hints attributes {
    a = #cuda_tile.optimization_hints<sm_90 = {occupancy = 2 : i32, num_cta_in_cga = 2},
                                      default = {occupancy = 4},
                                      "sm_100" = {num_worker_warps_per_cta = 8 : i64}>,
    b = #cuda_tile.optimization_hints<>,
    c = #cuda_tile.optimization_hints<sm_100 = {}>,
    d = #cuda_tile.optimization_hints<sm_100 = {latency = 3 : i16, allow_tma = false}>,
    e = #cuda_tile.optimization_hints<"sm 100" = {"my key" = true, s = "str", f = 1.5 : f32}>} {
}
