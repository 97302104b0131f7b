// Tile construction and reshaping ops (ops.md 1.1-1.3): get_tile_block_id,
// get_num_tile_blocks, iota, broadcast, reshape, permute, cat, extract,
// select, offset, pack, unpack, reduce and scan; their exact printed form,
// result name hints and the reduce/scan region syntax.
//
// --strict-whitespace pins the reference printer's quirks: the double space
// of `addf %a, %b  : T` and the trailing space after a reduce/scan header.
//
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | tile-opt --no-implicit-module --split-input-file \
// RUN:   | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-op-generic %s \
// RUN:   | FileCheck --check-prefix=GENERIC %s

// Grid queries name their results after the ODS result names; iota at the
// largest length its element type can count (2^bitwidth).
// CHECK-LABEL: cuda_tile.module @grid {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>) {
// CHECK-NEXT:     %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
// CHECK-NEXT:     %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
// CHECK-NEXT:     %0 = iota : tile<4xi32>
// CHECK-NEXT:     %1 = iota : tile<256xi8>
// CHECK-NEXT:     %2 = iota : tile<2xi1>
// CHECK-NEXT:     %3 = iota : tile<1xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "grid"}>
// GENERIC: %0:3 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
// GENERIC: %1:3 = "cuda_tile.get_num_tile_blocks"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
// GENERIC: "cuda_tile.iota"() : () -> !cuda_tile.tile<4xi32>
cuda_tile.module @grid {
  entry @k(%c: tile<i1>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = cuda_tile.get_num_tile_blocks : !cuda_tile.tile<i32>
    %0 = iota : tile<4xi32>
    %1 = iota : tile<256xi8>
    %2 = cuda_tile.iota : !cuda_tile.tile<2xi1>
    %3 = iota : tile<1xi64>
  }
}

// -----

