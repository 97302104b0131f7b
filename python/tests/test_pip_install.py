"""`pip install .` into a virtualenv, and the wheel and sdist of
`python3 -m build`, all offline and without build isolation.

They reuse the CMake build directory of the test build (TILEKIT_BUILD_DIR,
which ctest sets; skipped without it) through TILEKIT_CMAKE_BUILD_DIR, so
nothing is compiled again. ctest runs this file on its own
(pytest-pip-install); the installed package is imported from the
virtualenv, never from build/python.
"""

import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

import numpy as np
import pytest

from conftest import ROOT

# What `pip install .` must put on PATH: the tools of tools/ that a user
# runs (tilekit-tblgen and tilekit-math-check are development tools).
TOOLS = ("tile-lsp-server", "tile-opt", "tile-optimize", "tile-reduce",
         "tile-run", "tile-translate")
LLVM_LIBRARY_DIR = "/usr/lib/llvm-22/lib"


def _build_dir():
    value = os.environ.get("TILEKIT_BUILD_DIR")
    if not value or not (pathlib.Path(value) / "CMakeCache.txt").is_file():
        pytest.skip("needs TILEKIT_BUILD_DIR, a configured CMake build "
                    "directory (ctest sets it)")
    if shutil.which("cmake") is None:
        pytest.skip("needs cmake")
    return pathlib.Path(value)


def _version():
    text = (ROOT / "CMakeLists.txt").read_text()
    return re.search(r"project\(TileKit VERSION ([0-9.]+)", text).group(1)


def _env(build_dir, venv=None):
    """Offline, the given build directory reused, nothing of build/python."""
    env = dict(os.environ, TILEKIT_CMAKE_BUILD_DIR=str(build_dir),
               PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               PYTHONDONTWRITEBYTECODE="1")
    for name in ("PYTHONPATH", "CMAKE_ARGS", "PIP_FIND_LINKS"):
        env.pop(name, None)
    if venv is not None:
        env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
        env["VIRTUAL_ENV"] = str(venv)
    return env


