// Verifier rules of the memory, token and view ops (ops.md 6), one case per
// rule and per operand constraint, with the exact diagnostic.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// join_tokens: two or more tokens.
// expected-error @+2 {{'cuda_tile.join_tokens' op expect two or more tokens}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %t = make_token : token
  %0 = join_tokens %t : token } }
// -----
// expected-error @+1 {{'cuda_tile.join_tokens' op expect two or more tokens}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = "cuda_tile.join_tokens"() : () -> !cuda_tile.token } }
// -----
// expected-error @+2 {{'cuda_tile.join_tokens' op operand #1 must be variadic of token, but got '!cuda_tile.tile<ptr<f32>>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %t = make_token : token
  %0 = "cuda_tile.join_tokens"(%t, %p) : (!cuda_tile.token, !cuda_tile.tile<ptr<f32>>) -> !cuda_tile.token } }
// -----
// load_ptr_tko: the result is a tile of the pointees, shaped as the source.
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op expects result type '!cuda_tile.tile<f32>' (pointees of the source), got '!cuda_tile.tile<f16>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f16>, token } }
// -----
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op expects result type '!cuda_tile.tile<f32>' (pointees of the source), got '!cuda_tile.tile<2xf32>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<2xf32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i32>'}}
cuda_tile.module @m { entry @k(%i: tile<i32>) { %r, %t = load_ptr_tko weak %i : tile<i32> -> tile<i32>, token } }
// -----
// load_ptr_tko: the mask has the pointers' shape and is i1 (so a padding
// value without a mask, printed positionally, does not re-parse).
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %rp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bp = broadcast %rp : tile<1xptr<f32>> -> tile<4xptr<f32>>
  %m = constant <i1: true> : tile<2xi1>
  // expected-error @+1 {{'cuda_tile.load_ptr_tko' op expects the mask to have the shape of the pointers}}
  %r, %t = load_ptr_tko weak %bp, %m : tile<4xptr<f32>>, tile<2xi1> -> tile<4xf32>, token
} }
// -----
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op operand #1 must be tile of i1 values, but got '!cuda_tile.tile<f32>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) { %r, %t = load_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> tile<f32>, token } }
// -----
// load_ptr_tko: the padding value has the result type.
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op expects the padding value to have the result type '!cuda_tile.tile<f32>', got '!cuda_tile.tile<f16>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %m: tile<i1>, %h: tile<f16>) { %r, %t = load_ptr_tko weak %p, %m, %h : tile<ptr<f32>>, tile<i1>, tile<f16> -> tile<f32>, token } }
// -----
// Loads: weak, relaxed or acquire; weak without scope, the others with one.
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op expect one of: weak, relaxed, or acquire, but got: release}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r, %t = load_ptr_tko release device %p : tile<ptr<f32>> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op expect one of: weak, relaxed, or acquire, but got: acq_rel}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r, %t = load_ptr_tko acq_rel device %p : tile<ptr<f32>> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op weak load must not have memory scope}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r, %t = load_ptr_tko weak device %p : tile<ptr<f32>> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op memory scope is required for relaxed load}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r, %t = load_ptr_tko relaxed %p : tile<ptr<f32>> -> tile<f32>, token } }
// -----
// expected-error @+1 {{'cuda_tile.load_ptr_tko' op memory scope is required for acquire load}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %r, %t = load_ptr_tko acquire %p : tile<ptr<f32>> -> tile<f32>, token } }
// -----
// store_ptr_tko: the value is a tile of the pointees, shaped as the
// destination; the mask has that shape.
// expected-error @+1 {{'cuda_tile.store_ptr_tko' op expects a value of type '!cuda_tile.tile<f32>' (pointees of the destination), got '!cuda_tile.tile<f16>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %h: tile<f16>) { %0 = store_ptr_tko weak %p, %h : tile<ptr<f32>>, tile<f16> -> token } }
// -----
// expected-error @+2 {{'cuda_tile.store_ptr_tko' op expects a value of type '!cuda_tile.tile<f32>' (pointees of the destination), got '!cuda_tile.tile<4xf32>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %z = constant <f32: 0.0> : tile<4xf32>
  %0 = store_ptr_tko weak %p, %z : tile<ptr<f32>>, tile<4xf32> -> token } }
