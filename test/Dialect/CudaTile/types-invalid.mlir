// One case per type verifier and type parser rule (types-attrs.md 1.1, 1.2).
// Each type is written as a value in the module's attribute dictionary.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

//===--- tile: every dimension must be positive

// expected-error @+1 {{all dimensions must be positive constants, got 0}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<0xf32>} {}

// -----

// expected-error @+1 {{all dimensions must be positive constants, got 0}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<0x4xi8>} {}

// -----

//===--- tile: every dimension must be a power of two

// expected-error @+1 {{all dimensions must be powers of two, got 3}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<3xf32>} {}

// -----

//===--- tile: at most 16777216 (2^24) elements, checked without overflowing

// expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<4096x8192xf32>} {}

// -----

// expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<33554432xi8>} {}

// -----

// expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<256x256x256x2xi1>} {}

// -----

// expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<4611686018427387904x4611686018427387904xf32>} {}

// -----

//===--- tile: dynamic dimensions are refused by the parser

// expected-error @+1 {{expected static shape}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<?xf32>} {}

// -----

//===--- tile: f4E2M1FN needs an even element count (rank >= 1, some dimension even)

// expected-error @+1 {{F4E2M1FN tiles must have an even number of elements}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<1xf4E2M1FN>} {}

// -----

// expected-error @+1 {{F4E2M1FN tiles must have an even number of elements}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<1x1xf4E2M1FN>} {}

// -----

// expected-error @+1 {{F4E2M1FN tiles must have an even number of elements}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<f4E2M1FN>} {}

// -----

//===--- tile: element type outside the palette

// expected-error @+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or f8E5M3FNU or Pointer type or i4}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<4xindex>} {}

// -----

// expected-error @+1 {{failed to verify 'elementType'}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<4xsi32>} {}

// -----

// expected-error @+1 {{failed to verify 'elementType'}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<4xi2>} {}

// -----

// expected-error @+1 {{failed to verify 'elementType'}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<f8E4M3FNUZ>} {}

// -----

//===--- ptr: pointee must be a number (no ptr, no i4)

// expected-error @+1 {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64}}
cuda_tile.module @m attributes {t = !cuda_tile.ptr<ptr<f32>>} {}

// -----

// expected-error @+1 {{failed to verify 'pointeeType'}}
cuda_tile.module @m attributes {t = !cuda_tile.ptr<!cuda_tile.ptr<f32>>} {}

// -----

// expected-error @+1 {{failed to verify 'pointeeType'}}
cuda_tile.module @m attributes {t = !cuda_tile.ptr<i4>} {}

// -----

// expected-error @+1 {{failed to verify 'pointeeType'}}
cuda_tile.module @m attributes {t = !cuda_tile.tile<4xptr<i4>>} {}

// -----

//===--- tensor_view: element must be a number (no i4, no ptr)

// expected-error @+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN or i1 or i8 or i16 or i32 or i64}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4xi4, strides=[1]>} {}

// -----

// expected-error @+1 {{failed to verify 'elementType'}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4xptr<f32>, strides=[1]>} {}

// -----

//===--- tensor_view: shape and strides of the same rank

// expected-error @+1 {{expected shape and stride to be of same rank but got shape of rank 2 and stride of rank 1}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4x4xf32, strides=[1]>} {}

// -----

// expected-error @+1 {{expected shape and stride to be of same rank but got shape of rank 1 and stride of rank 2}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4xf32, strides=[4,1]>} {}

// -----

//===--- tensor_view: sizes strictly positive (or dynamic)

// expected-error @+1 {{dimensions must have strictly positive constant sizes but got [0, 4]}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<0x4xf32, strides=[4,1]>} {}

// -----

// expected-error @+1 {{dimensions must have strictly positive constant sizes but got [?, 0]}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<?x0xf32, strides=[?,1]>} {}

// -----

//===--- tensor_view: strides strictly positive (or dynamic), refused by the parser

// expected-error @+1 {{expected strictly positive integer, got 0}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4x4xf32, strides=[0,1]>} {}

// -----

// expected-error @+1 {{expected strictly positive integer, got -4}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4x4xf32, strides=[-4,1]>} {}

// -----

//===--- tensor_view: strides are mandatory for rank >= 1

// expected-error @+1 {{expected 'strides'}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4x4xf32>} {}

// -----

// expected-error @+1 {{expected 'strides'}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4xf32, stride=[1]>} {}

// -----

//===--- tensor_view: rank 0 takes no strides and nothing else

// expected-error @+1 {{strides must not be provided for 0-d tiles}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<f32, strides=[]>} {}

// -----

// expected-error @+1 {{unexpected token after element type in 0-d tensor_view}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<f32, 4>} {}

// -----

//===--- tensor_view: each stride is an integer or `?`

// expected-error @+1 {{expected either 64-bit integer or question mark}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4xf32, strides=[x]>} {}

// -----

// expected-error @+1 {{expected either 64-bit integer or question mark}}
cuda_tile.module @m attributes {t = !cuda_tile.tensor_view<4xf32, strides=[1.5]>} {}

// -----

//===--- partition_view: tile rank >= 1

// expected-error @+1 {{0-dimension tile shape is not supported}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(), tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

//===--- partition_view: tile rank == tensor_view rank

// expected-error @+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16), tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 0 and tiles of rank 2}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), tensor_view<f32>>} {}

// -----

