// --check's data-race detection (docs/execution.md, "Data races"): every
// kernel runs once with a race (reported, exit 1, both ops located) and,
// where it makes sense, once with the ordering that removes it (silent).
// Detection does not depend on the interleaving the grid happens to run:
// rw_cross reports the same pair whichever block goes first.
//
// RUN: rm -rf %t && mkdir -p %t
//
// Read-write race between tile blocks: block K stores buf[0], the other
// block loads it. K = 0: the load (block 1) comes second; K = 1: the store
// (block 1) comes second. Without --check both run.
// RUN: not tile-run %s --entry rw_cross --grid 2 --threads 1 --engine interp --check 0 zeros:2 2>&1 | FileCheck %s --check-prefix=RW0
// RUN: not tile-run %s --entry rw_cross --grid 2 --threads 1 --engine interp --check 1 zeros:2 2>&1 | FileCheck %s --check-prefix=RW1
// RUN: tile-run %s --entry rw_cross --grid 2 --threads 1 --engine interp 0 zeros:2
//
// The same through views: block b loads tile b of a 2x2 partition and stores
// it to tile 1 - b.
// RUN: not tile-run %s --entry rw_view --grid 2 --threads 1 --engine interp --check zeros:4 2>&1 | FileCheck %s --check-prefix=RWV
//
// Within one tile block: a store and a load of the same element with no
// token between them race; a token chain or join_tokens orders them; so
// does a token carried around a loop (iter_values), and without it the
// iterations' stores race with each other.
// RUN: not tile-run %s --entry intra --engine interp --check zeros:3 2>&1 | FileCheck %s --check-prefix=INTRA
// RUN: tile-run %s --entry intra_token --engine interp --check zeros:2 -o %t/tok
// RUN: %python %testlib/npytool.py expect %t/tok/arg0.npy "[1, 1]"
// RUN: tile-run %s --entry intra_join --engine interp --check zeros:3 -o %t/join
// RUN: %python %testlib/npytool.py expect %t/join/arg0.npy "[1, 2, 3]"
// RUN: tile-run %s --entry loop_token --engine interp --check zeros:1 -o %t/loop
// RUN: %python %testlib/npytool.py expect %t/loop/arg0.npy "[3]"
// RUN: not tile-run %s --entry loop_untokened --engine interp --check zeros:1 2>&1 | FileCheck %s --check-prefix=LOOP
//
// Two lanes of one weak store on the same element race (internal overlap);
// two lanes of one load, or of one atomic, do not.
// RUN: not tile-run %s --entry overlap --engine interp --check zeros:1 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: tile-run %s --entry overlap_atomic --engine interp --check zeros:1 -o %t/ovl
// RUN: %python %testlib/npytool.py expect %t/ovl/arg0.npy "[2]"
//
// A spin lock (atomic_cas_tko acquire, atomic_rmw_tko xchg release) around
// weak accesses ordered by tokens after the acquire and before the release:
// no race, with one thread or several. At tl_blk scope the atomics of
// different tile blocks are not morally strong: they race on the lock word
// itself. Without the tokens the weak accesses are not ordered after the
// acquire (program order does not order).
// RUN: tile-run %s --entry lock --grid 8 --threads 1 --engine interp --check zeros:1 zeros:1 -o %t/lock1
// RUN: %python %testlib/npytool.py expect %t/lock1/arg1.npy "[8]"
// RUN: tile-run %s --entry lock --grid 64 --threads 4 --engine interp --check zeros:1 zeros:1 -o %t/lock4
// RUN: %python %testlib/npytool.py expect %t/lock4/arg1.npy "[64]"
// RUN: not tile-run %s --entry lock_tl_blk --grid 2 --threads 1 --engine interp --check zeros:1 zeros:1 2>&1 | FileCheck %s --check-prefix=LOCKBLK
// RUN: not tile-run %s --entry lock_untokened --grid 2 --threads 1 --engine interp --check zeros:1 zeros:1 2>&1 | FileCheck %s --check-prefix=LOCKTOK
//
// Flag publication: block 1 stores data, then the flag (release, ordered
// after the data store by its token); block 0 spins on the flag (acquire),
// then loads the data (ordered after by the token). Relaxed instead of
// release/acquire: the data accesses race.
// RUN: tile-run %s --entry flag --grid 2 --threads 1 --engine interp --check zeros:1 zeros:1 zeros:1 -o %t/flag
// RUN: %python %testlib/npytool.py expect %t/flag/arg2.npy "[42]"
// RUN: tile-run %s --entry flag --grid 2 --threads 2 --engine interp --check zeros:1 zeros:1 zeros:1
// RUN: not tile-run %s --entry flag_relaxed --grid 2 --threads 1 --engine interp --check zeros:1 zeros:1 zeros:1 2>&1 | FileCheck %s --check-prefix=RELAXED

