// Inputs the tile-run fuzzer (fuzz/tile-run) found to crash tile-run or to
// hit undefined behaviour in it; each must now end with exit 0, or 1 with a
// located message.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %testlib/npytool.py make %t/b.npy int8 "np.arange(16)"

// A view stride of 2^62 + 1 over i8: the offsets of elements 1..3 do not fit
// in 64 bits. tile-run used to wrap them into wild addresses (segfault);
// such elements are now never accessed: the store leaves the buffer alone,
// and --check names the overflow.
// RUN: tile-run %s --entry wild_stride %t/b.npy 4611686018427387905 -o %t/w
// RUN: %python %testlib/npytool.py --arg %t/b.npy expect %t/w/arg0.npy "a0"
// RUN: not tile-run %s --entry wild_stride %t/b.npy 4611686018427387905 --check 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WILD
// WILD: error: 'cuda_tile.load_view_tko' --check: the tensor offset of an element of the tile does not fit in 64 bits in tile block (0, 0, 0)
// With stride 4 the same kernel copies elements 0, 4, 8, 12 onto 0, 1, 2, 3
// (the store goes through a second, unit-stride view).
// RUN: tile-run %s --entry wild_stride %t/b.npy 4 -o %t/s4
// RUN: %python %testlib/npytool.py --arg %t/b.npy expect %t/s4/arg0.npy \
// RUN:   "np.concatenate([a0[0:16:4], a0[4:]])"

// An index space near 2^63: ceil((2^63 - 1) / 16) = 2^59 (the old
// (extent + 15) / 16 overflowed, in both engines).
// RUN: tile-run %s --entry huge_space zeros:1 9223372036854775807 -o %t/h
// RUN: %python %testlib/npytool.py expect %t/h/arg0.npy "[2**59]"

// print_tko conversions with `*` or `$` would make printf read arguments
// that are not passed: a located error instead.
// RUN: not tile-run %s --entry star_width 7 2>&1 | FileCheck %s --check-prefix=STAR
// STAR: error: 'cuda_tile.print_tko' uses '*' or '$' in the conversion '%*d', which print_tko does not support
// RUN: not tile-run %s --entry dollar 7 2>&1 | FileCheck %s --check-prefix=DOLLAR
// DOLLAR: error: 'cuda_tile.print_tko' uses '*' or '$' in the conversion '%2$d', which print_tko does not support
// Integer conversions of NaN and of floats beyond the int64 range print 0
// and the saturated value (a C++ cast of them was undefined).
// RUN: tile-run %s --entry float_as_int nan 1e300 -1e300 | FileCheck %s --check-prefix=FINT
// FINT: 0 9223372036854775807 -9223372036854775808

// Blocks parked at synchronizing operations no longer pile up (each kept its
// 512 KiB fiber stack to the end: 20000 blocks took 10 GB of address space):
// above 1024 live blocks new ones start only every 64th turn. Every block
// still runs: 20000 blocks of 50 atomic adds on one thread = 1000000.
// RUN: tile-run %s --entry parking --grid 20000 --threads 1 zeros:1 -o %t/p
// RUN: %python %testlib/npytool.py expect %t/p/arg0.npy "[1000000]"

// `@K` binds the buffer of parameter K again. Binding looked the shared
// allocation up in the launch's memory map before it was sorted, so an alias
// failed at random with "partially overlaps another argument". Here c aliases
// a: byte 0 of a gets 7 (little-endian: a[0] = 7), a[1] gets 42.
// RUN: %python %testlib/npytool.py make %t/a64.npy int64 "np.zeros(1024)"
// RUN: %python %testlib/npytool.py make %t/f32.npy float32 "np.zeros(1024)"
// RUN: tile-run %s --entry alias %t/a64.npy %t/f32.npy @0 -o %t/al
// RUN: %python %testlib/npytool.py expect %t/al/arg0.npy "[7, 42] + [0] * 1022"
// RUN: tile-run %s --entry alias zeros:1024 %t/f32.npy @0 -o %t/al2
// RUN: %python %testlib/npytool.py expect %t/al2/arg0.npy "[7, 42] + [0] * 1022"

// A store a few elements past the end of one argument used to land, now
// and then, in another argument that the host allocator had placed right
// behind it (then nothing was reported). Buffers now sit between guard gaps
// that belong to no allocation.
// RUN: not tile-run %s --entry past_end zeros:4 zeros:4 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: error: 'cuda_tile.store_ptr_tko' out-of-bounds store: address 0x{{[0-9a-f]+}}, 8 bytes past the end of argument 0 (zeros:4) (16 bytes) in tile block (0, 0, 0)

