#!/usr/bin/env bash
# Writes each module Inputs/golden/NAME.mlir as every version V that has a
# NAME.V.hex (13_3 for 13.3) and compares byte for byte. A .hex file lists
# bytes as two-digit hex words; '#' lines and what follows the first other
# word on a line are comments.
#   golden-hex.sh <tile-translate> <dir>
set -u
tool=$1 dir=$2
pass=0 fail=0
for expected in "$dir"/*.13_?.hex; do
  version=${expected%.hex}
  version=${version##*.}
  source=${expected%.13_?.hex}.mlir
  want=$(awk '!/^#/ { for (i = 1; i <= NF; ++i) {
                        if ($i !~ /^[0-9a-f][0-9a-f]$/) break; printf "%s", $i } }' \
           "$expected")
  got=$("$tool" -mlir-to-cudatilebc -no-implicit-module \
          -bytecode-version="${version/_/.}" "$source" | od -An -v -tx1 |
        tr -d ' \n')
  if [ -n "$want" ] && [ "$got" = "$want" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "MISMATCH: ${expected##*/}"
    echo "  expected $want"
    echo "  written  $got"
  fi
done
echo "hand-derived bytecode: $pass identical, $fail different"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
