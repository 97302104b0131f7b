// Control flow: if with results and nested ifs, for with iter_values (signed
// and `for unsigned` with i32 bounds beyond INT_MAX), loop with break and
// continue carrying values, continue inside an if inside a for, early return
// (inside an if and inside nested ifs), and the grid queries on a 3-D grid.
// Every expected value is derived by hand in the comments.
//
// RUN: rm -rf %t && mkdir -p %t

// @branches x: out = [x > 0 ? 2x : -x, x > 0 ? 1 : 2, class(x)] where class
// is 0 for x < 0, 1 for 0..10, 2 for 11..100, 3 above 100.
// RUN: tile-run %s --entry branches 5 zeros:3 -o %t/b5
// RUN: tile-run %s --entry branches -7 zeros:3 -o %t/bm7
// RUN: tile-run %s --entry branches 50 zeros:3 -o %t/b50
// RUN: tile-run %s --entry branches 500 zeros:3 -o %t/b500
// RUN: tile-run %s --entry branches 0 zeros:3 -o %t/b0
// RUN: %python -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" \
// RUN:   %t/b5/arg1.npy %t/bm7/arg1.npy %t/b50/arg1.npy %t/b500/arg1.npy %t/b0/arg1.npy | FileCheck %s --check-prefix=BR
// BR: [10, 1, 1]
// BR-NEXT: [7, 2, 0]
// BR-NEXT: [100, 1, 2]
// BR-NEXT: [1000, 1, 3]
// BR-NEXT: [0, 2, 1]

// @loops n = 20, out:
//  [0, 1] signed for i in [0, 20) step 3 with (sum, count): 0+3+...+18 = 63,
//         7 iterations;
//  [2, 3] for i in [-5, 5) step 2: -5-3-1+1+3 = -5, 5 iterations;
//  [4, 5] for i in [0x7FFFFFF0, 0x80000010) step 8, signed: the upper bound
//         is negative, no iteration: (0, 0);
//  [6, 7] the same bounds unsigned: i = 0x7FFFFFF0, 0x7FFFFFF8, 0x80000000,
//         0x80000008, whose i32 sum wraps to 4 * 2^31 - 16 - 8 + 0 + 8 = -16
//         (mod 2^32), 4 iterations;
//  [8, 9] loop with iter values (i, acc): i < n, odd i continue without
//         adding, even i added; break (i, acc) at i = n:
//         0+2+...+18 = 90, i = 20;
//  [10]   for i in [0, 20): continue when i % 3 == 0 (inside an if), else
//         add i: 190 - 63 = 127;
//  [11]   a zero-trip for keeps its init value 42.
// RUN: tile-run %s --entry loops 20 zeros:12 -o %t/l
// RUN: %python -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" %t/l/arg1.npy | FileCheck %s --check-prefix=LOOPS
// LOOPS: [63, 7, -5, 5, 0, 0, -16, 4, 90, 20, 127, 42]

// Early return: out[0] = 1 is stored before the `if %x > 0 { return }`,
// out[1] = 2 after it.
// RUN: tile-run %s --entry early_return 1 zeros:2 -o %t/r1
// RUN: tile-run %s --entry early_return 0 zeros:2 -o %t/r0
// A return inside an if inside an if: out[0] = 1; if x > 0 { out[1] = 2;
// if x > 5 { return }; out[2] = 3 }; out[3] = 4.
// RUN: tile-run %s --entry nested_return 0 zeros:4 -o %t/n0
// RUN: tile-run %s --entry nested_return 1 zeros:4 -o %t/n1
// RUN: tile-run %s --entry nested_return 9 zeros:4 -o %t/n9
// RUN: %python -c "import numpy as np, sys; [print(np.load(f).tolist()) for f in sys.argv[1:]]" \
// RUN:   %t/r1/arg1.npy %t/r0/arg1.npy %t/n0/arg1.npy %t/n1/arg1.npy %t/n9/arg1.npy | FileCheck %s --check-prefix=RET
// RET: [1, 0]
// RET-NEXT: [1, 2]
// RET-NEXT: [1, 0, 0, 4]
// RET-NEXT: [1, 2, 3, 4]
// RET-NEXT: [1, 2, 0, 0]

