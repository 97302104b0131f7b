// Verifier rules of the atomic ops (ops.md 7), one case per rule and per
// operand constraint, with the exact diagnostic.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// cas/rmw ordering: relaxed, acquire, release or acq_rel (not weak).
// expected-error @+1 {{'cuda_tile.atomic_cas_tko' op memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = atomic_cas_tko weak device %p, %i, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = atomic_rmw_tko weak device %p, add, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token } }
// -----
// The scope is mandatory on atomics.
// expected-error @+1 {{'cuda_tile.atomic_cas_tko' op requires attribute 'memory_scope'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = atomic_cas_tko relaxed %p, %i, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op requires attribute 'memory_scope'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = atomic_rmw_tko relaxed %p, add, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token } }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op requires attribute 'memory_scope'}}
  %0 = atomic_red_view_tko relaxed %pv[%i, %i], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
// cas: 32- or 64-bit integer or float elements.
// expected-error @+1 {{'cuda_tile.atomic_cas_tko' op expect only float or integer types with 32 or 64 bit}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f16>>, %h: tile<f16>) { %r, %t = atomic_cas_tko relaxed device %p, %h, %h : tile<ptr<f16>>, tile<f16> -> tile<f16>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_cas_tko' op expect only float or integer types with 32 or 64 bit}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i8>>, %b: tile<i8>) { %r, %t = atomic_cas_tko relaxed device %p, %b, %b : tile<ptr<i8>>, tile<i8> -> tile<i8>, token } }
// -----
// cas/rmw: the pointee is the value element type; pointers, values and mask
// share one shape; cmp, val and result (arg and result) one type.
// expected-error @+1 {{'cuda_tile.atomic_cas_tko' op expects pointers to 'i64', got pointers to 'i32'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %l: tile<i64>) { %r, %t = atomic_cas_tko relaxed device %p, %l, %l : tile<ptr<i32>>, tile<i64> -> tile<i64>, token } }
// -----
// expected-error @+2 {{'cuda_tile.atomic_cas_tko' op expects pointers and values of the same shape}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>) { %z = constant <i32: 0> : tile<4xi32>
  %r, %t = atomic_cas_tko relaxed device %p, %z, %z : tile<ptr<i32>>, tile<4xi32> -> tile<4xi32>, token } }
// -----
// expected-error @+2 {{'cuda_tile.atomic_cas_tko' op expects the mask to have the shape of the values}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %m = constant <i1: true> : tile<2xi1>
  %r, %t = atomic_cas_tko relaxed device %p, %i, %i, %m : tile<ptr<i32>>, tile<i32>, tile<2xi1> -> tile<i32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_cas_tko' op failed to verify that all of {cmp, val, result} have same type}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>, %f: tile<f32>) { %r, %t = "cuda_tile.atomic_cas_tko"(%p, %i, %f) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<i32>, !cuda_tile.token) } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_cas_tko' op failed to verify that all of {cmp, val, result} have same type}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = "cuda_tile.atomic_cas_tko"(%p, %i, %i) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i64>, !cuda_tile.token) } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op expects pointers to 'i64', got pointers to 'i32'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %l: tile<i64>) { %r, %t = atomic_rmw_tko relaxed device %p, add, %l : tile<ptr<i32>>, tile<i64> -> tile<i64>, token } }
// -----
// expected-error @+2 {{'cuda_tile.atomic_rmw_tko' op expects pointers and values of the same shape}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>) { %z = constant <i32: 0> : tile<4xi32>
  %r, %t = atomic_rmw_tko relaxed device %p, add, %z : tile<ptr<i32>>, tile<4xi32> -> tile<4xi32>, token } }
// -----
// expected-error @+2 {{'cuda_tile.atomic_rmw_tko' op expects the mask to have the shape of the values}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %m = constant <i1: true> : tile<2xi1>
  %r, %t = atomic_rmw_tko relaxed device %p, add, %i, %m : tile<ptr<i32>>, tile<i32>, tile<2xi1> -> tile<i32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op failed to verify that all of {arg, result} have same type}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = "cuda_tile.atomic_rmw_tko"(%p, %i) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i64>, !cuda_tile.token) } }
