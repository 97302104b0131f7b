//===- Engine.h - Loading, binding and launching Tile IR kernels -*- C++ -*-===//
//
// The executor's public API:
//
//   auto module = ExecutableModule::loadFile("kernel.mlir");   // or bytecode
//   auto kernel = (*module)->prepare("add", EngineKind::Interpreter);
//   std::vector<KernelArgument> args = {KernelArgument::buffer(x, bytes), ...};
//   llvm::Error err = (*kernel)->launch(args, LaunchOptions{{4, 1, 1}});
//
// Engines (the interpreter and the JIT) sit behind PreparedKernel.
// Runtime failures (failed assert, out-of-bounds access, --check violation)
// come back as an llvm::Error whose message is located at the op.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_ENGINE_H
#define TILEKIT_EXECUTION_ENGINE_H

#include "tilekit/Execution/Grid.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir::cuda_tile {
class ModuleOp;
class EntryOp;
} // namespace mlir::cuda_tile

namespace tilekit::exec {

namespace jit {
struct JitCache;
} // namespace jit

enum class EngineKind { Interpreter, Jit };

/// One value bound to an entry parameter.
struct KernelArgument {
  enum class Kind { Scalar, Buffer, TensorView };
  Kind kind = Kind::Scalar;
  /// Scalar: the bit pattern of the value in the parameter's element type.
  uint64_t scalarBits = 0;
  /// Buffer / TensorView: host memory the kernel may read and write.
  void *data = nullptr;
  uint64_t bytes = 0;
  /// TensorView: sizes and strides in elements.
  std::vector<int64_t> shape, strides;
  /// How errors name this argument (`argument 1`, a file name).
  std::string name;

  static KernelArgument scalar(uint64_t bits) {
    KernelArgument arg;
    arg.scalarBits = bits;
    return arg;
  }
  static KernelArgument buffer(void *data, uint64_t bytes) {
    KernelArgument arg;
    arg.kind = Kind::Buffer;
    arg.data = data;
    arg.bytes = bytes;
    return arg;
  }
  static KernelArgument tensorView(void *data, uint64_t bytes,
                                   std::vector<int64_t> shape,
                                   std::vector<int64_t> strides) {
    KernelArgument arg = buffer(data, bytes);
    arg.kind = Kind::TensorView;
    arg.shape = std::move(shape);
    arg.strides = std::move(strides);
    return arg;
  }
};

/// A source line of a module (`tile-run --trace-at FILE:LINE`). `file`
/// matches a location whose file name is it or ends in `/` + it.
struct SourceLine {
  std::string file;
  unsigned line = 0;
};

/// What `tile-run --trace` prints and `--dump-at` writes (docs/debugging.md).
struct TraceOptions {
  /// Print a summary of every executed op's results.
  bool print = false;
  /// Only these tile blocks (all when empty).
  std::vector<GridDims> blocks;
  /// Only the ops at these lines (all when empty).
  std::vector<SourceLine> at;
  /// Write the result tiles of the ops at these lines, one .npy file per
  /// tile block, result and execution, into `dumpDir`.
  std::vector<SourceLine> dumpAt;
  std::string dumpDir = ".";
  /// Where the trace goes (stderr when null), as the launch runs.
  llvm::raw_ostream *stream = nullptr;
  /// Bytes of trace at most (0: no limit); the trace is cut at a line end
  /// with a note (`tile-run --trace-limit`).
  uint64_t limit = 0;
};

/// Reads `FILE:LINE` (the error says why it is not one).
llvm::Expected<SourceLine> parseSourceLine(llvm::StringRef text);
/// Reads `X,Y,Z;X,Y,Z...` (missing coordinates are 0).
llvm::Expected<std::vector<GridDims>> parseBlockList(llvm::StringRef text);

struct LaunchOptions {
  GridDims grid = {1, 1, 1};
  /// Worker threads; 0 picks getDefaultThreadCount().
  unsigned threads = 0;
  /// Runtime checks for undefined behaviour (`tile-run --check`, mode
  /// `ub`).
  bool check = false;
  /// Stops at the first op that produces a NaN from non-NaN operands or an
  /// infinity from finite ones (`tile-run --check=nan`).
  bool checkNan = false;
  /// Tracing (runs on the interpreter); null: none.
  const TraceOptions *trace = nullptr;
  /// Where print_tko writes (stdout when null).
  llvm::raw_ostream *printStream = nullptr;
  /// Starts each line print_tko writes with the op's source position
  /// (`tile-run --print-locations`).
  bool printLocations = false;
  /// Stops the launch when it runs longer than this many seconds
  /// (`tile-run --timeout`); 0: no limit.
  double timeoutSeconds = 0;
  /// Set by the caller from another thread (or a signal handler) to stop
  /// the launch; null: none.
  StopRequest *stop = nullptr;
};

/// The stop of one launch: `options.stop` (or its own request), which a
/// watchdog thread sets when `options.timeoutSeconds` pass.
class LaunchStop {
public:
  explicit LaunchStop(const LaunchOptions &options);
  ~LaunchStop();
  LaunchStop(const LaunchStop &) = delete;
  LaunchStop &operator=(const LaunchStop &) = delete;