//===--- partition_view: dim_map maps every tile dimension

// expected-error @+1 {{expected dim_map to map exactly all 2 dimensions of the tile, got 1 mappings}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0]>} {}

// -----

// expected-error @+1 {{expected dim_map to map exactly all 2 dimensions of the tile, got 3 mappings}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1, 2]>} {}

// -----

//===--- partition_view: tile dimensions are powers of two

// expected-error @+1 {{tile shape dimensions must have power of two length but got [16, 24]}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x24), tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

//===--- partition_view: dim_map entries in [0, rank), each used once

// expected-error @+1 {{target dimension must not be negative, got -1}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[-1, 0]>} {}

// -----

// expected-error @+1 {{target dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 2]>} {}

// -----

// expected-error @+1 {{target dimension 1 mapped at least twice (for tile dimensions 0 and 1)}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 1]>} {}

// -----

//===--- partition_view: the tile must be a valid tile (size cap, f4 rule)

// expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(4096x8192), tensor_view<?x?xf32, strides=[?,1]>>} {}

// -----

// expected-error @+1 {{F4E2M1FN tiles must have an even number of elements}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(1x1), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>} {}

// -----

//===--- partition_view: special padding values need a float element type

// expected-error @+1 {{padding_value nan can only be used with floating point element types, got 'i32'}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), padding_value = nan, tensor_view<128x64xi32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{padding_value neg_zero can only be used with floating point element types, got 'i32'}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), padding_value = neg_zero, tensor_view<128x64xi32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{padding_value pos_inf can only be used with floating point element types, got 'i8'}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16), padding_value = pos_inf, tensor_view<?xi8, strides=[1]>>} {}

// -----

// expected-error @+1 {{padding_value neg_inf can only be used with floating point element types, got 'i1'}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16), padding_value = neg_inf, tensor_view<?xi1, strides=[1]>>} {}

// -----

//===--- partition_view: unknown padding keyword

// expected-error @+1 {{invalid padding_value attribute specification. Got "inf" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x32), padding_value = inf, tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

//===--- partition_view: tile dimensions must lie in (0, INT32_MAX]

// expected-error @+1 {{tile dimension 0 exceeds i32 limitations (got 4294967296, expected strictly positive and less than or equal to 2147483647)}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(4294967296x32), tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{tile dimension 1 exceeds i32 limitations (got 2147483648, expected strictly positive and less than or equal to 2147483647)}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(16x2147483648), tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{tile dimension 0 exceeds i32 limitations (got 0, expected strictly positive and less than or equal to 2147483647)}}
cuda_tile.module @m attributes {t = !cuda_tile.partition_view<tile=(0x32), tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

//===--- strided_view: one strictly positive traversal stride per tile dimension

// expected-error @+1 {{expected 2 traversal strides, got 1}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[8], tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{expected 2 traversal strides, got 3}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[8,8,8], tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{traversal strides must be strictly positive but got [0, 32]}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[0,32], tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{traversal strides must be strictly positive but got [-8, 32]}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[-8,32], tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

//===--- strided_view: the checks shared with partition_view

// expected-error @+1 {{0-dimension tile shape is not supported}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(), traversal_strides=[], tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(16), traversal_strides=[3], tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{target dimension 0 mapped at least twice (for tile dimensions 0 and 1)}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[3,5], tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 0]>} {}

// -----

// expected-error @+1 {{tile shape dimensions must have power of two length but got [12, 32]}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(12x32), traversal_strides=[3,5], tensor_view<128x64xf32, strides=[64,1]>>} {}

// -----

// expected-error @+1 {{padding_value nan can only be used with floating point element types, got 'i32'}}
cuda_tile.module @m attributes {t = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[3,5], padding_value = nan, tensor_view<128x64xi32, strides=[64,1]>>} {}

// -----

//===--- gather_scatter_view: sparse_dim < tensor_view rank

// expected-error @+1 {{gather dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
cuda_tile.module @m attributes {t = !cuda_tile.gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=2>} {}

// -----

// expected-error @+1 {{gather dimension is outside of tensor view dimensions, expected strictly less than 1, got 5}}
cuda_tile.module @m attributes {t = !cuda_tile.gather_scatter_view<tile=(8), tensor_view<?xf32, strides=[1]>, sparse_dim=5>} {}

// -----

//===--- gather_scatter_view: the checks shared with the other views

// expected-error @+1 {{0-dimension tile shape is not supported}}
cuda_tile.module @m attributes {t = !cuda_tile.gather_scatter_view<tile=(), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>} {}

// -----

// expected-error @+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 3}}
cuda_tile.module @m attributes {t = !cuda_tile.gather_scatter_view<tile=(8x8x8), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>} {}

// -----

// expected-error @+1 {{tile shape dimensions must have power of two length but got [8, 24]}}
cuda_tile.module @m attributes {t = !cuda_tile.gather_scatter_view<tile=(8x24), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>} {}

// -----

// expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
cuda_tile.module @m attributes {t = !cuda_tile.gather_scatter_view<tile=(8192x4096), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>} {}

// -----

// expected-error @+1 {{padding_value neg_zero can only be used with floating point element types, got 'i8'}}
cuda_tile.module @m attributes {t = !cuda_tile.gather_scatter_view<tile=(8x32), padding_value = neg_zero, tensor_view<128x64xi8, strides=[64,1]>, sparse_dim=0>} {}

