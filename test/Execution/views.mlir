// Tensor views and tile views: make_tensor_view (static and dynamic shape and
// strides), tensor_view entry parameters bound from 2-D .npy files,
// get_tensor_shape, get_index_space_shape, load_view_tko / store_view_tko
// through partition views (padding values, edge tiles), dim_map, strided
// views and gather/scatter views. Expected values are numpy expressions over
// the inputs.
//
// Index semantics (types-attrs.md §1.3 and the public spec): a partition
// view's index (i, j) names the tile whose element (a, b) is tensor element
// (i * tile0 + a, j * tile1 + b) along the dimensions dim_map picks; its index
// space is ceildiv(tensor extent, tile extent), partial edge tiles included. A
// strided view's tile (i, j) starts at (i * traversal0, j * traversal1), and
// its index space counts the tile starts inside the tensor: ceildiv(extent,
// traversal). A gather/scatter view takes, at sparse_dim, a 1-D tile of
// tensor rows (each row picked individually), and partition-style tile
// indices elsewhere. Out-of-bounds elements load the padding value (0 when
// the view has none: TileKit's choice for the unspecified value) and are not
// stored.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np, sys; d = sys.argv[1]; \
// RUN:   np.save(d + '/A.npy', np.float32(np.arange(30).reshape(5, 6) * 0.5 + 1)); \
// RUN:   np.save(d + '/B.npy', np.float32(np.arange(48).reshape(6, 8) + 100)); \
// RUN:   np.save(d + '/minus1.npy', np.float32([-1.0] * 48)); \
// RUN:   np.save(d + '/T.npy', np.float32(np.arange(32).reshape(4, 8) - 7.5)); \
// RUN:   np.save(d + '/grows.npy', np.int32([4, -1, 7, 2])); \
// RUN:   np.save(d + '/srows.npy', np.int32([3, -1, 1, 5]))" %t

// get_tensor_shape of a dynamic tensor_view parameter bound from A (5x6);
// index spaces: partition 2x4 -> [ceil(5/2), ceil(6/4)] = [3, 2];
// partition 4x2 with dim_map=[1, 0] -> [ceil(6/4), ceil(5/2)] = [2, 3];
// strided 2x4, traversal [1, 3] -> [ceil(5/1), ceil(6/3)] = [5, 2];
// strided 2x4, traversal [3, 5], dim_map=[1, 0] -> [ceil(6/3), ceil(5/5)] = [2, 1].
// RUN: tile-run %s --entry shapes %t/A.npy zeros:2 zeros:8 -o %t/sh
// RUN: %python %testlib/npytool.py expect %t/sh/arg1.npy "[5, 6]"
// RUN: %python %testlib/npytool.py expect %t/sh/arg2.npy "[3, 2, 2, 3, 5, 2, 2, 1]"

// Edge tiles of a 2x4 partition of A (5x6) over a 3x2 grid, copied into 6x8
// outputs, once per padding value: none (0), zero, neg_zero, nan, pos_inf,
// neg_inf. The padded element count differs per value, so each case fails
// on its own if wrong (-0.0 is compared bit-exactly).
// RUN: tile-run %s --entry pad_load --grid 3,2 %t/A.npy zeros:288 -o %t/pl
// RUN: %python %testlib/npytool.py --arg %t/A.npy expect %t/pl/arg1.npy \
// RUN:   "np.stack([np.where(np.pad(np.ones((5, 6), bool), ((0, 1), (0, 2))), np.pad(a0, ((0, 1), (0, 2))), np.float32(v)) for v in [0.0, 0.0, -0.0, np.nan, np.inf, -np.inf]]).ravel()"

// Stores of full 2x4 tiles of B into a 5x6 view (dynamic shape and row
// stride 8) of a 6x8 buffer of -1: lanes outside the view are not written.
// RUN: tile-run %s --entry dyn_store --grid 3,2 %t/B.npy %t/minus1.npy 5 6 8 -o %t/ds
// RUN: %python %testlib/npytool.py --arg %t/B.npy expect %t/ds/arg1.npy \
// RUN:   "np.where(np.pad(np.ones((5, 6), bool), ((0, 1), (0, 2))), a0, -1).ravel()"

