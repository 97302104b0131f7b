#!/usr/bin/env python3
"""Canonicalization benchmark: time on generated modules of 1x, 4x and 16x
the base size, over several runs, with each size's ratio to the 1x time.

For each size the module is generated once (generate_canon_module.py), then
tile-opt runs it RUNS times with --mlir-timing; the reported time is the
median of the pass's own wall time (parsing and printing excluded) and of
the whole process. Linear growth shows as ratios near 4 and 16.

Wall times also grow with the memory footprint (caches, allocator), which
inflates the ratios of every phase, parsing included. --instructions adds a
machine-independent measure: the instructions the pass executes (valgrind's
callgrind, run once per size: the count with the pass minus the count of
parsing and printing alone).

    run_canon_bench.py [--tile-opt PATH] [--units N] [--runs R]
                       [--units-per-kernel K] [--instructions]
                       [--pipeline canonicalize|tile-canonicalize]
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SCALES = (1, 4, 16)
# Rows of --mlir-timing that belong to the measured passes.
PASS_ROWS = {
    "canonicalize": ("Canonicalizer",),
    "tile-canonicalize": ("Canonicalizer", "SimplifyExpressions"),
}


def pass_seconds(report, rows):
    total = 0.0
    for line in report.splitlines():
        match = re.match(r"\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(\S+)\s*$", line)
        if match and match.group(2) in rows:
            total += float(match.group(1))
    return total


def measure(tool, pipeline, path, runs):
    pass_times, parse_times, process_times = [], [], []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(
            [tool, "--no-implicit-module", "--" + pipeline, "--mlir-timing",
             path, "-o", os.devnull],
            capture_output=True, text=True, check=True)
        process_times.append(time.perf_counter() - start)
        pass_times.append(pass_seconds(result.stderr, PASS_ROWS[pipeline]))
        parse_times.append(pass_seconds(result.stderr, ("Parser",)))
    return (statistics.median(pass_times), statistics.median(parse_times),
            statistics.median(process_times))


def count_instructions(tool, options, path):
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.devnull,
         tool, "--no-implicit-module", *options, path, "-o", os.devnull],
        capture_output=True, text=True, check=True)
    match = re.search(r"Collected : (\d+)", result.stderr)
    return int(match.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tile-opt", default=os.path.join(
        HERE, "..", "build", "bin", "tile-opt"))
    parser.add_argument("--units", type=int, default=250,
                        help="units in the 1x module")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--units-per-kernel", type=int, default=0,
                        help="split the units into kernels of this many "
                        "(default: one kernel)")
    parser.add_argument("--pipeline", choices=sorted(PASS_ROWS),
                        default="canonicalize")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the pass's instructions (valgrind)")
    args = parser.parse_args()

    layout = (f"kernels of {args.units_per_kernel} units"
              if args.units_per_kernel else "one kernel")
    print(f"{args.pipeline}: {args.runs} runs per size, medians; "
          f"1x = {args.units} units, {layout}")
    header = (f"{'size':>5} {'lines':>8} {'pass ms':>9} {'ratio':>6} "
              f"{'parser ms':>10} {'ratio':>6} {'process ms':>11} {'ratio':>6}")
    if args.instructions:
        header += f" {'pass Minstr':>12} {'ratio':>6}"
    print(header)
    base = None
    with tempfile.TemporaryDirectory() as tmp:
        for scale in SCALES:
            path = os.path.join(tmp, f"canon_{scale}x.mlir")
            with open(path, "w") as out:
                command = [sys.executable,
                           os.path.join(HERE, "generate_canon_module.py"),
                           str(args.units * scale)]
                if args.units_per_kernel:
                    command.append(str(args.units_per_kernel))
                subprocess.run(command, stdout=out, check=True)
            with open(path) as module:
                lines = sum(1 for _ in module)
            pass_s, parse_s, process_s = measure(args.tile_opt, args.pipeline,
                                                 path, args.runs)
            instructions = 0
            if args.instructions:
                instructions = (
                    count_instructions(args.tile_opt, ["--" + args.pipeline],
                                       path) -
                    count_instructions(args.tile_opt, [], path))
            if base is None:
                base = (pass_s, parse_s, process_s, instructions)
            row = (f"{scale:>4}x {lines:>8} {pass_s * 1e3:>9.1f} "
                   f"{pass_s / base[0]:>6.2f} {parse_s * 1e3:>10.1f} "
                   f"{parse_s / base[1]:>6.2f} {process_s * 1e3:>11.1f} "
                   f"{process_s / base[2]:>6.2f}")
            if args.instructions:
                row += (f" {instructions / 1e6:>12.1f} "
                        f"{instructions / base[3]:>6.2f}")
            print(row, flush=True)


if __name__ == "__main__":
    main()
