// Verifier and parser errors of the Tile IR 13.4 additions: insert, fpowi,
// the gdc ops and memory_fence_alias_tko, inbounds, the pointer attribute,
// f8E5M3FNU (no constants; mmaf_scaled with f4E2M1FN data only), and
// nearest_away outside ftof.
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <i32: 1> : tile<2x2xi32>
  %d = constant <f32: 0.0> : tile<4x4xf32>
  // expected-error @+1 {{'cuda_tile.insert' op expects source and destination to have the same element type}}
  %r = insert %s into %d[%i, %i] : tile<2x2xi32> -> tile<4x4xf32> } }
// -----
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <f32: 1.0> : tile<2xf32>
  %d = constant <f32: 0.0> : tile<4x4xf32>
  // expected-error @+1 {{'cuda_tile.insert' op expects source and destination to have the same rank}}
  %r = insert %s into %d[%i, %i] : tile<2xf32> -> tile<4x4xf32> } }
// -----
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <f32: 1.0> : tile<2x2xf32>
  %d = constant <f32: 0.0> : tile<4x4xf32>
  // expected-error @+1 {{'cuda_tile.insert' op expects 2 indices, got 1}}
  %r = insert %s into %d[%i] : tile<2x2xf32> -> tile<4x4xf32> } }
// -----
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <f32: 1.0> : tile<8x2xf32>
  %d = constant <f32: 0.0> : tile<4x4xf32>
  // expected-error @+1 {{'cuda_tile.insert' op destination dimension 0 (4) must be divisible by the source dimension (8)}}
  %r = insert %s into %d[%i, %i] : tile<8x2xf32> -> tile<4x4xf32> } }
// -----
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <f32: 1.0> : tile<2x2xf32>
  %d = constant <f32: 0.0> : tile<4x4xf32>
  // expected-error @+1 {{'cuda_tile.insert' op failed to verify that all of {destination, result} have same type}}
  %r = "cuda_tile.insert"(%s, %d, %i, %i) : (!cuda_tile.tile<2x2xf32>, !cuda_tile.tile<4x4xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x2xf32> } }
// -----
cuda_tile.module @m { entry @k(%i: tile<i64>) {
  %s = constant <f32: 1.0> : tile<2x2xf32>
  %d = constant <f32: 0.0> : tile<4x4xf32>
  // expected-error @+1 {{'cuda_tile.insert' op operand #2 must be variadic of 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
  %r = "cuda_tile.insert"(%s, %d, %i, %i) : (!cuda_tile.tile<2x2xf32>, !cuda_tile.tile<4x4xf32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<4x4xf32> } }
// -----
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <f32: 1.0> : tile<2x2xf32>
  %d = constant <f32: 0.0> : tile<4x4xf32>
  %c = constant <i32: 2> : tile<i32>
  // expected-warning @+1 {{'cuda_tile.insert' op index 0 (2) is outside [0, 2)}}
  %r = insert %s into %d[%c, %i] : tile<2x2xf32> -> tile<4x4xf32> } }
// -----
// One index constant out of range for an extract and an insert: each warning
// is at, and names, its own op.
cuda_tile.module @m { entry @k(%i: tile<i32>) {
  %s = constant <f32: 1.0> : tile<2x2xf32>
  %d = constant <f32: 0.0> : tile<4x4xf32>
  %c = constant <i32: 7> : tile<i32>
  // expected-warning @+1 {{'cuda_tile.extract' op index 1 (7) is outside [0, 2)}}
  %e = extract %d[%i, %c] : tile<4x4xf32> -> tile<2x2xf32>
  // expected-warning @+1 {{'cuda_tile.insert' op index 0 (7) is outside [0, 2)}}
  %r = insert %e into %d[%c, %i] : tile<2x2xf32> -> tile<4x4xf32>
  %w = constant <f32: 0.0> : tile<4x8xf32>
  // expected-error @+1 {{'cuda_tile.insert' op destination dimension 1 (4) must be divisible by the source dimension (8)}}
  %b = "cuda_tile.insert"(%w, %r, %i, %i) : (!cuda_tile.tile<4x8xf32>, !cuda_tile.tile<4x4xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4x4xf32> } }
// -----
cuda_tile.module @m { entry @k() {
  %x = constant <f32: 1.0> : tile<4xf32>
  %n = constant <i64: 1> : tile<4xi64>
  // expected-error @+1 {{'cuda_tile.fpowi' op operand #1 must be tile of i1 or i8 or i16 or i32 values, but got '!cuda_tile.tile<4xi64>'}}
  %r = fpowi %x, %n : tile<4xf32>, tile<4xi64> } }
// -----
cuda_tile.module @m { entry @k() {
  %x = constant <f32: 1.0> : tile<4xf32>
  %n = constant <i32: 1> : tile<2xi32>
  // expected-error @+1 {{'cuda_tile.fpowi' op expects the exponent to have the shape of the source}}
  %r = fpowi %x, %n : tile<4xf32>, tile<2xi32> } }
// -----
cuda_tile.module @m { entry @k() {
  %x = constant <i32: 1> : tile<4xi32>
  // expected-error @+1 {{'cuda_tile.fpowi' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
  %r = fpowi %x, %x : tile<4xi32>, tile<4xi32> } }
// -----
cuda_tile.module @m { entry @k() {
  %x = constant <f32: 1.0> : tile<4xf32>
  %n = constant <i32: 1> : tile<4xi32>
  // expected-error @+1 {{'cuda_tile.fpowi' op failed to verify that all of {source, result} have same type}}
  %r = "cuda_tile.fpowi"(%x, %n) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf16> } }
// -----
cuda_tile.module @m { entry @k() {
  %x = constant <i32: 1> : tile<i32>
  // expected-error @+1 {{'cuda_tile.gdc_wait_tko' op operand #0 must be token, but got '!cuda_tile.tile<i32>'}}
  %r = "cuda_tile.gdc_wait_tko"(%x) : (!cuda_tile.tile<i32>) -> !cuda_tile.token } }
// -----
cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{custom op 'cuda_tile.memory_fence_alias_tko' expected 'token'}}
  %r = memory_fence_alias_tko -> token } }
