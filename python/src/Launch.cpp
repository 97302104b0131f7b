//===- Launch.cpp - Launching entries on numpy arrays ---------------------===//
//
// The low-level launch: one binding per entry parameter, already matched by
// the Python layer (tilekit/_launch.py): a scalar's bit pattern, or a numpy
// array bound as a buffer (pointer parameters) or a tensor view. Arrays are
// used in place: the kernel reads and writes their memory.
//
//===----------------------------------------------------------------------===//

#include "TileKitPython.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <system_error>
#include <thread>

using namespace mlir;

namespace tilekit::python {

/// The argument for `array`: a buffer spanning every element it can reach,
/// or a tensor view with its sizes and strides in elements.
static exec::KernelArgument bindArray(py::array array, bool view,
                                      const std::string &name) {
  if (!array.writeable())
    throw ArgumentFailure(name + ": the array is read-only, but kernels "
                                 "write their arguments in place (pass a "
                                 "writeable array, e.g. numpy.array(a))");
  int64_t itemSize = array.itemsize();
  std::vector<int64_t> shape, strides;
  uint64_t lastElement = 0;
  bool empty = false;
  for (py::ssize_t d = 0; d < array.ndim(); ++d) {
    int64_t stride = array.strides(d);
    if (stride < 0 || stride % itemSize != 0)
      throw ArgumentFailure(
          name + ": stride " + std::to_string(stride) + " bytes of dimension " +
          std::to_string(d) +
          " is not a non-negative multiple of the element size (" +
          std::to_string(itemSize) +
          " bytes); pass numpy.ascontiguousarray(a) and copy the result back");
    shape.push_back(array.shape(d));
    strides.push_back(stride / itemSize);
    if (array.shape(d) == 0)
      empty = true;
    else
      lastElement += uint64_t(array.shape(d) - 1) * uint64_t(stride / itemSize);
  }
  uint64_t bytes = empty ? 0 : (lastElement + 1) * uint64_t(itemSize);
  void *data = array.mutable_data();
  exec::KernelArgument argument =
      view ? exec::KernelArgument::tensorView(data, bytes, std::move(shape),
                                              std::move(strides))
           : exec::KernelArgument::buffer(data, bytes);
  argument.name = name;
  return argument;
}

static exec::EngineKind parseEngine(const std::string &engine) {
  if (engine == "interp")
    return exec::EngineKind::Interpreter;
  if (engine == "jit")
    return exec::EngineKind::Jit;
  throw py::value_error("engine must be 'interp' or 'jit', got '" + engine +
                        "'");
}

/// Writes `text` to Python's sys.stdout or sys.stderr (so that
/// redirections and pytest's capture see it).
static void writeTo(const char *stream, const std::string &text) {
  if (text.empty())
    return;
  py::object out = py::module_::import("sys").attr(stream);
  if (out.is_none())
    return;
  out.attr("write")(text);
  if (py::hasattr(out, "flush"))
    out.attr("flush")();
}

/// Whether the calling thread is Python's main thread: only there do
/// signal handlers run (PyErr_CheckSignals).
static bool isMainThread() {
  py::object threading = py::module_::import("threading");
  return threading.attr("main_thread")().attr("ident").cast<unsigned long>() ==
         PyThread_get_thread_ident();
}

/// Runs `launch` with the GIL released. On the main thread it runs on a
/// thread of its own while this one checks for signals every 20 ms: a
/// handler that raises (Ctrl-C: KeyboardInterrupt) stops the launch through
/// `stop`, and once its workers have ended the exception propagates.
/// `moduleLock` is released (by this thread, which holds it) before the
/// GIL is taken back.
static void runReleased(const std::function<void()> &launch,
                        exec::StopRequest &stop,
                        std::unique_lock<std::mutex> &moduleLock) {
  bool pollSignals = isMainThread();
  bool interrupted = false;
  {
    py::gil_scoped_release release;
    std::mutex mutex;
    std::condition_variable ended;
    bool done = false;
    std::exception_ptr failure;
    std::thread runner;
    if (pollSignals) {
      try {
        runner = std::thread([&] {
          // An exception (bad_alloc) is rethrown on the calling thread.
          try {
            launch();
          } catch (...) {
            failure = std::current_exception();
          }
          std::lock_guard<std::mutex> lock(mutex);
          done = true;
          ended.notify_one();
        });
      } catch (const std::system_error &) {
        pollSignals = false; // no thread: run here, not interruptible
      }
    }
    if (!pollSignals) {
      launch();
    } else {
      std::unique_lock<std::mutex> lock(mutex);
      while (!ended.wait_for(lock, std::chrono::milliseconds(20),
                             [&] { return done; })) {
        if (interrupted)
          continue;
        lock.unlock();
        {
          py::gil_scoped_acquire acquire;
          // The exception stays set for this thread until it is raised.
          interrupted = PyErr_CheckSignals() != 0;
        }
        if (interrupted)
          stop.request(exec::StopReason::Cancelled);
        lock.lock();
      }
      lock.unlock();
      runner.join();
    }
    moduleLock.unlock();
    if (failure && !interrupted)
      std::rethrow_exception(failure);
  }
  if (interrupted)
    throw py::error_already_set();
}

static void launch(Module &module, const std::string &entryName,
                   const std::vector<int64_t> &grid, const py::list &bindings,
                   unsigned threads, const std::string &checks,
                   const std::string &engine, bool trace,
                   const std::string &traceBlocks,
                   const std::vector<std::string> &traceAt, bool printLocations,
                   double timeout) {
  exec::EngineKind engineKind = parseEngine(engine);
  exec::LaunchOptions options;
  if (grid.empty() || grid.size() > 3)
    throw py::value_error("the grid has one to three sizes");
  for (size_t d = 0; d < grid.size(); ++d) {
    if (grid[d] < 1 || grid[d] > 0x7FFFFFFF)
      throw py::value_error("grid sizes must be between 1 and 2147483647, "
                            "got " +
                            std::to_string(grid[d]));
    options.grid[d] = static_cast<uint32_t>(grid[d]);
  }
  options.threads = threads;
  options.printLocations = printLocations;
  if (!(timeout >= 0) || timeout > 31536000)
    throw py::value_error("timeout must be None or a number of seconds "
                          "above 0 and at most a year");
  options.timeoutSeconds = timeout;
  exec::StopRequest stop;
  options.stop = &stop;
  // `checks`: the modes of tile-run --check=MODES ("" for none).
  if (!checks.empty())
    if (llvm::Error error = exec::parseCheckModes(checks, options))
      throw py::value_error("check: " + llvm::toString(std::move(error)));
  // `trace`: tile-run --trace; `traceBlocks`, `traceAt`: as tile-run's
  // --trace-blocks and --trace-at read them.
  exec::TraceOptions traceOptions;
  std::string traced;
  llvm::raw_string_ostream traceStream(traced);
  if (trace || !traceBlocks.empty() || !traceAt.empty()) {
    traceOptions.print = true;
    traceOptions.stream = &traceStream;
    if (!traceBlocks.empty()) {
      auto blocks = exec::parseBlockList(traceBlocks);
      if (!blocks)
        throw py::value_error("trace_blocks: " +
                              llvm::toString(blocks.takeError()));
      traceOptions.blocks = std::move(*blocks);
    }
    for (const std::string &at : traceAt) {
      auto line = exec::parseSourceLine(at);
      if (!line)
        throw py::value_error("trace_at: " + llvm::toString(line.takeError()));
      traceOptions.at.push_back(std::move(*line));
    }
    options.trace = &traceOptions;
  }

  // The arrays stay referenced by `bindings` for the whole launch.
  std::vector<exec::KernelArgument> args;
  for (py::handle item : bindings) {
    auto binding = item.cast<py::tuple>();
    if (binding.size() != 3)
      throw py::value_error("a binding is (kind, value, name)");
    auto kind = binding[0].cast<std::string>();
    auto name = binding[2].cast<std::string>();
    if (kind == "scalar") {
      exec::KernelArgument argument =
          exec::KernelArgument::scalar(binding[1].cast<uint64_t>());
      argument.name = name;
      args.push_back(std::move(argument));
    } else if (kind == "buffer" || kind == "view") {
      if (!py::isinstance<py::array>(binding[1]))
        throw ArgumentFailure(name + ": expected a numpy array");
      args.push_back(bindArray(py::reinterpret_borrow<py::array>(binding[1]),
                               kind == "view", name));
    } else {
      throw py::value_error("unknown binding kind '" + kind + "'");
    }
  }

  // Launches and changes of a module are serialized. The lock is waited
  // for without the GIL (another thread's launch may hold it for long) and
  // released before the GIL is taken back after the launch.
  std::unique_lock<std::mutex> lock(module.getMutex(), std::defer_lock);
  {
    py::gil_scoped_release release;
    lock.lock();
  }
  auto [kernel, entry] = module.getKernel(entryName, engineKind);
  if (llvm::Error error = exec::checkArguments(entry, args))
    throw ArgumentFailure(llvm::toString(std::move(error)));

  std::string printed;
  llvm::raw_string_ostream printStream(printed);
  options.printStream = &printStream;
  std::string failure;
  exec::PreparedKernel *prepared = kernel;
  runReleased(
      [&] {
        if (llvm::Error error = prepared->launch(args, options))
          failure = llvm::toString(std::move(error));
        printStream.flush();
        traceStream.flush();
      },
      stop, lock);
  writeTo("stdout", printed);
  writeTo("stderr", traced);
  if (!failure.empty())
    throw LaunchFailure(failure);
}

void registerLaunch(py::module_ &m) {
  m.def("_launch", &launch, py::arg("module"), py::arg("entry"),
        py::arg("grid"), py::arg("bindings"), py::arg("threads"),
        py::arg("check"), py::arg("engine"), py::arg("trace") = false,
        py::arg("trace_blocks") = "",
        py::arg("trace_at") = std::vector<std::string>(),
        py::arg("print_locations") = false, py::arg("timeout") = 0.0,
        "Low-level launch: one (kind, value, name) binding per parameter, "
        "kind 'scalar' (value: the bit pattern), 'buffer' or 'view' (value: "
        "a numpy array); timeout: seconds, 0 for none. Use tilekit.launch.");
}

} // namespace tilekit::python
