// --check rules, each once firing and once silent: assume div_by (on a
// pointer, a tensor_view and an integer tile with `every N along D`),
// bounded and same_elements; a view index outside the index space; data
// races between tile blocks through weak stores. Without --check the same
// kernels run (assumptions are not verified, out-of-range view indices only
// pad). Host buffers are at least 8-byte aligned (malloc), so moving a
// pointer by one f32 breaks div_by<8> and by two keeps it.
//
// RUN: tile-run %s --entry div_by --check 2 zeros:4
// RUN: not tile-run %s --entry div_by --check 1 zeros:4 2>&1 | FileCheck %s --check-prefix=DIVP
// RUN: tile-run %s --entry div_by 1 zeros:4
// DIVP: error: 'cuda_tile.assume' --check: assumption #cuda_tile.div_by<8> does not hold: the value is 0x{{[0-9a-f]*[4c]}} in tile block (0, 0, 0)

// RUN: tile-run %s --entry div_by_view --check 2 zeros:8
// RUN: not tile-run %s --entry div_by_view --check 1 zeros:8 2>&1 | FileCheck %s --check-prefix=DIVV
// DIVV: error: 'cuda_tile.assume' --check: assumption div_by<8> does not hold: the tensor_view's base address is 0x{{[0-9a-f]*[4c]}} in tile block (0, 0, 0)

// div_by<4, every 4 along 1> on a 2x8 tile: each row is two groups of 4
// that start at a multiple of 4 and count up by 1. Bumping element [1, 6]
// breaks the "count up" part; adding 1 to a whole group start breaks the
// divisibility at the group's first element.
// RUN: tile-run %s --entry div_by_every --check 0 0
// RUN: not tile-run %s --entry div_by_every --check 1 0 2>&1 | FileCheck %s --check-prefix=EVERY1
// EVERY1: 'cuda_tile.assume' --check: assumption #cuda_tile.div_by<4, every 4 along 1> does not hold: element [1, 6] is 15 in tile block (0, 0, 0)
// RUN: not tile-run %s --entry div_by_every --check 0 1 2>&1 | FileCheck %s --check-prefix=EVERY2
// EVERY2: 'cuda_tile.assume' --check: assumption #cuda_tile.div_by<4, every 4 along 1> does not hold: element [0, 0] is 1 in tile block (0, 0, 0)

// bounded<-4, 10> on a scalar argument.
// RUN: tile-run %s --entry bounded --check -4
// RUN: tile-run %s --entry bounded --check 10
// RUN: not tile-run %s --entry bounded --check 11 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not tile-run %s --entry bounded --check -5 2>&1 | FileCheck %s --check-prefix=BOUNDLO
// RUN: tile-run %s --entry bounded 11
// BOUND: 'cuda_tile.assume' --check: assumption #cuda_tile.bounded<-4, 10> does not hold: the value is 11 in tile block (0, 0, 0)
// BOUNDLO: 'cuda_tile.assume' --check: assumption #cuda_tile.bounded<-4, 10> does not hold: the value is -5 in tile block (0, 0, 0)

// same_elements<[1, 4]> on a 2x8 tile: groups of 4 along dimension 1 are
// identical. Adding the argument to element [1, 5] breaks its group.
// RUN: tile-run %s --entry same --check 0
// RUN: not tile-run %s --entry same --check 3 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: 'cuda_tile.assume' --check: assumption #cuda_tile.same_elements<[1, 4]> does not hold: element [1, 5] differs from its group's first in tile block (0, 0, 0)

// A partition of 5 rows into tiles of 2 has index space [0, 3): index 2 (a
// partial tile) is fine, index 3 is not.
// RUN: tile-run %s --entry view_index --check 2 zeros:5 zeros:2
// RUN: not tile-run %s --entry view_index --check 3 zeros:5 zeros:2 2>&1 | FileCheck %s --check-prefix=VIEW
// VIEW: 'cuda_tile.load_view_tko' --check: index 3 of dimension 0 is outside the index space [0, 3) in tile block (0, 0, 0)
// RUN: tile-run %s --entry view_index 3 zeros:5 zeros:2

// Races: every block stores to element (bid % K) of a 4-element buffer with
// a weak store. K = 4 with 4 blocks: distinct elements, silent; K = 1: block
// 1 writes element 0 after block 0 (one thread runs them in order).
// RUN: tile-run %s --entry race --grid 4 --threads 1 --check 4 zeros:4
// RUN: not tile-run %s --entry race --grid 4 --threads 1 --check 1 zeros:4 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: 'cuda_tile.store_ptr_tko' --check: data race (write-write): weak store at {{.*}}check-memory.mlir:{{[0-9]+}}:{{[0-9]+}} in tile block (1, 0, 0) and weak store at {{.*}}check-memory.mlir:{{[0-9]+}}:{{[0-9]+}} in tile block (0, 0, 0) access byte 0 of argument 1 (zeros:4) (16 bytes) (0x{{[0-9a-f]+}}) with no ordering between them
// RUN: tile-run %s --entry race --grid 4 --threads 1 1 zeros:4
// The same through store_view_tko.
// RUN: tile-run %s --entry race_view --grid 4 --threads 1 --check 4 zeros:4
// RUN: not tile-run %s --entry race_view --grid 4 --threads 1 --check 2 zeros:4 2>&1 | FileCheck %s --check-prefix=RACEV
// RACEV: 'cuda_tile.store_view_tko' --check: data race (write-write): element [0] of the weak store at {{.*}} in tile block (2, 0, 0) and weak store at {{.*}} in tile block (0, 0, 0) access byte 0 of argument 1 (zeros:4) (16 bytes)
// Atomic updates and relaxed stores of one element from every block are not
// races: 4 blocks add 1, then store 7 with relaxed ordering elsewhere.
// RUN: tile-run %s --entry no_race --grid 4 --threads 2 --check zeros:2 -o %t
// RUN: %python %testlib/npytool.py expect %t/arg0.npy "[4, 7]"

