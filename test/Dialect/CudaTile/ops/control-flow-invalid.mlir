// Verifier rules of if, for, loop and the terminators yield, continue, break
// and return (ops.md 8), one case per rule and per operand constraint, with
// the exact diagnostic.
//
// Left out until the tool matches ops.md: an `if` with results but no else,
// and a branch whose yield does not match the results (ops.md: "has
// non-empty return type, must define else branch", "type does not match
// yield type, ..."); tile-opt currently reports these through the generic
// RegionBranchOpInterface check instead.
//
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

// if: a then region is required.
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.if' op must define then branch}}
  "cuda_tile.if"(%c) ({
  }, {
  }) : (!cuda_tile.tile<i1>) -> ()
} }
// -----
// if: results are not tensor_views or tile views.
cuda_tile.module @m { entry @k(%c: tile<i1>, %p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
  // expected-error @+1 {{'cuda_tile.if' op result type 0 is a tensor_view, which is not supported}}
  %0 = if %c -> (tensor_view<4xf32, strides=[1]>) {
    yield %tv : tensor_view<4xf32, strides=[1]>
  } else {
    yield %tv : tensor_view<4xf32, strides=[1]>
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
  // expected-error @+1 {{'cuda_tile.if' op result type 0 is a tile view, which is not supported}}
  %0 = if %c -> (partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>) {
    yield %pv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
  } else {
    yield %pv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
  }
} }
// -----
// if: the condition is a rank-0 i1 tile (the parser resolves it as such).
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-note @+1 {{prior use here}}
  %z = constant <i1: true> : tile<2xi1>
  // expected-error @+1 {{use of value '%z' expects different type than prior uses: '!cuda_tile.tile<i1>' vs '!cuda_tile.tile<2xi1>'}}
  if %z {
  }
} }
// -----
// for: bounds and step are rank-0 integer tiles of one type, the induction
// variable has that type and comes first in the body.
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.for' op operand #0 must be 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
  for %iv in (%f to %f, step %f) : tile<f32> {
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  %z = constant <i32: 0> : tile<2xi32>
  // expected-error @+1 {{'cuda_tile.for' op operand #0 must be 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<2xi32>'}}
  for %iv in (%z to %z, step %z) : tile<2xi32> {
  }
} }
// -----
cuda_tile.module @m { entry @k(%i: tile<i32>, %l: tile<i64>) {
  // expected-error @+1 {{'cuda_tile.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "cuda_tile.for"(%i, %l, %i) ({
  ^bb0(%iv: !cuda_tile.tile<i32>):
    "cuda_tile.continue"() : () -> ()
  }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> ()
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.for' op expected induction variable to be same type as bounds and step}}
  "cuda_tile.for"(%i, %i, %i) ({
  ^bb0(%iv: !cuda_tile.tile<i64>):
    "cuda_tile.continue"() : () -> ()
  }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.for' op expects the body to take the induction variable}}
  "cuda_tile.for"(%i, %i, %i) ({
  ^bb0:
    "cuda_tile.continue"() : () -> ()
  }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
} }
// -----
// for: one iter argument per init value, of its type; one result per init.
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.for' op iter values: expected 1 values, got 0}}
  %0 = "cuda_tile.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: !cuda_tile.tile<i32>):
    "cuda_tile.continue"(%f) : (!cuda_tile.tile<f32>) -> ()
  }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.for' op iter values: value 0 has type '!cuda_tile.tile<i32>' but '!cuda_tile.tile<f32>' is expected}}
  %0 = "cuda_tile.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<i32>):
    "cuda_tile.continue"(%f) : (!cuda_tile.tile<f32>) -> ()
  }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.for' op results: expected 1 values, got 2}}
  %0:2 = "cuda_tile.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>):
    "cuda_tile.continue"(%a, %a) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> ()
  }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>)
} }
// -----
// for: continue carries the result types.
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  %0 = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
    // expected-error @+1 {{'cuda_tile.continue' op continue operands: value 0 has type '!cuda_tile.tile<i32>' but '!cuda_tile.tile<f32>' is expected}}
    continue %i : tile<i32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.continue' op continue operands: expected 1 values, got 0}}
  %0 = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  %0 = "cuda_tile.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>):
    // expected-error @+1 {{'cuda_tile.continue' op continue operands: value 0 has type '!cuda_tile.tile<f32>' but '!cuda_tile.tile<i32>' is expected}}
    "cuda_tile.continue"(%a) : (!cuda_tile.tile<f32>) -> ()
  }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<i32>
} }
// -----
// for: no tensor_view or tile view loop-carried values.
cuda_tile.module @m { entry @k(%i: tile<i32>, %p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
  // expected-error @+1 {{'cuda_tile.for' op loop-carried value type 0 is a tensor_view, which is not supported}}
  %0 = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %tv) -> (tensor_view<4xf32, strides=[1]>) {
    continue %a : tensor_view<4xf32, strides=[1]>
  }
} }
// -----
cuda_tile.module @m { entry @k(%i: tile<i32>, %p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
  // expected-error @+1 {{'cuda_tile.for' op loop-carried value type 0 is a tile view, which is not supported}}
  %0 = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %pv) -> (partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>) {
    continue %a : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
  }
} }
// -----
// loop: one region argument per init value, of its type.
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.loop' op iter values: value 0 has type '!cuda_tile.tile<i32>' but '!cuda_tile.tile<f32>' is expected}}
  "cuda_tile.loop"(%f) ({
  ^bb0(%a: !cuda_tile.tile<i32>):
    "cuda_tile.continue"(%f) : (!cuda_tile.tile<f32>) -> ()
  }) : (!cuda_tile.tile<f32>) -> ()
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-error @+1 {{'cuda_tile.loop' op iter values: expected 1 values, got 2}}
  "cuda_tile.loop"(%f) ({
  ^bb0(%a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
    "cuda_tile.continue"(%f) : (!cuda_tile.tile<f32>) -> ()
  }) : (!cuda_tile.tile<f32>) -> ()
} }
// -----
// loop: continue carries the iter types, break the result types.
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  %0 = loop iter_values(%a = %f) : tile<f32> -> tile<f32> {
    // expected-error @+1 {{'cuda_tile.continue' op continue operands: value 0 has type '!cuda_tile.tile<i32>' but '!cuda_tile.tile<f32>' is expected}}
    continue %i : tile<i32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  %0 = "cuda_tile.loop"(%f) ({
  ^bb0(%a: !cuda_tile.tile<f32>):
    // expected-error @+1 {{'cuda_tile.continue' op continue operands: expected 1 values, got 0}}
    "cuda_tile.continue"() : () -> ()
  }) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<i32>
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  %0 = loop iter_values(%a = %f) : tile<f32> -> tile<i32> {
    // expected-error @+1 {{'cuda_tile.break' op break operands: value 0 has type '!cuda_tile.tile<f32>' but '!cuda_tile.tile<i32>' is expected}}
    break %f : tile<f32>
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  %0 = loop : tile<i32> {
    // expected-error @+1 {{'cuda_tile.break' op break operands: expected 1 values, got 0}}
    break
  }
} }
// -----
// loop: no tensor_view or tile view carried values or results.
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
  // expected-error @+1 {{'cuda_tile.loop' op loop-carried value type 0 is a tensor_view, which is not supported}}
  loop iter_values(%a = %tv) : tensor_view<4xf32, strides=[1]> {
    continue %a : tensor_view<4xf32, strides=[1]>
  }
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
  // expected-error @+1 {{'cuda_tile.loop' op result type 0 is a tensor_view, which is not supported}}
  %0 = loop : tensor_view<4xf32, strides=[1]> {
    break %tv : tensor_view<4xf32, strides=[1]>
  }
} }
// -----
cuda_tile.module @m { entry @k(%p: tile<ptr<f32>>) {
  %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
  %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
  // expected-error @+1 {{'cuda_tile.loop' op result type 0 is a tile view, which is not supported}}
  %0 = loop : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>> {
    break %pv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
  }
} }
// -----
// yield: only in if, reduce and scan.
// expected-error @+1 {{'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
cuda_tile.module @m { entry @k(%arg: tile<i1>) { yield } }
// -----
cuda_tile.module @m { entry @k(%arg: tile<i1>) {
  loop {
    // expected-error @+1 {{'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
    yield
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  %0 = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
    // expected-error @+1 {{'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
    yield %a : tile<f32>
  }
} }
// -----
// continue: in for or loop, reached only through ifs.
cuda_tile.module @m {
  // expected-note @+1 {{see unexpected ancestor operation}}
  entry @k() {
    // expected-error @+1 {{'cuda_tile.continue' op can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations}}
    continue
  }
}
// -----
cuda_tile.module @m { entry @k(%fv: tile<f32>) {
  %v = reshape %fv : tile<f32> -> tile<1xf32>
  loop {
    // expected-note @+1 {{see unexpected ancestor operation}}
    %0 = reduce %v dim=0 identities=[0.0 : f32] : tile<1xf32> -> tile<f32>
    (%x: tile<f32>, %y: tile<f32>) {
      // expected-error @+1 {{'cuda_tile.continue' op can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations}}
      continue
    }
  }
} }
// -----
// break: in loop only (not for), reached only through ifs.
cuda_tile.module @m {
  // expected-note @+1 {{see unexpected ancestor operation}}
  entry @k() {
    // expected-error @+1 {{'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
    break
  }
}
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  // expected-note @+1 {{see unexpected ancestor operation}}
  for %iv in (%i to %i, step %i) : tile<i32> {
    // expected-error @+1 {{'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
    break
  }
} }
// -----
cuda_tile.module @m { entry @k(%fv: tile<f32>) {
  %v = reshape %fv : tile<f32> -> tile<1xf32>
  %0 = loop iter_values(%a = %fv) : tile<f32> -> tile<f32> {
    // expected-note @+1 {{see unexpected ancestor operation}}
    %1 = scan %v dim=0 reverse=false identities=[0.0 : f32] : tile<1xf32> -> tile<1xf32>
    (%x: tile<f32>, %y: tile<f32>) {
      // expected-error @+1 {{'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
      break %x : tile<f32>
    }
    continue %a : tile<f32>
  }
} }
// -----
// return: in the entry, possibly through ifs and (13.4) loops, never
// inside a `for` ...
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  for %iv in (%i to %i, step %i) : tile<i32> {
    // expected-error @+1 {{'cuda_tile.return' op can only be nested within a function, possibly through 'cuda_tile.if' or 'cuda_tile.loop' operations}}
    return
  }
} }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  loop {
    for %iv in (%i to %i, step %i) : tile<i32> {
      if %c {
        // expected-error @+1 {{'cuda_tile.return' op can only be nested within a function, possibly through 'cuda_tile.if' or 'cuda_tile.loop' operations}}
        return
      }
    }
  }
} }
// -----
// ... and with no operands.
// expected-error @+1 {{'cuda_tile.return' op has 1 operands, but entry function must return 0 operands}}
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) { return %i : tile<i32> } }
// -----
cuda_tile.module @m { entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
  if %c {
    // expected-error @+1 {{'cuda_tile.return' op has 1 operands, but entry function must return 0 operands}}
    return %i : tile<i32>
  }
} }
