// Integer and bitwise ops (ops.md 3): absi addi subi muli mulhii divi remi
// negi maxi mini shli shri andi ori xori cmpi mmai (2-D and batched 3-D).
// Overflow flags print only when not `none`, divi rounding only when not
// `zero`; cmpi has a comma before its signedness, divi/remi/maxi/... none.
//
// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// CHECK-LABEL: cuda_tile.module @integer {
// CHECK-NEXT:   entry @k(%arg0: tile<i64>) {
// CHECK-NEXT:     %cst_i32 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
// CHECK-NEXT:     %0 = absi %cst_i32 : tile<4xi32>
// CHECK-NEXT:     %1 = addi %cst_i32, %cst_i32 overflow<no_signed_wrap> : tile<4xi32>
// CHECK-NEXT:     %2 = addi %cst_i32, %cst_i32 : tile<4xi32>
// CHECK-NEXT:     %3 = subi %cst_i32, %cst_i32 overflow<no_unsigned_wrap> : tile<4xi32>
// CHECK-NEXT:     %4 = subi %arg0, %arg0 : tile<i64>
// CHECK-NEXT:     %5 = muli %cst_i32, %cst_i32 overflow<no_wrap> : tile<4xi32>
// CHECK-NEXT:     %6 = mulhii %cst_i32, %cst_i32 : tile<4xi32>
// CHECK-NEXT:     %7 = divi %cst_i32, %cst_i32 signed rounding<positive_inf> : tile<4xi32>
// CHECK-NEXT:     %8 = divi %cst_i32, %cst_i32 unsigned : tile<4xi32>
// CHECK-NEXT:     %9 = divi %cst_i32, %cst_i32 signed rounding<negative_inf> : tile<4xi32>
// CHECK-NEXT:     %10 = divi %cst_i32, %cst_i32 unsigned : tile<4xi32>
// CHECK-NEXT:     %11 = remi %cst_i32, %cst_i32 signed : tile<4xi32>
// CHECK-NEXT:     %12 = remi %arg0, %arg0 unsigned : tile<i64>
// CHECK-NEXT:     %13 = negi %cst_i32 overflow<no_signed_wrap> : tile<4xi32>
// CHECK-NEXT:     %14 = negi %cst_i32 : tile<4xi32>
// CHECK-NEXT:     %15 = maxi %cst_i32, %cst_i32 unsigned : tile<4xi32>
// CHECK-NEXT:     %16 = mini %cst_i32, %cst_i32 signed : tile<4xi32>
// CHECK-NEXT:     %17 = shli %cst_i32, %cst_i32 : tile<4xi32>
// CHECK-NEXT:     %18 = shli %cst_i32, %cst_i32 overflow<no_wrap> : tile<4xi32>
// CHECK-NEXT:     %19 = shri %cst_i32, %cst_i32 signed : tile<4xi32>
// CHECK-NEXT:     %20 = shri %cst_i32, %cst_i32 unsigned : tile<4xi32>
// CHECK-NEXT:     %21 = andi %cst_i32, %cst_i32 : tile<4xi32>
// CHECK-NEXT:     %22 = ori %cst_i32, %cst_i32 : tile<4xi32>
// CHECK-NEXT:     %23 = xori %cst_i32, %cst_i32 : tile<4xi32>
// CHECK-NEXT:     %cst_i1 = constant <i1: [true, false]> : tile<2xi1>
// CHECK-NEXT:     %24 = xori %cst_i1, %cst_i1 : tile<2xi1>
// CHECK-NEXT:     %25 = cmpi less_than %cst_i32, %cst_i32, signed : tile<4xi32> -> tile<4xi1>
// CHECK-NEXT:     %26 = cmpi equal %arg0, %arg0, unsigned : tile<i64> -> tile<i1>
// CHECK-NEXT:     %27 = cmpi not_equal %cst_i32, %cst_i32, signed : tile<4xi32> -> tile<4xi1>
// CHECK-NEXT:     %28 = cmpi less_than_or_equal %cst_i32, %cst_i32, unsigned : tile<4xi32> -> tile<4xi1>
// CHECK-NEXT:     %29 = cmpi greater_than %cst_i32, %cst_i32, signed : tile<4xi32> -> tile<4xi1>
// CHECK-NEXT:     %30 = cmpi greater_than_or_equal %cst_i32, %cst_i32, signed : tile<4xi32> -> tile<4xi1>
// CHECK-NEXT:     %cst_0_i8 = constant <i8: 0> : tile<4x8xi8>
// CHECK-NEXT:     %cst_0_i8_0 = constant <i8: 0> : tile<8x2xi8>
// CHECK-NEXT:     %cst_0_i32 = constant <i32: 0> : tile<4x2xi32>
// CHECK-NEXT:     %31 = mmai %cst_0_i8, %cst_0_i8_0, %cst_0_i32 signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
// CHECK-NEXT:     %cst_0_i8_1 = constant <i8: 0> : tile<2x4x8xi8>
// CHECK-NEXT:     %cst_0_i8_2 = constant <i8: 0> : tile<2x8x16xi8>
// CHECK-NEXT:     %cst_0_i32_3 = constant <i32: 0> : tile<2x4x16xi32>
// CHECK-NEXT:     %32 = mmai %cst_0_i8_1, %cst_0_i8_2, %cst_0_i32_3 unsigned signed : tile<2x4x8xi8>, tile<2x8x16xi8>, tile<2x4x16xi32>
// CHECK-NEXT:     %cst_7_i16 = constant <i16: 7> : tile<2x2xi16>
// CHECK-NEXT:     %33 = addi %cst_7_i16, %cst_7_i16 : tile<2x2xi16>
// CHECK-NEXT:     %34 = mulhii %arg0, %arg0 : tile<i64>
// CHECK-NEXT:     %35 = absi %cst_i1 : tile<2xi1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "cuda_tile.absi"(%{{.*}}) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
// GENERIC: "cuda_tile.addi"(%{{.*}}, %{{.*}}) <{overflow = #cuda_tile.overflow<no_signed_wrap>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
// GENERIC: "cuda_tile.addi"(%{{.*}}, %{{.*}}) <{overflow = #cuda_tile.overflow<none>}>
// GENERIC: "cuda_tile.divi"(%{{.*}}, %{{.*}}) <{rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>}>
// GENERIC: "cuda_tile.divi"(%{{.*}}, %{{.*}}) <{rounding = #cuda_tile.rounding<zero>, signedness = #cuda_tile.signedness<unsigned>}>
// GENERIC: "cuda_tile.negi"(%{{.*}}) <{overflow = #cuda_tile.overflow<none>}>
// GENERIC: "cuda_tile.cmpi"(%{{.*}}, %{{.*}}) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi1>
// GENERIC: "cuda_tile.mmai"(%{{.*}}, %{{.*}}, %{{.*}}) <{signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4x8xi8>, !cuda_tile.tile<8x2xi8>, !cuda_tile.tile<4x2xi32>) -> !cuda_tile.tile<4x2xi32>
cuda_tile.module @integer {
  entry @k(%s: tile<i64>) {
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %0 = absi %a : tile<4xi32>
    %1 = addi %a, %a overflow<no_signed_wrap> : tile<4xi32>
    %2 = addi %a, %a : tile<4xi32>
    %3 = subi %a, %a overflow<no_unsigned_wrap> : tile<4xi32>
    %4 = subi %s, %s overflow<none> : tile<i64>
    %5 = muli %a, %a overflow<no_wrap> : tile<4xi32>
    %6 = mulhii %a, %a : tile<4xi32>
    %7 = divi %a, %a signed rounding<positive_inf> : tile<4xi32>
    %8 = divi %a, %a unsigned : tile<4xi32>
    %9 = divi %a, %a signed rounding<negative_inf> : tile<4xi32>
    %10 = divi %a, %a unsigned rounding<zero> : tile<4xi32>
    %11 = remi %a, %a signed : tile<4xi32>
    %12 = remi %s, %s unsigned : tile<i64>
    %13 = negi %a overflow<no_signed_wrap> : tile<4xi32>
    %14 = negi %a : tile<4xi32>
    %15 = maxi %a, %a unsigned : tile<4xi32>
    %16 = mini %a, %a signed : tile<4xi32>
    %17 = shli %a, %a : tile<4xi32>
    %18 = shli %a, %a overflow<no_wrap> : tile<4xi32>
    %19 = shri %a, %a signed : tile<4xi32>
    %20 = shri %a, %a unsigned : tile<4xi32>
    %21 = andi %a, %a : tile<4xi32>
    %22 = ori %a, %a : tile<4xi32>
    %23 = xori %a, %a : tile<4xi32>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %24 = xori %b, %b : tile<2xi1>
    %25 = cmpi less_than %a, %a, signed : tile<4xi32> -> tile<4xi1>
    %26 = cmpi equal %s, %s, unsigned : tile<i64> -> tile<i1>
    %27 = cmpi not_equal %a, %a, signed : tile<4xi32> -> tile<4xi1>
    %28 = cmpi less_than_or_equal %a, %a, unsigned : tile<4xi32> -> tile<4xi1>
    %29 = cmpi greater_than %a, %a, signed : tile<4xi32> -> tile<4xi1>
    %30 = cmpi greater_than_or_equal %a, %a, signed : tile<4xi32> -> tile<4xi1>
    %l = constant <i8: 0> : tile<4x8xi8>
    %r = constant <i8: 0> : tile<8x2xi8>
    %c = constant <i32: 0> : tile<4x2xi32>
    %31 = mmai %l, %r, %c signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %l3 = constant <i8: 0> : tile<2x4x8xi8>
    %r3 = constant <i8: 0> : tile<2x8x16xi8>
    %c3 = constant <i32: 0> : tile<2x4x16xi32>
    %32 = mmai %l3, %r3, %c3 unsigned signed : tile<2x4x8xi8>, tile<2x8x16xi8>, tile<2x4x16xi32>
    %h = constant <i16: 7> : tile<2x2xi16>
    %33 = addi %h, %h : tile<2x2xi16>
    %34 = mulhii %s, %s : tile<i64>
    %35 = absi %b : tile<2xi1>
  }
}