//
// Arrival counting: every block stores into its own partial, then adds 1 to
// a counter with acq_rel (ordered after its store by the token); the block
// that arrives last loads every partial (ordered after its add) and stores
// their sum. The adds form one release sequence, so the last one acquires
// every earlier block's store. With relaxed adds the loads race.
// RUN: tile-run %s --entry arrive --grid 8 --threads 1 --engine interp --check zeros:8 zeros:1 zeros:1 -o %t/arr1
// RUN: %python %testlib/npytool.py expect %t/arr1/arg2.npy "[sum(range(8))]"
// RUN: tile-run %s --entry arrive --grid 8 --threads 3 --engine interp --check zeros:8 zeros:1 zeros:1 -o %t/arr3
// RUN: %python %testlib/npytool.py expect %t/arr3/arg2.npy "[sum(range(8))]"
// RUN: not tile-run %s --entry arrive_relaxed --grid 8 --threads 1 --engine interp --check zeros:8 zeros:1 zeros:1 2>&1 | FileCheck %s --check-prefix=ARRIVE
//
// Moral strength: two atomics of one tile block need no token between
// them (every scope includes the own block); tl_blk atomics of different
// blocks race; a weak store and an atomic of one block need a token.
// RUN: tile-run %s --entry block_scope --engine interp --check zeros:1 -o %t/bs
// RUN: %python %testlib/npytool.py expect %t/bs/arg0.npy "[2]"
// RUN: not tile-run %s --entry block_scope --grid 2 --threads 1 --engine interp --check zeros:1 2>&1 | FileCheck %s --check-prefix=BLKSCOPE
// RUN: not tile-run %s --entry weak_then_atomic --engine interp --check zeros:1 2>&1 | FileCheck %s --check-prefix=WEAKATOMIC
cuda_tile.module @check_race {
  entry @rw_cross(%k: tile<i32>, %buf: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %w = cmpi equal %bid, %k, signed : tile<i32> -> tile<i1>
    %r = cmpi not_equal %bid, %k, signed : tile<i32> -> tile<i1>
    // RW0: check-race.mlir:[[#@LINE+3]]:{{[0-9]+}}: error: 'cuda_tile.load_ptr_tko' --check: data race (read-write): weak load at {{.*}}check-race.mlir:[[#@LINE+3]]:{{[0-9]+}} in tile block (1, 0, 0) and weak store at {{.*}}check-race.mlir:[[#@LINE+2]]:{{[0-9]+}} in tile block (0, 0, 0) access byte 0 of argument 1 (zeros:2) (8 bytes) (0x{{[0-9a-f]+}}) with no ordering between them
    // RW1: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.store_ptr_tko' --check: data race (read-write): weak store at {{.*}}check-race.mlir:[[#@LINE+1]]:{{[0-9]+}} in tile block (1, 0, 0) and weak load at {{.*}}check-race.mlir:[[#@LINE+2]]:{{[0-9]+}} in tile block (0, 0, 0) access byte 0 of argument 1
    %s = store_ptr_tko weak %buf, %c1, %w : tile<ptr<i32>>, tile<i32>, tile<i1> -> token
    %v, %t = load_ptr_tko weak %buf, %r : tile<ptr<i32>>, tile<i1> -> tile<i32>, token
    return
  }

  entry @rw_view(%buf: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %other = subi %c1, %bid : tile<i32>
    %tv = make_tensor_view %buf, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xi32, strides=[1]>>
    // RWV: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.load_view_tko' --check: data race (read-write): element [0] of the weak load at {{.*}} in tile block (1, 0, 0) and weak store at {{.*}}check-race.mlir:[[#@LINE+2]]:{{[0-9]+}} in tile block (0, 0, 0) access byte 8 of argument 0 (zeros:4) (16 bytes)
    %x, %tx = load_view_tko weak %pv[%bid] : partition_view<tile=(2), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
    %s = store_view_tko weak %x, %pv[%other] : tile<2xi32>, partition_view<tile=(2), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @intra(%buf: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32>
    // INTRA: check-race.mlir:[[#@LINE+2]]:{{[0-9]+}}: error: 'cuda_tile.load_ptr_tko' --check: data race (read-write): weak load at {{.*}} in tile block (0, 0, 0) and weak store at {{.*}}check-race.mlir:[[#@LINE+1]]:{{[0-9]+}} in tile block (0, 0, 0) access byte 0 of argument 0 (zeros:3) (12 bytes) (0x{{[0-9a-f]+}}) with no token order between them (same tile block)
    %s = store_ptr_tko weak %buf, %c1 : tile<ptr<i32>>, tile<i32> -> token
    %v, %t = load_ptr_tko weak %buf : tile<ptr<i32>> -> tile<i32>, token
    return
  }

  entry @intra_token(%buf: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32>
    %s = store_ptr_tko weak %buf, %c1 : tile<ptr<i32>>, tile<i32> -> token
    %v, %t = load_ptr_tko weak %buf token=%s : tile<ptr<i32>> -> tile<i32>, token
    %p1 = offset %buf, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s1 = store_ptr_tko weak %p1, %v token=%t : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  entry @intra_join(%buf: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %p1 = offset %buf, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p2 = offset %buf, %c2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s0 = store_ptr_tko weak %buf, %c1 : tile<ptr<i32>>, tile<i32> -> token
    %s1 = store_ptr_tko weak %p1, %c2 : tile<ptr<i32>>, tile<i32> -> token
    %m = make_token : token
    %j = join_tokens %m, %s1, %s0 : token
    %a, %ta = load_ptr_tko weak %buf token=%j : tile<ptr<i32>> -> tile<i32>, token
    %b, %tb = load_ptr_tko weak %p1 token=%j : tile<ptr<i32>> -> tile<i32>, token
    %sum = addi %a, %b : tile<i32>
    %s2 = store_ptr_tko weak %p2, %sum : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // Three iterations add 1 to buf[0]; the token of each iteration's store
  // orders the next iteration's load.
  entry @loop_token(%buf: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %m = make_token : token
    %last = for %i in (%c0 to %c3, step %c1) : tile<i32> iter_values(%tok = %m) -> (token) {
      %v, %tv = load_ptr_tko weak %buf token=%tok : tile<ptr<i32>> -> tile<i32>, token
      %v1 = addi %v, %c1 : tile<i32>
      %s = store_ptr_tko weak %buf, %v1 token=%tv : tile<ptr<i32>>, tile<i32> -> token
      continue %s : token
    }
    return
  }

  // The same with every iteration's load starting from the same token.
  entry @loop_untokened(%buf: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %m = make_token : token
    %last = for %i in (%c0 to %c3, step %c1) : tile<i32> iter_values(%tok = %m) -> (token) {
      // LOOP: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.load_ptr_tko' --check: data race (read-write): weak load at {{.*}} in tile block (0, 0, 0) and weak store at {{.*}}check-race.mlir:[[#@LINE+3]]:{{[0-9]+}} in tile block (0, 0, 0) access byte 0 of argument 0 (zeros:1) (4 bytes)
      %v, %tv = load_ptr_tko weak %buf token=%m : tile<ptr<i32>> -> tile<i32>, token
      %v1 = addi %v, %c1 : tile<i32>
      %s = store_ptr_tko weak %buf, %v1 token=%tv : tile<ptr<i32>>, tile<i32> -> token
      continue %s : token
    }
    return
  }

  entry @overlap(%buf: tile<ptr<i32>>) {
    %z = constant <i32: [0, 0]> : tile<2xi32>
    %v = constant <i32: [1, 2]> : tile<2xi32>
    %rb = reshape %buf : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bb = broadcast %rb : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %p = offset %bb, %z : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %l, %tl = load_ptr_tko weak %p : tile<2xptr<i32>> -> tile<2xi32>, token
    // OVERLAP: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.store_ptr_tko' --check: data race (write-write): element [1] of the weak store at {{.*}} in tile block (0, 0, 0) writes byte 0 of argument 0 (zeros:1) (4 bytes) (0x{{[0-9a-f]+}}), which another element of the same store writes too
    %s = store_ptr_tko weak %p, %v token=%tl : tile<2xptr<i32>>, tile<2xi32> -> token
    return
  }

  entry @overlap_atomic(%buf: tile<ptr<i32>>) {
    %z = constant <i32: [0, 0]> : tile<2xi32>
    %one = constant <i32: [1, 1]> : tile<2xi32>
    %rb = reshape %buf : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bb = broadcast %rb : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %p = offset %bb, %z : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %old, %t = atomic_rmw_tko relaxed device %p, add, %one : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    return
  }

  entry @lock(%lock: tile<ptr<i32>>, %counter: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %taken = loop : token {
      %old, %t = atomic_cas_tko acquire device %lock, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %got = cmpi equal %old, %c0, signed : tile<i32> -> tile<i1>
      if %got {
        break %t : token
      }
    }
    %v, %tl = load_ptr_tko weak %counter token=%taken : tile<ptr<i32>> -> tile<i32>, token
    %v1 = addi %v, %c1 : tile<i32>
    %ts = store_ptr_tko weak %counter, %v1 token=%tl : tile<ptr<i32>>, tile<i32> -> token
    %x, %tr = atomic_rmw_tko release device %lock, xchg, %c0 token=%ts : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }

  entry @lock_tl_blk(%lock: tile<ptr<i32>>, %counter: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %taken = loop : token {
      // LOCKBLK: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.atomic_cas_tko' --check: data race (write-write): acquire atomic_cas at {{.*}} in tile block (1, 0, 0) and release atomic_rmw at {{.*}}check-race.mlir:[[#@LINE+10]]:{{[0-9]+}} in tile block (0, 0, 0) access byte 0 of argument 0 (zeros:1) (4 bytes)
      %old, %t = atomic_cas_tko acquire tl_blk %lock, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %got = cmpi equal %old, %c0, signed : tile<i32> -> tile<i1>
      if %got {
        break %t : token
      }
    }
    %v, %tl = load_ptr_tko weak %counter token=%taken : tile<ptr<i32>> -> tile<i32>, token
    %v1 = addi %v, %c1 : tile<i32>
    %ts = store_ptr_tko weak %counter, %v1 token=%tl : tile<ptr<i32>>, tile<i32> -> token
    %x, %tr = atomic_rmw_tko release tl_blk %lock, xchg, %c0 token=%ts : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }

  entry @lock_untokened(%lock: tile<ptr<i32>>, %counter: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %taken = loop : token {
      %old, %t = atomic_cas_tko acquire device %lock, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %got = cmpi equal %old, %c0, signed : tile<i32> -> tile<i1>
      if %got {
        break %t : token
      }
    }
    // LOCKTOK: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.load_ptr_tko' --check: data race (read-write): weak load at {{.*}} in tile block (1, 0, 0) and weak store at {{.*}} in tile block (0, 0, 0)
    %v, %tl = load_ptr_tko weak %counter : tile<ptr<i32>> -> tile<i32>, token
    %v1 = addi %v, %c1 : tile<i32>
    %ts = store_ptr_tko weak %counter, %v1 token=%tl : tile<ptr<i32>>, tile<i32> -> token
    %x, %tr = atomic_rmw_tko release device %lock, xchg, %c0 token=%ts : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }

  entry @flag(%data: tile<ptr<i32>>, %flag: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c42 = constant <i32: 42> : tile<i32>
    %producer = cmpi equal %bid, %c1, signed : tile<i32> -> tile<i1>
    if %producer {
      %sd = store_ptr_tko weak %data, %c42 : tile<ptr<i32>>, tile<i32> -> token
      %sf = store_ptr_tko release device %flag, %c1 token=%sd : tile<ptr<i32>>, tile<i32> -> token
    } else {
      %seen = loop : token {
        %f, %tf = load_ptr_tko acquire device %flag : tile<ptr<i32>> -> tile<i32>, token
        %up = cmpi equal %f, %c1, signed : tile<i32> -> tile<i1>
        if %up {
          break %tf : token
        }
      }
      %v, %tv = load_ptr_tko weak %data token=%seen : tile<ptr<i32>> -> tile<i32>, token
      %so = store_ptr_tko weak %out, %v token=%tv : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  entry @flag_relaxed(%data: tile<ptr<i32>>, %flag: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c42 = constant <i32: 42> : tile<i32>
    %producer = cmpi equal %bid, %c1, signed : tile<i32> -> tile<i1>
    if %producer {
      %sd = store_ptr_tko weak %data, %c42 : tile<ptr<i32>>, tile<i32> -> token
      %sf = store_ptr_tko relaxed device %flag, %c1 token=%sd : tile<ptr<i32>>, tile<i32> -> token
    } else {
      %seen = loop : token {
        %f, %tf = load_ptr_tko relaxed device %flag : tile<ptr<i32>> -> tile<i32>, token
        %up = cmpi equal %f, %c1, signed : tile<i32> -> tile<i1>
        if %up {
          break %tf : token
        }
      }
      // RELAXED: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.load_ptr_tko' --check: data race (read-write): weak load at {{.*}} in tile block (0, 0, 0) and weak store at {{.*}}check-race.mlir:[[#@LINE-10]]:{{[0-9]+}} in tile block (1, 0, 0) access byte 0 of argument 0 (zeros:1) (4 bytes) (0x{{[0-9a-f]+}}) with no ordering between them (no release/acquire synchronization, not morally strong) in tile block (0, 0, 0)
      %v, %tv = load_ptr_tko weak %data token=%seen : tile<ptr<i32>> -> tile<i32>, token
      %so = store_ptr_tko weak %out, %v token=%tv : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  entry @arrive(%partial: tile<ptr<i32>>, %counter: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n, %ny, %nz = get_num_tile_blocks : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %pp = offset %partial, %bid : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %sp = store_ptr_tko weak %pp, %bid : tile<ptr<i32>>, tile<i32> -> token
    %arrived, %ta = atomic_rmw_tko acq_rel device %counter, add, %c1 token=%sp : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %last = subi %n, %c1 : tile<i32>
    %is_last = cmpi equal %arrived, %last, signed : tile<i32> -> tile<i1>
    if %is_last {
      %i = iota : tile<8xi32>
      %rp = reshape %partial : tile<ptr<i32>> -> tile<1xptr<i32>>
      %bp = broadcast %rp : tile<1xptr<i32>> -> tile<8xptr<i32>>
      %ps = offset %bp, %i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
      %v, %tv = load_ptr_tko weak %ps token=%ta : tile<8xptr<i32>> -> tile<8xi32>, token
      %sum = reduce %v dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
      (%lhs: tile<i32>, %rhs: tile<i32>) {
        %s = addi %lhs, %rhs : tile<i32>
        yield %s : tile<i32>
      }
      %so = store_ptr_tko weak %out, %sum token=%tv : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  entry @arrive_relaxed(%partial: tile<ptr<i32>>, %counter: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %n, %ny, %nz = get_num_tile_blocks : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %pp = offset %partial, %bid : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %sp = store_ptr_tko weak %pp, %bid : tile<ptr<i32>>, tile<i32> -> token
    %arrived, %ta = atomic_rmw_tko relaxed device %counter, add, %c1 token=%sp : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %last = subi %n, %c1 : tile<i32>
    %is_last = cmpi equal %arrived, %last, signed : tile<i32> -> tile<i1>
    if %is_last {
      %i = iota : tile<8xi32>
      %rp = reshape %partial : tile<ptr<i32>> -> tile<1xptr<i32>>
      %bp = broadcast %rp : tile<1xptr<i32>> -> tile<8xptr<i32>>
      %ps = offset %bp, %i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
      // ARRIVE: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.load_ptr_tko' --check: data race (read-write): element [0] of the weak load at {{.*}} in tile block (7, 0, 0) and weak store at {{.*}}check-race.mlir:[[#@LINE-9]]:{{[0-9]+}} in tile block (0, 0, 0) access byte 0 of argument 0 (zeros:8) (32 bytes)
      %v, %tv = load_ptr_tko weak %ps token=%ta : tile<8xptr<i32>> -> tile<8xi32>, token
      %sum = reduce %v dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
      (%lhs: tile<i32>, %rhs: tile<i32>) {
        %s = addi %lhs, %rhs : tile<i32>
        yield %s : tile<i32>
      }
      %so = store_ptr_tko weak %out, %sum token=%tv : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  entry @block_scope(%buf: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32>
    // BLKSCOPE: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.atomic_rmw_tko' --check: data race (write-write): relaxed atomic_rmw at {{.*}} in tile block (1, 0, 0) and relaxed atomic_rmw at {{.*}}check-race.mlir:[[#@LINE+2]]:{{[0-9]+}} in tile block (0, 0, 0)
    %a, %ta = atomic_rmw_tko relaxed tl_blk %buf, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %b, %tb = atomic_rmw_tko relaxed tl_blk %buf, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }

  entry @weak_then_atomic(%buf: tile<ptr<i32>>) {
    %c1 = constant <i32: 1> : tile<i32>
    %s = store_ptr_tko weak %buf, %c1 : tile<ptr<i32>>, tile<i32> -> token
    // WEAKATOMIC: check-race.mlir:[[#@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.atomic_rmw_tko' --check: data race (write-write): relaxed atomic_rmw at {{.*}} in tile block (0, 0, 0) and weak store at {{.*}}check-race.mlir:[[#@LINE-1]]:{{[0-9]+}} in tile block (0, 0, 0) access byte 0 of argument 0 (zeros:1) (4 bytes) (0x{{[0-9a-f]+}}) with no token order between them (same tile block)
    %a, %ta = atomic_rmw_tko relaxed device %buf, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
}
