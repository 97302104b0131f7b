"""`pip install .` and `python3 -m build --wheel` for TileKit.

CMake stays the source of truth: this file configures a CMake build
directory (once), builds the targets `_tilekit` (the extension) and
`tilekit-tools` (tile-opt, tile-optimize, tile-translate, tile-run,
tile-lsp-server, tile-reduce), installs the CMake components `python` and `tools` into a
staging prefix, and hands setuptools what it finds there: the `tilekit`
package goes to site-packages, the tools are the wheel's scripts and land in
the environment's bin directory as they are (native executables, no Python
wrapper). See docs/python.md, "Installing with pip".

Environment:
  TILEKIT_CMAKE_BUILD_DIR  the CMake build directory (absolute, or relative
                           to this directory). An existing configured one is
                           reused as it is, so a repeat install only rebuilds
                           what changed. Default: build/pip.
  CMAKE_ARGS               extra arguments of the CMake configure step (a
                           new build directory; an existing one is
                           reconfigured with them when they are given).
  CMAKE_GENERATOR, CMAKE_BUILD_PARALLEL_LEVEL: read by cmake itself.
"""

import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Command, Extension, setup
from setuptools.command.build import build
from setuptools.command.build_ext import build_ext
from setuptools.errors import SetupError
from distutils.command.build_scripts import build_scripts

SOURCE_DIR = os.path.dirname(os.path.abspath(__file__))


def _version():
    """The version of project(TileKit VERSION x.y.z) in CMakeLists.txt."""
    path = os.path.join(SOURCE_DIR, "CMakeLists.txt")
    with open(path, encoding="utf-8") as f:
        match = re.search(r"project\(\s*TileKit\s+VERSION\s+([0-9.]+)",
                          f.read())
    if not match:
        raise SetupError("CMakeLists.txt: no project(TileKit VERSION ...)")
    return match.group(1)


def _read_cmake_cache(build_dir):
    """NAME -> value of build_dir/CMakeCache.txt, or None if it is absent."""
    path = os.path.join(build_dir, "CMakeCache.txt")
    if not os.path.isfile(path):
        return None
    cache = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            match = re.match(r"([^#/][^:]*):[A-Z]+=(.*)$", line.rstrip("\n"))
            if match:
                cache[match.group(1)] = match.group(2)
    return cache


def _cmake_true(value):
    """Whether CMake reads the cache value as true (if(<constant>))."""
    value = value.upper()
    return not (value in ("", "0", "OFF", "NO", "FALSE", "N", "IGNORE",
                          "NOTFOUND") or value.endswith("-NOTFOUND"))


