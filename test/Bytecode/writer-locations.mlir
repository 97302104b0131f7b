// Only di_loc, call site, file and unknown locations can be written; a name
// location on an op of a function with debug info is refused. The error is
// reported at the name location's own file location.
// RUN: not tile-translate -mlir-to-cudatilebc -no-implicit-module %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: f.py:1:1: error: unsupported location, got NameLoc, expected DILocAttr or CallSiteLoc
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
cuda_tile.module @m {
  entry @k() {
    %t = make_token : token loc("named"("f.py":1:1))
  } loc(#cuda_tile.di_loc<loc("k.py":1:1) in #sp>)
}
