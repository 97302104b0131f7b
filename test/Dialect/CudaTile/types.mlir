// Round trip of every cuda_tile type, in the short spelling used inside
// cuda_tile ops and the long `!cuda_tile.` spelling used in generic contexts
// (here: the module's attribute dictionary).
//
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | FileCheck --strict-whitespace --check-prefix=GENERIC %s

// The whole element palette as rank-0 entry arguments, written in both
// spellings; the custom printer strips the dialect prefix.
// CHECK-LABEL: cuda_tile.module @palette attributes {
// CHECK-SAME: f4 = !cuda_tile.tile<2xf4E2M1FN>, f4b = !cuda_tile.tile<1x2xf4E2M1FN>, i4 = !cuda_tile.tile<4x8xi4>} {
// CHECK-NEXT:   entry @scalars(%arg0: tile<i1>, %arg1: tile<i8>, %arg2: tile<i16>, %arg3: tile<i32>, %arg4: tile<i64>, %arg5: tile<i4>, %arg6: tile<f16>, %arg7: tile<bf16>, %arg8: tile<f32>, %arg9: tile<tf32>, %arg10: tile<f64>, %arg11: tile<f8E4M3FN>, %arg12: tile<f8E5M2>, %arg13: tile<f8E8M0FNU>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "palette"}>
// GENERIC: "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<i1>, !cuda_tile.tile<i8>, !cuda_tile.tile<i16>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i4>, !cuda_tile.tile<f16>, !cuda_tile.tile<bf16>, !cuda_tile.tile<f32>, !cuda_tile.tile<tf32>, !cuda_tile.tile<f64>, !cuda_tile.tile<f8E4M3FN>, !cuda_tile.tile<f8E5M2>, !cuda_tile.tile<f8E8M0FNU>) -> (), sym_name = "scalars"}>
cuda_tile.module @palette attributes {
    f4 = !cuda_tile.tile<2xf4E2M1FN>, f4b = !cuda_tile.tile<1x2xf4E2M1FN>,
    i4 = !cuda_tile.tile<4x8xi4>} {
  entry @scalars(%a: tile<i1>, %b: !cuda_tile.tile<i8>, %c: tile<i16>,
                 %d: !cuda_tile.tile<i32>, %e: tile<i64>, %f: tile<i4>,
                 %g: tile<f16>, %h: !cuda_tile.tile<bf16>, %i: tile<f32>,
                 %j: tile<tf32>, %k: !cuda_tile.tile<f64>,
                 %l: tile<f8E4M3FN>, %m: tile<f8E5M2>,
                 %n: !cuda_tile.tile<f8E8M0FNU>) {
  }
}

// -----

// Tiles of any rank, including rank 0, the 2^24-element maximum and pointer
// elements (nested dialect types are printed without the prefix).
// CHECK-LABEL: cuda_tile.module @tiles attributes {
// CHECK-SAME: t01 = !cuda_tile.tile<4x8xf32>,
// CHECK-SAME: t02 = !cuda_tile.tile<f32>,
// CHECK-SAME: t03 = !cuda_tile.tile<1x1x1x1xi32>,
// CHECK-SAME: t04 = !cuda_tile.tile<16777216xi8>,
// CHECK-SAME: t05 = !cuda_tile.tile<4096x4096xf32>,
// CHECK-SAME: t06 = !cuda_tile.tile<4xptr<f16>>,
// CHECK-SAME: t07 = !cuda_tile.tile<4xptr<f16>>,
// CHECK-SAME: t08 = !cuda_tile.tile<ptr<i64>>,
// CHECK-SAME: t09 = !cuda_tile.tile<2x2xptr<f8E8M0FNU>>,
// CHECK-SAME: t10 = !cuda_tile.tile<4xi1>} {
// CHECK-NEXT:   entry @ptrs(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i1>>, %arg2: tile<ptr<f4E2M1FN>>, %arg3: tile<ptr<tf32>>) {
cuda_tile.module @tiles attributes {
    t01 = !cuda_tile.tile<4x8xf32>, t02 = !cuda_tile.tile<f32>,
    t03 = !cuda_tile.tile<1x1x1x1xi32>, t04 = !cuda_tile.tile<16777216xi8>,
    t05 = !cuda_tile.tile<4096x4096xf32>,
    t06 = !cuda_tile.tile<4xptr<f16>>,
    t07 = !cuda_tile.tile<4x!cuda_tile.ptr<f16>>,
    t08 = !cuda_tile.tile<ptr<i64>>,
    t09 = !cuda_tile.tile<2x2xptr<f8E8M0FNU>>,
    t10 = !cuda_tile.tile<4xi1>} {
  entry @ptrs(%a: tile<ptr<f32>>, %b: !cuda_tile.tile<!cuda_tile.ptr<i1>>,
              %c: tile<ptr<f4E2M1FN>>, %d: tile<ptr<tf32>>) {
  }
}