// dim_map=[1, 0] with a 4x2 tile at (i, j) reads A^T: it equals the 2x4
// identity load at (j, i) followed by permute [1, 0]. Both go to 8x6 outputs.
// RUN: tile-run %s --entry transposed --grid 2,3 %t/A.npy zeros:96 -o %t/tr
// RUN: %python %testlib/npytool.py --arg %t/A.npy expect %t/tr/arg1.npy \
// RUN:   "np.concatenate([np.where(np.pad(np.ones((5, 6), bool), ((0, 1), (0, 2))), np.pad(a0, ((0, 1), (0, 2))), np.float32(np.nan)).T.ravel()] * 2)"

// Strided view of A with 2x4 tiles every [1, 2] elements (overlapping): tile
// (i, j) is A[i:i+2, 2j:2j+4], zero padded; the 5x3 tiles are laid out in a
// 10x12 output.
// RUN: tile-run %s --entry strided --grid 5,3 %t/A.npy zeros:120 -o %t/st
// RUN: %python %testlib/npytool.py --arg %t/A.npy expect %t/st/arg1.npy \
// RUN:   "np.block([[np.pad(a0, ((0, 1), (0, 2)))[i:i+2, 2*j:2*j+4] for j in range(3)] for i in range(5)]).ravel()"

// Gather rows [4, -1, 7, 2] of A (tile 4x4, column tiles 0 and 1): rows -1
// and 7 are outside, like columns 6 and 7, and read neg_inf.
// RUN: tile-run %s --entry gather --grid 2 %t/A.npy %t/grows.npy zeros:32 -o %t/ga
// RUN: %python %testlib/npytool.py --arg %t/A.npy --arg %t/grows.npy expect %t/ga/arg2.npy \
// RUN:   "np.array([[a0[r, c] if 0 <= r < 5 and c < 6 else -np.inf for c in range(8)] for r in a1], np.float32).ravel()"

// Scatter the rows of T (4x8) to rows [3, -1, 1, 5] of a zeroed 5x6 output:
// rows -1 and 5 and columns 6, 7 are skipped.
// RUN: tile-run %s --entry scatter --grid 2 %t/T.npy %t/srows.npy zeros:30 -o %t/sc
// RUN: %python %testlib/npytool.py --arg %t/T.npy --arg %t/srows.npy expect %t/sc/arg2.npy \
// RUN:   "np.array([[sum(a0[k, c] for k in range(4) if a1[k] == r) for c in range(6)] for r in range(5)], np.float32).ravel()"