cuda_tile.module @check_memory {
  entry @div_by(%k: tile<i32>, %p: tile<ptr<f32>>) {
    %q = offset %p, %k : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %a = assume div_by<8>, %q : tile<ptr<f32>>
    %v, %t = load_ptr_tko weak %a : tile<ptr<f32>> -> tile<f32>, token
    return
  }

  entry @div_by_view(%k: tile<i32>, %p: tile<ptr<f32>>) {
    %q = offset %p, %k : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %tv = make_tensor_view %q, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %a = assume div_by<8>, %tv : tensor_view<4xf32, strides=[1]>
    return
  }

  entry @div_by_every(%bump: tile<i32>, %shift: tile<i32>) {
    // [[0, 1, 2, 3, 8, 9, 10, 11], [4, 5, 6, 7, 12, 13, 14, 15]]
    %v = constant <i32: [[0, 1, 2, 3, 8, 9, 10, 11], [4, 5, 6, 7, 12, 13, 14, 15]]> : tile<2x8xi32>
    %z = constant <i32: 0> : tile<i32>
    %rb = reshape %bump : tile<i32> -> tile<1x1xi32>
    %zb = reshape %z : tile<i32> -> tile<1x1xi32>
    %row0 = broadcast %zb : tile<1x1xi32> -> tile<1x8xi32>
    %e6 = constant <i32: [[0, 0, 0, 0, 0, 0, 1, 0]]> : tile<1x8xi32>
    %bb = broadcast %rb : tile<1x1xi32> -> tile<1x8xi32>
    %row1 = muli %e6, %bb : tile<1x8xi32>
    %d = cat %row0, %row1 dim = 0 : tile<1x8xi32>, tile<1x8xi32> -> tile<2x8xi32>
    %rs = reshape %shift : tile<i32> -> tile<1x1xi32>
    %sb = broadcast %rs : tile<1x1xi32> -> tile<2x8xi32>
    %w0 = addi %v, %d : tile<2x8xi32>
    %w = addi %w0, %sb : tile<2x8xi32>
    %a = assume div_by<4, every 4 along 1>, %w : tile<2x8xi32>
    return
  }

  entry @bounded(%x: tile<i32>) {
    %a = assume bounded<-4, 10>, %x : tile<i32>
    return
  }

  entry @same(%x: tile<i32>) {
    %v = constant <i32: [[1, 1, 1, 1, 2, 2, 2, 2], [3, 3, 3, 3, 4, 4, 4, 4]]> : tile<2x8xi32>
    %m = constant <i32: [[0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1, 0, 0]]> : tile<2x8xi32>
    %rx = reshape %x : tile<i32> -> tile<1x1xi32>
    %bx = broadcast %rx : tile<1x1xi32> -> tile<2x8xi32>
    %d = muli %m, %bx : tile<2x8xi32>
    %w = addi %v, %d : tile<2x8xi32>
    %a = assume same_elements<[1, 4]>, %w : tile<2x8xi32>
    return
  }

  entry @view_index(%i: tile<i32>, %src: tile<ptr<f32>>, %dst: tile<ptr<f32>>) {
    %tv = make_tensor_view %src, shape = [5], strides = [1] : tensor_view<5xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<5xf32, strides=[1]>>
    %t, %k = load_view_tko weak %pv[%i] : partition_view<tile=(2), tensor_view<5xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    %dv = make_tensor_view %dst, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %dp = make_partition_view %dv : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %s = store_view_tko weak %t, %dp[%c0] : tile<2xf32>, partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @race(%k: tile<i32>, %out: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %e = remi %bid, %k signed : tile<i32>
    %p = offset %out, %e : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s = store_ptr_tko weak %p, %bid : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  entry @race_view(%k: tile<i32>, %out: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %e = remi %bid, %k signed : tile<i32>
    %tv = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<4xi32, strides=[1]>>
    %v = reshape %bid : tile<i32> -> tile<1xi32>
    %s = store_view_tko weak %v, %pv[%e] : tile<1xi32>, partition_view<tile=(1), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @no_race(%out: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %old, %t = atomic_rmw_tko relaxed device %out, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %p1 = offset %out, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s = store_ptr_tko relaxed device %p1, %c7 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
