// Pointer accesses of 256 lanes whose addresses are affine in the lane
// (base + i * k, as cuTile Python and Triton build them from iota and
// broadcast scalars) and whose masks are prefixes of lanes (iota compared
// with a broadcast bound, and-ed with a flag for every lane): the JIT finds
// their range from lanes 0 and 1 and the count of active lanes instead of
// a pass over every lane (lib/Conversion/CudaTileToStandard/LaneForms.h).
// Both engines run every case (lib/tile-run-diff); expected values come
// from numpy: out[i] = 2 * src[start + i * k] for the active lanes i, -2
// (the padding doubled) for the others. Cases: every lane (the tile read in
// place), one lane short, none (bound 0, a negative signed bound, a false
// flag), a bound past the tile, a step of 2, a reversed row (k = -1), one
// address for every lane (k = 0), inclusive and unsigned bounds, the bound
// on the left (bound > iota), a masked store; the last active lane exactly
// at the end of the buffer (fits) and one past it (the interpreter's
// fault); addresses that wrap past 2^64 (the runtime's check reports the
// first bad lane). Triton's form: i32 offsets from iota (`@triton`), whose
// lanes are affine unless the offsets wrap at 32 bits before the sign
// extension: the last lane is checked, and offsets crossing 2^31 in the
// middle of the tile (lanes 100 and on, 16 GiB before the buffer) fault on
// both engines, or load nothing when masked off.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s --check-prefix=IR
// The range comes from lanes 0 and 1, with the 128-bit end address; a mask
// that is not a prefix keeps the pass over the lanes (min, max and or).
// IR-LABEL: func.func @prefix(
// IR-NOT: vector.reduction <minui>
// IR: arith.extui {{.*}} : i64 to i128
// IR: arith.muli {{.*}} : i128
// IR-LABEL: func.func @prefix_le_unsigned(
// IR-NOT: vector.reduction <minui>
// IR: arith.muli {{.*}} : i128
// IR-LABEL: func.func @not_prefix(
// IR: scf.for
// IR: vector.reduction <minui>
// IR-LABEL: func.func @triton(
// IR-NOT: vector.reduction <minui>
// IR: arith.muli {{.*}} : i128
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; d = '%t'; \
// RUN:   np.save(d + '/src.npy', (np.arange(600) * 0.25 - 7).astype(np.float32)); \
// RUN:   np.save(d + '/src300.npy', (np.arange(300) * 0.5 + 1).astype(np.float32))"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 0 1 256 1 -o %t/all
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/all/arg1.npy \
// RUN:   "np.array([2 * a0[0 + i * (1)] if i < 256 and 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 3 1 255 1 -o %t/short
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/short/arg1.npy \
// RUN:   "np.array([2 * a0[3 + i * (1)] if i < 255 and 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 10 1 0 1 -o %t/zero
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/zero/arg1.npy \
// RUN:   "np.array([2 * a0[10 + i * (1)] if i < 0 and 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 10 1 -5 1 -o %t/negative
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/negative/arg1.npy \
// RUN:   "np.array([2 * a0[10 + i * (1)] if i < -5 and 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 20 1 1000 1 -o %t/past
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/past/arg1.npy \
// RUN:   "np.array([2 * a0[20 + i * (1)] if i < 1000 and 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 0 1 256 0 -o %t/flag
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/flag/arg1.npy \
// RUN:   "np.array([2 * a0[0 + i * (1)] if i < 256 and 0 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 1 2 200 1 -o %t/stride2
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/stride2/arg1.npy \
// RUN:   "np.array([2 * a0[1 + i * (2)] if i < 200 and 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 300 -1 256 1 -o %t/reverse
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/reverse/arg1.npy \
// RUN:   "np.array([2 * a0[300 + i * (-1)] if i < 256 and 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src.npy zeros:256 7 0 100 1 -o %t/same
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/same/arg1.npy \
// RUN:   "np.array([2 * a0[7 + i * (0)] if i < 100 and 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix_le_unsigned %t/src.npy zeros:256 254 -o %t/le254
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/le254/arg1.npy \
// RUN:   "np.array([2 * a0[5 + i] if i < 255 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix_le_unsigned %t/src.npy zeros:256 255 -o %t/le255
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/le255/arg1.npy \
// RUN:   "np.array([2 * a0[5 + i] if i < 256 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix_le_unsigned %t/src.npy zeros:256 -1 -o %t/leall
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/leall/arg1.npy \
// RUN:   "np.array([2 * a0[5 + i] if i < 256 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix_le_unsigned %t/src.npy zeros:256 0 -o %t/le0
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/le0/arg1.npy \
// RUN:   "np.array([2 * a0[5 + i] if i < 1 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix_gt %t/src.npy zeros:256 100 -o %t/gt100
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/gt100/arg1.npy \
// RUN:   "np.array([2 * a0[i] if i < 100 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry prefix_gt %t/src.npy zeros:256 -3 -o %t/gtneg
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/gtneg/arg1.npy \
// RUN:   "np.array([2 * a0[i] if i < 0 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry not_prefix %t/src.npy zeros:256 -o %t/notprefix
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/notprefix/arg1.npy \
// RUN:   "np.array([2 * a0[i] if i > 3 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry store_prefix %t/src.npy zeros:300 100 -o %t/store100
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/store100/arg1.npy \
// RUN:   "np.array([a0[i - 9] if 9 <= i < 9 + 100 else 0 for i in range(300)], np.float32)"
// RUN: tile-run %s --entry store_prefix %t/src.npy zeros:300 256 -o %t/store256
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/store256/arg1.npy \
// RUN:   "np.array([a0[i - 9] if 9 <= i < 9 + 256 else 0 for i in range(300)], np.float32)"
// RUN: tile-run %s --entry store_prefix %t/src.npy zeros:300 -1 -o %t/storeneg
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/storeneg/arg1.npy \
// RUN:   "np.array([a0[i - 9] if 9 <= i < 9 + 0 else 0 for i in range(300)], np.float32)"
// RUN: tile-run %s --entry prefix %t/src300.npy zeros:256 45 1 255 1 -o %t/end
// RUN: %python %testlib/npytool.py --arg %t/src300.npy expect %t/end/arg1.npy \
// RUN:   "np.array([2 * a0[45 + i] if i < 255 else -2 for i in range(256)], np.float32)"
// RUN: not tile-run %s --entry prefix %t/src300.npy zeros:256 45 1 256 1 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: 'cuda_tile.load_ptr_tko' out-of-bounds load of element [255]: address 0x{{[0-9a-f]+}}, 0 bytes past the end of argument 0 ({{.*}}src300.npy) (1200 bytes) in tile block (0, 0, 0)
// Lanes 2^63 bytes apart (k = 2^61): the end address wraps, the runtime
// checks lane by lane, lane 1 is the first outside the buffer. Lanes 2^64
// bytes apart (k = 2^62) all wrap back to src[0], which both engines read.
// (Each engine alone, not through the comparing wrapper: the distance to
// the nearest buffer in the message depends on where each process's
// memory lies.)
// RUN: not %python -c "import os, sys; b = os.environ.get('TILEKIT_TILE_RUN', sys.argv[1]); os.execv(b, [b] + sys.argv[2:])" %tile_run_binary %s --engine jit --entry prefix %t/src300.npy zeros:256 0 2305843009213693952 4 1 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not %python -c "import os, sys; b = os.environ.get('TILEKIT_TILE_RUN', sys.argv[1]); os.execv(b, [b] + sys.argv[2:])" %tile_run_binary %s --engine interp --entry prefix %t/src300.npy zeros:256 0 2305843009213693952 4 1 2>&1 | FileCheck %s --check-prefix=WRAP
// WRAP: 'cuda_tile.load_ptr_tko' out-of-bounds load of element [1]: address 0x{{[0-9a-f]+}}, {{[0-9]+}} bytes {{past the end of|before}} argument
// RUN: tile-run %s --entry prefix %t/src300.npy zeros:256 0 4611686018427387904 4 1 -o %t/wrap
// RUN: %python %testlib/npytool.py --arg %t/src300.npy expect %t/wrap/arg1.npy \
// RUN:   "np.array([2 * a0[0] if i < 4 else -2 for i in range(256)], np.float32)"