// -----
cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{'cuda_tile.memory_fence_alias_tko' op requires a single operand}}
  %r = "cuda_tile.memory_fence_alias_tko"() : () -> !cuda_tile.token } }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  // expected-error @+1 {{custom op 'cuda_tile.load_view_tko' expects 'inbounds' to have one entry per index (1), got 2}}
  %v, %t = load_view_tko weak %pv[%i] inbounds = [true, true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token } }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  // expected-error @+1 {{custom op 'cuda_tile.load_view_tko' expected 'true' or 'false'}}
  %v, %t = load_view_tko weak %pv[%i] inbounds = [yes] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token } }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  // expected-error @+1 {{custom op 'cuda_tile.load_view_tko' 'inbounds' given twice}}
  %v, %t = load_view_tko weak %pv[%i] inbounds = [true] inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token } }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %v = constant <f32: 0.0> : tile<16xf32>
  // expected-error @+1 {{'cuda_tile.store_view_tko' op expects 'inbounds' to have one entry per index (1), got 2}}
  %t = "cuda_tile.store_view_tko"(%v, %pv, %i) <{inbounds = array<i1: true, false>, memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<16xf32>, !cuda_tile.partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> !cuda_tile.token } }
// -----
// An all-false clause is checked too, although it is not stored.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
  %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %v = constant <f32: 0.0> : tile<16xf32>
  // expected-error @+1 {{custom op 'cuda_tile.store_view_tko' expects 'inbounds' to have one entry per index (1), got 2}}
  %t = store_view_tko weak %v, %pv[%i] inbounds = [false, false] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.entry' unknown pointer attribute 'unicast', expected 'default'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32, ptr_attr = unicast>>) { } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.entry' expected 'ptr_attr'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32, default>>) { } }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32, ptr_attr = default>>) {
  // expected-error @+1 {{'cuda_tile.make_tensor_view' op expects the base pointer and the tensor_view to carry the same pointer attribute}}
  %tv = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32, ptr_attr = default>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]> } }
// -----
cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{custom op 'cuda_tile.constant' expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.f8E5M3FNU'}}
  %c = constant <f8E5M3FNU: 1.0> : tile<4xf8E5M3FNU> } }
// -----
cuda_tile.module @m { entry @k() {
  %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
  %b = constant <f8E4M3FN: 2.0> : tile<64x8xf8E4M3FN>
  %i0 = constant <i8: 0x78> : tile<16x2xi8>
  %i1 = constant <i8: 0x78> : tile<2x8xi8>
  %s = bitcast %i0 : tile<16x2xi8> -> tile<16x2xf8E5M3FNU>
  %t = bitcast %i1 : tile<2x8xi8> -> tile<2x8xf8E5M3FNU>
  %acc = constant <f32: 0.0> : tile<16x8xf32>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op unsupported scaling: '!cuda_tile.f8E5M3FNU' scales over blocks of 32 'f8E4M3FN' elements}}
  %r = mmaf_scaled %a, %b, %acc, %s, %t : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E5M3FNU>, tile<2x8xf8E5M3FNU> } }
// -----
cuda_tile.module @m { entry @k() {
  %a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
  %b = constant <f4E2M1FN: 2.0> : tile<64x8xf4E2M1FN>
  %i0 = constant <i8: 0x78> : tile<16x1xi8>
  %i1 = constant <i8: 0x78> : tile<1x8xi8>
  %s = bitcast %i0 : tile<16x1xi8> -> tile<16x1xf8E5M3FNU>
  %t = bitcast %i1 : tile<1x8xi8> -> tile<1x8xf8E5M3FNU>
  %acc = constant <f32: 0.0> : tile<16x8xf32>
  // expected-error @+1 {{'cuda_tile.mmaf_scaled' op unsupported scaling: '!cuda_tile.f8E5M3FNU' scales over blocks of 64 'f4E2M1FN' elements}}
  %r = mmaf_scaled %a, %b, %acc, %s, %t : tile<16x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<16x8xf32>, tile<16x1xf8E5M3FNU>, tile<1x8xf8E5M3FNU> } }
// -----
cuda_tile.module @m { entry @k() {
  %c = constant <f32: 1.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.ftoi' op invalid rounding mode specified. Only 'nearest_int_to_zero' is supported}}
  %r = ftoi %c signed rounding<nearest_away> : tile<4xf32> -> tile<4xi32> } }
// -----
cuda_tile.module @m { entry @k() {
  %c = constant <f32: 1.0> : tile<4xf32>
  // expected-error @+1 {{'cuda_tile.addf' op rounding mode 'nearest_away' is not supported; expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf'}}
  %r = addf %c, %c rounding<nearest_away> : tile<4xf32> } }
