// Memory accesses and ops without a native lowering. Tensor views are
// records (base, sizes, strides) in vector<(1 + 2 rank) x i64>; views with
// dynamic sizes or strides are checked once (tilekit_jit_make_view). View
// and pointer accesses call the runtime with the op id, the operands spilled
// to the frame and a slot for the result. With interpreter-thunks, remf
// runs the interpreter's step (tilekit_jit_interp) and is listed in
// tilekit.thunks; without, it cannot be lowered.
//
// RUN: tile-opt --convert-cuda-tile-to-standard="interpreter-thunks=true" %s \
// RUN:   | FileCheck %s
// RUN: not tile-opt --convert-cuda-tile-to-standard %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOTHUNK

// CHECK-LABEL: func.func @views(
// CHECK-SAME: tilekit.thunks = array<i32: [[REMF:[0-9]+]]>
// CHECK: %[[BASE:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: %[[N:.*]] = arith.trunci
// CHECK: %[[N64:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: %[[REC:.*]] = vector.from_elements %[[BASE]], %[[N64]], %[[ONE]] : vector<3xi64>
// CHECK: llvm.store %[[REC]], %{{.*}} : vector<3xi64>, !llvm.ptr
// CHECK: call @tilekit_jit_make_view(%[[CTX:arg0]], %{{.*}}, %{{.*}})
// CHECK: call @tilekit_jit_load_view(%[[CTX]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: %[[RID:.*]] = arith.constant [[REMF]] : i32
// CHECK: call @tilekit_jit_interp(%[[CTX]], %[[RID]], %{{.*}}, %{{.*}})
// CHECK: call @tilekit_jit_store_view(%[[CTX]],

// NOTHUNK: error: failed to legalize operation 'cuda_tile.remf'
cuda_tile.module @m {
  entry @views(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %y, %z = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %va = make_partition_view %ta : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %va[%bid] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %r = remf %x, %x : tile<16xf32>
    %t1 = store_view_tko weak %r, %va[%bid] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
