/* libTileKitMLIRCAPI.so has no code of its own: it is MLIR's C API
 * (mlir-c/IR.h, mlir-c/Pass.h, mlir-c/Transforms.h), taken whole from
 * Debian's static archives and resolved against libMLIR.so (CMakeLists.txt
 * says why it is a library apart from TileKit's). */
