//===- tile-opt.cpp - Tile IR optimizer driver ----------------------------===//
//
// mlir-opt for Tile IR: parses, verifies, transforms and prints cuda_tile
// modules. Accepts the standard MlirOptMain flags plus the hint-checking
// flags of the reference tool (-Wunsupported-hints, -Werr-hints).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"

#include "tilekit/Conversion/CudaTileToStandard/CudaTileToStandard.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/HintFlags.h"
#include "tilekit/Dialect/CudaTile/Transforms/OptimizerPipeline.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"
#include "tilekit/Dialect/Cute/IR/CuteDialect.h"
#include "tilekit/Reduce/CudaTileReduction.h"
#include "tilekit/Tools/TileOptMain.h"

#include "TestingOps.h"

using namespace mlir;

int main(int argc, char **argv) {
  cuda_tile::registerHintFlags();
  // MLIR's generic transforms (canonicalize, cse, loop-invariant-code-motion,
  // ...), TileKit's passes and pipelines, and the reference optimizer's.
  cuda_tile::registerCudaTileTransforms();
  cuda_tile::registerOptimizerPipeline();
  cuda_tile::registerTestPasses();
  cuda_tile::registerConvertCudaTileToStandardPass();
  // Without an interestingness script: shapes shrink while the module
  // verifies.
  cuda_tile::registerShrinkTileShapesPass();

  DialectRegistry registry;
  // `ub.poison` lets tests state that a value is never observed.
  registry
      .insert<cuda_tile::CudaTileDialect, cute::CuteDialect, ub::UBDialect>();
  // The dialect's hint mode is set when the dialect is loaded, after the
  // command line has been parsed.
  cuda_tile::addHintFlagsExtension(registry);
  registry.addExtension(
      +[](MLIRContext *, cuda_tile::CudaTileDialect *dialect) {
        cuda_tile::registerTestingOps(dialect);
      });
  return asMainReturnCode(
      tilekit::tileOptMain(argc, argv, "Tile IR optimizer driver\n", registry));
}
