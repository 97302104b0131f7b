#!/usr/bin/env bash
# One command from a fresh Debian 12 machine to a working TileKit: installs
# the dependencies, builds, verifies and prints the bundled examples, then
# runs the bundled kernel on the CPU (with tile-run, then from Python).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
for example in "$root"/examples/*.mlir; do
  echo "== tile-opt ${example#$root/}"
  "$root/build/bin/tile-opt" --no-implicit-module "$example"
done
echo "== tile-run examples/run/saxpy.mlir (y = 2 x + y, 1000 elements)"
out="$root/build/example-output"
"$root/build/bin/tile-run" "$root/examples/run/saxpy.mlir" --grid 4 2.0 \
  "$root/examples/run/x.npy" "$root/examples/run/y.npy" 1000 -o "$out"
echo "wrote $out/arg2.npy"
if [ -f "$root/build/python/tilekit/__init__.py" ]; then
  echo "== python examples/python/softmax.py (import tilekit, cuTile softmax)"
  PYTHONPATH="$root/build/python" /usr/bin/python3 \
    "$root/examples/python/softmax.py"
fi
