// The ops Tile IR 13.5 adds are refused by name: only their names and a
// sentence each are public, not their operands, attributes, syntax or
// encoding (docs/tile-ir-13.5.md). Whatever follows the name is not read.
// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{custom op 'cuda_tile.multimem_load_reduce_view_tko' is a Tile IR 13.5 op (loads the corresponding elements of every destination of a multicast-backed view and returns their reduction) that is not supported: its operands, attributes, syntax and bytecode encoding are not public}}
  %t, %tok = multimem_load_reduce_view_tko add %v[%i] : tile<8xf32>, token
} }

// -----

cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{custom op 'cuda_tile.multimem_reduce_view_tko' is a Tile IR 13.5 op (atomically reduces a tile element-wise into every destination of a multicast-backed view) that is not supported}}
  %tok = multimem_reduce_view_tko
} }

// -----

cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{custom op 'cuda_tile.multimem_store_view_tko' is a Tile IR 13.5 op (stores one tile to every destination of a multicast-backed view) that is not supported}}
  %tok = multimem_store_view_tko
} }

// -----

// The fully qualified spelling is refused the same way.
cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{custom op 'cuda_tile.preview$call' is a Tile IR 13.5 op (calls a SIMT library function from a tile kernel; preview, only with --preview=simt) that is not supported}}
  cuda_tile.preview$call @solve()
} }

// -----

cuda_tile.module @m {
  // expected-error @+1 {{custom op 'cuda_tile.preview$extern_impl' is a Tile IR 13.5 op (binds an external function declaration to a SIMT library implementation; preview, only with --preview=simt) that is not supported}}
  preview$extern_impl @solve
}

// -----

// A name close to them is an ordinary unknown op.
cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{custom op 'multimem_load_view_tko' is unknown}}
  multimem_load_view_tko
} }

// -----

// In generic form they are unregistered ops, which the verifier refuses.
cuda_tile.module @m { entry @k() {
  // expected-error @+1 {{unregistered operation 'cuda_tile.multimem_store_view_tko' found in dialect ('cuda_tile') that does not allow unknown operations}}
  "cuda_tile.multimem_store_view_tko"() : () -> ()
} }
