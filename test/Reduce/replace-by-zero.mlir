// The float tile a print shows is computed by a chain of ops; the chain is
// replaced by a zero constant of the tile's type (4xf32). The store the
// print is ordered after gives way to a fresh root token, and then the
// store and the load, side effects and all, are erased. Expected by hand:
// `constant <f32: 0.0> : tile<4xf32>`, one `make_token`, and the print of
// the constant ordered after that token.
//
// RUN: tile-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/has-print.sh' 2>&1 \
// RUN:   | FileCheck %s
// RUN: not %S/Inputs/has-print.sh %s

// CHECK-LABEL: entry @k(
// CHECK-NEXT:    %[[ZERO:.*]] = constant <f32: 0.000000e+00> : tile<4xf32>
// CHECK-NEXT:    %[[TOKEN:.*]] = make_token : token
// CHECK-NEXT:    print_tko "%f\0A", %[[ZERO]] token=%[[TOKEN]] : tile<4xf32> -> token
// CHECK-NEXT:    return
// CHECK-NOT:     addf
// CHECK-NOT:     load_ptr_tko
// CHECK-NOT:     store_ptr_tko
// CHECK-NOT:     error

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %a = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %b = addf %a, %a rounding<zero> : tile<4xf32>
    %c = mulf %b, %a rounding<zero> : tile<4xf32>
    %t0 = make_token : token
    %v, %t1 = load_ptr_tko weak %p token=%t0 : tile<ptr<f32>> -> tile<f32>, token
    %t2 = store_ptr_tko weak %p, %v token=%t1 : tile<ptr<f32>>, tile<f32> -> token
    %t3 = print_tko "%f\0A", %c token=%t2 : tile<4xf32> -> token
    return
  }
}
