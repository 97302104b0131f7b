#!/usr/bin/env bash
# Installs TileKit into a scratch prefix, builds examples/consumer against it
# with find_package(TileKit), and runs the result on an example module.
#   consume-installed.sh <build-dir> <source-dir> <scratch-dir>
set -euo pipefail
build=$1 source=$2 scratch=$3
rm -rf "$scratch"
cmake --install "$build" --prefix "$scratch/prefix" > /dev/null
cmake -S "$source/examples/consumer" -B "$scratch/build" -G Ninja \
  -DCMAKE_PREFIX_PATH="$scratch/prefix" -DCMAKE_BUILD_TYPE=Release > /dev/null
cmake --build "$scratch/build" > /dev/null
"$scratch/build/count-ops" "$source/examples/kernel-metadata.mlir"
