#!/usr/bin/env bash
# The 13.4 bytecode files cutile-python's writer produced:
#  - each reads, and its reading is printed (for FileCheck);
#  - -cudatilebc-reencode gives the file back byte for byte;
#  - the printed text, written with the file's tables (-layout-from), gives
#    the file back byte for byte: the text loses nothing;
#  - written by TileKit's own tables at 13.4 it reads back to the same text;
#  - written at 13.3 it is refused, unless it uses nothing newer.
#   cutile-python-13.4.sh <tile-translate> <dir> <tmpdir>
set -u
tool=$1 dir=$2 tmp=$3
mkdir -p "$tmp"
fail=0
for file in "$dir"/*.tileirbc; do
  name=$(basename "$file" .tileirbc)
  echo "== $name"
  if ! "$tool" -cudatilebc-to-mlir -no-implicit-module "$file" > "$tmp/$name.mlir"; then
    echo "READ FAILED: $name"; fail=1; continue
  fi
  cat "$tmp/$name.mlir"
  "$tool" -cudatilebc-reencode "$file" -o "$tmp/$name.re" &&
    cmp -s "$tmp/$name.re" "$file" || { echo "REENCODE MISMATCH: $name"; fail=1; }
  "$tool" -mlir-to-cudatilebc -no-implicit-module -bytecode-version=13.4 \
      -layout-from="$file" "$tmp/$name.mlir" -o "$tmp/$name.text" &&
    cmp -s "$tmp/$name.text" "$file" || { echo "TEXT MISMATCH: $name"; fail=1; }
  "$tool" -test-cudatile-roundtrip -no-implicit-module -bytecode-version=13.4 \
      "$tmp/$name.mlir" | sed '/^$/d' | cmp -s - "$tmp/$name.mlir" ||
    { echo "ROUNDTRIP MISMATCH: $name"; fail=1; }
  if "$tool" -mlir-to-cudatilebc -no-implicit-module -bytecode-version=13.3 \
      "$tmp/$name.mlir" -o /dev/null 2> "$tmp/$name.err"; then
    echo "13.3: written"
  else
    echo "13.3: $(grep -o 'error: .*' "$tmp/$name.err" | head -1)"
  fi
done
[ "$fail" -eq 0 ] && echo "ALL IDENTICAL"
