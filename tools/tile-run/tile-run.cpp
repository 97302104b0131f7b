//===- tile-run.cpp - Run a Tile IR kernel on the CPU ---------------------===//
//
// mlir-runner for Tile IR:
//
//   tile-run FILE [--entry NAME] [--grid X[,Y[,Z]]] [--engine interp|jit]
//            [--threads N] [--check[=ub,nan]] [--trace] [--trace-blocks L]
//            [--trace-at F:N] [--dump-at F:N] [--print-locations] [-o DIR]
//            [--repeat N] [--time] ARG...
//
// One ARG per entry parameter: a literal for a scalar, PATH.npy, zeros:N or
// @K (the buffer of parameter K) for a pointer, PATH.npy or @K for a
// tensor_view. Options are recognized by name, so negative literals (-7,
// -inf) are arguments.
//
//===----------------------------------------------------------------------===//

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tilekit/Execution/ElementKind.h"
#include "tilekit/Execution/Engine.h"
#include "tilekit/Execution/Npy.h"
#include "tilekit/Execution/Numerics.h"
#include "tilekit/Support/FileSafety.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <sys/mman.h>

using namespace tilekit::exec;
using llvm::StringRef;

namespace {

const char *const kUsage = R"(USAGE: tile-run FILE [options] ARG...

Runs an entry of a Tile IR module (.mlir text or bytecode) on the CPU.

OPTIONS:
  --entry NAME         entry to run (default: the module's only entry)
  --grid X[,Y[,Z]]     grid of tile blocks (default 1,1,1)
  --engine interp|jit  execution engine: jit (compiled, the default) or
                       interp (the interpreter, the reference semantics);
                       --check and --trace alone select interp
  --threads N          worker threads (default: all cores)
  --check              report undefined behaviour (overflow under flags,
                       division by zero, broken assumptions, races, ...);
                       the same as --check=ub
  --check=MODES        the runtime checks MODES, comma-separated: ub (as
                       above) and nan (stop at the first op that makes a
                       NaN from non-NaN operands or an infinity from finite
                       ones); e.g. --check=ub,nan
  --trace              print every executed op's location and a summary of
                       its results (docs/debugging.md), on stderr
  --trace-blocks LIST  trace only these tile blocks: X,Y,Z;X,Y,Z...
  --trace-limit BYTES  cut the trace after BYTES bytes, with a note
  --trace-at FILE:LINE trace only the ops at this line (repeatable); an
                       inlined op is at its callers' lines too
  --dump-at FILE:LINE  write the result tiles of the op at this line to
                       DIR/dump-LINE-bX_Y_Z-rN.npy (DIR: -o, else .)
  --print-locations    start each line print_tko writes with the source
                       position of the print (FILE:LINE:COL: )
  -o DIR               write every buffer parameter N to DIR/argN.npy
  --repeat N           launch N more times after the first
  --time               print `time: <median> ms` of the repeated launches
  --timeout SECONDS    stop a launch that runs longer (an error, exit 1);
                       e.g. --timeout 2 or --timeout 0.5
  --list-entries       print the entries and their parameters, then exit
  -h, --help           this text

ARGUMENTS (one per entry parameter, in order):
  scalar tile<iN|fN>   a literal: 42, -7, 0x1F, 0.5, inf, -inf, nan, true, false
  tile<ptr<T>>         PATH.npy (its dtype must match T), zeros:N, or @K
  tensor_view          PATH.npy (shape and C-order strides must fit), or @K
  Element types without a numpy dtype (bf16, tf32, fp8, f4) use .npy files of
  unsigned integers holding the bit patterns (uint16 for bf16, uint32 for tf32,
  uint8 for fp8 and f4, one element per byte).
)";

struct Options {
  std::string file;
  std::string entry;
  GridDims grid = {1, 1, 1};
  EngineKind engine = EngineKind::Jit;
  bool engineGiven = false;
  unsigned threads = 0;
  /// The runtime checks (only the check flags are used).
  LaunchOptions checks;
  TraceOptions trace;
  bool traced = false;
  bool printLocations = false;
  std::string outputDir;
  bool outputGiven = false;
  unsigned repeat = 0;
  double timeoutSeconds = 0;
  bool time = false;
  bool listEntries = false;
  std::vector<std::string> args;
};

[[noreturn]] void die(const llvm::Twine &message) {
  llvm::errs() << "tile-run: error: " << message << "\n";
  std::exit(1);
}

bool parseUnsigned(StringRef text, uint64_t &value) {
  return !text.empty() && !text.getAsInteger(10, value);
}

Options parseCommandLine(int argc, char **argv) {
  Options options;
  auto valueOf = [&](int &i, StringRef name) -> std::string {
    StringRef arg = argv[i];
    size_t eq = arg.find('=');
    if (eq != StringRef::npos)
      return arg.substr(eq + 1).str();
    if (i + 1 >= argc)
      die("option " + name + " needs a value");
    return argv[++i];
  };
  for (int i = 1; i < argc; ++i) {
    StringRef arg = argv[i];
    StringRef name = arg.split('=').first;
    if (name == "-h" || name == "--help" || name == "-help") {
      llvm::outs() << kUsage;
      std::exit(0);
    } else if (name == "--entry" || name == "-entry") {
      options.entry = valueOf(i, "--entry");
    } else if (name == "--grid" || name == "-grid") {
      std::string text = valueOf(i, "--grid");
      llvm::SmallVector<StringRef, 3> parts;
      StringRef(text).split(parts, ',');
      if (parts.size() > 3)
        die("--grid takes at most three sizes: X[,Y[,Z]]");
      for (size_t d = 0; d < parts.size(); ++d) {
        uint64_t value;
        if (!parseUnsigned(parts[d].trim(), value) || value == 0 ||
            value > 0x7FFFFFFF)
          die("--grid sizes must be integers between 1 and 2147483647, got '" +
              text + "'");
        options.grid[d] = static_cast<uint32_t>(value);
      }
    } else if (name == "--engine" || name == "-engine") {
      std::string engine = valueOf(i, "--engine");
      options.engineGiven = true;
      if (engine == "interp")
        options.engine = EngineKind::Interpreter;
      else if (engine == "jit")
        options.engine = EngineKind::Jit;
      else
        die("--engine must be 'interp' or 'jit', got '" + engine + "'");
    } else if (name == "--threads" || name == "-threads") {
      std::string text = valueOf(i, "--threads");
      uint64_t value;
      if (!parseUnsigned(text, value) || value == 0 || value > 4096)
        die("--threads must be an integer between 1 and 4096, got '" + text +
            "'");
      options.threads = static_cast<unsigned>(value);
    } else if (name == "--check" || name == "-check") {
      // `--check` alone is `--check=ub`; `--check=MODES` lists the modes.
      if (arg.contains('=')) {
        if (llvm::Error error =
                parseCheckModes(arg.split('=').second, options.checks))
          die("--check: " + llvm::toString(std::move(error)));
      } else {
        options.checks.check = true;
      }
    } else if (name == "--trace" || name == "-trace") {
      options.trace.print = true;
      options.traced = true;
    } else if (name == "--trace-blocks" || name == "-trace-blocks") {
      auto blocks = parseBlockList(valueOf(i, "--trace-blocks"));
      if (!blocks)
        die("--trace-blocks: " + llvm::toString(blocks.takeError()));
      options.trace.blocks.insert(options.trace.blocks.end(), blocks->begin(),
                                  blocks->end());
      options.trace.print = true;
      options.traced = true;
    } else if (name == "--trace-limit" || name == "-trace-limit") {
      std::string text = valueOf(i, "--trace-limit");
      uint64_t value;
      if (!parseUnsigned(text, value) || value == 0)
        die("--trace-limit must be a positive number of bytes, got '" + text +
            "'");
      options.trace.limit = value;
      options.trace.print = true;
      options.traced = true;
    } else if (name == "--trace-at" || name == "-trace-at" ||
               name == "--dump-at" || name == "-dump-at") {
      bool dump = name.contains("dump");
      auto line = parseSourceLine(valueOf(i, name));
      if (!line)
        die(name + ": " + llvm::toString(line.takeError()));
      (dump ? options.trace.dumpAt : options.trace.at).push_back(*line);
      options.trace.print |= !dump;
      options.traced = true;
    } else if (name == "--print-locations" || name == "-print-locations") {
      options.printLocations = true;
    } else if (name == "-o" || name == "--output") {
      options.outputDir = valueOf(i, "-o");
      options.outputGiven = true;
    } else if (name == "--timeout" || name == "-timeout") {
      std::string text = valueOf(i, "--timeout");
      double value;
      if (StringRef(text).getAsDouble(value) || !(value > 0) ||
          value > 31536000)
        die("--timeout must be a number of seconds above 0 and at most "
            "31536000 (a year), got '" +
            text + "'");
      options.timeoutSeconds = value;
    } else if (name == "--repeat" || name == "-repeat") {
      std::string text = valueOf(i, "--repeat");
      uint64_t value;
      if (!parseUnsigned(text, value) || value > 1000000)
        die("--repeat must be an integer between 0 and 1000000, got '" + text +
            "'");
      options.repeat = static_cast<unsigned>(value);
    } else if (name == "--time" || name == "-time") {
      options.time = true;
    } else if (name == "--list-entries") {
      options.listEntries = true;
    } else if (name == "--") {
      for (++i; i < argc; ++i)
        options.args.push_back(argv[i]);
    } else if (arg.starts_with("--") ||
               (arg.starts_with("-") && arg.size() > 1 &&
                !std::isdigit(static_cast<unsigned char>(arg[1])) &&
                arg[1] != '.' && arg != "-inf" && arg != "-nan")) {
      die("unknown option '" + arg + "' (see --help)");
    } else if (options.file.empty()) {
      options.file = arg.str();
    } else {
      options.args.push_back(arg.str());
    }
  }
  if (options.file.empty())
    die("no input file (see --help)");
  // --check and --trace are the interpreter's: without an explicit engine
  // they select it (quietly; `--engine jit --check` says so in a note).
  if ((options.checks.check || options.checks.checkNan || options.traced) &&
      !options.engineGiven)
    options.engine = EngineKind::Interpreter;
  return options;
}

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

std::optional<ElemKind> kindFromName(StringRef name) {
  for (unsigned k = 0; k <= static_cast<unsigned>(ElemKind::Ptr); ++k)
    if (name == getElemKindName(static_cast<ElemKind>(k)))
      return static_cast<ElemKind>(k);
  return std::nullopt;
}

/// The literal's digits and radix: decimal (leading zeros are decimal, as
/// in numpy and Python 3), 0x hexadecimal, 0o octal, 0b binary.
std::pair<StringRef, unsigned> splitRadix(StringRef digits) {
  StringRef lower = digits.take_front(2);
  if (lower.equals_insensitive("0x"))
    return {digits.drop_front(2), 16};
  if (lower.equals_insensitive("0o"))
    return {digits.drop_front(2), 8};
  if (lower.equals_insensitive("0b"))
    return {digits.drop_front(2), 2};
  return {digits, 10};
}

/// The LLVM semantics of the IEEE-like formats (with infinities and NaNs),
/// which convert a decimal literal with one correct rounding.
const llvm::fltSemantics *getIeeeSemantics(FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:
    return &llvm::APFloat::IEEEhalf();
  case FloatFormat::BF16:
    return &llvm::APFloat::BFloat();
  case FloatFormat::F32:
    return &llvm::APFloat::IEEEsingle();
  case FloatFormat::F64:
    return &llvm::APFloat::IEEEdouble();
  case FloatFormat::TF32:
    return &llvm::APFloat::FloatTF32();
  default:
    return nullptr;
  }
}

