// The parallel parser and printer on small modules (the hidden
// --tile-parallel-asm-min-ops lowers the size they start at), and the inputs
// they leave to the sequential paths: the output and the diagnostics are the
// sequential ones in every case.

// RUN: split-file %s %t

// Valid: both paths run in parallel and print the sequential bytes.
// RUN: tile-opt --no-implicit-module --tile-parallel-asm-min-ops=4 --tile-parallel-asm-report %t/valid.mlir -o %t/par.mlir 2>&1 | FileCheck %s --check-prefix=PAR
// RUN: tile-opt --no-implicit-module --tile-parallel-asm=false %t/valid.mlir -o %t/seq.mlir
// RUN: cmp %t/seq.mlir %t/par.mlir
// RUN: FileCheck %s --check-prefix=VALID --input-file=%t/par.mlir
// PAR: parsed in parallel
// PAR: printed 12 ops in {{[0-9]+}} chunks
// VALID: cuda_tile.module @m {
// VALID-NEXT: {{^}}  global @g0
// VALID-NEXT: {{^}}  entry @k0(%arg0: tile<ptr<f32>>) {
// VALID-NEXT: {{^}}    %cst_0_i32 = constant <i32: 0> : tile<i32>
// VALID: {{^}}  entry @k5(

// A parse error in the last part: the sequential parser reports it.
// RUN: not tile-opt --no-implicit-module --tile-parallel-asm-min-ops=4 --tile-parallel-asm-report %t/bad.mlir 2> %t/par.err
// RUN: not tile-opt --no-implicit-module --tile-parallel-asm=false %t/bad.mlir 2> %t/seq.err
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t/par.err
// RUN: grep -v tile-parallel-asm %t/par.err | diff %t/seq.err -
// BAD: parsing sequentially
// BAD: bad.mlir:{{[0-9]+}}:{{[0-9]+}}: error: use of undeclared SSA value name

// A verifier error (a duplicate symbol across the parts).
// RUN: not tile-opt --no-implicit-module --tile-parallel-asm-min-ops=4 --tile-parallel-asm-report %t/dup.mlir 2> %t/par.err
// RUN: not tile-opt --no-implicit-module --tile-parallel-asm=false %t/dup.mlir 2> %t/seq.err
// RUN: FileCheck %s --check-prefix=DUP --input-file=%t/par.err
// RUN: grep -v tile-parallel-asm %t/par.err | diff %t/seq.err -
// DUP: parsing sequentially
// DUP: error: redefinition of symbol named 'g0'

// An attribute printed as an alias (`#di_file`): the printer stays
// sequential and prints the alias.
// RUN: tile-opt --no-implicit-module --tile-parallel-asm-min-ops=4 --tile-parallel-asm-report %t/alias.mlir -o %t/par.mlir 2>&1 | FileCheck %s --check-prefix=ALIAS
// RUN: tile-opt --no-implicit-module --tile-parallel-asm=false %t/alias.mlir -o %t/seq.mlir
// RUN: cmp %t/seq.mlir %t/par.mlir
// RUN: FileCheck %s --check-prefix=ALIASED --input-file=%t/par.mlir
// ALIAS: parsed in parallel
// ALIAS: printed sequentially
// ALIASED: #di_file = #cuda_tile.di_file<"a.py" in "/src/">
// ALIASED: tag = #di_file

//--- valid.mlir
cuda_tile.module @m {
  global @g0 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k0(%a: tile<ptr<f32>>) {
    %c = constant <i32: 0> : tile<i32>
    %t = make_token : token
    return
  }
  global @g1 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k1(%a: tile<ptr<f32>>) {
    %c = constant <i32: 1> : tile<i32>
    %t = make_token : token
    return
  }
  global @g2 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k2(%a: tile<ptr<f32>>) {
    %c = constant <i32: 2> : tile<i32>
    %t = make_token : token
    return
  }
  global @g3 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k3(%a: tile<ptr<f32>>) {
    %c = constant <i32: 3> : tile<i32>
    %t = make_token : token
    return
  }
  global @g4 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k4(%a: tile<ptr<f32>>) {
    %c = constant <i32: 4> : tile<i32>
    %t = make_token : token
    return
  }
  global @g5 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k5(%a: tile<ptr<f32>>) {
    %c = constant <i32: 5> : tile<i32>
    %t = make_token : token
    return
  }
}
//--- bad.mlir
cuda_tile.module @m {
  global @g0 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k0(%a: tile<ptr<f32>>) {
    %c = constant <i32: 0> : tile<i32>
    %t = make_token : token
    return
  }
  global @g1 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k1(%a: tile<ptr<f32>>) {
    %c = constant <i32: 1> : tile<i32>
    %t = make_token : token
    return
  }
  global @g2 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k2(%a: tile<ptr<f32>>) {
    %c = constant <i32: 2> : tile<i32>
    %t = make_token : token
    return
  }
  global @g3 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k3(%a: tile<ptr<f32>>) {
    %c = constant <i32: 3> : tile<i32>
    %t = make_token : token
    return
  }
  global @g4 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k4(%a: tile<ptr<f32>>) {
    %c = constant <i32: 4> : tile<i32>
    %t = make_token : token
    return
  }
  global @g5 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k5(%a: tile<ptr<f32>>) {
    %c = constant <i32: 5> : tile<i32>
    %t = addi %nothing, %nothing : tile<i32>
    return
  }
}
//--- dup.mlir
cuda_tile.module @m {
  global @g0 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k0(%a: tile<ptr<f32>>) {
    %c = constant <i32: 0> : tile<i32>
    %t = make_token : token
    return
  }
  global @g1 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k1(%a: tile<ptr<f32>>) {
    %c = constant <i32: 1> : tile<i32>
    %t = make_token : token
    return
  }
  global @g2 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k2(%a: tile<ptr<f32>>) {
    %c = constant <i32: 2> : tile<i32>
    %t = make_token : token
    return
  }
  global @g3 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k3(%a: tile<ptr<f32>>) {
    %c = constant <i32: 3> : tile<i32>
    %t = make_token : token
    return
  }
  global @g4 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k4(%a: tile<ptr<f32>>) {
    %c = constant <i32: 4> : tile<i32>
    %t = make_token : token
    return
  }
  global @g0 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k5(%a: tile<ptr<f32>>) {
    %c = constant <i32: 5> : tile<i32>
    %t = make_token : token
    return
  }
}
//--- alias.mlir
cuda_tile.module @m {
  global @g0 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k0(%a: tile<ptr<f32>>) {
    %c = constant <i32: 0> : tile<i32>
    %t = make_token : token
    return
  }
  global @g1 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k1(%a: tile<ptr<f32>>) {
    %c = constant <i32: 1> : tile<i32>
    %t = make_token : token
    return
  }
  global @g2 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k2(%a: tile<ptr<f32>>) {
    %c = constant <i32: 2> : tile<i32>
    %t = make_token : token
    return
  }
  global @g3 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k3(%a: tile<ptr<f32>>) {
    %c = constant <i32: 3> : tile<i32>
    %t = make_token : token
    return
  }
  global @g4 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k4(%a: tile<ptr<f32>>) {
    %c = constant <i32: 4> : tile<i32>
    %t = "cuda_tile.make_token"() {tag = #cuda_tile.di_file<"a.py" in "/src/">} : () -> !cuda_tile.token
    return
  }
  global @g5 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k5(%a: tile<ptr<f32>>) {
    %c = constant <i32: 5> : tile<i32>
    %t = make_token : token
    return
  }
}
