// Control flow (ops.md 8): if (with/without results, empty else, early exits
// through return/break/continue), for (signed/unsigned, iter_values, the
// %for/%loopIdx/%iterArgN names), loop (all four header shapes), and where
// yield/continue/break/return may appear. Operand-less yield/continue are
// elided on print; entry always prints its return.
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

// if with results (both branches yield), without results (implicit yield
// elided), with an explicitly empty else (printed `} else {` + `}`), with
// only an else branch, with several results and with a token result.
// CHECK-LABEL: cuda_tile.module @ifs {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>, %arg1: tile<f32>, %arg2: tile<i32>) {
// CHECK-NEXT:     %0 = if %arg0 -> (tile<f32>) {
// CHECK-NEXT:       yield %arg1 : tile<f32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = negf %arg1 : tile<f32>
// CHECK-NEXT:       yield %4 : tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     if %arg0 {
// CHECK-NEXT:       %4 = addf %arg1, %arg1  : tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     if %arg0 {
// CHECK-NEXT:       %4 = addf %arg1, %arg1  : tile<f32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     if %arg0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = addf %arg1, %arg1  : tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = if %arg0 -> (tile<i32>, tile<f32>) {
// CHECK-NEXT:       yield %arg2, %arg1 : tile<i32>, tile<f32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       yield %arg2, %arg1 : tile<i32>, tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = make_token : token
// CHECK-NEXT:     %3 = if %arg0 -> (token) {
// CHECK-NEXT:       yield %2 : token
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = make_token : token
// CHECK-NEXT:       yield %4 : token
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "ifs"}>
// GENERIC: "cuda_tile.if"(%arg0) ({
// GENERIC-NEXT: "cuda_tile.yield"(%arg1) : (!cuda_tile.tile<f32>) -> ()
// GENERIC-NEXT: }, {
// GENERIC: }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<f32>
// GENERIC: "cuda_tile.if"(%arg0) ({
// GENERIC: "cuda_tile.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (!cuda_tile.tile<i1>) -> ()
cuda_tile.module @ifs {
  entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
    %0 = if %c -> (tile<f32>) {
      yield %f : tile<f32>
    } else {
      %n = negf %f : tile<f32>
      yield %n : tile<f32>
    }
    if %c {
      %a = addf %f, %f : tile<f32>
    }
    if %c {
      %a = addf %f, %f : tile<f32>
      yield
    } else {
    }
    if %c {
    } else {
      %a = addf %f, %f : tile<f32>
    }
    %1:2 = cuda_tile.if %c -> (!cuda_tile.tile<i32>, tile<f32>) {
      yield %i, %f : tile<i32>, tile<f32>
    } else {
      cuda_tile.yield %i, %f : tile<i32>, !cuda_tile.tile<f32>
    }
    %t = make_token : token
    %2 = if %c -> (token) {
      yield %t : token
    } else {
      %u = make_token : token
      yield %u : token
    }
  }
}

// -----

// return inside an if (directly and through nested ifs) in an entry: an
// early exit.
// CHECK-LABEL: cuda_tile.module @early_return {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>, %arg1: tile<i32>) {
// CHECK-NEXT:     if %arg0 {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     if %arg0 {
// CHECK-NEXT:       if %arg0 {
// CHECK-NEXT:         return
// CHECK-NEXT:       } else {
// CHECK-NEXT:       }
// CHECK-NEXT:     } else {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "early_return"}>
// GENERIC: "cuda_tile.if"(%arg0) ({
// GENERIC-NEXT: "cuda_tile.return"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (!cuda_tile.tile<i1>) -> ()
cuda_tile.module @early_return {
  entry @k(%c: tile<i1>, %i: tile<i32>) {
    if %c {
      return
    }
    if %c {
      if %c {
        return
      } else {
      }
    } else {
      return
    }
  }
}

// -----

// An if with results may leave through a return in one branch.
// CHECK-LABEL: cuda_tile.module @early_return_results {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>, %arg1: tile<i32>) {
// CHECK-NEXT:     %0 = if %arg0 -> (tile<i32>) {
// CHECK-NEXT:       return
// CHECK-NEXT:     } else {
// CHECK-NEXT:       yield %arg1 : tile<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "early_return_results"}>
// GENERIC: "cuda_tile.if"(%arg0) ({
// GENERIC-NEXT: "cuda_tile.return"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "cuda_tile.yield"(%arg1) : (!cuda_tile.tile<i32>) -> ()
// GENERIC-NEXT: }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<i32>
cuda_tile.module @early_return_results {
  entry @k(%c: tile<i1>, %i: tile<i32>) {
    %0 = if %c -> (tile<i32>) {
      return
    } else {
      yield %i : tile<i32>
    }
  }
}

// -----