  const StopRequest &getRequest() const { return *request; }
  /// The launch's error when it was stopped ("launch stopped after 2 s
  /// (timeout)"), success otherwise.
  llvm::Error takeError() const;
  /// The result of a grid run (`ran`: runGrid's answer), the same for
  /// every engine: success, else the stop, else the grid's own error, else
  /// the fault of the first faulting block in grid order.
  llvm::Error getLaunchResult(bool ran, const std::string &gridError,
                              const FirstFault &firstFault) const;

private:
  struct Watchdog;
  StopRequest own;
  StopRequest *request;
  double seconds;
  std::unique_ptr<Watchdog> watchdog;
};

/// Sets the checks of `options` that `modes` names: a comma-separated list
/// of `ub` (undefined behaviour, what `--check` alone selects) and `nan`.
/// The error names the unknown mode.
llvm::Error parseCheckModes(llvm::StringRef modes, LaunchOptions &options);
/// The modes set in `options`, as parseCheckModes reads them (`ub,nan`).
std::string describeCheckModes(const LaunchOptions &options);

/// How deep regions nest in `entry` (0: no region op): the stack a tile
/// block needs grows with it (getFiberStackBytes).
unsigned getRegionNestingDepth(mlir::Operation *entry);

/// A kernel ready to launch on one engine. Launches may run one after
/// another; globals keep their values between launches.
class PreparedKernel {
public:
  virtual ~PreparedKernel();
  virtual llvm::Error launch(llvm::ArrayRef<KernelArgument> args,
                             const LaunchOptions &options) = 0;
  /// The engine that runs it (a JIT may fall back to the interpreter).
  virtual EngineKind getEngineKind() const = 0;
};

/// The kind of an entry parameter, as the host binds it.
struct ParameterInfo {
  enum class Kind { Scalar, Pointer, TensorView, Unsupported };
  Kind kind = Kind::Unsupported;
  /// `i32`, `f32`, ... (pointee type for pointers, element for views).
  std::string elementType;
  unsigned elementBytes = 0;
  /// TensorView: static sizes and strides (-1 where dynamic).
  std::vector<int64_t> shape, strides;
  std::string typeText; ///< the parameter type as printed
};

/// A Tile IR module loaded for execution; owns its MLIR context.
class ExecutableModule {
public:
  ~ExecutableModule();

  /// Reads `.mlir` text or Tile IR bytecode (recognized by its magic bytes)
  /// and verifies it. The error carries the diagnostics.
  static llvm::Expected<std::unique_ptr<ExecutableModule>>
  loadFile(llvm::StringRef path);
  static llvm::Expected<std::unique_ptr<ExecutableModule>>
  loadBuffer(llvm::StringRef contents, llvm::StringRef bufferName);

  /// The names of the module's entries, in order.
  std::vector<std::string> getEntryNames();
  /// The entry called `name`; with an empty name the only entry.
  llvm::Expected<mlir::cuda_tile::EntryOp> findEntry(llvm::StringRef name);
  /// How each parameter of `entry` is bound.
  static std::vector<ParameterInfo>
  getParameters(mlir::cuda_tile::EntryOp entry);

  /// Prepares `entry` (see findEntry for an empty name) on `engine`.
  llvm::Expected<std::unique_ptr<PreparedKernel>>
  prepare(llvm::StringRef entryName, EngineKind engine);

  mlir::cuda_tile::ModuleOp getModule();
  mlir::MLIRContext &getContext() { return *context; }
  /// The JIT's compiled entries of this module (compiled once each).
  jit::JitCache &getJitCache();

private:
  ExecutableModule();
  std::unique_ptr<mlir::MLIRContext> context;
  mlir::OwningOpRef<mlir::Operation *> root;
  std::unique_ptr<jit::JitCache> jitCache;
};

/// Checks `args` against `entry`'s parameters; the error says which
/// argument does not fit and why.
llvm::Error checkArguments(mlir::cuda_tile::EntryOp entry,
                           llvm::ArrayRef<KernelArgument> args);
/// The same with the entry's parameters already found
/// (ExecutableModule::getParameters), as prepared kernels keep them.
llvm::Error checkArguments(mlir::cuda_tile::EntryOp entry,
                           llvm::ArrayRef<ParameterInfo> params,
                           llvm::ArrayRef<KernelArgument> args);

/// The interpreter engine.
llvm::Expected<std::unique_ptr<PreparedKernel>>
prepareInterpreter(mlir::cuda_tile::EntryOp entry);

/// The JIT engine (docs/jit.md): compiles `entry` once per module. When it
/// cannot, it says why on stderr (one line) and prepares the interpreter.
llvm::Expected<std::unique_ptr<PreparedKernel>>
prepareJit(ExecutableModule &module, mlir::cuda_tile::EntryOp entry);

} // namespace tilekit::exec

#endif // TILEKIT_EXECUTION_ENGINE_H
