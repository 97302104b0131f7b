//===- ParallelAsmOptions.cpp - Switches of the parallel IR paths ---------===//
//
// The command-line switches the parallel parser, printer and canonicalizer
// share; tools register them before parsing their command line.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Tools/ParallelAsm.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace {
llvm::cl::opt<bool> *parallelAsmOption = nullptr;
llvm::cl::opt<unsigned> *minBodyOpsOption = nullptr;
llvm::cl::opt<bool> *reportOption = nullptr;
} // namespace

void tilekit::registerParallelAsmOptions() {
  static llvm::cl::opt<bool> option(
      "tile-parallel-asm",
      llvm::cl::desc("Parse and print large modules on the context's threads "
                     "(the output is the same either way)"),
      llvm::cl::init(true));
  // Below this many ops in the module body, threads cost more than they
  // save; tests lower it to run the parallel paths on small modules.
  static llvm::cl::opt<unsigned> minBodyOps(
      "tile-parallel-asm-min-ops",
      llvm::cl::desc("Fewest ops in the module body for the parallel parser "
                     "and printer"),
      llvm::cl::init(256), llvm::cl::Hidden);
  static llvm::cl::opt<bool> report(
      "tile-parallel-asm-report",
      llvm::cl::desc("Say on stderr whether the parser and the printer ran "
                     "in parallel"),
      llvm::cl::init(false), llvm::cl::Hidden);
  parallelAsmOption = &option;
  minBodyOpsOption = &minBodyOps;
  reportOption = &report;
}

void tilekit::reportParallelAsm(const llvm::Twine &message) {
  if (reportOption && *reportOption)
    llvm::errs() << "tile-parallel-asm: " << message << "\n";
}

bool tilekit::isParallelAsmEnabled() {
  return !parallelAsmOption || *parallelAsmOption;
}

unsigned tilekit::getParallelAsmMinOps() {
  return minBodyOpsOption ? unsigned(*minBodyOpsOption) : 256;
}