// -----

// Standalone pointer types.
// CHECK-LABEL: cuda_tile.module @ptrs attributes {
// CHECK-SAME: p1 = !cuda_tile.ptr<f32>, p2 = !cuda_tile.ptr<i8>, p3 = !cuda_tile.ptr<f8E5M2>, p4 = !cuda_tile.ptr<bf16>} {
cuda_tile.module @ptrs attributes {
    p1 = !cuda_tile.ptr<f32>, p2 = !cuda_tile.ptr<i8>,
    p3 = !cuda_tile.ptr<f8E5M2>, p4 = !cuda_tile.ptr<bf16>} {
}

// -----

// tensor_view: static and dynamic sizes and strides (`?`), strides printed
// without spaces, rank 0 without strides, sizes need not be powers of two.
// CHECK-LABEL: cuda_tile.module @tensor_views attributes {
// CHECK-SAME: v1 = !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>,
// CHECK-SAME: v2 = !cuda_tile.tensor_view<?x64xf32, strides=[?,1]>,
// CHECK-SAME: v3 = !cuda_tile.tensor_view<f32>,
// CHECK-SAME: v4 = !cuda_tile.tensor_view<?x?x?xi8, strides=[?,?,?]>,
// CHECK-SAME: v5 = !cuda_tile.tensor_view<3x5xf16, strides=[1,3]>,
// CHECK-SAME: v6 = !cuda_tile.tensor_view<8xf4E2M1FN, strides=[1]>,
// CHECK-SAME: v7 = !cuda_tile.tensor_view<i1>} {
// CHECK-NEXT:   entry @views(%arg0: tensor_view<128x64xf32, strides=[64,1]>, %arg1: tensor_view<?x64xf32, strides=[64,1]>, %arg2: tensor_view<f64>, %arg3: tensor_view<4x?xbf16, strides=[?,?]>) {
cuda_tile.module @tensor_views attributes {
    v1 = !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>,
    v2 = !cuda_tile.tensor_view<?x64xf32, strides=[?, 1]>,
    v3 = !cuda_tile.tensor_view<f32>,
    v4 = !cuda_tile.tensor_view<?x?x?xi8, strides=[?,?,?]>,
    v5 = !cuda_tile.tensor_view<3x5xf16, strides=[1,3]>,
    v6 = !cuda_tile.tensor_view<8xf4E2M1FN, strides=[1]>,
    v7 = !cuda_tile.tensor_view<i1>} {
  entry @views(%a: tensor_view<128x64xf32, strides=[64,1]>,
               %b: !cuda_tile.tensor_view<?x64xf32, strides=[64,1]>,
               %c: tensor_view<f64>,
               %d: tensor_view<4x?xbf16, strides=[?,?]>) {
  }
}

// -----

