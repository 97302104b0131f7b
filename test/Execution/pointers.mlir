// Pointer memory access: load_ptr_tko / store_ptr_tko with masks, padding and
// every ordering, out-of-bounds and misaligned accesses (located errors),
// alloca, globals (a `constant` global is read-only) and ptr_to_ptr.
// Expected values come from numpy expressions over the inputs, or are
// derived by hand in the comments.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np, sys; d = sys.argv[1]; \
// RUN:   np.save(d + '/a8.npy', np.float32(np.arange(1, 9) * 1.5)); \
// RUN:   np.save(d + '/a4.npy', np.float32([10.0, 20.0, 30.0, 40.0])); \
// RUN:   np.save(d + '/m8.npy', np.float32([-1.0] * 8))" %t

// Masked loads: with a padding tile masked lanes get the padding lane, without
// one they read 0 (TileKit's documented choice for the unspecified value).
// RUN: tile-run %s --entry masked_load %t/a8.npy zeros:16 -o %t/ml
// RUN: %python %testlib/npytool.py --arg %t/a8.npy expect %t/ml/arg1.npy \
// RUN:   "np.concatenate([np.where([1,0,1,0,1,1,0,1], a0, np.arange(100, 108)), np.where([1,0,1,0,1,1,0,1], a0, 0)])"

// Masked-off lanes may hold pointers outside every allocation: no error.
// RUN: tile-run %s --entry masked_oob %t/a4.npy zeros:8 -o %t/mo
// RUN: %python %testlib/npytool.py expect %t/mo/arg1.npy "[10, 20, 30, 40, 9, 9, 9, 9]"

// Masked stores leave the masked lanes alone (also where they point outside).
// RUN: tile-run %s --entry masked_store %t/a4.npy %t/m8.npy -o %t/ms
// RUN: %python %testlib/npytool.py expect %t/ms/arg1.npy "[10, -1, 30, -1, -1, -1, -1, -1]"

// Every ordering reads and writes the same values.
// RUN: tile-run %s --entry orderings %t/a4.npy zeros:16 -o %t/ord
// RUN: %python %testlib/npytool.py --arg %t/a4.npy expect %t/ord/arg1.npy "np.concatenate([a0, a0 + 1, a0 + 2, a0 + 3])"

// Out-of-bounds load: element [5] of a 4-element buffer is 20 bytes in, 4
// bytes past its 16-byte end.
// RUN: not tile-run %s --entry oob_load %t/a4.npy zeros:8 2>&1 | FileCheck %s --check-prefix=OOBL
// (The message is checked beside the load in @oob_load.)

// Out-of-bounds store from tile block 1 of 2: it writes elements 4..7 of a
// 6-element buffer; its element [2] is index 6, at byte 24: the end itself.
// RUN: not tile-run %s --entry oob_store --grid 2 zeros:6 2>&1 | FileCheck %s --check-prefix=OOBS
// OOBS: error: 'cuda_tile.store_ptr_tko' out-of-bounds store of element [2]: address 0x{{[0-9a-f]+}}, 0 bytes past the end of argument 0 (zeros:6) (24 bytes) in tile block (1, 0, 0)
// A failed launch writes no -o outputs.
// RUN: not tile-run %s --entry oob_store --grid 2 zeros:6 -o %t/os 2>/dev/null
// RUN: test ! -e %t/os/arg0.npy

// A load before the start of the buffer (offset -1).
// RUN: not tile-run %s --entry before_start %t/a4.npy 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: 'cuda_tile.load_ptr_tko' out-of-bounds load: address 0x{{[0-9a-f]+}}, 4 bytes before argument 0 ({{.*}}a4.npy) (16 bytes) in tile block (0, 0, 0)

// A pointer moved by one byte (through ptr<i8>) is misaligned for f32.
// RUN: not tile-run %s --entry misaligned %t/a4.npy 2>&1 | FileCheck %s --check-prefix=MIS
// MIS: 'cuda_tile.load_ptr_tko' out-of-bounds load of element [0]: misaligned 4-byte access at byte 1 of argument 0 ({{.*}}a4.npy) (16 bytes) in tile block (0, 0, 0)

