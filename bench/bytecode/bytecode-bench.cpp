//===- bytecode-bench.cpp - bytecode writer and reader throughput ---------===//
//
// usage: tilekit-bytecode-bench <module.mlir> [runs]
//        tilekit-bytecode-bench --read-peak <file.tileirbc>
//
// Parses the module once, then writes it `runs` times and reads the result
// `runs` times, printing the median MB/s and ops/s of each direction. With
// --read-peak it only reads a file once and prints the process's peak
// resident memory, for measuring the reader's footprint.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include "tilekit/Bytecode/Bytecode.h"

#include <algorithm>
#include <chrono>
#include <sys/resource.h>
#include <vector>

using namespace mlir;
using Clock = std::chrono::steady_clock;

static double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

static long peakResidentKiB() {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

int main(int argc, char **argv) {
  if (argc >= 3 && llvm::StringRef(argv[1]) == "--read-peak") {
    auto file = llvm::MemoryBuffer::getFile(argv[2]);
    if (!file) {
      llvm::errs() << "cannot read " << argv[2] << "\n";
      return 1;
    }
    long before = peakResidentKiB();
    MLIRContext context;
    auto module = cuda_tile::readBytecode((*file)->getMemBufferRef(), context);
    if (!module)
      return 1;
    llvm::outs() << "read peak RSS: " << peakResidentKiB() / 1024
                 << " MiB (before reading: " << before / 1024 << " MiB, file "
                 << (*file)->getBufferSize() / (1 << 20) << " MiB)\n";
    return 0;
  }
  if (argc < 2) {
    llvm::errs() << "usage: tilekit-bytecode-bench <module.mlir> [runs]\n";
    return 2;
  }
  int runs = argc > 2 ? std::atoi(argv[2]) : 5;
  MLIRContext context;
  context.loadDialect<cuda_tile::CudaTileDialect>();
  OwningOpRef<Operation *> parsed =
      parseSourceFile<Operation *>(argv[1], ParserConfig(&context));
  auto module = dyn_cast_or_null<cuda_tile::ModuleOp>(parsed.get());
  if (!module) {
    llvm::errs() << "expected a cuda_tile.module\n";
    return 1;
  }
  size_t numOps = 0;
  module->walk([&](Operation *) { ++numOps; });

  std::string bytes;
  std::vector<double> writeSeconds, readSeconds;
  for (int i = 0; i < runs; ++i) {
    bytes.clear();
    llvm::raw_string_ostream os(bytes);
    auto start = Clock::now();
    if (failed(cuda_tile::writeBytecode(os, module)))
      return 1;
    writeSeconds.push_back(
        std::chrono::duration<double>(Clock::now() - start).count());
  }
  for (int i = 0; i < runs; ++i) {
    MLIRContext readContext;
    auto start = Clock::now();
    auto read = cuda_tile::readBytecode(llvm::MemoryBufferRef(bytes, "bench"),
                                        readContext);
    readSeconds.push_back(
        std::chrono::duration<double>(Clock::now() - start).count());
    if (!read)
      return 1;
  }
  double megabytes = bytes.size() / double(1 << 20);
  double write = median(writeSeconds), read = median(readSeconds);
  llvm::outs() << "module: " << numOps << " ops, "
               << llvm::format("%.1f", megabytes) << " MiB of bytecode, "
               << runs << " runs (median)\n";
  llvm::outs() << "write: " << llvm::format("%.3f", write) << " s, "
               << llvm::format("%.1f", megabytes / write) << " MiB/s, "
               << llvm::format("%.2f", numOps / write / 1e6) << " Mops/s\n";
  llvm::outs() << "read:  " << llvm::format("%.3f", read) << " s, "
               << llvm::format("%.1f", megabytes / read) << " MiB/s, "
               << llvm::format("%.2f", numOps / read / 1e6)
               << " Mops/s (verification included)\n";
  return 0;
}
