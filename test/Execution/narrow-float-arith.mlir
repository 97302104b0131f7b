// addf, subf, mulf, divf (nearest even) and cmpf on f16 and bf16 over broad
// inputs: lhs runs through every 4th bit pattern of the format (16384 values:
// zeros, subnormals, normals, infinities, NaNs of both signs), rhs is a fixed
// random permutation of the same values. Expected results come from fpref's
// exact integer arithmetic, rounded once (the JIT computes these ops in f32
// and rounds again, which the execution harness compares with the
// interpreter byte for byte).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/fpref.py \
// RUN:   --define "A=list(range(0, 65536, 4))" \
// RUN:   --define "B=list(np.random.RandomState(7).permutation(A))" \
// RUN:   make %t/h-a.npy f16 A make %t/h-b.npy f16 B make %t/b-a.npy bf16 A make %t/b-b.npy bf16 B
// RUN: tile-run %s --entry arith_f16 --grid 16 %t/h-a.npy %t/h-b.npy zeros:65536 zeros:16384 -o %t/h
// RUN: tile-run %s --entry arith_bf16 --grid 16 %t/b-a.npy %t/b-b.npy zeros:65536 zeros:16384 -o %t/b
// RUN: %python %testlib/fpref.py \
// RUN:   --let x=%t/h-a.npy --let y=%t/h-b.npy \
// RUN:   check f16 %t/h/arg2.npy@0:16384 "arith('add', 'f16', 'rn', x, y)" \
// RUN:   check f16 %t/h/arg2.npy@16384:32768 "arith('sub', 'f16', 'rn', x, y)" \
// RUN:   check f16 %t/h/arg2.npy@32768:49152 "arith('mul', 'f16', 'rn', x, y)" \
// RUN:   check f16 %t/h/arg2.npy@49152:65536 "arith('div', 'f16', 'rn', x, y)" \
// RUN:   same %t/h/arg3.npy "(np.array(dec(x, 'f16')) < np.array(dec(y, 'f16'))).astype(np.int8)" \
// RUN:   --let x=%t/b-a.npy --let y=%t/b-b.npy \
// RUN:   check bf16 %t/b/arg2.npy@0:16384 "arith('add', 'bf16', 'rn', x, y)" \
// RUN:   check bf16 %t/b/arg2.npy@16384:32768 "arith('sub', 'bf16', 'rn', x, y)" \
// RUN:   check bf16 %t/b/arg2.npy@32768:49152 "arith('mul', 'bf16', 'rn', x, y)" \
// RUN:   check bf16 %t/b/arg2.npy@49152:65536 "arith('div', 'bf16', 'rn', x, y)" \
// RUN:   same %t/b/arg3.npy "(np.array(dec(x, 'bf16')) < np.array(dec(y, 'bf16'))).astype(np.int8)"

