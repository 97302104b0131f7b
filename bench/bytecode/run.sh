#!/usr/bin/env bash
# Generates a module whose bytecode is over 10 MiB, then measures write and
# read throughput and the reader's peak memory.
#   bench/bytecode/run.sh [build-dir] [runs]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${1:-$here/../../build}"
runs="${2:-5}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/generate-module.py" 200 6000 256 > "$work/big.mlir"
"$build/bin/tilekit-bytecode-bench" "$work/big.mlir" "$runs"
"$build/bin/tile-translate" -mlir-to-cudatilebc -no-implicit-module \
  "$work/big.mlir" -o "$work/big.tileirbc"
"$build/bin/tilekit-bytecode-bench" --read-peak "$work/big.tileirbc"
