// Debug-info scope rules 1-5 of types-attrs.md 4.3, on di_loc locations.
// Diagnostics are reported at the di_loc's file location (k.py), so they are
// checked with FileCheck, in order.
// RUN: not tile-opt --no-implicit-module --split-input-file %s 2>&1 | FileCheck %s

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 2>
cuda_tile.module @m {
  // Rule 1: a function's di_loc must be scoped by a subprogram.
  // CHECK: k.py:1:1: error: invalid function debug info scope: Function location must have cuda_tile.di_subprogram debug info scope.
  entry @k() {
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #block>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "other", compileUnit = #cu>
cuda_tile.module @m {
  // Rule 2: the subprogram's linkage name is the function's symbol name.
  // CHECK: k.py:1:1: error: invalid function debug info scope: Function name "k" does not match subprogram scope linkage name "other".
  entry @k() {
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
cuda_tile.module @m {
  entry @k() {
    // Rule 3: no op scope in a function without one.
    // CHECK: k.py:2:1: error: invalid operation debug info scope: Operation has debug info scope, but function debug info scope is undefined.
    %0 = make_token : token loc(#cuda_tile.di_loc<loc("k.py":2:1) in #sp>)
  }
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
#sp2 = #cuda_tile.di_subprogram<file = #file, line = 9, name = "g", linkageName = "g", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp2, file = #file, line = 10>
cuda_tile.module @m {
  entry @k() {
    // Rule 4: op scopes lead (through lexical blocks) to the function's.
    // CHECK: k.py:2:1: error: invalid operation debug info scope: Operation debug info scope does not match function debug info scope
    %0 = make_token : token loc(#cuda_tile.di_loc<loc("k.py":2:1) in #block>)
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
cuda_tile.module @m {
  // Rule 5: globals carry no scope.
  // CHECK: k.py:3:1: error: invalid operation debug info scope: Global variables must not have scope.
  global @g <f32: [1.0]> : tile<1xf32> loc(#cuda_tile.di_loc<loc("k.py":3:1) in #sp>)
}
