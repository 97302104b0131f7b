// An entry becomes a func.func with the JIT ABI (JitAbi.h): parameters are
// decoded from the argument words, and for/if/continue become a CFG. The
// for loop checks its step once (tilekit_jit_check) and continues while
// upper - iv > step (unsigned), which cannot overflow.
//
// RUN: tile-opt --convert-cuda-tile-to-standard %s | FileCheck %s

// CHECK-LABEL: func.func @loops(
// CHECK-SAME: %[[CTX:.*]]: !llvm.ptr, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %[[ARGS:.*]]: !llvm.ptr, %[[FRAME:.*]]: !llvm.ptr) -> i32
// CHECK-SAME: tilekit.frame_bytes = {{[0-9]+}} : i64
// CHECK: %[[W0:.*]] = llvm.load %[[ARGS]] {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK: %[[N:.*]] = arith.trunci %[[W0]] : i64 to i32
// CHECK: %[[RUNS:.*]] = arith.cmpi slt, %{{.*}}, %[[N]] : i32
// CHECK: %[[BAD:.*]] = arith.cmpi sle, %[[STEP:.*]], %{{.*}} : i32
// CHECK: arith.andi %[[RUNS]], %[[BAD]] : i1
// CHECK: call @tilekit_jit_check(%[[CTX]],
// CHECK: cf.cond_br %[[RUNS]], ^[[BODY:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32), ^[[EXIT:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[BODY]](%[[IV:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK: cf.cond_br %{{.*}}, ^[[SKIP:bb[0-9]+]], ^[[ADD:bb[0-9]+]]
// CHECK: ^[[SKIP]]:
// CHECK-NEXT: cf.br ^[[LATCH:bb[0-9]+]](%[[ACC]] : i32)
// CHECK: ^[[ADD]]:
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[ACC]], %[[IV]] : i32
// CHECK-NEXT: cf.br ^[[LATCH]](%[[NEXT]] : i32)
// CHECK: ^[[LATCH]](%[[CARRIED:.*]]: i32):
// The back edge polls the launch's stop request (--timeout, Ctrl-C): one
// relaxed load and a branch that is almost never taken.
// CHECK: %[[STOP:.*]] = llvm.load %{{.*}} atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK: cf.cond_br %{{.*}} weights([1, 1048576]), ^[[STOPPED:bb[0-9]+]], ^[[GO:bb[0-9]+]]
// CHECK: ^[[STOPPED]]:
// CHECK: call @tilekit_jit_stopped(%[[CTX]],
// CHECK: ^[[GO]]:
// CHECK-NEXT: %[[LEFT:.*]] = arith.subi %[[N]], %[[IV]] : i32
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi ugt, %[[LEFT]], %[[STEP]] : i32
// CHECK-NEXT: %[[IV2:.*]] = arith.addi %[[IV]], %[[STEP]] : i32
// CHECK-NEXT: cf.cond_br %[[MORE]], ^[[BODY]](%[[IV2]], %[[CARRIED]] : i32, i32), ^[[EXIT]](%[[CARRIED]] : i32)
// CHECK: ^[[EXIT]](%[[SUM:.*]]: i32):
// CHECK: llvm.store %[[SUM]], %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK: call @tilekit_jit_store_ptr(%[[CTX]],
// CHECK: return %{{.*}} : i32
cuda_tile.module @m {
  entry @loops(%n: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %sum = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %odd = remi %i, %c1 signed : tile<i32>
      %skip = cmpi equal %odd, %c1, signed : tile<i32> -> tile<i1>
      if %skip {
        continue %acc : tile<i32>
      }
      %next = addi %acc, %i : tile<i32>
      continue %next : tile<i32>
    }
    %t = store_ptr_tko weak %out, %sum : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // A loop leaves through break; a return inside an if leaves the entry.
  // CHECK-LABEL: func.func @loop_break(
  // CHECK: cf.br ^[[LOOP:bb[0-9]+]](%{{.*}} : i32)
  // CHECK: ^[[LOOP]](%[[I:.*]]: i32):
  // CHECK: cf.cond_br %{{.*}}, ^[[BRK:bb[0-9]+]], ^[[GO:bb[0-9]+]]
  // CHECK: ^[[BRK]]:
  // CHECK-NEXT: cf.br ^[[AFTER:bb[0-9]+]](%[[I]] : i32)
  // CHECK: ^[[GO]]:
  // CHECK: cf.cond_br %{{.*}}, ^[[RET:bb[0-9]+]], ^{{bb[0-9]+}}
  // CHECK: ^[[RET]]:
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: return %[[Z]] : i32
  // CHECK: ^[[AFTER]](%{{.*}}: i32):
  entry @loop_break(%n: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c9 = constant <i32: 9> : tile<i32>
    %r = loop iter_values(%i = %c0) : tile<i32> -> tile<i32> {
      %done = cmpi greater_than_or_equal %i, %n, signed : tile<i32> -> tile<i1>
      if %done {
        break %i : tile<i32>
      }
      %bad = cmpi equal %i, %c9, signed : tile<i32> -> tile<i1>
      if %bad {
        return
      }
      %j = addi %i, %c1 : tile<i32>
      continue %j : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
