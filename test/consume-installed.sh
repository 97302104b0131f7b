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
# The C API, through CMake and through pkg-config.
"$scratch/build/tile-types" | grep -q "fma %arg0, %arg0, %arg0"
PKG_CONFIG_PATH="$scratch/prefix/lib/pkgconfig" cc -o "$scratch/tile-types-pc" \
  "$source/examples/consumer/tile-types.c" $(PKG_CONFIG_PATH="$scratch/prefix/lib/pkgconfig" pkg-config --cflags --libs tilekit-c)
"$scratch/tile-types-pc" | grep -q "tile<16x16xf16>"
# The C API test and the execution example, against the installed package.
pc() { PKG_CONFIG_PATH="$scratch/prefix/lib/pkgconfig" pkg-config "$@"; }
cc -o "$scratch/capi-test" "$source/test/CAPI/capi-test.c" $(pc --cflags --libs tilekit-c)
"$scratch/capi-test" > "$scratch/capi-test.out"
grep -q "^done$" "$scratch/capi-test.out"
if grep -q "FAILED" "$scratch/capi-test.out"; then exit 1; fi
cc -o "$scratch/saxpy" "$source/examples/c/saxpy.c" $(pc --cflags --libs tilekit-c)
"$scratch/saxpy" "$source/examples/run/saxpy.mlir" | grep -q "y = 2 x + 1: ok"
"$scratch/build/count-ops" "$source/examples/kernel-metadata.mlir"
