#!/usr/bin/env bash
# Reads every file of <fuzz-dir>/corpus and <fuzz-dir>/regressions.
#   replay-fuzz-inputs.sh <tile-translate> <fuzz-dir>
set -u
tool=$1 dir=$2
count=0 crashed=0
for input in "$dir"/corpus/* "$dir"/regressions/*; do
  [ -f "$input" ] || continue
  count=$((count + 1))
  "$tool" -cudatilebc-to-mlir "$input" > /dev/null 2>&1
  status=$?
  if [ "$status" -gt 1 ]; then
    crashed=$((crashed + 1))
    echo "CRASH ($status): $input"
  fi
done
echo "replayed $count inputs, $crashed crashed"
[ "$crashed" -eq 0 ]
