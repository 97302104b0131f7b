// What a target version cannot encode is refused, naming the field and the
// version it needs (in the reference writer's words), then the module with
// the version it needs.
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 -no-implicit-module -split-input-file -verify-diagnostics %s -o /dev/null

// expected-error @+1 {{cannot write bytecode version 13.1: the module needs 13.3 (1 construct listed)}}
cuda_tile.module @m {
  entry @k() {
    %c = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    // expected-error @+1 {{operation 'cuda_tile.pack' is not available in bytecode version 13.1}}
    %p = pack %c : tile<4xf32> -> tile<16xi8>
  }
}

// -----

// expected-error @+1 {{cannot write bytecode version 13.1: the module needs 13.2 (1 construct listed)}}
cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{type 'Float8E8M0FNU' requires bytecode version 13.2+, targeting 13.1}}
    %c = constant <f8E8M0FNU: 1.0> : tile<2xf8E8M0FNU>
  }
}

// -----

// expected-error @+1 {{cannot write bytecode version 13.1: the module needs 13.2 (1 construct listed)}}
cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{attribute 'overflow' requires bytecode version 13.2+, but targeting 13.1}}
    %n = negi %a overflow<no_signed_wrap> : tile<i32>
  }
}

// -----

// expected-error @+1 {{cannot write bytecode version 13.1: the module needs 13.2 (1 construct listed)}}
cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{optional attribute 'unsignedCmp' is provided but requires bytecode version 13.2, targeting 13.1}}
    for unsigned %i in (%a to %a, step %a) : tile<i32> {
    }
  }
}

// -----

// expected-error @+1 {{cannot write bytecode version 13.1: the module needs 13.2 (1 construct listed)}}
cuda_tile.module @m {
  entry @k() {
    %t = make_token : token
    // expected-error @+1 {{optional operand 'token' is provided but requires bytecode version 13.2, targeting 13.1}}
    %p = print_tko "x" token=%t -> token
  }
}

// -----

// expected-error @+1 {{cannot write bytecode version 13.1: the module needs 13.2 (1 construct listed)}}
cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{result 'result_token' requires bytecode version 13.2 but is being used and targeting 13.1. Cannot serialize to older bytecode version when newer features are used.}}
    %p = print_tko "x" -> token
    %q = join_tokens %p, %p : token
  }
}

// -----

// expected-error @+1 {{cannot write bytecode version 13.1: the module needs 13.3 (1 construct listed)}}
cuda_tile.module @m {
  // expected-error @+1 {{global `g` uses non-public symbol visibility, which cannot be encoded in bytecode version 13.1 (requires bytecode 13.3+)}}
  global private @g <f32: [1.0]> : tile<1xf32>
}

// -----

// expected-error @+1 {{cannot write bytecode version 13.1: the module needs 13.3 (1 construct listed)}}
cuda_tile.module @m {
  // expected-error @+1 {{constant global `g` cannot be encoded in bytecode version 13.1 (the `constant` attribute requires bytecode 13.3+)}}
  global constant @g <f32: [1.0]> : tile<1xf32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{unsupported type in bytecode writer: '!cuda_tile.string'}}
  entry @k(%s: !cuda_tile.string) {
  }
}
