//===- Module.cpp - Modules, bytecode, helpers and passes from C ----------===//

#include "cuda_tile-c/Dialect/CudaTileDialect.h"

#include "tilekit/Bytecode/Bytecode.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Dialect/CudaTile/Transforms/OptimizerPipeline.h"
#include "tilekit/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>

using namespace mlir;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(CUDATILE, cuda_tile,
                                      cuda_tile::CudaTileDialect)

static cuda_tile::ModuleOp getTileModule(MlirOperation op) {
  return mlirOperationIsNull(op) ? cuda_tile::ModuleOp()
                                 : cuda_tile::getOptimizedModule(unwrap(op));
}

bool mlirCudaTileOperationIsAModuleOp(MlirOperation op) {
  return !mlirOperationIsNull(op) && isa<cuda_tile::ModuleOp>(unwrap(op));
}

bool mlirOperationIsAModuleOp(MlirOperation op) {
  return !mlirOperationIsNull(op) && isa<mlir::ModuleOp>(unwrap(op));
}

/// The module's bytecode (13.3, as the reference writes it), or false with
/// the writer's diagnostics.
static bool writeModule(MlirOperation op, std::string &bytes) {
  cuda_tile::ModuleOp module = getTileModule(op);
  if (!module)
    return false;
  llvm::raw_string_ostream os(bytes);
  return succeeded(cuda_tile::writeBytecode(os, module));
}

bool mlirCudaTileWriteBytecode(MlirOperation moduleOp, int fileDescriptor) {
  std::string bytes;
  if (fileDescriptor < 0 || !writeModule(moduleOp, bytes))
    return false;
  llvm::raw_fd_ostream os(fileDescriptor, /*shouldClose=*/false);
  os << bytes;
  os.flush();
  bool failed = os.has_error();
  os.clear_error();
  return !failed;
}

MlirStringRef mlirCudaTileWriteBytecodeToBuffer(MlirOperation moduleOp) {
  std::string bytes;
  if (!writeModule(moduleOp, bytes) || bytes.empty())
    return mlirStringRefCreate(nullptr, 0);
  char *buffer = static_cast<char *>(std::malloc(bytes.size()));
  if (!buffer)
    return mlirStringRefCreate(nullptr, 0);
  std::memcpy(buffer, bytes.data(), bytes.size());
  return mlirStringRefCreate(buffer, bytes.size());
}

void mlirCudaTileFreeBuffer(MlirStringRef buffer) {
  std::free(const_cast<char *>(buffer.data));
}

MlirType mlirCudaTileIntegerTypeGet(MlirContext ctx, unsigned width) {
  return wrap(IntegerType::get(unwrap(ctx), width));
}

MlirAttribute mlirCudaTileIntegerAttrGet(MlirType type, int64_t value) {
  if (mlirTypeIsNull(type) || !isa<IntegerType, IndexType>(unwrap(type)))
    return {nullptr};
  return wrap(IntegerAttr::get(unwrap(type), value));
}

void mlirCudaTileOperationSetDiscardableAttributeByName(MlirOperation op,
                                                        MlirStringRef name,
                                                        MlirAttribute attr) {
  if (mlirOperationIsNull(op))
    return;
  if (mlirAttributeIsNull(attr))
    unwrap(op)->removeDiscardableAttr(unwrap(name));
  else
    unwrap(op)->setDiscardableAttr(unwrap(name), unwrap(attr));
}

void mlirCudaTileRegisterPasses(void) {
  mlirCudaTileRegisterSynthesizeDebugInfoScopesPass();
  mlirCudaTileRegisterFuseFMAPass();
  mlirCudaTileRegisterLoopSplitPass();
  mlirCudaTileRegisterCanonicalizerPass();
  mlirCudaTileRegisterCSEPass();
  registerStripDebugInfoPass();
}

void mlirCudaTileRegisterSynthesizeDebugInfoScopesPass(void) {
  cuda_tile::registerSynthesizeDebugInfoScopesPass();
}
void mlirCudaTileRegisterFuseFMAPass(void) { cuda_tile::registerFuseFMAPass(); }
void mlirCudaTileRegisterLoopSplitPass(void) {
  cuda_tile::registerLoopSplitPass();
}
void mlirCudaTileRegisterCanonicalizerPass(void) {
  registerCanonicalizerPass();
}
void mlirCudaTileRegisterCSEPass(void) { registerCSEPass(); }