// alloca: write a tile, read it back reversed through other pointers.
// RUN: tile-run %s --entry alloca_rw %t/a4.npy zeros:4 -o %t/al
// RUN: %python %testlib/npytool.py --arg %t/a4.npy expect %t/al/arg1.npy "a0[::-1] * 2"
// Reading past the end of an alloca is an error too.
// RUN: not tile-run %s --entry alloca_oob 2>&1 | FileCheck %s --check-prefix=ALOOB
// ALOOB: 'cuda_tile.load_ptr_tko' out-of-bounds load of element [4]: address 0x{{[0-9a-f]+}}, 0 bytes past the end of alloca (16 bytes)

// Globals: @g = [1, 2, 3, 4] is read, incremented by 10 in place and read
// again; the constant @c = [7, 8] is readable.
// RUN: tile-run %s --entry globals zeros:10 -o %t/gl
// RUN: %python %testlib/npytool.py expect %t/gl/arg0.npy "[1, 2, 3, 4, 11, 12, 13, 14, 7, 8]"
// RUN: not tile-run %s --entry store_constant 2>&1 | FileCheck %s --check-prefix=CONST
// CONST: error: 'cuda_tile.store_ptr_tko' store into global @c (constant) at element [1] in tile block (0, 0, 0)

// ptr_to_ptr reinterprets the f32 buffer as i32: the bit patterns.
// RUN: tile-run %s --entry ptr_cast %t/a4.npy zeros:4 -o %t/pc
// RUN: %python %testlib/npytool.py --arg %t/a4.npy expect %t/pc/arg1.npy "a0.view(np.int32)"

