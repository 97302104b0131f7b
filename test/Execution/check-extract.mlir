// extract with a block index outside the source: --check reports it (once
// firing, once silent); without --check TileKit clamps the index into
// [0, blocks) (TileRules.cpp), so it never reads outside the tile. The
// indices come from the command line (@ex) or from the tile block id on a
// grid (@grid, where only the last block is out of range).
//
// RUN: rm -rf %t && mkdir -p %t
// src = iota(32) as 4x8 (src[r][c] = 8r + c) in 2x4 blocks: 2 x 2 blocks.
// RUN: tile-run --check %s --entry ex 1 1 zeros:8 -o %t/ok
// RUN: %python %testlib/npytool.py expect %t/ok/arg2.npy "[20, 21, 22, 23, 28, 29, 30, 31]"
// RUN: not tile-run --check %s --entry ex 2 0 zeros:8 2>&1 | FileCheck %s --check-prefix=ROW
// RUN: not tile-run --check %s --entry ex 0 -1 zeros:8 2>&1 | FileCheck %s --check-prefix=COL
// RUN: tile-run %s --entry ex 2 0 zeros:8 -o %t/row
// RUN: %python %testlib/npytool.py expect %t/row/arg2.npy "[16, 17, 18, 19, 24, 25, 26, 27]"
// RUN: tile-run %s --entry ex 0 -1 zeros:8 -o %t/col
// RUN: %python %testlib/npytool.py expect %t/col/arg2.npy "[0, 1, 2, 3, 8, 9, 10, 11]"
// RUN: tile-run %s --entry ex 5 7 zeros:8 -o %t/both
// RUN: cmp %t/both/arg2.npy %t/ok/arg2.npy
//
// Each tile block b stores src[2b : 2b + 2] of [10..17] (4 blocks of 2) at
// element 2b; on a grid of 5, block 4 is out of range (clamped to block 3).
// RUN: tile-run --check %s --entry grid --grid 4 zeros:8 -o %t/g4
// RUN: %python %testlib/npytool.py expect %t/g4/arg0.npy "list(range(10, 18))"
// RUN: not tile-run --check %s --entry grid --grid 5 zeros:10 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: tile-run %s --entry grid --grid 5 zeros:10 -o %t/g5
// RUN: %python %testlib/npytool.py expect %t/g5/arg0.npy "list(range(10, 18)) + [16, 17]"

cuda_tile.module @m {
  entry @ex(%i: tile<i32>, %j: tile<i32>, %o: tile<ptr<i32>>) {
    %i32 = iota : tile<32xi32>
    %src = reshape %i32 : tile<32xi32> -> tile<4x8xi32>
    // ROW: {{.*}}check-extract.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.extract' --check: index 2 of dimension 0 is outside [0, 2) in tile block (0, 0, 0)
    // COL: {{.*}}check-extract.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.extract' --check: index -1 of dimension 1 is outside [0, 2) in tile block (0, 0, 0)
    %e = extract %src[%i, %j] : tile<4x8xi32> -> tile<2x4xi32>
    %f = reshape %e : tile<2x4xi32> -> tile<8xi32>
    %io = iota : tile<8xi32>
    %ro = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %po = offset %bo, %io : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %t = store_ptr_tko weak %po, %f : tile<8xptr<i32>>, tile<8xi32> -> token
    return
  }

  entry @grid(%o: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %src = constant <i32: [10, 11, 12, 13, 14, 15, 16, 17]> : tile<8xi32>
    // GRID: {{.*}}check-extract.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.extract' --check: index 4 of dimension 0 is outside [0, 4) in tile block (4, 0, 0)
    %e = extract %src[%bx] : tile<8xi32> -> tile<2xi32>
    %two = constant <i32: 2> : tile<i32>
    %base = muli %bx, %two : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %base2 = broadcast %base1 : tile<1xi32> -> tile<2xi32>
    %i2 = iota : tile<2xi32>
    %idx = addi %base2, %i2 : tile<2xi32>
    %ro = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %po = offset %bo, %idx : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %t = store_ptr_tko weak %po, %e : tile<2xptr<i32>>, tile<2xi32> -> token
    return
  }
}
