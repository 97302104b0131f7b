#!/usr/bin/env bash
# Prints every golden module with tile-opt and compares the output with the
# reference print (mod_NNNN.ref.mlir) byte for byte.
#   print-golden.sh <tile-opt> <golden-dir>
set -u
tool=$1 golden=$2
pass=0 fail=0
for input in "$golden"/*/mod_*[0-9].mlir; do
  expected=${input%.mlir}.ref.mlir
  [ -f "$expected" ] || continue
  if "$tool" --no-implicit-module "$input" 2>/dev/null | cmp -s - "$expected"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "MISMATCH: ${input#$golden/}"
  fi
done
echo "golden print: $pass identical, $fail different"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
