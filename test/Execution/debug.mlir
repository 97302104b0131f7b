// assert and print_tko. A failing assert stops the launch with exit status 1
// and a located message naming the first false element; print_tko writes
// printf conversions to stdout, a tile as nested bracketed lists in row-major
// order (TileKit's layout of "printed element-wise", see DebugRules.cpp).
//
// RUN: tile-run %s --entry assert_ok --grid 3 | count 0

// iota(4) < 2 is false first at element [2].
// RUN: %python -c "import subprocess, sys; print('exit', subprocess.run(sys.argv[1:]).returncode)" \
// RUN:   tile-run %s --entry assert_fail 2 2>&1 | FileCheck %s --check-prefix=FAIL
// (The message and the exit status are checked beside the assert in
// @assert_fail.)
// With a bound of 4 every element holds.
// RUN: tile-run %s --entry assert_fail 4
// A scalar assert fails in tile block 2 of 4 only.
// RUN: not tile-run %s --entry assert_block --grid 4 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: error: 'cuda_tile.assert' assertion failed: "not block 2" in tile block (2, 0, 0)
// BLOCK-NOT: element

// RUN: tile-run %s --entry prints -5 1.5 255 | FileCheck %s --check-prefix=PRINT --match-full-lines --strict-whitespace
// PRINT:hello
// %x of i32 -1 is 32 bits wide; %% is a literal percent sign.
// PRINT-NEXT:a=-5 b=1.500000 c=ff d=ffffffff e=100%
// f16 0.1 is 0.0999755859375; %5d pads to 5 columns.
// PRINT-NEXT:h=0.099976 w=[   42] g=2.5e+10
// PRINT-NEXT:m={{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]
// PRINT-NEXT:f={{\[\[}}0.50, 1.25], [-2.00, 3.00]]
// %#x of an i8 is 8 bits wide; C prints zero without the 0x prefix.
// PRINT-NEXT:x={{\[\[}}0, 0x7f], [0x80, 0xff]] i8=[-128, -1, 0, 127]
// PRINT-NOT:{{.}}

// With one thread the blocks run in order and so do their lines.
// RUN: tile-run %s --entry per_block --grid 4 --threads 1 | FileCheck %s --check-prefix=GRID --match-full-lines
// GRID:block 0 of 4
// GRID-NEXT:block 1 of 4
// GRID-NEXT:block 2 of 4
// GRID-NEXT:block 3 of 4
// GRID-NOT:{{.}}

cuda_tile.module @debug {
  entry @assert_ok() {
    %t = constant <i1: true> : tile<2x2xi1>
    assert %t, "all true" : tile<2x2xi1>
    return
  }

  entry @assert_fail(%bound: tile<i32>) {
    %i = iota : tile<4xi32>
    %r = reshape %bound : tile<i32> -> tile<1xi32>
    %b = broadcast %r : tile<1xi32> -> tile<4xi32>
    %ok = cmpi less_than %i, %b, signed : tile<4xi32> -> tile<4xi1>
    // FAIL: tile-run: error: {{.*}}debug.mlir:[[@LINE+2]]:5: error: 'cuda_tile.assert' assertion failed: "lane below bound" (element [2] is false) in tile block (0, 0, 0)
    // FAIL-NEXT: exit 1
    assert %ok, "lane below bound" : tile<4xi1>
    return
  }

  entry @assert_block() {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %ok = cmpi not_equal %bid, %c2, signed : tile<i32> -> tile<i1>
    assert %ok, "not block 2" : tile<i1>
    return
  }

  entry @prints(%a: tile<i32>, %b: tile<f32>, %c: tile<i32>) {
    %t0 = print_tko "hello\0A" -> token
    %m1 = constant <i32: -1> : tile<i32>
    %t1 = print_tko "a=%d b=%f c=%x d=%x e=100%%\0A", %a, %b, %c, %m1 token=%t0 : tile<i32>, tile<f32>, tile<i32>, tile<i32> -> token
    %h = constant <f16: 0.1> : tile<f16>
    %w = constant <i32: 42> : tile<i32>
    %g = constant <f64: 2.5e10> : tile<f64>
    %t2 = print_tko "h=%f w=[%5d] g=%g\0A", %h, %w, %g token=%t1 : tile<f16>, tile<i32>, tile<f64> -> token
    %i = iota : tile<8xi32>
    %m = reshape %i : tile<8xi32> -> tile<2x4xi32>
    %t3 = print_tko "m=%d\0A", %m token=%t2 : tile<2x4xi32> -> token
    %f = constant <f32: [[0.5, 1.25], [-2.0, 3.0]]> : tile<2x2xf32>
    %t4 = print_tko "f=%.2f\0A", %f token=%t3 : tile<2x2xf32> -> token
    %x = constant <i8: [[0, 127], [-128, -1]]> : tile<2x2xi8>
    %y = constant <i8: [-128, -1, 0, 127]> : tile<4xi8>
    %t5 = print_tko "x=%#x i8=%d\0A", %x, %y token=%t4 : tile<2x2xi8>, tile<4xi8> -> token
    return
  }

  entry @per_block() {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n, %ny, %nz = get_num_tile_blocks : tile<i32>
    %t = print_tko "block %d of %d\0A", %bid, %n : tile<i32>, tile<i32> -> token
    return
  }
}
