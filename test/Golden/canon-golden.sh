#!/usr/bin/env bash
# Canonicalizes every golden module with tile-opt and compares the result
# with the reference's (mod_NNNN.canon.mlir):
#  - identical: byte for byte the reference's output;
#  - equivalent: a documented difference (canon-differences.txt) and TileKit
#    canonicalizing the reference's output gives exactly TileKit's output,
#    i.e. TileKit only rewrites further than the reference;
#  - anything else is a mismatch, as is a documented module that has become
#    identical (the list must stay accurate).
# Every output must also be a fixed point: canonicalizing it again changes
# nothing.
#   canon-golden.sh <tile-opt> <golden-dir> <differences-file>
set -u
tool=$1 golden=$2 differences=$3
identical=0 equivalent=0 different=0
canonicalize() { "$tool" --no-implicit-module --canonicalize "$1" 2>&1; }
for input in "$golden"/*/mod_*[0-9].mlir; do
  expected=${input%.mlir}.canon.mlir
  [ -f "$expected" ] || continue
  name=${input#$golden/}
  name=${name%.mlir}
  actual=$(canonicalize "$input")
  if [ "$(printf '%s\n' "$actual" | "$tool" --no-implicit-module --canonicalize 2>&1)" != "$actual" ]; then
    different=$((different + 1))
    echo "NOT A FIXED POINT: $name"
    continue
  fi
  documented=$(awk -v m="$name" '$1 == m { print $2 }' "$differences")
  if [ "$actual" == "$(cat "$expected")" ]; then
    if [ -n "$documented" ]; then
      different=$((different + 1))
      echo "STALE DIFFERENCE ($documented): $name"
    else
      identical=$((identical + 1))
    fi
  elif [ -n "$documented" ] && [ "$(canonicalize "$expected")" == "$actual" ]; then
    equivalent=$((equivalent + 1))
  else
    different=$((different + 1))
    echo "MISMATCH: $name"
  fi
done
echo "golden canon: $identical identical, $equivalent equivalent, $different different"
[ "$different" -eq 0 ] && [ "$identical" -gt 0 ]
