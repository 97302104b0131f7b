//===- bytecode-reader-fuzzer.cpp - libFuzzer target for the reader -------===//
//
// Feeds arbitrary bytes to the bytecode reader; whatever it accepts is
// written back. Neither may crash, hang, leak or read out of bounds.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include "tilekit/Bytecode/Bytecode.h"

#include <cstddef>
#include <cstdint>
#include <memory>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A fresh context now and then bounds the memory uniqued types and
  // attributes accumulate.
  static std::unique_ptr<MLIRContext> context;
  static unsigned runs = 0;
  if (!context || ++runs % 4096 == 0) {
    context = std::make_unique<MLIRContext>();
    context->loadDialect<cuda_tile::CudaTileDialect>();
    context->printOpOnDiagnostic(false);
  }
  ScopedDiagnosticHandler silence(context.get(),
                                  [](Diagnostic &) { return success(); });
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  OwningOpRef<cuda_tile::ModuleOp> module = cuda_tile::readBytecode(
      llvm::MemoryBufferRef(bytes, "fuzz-input"), *context);
  if (module) {
    std::string written;
    llvm::raw_string_ostream os(written);
    (void)cuda_tile::writeBytecode(os, *module);
  }
  return 0;
}
