#!/usr/bin/env python3
"""Interestingness test for tile-reduce: the module (last argument) is
interesting when an `xori` takes a result of a `for` as an operand.

Exit status 1 means interesting, 0 not interesting (mlir-reduce's
convention: any non-zero status is interesting)."""
import re
import sys

text = open(sys.argv[-1]).read()
# `%sum = for ...` or `%for:2 = for ...` (results used as %for#0, %for#1).
loop_results = set(re.findall(r"(%[\w$.-]+)(?::\d+)? = (?:cuda_tile\.)?for\b", text))
for line in text.splitlines():
    match = re.search(r"= (?:cuda_tile\.)?xori (%[^:]+):", line)
    if not match:
        continue
    operands = [o.strip().split("#")[0] for o in match.group(1).split(",")]
    if any(o in loop_results for o in operands):
        sys.exit(1)
sys.exit(0)
