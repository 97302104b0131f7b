#!/usr/bin/env bash
# Runs a pass pipeline on every .mlir file of a directory, then again on its
# output, and reports each file whose output changes the second time.
#   check-fixed-point.sh <tile-opt> <pass option> <directory>
set -u
tool=$1 pass=$2 dir=$3
stable=0 unstable=0
for input in "$dir"/*.mlir; do
  once=$("$tool" --no-implicit-module "$pass" "$input" 2>&1)
  twice=$(printf '%s\n' "$once" | "$tool" --no-implicit-module "$pass" 2>&1)
  if [ "$once" == "$twice" ]; then
    stable=$((stable + 1))
  else
    unstable=$((unstable + 1))
    echo "NOT A FIXED POINT: ${input##*/}"
  fi
done
echo "$pass: $stable fixed points, $unstable changed"
[ "$unstable" -eq 0 ] && [ "$stable" -gt 0 ]
