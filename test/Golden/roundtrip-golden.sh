#!/usr/bin/env bash
# Checks that printing is a fixed point on every golden module: the custom
# form re-parses to the same text, and so does the generic form.
#   roundtrip-golden.sh <tile-opt> <golden-dir>
set -u
tool=$1 golden=$2
pass=0 fail=0
for expected in "$golden"/*/mod_*.ref.mlir; do
  custom=$("$tool" --no-implicit-module "$expected" 2>&1)
  generic=$("$tool" --no-implicit-module --mlir-print-op-generic "$expected" 2>&1 |
    "$tool" --no-implicit-module 2>&1)
  if [ "$custom" == "$(cat "$expected")" ] && [ "$generic" == "$custom" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "MISMATCH: ${expected#$golden/}"
  fi
done
echo "golden round trip: $pass stable, $fail unstable"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
