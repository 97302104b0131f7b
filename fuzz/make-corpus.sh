#!/usr/bin/env bash
# Writes the seed corpus: bytecode of the test modules, for every version
# that can encode them.
#   fuzz/make-corpus.sh <build-dir>
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="$1/bin/tile-translate"
out="$root/fuzz/corpus"
mkdir -p "$out"
for input in "$root"/test/Bytecode/Inputs/*.mlir \
             "$root"/test/Dialect/CudaTile/Inputs/every-op.mlir \
             "$root"/test/Bytecode/roundtrip.mlir; do
  name=$(basename "$input" .mlir)
  for version in 13.1 13.2 13.3; do
    "$tool" -mlir-to-cudatilebc -no-implicit-module -bytecode-version=$version \
      "$input" -o "$out/$name-$version.tileirbc" 2>/dev/null ||
      rm -f "$out/$name-$version.tileirbc"
  done
done
ls "$out" | wc -l