// partition_view: padding printed as `padding_value = X, ` before the
// tensor_view; a non-identity dim_map as `, dim_map=[1, 0]`; an identity
// dim_map (written or not) is elided.
// CHECK-LABEL: cuda_tile.module @partition_views attributes {
// CHECK-SAME: p1 = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>,
// CHECK-SAME: p2 = !cuda_tile.partition_view<tile=(32x16), padding_value = nan, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>,
// CHECK-SAME: p3 = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>,
// CHECK-SAME: p4 = !cuda_tile.partition_view<tile=(8), padding_value = zero, tensor_view<?xi32, strides=[1]>>,
// CHECK-SAME: p5 = !cuda_tile.partition_view<tile=(2x4x8), padding_value = neg_zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[2, 0, 1]>,
// CHECK-SAME: p6 = !cuda_tile.partition_view<tile=(1x1), padding_value = pos_inf, tensor_view<?x?xbf16, strides=[?,1]>>,
// CHECK-SAME: p7 = !cuda_tile.partition_view<tile=(64), padding_value = neg_inf, tensor_view<100xf8E4M3FN, strides=[1]>>,
// CHECK-SAME: p8 = !cuda_tile.partition_view<tile=(2x2x2), tensor_view<4x4x4xi8, strides=[16,4,1]>>} {
// CHECK-NEXT:   entry @pviews(%arg0: partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, %arg1: partition_view<tile=(32x16), padding_value = nan, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>) {
cuda_tile.module @partition_views attributes {
    p1 = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>,
    p2 = !cuda_tile.partition_view<tile=(32x16), padding_value = nan, !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>,
    p3 = !cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>,
    p4 = !cuda_tile.partition_view<tile=(8), padding_value = zero, tensor_view<?xi32, strides=[1]>>,
    p5 = !cuda_tile.partition_view<tile=(2x4x8), padding_value = neg_zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[2, 0, 1]>,
    p6 = !cuda_tile.partition_view<tile=(1x1), padding_value = pos_inf, tensor_view<?x?xbf16, strides=[?,1]>>,
    p7 = !cuda_tile.partition_view<tile=(64), padding_value = neg_inf, tensor_view<100xf8E4M3FN, strides=[1]>>,
    p8 = !cuda_tile.partition_view<tile=(2x2x2), tensor_view<4x4x4xi8, strides=[16,4,1]>, dim_map=[0,1,2]>} {
  entry @pviews(%a: partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>,
                %b: !cuda_tile.partition_view<tile=(32x16), padding_value = nan, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>) {
  }
}

// -----

// strided_view: traversal strides printed without spaces and need not be
// powers of two; optional padding and dim_map as for partition_view.
// CHECK-LABEL: cuda_tile.module @strided_views attributes {
// CHECK-SAME: s1 = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>,
// CHECK-SAME: s2 = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[3,5], padding_value = neg_inf, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>,
// CHECK-SAME: s3 = !cuda_tile.strided_view<tile=(4), traversal_strides=[7], padding_value = zero, tensor_view<?xi64, strides=[?]>>} {
// CHECK-NEXT:   entry @sviews(%arg0: strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>) {
cuda_tile.module @strided_views attributes {
    s1 = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[8, 32], tensor_view<128x64xf32, strides=[64,1]>>,
    s2 = !cuda_tile.strided_view<tile=(16x32), traversal_strides=[3,5], padding_value = neg_inf, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>,
    s3 = !cuda_tile.strided_view<tile=(4), traversal_strides=[7], padding_value = zero, tensor_view<?xi64, strides=[?]>, dim_map=[0]>} {
  entry @sviews(%a: strided_view<tile=(16x32), traversal_strides=[8,32], tensor_view<128x64xf32, strides=[64,1]>>) {
  }
}

// -----

// gather_scatter_view: `, sparse_dim=N` after the tensor_view.
// CHECK-LABEL: cuda_tile.module @gather_scatter_views attributes {
// CHECK-SAME: g1 = !cuda_tile.gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>,
// CHECK-SAME: g2 = !cuda_tile.gather_scatter_view<tile=(8x32), padding_value = pos_inf, tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=1>,
// CHECK-SAME: g3 = !cuda_tile.gather_scatter_view<tile=(16), padding_value = zero, tensor_view<?xi16, strides=[1]>, sparse_dim=0>} {
// CHECK-NEXT:   entry @gsviews(%arg0: gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>) {
cuda_tile.module @gather_scatter_views attributes {
    g1 = !cuda_tile.gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>,
    g2 = !cuda_tile.gather_scatter_view<tile=(8x32), padding_value = pos_inf, tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=1>,
    g3 = !cuda_tile.gather_scatter_view<tile=(16), padding_value = zero, tensor_view<?xi16, strides=[1]>, sparse_dim=0>} {
  entry @gsviews(%a: !cuda_tile.gather_scatter_view<tile=(8x32), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>) {
  }
}

// -----

// token.
// CHECK-LABEL: cuda_tile.module @tokens attributes {tok = !cuda_tile.token} {
// CHECK-NEXT:   entry @tok(%arg0: token, %arg1: token) {
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "tokens"}>
// GENERIC: "cuda_tile.entry"() <{function_type = (!cuda_tile.token, !cuda_tile.token) -> (), sym_name = "tok"}>
// GENERIC-NEXT: ^bb0(%{{.*}}: !cuda_tile.token, %{{.*}}: !cuda_tile.token):
cuda_tile.module @tokens attributes {tok = !cuda_tile.token} {
  entry @tok(%a: token, %b: !cuda_tile.token) {
  }
}
