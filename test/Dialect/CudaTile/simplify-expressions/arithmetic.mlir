// RUN: tile-opt --no-implicit-module --tile-simplify-expressions %s | FileCheck %s

// Arithmetic identities hold in every overflow mode and signedness (x+0,
// x-x, x*1, x*0, x/1, x%1, shifts by 0); constants fold element-wise with
// the op's semantics, and never where the result is undefined.

// CHECK-LABEL: testing$func @identities
// CHECK-NEXT:    %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT:    return %arg0, %cst_0_i32, %arg0, %cst_0_i32, %arg0, %arg0, %arg1, %arg1, %cst_0_i32

// [7,-7,8,-8] / 2 rounded down; 100 + 100 wraps in i8 without flags; -7 / 2
// rounded up and toward zero is -3, -7 % 2 is -1; 1 << 7 and -128 >>u 7.
// CHECK-LABEL: testing$func @folding
// CHECK-NEXT:    %cst_1_i8 = constant <i8: 1> : tile<i8>
// CHECK-NEXT:    %cst_-128_i8 = constant <i8: -128> : tile<i8>
// CHECK-NEXT:    %cst_-1_i32 = constant <i32: -1> : tile<i32>
// CHECK-NEXT:    %cst_-3_i32 = constant <i32: -3> : tile<i32>
// CHECK-NEXT:    %cst_-56_i8 = constant <i8: -56> : tile<i8>
// CHECK-NEXT:    %cst_i32 = constant <i32: [3, -4, 4, -4]> : tile<4xi32>
// CHECK-NEXT:    return %cst_i32, %cst_-56_i8, %cst_-3_i32, %cst_-3_i32, %cst_-1_i32, %cst_-128_i8, %cst_1_i8

// Division by zero, a signed overflow under no_signed_wrap, a shift by the
// width, INT_MIN / -1, remainder by zero, an unsigned overflow under
// no_unsigned_wrap.
// CHECK-LABEL: testing$func @undefined_not_folded
// CHECK:         %0 = divi
// CHECK:         %1 = addi {{.*}} overflow<no_signed_wrap>
// CHECK:         %2 = shli
// CHECK:         %3 = divi
// CHECK:         %4 = remi
// CHECK:         %5 = muli {{.*}} overflow<no_unsigned_wrap>
// CHECK-NEXT:    return %0, %1, %2, %3, %4, %5

// For signed i1 the divisor 1 reads as -1: x / -1 may overflow, so the
// division stays.
// CHECK-LABEL: testing$func @signed_i1_division
// CHECK:         %0 = divi %arg0, %true signed : tile<i1>

cuda_tile.module @m {
  testing$func @identities(%x: tile<i32>, %y: tile<4xi16>) -> (tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<4xi16>, tile<4xi16>, tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %a = addi %zero, %x overflow<no_wrap> : tile<i32>
    %b = subi %x, %x overflow<no_signed_wrap> : tile<i32>
    %c = muli %x, %one overflow<no_unsigned_wrap> : tile<i32>
    %d = muli %x, %zero overflow<no_signed_wrap> : tile<i32>
    %e = divi %x, %one signed rounding<positive_inf> : tile<i32>
    %f = divi %x, %one unsigned : tile<i32>
    %zero16 = constant <i16: 0> : tile<4xi16>
    %g = shli %y, %zero16 overflow<no_wrap> : tile<4xi16>
    %h = shri %y, %zero16 signed : tile<4xi16>
    %r = remi %x, %one signed : tile<i32>
    return %a, %b, %c, %d, %e, %f, %g, %h, %r : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<4xi16>, tile<4xi16>, tile<i32>
  }
  testing$func @folding() -> (tile<4xi32>, tile<i8>, tile<i32>, tile<i32>, tile<i32>, tile<i8>, tile<i8>) {
    %v = constant <i32: [7, -7, 8, -8]> : tile<4xi32>
    %two = constant <i32: 2> : tile<4xi32>
    %q = divi %v, %two signed rounding<negative_inf> : tile<4xi32>
    %a = constant <i8: 100> : tile<i8>
    %s = addi %a, %a : tile<i8>
    %m7 = constant <i32: -7> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %up = divi %m7, %c2 signed rounding<positive_inf> : tile<i32>
    %tz = divi %m7, %c2 signed : tile<i32>
    %rm = remi %m7, %c2 signed : tile<i32>
    %c1 = constant <i8: 1> : tile<i8>
    %c7 = constant <i8: 7> : tile<i8>
    %sh = shli %c1, %c7 : tile<i8>
    %neg = constant <i8: -128> : tile<i8>
    %sr = shri %neg, %c7 unsigned : tile<i8>
    return %q, %s, %up, %tz, %rm, %sh, %sr : tile<4xi32>, tile<i8>, tile<i32>, tile<i32>, tile<i32>, tile<i8>, tile<i8>
  }
  testing$func @undefined_not_folded() -> (tile<i32>, tile<i8>, tile<i8>, tile<i8>, tile<i32>, tile<i8>) {
    %x = constant <i32: 5> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %byzero = divi %x, %zero signed : tile<i32>
    %a = constant <i8: 100> : tile<i8>
    %nsw = addi %a, %a overflow<no_signed_wrap> : tile<i8>
    %c8 = constant <i8: 8> : tile<i8>
    %wide = shli %a, %c8 : tile<i8>
    %min = constant <i8: -128> : tile<i8>
    %m1 = constant <i8: -1> : tile<i8>
    %ovf = divi %min, %m1 signed : tile<i8>
    %rz = remi %x, %zero unsigned : tile<i32>
    %c3 = constant <i8: 3> : tile<i8>
    %nuw = muli %a, %c3 overflow<no_unsigned_wrap> : tile<i8>
    return %byzero, %nsw, %wide, %ovf, %rz, %nuw : tile<i32>, tile<i8>, tile<i8>, tile<i8>, tile<i32>, tile<i8>
  }
  testing$func @signed_i1_division(%x: tile<i1>) -> tile<i1> {
    %one = constant <i1: true> : tile<i1>
    %r = divi %x, %one signed : tile<i1>
    return %r : tile<i1>
  }
}