def _run(command):
    print("tilekit: " + " ".join(shlex.quote(arg) for arg in command), flush=True)
    try:
        subprocess.run(command, check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        raise SetupError(f"tilekit: {command[0]} failed: {error}") from None


class BuildCMake(Command):
    """Configures (once), builds and installs TileKit's `python` and `tools`
    CMake components into a staging prefix under setuptools' build_temp."""

    description = "build the tilekit package and the tools with CMake"
    user_options = []

    def initialize_options(self):
        self.build_temp = None

    def finalize_options(self):
        self.set_undefined_options("build", ("build_temp", "build_temp"))
        self.staging_dir = os.path.abspath(
            os.path.join(self.build_temp, "cmake-install"))
        self.package_dir = None
        self.tools = []

    def run(self):
        cmake = shutil.which("cmake")
        if cmake is None:
            raise SetupError("tilekit: needs cmake on PATH "
                             "(Debian: scripts/install-deps.sh)")
        build_dir = os.path.join(
            SOURCE_DIR, os.environ.get("TILEKIT_CMAKE_BUILD_DIR")
            or os.path.join("build", "pip"))
        cmake_args = shlex.split(os.environ.get("CMAKE_ARGS", ""))
        cache = _read_cmake_cache(build_dir)
        if cache is None:
            # A new build directory: a release build of what pip needs, for
            # the Python that runs this (a virtualenv's, say), without tests.
            configure = [cmake, "-S", SOURCE_DIR, "-B", build_dir,
                         "-DCMAKE_BUILD_TYPE=Release",
                         "-DTILEKIT_ENABLE_TESTS=OFF",
                         "-DTILEKIT_ENABLE_PYTHON=ON",
                         f"-DPython3_EXECUTABLE={sys.executable}"]
            if "CMAKE_GENERATOR" not in os.environ and shutil.which("ninja"):
                configure += ["-G", "Ninja"]
            _run(configure + cmake_args)
        else:
            home = cache.get("CMAKE_HOME_DIRECTORY", "")
            if os.path.realpath(home) != os.path.realpath(SOURCE_DIR):
                raise SetupError(
                    f"tilekit: {build_dir} is a CMake build of {home}, not of "
                    f"{SOURCE_DIR}; point TILEKIT_CMAKE_BUILD_DIR at a build "
                    "directory of this source tree (or at a new one)")
            if cmake_args:
                _run([cmake, "-S", SOURCE_DIR, "-B", build_dir] + cmake_args)
        cache = _read_cmake_cache(build_dir) or {}
        if not _cmake_true(cache.get("TILEKIT_ENABLE_PYTHON", "ON")):
            raise SetupError(f"tilekit: {build_dir} is configured with "
                             "TILEKIT_ENABLE_PYTHON=OFF; the package needs it ON")

        _run([cmake, "--build", build_dir, "--target", "_tilekit",
              "tilekit-tools"])
        shutil.rmtree(self.staging_dir, ignore_errors=True)
        for component in ("python", "tools"):
            _run([cmake, "--install", build_dir, "--prefix", self.staging_dir,
                  "--component", component])

        python_dir = cache.get("TILEKIT_PYTHON_INSTALL_DIR", "")
        if not python_dir or os.path.isabs(python_dir):
            raise SetupError(
                f"tilekit: TILEKIT_PYTHON_INSTALL_DIR of {build_dir} must be "
                f"relative to the install prefix (it is '{python_dir}')")
        self.package_dir = os.path.join(self.staging_dir, python_dir, "tilekit")
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        extension = os.path.join(self.package_dir, "_tilekit" + suffix)
        if not os.path.isfile(extension):
            found = [name for name in os.listdir(self.package_dir)
                     if name.startswith("_tilekit")]
            raise SetupError(
                f"tilekit: {build_dir} builds the extension for "
                f"{cache.get('Python3_EXECUTABLE', 'another Python')} "
                f"({', '.join(found) or 'none'}), but {sys.executable} needs "
                f"_tilekit{suffix}; run pip with that Python (or a virtualenv "
                "of it) or use another TILEKIT_CMAKE_BUILD_DIR")

        tools_dir = os.path.join(self.staging_dir, "bin")
        self.tools = sorted(os.path.join(tools_dir, name)
                            for name in os.listdir(tools_dir))
        # The scripts of the wheel (see BuildScripts), known only now.
        self.distribution.scripts = self.tools


class Build(build):
    """Runs CMake first: which scripts there are is known only afterwards,
    and `build` decides whether to run build_scripts when it starts."""

    def run(self):
        self.run_command("build_cmake")
        super().run()


class BuildExt(build_ext):
    """Copies the package CMake installed (extension and Python modules)
    into setuptools' build directory."""

    def run(self):
        if self.inplace:
            raise SetupError(
                "tilekit: editable installs are not supported; use the build "
                "tree with PYTHONPATH=build/python (docs/python.md)")
        self.run_command("build_cmake")
        package_dir = self.get_finalized_command("build_cmake").package_dir
        target = os.path.join(self.build_lib, "tilekit")
        # A fresh copy: a module removed from the package leaves no stale
        # copy in the wheel.
        shutil.rmtree(target, ignore_errors=True)
        self.copy_tree(package_dir, target)


class BuildScripts(build_scripts):
    """The tools are native executables: copied as they are (distutils would
    read them as Python scripts to adjust a '#!' line)."""

    def get_source_files(self):
        return []  # built, not in the source tree (nothing for the sdist)

    def copy_scripts(self):
        shutil.rmtree(self.build_dir, ignore_errors=True)
        self.mkpath(self.build_dir)
        outfiles = []
        for script in self.scripts:
            outfile = os.path.join(self.build_dir, os.path.basename(script))
            self.copy_file(script, outfile)
            outfiles.append(outfile)
        return outfiles, outfiles


setup(
    version=_version(),
    # Only the extension's name: BuildCMake builds it. Its presence makes
    # the wheel platform-specific (cp311-cp311-linux_x86_64).
    ext_modules=[Extension("tilekit._tilekit", sources=[])],
    packages=[],
    cmdclass={
        "build": Build,
        "build_cmake": BuildCMake,
        "build_ext": BuildExt,
        "build_scripts": BuildScripts,
    },
    # setuptools' own files go next to the CMake build, not in build/
    # itself (which is usually the developer's CMake build directory).
    options={"build": {"build_base": os.path.join("build", "setuptools")}},
)
