// A target too old for the module gets one located error per construct
// that needs a newer version, each naming the version it needs, then one
// error on the module with the version the module needs; the exit status is
// non-zero and nothing is written.
// RUN: not tile-translate -mlir-to-cudatilebc -no-implicit-module -bytecode-version=13.2 %s -o %t.bc 2>&1 | FileCheck %s
// RUN: not test -s %t.bc
// At 13.3 only the 13.4 constructs remain.
// RUN: not tile-translate -mlir-to-cudatilebc -no-implicit-module -bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V133
// And 13.4 writes it.
// RUN: tile-translate -mlir-to-cudatilebc -no-implicit-module -bytecode-version=13.4 %s -o /dev/null

cuda_tile.module @m {
  // CHECK: version-listing.mlir:[[@LINE+1]]:3: error: constant global `g` cannot be encoded in bytecode version 13.2 (the `constant` attribute requires bytecode 13.3+)
  global constant @g <f32: [1.0]> : tile<1xf32>
  // CHECK: version-listing.mlir:[[@LINE+2]]:3: error: type 'Float8E5M3FNU' requires bytecode version 13.4+, targeting 13.2
  // V133: version-listing.mlir:[[@LINE+1]]:3: error: type 'Float8E5M3FNU' requires bytecode version 13.4+, targeting 13.3
  entry @k(%p: tile<ptr<f8E5M3FNU>>, %c: tile<i1>) {
    %x = constant <f32: 2.0> : tile<4xf32>
    // 13.2 holds atan2: not listed.
    // CHECK-NOT: atan2
    %a = atan2 %x, %x : tile<4xf32>
    // CHECK: version-listing.mlir:[[@LINE+1]]:10: error: operation 'cuda_tile.pack' is not available in bytecode version 13.2
    %z = pack %x : tile<4xf32> -> tile<16xi8>
    %n = constant <i32: 2> : tile<4xi32>
    // CHECK: version-listing.mlir:[[@LINE+2]]:10: error: operation 'cuda_tile.fpowi' is not available in bytecode version 13.2
    // V133: version-listing.mlir:[[@LINE+1]]:10: error: operation 'cuda_tile.fpowi' is not available in bytecode version 13.3
    %r = fpowi %x, %n : tile<4xf32>, tile<4xi32>
    // CHECK: version-listing.mlir:[[@LINE+2]]:10: error: 'cuda_tile.ftof' rounding mode 'negative_inf' from f32 to f64 requires bytecode version 13.4, targeting 13.2
    // V133: version-listing.mlir:[[@LINE+1]]:10: error: 'cuda_tile.ftof' rounding mode 'negative_inf' from f32 to f64 requires bytecode version 13.4, targeting 13.3
    %w = ftof %x rounding<negative_inf> : tile<4xf32> -> tile<4xf64>
    // Two uses of one construct are two items.
    // CHECK: version-listing.mlir:[[@LINE+1]]:11: error: operation 'cuda_tile.pack' is not available in bytecode version 13.2
    %z2 = pack %x : tile<4xf32> -> tile<16xi8>
    loop {
      if %c {
        // CHECK: version-listing.mlir:[[@LINE+2]]:9: error: 'cuda_tile.return' inside 'cuda_tile.loop' requires bytecode version 13.4, targeting 13.2
        // V133: version-listing.mlir:[[@LINE+1]]:9: error: 'cuda_tile.return' inside 'cuda_tile.loop' requires bytecode version 13.4, targeting 13.3
        return
      }
      break
    }
  }
}
// The module is reported last, at its own line.
// CHECK: version-listing.mlir:12:1: error: cannot write bytecode version 13.2: the module needs 13.4 (7 constructs listed)
// V133: version-listing.mlir:12:1: error: cannot write bytecode version 13.3: the module needs 13.4 (4 constructs listed)