/// Parses a scalar literal into the bit pattern of `kind`. The whole text
/// is the literal (no spaces); a finite float literal that rounds to an
/// infinity, or a nonzero one that rounds to zero, is refused.
std::optional<uint64_t> parseScalar(StringRef text, ElemKind kind,
                                    std::string &why) {
  if (text.empty() || text != text.trim()) {
    why = "a literal has no spaces around it";
    return std::nullopt;
  }
  if (isIntegerKind(kind)) {
    unsigned bits = getElemBits(kind);
    if (text == "true")
      return 1;
    if (text == "false")
      return 0;
    llvm::APInt value;
    StringRef digits = text;
    bool negative = digits.consume_front("-");
    auto [body, radix] = splitRadix(digits);
    if (body.empty() || body.starts_with("-") || body.starts_with("+") ||
        body.getAsInteger(radix, value)) {
      why = "not an integer";
      return std::nullopt;
    }
    // Accept the signed and the unsigned range of the width.
    if (value.getActiveBits() > bits ||
        (negative && value.getActiveBits() == bits && !value.isPowerOf2())) {
      why = "out of range for " + std::string(getElemKindName(kind));
      return std::nullopt;
    }
    uint64_t magnitude = value.getZExtValue();
    uint64_t bitsValue = negative ? uint64_t(0) - magnitude : magnitude;
    return bits >= 64 ? bitsValue : bitsValue & ((uint64_t(1) << bits) - 1);
  }
  if (!isFloatKind(kind)) {
    why = "not a scalar type";
    return std::nullopt;
  }
  FloatFormat format = getFloatFormat(kind);
  std::string name = getElemKindName(kind);
  const llvm::fltSemantics *semantics = getIeeeSemantics(format);
  llvm::APFloat value(semantics ? *semantics : llvm::APFloat::IEEEdouble());
  auto status =
      value.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
  if (!status) {
    llvm::consumeError(status.takeError());
    why = "not a number";
    return std::nullopt;
  }
  if (*status & llvm::APFloat::opOverflow) {
    why = "out of range for " + name + " (it rounds to infinity)";
    return std::nullopt;
  }
  if (value.isZero() && (*status & llvm::APFloat::opUnderflow)) {
    why = "too small for " + name + " (it rounds to zero)";
    return std::nullopt;
  }
  uint64_t bits = value.bitcastToAPInt().getZExtValue();
  if (semantics)
    return bits;
  // fp8 and f4 formats, some without infinities or NaNs: from f64 (exact
  // for literals of up to 17 significant digits) with TileKit's rounding.
  uint64_t converted =
      convertFloat(bits, FloatFormat::F64, format, Rounding::NearestEven);
  double back = toDouble(converted, format);
  if (value.isFinite() && !std::isfinite(back)) {
    why = "out of range for " + name;
    return std::nullopt;
  }
  if (!value.isZero() && back == 0) {
    why = "too small for " + name + " (it rounds to zero)";
    return std::nullopt;
  }
  return converted;
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

/// Whether a numpy dtype may hold elements of `kind`.
bool dtypeFits(const NpyArray &array, ElemKind kind) {
  char k = array.kind;
  unsigned size = array.itemSize;
  switch (kind) {
  case ElemKind::I1:
    return (k == 'b' || k == 'u' || k == 'i') && size == 1;
  case ElemKind::I8:
  case ElemKind::I16:
  case ElemKind::I32:
  case ElemKind::I64:
    return (k == 'i' || k == 'u') && size == getElemBytes(kind);
  case ElemKind::F16:
  case ElemKind::F32:
  case ElemKind::F64:
    return k == 'f' && size == getElemBytes(kind);
  case ElemKind::BF16:
  case ElemKind::TF32:
  case ElemKind::F8E4M3FN:
  case ElemKind::F8E5M2:
  case ElemKind::F8E8M0FNU:
  case ElemKind::F4E2M1FN:
  case ElemKind::F8E5M3FNU:
  case ElemKind::I4:
    return k == 'u' && size == getElemBytes(kind);
  case ElemKind::Ptr:
    return false;
  }
  return false;
}

std::string expectedDtype(ElemKind kind) {
  switch (kind) {
  case ElemKind::I1:
    return "bool or uint8";
  case ElemKind::I8:
  case ElemKind::I16:
  case ElemKind::I32:
  case ElemKind::I64:
    return llvm::formatv("int{0} or uint{0}", 8 * getElemBytes(kind));
  case ElemKind::F16:
    return "float16";
  case ElemKind::F32:
    return "float32";
  case ElemKind::F64:
    return "float64";
  default:
    return llvm::formatv("uint{0} (bit patterns)", 8 * getElemBytes(kind));
  }
}

/// Memory for the buffers, allocated as numpy allocates its arrays on
/// Linux: from 4 MiB on, 2 MiB aligned and advised to use transparent huge
/// pages. A kernel run here then sees what the same kernel launched from
/// Python on numpy arrays sees (a GEMM's tiles have rows a tensor row
/// apart: on 4 KiB pages each row is a TLB miss). Smaller ones come from
/// malloc, whose placement of them the engines' fault messages (bytes
/// before or after the nearest buffer) rely on being the same in every
/// process. The benchmarks' C++ baselines allocate alike
/// (bench/execution/baselines/common.h).
template <typename T> struct HostAllocator {
  using value_type = T;
  HostAllocator() = default;
  template <typename U> HostAllocator(const HostAllocator<U> &) {}
  T *allocate(size_t n) {
    size_t bytes = n * sizeof(T);
    void *p = nullptr;
    if (bytes < (size_t(4) << 20))
      p = std::malloc(bytes ? bytes : 1);
    else if (!posix_memalign(&p, size_t(2) << 20, bytes))
      madvise(p, bytes, MADV_HUGEPAGE);
    if (!p)
      die(llvm::formatv("cannot allocate {0} bytes", bytes));
    return static_cast<T *>(p);
  }
  void deallocate(T *p, size_t) { std::free(p); }
  template <typename U> bool operator==(const HostAllocator<U> &) const {
    return true;
  }
  template <typename U> bool operator!=(const HostAllocator<U> &) const {
    return false;
  }
};

/// The host memory of one buffer parameter, kept alive for the run. The
/// elements live in `storage` between two guard gaps that belong to no
/// allocation: an access a little past one buffer is reported, instead of
/// landing in whatever buffer the host allocator placed next to it.
struct HostBuffer {
  static constexpr size_t kGuardBytes = 4096;
  NpyArray array; ///< dtype and shape; `data` moves into `storage`
  std::vector<uint8_t, HostAllocator<uint8_t>> storage;
  uint64_t bytes = 0;

  /// Moves the elements of `array` between the guards.
  /// An empty buffer has its guards too: an address of its own, so that a
  /// fault through it names it.
  void guard() {
    bytes = array.data.size();
    storage.reserve(bytes + 2 * kGuardBytes);
    storage.assign(kGuardBytes, 0);
    storage.insert(storage.end(), array.data.begin(), array.data.end());
    storage.resize(bytes + 2 * kGuardBytes, 0);
    std::vector<uint8_t>().swap(array.data);
  }
  uint8_t *data() { return storage.data() + kGuardBytes; }
};

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  tilekit::reportFileSizeLimitAsError();
  Options options = parseCommandLine(argc, argv);
  // The output folder is checked before the run, not found unusable after.
  if (options.outputGiven)
    if (llvm::Error error = tilekit::prepareOutputFolder(options.outputDir))
      die(llvm::toString(std::move(error)));

  auto module = ExecutableModule::loadFile(options.file);
  if (!module)
    die(llvm::toString(module.takeError()));
  if (options.listEntries) {
    for (auto entry : (*module)
                          ->getModule()
                          .getBodyBlock()
                          .getOps<mlir::cuda_tile::EntryOp>()) {
      llvm::outs() << "@" << entry.getSymName() << "(";
      auto params = ExecutableModule::getParameters(entry);
      for (size_t i = 0; i < params.size(); ++i)
        llvm::outs() << (i ? ", " : "") << params[i].typeText;
      llvm::outs() << ")\n";
    }
    return 0;
  }
  auto entry = (*module)->findEntry(options.entry);
  if (!entry)
    die(llvm::toString(entry.takeError()));
  std::vector<ParameterInfo> params = ExecutableModule::getParameters(*entry);
  if (options.args.size() != params.size()) {
    std::string list;
    for (size_t i = 0; i < params.size(); ++i)
      list += llvm::formatv("\n  {0}: {1}", i, params[i].typeText).str();
    die(llvm::formatv("entry @{0} takes {1} argument(s), but {2} were given; "
                      "its parameters are:{3}",
                      entry->getSymName(), params.size(), options.args.size(),
                      list.empty() ? std::string(" (none)") : list));
  }

  // Bind the arguments.
  std::vector<std::unique_ptr<HostBuffer>> buffers(params.size());
  std::vector<KernelArgument> args(params.size());
  std::vector<int> bufferOf(params.size(), -1);
  for (size_t i = 0; i < params.size(); ++i) {
    const ParameterInfo &param = params[i];
    StringRef text = options.args[i];
    auto bad = [&](const llvm::Twine &why) {
      die(llvm::formatv("argument {0} ('{1}') does not fit parameter {0} of "
                        "type {2}: ",
                        i, text, param.typeText) +
          why);
    };
    if (param.kind == ParameterInfo::Kind::Unsupported)
      bad("this parameter type cannot be bound from the command line");
    std::optional<ElemKind> kind = kindFromName(param.elementType);
    if (!kind)
      bad("unsupported element type");
    if (param.kind == ParameterInfo::Kind::Scalar) {
      std::string why;
      std::optional<uint64_t> bits = parseScalar(text, *kind, why);
      if (!bits)
        bad(why);
      args[i] = KernelArgument::scalar(*bits);
      args[i].name = text.str();
      continue;
    }
    if (text.starts_with("@")) {
      uint64_t k;
      if (!parseUnsigned(text.drop_front(), k) || k >= i)
        bad("@K must name an earlier buffer parameter");
      if (bufferOf[k] < 0)
        bad(llvm::formatv("parameter {0} is not a buffer", k));
      bufferOf[i] = bufferOf[k];
    } else if (text.starts_with("zeros:")) {
      if (param.kind != ParameterInfo::Kind::Pointer)
        bad("zeros:N binds pointer parameters only; a tensor_view needs a "
            ".npy file");
      uint64_t n;
      if (!parseUnsigned(text.drop_front(6), n) || n > (uint64_t(1) << 34))
        bad("zeros:N needs a element count N");
      auto buffer = std::make_unique<HostBuffer>();
      buffer->array.kind = *kind == ElemKind::F16 || *kind == ElemKind::F32 ||
                                   *kind == ElemKind::F64
                               ? 'f'
                           : *kind == ElemKind::I1 ? 'b'
                           : *kind == ElemKind::I8 || *kind == ElemKind::I16 ||
                                   *kind == ElemKind::I32 ||
                                   *kind == ElemKind::I64
                               ? 'i'
                               : 'u';
      buffer->array.itemSize = getElemBytes(*kind);
      buffer->array.shape = {static_cast<int64_t>(n)};
      // Probe first: a failing operator new aborts (LLVM's new-handler).
      uint64_t bytes = n * buffer->array.itemSize;
      uint64_t total = bytes + 2 * HostBuffer::kGuardBytes;
      void *probe = std::malloc(total);
      if (!probe)
        bad(llvm::formatv("cannot allocate {0} bytes", bytes).str());
      std::free(probe);
      buffer->bytes = bytes;
      buffer->storage.assign(total, 0);
      buffers[i] = std::move(buffer);
      bufferOf[i] = i;
    } else {
      auto buffer = std::make_unique<HostBuffer>();
      std::string error;
      if (!readNpy(text.str(), buffer->array, error))
        die(error);
      if (!dtypeFits(buffer->array, *kind))
        bad("the file holds " + buffer->array.dtypeName() + ", expected " +
            expectedDtype(*kind));
      buffer->guard();
      buffers[i] = std::move(buffer);
      bufferOf[i] = i;
    }
    HostBuffer &buffer = *buffers[bufferOf[i]];
    NpyArray &array = buffer.array;
    void *data = buffer.data();
    if (param.kind == ParameterInfo::Kind::Pointer) {
      args[i] = KernelArgument::buffer(data, buffer.bytes);
    } else {
      std::vector<int64_t> strides(array.shape.size(), 1);
      for (int64_t d = static_cast<int64_t>(array.shape.size()) - 2; d >= 0;
           --d)
        strides[d] = strides[d + 1] * array.shape[d + 1];
      args[i] =
          KernelArgument::tensorView(data, buffer.bytes, array.shape, strides);
    }
    args[i].name = text.str();
  }

  auto kernel = (*module)->prepare(options.entry, options.engine);
  if (!kernel)
    die(llvm::toString(kernel.takeError()));

  LaunchOptions launch;
  launch.grid = options.grid;
  launch.threads = options.threads;
  launch.check = options.checks.check;
  launch.checkNan = options.checks.checkNan;
  launch.printLocations = options.printLocations;
  launch.timeoutSeconds = options.timeoutSeconds;
  if (options.traced) {
    if (!options.outputDir.empty())
      options.trace.dumpDir = options.outputDir;
    launch.trace = &options.trace;
  }
  if (llvm::Error error = (*kernel)->launch(args, launch))
    die(llvm::toString(std::move(error)));
  std::vector<double> times;
  for (unsigned r = 0; r < options.repeat; ++r) {
    auto start = std::chrono::steady_clock::now();
    if (llvm::Error error = (*kernel)->launch(args, launch))
      die(llvm::toString(std::move(error)));
    auto stop = std::chrono::steady_clock::now();
    times.push_back(
        std::chrono::duration<double, std::milli>(stop - start).count());
  }
  if (options.time) {
    if (times.empty())
      die("--time needs --repeat N with N >= 1");
    std::sort(times.begin(), times.end());
    size_t n = times.size();
    double median =
        n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
    llvm::errs() << llvm::formatv("time: {0:f4} ms\n", median);
  }

  if (options.outputGiven) {
    // Every file is written beside its target first; none replaces its
    // target unless all were written (an input named as an output stays
    // intact until then).
    tilekit::SafeOutputSet outputs;
    for (size_t i = 0; i < params.size(); ++i) {
      if (bufferOf[i] < 0)
        continue;
      llvm::SmallString<256> path(options.outputDir);
      llvm::sys::path::append(path, llvm::formatv("arg{0}.npy", i).str());
      auto file = outputs.add(path);
      if (!file) {
        outputs.discardAll();
        die(llvm::toString(file.takeError()));
      }
      HostBuffer &buffer = *buffers[bufferOf[i]];
      std::string error;
      if (!writeNpy(file->os(), buffer.array, buffer.data(), buffer.bytes,
                    error)) {
        outputs.discardAll();
        die(path + ": " + error);
      }
    }
    if (llvm::Error error = outputs.commitAll())
      die(llvm::toString(std::move(error)));
  }
  return 0;
}