// -----
// expected-error @+2 {{'cuda_tile.store_ptr_tko' op expects the mask to have the shape of the pointers}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) { %m = constant <i1: true> : tile<2xi1>
  %0 = store_ptr_tko weak %p, %s, %m : tile<ptr<f32>>, tile<f32>, tile<2xi1> -> token } }
// -----
// Stores: weak, relaxed or release; weak without scope, the others with one.
// expected-error @+1 {{'cuda_tile.store_ptr_tko' op expect one of: weak, relaxed, or release, but got: acquire}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) { %0 = store_ptr_tko acquire device %p, %s : tile<ptr<f32>>, tile<f32> -> token } }
// -----
// expected-error @+1 {{'cuda_tile.store_ptr_tko' op expect one of: weak, relaxed, or release, but got: acq_rel}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) { %0 = store_ptr_tko acq_rel device %p, %s : tile<ptr<f32>>, tile<f32> -> token } }
// -----
// expected-error @+1 {{'cuda_tile.store_ptr_tko' op weak store must not have memory scope}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) { %0 = store_ptr_tko weak sys %p, %s : tile<ptr<f32>>, tile<f32> -> token } }
// -----
// expected-error @+1 {{'cuda_tile.store_ptr_tko' op memory scope is required for release store}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) { %0 = store_ptr_tko release %p, %s : tile<ptr<f32>>, tile<f32> -> token } }
// -----
// expected-error @+1 {{'cuda_tile.store_ptr_tko' op memory scope is required for relaxed store}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) { %0 = store_ptr_tko relaxed %p, %s : tile<ptr<f32>>, tile<f32> -> token } }
// -----
// alloca: alignment a power of two, at least the pointee's byte size.
// expected-error @+1 {{'cuda_tile.alloca' op 'alignment' must be power of two}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = alloca num_elem = 4, alignment = 3 : tile<ptr<f32>> } }
// -----
// expected-error @+1 {{'cuda_tile.alloca' op 'alignment' must be power of two}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = alloca num_elem = 4, alignment = 0 : tile<ptr<f32>> } }
// -----
// expected-error @+1 {{'cuda_tile.alloca' op 'alignment' (2) must be at least the natural size (4 bytes) for element type 'f32'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = alloca num_elem = 4, alignment = 2 : tile<ptr<f32>> } }
// -----
// expected-error @+1 {{'cuda_tile.alloca' op 'alignment' (4) must be at least the natural size (8 bytes) for element type 'f64'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = alloca num_elem = 4, alignment = 4 : tile<ptr<f64>> } }
// -----
// expected-error @+1 {{'cuda_tile.alloca' op 'alignment' (1) must be at least the natural size (2 bytes) for element type 'f16'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = alloca num_elem = 4, alignment = 1 : tile<ptr<f16>> } }
// -----
// alloca: non-negative attributes; a rank-0 pointer result.
// expected-error @+1 {{'cuda_tile.alloca' op attribute 'num_elem' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = alloca num_elem = -1, alignment = 4 : tile<ptr<f32>> } }
// -----
// expected-error @+1 {{'cuda_tile.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = alloca num_elem = 4, alignment = -4 : tile<ptr<f32>> } }
// -----
// expected-error @+1 {{'cuda_tile.alloca' op result #0 must be 0D tile of Pointer type values, but got '!cuda_tile.tile<4xptr<f32>>'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { %0 = alloca num_elem = 4, alignment = 4 : tile<4xptr<f32>> } }
// -----
// make_tensor_view: the base points to the view's element type.
// expected-error @+1 {{'cuda_tile.make_tensor_view' op expects a base pointer to 'f16', got a pointer to 'f32'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %tv = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128xf16, strides=[1]> } }
// -----
// make_tensor_view: one dynamic operand per '?' size and per '?' stride.
// expected-error @+1 {{'cuda_tile.make_tensor_view' op expects 1 dynamic shape operands (one per '?' size), got 0}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %tv = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<?x64xf32, strides=[64,1]> } }
// -----
// expected-error @+1 {{'cuda_tile.make_tensor_view' op expects 0 dynamic stride operands (one per '?' stride), got 1}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %l: tile<i64>) { %tv = "cuda_tile.make_tensor_view"(%p, %l) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]> } }
// -----
// expected-error @+1 {{'cuda_tile.make_tensor_view' op expects 1 dynamic stride operands (one per '?' stride), got 0}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %tv = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[?,1]> } }
// -----
// expected-error @+1 {{custom op 'cuda_tile.make_tensor_view' shape and strides do not match the result type '!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) { %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<128x64xf32, strides=[64,1]> } }
// -----
// make_tensor_view: all dynamic values share one rank-0 integer type.
// expected-error @+1 {{'cuda_tile.make_tensor_view' op expects all dynamic sizes and strides to have the same type}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>) { %tv = "cuda_tile.make_tensor_view"(%p, %n, %l) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?x64xf32, strides=[?,1]> } }
// -----
// expected-error @+2 {{'cuda_tile.make_tensor_view' op operand #1 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) { %z = constant <f32: 0.0> : tile<4xf32>
  %tv = "cuda_tile.make_tensor_view"(%p, %z) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> } }