// RUN: tile-run %s --entry triton %t/src.npy zeros:256 0 3 200 -o %t/triton
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/triton/arg1.npy \
// RUN:   "np.array([2 * a0[3 + i] if i < 200 else -2 for i in range(256)], np.float32)"
// RUN: tile-run %s --entry triton %t/src.npy zeros:256 0 0 256 -o %t/triton_all
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/triton_all/arg1.npy \
// RUN:   "np.array([2 * a0[i] for i in range(256)], np.float32)"
// RUN: tile-run %s --entry triton %t/src.npy zeros:256 -2147483548 2147483548 100 -o %t/triton_wrap_masked
// RUN: %python %testlib/npytool.py --arg %t/src.npy expect %t/triton_wrap_masked/arg1.npy \
// RUN:   "np.array([2 * a0[i] if i < 100 else -2 for i in range(256)], np.float32)"
// RUN: not %python -c "import os, sys; b = os.environ.get('TILEKIT_TILE_RUN', sys.argv[1]); os.execv(b, [b] + sys.argv[2:])" %tile_run_binary %s --engine jit --entry triton %t/src.npy zeros:256 -2147483548 2147483548 128 2>&1 | FileCheck %s --check-prefix=TWRAP
// RUN: not %python -c "import os, sys; b = os.environ.get('TILEKIT_TILE_RUN', sys.argv[1]); os.execv(b, [b] + sys.argv[2:])" %tile_run_binary %s --engine interp --entry triton %t/src.npy zeros:256 -2147483548 2147483548 128 2>&1 | FileCheck %s --check-prefix=TWRAP
// TWRAP: 'cuda_tile.load_ptr_tko' out-of-bounds load of element [100]:

