// Interpreter semantics of reduce and scan. Every expected value below is
// derived by hand from the inputs; the f32 cases that depend on the order of
// combination follow TileKit's documented order (docs/execution.md: each
// line is folded sequentially from the identity, element 0 first, or the
// last element first for `scan reverse=true`; the region gets the current
// element first and the accumulator second).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-run %s --entry reduce_f32 zeros:2 zeros:4 zeros:1 zeros:1 -o %t/rf
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/rf/arg0.npy %t/rf/arg1.npy %t/rf/arg2.npy %t/rf/arg3.npy | FileCheck %s --check-prefix=RF
// RUN: tile-run %s --entry argmax zeros:2 zeros:2 -o %t/am
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/am/arg0.npy %t/am/arg1.npy | FileCheck %s --check-prefix=AM
// RUN: tile-run %s --entry reduce_int zeros:4 zeros:2 zeros:1 -o %t/ri
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/ri/arg0.npy %t/ri/arg1.npy %t/ri/arg2.npy | FileCheck %s --check-prefix=RI
// RUN: tile-run %s --entry scan_int zeros:4 zeros:4 zeros:8 zeros:8 -o %t/si
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/si/arg0.npy %t/si/arg1.npy %t/si/arg2.npy %t/si/arg3.npy | FileCheck %s --check-prefix=SI
// RUN: tile-run %s --entry scan_f32 zeros:4 zeros:4 zeros:4 zeros:4 zeros:4 -o %t/sf
// RUN: /usr/bin/python3 -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/sf/arg0.npy %t/sf/arg1.npy %t/sf/arg2.npy %t/sf/arg3.npy %t/sf/arg4.npy | FileCheck %s --check-prefix=SF

// Row sums [1+2+3+4, 10+20+30+40], column sums, an order-sensitive sum and
// a max that skips a NaN (maxf without propagate_nan).
// 1e8 + 1 rounds back to 1e8 in f32 (spacing 8), so the sequential sum of
// [1e8, 1, -1e8, 1] is ((1e8 + 1) - 1e8) + 1 = 1 (a pairwise sum gives 0).
// RF: [10.0, 100.0]
// RF-NEXT: [11.0, 22.0, 33.0, 44.0]
// RF-NEXT: [1.0]
// RF-NEXT: [7.0]

// First maximum and its index per row: [3, 9, 9, 1] -> (9, 1) because a
// later equal value does not replace it; [-5, -2, -7, -2] -> (-2, 1).
// AM: [9.0, -2.0]
// AM-NEXT: [1, 1]

// iota(16) as 2x4x2 summed over the middle dim: [[0+2+4+6, 1+3+5+7],
// [8+10+12+14, 9+11+13+15]]; signed row maxima of [[-3, 5], [-8, -2]];
// an i8 sum 4 x 100 = 400 that wraps to 400 - 512 = -112.
// RI: [12, 16, 44, 48]
// RI-NEXT: [5, -2]
// RI-NEXT: [-112]

// Inclusive sums of [1, 2, 3, 4] forward and reversed; of the 4x2 tile
// [[1, 2], [3, 4], [5, 6], [7, 8]] down dim 0, forward and reversed.
// SI: [1, 3, 6, 10]
// SI-NEXT: [10, 9, 7, 4]
// SI-NEXT: [1, 2, 4, 6, 9, 12, 16, 20]
// SI-NEXT: [16, 20, 15, 18, 12, 14, 7, 8]

// f32 running sums of [1e8, 1, -1e8, 1]: forward 1e8, 1e8 (the 1 is lost),
// 0, 1; reversed from the end 1, -1e8 + 1 -> -1e8, 1 - 1e8 -> -1e8,
// 1e8 - 1e8 = 0. Running product of [1.5, 2, -1, 0.5] from 1.0. A
// two-operand scan keeping the running maximum of [2, 5, 1, 7] and its index.
// SF: [100000000.0, 100000000.0, 0.0, 1.0]
// SF-NEXT: [0.0, -100000000.0, -100000000.0, 1.0]
// SF-NEXT: [1.5, 3.0, -3.0, -1.5]
// SF-NEXT: [2.0, 5.0, 5.0, 7.0]
// SF-NEXT: [0.0, 1.0, 1.0, 3.0]