// -----
// rmw: the integer modes take i32 or i64 only ...
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'add' works only with integers i32 and i64}}
cuda_tile.module @m { entry @k(%pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %p8: tile<ptr<i8>>, %f: tile<f32>, %h: tile<f16>, %b: tile<i8>) { %r, %t = atomic_rmw_tko relaxed device %pf, add, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'and' works only with integers i32 and i64}}
cuda_tile.module @m { entry @k(%pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %p8: tile<ptr<i8>>, %f: tile<f32>, %h: tile<f16>, %b: tile<i8>) { %r, %t = atomic_rmw_tko relaxed device %pf, and, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'or' works only with integers i32 and i64}}
cuda_tile.module @m { entry @k(%pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %p8: tile<ptr<i8>>, %f: tile<f32>, %h: tile<f16>, %b: tile<i8>) { %r, %t = atomic_rmw_tko relaxed device %ph, or, %h : tile<ptr<f16>>, tile<f16> -> tile<f16>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'xor' works only with integers i32 and i64}}
cuda_tile.module @m { entry @k(%pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %p8: tile<ptr<i8>>, %f: tile<f32>, %h: tile<f16>, %b: tile<i8>) { %r, %t = atomic_rmw_tko relaxed device %pf, xor, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'max' works only with integers i32 and i64}}
cuda_tile.module @m { entry @k(%pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %p8: tile<ptr<i8>>, %f: tile<f32>, %h: tile<f16>, %b: tile<i8>) { %r, %t = atomic_rmw_tko relaxed device %pf, max, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'min' works only with integers i32 and i64}}
cuda_tile.module @m { entry @k(%pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %p8: tile<ptr<i8>>, %f: tile<f32>, %h: tile<f16>, %b: tile<i8>) { %r, %t = atomic_rmw_tko relaxed device %pf, min, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'umax' works only with integers i32 and i64}}
cuda_tile.module @m { entry @k(%pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %p8: tile<ptr<i8>>, %f: tile<f32>, %h: tile<f16>, %b: tile<i8>) { %r, %t = atomic_rmw_tko relaxed device %p8, umax, %b : tile<ptr<i8>>, tile<i8> -> tile<i8>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'umin' works only with integers i32 and i64}}
cuda_tile.module @m { entry @k(%pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %p8: tile<ptr<i8>>, %f: tile<f32>, %h: tile<f16>, %b: tile<i8>) { %r, %t = atomic_rmw_tko relaxed device %pf, umin, %f : tile<ptr<f32>>, tile<f32> -> tile<f32>, token } }
// -----
// ... addf f16/bf16/f32/f64, xchg 32/64-bit integers or floats.
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'addf' works only with floats f16, bf16, f32 and f64}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = atomic_rmw_tko relaxed device %p, addf, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'xchg' works only with integers or floats of 32 or 64 bit}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f16>>, %h: tile<f16>) { %r, %t = atomic_rmw_tko relaxed device %p, xchg, %h : tile<ptr<f16>>, tile<f16> -> tile<f16>, token } }
// -----
// expected-error @+1 {{'cuda_tile.atomic_rmw_tko' op 'xchg' works only with integers or floats of 32 or 64 bit}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i1>>, %b: tile<i1>) { %r, %t = atomic_rmw_tko relaxed device %p, xchg, %b : tile<ptr<i1>>, tile<i1> -> tile<i1>, token } }
// -----
// rmw: the mode is required and one of the AtomicRMWMode keywords.
// expected-error @+1 {{custom op 'cuda_tile.atomic_rmw_tko' unknown atomic mode 'cmpxchg'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = atomic_rmw_tko relaxed device %p, cmpxchg, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.atomic_rmw_tko' expected valid keyword}}
cuda_tile.module @m { entry @k(%p: tile<ptr<i32>>, %i: tile<i32>) { %r, %t = atomic_rmw_tko relaxed device %p, %i : tile<ptr<i32>>, tile<i32> -> tile<i32>, token } }
// -----
// atomic_red_view_tko: no gather_scatter_view, no padding value.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  %r = iota : tile<16xi32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op gather_scatter_view is not supported; use partition_view instead}}
  %0 = atomic_red_view_tko relaxed device %gv[%r, %i], addf, %x : tile<16x32xf32>, gather_scatter_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), padding_value = zero, tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op views with a padding_value are not supported for atomic reductions}}
  %0 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), padding_value = zero, tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
// atomic_red_view_tko: the value has the view's element type and tile shape.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f16: 1.0> : tile<16x32xf16>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op expected tile type to be '!cuda_tile.tile<16x32xf32>' (based on view type), got '!cuda_tile.tile<16x32xf16>'}}
  %0 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %x : tile<16x32xf16>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x16xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op expected tile type to be '!cuda_tile.tile<16x32xf32>' (based on view type), got '!cuda_tile.tile<16x16xf32>'}}
  %0 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %x : tile<16x16xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
// atomic_red_view_tko: no xchg; mode/element rules of rmw.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op 'xchg' is not supported for view-based atomic reductions}}
  %0 = atomic_red_view_tko relaxed device %pv[%i, %i], xchg, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op 'add' works only with integers i32 and i64}}
  %0 = atomic_red_view_tko relaxed device %pv[%i, %i], add, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<i8>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<128xi8, strides=[1]>>
  %x = constant <i8: 1> : tile<16xi8>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op 'max' works only with integers i32 and i64}}
  %0 = atomic_red_view_tko relaxed device %pv[%i], max, %x : tile<16xi8>, partition_view<tile=(16), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
} }
// -----
// atomic_red_view_tko: relaxed only, any scope but sys.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op only 'relaxed' memory ordering is supported for view-based atomic reductions}}
  %0 = atomic_red_view_tko acquire device %pv[%i, %i], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op only 'relaxed' memory ordering is supported for view-based atomic reductions}}
  %0 = atomic_red_view_tko weak device %pv[%i, %i], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op 'sys' memory scope is not supported for view-based atomic reductions}}
  %0 = atomic_red_view_tko relaxed sys %pv[%i, %i], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
// atomic_red_view_tko: one index per tile dimension, rank-0 integer tiles of
// one type.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op expected 2 index operands (based on view type), got 1}}
  %0 = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  %z = constant <i32: 0> : tile<2xi32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op expected index type to be a scalar tile, got '!cuda_tile.tile<2xi32>'}}
  %0 = atomic_red_view_tko relaxed device %pv[%z, %i], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<2xi32>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>, %l: tile<i64>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
  %0 = atomic_red_view_tko relaxed device %pv[%i, %l], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %f: tile<f32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %x = constant <f32: 1.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.atomic_red_view_tko' op operand #1 must be variadic of tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
  %0 = atomic_red_view_tko relaxed device %pv[%f, %f], addf, %x : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<f32> -> token
} }
