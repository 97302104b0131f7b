# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config

config.name = "TileKit"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tilekit_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs", "lit.local.cfg", "lib"]

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.add_tool_substitutions(
    ["tile-opt", "tile-optimize", "tile-translate", "tile-run", "tile-lsp-server",
     "tile-reduce"],
    [config.tilekit_tools_dir])

# Golden data made with the reference tools lives beside the checkout in
# ../shared; tests that need it are marked `REQUIRES: shared-testdata`.
shared = os.path.normpath(os.path.join(config.tilekit_src_root, "..", "shared"))
if os.path.isdir(os.path.join(shared, "testdata")):
    config.available_features.add("shared-testdata")
    config.substitutions.append(("%shared", shared))
config.substitutions.append(("%tilekit_src", config.tilekit_src_root))
config.substitutions.append(("%tilekit_bin", config.tilekit_tools_dir))
# tile-run itself, where a directory substitutes a wrapper for `tile-run`.
config.substitutions.append(
    ("%tile_run_binary", os.path.join(config.tilekit_tools_dir, "tile-run")))

# TILEKIT_JIT_PERTURB plants a difference in JIT code (FaultInjection.h).
if config.tilekit_fault_injection.upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("jit-fault-injection")

# Code generation that depends on the host's instruction set (the JIT
# compiles for the host).
import platform
if platform.machine() in ("x86_64", "AMD64"):
    config.available_features.add("x86_64")

# Execution tests check results with numpy. Debian's interpreter has it
# (python3-numpy); another python3 earlier on PATH may not.
import shutil
python_with_numpy = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else shutil.which("python3")
config.substitutions.append(("%python", python_with_numpy))
config.substitutions.append(("%testlib", os.path.join(config.tilekit_src_root, "test", "Execution", "lib")))
