//===- tile-lsp-server.cpp - Tile IR language server ----------------------===//
//
// mlir-lsp-server for Tile IR: MLIR's language server with TileKit's dialects
// registered, so that editors get diagnostics, hover, navigation, outline and
// completion on cuda_tile modules written in TileKit's syntax.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/HintFlags.h"
#include "tilekit/Dialect/Cute/IR/CuteDialect.h"

using namespace mlir;

int main(int argc, char **argv) {
  cuda_tile::registerHintFlags();
  // The same dialects tile-opt parses, so that a file tile-opt accepts is a
  // file the server understands.
  DialectRegistry registry;
  registry
      .insert<cuda_tile::CudaTileDialect, cute::CuteDialect, ub::UBDialect>();
  // The hint mode is set when the dialect is loaded, after the command line
  // has been parsed by MlirLspServerMain.
  cuda_tile::addHintFlagsExtension(registry);
  if (succeeded(MlirLspServerMain(argc, argv, registry)))
    return 0;
  // MLIR's server fails without a word on `exit` before `shutdown`, on the
  // end of the input before `exit`, and on a message that is JSON but not a
  // JSON-RPC 2.0 object; say so, for the editor's log.
  llvm::errs() << "tile-lsp-server: stopped without a shutdown request "
                  "(exit before shutdown, end of input, or a message that is "
                  "not a JSON-RPC 2.0 object)\n";
  return 1;
}