cuda_tile.module @m {
  // out[i] = 2 * (lane i of src[start + i * k] where i < bound and flag != 0, else -1).
  entry @prefix(%src: tile<ptr<f32>>, %out: tile<ptr<f32>>, %start: tile<i32>, %k: tile<i64>, %bound: tile<i32>, %flag: tile<i32>) {
    %io = iota : tile<256xi32>
    %io64 = exti %io unsigned : tile<256xi32> -> tile<256xi64>
    %s64 = exti %start signed : tile<i32> -> tile<i64>
    %s1 = reshape %s64 : tile<i64> -> tile<1xi64>
    %sb = broadcast %s1 : tile<1xi64> -> tile<256xi64>
    %k1 = reshape %k : tile<i64> -> tile<1xi64>
    %kb = broadcast %k1 : tile<1xi64> -> tile<256xi64>
    %scaled = muli %io64, %kb : tile<256xi64>
    %off = addi %sb, %scaled : tile<256xi64>
    %p1 = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %p1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ptrs = offset %pb, %off : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %b64 = exti %bound signed : tile<i32> -> tile<i64>
    %b1 = reshape %b64 : tile<i64> -> tile<1xi64>
    %bb = broadcast %b1 : tile<1xi64> -> tile<256xi64>
    %below = cmpi less_than %io64, %bb, signed : tile<256xi64> -> tile<256xi1>
    %zero = constant <i32: 0> : tile<i32>
    %on = cmpi not_equal %flag, %zero, signed : tile<i32> -> tile<i1>
    %on1 = reshape %on : tile<i1> -> tile<1xi1>
    %onb = broadcast %on1 : tile<1xi1> -> tile<256xi1>
    %mask = andi %below, %onb : tile<256xi1>
    %pad = constant <f32: -1.0> : tile<256xf32>
    %v, %t = load_ptr_tko weak %ptrs, %mask, %pad : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %w = addf %v, %v : tile<256xf32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %ob, %io64 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %w : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  // src[5 + i] where i <= bound, unsigned, on i32 lanes.
  entry @prefix_le_unsigned(%src: tile<ptr<f32>>, %out: tile<ptr<f32>>, %bound: tile<i32>) {
    %io = iota : tile<256xi32>
    %five = constant <i32: 5> : tile<256xi32>
    %off = addi %io, %five : tile<256xi32>
    %p1 = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %p1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %io64 = exti %io unsigned : tile<256xi32> -> tile<256xi64>
    %five64 = constant <i64: 5> : tile<256xi64>
    %off64 = addi %io64, %five64 : tile<256xi64>
    %ptrs = offset %pb, %off64 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %b1 = reshape %bound : tile<i32> -> tile<1xi32>
    %bb = broadcast %b1 : tile<1xi32> -> tile<256xi32>
    %mask = cmpi less_than_or_equal %io, %bb, unsigned : tile<256xi32> -> tile<256xi1>
    %pad = constant <f32: -1.0> : tile<256xf32>
    %v, %t = load_ptr_tko weak %ptrs, %mask, %pad : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %w = addf %v, %v : tile<256xf32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %ob, %io64 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %w : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  // src[i] where bound > i (the bound on the left), signed.
  entry @prefix_gt(%src: tile<ptr<f32>>, %out: tile<ptr<f32>>, %bound: tile<i64>) {
    %io = iota : tile<256xi64>
    %p1 = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %p1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ptrs = offset %pb, %io : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %b1 = reshape %bound : tile<i64> -> tile<1xi64>
    %bb = broadcast %b1 : tile<1xi64> -> tile<256xi64>
    %mask = cmpi greater_than %bb, %io, signed : tile<256xi64> -> tile<256xi1>
    %pad = constant <f32: -1.0> : tile<256xf32>
    %v, %t = load_ptr_tko weak %ptrs, %mask, %pad : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %w = addf %v, %v : tile<256xf32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %ob, %io : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %w : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  // src[i] where i > 3: not a prefix (the lane-by-lane range pass).
  entry @not_prefix(%src: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %io = iota : tile<256xi64>
    %p1 = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %p1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ptrs = offset %pb, %io : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %three = constant <i64: 3> : tile<256xi64>
    %mask = cmpi greater_than %io, %three, signed : tile<256xi64> -> tile<256xi1>
    %pad = constant <f32: -1.0> : tile<256xf32>
    %v, %t = load_ptr_tko weak %ptrs, %mask, %pad : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %w = addf %v, %v : tile<256xf32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %ob, %io : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %w : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

  // out[9 + i] = src[i] where i < bound, signed.
  entry @store_prefix(%src: tile<ptr<f32>>, %out: tile<ptr<f32>>, %bound: tile<i32>) {
    %io = iota : tile<256xi32>
    %io64 = exti %io signed : tile<256xi32> -> tile<256xi64>
    %p1 = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %p1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %ptrs = offset %pb, %io64 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %v, %t = load_ptr_tko weak %ptrs : tile<256xptr<f32>> -> tile<256xf32>, token
    %nine = constant <i64: 9> : tile<256xi64>
    %ooff = addi %io64, %nine : tile<256xi64>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %ob, %ooff : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %b1 = reshape %bound : tile<i32> -> tile<1xi32>
    %bb = broadcast %b1 : tile<1xi32> -> tile<256xi32>
    %mask = cmpi less_than %io, %bb, signed : tile<256xi32> -> tile<256xi1>
    %t2 = store_ptr_tko weak %optrs, %v, %mask : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    return
  }
  // Triton's pointers: src + base (i64), then + (start + iota) in i32.
  entry @triton(%src: tile<ptr<f32>>, %out: tile<ptr<f32>>, %base: tile<i64>, %start: tile<i32>, %bound: tile<i32>) {
    %io = iota : tile<256xi32>
    %p1 = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %p1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %base1 = reshape %base : tile<i64> -> tile<1xi64>
    %baseb = broadcast %base1 : tile<1xi64> -> tile<256xi64>
    %moved = offset %pb, %baseb : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %s1 = reshape %start : tile<i32> -> tile<1xi32>
    %sb = broadcast %s1 : tile<1xi32> -> tile<256xi32>
    %off = addi %io, %sb : tile<256xi32>
    %ptrs = offset %moved, %off : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %b1 = reshape %bound : tile<i32> -> tile<1xi32>
    %bb = broadcast %b1 : tile<1xi32> -> tile<256xi32>
    %mask = cmpi less_than %io, %bb, signed : tile<256xi32> -> tile<256xi1>
    %pad = constant <f32: -1.0> : tile<256xf32>
    %v, %t = load_ptr_tko weak %ptrs, %mask, %pad : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %w = addf %v, %v : tile<256xf32>
    %io64 = exti %io unsigned : tile<256xi32> -> tile<256xi64>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %optrs = offset %ob, %io64 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %t2 = store_ptr_tko weak %optrs, %w : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }
}