// for: signed (default) and unsigned comparison, with and without
// iter_values; the region arguments are named %loopIdx and %iterArgN and the
// single result %for; an operand-less continue is elided.
// CHECK-LABEL: cuda_tile.module @fors {
// CHECK-NEXT:   entry @k(%arg0: tile<f32>, %arg1: tile<i32>, %arg2: tile<i64>, %arg3: tile<i8>) {
// CHECK-NEXT:     %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT:     %cst_8_i32 = constant <i32: 8> : tile<i32>
// CHECK-NEXT:     %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT:     %for = for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %arg0) -> (tile<f32>) {
// CHECK-NEXT:       %0 = addf %iterArg0, %iterArg0  : tile<f32>
// CHECK-NEXT:       continue %0 : tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     for unsigned %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> {
// CHECK-NEXT:     }
// CHECK-NEXT:     %for_0:2 = for unsigned %loopIdx in (%arg2 to %arg2, step %arg2) : tile<i64> iter_values(%iterArg0 = %arg0, %iterArg1 = %arg1) -> (tile<f32>, tile<i32>) {
// CHECK-NEXT:       %0 = addi %iterArg1, %iterArg1 : tile<i32>
// CHECK-NEXT:       continue %iterArg0, %0 : tile<f32>, tile<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     for %loopIdx in (%arg3 to %arg3, step %arg3) : tile<i8> {
// CHECK-NEXT:       %0 = addi %loopIdx, %loopIdx : tile<i8>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "fors"}>
// GENERIC: "cuda_tile.for"(%{{.*}}, %{{.*}}, %{{.*}}, %arg0) ({
// GENERIC-NEXT: ^bb0(%{{.*}}: !cuda_tile.tile<i32>, %{{.*}}: !cuda_tile.tile<f32>):
// GENERIC: "cuda_tile.continue"(%{{.*}}) : (!cuda_tile.tile<f32>) -> ()
// GENERIC-NEXT: }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
// GENERIC: "cuda_tile.for"(%{{.*}}, %{{.*}}, %{{.*}}) <{unsignedCmp}> ({
cuda_tile.module @fors {
  entry @k(%f: tile<f32>, %i: tile<i32>, %l: tile<i64>, %b: tile<i8>) {
    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 8> : tile<i32>
    %st = constant <i32: 1> : tile<i32>
    %0 = for %iv in (%lb to %ub, step %st) : tile<i32> iter_values(%acc = %f) -> (tile<f32>) {
      %x = addf %acc, %acc : tile<f32>
      continue %x : tile<f32>
    }
    for unsigned %iv in (%lb to %ub, step %st) : tile<i32> {
    }
    %1:2 = cuda_tile.for unsigned %iv in (%l to %l, step %l) : !cuda_tile.tile<i64> iter_values(%a = %f, %c = %i) -> (tile<f32>, tile<i32>) {
      %y = addi %c, %c : tile<i32>
      continue %a, %y : tile<f32>, tile<i32>
    }
    for %iv in (%b to %b, step %b) : tile<i8> {
      %z = addi %iv, %iv : tile<i8>
      continue
    }
  }
}

// -----

// continue inside ifs inside a for: an early exit of the iteration.
// CHECK-LABEL: cuda_tile.module @for_continue {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>, %arg1: tile<f32>, %arg2: tile<i32>) {
// CHECK-NEXT:     %for = for %loopIdx in (%arg2 to %arg2, step %arg2) : tile<i32> iter_values(%iterArg0 = %arg1) -> (tile<f32>) {
// CHECK-NEXT:       if %arg0 {
// CHECK-NEXT:         continue %iterArg0 : tile<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %0 = addf %iterArg0, %iterArg0  : tile<f32>
// CHECK-NEXT:       continue %0 : tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "for_continue"}>
// GENERIC: "cuda_tile.if"(%arg0) ({
// GENERIC-NEXT: "cuda_tile.continue"(%{{.*}}) : (!cuda_tile.tile<f32>) -> ()
cuda_tile.module @for_continue {
  entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
    %0 = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
      if %c {
        continue %a : tile<f32>
      }
      %x = addf %a, %a : tile<f32>
      continue %x : tile<f32>
    }
  }
}

// -----

// loop: the four header shapes (no values; result types only; iter values
// only; iter values and results, each list comma separated).
// CHECK-LABEL: cuda_tile.module @loops {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>, %arg1: tile<f32>, %arg2: tile<i32>) {
// CHECK-NEXT:     loop {
// CHECK-NEXT:       break
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = loop : tile<i32> {
// CHECK-NEXT:       break %arg2 : tile<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = loop : tile<i32>, tile<f32> {
// CHECK-NEXT:       break %arg2, %arg1 : tile<i32>, tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     loop iter_values(%arg3 = %arg2) : tile<i32> {
// CHECK-NEXT:       continue %arg3 : tile<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = loop iter_values(%arg3 = %arg2, %arg4 = %arg1) : tile<i32>, tile<f32> -> tile<f32> {
// CHECK-NEXT:       break %arg4 : tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "loops"}>
// GENERIC: "cuda_tile.loop"() ({
// GENERIC-NEXT: "cuda_tile.break"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: "cuda_tile.loop"() ({
// GENERIC-NEXT: "cuda_tile.break"(%arg2) : (!cuda_tile.tile<i32>) -> ()
// GENERIC-NEXT: }) : () -> !cuda_tile.tile<i32>
// GENERIC: "cuda_tile.loop"(%arg2, %arg1) ({
// GENERIC-NEXT: ^bb0(%{{.*}}: !cuda_tile.tile<i32>, %{{.*}}: !cuda_tile.tile<f32>):
// GENERIC: }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
cuda_tile.module @loops {
  entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
    loop {
      break
    }
    %0 = loop : tile<i32> {
      break %i : tile<i32>
    }
    %1:2 = loop : tile<i32>, tile<f32> {
      break %i, %f : tile<i32>, tile<f32>
    }
    loop iter_values(%v = %i) : tile<i32> {
      continue %v : tile<i32>
    }
    %2 = loop iter_values(%v = %i, %w = %f) : tile<i32>, tile<f32> -> tile<f32> {
      break %w : tile<f32>
    }
  }
}