// -----
// View makers: the operand has the view's tensor_view type.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.make_partition_view' op expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<128x32xf32, strides=[64,1]>')}}
  %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x32), tensor_view<128x32xf32, strides=[64,1]>>
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.make_strided_view' op expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<128x64xf32, strides=[32,1]>')}}
  %sv = "cuda_tile.make_strided_view"(%tv) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[32,1]>>
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.make_gather_scatter_view' op expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<?x64xf32, strides=[64,1]>')}}
  %gv = "cuda_tile.make_gather_scatter_view"(%tv) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.gather_scatter_view<tile=(8x32), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>
} }
// -----
// get_tensor_shape: one result per dimension, of one integer type.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.get_tensor_shape' op expected 2 results due to tensor rank, but got 3}}
  %a:3 = get_tensor_shape %tv : tensor_view<128x64xf32, strides=[64,1]> -> tile<i64>
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.get_tensor_shape' op expected 2 results due to tensor rank, but got 1}}
  %a = get_tensor_shape %tv : tensor_view<128x64xf32, strides=[64,1]> -> tile<i64>
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.get_tensor_shape' op expects all results to have the same type}}
  %a:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> (!cuda_tile.tile<i64>, !cuda_tile.tile<i32>)
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.get_tensor_shape' op result #0 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
  %a:2 = get_tensor_shape %tv : tensor_view<128x64xf32, strides=[64,1]> -> tile<f32>
} }
// -----
// get_index_space_shape: one result per index dimension, of a tile view.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.get_index_space_shape' op expected 2 results due to view index space rank, but got 3}}
  %a:3 = get_index_space_shape %pv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>> -> tile<i32>
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.get_index_space_shape' op result #0 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<2xi32>'}}
  %a:2 = get_index_space_shape %pv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>> -> tile<2xi32>
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.get_index_space_shape' op operand #0 must be tile view, but got '!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>'}}
  %a:2 = get_index_space_shape %tv : tensor_view<128x64xf32, strides=[64,1]> -> tile<i32>
} }
// -----
// load_view_tko / store_view_tko: one index per view index dimension.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected 2 index operands (based on view type), got 1}}
  %x, %t = load_view_tko weak %pv[%n] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %sv = make_strided_view %tv : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected 2 index operands (based on view type), got 3}}
  %x, %t = load_view_tko weak %sv[%n, %n, %n] : strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %z = constant <f32: 0.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.store_view_tko' op expected 2 index operands (based on view type), got 1}}
  %0 = store_view_tko weak %z, %pv[%n] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