cuda_tile.module @pointers {
  global @g <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
  global private constant @c alignment = 16 <i32: [7, 8]> : tile<2xi32>

  entry @masked_load(%a: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %i = iota : tile<8xi32>
    %ra = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %pa = offset %ba, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %m = constant <i1: [true, false, true, false, true, true, false, true]> : tile<8xi1>
    %pad = constant <f32: [100.0, 101.0, 102.0, 103.0, 104.0, 105.0, 106.0, 107.0]> : tile<8xf32>
    %v, %t0 = load_ptr_tko weak %pa, %m, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %w, %t1 = load_ptr_tko weak %pa, %m : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %po = offset %bo, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %c8 = constant <i32: 8> : tile<8xi32>
    %i8 = addi %i, %c8 : tile<8xi32>
    %po2 = offset %bo, %i8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %s0 = store_ptr_tko weak %po, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    %s1 = store_ptr_tko weak %po2, %w : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @masked_oob(%a: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    // Lanes 4..7 point past the end of the 4-element %a but are masked off.
    %i = iota : tile<8xi32>
    %ra = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %pa = offset %ba, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %c4 = constant <i32: 4> : tile<8xi32>
    %m = cmpi less_than %i, %c4, signed : tile<8xi32> -> tile<8xi1>
    %pad = constant <f32: 9.0> : tile<8xf32>
    %v, %t0 = load_ptr_tko weak %pa, %m, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %po = offset %bo, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %s0 = store_ptr_tko weak %po, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @masked_store(%a: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    // Stores a = [10, 20, 30, 40] to out[0..3] under mask [1, 0, 1, 0], then
    // a second store to out[100..103] (outside) with every lane masked off.
    %i = iota : tile<4xi32>
    %ra = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pa = offset %ba, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %v, %t0 = load_ptr_tko weak %pa : tile<4xptr<f32>> -> tile<4xf32>, token
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %po = offset %bo, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    %s0 = store_ptr_tko weak %po, %v, %m : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    %c100 = constant <i32: 100> : tile<4xi32>
    %far = offset %po, %c100 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %none = constant <i1: false> : tile<4xi1>
    %s1 = store_ptr_tko weak %far, %v, %none : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    return
  }

  entry @orderings(%a: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    // out[4k + j] = a[j] + k, with loads weak/relaxed/acquire and stores
    // weak/relaxed/release at several scopes.
    %i = iota : tile<4xi32>
    %ra = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pa = offset %ba, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p0 = offset %bo, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %c4 = constant <i32: 4> : tile<4xi32>
    %p1 = offset %p0, %c4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %p2 = offset %p1, %c4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %p3 = offset %p2, %c4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %one = constant <f32: 1.0> : tile<4xf32>
    %v0, %t0 = load_ptr_tko weak %pa : tile<4xptr<f32>> -> tile<4xf32>, token
    %v1, %t1 = load_ptr_tko relaxed device %pa : tile<4xptr<f32>> -> tile<4xf32>, token
    %v2, %t2 = load_ptr_tko acquire sys %pa : tile<4xptr<f32>> -> tile<4xf32>, token
    %v3, %t3 = load_ptr_tko relaxed tl_blk %pa : tile<4xptr<f32>> -> tile<4xf32>, token
    %w1 = addf %v1, %one : tile<4xf32>
    %w2a = addf %v2, %one : tile<4xf32>
    %w2 = addf %w2a, %one : tile<4xf32>
    %w3a = addf %v3, %one : tile<4xf32>
    %w3b = addf %w3a, %one : tile<4xf32>
    %w3 = addf %w3b, %one : tile<4xf32>
    %s0 = store_ptr_tko weak %p0, %v0 : tile<4xptr<f32>>, tile<4xf32> -> token
    %s1 = store_ptr_tko relaxed device %p1, %w1 : tile<4xptr<f32>>, tile<4xf32> -> token
    %s2 = store_ptr_tko release sys %p2, %w2 : tile<4xptr<f32>>, tile<4xf32> -> token
    %s3 = store_ptr_tko release tl_blk %p3, %w3 : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

  entry @oob_load(%a: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %i = iota : tile<8xi32>
    %ra = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %pa = offset %ba, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    // Lanes 0..3 and 5 are enabled: lane 4 is masked off, lane 5 is outside.
    %m = constant <i1: [true, true, true, true, false, true, true, true]> : tile<8xi1>
    // OOBL: tile-run: error: {{.*}}pointers.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'cuda_tile.load_ptr_tko' out-of-bounds load of element [5]: address 0x{{[0-9a-f]+}}, 4 bytes past the end of argument 0 ({{.*}}a4.npy) (16 bytes) in tile block (0, 0, 0)
    %v, %t0 = load_ptr_tko weak %pa, %m : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %po = offset %bo, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %s0 = store_ptr_tko weak %po, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }

  entry @oob_store(%out: tile<ptr<f32>>) {
    // Block b writes elements 4b .. 4b+3.
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %base = muli %bid, %c4 : tile<i32>
    %rb = reshape %base : tile<i32> -> tile<1xi32>
    %bb = broadcast %rb : tile<1xi32> -> tile<4xi32>
    %i = iota : tile<4xi32>
    %idx = addi %bb, %i : tile<4xi32>
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %po = offset %bo, %idx : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %v = constant <f32: 1.0> : tile<4xf32>
    %s0 = store_ptr_tko weak %po, %v : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

  entry @before_start(%a: tile<ptr<f32>>) {
    %m1 = constant <i32: -1> : tile<i32>
    %p = offset %a, %m1 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %v, %t0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    return
  }

  entry @misaligned(%a: tile<ptr<f32>>) {
    %b = ptr_to_ptr %a : tile<ptr<f32>> -> tile<ptr<i8>>
    %one = constant <i32: 1> : tile<i32>
    %b1 = offset %b, %one : tile<ptr<i8>>, tile<i32> -> tile<ptr<i8>>
    %p = ptr_to_ptr %b1 : tile<ptr<i8>> -> tile<ptr<f32>>
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %v, %t0 = load_ptr_tko weak %r : tile<1xptr<f32>> -> tile<1xf32>, token
    return
  }

  entry @alloca_rw(%a: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    // tmp[j] = 2 a[j]; out[j] = tmp[3 - j].
    %i = iota : tile<4xi32>
    %ra = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ba = broadcast %ra : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pa = offset %ba, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %v, %t0 = load_ptr_tko weak %pa : tile<4xptr<f32>> -> tile<4xf32>, token
    %v2 = addf %v, %v : tile<4xf32>
    %tmp = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>
    %rt = reshape %tmp : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bt = broadcast %rt : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pt = offset %bt, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %s0 = store_ptr_tko weak %pt, %v2 : tile<4xptr<f32>>, tile<4xf32> -> token
    %rev = constant <i32: [3, 2, 1, 0]> : tile<4xi32>
    %pr = offset %bt, %rev : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %w, %t1 = load_ptr_tko weak %pr token=%s0 : tile<4xptr<f32>> -> tile<4xf32>, token
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %po = offset %bo, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %s1 = store_ptr_tko weak %po, %w : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

  entry @alloca_oob() {
    %tmp = alloca num_elem = 4, alignment = 4 global : tile<ptr<f32>>
    %i = iota : tile<8xi32>
    %rt = reshape %tmp : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bt = broadcast %rt : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %pt = offset %bt, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %w, %t1 = load_ptr_tko weak %pt : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }

  entry @globals(%out: tile<ptr<f32>>) {
    %i = iota : tile<4xi32>
    %g = get_global @g : tile<ptr<f32>>
    %rg = reshape %g : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bg = broadcast %rg : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pg = offset %bg, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %v, %t0 = load_ptr_tko weak %pg : tile<4xptr<f32>> -> tile<4xf32>, token
    %ten = constant <f32: 10.0> : tile<4xf32>
    %v10 = addf %v, %ten : tile<4xf32>
    %s0 = store_ptr_tko weak %pg, %v10 : tile<4xptr<f32>>, tile<4xf32> -> token
    %w, %t1 = load_ptr_tko weak %pg token=%s0 : tile<4xptr<f32>> -> tile<4xf32>, token
    %c = get_global @c : tile<ptr<i32>>
    %j = iota : tile<2xi32>
    %rc = reshape %c : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bc = broadcast %rc : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %pc = offset %bc, %j : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %cv, %t2 = load_ptr_tko weak %pc : tile<2xptr<i32>> -> tile<2xi32>, token
    %cf = itof %cv signed : tile<2xi32> -> tile<2xf32>
    %ro = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo = broadcast %ro : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %po = offset %bo, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %c4 = constant <i32: 4> : tile<4xi32>
    %po1 = offset %po, %c4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %ro2 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bo2 = broadcast %ro2 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %c8 = constant <i32: 8> : tile<2xi32>
    %j8 = addi %j, %c8 : tile<2xi32>
    %po2 = offset %bo2, %j8 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %s1 = store_ptr_tko weak %po, %v : tile<4xptr<f32>>, tile<4xf32> -> token
    %s2 = store_ptr_tko weak %po1, %w : tile<4xptr<f32>>, tile<4xf32> -> token
    %s3 = store_ptr_tko weak %po2, %cf : tile<2xptr<f32>>, tile<2xf32> -> token
    return
  }

  entry @store_constant() {
    // Lane 0 is masked off, so lane 1 is the first store into @c.
    %c = get_global @c : tile<ptr<i32>>
    %j = iota : tile<2xi32>
    %rc = reshape %c : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bc = broadcast %rc : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %pc = offset %bc, %j : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %m = constant <i1: [false, true]> : tile<2xi1>
    %s = store_ptr_tko weak %pc, %j, %m : tile<2xptr<i32>>, tile<2xi32>, tile<2xi1> -> token
    return
  }

  entry @ptr_cast(%a: tile<ptr<f32>>, %out: tile<ptr<i32>>) {
    %i = iota : tile<4xi32>
    %ai = ptr_to_ptr %a : tile<ptr<f32>> -> tile<ptr<i32>>
    %ra = reshape %ai : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ba = broadcast %ra : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pa = offset %ba, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v, %t0 = load_ptr_tko weak %pa : tile<4xptr<i32>> -> tile<4xi32>, token
    %ro = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %po = offset %bo, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s0 = store_ptr_tko weak %po, %v : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }
}