cuda_tile.module @m {
  entry @reduce_f32(%o0: tile<ptr<f32>>, %o1: tile<ptr<f32>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f32>>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [10.0, 20.0, 30.0, 40.0]]> : tile<2x4xf32>
    %rows = reduce %x dim=1 identities=[0.0 : f32] : tile<2x4xf32> -> tile<2xf32>
    (%c: tile<f32>, %a: tile<f32>) {
      %s = addf %c, %a : tile<f32>
      yield %s : tile<f32>
    }
    %cols = reduce %x dim=0 identities=[0.0 : f32] : tile<2x4xf32> -> tile<4xf32>
    (%c: tile<f32>, %a: tile<f32>) {
      %s = addf %c, %a : tile<f32>
      yield %s : tile<f32>
    }
    %y = constant <f32: [1.0e8, 1.0, -1.0e8, 1.0]> : tile<4xf32>
    %ordered = reduce %y dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
    (%c: tile<f32>, %a: tile<f32>) {
      %s = addf %c, %a : tile<f32>
      yield %s : tile<f32>
    }
    %z = constant <f32: [3.0, 0x7FC00000, 7.0, 2.0]> : tile<4xf32>
    %max = reduce %z dim=0 identities=[0xFF800000 : f32] : tile<4xf32> -> tile<f32>
    (%c: tile<f32>, %a: tile<f32>) {
      %m = maxf %c, %a : tile<f32>
      yield %m : tile<f32>
    }

    %i2 = iota : tile<2xi32>
    %r0 = reshape %o0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b0 = broadcast %r0 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %p0 = offset %b0, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %t0 = store_ptr_tko weak %p0, %rows : tile<2xptr<f32>>, tile<2xf32> -> token
    %i4 = iota : tile<4xi32>
    %r1 = reshape %o1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b1 = broadcast %r1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p1 = offset %b1, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t1 = store_ptr_tko weak %p1, %cols : tile<4xptr<f32>>, tile<4xf32> -> token
    %t2 = store_ptr_tko weak %o2, %ordered : tile<ptr<f32>>, tile<f32> -> token
    %t3 = store_ptr_tko weak %o3, %max : tile<ptr<f32>>, tile<f32> -> token
    return
  }

  entry @argmax(%o0: tile<ptr<f32>>, %o1: tile<ptr<i32>>) {
    %v = constant <f32: [[3.0, 9.0, 9.0, 1.0], [-5.0, -2.0, -7.0, -2.0]]> : tile<2x4xf32>
    %i4 = iota : tile<4xi32>
    %ir = reshape %i4 : tile<4xi32> -> tile<1x4xi32>
    %idx = broadcast %ir : tile<1x4xi32> -> tile<2x4xi32>
    %mv, %mi = reduce %v, %idx dim=1 identities=[0xFF800000 : f32, -1 : i32] : tile<2x4xf32>, tile<2x4xi32> -> tile<2xf32>, tile<2xi32>
    (%cv: tile<f32>, %av: tile<f32>, %ci: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %cv, %av : tile<f32> -> tile<i1>
      %nv = select %gt, %cv, %av : tile<i1>, tile<f32>
      %ni = select %gt, %ci, %ai : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }

    %i2 = iota : tile<2xi32>
    %r0 = reshape %o0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b0 = broadcast %r0 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %p0 = offset %b0, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %t0 = store_ptr_tko weak %p0, %mv : tile<2xptr<f32>>, tile<2xf32> -> token
    %r1 = reshape %o1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b1 = broadcast %r1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %p1 = offset %b1, %i2 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %t1 = store_ptr_tko weak %p1, %mi : tile<2xptr<i32>>, tile<2xi32> -> token
    return
  }

  entry @reduce_int(%o0: tile<ptr<i32>>, %o1: tile<ptr<i32>>, %o2: tile<ptr<i8>>) {
    %i16 = iota : tile<16xi32>
    %x = reshape %i16 : tile<16xi32> -> tile<2x4x2xi32>
    %sum = reduce %x dim=1 identities=[0 : i32] : tile<2x4x2xi32> -> tile<2x2xi32>
    (%c: tile<i32>, %a: tile<i32>) {
      %s = addi %c, %a : tile<i32>
      yield %s : tile<i32>
    }
    %flat = reshape %sum : tile<2x2xi32> -> tile<4xi32>
    %m = constant <i32: [[-3, 5], [-8, -2]]> : tile<2x2xi32>
    %max = reduce %m dim=1 identities=[-2147483648 : i32] : tile<2x2xi32> -> tile<2xi32>
    (%c: tile<i32>, %a: tile<i32>) {
      %s = maxi %c, %a signed : tile<i32>
      yield %s : tile<i32>
    }
    %b = constant <i8: [100, 100, 100, 100]> : tile<4xi8>
    %wrap = reduce %b dim=0 identities=[0 : i8] : tile<4xi8> -> tile<i8>
    (%c: tile<i8>, %a: tile<i8>) {
      %s = addi %c, %a : tile<i8>
      yield %s : tile<i8>
    }

    %i4 = iota : tile<4xi32>
    %r0 = reshape %o0 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b0 = broadcast %r0 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %p0 = offset %b0, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t0 = store_ptr_tko weak %p0, %flat : tile<4xptr<i32>>, tile<4xi32> -> token
    %i2 = iota : tile<2xi32>
    %r1 = reshape %o1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b1 = broadcast %r1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %p1 = offset %b1, %i2 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %t1 = store_ptr_tko weak %p1, %max : tile<2xptr<i32>>, tile<2xi32> -> token
    %t2 = store_ptr_tko weak %o2, %wrap : tile<ptr<i8>>, tile<i8> -> token
    return
  }

  entry @scan_int(%o0: tile<ptr<i32>>, %o1: tile<ptr<i32>>, %o2: tile<ptr<i32>>, %o3: tile<ptr<i32>>) {
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %fwd = scan %a dim=0 reverse=false identities=[0 : i32] : tile<4xi32> -> tile<4xi32>
    (%c: tile<i32>, %acc: tile<i32>) {
      %s = addi %c, %acc : tile<i32>
      yield %s : tile<i32>
    }
    %rev = scan %a dim=0 reverse=true identities=[0 : i32] : tile<4xi32> -> tile<4xi32>
    (%c: tile<i32>, %acc: tile<i32>) {
      %s = addi %c, %acc : tile<i32>
      yield %s : tile<i32>
    }
    %m = constant <i32: [[1, 2], [3, 4], [5, 6], [7, 8]]> : tile<4x2xi32>
    %mf = scan %m dim=0 reverse=false identities=[0 : i32] : tile<4x2xi32> -> tile<4x2xi32>
    (%c: tile<i32>, %acc: tile<i32>) {
      %s = addi %c, %acc : tile<i32>
      yield %s : tile<i32>
    }
    %mr = scan %m dim=0 reverse=true identities=[0 : i32] : tile<4x2xi32> -> tile<4x2xi32>
    (%c: tile<i32>, %acc: tile<i32>) {
      %s = addi %c, %acc : tile<i32>
      yield %s : tile<i32>
    }
    %mf8 = reshape %mf : tile<4x2xi32> -> tile<8xi32>
    %mr8 = reshape %mr : tile<4x2xi32> -> tile<8xi32>

    %i4 = iota : tile<4xi32>
    %r0 = reshape %o0 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b0 = broadcast %r0 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %p0 = offset %b0, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t0 = store_ptr_tko weak %p0, %fwd : tile<4xptr<i32>>, tile<4xi32> -> token
    %r1 = reshape %o1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b1 = broadcast %r1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %p1 = offset %b1, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t1 = store_ptr_tko weak %p1, %rev : tile<4xptr<i32>>, tile<4xi32> -> token
    %i8 = iota : tile<8xi32>
    %r2 = reshape %o2 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b2 = broadcast %r2 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p2 = offset %b2, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %t2 = store_ptr_tko weak %p2, %mf8 : tile<8xptr<i32>>, tile<8xi32> -> token
    %r3 = reshape %o3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b3 = broadcast %r3 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p3 = offset %b3, %i8 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %t3 = store_ptr_tko weak %p3, %mr8 : tile<8xptr<i32>>, tile<8xi32> -> token
    return
  }

  entry @scan_f32(%o0: tile<ptr<f32>>, %o1: tile<ptr<f32>>, %o2: tile<ptr<f32>>, %o3: tile<ptr<f32>>, %o4: tile<ptr<f32>>) {
    %y = constant <f32: [1.0e8, 1.0, -1.0e8, 1.0]> : tile<4xf32>
    %fwd = scan %y dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
    (%c: tile<f32>, %acc: tile<f32>) {
      %s = addf %c, %acc : tile<f32>
      yield %s : tile<f32>
    }
    %rev = scan %y dim=0 reverse=true identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
    (%c: tile<f32>, %acc: tile<f32>) {
      %s = addf %c, %acc : tile<f32>
      yield %s : tile<f32>
    }
    %q = constant <f32: [1.5, 2.0, -1.0, 0.5]> : tile<4xf32>
    %prod = scan %q dim=0 reverse=false identities=[1.0 : f32] : tile<4xf32> -> tile<4xf32>
    (%c: tile<f32>, %acc: tile<f32>) {
      %s = mulf %acc, %c rounding<nearest_even> : tile<f32>
      yield %s : tile<f32>
    }
    %v = constant <f32: [2.0, 5.0, 1.0, 7.0]> : tile<4xf32>
    %i4 = iota : tile<4xi32>
    %runmax, %runidx = scan %v, %i4 dim=0 reverse=false identities=[0xFF800000 : f32, 0 : i32] : tile<4xf32>, tile<4xi32> -> tile<4xf32>, tile<4xi32>
    (%cv: tile<f32>, %av: tile<f32>, %ci: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %cv, %av : tile<f32> -> tile<i1>
      %nv = select %gt, %cv, %av : tile<i1>, tile<f32>
      %ni = select %gt, %ci, %ai : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }
    %idxf = itof %runidx signed : tile<4xi32> -> tile<4xf32>

    %r0 = reshape %o0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b0 = broadcast %r0 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p0 = offset %b0, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t0 = store_ptr_tko weak %p0, %fwd : tile<4xptr<f32>>, tile<4xf32> -> token
    %r1 = reshape %o1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b1 = broadcast %r1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p1 = offset %b1, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t1 = store_ptr_tko weak %p1, %rev : tile<4xptr<f32>>, tile<4xf32> -> token
    %r2 = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b2 = broadcast %r2 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p2 = offset %b2, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t2 = store_ptr_tko weak %p2, %prod : tile<4xptr<f32>>, tile<4xf32> -> token
    %r3 = reshape %o3 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b3 = broadcast %r3 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p3 = offset %b3, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t3 = store_ptr_tko weak %p3, %runmax : tile<4xptr<f32>>, tile<4xf32> -> token
    %r4 = reshape %o4 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b4 = broadcast %r4 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %p4 = offset %b4, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t4 = store_ptr_tko weak %p4, %idxf : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }
}