cuda_tile.module @m {
  entry @arith_f16(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %o: tile<ptr<f16>>, %lt: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %n = constant <i32: 1024> : tile<i32>
    %base = muli %bx, %n : tile<i32>
    %ta = make_tensor_view %a, shape = [16384], strides = [1] : tensor_view<16384xf16, strides=[1]>
    %tb = make_tensor_view %b, shape = [16384], strides = [1] : tensor_view<16384xf16, strides=[1]>
    %to = make_tensor_view %o, shape = [4, 16384], strides = [16384, 1] : tensor_view<4x16384xf16, strides=[16384,1]>
    %tl = make_tensor_view %lt, shape = [16384], strides = [1] : tensor_view<16384xi8, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(1024), tensor_view<16384xf16, strides=[1]>>
    %vb = make_partition_view %tb : partition_view<tile=(1024), tensor_view<16384xf16, strides=[1]>>
    %vo = make_partition_view %to : partition_view<tile=(1x1024), tensor_view<4x16384xf16, strides=[16384,1]>>
    %vl = make_partition_view %tl : partition_view<tile=(1024), tensor_view<16384xi8, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%bx] : partition_view<tile=(1024), tensor_view<16384xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %y, %t1 = load_view_tko weak %vb[%bx] : partition_view<tile=(1024), tensor_view<16384xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %s = addf %x, %y rounding<nearest_even> : tile<1024xf16>
    %d = subf %x, %y rounding<nearest_even> : tile<1024xf16>
    %p = mulf %x, %y rounding<nearest_even> : tile<1024xf16>
    %q = divf %x, %y rounding<nearest_even> : tile<1024xf16>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %s2 = reshape %s : tile<1024xf16> -> tile<1x1024xf16>
    %d2 = reshape %d : tile<1024xf16> -> tile<1x1024xf16>
    %p2 = reshape %p : tile<1024xf16> -> tile<1x1024xf16>
    %q2 = reshape %q : tile<1024xf16> -> tile<1x1024xf16>
    %u0 = store_view_tko weak %s2, %vo[%c0, %bx] : tile<1x1024xf16>, partition_view<tile=(1x1024), tensor_view<4x16384xf16, strides=[16384,1]>>, tile<i32> -> token
    %u1 = store_view_tko weak %d2, %vo[%c1, %bx] : tile<1x1024xf16>, partition_view<tile=(1x1024), tensor_view<4x16384xf16, strides=[16384,1]>>, tile<i32> -> token
    %u2 = store_view_tko weak %p2, %vo[%c2, %bx] : tile<1x1024xf16>, partition_view<tile=(1x1024), tensor_view<4x16384xf16, strides=[16384,1]>>, tile<i32> -> token
    %u3 = store_view_tko weak %q2, %vo[%c3, %bx] : tile<1x1024xf16>, partition_view<tile=(1x1024), tensor_view<4x16384xf16, strides=[16384,1]>>, tile<i32> -> token
    %less = cmpf less_than ordered %x, %y : tile<1024xf16> -> tile<1024xi1>
    %l8 = exti %less unsigned : tile<1024xi1> -> tile<1024xi8>
    %u4 = store_view_tko weak %l8, %vl[%bx] : tile<1024xi8>, partition_view<tile=(1024), tensor_view<16384xi8, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @arith_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %o: tile<ptr<bf16>>, %lt: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %n = constant <i32: 1024> : tile<i32>
    %base = muli %bx, %n : tile<i32>
    %ta = make_tensor_view %a, shape = [16384], strides = [1] : tensor_view<16384xbf16, strides=[1]>
    %tb = make_tensor_view %b, shape = [16384], strides = [1] : tensor_view<16384xbf16, strides=[1]>
    %to = make_tensor_view %o, shape = [4, 16384], strides = [16384, 1] : tensor_view<4x16384xbf16, strides=[16384,1]>
    %tl = make_tensor_view %lt, shape = [16384], strides = [1] : tensor_view<16384xi8, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(1024), tensor_view<16384xbf16, strides=[1]>>
    %vb = make_partition_view %tb : partition_view<tile=(1024), tensor_view<16384xbf16, strides=[1]>>
    %vo = make_partition_view %to : partition_view<tile=(1x1024), tensor_view<4x16384xbf16, strides=[16384,1]>>
    %vl = make_partition_view %tl : partition_view<tile=(1024), tensor_view<16384xi8, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%bx] : partition_view<tile=(1024), tensor_view<16384xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %y, %t1 = load_view_tko weak %vb[%bx] : partition_view<tile=(1024), tensor_view<16384xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %s = addf %x, %y rounding<nearest_even> : tile<1024xbf16>
    %d = subf %x, %y rounding<nearest_even> : tile<1024xbf16>
    %p = mulf %x, %y rounding<nearest_even> : tile<1024xbf16>
    %q = divf %x, %y rounding<nearest_even> : tile<1024xbf16>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %s2 = reshape %s : tile<1024xbf16> -> tile<1x1024xbf16>
    %d2 = reshape %d : tile<1024xbf16> -> tile<1x1024xbf16>
    %p2 = reshape %p : tile<1024xbf16> -> tile<1x1024xbf16>
    %q2 = reshape %q : tile<1024xbf16> -> tile<1x1024xbf16>
    %u0 = store_view_tko weak %s2, %vo[%c0, %bx] : tile<1x1024xbf16>, partition_view<tile=(1x1024), tensor_view<4x16384xbf16, strides=[16384,1]>>, tile<i32> -> token
    %u1 = store_view_tko weak %d2, %vo[%c1, %bx] : tile<1x1024xbf16>, partition_view<tile=(1x1024), tensor_view<4x16384xbf16, strides=[16384,1]>>, tile<i32> -> token
    %u2 = store_view_tko weak %p2, %vo[%c2, %bx] : tile<1x1024xbf16>, partition_view<tile=(1x1024), tensor_view<4x16384xbf16, strides=[16384,1]>>, tile<i32> -> token
    %u3 = store_view_tko weak %q2, %vo[%c3, %bx] : tile<1x1024xbf16>, partition_view<tile=(1x1024), tensor_view<4x16384xbf16, strides=[16384,1]>>, tile<i32> -> token
    %less = cmpf less_than ordered %x, %y : tile<1024xbf16> -> tile<1024xi1>
    %l8 = exti %less unsigned : tile<1024xi1> -> tile<1024xi8>
    %u4 = store_view_tko weak %l8, %vl[%bx] : tile<1024xi8>, partition_view<tile=(1024), tensor_view<16384xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