cuda_tile.module @views {
  entry @shapes(%V: tensor_view<?x?xf32, strides=[?,1]>, %o64: tile<ptr<i64>>, %o32: tile<ptr<i32>>) {
    %d:2 = get_tensor_shape %V : tensor_view<?x?xf32, strides=[?,1]> -> tile<i64>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %p64_1 = offset %o64, %c1 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %s0 = store_ptr_tko weak %o64, %d#0 : tile<ptr<i64>>, tile<i64> -> token
    %s1 = store_ptr_tko weak %p64_1, %d#1 : tile<ptr<i64>>, tile<i64> -> token
    %pv = make_partition_view %V : partition_view<tile=(2x4), tensor_view<?x?xf32, strides=[?,1]>>
    %ptv = make_partition_view %V : partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %sv = make_strided_view %V : strided_view<tile=(2x4), traversal_strides=[1,3], tensor_view<?x?xf32, strides=[?,1]>>
    %stv = make_strided_view %V : strided_view<tile=(2x4), traversal_strides=[3,5], tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %a:2 = get_index_space_shape %pv : partition_view<tile=(2x4), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %b:2 = get_index_space_shape %ptv : partition_view<tile=(4x2), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
    %c:2 = get_index_space_shape %sv : strided_view<tile=(2x4), traversal_strides=[1,3], tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %e:2 = get_index_space_shape %stv : strided_view<tile=(2x4), traversal_strides=[3,5], tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
    %r0 = reshape %a#0 : tile<i32> -> tile<1xi32>
    %r1 = reshape %a#1 : tile<i32> -> tile<1xi32>
    %r2 = reshape %b#0 : tile<i32> -> tile<1xi32>
    %r3 = reshape %b#1 : tile<i32> -> tile<1xi32>
    %r4 = reshape %c#0 : tile<i32> -> tile<1xi32>
    %r5 = reshape %c#1 : tile<i32> -> tile<1xi32>
    %r6 = reshape %e#0 : tile<i32> -> tile<1xi32>
    %r7 = reshape %e#1 : tile<i32> -> tile<1xi32>
    %q0 = cat %r0, %r1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q1 = cat %r2, %r3 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q2 = cat %r4, %r5 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q3 = cat %r6, %r7 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %h0 = cat %q0, %q1 dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %h1 = cat %q2, %q3 dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %all = cat %h0, %h1 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %i = iota : tile<8xi32>
    %ro = reshape %o32 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %po = offset %bo, %i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %s2 = store_ptr_tko weak %po, %all : tile<8xptr<i32>>, tile<8xi32> -> token
    return
  }

  entry @pad_load(%A: tensor_view<5x6xf32, strides=[6,1]>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %base0 = offset %out, %c0 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %ot0 = make_tensor_view %base0, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %op0 = make_partition_view %ot0 : partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>
    %pv0 = make_partition_view %A : partition_view<tile=(2x4), tensor_view<5x6xf32, strides=[6,1]>>
    %t0, %k0 = load_view_tko weak %pv0[%bx, %by] : partition_view<tile=(2x4), tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    %s0 = store_view_tko weak %t0, %op0[%bx, %by] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>, tile<i32> -> token
    %c1 = constant <i32: 48> : tile<i32>
    %base1 = offset %out, %c1 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %ot1 = make_tensor_view %base1, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %op1 = make_partition_view %ot1 : partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>
    %pv1 = make_partition_view %A : partition_view<tile=(2x4), padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>>
    %t1, %k1 = load_view_tko weak %pv1[%bx, %by] : partition_view<tile=(2x4), padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    %s1 = store_view_tko weak %t1, %op1[%bx, %by] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>, tile<i32> -> token
    %c2 = constant <i32: 96> : tile<i32>
    %base2 = offset %out, %c2 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %ot2 = make_tensor_view %base2, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %op2 = make_partition_view %ot2 : partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>
    %pv2 = make_partition_view %A : partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<5x6xf32, strides=[6,1]>>
    %t2, %k2 = load_view_tko weak %pv2[%bx, %by] : partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    %s2 = store_view_tko weak %t2, %op2[%bx, %by] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>, tile<i32> -> token
    %c3 = constant <i32: 144> : tile<i32>
    %base3 = offset %out, %c3 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %ot3 = make_tensor_view %base3, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %op3 = make_partition_view %ot3 : partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>
    %pv3 = make_partition_view %A : partition_view<tile=(2x4), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>>
    %t3, %k3 = load_view_tko weak %pv3[%bx, %by] : partition_view<tile=(2x4), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    %s3 = store_view_tko weak %t3, %op3[%bx, %by] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>, tile<i32> -> token
    %c4 = constant <i32: 192> : tile<i32>
    %base4 = offset %out, %c4 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %ot4 = make_tensor_view %base4, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %op4 = make_partition_view %ot4 : partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>
    %pv4 = make_partition_view %A : partition_view<tile=(2x4), padding_value = pos_inf, tensor_view<5x6xf32, strides=[6,1]>>
    %t4, %k4 = load_view_tko weak %pv4[%bx, %by] : partition_view<tile=(2x4), padding_value = pos_inf, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    %s4 = store_view_tko weak %t4, %op4[%bx, %by] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>, tile<i32> -> token
    %c5 = constant <i32: 240> : tile<i32>
    %base5 = offset %out, %c5 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %ot5 = make_tensor_view %base5, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %op5 = make_partition_view %ot5 : partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>
    %pv5 = make_partition_view %A : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<5x6xf32, strides=[6,1]>>
    %t5, %k5 = load_view_tko weak %pv5[%bx, %by] : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    %s5 = store_view_tko weak %t5, %op5[%bx, %by] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>, tile<i32> -> token
    return
  }

  entry @dyn_store(%B: tile<ptr<f32>>, %out: tile<ptr<f32>>, %n: tile<i32>, %m: tile<i32>, %ld: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %bt = make_tensor_view %B, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %bp = make_partition_view %bt : partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>
    %t, %k = load_view_tko weak %bp[%bx, %by] : partition_view<tile=(2x4), tensor_view<6x8xf32, strides=[8,1]>>, tile<i32> -> tile<2x4xf32>, token
    %ot = make_tensor_view %out, shape = [%n, %m], strides = [%ld, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %op = make_partition_view %ot : partition_view<tile=(2x4), tensor_view<?x?xf32, strides=[?,1]>>
    %s = store_view_tko weak %t, %op[%bx, %by] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @transposed(%A: tensor_view<5x6xf32, strides=[6,1]>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %pvt = make_partition_view %A : partition_view<tile=(4x2), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>, dim_map=[1, 0]>
    %t, %k0 = load_view_tko weak %pvt[%bx, %by] : partition_view<tile=(4x2), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %pvi = make_partition_view %A : partition_view<tile=(2x4), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>>
    %u, %k1 = load_view_tko weak %pvi[%by, %bx] : partition_view<tile=(2x4), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    %ut = permute %u [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
    %c48 = constant <i32: 48> : tile<i32>
    %out1 = offset %out, %c48 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %o0 = make_tensor_view %out, shape = [8, 6], strides = [6, 1] : tensor_view<8x6xf32, strides=[6,1]>
    %o1 = make_tensor_view %out1, shape = [8, 6], strides = [6, 1] : tensor_view<8x6xf32, strides=[6,1]>
    %op0 = make_partition_view %o0 : partition_view<tile=(4x2), tensor_view<8x6xf32, strides=[6,1]>>
    %op1 = make_partition_view %o1 : partition_view<tile=(4x2), tensor_view<8x6xf32, strides=[6,1]>>
    %s0 = store_view_tko weak %t, %op0[%bx, %by] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<8x6xf32, strides=[6,1]>>, tile<i32> -> token
    %s1 = store_view_tko weak %ut, %op1[%bx, %by] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<8x6xf32, strides=[6,1]>>, tile<i32> -> token
    return
  }

  entry @strided(%A: tensor_view<5x6xf32, strides=[6,1]>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %sv = make_strided_view %A : strided_view<tile=(2x4), traversal_strides=[1,2], padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>>
    %t, %k = load_view_tko weak %sv[%bx, %by] : strided_view<tile=(2x4), traversal_strides=[1,2], padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    %ot = make_tensor_view %out, shape = [10, 12], strides = [12, 1] : tensor_view<10x12xf32, strides=[12,1]>
    %op = make_partition_view %ot : partition_view<tile=(2x4), tensor_view<10x12xf32, strides=[12,1]>>
    %s = store_view_tko weak %t, %op[%bx, %by] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<10x12xf32, strides=[12,1]>>, tile<i32> -> token
    return
  }

  entry @gather(%A: tensor_view<5x6xf32, strides=[6,1]>, %rows: tile<ptr<i32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %i = iota : tile<4xi32>
    %rr = reshape %rows : tile<ptr<i32>> -> tile<1xptr<i32>>
    %br = broadcast %rr : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pr = offset %br, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %r, %k0 = load_ptr_tko weak %pr : tile<4xptr<i32>> -> tile<4xi32>, token
    %gv = make_gather_scatter_view %A : gather_scatter_view<tile=(4x4), padding_value = neg_inf, tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0>
    %t, %k1 = load_view_tko weak %gv[%r, %bx] : gather_scatter_view<tile=(4x4), padding_value = neg_inf, tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %ot = make_tensor_view %out, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf32, strides=[8,1]>
    %op = make_partition_view %ot : partition_view<tile=(4x4), tensor_view<4x8xf32, strides=[8,1]>>
    %s = store_view_tko weak %t, %op[%c0, %bx] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<4x8xf32, strides=[8,1]>>, tile<i32> -> token
    return
  }

  entry @scatter(%T: tile<ptr<f32>>, %rows: tile<ptr<i32>>, %out: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tt = make_tensor_view %T, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf32, strides=[8,1]>
    %tp = make_partition_view %tt : partition_view<tile=(4x4), tensor_view<4x8xf32, strides=[8,1]>>
    %t, %k0 = load_view_tko weak %tp[%c0, %bx] : partition_view<tile=(4x4), tensor_view<4x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
    %i = iota : tile<4xi32>
    %rr = reshape %rows : tile<ptr<i32>> -> tile<1xptr<i32>>
    %br = broadcast %rr : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %pr = offset %br, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %r, %k1 = load_ptr_tko weak %pr : tile<4xptr<i32>> -> tile<4xi32>, token
    %ot = make_tensor_view %out, shape = [5, 6], strides = [6, 1] : tensor_view<5x6xf32, strides=[6,1]>
    %sv = make_gather_scatter_view %ot : gather_scatter_view<tile=(4x4), tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0>
    %s = store_view_tko weak %t, %sv[%r, %bx] : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }
}