// reshape/broadcast suggest %reshape/%bcast; permute, cat, extract, select,
// offset print their operands and `src -> dst` types.
// CHECK-LABEL: cuda_tile.module @shapes {
// CHECK-NEXT:   entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<f32>, %arg2: tile<i32>) {
// CHECK-NEXT:     %reshape = reshape %arg1 : tile<f32> -> tile<1xf32>
// CHECK-NEXT:     %reshape_0 = reshape %reshape : tile<1xf32> -> tile<1x1xf32>
// CHECK-NEXT:     %bcast = broadcast %reshape : tile<1xf32> -> tile<4xf32>
// CHECK-NEXT:     %bcast_1 = broadcast %reshape_0 : tile<1x1xf32> -> tile<4x8xf32>
// CHECK-NEXT:     %bcast_2 = broadcast %bcast_1 : tile<4x8xf32> -> tile<4x8xf32>
// CHECK-NEXT:     %reshape_3 = reshape %bcast_1 : tile<4x8xf32> -> tile<2x2x8xf32>
// CHECK-NEXT:     %cst_0_f32 = constant <f32: 0.000000e+00> : tile<2x4x8xf32>
// CHECK-NEXT:     %0 = permute %cst_0_f32 [2, 0, 1] : tile<2x4x8xf32> -> tile<8x2x4xf32>
// CHECK-NEXT:     %1 = permute %bcast_1 [1, 0] : tile<4x8xf32> -> tile<8x4xf32>
// CHECK-NEXT:     %2 = cat %bcast_1, %bcast_1 dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
// CHECK-NEXT:     %3 = cat %bcast, %bcast dim = 0 : tile<4xf32>, tile<4xf32> -> tile<8xf32>
// CHECK-NEXT:     %4 = extract %bcast_1[%arg2, %arg2] : tile<4x8xf32> -> tile<2x4xf32>
// CHECK-NEXT:     %5 = extract %bcast[%arg2] : tile<4xf32> -> tile<4xf32>
// CHECK-NEXT:     %true = constant <i1: true> : tile<4xi1>
// CHECK-NEXT:     %6 = select %true, %bcast, %bcast : tile<4xi1>, tile<4xf32>
// CHECK-NEXT:     %7 = select %true, %true, %true : tile<4xi1>, tile<4xi1>
// CHECK-NEXT:     %8 = select %true, %bcast, %bcast : tile<4xi1>, tile<4xf32>
// CHECK-NEXT:     %reshape_4 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
// CHECK-NEXT:     %bcast_5 = broadcast %reshape_4 : tile<1xptr<f32>> -> tile<4xptr<f32>>
// CHECK-NEXT:     %9 = iota : tile<4xi32>
// CHECK-NEXT:     %10 = offset %bcast_5, %9 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
// CHECK-NEXT:     %cst_1_i64 = constant <i64: 1> : tile<i64>
// CHECK-NEXT:     %11 = offset %arg0, %cst_1_i64 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "shapes"}>
// GENERIC: "cuda_tile.permute"(%{{.*}}) <{permutation = array<i32: 2, 0, 1>}> : (!cuda_tile.tile<2x4x8xf32>) -> !cuda_tile.tile<8x2x4xf32>
// GENERIC: "cuda_tile.cat"(%{{.*}}, %{{.*}}) <{dim = 1 : i64}> : (!cuda_tile.tile<4x8xf32>, !cuda_tile.tile<4x8xf32>) -> !cuda_tile.tile<4x16xf32>
// GENERIC: "cuda_tile.extract"(%{{.*}}, %arg2, %arg2) : (!cuda_tile.tile<4x8xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x4xf32>
// GENERIC: "cuda_tile.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (!cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
// GENERIC: "cuda_tile.offset"(%{{.*}}, %{{.*}}) : (!cuda_tile.tile<4xptr<f32>>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xptr<f32>>
cuda_tile.module @shapes {
  entry @k(%p: tile<ptr<f32>>, %s: tile<f32>, %i: tile<i32>) {
    %r = reshape %s : tile<f32> -> tile<1xf32>
    %r2 = cuda_tile.reshape %r : !cuda_tile.tile<1xf32> -> !cuda_tile.tile<1x1xf32>
    %b = broadcast %r : tile<1xf32> -> tile<4xf32>
    %b2 = broadcast %r2 : tile<1x1xf32> -> tile<4x8xf32>
    %b3 = broadcast %b2 : tile<4x8xf32> -> tile<4x8xf32>
    %r3 = reshape %b2 : tile<4x8xf32> -> tile<2x2x8xf32>
    %z = constant <f32: 0.0> : tile<2x4x8xf32>
    %0 = permute %z [2, 0, 1] : tile<2x4x8xf32> -> tile<8x2x4xf32>
    %1 = permute %b2 [1, 0] : tile<4x8xf32> -> tile<8x4xf32>
    %2 = cat %b2, %b2 dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    %3 = cat %b, %b dim = 0 : tile<4xf32>, tile<4xf32> -> tile<8xf32>
    %4 = extract %b2[%i, %i] : tile<4x8xf32> -> tile<2x4xf32>
    %5 = extract %b[%i] : tile<4xf32> -> tile<4xf32>
    %c = constant <i1: true> : tile<4xi1>
    %6 = select %c, %b, %b : tile<4xi1>, tile<4xf32>
    %7 = select %c, %c, %c : tile<4xi1>, tile<4xi1>
    %8 = cuda_tile.select %c, %b, %b : !cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf32>
    %rp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bp = broadcast %rp : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %io = iota : tile<4xi32>
    %9 = offset %bp, %io : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %one = constant <i64: 1> : tile<i64>
    %10 = offset %p, %one : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  }
}

// -----

