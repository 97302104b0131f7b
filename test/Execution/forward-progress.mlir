// Tile blocks that wait for each other through atomics must all finish, with
// any number of threads (the interpreter parks a spinning block and runs the
// others, see lib/Execution/Runtime/Grid.cpp).
//
// @tickets: block b of 16 waits until a counter equals its turn 15 - b, so
// the blocks go in reverse order: the first block to start waits for the
// last one. In its turn a block appends its id to a log and folds it into
// acc = 3 * acc + b with weak (non-atomic) accesses, then releases the next
// turn. Three rounds use three ways of waiting and releasing:
//   1. load_ptr_tko acquire spin, store_ptr_tko release;
//   2. atomic_rmw_tko add 0 acquire spin, atomic_rmw_tko add 1 release;
//   3. atomic_cas_tko acquire spin (compare turn, swap turn), xchg release.
// Expected per round: log = [15, 14, ..., 0] and acc = sum of b * 3^b over
// b = 0..15 (block b goes at position 15 - b and is multiplied by 3 once in
// each of the b later turns); the sum fits in i32.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry tickets --grid 16 --threads 1 zeros:3 zeros:3 zeros:48 -o %t/t1
// RUN: %python %testlib/npytool.py expect %t/t1/arg0.npy "[16, 16, 16]"
// RUN: %python %testlib/npytool.py expect %t/t1/arg1.npy "[sum(k * 3**k for k in range(16))] * 3"
// RUN: %python %testlib/npytool.py expect %t/t1/arg2.npy "list(range(15, -1, -1)) * 3"
// RUN: tile-run %s --entry tickets --grid 16 --threads 2 zeros:3 zeros:3 zeros:48 -o %t/t2
// RUN: cmp %t/t1/arg0.npy %t/t2/arg0.npy
// RUN: cmp %t/t1/arg1.npy %t/t2/arg1.npy
// RUN: cmp %t/t1/arg2.npy %t/t2/arg2.npy
//
// @split_k: 8 blocks each sum 16 of 128 values into partial[b], then count
// arrivals with an acq_rel atomic add; the block that sees 7 (the last to
// arrive) sums the partials. The values are small integers, so every order
// of summation gives the exact total.
// RUN: %python %testlib/npytool.py make %t/x.npy float32 "(np.arange(128) * 37) % 101 - 50"
// RUN: tile-run %s --entry split_k --grid 8 --threads 1 %t/x.npy zeros:8 zeros:1 zeros:1 -o %t/s1
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/s1/arg3.npy "[a0.sum()]"
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/s1/arg1.npy "a0.reshape(8, 16).sum(1)"
// RUN: %python %testlib/npytool.py expect %t/s1/arg2.npy "[8]"
// RUN: tile-run %s --entry split_k --grid 8 --threads 2 %t/x.npy zeros:8 zeros:1 zeros:1 -o %t/s2
// RUN: cmp %t/s1/arg3.npy %t/s2/arg3.npy

