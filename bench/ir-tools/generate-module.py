#!/usr/bin/env python3
"""Writes one large Tile IR module for the IR tools benchmark.

usage: generate-module.py GOLDEN_DIR [--copies N] > big.mlir

The kernels are the golden modules made with the reference tools
(GOLDEN_DIR/v13_*/mod_*.mlir and GOLDEN_DIR/canon/mod_*.mlir): every op
family, constants, globals and debug info (`di_*` scopes, file and call-site
locations). Each module's entries, globals and aliases are renamed with a
per-copy suffix and all are put into one `cuda_tile.module`, COPIES times.
"""
import argparse
import pathlib
import re
import sys

ALIAS = re.compile(r"#([A-Za-z_][A-Za-z0-9_$]*)(?![A-Za-z0-9_$.])")
SYMBOL = re.compile(r"@([A-Za-z_][A-Za-z0-9_$.]*)")
# A subprogram's linkage name must stay the name of its entry.
LINKAGE = re.compile(r'linkageName = "([^"]*)"')


def sources(golden, versions):
    for sub in versions:
        for path in sorted((golden / sub).glob("mod_*.mlir")):
            if path.name.count(".") == 1:  # mod_NNNN.mlir, not .read/.ref/...
                yield path


def split(text):
    """Returns (alias lines, body lines between the module braces)."""
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("cuda_tile.module"))
    end = max(i for i, l in enumerate(lines) if l.startswith("}"))
    return lines[:start], lines[start + 1:end]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("golden", type=pathlib.Path)
    parser.add_argument("--copies", type=int, default=4)
    parser.add_argument("--versions", default="v13_2,v13_3,canon")
    args = parser.parse_args()
    modules = [split(p.read_text()) for p in sources(args.golden, args.versions.split(","))]
    if not modules:
        sys.exit(f"generate-module.py: no golden modules under {args.golden}")
    aliases, body = [], []
    for copy in range(args.copies):
        for index, (head, inner) in enumerate(modules):
            suffix = f"_c{copy}m{index}"
            rename_alias = lambda m: f"#{m.group(1)}{suffix}"
            rename_symbol = lambda m: f"@{m.group(1)}{suffix}"
            rename_linkage = lambda m: f'linkageName = "{m.group(1)}{suffix}"'
            for line in head:
                line = ALIAS.sub(rename_alias, line)
                aliases.append(LINKAGE.sub(rename_linkage, line))
            for line in inner:
                line = LINKAGE.sub(rename_linkage, ALIAS.sub(rename_alias, line))
                body.append(SYMBOL.sub(rename_symbol, line))
    out = sys.stdout
    out.write("\n".join(aliases) + "\n")
    out.write("cuda_tile.module @bench {\n")
    out.write("\n".join(body) + "\n")
    out.write("}\n")


if __name__ == "__main__":
    main()