// pack/unpack: any number element type (and i4) on one side, i8 on the
// other, same byte count.
// CHECK-LABEL: cuda_tile.module @packing {
// CHECK-NEXT:   entry @k(%arg0: tile<f32>) {
// CHECK-NEXT:     %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-NEXT:     %0 = pack %cst_f32 : tile<4xf32> -> tile<16xi8>
// CHECK-NEXT:     %1 = unpack %0 : tile<16xi8> -> tile<8xf16>
// CHECK-NEXT:     %2 = unpack %0 : tile<16xi8> -> tile<32xi4>
// CHECK-NEXT:     %3 = pack %2 : tile<32xi4> -> tile<16xi8>
// CHECK-NEXT:     %4 = unpack %0 : tile<16xi8> -> tile<32xf4E2M1FN>
// CHECK-NEXT:     %5 = unpack %0 : tile<16xi8> -> tile<2xf64>
// CHECK-NEXT:     %cst_i1 = constant <i1: [true, false, true, false, true, false, true, false]> : tile<8xi1>
// CHECK-NEXT:     %6 = pack %cst_i1 : tile<8xi1> -> tile<1xi8>
// CHECK-NEXT:     %7 = unpack %0 : tile<16xi8> -> tile<4xtf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "packing"}>
// GENERIC: "cuda_tile.pack"(%{{.*}}) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<16xi8>
// GENERIC: "cuda_tile.unpack"(%{{.*}}) : (!cuda_tile.tile<16xi8>) -> !cuda_tile.tile<8xf16>
cuda_tile.module @packing {
  entry @k(%s: tile<f32>) {
    %v = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %0 = pack %v : tile<4xf32> -> tile<16xi8>
    %1 = unpack %0 : tile<16xi8> -> tile<8xf16>
    %2 = unpack %0 : tile<16xi8> -> tile<32xi4>
    %3 = pack %2 : tile<32xi4> -> tile<16xi8>
    %4 = unpack %0 : tile<16xi8> -> tile<32xf4E2M1FN>
    %5 = unpack %0 : tile<16xi8> -> tile<2xf64>
    %b = constant <i1: [true, false, true, false, true, false, true, false]> : tile<8xi1>
    %6 = pack %b : tile<8xi1> -> tile<1xi8>
    %7 = unpack %0 : tile<16xi8> -> tile<4xtf32>
  }
}

// -----

// reduce: one operand names its block arguments %reduce_lhs/%reduce_rhs,
// several operands %reduce_lhsN/%reduce_rhsN (as the reference goldens
// do). The header ends with a space before the line break; the region
// follows on its own line. i64/f64 identities print without their type.
// CHECK-LABEL: cuda_tile.module @reductions {
// CHECK-NEXT:   entry @k(%arg0: tile<f32>) {
// CHECK-NEXT:     %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-NEXT:     %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x8xf32>
// CHECK-NEXT:     %cst_1_i64 = constant <i64: 1> : tile<4x8xi64>
// CHECK-NEXT:     %reduce = reduce %cst_f32 dim=0 identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<f32> {{$}}
// CHECK-NEXT:     (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
// CHECK-NEXT:       %0 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
// CHECK-NEXT:       yield %0 : tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %reduce_0:2 = reduce %cst_0_f32, %cst_1_i64 dim=1 identities=[0xFF800000 : f32, 0] : tile<4x8xf32>, tile<4x8xi64> -> tile<4xf32>, tile<4xi64> {{$}}
// CHECK-NEXT:     (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i64>, %reduce_rhs1: tile<i64>) {
// CHECK-NEXT:       %0 = maxf %reduce_lhs0, %reduce_rhs0 : tile<f32>
// CHECK-NEXT:       %1 = addi %reduce_lhs1, %reduce_rhs1 : tile<i64>
// CHECK-NEXT:       yield %0, %1 : tile<f32>, tile<i64>
// CHECK-NEXT:     }
// CHECK-NEXT:     %reduce_1 = reduce %cst_1_i64 dim=0 identities=[-1] : tile<4x8xi64> -> tile<8xi64> {{$}}
// CHECK-NEXT:     (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
// CHECK-NEXT:       %0 = andi %reduce_lhs, %reduce_rhs : tile<i64>
// CHECK-NEXT:       yield %0 : tile<i64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "reductions"}>
// GENERIC: "cuda_tile.reduce"(%{{.*}}) <{dim = 0 : i32, identities = [0.000000e+00 : f32]}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: !cuda_tile.tile<f32>, %{{.*}}: !cuda_tile.tile<f32>):
// GENERIC: "cuda_tile.yield"(%{{.*}}) : (!cuda_tile.tile<f32>) -> ()
// GENERIC-NEXT: }) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<f32>
// GENERIC: "cuda_tile.reduce"(%{{.*}}, %{{.*}}) <{dim = 1 : i32, identities = [0xFF800000 : f32, 0]}> ({
cuda_tile.module @reductions {
  entry @k(%s: tile<f32>) {
    %v = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %m = constant <f32: 0.0> : tile<4x8xf32>
    %n = constant <i64: 1> : tile<4x8xi64>
    %0 = reduce %v dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %x = addf %a, %b : tile<f32>
      yield %x : tile<f32>
    }
    %1:2 = cuda_tile.reduce %m, %n dim=1 identities=[0xFF800000 : f32, 0 : i64] : tile<4x8xf32>, tile<4x8xi64> -> tile<4xf32>, tile<4xi64>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<i64>, %d: tile<i64>) {
      %x = maxf %a, %b : tile<f32>
      %y = addi %c, %d : tile<i64>
      yield %x, %y : tile<f32>, tile<i64>
    }
    %2 = reduce %n dim=0 identities=[-1 : i64] : tile<4x8xi64> -> tile<8xi64>
    (%a: tile<i64>, %b: tile<i64>) {
      %x = andi %a, %b : tile<i64>
      cuda_tile.yield %x : tile<i64>
    }
  }
}