cuda_tile.module @forward_progress {
  entry @tickets(%counters: tile<ptr<i32>>, %accs: tile<ptr<i32>>, %logs: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n, %ny, %nz = get_num_tile_blocks : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %nm1 = subi %n, %c1 : tile<i32>
    %turn = subi %nm1, %bid : tile<i32>
    %next = addi %turn, %c1 : tile<i32>

    // Round 1: load acquire / store release.
    %ctr1 = offset %counters, %c0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    loop {
      %v, %tv = load_ptr_tko acquire device %ctr1 : tile<ptr<i32>> -> tile<i32>, token
      %ready = cmpi equal %v, %turn, signed : tile<i32> -> tile<i1>
      if %ready {
        break
      }
    }
    %acc1 = offset %accs, %c0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %a1, %ta1 = load_ptr_tko weak %acc1 : tile<ptr<i32>> -> tile<i32>, token
    %a1x3 = muli %a1, %c3 : tile<i32>
    %a1n = addi %a1x3, %bid : tile<i32>
    %sa1 = store_ptr_tko weak %acc1, %a1n : tile<ptr<i32>>, tile<i32> -> token
    %log1 = offset %logs, %turn : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %sl1 = store_ptr_tko weak %log1, %bid : tile<ptr<i32>>, tile<i32> -> token
    %r1 = store_ptr_tko release device %ctr1, %next : tile<ptr<i32>>, tile<i32> -> token

    // Round 2: atomic add 0 acquire / atomic add 1 release.
    %ctr2 = offset %counters, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    loop {
      %v, %tv = atomic_rmw_tko acquire device %ctr2, add, %c0 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %ready = cmpi equal %v, %turn, signed : tile<i32> -> tile<i1>
      if %ready {
        break
      }
    }
    %acc2 = offset %accs, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %a2, %ta2 = load_ptr_tko weak %acc2 : tile<ptr<i32>> -> tile<i32>, token
    %a2x3 = muli %a2, %c3 : tile<i32>
    %a2n = addi %a2x3, %bid : tile<i32>
    %sa2 = store_ptr_tko weak %acc2, %a2n : tile<ptr<i32>>, tile<i32> -> token
    %turn2 = addi %turn, %c16 : tile<i32>
    %log2 = offset %logs, %turn2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %sl2 = store_ptr_tko weak %log2, %bid : tile<ptr<i32>>, tile<i32> -> token
    %old2, %r2 = atomic_rmw_tko release device %ctr2, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token

    // Round 3: compare-and-swap acquire (turn -> turn) / exchange release.
    %ctr3 = offset %counters, %c2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %seen = loop : tile<i32> {
      %v, %tv = atomic_cas_tko acquire device %ctr3, %turn, %turn : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %ready = cmpi equal %v, %turn, signed : tile<i32> -> tile<i1>
      if %ready {
        break %v : tile<i32>
      }
    }
    %acc3 = offset %accs, %c2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %a3, %ta3 = load_ptr_tko weak %acc3 : tile<ptr<i32>> -> tile<i32>, token
    %a3x3 = muli %a3, %c3 : tile<i32>
    %a3n = addi %a3x3, %bid : tile<i32>
    %sa3 = store_ptr_tko weak %acc3, %a3n : tile<ptr<i32>>, tile<i32> -> token
    %turn3 = addi %seen, %c32 : tile<i32>
    %log3 = offset %logs, %turn3 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %sl3 = store_ptr_tko weak %log3, %bid : tile<ptr<i32>>, tile<i32> -> token
    %old3, %r3 = atomic_rmw_tko release device %ctr3, xchg, %next : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }

  entry @split_k(%x: tile<ptr<f32>>, %partial: tile<ptr<f32>>, %counter: tile<ptr<i32>>, %out: tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n, %ny, %nz = get_num_tile_blocks : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %start = muli %bid, %c16 : tile<i32>
    %first = offset %x, %start : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %i = iota : tile<16xi32>
    %rf = reshape %first : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bf = broadcast %rf : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %px = offset %bf, %i : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %v, %tv = load_ptr_tko weak %px : tile<16xptr<f32>> -> tile<16xf32>, token
    %sum = reduce %v dim=0 identities=[0.0 : f32] : tile<16xf32> -> tile<f32>
    (%lhs: tile<f32>, %rhs: tile<f32>) {
      %s = addf %lhs, %rhs : tile<f32>
      yield %s : tile<f32>
    }
    %pp = offset %partial, %bid : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %sp = store_ptr_tko weak %pp, %sum : tile<ptr<f32>>, tile<f32> -> token
    %arrived, %ta = atomic_rmw_tko acq_rel device %counter, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %nm1 = subi %n, %c1 : tile<i32>
    %last = cmpi equal %arrived, %nm1, signed : tile<i32> -> tile<i1>
    if %last {
      %j = iota : tile<8xi32>
      %rp = reshape %partial : tile<ptr<f32>> -> tile<1xptr<f32>>
      %bp = broadcast %rp : tile<1xptr<f32>> -> tile<8xptr<f32>>
      %ps = offset %bp, %j : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
      %parts, %tp = load_ptr_tko weak %ps : tile<8xptr<f32>> -> tile<8xf32>, token
      %total = reduce %parts dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%lhs: tile<f32>, %rhs: tile<f32>) {
        %s = addf %lhs, %rhs : tile<f32>
        yield %s : tile<f32>
      }
      %so = store_ptr_tko weak %out, %total : tile<ptr<f32>>, tile<f32> -> token
    }
    return
  }
}
