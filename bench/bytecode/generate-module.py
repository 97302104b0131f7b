#!/usr/bin/env python3
"""Writes a large Tile IR module for the bytecode benchmark.

usage: generate-module.py <functions> <ops-per-function> <globals> > big.mlir

Each function is a chain of integer and float arithmetic, comparisons,
selects and constants (a new constant every few ops), so the bytecode has
instructions, types, constants and strings in realistic proportions; each
global holds 4096 i32 values.
"""
import random
import sys


def main():
    functions, ops, globals_ = (int(a) for a in sys.argv[1:4])
    rng = random.Random(42)
    out = sys.stdout
    out.write("cuda_tile.module @bench {\n")
    for g in range(globals_):
        values = ", ".join(str(rng.randrange(-1 << 31, 1 << 31)) for _ in range(4096))
        out.write(f"  global @g{g} <i32: [{values}]> : tile<4096xi32>\n")
    for f in range(functions):
        out.write(f"  entry @k{f}(%a: tile<i32>, %x: tile<f32>) {{\n")
        ints, floats = ["%a"], ["%x"]
        for i in range(ops):
            kind = i % 8
            name = f"%v{i}"
            if kind == 0:
                out.write(f"    {name} = constant <i32: {rng.randrange(-1000, 1000)}> : tile<i32>\n")
                ints.append(name)
            elif kind == 1:
                out.write(f"    {name} = addi {rng.choice(ints)}, {rng.choice(ints)} : tile<i32>\n")
                ints.append(name)
            elif kind == 2:
                out.write(f"    {name} = muli {rng.choice(ints)}, {rng.choice(ints)} overflow<no_wrap> : tile<i32>\n")
                ints.append(name)
            elif kind == 3:
                out.write(f"    {name} = constant <f32: {rng.uniform(-10, 10):.3f}> : tile<f32>\n")
                floats.append(name)
            elif kind == 4:
                out.write(f"    {name} = addf {rng.choice(floats)}, {rng.choice(floats)} rounding<zero> : tile<f32>\n")
                floats.append(name)
            elif kind == 5:
                out.write(f"    {name} = cmpi less_than {rng.choice(ints)}, {rng.choice(ints)}, signed : tile<i32> -> tile<i1>\n")
                out.write(f"    {name}s = select {name}, {rng.choice(floats)}, {rng.choice(floats)} : tile<i1>, tile<f32>\n")
                floats.append(name + "s")
            elif kind == 6:
                out.write(f"    {name} = mulf {rng.choice(floats)}, {rng.choice(floats)} : tile<f32>\n")
                floats.append(name)
            else:
                out.write(f"    {name} = xori {rng.choice(ints)}, {rng.choice(ints)} : tile<i32>\n")
                ints.append(name)
            if len(ints) > 64:
                ints = ints[-64:]
            if len(floats) > 64:
                floats = floats[-64:]
        out.write("  }\n")
    out.write("}\n")


if __name__ == "__main__":
    main()