// -----

// scan keeps the operand shape and has no block argument name hints; an
// f16 operand accepts a bf16 identity (and vice versa).
// CHECK-LABEL: cuda_tile.module @scans {
// CHECK-NEXT:   entry @k(%arg0: tile<f32>) {
// CHECK-NEXT:     %cst_f32 = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-NEXT:     %cst_0_i32 = constant <i32: 0> : tile<2x4xi32>
// CHECK-NEXT:     %true = constant <i1: true> : tile<2x4xi1>
// CHECK-NEXT:     %0 = scan %cst_f32 dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<4xf32> {{$}}
// CHECK-NEXT:     (%arg1: tile<f32>, %arg2: tile<f32>) {
// CHECK-NEXT:       %3 = addf %arg1, %arg2  : tile<f32>
// CHECK-NEXT:       yield %3 : tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scan %true, %cst_0_i32 dim=1 reverse=true identities=[false, 0 : i32] : tile<2x4xi1>, tile<2x4xi32> -> tile<2x4xi1>, tile<2x4xi32> {{$}}
// CHECK-NEXT:     (%arg1: tile<i1>, %arg2: tile<i1>, %arg3: tile<i32>, %arg4: tile<i32>) {
// CHECK-NEXT:       %3 = ori %arg1, %arg2 : tile<i1>
// CHECK-NEXT:       %4 = maxi %arg3, %arg4 signed : tile<i32>
// CHECK-NEXT:       yield %3, %4 : tile<i1>, tile<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cst_0_f16 = constant <f16: 0.000000e+00> : tile<4xf16>
// CHECK-NEXT:     %2 = scan %cst_0_f16 dim=0 reverse=false identities=[0.000000e+00 : bf16] : tile<4xf16> -> tile<4xf16> {{$}}
// CHECK-NEXT:     (%arg1: tile<f16>, %arg2: tile<f16>) {
// CHECK-NEXT:       yield %arg1 : tile<f16>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "scans"}>
// GENERIC: "cuda_tile.scan"(%{{.*}}) <{dim = 0 : i32, identities = [0.000000e+00 : f32], reverse = false}> ({
// GENERIC: "cuda_tile.scan"(%{{.*}}, %{{.*}}) <{dim = 1 : i32, identities = [false, 0 : i32], reverse = true}> ({
cuda_tile.module @scans {
  entry @k(%s: tile<f32>) {
    %v = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %z = constant <i32: 0> : tile<2x4xi32>
    %t = constant <i1: true> : tile<2x4xi1>
    %0 = scan %v dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %x = addf %a, %b : tile<f32>
      yield %x : tile<f32>
    }
    %1:2 = scan %t, %z dim=1 reverse=true identities=[false, 0 : i32] : tile<2x4xi1>, tile<2x4xi32> -> tile<2x4xi1>, tile<2x4xi32>
    (%a: tile<i1>, %b: tile<i1>, %c: tile<i32>, %d: tile<i32>) {
      %x = ori %a, %b : tile<i1>
      %y = maxi %c, %d signed : tile<i32>
      yield %x, %y : tile<i1>, tile<i32>
    }
    %h = constant <f16: 0.0> : tile<4xf16>
    %2 = scan %h dim=0 reverse=false identities=[0.0 : bf16] : tile<4xf16> -> tile<4xf16>
    (%a: tile<f16>, %b: tile<f16>) {
      yield %a : tile<f16>
    }
  }
}
