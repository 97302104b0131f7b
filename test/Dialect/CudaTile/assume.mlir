// assume with each predicate, in its short and full spellings, on the
// values each predicate accepts, including the boundary cases of every rule
// of types-attrs.md 4.1; and the result names assume suggests.
//
// RUN: tile-opt --no-implicit-module %s | FileCheck %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// CHECK-LABEL: cuda_tile.module @assume {
cuda_tile.module @assume {
  // CHECK-NEXT: entry @names(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tensor_view<128x64xf32, strides=[64,1]>) {
  entry @names(%p: tile<ptr<f32>>, %n: tile<i32>,
               %v: tensor_view<128x64xf32, strides=[64,1]>) {
    // The result is `%assume`, or `%assume_<name>` after the name its operand's
    // defining op suggests.
    // CHECK-NEXT: %cst_i32 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    // CHECK-NEXT: %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
    // CHECK-NEXT: %assume_cst_i32 = assume div_by<4, every 4 along 0>, %cst_i32 : tile<4xi32>
    // CHECK-NEXT: %assume_0 = assume bounded<0, ?>, %arg1 : tile<i32>
    // CHECK-NEXT: %assume_cst_i32_1 = assume same_elements<[2]>, %cst_i32 : tile<4xi32>
    // CHECK-NEXT: %assume_2 = assume div_by<16>, %arg2 : tensor_view<128x64xf32, strides=[64,1]>
    // CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
    // CHECK-NEXT: %assume_cst_0_i32 = assume bounded<0, 0>, %cst_0_i32 : tile<i32>
    %c = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %0 = assume div_by<16>, %p : tile<ptr<f32>>
    %1 = assume div_by<4, every 4 along 0>, %c : tile<4xi32>
    %2 = assume bounded<0, ?>, %n : tile<i32>
    %3 = assume same_elements<[2]>, %c : tile<4xi32>
    %4 = assume div_by<16>, %v : tensor_view<128x64xf32, strides=[64,1]>
    %z = constant <i32: 0> : tile<i32>
    %5 = assume bounded<0, 0>, %z : tile<i32>
  }

  // CHECK: entry @div_by(%arg0: tile<i1>, %arg1: tile<i4>, %arg2: tile<i64>, %arg3: tile<ptr<i8>>, %arg4: tensor_view<f16>) {
  entry @div_by(%b: tile<i1>, %q: tile<i4>, %l: tile<i64>, %p: tile<ptr<i8>>,
                %v: tensor_view<f16>) {
    // Any power of two up to 2^62, on integer tiles of any width, pointer
    // tiles and tensor_views (of any element type).
    // CHECK-NEXT: assume div_by<1>, %arg0 : tile<i1>
    // CHECK-NEXT: assume div_by<2>, %arg1 : tile<i4>
    // CHECK-NEXT: assume div_by<4611686018427387904>, %arg2 : tile<i64>
    // CHECK-NEXT: assume div_by<8>, %arg3 : tile<ptr<i8>>
    // CHECK-NEXT: assume div_by<64>, %arg4 : tensor_view<f16>
    %0 = assume div_by<1>, %b : tile<i1>
    %1 = assume #cuda_tile.div_by<2>, %q : tile<i4>
    %2 = assume div_by<4611686018427387904>, %l : tile<i64>
    %3 = assume div_by<8>, %p : tile<ptr<i8>>
    %4 = assume div_by<64>, %v : tensor_view<f16>
    // every is within [0, size of dimension `along`]; along within [0, rank).
    // CHECK-NEXT: %cst_0_i16 = constant <i16: 0> : tile<2x8xi16>
    // CHECK-NEXT: assume div_by<2, every 0 along 0>, %cst_0_i16 : tile<2x8xi16>
    // CHECK-NEXT: assume div_by<2, every 2 along 0>, %cst_0_i16 : tile<2x8xi16>
    // CHECK-NEXT: assume div_by<2, every 8 along 1>, %cst_0_i16 : tile<2x8xi16>
    %t = constant <i16: 0> : tile<2x8xi16>
    %5 = assume div_by<2, every 0 along 0>, %t : tile<2x8xi16>
    %6 = assume div_by<2, every 2 along 0>, %t : tile<2x8xi16>
    %7 = assume #cuda_tile.div_by<2, every 8 along 1>, %t : tile<2x8xi16>
  }

  // CHECK: entry @same_elements(%arg0: tile<i8>) {
  entry @same_elements(%s: tile<i8>) {
    // One count per dimension, each within [0, size of the dimension].
    // CHECK-NEXT: assume same_elements<[]>, %arg0 : tile<i8>
    // CHECK-NEXT: %cst_7_i64 = constant <i64: 7> : tile<4x2xi64>
    // CHECK-NEXT: assume same_elements<[0, 2]>, %cst_7_i64 : tile<4x2xi64>
    // CHECK-NEXT: assume same_elements<[4, 1]>, %cst_7_i64 : tile<4x2xi64>
    %0 = assume same_elements<[]>, %s : tile<i8>
    %t = constant <i64: 7> : tile<4x2xi64>
    %1 = assume same_elements<[0, 2]>, %t : tile<4x2xi64>
    %2 = assume #cuda_tile.same_elements<[4, 1]>, %t : tile<4x2xi64>
  }

  // CHECK: entry @bounded(%arg0: tile<i8>, %arg1: tile<i64>, %arg2: tile<i16>) {
  entry @bounded(%a: tile<i8>, %b: tile<i64>, %c: tile<i16>) {
    // Bounds lie within the signed range of the element width.
    // CHECK-NEXT: assume bounded<-128, 127>, %arg0 : tile<i8>
    // CHECK-NEXT: assume bounded<-9223372036854775808, 9223372036854775807>, %arg1 : tile<i64>
    // CHECK-NEXT: assume bounded<?, ?>, %arg1 : tile<i64>
    // CHECK-NEXT: assume bounded<5, 5>, %arg2 : tile<i16>
    // CHECK-NEXT: assume bounded<?, -32768>, %arg2 : tile<i16>
    %0 = assume bounded<-128, 127>, %a : tile<i8>
    %1 = assume bounded<-9223372036854775808, 9223372036854775807>, %b : tile<i64>
    %2 = assume bounded<?, ?>, %b : tile<i64>
    %3 = assume #cuda_tile.bounded<5, 5>, %c : tile<i16>
    %4 = assume bounded<?, -32768>, %c : tile<i16>
  }
}

// The generic form carries the predicate as a full attribute.
// GENERIC: "cuda_tile.assume"(%{{.*}}) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
// GENERIC: "cuda_tile.assume"(%{{.*}}) <{predicate = #cuda_tile.div_by<4, every 4 along 0>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
// GENERIC: "cuda_tile.assume"(%{{.*}}) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
// GENERIC: "cuda_tile.assume"(%{{.*}}) <{predicate = #cuda_tile.same_elements<[2]>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