// muli i64 under no_unsigned_wrap: the --check computed the exact product
// of the zero-extended operands in signed __int128, which (2^64-1)^2
// overflows (UBSan report). (2^32-1)^2 = 18446744065119617025 still fits.
// RUN: not tile-run %s --entry mul_nuw zeros:1 -1 --check 2>&1 | FileCheck %s --check-prefix=MUL
// MUL: error: 'cuda_tile.muli' --check: unsigned overflow under overflow<no_unsigned_wrap> at element [] (lhs 18446744073709551615, rhs 18446744073709551615, as unsigned bits)
// RUN: tile-run %s --entry mul_nuw zeros:1 4294967295 --check -o %t/mul
// RUN: %python %testlib/npytool.py expect %t/mul/arg0.npy "np.array([(2**32 - 1)**2], np.uint64).view(np.int64)"

cuda_tile.module @m {
  entry @mul_nuw(%arg0: tile<ptr<i64>>, %arg1: tile<i64>) {
    %m = muli %arg1, %arg1 overflow<no_unsigned_wrap> : tile<i64>
    %t = store_ptr_tko weak %arg0, %m : tile<ptr<i64>>, tile<i64> -> token
  }

  entry @past_end(%a: tile<ptr<i32>>, %b: tile<ptr<i32>>) {
    %six = constant <i32: 6> : tile<i32>
    %p = offset %a, %six : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t = store_ptr_tko weak %p, %six : tile<ptr<i32>>, tile<i32> -> token
  }

  entry @alias(%a: tile<ptr<i64>>, %b: tile<ptr<f32>>, %c: tile<ptr<i8>>) {
    %c7 = constant <i8: 7> : tile<i8>
    %t0 = store_ptr_tko weak %c, %c7 : tile<ptr<i8>>, tile<i8> -> token
    %one = constant <i32: 1> : tile<i32>
    %a1 = offset %a, %one : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>
    %c42 = constant <i64: 42> : tile<i64>
    %t1 = store_ptr_tko weak %a1, %c42 token=%t0 : tile<ptr<i64>>, tile<i64> -> token
  }

  entry @wild_stride(%arg0: tile<ptr<i8>>, %arg1: tile<i64>) {
    %c4 = constant <i64: 4> : tile<i64>
    %c1 = constant <i64: 1> : tile<i64>
    %tv = make_tensor_view %arg0, shape = [%c4], strides = [%arg1] : tile<i64> -> tensor_view<?xi8, strides=[?]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<4xi8>, token
    %big = cmpi greater_than %arg1, %c4, signed : tile<i64> -> tile<i1>
    // the overflowing store through the wild view
    if %big {
      %tk2 = store_view_tko weak %t, %pv[%c0] token=%tk : tile<4xi8>, partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
    } else {
      %tv1 = make_tensor_view %arg0, shape = [%c4], strides = [%c1] : tile<i64> -> tensor_view<?xi8, strides=[?]>
      %pv1 = make_partition_view %tv1 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>
      %tk3 = store_view_tko weak %t, %pv1[%c0] token=%tk : tile<4xi8>, partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
    }
  }

  entry @huge_space(%arg0: tile<ptr<i64>>, %arg1: tile<i64>) {
    %tv = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i64> -> tensor_view<?xi64, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<?xi64, strides=[1]>>
    %n = get_index_space_shape %pv : partition_view<tile=(16), tensor_view<?xi64, strides=[1]>> -> tile<i64>
    %t = store_ptr_tko weak %arg0, %n : tile<ptr<i64>>, tile<i64> -> token
  }

  entry @star_width(%arg0: tile<i32>) {
    %t = print_tko "%*d\0A", %arg0 : tile<i32> -> token
  }

  entry @dollar(%arg0: tile<i32>) {
    %t = print_tko "%2$d\0A", %arg0 : tile<i32> -> token
  }

  entry @float_as_int(%arg0: tile<f64>, %arg1: tile<f64>, %arg2: tile<f64>) {
    %t = print_tko "%d %d %d\0A", %arg0, %arg1, %arg2 : tile<f64>, tile<f64>, tile<f64> -> token
  }

  entry @parking(%arg0: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c50 = constant <i32: 50> : tile<i32>
    for %iv in (%c0 to %c50, step %c1) : tile<i32> {
      %r, %t = atomic_rmw_tko relaxed device %arg0, add, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    }
  }
}
