#!/usr/bin/env bash
# One command from a fresh Debian 12 machine to a working TileKit: installs
# the dependencies, builds, then verifies and prints the bundled examples.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
for example in "$root"/examples/*.mlir; do
  echo "== tile-opt ${example#$root/}"
  "$root/build/bin/tile-opt" --no-implicit-module "$example"
done
