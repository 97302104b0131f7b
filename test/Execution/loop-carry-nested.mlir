// A loop-carried tile held in a frame buffer is overwritten in place by
// its only reader (docs/jit.md, "Tiles"), but not when that reader lies in
// a loop nested in the body: there the value is read again on the inner
// loop's next trip. Here the inner `for` computes x << x from the outer
// loop's value on each of its 4 trips; the outer loop's one pass negates
// it: -(x << x) per element (hand-derived). Writing in place made the
// trips compute x << x << ... (0 for x = 1 after four trips).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np, sys; np.save(sys.argv[1] + '/x.npy', np.int32(np.arange(256) % 4))" %t
// RUN: tile-run %s %t/x.npy zeros:256 -o %t/out
// RUN: %python %testlib/npytool.py --arg %t/x.npy expect %t/out/arg1.npy "-(a0 << a0)"

cuda_tile.module @m {
  entry @k(%in: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %p = reshape %in : tile<ptr<i32>> -> tile<1x1xptr<i32>>
    %pb = broadcast %p : tile<1x1xptr<i32>> -> tile<16x16xptr<i32>>
    %io = iota : tile<256xi32>
    %ix = reshape %io : tile<256xi32> -> tile<16x16xi32>
    %ptrs = offset %pb, %ix : tile<16x16xptr<i32>>, tile<16x16xi32> -> tile<16x16xptr<i32>>
    %x, %t = load_ptr_tko weak %ptrs : tile<16x16xptr<i32>> -> tile<16x16xi32>, token
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %r = loop iter_values(%i = %zero, %a = %x) : tile<i32>, tile<16x16xi32> -> tile<16x16xi32> {
      %done = cmpi greater_than_or_equal %i, %one, signed : tile<i32> -> tile<i1>
      if %done {
        break %a : tile<16x16xi32>
      }
      %f = for %j in (%zero to %four, step %one) : tile<i32> iter_values(%b = %a) -> (tile<16x16xi32>) {
        %s = shli %a, %a : tile<16x16xi32>
        continue %s : tile<16x16xi32>
      }
      %n = negi %f : tile<16x16xi32>
      %i1 = addi %i, %one : tile<i32>
      continue %i1, %n : tile<i32>, tile<16x16xi32>
    }
    %q = reshape %out : tile<ptr<i32>> -> tile<1x1xptr<i32>>
    %qb = broadcast %q : tile<1x1xptr<i32>> -> tile<16x16xptr<i32>>
    %qs = offset %qb, %ix : tile<16x16xptr<i32>>, tile<16x16xi32> -> tile<16x16xptr<i32>>
    %st = store_ptr_tko weak %qs, %r : tile<16x16xptr<i32>>, tile<16x16xi32> -> token
    return
  }
}
