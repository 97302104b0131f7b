#!/usr/bin/env python3
"""Writes a Tile IR module for the canonicalization benchmark.

The module is made of N copies of a fixed unit, each with its own
constants, so a module of size 4N holds exactly four times the ops of one of
size N. A unit exercises every canonicalization of the issue: the if fold on
a negated condition, ConvertToSelect, RemoveStaticCondition, CombineIfs,
CombineNestedIfs, RemoveUnusedResults, the select folds and patterns, the addf
constant fold and mulf swap, plus integer and mask expressions for the
expression simplifier. Stores between the units keep them apart.

    generate_canon_module.py UNITS [UNITS_PER_KERNEL] > module.mlir

The units go into kernels of UNITS_PER_KERNEL units (all in one kernel by
default).
"""

import sys

UNIT = """\
    %k{i} = constant <i32: {i}> : tile<i32>
    %t{i} = constant <i1: true> : tile<i1>
    %z{i} = constant <i32: 0> : tile<i32>
    %n{i} = xori %c, %t{i} : tile<i1>
    %a{i} = addi %x, %k{i} : tile<i32>
    %r{i} = if %n{i} -> (tile<i32>) {{
      %m = muli %a{i}, %a{i} : tile<i32>
      yield %m : tile<i32>
    }} else {{
      yield %a{i} : tile<i32>
    }}
    %s{i}:2 = if %c -> (tile<i32>, tile<i32>) {{
      yield %x, %k{i} : tile<i32>, tile<i32>
    }} else {{
      yield %a{i}, %k{i} : tile<i32>, tile<i32>
    }}
    if %c {{
      %u{i} = print_tko "a{i}" -> token
    }}
    if %c {{
      %uu{i} = print_tko "aa{i}" -> token
    }}
    if %t{i} {{
      %w{i} = store_ptr_tko weak %p, %r{i} : tile<ptr<i32>>, tile<i32> -> token
    }}
    if %c {{
      if %d {{
        %v{i} = print_tko "b{i}" -> token
      }}
    }}
    %fa{i} = constant <f32: {i}.5> : tile<f32>
    %fb{i} = constant <f32: 0.25> : tile<f32>
    %fs{i} = addf %fa{i}, %fb{i} : tile<f32>
    %fm{i} = mulf %f, %fs{i} : tile<f32>
    %fx{i} = addf %f, %fm{i} : tile<f32>
    %sel{i} = select %c, %s{i}#0, %s{i}#0 : tile<i1>, tile<i32>
    %e{i} = addi %sel{i}, %z{i} : tile<i32>
    %q{i} = cmpi less_than %e{i}, %e{i}, signed : tile<i32> -> tile<i1>
    %nq{i} = xori %q{i}, %t{i} : tile<i1>
    %b{i} = andi %nq{i}, %c : tile<i1>
    %bb{i} = andi %b{i}, %nq{i} : tile<i1>
    %y{i} = select %bb{i}, %e{i}, %x : tile<i1>, tile<i32>
    %o{i} = store_ptr_tko weak %p, %y{i} : tile<ptr<i32>>, tile<i32> -> token
    %g{i} = store_ptr_tko weak %fp, %fx{i} : tile<ptr<f32>>, tile<f32> -> token
"""


def main():
    args = sys.argv[1:]
    if len(args) not in (1, 2) or not all(a.isdigit() for a in args):
        sys.exit(__doc__)
    units = int(args[0])
    per_kernel = int(args[1]) if len(args) == 2 else units
    out = sys.stdout
    out.write("cuda_tile.module @bench {\n")
    for first in range(0, units, max(per_kernel, 1)):
        out.write(f"  entry @kernel{first}(%p: tile<ptr<i32>>, "
                  "%fp: tile<ptr<f32>>, %x: tile<i32>, %f: tile<f32>, "
                  "%c: tile<i1>, %d: tile<i1>) {\n")
        for i in range(first, min(first + per_kernel, units)):
            out.write(UNIT.format(i=i))
        out.write("    return\n  }\n")
    out.write("}\n")


if __name__ == "__main__":
    main()
