#!/usr/bin/env bash
# Configures (once) and builds TileKit into ./build. Idempotent.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${TILEKIT_BUILD_DIR:-$root/build}"

if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build"
