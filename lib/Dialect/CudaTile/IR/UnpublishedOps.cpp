//===- UnpublishedOps.cpp - released ops whose definition is not public ---===//
//
// Source: the Tile IR 13.5 release notes (docs.nvidia.com, "Tile IR 13.5 -
// Release Notes"; github.com/NVIDIA/cuda-tile release v13.5.0). They give
// the names and one sentence each; no public source gives operands,
// attributes, syntax or opcodes (docs/tile-ir-13.5.md lists what was
// searched).
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/UnpublishedOps.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

ArrayRef<UnpublishedOp> cuda_tile::getUnpublishedOps() {
  static const UnpublishedOp ops[] = {
      {"preview$call",
       {13, 5},
       "calls a SIMT library function from a tile kernel; preview, only with "
       "--preview=simt"},
      {"preview$extern_impl",
       {13, 5},
       "binds an external function declaration to a SIMT library "
       "implementation; preview, only with --preview=simt"},
      {"multimem_load_reduce_view_tko",
       {13, 5},
       "loads the corresponding elements of every destination of a "
       "multicast-backed view and returns their reduction"},
      {"multimem_reduce_view_tko",
       {13, 5},
       "atomically reduces a tile element-wise into every destination of a "
       "multicast-backed view"},
      {"multimem_store_view_tko",
       {13, 5},
       "stores one tile to every destination of a multicast-backed view"},
  };
  return ops;
}

const UnpublishedOp *cuda_tile::lookupUnpublishedOp(StringRef name) {
  name.consume_front("cuda_tile.");
  const UnpublishedOp *found =
      llvm::find_if(getUnpublishedOps(),
                    [&](const UnpublishedOp &op) { return op.name == name; });
  return found == getUnpublishedOps().end() ? nullptr : found;
}

std::string cuda_tile::listUnpublishedOps(TileIRVersion release) {
  std::string names;
  for (const UnpublishedOp &op : getUnpublishedOps()) {
    if (!(op.since == release))
      continue;
    if (!names.empty())
      names += ", ";
    names += op.name.str();
  }
  return names;
}
