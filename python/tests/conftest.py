"""Shared fixtures of the tilekit tests.

Run from the repository root with the package on the path:

    PYTHONPATH=build/python /usr/bin/python3 -m pytest -q python/tests

Tests that read ../shared/testdata (third-party kernels; another place with
TILEKIT_SHARED_TESTDATA) skip themselves when it is absent; the others
always run.
"""

import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("TILEKIT_BUILD_DIR", ROOT / "build"))
SHARED_TESTDATA = pathlib.Path(os.environ.get(
    "TILEKIT_SHARED_TESTDATA", ROOT.parent / "shared" / "testdata"))
MOFFEL = SHARED_TESTDATA / "thirdparty" / "moffel1020-tileir-cpu-benchmarks"


@pytest.fixture
def moffel():
    """The folder of cuTile Python kernels from tileir-cpu-benchmarks."""
    if not MOFFEL.is_dir():
        pytest.skip(f"needs {MOFFEL} (../shared/testdata is absent)")
    return MOFFEL


@pytest.fixture
def tool():
    """The path of a TileKit tool in the build tree (skips without it)."""
    def find(name):
        path = BUILD / "bin" / name
        if not path.is_file():
            pytest.skip(f"needs {path}")
        return path
    return find


def pytest_sessionfinish(session, exitstatus):
    """A run that collected no test fails: pytest's exit status 5 would
    otherwise let a broken collection pass unnoticed."""
    if exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