def _run(args, env, cwd, timeout=300):
    result = subprocess.run([str(a) for a in args], env=env, cwd=cwd,
                            capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, (
        f"{' '.join(map(str, args))} exited with {result.returncode}\n"
        f"{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return result


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A virtualenv (with the system's numpy) after `pip install .`: its
    path, the environment to run in it, and pip's verbose log."""
    build_dir = _build_dir()
    tmp = tmp_path_factory.mktemp("pip")
    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--system-site-packages", venv],
         _env(build_dir), cwd=tmp)
    env = _env(build_dir, venv)
    log = _run([venv / "bin" / "python", "-m", "pip", "install", "-v",
                "--no-build-isolation", "--no-deps", ROOT], env, cwd=tmp)
    return venv, env, log.stdout + log.stderr


def test_pip_reuses_the_build_directory(installed):
    _, _, log = installed
    build_dir = _build_dir()
    assert f"--build {build_dir} --target _tilekit tilekit-tools" in log
    # An existing build directory is not configured again.
    assert f"-B {build_dir}" not in log
    assert "Successfully installed tilekit-" + _version() in log


def test_tools_land_on_path(installed):
    venv, env, _ = installed
    for tool in TOOLS:
        path = shutil.which(tool, path=env["PATH"])
        assert path == str(venv / "bin" / tool), tool
        help_text = _run([tool, "--help"], env, cwd=venv).stdout
        assert f"USAGE: {tool}" in help_text, tool
    version = _run(["tile-opt", "--version"], env, cwd=venv).stdout
    assert "LLVM version 22." in version


def test_installed_tools_find_llvm(installed):
    """The installed copies load libMLIR.so from LLVM's directory through
    their RUNPATH, and nothing from the build tree."""
    venv, env, _ = installed
    binaries = [venv / "bin" / tool for tool in TOOLS]
    binaries += (venv / "lib").glob("python3*/site-packages/tilekit/_tilekit*")
    assert len(binaries) == len(TOOLS) + 1
    clean = {k: v for k, v in env.items() if k != "LD_LIBRARY_PATH"}
    for binary in binaries:
        dynamic = _run(["readelf", "-d", binary], clean, cwd=venv).stdout
        assert f"[{LLVM_LIBRARY_DIR}]" in dynamic, binary
        ldd = _run(["ldd", binary], clean, cwd=venv).stdout
        assert "not found" not in ldd, ldd
        assert f"libMLIR.so.22.1 => {LLVM_LIBRARY_DIR}/libMLIR.so" in ldd, ldd
        assert str(_build_dir()) not in ldd


def test_pip_records_the_tools(installed):
    """pip knows the tools belong to tilekit (pip uninstall removes them)."""
    venv, env, _ = installed
    files = _run([venv / "bin" / "python", "-m", "pip", "show", "-f",
                  "tilekit"], env, cwd=venv).stdout
    for tool in TOOLS:
        assert f"../../../bin/{tool}\n" in files, tool
    assert "tilekit/_tilekit" + sysconfig.get_config_var("EXT_SUFFIX") in files


def test_tile_run_from_the_venv(installed, tmp_path):
    """examples/run/saxpy.mlir: y = 2 x + y over 1000 f32 elements."""
    venv, env, _ = installed
    example = ROOT / "examples" / "run"
    result = _run(["tile-run", example / "saxpy.mlir", "--grid", "4", "2.0",
                   example / "x.npy", example / "y.npy", "1000",
                   "-o", tmp_path], env, cwd=tmp_path)
    x, y = np.load(example / "x.npy"), np.load(example / "y.npy")
    # 2 x + y is exact in f32 for these inputs (x = k/2, y = 1).
    expected = (2.0 * x.astype(np.float64) + y).astype(np.float32)
    np.testing.assert_array_equal(np.load(tmp_path / "arg2.npy"), expected)
    assert "saxpy: y[0:4] = [1, 2, 3, 4]" in result.stdout


LAUNCH = r"""
import json, sys
import numpy as np
import tilekit
m = tilekit.Module.load(sys.argv[1])
x = np.load(sys.argv[2])
y = np.load(sys.argv[3])
tilekit.launch(m, "saxpy", 4, 3.0, x, y, x.size)
print(json.dumps({"file": tilekit.__file__, "y": y.tolist()}))
"""


def test_import_tilekit_from_the_venv(installed, tmp_path):
    venv, env, _ = installed
    example = ROOT / "examples" / "run"
    result = _run([venv / "bin" / "python", "-c", LAUNCH,
                   example / "saxpy.mlir", example / "x.npy",
                   example / "y.npy"], env, cwd=tmp_path)
    report = json.loads(result.stdout.splitlines()[-1])
    site = pathlib.Path(report["file"]).resolve().parents[1]
    # <venv>/lib/python3.X/site-packages/tilekit/__init__.py
    assert site.parent.parent.parent == venv.resolve()
    x, y = np.load(example / "x.npy"), np.load(example / "y.npy")
    expected = (3.0 * x.astype(np.float64) + y).astype(np.float32)
    np.testing.assert_array_equal(np.array(report["y"], np.float32), expected)


def _python_build(args, tmp_path):
    pytest.importorskip("build", reason="needs python3-build")
    build_dir = _build_dir()
    _run([sys.executable, "-m", "build", "--no-isolation", *args,
          "--outdir", tmp_path], _env(build_dir), cwd=ROOT)
    return list(tmp_path.iterdir())


def test_wheel(tmp_path):
    """python3 -m build --wheel: the package and the tools, for this
    Python and platform."""
    files = _python_build(["--wheel"], tmp_path)
    version = _version()
    tag = "cp{0}{1}-cp{0}{1}".format(*sys.version_info[:2])
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    assert [f.name for f in files] == [
        f"tilekit-{version}-{tag}-{platform}.whl"]
    with zipfile.ZipFile(files[0]) as wheel:
        names = set(wheel.namelist())
        for module in ("__init__.py", "errors.py", "_dtypes.py", "_launch.py",
                       "_tilekit" + sysconfig.get_config_var("EXT_SUFFIX")):
            assert f"tilekit/{module}" in names, module
        scripts = {n for n in names if "/scripts/" in n}
        assert scripts == {f"tilekit-{version}.data/scripts/{tool}"
                           for tool in TOOLS}
        for script in scripts:
            mode = wheel.getinfo(script).external_attr >> 16
            assert mode & 0o111, f"{script} is not executable"
            assert wheel.read(script)[:4] == b"\x7fELF"  # as built, unwrapped
        metadata = wheel.read(f"tilekit-{version}.dist-info/WHEEL").decode()
        assert "Root-Is-Purelib: false" in metadata


def test_sdist_has_the_sources_and_no_build_directory(tmp_path):
    files = _python_build(["--sdist"], tmp_path)
    top = f"tilekit-{_version()}/"
    assert [f.name for f in files] == [f"{top[:-1]}.tar.gz"]
    with tarfile.open(files[0]) as sdist:
        members = {m.name[len(top):] for m in sdist.getmembers()
                   if m.isfile() and m.name.startswith(top)}
    assert not [m for m in members if m.startswith("build")]
    for required in ("CMakeLists.txt", "setup.py", "pyproject.toml",
                     "python/tilekit/__init__.py", "tools/CMakeLists.txt"):
        assert required in members, required
    git = shutil.which("git")
    if git and (ROOT / ".git").exists():
        tracked = subprocess.run([git, "ls-files"], cwd=ROOT, check=True,
                                 capture_output=True, text=True).stdout.split()
        # Everything needed to build (all tracked files but the CI hook).
        missing = [f for f in tracked
                   if f not in members and not f.startswith(".ci/")
                   and f != ".gitignore"]
        assert not missing, missing
