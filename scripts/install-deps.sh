#!/usr/bin/env bash
# Installs everything TileKit needs on Debian 12 (bookworm). Idempotent:
# packages already present are left alone.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  libzstd-dev   # needed by MLIR's exported CMake targets
  libgtest-dev
  libmpfr-dev   # reference of tilekit-math-check and its sampled tests
  python3-numpy # the execution tests check results with numpy
  pybind11-dev python3-dev python3-pytest # the tilekit Python package
  python3-torch # tilekit.launch with DLPack tensors (tests skip without it)
  pkgconf       # the C API's pkg-config file, checked by the install test
  # pip install . / python3 -m build (setup.py), offline and without build
  # isolation, and the virtualenv of its test
  python3-pip python3-setuptools python3-wheel python3-build python3-venv
)

missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$pkg")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all dependencies present"
  exit 0
fi

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
