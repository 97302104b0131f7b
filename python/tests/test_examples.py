"""The Python example runs, and `cmake --install` gives an importable
package."""

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

import tilekit
from conftest import BUILD, ROOT

PACKAGE_PARENT = pathlib.Path(tilekit.__file__).resolve().parents[1]


def run_python(args, path):
    env = dict(os.environ, PYTHONPATH=str(path), PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([sys.executable, *map(str, args)], env=env,
                          capture_output=True, text=True, cwd=ROOT)


def test_softmax_example():
    result = run_python([ROOT / "examples" / "python" / "softmax.py"],
                        PACKAGE_PARENT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "kernel: @softmax(tile<ptr<f32>>" in result.stdout
    assert "rows sum to 1.000000..1.000000" in result.stdout


def test_installed_package(tmp_path):
    if not (BUILD / "cmake_install.cmake").is_file():
        pytest.skip(f"needs the build tree {BUILD}")
    cmake = shutil.which("cmake")
    if cmake is None:
        pytest.skip("needs cmake")
    prefix = tmp_path / "prefix"
    subprocess.run([cmake, "--install", str(BUILD), "--component", "python",
                    "--prefix", str(prefix)], check=True,
                   capture_output=True)
    (site,) = prefix.glob("lib/python3*/site-packages")
    assert (site / "tilekit" / "__init__.py").is_file()
    result = run_python(
        ["-c", "import tilekit; print(tilekit.__file__); "
               "print(tilekit.Module.load('examples/run/saxpy.mlir').name)"],
        site)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        str(site / "tilekit" / "__init__.py"), "example"]