// 3-D grid 2x3x4: block (x, y, z) writes 100x + 10y + z at its linear id
// x + 2 (y + 3 z), and the grid size 234 at 24 + its linear id.
// RUN: tile-run %s --entry grid3d --grid 2,3,4 zeros:48 -o %t/g
// RUN: %python %testlib/npytool.py expect %t/g/arg0.npy \
// RUN:   "[100 * x + 10 * y + z for z in range(4) for y in range(3) for x in range(2)] + [234] * 24"

cuda_tile.module @control_flow {
  entry @branches(%x: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %c100 = constant <i32: 100> : tile<i32>
    %pos = cmpi greater_than %x, %c0, signed : tile<i32> -> tile<i1>
    %r:2 = if %pos -> (tile<i32>, tile<i32>) {
      %d = addi %x, %x : tile<i32>
      yield %d, %c1 : tile<i32>, tile<i32>
    } else {
      %n = negi %x : tile<i32>
      yield %n, %c2 : tile<i32>, tile<i32>
    }
    %big = cmpi greater_than %x, %c10, signed : tile<i32> -> tile<i1>
    %class = if %big -> (tile<i32>) {
      %huge = cmpi greater_than %x, %c100, signed : tile<i32> -> tile<i1>
      %k = if %huge -> (tile<i32>) {
        yield %c3 : tile<i32>
      } else {
        yield %c2 : tile<i32>
      }
      yield %k : tile<i32>
    } else {
      %neg = cmpi less_than %x, %c0, signed : tile<i32> -> tile<i1>
      %k = if %neg -> (tile<i32>) {
        yield %c0 : tile<i32>
      } else {
        yield %c1 : tile<i32>
      }
      yield %k : tile<i32>
    }
    %p1 = offset %out, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p2 = offset %out, %c2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s0 = store_ptr_tko weak %out, %r#0 : tile<ptr<i32>>, tile<i32> -> token
    %s1 = store_ptr_tko weak %p1, %r#1 : tile<ptr<i32>>, tile<i32> -> token
    %s2 = store_ptr_tko weak %p2, %class : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  entry @loops(%n: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %c42 = constant <i32: 42> : tile<i32>
    %m5 = constant <i32: -5> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %lo = constant <i32: 0x7FFFFFF0> : tile<i32>
    %hi = constant <i32: 0x80000010> : tile<i32>

    %a:2 = for %i in (%c0 to %n, step %c3) : tile<i32> iter_values(%sum = %c0, %cnt = %c0) -> (tile<i32>, tile<i32>) {
      %s = addi %sum, %i : tile<i32>
      %k = addi %cnt, %c1 : tile<i32>
      continue %s, %k : tile<i32>, tile<i32>
    }
    %b:2 = for %i in (%m5 to %c5, step %c2) : tile<i32> iter_values(%sum = %c0, %cnt = %c0) -> (tile<i32>, tile<i32>) {
      %s = addi %sum, %i : tile<i32>
      %k = addi %cnt, %c1 : tile<i32>
      continue %s, %k : tile<i32>, tile<i32>
    }
    %c:2 = for %i in (%lo to %hi, step %c8) : tile<i32> iter_values(%sum = %c0, %cnt = %c0) -> (tile<i32>, tile<i32>) {
      %s = addi %sum, %i : tile<i32>
      %k = addi %cnt, %c1 : tile<i32>
      continue %s, %k : tile<i32>, tile<i32>
    }
    %d:2 = for unsigned %i in (%lo to %hi, step %c8) : tile<i32> iter_values(%sum = %c0, %cnt = %c0) -> (tile<i32>, tile<i32>) {
      %s = addi %sum, %i : tile<i32>
      %k = addi %cnt, %c1 : tile<i32>
      continue %s, %k : tile<i32>, tile<i32>
    }
    %e:2 = loop iter_values(%i = %c0, %acc = %c0) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
      %done = cmpi greater_than_or_equal %i, %n, signed : tile<i32> -> tile<i1>
      if %done {
        break %acc, %i : tile<i32>, tile<i32>
      }
      %next = addi %i, %c1 : tile<i32>
      %odd = andi %i, %c1 : tile<i32>
      %isodd = cmpi not_equal %odd, %c0, signed : tile<i32> -> tile<i1>
      if %isodd {
        continue %next, %acc : tile<i32>, tile<i32>
      }
      %acc2 = addi %acc, %i : tile<i32>
      continue %next, %acc2 : tile<i32>, tile<i32>
    }
    %f = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %r = remi %i, %c3 signed : tile<i32>
      %skip = cmpi equal %r, %c0, signed : tile<i32> -> tile<i1>
      if %skip {
        continue %acc : tile<i32>
      }
      %acc2 = addi %acc, %i : tile<i32>
      continue %acc2 : tile<i32>
    }
    %g = for %i in (%n to %c0, step %c1) : tile<i32> iter_values(%acc = %c42) -> (tile<i32>) {
      %acc2 = addi %acc, %i : tile<i32>
      continue %acc2 : tile<i32>
    }

    %r0 = reshape %a#0 : tile<i32> -> tile<1xi32>
    %r1 = reshape %a#1 : tile<i32> -> tile<1xi32>
    %r2 = reshape %b#0 : tile<i32> -> tile<1xi32>
    %r3 = reshape %b#1 : tile<i32> -> tile<1xi32>
    %r4 = reshape %c#0 : tile<i32> -> tile<1xi32>
    %r5 = reshape %c#1 : tile<i32> -> tile<1xi32>
    %r6 = reshape %d#0 : tile<i32> -> tile<1xi32>
    %r7 = reshape %d#1 : tile<i32> -> tile<1xi32>
    %r8 = reshape %e#0 : tile<i32> -> tile<1xi32>
    %r9 = reshape %e#1 : tile<i32> -> tile<1xi32>
    %r10 = reshape %f : tile<i32> -> tile<1xi32>
    %r11 = reshape %g : tile<i32> -> tile<1xi32>
    %q0 = cat %r0, %r1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q1 = cat %r2, %r3 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q2 = cat %r4, %r5 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q3 = cat %r6, %r7 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q4 = cat %r8, %r9 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q5 = cat %r10, %r11 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %h0 = cat %q0, %q1 dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %h1 = cat %q2, %q3 dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %h2 = cat %q4, %q5 dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %i4 = iota : tile<4xi32>
    %ro = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bo = broadcast %ro : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %p0 = offset %bo, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %c4 = constant <i32: 4> : tile<4xi32>
    %p1 = offset %p0, %c4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %p2 = offset %p1, %c4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s0 = store_ptr_tko weak %p0, %h0 : tile<4xptr<i32>>, tile<4xi32> -> token
    %s1 = store_ptr_tko weak %p1, %h1 : tile<4xptr<i32>>, tile<4xi32> -> token
    %s2 = store_ptr_tko weak %p2, %h2 : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }

  entry @early_return(%x: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %s0 = store_ptr_tko weak %out, %c1 : tile<ptr<i32>>, tile<i32> -> token
    %pos = cmpi greater_than %x, %c0, signed : tile<i32> -> tile<i1>
    if %pos {
      return
    }
    %p1 = offset %out, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s1 = store_ptr_tko weak %p1, %c2 : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  entry @nested_return(%x: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %p1 = offset %out, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p2 = offset %out, %c2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p3 = offset %out, %c3 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s0 = store_ptr_tko weak %out, %c1 : tile<ptr<i32>>, tile<i32> -> token
    %pos = cmpi greater_than %x, %c0, signed : tile<i32> -> tile<i1>
    if %pos {
      %s1 = store_ptr_tko weak %p1, %c2 : tile<ptr<i32>>, tile<i32> -> token
      %big = cmpi greater_than %x, %c5, signed : tile<i32> -> tile<i1>
      if %big {
        return
      }
      %s2 = store_ptr_tko weak %p2, %c3 : tile<ptr<i32>>, tile<i32> -> token
    }
    %s3 = store_ptr_tko weak %p3, %c4 : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  entry @grid3d(%out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %c100 = constant <i32: 100> : tile<i32>
    %c24 = constant <i32: 24> : tile<i32>
    %x100 = muli %x, %c100 : tile<i32>
    %y10 = muli %y, %c10 : tile<i32>
    %v0 = addi %x100, %y10 : tile<i32>
    %v = addi %v0, %z : tile<i32>
    %nx100 = muli %nx, %c100 : tile<i32>
    %ny10 = muli %ny, %c10 : tile<i32>
    %n0 = addi %nx100, %ny10 : tile<i32>
    %n = addi %n0, %nz : tile<i32>
    %zy = muli %z, %ny : tile<i32>
    %yz = addi %y, %zy : tile<i32>
    %yzx = muli %yz, %nx : tile<i32>
    %lin = addi %x, %yzx : tile<i32>
    %p = offset %out, %lin : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s0 = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    %lin2 = addi %lin, %c24 : tile<i32>
    %p2 = offset %out, %lin2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s1 = store_ptr_tko weak %p2, %n : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
