//===- tilekit-tblgen.cpp - TileKit's TableGen driver ---------------------===//
//
// mlir-tblgen plus TileKit's own backends (bytecode encoding tables).
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/mlir-tblgen/MlirTblgenMain.h"

int main(int argc, char **argv) { return mlir::MlirTblgenMain(argc, argv); }
