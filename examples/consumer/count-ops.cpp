//===- count-ops.cpp - a program built against an installed TileKit -------===//
//
// Parses a Tile IR module and prints how many ops of each kind it holds.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: count-ops <module.mlir>\n";
    return 2;
  }
  mlir::MLIRContext context;
  context.loadDialect<mlir::cuda_tile::CudaTileDialect>();
  mlir::OwningOpRef<mlir::Operation *> module =
      mlir::parseSourceFile(argv[1], &context);
  if (!module)
    return 1;
  llvm::StringMap<unsigned> counts;
  module->walk(
      [&](mlir::Operation *op) { ++counts[op->getName().getStringRef()]; });
  for (const auto &entry : counts)
    llvm::outs() << entry.getKey() << " " << entry.getValue() << "\n";
  return 0;
}
