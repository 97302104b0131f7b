#!/usr/bin/env bash
# Writes every golden module as bytecode of each version the reference wrote
# it for and compares byte for byte; reads every reference bytecode file and
# compares the printed module with the reference reading.
#   bytecode-golden.sh <tile-translate> <golden-dir>
set -u
tool=$1 golden=$2
write_pass=0 write_fail=0 read_pass=0 read_fail=0
for expected in "$golden"/*/mod_*.13_?.tileirbc; do
  version=${expected%.tileirbc}
  version=${version##*.}
  source=${expected%.13_?.tileirbc}.mlir
  if "$tool" -mlir-to-cudatilebc -no-implicit-module \
      -bytecode-version="${version/_/.}" "$source" 2>/dev/null |
      cmp -s - "$expected"; then
    write_pass=$((write_pass + 1))
  else
    write_fail=$((write_fail + 1))
    echo "WRITE MISMATCH: ${expected#$golden/}"
  fi
  if "$tool" -cudatilebc-to-mlir -no-implicit-module "$expected" 2>/dev/null |
      cmp -s - "${expected%.tileirbc}.read.mlir"; then
    read_pass=$((read_pass + 1))
  else
    read_fail=$((read_fail + 1))
    echo "READ MISMATCH: ${expected#$golden/}"
  fi
done
echo "golden bytecode written: $write_pass identical, $write_fail different"
echo "golden bytecode read: $read_pass identical, $read_fail different"
[ "$write_fail" -eq 0 ] && [ "$read_fail" -eq 0 ] && [ "$write_pass" -gt 0 ]
