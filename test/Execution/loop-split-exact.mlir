// A split loop computes what the loop did, on both engines. An unsigned
// loop 10, 17, ..., 38 (step 7) adds iv while iv < x and multiplies by 7
// after: from 10, x = 9 gives 10 * 7^5 = 168070 (the reference's split
// computes 48020 there: it aligns a wrapped distance), x = 30 gives
// ((10 + 10 + 17 + 24) * 7) * 7 = 2989.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-optimize %s -o %t/split.mlir
// RUN: FileCheck %s --input-file %t/split.mlir --check-prefix=SPLIT
// SPLIT: %for = for unsigned
// SPLIT: %for_0 = for unsigned
// RUN: tile-run %s --entry k zeros:1 9 -o %t/loop9
// RUN: tile-run %t/split.mlir --entry k zeros:1 9 -o %t/split9
// RUN: tile-run %s --entry k zeros:1 30 -o %t/loop30
// RUN: tile-run %t/split.mlir --entry k zeros:1 30 -o %t/split30
// RUN: %python -c "import numpy as np, sys; [print(f.split('/')[-2], int(np.load(f)[0])) for f in sys.argv[1:]]" \
// RUN:   %t/loop9/arg0.npy %t/split9/arg0.npy %t/loop30/arg0.npy %t/split30/arg0.npy | FileCheck %s
// CHECK: loop9 168070
// CHECK: split9 168070
// CHECK: loop30 2989
// CHECK: split30 2989

cuda_tile.module @unsigned_step_7 {
  entry @k(%p: tile<ptr<i32>>, %x: tile<i32>) {
    %c10 = constant <i32: 10> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %c40 = constant <i32: 40> : tile<i32>
    %r = for unsigned %i in (%c10 to %c40, step %c7) : tile<i32> iter_values(%acc = %c10) -> (tile<i32>) {
      %c = cmpi less_than %i, %x, unsigned : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %i : tile<i32>
        yield %a : tile<i32>
      } else {
        %m = muli %acc, %c7 : tile<i32>
        yield %m : tile<i32>
      }
      continue %v : tile<i32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