// The loaded/stored tile has the view's tile type.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected tile type to be '!cuda_tile.tile<16x32xf32>' (based on view type), got '!cuda_tile.tile<32x16xf32>'}}
  %x, %t = load_view_tko weak %pv[%n, %n] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x16xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected tile type to be '!cuda_tile.tile<16x32xf32>' (based on view type), got '!cuda_tile.tile<16x32xf16>'}}
  %x, %t = load_view_tko weak %pv[%n, %n] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf16>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %z = constant <f32: 0.0> : tile<16x16xf32>
  // expected-error @+1 {{'cuda_tile.store_view_tko' op expected tile type to be '!cuda_tile.tile<16x32xf32>' (based on view type), got '!cuda_tile.tile<16x16xf32>'}}
  %0 = store_view_tko weak %z, %pv[%n, %n] : tile<16x16xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
// Partition/strided indices: rank-0 tiles of one integer type.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
  %x, %t = load_view_tko weak %pv[%n, %l] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> tile<16x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %z = constant <f32: 0.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.store_view_tko' op expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
  %0 = store_view_tko weak %z, %pv[%n, %l] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %z = constant <i32: 0> : tile<2xi32>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected index type to be a scalar tile, got '!cuda_tile.tile<2xi32>'}}
  %x, %t = load_view_tko weak %pv[%z, %n] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<2xi32>, tile<i32> -> tile<16x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %s: tile<f32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op operand #1 must be variadic of tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
  %x, %t = load_view_tko weak %pv[%s, %s] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<f32> -> tile<16x32xf32>, token
} }
// -----
// Gather/scatter: the sparse index is a 1-D tile of tile_shape[sparse_dim]
// elements, the other indices scalars.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected index 0 (the gather dimension) to be a 1-d integer tile of 8 elements, got '!cuda_tile.tile<i32>'}}
  %x, %t = load_view_tko weak %gv[%n, %n] : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<i32> -> tile<8x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
  %r = constant <i32: 0> : tile<16xi32>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected index 0 (the gather dimension) to be a 1-d integer tile of 8 elements, got '!cuda_tile.tile<16xi32>'}}
  %x, %t = load_view_tko weak %gv[%r, %n] : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> tile<8x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
  %r = constant <i32: 0> : tile<8xi32>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expected index type to be a scalar tile, got '!cuda_tile.tile<8xi32>'}}
  %x, %t = load_view_tko weak %gv[%r, %r] : gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32> -> tile<8x32xf32>, token
} }
// -----
// View loads/stores follow the memory model of pointer loads/stores.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op expect one of: weak, relaxed, or acquire, but got: release}}
  %x, %t = load_view_tko release device %pv[%n, %n] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op weak load must not have memory scope}}
  %x, %t = load_view_tko weak device %pv[%n, %n] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op memory scope is required for relaxed load}}
  %x, %t = load_view_tko relaxed %pv[%n, %n] : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %z = constant <f32: 0.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.store_view_tko' op expect one of: weak, relaxed, or release, but got: acquire}}
  %0 = store_view_tko acquire device %z, %pv[%n, %n] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %z = constant <f32: 0.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.store_view_tko' op weak store must not have memory scope}}
  %0 = store_view_tko weak tl_blk %z, %pv[%n, %n] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
  %z = constant <f32: 0.0> : tile<16x32xf32>
  // expected-error @+1 {{'cuda_tile.store_view_tko' op memory scope is required for release store}}
  %0 = store_view_tko release %z, %pv[%n, %n] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
} }
// -----
// The view operand is a tile view, not a tensor_view.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
  %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  // expected-error @+1 {{'cuda_tile.load_view_tko' op operand #0 must be tile view, but got '!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>'}}
  %x, %t = load_view_tko weak %tv[%n, %n] : tensor_view<128x64xf32, strides=[64,1]>, tile<i32> -> tile<16x32xf32>, token
} }