// -----

// break and continue inside (nested) ifs inside a loop.
// CHECK-LABEL: cuda_tile.module @loop_exits {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>, %arg1: tile<f32>, %arg2: tile<i32>) {
// CHECK-NEXT:     %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT:     %0 = loop iter_values(%arg3 = %arg2) : tile<i32> -> tile<i32> {
// CHECK-NEXT:       %2 = cmpi greater_than_or_equal %arg3, %cst_1_i32, signed : tile<i32> -> tile<i1>
// CHECK-NEXT:       if %2 {
// CHECK-NEXT:         break %arg3 : tile<i32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = addi %arg3, %cst_1_i32 : tile<i32>
// CHECK-NEXT:       continue %3 : tile<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     loop {
// CHECK-NEXT:       if %arg0 {
// CHECK-NEXT:         break
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = loop iter_values(%arg3 = %arg2, %arg4 = %arg1) : tile<i32>, tile<f32> -> tile<f32>, tile<i32> {
// CHECK-NEXT:       if %arg0 {
// CHECK-NEXT:         if %arg0 {
// CHECK-NEXT:           break %arg4, %arg3 : tile<f32>, tile<i32>
// CHECK-NEXT:         } else {
// CHECK-NEXT:           continue %arg3, %arg4 : tile<i32>, tile<f32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       continue %arg3, %arg4 : tile<i32>, tile<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "loop_exits"}>
// GENERIC: "cuda_tile.break"(%{{.*}}) : (!cuda_tile.tile<i32>) -> ()
cuda_tile.module @loop_exits {
  entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    %0 = loop iter_values(%v = %i) : tile<i32> -> tile<i32> {
      %p = cmpi greater_than_or_equal %v, %one, signed : tile<i32> -> tile<i1>
      if %p {
        break %v : tile<i32>
      }
      %n = addi %v, %one : tile<i32>
      continue %n : tile<i32>
    }
    loop {
      if %c {
        break
      }
    }
    %1:2 = loop iter_values(%v = %i, %w = %f) : tile<i32>, tile<f32> -> tile<f32>, tile<i32> {
      if %c {
        if %c {
          break %w, %v : tile<f32>, tile<i32>
        } else {
          continue %v, %w : tile<i32>, tile<f32>
        }
      }
      continue %v, %w : tile<i32>, tile<f32>
    }
  }
}

// -----

// An if with results may leave through break or continue in one branch.
// CHECK-LABEL: cuda_tile.module @if_results_exits {
// CHECK-NEXT:   entry @k(%arg0: tile<i1>, %arg1: tile<f32>, %arg2: tile<i32>) {
// CHECK-NEXT:     %0 = loop iter_values(%arg3 = %arg2) : tile<i32> -> tile<i32> {
// CHECK-NEXT:       %1 = if %arg0 -> (tile<i32>) {
// CHECK-NEXT:         break %arg3 : tile<i32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         yield %arg3 : tile<i32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %2 = if %arg0 -> (tile<i32>) {
// CHECK-NEXT:         yield %1 : tile<i32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         continue %1 : tile<i32>
// CHECK-NEXT:       }
// CHECK-NEXT:       continue %2 : tile<i32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "if_results_exits"}>
// GENERIC: "cuda_tile.if"(%arg0) ({
// GENERIC-NEXT: "cuda_tile.break"(%{{.*}}) : (!cuda_tile.tile<i32>) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "cuda_tile.yield"(%{{.*}}) : (!cuda_tile.tile<i32>) -> ()
// GENERIC-NEXT: }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<i32>
cuda_tile.module @if_results_exits {
  entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
    %0 = loop iter_values(%v = %i) : tile<i32> -> tile<i32> {
      %x = if %c -> (tile<i32>) {
        break %v : tile<i32>
      } else {
        yield %v : tile<i32>
      }
      %y = if %c -> (tile<i32>) {
        yield %x : tile<i32>
      } else {
        continue %x : tile<i32>
      }
      continue %y : tile<i32>
    }
  }
}
